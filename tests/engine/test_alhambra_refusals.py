"""Alhambra refusals: each carries a stable code and its subjects, and keeps the engine's sentence."""

from __future__ import annotations

import random

import pytest

from engine.core import default_registry
from engine.core.errors import Refusal

from tests.helpers.actions import illegal, random_play_to_a_choice
from tests.helpers.positions import alhambra_state

GAME = default_registry().get("alhambra")
T02_MARKET = ["pavilion-2", "seraglio-3", "garden-10c", "chambers-5"]
T02_HAND = [{"hand": ["b4", "b5", "g6"]}, {}, {}]
T05_CITY = {"0,1": "pavilion-2", "-1,0": "seraglio-7", "-1,1": "tower-7"}
PLACING = {"phase": "placement", "pending": ["pavilion-2"]}

# (position entries, action, code, subjects, the engine's sentence)
CASES = [
    (PLACING, "place tile=pavilion-2 at=1,1", "city.no_side", {"tile": "pavilion-2", "cell": (1, 1), "seat": 0},
     "cell 1,1 does not touch the city along a side"),
    (PLACING, "place tile=pavilion-2 at=0,0", "city.occupied", {"tile": "pavilion-2", "cell": (0, 0), "seat": 0},
     "cell 0,0 is already built on"),
    ({"phase": "placement", "pending": ["arcades-5"], "seats": [{"city": {"0,1": "pavilion-2", "-1,0": "seraglio-7"}}, {}, {}]},
     "place tile=arcades-5 at=-1,1", "city.walls_meet",
     {"tile": "arcades-5", "cell": (-1, 1), "seat": 0, "side": "east", "wall": False, "neighbour": "pavilion-2"},
     "arcades-5 would show an open side on its east side against a wall of pavilion-2; walls must meet walls"),
    ({"phase": "placement", "pending": ["seraglio-8"], "seats": [{"city": {"0,1": "pavilion-6"}}, {}, {}]},
     "place tile=seraglio-8 at=0,2", "city.through_wall", {"tile": "seraglio-8", "cell": (0, 2), "seat": 0},
     "seraglio-8 at 0,2 could only be reached through a wall"),
    ({"seats": [{"city": T05_CITY, "reserve": ["garden-7"]}, {}, {}]}, "swap tile=tower-7 reserve=garden-7", "city.swap_walls",
     {"tile": "tower-7", "incoming": "garden-7", "cell": (-1, 1), "seat": 0, "side": "east", "wall": False},
     "garden-7 would show an open side on its east side where tower-7 fits its neighbour; walls must meet walls"),
    ({}, "remove tile=fountain", "city.start_tile", {"tile": "fountain", "seat": 0}, "the start tile can never be moved"),
    ({}, "remove tile=garden-7", "city.not_built", {"tile": "garden-7", "seat": 0}, "garden-7 is not in the city"),
    ({"display": ["b3", "g3", "o1", "y1"]}, "take cards=b3,g3", "take.over_limit", {"limit": 5, "total": 6, "cards": ("b3", "g3")},
     "several cards may be taken only if they sum to at most 5; these sum to 6"),
    ({}, "take cards=b9", "take.not_shown", {"cards": ("b9",)}, "the display does not show b9"),
    ({}, "buy slot=9 pay=b1", "market.no_slot", {"slot": 9}, "there is no market space 9"),
    ({}, "buy slot=1 pay=b1", "market.empty", {"slot": 1}, "market space 1 is empty"),
    ({"market": T02_MARKET, "seats": T02_HAND}, "buy slot=3 pay=b4,b5", "pay.too_little",
     {"tile": "garden-10c", "cost": 10, "currency": "BLUE", "paid": 9, "changer": False, "seat": 0},
     "garden-10c costs 10 BLUE; 9 is not enough"),
    ({"market": T02_MARKET, "seats": T02_HAND}, "buy slot=3 pay=b4,g6", "pay.wrong_currency",
     {"slot": 3, "currency": "BLUE", "cards": ("g6",), "tile": "garden-10c", "seat": 0}, "space 3 takes only BLUE money, not g6"),
    ({"market": T02_MARKET, "seats": T02_HAND}, "buy slot=3 pay=b9", "pay.not_held", {"cards": ("b9",), "seat": 0},
     "you do not hold b9"),
    ({}, "end", "end.no_extra", {}, "there is no extra action to decline: only an exact purchase gives one"),
    ({}, "add tile=garden-7 at=0,1", "reserve.not_held", {"tile": "garden-7", "seat": 0}, "garden-7 is not in your reserve"),
    (PLACING, "take cards=b1", "phase.place_bought", {}, "first place the tiles you bought this turn"),
    (PLACING, "place tile=garden-7 at=0,1", "place.not_pending", {"tile": "garden-7"},
     "garden-7 is not among the tiles you have to place"),
    (PLACING, "reserve tile=garden-7", "place.not_pending", {"tile": "garden-7"}, "garden-7 is not among the tiles you have to place"),
    (PLACING, "dirk tile=pavilion-2", "dirk.absent", {}, "only in a two-player game can tiles be given to Dirk"),
    ({}, "decline", "vizier.off", {}, "the Vizier's favour module is not in play"),
    ({}, "reactivate", "vizier.off", {}, "the Vizier's favour module is not in play"),
]


@pytest.mark.parametrize("entries, action, code, subjects, text", CASES, ids=[f"{c[2]}:{c[1]}" for c in CASES])
def test_refusal_has_code_subjects_and_the_old_sentence(entries, action, code, subjects, text):
    """A refused action gives a Refusal with its code, its subjects and the unchanged engine sentence."""
    state = alhambra_state(GAME, 3, **entries)
    reason = illegal(state, action)
    assert isinstance(reason, Refusal)
    assert (reason.code, reason.subjects, str(reason)) == (code, subjects, text)


def test_a_refusal_survives_pickling():
    """A Refusal keeps its code and subjects across processes (match workers pickle results)."""
    import pickle

    state = alhambra_state(GAME, 3, **PLACING)
    reason = state.illegal_reason(GAME.parse_action("place tile=pavilion-2 at=1,1"))
    again = pickle.loads(pickle.dumps(reason))
    assert (again, again.code, again.subjects) == (reason, reason.code, reason.subjects)


MODULE_SETS = [{}, {"vizier": True, "bureauDeChange": True, "bonusCards": True, "workersHuts": True}]


def sweep_refusals(seeds: int = 12) -> list:
    """Every non-None illegal_reason over random states, for actions legal in other random states."""
    found = []
    for params in MODULE_SETS:
        for players in (2, 3, 5):
            states = [random_play_to_a_choice(GAME, players, params, seed, moves) for seed in range(seeds) for moves in (3, 25)]
            pool = sorted({a for s in states for a in s.legal_actions()}, key=str)
            rng = random.Random(players)
            for state in states:
                for action in rng.sample(pool, min(len(pool), 120)):
                    reason = state.illegal_reason(action)
                    if reason is not None:
                        found.append(reason)
    return found


def test_every_refusal_of_a_random_sweep_is_a_refusal(capsys):
    """Over random states, each reason an action is refused is a Refusal with a code."""
    found = sweep_refusals()
    plain = [r for r in found if not isinstance(r, Refusal)]
    assert not plain, plain[:5]
    assert all(r.code and "." in r.code for r in found)
    with capsys.disabled():
        print(f"\nalhambra refusal sweep: {len(found)} refusals, {len({r.code for r in found})} codes")
    assert len(found) > 500
