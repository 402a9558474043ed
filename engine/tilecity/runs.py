"""The longest continuous run (wall, moat) in a graph of segments between corner points
(alhambra.md section 7.2, granada.md section 5.2).

Vertices are corner points (any hashable; the grid uses integer keys), edges are the outer
segments. The default length is the longest trail (edges never reused, a closed ring of n
segments counts n); with ``simple_path`` no corner may repeat, so a closed ring counts n - 1.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

Segment = tuple[Hashable, Hashable]


def longest_run(segments: Sequence[Segment], simple_path: bool) -> int:
    """Longest trail (or vertex-simple path) in the graph of ``segments``."""
    adjacency: dict[Hashable, list[Hashable]] = {}
    for a, b in segments:
        ends = adjacency.get(a)
        if ends is None:
            adjacency[a] = [b]
        else:
            ends.append(b)
        ends = adjacency.get(b)
        if ends is None:
            adjacency[b] = [a]
        else:
            ends.append(a)
    if any(len(ends) > 2 for ends in adjacency.values()):
        return _branching(segments, simple_path)
    # Paths and rings only (legal cities never have more, having no pinch points): each
    # component counts its edges, a ring one less for a simple path.
    best = 0
    seen: set[Hashable] = set()
    for root in adjacency:
        if root in seen:
            continue
        seen.add(root)
        stack = [root]
        vertices = degrees = 0
        while stack:
            ends = adjacency[stack.pop()]
            vertices += 1
            degrees += len(ends)
            for w in ends:
                if w not in seen:
                    seen.add(w)
                    stack.append(w)
        edges = degrees // 2
        length = edges - 1 if simple_path and edges == vertices else edges
        if length > best:
            best = length
    return best


def _branching(segments: Sequence[Segment], simple_path: bool) -> int:
    """The longest run of a graph with branch points, component by component."""
    adjacency: dict[Hashable, list[tuple[Hashable, int]]] = {}
    for index, (a, b) in enumerate(segments):
        adjacency.setdefault(a, []).append((b, index))
        adjacency.setdefault(b, []).append((a, index))
    best = 0
    seen_vertices: set[Hashable] = set()
    for root in adjacency:
        if root in seen_vertices:
            continue
        component = _component(adjacency, root)
        seen_vertices |= component
        if all(len(adjacency[v]) <= 2 for v in component):
            edges = sum(len(adjacency[v]) for v in component) // 2
            best = max(best, edges - 1 if edges == len(component) and simple_path else edges)
        else:
            best = max(best, _search_longest(adjacency, component, simple_path))
    return best


def _component(adjacency: dict, root: Hashable) -> set:
    seen = {root}
    stack = [root]
    while stack:
        v = stack.pop()
        for w, _e in adjacency[v]:
            if w not in seen:
                seen.add(w)
                stack.append(w)
    return seen


def _search_longest(adjacency: dict, component: set, simple_path: bool) -> int:
    """Exhaustive search from every vertex: only for branching graphs, which a legal city never
    has, so its cost does not matter."""
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
