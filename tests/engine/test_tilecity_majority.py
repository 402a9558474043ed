"""Majority ranking with a tie policy (engine/tilecity/majority.py): Alhambra splits ties,
Granada breaks them by the highest building value, then the next (granada.md section 5.1)."""

from __future__ import annotations

import pytest

from engine.tilecity.majority import HIGHEST_VALUE, SPLIT, majority_points, rank_types

ALHAMBRA_ROUND_3 = (16, 8, 1)


@pytest.mark.parametrize(
    "counts, places, points",
    [
        ([3, 2, 1], [1, 2, 3], [16, 8, 1]),
        ([2, 2, 1], [1, 1, 3], [12, 12, 1]),  # (16 + 8) // 2; the third keeps place 3
        ([2, 2, 2], [1, 1, 1], [8, 8, 8]),  # (16 + 8 + 1) // 3, one point lost
        ([0, 1, 0], [None, 1, None], [0, 16, 0]),  # no building, no place
        ([1, 1, 1, 1], [1, 1, 1, 1], [6, 6, 6, 6]),  # four places, three paid
    ],
)
def test_split_ties_share_the_places_they_occupy(counts, places, points):
    assert majority_points(counts, ALHAMBRA_ROUND_3) == (places, points)


def granada_table(round_number):
    """Points by place in Granada: multiples of N, the sum of the row's counts."""
    return lambda _type, row: tuple(k * sum(row) for k in range(round_number, 0, -1))


def rank(round_number, counts, values):
    entries, totals = rank_types(
        ["SCHOOL"], [{"SCHOOL": c} for c in counts], granada_table(round_number), HIGHEST_VALUE,
        [{"SCHOOL": v} for v in values],
    )  # fmt: skip
    return entries[0]["places"], totals


def test_granada_round_one_the_highest_value_breaks_the_tie():
    """T-G-04: Yellow 3 (highest 12), Red 3 (highest 10), Green 2: N = 8, Yellow alone scores."""
    places, points = rank(1, [3, 3, 2], [[12, 4, 2], [10, 8, 6], [9, 7]])
    assert places == [1, 2, 3] and points == [8, 0, 0]


def test_granada_round_three_places_by_count_then_value():
    """T-G-06: Blue 4 (highest 9), Green 4 (highest 12), Red 2: N = 10, Green 30, Blue 20, Red 10."""
    places, points = rank(3, [4, 4, 2], [[9, 8, 7, 6], [12, 3, 4, 5], [10, 11]])
    assert places == [2, 1, 3] and points == [20, 30, 10]


def test_granada_the_neutral_player_can_win_the_tie_break():
    """T-G-10 step 4: P1 2 (highest 12), P2 1, Juan 2 (highest 13): N = 5, Juan takes first."""
    places, points = rank(1, [2, 1, 2], [[12, 2], [5], [13, 3]])
    assert places == [2, 3, 1] and points == [0, 0, 5]


def test_granada_the_next_value_decides_and_identical_lists_split():
    """G-7: after the highest value the next one; identical value lists split, Alhambra style."""
    assert rank(2, [2, 2], [[12, 4], [12, 6]])[1] == [4, 8]
    assert rank(2, [2, 2], [[12, 6], [12, 6]])[1] == [6, 6]  # (8 + 4) // 2


def test_the_split_policy_ignores_values():
    entries, totals = rank_types(["garden"], [{"garden": 2}, {"garden": 2}], lambda _t, _row: (10, 4), SPLIT)
    assert entries == [{"type": "garden", "counts": [2, 2], "places": [1, 1], "points": [7, 7]}]
    assert totals == [7, 7]
