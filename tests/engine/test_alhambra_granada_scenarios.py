"""Alhambra + Granada scenarios of granada.md section 11 (T-C-01 .. T-C-09), from positions,
table driven. The spec's synthetic Granada tiles are stood in for by shipped (reconstructed)
tiles with the same moats: [ARENA 8 | S] by hostel-8, [PARK 6 | S] by park-11, [SCHOOL 2 | -]
by school-9, [MARKET 10 | -] by market-10, [HOSTEL 4 | W] by arena-8, [BATH 6] by bath-6,
[PARK 2 | -] by g08-library, [ARENA 4 | N] by g06-park (park-6), [PARK 9] by park-9."""

from __future__ import annotations

import random

import pytest

from engine.alhambra_granada.city import GRANADA, MixedCity, mixed_city_problem
from engine.core import IllegalAction, default_registry
from engine.tilecity.double_market import DoubleMarket

GAME = default_registry().get("alhambra_granada")
DATA = GAME.data
EMPTY_MARKET = [None] * 8


def state_of(players=3, seats=None, **top):
    seats = seats or [{} for _ in range(players)]
    pos = {"game": "alhambra_granada", "players": players, "seed": 7, "seats": seats,
           "display": ["b1", "g1", "o1", "y1"], "deck": ["b2", "g2", "o2", "y2"], "unlisted_money": "removed", **top}
    return GAME.state_from_position(pos)


def city(*cells) -> MixedCity:
    """A city from (cell, tile) pairs placed in order (the first Granada tile is its start)."""
    grid = MixedCity(DATA.walls, DATA.start_tile)
    for cell, tile in cells:
        assert grid.placement_problem(tile, cell) is None, (tile, cell)
        grid.put(cell, tile)
    return grid


def refused(state, text: str) -> str:
    """The refusal code of ``text``; the state is unchanged."""
    before = state.snapshot()
    with pytest.raises(IllegalAction) as err:
        state.apply(text)
    assert state.snapshot() == before
    return err.value.reason.code


# ----- T-C-01 the impossible cell X -------------------------------------------------------------

T_C_01 = (((1, 0), "arcades-9"), ((2, 0), "seraglio-4"), ((2, 1), "hostel-8"))


def test_t_c_01_no_tile_of_either_kind_fits_cell_x():
    grid = city(*T_C_01)
    assert grid.start_cell(GRANADA) == (2, 1)  # the moat along SER-4's wall started Granada
    pieces = [*DATA.alhambra.tiles, *DATA.faces.tile_of]
    assert all(grid.placement_problem(p, (1, 1)) is not None for p in pieces)
    assert not any((1, 1) in grid.legal_cells(p) for p in pieces)
    assert grid.placement_problem("arcades-10", (1, 1)).code == "city.wall_along_moat"
    assert grid.placement_problem("market-10", (1, 1)).code == "city.wall_along_moat"


# ----- T-C-02 starting Granada ---------------------------------------------------------------


def test_t_c_02_granada_starts_along_an_alhambra_wall():
    only_fountain = city()
    assert not any(only_fountain.legal_cells(face) for face in DATA.faces.tile_of)
    s = state_of(seats=[{"hand": ["g6"]}, {}, {}], market=[None, None, None, "bath-6", None, None, None, None])
    s.apply("buy slot=2 tile=bath-6 pay=g6")
    s.apply("end")
    assert s.legal_groups() == ["reserve"]  # it can only go to the reserve
    grid = city(((0, 1), "pavilion-2"))
    assert grid.legal_cells("park-11") == [(0, 2)]
    grid.put((0, 2), "park-11")
    assert grid.start_cell(GRANADA) == (0, 2)
    assert grid.removal_problem("park-11").code == "city.start_tile"
    assert grid.swap_problem("park-11", "bath-10").code == "city.start_tile"
    s = state_of(seats=[{"city": {"0,1": "pavilion-2", "0,2": "park-11"}, "granada_start": "0,2"}, {}, {}])
    assert s.type_counts()["granada"][0]["park"] == 1


# ----- T-C-03 separate walk rules --------------------------------------------------------------

T_C_03 = [
    ("School from the Park's open side", [], "school-9", (1, 2), None),
    ("Market against PAV-2's wall without a moat", [((1, 2), "school-9")], "market-10", (1, 1), "city.wall_along_moat"),
    ("Hostel's moat along PAV-2's wall, reached through the School", [((1, 2), "school-9")], "arena-8", (1, 1), None),
]


@pytest.mark.parametrize("before,tile,cell,code", [c[1:] for c in T_C_03], ids=[c[0] for c in T_C_03])
def test_t_c_03_separate_walk_rules(before, tile, cell, code):
    grid = city(((0, 1), "pavilion-2"), ((0, 2), "park-11"), *before)
    problem = grid.placement_problem(tile, cell)
    assert (problem and problem.code) == code
    assert (cell in grid.legal_cells(tile)) == (code is None)


