"""Searches over a city: the walk graph's articulation points (from the neighbourhood codes),
reachability and connectedness read from the cells, and the flood fill that finds enclosed
empty space."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Mapping

from engine.core.action import Cell
from engine.tilecity.sides import SECOND_KIND, SIDES, STEP, STEPS_OF

_STEPS = tuple(STEP[side] for side in SIDES)


def walk_links(code: int) -> int:
    """The sides a tile with neighbourhood code ``code`` (own tile code in bits 16-20) may be
    left through: neighbours of its own kind, across sides without its feature."""
    tile = code >> 16
    second = code >> 8 & 15
    return code & ~tile & (second if tile & SECOND_KIND else ~second) & 15


def articulation_points(near: dict[int, int], root: int, walk: bool) -> set[int]:
    """Articulation points reachable from ``root`` (Tarjan, iterative) of the graph of tiles
    linked by their walk links (``walk``) or by every side they share."""

    def links(key: int) -> Iterator[int]:
        code = near[key]
        return iter([key + step for step in STEPS_OF[walk_links(code) if walk else code & 15]])

    disc = {root: 0}
    low = {root: 0}
    parent: dict[int, int | None] = {root: None}
    cut: set[int] = set()
    root_children = 0
    timer = 1
    stack = [(root, links(root))]
    while stack:
        v, pending = stack[-1]
        descended = False
        for w in pending:
            if w not in disc:
                disc[w] = low[w] = timer
                timer += 1
                parent[w] = v
                stack.append((w, links(w)))
                descended = True
                break
            if w != parent[v] and disc[w] < low[v]:
                low[v] = disc[w]
        if descended:
            continue
        stack.pop()
        if stack:
            p = stack[-1][0]
            if low[v] < low[p]:
                low[p] = low[v]
            if parent[p] is None:
                root_children += 1
            elif low[v] >= disc[p]:
                cut.add(p)
    if root_children > 1:
        cut.add(root)
    return cut


def reaches_all(cells: Mapping[Cell, str], codes: Mapping[str, int], kind: int, start: Cell | None, without: Cell | None) -> bool:
    """Whether every tile of ``kind`` (but ``without``) can be walked to from ``start``: across
    sides without the feature of the tile left, onto tiles of the same kind (rule L4)."""
    tiles = sum(1 for c, t in cells.items() if codes[t] >> 4 & 1 == kind and c != without)
    if start is None:
        return tiles == 0
    seen = {start}
    stack = [start]
    while stack:
        x, y = stack.pop()
        code = codes[cells[(x, y)]]
        for side, (dx, dy) in zip(SIDES, _STEPS, strict=True):
            nxt = (x + dx, y + dy)
            if code & side or nxt == without or nxt in seen or nxt not in cells:
                continue
            if not (codes[cells[nxt]] ^ code) & SECOND_KIND:
                seen.add(nxt)
                stack.append(nxt)
    return len(seen) == tiles


def cuts_off(cells: Mapping[Cell, str], cell: Cell) -> bool:
    """Whether building on the empty ``cell`` leaves one of its empty side neighbours with no
    way out of the city's bounding box (grown by one): a flood fill from each of them."""
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


def in_one_piece(cells: Mapping[Cell, str], without: Cell | None = None) -> bool:
    """Whether the tiles (but ``without``) form one piece along their sides (C-6)."""
    rest = [c for c in cells if c != without]
    if not rest:
        return True
    seen = {rest[0]}
    stack = [rest[0]]
    while stack:
        x, y = stack.pop()
        for dx, dy in STEP.values():
            nxt = (x + dx, y + dy)
            if nxt != without and nxt in cells and nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return len(seen) == len(rest)
