"""The shared city grid (engine.tilecity) under its three edge rules, table by table: placement
(matching sides, walk rule, holes), removal, swap and the longest runs; walls (alhambra.md
section 5 and T-05/T-08/T-09), moats (granada.md sections 5.2 and 6, T-G-08/T-G-09) and both
kinds in one city (granada.md section 10.4, T-C-01 to T-C-05).

Tiles are synthetic: a tile id names its feature sides, e.g. ``NEW`` (walls or moats on the
north, east and west sides), ``-`` (none), ``NE.2`` (a second copy); ``g:`` starts a Granada tile
of the combined game. ``F`` is the start tile.
"""

from __future__ import annotations

import pytest

from engine.core.action import parse_cell
from engine.tilecity import MOATS, WALLS, WALLS_AND_MOATS, Grid, longest_run
from engine.tilecity.sides import SECOND_KIND, E, N, S, W

LETTERS = {"N": N, "E": E, "S": S, "W": W}


class Codes(dict):
    """Tile id -> tile code, read from the id itself."""

    def __missing__(self, tile: str) -> int:
        name = tile.split(".")[0]
        second = name.startswith("g:")
        name = name.removeprefix("g:")
        code = 0 if name in ("F", "-") else sum(LETTERS[c] for c in name)
        self[tile] = code | (SECOND_KIND if second else 0)
        return self[tile]


CODES = Codes()


def grid(rule, *tiles: str) -> Grid:
    """A city of ``rule`` with ``tiles`` ("x,y=TILE") put in order, each checked legal first; a
    tile id met again becomes its next copy (``-``, ``-.2``, ``-.3`` ...)."""
    city = Grid(rule, CODES, "F")
    for text in tiles:
        cell, tile = text.split("=")
        copy = 1
        while (tile if copy == 1 else f"{tile}.{copy}") in city:
            copy += 1
        tile = tile if copy == 1 else f"{tile}.{copy}"
        at = parse_cell(cell)
        assert city.placement_problem(tile, at) is None, f"{tile} at {cell}: {city.placement_problem(tile, at)}"
        city.put(at, tile)
    return city


# ----- placement ----------------------------------------------------------------------------------

T05 = ("0,1=NEW", "-1,0=W")  # pavilion-2, seraglio-7
RING_OF_NINE = ("0,1=N", "1,1=NE", "1,0=E", "1,-1=SE", "0,-1=S", "-1,-1=SW", "-1,0=W", "-1,1=NW")
T08 = ("1,0=-", "2,0=-", "2,1=-", "2,2=-", "1,2=-")  # T-G-09 (d)
T09 = ("1,0=-", "2,0=-", "3,0=-", "3,1=-", "3,2=-", "2,2=-", "1,2=-", "0,2=-")

# (case, rule, city, tile, cell, refusal code or None for legal)
PLACEMENTS = [
    ("next to the start", WALLS, (), "N", (1, 0), None),
    ("corner contact only (L2)", WALLS, (), "-", (1, 1), "city.no_side"),
    ("far away (L2)", WALLS, (), "-", (10**9, 5), "city.no_side"),
    ("occupied (L1)", WALLS, (), "-", (0, 0), "city.occupied"),
    ("wall against the start's open side (L3)", WALLS, (), "W", (1, 0), "city.walls_meet"),
    ("open side against a wall (L3, T-05)", WALLS, T05, "-", (-1, 1), "city.walls_meet"),
    ("double wall, entered from the south (T-05)", WALLS, T05, "NEW", (-1, 1), None),
    ("wall against an open north side (L3)", WALLS, T05, "ES", (-1, 1), "city.walls_meet"),
    ("reached only through a wall (L4, T-06)", WALLS, ("0,1=N",), "S", (0, 2), "city.through_wall"),
    ("single-cell hole (L5, T-08)", WALLS, T08, "-", (0, 1), "city.encloses"),
    ("enclosed region of two cells (L5, T-09)", WALLS, T09, "-", (0, 1), "city.encloses"),
    ("beside that region, open to the outside", WALLS, T09, "-", (-1, 0), None),
    ("moat against an open side (T-G-09 a)", MOATS, (), "W", (1, 0), "city.moats_meet"),
    ("reached only across a moat (T-G-09 b)", MOATS, ("0,1=N",), "S", (0, 2), "city.through_moat"),
    ("corner contact (T-G-09 c)", MOATS, (), "S", (1, 1), "city.no_side"),
    ("moat-free hole (T-G-09 d)", MOATS, T08, "-", (0, 1), "city.encloses"),
    ("Granada tile beside the wall-less start (T-C-02)", WALLS_AND_MOATS, (), "g:W", (1, 0), "city.wall_along_moat"),
    ("Granada start along a wall (T-C-02)", WALLS_AND_MOATS, ("0,1=NEW",), "g:S", (0, 2), None),
    ("Granada start without its moat", WALLS_AND_MOATS, ("0,1=NEW",), "g:-", (0, 2), "city.wall_along_moat"),
    ("Alhambra tile along a Granada moat, no other way in (C-L4)", WALLS_AND_MOATS, ("0,1=NEW", "0,2=g:SW"), "E", (-1, 2),
     "city.through_wall"),
    ("Granada tile from the Granada start (T-C-03)", WALLS_AND_MOATS, ("0,1=NEW", "0,2=g:S"), "g:-", (1, 2), None),
    ("Granada tile only across a moat (C-L4)", WALLS_AND_MOATS, ("0,1=NEW", "0,2=g:SE"), "g:W", (1, 2), "city.through_moat"),
    ("no moat along the Alhambra wall (T-C-03)", WALLS_AND_MOATS, ("0,1=NEW", "0,2=g:S", "1,2=g:-"), "g:-", (1, 1),
     "city.wall_along_moat"),
    ("moat along the wall, open to the School (T-C-03)", WALLS_AND_MOATS, ("0,1=NEW", "0,2=g:S", "1,2=g:-"), "g:W", (1, 1), None),
    ("Alhambra tile without a wall along a moat", WALLS_AND_MOATS, ("0,1=NEW", "0,2=g:S", "1,2=g:-", "1,1=g:W"), "-", (1, 0),
     "city.wall_along_moat"),
]


