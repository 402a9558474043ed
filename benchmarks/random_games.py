"""What the timings over random games share: their command line and their table rows."""

from __future__ import annotations

import argparse
import statistics


def parse_arguments(description: str, games: int) -> argparse.Namespace:
    """The options ``--games`` (default ``games``), ``--players`` and ``--seed`` of the first game."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    return parser.parse_args()


def timing_row(label: str, values: list[float], label_width: int, count_width: int) -> str:
    """A table row: the label, the number of samples, and their mean, 95th percentile and
    maximum (in the samples' unit, milliseconds here)."""
    ordered = sorted(values)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return f"{label:<{label_width}} {len(ordered):>{count_width}} {statistics.mean(ordered):>8.3f} {p95:>8.3f} {ordered[-1]:>8.3f}"
