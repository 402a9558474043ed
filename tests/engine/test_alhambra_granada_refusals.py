"""Every refusal of the combined game (the double market, single-sided Alhambra tiles, the mixed
city of C-L1..C-L5, the two start tiles, the end-of-game faces) and its positions, with a
sentence a player can read and the state left unchanged."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction, PositionError, default_registry

GAME = default_registry().get("alhambra_granada")
MARKET = ["pavilion-3", "arena-2", "arcades-7", "bath-6", None, None, "pavilion-5", "hostel-4"]
# T-C-03's layout: the Alhambra's wall along the Granada start, two more Granada tiles.
T_C_03 = {"0,1": "pavilion-2", "0,2": "park-11", "1,2": "school-9", "1,1": "arena-8"}


def position(phase="actions", pending=(), city=None, reserve=(), hand=("g7", "g2", "g4", "o3", "o5"), **extra):
    first = {"hand": list(hand), "reserve": list(reserve)}
    if city:
        first["city"] = city
        if "0,2" in city:
            first["granada_start"] = "0,2"
    pos = {"game": "alhambra_granada", "players": 3, "seed": 3, "seats": [first, {}, {}], "phase": phase,
           "pending": list(pending), "market": MARKET, "unlisted_money": "removed"}
    pos.update(extra)
    return pos


def state(**kw):
    return GAME.state_from_position(position(**kw))


def placing(pending=("arcades-7", "bath-6"), phase="placement", **kw):
    return state(phase=phase, pending=pending, market=[None] * 8, **kw)


CASES = [
    # (name, state factory, action, code, words in the sentence)
    ("no such space", state, "buy slot=5 tile=arcades-7 pay=g7", "market.no_slot", "no market space 5"),
    ("empty space", state, "buy slot=3 tile=pavilion-4 pay=g4", "market.empty", "space 3 is empty"),
    ("tile elsewhere", state, "buy slot=2 tile=pavilion-2 pay=g2", "market.not_offered",
     "offers arcades-7 and bath-6"),
    ("wrong currency", state, "buy slot=2 tile=arcades-7 pay=o3,o5", "pay.wrong_currency", "GREEN"),
    ("too little", state, "buy slot=2 tile=arcades-7 pay=g2,g4", "pay.too_little", "7"),
    ("flip an Alhambra tile", placing, "flip tile=arcades-7 pay=o3", "flip.alhambra_tile", "one face"),
    ("Alhambra beside the fountain's open side", placing, "place tile=arcades-7 at=0,-1", None, None),
    ("Granada beside the wall-less fountain", placing, "place tile=bath-6 at=0,1", "city.wall_along_moat",
     "wall lies along a moat"),
    ("Granada tile across a moat", lambda: placing(pending=("arena-8",), city={"0,1": "pavilion-2", "0,2": "market-4"}),
     "place tile=arena-8 at=1,2",
     "city.through_moat", "through a moat"),
    ("Alhambra tile without a wall along a moat", lambda: placing(pending=("arcades-9",), city=T_C_03),
     "place tile=arcades-9 at=1,0", "city.wall_along_moat", "wall lies along a moat"),
    ("remove the Granada start", lambda: state(city=T_C_03), "remove tile=park-11", "city.start_tile",
     "the Granada start can never be moved"),
    ("remove a wall the Granada hangs on", lambda: state(city=T_C_03), "remove tile=pavilion-2", "city.splits",
     "split the city"),
    ("swap a Granada tile for an Alhambra one", lambda: state(city=T_C_03, reserve=["pavilion-6"]),
     "swap tile=arena-8 reserve=pavilion-6", "city.swap_wall_along_moat", "wall lies along a moat"),
    ("awarded tile flipped", lambda: placing(phase="distribution", pending=("bath-6",), recipient=0),
     "flip tile=bath-6 pay=o3", "flip.awarded", "keeps the face"),
    ("awarded tile on its other face", lambda: placing(phase="distribution", pending=("bath-6",), recipient=0),
     "reserve tile=market-7", "reserve.awarded_face", "keeps the face"),
    ("other face without the fee", placing, "place tile=market-7 at=1,0", "place.face", "flip fee first"),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_refusal_has_code_sentence_and_changes_nothing(case):
    _name, make, action, code, words = case
    s = make()
    before = s.snapshot()
    if code is None:  # the control: legal
        s.apply(action)
        return
    with pytest.raises(IllegalAction) as caught:
        s.apply(action)
    assert caught.value.reason.code == code
    assert words in str(caught.value.reason)
    assert s.snapshot() == before


POSITIONS = [
    ("Granada start missing", {"city": T_C_03}, lambda p: p["seats"][0].pop("granada_start"),
     "seats[0].granada_start", "names the cell of its Granada start"),
    ("Granada start on an Alhambra tile", {"city": T_C_03}, lambda p: p["seats"][0].update(granada_start="0,1"),
     "seats[0].granada_start", "holding a Granada tile"),
    ("Granada face in bag A", {}, lambda p: p.update(bag=["g10-arena"]), "bag", "Alhambra tile ids"),
    ("Alhambra tile in bag G", {}, lambda p: p.update(granada_bag=["garden-8a"]), "granada_bag", "Granada tile ids"),
    ("Granada tile id in play", {}, lambda p: p.update(pending=["g10-arena"], phase="placement"), "pending",
     "named by its face"),
    ("tile twice", {}, lambda p: p.update(bag=["arcades-7"]), "bag", "more than once"),
    ("card A aside", {}, lambda p: p.update(scoring_aside=["A"]), "scoring_aside", "never set aside"),
    ("city breaks C-L3", {"city": {"0,1": "pavilion-2", "1,1": "bath-10"}}, lambda p: p["seats"][0].update(granada_start="1,1"),
     "seats[0].city", "wall lies along a moat"),
]


@pytest.mark.parametrize("case", POSITIONS, ids=[c[0] for c in POSITIONS])
def test_bad_positions_name_the_entry(case):
    _name, kw, edit, entry, words = case
    pos = position(**kw)
    edit(pos)
    with pytest.raises(PositionError) as caught:
        GAME.state_from_position(pos)
    assert entry in str(caught.value) and words in str(caught.value)

