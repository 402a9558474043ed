"""Granada Part I scenarios of granada.md section 11 (T-G-01 .. T-G-14), from positions, table
driven. The shipped (reconstructed) manifest holds every tile the scenarios name."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.core import default_registry
from engine.tilecity.positions import city_problem

GAME = default_registry().get("granada")
DATA = GAME.data
FACE_OF = {t.id: t for t in DATA.tiles.values()}


def state_of(players=3, seats=None, **top):
    seats = seats or [{} for _ in range(players)]
    pos = {"game": "granada", "players": players, "seed": 7, "seats": seats, "unlisted_money": "removed", **top}
    return GAME.state_from_position(pos)


def fmt(cell):
    return f"{cell[0]},{cell[1]}"


def faces(*cells_and_tiles):
    """A city: {"x,y": face}."""
    return dict(cells_and_tiles)


# ----- T-G-01 flipping at the end of the turn ------------------------------------------------


def test_t_g_01_flip_fees_and_extra_action():
    hand = ["y4", "y6", "b7", "o1", "o2", "g5"]
    s = state_of(seats=[{"hand": hand}, {}, {}], market=["arena-10", None, "library-6", None])
    s.apply("buy slot=1 pay=y4,y6")
    assert s.phase == "actions" and s.may_continue
    s.apply("buy slot=3 pay=b7")
    assert s.phase == "placement"
    for fee, code in (("o1,g5", "flip.mixed_currency"), ("o2", "flip.too_little")):
        before = s.snapshot()
        with pytest.raises(IllegalAction) as err:
            s.apply(f"flip tile=arena-10 pay={fee}")
        assert err.value.reason.code == code and s.snapshot() == before
    s.apply("flip tile=arena-10 pay=o1,o2")
    assert s.phase == "placement" and "hospital-11" in s.pending
    s.apply(f"place tile=hospital-11 at={fmt(s.cities[0].legal_cells('hospital-11')[0])}")
    s.apply("flip tile=library-6 pay=g5")
    assert sorted(s.discard) == sorted(["y4", "y6", "b7", "o1", "o2", "g5"])
    s.apply(f"place tile=residential-7 at={fmt(s.cities[0].legal_cells('residential-7')[0])}")
    assert set(s.cities[0].tiles()) == {"hospital-11", "residential-7"}


# ----- T-G-02 free face choice for the reserve, fixed afterwards -------------------------------


def test_t_g_02_reserve_face_is_free_and_fixed():
    s = state_of(seats=[{"hand": ["g8", "o3"]}, {}, {}], market=[None, "market-8", None, None])
    s.apply("buy slot=2 pay=g8")
    s.apply("end")
    s.apply("reserve tile=park-9")
    assert s.reserves[0] == ["park-9"] and s.hands[0] == ["o3"]
    with pytest.raises(IllegalAction) as err:
        s.apply("flip tile=park-9 pay=o3")
    assert err.value.reason.code in ("phase.not_placing", "flip.not_pending")
    t = state_of(seats=[{"reserve": ["park-9"], "hand": ["o3"]}, {}, {}])
    t.apply("add tile=park-9 at=0,1")
    assert "park-9" in t.cities[0]


# ----- T-G-03 black marker ----------------------------------------------------------------------


def test_t_g_03_marker_toggles_only_when_a_tile_is_placed():
    s = state_of(seats=[{"hand": ["g4", "o9"]}, {}, {}], market=["arena-2", None, "bath-2", None],
                 marker="EVEN", bag=["g06-park", "g08-school", "g10-market"], unlisted_tiles="removed",
                 display=["b1", "b2", "b3", "b4"])
    s.apply("take cards=b1")
    assert s.market == ["arena-2", "park-6", "bath-2", "school-8"]
    assert s.marker == "ODD"
    s.apply("take cards=b2")
    s.apply("take cards=b3")
    assert s.marker == "ODD"


# ----- T-G-04 .. T-G-07 and T-G-12 majorities ------------------------------------------------

SCHOOLS = [f"school-{v}" for v in range(2, 14)]


def cities_with(counts_and_faces):
    seats = []
    for tiles in counts_and_faces:
        seats.append({"city": {f"{i + 1},0": f for i, f in enumerate(tiles)}})
    return seats


def moatless(type_id, values):
    return [f"{type_id}-{v}" for v in values]


# Faces without moats in the reconstruction, so rows along y=0 are legal: choose by data.
def free(type_id):
    return [f for f in DATA.face_type if DATA.face_type[f] == type_id and DATA.walls[f] == 0]


MAJORITY = [
    # (id, scoring, round, {participant: values of their schools}, expected points per participant)
    ("T-G-04 base", "standard", 1, [[13, 12, 11], [10, 9], [8, 7]], [7, 0, 0]),
    ("T-G-04 variant", "standard", 1, [[12, 3, 2], [10, 9, 8], [7, 6]], [8, 0, 0]),
    ("T-G-05", "standard", 2, [[13, 12, 11, 10], [9, 8, 7], [6, 5]], [18, 9, 0]),
    ("T-G-06", "standard", 3, [[9, 8, 7, 6], [12, 5, 4, 3], [2, 13]], [20, 30, 10]),
    ("T-G-07 one owner", "standard", 3, [[9, 8], [], []], [6, 0, 0]),
    ("T-G-12 round 2", "simple", 2, [[13, 12, 11, 10], [9, 8, 7], [6, 5]], [10, 3, 0]),
    ("T-G-12 round 3", "simple", 3, [[9, 8, 7, 6], [12, 5, 4, 3], [2, 13]], [10, 18, 3]),
]


@pytest.mark.parametrize("case", MAJORITY, ids=[c[0] for c in MAJORITY])
def test_majorities_by_count_then_highest_value(case):
    _id, kind, round_number, values, expected = case
    s = state_of(params={"scoring": kind})
    for seat, vals in enumerate(values):
        for i, v in enumerate(vals):  # put faces in directly: only counts and values matter here
            s.cities[seat].put((100 + i, 100), f"school-{v}")
    entry = next(e for e in s.score_breakdown(round_number)["types"] if e["type"] == "school")
    assert entry["points"] == expected
    assert entry["total"] == sum(len(v) for v in values)


def test_t_g_05_reserve_does_not_count_and_t_g_07_nobody():
    s = state_of(seats=[{"reserve": ["school-2"]}, {}, {}])
    entry = next(e for e in s.score_breakdown(3)["types"] if e["type"] == "school")
    assert entry["points"] == [0, 0, 0] and entry["total"] == 0


# ----- T-G-08 longest moat ----------------------------------------------------------------------


def test_t_g_08_longest_moat_is_eight():
    synthetic = {"t1": 1 | 8, "t3": 1 | 2 | 4, "t2": 1 | 2 | 4, "t4": 2 | 4, "t5": 8}
    from engine.tilecity import MOATS
    from engine.tilecity.city import FeatureCity

    city = FeatureCity(MOATS, {**synthetic, "S": 0}, "S")
    for tile, cell in (("t1", (0, 1)), ("t3", (1, 0)), ("t2", (1, 1)), ("t4", (0, -1)), ("t5", (-1, 0))):
        assert city.placement_problem(tile, cell) is None, tile
        city.put(cell, tile)
    assert city.longest("moat") == 8


# ----- T-G-09 placement examples -----------------------------------------------------------------

N, E, S, W = 1, 2, 4, 8
PLACEMENT = [
    ("a sides", [], ("x", W), (1, 0), "illegal"),
    ("b walk", [("p", N, (0, 1))], ("a", S), (0, 2), "illegal"),
    ("c diagonal", [], ("x", 0), (1, 1), "illegal"),
    ("d hole", [("q1", 0, (1, 0)), ("q2", 0, (2, 0)), ("q3", 0, (2, 1)), ("q4", 0, (2, 2)), ("q5", 0, (1, 2))],
     ("x", 0), (0, 1), "illegal"),
    ("legal", [], ("x", 0), (1, 0), "legal"),
]


@pytest.mark.parametrize("case", PLACEMENT, ids=[c[0] for c in PLACEMENT])
def test_t_g_09_placement(case):
    from engine.tilecity import MOATS
    from engine.tilecity.city import FeatureCity

    _id, built, (tile, mask), cell, expected = case
    codes = {"S": 0, tile: mask, **{t: m for t, m, _c in built}}
    city = FeatureCity(MOATS, codes, "S")
    for t, _m, c in built:
        city.put(c, t)
    assert (city.placement_problem(tile, cell) is None) == (expected == "legal")


# ----- T-G-10 / T-G-11 Juan ---------------------------------------------------------------------


def test_t_g_10_juan_setup_and_draws():
    s = GAME.new_state(2, {}, seed=3)
    assert len(s.juan) == 6 and all(DATA.faces.is_front(f) for f in s.juan)
    assert s.supply.removed and len(s.supply.removed) == 36  # 72 cards in play (override 1)
    events = []
    s.shop.marker = "ODD"
    s.neutral.draw_after_round(1, s.shop.bag, events)
    assert len(s.juan) == 12 and not any(DATA.faces.is_front(f) for f in s.juan[6:])
    assert s.marker == "ODD"
    s.shop.bag[:] = s.shop.bag[:23]
    s.neutral.draw_after_round(2, s.shop.bag, events)
    assert len(s.juan) == 19 and len(s.bag) == 16


def test_t_g_10_step_4_juan_wins_the_tie_break():
    s = state_of(players=2, juan=["school-13", "school-3"])
    s.cities[0].put((100, 100), "school-12")
    s.cities[0].put((101, 100), "school-4")
    s.cities[1].put((100, 100), "school-6")
    entry = next(e for e in s.score_breakdown(1)["types"] if e["type"] == "school")
    assert entry["points"] == [0, 0, 5]


@pytest.mark.parametrize("flip", [False, True])
def test_t_g_11_gift_to_juan_on_either_face(flip):
    s = state_of(players=2, seats=[{"hand": ["y8", "o3"]}, {}], market=["school-8", None, None, None])
    s.apply("buy slot=1 pay=y8")
    s.apply("end")
    if flip:
        with pytest.raises(IllegalAction) as err:
            s.apply("juan tile=bath-9")
        assert err.value.reason.code == "juan.face"
        s.apply("flip tile=school-8 pay=o3")
        with pytest.raises(IllegalAction) as err:
            s.apply("reserve tile=bath-9")
        assert err.value.reason.code == "reserve.flipped"
        s.apply("juan tile=bath-9")
    else:
        s.apply("juan tile=school-8")
    assert ("bath-9" if flip else "school-8") in s.juan


# ----- T-G-13 end of game, T-G-14 price ------------------------------------------------------------


def test_t_g_13_awarded_tile_keeps_its_face():
    s = state_of(seats=[{}, {}, {"hand": ["g9", "o5"]}], market=[None, None, None, None],
                 phase="distribution", recipient=2, pending=["hostel-7"], end_flag=True)
    for action, code in (("flip tile=hostel-7 pay=o5", "flip.awarded"), (f"reserve tile={DATA.faces.other['hostel-7']}", "reserve.awarded_face")):
        with pytest.raises(IllegalAction) as err:
            s.apply(action)
        assert err.value.reason.code == code
    s.apply("reserve tile=hostel-7")
    assert s.reserves[2] == ["hostel-7"]


@pytest.mark.parametrize("pay,extra", [("o4,o5", True), ("o1,o9", False)])
def test_t_g_14_price_is_the_face_showing(pay, extra):
    s = state_of(seats=[{"hand": ["o4", "o5", "o9", "o1"]}, {}, {}], market=[None, None, None, "park-9"])
    s.apply(f"buy slot=4 pay={pay}")
    assert s.may_continue is extra


def test_shipped_cities_stay_legal():
    s = GAME.new_state(4, {}, seed=1)
    assert all(city_problem(c) is None for c in s.cities)
