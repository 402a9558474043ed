"""The grid's incremental codes and cached answers agree with a from-scratch reading of the
rules, after any sequence of legal placements, removals and swaps, under each edge rule.

The reference rebuilds the whole city for every candidate and checks it as the specs state
the rules: matching sides everywhere, every tile walkable from its kind's start without
crossing a feature or leaving its kind, the city in one piece, and no enclosed empty cell.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.tilecity import MOATS, WALLS, WALLS_AND_MOATS, Grid
from engine.tilecity.sides import OPPOSITE, SECOND_KIND, SIDES, STEP

# Two copies of every feature mask, of both kinds; "F" is the start tile.
CODES = {"F": 0}
CODES.update({f"a{mask}.{copy}": mask for mask in range(16) for copy in (1, 2)})
CODES.update({f"g{mask}.{copy}": mask | SECOND_KIND for mask in range(16) for copy in (1, 2)})


def is_legal(rule, cells: dict, starts: dict) -> bool:
    """Whether a whole city obeys the rules; ``starts`` maps each kind with a start to its cell."""
    for (x, y), tile in cells.items():
        for side, (dx, dy) in STEP.items():
            other = cells.get((x + dx, y + dy))
            if other is not None and not rule.sides_match(CODES[tile], side, CODES[other]):
                return False
    kinds = {CODES[t] >> 4 for t in cells.values()}
    if any(kind not in starts for kind in kinds):
        return False
    for kind, start in starts.items():
        seen, stack = {start}, [start]
        while stack:
            x, y = stack.pop()
            code = CODES[cells[(x, y)]]
            for side, (dx, dy) in STEP.items():
                nxt = (x + dx, y + dy)
                other = cells.get(nxt)
                if other is None or nxt in seen or (CODES[other] ^ code) & SECOND_KIND:
                    continue
                if not code & side and not CODES[other] & OPPOSITE[side]:
                    seen.add(nxt)
                    stack.append(nxt)
        if len(seen) != sum(1 for t in cells.values() if CODES[t] >> 4 == kind):
            return False
    return in_one_piece(cells) and not has_hole(cells)


def in_one_piece(cells: dict) -> bool:
    first = next(iter(cells))
    seen, stack = {first}, [first]
    while stack:
        x, y = stack.pop()
        for dx, dy in STEP.values():
            nxt = (x + dx, y + dy)
            if nxt in cells and nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return len(seen) == len(cells)


def has_hole(cells: dict) -> bool:
    """An empty cell of the bounding box (grown by one) that the outside cannot reach."""
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    lo_x, hi_x, lo_y, hi_y = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    outside, stack = {(lo_x, lo_y)}, [(lo_x, lo_y)]
    while stack:
        x, y = stack.pop()
        for dx, dy in STEP.values():
            nxt = (x + dx, y + dy)
            if lo_x <= nxt[0] <= hi_x and lo_y <= nxt[1] <= hi_y and nxt not in cells and nxt not in outside:
                outside.add(nxt)
                stack.append(nxt)
    return (hi_x - lo_x + 1) * (hi_y - lo_y + 1) != len(outside) + len(cells)


def starts_of(city: Grid) -> dict:
    return {CODES[t] >> 4: c for c, t in city.cells.items() if city.is_start(c)}


def reference_cells(city: Grid, tile: str) -> list:
    """Every cell where ``tile`` makes a legal city; the first tile of a kind starts it."""
    cells, starts = city.cells, starts_of(city)
    around = {(x + dx, y + dy) for x, y in cells for dx, dy in STEP.values()} - set(cells)
    legal = []
    for cell in sorted(around):
        trial_starts = {CODES[tile] >> 4: cell, **starts}
        if is_legal(city.rule, {**cells, cell: tile}, trial_starts):
            legal.append(cell)
    return legal


def reference_removable(city: Grid) -> list:
    starts = starts_of(city)
    return [c for c in sorted(city.cells) if not city.is_start(c)
            and is_legal(city.rule, {k: t for k, t in city.cells.items() if k != c}, starts)]


def reference_swap(city: Grid, tile: str, incoming: str) -> bool:
    cell = city.where[tile]
    return not city.is_start(cell) and is_legal(city.rule, {**city.cells, cell: incoming}, starts_of(city))


def reference_longest(city: Grid, feature: str) -> int:
    """The longest trail of the feature's outer sides, by search over every trail."""
    segments = []
    for (x, y), tile in city.cells.items():
        code = CODES[tile]
        for side, (dx, dy) in STEP.items():
            other = city.cells.get((x + dx, y + dy))
            if counts(city.rule, feature, code, side, None if other is None else CODES[other]):
                corners = {1: ((x, y + 1), (x + 1, y + 1)), 2: ((x + 1, y), (x + 1, y + 1)),
                           4: ((x, y), (x + 1, y)), 8: ((x, y), (x, y + 1))}
                segments.append(corners[side])
    best = 0

    def extend(vertex, used: set, length: int) -> None:
        nonlocal best
        best = max(best, length)
        for i, (a, b) in enumerate(segments):
            if i not in used and vertex in (a, b):
                extend(b if vertex == a else a, used | {i}, length + 1)

    for vertex in {v for s in segments for v in s}:
        extend(vertex, set(), 0)
    return best


