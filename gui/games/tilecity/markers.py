"""Small pictures on the Alhambra table that are not pieces: vizier tokens and stack counts."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.scene.layers import Layer


class MarkerItem(QGraphicsObject):
    """A picture over the table that shows a fact and its tooltip; it never takes a click."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(rect)
        self.look: Hashable = None  # what the picture shows, so an unchanged one is not repainted
        self._paint_fn: Callable[[QPainter, QRectF], None] | None = None
        self.setZValue(Layer.MARKERS)
        # Clicks go through to the piece underneath (a hut stack under its count).
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def show_look(self, look: Hashable, paint_fn: Callable[[QPainter, QRectF], None]) -> None:
        """Paint with ``paint_fn`` from now on, if ``look`` differs from what is shown."""
        if look != self.look:
            self.look, self._paint_fn = look, paint_fn
            self.update()

    def set_rect(self, rect: QRectF) -> None:
        """Move the picture to ``rect``."""
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)

    def rect(self) -> QRectF:
        """Where the picture is."""
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._paint_fn is not None:
            self._paint_fn(painter, self._rect)
