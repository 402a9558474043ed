"""Alhambra (Dirk Henn, 2003): 2-6 players build palaces from tiles bought with four currencies."""

from engine.alhambra.game import AlhambraGame, load_game
from engine.alhambra.state import AlhambraState

__all__ = ["AlhambraGame", "AlhambraState", "load_game"]
