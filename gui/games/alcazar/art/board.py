"""The board: landscape, stream, parcels, the frame and the value track."""

from __future__ import annotations

import itertools
import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QRadialGradient

from collections.abc import Iterator
from dataclasses import dataclass
from gui.art.palette import PARCHMENT_DARK, WATER, WATER_DARK
from gui.art.shapes import make_pen, with_alpha
from gui.games.alcazar.art.common import (
    CYPRESS,
    EARTH,
    FRAME,
    FRAME_LIGHT,
    INK,
    MEADOW,
    MEADOW_DARK,
    OLIVE,
    OLIVE_DARK,
    PATH_STONE,
    PLOT,
    PLOT_EDGE,
    TRACK_FILL,
    TRACK_FIVE,
    draw_text,
)


@dataclass(frozen=True)
class BoardPicture:
    """What the board art needs to know about the layout: grid size, parcel per cell (0 for
    landscape), and the path order of the parcels (consecutive numbers, closing if ``loop``)."""

    rows: int
    cols: int
    parcels: tuple[int, ...]
    loop: bool


def _cell(ground: QRectF, pic: BoardPicture, cell: int) -> QRectF:
    size = ground.width() / pic.cols
    r, c = divmod(cell, pic.cols)
    return QRectF(ground.left() + c * size, ground.top() + r * size, size, size)


def _countryside(ground: QRectF, pic: BoardPicture, stream: set[int]) -> Iterator[tuple[int, QRectF, int]]:
    """Each landscape cell off the stream: its index, its rect, and which of five kinds of ground it shows."""
    for cell, parcel in enumerate(pic.parcels):
        if parcel or cell in stream:
            continue
        # A fixed scatter, so fields and groves stand where they stood last time.
        yield cell, _cell(ground, pic, cell), (cell * 7 + 3) % 5


def stream_cells(pic: BoardPicture) -> list[int]:
    """The longest vertical run of landscape cells: the valley's water channel."""
    best: list[int] = []
    for c in range(pic.cols):
        run: list[int] = []
        for r in range(pic.rows + 1):
            cell = r * pic.cols + c
            if r < pic.rows and not pic.parcels[cell]:
                run.append(cell)
                continue
            if len(run) > len(best):
                best = run
            run = []
    return best if len(best) >= 3 else []


def paint_landscape(painter: QPainter, ground: QRectF, pic: BoardPicture) -> None:
    """The countryside around the parcels: meadow, olive groves, cypresses and a water channel."""
    size = ground.width() / pic.cols
    grad = QLinearGradient(ground.topLeft(), ground.bottomRight())
    grad.setColorAt(0.0, MEADOW.lighter(108))
    grad.setColorAt(1.0, MEADOW.darker(104))
    painter.fillRect(ground.adjusted(-size * 0.2, -size * 0.45, size * 0.2, size * 0.2), QBrush(grad))
    rng = random.Random(7)  # fixed: the same countryside every time
    # Grass strokes all over, faint, so the ground is not a flat fill.
    painter.setPen(make_pen(with_alpha(MEADOW_DARK, 0.35), size * 0.012))
    for _ in range(pic.rows * pic.cols * 3):
        x = ground.left() + rng.random() * ground.width()
        y = ground.top() + rng.random() * ground.height()
        painter.drawLine(QPointF(x, y), QPointF(x + size * 0.02, y - size * 0.05))
    stream = set(stream_cells(pic))
    # Furrows of the fields in landscape cells (not the stream).
    for cell, rect, kind in _countryside(ground, pic, stream):
        if kind in (0, 1):
            painter.setPen(make_pen(with_alpha(EARTH, 0.35), size * 0.018))
            for k in range(4):
                y = rect.top() + size * (0.2 + k * 0.2)
                painter.drawLine(QPointF(rect.left() + size * 0.1, y), QPointF(rect.right() - size * 0.1, y))
    if stream:
        _paint_stream(painter, ground, pic, sorted(stream))
    for cell, rect, kind in _countryside(ground, pic, stream):
        if kind in (2, 3):
            for k in range(2):
                cx = rect.left() + size * (0.3 + 0.42 * k) + rng.uniform(-0.05, 0.05) * size
                cy = rect.top() + size * (0.4 + 0.25 * ((k + cell) % 2))
                _olive_tree(painter, QPointF(cx, cy), size * 0.16)
        elif kind == 4:
            _cypress(painter, QPointF(rect.center().x() + size * 0.18, rect.top() + size * 0.72), size * 0.5)
            _olive_tree(painter, QPointF(rect.left() + size * 0.32, rect.top() + size * 0.55), size * 0.13)


