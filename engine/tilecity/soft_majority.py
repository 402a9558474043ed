"""The bots' expected points of a majority before it is scored: each rival's chance to rank
ahead is a sigmoid of the count difference, whose spread grows with the tiles still to buy, and
the expected number ahead is read off the points table by linear interpolation (shared by
Alhambra's and Granada's evaluations)."""

from __future__ import annotations

import math
from collections.abc import Sequence


def expected_place_points(row: Sequence[float], present: Sequence[float], table: Sequence[float], tau: float) -> tuple[float, ...]:
    """Each participant's expected points: ``row`` their ranking keys, ``present`` the chance each
    takes part at all, ``table`` the points by place, ``tau`` the spread of the counts to come."""
    last = len(table) - 1
    result = []
    for i, mine in enumerate(row):
        q_mine = present[i]
        if q_mine <= 0.0:
            result.append(0.0)
            continue
        ahead = 0.0
        for j, theirs in enumerate(row):
            if j != i and present[j]:
                x = (theirs - mine) * 1.7 / tau
                if x > -30:
                    ahead += present[j] / (1.0 + math.exp(-x))
        k = int(ahead)
        result.append(0.0 if k >= last else q_mine * (table[k] + (table[k + 1] - table[k]) * (ahead - k)))
    return tuple(result)


def soft_majority_points(
    row: Sequence[float], table: Sequence[float], m: float, tau_floor: float, tau_growth: float, entry_tiles: float
) -> tuple[float, ...]:
    """``expected_place_points`` with ``m`` tiles each still to buy before the scoring.

    The spread of the counts (in tiles) is ``tau_floor`` now and its square grows by
    ``tau_growth`` per tile; somebody with nothing yet still takes part with probability
    ``1 - exp(-m / entry_tiles)``.
    """
    tau = math.sqrt(tau_floor * tau_floor + m * tau_growth)
    q_zero = 1.0 - math.exp(-m / entry_tiles)
    present = [1.0 if c > 0 else q_zero for c in row]
    return expected_place_points(row, present, table, tau)
