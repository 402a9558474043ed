"""Alhambra's actions and their text forms.

Phase 1 (actions): ``take``, ``buy``, the three redesigns ``add``/``remove``/``swap``, ``end``
(decline the extra action after an exact purchase) and ``pass`` (only when nothing else is
possible at the start of a turn). Phase 2 (placing what was bought) and the end-of-game
distribution: ``place``, ``reserve`` and, with two players, ``dirk``.

The Vizier's Favour modules add: ``reactivate`` (turn the own vizier face up) and ``hut`` (take
a worker's hut) in phase 1; ``vizier`` (buy at the exact price) and ``decline`` in the vizier
window after a turn; ``reveal`` (play a bonus card), a free action that keeps the phase and the
player. A money changer (``x-bg``) is taken with ``take cards=x-bg`` and used by adding it to a
``buy`` or ``vizier`` payment (``pay=b2,y9,x-by``).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.action import Action, ActionSet, Cell


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


@dataclass(frozen=True, slots=True)
class GiveToDirk(Action):
    """Two players: give a tile bought this turn to the neutral player Dirk."""

    kind = "dirk"
    tile: str


@dataclass(frozen=True, slots=True)
class VizierBuy(Action):
    """In the vizier window: buy a market tile at its exact price (optionally with one changer)."""

    kind = "vizier"
    slot: int
    pay: tuple[str, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "pay", tuple(sorted(self.pay)))


@dataclass(frozen=True, slots=True)
class DeclineVizier(Action):
    """In the vizier window: do not use the vizier now."""

    kind = "decline"


@dataclass(frozen=True, slots=True)
class Reactivate(Action):
    """Turn the own vizier face up again; a turn action that ends phase 1."""

    kind = "reactivate"


@dataclass(frozen=True, slots=True)
class TakeHut(Action):
    """Take the face-up worker's hut of one colour (named by its building type); ends phase 1."""

    kind = "hut"
    type: str


@dataclass(frozen=True, slots=True)
class RevealBonus(Action):
    """Play a bonus card face up while its tile is in the own Alhambra; free, the turn goes on."""

    kind = "reveal"
    card: str


ALHAMBRA_ACTIONS = ActionSet(
    [
        TakeMoney,
        BuyTile,
        EndActions,
        PassTurn,
        AddFromReserve,
        RemoveToReserve,
        SwapWithReserve,
        PlaceTile,
        ReserveTile,
        GiveToDirk,
        VizierBuy,
        DeclineVizier,
        Reactivate,
        TakeHut,
        RevealBonus,
    ]
)
