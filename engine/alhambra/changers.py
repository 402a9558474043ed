"""Module 2, the money changers (vizier.md section 2): where they enter the deck and how they are
taken. Paying with one is the payment extension of ``engine/tilecity/payment.py``; the state
passes the changers in play (``state.changers``) to every payment.

A changer is a card of the money deck with the code ``x-`` plus its two currency letters
(``x-by`` = blue/yellow). It takes a display slot like money, is taken alone instead of money,
goes to the discard pile when used and comes back with the reshuffle. It has no value, so it
never counts in the end-of-game distribution.
"""

from __future__ import annotations

from engine.alhambra.modules_data import ModulesData
from engine.core.errors import Refusal
from engine.tilecity.hooks import Module
from engine.tilecity.turn import TileCityState


class MoneyChangers(Module):
    """The changers of the deck; they have no state of their own beyond the money's."""

    __slots__ = ("cards", "piles")
    key = "bureauDeChange"
    title = "the money changers"

    def __init__(self, rules: ModulesData) -> None:
        self.cards = rules.changers  # id -> Changer
        self.piles = rules.changer_piles  # 1-based deck pile -> changers shuffled into it

    def set_up_deck(self, state: TileCityState, piles: list[list[str]]) -> None:
        """Deal the changers at random to their deck piles (2 each into piles 2, 3, 4), each at a
        random place in its pile."""
        rng = state.rng
        cards = sorted(self.cards)
        rng.shuffle(cards)
        for number, count in sorted(self.piles.items()):
            pile = piles[number - 1]
            for _ in range(count):
                pile.insert(rng.randint(0, len(pile)), cards.pop())

    def take_problem(self, state: TileCityState, cards: tuple[str, ...]) -> str | None:
        """Why ``cards`` mixes a changer with other cards (a changer is taken alone), or None."""
        if len(cards) > 1:
            changers = [c for c in cards if c in self.cards]
            if changers:
                return Refusal(
                    f"a money changer is taken alone, instead of money: take {changers[0]} by itself",
                    "take.changer_alone", changer=changers[0],
                )  # fmt: skip
        return None
