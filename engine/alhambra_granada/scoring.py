"""The combined game's scoring round (granada.md 10.7): Alhambra's majorities over the Alhambra
tiles (its tables, ties split), Granada's over the Granada tiles (multiples of N(t), ties broken
by the highest value), the longest outer wall, the longest outer moat and the longest chain of
wall-and-moat sides, each at its points per segment from the rules data.

The two majorities are the games' own scoring functions, each given the position as its game
sees it (:class:`HalfView`: only its kind of tiles, its own rules data).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.alhambra import scoring as alhambra_scoring
from engine.alhambra_granada.city import ALHAMBRA, GRANADA, MixedCity
from engine.granada import scoring as granada_scoring

if TYPE_CHECKING:
    from engine.alhambra_granada.state import AlhambraGranadaState


class HalfCity:
    """A mixed city as one of the two games sees it: its tiles of one kind, the runs as they
    are scored in the combined game."""

    __slots__ = ("city", "kind")

    def __init__(self, city: MixedCity, kind: int) -> None:
        self.city = city
        self.kind = kind

    def tiles(self) -> list[str]:
        """The building tiles of this kind."""
        return self.city.tiles_of(self.kind)

    def longest(self, feature: str, simple_path: bool = False) -> int:
        """The longest run of ``feature`` in the whole city (10.7: walls and moats facing the
        other kind count as outer)."""
        return self.city.longest(feature, simple_path)

    def longest_wall(self, simple_path: bool = False) -> int:
        """The longest outer wall, as Alhambra's scoring asks for it."""
        return self.city.longest("wall", simple_path)


class HalfView:
    """The position as Alhambra's (``kind`` ALHAMBRA) or Granada's scoring reads it: that game's
    rules data, the seats' cities of that kind, no neutral player and no module."""

    huts_on = bonus_on = False
    neutral = None

    def __init__(self, state: AlhambraGranadaState, kind: int) -> None:
        self.data = state.data.alhambra if kind == ALHAMBRA else state.data.granada
        self.cities = [HalfCity(city, kind) for city in state.cities]
        self.num_players = state.num_players
        self.params = state.params

    def longest_moats(self) -> list[int]:
        """Each seat's longest outer moat (parameter moatMetric)."""
        simple = self.params["moatMetric"] == "bgaSimplePath"
        return [city.longest("moat", simple) for city in self.cities]


def type_counts(state: AlhambraGranadaState) -> dict[str, list[dict[str, int]]]:
    """Each seat's count of each building type, per game (reserves never count)."""
    return {
        "alhambra": alhambra_scoring.type_counts(HalfView(state, ALHAMBRA)),
        "granada": granada_scoring.type_counts(HalfView(state, GRANADA)),
    }


def longest_runs(state: AlhambraGranadaState) -> dict[str, list[int]]:
    """Each seat's longest outer wall, outer moat and wall-and-moat chain (parameters
    wallMetric for walls and the chain, moatMetric for moats)."""
    walls_simple = state.params["wallMetric"] == "bgaSimplePath"
    moats_simple = state.params["moatMetric"] == "bgaSimplePath"
    return {
        "wall": [city.longest("wall", walls_simple) for city in state.cities],
        "moat": [city.longest("moat", moats_simple) for city in state.cities],
        "border": [city.longest("border", walls_simple) for city in state.cities],
    }


def score_breakdown(state: AlhambraGranadaState, round_number: int) -> dict[str, Any]:
    """What scoring round ``round_number`` would award now: each game's majorities type by type,
    the three runs, and each seat's points by part."""
    alhambra = alhambra_scoring.score_breakdown(HalfView(state, ALHAMBRA), round_number)
    granada = granada_scoring.score_breakdown(HalfView(state, GRANADA), round_number)
    runs = longest_runs(state)
    per_segment = state.data.segment_points
    parts = []
    for seat in range(state.num_players):
        parts.append({
            "alhambra": alhambra["points"][seat] - alhambra["walls"][seat],
            "wall": per_segment["wall"] * runs["wall"][seat],
            "granada": granada["points"][seat] - granada["moats"][seat],
            "moat": per_segment["moat"] * runs["moat"][seat],
            "border": per_segment["border"] * runs["border"][seat],
        })  # fmt: skip
    return {
        "round": round_number,
        "participants": list(range(state.num_players)),
        "alhambra_types": alhambra["types"],
        "granada_types": granada["types"],
        "scoring": granada["scoring"],
        "walls": runs["wall"],
        "moats": runs["moat"],
        "borders": runs["border"],
        "parts": parts,
        "points": [sum(p.values()) for p in parts],
        "neutral_points": 0,
    }
