"""Pictures of pieces rendered once per device size and shared, so a rescaled piece is a blit.

A piece that changes scale loses Qt's own item cache (DeviceCoordinateCache keeps one pixmap
per item, for one transform). Pieces go back and forth between a few sizes (the big city, a
side city, the market), so this cache keys pictures by what they show and their size in
device pixels, and repaints a piece only at a size it has never had.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache, QTransform

CACHE_LIMIT_KB = 64 * 1024  # Qt's default (10 MB) holds too few tile pictures at large zooms
_RENDER_HINTS = (QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                 | QPainter.RenderHint.SmoothPixmapTransform)

QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), CACHE_LIMIT_KB))


def draw_cached(painter: QPainter, bounds: QRectF, look: Hashable, paint: Callable[[QPainter], None]) -> bool:
    """Draw the picture ``look`` (painted by ``paint`` in item units within ``bounds``) from the
    cache, rendering it first if needed. False, having drawn nothing, if the painter's transform
    rotates or shears (then the caller paints directly)."""
    world = painter.worldTransform()
    if world.type().value > QTransform.TransformationType.TxScale.value:
        return False
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    sx, sy = world.m11() * ratio, world.m22() * ratio  # device pixels per item unit
    if sx <= 0 or sy <= 0:
        return False
    width, height = math.ceil(bounds.width() * sx), math.ceil(bounds.height() * sy)
    if width <= 0 or height <= 0 or width * height > 4096 * 4096:
        return False
    key = f"piece|{look!r}|{round(sx, 3)}|{round(sy, 3)}|{ratio}"
    pixmap = QPixmapCache.find(key)
    if pixmap is None or pixmap.isNull():
        pixmap = QPixmap(width, height)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        inner = QPainter(pixmap)
        inner.setRenderHints(_RENDER_HINTS)
        inner.scale(sx / ratio, sy / ratio)  # the painter works in logical pixels of the pixmap
        inner.translate(-bounds.left(), -bounds.top())
        paint(inner)
        inner.end()
        QPixmapCache.insert(key, pixmap)
    # Blit on whole device pixels, as Qt's own item cache does: a picture drawn at a fractional
    # offset would be resampled and look soft.
    corner = world.map(bounds.topLeft())
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF(round(corner.x() * ratio) / ratio, round(corner.y() * ratio) / ratio), pixmap)
    painter.restore()
    return True


def paint_cached(painter: QPainter, bounds: QRectF, look: Hashable, paint: Callable[[QPainter], None]) -> None:
    """Draw the picture ``look`` from the cache (see draw_cached), or paint it directly where the
    cache cannot serve (a rotated or sheared painter, a huge picture)."""
    if not draw_cached(painter, bounds, look, paint):
        paint(painter)
