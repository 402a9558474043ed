"""A player's Alhambra: the family's city grid (``engine.tilecity``) under the wall rule, with
the readings the Alhambra rules, positions, bots and tests use; the side masks are the family's
(``engine/tilecity/city.py``).

Cells are (x, y) in tile units, x eastward and y northward; the start tile sits at (0, 0). A
tile's walls are a mask of the side bits N, E, S, W, so its tile code is its wall mask, and a
cell's side masks read as in rules L3 and L4: ``occupied`` (the sides with a neighbour) and
``required`` (the sides whose neighbour shows a wall towards the cell). A tile with walls ``w``
fits a cell exactly when ``w & occupied == required`` and ``occupied & ~w`` is not empty.
"""

from __future__ import annotations

from engine.core.action import Cell
from engine.tilecity import WALLS, longest_run
from engine.tilecity.city import FeatureCity
from engine.tilecity.sides import NEIGHBOURS

__all__ = ["NEIGHBOURS", "City", "longest_run"]


class City(FeatureCity):
    """The tiles of one Alhambra (start tile included) and its cached legality facts."""

    __slots__ = ()

    def __init__(self, walls: dict[str, int], start_tile: str) -> None:
        super().__init__(WALLS, walls, start_tile)

    @property
    def walls(self) -> dict[str, int]:
        """Tile id -> wall mask (the grid's tile codes)."""
        return self.codes

    def outer_wall_segments(self) -> list[tuple[Cell, Cell]]:
        """Wall sides that face an empty cell, as pairs of corner points."""
        return self.outer_segments("wall")

    def longest_wall(self, simple_path: bool = False) -> int:
        """Segments in the longest continuous outer wall.

        The default is the longest trail (edges never reused, a closed ring of n segments
        counts n). With ``simple_path`` no corner may repeat, so a closed ring counts n - 1.
        """
        return self.longest("wall", simple_path)
