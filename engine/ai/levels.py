"""The difficulty levels the new-game dialog offers, each with its measured strength.

Each level is a concrete bot (see :mod:`engine.ai.bots` for the name syntax). The strength line
is a measurement, not a promise: ``benchmarks/bot_strength.py`` re-measures it, and the numbers
below are copied from its output (two-player Alhambra, seats alternated over repeated deals).
The dialog translates ``name_key`` and builds the strength line from ``strength_key`` with the
numbers ``wins``, ``games`` and the opponent level's name; ``strength`` is the English text.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    """One difficulty level: what it is called, which bot plays it, and how strong it measured."""

    id: str  # the bot name on the command line and in records
    name_key: str  # translatable display name
    bot: str  # the bot that plays this level
    strength_key: str  # translatable template: "wins {wins} of {games} two-player games against {opponent}"
    wins: int  # measured wins ...
    games: int  # ... per this many two-player games ...
    opponent: str  # ... against this bot or level id

    @property
    def strength(self) -> str:
        """The measured strength as one English line."""
        opponent = self.opponent.capitalize() if self.opponent in LEVEL_IDS else f"the {self.opponent} bot"
        return f"wins {self.wins} of {self.games} two-player games against {opponent}"


STRENGTH_KEY = "ai.level.strength"
LEVEL_IDS = ("easy", "normal", "hard")

# Measured with ``python -m engine match --game alhambra --players 2 --jobs 1 --bots B1,B2``:
# easy,random --games 40 --seed 4000; normal,easy(greedy) --games 30 --seed 2000;
# hard,normal --games 30 --seed 3000. Normal stops its look-ahead at the end of its own turn:
# with Hard's round of turns it played level with Hard (15 of 30 games won to Hard's 17).
LEVELS: tuple[Level, ...] = (
    Level("easy", "ai.level.easy", "greedy", STRENGTH_KEY, 40, 40, "random"),
    Level("normal", "ai.level.normal", "mcts:iterations=60:seconds=2:horizon=1", STRENGTH_KEY, 19, 30, "easy"),
    Level("hard", "ai.level.hard", "mcts:iterations=400:seconds=3", STRENGTH_KEY, 22, 30, "normal"),
)


def level_bot_spec(level_id: str) -> str | None:
    """The bot name behind a level id, or None if ``level_id`` is not a level."""
    for level in LEVELS:
        if level.id == level_id:
            return level.bot
    return None
