"""Money cards, card backs and scoring cards."""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QRadialGradient

from gui.art.palette import (
    CARD_BACK,
    CARD_BACK_DARK,
    GOLD,
    GOLD_DARK,
    PARCHMENT,
    PARCHMENT_DARK,
)
from gui.art.shapes import (
    SMALL_PX,
    device_px,
    draw_text,
    eight_star,
    ellipse_path,
    horseshoe_arch,
    make_pen,
    rect_path,
    square_in,
    star_path,
    subtracted_path,
    text_path,
    union,
    unit_to,
    with_alpha,
)
from gui.games.tilecity.art.colours import BUILDING_STYLES, CURRENCY_STYLES
from gui.games.tilecity.art.symbols import building_symbol_path, currency_symbol_path


def card_outline(rect: QRectF) -> tuple[QPainterPath, float]:
    radius = min(rect.width(), rect.height()) * 0.09
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path, radius


def _fill_card(painter: QPainter, rect: QRectF, top: QColor, bottom: QColor) -> tuple[QPainterPath, float]:
    """Fills a card's outline shading from ``top`` down to ``bottom``; returns the outline and its corner radius."""
    outline, radius = card_outline(rect)
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0.0, top)
    grad.setColorAt(1.0, bottom)
    painter.fillPath(outline, QBrush(grad))
    return outline, radius


def _card_edge(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    w = rect.width()
    half = w * 0.012
    radius = min(rect.width(), rect.height()) * 0.09
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(colour, w * 0.024))
    painter.drawRoundedRect(rect.adjusted(half, half, -half, -half), radius, radius)


def paint_money_card(painter: QPainter, rect: QRectF, currency_id: str, value: int) -> None:
    """A money card: currency colour and symbol, the value large in a medallion and small in corners."""
    style = CURRENCY_STYLES[currency_id]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = rect.width(), rect.height()
    px = device_px(painter, w)
    outline, radius = _fill_card(painter, rect, style.fill.lighter(115), style.fill.darker(108))
    if px >= SMALL_PX:
        # Watermark of the currency's own symbol, so the pattern alone names the currency.
        painter.save()
        painter.setClipPath(outline, Qt.ClipOperation.IntersectClip)
        tint = with_alpha(style.ink, 0.10)
        step = w / 3.0
        for j in range(int(h / step) + 2):
            for i in range(4):
                x = rect.left() + (i + (0.5 if j % 2 else 0.0)) * step
                y = rect.top() + j * step
                box = QRectF(x - step * 0.22, y - step * 0.22, step * 0.44, step * 0.44)
                painter.fillPath(currency_symbol_path(currency_id, box), tint)
        painter.restore()
    if px >= SMALL_PX:
        frame = rect.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(make_pen(with_alpha(style.ink, 0.55), w * 0.014))
        painter.drawRoundedRect(frame, radius * 0.6, radius * 0.6)
    # Medallion: parchment oval with the value in the currency's dark colour.
    small = px < SMALL_PX
    med_c = QPointF(rect.center().x(), rect.top() + h * (0.40 if small else 0.42))
    med_rx = w * (0.42 if small else 0.33)
    med_ry = min(h * 0.3, med_rx * 1.12)
    med = ellipse_path(med_c.x(), med_c.y(), med_rx, med_ry)
    painter.fillPath(med.translated(w * 0.012, w * 0.018), with_alpha(style.dark, 0.45))
    mgrad = QRadialGradient(med_c - QPointF(med_rx * 0.3, med_ry * 0.35), med_rx * 1.5)
    mgrad.setColorAt(0.0, QColor("#fffbf1"))
    mgrad.setColorAt(1.0, PARCHMENT.darker(104))
    painter.fillPath(med, QBrush(mgrad))
    painter.strokePath(med, make_pen(style.dark, w * 0.03))
    if not small:
        inner_ring = ellipse_path(med_c.x(), med_c.y(), med_rx * 0.86, med_ry * 0.86)
        painter.strokePath(inner_ring, make_pen(with_alpha(style.fill, 0.8), w * 0.012))
    text_h = med_ry * (1.05 if small else 0.95)
    box = QRectF(med_c.x() - med_rx * 0.8, med_c.y() - text_h / 2, med_rx * 1.6, text_h)
    draw_text(painter, text_path(str(value), box), style.dark, None, 0.0)
    # The currency symbol under the medallion: the non-colour cue, kept large.
    sym_size = w * (0.34 if small else 0.30)
    sym_c = QPointF(rect.center().x(), rect.top() + h * (0.84 if small else 0.815))
    sym_box = QRectF(sym_c.x() - sym_size / 2, sym_c.y() - sym_size / 2, sym_size, sym_size)
    symbol = currency_symbol_path(currency_id, sym_box)
    painter.fillPath(symbol.translated(w * 0.01, w * 0.014), with_alpha(style.dark, 0.5))
    painter.fillPath(symbol, style.ink)
    if not small:
        painter.strokePath(symbol, make_pen(with_alpha(style.dark, 0.6), w * 0.008))
        # Corner indices, the lower one turned round as on playing cards.
        for turn in (0.0, 180.0):
            painter.save()
            painter.translate(rect.center())
            painter.rotate(turn)
            painter.translate(-rect.center())
            idx = QRectF(rect.left() + w * 0.095, rect.top() + w * 0.10, w * 0.16, w * 0.15)
            draw_text(painter, text_path(str(value), idx), style.ink, _halo(style.ink, style), w * 0.035)
            sb = QRectF(idx.center().x() - w * 0.055, idx.bottom() + w * 0.04, w * 0.11, w * 0.11)
            painter.fillPath(currency_symbol_path(currency_id, sb), style.ink)
            painter.restore()
    _card_edge(painter, rect, style.dark)
    painter.restore()


