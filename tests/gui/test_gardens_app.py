"""The Gardens driven like a player: the first tile's inner spaces, dragging a tile and turning it
with the wheel, the click path with the turn buttons, a refused drop in player words, the preview
of a building a tile would finish, and a whole game to the final standings."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gui.dialogs.setup_model import GameSetup, SeatSetup
from gui.games.gardens.turn_chip import CLOCKWISE
from tests.helpers.gui import centre, click_scene, drag_scene

INNER = {("space", r, c) for r in range(1, 5) for c in range(1, 5)}


def start(window, qtbot, params=None, kinds=("human", "computer"), seed=3):
    seats = [SeatSetup(name, colour, kind, None if kind == "human" else "random")
             for name, colour, kind in zip(("Ana", "Ben", "Cid", "Dee"), ("red", "blue", "green", "yellow"), kinds)]
    window.start_game(GameSetup("gardens", seats, params or {}), seed=seed)
    qtbot.waitUntil(lambda: window.session.waiting_for_human(), timeout=10_000)


def hand_tile(window):
    table = window.table
    return table.tiles[table._hand_shown[0]]


def placed(window, tile: str) -> dict | None:
    view = window.session.state.player_view(0)
    return next((g for g in view["gardens"] if g["tile"] == tile), None)


def test_the_first_tile_lights_the_sixteen_inner_spaces(window, qtbot):
    """Before any tile is laid only the inner block is open, turned either way."""
    start(window, qtbot)
    table = window.table
    tile = hand_tile(window).key
    assert set(table.legal_targets(tile)) == INNER
    table.piece_turned(hand_tile(window), False, 1)
    assert set(table.legal_targets(tile)) == INNER
    assert "16 inner spaces" in table.status_line(["Ana", "Ben"])


def test_a_tile_dragged_and_turned_with_the_wheel_is_laid_as_shown(window, qtbot):
    """Press, move onto a lit space, one wheel notch down (a quarter clockwise), release."""
    start(window, qtbot)
    table, view = window.table, window.view
    item = hand_tile(window)
    tile = item.key
    target = table.board.slots[("space", 2, 3)]
    viewport = view.viewport()
    a, b = view.mapFromScene(centre(item)), view.mapFromScene(centre(target))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 9):
        pos = a + (b - a) * (i / 8)
        QApplication.sendEvent(viewport, QMouseEvent(QEvent.Type.MouseMove, QPointF(pos), QPointF(viewport.mapToGlobal(pos)),
                                                     Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton,
                                                     Qt.KeyboardModifier.NoModifier))
    assert table.preview_item.isVisible()  # the tile is shown in place before the drop
    zoom = view.transform().m11()
    wheel = QWheelEvent(QPointF(b), QPointF(viewport.mapToGlobal(b)), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewport, wheel)
    assert view.transform().m11() == zoom  # the wheel turned the tile instead of zooming
    assert item.rotation == 1
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    garden = placed(window, tile)
    assert garden == {"row": 2, "col": 3, "tile": tile, "rotation": 1}


def test_the_click_path_with_the_turn_buttons(window, qtbot):
    """Click the tile, turn it twice with the clockwise button, click a lit space."""
    start(window, qtbot)
    table = window.table
    item = hand_tile(window)
    tile = item.key
    click_scene(window, centre(item))
    assert table.picked == tile and all(slot.highlight for key, slot in table.board.slots.items() if key in INNER)
    for _ in range(2):
        click_scene(window, centre(table.chips[("turn", tile, CLOCKWISE)]))
    assert item.rotation == 2
    click_scene(window, centre(table.board.slots[("space", 3, 3)]))
    assert placed(window, tile) == {"row": 3, "col": 3, "tile": tile, "rotation": 2}


def test_a_drop_on_the_outer_ring_first_is_refused_in_player_words(window, qtbot):
    """The first tile dropped on a corner space springs back and the status line says why."""
    start(window, qtbot)
    table = window.table
    item = hand_tile(window)
    origin = item.pos()
    messages: list[str] = []
    table.status.connect(messages.append)
    drag_scene(window, centre(item), centre(table.board.slots[("space", 0, 0)]))
    qtbot.waitUntil(lambda: not window.animator.is_running(), timeout=5_000)
    assert item.pos() == origin and window.session.state.placed == 0
    assert "16 inner spaces" in messages[-1]


def test_pointing_at_a_space_shows_who_a_finished_building_goes_to(window, qtbot):
    """With a tile picked, a lit space whose tile would finish a building shows a bubble over it
    and says the score, as the engine computes it."""
    start(window, qtbot, kinds=("human", "human"))
    session, table = window.session, window.table
    # Lay tiles until some placement of the player to move would finish a building.
    while True:
        state = session.state
        finishing = [a for a in state.legal_actions("place")
                     if any(e.kind == "scored" for e in state.clone().apply(a))]
        if finishing:
            break
        session.apply(state.legal_actions("place")[0])
        table.set_viewer(session.state.current_player)
    action = finishing[0]
    table.set_viewer(session.state.current_player)
    table.piece_clicked(table.tiles[action.tile])
    table.rotations[action.tile] = action.rotation
    table.tiles[action.tile].set_rotation(action.rotation)
    table._refresh_interaction()
    messages: list[str] = []
    table.status.connect(messages.append)
    table.space_hovered(("space", action.row, action.col), True)
    assert table.preview_item.isVisible() and table.preview_item.bubbles
    assert messages and ("scores" in messages[-1] or "nobody" in messages[-1])


def test_a_whole_game_ends_with_the_standings(window, qtbot):
    """Thirty-six tiles later every building is finished and one end screen shows the standings."""
    from gui.dialogs.end_of_game import EndOfGameDialog

    start(window, qtbot, kinds=("human", "computer", "computer"))
    session = window.session
    while not session.state.is_terminal:
        qtbot.waitUntil(lambda: session.waiting_for_human() or session.state.is_terminal, timeout=10_000)
        if not session.state.is_terminal:
            session.apply(session.state.legal_actions("place")[0])
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.open_dialogs), timeout=5_000)
    screens = [d for d in window.open_dialogs if d.isVisible()]
    assert len(screens) == 1 and isinstance(screens[0], EndOfGameDialog)
    view = window.table.view
    assert all(b["finished"] for b in view["buildings"]) and len(view["gardens"]) == 36
    assert window.scores.summary.text().startswith("Buildings finished: 49 of 49")