@pytest.mark.parametrize(("case", "rule", "tiles", "tile", "cell", "code"), PLACEMENTS, ids=[p[0] for p in PLACEMENTS])
def test_placement(case, rule, tiles, tile, cell, code):
    """The refusal (or none) agrees with the legal cells and with the quick yes/no."""
    city = grid(rule, *tiles)
    problem = city.placement_problem(tile, cell)
    assert (problem.code if problem else None) == code, problem
    assert (cell in city.legal_cells(tile)) == (code is None)
    assert city.can_place_somewhere(tile) == bool(city.legal_cells(tile))


def test_refusal_sentences_name_the_feature():
    """Sentences and subjects say wall or moat after the rule; the combined rule explains A-G."""
    wall = grid(WALLS, *T05).placement_problem("-", (-1, 1), seat=2)
    assert wall == "- would show an open side on its east side against a wall of NEW; walls must meet walls"
    assert wall.subjects == {"tile": "-", "cell": (-1, 1), "seat": 2, "side": "east", "wall": False, "neighbour": "NEW"}
    moat = grid(MOATS).placement_problem("W", (1, 0))
    assert moat == "W would show a moat on its west side against an open side of F; moats must meet moats"
    assert moat.subjects["moat"] is True
    assert grid(MOATS, "0,1=N").placement_problem("S", (0, 2)) == "S at 0,2 could only be reached through a moat"
    mixed = grid(WALLS_AND_MOATS, "0,1=NEW").placement_problem("g:-", (0, 2))
    assert mixed == ("g:- would show an open side on its south side against a wall of NEW; "
                     "an Alhambra tile and a Granada tile meet only where a wall lies along a moat")


def test_legal_cells_in_cell_order():
    """Legal cells come sorted by (x, y), negative coordinates included."""
    city = grid(WALLS, "0,1=-", "-1,1=-", "-1,0=-")
    assert city.legal_cells("-") == [(-2, 0), (-2, 1), (-1, -1), (-1, 2), (0, -1), (0, 2), (1, 0), (1, 1)]
    assert city.legal_cells("NESW") == []


def test_impossible_cell_x():
    """T-C-01: the cell beside an open Alhambra side and a moat-free Granada side takes no tile."""
    city = grid(WALLS_AND_MOATS, "1,0=-", "2,0=NE", "2,1=g:S")
    assert city.is_start((2, 1))
    for mask in range(16):
        name = "".join(letter for letter, side in LETTERS.items() if mask & side) or "-"
        for tile in (name, f"g:{name}"):
            assert city.placement_problem(tile, (1, 1)) is not None
            assert (1, 1) not in city.legal_cells(tile)


def test_granada_waits_for_a_wall():
    """T-C-02: with the start tile alone no Granada tile fits; the first one becomes the Granada
    start and never moves (C-7), though it stays a building."""
    city = grid(WALLS_AND_MOATS)
    assert not any(city.can_place_somewhere(f"g:{s}") for s in ("-", "N", "E", "S", "W", "NE", "ES", "SW", "NW", "NES", "ESW"))
    city.put((0, 1), "NEW")
    assert city.legal_cells("g:S") == [(0, 2)]
    city.put((0, 2), "g:S")
    assert city.is_start((0, 2)) and "g:S" in list(city.tiles())
    assert city.removal_problem("g:S") == "the Granada start can never be moved"
    assert city.swap_problem("g:S", "g:S.2").code == "city.start_tile"


