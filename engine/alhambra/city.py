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
from engine.core.errors import Refusal

SIDE_STEPS = tuple(STEP.items())
# (side, dx, dy, opposite side) for the four neighbours; a flat tuple keeps the hot loops lean.
NEIGHBOURS = tuple((side, dx, dy, OPPOSITE[side]) for side, (dx, dy) in STEP.items())
# The 8 cells around a cell in circular order, starting north; even indexes are orthogonal.
RING = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))


class City:
    """The tiles of one Alhambra (start tile included) and its cached legality facts."""

    __slots__ = ("walls", "start_tile", "cells", "where", "_frontier", "_open_space", "_slots", "_removable", "_swaps", "_wall")

    def __init__(self, walls: dict[str, int], start_tile: str) -> None:
        self.walls = walls  # tile id -> wall mask, shared read-only with the rules data
        self.start_tile = start_tile
        self.cells: dict[Cell, str] = {START_CELL: start_tile}
        self.where: dict[str, Cell] = {start_tile: START_CELL}
        # Every empty cell touching the city along a side -> its (occupied, required) masks;
        # kept up to date on every change, since a change only alters its own neighbours.
        self._frontier: dict[Cell, tuple[int, int]] = {}
        # Frontier cells known not to enclose anything, decided from their 8 surrounding cells
        # alone; valid until one of those changes. Cells that needed a flood fill are not kept.
        self._open_space: set[Cell] = set()
        self._slots: list[tuple[Cell, int, int]] | None = None
        self._removable: list[Cell] | None = None
        self._swaps: list[tuple[str, int, int]] | None = None
        self._wall: tuple[bool, int] | None = None  # (simple_path, longest wall) until a change
        self._touch(START_CELL)

    def copy(self) -> City:
        """An independent copy (derived lists are shared: they are replaced, never mutated)."""
        other = City.__new__(City)
        other.walls = self.walls
        other.start_tile = self.start_tile
        other.cells = dict(self.cells)
        other.where = dict(self.where)
        other._frontier = dict(self._frontier)
        other._open_space = set(self._open_space)
        other._slots = self._slots
        other._removable = self._removable
        other._swaps = self._swaps
        other._wall = self._wall
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
        self._frontier.pop(cell, None)
        self._touch(cell)

    def take(self, tile: str) -> Cell:
        """Remove ``tile`` and return the cell it occupied."""
        cell = self.where.pop(tile)
        del self.cells[cell]
        masks = self.neighbour_masks(cell)
        if masks[0]:
            self._frontier[cell] = masks
        self._touch(cell)
        return cell

    def replace(self, old: str, new: str) -> Cell:
        """Put ``new`` exactly where ``old`` was; return that cell."""
        cell = self.where.pop(old)
        self.cells[cell] = new
        self.where[new] = cell
        self._touch(cell)
        return cell

    def _touch(self, cell: Cell) -> None:
        """Update what a change at ``cell`` affects: its empty neighbours' masks, the local hole
        answers around it, and the derived lists."""
        cells, frontier = self.cells, self._frontier
        x, y = cell
        for _side, dx, dy, _opposite in NEIGHBOURS:
            near = (x + dx, y + dy)
            if near not in cells:
                masks = self.neighbour_masks(near)
                if masks[0]:
                    frontier[near] = masks
                else:
                    frontier.pop(near, None)
        self._open_space.discard(cell)
        for dx, dy in RING:
            self._open_space.discard((x + dx, y + dy))
        self._slots = self._removable = self._swaps = self._wall = None

    # ----- placement (L1-L5) -----------------------------------------------------------------

    def neighbour_masks(self, cell: Cell) -> tuple[int, int]:
        """(occupied, required) side masks of ``cell`` from its neighbours."""
        cells, walls = self.cells, self.walls
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
        if self._slots is None:
            frontier = self._frontier
            self._slots = [(c, *frontier[c]) for c in sorted(frontier) if not self._encloses_cached(c)]
        return self._slots

    def _encloses_cached(self, cell: Cell) -> bool:
        if cell in self._open_space:
            return False
        local = self._ring_groups(cell)
        if local <= 1:
            self._open_space.add(cell)
            return False
        return self._cuts_off(cell)

    def legal_cells(self, tile: str) -> list[Cell]:
        """The cells where ``tile`` may be placed now."""
        w = self.walls[tile]
        return [c for c, occupied, required in self.placement_slots() if w & occupied == required and occupied & ~w]

    def can_place_somewhere(self, tile: str) -> bool:
        """Whether ``tile`` has at least one legal cell."""
        w = self.walls[tile]
        return any(w & occupied == required and occupied & ~w for _c, occupied, required in self.placement_slots())

    def placement_problem(self, tile: str, cell: Cell, seat: int | None = None) -> str | None:
        """Why ``tile`` may not go to ``cell`` (rules L1-L5), or None if it may; ``seat`` owns the city."""
        w = self.walls[tile]
        masks = self._frontier.get(cell)
        if masks is not None and w & masks[0] == masks[1] and masks[0] & ~w and not self._encloses_cached(cell):
            return None
        where = format_cell(cell)
        if cell in self.cells:
            return Refusal(f"cell {where} is already built on", "city.occupied", tile=tile, cell=cell, seat=seat)
        occupied, required = self.neighbour_masks(cell)
        if not occupied:
            return Refusal(f"cell {where} does not touch the city along a side", "city.no_side", tile=tile, cell=cell, seat=seat)
        x, y = cell
        for side, (dx, dy) in SIDE_STEPS:
            if occupied & side and (w & side) != (required & side):
                neighbour = self.cells[(x + dx, y + dy)]
                mine = "a wall" if w & side else "an open side"
                theirs = "a wall" if required & side else "an open side"
                return Refusal(
                    f"{tile} would show {mine} on its {SIDE_NAMES[side]} side against "
                    f"{theirs} of {neighbour}; walls must meet walls",
                    "city.walls_meet", tile=tile, cell=cell, seat=seat, side=SIDE_NAMES[side],
                    wall=bool(w & side), neighbour=neighbour,
                )
        if not occupied & ~w:
            return Refusal(f"{tile} at {where} could only be reached through a wall", "city.through_wall", tile=tile, cell=cell, seat=seat)
        if self.encloses(cell):
            return Refusal(f"a tile at {where} would enclose empty space", "city.encloses", tile=tile, cell=cell, seat=seat)
        return None

    def encloses(self, cell: Cell) -> bool:
        """Whether building on the empty ``cell`` would cut some empty cell off from outside.

        The city has no enclosed space before (an invariant), so only the empty neighbours of
        ``cell`` can be cut off. If they stay connected to each other around ``cell`` (one run of
        empty cells in the surrounding ring), nothing changes; otherwise a flood fill decides.
        """
        return self._ring_groups(cell) > 1 and self._cuts_off(cell)

    def _ring_groups(self, cell: Cell) -> int:
        """Runs of empty cells in the ring around ``cell`` that include a side neighbour: the
        separate pieces of empty space that meet at ``cell``, as far as the ring can tell."""
        cells = self.cells
        x, y = cell
        empty = [(x + dx, y + dy) not in cells for dx, dy in RING]
        if all(empty):
            return 1
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
        return groups

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
            cut = self._cut_cells()
            self._removable = [
                c for c in sorted(self.cells)
                if c != START_CELL and c not in cut and self.neighbour_masks(c)[0] != N | E | S | W
            ]
        return self._removable

    def has_removable(self) -> bool:
        """Whether some tile may be taken out; a quick answer when a leaf of the walk graph
        (a tile with one open neighbour, not boxed in) shows it, the full search otherwise."""
        if self._removable is None:
            cells = self.cells
            for cell in cells:
                if cell != START_CELL and len(self._walk_neighbours(cell)) == 1 and self.neighbour_masks(cell)[0] != 15:
                    return True
        return bool(self.removable_cells())

    def removal_problem(self, tile: str, seat: int | None = None) -> str | None:
        """Why ``tile`` may not be taken out of the city, or None if it may; ``seat`` owns the city."""
        cell = self.where.get(tile)
        if cell is None:
            return Refusal(f"{tile} is not in the city", "city.not_built", tile=tile, seat=seat)
        return None if cell in self.removable_cells() else self._removal_problem(cell, seat)

    def _removal_problem(self, cell: Cell, seat: int | None = None) -> str | None:
        tile = self.cells[cell]
        if cell == START_CELL:
            return Refusal("the start tile can never be moved", "city.start_tile", tile=tile, seat=seat)
        occupied, _required = self.neighbour_masks(cell)
        if occupied == N | E | S | W:
            return Refusal(
                f"taking {tile} out would leave an enclosed hole at {format_cell(cell)}",
                "city.leaves_hole", tile=tile, cell=cell, seat=seat,
            )
        if not self.all_reachable(without=cell):
            return Refusal(
                f"taking {tile} out would cut tiles off from the start tile", "city.cuts_off", tile=tile, cell=cell, seat=seat
            )
        return None

    def _walk_neighbours(self, cell: Cell) -> list[Cell]:
        cells = self.cells
        mask = self.walls[cells[cell]]
        x, y = cell
        return [
            (x + dx, y + dy) for side, dx, dy, _o in NEIGHBOURS if not mask & side and (x + dx, y + dy) in cells
        ]

    def _cut_cells(self) -> set[Cell]:
        """Articulation points of the walk graph (Tarjan, iterative): the tiles whose removal
        would cut others off from the start tile."""
        disc = {START_CELL: 0}
        low = {START_CELL: 0}
        parent: dict[Cell, Cell | None] = {START_CELL: None}
        cut: set[Cell] = set()
        root_children = 0
        timer = 1
        stack = [(START_CELL, iter(self._walk_neighbours(START_CELL)))]
        while stack:
            v, pending = stack[-1]
            descended = False
            for w in pending:
                if w not in disc:
                    disc[w] = low[w] = timer
                    timer += 1
                    parent[w] = v
                    stack.append((w, iter(self._walk_neighbours(w))))
                    descended = True
                    break
                if w != parent[v]:
                    low[v] = min(low[v], disc[w])
            if descended:
                continue
            stack.pop()
            if stack:
                p = stack[-1][0]
                low[p] = min(low[p], low[v])
                if parent[p] is None:
                    root_children += 1
                elif low[v] >= disc[p]:
                    cut.add(p)
        if root_children > 1:
            cut.add(START_CELL)
        return cut

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

    def swap_problem(self, tile: str, incoming: str, seat: int | None = None) -> str | None:
        """Why reserve tile ``incoming`` may not replace city tile ``tile`` (redesign c).

        Because the incoming tile must show the same walls as the old one towards every
        neighbour (L3), the walk graph and the empty space stay exactly as they were, so L3
        is the whole test.
        """
        cell = self.where.get(tile)
        if cell is None:
            return Refusal(f"{tile} is not in the city", "city.not_built", tile=tile, seat=seat)
        if cell == START_CELL:
            return Refusal("the start tile can never be moved", "city.start_tile", tile=tile, seat=seat)
        occupied, required = self.neighbour_masks(cell)
        w = self.walls[incoming]
        for side in (N, E, S, W):
            if occupied & side and (w & side) != (required & side):
                mine = "a wall" if w & side else "an open side"
                return Refusal(
                    f"{incoming} would show {mine} on its {SIDE_NAMES[side]} side where "
                    f"{tile} fits its neighbour; walls must meet walls",
                    "city.swap_walls", tile=tile, incoming=incoming, cell=cell, seat=seat,
                    side=SIDE_NAMES[side], wall=bool(w & side),
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
        cached = self._wall
        if cached is not None and cached[0] == simple_path:
            return cached[1]
        length = longest_run(self.outer_wall_segments(), simple_path)
        self._wall = (simple_path, length)
        return length


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
