"""Flags and crests: every castle's pattern and colour, and its city's name."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from gui.art.palette import GOLD, GOLD_DARK, PARCHMENT_DARK
from gui.art.shapes import make_pen, with_alpha
from gui.games.alcazar.art.common import INK, Heraldry, draw_text, heraldry, poly


def _pattern_path(pattern: str, box: QRectF) -> QPainterPath:
    """The charge of a heraldic pattern in ``box`` (to be clipped to the shield or flag)."""
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    path = QPainterPath()
    if pattern == "pale":
        path.addRect(QRectF(x + w * 0.36, y, w * 0.28, h))
    elif pattern == "fess":
        path.addRect(QRectF(x, y + h * 0.36, w, h * 0.28))
    elif pattern == "bend":
        path.addPolygon(poly((x, y + h * 0.1), (x + w * 0.2, y), (x + w, y + h * 0.9), (x + w * 0.8, y + h), (x, y + h * 0.1)))
    elif pattern == "chevron":
        path.addPolygon(poly((x, y + h * 0.75), (x + w * 0.5, y + h * 0.25), (x + w, y + h * 0.75), (x + w, y + h),
                              (x + w * 0.5, y + h * 0.5), (x, y + h)))
    elif pattern == "cross":
        path.addRect(QRectF(x + w * 0.38, y, w * 0.24, h))
        path.addRect(QRectF(x, y + h * 0.36, w, h * 0.24))
    elif pattern == "saltire":
        path.addPolygon(poly((x, y), (x + w * 0.16, y), (x + w, y + h * 0.86), (x + w, y + h), (x + w * 0.84, y + h), (x, y + h * 0.14)))
        path.addPolygon(poly((x + w, y), (x + w, y + h * 0.14), (x + w * 0.16, y + h), (x, y + h), (x, y + h * 0.86), (x + w * 0.84, y)))
    elif pattern == "quarterly":
        path.addRect(QRectF(x, y, w / 2, h / 2))
        path.addRect(QRectF(x + w / 2, y + h / 2, w / 2, h / 2))
    elif pattern == "per_pale":
        path.addRect(QRectF(x + w / 2, y, w / 2, h))
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def _shield(box: QRectF) -> QPainterPath:
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    path = QPainterPath()
    path.moveTo(x, y)
    path.lineTo(x + w, y)
    path.lineTo(x + w, y + h * 0.5)
    path.cubicTo(x + w, y + h * 0.8, x + w * 0.7, y + h * 0.92, x + w * 0.5, y + h)
    path.cubicTo(x + w * 0.3, y + h * 0.92, x, y + h * 0.8, x, y + h * 0.5)
    path.closeSubpath()
    return path


def _paint_arms(painter: QPainter, outline: QPainterPath, box: QRectF, arms: Heraldry, shadow: QPointF,
                shadow_alpha: float) -> None:
    """``arms`` filling ``outline`` (its pattern laid out in ``box``), over a shadow cast ``shadow`` away."""
    painter.fillPath(outline.translated(shadow), with_alpha(QColor("#1a1208"), shadow_alpha))
    painter.fillPath(outline, arms.field)
    painter.save()
    painter.setClipPath(outline, Qt.ClipOperation.IntersectClip)
    painter.fillPath(_pattern_path(arms.pattern, box), arms.charge)
    painter.restore()


def paint_crest(painter: QPainter, rect: QRectF, castle: str) -> None:
    """A castle's crest: a shield with its arms and a gold rim (the marker on the value track)."""
    arms = heraldry(castle)
    w = rect.width()
    shield = _shield(rect)
    _paint_arms(painter, shield, rect, arms, QPointF(w * 0.06, w * 0.08), 0.35)
    painter.strokePath(shield, make_pen(GOLD_DARK, w * 0.09))
    painter.strokePath(shield, make_pen(GOLD, w * 0.04))


def flag_size() -> tuple[float, float]:
    """Width and height of a flag with its name ribbon, in cell widths."""
    return 0.96, 0.88


def paint_flag(painter: QPainter, rect: QRectF, castle: str, city: str) -> None:
    """A castle's flag: a pole from the bottom-left of ``rect``, a swallow-tailed banner in the
    castle's arms, and a ribbon naming the city."""
    arms = heraldry(castle)
    w, h = rect.width(), rect.height()
    pole_x = rect.left() + w * 0.1
    painter.setPen(make_pen(QColor("#3a2814"), w * 0.035))
    painter.drawLine(QPointF(pole_x, rect.bottom()), QPointF(pole_x, rect.top() + h * 0.02))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GOLD)
    painter.drawEllipse(QPointF(pole_x, rect.top() + h * 0.02), w * 0.03, w * 0.03)
    banner = QRectF(pole_x, rect.top() + h * 0.06, w * 0.5, h * 0.3)
    cloth = QPainterPath()
    cloth.moveTo(banner.topLeft())
    cloth.cubicTo(banner.left() + banner.width() * 0.4, banner.top() - h * 0.04, banner.left() + banner.width() * 0.7,
                  banner.top() + h * 0.04, banner.right(), banner.top())
    cloth.lineTo(banner.right() - banner.width() * 0.22, banner.center().y())
    cloth.lineTo(banner.right(), banner.bottom())
    cloth.cubicTo(banner.left() + banner.width() * 0.7, banner.bottom() + h * 0.04, banner.left() + banner.width() * 0.4,
                  banner.bottom() - h * 0.04, banner.left(), banner.bottom())
    cloth.closeSubpath()
    _paint_arms(painter, cloth, banner, arms, QPointF(w * 0.02, h * 0.03), 0.3)
    painter.strokePath(cloth, make_pen(arms.field.darker(200), w * 0.02))
    # The name ribbon, hanging from the pole below the banner.
    ribbon = QRectF(rect.left(), rect.top() + h * 0.44, w, h * 0.3)
    painter.setPen(make_pen(PARCHMENT_DARK, w * 0.02))
    painter.setBrush(QColor("#fbf2dc"))
    painter.drawRoundedRect(ribbon, h * 0.06, h * 0.06)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(arms.field)
    painter.drawRect(QRectF(ribbon.left(), ribbon.top(), w * 0.05, ribbon.height()))
    draw_text(painter, city, ribbon.adjusted(w * 0.09, h * 0.075, -w * 0.05, -h * 0.075), INK, sans=True)
