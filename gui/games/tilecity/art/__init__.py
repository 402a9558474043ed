"""Painting functions for the tile-city tables (Alhambra and its sisters): tiles, walls, money,
card faces, slots and pictures.

Pure painting, no scene logic. Every function takes the rect to fill in the painter's current
units: the caller may have scaled the painter so that a tile is 1.0 x 1.0 logical units, or may
paint in pixels. So every length (pen widths, text heights, insets) is a fraction of the rect,
and the amount of detail is chosen from the rect's size in *device* pixels (see
gui.art.shapes.device_px).

Text is drawn as glyph outlines (QPainterPath.addText at a 100 px reference font, then scaled
into its box): a QFont cannot be smaller than one unit, so pixel sizes would break in a painter
scaled to tile units, whereas an outline scales exactly and keeps numbers the same size on every
machine.

Symbols are built in a unit box (0..1, y down) and mapped onto the target square. Colour is never
the only cue: each building type and currency has its own silhouette.
"""

from gui.games.tilecity.art.cards import (
    paint_card_back,
    paint_money_card,
    paint_scoring_card,
)
from gui.games.tilecity.art.icons import building_icon, currency_icon
from gui.games.tilecity.art.modules import (
    paint_bonus_card,
    paint_changer_card,
    paint_count_badge,
    paint_hut,
    paint_vizier_token,
)
from gui.games.tilecity.art.pictures import paint_game_picture
from gui.games.tilecity.art.slots import paint_empty_slot, paint_highlight
from gui.games.tilecity.art.symbols import building_symbol_path, currency_symbol_path
from gui.games.tilecity.art.tiles import paint_start_tile, paint_tile

__all__ = [
    "building_symbol_path",
    "currency_symbol_path",
    "paint_tile",
    "paint_start_tile",
    "paint_money_card",
    "paint_card_back",
    "paint_scoring_card",
    "paint_empty_slot",
    "paint_highlight",
    "paint_game_picture",
    "building_icon",
    "currency_icon",
    "paint_hut",
    "paint_changer_card",
    "paint_bonus_card",
    "paint_vizier_token",
    "paint_count_badge",
]
