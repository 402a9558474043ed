"""The computer players' worker process: it answers, a decision can be given up mid-thought (the
same worker then takes the next one), and a worker that dies or does not stop is replaced."""

from __future__ import annotations

import os
import signal

import pytest

from engine.ai import make_bot
from engine.core import default_registry
from gui.bot_process import BotProcess, BotRequest

WAIT_MS = 30_000  # a fresh worker loads the engine first


@pytest.fixture
def worker(qapp):
    bots = BotProcess()
    answers: list[tuple] = []
    bots.decided.connect(lambda ticket, text, considered: answers.append(("decided", ticket, text)))
    bots.failed.connect(lambda ticket, message: answers.append(("failed", ticket, message)))
    bots.crashed.connect(lambda message: answers.append(("crashed", message)))
    bots.answers = answers
    yield bots
    bots.shutdown()


def _request(ticket: int, actions: tuple[str, ...] = (), level: str = "random") -> BotRequest:
    return BotRequest(ticket, "alhambra", 3, {}, 5, actions, level, 7)


def test_the_worker_chooses_what_the_same_bot_chooses_here(qtbot, worker):
    state = default_registry().get("alhambra").new_state(3, {}, 5)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    actions = tuple(a.to_text() for a in state.history)
    worker.request(_request(1, actions))
    qtbot.waitUntil(lambda: bool(worker.answers), timeout=WAIT_MS)
    expected = make_bot("random", 7).choose(state.clone()).to_text()
    assert worker.answers == [("decided", 1, expected)]
    assert not worker.busy


def test_a_bad_request_is_a_failure_not_a_dead_worker(qtbot, worker):
    worker.request(_request(1, ("no such action",)))
    qtbot.waitUntil(lambda: bool(worker.answers), timeout=WAIT_MS)
    assert worker.answers[0][:2] == ("failed", 1)
    worker.request(_request(2))
    qtbot.waitUntil(lambda: len(worker.answers) == 2, timeout=WAIT_MS)
    assert worker.answers[1][:2] == ("decided", 2)


def test_a_cancelled_decision_never_arrives_and_the_next_one_does(qtbot, worker):
    worker.request(_request(1, level="mcts:iterations=100000:seconds=30"))
    qtbot.wait(300)
    worker.cancel()
    assert not worker.busy
    worker.request(_request(2))
    qtbot.waitUntil(lambda: bool(worker.answers), timeout=WAIT_MS)
    assert worker.answers == [("decided", 2, worker.answers[0][2])]


def _thinking_pid(qtbot, worker) -> int:
    qtbot.waitUntil(lambda: worker._process is not None and worker._process.pid is not None, timeout=WAIT_MS)
    return worker._process.pid


def test_a_decision_given_up_ends_in_the_same_worker(qtbot, worker):
    worker.request(_request(1, level="mcts:iterations=100000:seconds=30"))
    pid = _thinking_pid(qtbot, worker)
    qtbot.wait(1500)  # the worker has loaded the engine and is searching
    worker.cancel()
    worker.request(_request(2))
    qtbot.waitUntil(lambda: bool(worker.answers), timeout=10_000)  # not the 30 s of the search
    assert worker.answers == [("decided", 2, worker.answers[0][2])]
    assert worker._process.pid == pid


def test_a_worker_that_does_not_stop_is_replaced(qtbot, worker):
    worker.request(_request(1, level="mcts:iterations=100000:seconds=30"))
    pid = _thinking_pid(qtbot, worker)
    os.kill(pid, signal.SIGSTOP)  # it can no longer see that the decision was given up
    worker.cancel()
    worker.request(_request(2))
    qtbot.waitUntil(lambda: bool(worker.answers), timeout=WAIT_MS)
    assert worker.answers == [("decided", 2, worker.answers[0][2])]
    assert worker._process.pid != pid


def test_a_worker_that_dies_is_reported_and_replaced(qtbot, worker):
    worker.request(_request(1, level="mcts:iterations=100000:seconds=30"))
    qtbot.waitUntil(lambda: worker._process is not None and worker._process.pid is not None, timeout=WAIT_MS)
    os.kill(worker._process.pid, 9)
    qtbot.waitUntil(lambda: len(worker.answers) >= 2, timeout=WAIT_MS)
    assert worker.answers[0][0] == "crashed"
    assert worker.answers[1][:2] == ("failed", 1)
    worker.request(_request(2))
    qtbot.waitUntil(lambda: len(worker.answers) == 3, timeout=WAIT_MS)
    assert worker.answers[2][:2] == ("decided", 2)


def test_a_session_reports_a_dead_worker_and_the_computer_still_moves(qtbot, tmp_path):
    from gui.dialogs.setup_model import GameSetup, SeatSetup
    from tests.helpers.gui import open_main_window

    window = open_main_window(qtbot, tmp_path)
    seats = [SeatSetup("Ana", "red", "human"), SeatSetup("Cpu", "blue", "computer", "mcts:iterations=400:seconds=2")]
    window.start_game(GameSetup("alhambra", seats, {}), seed=2)
    session = window.session
    qtbot.waitUntil(session.waiting_for_human, timeout=WAIT_MS)
    notices = []
    session.failed.connect(notices.append)
    session.apply(session.state.legal_actions()[0])
    played = len(session.state.history)
    qtbot.waitUntil(lambda: session._worker.busy, timeout=WAIT_MS)
    os.kill(session._worker._process.pid, 9)  # the worker dies while the computer thinks
    qtbot.waitUntil(lambda: len(session.state.history) > played, timeout=WAIT_MS)
    assert session.actors[played] == 1
    assert any("takes over" in notice for notice in notices)
    window.close()
