"""The actions every game of the Alhambra family shares, and their text forms.

Phase 1 (actions): ``take``, ``buy``, the three redesigns ``add``/``remove``/``swap``, ``end``
(decline the extra action after an exact purchase) and ``pass`` (only when nothing else is
possible at the start of a turn). Phase 2 (placing what was bought) and the end-of-game
distribution: ``place`` and ``reserve``. A game adds its own: the gift to its neutral player,
its modules' actions.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.action import Action, Cell


@dataclass(frozen=True, slots=True)
class TakeMoney(Action):
    """Take display cards: one of any value, or several summing to at most 5."""

    kind = "take"
    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))


@dataclass(frozen=True, slots=True)
class BuyTile(Action):
    """Buy the tile on a market space (1-4) with cards of that space's currency."""

    kind = "buy"
    slot: int
    pay: tuple[str, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "pay", tuple(sorted(self.pay)))


@dataclass(frozen=True, slots=True)
class EndActions(Action):
    """Decline the extra action an exact purchase allows."""

    kind = "end"


@dataclass(frozen=True, slots=True)
class PassTurn(Action):
    """Let the turn pass because no action is possible."""

    kind = "pass"


@dataclass(frozen=True, slots=True)
class AddFromReserve(Action):
    """Redesign (a): build a reserve tile into the city."""

    kind = "add"
    group = "redesign"
    tile: str
    at: Cell


@dataclass(frozen=True, slots=True)
class RemoveToReserve(Action):
    """Redesign (b): take a city tile into the reserve."""

    kind = "remove"
    group = "redesign"
    tile: str


@dataclass(frozen=True, slots=True)
class SwapWithReserve(Action):
    """Redesign (c): a reserve tile takes the cell of a city tile, which goes to the reserve."""

    kind = "swap"
    group = "redesign"
    tile: str
    reserve: str


@dataclass(frozen=True, slots=True)
class PlaceTile(Action):
    """Build a bought (or end-of-game awarded) tile into the city."""

    kind = "place"
    tile: str
    at: Cell


@dataclass(frozen=True, slots=True)
class ReserveTile(Action):
    """Put a bought (or awarded) tile in the reserve."""

    kind = "reserve"
    tile: str
