"""The pictures of the rules pages of this game (see :mod:`gui.help_pictures`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from gui.art.palette import player_colour
from gui.games.tilecity.art import paint_start_tile, paint_tile
from gui.games.tilecity.art.tiles import WALL_E, WALL_N, WALL_S
from gui.help_pictures import CELL, HelpPicture, mark


def _alhambra_walls(painter: QPainter, rect: QRectF) -> None:
    top = rect.center().y() - CELL / 2
    start = QRectF(rect.left() + 0.3 * CELL, top, CELL, CELL)
    paint_start_tile(painter, start, player_colour("blue"))
    fits = start.translated(CELL, 0.0)
    paint_tile(painter, fits, "garden", 8, WALL_N | WALL_E)
    mark(painter, fits.center() + QPointF(0.0, CELL * 0.75), True)
    city = start.translated(3.0 * CELL, 0.0)
    paint_start_tile(painter, city, player_colour("blue"))
    left = city.translated(CELL, 0.0)
    paint_tile(painter, left, "tower", 10, WALL_N | WALL_E)
    refused = left.translated(CELL * 1.15, 0.0)
    painter.setOpacity(0.85)
    paint_tile(painter, refused, "arcades", 6, WALL_S)  # its open west side meets a wall
    painter.setOpacity(1.0)
    mark(painter, QPointF((left.right() + refused.left()) / 2, refused.center().y() + CELL * 0.75), False)


# Picture name (after "picture:<game>/") -> how it is drawn.
PICTURES = {
    "walls": HelpPicture(660, 200, _alhambra_walls),
}
