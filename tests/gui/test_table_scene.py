"""The shared table scene on its own: mouse events sent to the scene become clicks, drags and
drops handed to a stand-in table, which records them. With no view, a pixel is a scene unit."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSizeF, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent  # noqa: E402

from gui.scene.animator import Animator  # noqa: E402
from gui.scene.items import PieceItem, SlotItem  # noqa: E402
from gui.scene.layers import Layer  # noqa: E402
from gui.scene.table_scene import TableScene  # noqa: E402

GOAL = QRectF(300, 0, 100, 100)  # in scene units, as is every point here


class RecordingTable(QObject):
    """Implements the table side of the gestures by writing each call down."""

    def __init__(self) -> None:
        super().__init__()
        self.animator = Animator(speed=0)
        self.calls: list[tuple] = []
        self.z_while_dragging: float | None = None

    def drag_started(self, item):
        self.z_while_dragging = item.zValue()
        self.calls.append(("started", item.key))

    def drag_targets(self):
        return {"goal": GOAL}

    def drag_over(self, item, key):
        self.calls.append(("over", key))

    def drag_ended(self, item, key, origin):
        self.calls.append(("ended", key, origin))

    def piece_clicked(self, item):
        self.calls.append(("clicked", item.key))

    def piece_double_clicked(self, item):
        self.calls.append(("double", item.key))

    def slot_clicked(self, key):
        self.calls.append(("slot", key))

    def clear_selection(self):
        self.calls.append(("clear",))


@pytest.fixture
def table_scene(qapp):
    table = RecordingTable()
    scene = TableScene(table, QRectF(0, 0, 400, 200))
    piece = PieceItem("tile", QSizeF(50, 50), lambda painter, rect: None)
    piece.set_flags(draggable=True, clickable=True)
    scene.addItem(piece)
    slot = SlotItem("goal", GOAL)
    slot.set_highlight(1)
    scene.addItem(slot)
    return table, scene, piece


def send(scene: TableScene, kind: QEvent.Type, point: QPointF) -> None:
    """One left-button mouse event at ``point``, as a view would deliver it to the scene."""
    event = QGraphicsSceneMouseEvent(kind)
    event.setScenePos(point)
    event.setButton(Qt.MouseButton.NoButton if kind == QEvent.Type.GraphicsSceneMouseMove else Qt.MouseButton.LeftButton)
    event.setButtons(Qt.MouseButton.NoButton if kind == QEvent.Type.GraphicsSceneMouseRelease else Qt.MouseButton.LeftButton)
    QApplication.sendEvent(scene, event)


def press_move_release(scene: TableScene, start: QPointF, end: QPointF, steps: int = 8) -> None:
    send(scene, QEvent.Type.GraphicsSceneMousePress, start)
    for i in range(1, steps + 1):
        send(scene, QEvent.Type.GraphicsSceneMouseMove, start + (end - start) * (i / steps))
    send(scene, QEvent.Type.GraphicsSceneMouseRelease, end)


def test_a_press_that_barely_moves_is_a_click(table_scene):
    table, scene, piece = table_scene
    press_move_release(scene, QPointF(25, 25), QPointF(26, 25), steps=1)
    assert table.calls == [("clicked", "tile")]
    assert piece.pos() == QPointF(0, 0)


def test_a_drag_lifts_the_piece_marks_the_target_and_drops_on_it(table_scene):
    table, scene, piece = table_scene
    press_move_release(scene, QPointF(25, 25), GOAL.center())
    assert table.calls[0] == ("started", "tile")
    assert table.z_while_dragging == Layer.DRAGGING
    assert [c for c in table.calls if c[0] == "over"] == [("over", "goal")]  # told once, on entering
    assert table.calls[-1] == ("ended", "goal", QPointF(0, 0))
    assert piece.zValue() == Layer.PIECES  # back in its band once dropped


def test_a_lit_slot_takes_a_press_and_empty_felt_clears_the_picks(table_scene):
    table, scene, _piece = table_scene
    for point in (GOAL.center(), QPointF(150, 150)):
        send(scene, QEvent.Type.GraphicsSceneMousePress, point)
        send(scene, QEvent.Type.GraphicsSceneMouseRelease, point)
    assert table.calls == [("slot", "goal"), ("clear",)]
