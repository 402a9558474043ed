"""Rule scenarios T-01 to T-20 of the Alhambra spec (/work/shared/rules/alhambra.md, section 11).

The spec's "Decisions that override parts of this spec" win over its body: two players use 72
money cards (twoPlayerMoneyCopies defaults to 2), only the enclosed-area hole rule exists (no
``holeRule`` parameter), starting money is dealt player by player, and the yaml tile data is
authoritative. Seats are 0-based here (spec P1 = seat 0).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.alhambra.setup import build_deck, choose_start_player, set_up
from engine.alhambra.state import AlhambraState
from engine.core import IllegalAction, ParameterError, default_registry
from engine.core.errors import PositionError
from engine.tilecity.majority import majority_points

from tests.helpers.actions import first, illegal, kinds, legal
from tests.helpers.positions import alhambra_state

GAME = default_registry().get("alhambra")
DATA = GAME.data
SCORING_CARDS = ("A", "B")


# ----- helpers ----------------------------------------------------------------------------------


def position(players: int = 3, **entries) -> AlhambraState:
    """A state from a position dict; a full display and a known deck top unless given."""
    return alhambra_state(GAME, players, **entries)


def index_of(events, kind: str, **match) -> int:
    return events.index(first(events, kind, **match))


def city_of(state: AlhambraState, seat: int) -> dict:
    return {cell: tile for cell, tile in state.cities[seat].cells.items() if cell != (0, 0)}


def total(cards) -> int:
    return sum(int(c[1:]) for c in cards)


# ----- T-01 taking money ------------------------------------------------------------------------

T01_DISPLAY = ["b2", "g3", "o6", "y8"]


@pytest.mark.parametrize(
    "cards",
    [["b2", "g3"], ["b2"], ["g3"], ["o6"], ["y8"]],
    ids=["T-01-2+3", "T-01-2", "T-01-3", "T-01-6", "T-01-8"],
)
def test_t01_legal_selections(cards):
    """T-01: {2,3}, {2}, {3}, {6} and {8} may be taken."""
    state = position(display=T01_DISPLAY)
    legal(state, f"take cards={','.join(cards)}")
    assert Counter(state.hands[0]) == Counter(cards)


def test_t01_exactly_these_selections_are_listed():
    """T-01: the legal selections are exactly {2,3}, {2}, {3}, {6}, {8}."""
    state = position(display=T01_DISPLAY)
    listed = {a.to_text() for a in state.legal_actions("take")}
    assert listed == {"take cards=b2,g3", "take cards=b2", "take cards=g3", "take cards=o6", "take cards=y8"}


@pytest.mark.parametrize(
    "cards",
    [("b2", "o6"), ("g3", "y8"), ("o6", "y8"), ("b2", "g3", "o6"), ()],
    ids=["T-01-2+6", "T-01-3+8", "T-01-6+8", "T-01-2+3+6", "T-01-empty"],
)
def test_t01_illegal_selections(cards):
    """T-01: {2,6} (sum 8 > 5), {3,8}, {6,8}, {2,3,6} and the empty set are illegal."""
    state = position(display=T01_DISPLAY)
    illegal(state, GAME.actions.by_kind["take"](cards))


def test_t01_empty_selection_text_is_refused():
    """T-01: the empty set cannot even be spelled as a take action."""
    state = position(display=T01_DISPLAY)
    before = state.clone()
    with pytest.raises(IllegalAction):
        state.apply("take cards=")
    assert state == before


def test_t01_take_two_and_three():
    """T-01: after {2,3} the hand gains BLUE 2 and GREEN 3, phase 1 ends, 6 and 8 stay until phase 3."""
    state = position(display=T01_DISPLAY, seats=[{"hand": ["y9"]}, {}, {}], deck=["b9", "g9", "o7"])
    events = legal(state, "take cards=b2,g3")
    assert Counter(state.hands[0]) == Counter(["y9", "b2", "g3"])
    taken = first(events, "money_taken")
    assert taken.player == 0 and sorted(taken.data["cards"]) == ["b2", "g3"]
    # Phase 1 ended with the take: the turn went straight to the refill and to P2.
    assert state.player == 1 and state.phase == "actions" and state.actions_taken == 0
    # Only the two emptied slots were refilled, in phase 3; 6 and 8 stayed where they were.
    refill = first(events, "display_refilled")
    assert refill.data["cards"] == ["b9", "g9"]
    assert state.display == ["b9", "g9", "o6", "y8"]
    assert index_of(events, "money_taken") < index_of(events, "display_refilled") < index_of(events, "turn_started")


# ----- T-02 overpaying ---------------------------------------------------------------------------

T02_MARKET = ["pavilion-2", "seraglio-3", "garden-10c", "chambers-5"]


def test_t02_overpaying_ends_the_sequence():
    """T-02: buying GAR-10c (10) with BLUE {5,6} is legal, no change, phase 1 ends, GAR-10c placed in phase 2."""
    state = position(market=T02_MARKET, seats=[{"hand": ["b5", "b6"]}, {}, {}])
    events = legal(state, "buy slot=3 pay=b5,b6")
    bought = first(events, "tile_bought")
    assert bought.data["tile"] == "garden-10c" and bought.data["exact"] is False
    assert state.hands[0] == []  # no change given
    assert Counter(state.discard) == Counter(["b5", "b6"])
    assert state.market[2] is None
    assert state.phase == "placement" and not state.may_continue and state.actions_taken == 1
    assert state.pending == ["garden-10c"]
    assert state.legal_groups() == ["place", "reserve"]
    illegal(state, "take cards=b1")
    illegal(state, "end")


def test_t02_variant_exact_payment_allows_another_action():
    """T-02 variant: paying BLUE {4,6} = 10 is exact and P1 may act again."""
    state = position(market=T02_MARKET, seats=[{"hand": ["b4", "b6"]}, {}, {}])
    events = legal(state, "buy slot=3 pay=b4,b6")
    assert first(events, "tile_bought").data["exact"] is True
    assert state.phase == "actions" and state.may_continue and state.player == 0
    assert state.pending == ["garden-10c"]
    assert {"take", "end"} <= set(state.legal_groups())
    legal(state, "take cards=o1")
    assert state.actions_taken == 2
    assert state.phase == "placement" and state.pending == ["garden-10c"]


def test_t02_variant_extra_action_may_be_declined():
    """T-02 variant (A-7): after the exact purchase P1 may also decline the extra action with 'end'."""
    state = position(market=T02_MARKET, seats=[{"hand": ["b4", "b6"]}, {}, {}])
    legal(state, "buy slot=3 pay=b4,b6")
    events = legal(state, "end")
    assert "actions_ended" in kinds(events)
    assert state.phase == "placement" and state.actions_taken == 1 and state.pending == ["garden-10c"]


def test_t02_underpaying_and_wrong_currency_are_illegal():
    """T-02 (section 4.2): the payment must be of the space's currency and reach the price."""
    state = position(market=T02_MARKET, seats=[{"hand": ["b4", "b5", "g6"]}, {}, {}])
    illegal(state, "buy slot=3 pay=b4,b5")  # 9 < 10
    illegal(state, "buy slot=3 pay=b4,g6")  # mixed currencies


