"""The table by keyboard (Tab, Space, the Move menu), the log pointing at pieces, and a small window."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from gui.dialogs.setup_model import GameSetup, SeatSetup  # noqa: E402
from gui.dock_layout import DOCK_WIDTH, TABBED_BELOW  # noqa: E402
from gui.log_view import EVENT_ROLE  # noqa: E402
from gui.scene.board_view import MIN_CAPITAL_PX  # noqa: E402
from gui.scene.items import CardItem, PieceItem  # noqa: E402
from gui.scene.marks import MarkKind  # noqa: E402


def start(window, game="alhambra", computer="random"):
    seats = [SeatSetup("Ana", "red", "human"), SeatSetup("Bot", "blue", "computer", computer)]
    window.start_game(GameSetup(game, seats, {}), seed=11)


def test_tab_walks_the_pieces_and_space_picks_one(window, qtbot):
    """Tab puts a ring on the table's usable pieces in turn, never on the scores; Space does
    what a click would: here it picks a money card for Take money."""
    start(window)
    qtbot.waitUntil(window.session.waiting_for_human, timeout=10_000)
    window.view.setFocus()
    scene = window.table.scene
    seen = []
    for _ in range(6):
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        seen.append(scene.focused())
        assert window.view.hasFocus()  # the scores table never takes the keyboard
    assert all(item is not None and scene.is_usable(item) for item in seen)
    assert len(set(map(id, seen))) > 1
    assert scene.marks.rects(MarkKind.FOCUS)
    while not (isinstance(scene.focused(), CardItem) and scene.focused().key[0] == "display"):
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert window.table.picked_display
    assert window.action_bar.button("take").isEnabled()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not window.table.picked_display


def test_the_move_menu_names_every_action_and_its_key(window, qtbot):
    """The Move menu lists the action bar's actions and the table's keys, each with its key."""
    start(window)
    qtbot.waitUntil(window.session.waiting_for_human, timeout=10_000)
    texts = [action.text() for action in window.move_menu.actions() if not action.isSeparator()]
    assert any(t.startswith("Take money\t") for t in texts) and any(t.startswith("Buy\t") for t in texts)
    assert any(t.startswith("End turn\t") and "E" in t for t in texts)
    assert any(t.endswith("\tTab") for t in texts) and any(t.endswith("\tSpace") for t in texts)
    tooltip = window.action_bar.button("take").toolTip()
    assert "Ctrl+M" in tooltip or "M" in tooltip.split()[-1]
    window.close_game()
    assert not window.move_menu.menuAction().isVisible()


def test_a_log_line_points_at_its_pieces(window, qtbot):
    """Hovering a log line of a built tile rings that tile on the table; leaving the log clears it."""
    start(window)
    table = window.table
    for _ in range(80):  # play on until some line of the log names a tile on the table
        qtbot.waitUntil(window.session.waiting_for_human, timeout=20_000)
        lines = [window.log.item(row).data(EVENT_ROLE) for row in range(window.log.count())]
        pointing = [event for event in lines if event is not None and table.places_of_event(event)]
        if pointing:
            break
        window.session.apply(window.session.state.legal_actions()[0])
    window.log.pointed.emit(pointing[-1])
    assert table.scene.marks.rects(MarkKind.LOG)
    window.log.pointed.emit(None)
    assert not table.scene.marks.rects(MarkKind.LOG)


def test_money_another_player_took_is_marked(window, qtbot):
    """After the computer takes money, the new cards behind its name and the refilled display
    carry the 'just happened' ring until the person acts."""
    start(window, computer="greedy")
    table = window.table
    session = window.session
    for _ in range(40):
        qtbot.waitUntil(session.waiting_for_human, timeout=20_000)
        took = [e for batch in session.action_events[-4:] for e in batch if e.kind == "money_taken" and e.player == 1]
        if took:
            break
        session.apply(session.state.legal_actions()[0])
    marked = [item for item in table.scene.items() if isinstance(item, CardItem) and item.recent]
    assert any(item.key[0] == "back" for item in marked)
    session.apply(session.state.legal_actions()[0])
    assert not [item for item in table.scene.items() if isinstance(item, PieceItem) and item.recent]


def test_a_small_window_gives_the_table_room_and_keeps_text_readable(window, qtbot):
    """At 800 x 600 the docks shrink to their narrowest and share one tabbed place; the table is
    never drawn so small that its smallest letters fall below a readable size."""
    for game in ("alhambra", "granada", "alcazar"):
        start(window, game)
        window.resize(800, 600)
        qtbot.waitUntil(lambda: window.scores_dock.width() <= DOCK_WIDTH[0] + 4, timeout=5_000)
        assert 600 < TABBED_BELOW and window.dock_layout.tabbed
        assert window.tabifiedDockWidgets(window.scores_dock) == [window.log_dock]
        scale = window.view.transform().m11()
        assert scale * window.table.smallest_capital >= MIN_CAPITAL_PX - 1e-6
        window.resize(1400, 900)
        qtbot.waitUntil(lambda: not window.dock_layout.tabbed, timeout=5_000)
        assert not window.tabifiedDockWidgets(window.scores_dock)
        window.close_game()


def test_parcels_another_player_built_on_are_marked(window, qtbot):
    """On the Alcazar board, the columns the computer built on carry the ring until the person acts."""
    start(window, "alcazar", computer="greedy")
    session, table = window.session, window.table
    built_kinds = {"piece_placed", "castle_founded", "manor_founded"}
    for _ in range(40):
        qtbot.waitUntil(session.waiting_for_human, timeout=20_000)
        built = [e.data["at"] for batch in session.action_events[-3:] for e in batch if e.kind in built_kinds and e.player == 1]
        if built:
            break
        session.apply(session.state.legal_actions()[0])
    ringed = {item.key for item in table.columns.values() if item.recent}
    assert built[-1] in ringed
    session.apply(session.state.legal_actions()[0])
    assert not [item for item in table.columns.values() if item.recent]
