"""Granada's scoring round (granada.md 5 and 9.2): building majorities per type ranked by count,
ties broken by the highest face value, then the next (``majority.HIGHEST_VALUE``); the points of
a place are a multiple of N(t), the faces of the type in every city with Juan's (standard), or
fixed (simple). Each player scores the longest outer moat; Juan never does.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from engine.tilecity.majority import HIGHEST_VALUE, rank_types

if TYPE_CHECKING:
    from engine.tilecity.turn import TileCityState


def _collections(state: TileCityState) -> list[Iterable[str]]:
    """The faces that count for each participant: the seats' cities, then Juan's tiles."""
    out: list[Iterable[str]] = [list(city.tiles()) for city in state.cities]
    if state.neutral is not None:
        out.append(state.neutral.tiles)
    return out


def type_counts(state: TileCityState) -> list[dict[str, int]]:
    """Each participant's count of faces per building type (reserves never count)."""
    return [{t: len(v) for t, v in values.items()} for values in _values(state)]


def _values(state: TileCityState) -> list[dict[str, list[int]]]:
    data = state.data
    out = []
    for faces in _collections(state):
        per_type: dict[str, list[int]] = {b.id: [] for b in data.building_types}
        for face in faces:
            per_type[data.face_type[face]].append(data.face_value[face])
        out.append(per_type)
    return out


def longest_moats(state: TileCityState) -> list[int]:
    """Each seat's longest outer moat (parameter moatMetric); Juan has none."""
    simple = state.params["moatMetric"] == "bgaSimplePath"
    return [city.longest("moat", simple) for city in state.cities]


def score_breakdown(state: TileCityState, round_number: int) -> dict[str, Any]:
    """What scoring round ``round_number`` would award now, type by type and for moats."""
    data = state.data
    values = _values(state)
    counts = [{t: len(v) for t, v in per.items()} for per in values]
    participants: list[int | str] = [*range(state.num_players)] + (["juan"] if state.neutral is not None else [])
    kind = state.params["scoring"]
    factors = data.scoring[kind][round_number]
    if kind == "standard":
        def table(_type: str, row: list[int]) -> list[int]:
            return [f * sum(row) for f in factors]
    else:
        def table(_type: str, row: list[int]) -> list[int]:
            return list(factors)
    types, points = rank_types([b.id for b in data.building_types], counts, table, HIGHEST_VALUE, values)
    for entry in types:
        entry["total"] = sum(entry["counts"])
        entry["highest"] = [max(v[entry["type"]], default=0) for v in values]
    moats = longest_moats(state)
    return {
        "round": round_number,
        "participants": participants,
        "scoring": kind,
        "types": types,
        "moats": moats,
        "points": [points[seat] + moats[seat] for seat in range(state.num_players)],
        "juan_points": points[-1] if state.neutral is not None else 0,
    }
