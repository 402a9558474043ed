"""Strength tables: every game at 2, 3 and 4 players, one bot against the level below it.

Usage: python benchmarks/strength_tables.py [--game ID ...] [--pairs hard-greedy greedy-random]
                                            [--games K] [--jobs J] [--seed S]

Each cell is ``python -m engine match`` with the first bot in one seat and the second in every
other (seats rotated over repeated deals, as the match command does). Prints a Markdown table
per pairing: the first bot's win rate with its 95% Wilson interval, the fair share at that table
(a shared win counts for every winner), the mean scores, and the first bot's decision times.
Budgets are iteration counts, so the rates are reproducible; the times depend on the machine.
"""

from __future__ import annotations

import argparse
import time

from engine.ai.match import run_match, summarize
from engine.core import default_registry

PAIRS = {"hard-greedy": ("hard", "greedy"), "normal-greedy": ("normal", "greedy"), "greedy-random": ("greedy", "random")}


def table_rows(game_ids: list[str], first: str, other: str, games: int, jobs: int, seed: int) -> list[str]:
    """Markdown rows: one per game and player count."""
    registry = default_registry()
    rows = []
    for game_id in game_ids:
        game = registry.get(game_id)
        for players in range(max(2, game.min_players), min(4, game.max_players) + 1):
            bots = [first] + [other] * (players - 1)
            started = time.perf_counter()
            results = run_match(game_id, players, {}, bots, games, seed=seed, jobs=jobs)
            summary = {s.bot: s.to_json() for s in summarize(bots, results)}
            minutes = (time.perf_counter() - started) / 60
            lead, rest = summary[first], summary[other]
            low, high = lead["ci95"]
            rows.append(
                f"| {game_id} | {players} | {lead['wins']}/{lead['seats']} = {lead['win_rate']:.0%} [{low:.0%}, {high:.0%}] "
                f"| {1 / players:.0%} | {lead['mean_score']:.1f} / {rest['mean_score']:.1f} "
                f"| {lead['decision_median_s']:.2f} / {lead['decision_max_s']:.2f} | {minutes:.1f} |"
            )
            print(rows[-1], flush=True)
    return rows


def main() -> None:
    """Play every cell of the chosen pairings and print their tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="a game id (repeatable; default: every game)")
    parser.add_argument("--pairs", nargs="+", choices=sorted(PAIRS), default=["hard-greedy"])
    parser.add_argument("--games", type=int, default=20, help="games per cell (default 20)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--seed", type=int, default=5000)
    args = parser.parse_args()
    game_ids = args.game or default_registry().ids()
    for pair in args.pairs:
        first, other = PAIRS[pair]
        print(f"\n{first.capitalize()} against {other} ({args.games} games per cell, --seed {args.seed})\n")
        print(f"| game | players | {first} wins | fair share | mean score {first} / {other} | {first}'s decision median / max (s) | minutes |")
        print("|---|---|---|---|---|---|---|", flush=True)
        table_rows(game_ids, first, other, args.games, args.jobs, args.seed)


if __name__ == "__main__":
    main()
