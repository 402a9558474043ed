"""Setting up a new Granada game (granada.md 2): the family's money steps
(``engine/tilecity/setup.py``) after Granada's tiles, every random one from the state's RNG.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.tilecity.faces import EVEN
from engine.tilecity.setup import deal_money_and_deck

if TYPE_CHECKING:
    from engine.granada.state import GranadaState


def deal_tiles(state: GranadaState) -> None:
    """Every tile into the bag, shuffled; Juan's six even face up (two players), then one per
    market space even face up; the black marker on ODD (the rules data's setup position)."""
    shop, rng = state.shop, state.rng
    bag = sorted(state.data.tiles)
    rng.shuffle(bag)
    shop.bag = bag
    if state.neutral is not None:
        state.neutral.set_up(bag)
    shop.spaces = [state.faces.face(bag.pop(), EVEN) for _ in shop.spaces]
    shop.marker = state.data.marker_at_setup


def set_up(state: GranadaState) -> None:
    """Deal tiles, money, the display and the deck with its scoring cards; pick the start player."""
    deal_tiles(state)
    deal_money_and_deck(state)
