"""The actions every game of the Alhambra family shares, and their text forms.

Phase 1 (actions): ``take``, ``buy``, the three redesigns ``add``/``remove``/``swap``, ``end``
(decline the extra action after an exact purchase) and ``pass`` (only when nothing else is
possible at the start of a turn). Phase 2 (placing what was bought) and the end-of-game
distribution: ``place`` and ``reserve``. A game adds its own: the gift to its neutral player,
its modules' actions.
"""

from __future__ import annotations

from engine.core.action import Action, Cell, action


@action("take", sort="cards")
class TakeMoney(Action):
    """Take display cards: one of any value, or several summing to at most 5."""

    cards: tuple[str, ...]


@action("buy", sort="pay")
class BuyTile(Action):
    """Buy the tile on a market space (1-4) with cards of that space's currency."""

    slot: int
    pay: tuple[str, ...]


@action("end")
class EndActions(Action):
    """Decline the extra action an exact purchase allows."""


@action("pass")
class PassTurn(Action):
    """Let the turn pass because no action is possible."""


@action("add", group="redesign")
class AddFromReserve(Action):
    """Redesign (a): build a reserve tile into the city."""

    tile: str
    at: Cell


@action("remove", group="redesign")
class RemoveToReserve(Action):
    """Redesign (b): take a city tile into the reserve."""

    tile: str


@action("swap", group="redesign")
class SwapWithReserve(Action):
    """Redesign (c): a reserve tile takes the cell of a city tile, which goes to the reserve."""

    tile: str
    reserve: str


@action("place")
class PlaceTile(Action):
    """Build a bought (or end-of-game awarded) tile into the city."""

    tile: str
    at: Cell


@action("reserve")
class ReserveTile(Action):
    """Put a bought (or awarded) tile in the reserve."""

    tile: str


# The family's kinds in the order each game lists them first.
FAMILY_ACTIONS = (
    TakeMoney, BuyTile, EndActions, PassTurn, AddFromReserve, RemoveToReserve, SwapWithReserve, PlaceTile, ReserveTile,
)  # fmt: skip
