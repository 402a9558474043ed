"""The pictures of the rules pages of this game (see :mod:`gui.help_pictures`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from gui.games.granada.art import MOAT_S, MOAT_W, paint_granada_tile
from gui.games.tilecity.art import paint_tile
from gui.games.tilecity.art.tiles import WALL_E, WALL_S
from gui.help_pictures import CELL, HelpPicture, mark


def _mixed_city(painter: QPainter, rect: QRectF) -> None:
    top = rect.center().y() - CELL * 0.65
    alhambra = QRectF(rect.center().x() - CELL, top, CELL, CELL)
    granada = alhambra.translated(CELL, 0.0)
    paint_tile(painter, alhambra, "seraglio", 7, WALL_E | WALL_S)
    paint_granada_tile(painter, granada, "library", 8, MOAT_W | MOAT_S, other_face=("hostel", 9))
    mark(painter, QPointF(granada.left(), granada.bottom() + CELL * 0.32), True)


# Picture name (after "picture:<game>/") -> how it is drawn.
PICTURES = {
    "mixed": HelpPicture(360, 200, _mixed_city),
}
