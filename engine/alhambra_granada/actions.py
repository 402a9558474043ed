"""The combined game's actions and their text forms: the family's, Granada's ``flip``, and a
purchase that names the tile as well as the space, since each space holds two (granada.md
10.3): ``buy slot=2 tile=arcades-7 pay=g7``."""

from __future__ import annotations

from engine.core.action import Action, ActionSet, action
from engine.granada.actions import FlipTile
from engine.tilecity.actions import FAMILY_ACTIONS, BuyTile


@action("buy", sort="pay")
class BuyFromSpace(Action):
    """Buy the Alhambra tile or the Granada tile of a market space (1-4), with cards of that
    space's currency."""

    slot: int
    tile: str
    pay: tuple[str, ...]


ALHAMBRA_GRANADA_ACTIONS = ActionSet([BuyFromSpace if cls is BuyTile else cls for cls in FAMILY_ACTIONS] + [FlipTile])
