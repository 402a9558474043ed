"""The Vizier's Favour pieces: worker's huts, money changers, bonus cards, the vizier token, count badges."""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QRadialGradient

from gui.art.palette import (
    GOLD,
    GOLD_DARK,
    PARCHMENT,
    TABLE_BACKGROUND,
    BuildingStyle,
)
from gui.art.shapes import (
    DETAIL_PX,
    device_px,
    draw_text,
    eight_star,
    ellipse_path,
    make_pen,
    onion_dome,
    poly_path,
    rect_path,
    square_in,
    subtracted_path,
    text_path,
    union,
    unit_to,
    with_alpha,
)
from gui.games.tilecity.art.cards import card_outline
from gui.games.tilecity.art.colours import BUILDING_STYLES, CURRENCY_STYLES
from gui.games.tilecity.art.symbols import currency_symbol_path
from gui.games.tilecity.art.tiles import paint_tile, paint_walls, tile_ground


def _hut_path(box: QRectF) -> QPainterPath:
    """A worker's hut: a low house with a pitched roof and a door, fitted to ``box``."""
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    body = rect_path(x + w * 0.18, y + h * 0.46, w * 0.64, h * 0.42)
    roof = poly_path((x + w * 0.08, y + h * 0.50), (x + w * 0.50, y + h * 0.12), (x + w * 0.92, y + h * 0.50))
    door = rect_path(x + w * 0.43, y + h * 0.62, w * 0.14, h * 0.26)
    return subtracted_path(union(body, roof), door)


def paint_hut(painter: QPainter, rect: QRectF, type_id: str, walls: int) -> None:
    """A worker's hut tile: pale ground of its colour, a hut (not the building's symbol: a hut is
    not a building of its type), its walls, and no price."""
    style = BUILDING_STYLES[type_id]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = min(rect.width(), rect.height())
    px = device_px(painter, s)
    fill = QColor.fromRgbF(*(a + (b - a) * 0.45 for a, b in zip(style.fill.getRgbF()[:3], PARCHMENT.getRgbF()[:3])))
    pale = BuildingStyle(fill=fill, dark=style.dark, ink=style.fill.darker(135))
    outline = tile_ground(painter, rect, pale, px)
    hut = _hut_path(square_in(rect, 0.62))
    painter.fillPath(hut.translated(s * 0.012, s * 0.016), with_alpha(style.dark, 0.45))
    painter.fillPath(hut, pale.ink)
    if px >= DETAIL_PX:
        painter.strokePath(hut, make_pen(with_alpha(style.dark, 0.6), s * 0.006))
    paint_walls(painter, rect, walls, px, outline)
    painter.restore()


def paint_changer_card(painter: QPainter, rect: QRectF, currency_ids: tuple[str, str]) -> None:
    """A money changer: the card split between its two currencies, both symbols, an exchange arrow."""
    first, second = (CURRENCY_STYLES[c] for c in currency_ids)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = rect.width(), rect.height()
    outline, radius = card_outline(rect)
    painter.save()
    painter.setClipPath(outline, Qt.ClipOperation.IntersectClip)
    painter.fillRect(rect, first.fill)
    painter.fillPath(poly_path((rect.right(), rect.top()), (rect.right(), rect.bottom()), (rect.left(), rect.bottom())), second.fill)
    painter.restore()
    painter.strokePath(outline, make_pen(with_alpha(TABLE_BACKGROUND, 0.6), w * 0.02))
    size = w * 0.36
    top = QRectF(rect.left() + w * 0.12, rect.top() + h * 0.1, size, size)
    bottom = QRectF(rect.right() - w * 0.12 - size, rect.bottom() - h * 0.1 - size, size, size)
    painter.fillPath(currency_symbol_path(currency_ids[0], top), first.ink)
    painter.fillPath(currency_symbol_path(currency_ids[1], bottom), second.ink)
    # The exchange: two arrows crossing the split, in parchment so they read on both colours.
    pen = make_pen(PARCHMENT, w * 0.05)
    painter.setPen(pen)
    c = rect.center()
    arm = w * 0.2
    painter.drawLine(QPointF(c.x() - arm, c.y() - arm * 0.35), QPointF(c.x() + arm, c.y() - arm * 0.35))
    painter.drawLine(QPointF(c.x() + arm, c.y() - arm * 0.35), QPointF(c.x() + arm * 0.6, c.y() - arm * 0.7))
    painter.drawLine(QPointF(c.x() + arm, c.y() + arm * 0.35), QPointF(c.x() - arm, c.y() + arm * 0.35))
    painter.drawLine(QPointF(c.x() - arm, c.y() + arm * 0.35), QPointF(c.x() - arm * 0.6, c.y() + arm * 0.7))
    painter.restore()


