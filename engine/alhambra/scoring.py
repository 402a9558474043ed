"""Majority scoring: places and points per building type, with ties splitting the places."""

from __future__ import annotations


def majority_points(counts: list[int], points_by_place: tuple[int, ...]) -> tuple[list[int | None], list[int]]:
    """Places (1-based, None for no place) and points of each participant for one type.

    Only participants with at least one building place. A group of ``m`` participants tied with
    ``k`` strictly ahead occupies places ``k+1 .. k+m`` and each member gets the floor of those
    places' points divided by ``m``; the remainder is lost and nobody moves up into a place the
    tie consumed.
    """
    places: list[int | None] = [None] * len(counts)
    points = [0] * len(counts)
    ahead = 0
    for count in sorted({c for c in counts if c > 0}, reverse=True):
        group = [i for i, c in enumerate(counts) if c == count]
        pool = sum(points_by_place[p] for p in range(ahead, ahead + len(group)) if p < len(points_by_place))
        for i in group:
            places[i] = ahead + 1
            points[i] = pool // len(group)
        ahead += len(group)
    return places, points
