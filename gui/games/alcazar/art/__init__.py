"""Painting functions for the Alcazar table: landscape, parcels, stacked pieces, bridges, nobles,
flags, crests, cards and the little pictures of the side panels.

Pure painting, no scene logic. Every function paints into the rect it is given, in the painter's
current units, so every length is a fraction of that rect. The board is seen from the south at
a slant ("oblique" projection): a cell's ground is a square, and each level of a column raises
its top face by ``level_rise`` and shows a front (south) face of that height, so stacks read as
towers and their levels can be counted.

Text is drawn as glyph outlines (a 100 px reference font scaled into its box), so it keeps its
size in a painter scaled to any unit and never hits Qt's smallest font size.

Colour is never the only cue: the two nobles have different silhouettes, every castle's crest and
flag carry a heraldic pattern as well as a colour, and flags name their city.
"""

from gui.games.alcazar.art.common import (
    MEADOW,
    MEADOW_DARK,
    OLIVE,
    OLIVE_DARK,
    CYPRESS,
    EARTH,
    PLOT,
    PLOT_EDGE,
    PATH_STONE,
    INK,
    STONE_TOP,
    STONE_FRONT,
    STONE_EDGE,
    TIMBER_TOP,
    TIMBER_FRONT,
    TIMBER_EDGE,
    TRACK_FILL,
    TRACK_FIVE,
    FRAME,
    FRAME_LIGHT,
    BUILDING_BACK,
    TOWER_BACK,
    Heraldry,
    HERALDRY,
    heraldry,
    poly,
    unit_text,
    text_path,
    draw_text,
)
from gui.games.alcazar.art.board import (
    BoardPicture,
    stream_cells,
    paint_landscape,
    paint_parcels,
    paint_frame,
    paint_track_space,
)
from gui.games.alcazar.art.columns import LevelLook, block_rect, top_face, paint_column, paint_ghost_ground
from gui.games.alcazar.art.nobles import noble_size, paint_noble
from gui.games.alcazar.art.flags import paint_crest, flag_size, paint_flag
from gui.games.alcazar.art.cards import (
    paint_building_card,
    paint_tower_card,
    paint_empty_card,
    tower_shape,
    paint_card_back,
)
from gui.games.alcazar.art.panels import (
    paint_piece_icon,
    paint_bridge_icon,
    paint_coin,
    paint_card_icon,
    chip_width,
    paint_chip,
    paint_prompt,
    paint_recent_ring,
    paint_highlight_frame,
    paint_game_picture,
    PlayerLine,
    paint_player_line,
    SupplyPicture,
    paint_supply,
)

__all__ = [
    "MEADOW",
    "MEADOW_DARK",
    "OLIVE",
    "OLIVE_DARK",
    "CYPRESS",
    "EARTH",
    "PLOT",
    "PLOT_EDGE",
    "PATH_STONE",
    "INK",
    "STONE_TOP",
    "STONE_FRONT",
    "STONE_EDGE",
    "TIMBER_TOP",
    "TIMBER_FRONT",
    "TIMBER_EDGE",
    "TRACK_FILL",
    "TRACK_FIVE",
    "FRAME",
    "FRAME_LIGHT",
    "BUILDING_BACK",
    "TOWER_BACK",
    "Heraldry",
    "HERALDRY",
    "heraldry",
    "poly",
    "unit_text",
    "text_path",
    "draw_text",
    "BoardPicture",
    "stream_cells",
    "paint_landscape",
    "paint_parcels",
    "paint_frame",
    "paint_track_space",
    "LevelLook",
    "block_rect",
    "top_face",
    "paint_column",
    "paint_ghost_ground",
    "noble_size",
    "paint_noble",
    "paint_crest",
    "flag_size",
    "paint_flag",
    "paint_building_card",
    "paint_tower_card",
    "paint_empty_card",
    "tower_shape",
    "paint_card_back",
    "paint_piece_icon",
    "paint_bridge_icon",
    "paint_coin",
    "paint_card_icon",
    "chip_width",
    "paint_chip",
    "paint_prompt",
    "paint_recent_ring",
    "paint_highlight_frame",
    "paint_game_picture",
    "PlayerLine",
    "paint_player_line",
    "SupplyPicture",
    "paint_supply",
]