# ----- T-C-04 two purchases from one space, nine actions ------------------------------------------


def test_t_c_04_both_tiles_of_a_space_and_nine_actions():
    market = [None, None, "arcades-7", "bath-6", None, None, None, None]
    s = state_of(seats=[{"hand": ["g7", "g2", "g4"]}, {}, {}], market=market)
    s.apply("buy slot=2 tile=arcades-7 pay=g7")
    assert s.may_continue
    s.apply("buy slot=2 tile=bath-6 pay=g2,g4")
    assert s.may_continue and s.market[2:4] == [None, None]
    eight = ["pavilion-2", "arena-2", "pavilion-3", "bath-3", "pavilion-4", "arena-4", "pavilion-5", "hostel-4"]
    hand = ["y2", "y2", "g3", "g3", "b4", "b4", "o5", "o4"]
    s = state_of(seats=[{"hand": hand}, {}, {}], market=eight)
    for slot, tile, pay in zip((1, 1, 2, 2, 3, 3, 4, 4), eight, hand):
        s.apply(f"buy slot={slot} tile={tile} pay={pay}")
        assert s.phase == "actions" and s.may_continue
    s.apply("take cards=b1")  # the ninth action
    assert s.actions_taken == 9 and s.phase == "placement"
    assert refused(s, "take cards=g1") == "phase.place_bought"  # no tenth


# ----- T-C-05 combined scoring --------------------------------------------------------------------


def test_t_c_05_four_part_scoring():
    cells = {"0,1": "pavilion-2", "0,2": "park-11", "1,2": "school-9", "1,1": "arena-8"}
    s = state_of(seats=[{"city": cells, "granada_start": "0,2"}, {}, {}])
    for round_number in (1, 2, 3):
        b = s.score_breakdown(round_number)
        assert (b["walls"][0], b["moats"][0], b["borders"][0]) == (3, 2, 2)
        parts = b["parts"][0]
        assert (parts["wall"], parts["moat"], parts["border"]) == (3, 2, 4)
        assert b["points"][0] == parts["alhambra"] + parts["granada"] + 9
    # Majorities on top: alone with a pavilion and a park/school/arena, seat 0 takes first place.
    b = s.score_breakdown(1)
    assert b["parts"][0]["alhambra"] == DATA.alhambra.scoring[1]["pavilion"][0]
    assert b["parts"][0]["granada"] == 3  # three types with N = 1 each in round 1
    assert b["points"][1:] == [0, 0]


# ----- T-C-06 the moat requirement of the first market ---------------------------------------------


def test_t_c_06_setup_returns_moat_free_granada_tiles():
    market = DoubleMarket("ygbo", ["YELLOW", "GREEN", "BLUE", "ORANGE"], DATA.costs, DATA.faces, DATA.moated, False)
    market.marker = "EVEN"
    market.spaces[2:] = ["pavilion-3", "bath-3", "pavilion-4", "arena-4", "pavilion-5", "hostel-4"]
    market.bag = ["pavilion-2"]
    market.granada_bag = ["g12-arena", "g06-park", "g08-library"]  # top last: the moat-free library first
    events = []
    market.fill(True, events)
    assert market.spaces[:2] == ["pavilion-2", "park-6"]
    assert market.granada_bag == ["g08-library", "g12-arena"] and events[0].data["returned"] == ["g08-library"]
    for seed in range(30):  # every dealt game
        s = GAME.new_state(3, {}, seed)
        assert all(DATA.faces.tile_of[f] in DATA.moated and DATA.faces.is_front(f) for f in s.market[1::2])
        assert s.marker == "ODD"


@pytest.mark.parametrize("requirement,expected", [("setupOnly", "park-13"), ("allRefills", "library-7")])
def test_t_c_06_refills_during_play(requirement, expected):
    market = ["pavilion-2", None, "pavilion-3", "bath-3", "pavilion-4", "arena-4", "pavilion-5", "hostel-4"]
    s = state_of(market=market, granada_bag=["g12-arena", "g06-park"], unlisted_tiles="removed",
                 params={"moatRequirement": requirement})
    s.apply("take cards=b1")
    assert s.market[1] == expected


# ----- T-C-07 the money schedule ---------------------------------------------------------------------


