"""A Castle for All Seasons (Inka & Markus Brand, eggertspiele 2008): 2-4 players choose
character cards in secret each round, gather resources, erect the castle's buildings and place
helpers in them, in summer or in winter.

The engine finds the game by ``GAME``; importing this package loads nothing else, the rules
(``game.py``) and the bots' evaluation (``evaluation.py``) load on first use; the app's table
is gui/games/castle.
"""

from engine.core.plugin import GamePlugin

GAME = GamePlugin.shipped("castle", order=40)
