"""Rings drawn over a table to point at places: the keyboard focus, a hint, a log line's pieces.

A mark belongs to no piece: it is drawn over a scene rectangle, so it can point at a piece, an
empty cell or a whole region alike, and it never changes how the pieces under it are cached.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from gui.art import palette
from gui.scene.layers import Layer

RING_WIDTH = 5.0  # scene units, around a whole tile; smaller pieces get a thinner ring
RING_GAP = 5.0  # scene units between a tile and its ring
TILE_SIZE = 100.0  # scene units: the piece size the ring's width is drawn for


class MarkKind(Enum):
    """Why a place is marked; each kind has a look of its own and can be cleared on its own."""

    FOCUS = "focus"  # the piece the keyboard is on
    HINT = "hint"  # what the hint suggests
    LOG = "log"  # the pieces of the log line under the mouse


_LOOKS: dict[MarkKind, tuple[QColor, Qt.PenStyle, float]] = {
    MarkKind.FOCUS: (QColor("#ffffff"), Qt.PenStyle.DotLine, 1.0),
    MarkKind.HINT: (palette.HINT, Qt.PenStyle.SolidLine, 1.6),
    MarkKind.LOG: (palette.POINTED, Qt.PenStyle.SolidLine, 1.2),
}


class MarkItem(QGraphicsItem):
    """A rounded ring around a scene rectangle."""

    def __init__(self, kind: MarkKind, rect: QRectF) -> None:
        super().__init__()
        self.kind = kind
        # Rings scale with the piece, so one around a small tile in a side city leaves its
        # neighbours visible.
        self._scale = max(0.4, min(1.0, min(rect.width(), rect.height()) / TILE_SIZE))
        gap = RING_GAP * self._scale
        self._rect = rect.adjusted(-gap, -gap, gap, gap)
        self.setZValue(Layer.MARKERS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # a mark never takes a click

    def boundingRect(self) -> QRectF:
        margin = RING_WIDTH * 2
        return self._rect.adjusted(-margin, -margin, margin, margin)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        colour, style, weight = _LOOKS[self.kind]
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = min(self._rect.width(), self._rect.height()) * 0.12
        # A dark under-stroke keeps the ring visible on light tiles and on the felt alike.
        width = RING_WIDTH * weight * self._scale
        painter.setPen(QPen(QColor(0, 0, 0, 110), width + 3 * self._scale))
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setPen(QPen(colour, width, style))
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.restore()


class Marks:
    """The marks shown on one scene, by kind."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self._items: dict[MarkKind, list[MarkItem]] = {}

    def show(self, kind: MarkKind, rects: list[QRectF]) -> None:
        """Mark ``rects`` (scene units) as ``kind``, replacing that kind's earlier marks."""
        self.clear(kind)
        items = [MarkItem(kind, rect) for rect in rects if not rect.isEmpty()]
        for item in items:
            self.scene.addItem(item)
        self._items[kind] = items

    def clear(self, kind: MarkKind) -> None:
        """Take away the marks of ``kind``."""
        for item in self._items.pop(kind, []):
            if item.scene() is self.scene:
                self.scene.removeItem(item)

    def clear_all(self) -> None:
        """Take away every mark."""
        for kind in list(self._items):
            self.clear(kind)

    def rects(self, kind: MarkKind) -> list[QRectF]:
        """The rectangles marked as ``kind`` now (with their gap), in scene units."""
        return [item.sceneBoundingRect() for item in self._items.get(kind, [])]
