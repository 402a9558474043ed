"""Building cards with their little map, tower cards, card backs."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath

from gui.art.palette import GOLD, GOLD_DARK, PARCHMENT, PARCHMENT_DARK
from gui.art.shapes import make_pen, with_alpha
from gui.games.alcazar.art.board import BoardPicture
from gui.games.alcazar.art.common import BUILDING_BACK, INK, MEADOW, PLOT_EDGE, TOWER_BACK, draw_text


def _card_frame(painter: QPainter, rect: QRectF, fill: QColor, edge: QColor) -> QPainterPath:
    r = min(rect.width(), rect.height()) * 0.08
    path = QPainterPath()
    path.addRoundedRect(rect, r, r)
    painter.fillPath(path.translated(rect.width() * 0.03, rect.width() * 0.04), with_alpha(QColor("#120c05"), 0.35))
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0.0, fill.lighter(106))
    grad.setColorAt(1.0, fill.darker(106))
    painter.fillPath(path, QBrush(grad))
    painter.strokePath(path, make_pen(edge, rect.width() * 0.03))
    return path


def paint_building_card(painter: QPainter, rect: QRectF, number: int, pic: BoardPicture | None = None) -> None:
    """A building card: its parcel number large, and a little map of the board with the parcel
    marked, so the parcel is found quickly."""
    w, h = rect.width(), rect.height()
    _card_frame(painter, rect, PARCHMENT, PARCHMENT_DARK)
    painter.setPen(make_pen(with_alpha(GOLD_DARK, 0.7), w * 0.015))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    painter.drawRoundedRect(inner, w * 0.05, w * 0.05)
    draw_text(painter, str(number), QRectF(inner.left(), inner.top() + h * 0.07, inner.width(), h * 0.26), INK)
    if pic is None:
        return
    side = min(inner.width() * 0.86, inner.bottom() - (inner.top() + h * 0.42))
    cell = side / max(pic.cols, pic.rows)
    left = inner.center().x() - cell * pic.cols / 2
    top = inner.bottom() - h * 0.04 - cell * pic.rows
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(MEADOW.lighter(112))
    painter.drawRect(QRectF(left, top, cell * pic.cols, cell * pic.rows))
    mark = None
    for index, parcel in enumerate(pic.parcels):
        if not parcel:
            continue
        r, c = divmod(index, pic.cols)
        box = QRectF(left + c * cell, top + r * cell, cell, cell)
        if parcel == number:
            mark = box
        painter.fillRect(box.adjusted(cell * 0.06, cell * 0.06, -cell * 0.06, -cell * 0.06), PLOT_EDGE.lighter(105))
    if mark is not None:
        painter.setPen(make_pen(QColor("#fff4dc"), cell * 0.5))
        painter.setBrush(QColor("#b3261e"))
        painter.drawEllipse(mark.center(), cell * 1.05, cell * 1.05)


def paint_tower_card(painter: QPainter, rect: QRectF, count: int = 1) -> None:
    """A tower card: a slate-blue tower on parchment and the levels it may build (2-5); with
    several held, a count in the corner."""
    w, h = rect.width(), rect.height()
    if count > 1:
        # The cards below peek out, so a pile reads as a pile.
        for k in range(min(count, 3) - 1, 0, -1):
            _card_frame(painter, rect.translated(w * 0.05 * k, -w * 0.05 * k), PARCHMENT.darker(104), PARCHMENT_DARK)
    _card_frame(painter, rect, PARCHMENT, PARCHMENT_DARK)
    inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    painter.setPen(make_pen(with_alpha(TOWER_BACK, 0.7), w * 0.015))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, w * 0.05, w * 0.05)
    tower_shape(painter, QRectF(inner.left() + inner.width() * 0.22, inner.top() + h * 0.1, inner.width() * 0.56, h * 0.56),
                 TOWER_BACK, TOWER_BACK.darker(160))
    draw_text(painter, "2–5", QRectF(inner.left(), inner.bottom() - h * 0.2, inner.width(), h * 0.13), TOWER_BACK.darker(130))
    if count > 1:
        c = QPointF(rect.right() - w * 0.12, rect.top() + w * 0.12)
        painter.setPen(make_pen(QColor("#fff6df"), w * 0.03))
        painter.setBrush(QColor("#b3261e"))
        painter.drawEllipse(c, w * 0.17, w * 0.17)
        draw_text(painter, f"{count}", QRectF(c.x() - w * 0.12, c.y() - w * 0.08, w * 0.24, w * 0.16), QColor("#fff6df"))


def paint_empty_card(painter: QPainter, rect: QRectF) -> None:
    """An empty place for a card: a dashed outline."""
    w = rect.width()
    pen = make_pen(with_alpha(PARCHMENT, 0.45), w * 0.03)
    pen.setDashPattern([3.0, 2.0])
    painter.setPen(pen)
    painter.setBrush(with_alpha(PARCHMENT, 0.05))
    painter.drawRoundedRect(rect.adjusted(w * 0.02, w * 0.02, -w * 0.02, -w * 0.02), w * 0.08, w * 0.08)


def tower_shape(painter: QPainter, box: QRectF, fill: QColor, edge: QColor) -> None:
    """A crenellated tower with a door and a window, filling ``box``."""
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    path = QPainterPath()
    path.addRect(QRectF(x + w * 0.2, y + h * 0.2, w * 0.6, h * 0.8))
    for k in range(3):
        path.addRect(QRectF(x + w * (0.12 + k * 0.3), y + h * 0.06, w * 0.16, h * 0.16))
    path.addRect(QRectF(x + w * 0.1, y + h * 0.18, w * 0.8, h * 0.08))
    _paint_building(painter, box, path, fill, edge, w * 0.05)
    painter.drawRect(QRectF(x + w * 0.46, y + h * 0.38, w * 0.08, h * 0.16))


def paint_card_back(painter: QPainter, rect: QRectF, deck: str, count: int | None = None) -> None:
    """The back of the building deck (terracotta, a castle) or the tower deck (slate, a tower),
    with the number of cards left."""
    w, h = rect.width(), rect.height()
    fill = BUILDING_BACK if deck == "building" else TOWER_BACK
    if count is not None and count > 1:
        for k in range(min(count, 4) - 1, 0, -1):
            _card_frame(painter, rect.translated(w * 0.035 * k, -w * 0.035 * k), fill.darker(115), fill.darker(180))
    if count == 0:
        pen = make_pen(with_alpha(PARCHMENT, 0.5), w * 0.03)
        pen.setDashPattern([3.0, 2.0])
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, w * 0.08, w * 0.08)
        return
    _card_frame(painter, rect, fill, fill.darker(180))
    inner = rect.adjusted(w * 0.08, w * 0.08, -w * 0.08, -w * 0.08)
    painter.setPen(make_pen(GOLD, w * 0.02))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, w * 0.05, w * 0.05)
    emblem = QRectF(inner.left() + inner.width() * 0.2, inner.top() + h * 0.12, inner.width() * 0.6, h * 0.42)
    if deck == "building":
        _castle_shape(painter, emblem, GOLD, GOLD_DARK)
    else:
        tower_shape(painter, emblem, GOLD, GOLD_DARK)
    if count is not None:
        draw_text(painter, str(count), QRectF(inner.left(), inner.bottom() - h * 0.26, inner.width(), h * 0.15), QColor("#fff6df"))


def _castle_shape(painter: QPainter, box: QRectF, fill: QColor, edge: QColor) -> None:
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    path = QPainterPath()
    path.addRect(QRectF(x, y + h * 0.35, w * 0.26, h * 0.65))
    path.addRect(QRectF(x + w * 0.74, y + h * 0.35, w * 0.26, h * 0.65))
    path.addRect(QRectF(x + w * 0.32, y + h * 0.1, w * 0.36, h * 0.9))
    path.addRect(QRectF(x + w * 0.2, y + h * 0.55, w * 0.6, h * 0.45))
    for left, right, top in ((0.0, 0.26, 0.35), (0.74, 1.0, 0.35), (0.32, 0.68, 0.1)):
        n = 3 if right - left > 0.3 else 2
        step = (right - left) / (2 * n - 1)
        for k in range(n):
            path.addRect(QRectF(x + w * (left + 2 * k * step), y + h * (top - 0.08), w * step, h * 0.08))
    _paint_building(painter, box, path, fill, edge, w * 0.03)


def _paint_building(painter: QPainter, box: QRectF, walls: QPainterPath, fill: QColor, edge: QColor, width: float) -> None:
    """Fills ``walls`` (overlapping rects, merged here) outlined ``width`` wide, and a door in ``edge`` at
    the foot of ``box``; leaves the painter filling with ``edge`` and no pen, for any window after."""
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    painter.setPen(make_pen(edge, width, join=Qt.PenJoinStyle.MiterJoin))
    painter.setBrush(fill)
    painter.drawPath(walls.simplified())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(edge)
    painter.drawRoundedRect(QRectF(x + w * 0.42, y + h * 0.72, w * 0.16, h * 0.28), w * 0.08, w * 0.08)
