"""Colours of the Gardens: the four tree species (one per player colour) and the garden's materials.

The species ids are the player colours of gardens.md 1.2: purple (lavender), green (palms),
yellow (lemon trees) and orange (orange trees). Their fills are spread in lightness as well as hue
(green darkest, then purple, orange, yellow lightest), so that they stay apart in grey and under
red-green colour blindness; each species also has its own tree silhouette (gui.games.gardens.art.
trees), because colour is never the only cue.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

# The canonical species ids, in the order of the rules data and of every list shown.
SPECIES: tuple[str, ...] = ("purple", "green", "yellow", "orange")
NOBODY = "none"  # the scorer of a building nobody won

# Other names the data or a caller may use: the trees, and the rules' one-letter codes.
_ALIASES = {
    "lavender": "purple", "palm": "green", "palms": "green", "lemon": "yellow", "lemons": "yellow",
    "oranges": "orange", "p": "purple", "g": "green", "y": "yellow", "o": "orange",
}


def canonical_species(species: str) -> str:
    """The canonical id of a species, whatever the spelling; KeyError naming the choices if unknown."""
    key = species.strip().lower()
    key = _ALIASES.get(key, key)
    if key not in SPECIES_STYLES:
        raise KeyError(f"unknown tree species {species!r}; choose from {', '.join(SPECIES)}")
    return key


@dataclass(frozen=True)
class SpeciesStyle:
    """The colours of one species: its fill, a dark tone for outlines, a light tone for highlights
    and fruit, and the tinted earth of its bed on a garden tile."""

    fill: QColor
    dark: QColor
    light: QColor
    bed: QColor


def _style(fill: str, dark: str, light: str, bed: str) -> SpeciesStyle:
    return SpeciesStyle(QColor(fill), QColor(dark), QColor(light), QColor(bed))


# Grey values of the fills (0.30 R + 0.59 G + 0.11 B): green 92, purple 132, orange 169,
# yellow 206; the shapes do the rest.
SPECIES_STYLES: dict[str, SpeciesStyle] = {
    "purple": _style("#9a6ad0", "#3f2163", "#e3d0f7", "#ddcaec"),  # lavender spikes
    "green": _style("#2f7a33", "#153d17", "#9fd58a", "#d2e6b4"),  # palm fronds
    "yellow": _style("#f6d632", "#6e5a05", "#fff6b8", "#f4e8a6"),  # lemon crown
    "orange": _style("#f59a2a", "#6f3506", "#ffd9a6", "#f6d3ae"),  # orange crown
}

# The grey mark of a building nobody scored.
NOBODY_STYLE = _style("#a39e94", "#4e4a44", "#e6e2da", "#e6e2da")


def species_colour(species: str) -> QColor:
    """The fill colour of ``species`` (a copy), or the grey of nobody for ``"none"``."""
    if species == NOBODY:
        return QColor(NOBODY_STYLE.fill)
    return QColor(SPECIES_STYLES[canonical_species(species)].fill)

# Parts of trees that are not the species' colour.
TRUNK = QColor("#8a6239")
TRUNK_DARK = QColor("#43290f")
SAGE = QColor("#8f9f78")  # lavender's silver-green leaves
SAGE_DARK = QColor("#4b5a3b")
SHADOW = QColor(40, 30, 10, 70)  # a tree's shadow on the ground: the sun is high over the garden

# Garden materials.
GRAVEL = QColor("#ece0c3")  # the paths between a tile's beds
GRAVEL_DARK = QColor("#b7a37a")
KERB = QColor("#9c7f55")  # the stone edge of a garden tile
KERB_DARK = QColor("#5d4526")
BASIN = QColor("#f4eee0")  # the marble of the fountain
BASIN_DARK = QColor("#7d7464")
POOL = QColor("#4da3c7")
POOL_DEEP = QColor("#1f5d78")
POOL_INK = QColor("#ffffff")  # the tile's tree count, written in the fountain
EARTH = QColor("#a88a5e")  # an empty garden space: raked earth, darker than the stone footings
EARTH_DARK = QColor("#6b5233")
EARTH_LIGHT = QColor("#c7ab7c")  # the ridges the rake leaves
LAWN = QColor("#7f9d57")  # the board's ground between the spaces
LAWN_DARK = QColor("#56733a")
HEDGE = QColor("#3d6b34")  # myrtle hedges along the frame
HEDGE_DARK = QColor("#1f3d1c")
WALL = QColor("#b5573c")  # the red walls of the Alhambra ("the red one")
WALL_LIGHT = QColor("#d9805f")
WALL_DARK = QColor("#5e2414")
CHANNEL = QColor("#3f93bb")  # the water channel inside the walls
CHANNEL_DEEP = QColor("#1d5675")
CHANNEL_FOAM = QColor("#dff3fb")
BACK = QColor("#2f5a3c")  # a face-down garden tile: myrtle green
BACK_DARK = QColor("#15301e")
BACK_GOLD = QColor("#d8b055")

# Buildings.
FOUNDATION = QColor("#e2c48e")  # the sandstone footing of an unbuilt building
FOUNDATION_DARK = QColor("#6b4b22")
PLAN_INK = QColor("#8a6434")  # the plan's lines drawn on the footing
VALUE_INK = QColor("#3b2610")
STUCCO = QColor("#f6eedb")  # a finished building's walls
STUCCO_SHADE = QColor("#d9c8a4")
STUCCO_DARK = QColor("#5b4327")
ROOF = QColor("#b5573c")  # terracotta roofs and the towers' red stone
DOME = QColor("#3b8f86")  # green-glazed domes
DOME_LIGHT = QColor("#7cc7bb")
GOLD = QColor("#d8b055")
GOLD_DARK = QColor("#7d5b17")
SKY = QColor("#cfe6f2")  # behind a finished building
SKY_LOW = QColor("#f6efd9")