# ----- T-03 five actions at most -----------------------------------------------------------------

T03_MARKET = ["pavilion-2", "seraglio-3", "arcades-4", "chambers-5"]  # y2, g3, b4, o5 exactly
T03_HAND = ["y2", "g3", "b4", "o5"]


def test_t03_buy_buy_redesign():
    """T-03: exact buy, exact buy, swap: phase 1 ends, both tiles placed in phase 2, refill from the lowest space in phase 3."""
    state = position(
        market=T03_MARKET,
        seats=[{"hand": T03_HAND, "city": {"1,0": "seraglio-9"}, "reserve": ["arcades-9"]}, {}, {}],
        bag=["tower-7", "tower-8"],
    )
    legal(state, "buy slot=1 pay=y2")
    assert state.phase == "actions" and state.may_continue
    # A tile bought this turn is not in the reserve and takes no part in a redesign.
    illegal(state, "add tile=pavilion-2 at=0,1")
    legal(state, "buy slot=2 pay=g3")
    assert state.may_continue and state.actions_taken == 2
    legal(state, "swap tile=seraglio-9 reserve=arcades-9")
    assert state.actions_taken == 3 and not state.may_continue
    assert state.phase == "placement" and state.pending == ["pavilion-2", "seraglio-3"]
    assert city_of(state, 0) == {(1, 0): "arcades-9"} and state.reserves[0] == ["seraglio-9"]
    assert state.market == [None, None, "arcades-4", "chambers-5"]  # not refilled during the turn
    illegal(state, "buy slot=3 pay=b4")
    legal(state, "place tile=pavilion-2 at=0,1")
    assert state.market == [None, None, "arcades-4", "chambers-5"]
    events = legal(state, "place tile=seraglio-3 at=0,-1")
    assert first(events, "market_refilled").data["tiles"] == {"1": "tower-7", "2": "tower-8"}
    assert state.market == ["tower-7", "tower-8", "arcades-4", "chambers-5"]
    assert city_of(state, 0) == {(1, 0): "arcades-9", (0, 1): "pavilion-2", (0, -1): "seraglio-3"}
    assert state.player == 1 and state.phase == "actions"


def test_t03_extension_four_buys_and_a_take_make_five_actions():
    """T-03 extension: four exact buys followed by a take make 5 actions; a sixth is impossible."""
    state = position(market=T03_MARKET, seats=[{"hand": T03_HAND}, {}, {}])
    for slot, card in enumerate(T03_HAND, start=1):
        legal(state, f"buy slot={slot} pay={card}")
        assert state.may_continue and state.phase == "actions"
    assert state.actions_taken == 4 and state.market == [None] * 4
    assert "buy" not in state.legal_groups() and {"take", "end"} <= set(state.legal_groups())
    legal(state, "take cards=b1")
    assert state.actions_taken == 5
    assert state.phase == "placement" and len(state.pending) == 4
    assert state.legal_groups() == ["place", "reserve"]
    illegal(state, "take cards=g1")
    illegal(state, "end")


# ----- T-04 market refill order ------------------------------------------------------------------


