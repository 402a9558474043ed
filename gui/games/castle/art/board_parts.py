"""The small things printed on the castle board: copper helper spaces with their fee, round-track
spaces, a cart's trader spot, building plots, trees, the pond and the well.

Each paints into the rect it is given, in the painter's units; the board (gui.games.castle.art.
board) lays them out from gui.games.castle.board_geometry.
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
    QRadialGradient,
)

from gui.art.shapes import (
    device_px,
    draw_text,
    ellipse_path,
    lerp_by_px,
    make_pen,
    poly_path,
    square_in,
    text_path,
    union,
    with_alpha,
)
from gui.games.castle.art.palette import (
    COBBLE_DARK,
    COPPER,
    COPPER_DARK,
    COPPER_INK,
    COPPER_LIGHT,
    GOLD,
    GOLD_DARK,
    ICE,
    ICE_DARK,
    INK,
    LEAF,
    LEAF_DARK,
    PARCHMENT,
    PARCHMENT_DARK,
    SNOW,
    SNOW_DARK,
    SNOW_SHADE,
    TRUNK,
    WALL,
    WALL_DARK,
    WATER,
    WATER_DARK,
)

DETAIL_PX = 26.0  # device pixels across a space from which rims and engravings show


def paint_helper_space(painter: QPainter, rect: QRectF, fee: int | None = None) -> None:
    """A copper helper space in the centred square of ``rect``, its ``fee`` (talers) stamped in it."""
    box = square_in(rect)
    s = box.width()
    c = box.center()
    px = device_px(painter, s)
    r = s * 0.47
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(20, 10, 2, 70))
    painter.drawEllipse(QPointF(c.x() + s * 0.03, c.y() + s * 0.05), r, r)
    grad = QRadialGradient(QPointF(c.x() - r * 0.4, c.y() - r * 0.45), r * 1.7)
    grad.setColorAt(0.0, COPPER_LIGHT)
    grad.setColorAt(0.5, COPPER)
    grad.setColorAt(1.0, COPPER.darker(130))
    painter.setPen(make_pen(COPPER_DARK, s * lerp_by_px(px, 0.07, 0.04, lo=16.0, hi=60.0)))
    painter.setBrush(QBrush(grad))
    painter.drawEllipse(c, r, r)
    if px >= DETAIL_PX:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(make_pen(with_alpha(COPPER_DARK, 0.55), s * 0.025))
        painter.drawEllipse(c, r * 0.78, r * 0.78)
    if fee is not None:
        h = s * (0.44 if fee < 10 else 0.38)
        digits = text_path(str(fee), QRectF(c.x() - r * 0.7, c.y() - h / 2, r * 1.4, h))
        draw_text(painter, digits, COPPER_INK, with_alpha(COPPER_LIGHT, 0.85), s * 0.06)
    painter.restore()


def paint_round_space(painter: QPainter, rect: QRectF, number: int, three_players: bool = False) -> None:
    """Round-track space ``number`` in the centred square of ``rect``: a sunken disc where the
    round's taler lies; a space used only by three players is dashed and marked with three dots."""
    box = square_in(rect)
    s = box.width()
    c = box.center()
    r = s * 0.46
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    grad = QRadialGradient(QPointF(c.x() + r * 0.3, c.y() + r * 0.35), r * 1.5)
    grad.setColorAt(0.0, PARCHMENT)
    grad.setColorAt(1.0, PARCHMENT.darker(118))
    pen = make_pen(PARCHMENT_DARK, s * 0.06)
    if three_players:
        pen.setDashPattern([2.0, 1.4])
    painter.setPen(pen)
    painter.setBrush(QBrush(grad))
    painter.drawEllipse(c, r, r)
    h = s * 0.4
    digits = text_path(str(number), QRectF(c.x() - r * 0.72, c.y() - h / 2 - (s * 0.06 if three_players else 0.0), r * 1.44, h))
    draw_text(painter, digits, with_alpha(INK, 0.85), None, 0.0)
    if three_players:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PARCHMENT_DARK)
        for k in (-1, 0, 1):
            painter.drawEllipse(QPointF(c.x() + k * s * 0.13, c.y() + s * 0.27), s * 0.045, s * 0.045)
    painter.restore()


def paint_cart_spot(painter: QPainter, rect: QRectF, winter: bool = False) -> None:
    """Where a cart's trader helper stands: a ring of trodden earth (or snow) beside the cart."""
    box = square_in(rect)
    s = box.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    pen = make_pen(SNOW_DARK if winter else WALL_DARK, s * 0.06)
    pen.setDashPattern([2.2, 1.6])
    painter.setPen(pen)
    painter.setBrush(with_alpha(SNOW_SHADE if winter else QColor("#e7d5a8"), 0.9))
    painter.drawEllipse(box.center(), s * 0.44, s * 0.44)
    painter.restore()


