"""Granada's start-page picture: a small city of double-sided tiles around the palace, ringed by
its moat, on a warm evening ground (Alhambra's picture is a walled city on the table felt)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter

from gui.art.palette import player_colour
from gui.art.shapes import begin_rounded_picture
from gui.games.granada.art import (
    MOAT_E,
    MOAT_N,
    MOAT_S,
    MOAT_W,
    paint_granada_start_tile,
    paint_granada_tile,
)

# (column, row, face type, value, moats, reverse type, reverse value); None: the palace.
_CITY = (
    (0, 0, "arena", 11, MOAT_N | MOAT_W, "library", 10),
    (1, 0, "park", 6, MOAT_N, "school", 7),
    (2, 0, "bath", 9, MOAT_N | MOAT_E, "hostel", 8),
    (0, 1, "market", 4, MOAT_W | MOAT_S, "hospital", 5),
    (1, 1, None, 0, 0, None, 0),
    (2, 1, "school", 12, MOAT_E, "residential", 13),
    (1, 2, "residential", 3, MOAT_W | MOAT_S, "arena", 2),
    (2, 2, "library", 8, MOAT_S | MOAT_E, "park", 9),
)


def paint_granada_picture(painter: QPainter, rect: QRectF) -> None:
    """The picture in ``rect``, rounded at the corners."""
    begin_rounded_picture(painter, rect)
    ground = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    ground.setColorAt(0.0, QColor("#274a6b"))  # evening sky over the Sierra
    ground.setColorAt(1.0, QColor("#b5653a"))  # terracotta earth
    painter.fillRect(rect, QBrush(ground))
    cell = min(rect.width() / 3.8, rect.height() / 3.8)
    left = rect.center().x() - 1.5 * cell
    top = rect.center().y() - 1.5 * cell
    shade = QColor(0, 0, 0, 80)
    for col, row, *_rest in _CITY:
        painter.fillRect(QRectF(left + col * cell, top + row * cell, cell, cell).translated(cell * 0.05, cell * 0.06), shade)
    inset = cell * 0.025
    for col, row, kind, value, moats, back, back_value in _CITY:
        box = QRectF(left + col * cell, top + row * cell, cell, cell).adjusted(inset, inset, -inset, -inset)
        if kind is None:
            paint_granada_start_tile(painter, box, player_colour("blue"))
        else:
            paint_granada_tile(painter, box, kind, value, moats, other_face=(back, back_value))
    painter.restore()
