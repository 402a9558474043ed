"""The slow half of the grid: why a placement, removal or swap is refused, and the readings
made from the cells alone (no caches). The grid answers "legal" from its codes and comes here
only to explain a "no", so these run once per refused action, never in a legal-move search.

They read what they are given, never the grid itself: its ``cells``, the tile ``codes``, the
edge ``rule`` and ``starts``, the cell key of each kind's start tile (None while a kind has none).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.action import Cell, format_cell
from engine.core.errors import Refusal
from engine.tilecity import graphs
from engine.tilecity.sides import NE, NEIGHBOURS, NW, RING_RUNS, SE, SECOND_KIND, SW, cell_of, key_of

if TYPE_CHECKING:
    from collections.abc import Mapping

    from engine.tilecity.edges import EdgeRule

Starts = tuple[int | None, ...]  # per kind, the cell key of its start tile

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


def encloses(cells: Mapping[Cell, str], codes: Mapping[str, int], cell: Cell) -> bool:
    """Whether building on the empty ``cell`` would cut some empty cell off from outside.

    The city has no enclosed space before (an invariant), so only the empty neighbours of
    ``cell`` can be cut off. If they stay connected to each other around ``cell`` (one run of
    empty cells in the surrounding ring), nothing changes; otherwise a flood fill decides.
    """
    code = recount_cell(cells, codes, cell)
    return RING_RUNS[code & 15 | code >> 8 & 0xF0] > 1 and graphs.cuts_off(cells, cell)


def reaches_all(cells: Mapping[Cell, str], codes: Mapping[str, int], starts: Starts, kind: int, without: Cell | None = None) -> bool:
    """Whether every tile of ``kind`` (but ``without``) can be walked to from its start (rule L4)."""
    start = starts[kind]
    return graphs.reaches_all(cells, codes, kind, None if start is None else cell_of(start), without)


def not_built(tile: str, seat: int | None) -> Refusal:
    """The refusal for a city tile that is not in the city."""
    return Refusal(f"{tile} is not in the city", "city.not_built", tile=tile, seat=seat)


def placement_refusal(
    cells: Mapping[Cell, str], codes: Mapping[str, int], rule: EdgeRule, starts: Starts, tile: str, cell: Cell, seat: int | None
) -> Refusal | None:
    """Why ``tile`` may not go to ``cell``: the first broken rule of L1-L5, in that order."""
    where = format_cell(cell)
    if cell in cells:
        return Refusal(f"cell {where} is already built on", "city.occupied", tile=tile, cell=cell, seat=seat)
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
    if not entered and starts[code >> 4 & 1] is not None:
        return rule.through(tile, code, cell, seat)
    if encloses(cells, codes, cell):
        return Refusal(f"a tile at {where} would enclose empty space", "city.encloses", tile=tile, cell=cell, seat=seat)
    return None


def removal_refusal(
    cells: Mapping[Cell, str], codes: Mapping[str, int], rule: EdgeRule, starts: Starts, cell: Cell, seat: int | None
) -> Refusal | None:
    """Why the tile at ``cell`` may not be taken out: a start tile, a hole left behind, or
    tiles cut off (from their start, or with two kinds, from the rest of the city)."""
    tile = cells[cell]
    code = codes[tile]
    kind = code >> 4 & 1
    if key_of(cell) in starts:
        return Refusal(f"{rule.start_names[kind]} can never be moved", "city.start_tile", tile=tile, seat=seat)
    if recount_cell(cells, codes, cell) & 15 == 15:
        return Refusal(
            f"taking {tile} out would leave an enclosed hole at {format_cell(cell)}",
            "city.leaves_hole", tile=tile, cell=cell, seat=seat,
        )
    if not reaches_all(cells, codes, starts, kind, without=cell):
        return Refusal(
            f"taking {tile} out would cut tiles off from {rule.start_names[kind]}", "city.cuts_off", tile=tile, cell=cell, seat=seat
        )
    if rule.kinds > 1 and not graphs.in_one_piece(cells, without=cell):
        return Refusal(f"taking {tile} out would split the city in two", "city.splits", tile=tile, cell=cell, seat=seat)
    return None


def swap_refusal(
    cells: Mapping[Cell, str], codes: Mapping[str, int], rule: EdgeRule, starts: Starts, tile: str, cell: Cell, incoming: str, seat: int | None
) -> Refusal | None:
    """Why reserve tile ``incoming`` may not take ``cell``, the cell of city tile ``tile``."""
    was = codes[tile]
    if key_of(cell) in starts:
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
        if not reaches_all(cells, codes, starts, kind, without=cell):
            return Refusal(
                f"taking {tile} out would cut tiles off from {rule.start_names[kind]}", "city.cuts_off", tile=tile, cell=cell, seat=seat
            )
        if not entered and starts[code >> 4 & 1] is not None:
            return rule.through(incoming, code, cell, seat)
    return None
