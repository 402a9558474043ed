"""Bot names as used on the command line and in records, and the factory behind them."""

from __future__ import annotations

from typing import Protocol

from engine.ai.random_bot import RandomBot
from engine.core.action import Action
from engine.core.errors import ParameterError
from engine.core.game import State

BOT_NAMES = ("random",)


class Bot(Protocol):
    """A computer player: picks an action for the player to move."""

    name: str

    def choose(self, state: State) -> Action:
        """The action to play in ``state``."""
        ...


def make_bot(name: str, seed: int) -> Bot:
    """The bot called ``name``, seeded; ParameterError for an unknown name."""
    if name == "random":
        return RandomBot(seed)
    raise ParameterError(f"unknown bot '{name}' (known: {', '.join(BOT_NAMES)})")
