"""The building market of the Alhambra family: one space per currency, each holding a tile for
sale at its price, refilled from the bag; at the end of the game each tile left goes to the
player holding the most money of its space's currency.

Spaces are numbered from 1 in actions, events and files, and indexed from 0 here. The order of
the currencies over the spaces is a game parameter; the prices come from the rules data.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Self

from engine.core.events import Event
from engine.tilecity.money import card_value


class BuildingMarket:
    """The spaces and what they hold, the bag (top last) and the tiles out of play at the end."""

    __slots__ = ("spaces", "currency", "currency_names", "costs", "bag", "removed")

    def __init__(self, currency: Sequence[str], currency_names: Sequence[str], costs: Mapping[str, int]) -> None:
        self.spaces: list[str | None] = [None] * len(currency)
        self.currency = tuple(currency)  # the currency letter of each space
        self.currency_names = tuple(currency_names)  # the currency id of each space
        self.costs = costs  # tile -> price (rules data)
        self.bag: list[str] = []
        self.removed: list[str] = []  # end-of-game market tiles nobody received

    def copy(self) -> Self:
        """An independent copy (the rules data is shared), of the same class."""
        other = type(self).__new__(type(self))
        other.spaces = list(self.spaces)
        other.currency = self.currency
        other.currency_names = self.currency_names
        other.costs = self.costs
        other.bag = list(self.bag)
        other.removed = list(self.removed)
        return other

    def offers(self) -> list[tuple[int, str, int]]:
        """(space number, currency letter, price) of every tile for sale."""
        currency, costs = self.currency, self.costs
        return [(slot + 1, currency[slot], costs[t]) for slot, t in enumerate(self.spaces) if t is not None]

    def take(self, number: int) -> str:
        """The tile on space ``number`` (1-based), which is left empty."""
        tile = self.spaces[number - 1]
        assert tile is not None
        self.spaces[number - 1] = None
        return tile

    def refill(self, events: list[Event], bag_empty_ends: bool) -> bool:
        """Fill the empty spaces from the bag, in order; whether that triggers the end of the game:
        a space stays empty (or, with ``bag_empty_ends``, the bag is empty afterwards)."""
        ends = False
        filled: dict[str, str] = {}
        spaces, bag = self.spaces, self.bag
        for slot in range(len(spaces)):
            if spaces[slot] is None:
                if bag:
                    tile = bag.pop()
                    spaces[slot] = tile
                    filled[str(slot + 1)] = tile
                else:
                    ends = True
        if bag_empty_ends and not bag:
            ends = True
        if filled:
            events.append(Event("market_refilled", None, {"tiles": filled, "bag": len(bag)}, reveals=True))
        return ends

    def space_of(self, index: int) -> int:
        """The number (1-based) of the market space of entry ``index`` of ``spaces``."""
        return index + 1

    def empty_spaces(self) -> list[int]:
        """The numbers of the empty spaces."""
        return [i + 1 for i, t in enumerate(self.spaces) if t is None]

    def award(self, slot: int, hands: Sequence[Sequence[str]]) -> tuple[list[int], int | None]:
        """Each hand's money in the currency of space ``slot`` (0-based), and the seat holding
        strictly the most, if it holds any."""
        code = self.currency[slot]
        totals = [sum(card_value(c) for c in hand if c[0] == code) for hand in hands]
        best = max(totals)
        winners = [seat for seat, total in enumerate(totals) if total == best]
        return totals, (winners[0] if best and len(winners) == 1 else None)

    def snapshot(self) -> tuple:
        """A comparable value of everything here."""
        return tuple(self.spaces), self.currency, tuple(self.bag), tuple(self.removed)
