"""Double-sided tiles for the Alhambra family (Granada): each tile has an even front and an odd
back, each face a building type and a value; a black marker decides which face the tiles a
refill puts in the market show.

Faces are the pieces the rest of the family handles: the market, cities, reserves and the
neutral player hold face ids, and the market's price of a face is its value. A tile in the bag
shows no face, so the bag holds tile ids; :class:`TwoFacedMarket` and :class:`TwoFacedNeutral`
turn a drawn tile into the face it shows. Both faces of a tile have the same sides (moats), so
a flip never changes where a tile fits.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.core.events import Event
from engine.tilecity.market import BuildingMarket
from engine.tilecity.neutral import NeutralPlayer, NeutralRules

EVEN = "EVEN"
ODD = "ODD"
MARKER_POSITIONS = (EVEN, ODD)


@dataclass(frozen=True)
class Faces:
    """Which faces belong to which tile: ``sides[tile] = (front face, back face)``."""

    sides: Mapping[str, tuple[str, str]]

    def __post_init__(self) -> None:
        tile_of = {face: tile for tile, pair in self.sides.items() for face in pair}
        other = {}
        for front, back in self.sides.values():
            other[front], other[back] = back, front
        object.__setattr__(self, "tile_of", tile_of)
        object.__setattr__(self, "other", other)

    def face(self, tile: str, marker: str) -> str:
        """The face of ``tile`` the marker position shows (EVEN: the front)."""
        return self.sides[tile][0 if marker == EVEN else 1]

    def is_front(self, face: str) -> bool:
        """Whether ``face`` is its tile's even front."""
        return self.sides[self.tile_of[face]][0] == face


class TwoFacedMarket(BuildingMarket):
    """The building market with double-sided tiles and the black marker (``marker``)."""

    __slots__ = ("faces", "marker")

    def __init__(self, currency: Sequence[str], currency_names: Sequence[str], costs: Mapping[str, int], faces: Faces) -> None:
        super().__init__(currency, currency_names, costs)
        self.faces = faces
        self.marker = ODD

    def copy(self) -> TwoFacedMarket:
        other = super().copy()
        other.faces = self.faces
        other.marker = self.marker
        return other

    def refill(self, events: list[Event], bag_empty_ends: bool) -> bool:
        """Fill the empty spaces in order, every tile showing the face the marker gives; then, if
        any tile was placed, turn the marker over (granada.md 4.5). Whether the game ends, as
        :meth:`BuildingMarket.refill`."""
        ends = False
        filled: dict[str, str] = {}
        spaces, bag, marker = self.spaces, self.bag, self.marker
        for slot in range(len(spaces)):
            if spaces[slot] is None:
                if bag:
                    face = self.faces.face(bag.pop(), marker)
                    spaces[slot] = face
                    filled[str(slot + 1)] = face
                else:
                    ends = True
        if bag_empty_ends and not bag:
            ends = True
        if filled:
            self.marker = ODD if marker == EVEN else EVEN
            data = {"tiles": filled, "bag": len(bag), "marker": self.marker}
            events.append(Event("market_refilled", None, data, reveals=True))
        return ends

    def snapshot(self) -> tuple:
        return (*super().snapshot(), self.marker)


class TwoFacedNeutral(NeutralPlayer):
    """The neutral player (Juan) drawing double-sided tiles: even face up at setup, afterwards
    the face the black marker of ``market`` shows; his draws never move the marker."""

    __slots__ = ("market",)

    def __init__(self, rules: NeutralRules, market: TwoFacedMarket) -> None:
        super().__init__(rules)
        self.market = market

    def copy(self) -> TwoFacedNeutral:
        """A copy that still reads the original's market; the state's clone rewires it."""
        other = super().copy()
        other.market = self.market
        return other

    def set_up(self, bag: list[str]) -> None:
        faces = self.market.faces
        self.tiles = [faces.face(bag.pop(), EVEN) for _ in range(self.rules.tiles_at_setup)]

    def draw_after_round(self, round_number: int, bag: list[str], events: list[Event]) -> None:
        before = len(self.tiles)
        super().draw_after_round(round_number, bag, events)
        faces, marker = self.market.faces, self.market.marker
        drawn = [faces.face(t, marker) for t in self.tiles[before:]]
        self.tiles[before:] = drawn
        if round_number in (1, 2):
            events[-1].data["tiles"] = list(drawn)