def _paint_stream(painter: QPainter, ground: QRectF, pic: BoardPicture, cells: list[int]) -> None:
    size = ground.width() / pic.cols
    top = _cell(ground, pic, cells[0])
    bottom = _cell(ground, pic, cells[-1])
    channel = QRectF(top.center().x() - size * 0.2, top.top() + size * 0.18, size * 0.4, bottom.bottom() - top.top() - size * 0.36)
    painter.setPen(make_pen(QColor("#a88a5e"), size * 0.05))
    painter.setBrush(WATER)
    painter.drawRoundedRect(channel, size * 0.18, size * 0.18)
    # Ripples.
    painter.setPen(make_pen(with_alpha(QColor("#e6f4fa"), 0.7), size * 0.014))
    y = channel.top() + size * 0.25
    while y < channel.bottom() - size * 0.2:
        path = QPainterPath()
        x = channel.center().x()
        path.moveTo(x - size * 0.1, y)
        path.quadTo(x - size * 0.05, y - size * 0.04, x, y)
        path.quadTo(x + size * 0.05, y + size * 0.04, x + size * 0.1, y)
        painter.drawPath(path)
        y += size * 0.33
    # A pool with a fountain at each end, as in a Moorish garden channel.
    for rect in (top, bottom):
        c = QPointF(rect.center().x(), rect.center().y() + (-0.12 if rect is top else 0.12) * size)
        painter.setPen(make_pen(QColor("#a88a5e"), size * 0.05))
        painter.setBrush(WATER.lighter(108))
        painter.drawEllipse(c, size * 0.3, size * 0.22)
        painter.setPen(make_pen(WATER_DARK, size * 0.02))
        painter.setBrush(QColor("#e9e1cf"))
        painter.drawEllipse(c, size * 0.07, size * 0.05)


def _olive_tree(painter: QPainter, base: QPointF, r: float) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha(QColor("#3b3215"), 0.28))
    painter.drawEllipse(QPointF(base.x() + r * 0.35, base.y() + r * 0.55), r * 1.05, r * 0.55)
    painter.setBrush(QColor("#6b4a2a"))
    painter.drawRect(QRectF(base.x() - r * 0.1, base.y(), r * 0.2, r * 0.6))
    grad = QRadialGradient(QPointF(base.x() - r * 0.3, base.y() - r * 0.5), r * 1.4)
    grad.setColorAt(0.0, OLIVE.lighter(135))
    grad.setColorAt(1.0, OLIVE_DARK)
    painter.setBrush(QBrush(grad))
    painter.setPen(make_pen(with_alpha(OLIVE_DARK, 0.8), r * 0.08))
    path = QPainterPath()
    path.addEllipse(QPointF(base.x(), base.y() - r * 0.2), r, r * 0.8)
    path.addEllipse(QPointF(base.x() - r * 0.55, base.y() - r * 0.05), r * 0.55, r * 0.45)
    path.addEllipse(QPointF(base.x() + r * 0.55, base.y() - r * 0.1), r * 0.55, r * 0.45)
    painter.drawPath(path.simplified())


def _cypress(painter: QPainter, base: QPointF, height: float) -> None:
    w = height * 0.2
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha(QColor("#3b3215"), 0.28))
    painter.drawEllipse(QPointF(base.x() + w * 0.8, base.y()), w * 1.1, w * 0.35)
    path = QPainterPath()
    path.moveTo(base.x(), base.y() - height)
    path.cubicTo(base.x() + w * 0.9, base.y() - height * 0.6, base.x() + w * 0.8, base.y() - height * 0.1, base.x(), base.y())
    path.cubicTo(base.x() - w * 0.8, base.y() - height * 0.1, base.x() - w * 0.9, base.y() - height * 0.6, base.x(), base.y() - height)
    grad = QLinearGradient(QPointF(base.x() - w, 0), QPointF(base.x() + w, 0))
    grad.setColorAt(0.0, CYPRESS.lighter(140))
    grad.setColorAt(1.0, CYPRESS.darker(130))
    painter.setBrush(QBrush(grad))
    painter.setPen(make_pen(CYPRESS.darker(160), w * 0.1))
    painter.drawPath(path)


