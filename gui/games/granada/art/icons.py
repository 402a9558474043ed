"""Small icons of Granada's building types, for score tables, logs and dialogs."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap

from gui.art.shapes import make_pen, square_in
from gui.games.granada.art.palette import (
    GRANADA_STYLES,
    TERRACOTTA_DARK,
    canonical_type,
)
from gui.games.granada.art.symbols import granada_symbol_path


def granada_building_icon(type_id: str, size: int) -> QIcon:
    """A small square of ``type_id``'s colour with its symbol, rimmed in terracotta."""
    style = GRANADA_STYLES[canonical_type(type_id)]
    # Drawn at twice the logical size and tagged so, for crisp HiDPI.
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    pen_w = max(1.0, size * 0.08)
    rect = QRectF(pen_w / 2, pen_w / 2, size - pen_w, size - pen_w)
    painter.setPen(make_pen(TERRACOTTA_DARK, pen_w, join=Qt.PenJoinStyle.MiterJoin))
    painter.setBrush(style.fill)
    painter.drawRoundedRect(rect, size * 0.06, size * 0.06)
    painter.fillPath(granada_symbol_path(type_id, square_in(rect, 0.9)), style.ink)
    painter.end()
    return QIcon(pixmap)
