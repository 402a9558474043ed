"""Bot strength: the matches behind issue 5's targets and the level table's strength lines.

Usage: python benchmarks/bot_strength.py [--game alhambra] [--games K] [--jobs J] [--seed S]
                                         [--only NAME ...] [--json]

Each named match is ``python -m engine match`` with the same seat rotation (every deal played
once per rotation of the seats) and prints the same figures: win rate with a 95% Wilson interval,
mean score, decision time median and maximum. Budgets are iteration counts, so a run is
reproducible; decision times depend on the machine and its load, so run with ``--jobs`` at most
the number of idle cores when the times matter.
"""

from __future__ import annotations

import argparse
import json
import time

from engine.ai.match import run_match, summarize

# name -> (players, bots, target): the targets of issue 5 and the level table's measurements.
MATCHES = {
    "greedy-random": (2, ["greedy", "random"], "greedy wins >= 90%"),
    "hard-greedy": (2, ["hard", "greedy"], "hard wins >= 70%"),
    "hard-3greedy": (4, ["hard", "greedy", "greedy", "greedy"], "hard wins >= 45%"),
    "normal-greedy": (2, ["normal", "greedy"], "normal between greedy and hard"),
    "easy-random": (2, ["easy", "random"], "level line: Easy"),
    "normal-easy": (2, ["normal", "easy"], "level line: Normal"),
    "hard-normal": (2, ["hard", "normal"], "level line: Hard"),
}


def main() -> None:
    """Play the selected matches and print one summary per match."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="alhambra")
    parser.add_argument("--games", type=int, default=20, help="games per match (default 20)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--only", nargs="+", choices=sorted(MATCHES), help="run only these matches")
    parser.add_argument("--json", action="store_true", help="one JSON line per match")
    args = parser.parse_args()
    for name in args.only or MATCHES:
        players, bots, target = MATCHES[name]
        started = time.perf_counter()
        results = run_match(args.game, players, {}, bots, args.games, seed=args.seed, jobs=args.jobs)
        summary = [s.to_json() for s in summarize(bots, results)]
        seconds = round(time.perf_counter() - started, 1)
        command = (
            f"python -m engine match --game {args.game} --players {players} --bots {','.join(bots)} "
            f"--games {args.games} --seed {args.seed} --jobs {args.jobs}"
        )
        if args.json:
            print(json.dumps({"match": name, "target": target, "command": command, "seconds": seconds, "games": args.games, "bots": summary}), flush=True)
            continue
        print(f"{name} ({target}); {seconds} s\n  {command}")
        for s in summary:
            low, high = s["ci95"]
            print(
                f"  {s['bot']:<8} wins {s['wins']}/{s['seats']} = {s['win_rate']:.0%} [{low:.0%}, {high:.0%}]"
                f"  mean score {s['mean_score']:.1f}  decisions: median {s['decision_median_s']:.3f} s, max {s['decision_max_s']:.3f} s"
            )
        print(flush=True)


if __name__ == "__main__":
    main()
