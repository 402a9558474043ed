"""Setting up a combined game (granada.md 10.2): two bags, the first market with one tile of
each kind per space (a Granada tile without a moat goes back, C-2), the black marker on ODD,
then the family's money steps with card A in its pile and card B set aside (10.6); every
random step from the state's RNG."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.tilecity.faces import EVEN
from engine.tilecity.setup import deal_money_and_deck

if TYPE_CHECKING:
    from engine.alhambra_granada.state import AlhambraGranadaState


def deal_tiles(state: AlhambraGranadaState) -> None:
    """Bag A and bag G shuffled; every space filled, Granada tiles even face up and, as the
    rules data asks, with a moat; then the marker is set to its setup position."""
    shop, rng, data = state.shop, state.rng, state.data
    bag = sorted(data.alhambra.tiles)
    rng.shuffle(bag)
    shop.bag = bag
    granada_bag = sorted(data.granada.tiles)
    rng.shuffle(granada_bag)
    shop.granada_bag = granada_bag
    shop.marker = EVEN
    shop.fill(data.market_needs_moat, [])
    shop.marker = data.marker_at_setup


def set_up(state: AlhambraGranadaState) -> None:
    """Deal the tiles; set the later scoring cards aside; deal the money, the display and the
    deck with card A; pick the start player."""
    deal_tiles(state)
    state.supply.aside = sorted(state.data.later_piles)
    deal_money_and_deck(state)
