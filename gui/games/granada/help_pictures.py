"""The pictures of the rules pages of this game (see :mod:`gui.help_pictures`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from gui.games.granada.art import MOAT_N, MOAT_W, paint_granada_tile
from gui.help_pictures import CELL, HelpPicture, arrow


def _granada_faces(painter: QPainter, rect: QRectF) -> None:
    top = rect.center().y() - CELL / 2
    front = QRectF(rect.center().x() - 1.9 * CELL, top, CELL * 1.2, CELL * 1.2).translated(0.0, -0.1 * CELL)
    back = front.translated(2.6 * CELL, 0.0)
    paint_granada_tile(painter, front, "park", 6, MOAT_N | MOAT_W, other_face=("school", 7))
    paint_granada_tile(painter, back, "school", 7, MOAT_N | MOAT_W, other_face=("park", 6))
    arrow(painter, QPointF(front.right() + 0.15 * CELL, front.center().y()),
           QPointF(back.left() - 0.15 * CELL, back.center().y()), bend=CELL * 0.35)
    arrow(painter, QPointF(back.left() - 0.15 * CELL, back.center().y() + 0.25 * CELL),
           QPointF(front.right() + 0.15 * CELL, front.center().y() + 0.25 * CELL), bend=-CELL * 0.35)


# Picture name (after "picture:<game>/") -> how it is drawn.
PICTURES = {
    "faces": HelpPicture(520, 190, _granada_faces),
}
