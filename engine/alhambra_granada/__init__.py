"""Alhambra + Granada combined (granada.md Part II): each player builds an Alhambra and then a
Granada in one grid, buying from a market of two tiles per space; 3-6 players.

The engine finds the game by ``GAME``; importing this package loads nothing else, the rules
(``game.py``) and the bots' evaluation (``evaluation.py``) load on first use.
"""

from engine.core.plugin import GamePlugin

GAME = GamePlugin.shipped("alhambra_granada", order=17)
