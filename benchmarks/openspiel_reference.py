"""A yardstick for the engine's speed: OpenSpiel's backgammon (C++) played at random from Python,
beside random four-player Alhambra, in one run on one core.

Usage: python benchmarks/openspiel_reference.py [--seconds T] [--seed S]

OpenSpiel is not a dependency of the project; install it beside the engine to take this
measurement (``pip install open_spiel``, then ``pip install --no-deps -e .`` and PyYAML in the same
environment). Without it the script says so and stops. Both sides choose uniformly at random
among the legal actions (OpenSpiel samples its chance outcomes by their probabilities; the
engine's random policy is ``engine/ai/random_bot.py``). Prints games/s of each and their ratio.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time


def backgammon_rate(seconds: float, seed: int) -> float:
    """Random backgammon games per second for ``seconds``."""
    import pyspiel  # only here: the rest of the project never needs OpenSpiel

    game = pyspiel.load_game("backgammon")
    rng = random.Random(seed)
    games = 0
    started = time.perf_counter()
    while True:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, weights)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        games += 1
        elapsed = time.perf_counter() - started
        if elapsed >= seconds:
            return games / elapsed


def engine_rate(game_id: str, players: int, seconds: float, seed: int) -> float:
    """Random games of ``game_id`` per second for ``seconds``: ``python -m engine bench`` itself."""
    command = [sys.executable, "-m", "engine", "bench", "--game", game_id, "--players", str(players),
               "--seconds", str(seconds), "--seed", str(seed), "--json"]
    result = subprocess.run(command, capture_output=True, text=True, check=True)
    return json.loads(result.stdout.splitlines()[-1])["games_per_second"]


def main() -> int:
    """Measure both, one after the other, and print the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="seconds per side (default 10)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        print("OpenSpiel is not installed here (pip install open_spiel): no reference to measure.", file=sys.stderr)
        return 1
    reference = backgammon_rate(args.seconds, args.seed)
    alhambra = engine_rate("alhambra", 4, args.seconds, args.seed)
    print(f"OpenSpiel backgammon (random):     {reference:8.1f} games/s")
    print(f"Alhambra, 4 players (random):      {alhambra:8.1f} games/s")
    print(f"Alhambra / backgammon:             {alhambra / reference:8.2f}  (issue target: at least 0.35)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
