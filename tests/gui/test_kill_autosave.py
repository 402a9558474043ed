"""kill -9 at random moments while computer players play: every autosave on disk stays whole."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from engine.core import GameRecord, default_registry

ROOT = Path(__file__).resolve().parents[2]

# The app's window in a child process, four computer players, no pauses: an autosave per action.
CHILD = """
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from pathlib import Path
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from engine.core import default_registry
from gui.dialogs.setup_model import GameSetup, SeatSetup
from gui.main_window import MainWindow
app = QApplication([])
data = Path(sys.argv[1])
window = MainWindow(default_registry(), QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat), data / "data")
window.set_speed(0)
window.check_saved_games()
seats = [SeatSetup(f"Bot {i}", c, "computer", "random") for i, c in enumerate(("red", "blue", "green", "yellow"))]
window.start_game(GameSetup(sys.argv[2], seats, {}), seed=int(sys.argv[3]))
print("started", flush=True)
app.exec()
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is a POSIX signal")
def test_kill_at_random_moments_leaves_every_autosave_whole(tmp_path):
    """Twelve kills at random moments; after each, every file among the games in progress loads
    strictly and replays, and the next start cleans what a killed write left behind."""
    rng = random.Random(20261201)
    registry = default_registry()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    checked = 0
    for round_ in range(12):
        game = ("alhambra", "alcazar")[round_ % 2]
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path), game, str(round_)],
                                 cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert child.stdout.readline().strip() == "started"
        time.sleep(rng.uniform(0.05, 1.5))
        child.kill()
        child.wait(30)
        games = tmp_path / "data" / "games"
        for path in games.glob("*.yaml"):
            record = GameRecord.load(path)
            record.replay(registry)
            checked += 1
        assert not (tmp_path / "data" / "damaged").exists()
    print(f"kill -9: 12 kills, {checked} autosaves read back whole, 0 damaged")
    assert checked >= 12
