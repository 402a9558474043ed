"""Majority scoring in the Alhambra family: per building type, the participants ranked by how
many buildings of that type they count, with the game's tie policy, and points by place.

Only participants with at least one building take part. Participants tied under the policy form
a group: ``m`` of them with ``k`` strictly ahead occupy places ``k+1 .. k+m`` and each gets the
floor of those places' points divided by ``m``; the remainder is lost and nobody moves up into
a place the tie consumed.

- Alhambra splits every tie of counts (:data:`SPLIT`).
- Granada breaks a tie of counts by the highest building value of the type, then the next
  highest and so on (:data:`HIGHEST_VALUE`); only identical value lists still share a group.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

# A tie policy: (count, the values of that participant's buildings of the type) -> a sort key;
# a higher key ranks first, and equal keys tie.
TiePolicy = Callable[[int, Sequence[int]], Hashable]


def split_ties(count: int, values: Sequence[int]) -> Hashable:
    """Alhambra: only the count ranks; equal counts tie and share the places' points."""
    return count


def highest_value(count: int, values: Sequence[int]) -> Hashable:
    """Granada: the count, then the highest value of the type, the next highest, and so on."""
    return count, tuple(sorted(values, reverse=True))


SPLIT: TiePolicy = split_ties
HIGHEST_VALUE: TiePolicy = highest_value


def majority_points(
    counts: Sequence[int],
    points_by_place: Sequence[int],
    keys: Sequence[Hashable] | None = None,
) -> tuple[list[int | None], list[int]]:
    """Places (1-based, None for no place) and points of each participant for one type.

    ``keys`` rank the participants (higher first, equal ones tie); by default their counts,
    which is the split policy.
    """
    keys = counts if keys is None else keys
    places: list[int | None] = [None] * len(counts)
    points = [0] * len(counts)
    ahead = 0
    for key in sorted({k for k, c in zip(keys, counts) if c > 0}, reverse=True):
        group = [i for i, (k, c) in enumerate(zip(keys, counts)) if k == key and c > 0]
        pool = sum(points_by_place[p] for p in range(ahead, ahead + len(group)) if p < len(points_by_place))
        for i in group:
            places[i] = ahead + 1
            points[i] = pool // len(group)
        ahead += len(group)
    return places, points


def rank_types(
    type_ids: Sequence[str],
    counts: Sequence[dict[str, int]],
    table: Callable[[str, list[int]], Sequence[int]],
    policy: TiePolicy = SPLIT,
    values: Sequence[dict[str, Sequence[int]]] | None = None,
) -> tuple[list[dict[str, Any]], list[int]]:
    """One scoring round's majorities: an entry per type (``type``, ``counts``, ``places``,
    ``points``) and each participant's points over all types.

    ``counts[p][t]`` is participant ``p``'s count of type ``t``; ``table(t, row)`` gives the
    points by place for type ``t`` given the row of counts (Alhambra: a fixed table per round;
    Granada: multiples of the row's sum); ``values[p][t]`` are the building values the policy
    may need (only a policy other than :data:`SPLIT` reads them).
    """
    entries = []
    totals = [0] * len(counts)
    for type_id in type_ids:
        row = [c[type_id] for c in counts]
        keys = None
        if policy is not SPLIT:
            keys = [policy(n, values[p][type_id] if values else ()) for p, n in enumerate(row)]
        places, gained = majority_points(row, table(type_id, row), keys)
        entries.append({"type": type_id, "counts": row, "places": places, "points": gained})
        totals = [a + b for a, b in zip(totals, gained)]
    return entries, totals