def paint_plot(painter: QPainter, rect: QRectF, winter: bool = False) -> None:
    """The paved plot a building stands on: a low stone pad a little larger than its site."""
    m = min(rect.width(), rect.height())
    pad = rect.adjusted(-m * 0.04, m * 0.5, m * 0.04, m * 0.05)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(make_pen(with_alpha(COBBLE_DARK.darker(130), 0.6), m * 0.02))
    painter.setBrush(with_alpha(SNOW_SHADE if winter else COBBLE_DARK, 0.55))
    painter.drawRoundedRect(pad, m * 0.08, m * 0.08)
    painter.restore()


def paint_tree(painter: QPainter, centre: QPointF, size: float, winter: bool = False, fir: bool = False) -> None:
    """A tree ``size`` high standing at ``centre`` (its foot): a round crown, or a fir; in winter
    the broadleaf is bare and the fir carries snow."""
    x, y = centre.x(), centre.y()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(20, 20, 10, 50))
    painter.drawEllipse(QPointF(x + size * 0.12, y), size * 0.3, size * 0.07)
    if fir:
        crown = poly_path((x - size * 0.3, y - size * 0.12), (x, y - size), (x + size * 0.3, y - size * 0.12))
        painter.setBrush(TRUNK)
        painter.drawRect(QRectF(x - size * 0.04, y - size * 0.16, size * 0.08, size * 0.16))
        painter.setPen(make_pen(LEAF_DARK.darker(130), size * 0.03))
        painter.setBrush(LEAF_DARK.lighter(115))
        painter.drawPath(crown)
        if winter:
            snow = union(*(poly_path((x - size * w, y - size * h), (x, y - size * (h + 0.25)), (x + size * w, y - size * h))
                           for w, h in ((0.14, 0.7), (0.22, 0.42))))
            painter.setPen(make_pen(SNOW_DARK, size * 0.015))
            painter.setBrush(SNOW)
            painter.drawPath(snow)
        painter.restore()
        return
    painter.setPen(make_pen(TRUNK.darker(150), size * 0.03))
    painter.setBrush(TRUNK)
    painter.drawPath(poly_path((x - size * 0.05, y), (x - size * 0.03, y - size * 0.45), (x + size * 0.03, y - size * 0.45),
                               (x + size * 0.05, y)))
    if winter:
        # Bare branches, a dusting of snow along them.
        branches = QPainterPath()
        for a, length in ((-50, 0.34), (-20, 0.4), (20, 0.38), (55, 0.3), (0, 0.5)):
            rad = math.radians(a - 90)
            start = QPointF(x, y - size * 0.38)
            branches.moveTo(start)
            branches.lineTo(start.x() + math.cos(rad) * size * length, start.y() + math.sin(rad) * size * length)
        painter.strokePath(branches, make_pen(TRUNK.darker(120), size * 0.04))
        painter.strokePath(branches.translated(0, -size * 0.015), make_pen(with_alpha(SNOW, 0.9), size * 0.018))
        painter.restore()
        return
    crown = union(ellipse_path(x, y - size * 0.62, size * 0.3), ellipse_path(x - size * 0.18, y - size * 0.5, size * 0.2),
                  ellipse_path(x + size * 0.18, y - size * 0.5, size * 0.2))
    grad = QLinearGradient(QPointF(x - size * 0.3, y - size), QPointF(x + size * 0.3, y - size * 0.3))
    grad.setColorAt(0.0, LEAF.lighter(125))
    grad.setColorAt(1.0, LEAF.darker(110))
    painter.setPen(make_pen(LEAF_DARK, size * 0.03))
    painter.setBrush(QBrush(grad))
    painter.drawPath(crown)
    painter.restore()