def test_t_c_07_card_a_in_pile_3_and_b_at_the_first_exhaustion():
    s = GAME.new_state(4, {}, 3)
    deck = len(s.deck) - 1  # without card A
    sizes = [deck // 5 + (1 if i < deck % 5 else 0) for i in range(5)]
    first = sum(sizes[:2])
    assert s.supply.windows == {"A": (first, first + sizes[2])} and s.scoring_aside == ["B"]
    discard = [f"{c}{v}" for c in "bgoy" for v in range(1, 8)]
    s = state_of(display=[None, "g1", "o1", "y1"], deck=[], discard=discard, seats=[{"hand": ["b9"]}, {}, {}])
    events = s.apply("take cards=g1")
    assert [e.data.get("scoring_cards") for e in events if e.kind == "deck_reshuffled"] == [["B"]]
    assert s.scoring_aside == [] and "B" in s.deck
    lo, hi = s.supply.windows["B"]
    size = len(discard) // 5 + 1  # 28 cards: piles of 6, 6, 6, 5, 5, and B in pile 2
    assert (lo, hi) == (s.supply.drawn - 2 + size, s.supply.drawn - 2 + 2 * size)
    assert s.deck[::-1].index("B") + s.supply.drawn in range(lo, hi + 1)
    t = state_of(display=[None, "g1", "o1", "y1"], deck=[], discard=discard, scoring_aside=[], rounds_scored=[1, 2])
    events = t.apply("take cards=g1")
    assert [e.data.get("scoring_cards") for e in events if e.kind == "deck_reshuffled"] == [None]


# ----- T-C-08 end trigger and distribution -----------------------------------------------------------


@pytest.mark.parametrize("space_3,ends", [(["seraglio-3", None], False), ([None, None], True)])
def test_t_c_08_end_trigger(space_3, ends):
    market = [None, None, "pavilion-3", "bath-3", *space_3, "pavilion-5", "hostel-4"]
    s = state_of(market=market, bag=[], granada_bag=["g06-park"], unlisted_tiles="removed",
                 seats=[{"hand": ["g5"]}, {"hand": ["b9"]}, {}])
    events = s.apply("take cards=b1")
    refill = next(e for e in events if e.kind == "market_refilled")
    assert refill.data["tiles"] == {"1": ["library-7"]}
    assert s.end_flag == ends
    if ends:  # space 3 stayed empty: the market's tiles are handed out from space 1 on
        assert [(e.kind, e.data["slot"]) for e in events if e.kind.startswith("tile_")] == [
            ("tile_unawarded", 1), ("tile_awarded", 2)]
        assert (s.phase, s.recipient, s.pending) == ("distribution", 0, ["pavilion-3"])
    else:
        assert s.phase == "actions" and s.market[:6] == [None, "library-7", "pavilion-3", "bath-3", *space_3]


def test_t_c_08_distribution_gives_both_tiles_of_a_space():
    market = [None, None, "arcades-7", "park-9", None, None, None, None]
    s = state_of(market=market, bag=[], granada_bag=[], unlisted_tiles="removed",
                 seats=[{"hand": ["g2"]}, {"hand": ["g5"]}, {"city": {"0,1": "pavilion-2"}, "hand": ["g3"]}])
    s.apply("take cards=b1")
    assert (s.phase, s.recipient, s.pending) == ("distribution", 1, ["arcades-7"])
    s.apply("reserve tile=arcades-7")
    assert (s.phase, s.recipient, s.pending) == ("distribution", 1, ["park-9"])
    assert refused(s, "flip tile=park-9 pay=g5") == "flip.awarded"
    assert refused(s, "reserve tile=market-8") == "reserve.awarded_face"
    s.apply("reserve tile=park-9")
    assert s.phase == "over" and s.reserves[1] == ["arcades-7", "park-9"]


# ----- T-C-09 the marker ---------------------------------------------------------------------------


@pytest.mark.parametrize("tile,pay,marker", [("pavilion-3", "g3", "ODD"), ("bath-3", "g3", "EVEN")])
def test_t_c_09_marker_turns_only_for_granada_tiles(tile, pay, marker):
    market = ["pavilion-2", "arena-2", "pavilion-3", "bath-3", "pavilion-4", "arena-4", "pavilion-5", "hostel-4"]
    s = state_of(market=market, marker="ODD", seats=[{"hand": [pay]}, {}, {}])
    s.apply(f"buy slot=2 tile={tile} pay={pay}")
    s.apply("end")
    s.apply(f"reserve tile={tile}")
    assert s.marker == marker
    assert all(t is not None for t in s.market)


def test_random_cities_stay_legal():
    """Random games keep every city legal under C-L1..C-L5 (the conformance audit in small)."""
    from engine.ai import RandomBot

    s = GAME.new_state(3, {}, 11)
    bot = RandomBot(1)
    rng = random.Random(2)
    while not s.is_terminal:
        s.apply(bot.choose(s))
        if rng.random() < 0.05:
            assert all(mixed_city_problem(c) is None for c in s.cities)
