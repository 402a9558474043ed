"""The window around the table: its title, rules from the start page, Save As names, the wheel."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QWheelEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QFileDialog, QTextBrowser  # noqa: E402

from gui.dialogs.setup_model import GameSetup, SeatSetup  # noqa: E402


def start(window, game="alhambra"):
    seats = [SeatSetup("Ana", "red", "human"), SeatSetup("Bot", "blue", "computer", "random")]
    window.start_game(GameSetup(game, seats, {}), seed=7)


def test_title_names_the_game_and_whose_turn(window, qtbot):
    """The title says which game runs and who is to play; back on the start page it is the app's."""
    start(window)
    qtbot.waitUntil(window.session.waiting_for_human, timeout=10_000)
    assert window.windowTitle().startswith("Alhambra — Ana to play")
    window.close_game()
    assert window.windowTitle() == "Alcazaba"


def test_rules_can_be_read_from_the_start_page(window):
    """Help > Rules works before any game, for the game chosen in the list."""
    assert window.act_rules.isEnabled()
    window.start_page.choose_game("alcazar")
    window.show_rules()
    browser = window.open_dialogs[-1].findChild(QTextBrowser)
    assert "Alcazar" in window.open_dialogs[-1].windowTitle() and browser.toPlainText().strip()


def test_closing_a_game_clears_its_log_and_hides_the_docks(window, qtbot):
    """The start page shows no log or scores of the game put away."""
    start(window)
    qtbot.waitUntil(window.session.waiting_for_human, timeout=10_000)
    assert window.log.count() >= 1 and window.log_dock.isVisible()
    window.close_game()
    assert window.log.count() == 0
    assert not window.log_dock.isVisible() and not window.scores_dock.isVisible()


def test_save_as_proposes_a_dated_name_outside_the_data_folder(window, qtbot, monkeypatch):
    """The proposed file is named after the game and the time, in a folder the player knows."""
    proposed = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda parent, title, path, *a, **k: (proposed.append(path), ("", ""))[1])
    start(window)
    window.save_game_as()
    name = os.path.basename(proposed[0])
    assert name.startswith("Alhambra 20") and name.endswith(".alcazaba.yaml")
    assert str(window.data_dir) not in proposed[0]


