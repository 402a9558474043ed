"""Computer players that play any game through the engine contract."""

from engine.ai.bots import BOT_NAMES, Bot, make_bot
from engine.ai.random_bot import RandomBot

__all__ = ["BOT_NAMES", "Bot", "RandomBot", "make_bot"]
