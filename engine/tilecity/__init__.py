"""The Alhambra family's shared parts (Alhambra, Granada, Alhambra + Granada).

``grid.Grid`` is a player's city: tiles on a square grid with the placement rules (matching
sides, walk rule, no holes), removal, swap and the longest runs, all kept incremental. How
sides meet is an ``edges.EdgeRule``: ``WALLS`` (Alhambra), ``MOATS`` (Granada) or
``WALLS_AND_MOATS`` (both kinds of tiles in one city). The package knows no game: each game
passes its tile codes (tile id -> feature mask, plus the kind bit) and its start tile.
"""

from engine.tilecity.edges import MOATS, WALLS, WALLS_AND_MOATS, CombinedRule, EdgeRule, FeatureRule
from engine.tilecity.grid import Grid
from engine.tilecity.runs import longest_run

__all__ = ["MOATS", "WALLS", "WALLS_AND_MOATS", "CombinedRule", "EdgeRule", "FeatureRule", "Grid", "longest_run"]

# Beside the grid, the family's rules parts (each imported where it is used, not here):
# money.py (the money supply: deck, display, scoring cards in their piles), deferred.py (a
# supply whose later scoring cards wait for the first reshuffle), market.py (the building
# market), double_market.py (two tiles a space, two bags), payment.py (payments, with the
# money changers as their extension), majority.py (majority ranking with a tie policy),
# neutral.py (Dirk, Juan), memory.py (the money everyone saw), modular.py and turn.py (the turn
# skeleton), hooks.py (the modules' protocol), moves.py (the decisions every game shares),
# setup.py, positions.py and view.py. The bots' estimates the games share: soft_majority.py (a
# majority before its scoring), market_value.py with hand_money.py (money against the market)
# (their memo, bounded_cache.py, is in engine/core: other games' estimates use it too).
