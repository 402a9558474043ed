"""Standing figures: a player's helper, the innkeeper of the Village Tavern, the Castle Maiden, and
the first-player marker.

A helper is a labourer in a hooded tunic: a round head under a hood whose tail falls back to the
right, arms hanging at the sides and two legs below the hem; in the player's colour with a dark
outline. The innkeeper is the same figure with a white apron and a mug held out, so the two differ
in outline as well as in detail. Every figure is built once in the unit box (0..1, y down) and
fitted to the centred square of its rect, standing on the square's floor.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath

from gui.art.shapes import (
    device_px,
    draw_text,
    ellipse_path,
    lerp_by_px,
    make_pen,
    poly_path,
    rect_path,
    square_in,
    stroke_to_path,
    text_path,
    union,
    unit_to,
    with_alpha,
)
from gui.games.castle.art.palette import (
    APRON,
    FLAG,
    FLAG_DARK,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    MAIDEN,
    MAIDEN_DARK,
    SKIN,
    SKIN_DARK,
    TIMBER,
    WALL,
    WALL_DARK,
    outline_of,
)

DETAIL_PX = 28.0  # device pixels across a figure from which belts, faces and hems show
SHADOW = QColor(20, 12, 4, 70)  # the figure's shadow on the ground


def _line(x0: float, y0: float, x1: float, y1: float) -> QPainterPath:
    path = QPainterPath(QPointF(x0, y0))
    path.lineTo(x1, y1)
    return path


@functools.cache
def _helper_body() -> QPainterPath:
    head = ellipse_path(0.5, 0.2, 0.135)
    # The hood: a cap over the head whose tail falls back to the right, the figure's signature.
    hood = QPainterPath(QPointF(0.35, 0.22))
    hood.cubicTo(0.33, 0.04, 0.62, 0.0, 0.70, 0.10)
    hood.cubicTo(0.76, 0.14, 0.84, 0.16, 0.88, 0.24)
    hood.cubicTo(0.78, 0.24, 0.70, 0.22, 0.64, 0.24)
    hood.closeSubpath()
    torso = QPainterPath(QPointF(0.5, 0.32))
    torso.cubicTo(0.36, 0.32, 0.28, 0.36, 0.27, 0.46)
    torso.lineTo(0.22, 0.80)
    torso.lineTo(0.78, 0.80)
    torso.lineTo(0.73, 0.46)
    torso.cubicTo(0.72, 0.36, 0.64, 0.32, 0.5, 0.32)
    arms = union(stroke_to_path(_line(0.31, 0.42, 0.19, 0.68), 0.13), stroke_to_path(_line(0.69, 0.42, 0.81, 0.68), 0.13))
    legs = union(rect_path(0.31, 0.74, 0.16, 0.17), rect_path(0.53, 0.74, 0.16, 0.17),
                 ellipse_path(0.37, 0.91, 0.09, 0.045), ellipse_path(0.63, 0.91, 0.09, 0.045))
    return union(head, hood, torso, arms, legs)


@functools.cache
def _innkeeper_body() -> QPainterPath:
    mug = union(rect_path(0.80, 0.50, 0.15, 0.19), stroke_to_path(_ear(), 0.035))
    return union(_helper_body(), mug)


def _ear() -> QPainterPath:
    """The mug's handle, on its right."""
    path = QPainterPath(QPointF(0.95, 0.54))
    path.cubicTo(1.0, 0.54, 1.0, 0.64, 0.95, 0.64)
    return path


def _apron() -> QPainterPath:
    return poly_path((0.36, 0.50), (0.64, 0.50), (0.69, 0.82), (0.31, 0.82))


