"""Colours of the Alhambra table: building types, currencies, player seats and table chrome.

Every colour here is paired elsewhere with a symbol (building_symbol_path, currency_symbol_path),
because colour must never be the only cue. Values are our own choice, warm and slightly muted so
the tiles read as painted ceramic rather than screen primaries.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from gui.seat_colours import PLAYER_COLOUR_HEX
from gui.seat_colours import PLAYER_COLOURS as SEAT_COLOUR_NAMES


@dataclass(frozen=True)
class BuildingStyle:
    """Colours of one building type: ground fill, dark outline/shadow, and ink readable on fill."""

    fill: QColor
    dark: QColor
    ink: QColor


@dataclass(frozen=True)
class CurrencyStyle:
    """Colours of one currency: card fill, dark outline/shadow, and ink readable on fill."""

    fill: QColor
    dark: QColor
    ink: QColor


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

# Seat colours, in the order new seats take them: declared once, in gui.seat_colours.
PLAYER_COLOURS: list[tuple[str, QColor]] = [(name, QColor(PLAYER_COLOUR_HEX[name])) for name in SEAT_COLOUR_NAMES]

_PLAYER_BY_NAME = dict(PLAYER_COLOURS)


def player_colour(name: str) -> QColor:
    """The seat colour called ``name`` (a copy; KeyError naming the choices if unknown)."""
    try:
        return QColor(_PLAYER_BY_NAME[name])
    except KeyError:
        raise KeyError(f"unknown player colour {name!r}; choose from {', '.join(_PLAYER_BY_NAME)}") from None


# Table chrome. The table is a deep cedar-green so that every tile colour, ivory included,
# stands off it; panels are parchment.
TABLE_BACKGROUND = QColor("#2a3b34")
PANEL_FILL = QColor("#f3e8cf")
HIGHLIGHT = QColor("#ffd24a")  # legal-target glow: warm gold
SELECTION = QColor("#4cc9f0")  # selected piece: cool azure, never confused with the glow
RECENT = QColor("#f7f3e8")  # moved by another player since you acted: a pale dashed ring
HINT = QColor("#8be05a")  # what a hint suggests: leaf green, apart from the glow and the selection
POINTED = QColor("#c7b2ff")  # the pieces of the log line under the mouse: lavender

# Materials shared by several pictures (walls, parchment, gold trim, card backs).
SANDSTONE = QColor("#dcb97c")
SANDSTONE_LIGHT = QColor("#f0d7a4")
SANDSTONE_DARK = QColor("#7b5730")
PARCHMENT = QColor("#f8eed6")
PARCHMENT_DARK = QColor("#5a4126")
GOLD = QColor("#d8b055")
GOLD_DARK = QColor("#7d5b17")
CARD_BACK = QColor("#7b2433")
CARD_BACK_DARK = QColor("#3e0f18")
WATER = QColor("#4da3c7")
WATER_DARK = QColor("#1f5d78")
MARBLE = QColor("#efe6d2")