# ----- removal ---------------------------------------------------------------------------------

LINE = ("1,0=-", "2,0=-")
BOXED = ("1,0=-", "2,0=-", "1,1=-", "1,-1=-")
C03 = ("0,1=NEW", "0,2=g:S", "1,2=g:-", "1,1=g:W")

# (case, rule, city, tile to take, refusal code or None)
REMOVALS = [
    ("a leaf", WALLS, LINE, "-.2", None),
    ("the start tile", WALLS, LINE, "F", "city.start_tile"),
    ("not in the city", WALLS, LINE, "N", "city.not_built"),
    ("cuts tiles off", WALLS, LINE, "-", "city.cuts_off"),
    ("leaves a hole", WALLS, BOXED, "-", "city.leaves_hole"),
    ("a corner of a 2x2 block", WALLS, ("1,0=-", "1,1=-", "0,1=-"), "-.2", None),
    ("a moat leaf", MOATS, ("0,1=N",), "N", None),
    ("the Granada start", WALLS_AND_MOATS, C03, "g:S", "city.start_tile"),
    ("Granada tiles cut off from the Granada start", WALLS_AND_MOATS, C03, "g:-", "city.cuts_off"),
    ("the city split in two (C-6)", WALLS_AND_MOATS, C03, "NEW", "city.splits"),
    ("a Granada leaf", WALLS_AND_MOATS, C03, "g:W", None),
]


@pytest.mark.parametrize(("case", "rule", "tiles", "tile", "code"), REMOVALS, ids=[r[0] for r in REMOVALS])
def test_removal(case, rule, tiles, tile, code):
    """The refusal (or none) agrees with the removable cells and the quick answer."""
    city = grid(rule, *tiles)
    problem = city.removal_problem(tile)
    assert (problem.code if problem else None) == code, problem
    if tile in city:
        assert (city.where[tile] in city.removable_cells()) == (code is None)
    assert city.has_removable() == bool(city.removable_cells())


def test_removal_sentences():
    """The sentences the Alhambra refusals keep, and the combined rule's own."""
    line = grid(WALLS, *LINE)
    assert line.removal_problem("-", seat=1) == "taking - out would cut tiles off from the start tile"
    assert line.removal_problem("-").subjects == {"tile": "-", "cell": (1, 0), "seat": None}
    assert grid(WALLS, *BOXED).removal_problem("-") == "taking - out would leave an enclosed hole at 1,0"
    combined = grid(WALLS_AND_MOATS, *C03)
    assert combined.removal_problem("g:-") == "taking g:- out would cut tiles off from the Granada start"
    assert combined.removal_problem("NEW") == "taking NEW out would split the city in two"
    assert combined.removable_cells() == [(1, 1)]


def test_take_and_put_back():
    """Taking a tile out and putting it back gives the same city, caches and all."""
    city = grid(WALLS, *T09)
    before = (city.legal_cells("-"), city.removable_cells(), city.neighbourhood_codes())
    city.put(city.take("-.7"), "-.7")
    assert (city.legal_cells("-"), city.removable_cells(), city.neighbourhood_codes()) == before


# ----- swap ------------------------------------------------------------------------------------------

# (case, rule, city, city tile, reserve tile, refusal code or None)
SWAPS = [
    ("same walls towards the neighbours", WALLS, ("0,1=N",), "N", "NE", None),
    ("a wall against the start's open side", WALLS, ("0,1=N",), "N", "S", "city.swap_walls"),
    ("the start tile", WALLS, ("0,1=N",), "F", "N.2", "city.start_tile"),
    ("not in the city", WALLS, ("0,1=N",), "E", "N.2", "city.not_built"),
    ("double wall kept (T-05 step 4)", WALLS, (*T05, "-1,1=NEW"), "NEW.2", "NE", None),
    ("double wall broken (T-05 step 4)", WALLS, (*T05, "-1,1=NEW"), "NEW.2", "-", "city.swap_walls"),
    ("moats towards the neighbours", MOATS, ("0,1=N",), "N", "S", "city.swap_moats"),
    ("Granada for Granada", WALLS_AND_MOATS, C03, "g:W", "g:EW", None),
    ("Granada for Alhambra (C-9)", WALLS_AND_MOATS, C03, "g:W", "W", "city.swap_wall_along_moat"),
    ("Alhambra for Granada (C-9)", WALLS_AND_MOATS, C03, "NEW", "g:NEW", "city.swap_wall_along_moat"),
]


@pytest.mark.parametrize(("case", "rule", "tiles", "tile", "incoming", "code"), SWAPS, ids=[s[0] for s in SWAPS])
def test_swap(case, rule, tiles, tile, incoming, code):
    """The refusal (or none) agrees with the swap pairs."""
    city = grid(rule, *tiles)
    problem = city.swap_problem(tile, incoming)
    assert (problem.code if problem else None) == code, problem
    assert ((tile, incoming) in city.swap_pairs([incoming])) == (code is None)


