"""The family's view and position code (engine/tilecity/view.py, positions.py): what a seat
sees, the position re-dealt from it, the written position read back, and a city's validity."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.alhambra.city import City
from engine.core import default_registry
from engine.core.errors import PositionError
from engine.tilecity.positions import city_problem
from engine.tilecity.view import position_from_view, public_view, write_position

GAME = default_registry().get("alhambra")
DATA = GAME.data
OPEN_TILES = sorted(t for t, walls in DATA.walls.items() if not walls and t != DATA.start_tile)


def redeal(view, seed: int = 1):
    return position_from_view(
        view, random.Random(seed), data=DATA, money=DATA.money, tiles=DATA.tiles, changers=None, modules=(),
        neutral="dirk", receiving=("distribution",),
    )  # fmt: skip


def played(players: int, seed: int, actions: int):
    state = GAME.new_state(players, {}, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_view_shows_the_own_hand_and_only_counts_of_the_hidden():
    state = played(3, 2, 20)
    view = public_view(state, 1)
    assert view["hand"] == sorted(state.hands[1]) and "hands" not in view
    assert view["hand_counts"] == [len(h) for h in state.hands]
    assert view["deck_count"] == len(state.deck) and "deck" not in view and "bag" not in view
    assert view["dirk"] is None and view["dirk_score"] == 0


def test_a_redealt_position_keeps_what_the_seat_sees_and_deals_the_rest():
    state = played(2, 5, 30)
    view = public_view(state, 0)
    position = redeal(view)
    assert position["seats"][0]["hand"] == view["hand"]
    assert [len(s["hand"]) for s in position["seats"]] == view["hand_counts"]
    assert len(position["deck"]) == view["deck_count"] and position["dirk"] == view["dirk"]
    seen = set(view["market"]) | {t for city in view["cities"] for _x, _y, t in city}
    assert not seen & set(position["bag"]) and len(position["bag"]) == view["bag_count"]
    money = Counter(c for s in position["seats"] for c in s["hand"]) + Counter(position["deck"])
    money += Counter(c for c in view["display"] if c) + Counter(view["discard"]) + Counter(view["removed_money"])
    unscored = [c for c, r in DATA.scoring_cards.items() if r not in view["rounds_scored"]]
    assert money == Counter(DATA.money_cards(DATA.money_copies)) + Counter(unscored)  # every card, once
    assert redeal(view, 1) == position and redeal(view, 2) != position


def test_an_inconsistent_view_is_refused():
    view = public_view(played(3, 1, 10), 2)
    view["deck_count"] += 1
    with pytest.raises(PositionError, match="does not add up"):
        redeal(view)


def test_a_written_position_reads_back_as_the_same_state():
    state = played(4, 3, 60)
    again = GAME.state_from_position(write_position(state))
    assert write_position(again) == write_position(state)
    assert again.snapshot()[:-2] == state.snapshot()[:-2]


def test_city_problems_name_the_broken_rule():
    city = City(DATA.walls, DATA.start_tile)
    ring = [(0, 1), (0, 2), (1, 2), (2, 2), (2, 1), (2, 0), (1, 0)]
    for cell, tile in zip(ring, OPEN_TILES):
        city.put(cell, tile)
    assert city_problem(city) == "the empty cell 1,1 is enclosed"
    city.put((1, 1), OPEN_TILES[7])
    assert city_problem(city) is None
    walled = next(t for t, walls in DATA.walls.items() if walls == 1 and t in DATA.tiles)  # a wall on the north
    city.put((0, 3), walled)
    assert city_problem(city) is None
    city.put((0, 4), OPEN_TILES[8])
    assert "has a wall facing an open side" in city_problem(city)
