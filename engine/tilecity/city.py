"""A city of single-feature tiles (Alhambra's walls, Granada's moats): the family's grid under
one feature rule, with the side masks the rules, positions and bots read.

Cells are (x, y) in tile units, x eastward and y northward; the start tile sits at (0, 0). A
tile's feature sides are a mask of the side bits N, E, S, W (its tile code), and a cell's side
masks are ``occupied`` (the sides with a neighbour) and ``required`` (the sides whose neighbour
shows the feature towards the cell). A tile with mask ``m`` fits a cell exactly when
``m & occupied == required`` and ``occupied & ~m`` is not empty.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core.action import Cell
from engine.tilecity.edges import FeatureRule
from engine.tilecity.grid import Grid
from engine.tilecity.sides import NEIGHBOURS


class FeatureCity(Grid):
    """The tiles of one city (start tile included) under a single-feature rule."""

    __slots__ = ()

    def __init__(self, rule: FeatureRule, codes: Mapping[str, int], start_tile: str) -> None:
        super().__init__(rule, codes, start_tile)

    def neighbour_masks(self, cell: Cell) -> tuple[int, int]:
        """(occupied, required) side masks of ``cell`` from its neighbours."""
        cells, codes = self.cells, self.codes
        x, y = cell
        occupied = required = 0
        for side, dx, dy, opposite in NEIGHBOURS:
            other = cells.get((x + dx, y + dy))
            if other is not None:
                occupied |= side
                if codes[other] & opposite:
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
