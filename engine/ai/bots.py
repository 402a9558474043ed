"""Bot names as used on the command line and in records, and the factory behind them.

A bot name is ``random``, ``greedy`` (optionally ``greedy:temperature=T``, a softmax choice
that makes mistakes), a level (``easy``, ``normal``, ``hard``, see :mod:`engine.ai.levels`),
or ``mcts`` with optional budget options separated by colons, e.g.
``mcts:iterations=800:seconds=2`` (see :class:`engine.ai.mcts.MctsConfig` for every option).
"""

from __future__ import annotations

from typing import Protocol

from engine.ai.greedy import GreedyBot, parse_greedy_options
from engine.ai.levels import LEVELS, level_bot_spec
from engine.ai.mcts import MctsBot, parse_mcts_options
from engine.ai.random_bot import RandomBot
from engine.core.action import Action
from engine.core.errors import ParameterError
from engine.core.game import State
from engine.core.heuristics import Heuristics

BOT_NAMES = ("random", "greedy", *(level.id for level in LEVELS), "mcts")


class Bot(Protocol):
    """A computer player: picks an action for the player to move."""

    name: str

    def choose(self, state: State) -> Action:
        """The action to play in ``state``."""
        ...


def make_bot(name: str, seed: int, heuristics: Heuristics | None = None) -> Bot:
    """The bot called ``name``, seeded; ParameterError for an unknown name or option.
    ``heuristics`` (for tuning runs) replaces the game's own for a bot that judges positions."""
    base, _sep, options = name.partition(":")
    if base == "random" and not options:
        return RandomBot(seed)
    if base == "greedy":
        return GreedyBot(seed, heuristics, parse_greedy_options(options), name=name)
    if base == "mcts":
        return MctsBot(seed, parse_mcts_options(options), heuristics, name=name)
    spec = level_bot_spec(base)
    if spec is not None and not options:
        bot = make_bot(spec, seed, heuristics)
        bot.name = base
        return bot
    raise ParameterError(f"unknown bot '{name}' (known: {', '.join(BOT_NAMES)}; greedy:temperature=T; mcts:iterations=500:seconds=2)")
