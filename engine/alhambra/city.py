"""A player's Alhambra: the family's city grid (``engine.tilecity``) under the wall rule, with
the readings the Alhambra rules, positions, bots and tests use.

Cells are (x, y) in tile units, x eastward and y northward; the start tile sits at (0, 0). A
tile's walls are a mask of the side bits N, E, S, W, so its tile code is its wall mask, and a
cell's side masks read as in rules L3 and L4: ``occupied`` (the sides with a neighbour) and
``required`` (the sides whose neighbour shows a wall towards the cell). A tile with walls ``w``
fits a cell exactly when ``w & occupied == required`` and ``occupied & ~w`` is not empty.
"""

from __future__ import annotations

from engine.core.action import Cell
from engine.tilecity import WALLS, Grid, longest_run
from engine.tilecity.sides import NEIGHBOURS

__all__ = ["NEIGHBOURS", "City", "longest_run"]


class City(Grid):
    """The tiles of one Alhambra (start tile included) and its cached legality facts."""

    __slots__ = ()

    def __init__(self, walls: dict[str, int], start_tile: str) -> None:
        super().__init__(WALLS, walls, start_tile)

    @property
    def walls(self) -> dict[str, int]:
        """Tile id -> wall mask (the grid's tile codes)."""
        return self.codes

    def neighbour_masks(self, cell: Cell) -> tuple[int, int]:
        """(occupied, required) side masks of ``cell`` from its neighbours."""
        cells, walls = self.cells, self.codes
        x, y = cell
        occupied = required = 0
        for side, dx, dy, opposite in NEIGHBOURS:
            other = cells.get((x + dx, y + dy))
            if other is not None:
                occupied |= side
                if walls[other] & opposite:
                    required |= side
        return occupied, required

    def placement_slots(self) -> list[tuple[Cell, int, int]]:
        """Every empty cell next to the city that may take some tile without enclosing empty
        space, with its (occupied, required) masks."""
        slots = self._cache.get("placement_slots")
        if slots is None:
            slots = self._cache["placement_slots"] = [(cell, slot & 15, slot >> 4) for cell, slot in self.slots()]
        return slots

    def swap_masks(self) -> list[tuple[str, int, int]]:
        """For every movable city tile: (tile, occupied, required) of its cell."""
        masks = self._cache.get("swap_masks")
        if masks is None:
            masks = self._cache["swap_masks"] = [(tile, slot & 15, slot >> 4) for tile, slot in self.swap_slots()]
        return masks

    def outer_wall_segments(self) -> list[tuple[Cell, Cell]]:
        """Wall sides that face an empty cell, as pairs of corner points."""
        return self.outer_segments("wall")

    def longest_wall(self, simple_path: bool = False) -> int:
        """Segments in the longest continuous outer wall.

        The default is the longest trail (edges never reused, a closed ring of n segments
        counts n). With ``simple_path`` no corner may repeat, so a closed ring counts n - 1.
        """
        return self.longest("wall", simple_path)
