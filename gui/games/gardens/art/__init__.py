"""Painting functions for The Gardens of the Alhambra: garden tiles, trees, buildings and the board.

The same principles as the other tables' art (gui.games.tilecity.art): pure painting, no scene
logic; every function paints into a rect in the painter's current units, so every length is a
fraction of that rect, and detail is chosen from the rect's size in device pixels; text is drawn
as glyph outlines; shapes are built once in a unit box and memoised. Colour is never the only
cue: each tree species has its own silhouette, a tile's tree count is set out like die pips and
written in its fountain, and a building's value is a figure, a row of studs and, once built, a
count of domes, arches, windows or merlons.

Species ids are the player colours (purple: lavender, green: palms, yellow: lemon trees, orange:
orange trees); building kinds are pavilion, seraglio, arcades, chambers and tower (values 1-5).
"""

from gui.games.gardens.art.board import paint_board
from gui.games.gardens.art.buildings import (
    KIND_OF_VALUE,
    KINDS,
    building_silhouette,
    paint_building,
)
from gui.games.gardens.art.garden import (
    paint_empty_space,
    paint_garden_tile,
    paint_tile_back,
    tree_positions,
)
from gui.games.gardens.art.palette import (
    NOBODY,
    SPECIES,
    SPECIES_STYLES,
    SpeciesStyle,
    canonical_species,
    species_colour,
)
from gui.games.gardens.art.trees import paint_species_badge, paint_tree, tree_icon_path

__all__ = [
    "KINDS",
    "KIND_OF_VALUE",
    "NOBODY",
    "SPECIES",
    "SPECIES_STYLES",
    "SpeciesStyle",
    "building_silhouette",
    "canonical_species",
    "paint_board",
    "paint_building",
    "paint_empty_space",
    "paint_garden_tile",
    "paint_species_badge",
    "paint_tile_back",
    "paint_tree",
    "species_colour",
    "tree_icon_path",
    "tree_positions",
]
