"""Nothing a player does is lost: every game keeps its own autosave, damaged files are kept and
offered, a failing disk is reported once and the game goes on, and the log tells the truth."""

from __future__ import annotations

import errno
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

import engine.core.record as record_module  # noqa: E402
from engine.core import GameRecord, default_registry  # noqa: E402
from gui.dialogs.setup_model import GameSetup, SeatSetup  # noqa: E402
from gui.game_store import GameStore  # noqa: E402
from gui.main_window import MainWindow  # noqa: E402
from tests.helpers.gui import open_main_window  # noqa: E402

COLOURS = ("red", "blue", "green", "yellow")


def seats(*kinds: str) -> list[SeatSetup]:
    """Seats of people ("human") and quick computer players ("computer")."""
    names = iter(("Ana", "Bea", "Cid", "Dan"))
    return [SeatSetup(next(names), COLOURS[i], kind, "random" if kind == "computer" else None) for i, kind in enumerate(kinds)]


def play_people(window, qtbot, actions: int, prefer: str = "") -> None:
    """Let the people at the screen play ``actions`` legal actions: the first one whose text starts
    with ``prefer`` if any, else the first legal one."""
    for _ in range(actions):
        qtbot.waitUntil(lambda: window.session.waiting_for_human() or window.session.state.is_terminal, timeout=10_000)
        if window.session.state.is_terminal:
            return
        legal = window.session.state.legal_actions()
        chosen = next((a for a in legal if prefer and a.to_text().startswith(prefer)), legal[0])
        assert window.session.apply(chosen) is None


def settle(window, qtbot) -> None:
    """Wait until no computer player thinks and the autosave is on disk."""
    qtbot.waitUntil(lambda: not window.session.is_thinking() and window.session.autosave_settled(), timeout=10_000)


def saved_paths(window) -> set:
    return {item.data(0, 256) for item in (window.start_page.saved.topLevelItem(i)
                                           for i in range(window.start_page.saved.topLevelItemCount()))}


@pytest.fixture
def answers(monkeypatch):
    """Every question box answers from a list (Yes by default), and records what it asked."""
    asked: list[str] = []
    replies: list = []

    def ask(window, title, text, buttons, default):
        asked.append(text)
        return replies.pop(0) if replies else QMessageBox.StandardButton.Yes

    monkeypatch.setattr(MainWindow, "_ask", ask)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or 0)
    return asked, replies


def test_every_game_keeps_its_own_autosave(window, qtbot, answers):
    """A new game during a game keeps the first one; both are listed and the first continues."""
    window.start_game(GameSetup("alhambra", seats("human", "computer"), {}), seed=11)
    play_people(window, qtbot, 2)
    settle(window, qtbot)
    first_path, first_state = window.session.autosave_path, window.session.state.clone()
    window.start_game(GameSetup("alcazar", seats("human", "computer"), {}), seed=12)
    settle(window, qtbot)
    second_path = window.session.autosave_path
    assert first_path != second_path and first_path.exists() and second_path.exists()
    window.close_game()
    assert saved_paths(window) == {str(first_path), str(second_path)}
    assert window.continue_game(first_path)
    assert window.session.state == first_state


def test_a_finished_game_goes_to_the_history(window, qtbot, answers):
    """A game played to the end leaves the games in progress for the finished ones on close."""
    window.start_game(GameSetup("alhambra", seats("computer", "computer"), {}), seed=3)
    qtbot.waitUntil(lambda: window.session.state.is_terminal, timeout=60_000)
    settle(window, qtbot)
    path = window.session.autosave_path
    window.close_game()
    assert not path.exists()
    finished = window.data_dir / "finished" / path.name
    assert GameRecord.load(finished).replay(default_registry()).is_terminal
    assert saved_paths(window) == set()