def test_t04_refill_order():
    """T-04: spaces 2 and 4 bought; bag t1, t2: t1 goes to space 2 and t2 to space 4."""
    state = position(
        market=T03_MARKET,
        seats=[{"hand": ["g3", "o6"]}, {}, {}],
        bag=["tower-7", "tower-8", "tower-9a"],
    )
    legal(state, "buy slot=2 pay=g3")
    legal(state, "buy slot=4 pay=o6")
    assert state.market == ["pavilion-2", None, "arcades-4", None]
    legal(state, "reserve tile=chambers-5")
    events = legal(state, "reserve tile=seraglio-3")
    assert first(events, "market_refilled").data["tiles"] == {"2": "tower-7", "4": "tower-8"}
    assert state.market == ["pavilion-2", "tower-7", "arcades-4", "tower-8"]
    assert state.bag[-1] == "tower-9a"  # next draw


# ----- T-05 wall matching and the longest wall ---------------------------------------------------


def test_t05_build_and_longest_wall():
    """T-05 steps 1-3: PAV-2 and SER-7 legal (wall 3), ARC-5 at -1,1 illegal (L3), TOW-7 legal (wall 5)."""
    state = position(phase="placement", pending=["pavilion-2", "seraglio-7", "arcades-5", "tower-7", "pavilion-8"])
    legal(state, "place tile=pavilion-2 at=0,1")
    legal(state, "place tile=seraglio-7 at=-1,0")
    city = state.cities[0]
    assert city.longest_wall() == 3
    assert sorted(city.outer_wall_segments()) == sorted(
        [((0, 2), (1, 2)), ((1, 1), (1, 2)), ((0, 1), (0, 2)), ((-1, 0), (-1, 1))]
    )
    reason = illegal(state, "place tile=arcades-5 at=-1,1")
    assert "wall" in reason
    legal(state, "place tile=tower-7 at=-1,1")
    assert city_of(state, 0) == {(0, 1): "pavilion-2", (-1, 0): "seraglio-7", (-1, 1): "tower-7"}
    assert state.cities[0].longest_wall() == 5
    # The double wall on x=0, y in [1,2] is interior and not an outer segment.
    assert ((0, 1), (0, 2)) not in state.cities[0].outer_wall_segments()


T05_CITY = {"0,1": "pavilion-2", "-1,0": "seraglio-7", "-1,1": "tower-7"}


def test_t05_swap_with_tower_9b():
    """T-05 step 4: swapping TOW-7 with reserve TOW-9b is legal; the longest wall becomes 3."""
    state = position(seats=[{"city": T05_CITY, "reserve": ["tower-9b", "garden-7"]}, {}, {}])
    assert state.cities[0].longest_wall() == 5
    legal(state, "swap tile=tower-7 reserve=tower-9b")
    assert city_of(state, 0)[(-1, 1)] == "tower-9b"
    assert sorted(state.reserves[0]) == ["garden-7", "tower-7"]
    assert state.cities[0].longest_wall() == 3
    assert state.score_breakdown(1)["walls"][0] == 3


def test_t05_swap_with_garden_7_is_illegal():
    """T-05 step 5: swapping TOW-7 with GAR-7 is illegal (GAR-7's S wall faces SER-7's open N side)."""
    state = position(seats=[{"city": T05_CITY, "reserve": ["tower-9b", "garden-7"]}, {}, {}])
    illegal(state, "swap tile=tower-7 reserve=garden-7")


# ----- T-06 walk rule, T-07 diagonal contact -----------------------------------------------------


def _placing(mode: str, tiles: list[str], city: dict | None = None) -> tuple[AlhambraState, str]:
    """A state where P1 places ``tiles`` in phase 2 ('place') or builds them from the reserve ('add')."""
    seat = {"city": city or {}}
    if mode == "place":
        return position(phase="placement", pending=tiles, seats=[seat, {}, {}]), "place"
    seat["reserve"] = tiles
    return position(seats=[seat, {}, {}]), "add"


@pytest.mark.parametrize("mode", ["place", "add"], ids=["T-06-phase2", "T-06-redesign"])
def test_t06_walk_rule(mode):
    """T-06: SER-8 at 0,2 above PAV-6 matches walls (L3) but is illegal by L4 (reachable only through a wall)."""
    state, verb = _placing(mode, ["seraglio-8"], city={"0,1": "pavilion-6"})
    reason = illegal(state, f"{verb} tile=seraglio-8 at=0,2")
    assert "wall" in reason


@pytest.mark.parametrize("mode", ["place", "add"], ids=["T-07-phase2", "T-07-redesign"])
def test_t07_diagonal_contact_only(mode):
    """T-07: with only F, any tile at 1,1 is illegal (L2)."""
    tiles = sorted(DATA.tiles)
    state, verb = _placing(mode, tiles)
    assert not any(getattr(a, "at", None) == (1, 1) for a in state.legal_actions())
    for tile in tiles:
        illegal(state, f"{verb} tile={tile} at=1,1")


# ----- T-08 and T-09 holes (only the enclosed-area rule exists) ------------------------------------

T08_BUILD = [("arcades-9", "1,0"), ("arcades-10", "2,0"), ("chambers-10", "2,1"), ("chambers-11", "2,2"), ("garden-11", "1,2")]
T09_BUILD = [
    ("pavilion-8", "1,0"), ("seraglio-9", "2,0"), ("arcades-9", "3,0"), ("arcades-10", "3,1"),
    ("chambers-10", "3,2"), ("chambers-11", "2,2"), ("garden-10c", "1,2"), ("garden-11", "0,2"),
]  # fmt: skip


def _build_in_order(steps, extra: str) -> AlhambraState:
    """Place ``steps`` one by one in phase 2 (each must be legal), keeping ``extra`` still to place."""
    state = position(phase="placement", pending=[t for t, _ in steps] + [extra])
    for tile, cell in steps:
        legal(state, f"place tile={tile} at={cell}")
    return state