def _paint_figure(painter: QPainter, rect: QRectF, colour: QColor, innkeeper: bool) -> None:
    box = square_in(rect)
    s = box.width()
    px = device_px(painter, s)
    unit = unit_to(box)
    dark = outline_of(colour)
    pen = s * lerp_by_px(px, 0.075, 0.035, lo=14.0, hi=64.0)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADOW)
    painter.drawEllipse(QPointF(box.center().x() + s * 0.05, box.top() + s * 0.93), s * 0.3, s * 0.05)
    body = unit.map(_innkeeper_body() if innkeeper else _helper_body())
    # Lit from the left: the colour brightens toward the left edge and deepens to the right.
    grad = QLinearGradient(QPointF(box.left() + s * 0.2, 0.0), QPointF(box.right() - s * 0.15, 0.0))
    grad.setColorAt(0.0, QColor(colour).lighter(125))
    grad.setColorAt(1.0, QColor(colour).darker(118))
    painter.setPen(make_pen(dark, pen))
    painter.setBrush(QBrush(grad))
    painter.drawPath(body)
    if innkeeper:
        painter.setPen(make_pen(dark, pen * 0.7))
        painter.setBrush(APRON)
        painter.drawPath(unit.map(_apron()))
        # The mug: pale wood, a froth of foam spilling over its rim.
        painter.setBrush(QColor("#d9a65a"))
        painter.drawRect(unit.mapRect(QRectF(0.80, 0.50, 0.15, 0.19)))
        painter.setBrush(QColor("#fffaf0"))
        painter.drawPath(unit.map(union(ellipse_path(0.84, 0.50, 0.05, 0.04), ellipse_path(0.91, 0.49, 0.05, 0.045))))
    if px >= DETAIL_PX:
        # A belt at the waist and the line of the hood's edge across the brow.
        painter.strokePath(unit.map(_line(0.28, 0.56, 0.72, 0.56)), make_pen(with_alpha(dark, 0.8), pen * 0.8))
        brow = QPainterPath(QPointF(0.37, 0.2))
        brow.cubicTo(0.42, 0.13, 0.58, 0.13, 0.63, 0.2)
        painter.strokePath(unit.map(brow), make_pen(with_alpha(dark, 0.8), pen * 0.6))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(SKIN, 0.9))
        painter.drawEllipse(unit.map(QPointF(0.5, 0.25)), s * 0.075, s * 0.06)
    painter.restore()


