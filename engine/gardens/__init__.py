"""The Gardens of the Alhambra (Dirk Henn, Queen Games): 2-4 players lay garden tiles between
buildings and score each building for the species with the most trees around it.

The engine finds the game by ``GAME``; importing this package loads nothing else, the rules
(``game.py``) and the bots' evaluation (``evaluation.py``) load on first use.
"""

from engine.core.plugin import GamePlugin

GAME = GamePlugin.shipped("gardens", order=30)
