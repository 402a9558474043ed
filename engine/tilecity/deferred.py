"""A money supply whose later scoring cards wait aside until the deck first runs out (the
combined game, granada.md 10.6): then the discard pile is shuffled, split into piles, each
waiting card is shuffled into its pile, and the piles are stacked pile 1 on top. Every later
exhaustion is the plain reshuffle of the family."""

from __future__ import annotations

import random
from collections.abc import Mapping

from engine.core.events import Event
from engine.tilecity.money import (
    MoneyRules,
    MoneySupply,
    shuffle_into_piles,
    split_into_piles,
)


class DeferredCardSupply(MoneySupply):
    """The family's money supply with scoring cards set aside (``aside``) for the first reshuffle;
    ``later_piles`` gives the pile (1-based) each goes into then."""

    __slots__ = ("aside", "later_piles")

    def __init__(self, rules: MoneyRules, later_piles: Mapping[str, int]) -> None:
        super().__init__(rules)
        self.aside: list[str] = []
        self.later_piles = later_piles

    def copy(self) -> DeferredCardSupply:
        other = DeferredCardSupply.__new__(DeferredCardSupply)
        for name in MoneySupply.__slots__:
            setattr(other, name, getattr(self, name))
        other.deck, other.display, other.discard = list(self.deck), list(self.display), list(self.discard)
        other.removed, other.windows = list(self.removed), dict(self.windows)
        other.aside = list(self.aside)
        other.later_piles = self.later_piles
        return other

    def reshuffle(self, rng: random.Random, events: list[Event]) -> None:
        """The first time: the discard pile shuffled into piles with the waiting cards in theirs;
        afterwards the plain reshuffle."""
        if not self.aside:
            super().reshuffle(rng, events)
            return
        cards, self.discard = self.discard, []
        rng.shuffle(cards)
        piles = split_into_piles(cards, self.rules.deck_piles)
        waiting, self.aside = self.aside, []
        shuffle_into_piles(piles, waiting, self.later_piles, rng)
        self.deck = self.stack(piles, waiting)
        data = {"cards": len(self.deck), "scoring_cards": waiting}
        events.append(Event("deck_reshuffled", None, data, reveals=True))

    def snapshot(self) -> tuple:
        return (*super().snapshot(), tuple(self.aside))