def damaged_autosave(tmp_path, qtbot, how: str) -> tuple:
    """A game of 30 actions written to its autosave, then damaged; (path, good bytes, bad bytes)."""
    from tests.helpers.gui import open_main_window as _open

    window = _open(qtbot, tmp_path)
    window.start_game(GameSetup("alhambra", seats("computer", "computer"), {}), seed=5)
    qtbot.waitUntil(lambda: len(window.session.state.history) >= 30, timeout=20_000)
    window.session.paused = True
    settle(window, qtbot)
    path = window.session.autosave_path
    window.close()
    good = path.read_bytes()
    bad = good[:1000] if how == "truncated" else b"\x00garbage\xff" * 50
    path.write_bytes(bad)
    return path, good, bad


@pytest.mark.parametrize("how", ["truncated", "garbage"])
def test_a_damaged_autosave_is_kept_reported_and_offered(qtbot, tmp_path, answers, how):
    """The file is moved aside byte for byte, the player hears about it, and a readable prefix is
    offered; it is never overwritten by the next game."""
    asked, _replies = answers
    path, good, bad = damaged_autosave(tmp_path, qtbot, how)
    window = open_main_window(qtbot, tmp_path)
    window.check_saved_games()
    assert not path.exists()
    kept = list((tmp_path / "data" / "damaged").iterdir())
    assert len(kept) == 1 and kept[0].read_bytes() == bad
    assert asked and "damaged" in asked[0]
    if how == "truncated":
        assert window.session is not None  # the player said yes: the readable part goes on
        moves = len(window.session.state.history)
        full = GameRecord.from_yaml(good.decode()).actions
        assert 0 < moves < len(full) and window.session.record.actions == full[:moves]
    else:
        assert window.session is None
    window.start_game(GameSetup("alhambra", seats("human", "computer"), {}), seed=1)
    play_people(window, qtbot, 1)
    settle(window, qtbot)
    assert kept[0].read_bytes() == bad
    window.close()


def test_a_game_opened_from_a_file_asks_to_save_back(window, qtbot, tmp_path, answers):
    """An opened game autosaves elsewhere; closing it with new moves offers to update its file."""
    asked, replies = answers
    window.start_game(GameSetup("alhambra", seats("human", "computer"), {}), seed=21)
    play_people(window, qtbot, 1)
    settle(window, qtbot)
    mine = tmp_path / "mine.alcazaba.yaml"
    window.session.save(mine)
    window.close_game()
    assert window.load_game(mine)
    before = len(asked)
    assert window.confirm_leave() and len(asked) == before  # nothing new yet: no question
    play_people(window, qtbot, 1)
    settle(window, qtbot)
    replies.append(QMessageBox.StandardButton.Cancel)
    assert not window.close_game()  # cancelled: the game stays on the table
    assert window.session is not None and len(asked) == before + 1
    replies.append(QMessageBox.StandardButton.Save)
    played = window.session.record.actions
    assert window.close_game()
    assert GameRecord.load(mine).actions == played
    assert len(saved_paths(window)) == 2  # the original autosave and the opened game's own


@pytest.mark.parametrize("problem", [errno.ENOSPC, errno.EROFS, errno.EACCES])
def test_a_failing_autosave_warns_once_and_the_game_goes_on(qtbot, tmp_path, answers, monkeypatch, problem):
    """A full, read-only or forbidden data folder: one non-modal notice, a status mark, quiet
    retries, and the computer players play the whole game without a nested event loop."""
    def refuse(path, text):
        raise OSError(problem, os.strerror(problem))

    monkeypatch.setattr(record_module, "write_atomic", refuse)
    window = open_main_window(qtbot, tmp_path)
    shown = []
    monkeypatch.setattr(QMessageBox, "show", lambda box: shown.append(box.text()))
    window.start_game(GameSetup("alhambra", seats("computer", "computer", "computer"), {}), seed=8)
    qtbot.waitUntil(lambda: window.session.state.is_terminal, timeout=60_000)
    assert len(shown) >= 1 and all(text == shown[0] for text in shown)
    assert os.strerror(problem) in shown[0] and "Save As" in shown[0]
    assert window.autosave_mark.isVisible()
    monkeypatch.undo()  # the disk is back: the next retry succeeds and the mark goes
    window.session.autosave_now()
    qtbot.waitUntil(lambda: not window.autosave_mark.isVisible(), timeout=10_000)
    window.close()


