"""The five resource pieces, a piece with its count, and the taler coins.

Each resource has its own shape, so the pieces are told apart in grey and by the colour blind:

- sand: a pale yellow heap, rounded at the top;
- wood: a brown log lying on its side, its cut face with growth rings toward the viewer;
- clay: a flat red-brown brick, long and low, with a hollow pressed into its top;
- stone: a grey hewn block, as tall as it is wide, its corners chipped;
- silver: a white-blue bar that narrows toward its top, with a glint along it.

The shapes are built once in the unit box (0..1, y down) and fitted to the centred square of the
rect; below DETAIL_PX they drop the fine lines (grains, rings, chisel marks) that would blur.
"""

from __future__ import annotations

import functools
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
    intersected_path,
    lerp_by_px,
    make_pen,
    poly_path,
    square_in,
    star_path,
    text_path,
    union,
    unit_to,
    with_alpha,
)
from gui.games.castle.art.palette import (
    BADGE,
    BADGE_INK,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    INK,
    resource_style,
)

DETAIL_PX = 30.0  # device pixels across a piece from which grains, rings and marks show
SHADOW = QColor(30, 20, 5, 60)  # the piece's shadow on the board, the sun high in the south

# Faces of a piece, painted in this order: "body" in the fill, "lit" lighter, "shade" darker.
_LIT, _SHADE = 128, 135  # QColor.lighter / darker factors of the lit and the shaded faces


def _sand() -> dict[str, QPainterPath]:
    heap = QPainterPath(QPointF(0.05, 0.80))
    heap.cubicTo(0.20, 0.74, 0.30, 0.24, 0.50, 0.22)
    heap.cubicTo(0.70, 0.24, 0.80, 0.74, 0.95, 0.80)
    heap.cubicTo(0.78, 0.90, 0.22, 0.90, 0.05, 0.80)
    shade = intersected_path(heap, poly_path((0.52, 0.15), (1.0, 0.15), (1.0, 1.0), (0.66, 1.0)))
    marks = QPainterPath()
    for x, y in ((0.36, 0.62), (0.50, 0.46), (0.62, 0.66), (0.44, 0.74), (0.74, 0.74), (0.28, 0.74)):
        marks.addEllipse(QPointF(x, y), 0.022, 0.022)
    return {"body": heap, "shade": shade, "dots": marks}


def _wood() -> dict[str, QPainterPath]:
    body = QPainterPath(QPointF(0.25, 0.22))
    body.lineTo(0.84, 0.22)
    body.cubicTo(0.99, 0.22, 0.99, 0.80, 0.84, 0.80)
    body.lineTo(0.25, 0.80)
    body.closeSubpath()
    face = ellipse_path(0.25, 0.51, 0.21, 0.29)
    rings = QPainterPath()
    for k in (0.62, 0.3):
        rings.addEllipse(QPointF(0.25, 0.51), 0.21 * k, 0.29 * k)
    rings.moveTo(0.25, 0.51)
    rings.lineTo(0.36, 0.38)  # a drying crack from the heart
    bark = QPainterPath()
    for y, x0, x1 in ((0.37, 0.52, 0.86), (0.52, 0.58, 0.92), (0.66, 0.48, 0.80)):
        bark.moveTo(x0, y)
        bark.cubicTo(x0 + (x1 - x0) * 0.3, y - 0.03, x0 + (x1 - x0) * 0.7, y + 0.03, x1, y)
    shade = intersected_path(body, poly_path((0.0, 0.62), (1.0, 0.62), (1.0, 1.0), (0.0, 1.0)))
    return {"body": body, "shade": shade, "face": face, "rings": rings, "lines": bark}


def _clay() -> dict[str, QPainterPath]:
    front = poly_path((0.04, 0.52), (0.68, 0.52), (0.68, 0.84), (0.04, 0.84))
    top = poly_path((0.04, 0.52), (0.30, 0.30), (0.96, 0.30), (0.68, 0.52))
    side = poly_path((0.68, 0.52), (0.96, 0.30), (0.96, 0.62), (0.68, 0.84))
    frog = poly_path((0.27, 0.46), (0.38, 0.37), (0.76, 0.37), (0.65, 0.46))
    return {"body": front, "lit": top, "shade": side, "hollow": frog}


