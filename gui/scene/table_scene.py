"""The mouse on a game table: press, drag past a threshold, drop or spring back, and click.

The scene owns the mechanics of a gesture, the same in every game: which item a press takes,
when a press becomes a drag, lifting the piece, the target under it and where it lands. What a
gesture means (the legal targets, the action a drop plays, what a click picks) belongs to the
game's table, reached through the hooks of :class:`TableGestures`.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from gui.art import palette
from gui.scene.animator import Animator
from gui.scene.drag import resolve_drop
from gui.scene.items import PieceItem, SlotItem
from gui.scene.layers import Layer
from gui.scene.marks import MarkKind, Marks

SCENE_MARGIN = 20.0  # scene units of felt around the table, so panel frames never touch the view's edge
READING_ROW = 50.0  # scene units: pieces whose tops are this close are one row for the keyboard


class TableGestures(Protocol):
    """What a table scene hands its gestures to: the game's table, which owns their meaning."""

    animator: Animator

    def drag_started(self, item: PieceItem) -> None:
        """A piece was lifted: light the places it may go."""

    def drag_targets(self) -> Mapping[Hashable, QRectF]:
        """The lit drop targets of the piece being dragged, in scene units."""

    def drag_over(self, item: PieceItem, key: Hashable | None) -> None:
        """The target under the dragged piece changed (None: it is over none)."""

    def drag_ended(self, item: PieceItem, key: Hashable | None, origin: QPointF) -> None:
        """The piece was dropped on target ``key`` (None: on none); refused, it goes back to ``origin``."""

    def piece_clicked(self, item: PieceItem) -> None:
        """A piece was pressed and released without dragging."""

    def piece_double_clicked(self, item: PieceItem) -> None:
        """A piece was double-clicked."""

    def slot_clicked(self, key: Hashable) -> None:
        """A lit slot was pressed."""

    def clear_selection(self) -> None:
        """A press on nothing usable: forget every pick."""

    def piece_turned(self, item: PieceItem | None, dragging: bool, step: int = 1) -> None:
        """A right-click, F or R on a piece, or the wheel while dragging it (None: on none;
        ``dragging``: the piece being dragged; ``step`` +1 or -1: which way a piece that turns
        round goes, clockwise first)."""


