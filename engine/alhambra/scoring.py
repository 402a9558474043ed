"""Alhambra's scoring round (spec section 7): building majorities per type with the fixed points
of each round's table, ties split (``engine/tilecity/majority.py``), plus each player's longest
outer wall. Dirk takes part in the majorities and never scores walls.

With the worker's huts or the bonus cards in play a count is split into its parts: building
tiles in the Alhambra, the huts' bonus and the face-up bonus cards (their modules' ``counts``).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from engine.tilecity.majority import SPLIT, rank_types

if TYPE_CHECKING:
    from engine.alhambra.components import AlhambraData
    from engine.tilecity.turn import TileCityState

# The modules whose counts are shown apart in a breakdown, and the entry of each.
COUNT_COLUMNS = (("workersHuts", "huts"), ("bonusCards", "bonus"))


def count_parts(state: TileCityState) -> list[dict[str, tuple[int, int, int]]]:
    """Each participant's count of each type split into (building tiles in the city, hut bonus,
    face-up bonus cards); the seats in order, then Dirk if he plays."""
    data: AlhambraData = state.data
    type_of, types = data.type_of, data.building_types
    columns = [state.module(key) for key, _entry in COUNT_COLUMNS]
    out = []
    for seat, city in enumerate(state.cities):
        tiles = Counter(type_of[t] for t in city.cells.values() if t in type_of)
        huts, cards = (module.counts(state, seat) if module else {} for module in columns)
        out.append({b.id: (tiles.get(b.id, 0), huts.get(b.id, 0), cards.get(b.id, 0)) for b in types})
    if state.neutral is not None:
        tiles = Counter(type_of[t] for t in state.neutral.tiles)
        out.append({b.id: (tiles.get(b.id, 0), 0, 0) for b in types})
    return out


def type_counts(state: TileCityState) -> list[dict[str, int]]:
    """The majority count of each type for each participant (reserves do not count): buildings
    in the city, plus hut bonuses and face-up bonus cards if in play."""
    if state.huts_on or state.bonus_on:
        return [{t: sum(split) for t, split in parts.items()} for parts in count_parts(state)]
    data: AlhambraData = state.data
    type_of = data.type_of
    counts = []
    for city in state.cities:
        per_type = Counter(type_of[t] for t in city.tiles())
        counts.append({b.id: per_type.get(b.id, 0) for b in data.building_types})
    if state.neutral is not None:
        per_type = Counter(type_of[t] for t in state.neutral.tiles)
        counts.append({b.id: per_type.get(b.id, 0) for b in data.building_types})
    return counts


def score_breakdown(state: TileCityState, round_number: int) -> dict[str, Any]:
    """What scoring round ``round_number`` would award now, type by type and for walls.

    Participants are the seats in order, then Dirk (``"dirk"``) in a two-player game.
    """
    data: AlhambraData = state.data
    parts = count_parts(state) if state.huts_on or state.bonus_on else None
    counts = type_counts(state) if parts is None else [{t: sum(v) for t, v in p.items()} for p in parts]
    participants: list[int | str] = [*range(state.num_players)] + (["dirk"] if state.neutral is not None else [])
    table = data.scoring[round_number]
    types, points = rank_types([b.id for b in data.building_types], counts, lambda t, _row: table[t], SPLIT)
    if parts is not None:
        for entry in types:
            type_id = entry["type"]
            entry["tiles"] = [p[type_id][0] for p in parts]
            entry["huts"] = [p[type_id][1] for p in parts]
            entry["bonus"] = [p[type_id][2] for p in parts]
    simple = state.params["wallMetric"] == "bgaSimplePath"
    walls = [city.longest_wall(simple) for city in state.cities]
    seat_points = [points[seat] + walls[seat] for seat in range(state.num_players)]
    return {
        "round": round_number,
        "participants": participants,
        "types": types,
        "walls": walls,
        "points": seat_points,
        "dirk_points": points[-1] if state.neutral is not None else 0,
    }
