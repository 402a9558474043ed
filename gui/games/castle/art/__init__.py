"""Painting functions for A Castle for All Seasons: resources, talers, helpers, character and
winter cards, building tiles, carts, the defense tower and the castle board in summer and winter.

The same principles as the other tables' art: pure painting, no scene logic; every function paints
into a rect in the painter's current units, so every length is a fraction of that rect, and detail
is chosen from the rect's size in device pixels; text is drawn as glyph outlines; shapes are built
once in a unit box and memoised. Colour is never the only cue: each resource has its own shape,
the cards carry their order number and an emblem, the tiles put their construction value on a
stone and their victory points in a crown, and the innkeeper holds a mug.

Ids are those of rules_data/castle.yaml: resources sand, wood, clay, stone, silver; characters
messenger ... master-builder; tiles keep, tavern, small-gate, large-gate, stable, servants-house,
palace, tower-N, house-N; carts sand, wood, clay, stone, rider; winter cards village-tavern ...
snowdrift. Where the pieces lie on the board: gui.games.castle.board_geometry.
"""

from gui.games.castle.art.board import paint_castle_board
from gui.games.castle.art.board_parts import paint_helper_space, paint_round_space
from gui.games.castle.art.buildings import BUILDINGS, building_outline, kind_of
from gui.games.castle.art.cards import (
    paint_card_outline,
    paint_character_card,
    paint_winter_card,
)
from gui.games.castle.art.carts import paint_cart, paint_defense_tower, platform_rect
from gui.games.castle.art.emblems import (
    CHARACTERS,
    ORDER,
    WORKER_PIECES,
    paint_character_emblem,
)
from gui.games.castle.art.figures import (
    paint_castle_maiden,
    paint_first_player_marker,
    paint_helper,
    paint_innkeeper,
)
from gui.games.castle.art.palette import RESOURCES, SEASONS, resource_style
from gui.games.castle.art.resources import (
    paint_count_badge,
    paint_resource,
    paint_resource_count,
    paint_taler,
    resource_path,
)
from gui.games.castle.art.tiles import (
    paint_building,
    paint_building_tile,
    paint_cost_stone,
    paint_vp_crown,
)
from gui.games.castle.art.winter import (
    WINTER_CARDS,
    paint_winter_emblem,
    snowflake_path,
)

__all__ = [
    "BUILDINGS",
    "CHARACTERS",
    "ORDER",
    "RESOURCES",
    "SEASONS",
    "WINTER_CARDS",
    "WORKER_PIECES",
    "building_outline",
    "kind_of",
    "paint_building",
    "paint_building_tile",
    "paint_card_outline",
    "paint_cart",
    "paint_castle_board",
    "paint_castle_maiden",
    "paint_character_card",
    "paint_character_emblem",
    "paint_cost_stone",
    "paint_count_badge",
    "paint_defense_tower",
    "paint_first_player_marker",
    "paint_helper",
    "paint_helper_space",
    "paint_innkeeper",
    "paint_resource",
    "paint_resource_count",
    "paint_round_space",
    "paint_taler",
    "paint_vp_crown",
    "paint_winter_card",
    "paint_winter_emblem",
    "platform_rect",
    "resource_path",
    "resource_style",
    "snowflake_path",
]
