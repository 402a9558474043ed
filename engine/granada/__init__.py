"""Granada (Dirk Henn, 2009): Alhambra's sister with double-sided tiles, moats and the black
marker; 2-6 players, the neutral Juan with two.

The engine finds the game by ``GAME``; importing this package loads nothing else, the rules
(``game.py``) and the bots' evaluation (``evaluation.py``) load on first use.
"""

from engine.core.plugin import GamePlugin

GAME = GamePlugin.shipped("granada", order=15)
