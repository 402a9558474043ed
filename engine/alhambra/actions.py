"""Alhambra's actions and their text forms: the family's (``engine/tilecity/actions.py``:
``take``, ``buy``, ``add``/``remove``/``swap``, ``end``, ``pass``, ``place``, ``reserve``) and,
with two players, ``dirk`` (give a tile bought this turn to the neutral player Dirk).

The Vizier's Favour modules add: ``reactivate`` (turn the own vizier face up) and ``hut`` (take
a worker's hut) in phase 1; ``vizier`` (buy at the exact price) and ``decline`` in the vizier
window after a turn; ``reveal`` (play a bonus card), a free action that keeps the phase and the
player. A money changer (``x-bg``) is taken with ``take cards=x-bg`` and used by adding it to a
``buy`` or ``vizier`` payment (``pay=b2,y9,x-by``).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.action import Action, ActionSet
from engine.tilecity.actions import (
    AddFromReserve,
    BuyTile,
    EndActions,
    PassTurn,
    PlaceTile,
    RemoveToReserve,
    ReserveTile,
    SwapWithReserve,
    TakeMoney,
)


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
