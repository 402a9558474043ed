"""The view of a table scene: fits the scene on resize, zooms, renders smoothly on HiDPI."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QStyle, QWidget

ZOOM_STEP = 1.25
ZOOM_RANGE = (1.0, 4.0)  # relative to "fit": never smaller than the whole table
WHEEL_NOTCH = 120  # angle-delta units of one notch of a mouse wheel (Qt: eighths of a degree)
FIT_SLACK = 1.0  # pixels kept free at a fit, so rounding never makes the table a pixel too big
MIN_CAPITAL_PX = 5.0  # the smallest capital letter a player can still read (about a 7-pixel font)


def fit_scale(scene_width: float, scene_height: float, room: QSize, bar_extent: int, zoom: float,
              floor: float = 0.0) -> float:
    """The scale that shows a scene at ``zoom`` times "fit" in ``room``, the viewport without scroll bars.

    At zoom 1 the whole scene fits ``room`` and no scroll bar is needed. Zoomed, scroll bars will
    show, so the fit is taken in ``room`` less both bars. Either way the scale depends on the outer
    size alone, never on which bars happen to be visible: a scroll bar coming or going cannot
    change the scale, so it cannot make itself go or come back.

    The scale never falls below ``floor``, the smallest at which the table's text stays readable:
    in a small window the table scrolls rather than shrink past it.
    """
    reserve = 0 if zoom <= ZOOM_RANGE[0] else bar_extent
    width = max(1.0, room.width() - reserve - FIT_SLACK)
    height = max(1.0, room.height() - reserve - FIT_SLACK)
    return max(floor * zoom, min(width / scene_width, height / scene_height) * zoom)


def readable_scale(smallest_capital: float) -> float:
    """The smallest scale at which a capital letter ``smallest_capital`` scene units high stays readable."""
    return MIN_CAPITAL_PX / smallest_capital if smallest_capital > 0 else 0.0


class BoardView(QGraphicsView):
    """Shows a whole table fitted to the window; the player can zoom in and back to fit."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.zoom = 1.0
        self.min_scale = 0.0  # pixels per scene unit below which the table's text would be unreadable
        self._wheel_units = 0  # wheel movement not yet turned into a zoom step
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)

    def set_min_scale(self, scale: float) -> None:
        """Never show the table smaller than ``scale`` pixels per scene unit (it scrolls instead)."""
        self.min_scale = scale
        self._apply_zoom()

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
        if self.zoom < ZOOM_RANGE[0] * 1.001:
            self.zoom = ZOOM_RANGE[0]  # repeated division drifts: land on fit exactly
        self._apply_zoom()

    def _apply_zoom(self) -> None:
        rect = self.sceneRect()
        room = self.maximumViewportSize()
        if rect.isEmpty() or room.width() < 2 or room.height() < 2:
            return
        extent = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        scale = fit_scale(rect.width(), rect.height(), room, extent, self.zoom, self.min_scale)
        if self.transform() == QTransform.fromScale(scale, scale):
            return  # already there: setting it again would only move the view under the mouse
        # One transform change, so the view anchors it once: under the mouse, or at the centre.
        self.setTransform(QTransform.fromScale(scale, scale))

    def resizeEvent(self, event) -> None:
        # Scroll bars coming and going resize the viewport too; the scale ignores them (see
        # fit_scale), so only a change of the outer size refits.
        super().resizeEvent(event)
        self._apply_zoom()

    def focusNextPrevChild(self, next: bool) -> bool:
        # Tab walks through the table's pieces and never leaves the table for the docks.
        scene = self.scene()
        if scene is not None and hasattr(scene, "focus_next"):
            scene.focus_next(next)
            return True
        return super().focusNextPrevChild(next)

    def keyPressEvent(self, event) -> None:
        # Space does to the piece the keyboard is on what a click would do.
        scene = self.scene()
        if event.key() == Qt.Key.Key_Space and scene is not None and hasattr(scene, "activate_focused"):
            scene.activate_focused()
            event.accept()
            return
        if event.key() in (Qt.Key.Key_F, Qt.Key.Key_R) and scene is not None and hasattr(scene, "turn_piece"):
            # Shows a two-faced piece's other face (Granada's bought tiles), or turns a piece
            # round a quarter (a garden tile; with Shift, the other way).
            back = event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            scene.turn_piece(step=-1 if back else 1)
            event.accept()
            return
        super().keyPressEvent(event)

    def wheelEvent(self, event) -> None:
        # The wheel zooms around the mouse, as on a map; with Shift or Alt it scrolls instead.
        if event.modifiers() & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.AltModifier):
            super().wheelEvent(event)
            return
        # Touchpads send many small steps: one zoom step per notch of a mouse wheel (120 units).
        self._wheel_units += event.angleDelta().y()
        scene = self.scene()
        while abs(self._wheel_units) >= WHEEL_NOTCH:
            step_in = self._wheel_units > 0
            self._wheel_units -= WHEEL_NOTCH if step_in else -WHEEL_NOTCH
            # While a garden tile is dragged the wheel turns it (down: clockwise) instead of zooming.
            if scene is not None and hasattr(scene, "wheel_turn") and scene.wheel_turn(-1 if step_in else 1):
                continue
            self.zoom_in() if step_in else self.zoom_out()
        event.accept()