def test_t08_single_cell_hole():
    """T-08: TOW-12 at 0,1 is illegal ((1,1) would be enclosed); at 1,1 it is legal."""
    state = _build_in_order(T08_BUILD, "tower-12")
    reason = illegal(state, "place tile=tower-12 at=0,1")
    assert "enclose" in reason
    legal(state, "place tile=tower-12 at=1,1")
    assert city_of(state, 0)[(1, 1)] == "tower-12"


def test_t09_multi_cell_enclosed_region():
    """T-09: every build step is legal; TOW-11c at 0,1 would enclose {(1,1),(2,1)} and is illegal."""
    state = _build_in_order(T09_BUILD, "tower-11c")
    reason = illegal(state, "place tile=tower-11c at=0,1")
    assert "enclose" in reason
    # The same cell through a redesign (a) is refused too.
    redesign = position(seats=[{"city": {c: t for t, c in T09_BUILD}, "reserve": ["tower-11c"]}, {}, {}])
    illegal(redesign, "add tile=tower-11c at=0,1")


def test_t09_no_hole_rule_parameter():
    """T-09 / override 2: there is no holeRule parameter (no singleCell option)."""
    assert "holeRule" not in {p.key for p in GAME.parameters}
    with pytest.raises(ParameterError):
        GAME.new_state(3, {"holeRule": "singleCell"})


def test_t09_position_with_enclosed_region_is_refused():
    """T-09 / override 2: a city enclosing a two-cell empty area is not a valid position."""
    city = {c: t for t, c in T09_BUILD}
    city["0,1"] = "tower-11c"
    with pytest.raises(PositionError):
        position(seats=[{"city": city}, {}, {}])


# ----- T-10 removal legality ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "tile, ok",
    [("chambers-10", False), ("garden-11", True), ("arcades-9", False), ("fountain", False)],
    ids=["T-10-CHA-10", "T-10-GAR-11", "T-10-ARC-9", "T-10-F"],
)
def test_t10_removal_legality(tile, ok):
    """T-10: removing CHA-10 or ARC-9 cuts tiles off, F never moves (illegal); removing GAR-11 is legal."""
    state = position(seats=[{"city": {c: t for t, c in T08_BUILD}}, {}, {}])
    if not ok:
        illegal(state, f"remove tile={tile}")
        return
    events = legal(state, f"remove tile={tile}")
    assert first(events, "tile_removed").data == {"tile": tile, "at": [1, 2]}
    assert tile not in state.cities[0] and state.reserves[0] == [tile]
    assert state.player == 1  # a redesign ends phase 1


def test_t10_start_tile_cannot_be_swapped():
    """T-10 (section 5.4): the start tile can never be swapped either."""
    state = position(seats=[{"city": {c: t for t, c in T08_BUILD}, "reserve": ["tower-12"]}, {}, {}])
    illegal(state, "swap tile=fountain reserve=tower-12")


# ----- T-11 scoring card during the refill -------------------------------------------------------


def _t11_state(**extra) -> AlhambraState:
    # P1 buys TOW-7 (yellow space 1) overpaying, places it, then phase 3 refills 2 display slots.
    entries = dict(
        seats=[{"hand": ["y9"]}, {}, {}],
        market=["tower-7", "seraglio-3", "arcades-4", "chambers-5"],
        display=[None, None, "g5", "y8"],
        deck=["b4", "A", "y7"],
        bag=["pavilion-8"],
    )
    entries.update(extra)
    return position(**entries)


def test_t11_scoring_card_during_refill():
    """T-11: the display gets BLUE 4 and YELLOW 7, A is set aside, the market is refilled, round 1 is scored before P2's turn."""
    state = _t11_state()
    legal(state, "buy slot=1 pay=y9")
    events = legal(state, "place tile=tower-7 at=0,1")
    assert state.display == ["b4", "y7", "g5", "y8"]
    assert first(events, "display_refilled").data["cards"] == ["b4", "y7"]
    assert first(events, "scoring_card_drawn").data["card"] == "A"
    assert "A" not in state.deck and "A" not in state.display and "A" not in state.scoring_windows
    assert state.market[0] == "pavilion-8"
    scoring = first(events, "scoring", round=1)
    order = [
        index_of(events, "tile_placed"),
        index_of(events, "display_refilled"),
        index_of(events, "market_refilled"),
        index_of(events, "scoring", round=1),
        index_of(events, "turn_started"),
    ]
    assert order == sorted(order)
    # Scored on P1's city as it stands after phase 2: tower 1st = 6, wall of 3.
    assert scoring.data["walls"] == [3, 0, 0]
    assert scoring.data["points"] == [9, 0, 0]
    assert state.score == [9, 0, 0] and state.rounds_scored == [1]
    assert state.player == 1 and state.phase == "actions"


