"""Setting up a new Alhambra game (spec section 2): the family's setup steps
(``engine/tilecity/setup.py``) in the rulebook's order, every random one from the state's RNG.

The modules in play add their steps (vizier.md): changers go into deck piles 2-4 while the deck
is built, then bonus cards are dealt and hut stacks are shuffled. They draw from the RNG only
after the base steps they follow, so the base game deals exactly as without them.
"""

from __future__ import annotations

from engine.tilecity.setup import build_deck, choose_start_player, deal_money_and_deck, deal_tiles, money_copies
from engine.tilecity.turn import TileCityState

__all__ = ["build_deck", "choose_start_player", "money_copies", "set_up"]


def set_up(state: TileCityState) -> None:
    """Deal tiles, money, the display and the deck with its scoring cards; pick the start player;
    then the modules' own pieces."""
    deal_tiles(state)
    deal_money_and_deck(state)
    for module in state.modules:
        module.set_up(state)