def paint_parcels(painter: QPainter, ground: QRectF, pic: BoardPicture) -> None:
    """The numbered parcels on a paved band that follows the path from 1 to the last number."""
    size = ground.width() / pic.cols
    cell_of = {p: i for i, p in enumerate(pic.parcels) if p}
    numbers = sorted(cell_of)
    # The band: a thick stroke through the centres of consecutive parcels shows the path and
    # where it turns; the closing step from the last number to 1 only if they touch.
    pairs = list(itertools.pairwise(numbers))
    if pic.loop and len(numbers) > 2:
        pairs.append((numbers[-1], numbers[0]))
    band = QPainterPath()
    for a, b in pairs:
        ra, rb = _cell(ground, pic, cell_of[a]), _cell(ground, pic, cell_of[b])
        if abs(ra.center().x() - rb.center().x()) + abs(ra.center().y() - rb.center().y()) > size * 1.01:
            continue  # not neighbours on this board: the path jumps
        band.moveTo(ra.center())
        band.lineTo(rb.center())
    painter.strokePath(band.translated(size * 0.03, size * 0.05), make_pen(with_alpha(QColor("#3b2a14"), 0.3), size * 0.98, Qt.PenCapStyle.SquareCap,
                                                                         Qt.PenJoinStyle.MiterJoin))
    painter.strokePath(band, make_pen(PATH_STONE, size * 0.98, Qt.PenCapStyle.SquareCap, Qt.PenJoinStyle.MiterJoin))
    for number in numbers:
        rect = _cell(ground, pic, cell_of[number]).adjusted(size * 0.06, size * 0.06, -size * 0.06, -size * 0.06)
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0.0, PLOT.lighter(104))
        grad.setColorAt(1.0, PLOT.darker(104))
        painter.setPen(make_pen(PLOT_EDGE, size * 0.025))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(rect, size * 0.06, size * 0.06)
        box = QRectF(rect.left(), rect.center().y() - size * 0.14, rect.width(), size * 0.28)
        draw_text(painter, str(number), box, with_alpha(INK, 0.85))
    # Direction ticks: a small chevron on every fifth step, so the path's order reads at a glance.
    painter.setPen(make_pen(with_alpha(PLOT_EDGE, 0.9), size * 0.02))
    for a, b in pairs:
        if a % 5 != 0:
            continue
        ra, rb = _cell(ground, pic, cell_of[a]), _cell(ground, pic, cell_of[b])
        mid = (ra.center() + rb.center()) / 2
        dx, dy = rb.center().x() - ra.center().x(), rb.center().y() - ra.center().y()
        length = math.hypot(dx, dy)
        if length > size * 1.01 or length == 0:
            continue
        ux, uy = dx / length, dy / length
        tip = QPointF(mid.x() + ux * size * 0.04, mid.y() + uy * size * 0.04)
        for sign in (1, -1):
            tail = QPointF(mid.x() - ux * size * 0.04 + sign * uy * size * 0.05, mid.y() - uy * size * 0.04 - sign * ux * size * 0.05)
            painter.drawLine(tail, tip)


def paint_frame(painter: QPainter, outer: QRectF, inner: QRectF) -> None:
    """The wooden frame between the value track and the board."""
    path = QPainterPath()
    path.addRoundedRect(outer, outer.width() * 0.012, outer.width() * 0.012)
    hole = QPainterPath()
    hole.addRect(inner)
    grad = QLinearGradient(outer.topLeft(), outer.bottomRight())
    grad.setColorAt(0.0, FRAME_LIGHT)
    grad.setColorAt(1.0, FRAME)
    painter.fillPath(path.subtracted(hole), QBrush(grad))
    painter.setPen(make_pen(FRAME.darker(140), inner.width() * 0.003))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(inner)


def paint_track_space(painter: QPainter, rect: QRectF, number: int) -> None:
    """One space of the 1-50 value track: parchment, every fifth gilded, the number in a corner
    so crests standing on the space leave it readable."""
    s = min(rect.width(), rect.height())
    fill = TRACK_FIVE if number % 5 == 0 else TRACK_FILL
    inset = s * 0.04
    box = rect.adjusted(inset, inset, -inset, -inset)
    painter.setPen(make_pen(PARCHMENT_DARK, s * 0.03))
    painter.setBrush(fill)
    painter.drawRoundedRect(box, s * 0.08, s * 0.08)
    h = s * (0.24 if number % 5 else 0.27)
    draw_text(painter, str(number), QRectF(box.left() + s * 0.07, box.top() + s * 0.07, box.width() * 0.6, h),
              INK, align="left")