@pytest.mark.parametrize("players", [3, 2], ids=["T-11-ext", "T-11-ext-2p"])
def test_t11_extension_scoring_then_game_end(players):
    """T-11 extension: if the market refill also failed, round 1 is scored first, then the game ends (A-9: no Dirk draw)."""
    state = _t11_state(
        market=["tower-7", None, None, None],
        bag=[],
        unlisted_tiles="removed",
        players=players,
        seats=[{"hand": ["y9"]}] + [{}] * (players - 1),
    )
    legal(state, "buy slot=1 pay=y9")
    events = legal(state, "place tile=tower-7 at=0,1")
    order = [
        index_of(events, "display_refilled"),
        index_of(events, "market_exhausted"),
        index_of(events, "scoring", round=1),
        index_of(events, "game_ending"),
        index_of(events, "scoring", round=3),
        index_of(events, "game_over"),
    ]
    assert order == sorted(order)
    assert "turn_started" not in kinds(events) and "dirk_drew" not in kinds(events)
    assert state.rounds_scored == [1, 3] and state.phase == "over" and state.end_flag
    assert state.score == [9 + 21 + 3] + [0] * (players - 1)


# ----- T-12 to T-14 majorities -------------------------------------------------------------------

MAJORITY_TABLE = [
    # (round, type, counts, expected points)
    (1, "tower", [2, 2, 1], [3, 3, 0]),
    (1, "pavilion", [1, 0, 0], [1, 0, 0]),
    (1, "garden", [0, 0, 0], [0, 0, 0]),
    (2, "garden", [3, 3, 2, 0], [8, 8, 0, 0]),
    (3, "chambers", [4, 2, 2, 2], [19, 5, 5, 5]),
    (3, "arcades", [5, 3, 1, 1], [18, 10, 1, 1]),
]


@pytest.mark.parametrize(
    "round_number, btype, counts, expected",
    MAJORITY_TABLE,
    ids=["T-12-tower", "T-12-pavilion", "T-12-garden", "T-13-garden", "T-14-chambers", "T-14-arcades"],
)
def test_t12_t14_majority_points(round_number, btype, counts, expected):
    """T-12/T-13/T-14: ties share floor(sum of the places they occupy / size); nobody moves up into a consumed place."""
    _places, points = majority_points(counts, DATA.scoring[round_number][btype])
    assert points == expected


def test_t12_round_one_from_cities():
    """T-12: Tower 2/2/1 gives P1 and P2 3 each and P3 0; Pavilion 1/0/0 gives P1 1; nobody scores Gardens."""
    state = position(
        seats=[
            {"city": {"1,0": "tower-11c", "-1,0": "tower-12", "0,1": "pavilion-8"}},
            {"city": {"1,0": "tower-11a", "-1,0": "tower-11b"}},
            {"city": {"-1,0": "tower-10"}},
        ]
    )
    rows = {row["type"]: row for row in state.score_breakdown(1)["types"]}
    assert rows["tower"]["counts"] == [2, 2, 1] and rows["tower"]["points"] == [3, 3, 0]
    assert rows["pavilion"]["counts"] == [1, 0, 0] and rows["pavilion"]["points"] == [1, 0, 0]
    assert rows["garden"]["counts"] == [0, 0, 0] and rows["garden"]["points"] == [0, 0, 0]


def test_t13_round_two_from_cities():
    """T-13: Gardens 3/3/2/0 in round 2: P1 and P2 get floor((12+5)/2) = 8, P3 and P4 get 0."""
    state = position(
        players=4,
        seats=[
            {"city": {"1,0": "garden-9", "0,1": "garden-10a", "-1,0": "garden-10b"}},
            {"city": {"1,0": "garden-12", "-1,0": "garden-8a", "0,1": "garden-8c"}},
            {"city": {"1,0": "garden-10c", "-1,0": "garden-11"}},
            {},
        ],
    )
    rows = {row["type"]: row for row in state.score_breakdown(2)["types"]}
    assert rows["garden"]["counts"] == [3, 3, 2, 0]
    assert rows["garden"]["points"] == [8, 8, 0, 0]
    assert rows["garden"]["places"] == [1, 1, 3, None]


# ----- T-15 end-of-game distribution -------------------------------------------------------------


def test_t15_end_of_game_distribution():
    """T-15: space 1 tied 12/12 (TOW-12 removed), P2 gets GAR-9 and places it at once, P3 gets PAV-6; then round 3."""
    hands = [["y9", "y3", "o5", "b3"], ["y8", "y4", "g3", "o2"], ["y4", "o9"]]
    state = position(
        seats=[{"hand": h} for h in hands],
        market=["tower-12", "garden-9", "pavilion-2", "pavilion-6"],
        bag=[],
        unlisted_tiles="removed",
    )
    legal(state, "buy slot=3 pay=b3")  # empties space 3 (BLUE); the bag cannot refill it
    events = legal(state, "reserve tile=pavilion-2")
    assert first(events, "market_exhausted").data["empty_spaces"] == [3]
    unawarded = first(events, "tile_unawarded")
    assert unawarded.data["tile"] == "tower-12" and unawarded.data["slot"] == 1
    assert unawarded.data["totals"] == [12, 12, 4]
    assert "tower-12" in state.removed_tiles
    awarded = first(events, "tile_awarded")
    assert (awarded.player, awarded.data["tile"], awarded.data["slot"]) == (1, "garden-9", 2)
    # P2 places before space 4 is handled.
    assert state.phase == "distribution" and state.current_player == 1 and state.pending == ["garden-9"]
    assert state.market[3] == "pavilion-6" and state.distribution_queue == [3]
    assert state.legal_groups() == ["place", "reserve"]
    events = legal(state, "place tile=garden-9 at=1,0")
    awarded = first(events, "tile_awarded")
    assert (awarded.player, awarded.data["tile"], awarded.data["slot"]) == (2, "pavilion-6", 4)
    assert awarded.data["totals"] == [5, 2, 9]
    assert state.current_player == 2
    events = legal(state, "place tile=pavilion-6 at=0,1")
    scoring = first(events, "scoring", round=3)
    assert state.phase == "over" and state.rounds_scored == [3]
    # Money is not spent by the distribution.
    assert [Counter(h) for h in state.hands] == [Counter(["y9", "y3", "o5"]), Counter(hands[1]), Counter(hands[2])]
    # Round 3: P2 garden 1st (20) + wall 1; P3 pavilion 1st (16) + wall 1; P1's reserve scores nothing.
    assert scoring.data["points"] == [0, 21, 17]
    assert state.score == [0, 21, 17] and state.winners() == [1]


