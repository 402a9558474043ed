"""The start page's pictures of the tile-city games."""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QRadialGradient

from gui.art.palette import (
    SANDSTONE,
    SANDSTONE_DARK,
    SANDSTONE_LIGHT,
    TABLE_BACKGROUND,
)
from gui.art.palette import (
    player_colour as seat_colour,
)
from gui.art.shapes import (
    horseshoe_arch,
    make_pen,
    pointed_arch,
    rect_path,
    subtracted_path,
    union,
    unit_to,
)
from gui.games.tilecity.art.tiles import (
    WALL_E,
    WALL_N,
    WALL_S,
    WALL_W,
    paint_start_tile,
    paint_tile,
)

# A small walled city for the Alhambra picture: (column, row, type or None for the start tile,
# cost, walls). The outer edge is walled all round; the notch at the bottom right keeps it lively.
_PICTURE_CITY = (
    (0, 0, "tower", 9, WALL_N | WALL_W),
    (1, 0, "garden", 8, WALL_N),
    (2, 0, "seraglio", 5, WALL_N),
    (3, 0, "tower", 11, WALL_N | WALL_E),
    (0, 1, "pavilion", 4, WALL_W),
    (1, 1, None, 0, 0),
    (2, 1, "arcades", 6, 0),
    (3, 1, "chambers", 7, WALL_E | WALL_S),
    (0, 2, "garden", 10, WALL_S | WALL_W),
    (1, 2, "arcades", 8, WALL_S),
    (2, 2, "pavilion", 3, WALL_S | WALL_E),
)


def _paint_alhambra_picture(painter: QPainter, rect: QRectF) -> None:
    grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.75)
    grad.setColorAt(0.0, TABLE_BACKGROUND.lighter(150))
    grad.setColorAt(1.0, TABLE_BACKGROUND.darker(110))
    painter.fillRect(rect, QBrush(grad))
    cols, rows = 4, 3
    cell = min(rect.width() / (cols + 0.8), rect.height() / (rows + 0.8))
    gap = cell * 0.03
    x0 = rect.center().x() - cols * cell / 2
    y0 = rect.center().y() - rows * cell / 2
    shadow = QPainterPath()
    shadow.setFillRule(Qt.FillRule.WindingFill)
    for col, row, _, _, _ in _PICTURE_CITY:
        shadow.addRoundedRect(QRectF(x0 + col * cell, y0 + row * cell, cell, cell), cell * 0.05, cell * 0.05)
    painter.fillPath(shadow.translated(cell * 0.05, cell * 0.07), QColor(0, 0, 0, 90))
    for col, row, type_id, cost, walls in _PICTURE_CITY:
        tile = QRectF(x0 + col * cell + gap, y0 + row * cell + gap, cell - 2 * gap, cell - 2 * gap)
        if type_id is None:
            paint_start_tile(painter, tile, seat_colour("red"))
        else:
            paint_tile(painter, tile, type_id, cost, walls)


def _paint_castle_picture(painter: QPainter, rect: QRectF) -> None:
    w, h = rect.width(), rect.height()
    sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sky.setColorAt(0.0, QColor("#3b6e8f"))
    sky.setColorAt(0.55, QColor("#e9b77a"))
    sky.setColorAt(1.0, QColor("#f3d9a8"))
    painter.fillRect(rect, QBrush(sky))
    s = min(w, h)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 240, 200, 200))
    painter.drawEllipse(QPointF(rect.left() + w * 0.87, rect.top() + h * 0.2), s * 0.08, s * 0.08)
    hill = QPainterPath()
    hill.moveTo(rect.left(), rect.top() + h * 0.78)
    hill.cubicTo(rect.left() + w * 0.3, rect.top() + h * 0.62, rect.left() + w * 0.7, rect.top() + h * 0.64,
                 rect.right(), rect.top() + h * 0.74)
    hill.lineTo(rect.bottomRight())
    hill.lineTo(rect.bottomLeft())
    hill.closeSubpath()
    painter.fillPath(hill, QColor("#6b7f3e"))
    # The castle in a centred square standing on the hill.
    box = QRectF(rect.center().x() - s * 0.42, rect.top() + h * 0.72 - s * 0.62, s * 0.84, s * 0.62)
    path = unit_to(box).map(_unit_castle())
    painter.fillPath(path.translated(s * 0.015, s * 0.01), QColor(0, 0, 0, 60))
    grad = QLinearGradient(box.topLeft(), box.topRight())
    grad.setColorAt(0.0, SANDSTONE_LIGHT)
    grad.setColorAt(1.0, SANDSTONE)
    painter.fillPath(path, QBrush(grad))
    painter.strokePath(path, make_pen(SANDSTONE_DARK, s * 0.012, join=Qt.PenJoinStyle.MiterJoin))


@functools.cache
def _unit_castle() -> QPainterPath:
    """Keep, flank towers and curtain wall with merlons, a gate and windows, in the unit box."""
    parts = [
        rect_path(0.0, 0.30, 0.22, 0.70), rect_path(0.78, 0.30, 0.22, 0.70),  # flank towers
        rect_path(0.34, 0.05, 0.32, 0.95),  # keep
        rect_path(0.18, 0.52, 0.64, 0.48),  # curtain wall
    ]
    # (left, right, top) of each wall or tower that carries merlons.
    crowns = ((0.0, 0.22, 0.30), (0.78, 1.0, 0.30), (0.34, 0.66, 0.05), (0.22, 0.34, 0.52), (0.66, 0.78, 0.52))
    for x0, x1, top in crowns:
        n = 3 if x1 - x0 > 0.15 else 1
        width = (x1 - x0) / (2 * n - 1)
        for k in range(n):
            parts.append(rect_path(x0 + 2 * k * width, top - 0.07, width, 0.07))
    openings = union(horseshoe_arch(0.5, 0.74, 0.1, 1.0), pointed_arch(0.11, 0.5, 0.03, 0.05, 0.6),
                      pointed_arch(0.89, 0.5, 0.03, 0.05, 0.6), pointed_arch(0.5, 0.28, 0.035, 0.06, 0.4))
    return subtracted_path(union(*parts), openings)


def paint_game_picture(painter: QPainter, rect: QRectF, game_id: str) -> None:
    """A start-page picture: a little walled city for "alhambra", a generic castle for other ids."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    clip = QPainterPath()
    r = min(rect.width(), rect.height()) * 0.05
    clip.addRoundedRect(rect, r, r)
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    if game_id == "alhambra":
        _paint_alhambra_picture(painter, rect)
    else:
        _paint_castle_picture(painter, rect)
    painter.restore()
