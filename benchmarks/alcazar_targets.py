"""Time to compute the legal targets an Alcazar GUI highlights when a drag starts.

Usage: python benchmarks/alcazar_targets.py [--games N] [--players P] [--seed S]

Random games are played; at every decision the position is copied with cold caches (a clone
keeps no legality facts, as after a fresh action) and the engine is asked what a drag would
highlight: for each building card in hand its builds (castle wings, manor, extension), the
tower card's columns, the bridge heads, or in the noble step every place/move/swap target.
That is the whole ``legal_actions()`` of the position, plus each group on its own from cold.
Prints the mean, 95th percentile and maximum in milliseconds (goal: under 16 ms).
"""

from __future__ import annotations

import time

from engine.ai import RandomBot
from engine.core import default_registry
from engine.core.rng import derive_seed
from random_games import parse_arguments, timing_row  # beside this script


def measure(state) -> dict[str, float]:
    """Milliseconds to list every legal action of ``state`` from cold, and each group alone."""
    timings = {}
    cold = state.clone()
    start = time.perf_counter()
    cold.legal_actions()
    timings["all"] = (time.perf_counter() - start) * 1000
    for group in state.legal_groups():
        cold = state.clone()
        start = time.perf_counter()
        cold.legal_actions(group)
        timings[group] = (time.perf_counter() - start) * 1000
    return timings


def main() -> None:
    """Play random games and report drag-target times per decision group."""
    args = parse_arguments(__doc__.splitlines()[0], games=20)
    game = default_registry().get("alcazar")
    samples: dict[str, list[float]] = {}
    for index in range(args.games):
        seed = args.seed + index
        state = game.new_state(args.players, {}, seed)
        bots = [RandomBot(derive_seed(seed, "bot", seat)) for seat in range(args.players)]
        while not state.is_terminal:
            for group, ms in measure(state).items():
                samples.setdefault(group, []).append(ms)
            state.apply(bots[state.current_player].choose(state))
    print(f"{'targets':<10} {'count':>7} {'mean ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for group, values in sorted(samples.items(), key=lambda item: item[0] != "all"):
        print(timing_row(group, values, 10, 7))


if __name__ == "__main__":
    main()
