"""The carts, the rider and the defense tower: where the general stock and the tower's pieces wait.

A cart is a two-wheeled wagon seen from the side with three pieces of its resource loaded on it,
so a cart is known by its load's shape; the rider is a horseman with silver in his saddlebag, a
different outline altogether. Both are drawn in a box as high as their rect and 1.7 times as
wide, centred (CART_ASPECT), facing right, toward the castle gate. The defense tower is a round
stone tower whose crenellated top is the platform the pieces are shown on.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QTransform,
)

from gui.art.shapes import (
    device_px,
    ellipse_path,
    lerp_by_px,
    make_pen,
    poly_path,
    rect_path,
    stroke_to_path,
    union,
    with_alpha,
)
from gui.games.castle.art.palette import (
    FLAG,
    FLAG_DARK,
    OPENING,
    TIMBER,
    TIMBER_LIGHT,
    WALL,
    WALL_DARK,
    WALL_LIGHT,
    WALL_SHADE,
)
from gui.games.castle.art.resources import paint_count_badge, paint_resource

CART_ASPECT = 1.7  # the box a cart or the rider is drawn in: width / height
DETAIL_PX = 40.0  # device pixels of height from which planks, spokes and stone courses show
HORSE = QColor("#8a5a34")
HORSE_DARK = QColor("#2e1a0b")
CLOAK = QColor("#3f5f8a")
SHADOW = QColor(20, 12, 4, 60)


def _box(rect: QRectF) -> tuple[QTransform, float]:
    """The transform from the cart box (CART_ASPECT x 1) into ``rect``, and its scale."""
    s = min(rect.height(), rect.width() / CART_ASPECT)
    x = rect.center().x() - s * CART_ASPECT / 2
    y = rect.center().y() - s / 2
    return QTransform(s, 0.0, 0.0, s, x, y), s


def _line(x0: float, y0: float, x1: float, y1: float) -> QPainterPath:
    path = QPainterPath(QPointF(x0, y0))
    path.lineTo(x1, y1)
    return path


@functools.cache
def _cart() -> dict[str, QPainterPath]:
    bed = poly_path((0.30, 0.40), (1.56, 0.40), (1.50, 0.66), (0.36, 0.66))
    shaft = stroke_to_path(_line(0.04, 0.60, 0.40, 0.58), 0.05)
    wheels = union(ellipse_path(0.58, 0.74, 0.2), ellipse_path(1.28, 0.74, 0.2))
    hubs = union(ellipse_path(0.58, 0.74, 0.045), ellipse_path(1.28, 0.74, 0.045))
    spokes = QPainterPath()
    for cx in (0.58, 1.28):
        for dx, dy in ((0.19, 0.0), (0.0, 0.19), (0.134, 0.134), (0.134, -0.134)):
            spokes.moveTo(cx - dx, 0.74 - dy)
            spokes.lineTo(cx + dx, 0.74 + dy)
    planks = QPainterPath()
    for y in (0.49, 0.58):
        planks.moveTo(0.34, y)
        planks.lineTo(1.53, y)
    return {"shaft": shaft, "bed": bed, "wheels": wheels, "hubs": hubs, "spokes": spokes, "planks": planks}


@functools.cache
def _rider() -> dict[str, QPainterPath]:
    # The horse, facing right: back, neck and head, then the belly back to the rump.
    body = QPainterPath(QPointF(0.42, 0.36))
    body.cubicTo(0.60, 0.30, 0.80, 0.34, 0.95, 0.35)
    body.cubicTo(1.08, 0.30, 1.18, 0.12, 1.29, 0.09)
    body.lineTo(1.31, 0.01)
    body.lineTo(1.35, 0.10)
    body.cubicTo(1.42, 0.12, 1.52, 0.22, 1.57, 0.30)
    body.cubicTo(1.60, 0.34, 1.56, 0.38, 1.50, 0.37)
    body.cubicTo(1.42, 0.37, 1.34, 0.35, 1.30, 0.31)
    body.cubicTo(1.22, 0.37, 1.17, 0.45, 1.15, 0.53)
    body.cubicTo(1.00, 0.66, 0.66, 0.66, 0.50, 0.60)
    body.cubicTo(0.36, 0.58, 0.34, 0.40, 0.42, 0.36)
    hind = QPainterPath(QPointF(0.52, 0.52))
    hind.lineTo(0.43, 0.73)
    hind.lineTo(0.46, 0.93)
    legs = union(stroke_to_path(_line(1.10, 0.55, 1.14, 0.93), 0.065), stroke_to_path(_line(0.99, 0.58, 0.95, 0.93), 0.06),
                 stroke_to_path(hind, 0.07), stroke_to_path(_line(0.64, 0.58, 0.63, 0.93), 0.06))
    tail = poly_path((0.43, 0.37), (0.30, 0.44), (0.24, 0.76), (0.34, 0.60), (0.44, 0.45))
    horse = union(body, legs, tail)
    neck = QPainterPath(QPointF(0.94, 0.33))
    neck.cubicTo(1.07, 0.28, 1.17, 0.11, 1.29, 0.08)
    mane = stroke_to_path(neck, 0.06)
    # The rider, sitting up, his cloak blowing back, his boot down the horse's flank.
    torso = QPainterPath(QPointF(0.72, 0.36))
    torso.lineTo(0.76, 0.12)
    torso.cubicTo(0.80, 0.09, 0.86, 0.09, 0.89, 0.12)
    torso.lineTo(0.93, 0.36)
    torso.closeSubpath()
    cloak = poly_path((0.76, 0.12), (0.58, 0.34), (0.66, 0.36), (0.80, 0.20))
    leg = QPainterPath(QPointF(0.84, 0.34))
    leg.lineTo(0.96, 0.42)
    leg.lineTo(0.93, 0.58)
    arm = QPainterPath(QPointF(0.84, 0.16))
    arm.lineTo(0.98, 0.26)
    arm.lineTo(1.06, 0.24)
    rider = union(torso, cloak, stroke_to_path(leg, 0.07), stroke_to_path(arm, 0.05))
    reins = _line(1.06, 0.24, 1.50, 0.33)
    rider_head = ellipse_path(0.83, 0.05, 0.055)
    bag = rect_path(0.56, 0.40, 0.2, 0.17)
    return {"horse": horse, "mane": mane, "cloak": rider, "rider_head": rider_head, "bag": bag, "reins": reins}


def paint_cart(painter: QPainter, rect: QRectF, resource: str, rider: bool = False, yield_count: int | None = None) -> None:
    """A cart loaded with ``resource`` in ``rect`` (or the rider, carrying silver, if ``rider``);
    with ``yield_count``, the pieces it hands out are shown on a badge at its top left."""
    t, s = _box(rect)
    px = device_px(painter, s)
    pen = s * lerp_by_px(px, 0.045, 0.02, lo=24.0, hi=110.0)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADOW)
    painter.drawEllipse(t.map(QPointF(0.9, 0.94)), s * 0.7, s * 0.05)
    if rider:
        _paint_rider(painter, t, s, pen, px)
    else:
        _paint_wagon(painter, t, s, pen, px, resource)
    if yield_count is not None:
        r = s * 0.17
        paint_count_badge(painter, t.map(QPointF(0.16, 0.2)), r, yield_count)
    painter.restore()


def _paint_wagon(painter: QPainter, t: QTransform, s: float, pen: float, px: float, resource: str) -> None:
    parts = _cart()
    dark = make_pen(TIMBER.darker(160), pen)
    painter.setPen(dark)
    painter.setBrush(TIMBER)
    painter.drawPath(t.map(parts["shaft"]))
    # The load: three pieces of the resource, the middle one set higher, heaped on the bed.
    for x, y, k in ((0.36, 0.06, 0.42), (1.04, 0.06, 0.42), (0.70, -0.04, 0.44)):
        paint_resource(painter, t.mapRect(QRectF(x, y, k, k)), resource)
    grad = QLinearGradient(t.map(QPointF(0.0, 0.4)), t.map(QPointF(0.0, 0.66)))
    grad.setColorAt(0.0, TIMBER_LIGHT.lighter(115))
    grad.setColorAt(1.0, TIMBER_LIGHT.darker(115))
    painter.setPen(dark)
    painter.setBrush(QBrush(grad))
    painter.drawPath(t.map(parts["bed"]))
    if px >= DETAIL_PX:
        painter.strokePath(t.map(parts["planks"]), make_pen(with_alpha(TIMBER.darker(150), 0.7), pen * 0.6))
    painter.setPen(dark)
    painter.setBrush(TIMBER.lighter(130))
    painter.drawPath(t.map(parts["wheels"]))
    if px >= DETAIL_PX:
        painter.strokePath(t.map(parts["spokes"]), make_pen(TIMBER.darker(150), pen * 0.7))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(make_pen(TIMBER.darker(150), pen * 0.6))
        for cx in (0.58, 1.28):
            painter.drawEllipse(t.map(QPointF(cx, 0.74)), s * 0.15, s * 0.15)
    painter.setPen(dark)
    painter.setBrush(QColor("#3a3a3e"))
    painter.drawPath(t.map(parts["hubs"]))


def _paint_rider(painter: QPainter, t: QTransform, s: float, pen: float, px: float) -> None:
    parts = _rider()
    painter.setPen(make_pen(HORSE_DARK, pen))
    grad = QLinearGradient(t.map(QPointF(0.3, 0.0)), t.map(QPointF(1.5, 0.0)))
    grad.setColorAt(0.0, HORSE.lighter(115))
    grad.setColorAt(1.0, HORSE.darker(110))
    painter.setBrush(QBrush(grad))
    painter.drawPath(t.map(parts["horse"]))
    painter.setBrush(HORSE_DARK)
    painter.drawPath(t.map(parts["mane"]))
    painter.setPen(make_pen(TIMBER.darker(160), pen))
    painter.setBrush(TIMBER)
    painter.drawPath(t.map(parts["bag"]))
    paint_resource(painter, t.mapRect(QRectF(0.52, 0.32, 0.28, 0.28)), "silver")
    painter.strokePath(t.map(parts["reins"]), make_pen(HORSE_DARK, pen * 0.7))
    painter.setPen(make_pen(CLOAK.darker(220), pen))
    painter.setBrush(CLOAK)
    painter.drawPath(t.map(parts["cloak"]))
    painter.setBrush(QColor("#f0c9a0"))
    painter.drawPath(t.map(parts["rider_head"]))
    if px >= DETAIL_PX:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(HORSE_DARK)
        painter.drawEllipse(t.map(QPointF(1.42, 0.19)), s * 0.018, s * 0.018)


# --- the defense tower ----------------------------------------------------------------------------


def _rect(box: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(box)
    return path


def _oval(box: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(box)
    return path


def paint_defense_tower(painter: QPainter, rect: QRectF) -> None:
    """The defense tower in ``rect``: a round stone tower, its crenellated platform at the top
    (where the pieces it holds are shown), a banner over it."""
    w, h = rect.width(), rect.height()
    x0, y0 = rect.left(), rect.top()
    px = device_px(painter, min(w, h))
    pen = min(w, h) * lerp_by_px(px, 0.04, 0.018)

    def at(x: float, y: float) -> QPointF:
        return QPointF(x0 + x * w, y0 + y * h)

    def box(x: float, y: float, bw: float, bh: float) -> QRectF:
        return QRectF(x0 + x * w, y0 + y * h, bw * w, bh * h)

    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADOW)
    painter.drawEllipse(at(0.56, 0.95), w * 0.42, h * 0.04)
    outline = make_pen(WALL_DARK, pen)
    # The shaft: a cylinder, lit from the left, rounded at its foot.
    shaft = union(_rect(box(0.2, 0.34, 0.6, 0.56)), _oval(box(0.2, 0.84, 0.6, 0.12)))
    grad = QLinearGradient(at(0.2, 0.0), at(0.8, 0.0))
    grad.setColorAt(0.0, WALL_LIGHT)
    grad.setColorAt(0.6, WALL)
    grad.setColorAt(1.0, WALL_SHADE)
    painter.setPen(outline)
    painter.setBrush(QBrush(grad))
    painter.drawPath(shaft)
    if px >= DETAIL_PX:
        joints = QPainterPath()
        for k, y in enumerate((0.44, 0.54, 0.64, 0.74, 0.84)):
            joints.moveTo(at(0.2, y))
            joints.quadTo(at(0.5, y + 0.03), at(0.8, y))
            for x in ((0.32, 0.56) if k % 2 else (0.44, 0.68)):
                joints.moveTo(at(x, y - 0.1 + 0.015))
                joints.lineTo(at(x, y + 0.015))
        painter.strokePath(joints, make_pen(with_alpha(WALL_DARK, 0.35), pen * 0.5))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(OPENING)
    door = QPainterPath()
    door.addRoundedRect(box(0.42, 0.72, 0.16, 0.22), w * 0.08, w * 0.08)
    painter.drawPath(door)
    painter.drawRect(box(0.48, 0.5, 0.04, 0.1))
    # The platform: a wider parapet on corbels, its floor seen from above, merlons round the rim.
    parapet = union(_rect(box(0.06, 0.2, 0.88, 0.14)), _oval(box(0.06, 0.28, 0.88, 0.12)))
    painter.setPen(outline)
    painter.setBrush(QBrush(grad))
    painter.drawPath(parapet)
    painter.setBrush(WALL_SHADE.darker(115))
    painter.drawEllipse(box(0.06, 0.12, 0.88, 0.16))
    painter.setBrush(QColor("#b9a886"))
    painter.drawEllipse(box(0.13, 0.14, 0.74, 0.12))
    painter.setBrush(WALL_LIGHT)
    for x in (0.06, 0.25, 0.45, 0.65, 0.84):
        painter.drawRect(box(x, 0.16 + (0.03 if 0.2 < x < 0.8 else 0.0), 0.1, 0.08))
    # A banner on a pole at the back of the platform.
    painter.setPen(make_pen(TIMBER.darker(150), pen))
    painter.drawLine(at(0.72, 0.18), at(0.72, 0.0))
    painter.setPen(make_pen(FLAG_DARK, pen * 0.8))
    painter.setBrush(FLAG)
    painter.drawPath(poly_path((x0 + 0.72 * w, y0), (x0 + 0.95 * w, y0 + 0.035 * h), (x0 + 0.72 * w, y0 + 0.07 * h)))
    painter.restore()


def platform_rect(rect: QRectF) -> QRectF:
    """The defense tower's platform in ``rect``: where its pieces are shown."""
    return QRectF(rect.left() + rect.width() * 0.1, rect.top() + rect.height() * 0.02, rect.width() * 0.8, rect.height() * 0.3)


