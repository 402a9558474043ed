"""Sides, cell keys and the bit layout of a cell's neighbourhood code.

Cells are (x, y) in tile units, x eastward and y northward; a tile's sides are the bits N, E,
S, W of a 4-bit mask. Inside the grid a cell is the integer key ``(x << 32) + y``: its north
and south neighbours are key + 1 and key - 1, its east and west ones key + DX and key - DX, and
keys sort exactly as (x, y) tuples do. That holds while |y| < 2**31, which covers every cell a
file or an action can name (at most 9 digits).

Every cell next to or on the city (its 8 surrounding cells included) has a neighbourhood code,
kept up to date as tiles come and go:

- bits 0-3, ``OCCUPIED_SIDES``: the sides N, E, S, W that have a neighbouring tile;
- bits 4-7, ``FEATURE_SIDES``: the sides whose neighbour shows its feature (wall or moat)
  towards the cell;
- bits 8-11, ``SECOND_KIND_SIDES``: the sides whose neighbour is of the second kind (a
  Granada tile in the combined game; always 0 with one kind of tile);
- bits 12-15: the corner neighbours NE, SE, SW, NW that hold a tile;
- bits 16-20: the tile code of the cell's own tile, bit 21 (``OCCUPIED``): the cell holds one.

A tile code is the tile's feature mask (bits 0-3) plus ``SECOND_KIND`` (bit 4) for a tile of
the second kind. The low 8 bits of an empty cell's neighbourhood code (12 with two kinds), its
"slot", are all that placement depends on, so an edge rule answers "does this tile fit here"
with one look-up in a table per tile code; bits 0-3 and 12-15 together tell from a table
(``RING_RUNS``) whether building there could enclose empty space.
"""

from __future__ import annotations

from engine.core.action import Cell

N, E, S, W = 1, 2, 4, 8
SIDES = (N, E, S, W)
SIDE_NAMES = {N: "north", E: "east", S: "south", W: "west"}
OPPOSITE = {N: S, E: W, S: N, W: E}
STEP = {N: (0, 1), E: (1, 0), S: (0, -1), W: (-1, 0)}
# (side, dx, dy, opposite side) for the four neighbours; a flat tuple keeps the hot loops lean.
NEIGHBOURS = tuple((side, dx, dy, OPPOSITE[side]) for side, (dx, dy) in STEP.items())
START_CELL = (0, 0)

DX = 1 << 32  # key step eastward; northward is 1
HALF = 1 << 31
KEY_STEP = {N: 1, E: DX, S: -1, W: -DX}

OCCUPIED_SIDES = 0xF
FEATURE_SIDES = 0xF0
SECOND_KIND_SIDES = 0xF00
NE, SE, SW, NW = 1 << 12, 1 << 13, 1 << 14, 1 << 15
TILE_SHIFT = 16
OCCUPIED = 1 << 21
NEIGHBOURHOOD = 0xFFFF  # the bits a cell's neighbours set
SECOND_KIND = 16  # in a tile code
FEATURE_MASK = 15  # in a tile code


def key_of(cell: Cell) -> int:
    """The integer key of ``cell``."""
    return (cell[0] << 32) + cell[1]


def cell_of(key: int) -> Cell:
    """The cell of an integer key."""
    x = (key + HALF) >> 32
    return x, key - (x << 32)


# Key steps to the neighbours across the sides of a 4-bit mask, for every mask.
STEPS_OF = tuple(tuple(KEY_STEP[side] for side in SIDES if mask & side) for mask in range(16))


def spread(code: int) -> tuple[tuple[int, int], ...]:
    """What a tile of ``code`` adds to the neighbourhood codes of its 8 surrounding cells, as
    (key step, bits): each side neighbour sees it on the opposite side, with its feature on
    that side and its kind; each corner neighbour sees a tile at the opposite corner."""
    second = bool(code & SECOND_KIND)
    out = []
    for side in SIDES:
        seen = OPPOSITE[side]
        bits = seen | (seen << 4 if code & side else 0) | (seen << 8 if second else 0)
        out.append((KEY_STEP[side], bits))
    out += [(DX + 1, SW), (DX - 1, NW), (-DX - 1, NE), (-DX + 1, SE)]
    return tuple(out)


def _ring_runs(ring: int) -> int:
    """Runs of empty cells in the ring around a cell that include a side neighbour: the separate
    pieces of empty space that meet at the cell, as far as the ring can tell. ``ring`` has the
    side bits N, E, S, W in bits 0-3 and the corners NE, SE, SW, NW in bits 4-7."""
    order = (N, 1 << 4, E, 1 << 5, S, 1 << 6, W, 1 << 7)  # clockwise from north
    empty = [not ring & bit for bit in order]
    if all(empty):
        return 1
    start = empty.index(False)
    runs = 0
    in_run = run_has_side = False
    for k in range(1, 9):
        i = (start + k) % 8
        if empty[i]:
            in_run = True
            run_has_side = run_has_side or i % 2 == 0
        elif in_run:
            runs += run_has_side
            in_run = run_has_side = False
    if in_run:
        runs += run_has_side
    return runs


# Index: the side bits of a neighbourhood code plus its corner bits shifted down to bits 4-7,
# i.e. ``code & 15 | code >> 8 & 0xF0``. A cell with one run can be built on without enclosing
# anything; with more, only a flood fill can tell.
RING_RUNS = bytes(_ring_runs(ring) for ring in range(256))

# spread() of every tile code (feature mask and kind bit).
SPREADS = tuple(spread(code) for code in range(32))