def counts(rule, feature: str, code: int, side: int, other: int | None) -> bool:
    """Whether a tile's side belongs to the runs of ``feature``, as the specs define them."""
    granada = bool(code & SECOND_KIND)
    facing_other_kind = other is not None and bool((code ^ other) & SECOND_KIND)
    if feature == "border":
        return not granada and facing_other_kind
    if rule.kinds == 1 or feature == ("moat" if granada else "wall"):
        return bool(code & side) and (other is None or facing_other_kind)
    return False


moves = st.lists(st.tuples(st.sampled_from(["place", "place", "remove", "swap"]), st.integers(0, 10_000), st.integers(0, 10_000)),
                 min_size=10, max_size=40)


def play(rule, script, kinds: str) -> None:
    city = Grid(rule, CODES, "F")
    unused = sorted(t for t in CODES if t != "F" and t[0] in kinds)
    for kind, a, b in script:
        if kind == "place":
            tile = unused[a % len(unused)]
            expected = reference_cells(city, tile)
            assert city.legal_cells(tile) == expected, tile
            assert city.can_place_somewhere(tile) == bool(expected)
            if expected:
                cell = expected[b % len(expected)]
                assert city.placement_problem(tile, cell) is None
                city.put(cell, tile)
                unused.remove(tile)
        elif kind == "remove":
            expected = reference_removable(city)
            assert city.removable_cells() == expected
            assert city.has_removable() == bool(expected)
            for tile in city.cells.values():
                assert (city.removal_problem(tile) is None) == (city.where[tile] in expected)
            if expected:
                tile = city.cells[expected[a % len(expected)]]
                city.take(tile)
                unused.append(tile)
        else:
            tiles = sorted(city.cells.values())
            tile, incoming = tiles[a % len(tiles)], unused[b % len(unused)]
            legal = reference_swap(city, tile, incoming)
            assert (city.swap_problem(tile, incoming) is None) == legal, (tile, incoming)
            assert ((tile, incoming) in city.swap_pairs([incoming])) == legal
            if legal:
                city.replace(tile, incoming)
                unused.remove(incoming)
                unused.append(tile)
        assert city.neighbourhood_codes() == city.recount()
        assert is_legal(rule, city.cells, starts_of(city))
    for feature in rule.features:
        assert city.longest(feature) == reference_longest(city, feature), feature


@settings(max_examples=60, deadline=None)
@given(moves)
def test_walls_match_the_reference(script):
    play(WALLS, script, "a")


@settings(max_examples=40, deadline=None)
@given(moves)
def test_moats_match_the_reference(script):
    play(MOATS, script, "a")


@settings(max_examples=60, deadline=None)
@given(moves)
def test_walls_and_moats_match_the_reference(script):
    play(WALLS_AND_MOATS, script, "ag")


def test_sides_cover_every_side():
    assert set(SIDES) == set(STEP) == set(OPPOSITE)
