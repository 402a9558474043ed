"""Colours of A Castle for All Seasons: the five resources, the coins, the copper helper spaces,
the castle's materials in summer and in winter, and the cards.

The resource colours follow the rulebook (sand yellow, wood dark brown, clay reddish brown, stone
grey, silver) and are spread in lightness as well as hue; each resource also has its own shape
(gui.games.castle.art.resources), because colour is never the only cue.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from gui.art.palette import PieceStyle

# The resource ids of rules_data/castle.yaml, in the file's order.
RESOURCES: tuple[str, ...] = ("sand", "wood", "clay", "stone", "silver")


def _style(fill: str, dark: str, ink: str) -> PieceStyle:
    return PieceStyle(QColor(fill), QColor(dark), QColor(ink))


# Grey values of the fills (0.30 R + 0.59 G + 0.11 B): wood 77, clay 108, stone 150, sand 207,
# silver 224. Sand and silver are both light, so their shapes (a heap, a bar) differ most.
RESOURCE_STYLES: dict[str, PieceStyle] = {
    "sand": _style("#f0d27c", "#7a5c16", "#fff3c4"),  # a pale yellow heap
    "wood": _style("#7a4a24", "#341d0a", "#c8955c"),  # a brown log; ink = the cut face
    "clay": _style("#b4532f", "#4f1d0c", "#e08a62"),  # a red-brown brick
    "stone": _style("#9b9a93", "#3f3e3a", "#d4d2c8"),  # a grey block
    "silver": _style("#dfe6ee", "#566577", "#ffffff"),  # a white-blue bar
}

# Talers: struck gold, the value in dark brown.
GOLD = QColor("#e2b84a")
GOLD_LIGHT = QColor("#f8e08e")
GOLD_DARK = QColor("#7a5610")

# The copper helper spaces of the castle, their fee stamped in them.
COPPER = QColor("#c27a45")
COPPER_LIGHT = QColor("#eab080")
COPPER_DARK = QColor("#5e3015")
COPPER_INK = QColor("#3a1a08")

# Badges and text.
INK = QColor("#2b1d10")  # dark brown ink: numbers on parchment and metal
BADGE = QColor("#2e2a26")  # a count badge: near-black, with white figures
BADGE_INK = QColor("#ffffff")
PARCHMENT = QColor("#f6ebcf")
PARCHMENT_DARK = QColor("#8a6a3d")
CROWN = QColor("#f2c230")  # the crown of the victory points
CROWN_DARK = QColor("#6e4d05")
COST = QColor("#8d7b66")  # the construction value: a dressed stone
COST_DARK = QColor("#33291d")

# The castle's materials.
WALL = QColor("#c9b99a")  # limestone walls
WALL_LIGHT = QColor("#e6d9bd")
WALL_DARK = QColor("#5f523d")
WALL_SHADE = QColor("#9e8d6d")  # the wall's front face, out of the sun
PLASTER = QColor("#f2e6cc")  # the plastered houses
TIMBER = QColor("#5a3a1e")  # half-timbering, doors, cart wood
TIMBER_LIGHT = QColor("#9a6a3c")
ROOF = QColor("#b84f32")  # red tiles
ROOF_DARK = QColor("#5a2212")
SLATE = QColor("#55657a")  # slate roofs of the keep and the palace
SLATE_DARK = QColor("#222a36")
THATCH = QColor("#c79c4c")  # the stable's and the barn's straw
OPENING = QColor("#2f241a")  # the shade inside doors, windows and arches
WINDOW = QColor("#f3d27a")  # a lit window
FLAG = QColor("#c0392b")
FLAG_DARK = QColor("#5a140c")
IRON = QColor("#3b3b3e")
FIRE = QColor("#f08a24")

# Grounds, summer.
GRASS = QColor("#8fb562")
GRASS_DARK = QColor("#55773a")
GRASS_LIGHT = QColor("#b5d283")
COBBLE = QColor("#d8c9a6")  # the courtyard
COBBLE_DARK = QColor("#a8946c")
ROAD = QColor("#cdb487")
ROAD_DARK = QColor("#927650")
SKY = QColor("#cfe8f6")
SKY_LOW = QColor("#f4f1de")
WATER = QColor("#4f9dc4")
WATER_DARK = QColor("#235a78")
LEAF = QColor("#4f8a3a")
LEAF_DARK = QColor("#24461a")
TRUNK = QColor("#6b4a2a")

# Grounds, winter.
SNOW = QColor("#f7fafc")
SNOW_SHADE = QColor("#c9d8e6")
SNOW_DARK = QColor("#6f8397")
WINTER_SKY = QColor("#b9cbe0")
WINTER_SKY_LOW = QColor("#e8eef5")
ICE = QColor("#bfe0ef")
ICE_DARK = QColor("#5b8fae")
FROZEN_GROUND = QColor("#dfe6ea")  # the courtyard under a dusting of snow

# Cards.
CARD_PAPER = QColor("#f8efd8")
CARD_PAPER_DARK = QColor("#c9b48a")
WINTER_CARD = QColor("#e3eef7")
WINTER_CARD_EDGE = QColor("#2f4f72")
WINTER_CARD_BACK = QColor("#27466a")
WINTER_CARD_BACK_DARK = QColor("#12243a")
MAIDEN = QColor("#b8456b")  # the castle maiden's gown
MAIDEN_DARK = QColor("#4e1428")
SKIN = QColor("#f0c9a0")
SKIN_DARK = QColor("#7a4f2a")
APRON = QColor("#f7f1e3")


@dataclass(frozen=True)
class Season:
    """The colours a picture takes from the season: sky, ground, and whether snow lies."""

    sky: QColor
    sky_low: QColor
    ground: QColor
    ground_dark: QColor
    snow: bool


SEASONS: dict[str, Season] = {
    "summer": Season(SKY, SKY_LOW, GRASS, GRASS_DARK, False),
    "winter": Season(WINTER_SKY, WINTER_SKY_LOW, SNOW, SNOW_SHADE, True),
}


def season_of(name: str) -> Season:
    """The colours of the season ``name`` (summer or winter); KeyError naming the choices if unknown."""
    try:
        return SEASONS[name]
    except KeyError:
        raise KeyError(f"unknown season {name!r}; choose from {', '.join(SEASONS)}") from None


def resource_style(resource: str) -> PieceStyle:
    """The colours of ``resource``; KeyError naming the choices if unknown."""
    try:
        return RESOURCE_STYLES[resource]
    except KeyError:
        raise KeyError(f"unknown resource {resource!r}; choose from {', '.join(RESOURCES)}") from None


def outline_of(colour: QColor) -> QColor:
    """A dark outline for a piece of ``colour`` (a player's): the colour much darkened."""
    return QColor(colour).darker(320)


def ink_on(colour: QColor) -> QColor:
    """Dark or white ink, whichever reads better on ``colour``."""
    luma = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF()
    return INK if luma > 0.58 else QColor("#ffffff")