def paint_bonus_card(painter: QPainter, rect: QRectF, type_id: str, cost: int, revealed: bool = True) -> None:
    """A bonus card: parchment with the pictured wall-free tile and a "+1"; dimmed when hidden."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = rect.width(), rect.height()
    outline, _radius = card_outline(rect)
    painter.fillPath(outline, PARCHMENT)
    painter.strokePath(outline, make_pen(GOLD if revealed else with_alpha(TABLE_BACKGROUND, 0.7), w * 0.04))
    tile = QRectF(rect.left() + w * 0.14, rect.top() + h * 0.1, w * 0.72, w * 0.72)
    paint_tile(painter, tile, type_id, cost, 0)
    badge = QRectF(rect.left() + w * 0.2, rect.bottom() - h * 0.3, w * 0.6, h * 0.22)
    draw_text(painter, text_path("+1", badge), BUILDING_STYLES[type_id].dark, None, 0.0)
    if not revealed:
        painter.fillPath(outline, with_alpha(TABLE_BACKGROUND, 0.35))
    painter.restore()


@functools.cache
def _unit_vizier() -> QPainterPath:
    """A vizier's bust in the unit box: a tall turban with a finial, the head, robed shoulders."""
    turban = onion_dome(0.5, 0.42, 0.2, 0.34)
    head = ellipse_path(0.5, 0.5, 0.13, 0.14)
    shoulders = QPainterPath()
    shoulders.moveTo(0.18, 0.92)
    shoulders.cubicTo(0.2, 0.7, 0.34, 0.64, 0.5, 0.64)
    shoulders.cubicTo(0.66, 0.64, 0.8, 0.7, 0.82, 0.92)
    shoulders.closeSubpath()
    return union(turban, head, shoulders)


def paint_vizier_token(painter: QPainter, rect: QRectF, face_up: bool) -> None:
    """The vizier token: face up a gold disc with the vizier's bust; face down its plain back."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    box = square_in(rect, 0.94)
    centre, r = box.center(), box.width() / 2
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawEllipse(centre + QPointF(r * 0.06, r * 0.09), r, r)
    grad = QRadialGradient(centre - QPointF(r * 0.35, r * 0.35), r * 1.5)
    if face_up:
        grad.setColorAt(0.0, GOLD.lighter(135))
        grad.setColorAt(1.0, GOLD_DARK)
    else:
        # The back is dull on purpose: a glance tells a resting vizier from a ready one.
        grad.setColorAt(0.0, QColor("#8c8478"))
        grad.setColorAt(1.0, QColor("#4e4941"))
    painter.setBrush(QBrush(grad))
    painter.setPen(make_pen(GOLD_DARK.darker(150) if face_up else QColor("#2e2b26"), r * 0.1))
    painter.drawEllipse(centre, r * 0.95, r * 0.95)
    inner = square_in(box, 0.78)
    if face_up:
        painter.fillPath(unit_to(inner).map(_unit_vizier()), GOLD_DARK.darker(190))
    else:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(make_pen(QColor("#bdb3a2"), r * 0.09))
        painter.drawPath(eight_star(centre.x(), centre.y(), r * 0.5))
    painter.restore()


def paint_count_badge(painter: QPainter, rect: QRectF, count: int) -> None:
    """A dark pill with "×count", to sit on the corner of a stack."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    radius = rect.height() / 2
    painter.setPen(make_pen(PARCHMENT, rect.height() * 0.08))
    painter.setBrush(QColor(40, 32, 24, 235))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    box = rect.adjusted(rect.width() * 0.12, rect.height() * 0.22, -rect.width() * 0.12, -rect.height() * 0.22)
    draw_text(painter, text_path(f"×{count}", box), QColor("#fbf3e2"), None, 0.0)
    painter.restore()
