"""The public memory of money (engine/tilecity/memory.py): every card enters a hand face up and
leaves it face up, so the players know each other's hands without seeing them, and the bots'
re-dealt worlds keep what is known and guess only the rest."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.core import default_registry
from engine.core.errors import PositionError
from engine.core.events import Event
from engine.tilecity.memory import remember

from tests.helpers.positions import alhambra_state

GAME = default_registry().get("alhambra")


def test_memory_adds_what_is_taken_and_drops_what_is_paid():
    known = [["b3"], []]
    remember(known, [Event("money_taken", 1, {"cards": ["g2", "g5"]})])
    remember(known, [Event("tile_bought", 1, {"tile": "garden-7", "slot": 2, "pay": ["g2"], "exact": False})])
    remember(known, [Event("vizier_bought", 0, {"tile": "pavilion-2", "slot": 1, "pay": ["b3"]})])
    assert known == [[], ["g5"]]


def test_a_payment_from_the_unknown_part_of_a_hand_leaves_the_known_part():
    known = [["b3"]]
    remember(known, [Event("tile_bought", 0, {"tile": "garden-7", "slot": 2, "pay": ["o4"], "exact": True})])
    assert known == [["b3"]]


@pytest.mark.parametrize("params", [{}, {"bureauDeChange": True, "vizier": True}], ids=["base", "changers+vizier"])
def test_a_game_from_its_setup_keeps_every_hand_public(params):
    state = GAME.new_state(3, params, 21)
    rng = random.Random(4)
    for _ in range(120):
        assert [Counter(h) for h in state.public_hands] == [Counter(h) for h in state.hands]
        state.apply(rng.choice(state.legal_actions()))


def test_views_show_the_money_a_seat_was_seen_to_take():
    state = alhambra_state(GAME, 3, seats=[{"hand": ["o2"]}, {}, {}], display=["b1", "g1", "o1", "y1"])
    state.apply("take cards=b1")
    assert state.player_view(2)["public_hands"] == [["b1"], [], []]
    assert state.player_view(2)["hand_counts"] == [2, 0, 0]


def test_a_redealt_world_keeps_the_known_money_and_guesses_the_rest():
    state = alhambra_state(GAME, 3, seats=[{"hand": ["o2"]}, {"hand": ["b9", "g4", "y6"], "public_hand": ["g4"]}, {}])
    guesses = set()
    for seed in range(8):
        world = state.determinize(0, random.Random(seed))
        hand = world.hands[1]
        assert len(hand) == 3 and "g4" in hand
        assert world.public_hands[1] == ["g4"]
        guesses.add(tuple(sorted(hand)))
    assert len(guesses) > 1  # the two cards nobody saw are guesses


def test_a_position_keeps_its_public_money_through_writing_and_reading():
    state = GAME.new_state(4, {}, 5)
    state.apply(state.legal_actions()[0])
    again = GAME.state_from_position(state.to_position())
    assert again.public_hands == state.public_hands


def test_public_money_must_be_part_of_the_hand():
    with pytest.raises(PositionError) as error:
        alhambra_state(GAME, 3, seats=[{}, {"hand": ["b9"], "public_hand": ["b9", "g4"]}, {}])
    assert "seats[1].public_hand" in str(error.value) and "g4" in str(error.value)
