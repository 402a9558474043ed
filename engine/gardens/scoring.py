"""Scoring a completed building (spec 6): who owns which species, the tie cascade, the points.

Species are indexes into the rules data's species (0 purple, 1 green, 2 yellow, 3 orange with
the shipped file); -1 stands for "no species" and "no seat".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.gardens.components import GardensData

NOBODY = -1


@dataclass(frozen=True)
class Ownership:
    """Who owns which species in one game, and which species compete for a building."""

    owner: tuple[int, ...]  # species -> seat, or NOBODY
    colours: tuple[tuple[int, ...], ...]  # seat -> its species (two each in the two-colour game)
    contenders: tuple[int, ...]  # species in the majority contest: the owned ones, or all with phantoms
    owned: tuple[int, ...]

    @property
    def phantoms(self) -> bool:
        """Whether species nobody owns take part in the contest."""
        return len(self.contenders) > len(self.owned)


def ownership(data: GardensData, players: int, params: dict[str, Any]) -> Ownership:
    """The colours of each seat (spec 3.3; two each with ``twoColours``, spec 8.2) and the
    contenders: owned species, plus unowned ones when ``unownedSpecies`` is ``phantom``."""
    if params["twoColours"]:
        colours = data.pairing_by_id[params["colourPairing"]].pairs
    else:
        colours = tuple((data.seat_species[seat],) for seat in range(players))
    owner = [NOBODY] * len(data.species)
    for seat, species in enumerate(colours):
        for s in species:
            owner[s] = seat
    owned = tuple(s for s in range(len(owner)) if owner[s] != NOBODY)
    contenders = tuple(range(len(owner))) if params["unownedSpecies"] == "phantom" else owned
    return Ownership(tuple(owner), tuple(colours), contenders, owned)


def cascade(counts: tuple[int, ...] | list[int], contenders: tuple[int, ...]) -> tuple[list[tuple[int, tuple[int, ...]]], int]:
    """The tie cascade of spec 6.2: the levels looked at, highest count first, each with the
    species holding it, down to the first level held by one species alone (the winner), or
    through every level (no winner). Returns (levels, winning species or NOBODY)."""
    holders: dict[int, list[int]] = {}
    for s in contenders:
        holders.setdefault(counts[s], []).append(s)
    levels = []
    for count in sorted(holders, reverse=True):
        level = tuple(holders[count])
        levels.append((count, level))
        if len(level) == 1:
            return levels, level[0]
    return levels, NOBODY


def winner_of(counts: tuple[int, ...] | list[int], contenders: tuple[int, ...]) -> int:
    """The winning species of the cascade, or NOBODY (the cascade's result alone, quickly)."""
    best = NOBODY
    # Walk the distinct counts from the top: a count held by two or more knocks them all out.
    seen: dict[int, int] = {}
    for s in contenders:
        c = counts[s]
        seen[c] = NOBODY if c in seen else s
    for c in sorted(seen, reverse=True):
        if seen[c] != NOBODY:
            best = seen[c]
            break
    return best


def species_present(counts: tuple[int, ...] | list[int], owned: tuple[int, ...]) -> int:
    """Owned species with at least one tree facing the building (spec 6.3, 6.4)."""
    return sum(1 for s in owned if counts[s])


@dataclass(frozen=True)
class BuildingScore:
    """What scoring one completed building gave."""

    counts: tuple[int, ...]  # trees facing it, per species
    levels: tuple[tuple[int, tuple[int, ...]], ...]  # the cascade, as in ``cascade``
    winner: int  # winning species (an unowned phantom wins nothing), or NOBODY
    seat: int  # the seat that scores, or NOBODY
    present: int
    points: int


def score_building(counts: tuple[int, ...], value: int, own: Ownership) -> BuildingScore:
    """Score a completed building of ``value`` faced by ``counts`` trees per species."""
    levels, winner = cascade(counts, own.contenders)
    present = species_present(counts, own.owned)
    seat = own.owner[winner] if winner != NOBODY else NOBODY
    points = present * value if seat != NOBODY else 0
    return BuildingScore(counts, tuple(levels), winner, seat, present, points)
