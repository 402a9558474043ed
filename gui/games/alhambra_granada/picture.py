"""The combined game's start-page picture: Alhambra's walled half and Granada's moated half of
one city, the walls running along the water where the two halves meet, under a dusk sky."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter

from gui.art.palette import player_colour
from gui.art.shapes import begin_rounded_picture
from gui.games.granada.art import MOAT_E, MOAT_N, MOAT_S, MOAT_W, paint_granada_tile
from gui.games.tilecity.art.tiles import (
    WALL_E,
    WALL_N,
    WALL_S,
    WALL_W,
    paint_start_tile,
    paint_tile,
)

# (column, row, game, type, value, sides); game "A" is an Alhambra tile (sides: walls), "G" a
# Granada face (sides: moats, its reverse named by ``_REVERSE``), "F" the fountain.
_CITY = (
    (0, 0, "A", "tower", 9, WALL_N | WALL_W),
    (1, 0, "A", "garden", 8, WALL_N | WALL_E),
    (2, 0, "G", "bath", 9, MOAT_N | MOAT_W),
    (3, 0, "G", "arena", 11, MOAT_N | MOAT_E),
    (0, 1, "A", "pavilion", 4, WALL_W | WALL_S),
    (1, 1, "F", "", 0, 0),
    (2, 1, "G", "park", 6, MOAT_E | MOAT_S),
    (1, 2, "A", "arcades", 6, WALL_W | WALL_S | WALL_E),
    (2, 2, "G", "library", 12, MOAT_W | MOAT_S | MOAT_E),
)
_REVERSE = {"bath": ("hostel", 8), "arena": ("library", 10), "park": ("school", 7), "library": ("market", 13)}


def paint_combined_picture(painter: QPainter, rect: QRectF) -> None:
    """The picture in ``rect``, rounded at the corners."""
    begin_rounded_picture(painter, rect)
    sky = QLinearGradient(rect.topLeft(), rect.topRight())
    sky.setColorAt(0.0, QColor("#3e5a3a"))  # Alhambra's side: the table felt
    sky.setColorAt(1.0, QColor("#2c4f74"))  # Granada's side: evening blue
    painter.fillRect(rect, QBrush(sky))
    cell = min(rect.width() / 4.6, rect.height() / 3.6)
    left = rect.center().x() - 2 * cell
    top = rect.center().y() - 1.5 * cell
    for col, row, *_rest in _CITY:
        box = QRectF(left + col * cell, top + row * cell, cell, cell)
        painter.fillRect(box.translated(cell * 0.05, cell * 0.06), QColor(0, 0, 0, 80))
    inset = cell * 0.02
    for col, row, game, kind, value, sides in _CITY:
        box = QRectF(left + col * cell, top + row * cell, cell, cell).adjusted(inset, inset, -inset, -inset)
        if game == "F":
            paint_start_tile(painter, box, player_colour("red"))
        elif game == "A":
            paint_tile(painter, box, kind, value, sides)
        else:
            paint_granada_tile(painter, box, kind, value, sides, other_face=_REVERSE[kind])
    painter.restore()
