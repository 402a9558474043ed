"""The Gardens board behind the spaces: a mown lawn inside a myrtle hedge, a water channel and the
red walls of the Alhambra with a tower at each corner and in the middle of each side.

Everything is laid out from a BoardGeometry, in its scene units: the frame fills the margin
between the board's edge and the outermost spaces, and every width is a fraction of the pitch.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPolygonF,
)

from gui.art.shapes import device_px, make_pen, with_alpha
from gui.games.gardens.art.palette import (
    CHANNEL,
    CHANNEL_DEEP,
    CHANNEL_FOAM,
    FOUNDATION,
    FOUNDATION_DARK,
    GOLD,
    HEDGE,
    HEDGE_DARK,
    LAWN,
    LAWN_DARK,
    ROOF,
    WALL,
    WALL_DARK,
    WALL_LIGHT,
)
from gui.games.gardens.geometry import BoardGeometry

# The frame's bands from the board's edge inward, in pitches. Together they stay inside the
# margin left once the edge buildings' outer halves have their room (MARGIN - CUT = 0.48),
# leaving a strip of lawn between the hedge and the buildings' tips.
WALL_BAND = 0.2
COPING = 0.03  # the stone edge either side of the channel
CHANNEL_BAND = 0.11
HEDGE_BAND = 0.065
TOWER = 0.34  # the side of a tower's square
FRAME_DETAIL_PX = 50.0  # device pixels per pitch from which merlons, ripples and lawn stripes show


def _band(outer: QRectF, width: float) -> QPainterPath:
    """The ring between ``outer`` and ``outer`` shrunk by ``width`` on every side."""
    path = QPainterPath()
    path.addRect(outer)
    path.addRect(outer.adjusted(width, width, -width, -width))
    path.setFillRule(Qt.FillRule.OddEvenFill)
    return path


def _paint_lawn(painter: QPainter, lawn: QRectF, pitch: float, detail: bool) -> None:
    """Mown grass, with the stripes a mower leaves, running diagonally."""
    painter.fillRect(lawn, LAWN)
    if not detail:
        return
    painter.save()
    painter.setClipRect(lawn, Qt.ClipOperation.IntersectClip)
    stripe = QPainterPath()
    step = pitch * 0.5
    span = lawn.width() + lawn.height()
    k = 0
    while k * step < span:
        x = lawn.left() - lawn.height() + k * 2 * step
        stripe.addPolygon(QPolygonF([QPointF(x, lawn.bottom()), QPointF(x + step, lawn.bottom()),
                                     QPointF(x + step + lawn.height(), lawn.top()), QPointF(x + lawn.height(), lawn.top())]))
        k += 1
    painter.fillPath(stripe, with_alpha(QColor("#a9c47a"), 0.18))
    painter.restore()


def _paint_hedge(painter: QPainter, outer: QRectF, width: float, pitch: float, detail: bool) -> None:
    """A clipped myrtle hedge, its top lumpy with leaves when large enough to see them."""
    painter.fillPath(_band(outer, width), HEDGE)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(HEDGE_DARK, width * 0.18))
    inner = outer.adjusted(width, width, -width, -width)
    painter.drawRect(inner)
    if not detail:
        return
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha(QColor("#6e9e5a"), 0.7))
    r = width * 0.22
    mid = outer.adjusted(width / 2, width / 2, -width / 2, -width / 2)
    for a, b in ((mid.topLeft(), mid.topRight()), (mid.topRight(), mid.bottomRight()),
                 (mid.bottomRight(), mid.bottomLeft()), (mid.bottomLeft(), mid.topLeft())):
        length = math.hypot(b.x() - a.x(), b.y() - a.y())
        n = max(1, int(length / (pitch * 0.09)))
        for i in range(n):
            t = (i + 0.5) / n
            jitter = ((i * 37) % 7 - 3) / 3.0 * width * 0.12  # a fixed unevenness
            painter.drawEllipse(QPointF(a.x() + (b.x() - a.x()) * t + jitter * 0.3, a.y() + (b.y() - a.y()) * t - jitter * 0.3), r, r)


def _paint_channel(painter: QPainter, outer: QRectF, pitch: float, detail: bool) -> None:
    """The water channel, stone-edged, running right round the garden."""
    coping, water = COPING * pitch, CHANNEL_BAND * pitch
    painter.fillPath(_band(outer, 2 * coping + water), FOUNDATION)
    inner = outer.adjusted(coping, coping, -coping, -coping)
    grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
    grad.setColorAt(0.0, CHANNEL.lighter(115))
    grad.setColorAt(1.0, CHANNEL)
    painter.fillPath(_band(inner, water), QBrush(grad))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(with_alpha(CHANNEL_DEEP, 0.8), coping * 0.5))
    painter.drawRect(inner)
    painter.drawRect(inner.adjusted(water, water, -water, -water))
    painter.setPen(make_pen(FOUNDATION_DARK, coping * 0.35))
    painter.drawRect(outer)
    painter.drawRect(outer.adjusted(2 * coping + water, 2 * coping + water, -2 * coping - water, -2 * coping - water))
    if not detail:
        return
    # Ripples: short crests along the middle of the water, staggered so they read as flow.
    mid = inner.adjusted(water / 2, water / 2, -water / 2, -water / 2)
    painter.setPen(make_pen(with_alpha(CHANNEL_FOAM, 0.75), coping * 0.4))
    crest = pitch * 0.12
    for a, b in ((mid.topLeft(), mid.topRight()), (mid.topRight(), mid.bottomRight()),
                 (mid.bottomRight(), mid.bottomLeft()), (mid.bottomLeft(), mid.topLeft())):
        length = math.hypot(b.x() - a.x(), b.y() - a.y())
        ux, uy = (b.x() - a.x()) / length, (b.y() - a.y()) / length
        n = int(length / (pitch * 0.45))
        for i in range(1, n):
            t = i * length / n
            off = (water * 0.2) * (1 if i % 2 else -1)
            p = QPointF(a.x() + ux * t - uy * off, a.y() + uy * t + ux * off)
            path = QPainterPath(QPointF(p.x() - ux * crest / 2, p.y() - uy * crest / 2))
            path.quadTo(QPointF(p.x() - uy * water * 0.15, p.y() + ux * water * 0.15 - 0.0),
                        QPointF(p.x() + ux * crest / 2, p.y() + uy * crest / 2))
            painter.drawPath(path)


def _paint_wall(painter: QPainter, board: QRectF, pitch: float, detail: bool) -> None:
    """The red wall seen from above: the wall walk, merlons along its outer parapet, and towers."""
    w = WALL_BAND * pitch
    grad = QLinearGradient(board.topLeft(), board.bottomRight())
    grad.setColorAt(0.0, WALL_LIGHT)
    grad.setColorAt(1.0, WALL)
    painter.fillPath(_band(board, w), QBrush(grad))
    parapet = w * 0.38  # the outer part of the wall's top, where the battlements stand
    painter.fillPath(_band(board, parapet), with_alpha(WALL_DARK, 0.45))
    if detail:
        # Merlons: raised blocks along the parapet, with the gaps (crenels) between them in shade.
        painter.setPen(make_pen(with_alpha(WALL_DARK, 0.8), w * 0.04))
        painter.setBrush(WALL_LIGHT)
        merlon = pitch * 0.1
        for a, b, inward in ((board.topLeft(), board.topRight(), (0, 1)), (board.topRight(), board.bottomRight(), (-1, 0)),
                             (board.bottomRight(), board.bottomLeft(), (0, -1)), (board.bottomLeft(), board.topLeft(), (1, 0))):
            length = math.hypot(b.x() - a.x(), b.y() - a.y())
            ux, uy = (b.x() - a.x()) / length, (b.y() - a.y()) / length
            n = int(length / (2 * merlon))
            for i in range(n):
                t = (i + 0.25) * length / n
                x0 = a.x() + ux * t + inward[0] * w * 0.05
                y0 = a.y() + uy * t + inward[1] * w * 0.05
                x1 = x0 + ux * merlon + inward[0] * (parapet - w * 0.08)
                y1 = y0 + uy * merlon + inward[1] * (parapet - w * 0.08)
                painter.drawRect(QRectF(QPointF(min(x0, x1), min(y0, y1)), QPointF(max(x0, x1), max(y0, y1))))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(WALL_DARK, w * 0.08))
    painter.drawRect(board.adjusted(w, w, -w, -w))
    painter.drawRect(board.adjusted(w * 0.04, w * 0.04, -w * 0.04, -w * 0.04))
    t = TOWER * pitch
    c = board.center()
    for x, y in ((board.left(), board.top()), (board.right(), board.top()), (board.right(), board.bottom()),
                 (board.left(), board.bottom()), (c.x(), board.top()), (board.right(), c.y()),
                 (c.x(), board.bottom()), (board.left(), c.y())):
        # A tower straddles the wall, kept inside the board; its pyramid roof seen from above,
        # each face shaded by how it turns to the light from the top left.
        cx = min(max(x, board.left() + t / 2), board.right() - t / 2)
        cy = min(max(y, board.top() + t / 2), board.bottom() - t / 2)
        box = QRectF(cx - t / 2, cy - t / 2, t, t)
        apex = box.center()
        faces = ((box.topLeft(), box.topRight(), 125), (box.topRight(), box.bottomRight(), 88),
                 (box.bottomRight(), box.bottomLeft(), 78), (box.bottomLeft(), box.topLeft(), 108))
        painter.setPen(make_pen(WALL_DARK, t * 0.05))
        for a, b, shade in faces:
            face = QPainterPath(apex)
            face.lineTo(a)
            face.lineTo(b)
            face.closeSubpath()
            painter.setBrush(ROOF.lighter(shade) if shade >= 100 else ROOF.darker(round(10000 / shade)))
            painter.drawPath(face)
        painter.setPen(make_pen(WALL_DARK, t * 0.03))
        painter.setBrush(GOLD)
        painter.drawEllipse(apex, t * 0.07, t * 0.07)


def paint_board(painter: QPainter, geometry: BoardGeometry) -> None:
    """The board's ground and frame for ``geometry``, in its scene units: paints behind the spaces."""
    board = geometry.board_rect()
    p = geometry.pitch
    detail = device_px(painter, p) >= FRAME_DETAIL_PX
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w = WALL_BAND * p
    channel = board.adjusted(w, w, -w, -w)
    ring = 2 * COPING * p + CHANNEL_BAND * p
    hedge = channel.adjusted(ring, ring, -ring, -ring)
    lawn = hedge.adjusted(HEDGE_BAND * p, HEDGE_BAND * p, -HEDGE_BAND * p, -HEDGE_BAND * p)
    _paint_lawn(painter, lawn, p, detail)
    # A darker edge of lawn round the spaces: the worn ground where the gardeners walk.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha(LAWN_DARK, 0.35))
    painter.drawRect(geometry.spaces_rect().adjusted(-p * 0.03, -p * 0.03, p * 0.03, p * 0.03))
    _paint_hedge(painter, hedge, HEDGE_BAND * p, p, detail)
    _paint_channel(painter, channel, p, detail)
    _paint_wall(painter, board, p, detail)
    painter.restore()
