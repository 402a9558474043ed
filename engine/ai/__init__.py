"""Computer players that play any game through the engine contract.

``random`` (the benchmark policy), ``greedy`` (one ply on the game's evaluation), ``mcts``
(information-set tree search) and the difficulty levels built from them. A game plugs in by
naming its evaluation (a :class:`~engine.core.heuristics.Heuristics`) in its plug-in; the bots
find it through :mod:`engine.ai.evaluation` and import no game themselves.
"""

from engine.ai.bots import BOT_NAMES, Bot, make_bot
from engine.ai.greedy import GreedyBot
from engine.ai.levels import LEVELS, Level
from engine.ai.mcts import MctsBot, MctsConfig
from engine.ai.random_bot import RandomBot
from engine.core.heuristics import Heuristics

__all__ = [
    "BOT_NAMES",
    "Bot",
    "GreedyBot",
    "Heuristics",
    "LEVELS",
    "Level",
    "MctsBot",
    "MctsConfig",
    "RandomBot",
    "make_bot",
]
