"""The family's piece colours: Alhambra's building types and the four currencies.

Values are our own choice, warm and slightly muted so the tiles read as painted ceramic rather
than screen primaries; each is paired with a symbol (symbols.py), since colour is never the only cue.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from gui.art.palette import BuildingStyle, CurrencyStyle


def _style(fill: str, dark: str, ink: str) -> tuple[QColor, QColor, QColor]:
    return QColor(fill), QColor(dark), QColor(ink)


# Keyed by the building type ids of rules_data/alhambra.yaml.
BUILDING_STYLES: dict[str, BuildingStyle] = {
    "pavilion": BuildingStyle(*_style("#3f77b3", "#1d3b63", "#f8f2e2")),
    "seraglio": BuildingStyle(*_style("#b5392e", "#661a14", "#fbefe2")),
    "arcades": BuildingStyle(*_style("#8e5b31", "#4a2c15", "#f7e8cf")),
    "chambers": BuildingStyle(*_style("#ece3cc", "#8c7b5a", "#5b4630")),
    "garden": BuildingStyle(*_style("#4d8b3b", "#23481b", "#f3f1dc")),
    "tower": BuildingStyle(*_style("#6d4a99", "#382354", "#f5edf9")),
}

# Keyed by the currency ids of rules_data/alhambra.yaml (card codes b, g, o, y). Orange and
# yellow take dark ink: white on them falls below a 3:1 contrast ratio.
CURRENCY_STYLES: dict[str, CurrencyStyle] = {
    "BLUE": CurrencyStyle(*_style("#2f6fb7", "#173a66", "#f7f3e8")),
    "GREEN": CurrencyStyle(*_style("#3c8f3c", "#1c4a1c", "#f5f6e6")),
    "ORANGE": CurrencyStyle(*_style("#e07b1f", "#7a3a06", "#3a1c04")),
    "YELLOW": CurrencyStyle(*_style("#e5c21a", "#7a6200", "#3b3000")),
}
