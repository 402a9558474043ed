"""The pictures of the rules pages of this game (see :mod:`gui.help_pictures`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from gui.games.gardens.art.garden import paint_garden_tile
from gui.help_pictures import CELL, HelpPicture, arrow


def _gardens_rotation(painter: QPainter, rect: QRectF) -> None:
    corners = ["purple", "green", "yellow", "orange"]
    size = CELL * 0.95
    step = size + CELL * 0.55
    left = rect.center().x() - (3 * step + size) / 2
    top = rect.center().y() - size / 2
    for turn in range(4):
        box = QRectF(left + turn * step, top, size, size)
        paint_garden_tile(painter, box, corners[-turn:] + corners[:-turn] if turn else corners, 3)
        if turn < 3:
            arrow(painter, QPointF(box.right() + CELL * 0.1, box.center().y()),
                   QPointF(box.right() + step - size - CELL * 0.1, box.center().y()), bend=CELL * 0.18)


# Picture name (after "picture:<game>/") -> how it is drawn.
PICTURES = {
    "rotation": HelpPicture(600, 160, _gardens_rotation),
}
