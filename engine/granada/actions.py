"""Granada's actions and their text forms: the family's (``engine/tilecity/actions.py``) plus
``flip`` (phase 2: pay the fee to turn a bought tile to its other face before building it or
giving it to Juan) and, with two players, ``juan`` (give a tile bought this turn to Juan).

``reserve`` takes either face of a bought tile: the reserve's face is chosen for free.
"""

from __future__ import annotations

from engine.core.action import Action, ActionSet, action
from engine.tilecity.actions import FAMILY_ACTIONS


@action("flip", sort="pay")
class FlipTile(Action):
    """Phase 2: pay the flip fee (money of one currency) to turn a bought tile over; ``tile`` is
    the face it shows now. It must then be built on its new face (or given to Juan)."""

    tile: str
    pay: tuple[str, ...]


@action("juan")
class GiveToJuan(Action):
    """Two players: give a tile bought this turn to the neutral player Juan, on the face it shows."""

    tile: str


GRANADA_ACTIONS = ActionSet([*FAMILY_ACTIONS, FlipTile, GiveToJuan])