def test_swap_keeps_the_walks():
    """After a swap between tiles of one kind the removable cells are those of a fresh city."""
    city = grid(WALLS, *T05, "-1,1=NEW")
    city.removable_cells()
    city.replace("NEW.2", "NE")
    fresh = grid(WALLS, *T05, "-1,1=NE")
    assert city.removable_cells() == fresh.removable_cells()
    assert city.neighbourhood_codes() == fresh.neighbourhood_codes()


# ----- runs ----------------------------------------------------------------------------------------

T_G_08 = ("0,1=WN", "1,0=NES", "1,1=NES", "0,-1=ES", "-1,0=W")
T_C_05 = ("0,1=NEW", "0,2=g:S", "1,2=g:-", "1,1=g:W")

# (case, rule, city, feature, longest trail, longest simple path)
RUNS = [
    ("no walls", WALLS, LINE, "wall", 0, 0),
    ("T-05 step 2", WALLS, T05, "wall", 3, 3),
    ("T-05 step 3: the double wall is inside", WALLS, (*T05, "-1,1=NEW"), "wall", 5, 5),
    ("a closed ring of 12 (A-2)", WALLS, RING_OF_NINE, "wall", 12, 11),
    ("T-G-08: the longest moat", MOATS, T_G_08, "moat", 8, 8),
    ("T-C-05: walls facing empty or Granada", WALLS_AND_MOATS, T_C_05, "wall", 3, 3),
    ("T-C-05: moats facing empty or Alhambra", WALLS_AND_MOATS, T_C_05, "moat", 2, 2),
    ("T-C-05: wall along moat", WALLS_AND_MOATS, T_C_05, "border", 2, 2),
]


@pytest.mark.parametrize(("case", "rule", "tiles", "feature", "trail", "simple"), RUNS, ids=[r[0] for r in RUNS])
def test_longest_run(case, rule, tiles, feature, trail, simple):
    city = grid(rule, *tiles)
    assert city.longest(feature) == trail
    assert city.longest(feature, simple_path=True) == simple


def test_outer_segments():
    """T-05 step 2 and T-G-08: the outer sides as corner pairs; inner ones are left out."""
    assert sorted(grid(WALLS, *T05).outer_segments("wall")) == [
        ((-1, 0), (-1, 1)), ((0, 1), (0, 2)), ((0, 2), (1, 2)), ((1, 1), (1, 2))]
    moats = grid(MOATS, *T_G_08).outer_segments("moat")
    assert len(moats) == 9 and ((1, 1), (2, 1)) not in moats  # the T2/T3 moats face each other
    with pytest.raises(ValueError, match="no moat runs"):
        grid(WALLS).longest("moat")


# ----- copies --------------------------------------------------------------------------------------


def test_copies_are_independent():
    """A copy shares its dicts until either side changes; then each keeps its own city."""
    city = grid(WALLS, *LINE)
    legal = list(city.legal_cells("-"))
    copy = city.copy()
    copy.put((3, 0), "-.3")
    assert city.legal_cells("-") == legal and (3, 0) not in city.cells
    city.take("-.2")
    assert (2, 0) in copy.cells and (3, 0) in copy.cells and (2, 0) not in city.cells
    assert copy.neighbourhood_codes() == copy.recount() and city.neighbourhood_codes() == city.recount()


def test_rules_pickle_by_name():
    """A pickled grid refers to the shipped rule object, tables and all."""
    import pickle

    city = grid(WALLS_AND_MOATS, *T_C_05)
    again = pickle.loads(pickle.dumps(city))
    assert again.rule is WALLS_AND_MOATS and again.cells == city.cells and again.is_start((0, 2))


# (case, segments, longest trail, longest simple path)
GRAPHS = [
    ("a path", [(0, 1), (1, 2), (2, 3)], 3, 3),
    ("a ring", [(0, 1), (1, 2), (2, 3), (3, 0)], 4, 3),
    ("a path and a longer ring", [(7, 8), (0, 1), (1, 2), (2, 0)], 3, 2),
    ("a star of three arms", [(0, 1), (0, 2), (0, 3)], 2, 2),
    ("two rings sharing a corner", [(0, 1), (1, 2), (2, 3), (3, 0), (0, 4), (4, 5), (5, 6), (6, 0)], 8, 6),
]


@pytest.mark.parametrize(("case", "segments", "trail", "simple"), GRAPHS, ids=[g[0] for g in GRAPHS])
def test_longest_run_of_any_graph(case, segments, trail, simple):
    """Paths and rings take the quick count; branching graphs (never in a legal city) the search."""
    assert longest_run(segments, simple_path=False) == trail
    assert longest_run(segments, simple_path=True) == simple
