"""The turn buttons under a garden tile in the hand: a round arrow, clockwise or anticlockwise."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from gui.art.palette import GOLD_DARK, PARCHMENT, PARCHMENT_DARK
from gui.scene.chips import ChipLook

CLOCKWISE = "cw"
ANTICLOCKWISE = "ccw"
ARROW_INK = QColor("#3a2a17")


def paint_turn_chip(painter: QPainter, rect: QRectF, text: str, state: str = "normal") -> None:
    """A button with a round arrow: ``text`` is CLOCKWISE or ANTICLOCKWISE; ``state`` as every chip's."""
    h = rect.height()
    fill = {"hover": QColor("#fff3cf"), "selected": QColor("#ffe08a"), "quiet": QColor("#e9ddc4")}.get(state, PARCHMENT)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(18, 12, 5, 90))
    painter.drawRoundedRect(rect.translated(h * 0.05, h * 0.08), h * 0.3, h * 0.3)
    painter.setPen(QPen(GOLD_DARK if state == "hover" else PARCHMENT_DARK, h * 0.05))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, h * 0.3, h * 0.3)
    _paint_round_arrow(painter, rect.center(), h * 0.3, clockwise=text == CLOCKWISE)


def _paint_round_arrow(painter: QPainter, centre: QPointF, radius: float, clockwise: bool) -> None:
    # Three quarters of a circle from the top, the head where it ends; mirrored for anticlockwise.
    sign = 1 if clockwise else -1
    arc = QPainterPath()
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    arc.arcMoveTo(box, 90 + sign * 20)
    arc.arcTo(box, 90 + sign * 20, -sign * 270)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ARROW_INK, radius * 0.32, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(arc)
    end_angle = math.radians(90 + sign * 20 - sign * 270)
    tip = QPointF(centre.x() + radius * math.cos(end_angle), centre.y() - radius * math.sin(end_angle))
    # The head points along the arc's direction at its end.
    tangent = end_angle - sign * math.pi / 2
    head = radius * 0.62
    left = QPointF(tip.x() + head * math.cos(tangent + 2.6), tip.y() - head * math.sin(tangent + 2.6))
    right = QPointF(tip.x() + head * math.cos(tangent - 2.6), tip.y() - head * math.sin(tangent - 2.6))
    path = QPainterPath(QPointF(tip.x() + head * 0.5 * math.cos(tangent), tip.y() - head * 0.5 * math.sin(tangent)))
    path.lineTo(left)
    path.lineTo(right)
    path.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ARROW_INK)
    painter.drawPath(path)


TURN_CHIP = ChipLook("gardens turn", paint_turn_chip, lambda _text, height: height * 1.8)
