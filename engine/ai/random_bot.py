"""The random policy: uniform over decision groups, then uniform over the group's actions.

Choosing the group first keeps games at a natural length: a purchase is not drowned out by
dozens of placement cells or payment combinations, and passing is as likely as any other
kind of decision. It is the policy of ``python -m engine bench`` and of the conformance tests.
"""

from __future__ import annotations

import random

from engine.core.action import Action
from engine.core.game import State


class RandomBot:
    """Plays a uniformly random legal action of a uniformly random decision group."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        """An action for the player to move in ``state``; only legal moves, which every player may
        see, are consulted."""
        group = self.rng.choice(state.legal_groups())
        return self.rng.choice(state.legal_actions(group))
