"""Granada's actions and their text forms: the family's (``engine/tilecity/actions.py``) plus
``flip`` (phase 2: pay the fee to turn a bought tile to its other face before building it or
giving it to Juan) and, with two players, ``juan`` (give a tile bought this turn to Juan).

``reserve`` takes either face of a bought tile: the reserve's face is chosen for free.
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
class FlipTile(Action):
    """Phase 2: pay the flip fee (money of one currency) to turn a bought tile over; ``tile`` is
    the face it shows now. It must then be built on its new face (or given to Juan)."""

    kind = "flip"
    tile: str
    pay: tuple[str, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "pay", tuple(sorted(self.pay)))


@dataclass(frozen=True, slots=True)
class GiveToJuan(Action):
    """Two players: give a tile bought this turn to the neutral player Juan, on the face it shows."""

    kind = "juan"
    tile: str


GRANADA_ACTIONS = ActionSet(
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
        FlipTile,
        GiveToJuan,
    ]
)