# ----- T-16 end trigger with a partly filled market ------------------------------------------------

T16_MARKET = ["pavilion-8", "seraglio-3", "arcades-4", "chambers-5"]  # Y, G, B, O


def _t16_turn(state: AlhambraState) -> list:
    legal(state, "buy slot=2 pay=g3")
    legal(state, "buy slot=4 pay=o6")
    legal(state, "reserve tile=seraglio-3")
    return legal(state, "reserve tile=chambers-5")


def test_t16_end_trigger_partly_filled_market():
    """T-16: one tile in the bag, spaces 2 and 4 empty: it goes to space 2, space 4 stays empty, the game ends, spaces 1-3 are distributed."""
    state = position(
        seats=[{"hand": ["g3", "o6"]}, {"hand": ["y5"]}, {}],
        market=T16_MARKET,
        bag=["tower-7"],
        unlisted_tiles="removed",
    )
    events = _t16_turn(state)
    assert first(events, "market_refilled").data["tiles"] == {"2": "tower-7"}
    assert first(events, "market_exhausted").data["empty_spaces"] == [4]
    assert state.end_flag
    assert index_of(events, "market_refilled") < index_of(events, "game_ending")
    # Space 1 goes to P2 (YELLOW 5), who places it before spaces 2 and 3 are handled.
    awarded = first(events, "tile_awarded")
    assert (awarded.player, awarded.data["tile"], awarded.data["slot"]) == (1, "pavilion-8", 1)
    assert state.phase == "distribution" and state.distribution_queue == [1, 2]
    assert state.market == [None, "tower-7", "arcades-4", None]
    events = legal(state, "reserve tile=pavilion-8")
    unawarded = [(e.data["slot"], e.data["tile"]) for e in events if e.kind == "tile_unawarded"]
    assert unawarded == [(2, "tower-7"), (3, "arcades-4")]
    assert state.phase == "over"


def test_t16_contrast_two_tiles_game_continues():
    """T-16 contrast: with 2 tiles both spaces fill and the game goes on; the next refill needing a tile ends it."""
    state = position(
        seats=[{"hand": ["g3", "o6"]}, {"hand": ["y9"]}, {}],
        market=T16_MARKET,
        bag=["tower-7", "tower-8"],
        unlisted_tiles="removed",
    )
    events = _t16_turn(state)
    assert first(events, "market_refilled").data["tiles"] == {"2": "tower-7", "4": "tower-8"}
    assert state.market == ["pavilion-8", "tower-7", "arcades-4", "tower-8"]
    # An empty bag with a full market does not end the game.
    assert state.bag == [] and not state.end_flag
    assert "market_exhausted" not in kinds(events) and "game_ending" not in kinds(events)
    assert state.phase == "actions" and state.player == 1
    legal(state, "buy slot=1 pay=y9")
    events = legal(state, "reserve tile=pavilion-8")
    assert first(events, "market_exhausted").data["empty_spaces"] == [1]
    assert state.end_flag and "game_ending" in kinds(events)
    assert state.phase == "over"


# ----- T-17 starting money and start player ------------------------------------------------------

T17_DEAL = ["b9", "g8", "o4", "y5", "b5", "g5", "o6", "y9", "b9", "g7"]  # 9,8,4 | 5,5,5,6 | 9,9,7


class RiggedRandom(random.Random):
    """A Random whose shuffle of the money deck puts ``top_first`` on top (the end of the list)."""

    def __init__(self, seed: int, top_first: list[str]) -> None:
        super().__init__(seed)
        self.top_first = list(top_first)

    def shuffle(self, x) -> None:  # noqa: D102
        super().shuffle(x)
        if self.top_first and x and all(isinstance(c, str) and DATA.is_money(c) for c in x):
            for card in self.top_first:
                x.remove(card)
            x.extend(reversed(self.top_first))
            self.top_first = []


def _rigged_setup(seed: int = 0, players: int = 3) -> AlhambraState:
    state = AlhambraState(GAME, DATA, players, GAME.resolve_params(players, {}), seed)
    state.rng = RiggedRandom(seed, T17_DEAL)
    set_up(state)
    return state


def test_t17_starting_money_dealt_player_by_player():
    """T-17: deck 9,8,4 | 5,5,5,6 | 9,9,7 gives P1 3 cards/21, P2 4/21, P3 3/25; P1 starts."""
    state = _rigged_setup()
    assert state.hands == [["b9", "g8", "o4"], ["y5", "b5", "g5", "o6"], ["y9", "b9", "g7"]]
    assert [(len(h), total(h)) for h in state.hands] == [(3, 21), (4, 21), (3, 25)]
    assert state.start_player == 0 and state.player == 0


