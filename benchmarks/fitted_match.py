"""Fitted weights against the code's defaults: the same bot twice, one judging positions with
the weights of ``rules_data/bot_weights.yaml``, the other with the defaults written in its game's
``Weights`` (and its class margin scale), seats rotated over repeated deals as ``match`` does.

Usage: python benchmarks/fitted_match.py --game ID [--players N] [--bot hard] [--games K]
                                         [--seed S] [--jobs J]

Prints both sides' win rates with their 95% Wilson intervals, mean scores and decision times.
A report, not a test: the budgets are iteration counts, so the games are reproducible.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tools")]

from fit_evaluation import code_defaults, duel  # noqa: E402

from engine.core import default_registry  # noqa: E402


def main() -> None:
    """Play the match and print the summary."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bot", default="hard")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    defaults = code_defaults(default_registry().get(args.game))
    started = time.perf_counter()
    summaries = duel(args.game, args.players, args.bot, {"fitted": None, "defaults": defaults}, args.games, args.seed, args.jobs)
    print(f"{args.games} games of {args.game}, {args.players} players, {args.bot} with fitted weights against {args.bot} "
          f"with the code's defaults (--seed {args.seed}, {(time.perf_counter() - started) / 60:.1f} min):")
    for summary in summaries:
        entry = summary.to_json()
        low, high = entry["ci95"]
        print(f"  {entry['bot']:8} wins {entry['wins']}/{entry['seats']} = {entry['win_rate']:.0%} [{low:.0%}, {high:.0%}]"
              f"  mean score {entry['mean_score']}  decision median {entry['decision_median_s']} s, max {entry['decision_max_s']} s")


if __name__ == "__main__":
    main()
