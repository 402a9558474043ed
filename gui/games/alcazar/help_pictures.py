"""The pictures of the rules pages of this game (see :mod:`gui.help_pictures`)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from gui.games.alcazar.art.columns import LevelLook, paint_column
from gui.help_pictures import CELL, HelpPicture

PAGE = QColor("#efe6d2")  # the ground of the pictures of the board's landscape


def _column(levels: int, bridge: tuple[bool, bool] | None = None, gaps: int = 0) -> tuple[LevelLook, ...]:
    looks = [LevelLook("piece")] * levels + [LevelLook("gap")] * gaps
    if bridge is not None:
        looks.append(LevelLook("bridge", True, bridge[0], bridge[1]))
    return tuple(looks)


def _ground(painter: QPainter, rect: QRectF, cells: int, left: float, top: float) -> list[QRectF]:
    grounds = [QRectF(left + i * CELL, top, CELL, CELL) for i in range(cells)]
    painter.setPen(QPen(QColor("#9c8a63"), 1.5))
    for index, ground in enumerate(grounds):
        painter.setBrush(QColor("#cdbb8a") if index % 2 else QColor("#d6c597"))
        painter.drawRect(ground)
    return grounds


def _alcazar_castle(painter: QPainter, rect: QRectF) -> None:
    painter.fillRect(rect, PAGE)
    grounds = _ground(painter, rect, 5, rect.center().x() - 2.5 * CELL, rect.bottom() - 1.3 * CELL)
    accent = QColor("#b8322a")
    rise = CELL * 0.22
    for ground, height in zip(grounds, (0, 1, 2, 1, 0)):
        if height:
            paint_column(painter, ground, _column(height), rise, accent=accent, badge=False)


def _alcazar_bridge(painter: QPainter, rect: QRectF) -> None:
    painter.fillRect(rect, PAGE)
    grounds = _ground(painter, rect, 3, rect.center().x() - 1.5 * CELL, rect.bottom() - 1.2 * CELL)
    rise = CELL * 0.3
    paint_column(painter, grounds[1], _column(1, (False, False), gaps=1), rise, badge=False)
    paint_column(painter, grounds[0], _column(2, (True, False)), rise, badge=False)
    paint_column(painter, grounds[2], _column(2, (False, True)), rise, badge=False)


# Picture name (after "picture:<game>/") -> how it is drawn.
PICTURES = {
    "castle": HelpPicture(560, 200, _alcazar_castle),
    "bridge": HelpPicture(380, 240, _alcazar_bridge),
}
