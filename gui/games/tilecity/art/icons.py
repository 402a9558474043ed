"""Small icons of the building types and currencies, for tables and dialogs."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap

from gui.art.shapes import make_pen, square_in
from gui.games.tilecity.art.colours import BUILDING_STYLES, CURRENCY_STYLES
from gui.games.tilecity.art.symbols import building_symbol_path, currency_symbol_path


def _icon_pixmap(size: int) -> QPixmap:
    # Drawn at twice the logical size and tagged so, for crisp HiDPI; the painter then works in
    # logical pixels because QPainter honours the pixmap's device pixel ratio.
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


def building_icon(type_id: str, size: int) -> QIcon:
    """A small rounded tile of ``type_id`` (colour plus symbol) for logs and score tables."""
    style = BUILDING_STYLES[type_id]
    pixmap = _icon_pixmap(size)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    rect = QRectF(0.5, 0.5, size - 1.0, size - 1.0)
    painter.setPen(make_pen(style.dark, max(1.0, size * 0.06)))
    painter.setBrush(style.fill)
    painter.drawRoundedRect(rect, size * 0.16, size * 0.16)
    painter.fillPath(building_symbol_path(type_id, square_in(rect, 0.86)), style.ink)
    painter.end()
    return QIcon(pixmap)


def currency_icon(currency_id: str, size: int) -> QIcon:
    """The currency's symbol in its colour with a dark outline, for logs and score tables."""
    style = CURRENCY_STYLES[currency_id]
    pixmap = _icon_pixmap(size)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    pen_w = max(1.0, size * 0.07)
    rect = QRectF(pen_w, pen_w, size - 2 * pen_w, size - 2 * pen_w)
    path = currency_symbol_path(currency_id, rect)
    painter.fillPath(path, style.fill)
    painter.strokePath(path, make_pen(style.dark, pen_w))
    painter.end()
    return QIcon(pixmap)
