"""A player's Alhambra: tiles on a square grid, with the placement rules L1-L5 and walls.

Cells are (x, y) in tile units, x eastward and y northward; the start tile sits at (0, 0).
The legality of every empty cell does not depend on which tile goes there except through the
walls it must match, so the city caches, per empty frontier cell, two side masks:

- ``occupied``: the sides that have a neighbouring tile;
- ``required``: the sides whose neighbour shows a wall towards the cell.

A tile with wall mask ``w`` fits the cell exactly when ``w & occupied == required`` (L3: walls
face walls and open sides face open sides) and ``occupied & ~w`` is not empty (L4: given L3, a
walk can enter through an open side). Cells that would enclose empty space (L5) are dropped
from the cache once, when it is built. The caches are rebuilt after any change to the city.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from engine.alhambra.components import E, N, OPPOSITE, S, SIDE_NAMES, START_CELL, STEP, W
from engine.core.action import Cell, format_cell

SIDE_STEPS = tuple(STEP.items())
# The 8 cells around a cell in circular order, starting north; even indexes are orthogonal.
RING = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))


class City:
    """The tiles of one Alhambra (start tile included) and its cached legality facts."""

    __slots__ = ("walls", "start_tile", "cells", "where", "_slots", "_removable", "_swaps")

    def __init__(self, walls: dict[str, int], start_tile: str) -> None:
        self.walls = walls  # tile id -> wall mask, shared read-only with the rules data
        self.start_tile = start_tile
        self.cells: dict[Cell, str] = {START_CELL: start_tile}
        self.where: dict[str, Cell] = {start_tile: START_CELL}
        self._slots: list[tuple[Cell, int, int]] | None = None
        self._removable: list[Cell] | None = None
        self._swaps: list[tuple[str, int, int]] | None = None

    def copy(self) -> City:
        """An independent copy (caches are shared until either changes, as they are rebuilt)."""
        other = City.__new__(City)
        other.walls = self.walls
        other.start_tile = self.start_tile
        other.cells = dict(self.cells)
        other.where = dict(self.where)
        other._slots = self._slots
        other._removable = self._removable
        other._swaps = self._swaps
        return other

    def __len__(self) -> int:
        return len(self.cells)

    def __contains__(self, tile: str) -> bool:
        return tile in self.where

    def tiles(self) -> Iterator[str]:
        """The building tiles (start tile excluded)."""
        return (t for t in self.cells.values() if t != self.start_tile)

    # ----- changes ------------------------------------------------------------------------

    def put(self, cell: Cell, tile: str) -> None:
        """Put ``tile`` at ``cell`` (no legality check: the state checked it)."""
        self.cells[cell] = tile
        self.where[tile] = cell
        self._slots = self._removable = self._swaps = None

    def take(self, tile: str) -> Cell:
        """Remove ``tile`` and return the cell it occupied."""
        cell = self.where.pop(tile)
        del self.cells[cell]
        self._slots = self._removable = self._swaps = None
        return cell

    def replace(self, old: str, new: str) -> Cell:
        """Put ``new`` exactly where ``old`` was; return that cell."""
        cell = self.where.pop(old)
        self.cells[cell] = new
        self.where[new] = cell
        self._slots = self._removable = self._swaps = None
        return cell

    # ----- placement (L1-L5) -----------------------------------------------------------------

    def neighbour_masks(self, cell: Cell) -> tuple[int, int]:
        """(occupied, required) side masks of ``cell`` from its neighbours."""
        cells, walls = self.cells, self.walls
        x, y = cell
        occupied = required = 0
        for side, (dx, dy) in SIDE_STEPS:
            other = cells.get((x + dx, y + dy))
            if other is not None:
                occupied |= side
                if walls[other] & OPPOSITE[side]:
                    required |= side
        return occupied, required

    def placement_slots(self) -> list[tuple[Cell, int, int]]:
        """Every empty cell next to the city that may take some tile without enclosing empty
        space, with its (occupied, required) masks."""
        if self._slots is None:
            cells = self.cells
            frontier = {
                (x + dx, y + dy)
                for (x, y) in cells
                for dx, dy in STEP.values()
                if (x + dx, y + dy) not in cells
            }
            self._slots = [(c, *self.neighbour_masks(c)) for c in sorted(frontier) if not self.encloses(c)]
        return self._slots

    def legal_cells(self, tile: str) -> list[Cell]:
        """The cells where ``tile`` may be placed now."""
        w = self.walls[tile]
        return [c for c, occupied, required in self.placement_slots() if w & occupied == required and occupied & ~w]

    def can_place_somewhere(self, tile: str) -> bool:
        """Whether ``tile`` has at least one legal cell."""
        w = self.walls[tile]
        return any(w & occupied == required and occupied & ~w for _c, occupied, required in self.placement_slots())

    def placement_problem(self, tile: str, cell: Cell) -> str | None:
        """Why ``tile`` may not go to ``cell`` (rules L1-L5), or None if it may."""
        where = format_cell(cell)
        if cell in self.cells:
            return f"cell {where} is already built on"
        occupied, required = self.neighbour_masks(cell)
        if not occupied:
            return f"cell {where} does not touch the city along a side"
        w = self.walls[tile]
        x, y = cell
        for side, (dx, dy) in SIDE_STEPS:
            if occupied & side and (w & side) != (required & side):
                neighbour = self.cells[(x + dx, y + dy)]
                mine = "a wall" if w & side else "an open side"
                theirs = "a wall" if required & side else "an open side"
                return (
                    f"{tile} would show {mine} on its {SIDE_NAMES[side]} side against "
                    f"{theirs} of {neighbour}; walls must meet walls"
                )
        if not occupied & ~w:
            return f"{tile} at {where} could only be reached through a wall"
        if self.encloses(cell):
            return f"a tile at {where} would enclose empty space"
        return None

    def encloses(self, cell: Cell) -> bool:
        """Whether building on the empty ``cell`` would cut some empty cell off from outside.

        The city has no enclosed space before (an invariant), so only the empty neighbours of
        ``cell`` can be cut off. If they stay connected to each other around ``cell`` (one run of
        empty cells in the surrounding ring), nothing changes; otherwise a flood fill decides.
        """
        cells = self.cells
        x, y = cell
        empty = [(x + dx, y + dy) not in cells for dx, dy in RING]
        if all(empty):
            return False
        start = empty.index(False)
        groups = 0
        in_run = run_has_side = False
        for k in range(1, 9):
            i = (start + k) % 8
            if empty[i]:
                in_run = True
                run_has_side = run_has_side or i % 2 == 0
            elif in_run:
                groups += run_has_side
                in_run = run_has_side = False
        if in_run:
            groups += run_has_side
        if groups <= 1:
            return False
        return self._cuts_off(cell)

    def _cuts_off(self, cell: Cell) -> bool:
        cells = self.cells
        xs = [c[0] for c in cells] + [cell[0]]
        ys = [c[1] for c in cells] + [cell[1]]
        lo_x, hi_x, lo_y, hi_y = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
        escaped: set[Cell] = set()
        x, y = cell
        for dx, dy in STEP.values():
            first = (x + dx, y + dy)
            if first in cells or first in escaped:
                continue
            seen = {first}
            queue = deque([first])
            free = False
            while queue and not free:
                cx, cy = queue.popleft()
                if cx in (lo_x, hi_x) or cy in (lo_y, hi_y):
                    free = True
                    break
                for ddx, ddy in STEP.values():
                    nxt = (cx + ddx, cy + ddy)
                    if nxt != cell and nxt not in cells and nxt not in seen:
                        seen.add(nxt)
                        queue.append(nxt)
            if not free:
                return True
            escaped |= seen
        return False

    # ----- removal and swap --------------------------------------------------------------

    def removable_cells(self) -> list[Cell]:
        """Cells whose tile may be taken out (redesign b): not the start tile, not leaving a
        hole where it stood, and leaving every other tile reachable from the start."""
        if self._removable is None:
            self._removable = [c for c in sorted(self.cells) if self._removal_problem(c) is None]
        return self._removable

    def removal_problem(self, tile: str) -> str | None:
        """Why ``tile`` may not be taken out of the city, or None if it may."""
        cell = self.where.get(tile)
        if cell is None:
            return f"{tile} is not in the city"
        if self._removable is not None:
            return None if cell in self._removable else self._removal_problem(cell)
        return self._removal_problem(cell)

    def _removal_problem(self, cell: Cell) -> str | None:
        tile = self.cells[cell]
        if cell == START_CELL:
            return "the start tile can never be moved"
        occupied, _required = self.neighbour_masks(cell)
        if occupied == N | E | S | W:
            return f"taking {tile} out would leave an enclosed hole at {format_cell(cell)}"
        if not self.all_reachable(without=cell):
            return f"taking {tile} out would cut tiles off from the start tile"
        return None

    def all_reachable(self, without: Cell | None = None) -> bool:
        """Whether every tile (but ``without``) can be walked to from the start tile, moving
        between neighbours through open sides only (L4)."""
        cells, walls = self.cells, self.walls
        seen = {START_CELL}
        queue = [START_CELL]
        while queue:
            x, y = queue.pop()
            mask = walls[cells[(x, y)]]
            for side, (dx, dy) in SIDE_STEPS:
                if mask & side:
                    continue
                nxt = (x + dx, y + dy)
                if nxt != without and nxt in cells and nxt not in seen:
                    seen.add(nxt)
                    queue.append(nxt)
        return len(seen) == len(cells) - (without is not None)

    def swap_problem(self, tile: str, incoming: str) -> str | None:
        """Why reserve tile ``incoming`` may not replace city tile ``tile`` (redesign c).

        Because the incoming tile must show the same walls as the old one towards every
        neighbour (L3), the walk graph and the empty space stay exactly as they were, so L3
        is the whole test.
        """
        cell = self.where.get(tile)
        if cell is None:
            return f"{tile} is not in the city"
        if cell == START_CELL:
            return "the start tile can never be moved"
        occupied, required = self.neighbour_masks(cell)
        w = self.walls[incoming]
        for side in (N, E, S, W):
            if occupied & side and (w & side) != (required & side):
                mine = "a wall" if w & side else "an open side"
                return (
                    f"{incoming} would show {mine} on its {SIDE_NAMES[side]} side where "
                    f"{tile} fits its neighbour; walls must meet walls"
                )
        return None

    def swap_masks(self) -> list[tuple[str, int, int]]:
        """For every movable city tile: (tile, occupied, required) of its cell."""
        if self._swaps is None:
            self._swaps = [(t, *self.neighbour_masks(c)) for c, t in sorted(self.cells.items()) if c != START_CELL]
        return self._swaps

    # ----- walls ---------------------------------------------------------------------------

    def outer_wall_segments(self) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        """Wall sides that face an empty cell, as pairs of corner points."""
        cells, walls = self.cells, self.walls
        segments = []
        for (x, y), tile in cells.items():
            mask = walls[tile]
            if not mask:
                continue
            if mask & N and (x, y + 1) not in cells:
                segments.append(((x, y + 1), (x + 1, y + 1)))
            if mask & E and (x + 1, y) not in cells:
                segments.append(((x + 1, y), (x + 1, y + 1)))
            if mask & S and (x, y - 1) not in cells:
                segments.append(((x, y), (x + 1, y)))
            if mask & W and (x - 1, y) not in cells:
                segments.append(((x, y), (x, y + 1)))
        return segments

    def longest_wall(self, simple_path: bool = False) -> int:
        """Segments in the longest continuous outer wall.

        The default is the longest trail (edges never reused, a closed ring of n segments
        counts n). With ``simple_path`` no corner may repeat, so a closed ring counts n - 1.
        """
        return longest_run(self.outer_wall_segments(), simple_path)


def longest_run(segments: list[tuple[tuple[int, int], tuple[int, int]]], simple_path: bool) -> int:
    """Longest trail (or vertex-simple path) in the graph of wall segments."""
    adjacency: dict[tuple[int, int], list[tuple[tuple[int, int], int]]] = {}
    for index, (a, b) in enumerate(segments):
        adjacency.setdefault(a, []).append((b, index))
        adjacency.setdefault(b, []).append((a, index))
    best = 0
    seen_vertices: set[tuple[int, int]] = set()
    for root in adjacency:
        if root in seen_vertices:
            continue
        component = _component(adjacency, root)
        seen_vertices |= component
        edges = sum(len(adjacency[v]) for v in component) // 2
        if all(len(adjacency[v]) <= 2 for v in component):
            # A path or a ring: legal cities only ever have these (no pinch points).
            ring = edges == len(component)
            best = max(best, edges - 1 if ring and simple_path else edges)
        else:
            best = max(best, _search_longest(adjacency, component, simple_path))
    return best


def _component(adjacency, root):
    seen = {root}
    stack = [root]
    while stack:
        v = stack.pop()
        for w, _e in adjacency[v]:
            if w not in seen:
                seen.add(w)
                stack.append(w)
    return seen


def _search_longest(adjacency, component, simple_path: bool) -> int:
    best = 0

    def extend(vertex, used_edges: set[int], used_vertices: set, length: int) -> None:
        nonlocal best
        best = max(best, length)
        for nxt, edge in adjacency[vertex]:
            if edge in used_edges or (simple_path and nxt in used_vertices):
                continue
            used_edges.add(edge)
            used_vertices.add(nxt)
            extend(nxt, used_edges, used_vertices, length + 1)
            used_edges.discard(edge)
            if simple_path:
                used_vertices.discard(nxt)

    for start in component:
        extend(start, set(), {start}, 0)
    return best
