"""The nobles: grande and caballero, each with its own silhouette."""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QTransform

from gui.art.palette import GOLD
from gui.art.shapes import make_pen, with_alpha
from gui.games.alcazar.art.common import poly


def noble_size(kind: str) -> tuple[float, float]:
    """Width and height of a noble figure, in cell widths: the grande is the taller."""
    return (0.40, 0.70) if kind == "grande" else (0.40, 0.50)


def _figure(hem: float, flare: tuple[float, float], waist: float, shoulders: float,
            head: tuple[float, float, float]) -> QPainterPath:
    """A robed figure in the unit box, mirrored about x = 0.5: the robe from its hem (left corner at
    x = ``hem``) curving in through ``flare`` and ``waist`` (a height) to the ``shoulders`` line, and
    a head at height head[0] with radii head[1], head[2]."""
    (flare_x, flare_y), (head_y, head_rx, head_ry) = flare, head
    body = QPainterPath()
    body.moveTo(hem, 0.97)
    body.cubicTo(flare_x, flare_y, 0.26, waist, 0.34, shoulders)
    body.lineTo(0.66, shoulders)
    body.cubicTo(0.74, waist, 1.0 - flare_x, flare_y, 1.0 - hem, 0.97)
    body.closeSubpath()
    body.addEllipse(QPointF(0.5, head_y), head_rx, head_ry)
    return body


@functools.cache
def _unit_noble(kind: str) -> tuple[QPainterPath, QPainterPath]:
    """(body, trim) of a noble in a unit box (0..1, feet at y = 1). The grande is a tall robed
    figure with a three-pointed crown; the caballero a short figure in a wide-brimmed hat."""
    trim = QPainterPath()
    if kind == "grande":
        body = _figure(hem=0.12, flare=(0.14, 0.70), waist=0.50, shoulders=0.42, head=(0.31, 0.14, 0.13))
        crown = QPainterPath()
        crown.addPolygon(poly((0.34, 0.20), (0.34, 0.05), (0.42, 0.13), (0.5, 0.0), (0.58, 0.13), (0.66, 0.05), (0.66, 0.20)))
        crown.closeSubpath()
        body = body.united(crown)
        trim.addPath(crown)
        sash = QPainterPath()
        sash.addPolygon(poly((0.36, 0.45), (0.44, 0.45), (0.72, 0.95), (0.62, 0.95)))
        sash.closeSubpath()
        trim.addPath(sash)
    else:
        body = _figure(hem=0.16, flare=(0.17, 0.78), waist=0.62, shoulders=0.56, head=(0.44, 0.15, 0.14))
        hat = QPainterPath()
        hat.addEllipse(QPointF(0.5, 0.30), 0.46, 0.09)
        hat.addRoundedRect(QRectF(0.34, 0.08, 0.32, 0.22), 0.08, 0.08)
        body = body.united(hat.simplified())
        trim.addRect(QRectF(0.34, 0.24, 0.32, 0.05))
        belt = QPainterPath()
        belt.addRect(QRectF(0.25, 0.78, 0.5, 0.05))
        trim.addPath(belt)
    return body.simplified(), trim


def paint_noble(painter: QPainter, rect: QRectF, kind: str, colour: QColor, shadow: bool = True) -> None:
    """A grande or caballero in a player's colour, feet at the bottom centre of ``rect``."""
    body, trim = _unit_noble(kind)
    t = QTransform(rect.width(), 0.0, 0.0, rect.height(), rect.left(), rect.top())
    w = rect.width()
    if shadow:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(QColor("#20160a"), 0.35))
        painter.drawEllipse(QPointF(rect.center().x() + w * 0.12, rect.bottom() - w * 0.02), w * 0.42, w * 0.12)
    path = t.map(body)
    grad = QLinearGradient(rect.topLeft(), rect.topRight())
    grad.setColorAt(0.0, colour.lighter(135))
    grad.setColorAt(0.55, colour)
    grad.setColorAt(1.0, colour.darker(135))
    dark = colour.darker(260) if colour.lightnessF() > 0.35 else QColor("#111111")
    painter.setPen(make_pen(dark, w * 0.06))
    painter.setBrush(QBrush(grad))
    painter.drawPath(path)
    trim_colour = GOLD if kind == "grande" else with_alpha(dark, 0.8)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.fillPath(t.map(trim), trim_colour)
