"""The view of a table scene: fits the scene on resize, zooms, renders smoothly on HiDPI."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

ZOOM_STEP = 1.25
ZOOM_RANGE = (1.0, 4.0)  # relative to "fit": never smaller than the whole table


class BoardView(QGraphicsView):
    """Shows a whole table fitted to the window; the player can zoom in and back to fit."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.zoom = 1.0
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)

    def fit(self) -> None:
        """Show the whole table again."""
        self.zoom = 1.0
        self._apply_zoom()

    def zoom_in(self) -> None:
        """Enlarge around the mouse (or the centre)."""
        self.zoom = min(ZOOM_RANGE[1], self.zoom * ZOOM_STEP)
        self._apply_zoom()

    def zoom_out(self) -> None:
        """Shrink, down to the fitted view."""
        self.zoom = max(ZOOM_RANGE[0], self.zoom / ZOOM_STEP)
        self._apply_zoom()

    def _apply_zoom(self) -> None:
        rect: QRectF = self.sceneRect()
        if rect.isEmpty() or self.viewport().width() < 2:
            return
        self.resetTransform()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom != 1.0:
            self.scale(self.zoom, self.zoom)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._apply_zoom()

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom_in() if event.angleDelta().y() > 0 else self.zoom_out()
            event.accept()
            return
        super().wheelEvent(event)