def test_t17_choose_start_player():
    """T-17: start player = fewest cards (P1 and P3 tie), then lower total: P1."""
    hands = [["b9", "g8", "o4"], ["y5", "b5", "g5", "o6"], ["y9", "b9", "g7"]]
    state = position(seats=[{"hand": h} for h in hands])
    assert choose_start_player(state) == 0
    state = position(seats=[{"hand": h} for h in [hands[2], hands[1], hands[0]]])
    assert choose_start_player(state) == 2


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6], ids=[f"T-17-{n}p" for n in range(2, 7)])
def test_t17_starting_money_properties(players):
    """T-17: every hand totals 20-28 (at most 19 before the last card, plus 9); the start player has fewest cards, then lowest total."""
    for seed in range(40):
        state = GAME.new_state(players, seed=seed)
        keys = []
        for hand in state.hands:
            assert 20 <= total(hand) <= 28
            assert total(hand[:-1]) < 20
            keys.append((len(hand), total(hand)))
        best = min(keys)
        assert keys[state.start_player] == best
        assert state.player == state.start_player


# ----- T-18 deck preparation ---------------------------------------------------------------------


def test_t18_deck_positions_after_t17_deal():
    """T-18: 94 cards remain (piles 19,19,19,19,18); A lies in [20, 39] and B in [59, 78]; the deck has 96 cards."""
    seen_a, seen_b = set(), set()
    for seed in range(400):
        state = _rigged_setup(seed)
        top_first = state.deck[::-1]
        assert len(top_first) == 96
        a, b = top_first.index("A") + 1, top_first.index("B") + 1
        assert 20 <= a <= 39 and 59 <= b <= 78
        seen_a.add(a)
        seen_b.add(b)
        assert state.scoring_windows == {"A": (19, 38), "B": (58, 77)}
    # Each is placed uniformly within its pile: every position of the pile occurs.
    assert seen_a == set(range(20, 40)) and seen_b == set(range(59, 79))


def test_t18_build_deck_keeps_pile_order():
    """T-18: build_deck only inserts A into pile 2 and B into pile 4; the money order is unchanged."""
    state = position()
    rest = [f"{c}{v}" for c in "bgoy" for v in range(1, 10)] * 3
    rest = rest[:94]
    deck = build_deck(state, list(rest))
    assert len(deck) == 96
    assert [c for c in deck if c not in SCORING_CARDS] == rest
    top_first = deck[::-1]
    assert 20 <= top_first.index("A") + 1 <= 39 and 59 <= top_first.index("B") + 1 <= 78


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6], ids=[f"T-18-{n}p" for n in range(2, 7)])
def test_t18_setup_deck_sizes_and_piles(players):
    """T-18: after setup the deck is the rest plus A and B; A lies in pile 2 and B in pile 4 (piles differ by at most 1, larger first)."""
    copies = 2 if players == 2 else 3
    for seed in range(40):
        state = GAME.new_state(players, seed=seed)
        dealt = sum(len(h) for h in state.hands)
        rest = 36 * copies - dealt - 4
        assert len(state.deck) == rest + 2
        base, extra = divmod(rest, 5)
        sizes = [base + (1 if i < extra else 0) for i in range(5)]
        sizes[1] += 1  # A
        sizes[3] += 1  # B
        starts = [sum(sizes[:i]) + 1 for i in range(5)]
        top_first = state.deck[::-1]
        a, b = top_first.index("A") + 1, top_first.index("B") + 1
        assert starts[1] <= a < starts[1] + sizes[1]
        assert starts[3] <= b < starts[3] + sizes[3]
        money = Counter(state.deck) + Counter(state.display) + sum((Counter(h) for h in state.hands), Counter())
        del money["A"], money["B"]
        assert len(state.display) == 4 and None not in state.display
        assert set(money.values()) == {copies} and len(money) == 36


# ----- T-19 two players: Dirk ----------------------------------------------------------------------


def test_t19_setup():
    """T-19 step 1 and override 1: Dirk holds 6 tiles, the bag 44 after the market; 72 money cards, each pair twice."""
    assert next(p for p in GAME.parameters if p.key == "twoPlayerMoneyCopies").default == 2
    for seed in range(20):
        state = GAME.new_state(2, seed=seed)
        assert len(state.dirk) == 6 and len(state.bag) == 44 and None not in state.market
        in_play = Counter(state.deck) + Counter(state.display) + Counter(state.hands[0]) + Counter(state.hands[1])
        del in_play["A"], in_play["B"]
        assert sum(in_play.values()) == 72 and set(in_play.values()) == {2}
        assert len(state.removed_money) == 36
    house = GAME.new_state(2, {"twoPlayerMoneyCopies": 3}, seed=0)
    in_play = Counter(house.deck) + Counter(house.display) + Counter(house.hands[0]) + Counter(house.hands[1])
    assert sum(in_play.values()) - 2 == 108


T19_USED = {
    "garden-6", "garden-7", "garden-10c", "garden-9", "garden-10a", "garden-11", "garden-8c",
    "pavilion-2", "seraglio-3", "arcades-4", "chambers-5",
}  # fmt: skip


