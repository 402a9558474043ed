"""Random-play throughput of every game and player count (what `python -m engine bench` measures).

Usage: python benchmarks/engine_throughput.py [--seconds T]
Prints one line per game and player count: games per second and actions per second on one core.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

from engine.core import default_registry


def main() -> None:
    """Run the bench command for each game and player count, one process each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    registry = default_registry()
    print(f"{'game':<12} {'players':>7} {'games/s':>9} {'actions/s':>10}")
    for game_id in registry.ids():
        game = registry.get(game_id)
        for players in range(game.min_players, game.max_players + 1):
            result = subprocess.run(
                [sys.executable, "-m", "engine", "bench", "--game", game_id, "--players", str(players),
                 "--seconds", str(args.seconds), "--json"],
                capture_output=True, text=True, check=True,
            )
            rate = json.loads(result.stdout.splitlines()[-1])
            print(f"{game_id:<12} {players:>7} {rate['games_per_second']:>9.1f} {rate['actions_per_second']:>10.0f}")


if __name__ == "__main__":
    main()