def _halo(ink: QColor, style) -> QColor:
    """A halo that contrasts with ``ink``: the dark colour behind light ink, a pale tint behind dark ink."""
    if ink.lightnessF() > 0.5:
        return with_alpha(style.dark, 0.8)
    return with_alpha(style.fill.lighter(135), 0.9)


@functools.cache
def _unit_arch_emblem() -> QPainterPath:
    gate = union(
        rect_path(0.14, 0.30, 0.72, 0.62),
        rect_path(0.14, 0.16, 0.14, 0.16),
        rect_path(0.43, 0.16, 0.14, 0.16),
        rect_path(0.72, 0.16, 0.14, 0.16),
    )
    return subtracted_path(gate, horseshoe_arch(0.5, 0.58, 0.2, 0.92))


def _arch_emblem(box: QRectF) -> QPainterPath:
    """A horseshoe arch within a crenellated gate: the Alcazaba mark used on backs and pictures."""
    return unit_to(square_in(box)).map(_unit_arch_emblem())


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """The back of a money card: burgundy with a gold star lattice and the arch emblem."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = rect.width(), rect.height()
    px = device_px(painter, w)
    outline, radius = card_outline(rect)
    grad = QRadialGradient(rect.center(), max(w, h) * 0.7)
    grad.setColorAt(0.0, CARD_BACK.lighter(120))
    grad.setColorAt(1.0, CARD_BACK.darker(115))
    painter.fillPath(outline, QBrush(grad))
    frame = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    if px >= SMALL_PX:
        painter.save()
        frame_path = QPainterPath()
        frame_path.addRoundedRect(frame, radius * 0.5, radius * 0.5)
        painter.setClipPath(frame_path, Qt.ClipOperation.IntersectClip)
        step = w / 3.2
        painter.setPen(make_pen(with_alpha(GOLD, 0.55), w * 0.008))
        painter.setBrush(with_alpha(GOLD, 0.16))
        cols = int(w / step) + 2
        rows = int(h / step) + 2
        for j in range(rows):
            for i in range(cols):
                x = rect.left() + i * step + (step / 2 if j % 2 else 0.0)
                y = rect.top() + j * step * 0.5 + w * 0.02
                painter.drawPath(eight_star(x, y, step * 0.3))
        painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(GOLD, w * 0.022))
    painter.drawRoundedRect(frame, radius * 0.5, radius * 0.5)
    c = rect.center()
    med_r = w * 0.27
    painter.setPen(make_pen(GOLD_DARK, w * 0.02))
    painter.setBrush(CARD_BACK_DARK)
    painter.drawEllipse(c, med_r, med_r)
    emblem = _arch_emblem(QRectF(c.x() - med_r * 0.7, c.y() - med_r * 0.72, med_r * 1.4, med_r * 1.4))
    painter.fillPath(emblem, GOLD)
    _card_edge(painter, rect, CARD_BACK_DARK)
    painter.restore()


def paint_scoring_card(painter: QPainter, rect: QRectF, label: str) -> None:
    """A scoring card face: parchment, a gold star medallion with ``label`` ("A"/"B"), the six building symbols."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = rect.width(), rect.height()
    px = device_px(painter, w)
    _outline, radius = _fill_card(painter, rect, PARCHMENT, PARCHMENT.darker(110))
    frame = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    if px >= SMALL_PX:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(make_pen(GOLD_DARK, w * 0.018))
        painter.drawRoundedRect(frame, radius * 0.5, radius * 0.5)
    small = px < SMALL_PX
    c = QPointF(rect.center().x(), rect.top() + h * (0.5 if small else 0.34))
    r = w * (0.42 if small else 0.3)
    star = star_path(c.x(), c.y(), r, r * 0.86, 16)
    painter.fillPath(star.translated(w * 0.012, w * 0.018), QColor(0, 0, 0, 60))
    painter.fillPath(star, GOLD)
    painter.strokePath(star, make_pen(GOLD_DARK, w * 0.015))
    painter.setPen(make_pen(GOLD_DARK, w * 0.012))
    painter.setBrush(CARD_BACK)
    painter.drawEllipse(c, r * 0.76, r * 0.76)
    box = QRectF(c.x() - r * 0.6, c.y() - r * 0.48, r * 1.2, r * 0.96)
    draw_text(painter, text_path(label, box), PARCHMENT, None, 0.0)
    if not small:
        # The six building symbols: this card scores them all.
        top = c.y() + r * 1.12
        cell = min(frame.width() * 0.86 / 3.0, (frame.bottom() - w * 0.04 - top) / 2.0)
        for k, type_id in enumerate(BUILDING_STYLES):
            style = BUILDING_STYLES[type_id]
            col, row = k % 3, k // 3
            x = rect.center().x() + (col - 1.5) * cell + cell * 0.08
            y = top + row * cell + cell * 0.08
            tile = QRectF(x, y, cell * 0.84, cell * 0.84)
            painter.setPen(make_pen(style.dark, w * 0.008))
            painter.setBrush(style.fill)
            painter.drawRoundedRect(tile, cell * 0.08, cell * 0.08)
            pad = cell * 0.1
            painter.fillPath(building_symbol_path(type_id, tile.adjusted(pad, pad, -pad, -pad)), style.ink)
    _card_edge(painter, rect, PARCHMENT_DARK)
    painter.restore()