def test_a_data_folder_that_is_a_file_is_reported_not_fatal(qtbot, tmp_path, answers, monkeypatch):
    """The data folder cannot even be made (a file stands in its place): the game is still played."""
    (tmp_path / "data").write_text("not a folder")
    window = open_main_window(qtbot, tmp_path)
    shown = []
    monkeypatch.setattr(QMessageBox, "show", lambda box: shown.append(box.text()))
    window.start_game(GameSetup("alcazar", seats("computer", "computer"), {}), seed=4)
    qtbot.waitUntil(lambda: window.session.state.is_terminal, timeout=60_000)
    assert shown and window.autosave_mark.isVisible()
    window.close()


def log_lines(window) -> list[str]:
    return [window.log.item(i).text() for i in range(window.log.count())]


def test_undo_takes_its_lines_out_of_the_log_and_resume_rebuilds_it(window, qtbot, tmp_path, answers):
    """After an undo the log is what it was before the undone action; a resumed game shows the
    very log it showed when it was put away."""
    window.start_game(GameSetup("alhambra", seats("human", "computer"), {}), seed=31)
    for _attempt in range(40):  # until an action is played that can be taken back
        settle(window, qtbot)
        before, keep = log_lines(window), len(window.session.state.history)
        play_people(window, qtbot, 1, prefer="buy")
        settle(window, qtbot)
        if window.session.undo_target() == keep:
            break
    else:
        pytest.fail("no undoable action in 40 tries")
    assert len(log_lines(window)) > len(before)
    window.undo()
    settle(window, qtbot)
    assert len(window.session.state.history) == keep
    assert log_lines(window) == before
    play_people(window, qtbot, 3)
    settle(window, qtbot)
    shown, path = log_lines(window), window.session.autosave_path
    window.close_game()
    assert window.continue_game(path)
    assert log_lines(window) == shown


def test_stray_temporaries_are_cleaned_and_legacy_autosave_adopted(tmp_path):
    """A temp file left by a killed write goes; the single autosave of earlier versions is listed."""
    registry = default_registry()
    store = GameStore(tmp_path, registry)
    state = registry.get("alcazar").new_state(2, {}, 3)
    from engine.core import PlayerEntry

    GameRecord.for_state(state, [PlayerEntry("Ana"), PlayerEntry("Bea")]).save(tmp_path / "autosave.yaml")
    (tmp_path / "games").mkdir()
    stray = tmp_path / "games" / ".x.yaml.abc123def456.tmp"
    stray.write_text("half")
    os.utime(stray, (1, 1))  # left long ago by a killed write
    result = store.scan()
    assert not stray.exists() and not (tmp_path / "autosave.yaml").exists()
    assert [g.record.game for g in result.games] == ["alcazar"] and result.damaged == []


def test_redo_plays_again_what_undo_took_back(window, qtbot, answers):
    """Undo then Redo gives the very same game and log; a new action forgets the redo."""
    window.start_game(GameSetup("alhambra", seats("human", "computer"), {}), seed=31)
    for _attempt in range(40):
        settle(window, qtbot)
        keep = len(window.session.state.history)
        play_people(window, qtbot, 1, prefer="buy")
        settle(window, qtbot)
        if window.session.undo_target() == keep:
            break
    after, shown = window.session.state.clone(), log_lines(window)
    window.undo()
    settle(window, qtbot)
    assert window.act_redo.isEnabled()
    window.redo()
    settle(window, qtbot)
    assert window.session.state == after and log_lines(window) == shown
    window.undo()
    settle(window, qtbot)
    play_people(window, qtbot, 1)
    assert not window.session.can_redo()
