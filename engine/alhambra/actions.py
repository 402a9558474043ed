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

from engine.core.action import Action, ActionSet, action

# The family's actions are read from here too, with Alhambra's own.
from engine.tilecity.actions import (  # noqa: F401
    FAMILY_ACTIONS, AddFromReserve, BuyTile, EndActions, PassTurn, PlaceTile, RemoveToReserve, ReserveTile,
    SwapWithReserve, TakeMoney,
)  # fmt: skip


@action("dirk")
class GiveToDirk(Action):
    """Two players: give a tile bought this turn to the neutral player Dirk."""

    tile: str


@action("vizier", sort="pay")
class VizierBuy(Action):
    """In the vizier window: buy a market tile at its exact price (optionally with one changer)."""

    slot: int
    pay: tuple[str, ...]


@action("decline")
class DeclineVizier(Action):
    """In the vizier window: do not use the vizier now."""


@action("reactivate")
class Reactivate(Action):
    """Turn the own vizier face up again; a turn action that ends phase 1."""


@action("hut")
class TakeHut(Action):
    """Take the face-up worker's hut of one colour (named by its building type); ends phase 1."""

    type: str


@action("reveal")
class RevealBonus(Action):
    """Play a bonus card face up while its tile is in the own Alhambra; free, the turn goes on."""

    card: str


ALHAMBRA_ACTIONS = ActionSet([*FAMILY_ACTIONS, GiveToDirk, VizierBuy, DeclineVizier, Reactivate, TakeHut, RevealBonus])
