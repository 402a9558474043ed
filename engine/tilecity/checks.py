"""The slow half of the grid: why a placement, removal or swap is refused, and the readings
made from the cells alone (no caches). The grid answers "legal" from its codes and comes here
only to explain a "no", so these run once per refused action, never in a legal-move search.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.action import Cell, format_cell
from engine.core.errors import Refusal
from engine.tilecity import graphs
from engine.tilecity.sides import NE, NEIGHBOURS, NW, SE, SECOND_KIND, SW

if TYPE_CHECKING:
    from collections.abc import Mapping

    from engine.tilecity.grid import Grid

_CORNER_STEPS = ((NE, 1, 1), (SE, 1, -1), (SW, -1, -1), (NW, -1, 1))


def recount_cell(cells: Mapping[Cell, str], codes: Mapping[str, int], cell: Cell) -> int:
    """The neighbourhood code of ``cell`` (``sides`` module), from the cells."""
    x, y = cell
    near = 0
    for side, dx, dy, opposite in NEIGHBOURS:
        other = cells.get((x + dx, y + dy))
        if other is not None:
            code = codes[other]
            near |= side | (side << 4 if code & opposite else 0) | (side << 8 if code & SECOND_KIND else 0)
    for bit, dx, dy in _CORNER_STEPS:
        if (x + dx, y + dy) in cells:
            near |= bit
    tile = cells.get(cell)
    if tile is not None:
        near |= 1 << 21 | codes[tile] << 16
    return near


def placement_refusal(grid: Grid, tile: str, cell: Cell, seat: int | None) -> Refusal | None:
    """Why ``tile`` may not go to ``cell``: the first broken rule of L1-L5, in that order."""
    where = format_cell(cell)
    if cell in grid.cells:
        return Refusal(f"cell {where} is already built on", "city.occupied", tile=tile, cell=cell, seat=seat)
    cells, codes, rule = grid.cells, grid.codes, grid.rule
    near = recount_cell(cells, codes, cell)
    if not near & 15:
        return Refusal(f"cell {where} does not touch the city along a side", "city.no_side", tile=tile, cell=cell, seat=seat)
    code = codes[tile]
    x, y = cell
    entered = False
    for side, dx, dy, opposite in NEIGHBOURS:
        if near & side:
            neighbour = cells[(x + dx, y + dy)]
            other = codes[neighbour]
            if not rule.sides_match(code, side, other):
                return rule.mismatch(tile, code, side, neighbour, other, cell, seat)
            if not (code ^ other) & SECOND_KIND and not rule.blocks(code) & side and not rule.blocks(other) & opposite:
                entered = True
    if not entered and grid._starts[code >> 4 & 1] is not None:
        return rule.through(tile, code, cell, seat)
    if grid.encloses(cell):
        return Refusal(f"a tile at {where} would enclose empty space", "city.encloses", tile=tile, cell=cell, seat=seat)
    return None


def removal_refusal(grid: Grid, cell: Cell, seat: int | None) -> Refusal | None:
    """Why the tile at ``cell`` may not be taken out: a start tile, a hole left behind, or
    tiles cut off (from their start, or with two kinds, from the rest of the city)."""
    tile = grid.cells[cell]
    code = grid.codes[tile]
    kind = code >> 4 & 1
    if grid.is_start(cell):
        return Refusal(f"{grid.rule.start_names[kind]} can never be moved", "city.start_tile", tile=tile, seat=seat)
    if recount_cell(grid.cells, grid.codes, cell) & 15 == 15:
        return Refusal(
            f"taking {tile} out would leave an enclosed hole at {format_cell(cell)}",
            "city.leaves_hole", tile=tile, cell=cell, seat=seat,
        )
    if not grid.reaches_all(kind, without=cell):
        return Refusal(
            f"taking {tile} out would cut tiles off from {grid.rule.start_names[kind]}", "city.cuts_off", tile=tile, cell=cell, seat=seat
        )
    if grid.rule.kinds > 1 and not graphs.in_one_piece(grid.cells, without=cell):
        return Refusal(f"taking {tile} out would split the city in two", "city.splits", tile=tile, cell=cell, seat=seat)
    return None


def swap_refusal(grid: Grid, tile: str, incoming: str, seat: int | None) -> Refusal | None:
    """Why reserve tile ``incoming`` may not take the cell of city tile ``tile``."""
    cell = grid.where.get(tile)
    if cell is None:
        return Refusal(f"{tile} is not in the city", "city.not_built", tile=tile, seat=seat)
    cells, codes, rule = grid.cells, grid.codes, grid.rule
    was = codes[tile]
    if grid.is_start(cell):
        return Refusal(f"{rule.start_names[was >> 4 & 1]} can never be moved", "city.start_tile", tile=tile, seat=seat)
    near = recount_cell(cells, codes, cell)
    code = codes[incoming]
    x, y = cell
    entered = False
    for side, dx, dy, opposite in NEIGHBOURS:
        if near & side:
            other = codes[cells[(x + dx, y + dy)]]
            if not rule.sides_match(code, side, other):
                return rule.swap_mismatch(tile, incoming, code, side, other, cell, seat)
            if not (code ^ other) & SECOND_KIND and not rule.blocks(code) & side and not rule.blocks(other) & opposite:
                entered = True
    if (was ^ code) & SECOND_KIND:
        # The old tile leaves its kind's walks and the new one joins its own (C-9).
        kind = was >> 4 & 1
        if not grid.reaches_all(kind, without=cell):
            return Refusal(
                f"taking {tile} out would cut tiles off from {rule.start_names[kind]}", "city.cuts_off", tile=tile, cell=cell, seat=seat
            )
        if not entered and grid._starts[code >> 4 & 1] is not None:
            return rule.through(incoming, code, cell, seat)
    return None