def test_the_plain_wheel_zooms_the_table(window, qtbot):
    """One notch of the wheel zooms in around the mouse, one back zooms out to fit."""
    start(window)
    viewport = window.view.viewport()
    centre = QPointF(viewport.width() / 2, viewport.height() / 2)

    def notch(delta: int) -> None:
        event = QWheelEvent(centre, QPointF(viewport.mapToGlobal(centre.toPoint())), QPoint(), QPoint(0, delta),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(viewport, event)

    notch(120)
    assert window.view.zoom > 1.0
    notch(-120)
    assert window.view.zoom == 1.0
    notch(60)  # half a notch, as touchpads send: nothing yet
    assert window.view.zoom == 1.0


def finish_game(window, qtbot, game, kinds=("computer", "computer")):
    """A game of computer players played to its end screen."""
    seats = [SeatSetup(f"P{i}", ("red", "blue", "green")[i], kind, "random" if kind == "computer" else None)
             for i, kind in enumerate(kinds)]
    window.start_game(GameSetup(game, seats, {}), seed=9)
    qtbot.waitUntil(lambda: window.session.state.is_terminal, timeout=60_000)


def test_one_end_screen_with_every_scoring_and_a_rematch(window, qtbot):
    """At the end exactly one window is open: standings and a tab per scoring; Rematch deals a
    new game for the same seats and options."""
    from gui.dialogs.end_of_game import EndOfGameDialog

    finish_game(window, qtbot, "alhambra")
    screens = [d for d in window.open_dialogs if d.isVisible()]
    assert len(screens) == 1 and isinstance(screens[0], EndOfGameDialog)
    tabs = screens[0].tabs
    assert tabs.tabText(0) == "Standings" and tabs.count() == 4  # standings + three scoring rounds
    old = window.session
    players, params, seed = [p.to_plain() for p in old.players], dict(old.params), old.seed
    screens[0].rematch_button.click()
    assert window.session is not old
    assert [p.to_plain() for p in window.session.players] == players and window.session.params == params
    assert window.session.seed != seed or window.session.state.history != old.state.history


def test_a_scoring_during_play_pauses_the_computers_until_it_is_read(window, qtbot):
    """With a person at the table, a scoring panel stops the computer players until it closes,
    and panels come one at a time."""
    seats = [SeatSetup("Ana", "red", "human"), SeatSetup("Bot", "blue", "computer", "random")]
    window.start_game(GameSetup("alhambra", seats, {}), seed=5)
    for _ in range(400):
        qtbot.waitUntil(lambda: window._open_panel is not None or window.session.waiting_for_human(), timeout=20_000)
        if window._open_panel is not None:
            break
        legal = window.session.state.legal_actions()
        window.session.apply(next((a for a in legal if a.to_text().startswith("take")), legal[0]))
    assert window._open_panel is not None and window.session.paused
    assert sum(1 for d in window.open_dialogs if d.isVisible()) == 1
    window._open_panel.close()
    assert not window.session.paused or window._open_panel is not None


def test_statistics_count_the_games_played_to_the_end(window, qtbot):
    """A finished game, once put away, counts in Game > Statistics."""
    from gui.dialogs.statistics import StatisticsDialog

    finish_game(window, qtbot, "alcazar")
    window.close_game()
    window.show_statistics()
    dialog = next(w for w in window.findChildren(StatisticsDialog))
    names = {dialog.players_table.item(row, 0).text() for row in range(dialog.players_table.rowCount())}
    assert "Computer (Random)" in names or any("Computer" in n for n in names)
    dialog.close()


def test_escape_forgets_the_picks_and_puts_a_dragged_piece_back(window, qtbot):
    """Escape clears a selection; pressed in the middle of a drag, the piece goes home and
    nothing is played."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtTest import QTest

    from gui.scene.items import PieceItem
    from tests.helpers.gui import centre, click_scene

    start(window)
    qtbot.waitUntil(window.session.waiting_for_human, timeout=10_000)
    table = window.table
    click_scene(window, centre(table.cards[("display", 0)]))
    assert table.picked_display
    window.view.setFocus()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Escape)
    assert not table.picked_display

    window.close_game()
    start(window, "alcazar")
    qtbot.waitUntil(window.session.waiting_for_human, timeout=10_000)
    table = window.table
    card = next(item for item in table.scene.items() if isinstance(item, PieceItem) and item.draggable)
    home, before = card.pos(), window.session.state.clone()
    viewport = window.view.viewport()
    a = window.view.mapFromScene(centre(card))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for step in range(1, 6):
        pos = a + QPoint(-25 * step, -25 * step)
        QApplication.sendEvent(viewport, QMouseEvent(QEvent.Type.MouseMove, QPointF(pos), QPointF(viewport.mapToGlobal(pos)),
                                                     Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    assert table.scene._dragging
    window.cancel_gesture()
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a + QPoint(-125, -125))
    qtbot.waitUntil(lambda: not window.animator.is_running(), timeout=5_000)
    assert card.pos() == home and window.session.state == before


def test_enter_plays_the_prepared_main_action(window, qtbot):
    """A card picked in the display, then Enter: the money is taken."""
    from PySide6.QtTest import QTest

    from tests.helpers.gui import centre, click_scene

    start(window)
    qtbot.waitUntil(window.session.waiting_for_human, timeout=10_000)
    before = len(window.session.state.history)
    assert window.action_bar.main_button() is None  # nothing prepared: Enter does nothing
    click_scene(window, centre(window.table.cards[("display", 0)]))
    assert window.action_bar.main_button() is window.action_bar.button("take")
    window.view.setFocus()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert len(window.session.state.history) == before + 1
    assert window.session.state.history[-1].to_text().startswith("take")


def test_ending_the_turn_has_a_shortcut(window, qtbot):
    """End turn (Alhambra) and Done (Alcazar) answer to Ctrl+E."""
    from PySide6.QtGui import QKeySequence

    for game, key in (("alhambra", "end"), ("alcazar", "done")):
        start(window, game)
        assert window.action_bar.button(key).shortcut() == QKeySequence("Ctrl+E")
        window.close_game()


def test_a_hint_is_suggested_on_the_table_and_kept_in_the_record(window, qtbot):
    """Game > Hint asks the Normal computer player in the background; the suggestion is said
    with a reason and marked on the table until the person acts, and the record notes when the
    hint was asked."""
    from gui.scene.marks import MarkKind

    for game in ("alhambra", "granada", "alcazar"):
        start(window, game)
        qtbot.waitUntil(window.session.waiting_for_human, timeout=10_000)
        moves = len(window.session.state.history)
        window.hint()
        qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint"), timeout=30_000)
        said = window.statusBar().currentMessage()
        assert said.count(".") >= 2  # the move, then why
        assert window.table.scene.marks.rects(MarkKind.HINT)
        assert window.session.record.hints == [moves]
        assert len(window.session.state.history) == moves  # a hint plays nothing
        window.session.apply(window.session.state.legal_actions()[0])
        assert not window.table.scene.marks.rects(MarkKind.HINT)  # answered a question no longer asked
        window.close_game()


def test_what_the_computer_did_is_marked_until_the_person_acts(window, qtbot):
    """Pieces the computer moved carry a mark; the person's own next action clears them."""
    from gui.scene.items import PieceItem

    start(window, "alcazar")

    def marked():
        return [item for item in window.table.scene.items() if isinstance(item, PieceItem) and item.recent]

    for _ in range(30):  # until the computer has moved something on the table
        qtbot.waitUntil(window.session.waiting_for_human, timeout=20_000)
        if marked():
            break
        window.session.apply(window.session.state.legal_actions()[0])
    assert marked()
    window.session.apply(window.session.state.legal_actions()[0])
    assert window.session.actors[-1] == 0  # the computer answers later, from its thread
    assert not marked()
