"""Module 2, the money changers (vizier.md section 2): where they enter the deck and how they are
taken. Paying with one is in ``payment.py``.

A changer is a card of the money deck with the code ``x-`` plus its two currency letters
(``x-by`` = blue/yellow). It takes a display slot like money, is taken alone instead of money,
goes to the discard pile when used and comes back with the reshuffle. It has no value, so it
never counts in the end-of-game distribution.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import Refusal

if TYPE_CHECKING:
    from engine.alhambra.state import AlhambraState


def shuffle_into_piles(state: AlhambraState, piles: list[list[str]]) -> None:
    """Deal the changers at random to their deck piles (2 each into piles 2, 3, 4), each at a
    random place in its pile; ``piles`` are top-first lists."""
    rng = state.rng
    cards = sorted(state.data.modules.changers)
    rng.shuffle(cards)
    for number, count in sorted(state.data.modules.changer_piles.items()):
        pile = piles[number - 1]
        for _ in range(count):
            pile.insert(rng.randint(0, len(pile)), cards.pop())


def take_problem(state: AlhambraState, cards: tuple[str, ...]) -> str | None:
    """Why ``cards`` mixes a changer with other cards (a changer is taken alone), or None."""
    if len(cards) > 1:
        changers = [c for c in cards if state.data.is_changer(c)]
        if changers:
            return Refusal(
                f"a money changer is taken alone, instead of money: take {changers[0]} by itself",
                "take.changer_alone", changer=changers[0],
            )
    return None
