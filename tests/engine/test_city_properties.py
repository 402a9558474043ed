"""The city's incremental legality caches agree with a plain, slow reading of rules L1-L5."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.alhambra.city import City
from engine.alhambra.components import E, N, S, STEP, W, load_alhambra_data
from engine.alhambra.position import city_problem

DATA = load_alhambra_data()
TILES = sorted(DATA.tiles)
OPPOSITE = {N: S, S: N, E: W, W: E}


def reference_can_place(cells: dict, tile: str, cell) -> bool:
    """L1-L5 straight from the spec: matching sides, walk rule and no enclosed area, by
    building the new city and checking it whole."""
    if cell in cells:
        return False
    walls = DATA.walls
    x, y = cell
    touching = False
    for side, (dx, dy) in STEP.items():
        other = cells.get((x + dx, y + dy))
        if other is None:
            continue
        touching = True
        if bool(walls[tile] & side) != bool(walls[other] & OPPOSITE[side]):
            return False
    if not touching:
        return False
    trial = City(walls, DATA.start_tile)
    for c, t in cells.items():
        if t != DATA.start_tile:
            trial.cells[c] = t
    trial.cells[cell] = tile
    return city_problem(trial) is None


def reference_can_remove(cells: dict, cell) -> bool:
    if cell == (0, 0):
        return False
    trial = City(DATA.walls, DATA.start_tile)
    for c, t in cells.items():
        if t != DATA.start_tile and c != cell:
            trial.cells[c] = t
    return city_problem(trial) is None


moves = st.lists(st.tuples(st.sampled_from(["place", "remove"]), st.integers(0, 10_000), st.integers(0, 10_000)), max_size=60)


@settings(max_examples=100, deadline=None)
@given(moves)
def test_cached_placement_and_removal_match_the_reference(script):
    """After any sequence of legal placements and removals, the cached legal cells and
    removable tiles equal the reference answers, and the city stays legal."""
    city = City(DATA.walls, DATA.start_tile)
    unused = list(TILES)
    for kind, a, b in script:
        cells = dict(city.cells)
        frontier = {(x + dx, y + dy) for (x, y) in cells for dx, dy in STEP.values()} - set(cells)
        if kind == "place" and unused:
            tile = unused[a % len(unused)]
            expected = sorted(c for c in frontier if reference_can_place(cells, tile, c))
            assert city.legal_cells(tile) == expected
            for c in frontier:
                assert (city.placement_problem(tile, c) is None) == (c in expected)
            if expected:
                city.put(expected[b % len(expected)], tile)
                unused.remove(tile)
        else:
            expected = sorted(c for c in cells if reference_can_remove(cells, c))
            assert city.removable_cells() == expected
            for tile in city.tiles():
                assert (city.removal_problem(tile) is None) == (city.where[tile] in expected)
            if expected:
                tile = city.cells[expected[a % len(expected)]]
                city.take(tile)
                unused.append(tile)
        assert city_problem(city) is None


swaps = st.lists(st.tuples(st.sampled_from(["place", "place", "swap", "remove"]), st.integers(0, 10_000), st.integers(0, 10_000)),
                 min_size=5, max_size=60)


@settings(max_examples=60, deadline=None)
@given(swaps)
def test_incremental_codes_match_a_recount(script):
    """With the real tiles, swaps included: after every change the grid's incremental
    neighbourhood codes equal a recount from the cells, the swap masks equal the side masks
    read from the cells, and every swap the masks allow is a legal city."""
    city = City(DATA.walls, DATA.start_tile)
    for kind, a, b in script:
        unused = sorted(set(TILES) - set(city.tiles()))
        if kind == "place" and city.legal_cells(unused[a % len(unused)]):
            cells = city.legal_cells(unused[a % len(unused)])
            city.put(cells[b % len(cells)], unused[a % len(unused)])
        elif kind == "remove" and city.removable_cells():
            cells = city.removable_cells()
            city.take(city.cells[cells[a % len(cells)]])
        elif kind == "swap" and city.swap_masks():
            masks = city.swap_masks()
            tile, occupied, required = masks[a % len(masks)]
            assert (occupied, required) == city.neighbour_masks(city.where[tile])
            fitting = [r for r in unused if DATA.walls[r] & occupied == required]
            assert [r for t, r in city.swap_pairs(unused) if t == tile] == fitting
            if fitting:
                incoming = fitting[b % len(fitting)]
                assert city.swap_problem(tile, incoming) is None
                city.replace(tile, incoming)
        assert city.neighbourhood_codes() == city.recount()
        assert city_problem(city) is None
