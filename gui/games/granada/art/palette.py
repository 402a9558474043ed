"""Colours of Granada's nine building types and of its tile materials (terracotta, azulejo glaze).

Granada must read as a different game from Alhambra at a glance, so its tiles are not sandstone
and coloured glaze edge to edge: every face is a coloured field set in a terracotta frame, its
value sits on a white azulejo plaque, and its borders are water, not walls. The type colours avoid
Alhambra's six (blue, red, brown, ivory, green, purple in full strength) and are spread in
lightness as well as hue, so that pairs stay apart under protanopia and deuteranopia; each type
also has its own silhouette (gui.games.granada.art.symbols), because colour is never the only cue.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from gui.art.palette import BuildingStyle

# The canonical type ids, in the order of granada.md section 1.3 (and of the score tables).
TYPE_IDS: tuple[str, ...] = (
    "arena", "bath", "library", "hostel", "hospital", "market", "park", "school", "residential",
)

# Other spellings the data may use: granada.md's upper-case ids (ARENA, BATH, ...), and the keys of
# research/reconstructions.md section 1 (bath_house, residential_area).
_ALIASES = {"bath_house": "bath", "bathhouse": "bath", "residential_area": "residential",
            "residential_district": "residential", "inn": "hostel"}


def canonical_type(type_id: str) -> str:
    """The canonical id of a Granada building type, whatever the spelling; KeyError if unknown."""
    key = type_id.strip().lower()
    key = _ALIASES.get(key, key)
    if key not in GRANADA_STYLES:
        raise KeyError(f"unknown Granada building type {type_id!r}; choose from {', '.join(TYPE_IDS)}")
    return key


def _style(fill: str, dark: str, ink: str) -> BuildingStyle:
    return BuildingStyle(QColor(fill), QColor(dark), QColor(ink))


# Lightness, light to dark: hospital and arena very light, park and hostel light, market and bath
# middle, residential, school and library dark. Light fields take dark ink, dark fields light ink.
GRANADA_STYLES: dict[str, BuildingStyle] = {
    "arena": _style("#e9b949", "#7a5410", "#3d2a06"),  # saffron: the sand of the ring
    "bath": _style("#2a9d8f", "#114a43", "#f2fbf8"),  # teal glaze of the hammam
    "library": _style("#283d7a", "#111b3d", "#f3efe0"),  # ink-blue
    "hostel": _style("#e58fa6", "#7c2f45", "#40121f"),  # rose
    "hospital": _style("#eef2f3", "#7f9096", "#a3262e"),  # lime-washed white, red ink
    "market": _style("#e2712c", "#77330b", "#fff4e6"),  # orange of spice and awnings
    "park": _style("#a7c44a", "#4d6116", "#243009"),  # spring leaf
    "school": _style("#8c2f4b", "#461322", "#fbeef0"),  # mulberry
    "residential": _style("#5f6b73", "#2a3136", "#f1efe9"),  # slate
}

# Tile materials.
TERRACOTTA = QColor("#b8613a")
TERRACOTTA_LIGHT = QColor("#d98a5f")
TERRACOTTA_DARK = QColor("#6b2f17")
GLAZE_WHITE = QColor("#fbf6ea")  # the azulejo plaque that carries the value
COBALT = QColor("#1f4596")  # azulejo blue: plaque rim and border inlays
COBALT_DARK = QColor("#142a5c")
MOAT_WATER = QColor("#3f9fd0")
MOAT_DEEP = QColor("#1a5a86")
MOAT_FOAM = QColor("#e6f6ff")
KERB = QColor("#e9d7b0")  # the stone coping along a moat's inner bank
KERB_DARK = QColor("#7b6140")
MARKER_BLACK = QColor("#151515")
