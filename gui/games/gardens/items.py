"""The Gardens' scene items: the board, the buildings, the garden spaces, the garden tiles and
the preview of a placement. Items hold no rules: they paint what the table tells them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.art import palette
from gui.scene.items import PieceItem, SlotItem
from gui.scene.layers import Layer

CORNERS = 4  # a garden space's corners NW, NE, SE, SW, each facing one building


def corners_of(order: Sequence[str], rotation: int) -> tuple[str, ...]:
    """The species at the corners NW, NE, SE, SW of a tile laid with ``rotation`` quarter turns
    (rules 2.5: quarter m goes to corner (m + k) mod 4)."""
    return tuple(order[(corner - rotation) % CORNERS] for corner in range(CORNERS))


class SpaceSlot(SlotItem):
    """A garden space: its octagon, lit when a tile may be laid there."""

    def __init__(self, key: Hashable, rect: QRectF, outline: QPainterPath,
                 paint_fn: Callable[[QPainter, QRectF], None]) -> None:
        super().__init__(key, rect, paint_fn)
        self.outline = QPainterPath(outline)
        self.highlight_fn = self._glow
        self.on_hover: Callable[[Hashable, bool], None] | None = None  # told when the mouse comes and goes
        self.setAcceptHoverEvents(True)

    def hoverEnterEvent(self, event) -> None:
        if self.on_hover is not None:
            self.on_hover(self.key, True)

    def hoverLeaveEvent(self, event) -> None:
        if self.on_hover is not None:
            self.on_hover(self.key, False)

    def shape(self) -> QPainterPath:
        return self.outline

    def _glow(self, painter: QPainter, rect: QRectF, strong: bool) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        glow = QColor(palette.HIGHLIGHT)
        # Bright enough to find at a glance on the dark earth; stronger under the dragged tile.
        glow.setAlpha(140 if strong else 80)
        painter.setBrush(glow)
        painter.setPen(QPen(palette.HIGHLIGHT, rect.width() * (0.07 if strong else 0.045)))
        painter.drawPath(self.outline)
        painter.restore()


class GardenTileItem(PieceItem):
    """A garden tile: ``key`` is its id; it shows its trees turned by ``rotation`` quarters."""

    Type = QGraphicsItem.UserType + 40

    def __init__(self, key: str, size: float, n: int, order: Sequence[str],
                 paint_tile: Callable[[QPainter, QRectF, tuple[str, ...], int], None]) -> None:
        self.n = n
        self.order = tuple(order)
        self.rotation = 0
        self._paint_tile = paint_tile
        super().__init__(key, QSizeF(size, size), self._paint)
        self.look = (self.key, self.rotation, size)

    def type(self) -> int:
        return self.Type

    def corners(self) -> tuple[str, ...]:
        """The species at its corners NW, NE, SE, SW as it lies now."""
        return corners_of(self.order, self.rotation)

    def set_rotation(self, rotation: int) -> None:
        """Turn the tile to ``rotation`` quarters clockwise from its printed position."""
        rotation %= CORNERS
        if rotation != self.rotation:
            self.rotation = rotation
            self.look = (self.key, rotation, self.size.width())
            self.update()

    def set_size(self, size: float) -> None:
        """Resize (a tile in the hand is larger than on the board)."""
        if size != self.size.width():
            self.prepareGeometryChange()
            self.size = QSizeF(size, size)
            self.look = (self.key, self.rotation, size)
            self.update()

    def _paint(self, painter: QPainter, rect: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._paint_tile(painter, rect, self.corners(), self.n)


class PreviewItem(QGraphicsObject):
    """What laying the tile here would do: the tile shown in place, and over each building it would
    finish a bubble saying who scores how much."""

    def __init__(self, paint_tile: Callable[[QPainter, QRectF, tuple[str, ...], int], None]) -> None:
        super().__init__()
        self._paint_tile = paint_tile
        self.tile: tuple[QRectF, tuple[str, ...], int] | None = None
        self.bubbles: list[tuple[QPointF, str, QColor | None]] = []
        self.setZValue(Layer.MARKERS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def show_at(self, tile: tuple[QRectF, tuple[str, ...], int] | None,
                bubbles: list[tuple[QPointF, str, QColor | None]]) -> None:
        """Show the tile in place and the bubbles (centre, words, scorer's colour or None)."""
        self.prepareGeometryChange()
        self.tile, self.bubbles = tile, bubbles
        self.setVisible(tile is not None or bool(bubbles))
        self.update()

    def hide_preview(self) -> None:
        """Show nothing."""
        self.show_at(None, [])

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(20)
        font.setBold(True)
        return font

    def _bubble_rect(self, centre: QPointF, text: str) -> QRectF:
        width = QFontMetricsF(self._font()).horizontalAdvance(text) + 22
        return QRectF(centre.x() - width / 2, centre.y() - 17, width, 34)

    def boundingRect(self) -> QRectF:
        rect = QRectF()
        if self.tile is not None:
            rect = self.tile[0]
        for centre, text, _colour in self.bubbles:
            rect = rect.united(self._bubble_rect(centre, text).adjusted(-4, -4, 4, 4))
        return rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.tile is not None:
            rect, corners, n = self.tile
            painter.setOpacity(0.82)  # a little see-through: it is not laid yet
            self._paint_tile(painter, rect, corners, n)
            painter.setOpacity(1.0)
        painter.setFont(self._font())
        for centre, text, colour in self.bubbles:
            box = self._bubble_rect(centre, text)
            painter.setPen(QPen(QColor("#2b2118"), 2.0))
            painter.setBrush(QColor("#fff7e3") if colour is None else colour)
            painter.drawRoundedRect(box, 12, 12)
            ink = QColor("#2b2118") if colour is None or colour.lightnessF() > 0.55 else QColor("#fffaf0")
            painter.setPen(ink)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
