"""The neutral player of two-player games in the Alhambra family: Dirk in Alhambra, Juan in
Granada. He has no money and no city to build: he collects tiles from the bag at setup and after
the first two scorings, and tiles the players give him; they count in the building majorities.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Self

from engine.core.events import Event


@dataclass(frozen=True)
class NeutralRules:
    """How the neutral player collects tiles, from the rules data."""

    name: str  # "dirk" or "juan": the key of his entries in events, views and positions
    name_key: str  # the translation key of his name
    tiles_at_setup: int
    tiles_after_round_1: int
    after_round_2_bag_divisor: int  # after round 2 he takes the bag's tiles divided by this


class NeutralPlayer:
    """The neutral player's tiles (his score is on the state's score track, with the seats')."""

    __slots__ = ("tiles", "rules")

    def __init__(self, rules: NeutralRules) -> None:
        self.tiles: list[str] = []
        self.rules = rules

    def copy(self) -> Self:
        """An independent copy (the rules are shared), of the same class."""
        other = type(self).__new__(type(self))
        other.tiles = list(self.tiles)
        other.rules = self.rules
        return other

    def set_up(self, bag: list[str]) -> None:
        """Take his tiles at setup from the top of ``bag``."""
        self.tiles = [bag.pop() for _ in range(self.rules.tiles_at_setup)]

    def draw_after_round(self, round_number: int, bag: list[str], events: list[Event]) -> None:
        """After scoring round 1 or 2, take his share of the bag (all of it if it runs short)."""
        if round_number == 1:
            wanted = self.rules.tiles_after_round_1
        elif round_number == 2:
            wanted = len(bag) // self.rules.after_round_2_bag_divisor
        else:
            return
        tiles = [bag.pop() for _ in range(min(wanted, len(bag)))]
        self.tiles.extend(tiles)
        events.append(Event(f"{self.rules.name}_drew", None, {"tiles": tiles, "bag": len(bag)}, reveals=True))
