"""The market of the combined game (granada.md 10.2-10.5): each space holds one Alhambra tile
and one Granada tile, drawn from two bags; the Granada half shows the face the black marker
gives, and a refill turns the marker over only if it placed a Granada tile.

The halves are the entries of ``spaces``: space ``s`` (1-based) has its Alhambra half at index
``2 (s - 1)`` and its Granada half right after it, so the family's code that walks the entries
in order (the distribution at the end) handles the spaces 1 to 4, each Alhambra half first.
Actions and events name the space, never the half's index.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from engine.core.events import Event
from engine.tilecity.faces import EVEN, ODD, Faces, TwoFacedMarket

ALHAMBRA, GRANADA = 0, 1  # the two halves of a space, in ``spaces`` order


class DoubleMarket(TwoFacedMarket):
    """Four spaces of two halves, bag A (``bag``: tile ids) and bag G (``granada_bag``: tile ids,
    shown as faces once drawn), the black marker, and the Granada tiles that have a moat
    (``moated``) for the moat requirement."""

    __slots__ = ("granada_bag", "moat_every_refill", "moated")

    def __init__(
        self,
        currency: Sequence[str],
        currency_names: Sequence[str],
        costs: Mapping[str, int],
        faces: Faces,
        moated: Collection[str],
        moat_every_refill: bool,
    ) -> None:
        doubled = [c for c in currency for _half in (ALHAMBRA, GRANADA)]
        names = [n for n in currency_names for _half in (ALHAMBRA, GRANADA)]
        super().__init__(doubled, names, costs, faces)
        self.granada_bag: list[str] = []
        self.moated = moated
        self.moat_every_refill = moat_every_refill

    def copy(self) -> DoubleMarket:
        other = super().copy()
        other.granada_bag = list(self.granada_bag)
        other.moated, other.moat_every_refill = self.moated, self.moat_every_refill
        return other

    @staticmethod
    def index(space: int, half: int) -> int:
        """The entry of ``spaces`` of a space (1-based) and half (ALHAMBRA or GRANADA)."""
        return 2 * (space - 1) + half

    def space_of(self, index: int) -> int:
        return index // 2 + 1

    def space_count(self) -> int:
        """How many spaces the market has."""
        return len(self.spaces) // 2

    def draw_face(self, marker: str, need_moat: bool, returned: list[str]) -> str:
        """The top tile of bag G, showing the face of ``marker``. With ``need_moat`` a tile
        without a moat goes back to the bottom of the bag (listed in ``returned``) and the next
        is drawn, until one has a moat or every tile left has been tried."""
        bag = self.granada_bag
        tile = bag.pop()
        tries = len(bag)
        while need_moat and tile not in self.moated and tries:
            returned.append(tile)
            bag.insert(0, tile)
            tile = bag.pop()
            tries -= 1
        return self.faces.face(tile, marker)

    def fill(self, need_moat: bool, events: list[Event]) -> bool:
        """Fill the empty halves space by space (C-13: the Alhambra half first) with the
        marker's face for the Granada ones; turn the marker over if a Granada tile was placed.
        Whether a space is left with both halves empty."""
        filled: dict[str, list[str]] = {}
        returned: list[str] = []
        spaces, marker = self.spaces, self.marker
        granada_placed = False
        for index in range(len(spaces)):
            if spaces[index] is not None:
                continue
            if index % 2 == ALHAMBRA and self.bag:
                spaces[index] = self.bag.pop()
            elif index % 2 == GRANADA and self.granada_bag:
                spaces[index] = self.draw_face(marker, need_moat, returned)
                granada_placed = True
            else:
                continue
            filled.setdefault(str(self.space_of(index)), []).append(spaces[index])
        if granada_placed:
            self.marker = ODD if marker == EVEN else EVEN
        if filled:
            data = {"tiles": filled, "bag": len(self.bag), "granada_bag": len(self.granada_bag), "marker": self.marker}
            if returned:
                data["returned"] = returned
            events.append(Event("market_refilled", None, data, reveals=True))
        return bool(self.empty_spaces())

    def refill(self, events: list[Event], bag_empty_ends: bool) -> bool:
        """The refill of phase 3 (10.5): the game ends once a space has both halves empty, or
        (``bag_empty_ends``) once both bags are empty."""
        ends = self.fill(self.moat_every_refill, events)
        return ends or (bag_empty_ends and not self.bag and not self.granada_bag)

    def empty_spaces(self) -> list[int]:
        """The numbers of the spaces with both halves empty."""
        spaces = self.spaces
        return [i // 2 + 1 for i in range(0, len(spaces), 2) if spaces[i] is None and spaces[i + 1] is None]

    def offers(self) -> list[tuple[int, str, int]]:
        """(entry index, currency letter, price) of every tile for sale."""
        currency, costs = self.currency, self.costs
        return [(index, currency[index], costs[t]) for index, t in enumerate(self.spaces) if t is not None]

    def snapshot(self) -> tuple:
        return (*super().snapshot(), tuple(self.granada_bag))
