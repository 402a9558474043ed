"""Alcazar (Wolfgang Kramer, 2009): 2-5 players build manors and castles on a 72-parcel board.

The engine finds the game by ``GAME``; importing this package loads nothing else, the rules
(``game.py``) and the bots' evaluation (``evaluation.py``) load on first use.
"""

from engine.core.plugin import GamePlugin

GAME = GamePlugin.shipped("alcazar", order=20)
