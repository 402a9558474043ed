"""Hard's simulations per second in every game: how fast the strongest level thinks.

Usage: python benchmarks/simulation_rate.py [--game ID ...] [--players N] [--decisions D] [--seed S]

Greedy bots play a seeded game; at each of the first ``--decisions`` positions where the first
seat has a real choice, Hard's search decides from that position with its iteration budget and
no clock, and is timed. Prints, per game: decisions searched, simulations run, simulations per
second, and the median and longest decision. One process, one core; run it on an idle machine.
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import time

from engine.ai.bots import make_bot
from engine.ai.levels import level_bot_spec
from engine.ai.mcts import MctsBot, parse_mcts_options
from engine.core import default_registry
from engine.core.game import Game


def hard_bot(seed: int) -> MctsBot:
    """Hard's search with its iteration budget alone, so that every decision does the same work."""
    spec = level_bot_spec("hard")
    assert spec is not None and spec.startswith("mcts:")
    config = dataclasses.replace(parse_mcts_options(spec.partition(":")[2]), seconds=None)
    return MctsBot(seed, config, name="hard")


def measure(game: Game, players: int, decisions: int, seed: int) -> tuple[int, float, list[float]]:
    """(simulations, seconds searching, each decision's seconds) over one greedy game."""
    state = game.new_state(players, None, seed)
    greedy = [make_bot("greedy", seed * 10 + seat) for seat in range(players)]
    hard = hard_bot(seed)
    simulations, spent, times = 0, 0.0, []
    while not state.is_terminal and len(times) < decisions:
        seat = state.current_player
        if seat == 0 and len(state.legal_actions()) > 1:
            started = time.perf_counter()
            hard.choose(state)
            elapsed = time.perf_counter() - started
            if hard.last_iterations:
                simulations += hard.last_iterations
                spent += elapsed
                times.append(elapsed)
        state.apply(greedy[seat].choose(state))
    return simulations, spent, times


def main() -> None:
    """Measure each game (every registered game unless ``--game`` names some)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="a game id (repeatable; default: every game)")
    parser.add_argument("--players", type=int, default=4, help="players, or the game's most if fewer (default 4)")
    parser.add_argument("--decisions", type=int, default=20, help="decisions searched per game (default 20)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    registry = default_registry()
    print(f"{'game':<17} {'players':>7} {'decisions':>9} {'simulations':>11} {'sims/s':>8} {'median s':>9} {'max s':>7}")
    for game_id in args.game or registry.ids():
        game = registry.get(game_id)
        players = max(game.min_players, min(args.players, game.max_players))
        simulations, spent, times = measure(game, players, args.decisions, args.seed)
        rate = simulations / spent if spent else 0.0
        median = statistics.median(times) if times else 0.0
        longest = max(times, default=0.0)
        print(f"{game_id:<17} {players:>7} {len(times):>9} {simulations:>11} {rate:>8.0f} {median:>9.3f} {longest:>7.3f}", flush=True)


if __name__ == "__main__":
    main()
