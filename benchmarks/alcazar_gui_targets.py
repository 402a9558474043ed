"""Time the Alcazar table's work when a drag starts: ask the engine for the piece's legal targets
and light them on the board (AlcazarTable.drag_started), in positions of random games.

Usage: QT_QPA_PLATFORM=offscreen python benchmarks/alcazar_gui_targets.py [--games N] [--players P]

At every decision of the sampled games the table is synced to the position, then the engine
state is swapped for a fresh copy, so the engine's legality caches are cold (the worst case: in
the app the sync has already warmed them). Then every piece the player could pick up is "picked
up": each building card in hand, the tower cards, each market card, each own noble, and the
bridge button. Prints milliseconds per kind of piece: mean, 95th percentile and maximum
(goal: under 16 ms, one frame).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication  # noqa: E402

from engine.ai import RandomBot  # noqa: E402
from engine.core import PlayerEntry, default_registry  # noqa: E402
from engine.core.rng import derive_seed  # noqa: E402
from gui.games.alcazar.table import AlcazarTable  # noqa: E402
from gui.scene.animator import Animator  # noqa: E402
from gui.session import GameSession  # noqa: E402
from random_games import parse_arguments, timing_row  # noqa: E402 - beside this script


def pieces(table: AlcazarTable) -> list[tuple[str, object]]:
    """(kind, item) of everything the viewer could pick up now."""
    out = []
    for key, item in table.cards.items():
        if item.draggable:
            kind = "tower card" if key == ("towers",) else "market card" if key[1] not in table.view["hand"] else "building card"
            if key[0] == "deck":
                kind = "deck"
            out.append((kind, item))
    for item in table.nobles:
        if item.draggable:
            out.append(("noble", item))
    for item in table.offered.values():
        if item.draggable:
            out.append(("noble to place", item))
    return out


def measure(table: AlcazarTable, session: GameSession, state, samples: dict[str, list[float]]) -> None:
    """Time every possible pick-up in this position, each from a cold engine state."""
    session.state = state.clone()
    table.viewer = state.current_player
    table.sync()
    for kind, item in pieces(table):
        session.state = state.clone()  # cold caches: nothing computed yet for this position
        start = time.perf_counter()
        table.drag_started(item)
        samples.setdefault(kind, []).append((time.perf_counter() - start) * 1000)
        table._show_targets({})
    if table.tools[("bridge",)].isVisible():
        session.state = state.clone()
        start = time.perf_counter()
        table.chip_clicked(("bridge",))
        samples.setdefault("bridge heads", []).append((time.perf_counter() - start) * 1000)
        table.clear_selection()
    session.state = state


def main() -> None:
    """Play random games and report drag-start times per kind of piece."""
    args = parse_arguments(__doc__.splitlines()[0], games=5)
    app = QApplication.instance() or QApplication([])  # noqa: F841 - scenes need an application
    registry = default_registry()
    samples: dict[str, list[float]] = {}
    for index in range(args.games):
        seed = args.seed + index
        players = [PlayerEntry(f"P{i}", "human") for i in range(args.players)]
        session = GameSession.new_game(registry, "alcazar", players, {}, seed, None)
        table = AlcazarTable(session, Animator(0))
        bots = [RandomBot(derive_seed(seed, "bot", seat)) for seat in range(args.players)]
        state = session.state
        while not state.is_terminal:
            measure(table, session, state, samples)
            state.apply(bots[state.current_player].choose(state))
    print(f"{'piece picked up':<16} {'count':>6} {'mean ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for kind, values in sorted(samples.items()):
        print(timing_row(kind, values, 16, 6))
    print(timing_row("all", [ms for values in samples.values() for ms in values], 16, 6))


if __name__ == "__main__":
    main()