def _t19_scoring_state(card: str, bag_size: int) -> AlhambraState:
    spare = [t for t in sorted(DATA.tiles) if t not in T19_USED]
    return position(
        players=2,
        seats=[
            {"hand": ["y3"], "city": {"1,0": "garden-9", "0,1": "garden-10a"}},
            {"city": {"1,0": "garden-11", "0,1": "garden-8c"}},
        ],
        dirk=["garden-6", "garden-7", "garden-10c"],
        market=["pavilion-2", "seraglio-3", "arcades-4", "chambers-5"],
        display=[None, "g1", "o1", "y1"],
        deck=[card, "b7", "g7"],
        rounds_scored=[1] if card == "B" else [],
        bag=spare[:bag_size],
        unlisted_tiles="removed",
    )


def test_t19_round_two_scoring_with_dirk():
    """T-19 step 2: Gardens Dirk 3 / P1 2 / P2 2: Dirk 12 on his own score, P1 and P2 floor((5+0)/2) = 2; only P1 and P2 score walls."""
    state = _t19_scoring_state("B", 21)
    legal(state, "buy slot=1 pay=y3")
    events = legal(state, "reserve tile=pavilion-2")
    scoring = first(events, "scoring", round=2)
    assert scoring.data["participants"] == [0, 1, "dirk"]
    garden = next(row for row in scoring.data["types"] if row["type"] == "garden")
    assert garden["counts"] == [2, 2, 3] and garden["points"] == [2, 2, 12]
    assert scoring.data["walls"] == [1, 2]  # only the two players have walls scored
    assert scoring.data["points"] == [2 + 1, 2 + 2] and scoring.data["dirk_points"] == 12
    assert state.score == [3, 4] and state.dirk_score == 12


@pytest.mark.parametrize(
    "card, bag_before, drawn",
    [("B", 21, 6), ("B", 18, 5), ("A", 21, 6)],
    ids=["T-19-bag20-draws6", "T-19-bag17-draws5", "T-19-round1-draws6"],
)
def test_t19_dirk_draw_after_scoring(card, bag_before, drawn):
    """T-19 step 3: after round 2 Dirk takes floor(bag/3), the bag counted after the market refill (20 -> 6, 17 -> 5); after round 1 he takes 6."""
    state = _t19_scoring_state(card, bag_before)
    legal(state, "buy slot=1 pay=y3")
    events = legal(state, "reserve tile=pavilion-2")
    assert index_of(events, "market_refilled") < index_of(events, "scoring") < index_of(events, "dirk_drew")
    assert first(events, "market_refilled").data["bag"] == bag_before - 1
    assert len(first(events, "dirk_drew").data["tiles"]) == drawn
    assert len(state.dirk) == 3 + drawn
    assert len(state.bag) == bag_before - 1 - drawn


def test_t19_gift_to_dirk():
    """T-19 step 4: P1 buys GAR-12 exactly and TOW-13 overpaying, gives GAR-12 to Dirk (gardens +1) and reserves TOW-13."""
    state = position(
        players=2,
        seats=[{"hand": ["y9", "y3", "g9", "g5"]}, {}],
        market=["garden-12", "tower-13", "arcades-4", "chambers-5"],
        dirk=["garden-6"],
    )
    legal(state, "buy slot=1 pay=y3,y9")
    assert state.may_continue
    legal(state, "buy slot=2 pay=g5,g9")
    assert state.phase == "placement" and state.pending == ["garden-12", "tower-13"]
    assert "dirk" in state.legal_groups()
    gardens = state.type_counts()[-1]["garden"]
    legal(state, "dirk tile=garden-12")
    assert state.dirk == ["garden-6", "garden-12"]
    assert state.type_counts()[-1]["garden"] == gardens + 1
    legal(state, "reserve tile=tower-13")
    assert state.reserves[0] == ["tower-13"] and state.player == 1


def test_t19_no_gift_without_dirk():
    """T-19 (section 9.1): giving a tile to Dirk exists only in two-player games."""
    state = position(phase="placement", pending=["garden-12"])
    assert "dirk" not in state.legal_groups()
    illegal(state, "dirk tile=garden-12")


# ----- T-20 reshuffle ----------------------------------------------------------------------------

T20_DISCARD = [f"{c}{v}" for c in "bgo" for v in range(2, 10)] + ["y2", "y3", "y4", "y6", "y7", "y8"]


def test_t20_reshuffle():
    """T-20: deck empty, 30 cards discarded: the discard pile is shuffled into a new deck and the slot is filled from it."""
    assert len(T20_DISCARD) == 30
    state = position(
        display=["y5", "g1", "o1", "b1"],
        deck=[],
        discard=T20_DISCARD,
        rounds_scored=[1, 2],
        unlisted_money="removed",
    )
    events = legal(state, "take cards=y5")
    assert first(events, "deck_reshuffled").data["cards"] == 30
    assert state.display[0] in T20_DISCARD and None not in state.display
    assert state.discard == [] and len(state.deck) == 29
    assert Counter(state.deck) + Counter([state.display[0]]) == Counter(T20_DISCARD)


def test_t20_contrast_deck_and_discard_empty():
    """T-20 contrast (A-11): with deck and discard both empty the slot stays empty."""
    state = position(display=["y5", "g1", "o1", "b1"], deck=[], rounds_scored=[1, 2], unlisted_money="removed")
    events = legal(state, "take cards=y5")
    assert "deck_reshuffled" not in kinds(events)
    assert state.display == [None, "g1", "o1", "b1"]