class TableScene(QGraphicsScene):
    """A game table's scene: turns the mouse into drags and clicks and hands them to the table."""

    # Whether the mouse wheel turns the piece being dragged (a garden tile) instead of zooming.
    wheel_turns_dragged = False

    def __init__(self, table: TableGestures, rect: QRectF) -> None:
        super().__init__(table)  # the table, a QObject, owns its scene
        self.table = table
        self.setSceneRect(rect.adjusted(-SCENE_MARGIN, -SCENE_MARGIN, SCENE_MARGIN, SCENE_MARGIN))
        self.setBackgroundBrush(palette.TABLE_BACKGROUND)
        self._press: tuple[QGraphicsItem, QPointF, QPointF] | None = None  # item, press point, item start
        self._dragging = False
        self._resting_z = 0.0  # the dragged piece's z before it was lifted
        self._over: Hashable | None = None  # the target under the dragged piece
        self.marks = Marks(self)
        self._focused: QGraphicsItem | None = None  # the piece or slot the keyboard is on

    # ----- hooks a game's scene may override -------------------------------------------------

    def is_usable(self, item: QGraphicsItem) -> bool:
        """Whether a press may take ``item``: a piece that may be dragged or clicked, or a lit slot."""
        if isinstance(item, PieceItem):
            return item.draggable or item.clickable
        return isinstance(item, SlotItem) and bool(item.highlight)

    def press_item_at(self, point: QPointF) -> QGraphicsItem | None:
        """The item a press at ``point`` (scene units) takes: the topmost usable one."""
        return next((item for item in self.items(point) if self.is_usable(item)), None)

    def double_click_piece_at(self, point: QPointF) -> PieceItem | None:
        """The piece a double-click at ``point`` (scene units) goes to, if any."""
        item = self.press_item_at(point)
        return item if isinstance(item, PieceItem) else None

    def button_released(self, item: QGraphicsItem, point: QPointF) -> None:
        """A press on a usable item that is neither piece nor slot (a button) ended at ``point``."""

    # ----- the keyboard ---------------------------------------------------------------------------

    def _usable_in_reading_order(self) -> list[QGraphicsItem]:
        items = [item for item in self.items() if item.isVisible() and self.is_usable(item)]
        return sorted(items, key=lambda item: (round(item.sceneBoundingRect().top() / READING_ROW),
                                               item.sceneBoundingRect().left()))

    def focus_next(self, forward: bool = True) -> QGraphicsItem | None:
        """Tab: put the keyboard on the next usable piece or lit slot, in reading order."""
        usable = self._usable_in_reading_order()
        if not usable:
            self.set_focused(None)
            return None
        if self._focused in usable:
            index = (usable.index(self._focused) + (1 if forward else -1)) % len(usable)
        else:
            index = 0 if forward else len(usable) - 1
        self.set_focused(usable[index])
        return self._focused

    def set_focused(self, item: QGraphicsItem | None) -> None:
        """Put the keyboard's ring on ``item`` (None: on nothing)."""
        self._focused = item
        self.refresh_focus()
        if item is not None:
            for view in self.views():
                view.ensureVisible(item.sceneBoundingRect(), 20, 20)

    def focused(self) -> QGraphicsItem | None:
        """The piece or slot the keyboard is on, while it is still usable."""
        item = self._focused
        if item is None or item.scene() is not self or not item.isVisible() or not self.is_usable(item):
            return None
        return item

    def refresh_focus(self) -> None:
        """Redraw the keyboard's ring where its piece is now (gone if the piece is no longer usable)."""
        item = self.focused()
        self.marks.show(MarkKind.FOCUS, [] if item is None else [item.sceneBoundingRect()])

    def activate_focused(self) -> bool:
        """Space: do what a click on the keyboard's piece or slot would do."""
        item = self.focused()
        if item is None or self.table.animator.is_running():
            return False
        if isinstance(item, SlotItem):
            self.table.slot_clicked(item.key)
        elif isinstance(item, PieceItem):
            self.table.piece_clicked(item)
        else:
            self.button_released(item, item.sceneBoundingRect().center())
        self.refresh_focus()
        return True

    # ----- the gesture ------------------------------------------------------------------------------

    def view_scale(self) -> float:
        """Pixels per scene unit in the first view (for pixel thresholds)."""
        views = self.views()
        return views[0].transform().m11() if views else 1.0

    def turn_piece(self, item: QGraphicsItem | None = None, step: int = 1) -> None:
        """A right-click, F or R: ask the table to turn the piece being dragged (show its other
        face, or turn it round by ``step`` quarters), else ``item`` (the piece under the mouse),
        else the piece under the keyboard's ring."""
        if self._dragging and self._press is not None:
            self.table.piece_turned(self._press[0], True, step)
            return
        target = item if isinstance(item, PieceItem) else self.focused()
        self.table.piece_turned(target if isinstance(target, PieceItem) else None, False, step)

    def wheel_turn(self, step: int) -> bool:
        """The wheel moved a notch while a piece is dragged: turn it if this table's pieces turn
        with the wheel. Whether the notch was used (else the view zooms)."""
        if not (self.wheel_turns_dragged and self._dragging and self._press is not None):
            return False
        self.table.piece_turned(self._press[0], True, step)
        return True

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.turn_piece(next((i for i in self.items(event.scenePos()) if isinstance(i, PieceItem)), None))
            event.accept()
            return
        # Pieces glide to places the engine computed; a press meanwhile would act on stale ones.
        if event.button() != Qt.MouseButton.LeftButton or self.table.animator.is_running():
            return
        self._press = None
        self._dragging = False
        item = self.press_item_at(event.scenePos())
        if isinstance(item, SlotItem):
            self.table.slot_clicked(item.key)
        elif item is not None:
            self._press = (item, event.scenePos(), item.pos())
        else:
            self.table.clear_selection()
        # Accepted and not passed on: no item grabs the mouse, so every move comes back here.
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            # Qt's default sends hover events to items (buttons, cells) while no button is down.
            super().mouseMoveEvent(event)
            return
        item, start, origin = self._press
        if not isinstance(item, PieceItem):
            return
        if not self._dragging:
            distance = (event.scenePos() - start).manhattanLength()
            # The platform's drag distance, converted from pixels to scene units.
            threshold = QApplication.startDragDistance() / max(0.01, self.view_scale())
            if not item.draggable or distance < threshold:
                return
            self._dragging = True
            self._resting_z = item.zValue()
            self._over = None
            item.setZValue(Layer.DRAGGING)
            self.table.drag_started(item)
        item.setPos(origin + event.scenePos() - start)
        over = resolve_drop(item.sceneBoundingRect(), self.table.drag_targets())
        if over != self._over:
            self._over = over
            self.table.drag_over(item, over)

    def cancel_gesture(self) -> None:
        """Escape: a piece being dragged goes back where it came from, and every pick is forgotten."""
        if self._press is not None:
            item, _start, origin = self._press
            self._press = None
            if self._dragging:
                self._dragging = False
                self._over = None
                item.setZValue(self._resting_z)
                self.table.animator.move_all([(item, origin)])
        self.table.clear_selection()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        item, _start, origin = self._press
        self._press = None
        if self._dragging:
            self._dragging = False
            item.setZValue(self._resting_z)
            key = resolve_drop(item.sceneBoundingRect(), self.table.drag_targets())
            self._over = None
            self.table.drag_ended(item, key, origin)
        elif isinstance(item, PieceItem):
            self.table.piece_clicked(item)
        else:
            self.button_released(item, event.scenePos())

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # Not Qt's default, which would hand the double-click to the items like a press.
        item = self.double_click_piece_at(event.scenePos())
        if item is not None:
            self.table.piece_double_clicked(item)