def _stone() -> dict[str, QPainterPath]:
    # Chipped corners: a hewn block, not a machined cube.
    front = poly_path((0.12, 0.46), (0.18, 0.40), (0.64, 0.40), (0.66, 0.50), (0.66, 0.86), (0.16, 0.86), (0.10, 0.80))
    top = poly_path((0.18, 0.40), (0.38, 0.20), (0.84, 0.18), (0.90, 0.24), (0.64, 0.40))
    side = poly_path((0.64, 0.40), (0.90, 0.24), (0.92, 0.66), (0.84, 0.74), (0.66, 0.86), (0.66, 0.50))
    marks = QPainterPath()
    for x, y in ((0.24, 0.52), (0.40, 0.60), (0.26, 0.70), (0.50, 0.74), (0.52, 0.50)):
        marks.moveTo(x, y)
        marks.lineTo(x + 0.07, y + 0.05)
    return {"body": front, "lit": top, "shade": side, "lines": marks}


def _silver() -> dict[str, QPainterPath]:
    front = poly_path((0.05, 0.78), (0.95, 0.78), (0.80, 0.50), (0.20, 0.50))
    top = poly_path((0.20, 0.50), (0.80, 0.50), (0.70, 0.32), (0.30, 0.32))
    glint = poly_path((0.26, 0.72), (0.36, 0.72), (0.46, 0.54), (0.38, 0.54))
    return {"body": front, "lit": top, "glint": glint}


_MAKERS = {"sand": _sand, "wood": _wood, "clay": _clay, "stone": _stone, "silver": _silver}


@functools.cache
def _unit_resource(resource: str) -> dict[str, QPainterPath]:
    resource_style(resource)  # a KeyError naming the choices for an unknown id
    return _MAKERS[resource]()


def resource_path(resource: str, rect: QRectF) -> QPainterPath:
    """The outline of ``resource`` fitted to the centred square of ``rect``: one fill for icons."""
    parts = _unit_resource(resource)
    faces = [parts[k] for k in ("body", "lit", "shade", "face") if k in parts]
    return unit_to(square_in(rect)).map(union(*faces))


def paint_resource(painter: QPainter, rect: QRectF, resource: str) -> None:
    """One piece of ``resource`` (sand, wood, clay, stone or silver) in the centred square of ``rect``."""
    px = device_px(painter, min(rect.width(), rect.height()))
    # An icon a few pixels wide grows into the margin its shadow would need at a larger size.
    box = square_in(rect, lerp_by_px(px, 1.1, 1.0, lo=16.0, hi=40.0))
    s = box.width()
    px = device_px(painter, s)
    parts = _unit_resource(resource)
    style = resource_style(resource)
    unit = unit_to(box)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADOW)
    painter.drawEllipse(QPointF(box.center().x() + s * 0.04, box.top() + s * 0.84), s * 0.42, s * 0.08)
    outline = make_pen(style.dark, s * lerp_by_px(px, 0.075, 0.03, lo=16.0, hi=72.0))
    # Lit from the top left: a gradient across the body, a light top face and a dark side face.
    grad = QLinearGradient(box.topLeft(), box.bottomRight())
    grad.setColorAt(0.0, style.fill.lighter(112))
    grad.setColorAt(1.0, style.fill.darker(108))
    painter.setPen(outline)
    painter.setBrush(QBrush(grad))
    painter.drawPath(unit.map(parts["body"]))
    for key, colour in (("lit", style.fill.lighter(_LIT)), ("shade", style.fill.darker(_SHADE)), ("face", style.ink)):
        if key not in parts:
            continue
        painter.setPen(outline if key != "shade" or resource != "sand" else Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPath(unit.map(parts[key]))
    if resource == "sand":  # the heap's outline again, over its shaded flank
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(outline)
        painter.drawPath(unit.map(parts["body"]))
    if "glint" in parts:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(QColor("#ffffff"), 0.9))
        painter.drawPath(unit.map(parts["glint"]))
    if px >= DETAIL_PX:
        fine = make_pen(with_alpha(style.dark, 0.75), s * 0.022)
        if "hollow" in parts:
            painter.setPen(make_pen(style.dark, s * 0.02))
            painter.setBrush(style.fill.darker(118))
            painter.drawPath(unit.map(parts["hollow"]))
        if "rings" in parts:
            painter.strokePath(unit.map(parts["rings"]), make_pen(with_alpha(style.dark, 0.6), s * 0.02))
        if "lines" in parts:
            painter.strokePath(unit.map(parts["lines"]), fine)
        if "dots" in parts:
            painter.fillPath(unit.map(parts["dots"]), with_alpha(style.dark, 0.55))
    elif "hollow" in parts:
        painter.fillPath(unit.map(parts["hollow"]), style.fill.darker(118))
    painter.restore()


