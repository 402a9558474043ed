"""Colours every table shares: the style triples a piece is painted with, player seats, table chrome.

Each game keeps its own pieces' colours with its art (gui/games/<game>/art); every colour is paired
there with a symbol, because colour must never be the only cue.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from gui.seat_colours import PLAYER_COLOUR_HEX
from gui.seat_colours import PLAYER_COLOURS as SEAT_COLOUR_NAMES


@dataclass(frozen=True)
class PieceStyle:
    """Colours of one kind of piece: fill, dark outline/shadow, and ink readable on the fill."""

    fill: QColor
    dark: QColor
    ink: QColor


# Building types and currencies are painted with the same three colours; the names say which.
BuildingStyle = PieceStyle
CurrencyStyle = PieceStyle


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
TABLE_INK = QColor("#fbf3e2")  # text written on the table: names, scores, counts
TABLE_SOFT_INK = QColor("#e4d6bb")  # secondary text on the table: notes, details, subtitles

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
