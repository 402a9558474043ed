"""Empty market and display spaces, and the lit frame of a legal target."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from gui.art.palette import HIGHLIGHT, PANEL_FILL, TABLE_BACKGROUND
from gui.art.shapes import (
    device_px,
    draw_text,
    lerp_by_px,
    make_pen,
    square_in,
    text_path,
    with_alpha,
)
from gui.games.tilecity.art.colours import CURRENCY_STYLES
from gui.games.tilecity.art.symbols import currency_symbol_path


def paint_empty_slot(painter: QPainter, rect: QRectF, label: str = "", currency_id: str | None = None) -> None:
    """An empty market space or display slot: dashed outline; with a currency, its colour and symbol faintly."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = min(rect.width(), rect.height())
    px = device_px(painter, s)
    radius = s * 0.07
    inset = s * 0.03
    box = rect.adjusted(inset, inset, -inset, -inset)
    if currency_id is not None:
        style = CURRENCY_STYLES[currency_id]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(style.fill, 0.28))
        painter.drawRoundedRect(box, radius, radius)
        sym_frac = 0.5 if label else 0.6
        sym_box = square_in(box, sym_frac, 0.0, -0.08 if label else 0.0)
        painter.fillPath(currency_symbol_path(currency_id, sym_box), with_alpha(style.fill.lighter(135), 0.75))
        line = with_alpha(style.fill.lighter(150), 0.9)
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(PANEL_FILL, 0.08))
        painter.drawRoundedRect(box, radius, radius)
        line = with_alpha(PANEL_FILL, 0.6)
    pen = make_pen(line, s * lerp_by_px(px, 0.05, 0.02), Qt.PenCapStyle.FlatCap)
    pen.setDashPattern([3.0, 2.0])  # in pen widths, so the dashes scale with the slot
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(box, radius, radius)
    if label:
        halo = with_alpha(TABLE_BACKGROUND, 0.6)
        if currency_id is None:
            text_box = QRectF(box.center().x() - box.width() * 0.4, box.center().y() - s * 0.11,
                              box.width() * 0.8, s * 0.22)
            draw_text(painter, text_path(label, text_box), with_alpha(PANEL_FILL, 0.85), halo, s * 0.02)
        else:
            # Caption "(symbol) name" along the bottom: it stays visible when a tile lies on the
            # space, so the currency is named by shape and word as well as by colour.
            style = CURRENCY_STYLES[currency_id]
            cap_h = s * 0.15
            sym = cap_h * 1.2
            gap = cap_h * 0.35
            cy = box.bottom() - s * 0.17
            avail = box.width() * 0.86 - sym - gap
            text = text_path(label, QRectF(0.0, cy - cap_h / 2, avail, cap_h))
            text_w = text.boundingRect().width()
            left = box.center().x() - (sym + gap + text_w) / 2
            sym_path = currency_symbol_path(currency_id, QRectF(left, cy - sym / 2, sym, sym))
            painter.strokePath(sym_path, make_pen(halo, s * 0.02))
            painter.fillPath(sym_path, style.fill.lighter(150))
            text.translate(left + sym + gap - text.boundingRect().left(), 0.0)
            draw_text(painter, text, with_alpha(PANEL_FILL, 0.9), halo, s * 0.02)
    painter.restore()


def paint_highlight(painter: QPainter, rect: QRectF, strong: bool = False) -> None:
    """The gold glow over a legal drop target, kept inside ``rect``; ``strong`` when under the cursor."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = min(rect.width(), rect.height())
    radius = s * 0.06
    if strong:
        # Screen, not source-over: translucent gold over the dark table turns olive; screening
        # only lightens, so the target reads as lit. (Raster engines; others draw a plain tint.)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(HIGHLIGHT, 0.32))
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Screen)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    # A soft inner glow: concentric strokes, widest and faintest first (QPainter has no blur).
    width = s * (0.13 if strong else 0.09)
    steps = 5
    for i in range(steps):
        w = width * (1.0 - i / steps)
        inset = w / 2
        painter.setPen(make_pen(with_alpha(HIGHLIGHT, (1.0 if strong else 0.75) * ((i + 1) / steps) ** 1.5), w))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
    if strong:
        painter.setPen(make_pen(QColor(255, 255, 255, 220), s * 0.015))
        inset = s * 0.0075
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
    painter.restore()