def paint_count_badge(painter: QPainter, centre: QPointF, radius: float, count: int,
                      fill: QColor = BADGE, ink: QColor = BADGE_INK) -> None:
    """A round badge with ``count`` in it, ringed in white so it stands off any piece."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(make_pen(QColor("#ffffff"), radius * 0.16))
    painter.setBrush(fill)
    painter.drawEllipse(centre, radius, radius)
    h = radius * 1.0
    box = QRectF(centre.x() - radius * 0.78, centre.y() - h / 2, radius * 1.56, h)
    draw_text(painter, text_path(str(count), box), ink, None, 0.0)
    painter.restore()


def paint_resource_count(painter: QPainter, rect: QRectF, resource: str, count: int) -> None:
    """A piece of ``resource`` with ``count`` in a badge at its lower right (the piece faded at 0)."""
    box = square_in(rect)
    s = box.width()
    piece = QRectF(box.left(), box.top(), s * 0.86, s * 0.86)
    painter.save()
    if count <= 0:
        painter.setOpacity(painter.opacity() * 0.4)
    paint_resource(painter, piece, resource)
    painter.restore()
    r = s * 0.22
    paint_count_badge(painter, QPointF(box.right() - r * 1.05, box.bottom() - r * 1.05), r, count)


# --- talers ---------------------------------------------------------------------------------------


def paint_taler(painter: QPainter, rect: QRectF, value: int) -> None:
    """A gold taler in the centred square of ``rect`` with ``value`` struck in it; the 3 and the 5
    have a milled or a beaded rim as well, so the coins differ in more than their figure."""
    box = square_in(rect)
    s = box.width()
    c = box.center()
    px = device_px(painter, s)
    r = s * 0.47
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADOW)
    painter.drawEllipse(QPointF(c.x() + s * 0.03, c.y() + s * 0.04), r, r)
    grad = QRadialGradient(QPointF(c.x() - r * 0.35, c.y() - r * 0.4), r * 1.6)
    grad.setColorAt(0.0, GOLD_LIGHT)
    grad.setColorAt(0.55, GOLD)
    grad.setColorAt(1.0, GOLD.darker(125))
    painter.setPen(make_pen(GOLD_DARK, s * lerp_by_px(px, 0.06, 0.03, lo=16.0, hi=64.0)))
    painter.setBrush(QBrush(grad))
    painter.drawEllipse(c, r, r)
    inner = r * 0.78
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(with_alpha(GOLD_DARK, 0.7), s * 0.025))
    painter.drawEllipse(c, inner, inner)
    if px >= DETAIL_PX and value in (3, 5):
        ring = QPainterPath()
        n = 20 if value == 5 else 28
        for k in range(n):
            p = QPointF(c.x() + (r + inner) / 2, c.y())
            if value == 5:  # beads
                ring.addEllipse(_turned(p, c, 360.0 * k / n), s * 0.018, s * 0.018)
            else:  # milling: short ticks across the rim
                a = _turned(QPointF(c.x() + inner * 1.05, c.y()), c, 360.0 * k / n)
                b = _turned(QPointF(c.x() + r * 0.95, c.y()), c, 360.0 * k / n)
                ring.moveTo(a)
                ring.lineTo(b)
        if value == 5:
            painter.fillPath(ring, GOLD_DARK)
        else:
            painter.strokePath(ring, make_pen(with_alpha(GOLD_DARK, 0.8), s * 0.014))
    if px >= DETAIL_PX * 2:  # a small star over the figure: the mint's mark
        painter.fillPath(star_path(c.x(), c.y() - inner * 0.72, s * 0.05, s * 0.022, 5), with_alpha(GOLD_DARK, 0.8))
    digits = str(value)
    h = s * (0.46 if len(digits) == 1 else 0.36)
    box_text = QRectF(c.x() - inner * 0.8, c.y() - h / 2 + s * 0.01, inner * 1.6, h)
    draw_text(painter, text_path(digits, box_text), INK, with_alpha(GOLD_LIGHT, 0.8), s * 0.05)
    painter.restore()


def _turned(p: QPointF, centre: QPointF, degrees: float) -> QPointF:
    """``p`` turned about ``centre`` by ``degrees``."""
    a = math.radians(degrees)
    dx, dy = p.x() - centre.x(), p.y() - centre.y()
    return QPointF(centre.x() + dx * math.cos(a) - dy * math.sin(a), centre.y() + dx * math.sin(a) + dy * math.cos(a))

