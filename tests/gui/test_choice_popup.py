"""The shared choice popup on its own, as another game would use it: a question, pieces to pick up
with their prices, and chips; rebuilt only when the choice changes; chips that take clicks (mouse
and keyboard) and report hovers. Alcazar's use of it is driven in test_alcazar_app.py."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSizeF, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent  # noqa: E402

from gui.scene.animator import Animator  # noqa: E402
from gui.scene.chips import ChipItem, ChipLook, ChipTableScene  # noqa: E402
from gui.scene.choice_popup import (  # noqa: E402
    CHIP_HEIGHT,
    PIECE_BASE,
    POPUP_Z,
    TITLE_ROW,
    UNUSABLE_OPACITY,
    Choice,
    ChoiceChip,
    ChoiceFrameItem,
    ChoiceLook,
    ChoicePopup,
)
from gui.scene.items import PieceItem  # noqa: E402
from gui.scene.layers import Layer  # noqa: E402

CORNER = QPointF(40, 30)  # where every choice stands, in scene units


class Worker(PieceItem):
    """A piece another game might offer: it keeps its price tag, as a priced piece does."""

    def __init__(self, kind: str) -> None:
        super().__init__(("worker", kind), QSizeF(60, 80), lambda painter, rect: None)
        self.price: int | None = None

    def set_price(self, price: int | None) -> None:
        self.price = price


class ChipTable(QObject):
    """The table side of the gestures, writing down chip clicks and hovers."""

    def __init__(self) -> None:
        super().__init__()
        self.animator = Animator(speed=0)
        self.calls: list[tuple] = []

    def chip_clicked(self, key):
        self.calls.append(("chip", key))

    def chip_hovered(self, key, entered):
        self.calls.append(("hover", key, entered))

    def clear_selection(self):
        self.calls.append(("clear",))


LOOK = ChoiceLook(frame=lambda painter, rect, title: None, title_width=lambda text, height: 10.0 * len(text),
                  chip=ChipLook("test chip", lambda painter, rect, text, state: None, lambda text, height: 20.0 * len(text)))
WORKERS = Choice("Place a worker", (ChoiceChip(("done",), "Done", quiet=True),), pieces=("farmer", "mason"), near=(3,))


@pytest.fixture
def popup(qapp):
    table = ChipTable()
    scene = ChipTableScene(table, QRectF(0, 0, 800, 600))
    placed: list[tuple[Choice, QSizeF]] = []

    def place(choice: Choice, size: QSizeF) -> QPointF:
        placed.append((choice, size))
        return CORNER

    shown = ChoicePopup(scene, LOOK, Worker, place, table.chip_hovered)
    yield table, scene, shown, placed
    # Take the items out of the scene before the test's objects become garbage: left to the
    # cyclic collector, the scene (deleting its items) and the items' wrappers could be freed in
    # either order, and freeing an item twice crashes the interpreter.
    shown.show(None)
    for item in scene.items():
        scene.removeItem(item)


def click(scene, point: QPointF) -> None:
    for kind in (QEvent.Type.GraphicsSceneMousePress, QEvent.Type.GraphicsSceneMouseRelease):
        event = QGraphicsSceneMouseEvent(kind)
        event.setScenePos(point)
        event.setButton(Qt.MouseButton.LeftButton)
        event.setButtons(Qt.MouseButton.LeftButton if kind == QEvent.Type.GraphicsSceneMousePress else Qt.MouseButton.NoButton)
        QApplication.sendEvent(scene, event)


def test_a_choice_shows_its_question_pieces_and_chips_where_the_game_places_it(popup):
    _table, scene, shown, placed = popup
    shown.show(WORKERS)
    frame, farmer, mason, done = shown.items
    assert isinstance(frame, ChoiceFrameItem) and frame.title == "Place a worker"
    assert placed == [(WORKERS, shown.size_of(WORKERS))]
    assert frame.rect() == QRectF(CORNER, shown.size_of(WORKERS))
    assert shown.pieces == {"farmer": farmer, "mason": mason}
    # The pieces stand side by side on one line, the chips in a row under them, all on the frame.
    feet = {piece.pos().y() + piece.size.height() for piece in (farmer, mason)}
    assert feet == {CORNER.y() + TITLE_ROW + PIECE_BASE}
    assert farmer.pos().x() < mason.pos().x()
    assert isinstance(done, ChipItem) and done.key == ("done",) and done.quiet and done.rect().height() == CHIP_HEIGHT
    assert done.rect().top() > feet.pop()
    assert float(Layer.MARKERS) < frame.zValue() == POPUP_Z < done.zValue() == farmer.zValue() < float(Layer.ANIMATING)
    assert all(item.scene() is scene for item in shown.items)


def test_the_same_choice_keeps_its_items_and_another_replaces_them(popup):
    _table, scene, shown, placed = popup
    shown.show(WORKERS)
    items = list(shown.items)
    shown.show(Choice("Place a worker", (ChoiceChip(("done",), "Done", quiet=True),), pieces=("farmer", "mason"), near=(3,)))
    assert shown.items == items and len(placed) == 1  # a hovered chip stays hovered across redraws
    shown.show(Choice("Which field?", (ChoiceChip(("field", 1), "North"), ChoiceChip(("field", 2), "South"))))
    assert not any(item.scene() is scene for item in items)
    assert [chip.key for chip in shown.chips] == [("field", 1), ("field", 2)] and shown.pieces == {}
    shown.show(None)
    assert shown.items == [] and not [item for item in scene.items() if isinstance(item, (ChipItem, ChoiceFrameItem))]


def test_an_offered_piece_shows_its_price_and_is_greyed_while_it_cannot_be_taken(popup):
    _table, _scene, shown, _placed = popup
    shown.show(WORKERS)
    shown.offer("farmer", 2, usable=True, selected=True)
    shown.offer("mason", 5, usable=False, selected=False)
    farmer, mason = shown.pieces["farmer"], shown.pieces["mason"]
    assert (farmer.price, farmer.draggable, farmer.clickable, farmer.selected, farmer.opacity()) == (2, True, True, True, 1.0)
    assert (mason.price, mason.draggable, mason.clickable, mason.opacity()) == (5, False, False, pytest.approx(UNUSABLE_OPACITY))


def test_a_chip_takes_a_click_and_the_keyboard_and_reports_hovers(popup):
    table, scene, shown, _placed = popup
    shown.show(Choice("Which field?", (ChoiceChip(("field", 1), "North"), ChoiceChip(("cancel",), "Cancel", quiet=True))))
    north, cancel = shown.chips
    click(scene, north.mapToScene(north.rect().center()))
    north.hoverEnterEvent(None)
    north.hoverLeaveEvent(None)
    assert table.calls == [("chip", ("field", 1)), ("hover", ("field", 1), True), ("hover", ("field", 1), False)]
    table.calls.clear()
    assert scene.focus_next() is north and scene.focus_next() is cancel
    assert scene.activate_focused()
    assert table.calls == [("chip", ("cancel",))]
