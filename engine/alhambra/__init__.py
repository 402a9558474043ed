"""Alhambra (Dirk Henn, 2003): 2-6 players build palaces from tiles bought with four currencies.

The engine finds the game by ``GAME``; importing this package loads nothing else, the rules
(``game.py``) and the bots' evaluation (``evaluation.py``) load on first use.
"""

from engine.core.plugin import GamePlugin

GAME = GamePlugin.shipped("alhambra", order=10)