def paint_helper(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A helper in ``colour`` (the player's), standing in the centred square of ``rect``."""
    _paint_figure(painter, rect, colour, innkeeper=False)


def paint_innkeeper(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A helper in ``colour`` serving as the innkeeper: a white apron and a mug held out."""
    _paint_figure(painter, rect, colour, innkeeper=True)


# --- the Castle Maiden ----------------------------------------------------------------------------


@functools.cache
def _maiden() -> dict[str, QPainterPath]:
    gown = QPainterPath(QPointF(0.42, 0.36))
    gown.lineTo(0.58, 0.36)
    gown.cubicTo(0.64, 0.55, 0.76, 0.80, 0.84, 0.94)
    gown.cubicTo(0.62, 0.98, 0.38, 0.98, 0.16, 0.94)
    gown.cubicTo(0.24, 0.80, 0.36, 0.55, 0.42, 0.36)
    sleeves = union(poly_path((0.42, 0.38), (0.30, 0.62), (0.26, 0.74), (0.36, 0.66), (0.46, 0.46)),
                    poly_path((0.58, 0.38), (0.70, 0.62), (0.74, 0.74), (0.64, 0.66), (0.54, 0.46)))
    head = ellipse_path(0.47, 0.29, 0.085)
    # The hennin: a tall cone set on the crown of the head, leaning back, its veil falling behind.
    hat = poly_path((0.37, 0.24), (0.54, 0.20), (0.74, 0.01))
    veil = QPainterPath(QPointF(0.73, 0.02))
    veil.cubicTo(0.88, 0.14, 0.88, 0.36, 0.80, 0.56)
    veil.cubicTo(0.76, 0.40, 0.72, 0.26, 0.62, 0.14)
    veil.closeSubpath()
    trim = union(rect_path(0.405, 0.46, 0.19, 0.035), ellipse_path(0.5, 0.38, 0.05, 0.02))
    return {"veil": veil, "gown": union(gown, sleeves), "head": head, "hat": hat, "trim": trim}


def paint_castle_maiden(painter: QPainter, rect: QRectF) -> None:
    """The Castle Maiden in the centred square of ``rect``: a lady in a long gown under a tall
    pointed hat with a veil."""
    box = square_in(rect)
    s = box.width()
    px = device_px(painter, s)
    unit = unit_to(box)
    parts = _maiden()
    pen = make_pen(MAIDEN_DARK, s * lerp_by_px(px, 0.06, 0.025, lo=16.0, hi=72.0))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADOW)
    painter.drawEllipse(QPointF(box.center().x(), box.top() + s * 0.95), s * 0.36, s * 0.045)
    painter.setPen(pen)
    painter.setBrush(with_alpha(QColor("#ffffff"), 0.8))
    painter.drawPath(unit.map(parts["veil"]))
    grad = QLinearGradient(box.topLeft(), box.topRight())
    grad.setColorAt(0.2, MAIDEN.lighter(125))
    grad.setColorAt(0.9, MAIDEN.darker(115))
    painter.setBrush(QBrush(grad))
    painter.drawPath(unit.map(parts["gown"]))
    painter.setBrush(SKIN)
    painter.setPen(make_pen(SKIN_DARK, pen.widthF() * 0.8))
    painter.drawPath(unit.map(parts["head"]))
    painter.setPen(pen)
    painter.setBrush(GOLD)
    painter.drawPath(unit.map(parts["hat"]))
    if px >= DETAIL_PX:
        painter.setPen(make_pen(GOLD_DARK, pen.widthF() * 0.5))
        painter.setBrush(GOLD_LIGHT)
        painter.drawPath(unit.map(parts["trim"]))
    painter.restore()


# --- the first-player marker ------------------------------------------------------------------


def paint_first_player_marker(painter: QPainter, rect: QRectF) -> None:
    """The first-player marker in the centred square of ``rect``: a swallow-tailed banner with a
    1 on it, on a pole in a stone foot."""
    box = square_in(rect)
    s = box.width()
    px = device_px(painter, s)
    unit = unit_to(box)
    pen = s * lerp_by_px(px, 0.06, 0.025, lo=16.0, hi=72.0)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADOW)
    painter.drawEllipse(QPointF(box.left() + s * 0.36, box.top() + s * 0.94), s * 0.26, s * 0.05)
    painter.setPen(make_pen(WALL_DARK, pen))
    painter.setBrush(WALL)
    painter.drawPath(unit.map(poly_path((0.16, 0.95), (0.50, 0.95), (0.44, 0.84), (0.22, 0.84))))
    painter.strokePath(unit.map(_line(0.33, 0.84, 0.33, 0.06)), make_pen(QColor("#1b120a"), pen * 2.6))
    painter.strokePath(unit.map(_line(0.33, 0.84, 0.33, 0.06)), make_pen(TIMBER.lighter(150), pen * 1.2))
    painter.setPen(make_pen(GOLD, pen * 0.8))
    painter.setBrush(GOLD_LIGHT)
    painter.drawEllipse(unit.map(QPointF(0.33, 0.05)), s * 0.045, s * 0.045)
    flag = poly_path((0.35, 0.10), (0.94, 0.10), (0.80, 0.32), (0.94, 0.54), (0.35, 0.54))
    grad = QLinearGradient(unit.map(QPointF(0.35, 0.1)), unit.map(QPointF(0.94, 0.54)))
    grad.setColorAt(0.0, FLAG.lighter(120))
    grad.setColorAt(1.0, FLAG.darker(110))
    painter.setPen(make_pen(FLAG_DARK, pen))
    painter.setBrush(QBrush(grad))
    painter.drawPath(unit.map(flag))
    if px >= DETAIL_PX:
        painter.strokePath(unit.map(_line(0.40, 0.15, 0.40, 0.49)), make_pen(with_alpha(GOLD_LIGHT, 0.8), pen * 0.6))
    digit = text_path("1", unit.mapRect(QRectF(0.40, 0.18, 0.34, 0.28)))
    draw_text(painter, digit, GOLD_LIGHT, FLAG_DARK, s * 0.045)
    painter.restore()