def paint_pond(painter: QPainter, rect: QRectF, winter: bool = False) -> None:
    """A pond filling ``rect``: open water with ripples and reeds, or in winter frozen over, the
    ice pale with cracks and a skater's tracks."""
    w, h = rect.width(), rect.height()
    shore = QPainterPath()
    shore.addEllipse(rect)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(make_pen(WALL_DARK if not winter else SNOW_DARK, min(w, h) * 0.04))
    painter.setBrush(WALL if not winter else SNOW_SHADE)
    painter.drawPath(shore)
    inner = rect.adjusted(w * 0.06, h * 0.08, -w * 0.06, -h * 0.08)
    grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
    grad.setColorAt(0.0, (ICE if winter else WATER).lighter(112))
    grad.setColorAt(1.0, ICE if winter else WATER)
    painter.setPen(make_pen(ICE_DARK if winter else WATER_DARK, min(w, h) * 0.02))
    painter.setBrush(QBrush(grad))
    painter.drawEllipse(inner)
    lines = QPainterPath()
    if winter:
        # Cracks in the ice, and the curling tracks of a skater.
        for (x0, y0), (x1, y1), (x2, y2) in (((0.3, 0.3), (0.42, 0.45), (0.38, 0.62)),
                                             ((0.62, 0.28), (0.58, 0.48), (0.72, 0.6))):
            lines.moveTo(inner.left() + x0 * inner.width(), inner.top() + y0 * inner.height())
            lines.lineTo(inner.left() + x1 * inner.width(), inner.top() + y1 * inner.height())
            lines.lineTo(inner.left() + x2 * inner.width(), inner.top() + y2 * inner.height())
        painter.strokePath(lines, make_pen(with_alpha(ICE_DARK, 0.6), min(w, h) * 0.015))
        track = QPainterPath()
        iw, ih = inner.width(), inner.height()
        track.addEllipse(inner.adjusted(iw * 0.2, ih * 0.25, -iw * 0.25, -ih * 0.2))
        painter.strokePath(track, make_pen(with_alpha(QColor("#ffffff"), 0.8), min(w, h) * 0.012))
    else:
        for k in range(3):
            y = inner.top() + inner.height() * (0.3 + k * 0.2)
            x = inner.left() + inner.width() * (0.25 + 0.15 * (k % 2))
            lines.moveTo(x, y)
            lines.quadTo(x + inner.width() * 0.12, y - inner.height() * 0.06, x + inner.width() * 0.24, y)
        painter.strokePath(lines, make_pen(with_alpha(QColor("#ffffff"), 0.7), min(w, h) * 0.02))
        reeds = QPainterPath()
        for k in range(4):
            x = rect.left() + w * (0.78 + k * 0.04)
            reeds.moveTo(x, rect.top() + h * 0.8)
            reeds.lineTo(x + w * 0.02 * (k - 1.5), rect.top() + h * (0.45 + 0.06 * (k % 2)))
        painter.strokePath(reeds, make_pen(LEAF_DARK, min(w, h) * 0.03))
    painter.restore()


def paint_well(painter: QPainter, rect: QRectF, winter: bool = False) -> None:
    """The courtyard's well in the centred square of ``rect``: a stone ring under a little roof."""
    box = square_in(rect)
    s = box.width()
    x0, y0 = box.left(), box.top()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    pen = make_pen(WALL_DARK, s * 0.035)
    painter.setPen(pen)
    painter.setBrush(WALL)
    painter.drawRect(QRectF(x0 + s * 0.2, y0 + s * 0.55, s * 0.6, s * 0.3))
    painter.setBrush(QColor("#2a3a44"))
    painter.drawEllipse(QRectF(x0 + s * 0.2, y0 + s * 0.48, s * 0.6, s * 0.16))
    painter.setPen(make_pen(QColor("#4a2f14"), s * 0.04))
    painter.drawLine(QPointF(x0 + s * 0.26, y0 + s * 0.56), QPointF(x0 + s * 0.26, y0 + s * 0.25))
    painter.drawLine(QPointF(x0 + s * 0.74, y0 + s * 0.56), QPointF(x0 + s * 0.74, y0 + s * 0.25))
    painter.setPen(make_pen(QColor("#5a2212"), s * 0.03))
    painter.setBrush(SNOW if winter else QColor("#b84f32"))
    painter.drawPath(poly_path((x0 + s * 0.14, y0 + s * 0.3), (x0 + s * 0.5, y0 + s * 0.1), (x0 + s * 0.86, y0 + s * 0.3)))
    painter.setPen(make_pen(GOLD_DARK, s * 0.02))
    painter.setBrush(GOLD)
    painter.drawRect(QRectF(x0 + s * 0.44, y0 + s * 0.36, s * 0.12, s * 0.1))
    painter.restore()


def paint_cobbles(painter: QPainter, area: QRectF, step: float, winter: bool = False) -> None:
    """Paving across ``area``: rows of stones ``step`` apart, staggered, drawn as faint joints."""
    painter.save()
    painter.setClipRect(area, Qt.ClipOperation.IntersectClip)
    joints = QPainterPath()
    y, row = area.top(), 0
    while y < area.bottom():
        joints.moveTo(area.left(), y)
        joints.lineTo(area.right(), y)
        x = area.left() + (step * 0.5 if row % 2 else 0.0)
        while x < area.right():
            joints.moveTo(x, y)
            joints.lineTo(x, y + step * 0.6)
            x += step
        y += step * 0.6
        row += 1
    colour = with_alpha(SNOW_DARK if winter else COBBLE_DARK, 0.28 if winter else 0.35)
    painter.strokePath(joints, make_pen(colour, step * 0.06))
    painter.restore()

