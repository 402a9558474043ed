"""GUI timings: start-up to a shown window, legal-target highlighting on drag start, and the
longest stall of the event loop while computer players think.

Usage: python benchmarks/gui_timings.py [--bot LEVEL] [--seconds T]
Runs offscreen. Prints one line per measurement (milliseconds).
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

STARTUP_PROBE = """
import sys, time
from PySide6.QtWidgets import QApplication
from gui import app as gui_app
from PySide6.QtCore import QSettings
from pathlib import Path
import tempfile
application = QApplication(sys.argv[:1])
from gui.main_window import MainWindow
from engine.core import default_registry
folder = Path(tempfile.mkdtemp())
window = MainWindow(default_registry(), QSettings(str(folder / 's.ini'), QSettings.Format.IniFormat), folder)
window.show()
application.processEvents()
print('shown', flush=True)
"""


def startup_ms(runs: int) -> list[float]:
    """Wall time from launching a Python process to the main window being shown."""
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", STARTUP_PROBE], check=True, capture_output=True, text=True)
        times.append((time.perf_counter() - started) * 1000)
    return times


def highlight_ms(samples: int) -> list[float]:
    """Time to ask the engine for a tile's legal targets and light them, in mid-game positions."""
    from PySide6.QtWidgets import QApplication

    from engine.ai import RandomBot
    from engine.core import PlayerEntry, default_registry
    from gui.games.alhambra.table import AlhambraTable
    from gui.scene.animator import Animator
    from gui.session import GameSession

    QApplication.instance() or QApplication([])
    registry = default_registry()
    times: list[float] = []
    seed = 0
    while len(times) < samples:
        seed += 1
        players = [PlayerEntry(f"P{i}", "human") for i in range(4)]
        session = GameSession.new_game(registry, "alhambra", players, {}, seed, None)
        bot = RandomBot(seed)
        table = AlhambraTable(session, Animator(0))
        while not session.state.is_terminal and len(times) < samples:
            state = session.state
            if state.phase == "placement" and len(state.history) > 60:
                table.set_viewer(state.current_player)
                tile = state.pending[0]
                started = time.perf_counter()
                table.drag_started(table.tiles[tile])
                times.append((time.perf_counter() - started) * 1000)
            state.apply(bot.choose(state))
        session.stop()
    return times


def event_loop_gap_ms(level: str, seconds: float) -> tuple[float, int]:
    """The longest gap between 5 ms timer ticks while bots play each other (from half a second
    after the game starts, once its table is first painted), and the moves made. The bots think
    in their worker process; the window's thread applies their moves and redraws."""
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from engine.core import default_registry
    from gui.dialogs.setup_model import GameSetup, SeatSetup
    from gui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    folder = Path(tempfile.mkdtemp())
    window = MainWindow(default_registry(), QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat), folder)
    window.set_speed(0)
    window.show()
    seats = [SeatSetup(f"Bot {i}", colour, "computer", level) for i, colour in enumerate(("red", "blue", "green"))]
    window.start_game(GameSetup("alhambra", seats, {}), seed=1)
    # The new table's first paint (every picture drawn once) is not the bots' doing: let it pass.
    settle = time.perf_counter() + 0.5
    while time.perf_counter() < settle:
        app.processEvents()
        time.sleep(0.001)
    last = time.perf_counter()
    worst = 0.0

    def tick() -> None:
        nonlocal last, worst
        now = time.perf_counter()
        worst = max(worst, now - last)
        last = now

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(5)
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline and not window.session.state.is_terminal:
        app.processEvents()
        time.sleep(0.001)
    moves = len(window.session.state.history)
    timer.stop()
    window.close()
    return worst * 1000, moves


def main() -> None:
    """Run the three measurements."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="random", help="bot level for the event-loop measurement")
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    start = startup_ms(5)
    print(f"start-up to window shown: median {statistics.median(start):.0f} ms, max {max(start):.0f} ms (5 runs)")
    marks = highlight_ms(200)
    # highlight_ms leaves Python-owned sessions and tables (QObjects) in reference cycles.
    # Collect them now, on the GUI thread: left to the cyclic GC they may be freed later in a
    # bot worker thread, which destroys QObjects from the wrong thread and crashed this script.
    gc.collect()
    print(f"legal-target highlight on drag start: median {statistics.median(marks):.2f} ms, max {max(marks):.2f} ms (200 drags)")
    gap, moves = event_loop_gap_ms(args.bot, args.seconds)
    print(f"longest event-loop gap while '{args.bot}' bots play: {gap:.1f} ms ({moves} moves in {args.seconds:.0f} s)")


if __name__ == "__main__":
    main()
