"""The autosave is written off the GUI thread: newest state last, nothing lost at close."""

from __future__ import annotations

import os
import threading

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402

import engine.core.record as record_module  # noqa: E402
from engine.core import GameRecord, PlayerEntry, default_registry  # noqa: E402
from gui.autosave import AutosaveWriter  # noqa: E402
from gui.dialogs.setup_model import GameSetup, SeatSetup  # noqa: E402
from gui.main_window import MainWindow  # noqa: E402
from gui.session import GameSession  # noqa: E402


class FakeRecord:
    """Stands in for a GameRecord: writes its label, after an optional gate opens."""

    def __init__(self, label: str, written: list[str], gate: threading.Event | None = None) -> None:
        self.label, self.written, self.gate = label, written, gate

    def save(self, path) -> None:
        if self.gate is not None:
            assert self.gate.wait(10)
        path.write_text(self.label)
        self.written.append(self.label)


def test_saves_while_one_is_in_flight_coalesce_to_the_newest(qtbot, tmp_path):
    """Requests made during a write are not queued up: only the newest one is written next."""
    writer = AutosaveWriter()
    path = tmp_path / "autosave.yaml"
    written: list[str] = []
    gate = threading.Event()
    writer.save(path, FakeRecord("first", written, gate))
    for label in ("second", "third", "fourth"):
        writer.save(path, FakeRecord(label, written))
    assert not writer.is_idle()
    gate.set()
    qtbot.waitUntil(writer.is_idle, timeout=5_000)
    assert written == ["first", "fourth"]
    assert path.read_text() == "fourth"


def test_flush_completes_the_write_in_flight_and_the_pending_one(tmp_path):
    """flush() (used at close) waits for the running write, then writes what is still pending."""
    writer = AutosaveWriter()
    path = tmp_path / "autosave.yaml"
    written: list[str] = []
    gate = threading.Event()
    writer.save(path, FakeRecord("running", written, gate))
    writer.save(path, FakeRecord("pending", written))
    threading.Timer(0.2, gate.set).start()
    writer.flush()
    assert writer.is_idle()
    assert written == ["running", "pending"]
    assert path.read_text() == "pending"


def test_a_failed_write_is_reported(qtbot, tmp_path):
    """A save that cannot reach the disk is reported to the player, as before."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    players = [PlayerEntry("A"), PlayerEntry("B")]
    session = GameSession.new_game(default_registry(), "alhambra", players, {}, 3, blocker / "game.yaml")
    messages: list[str] = []
    session.autosave_failing.connect(messages.append)
    for _ in range(3):
        session.apply(session.state.legal_actions()[0])
    qtbot.waitUntil(lambda: bool(messages), timeout=5_000)
    qtbot.waitUntil(session.autosave_settled, timeout=5_000)
    assert len(messages) == 1 and session.autosave_problem  # once per failing spell, not per move
    session.stop()


def test_after_bots_play_the_file_holds_the_whole_record(qtbot, tmp_path):
    """Once the session settles, the file on disk equals the full record, every action in it."""
    players = [PlayerEntry(f"Bot {i}", "bot", "random") for i in range(3)]
    session = GameSession.new_game(default_registry(), "alhambra", players, {}, 5, tmp_path / "game.yaml")
    session.schedule_bots()
    qtbot.waitUntil(lambda: len(session.state.history) >= 40, timeout=20_000)
    session.paused = True  # the bots stop after the move they are making
    qtbot.waitUntil(lambda: session.autosave_settled() and not session.is_thinking(), timeout=10_000)
    on_disk = GameRecord.load(session.autosave_path)
    assert on_disk.to_plain() == session.record.to_plain()
    assert len(on_disk.actions) == len(session.state.history) >= 40
    session.stop()


def test_a_save_in_flight_when_the_window_closes_is_completed(qtbot, tmp_path, monkeypatch):
    """Closing the window waits for the autosave being written, and writes the newest state."""
    gate = threading.Event()
    real_write = record_module.write_atomic

    def held_write(path, text):
        gate.wait(10)
        real_write(path, text)

    monkeypatch.setattr(record_module, "write_atomic", held_write)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(default_registry(), settings, tmp_path / "data")
    window.set_speed(0)
    qtbot.addWidget(window)
    seats = [SeatSetup(f"Bot {i}", colour, "computer", "random") for i, colour in enumerate(("red", "blue", "green"))]
    window.start_game(GameSetup("alhambra", seats, {}), seed=2)
    qtbot.waitUntil(lambda: len(window.session.state.history) >= 5, timeout=10_000)
    session = window.session
    assert not session.autosave_settled()  # the first write is held at the gate
    expected = session.record.to_plain()
    threading.Timer(0.2, gate.set).start()
    window.close()
    assert session.autosave_settled()
    assert GameRecord.load(session.autosave_path).to_plain() == expected
