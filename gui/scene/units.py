"""Scene units: one tile edge is TILE scene units.

Qt cannot draw text with fonts smaller than about one scene unit, so the unit is a hundredth
of a tile rather than a whole tile; the view scales the scene to the window either way.
"""

TILE = 100.0
