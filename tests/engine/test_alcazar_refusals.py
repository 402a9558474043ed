"""Alcazar's refusals: the engine's sentences, unchanged, carry a stable code and their subjects."""

from __future__ import annotations

import random

import pytest

from engine.alcazar.game import load_game
from engine.core import Refusal
from tests.helpers.refusals import check_refusal


@pytest.fixture(scope="module")
def game():
    return load_game()


def position(game, **entries):
    pos = {"game": "alcazar", "players": 2, "buildings": {"A": "sevilla"},
           "columns": {"8": "A A | Rg", "9": "A", "10": "A"},
           "seats": [{"hand": [8, 12, 30], "towers": 1}, {}]}
    pos.update(entries)
    return game.state_from_position(pos)


CASES = [
    # action, code, subjects (a subset), the engine's sentence
    ("extend card=8", None, None, None),
    ("manor card=8", "build.not_empty", {"parcel": 8}, "parcel 8 is not empty: card 8 extends the building there"),
    ("manor card=12", None, None, None),
    ("buy card=99", "buy.not_in_display", {"card": 99}, "card 99 is not in the display"),
    ("extend card=5", "card.not_held", {"card": 5}, "you do not hold building card 5"),
    ("extend card=30", "extend.nothing_to_extend", {"parcel": 30}, None),
    ("tower at=22", "tower.ground", {"at": "22"}, "a tower card never builds on the ground, and 22 is empty"),
    ("tower at=r1c7", "tower.ground", {"at": "r1c7"}, None),
    ("bridge ends=8,10", "bridge.uneven", {"ends": ("8", "10"), "levels": (2, 1)}, None),
    ("bridge ends=8,22", "bridge.not_in_line", {"ends": ("8", "22")}, None),
    ("takeback at=9", "takeback.no_noble", {"at": "9"}, "no noble stands on 9"),
    ("place noble=grande at=8", "phase.no_noble_step", {}, "nobles are placed, moved or swapped only right after a build"),
    ("tower at=zz", "spot.unknown", {"spot": "zz"}, None),
    ("pass", "pass.can_play", {}, "you may pass only when you can neither buy a card nor build with one"),
]


@pytest.mark.parametrize("text, code, subjects, sentence", CASES)
def test_refusal_codes(game, text, code, subjects, sentence):
    state = position(game)
    check_refusal(state.illegal_reason(game.parse_action(text)), code, subjects, sentence)


def test_refusals_survive_pickling(game):
    import pickle

    reason = position(game).illegal_reason(game.parse_action("manor card=8"))
    again = pickle.loads(pickle.dumps(reason))
    assert (str(again), again.code, again.subjects) == (str(reason), reason.code, reason.subjects)


def test_every_refusal_of_random_states_is_a_refusal(game):
    """A seeded sweep: every reason given for an action the states refuse carries a code."""
    rng = random.Random(20)
    checked = 0
    for seed in range(6):
        state = game.new_state(3, {}, seed=seed)
        probes = []
        while not state.is_terminal and len(probes) < 400:
            legal = state.legal_actions()
            # Actions legal in other states, tried in this one, cover the refusals of every kind.
            probes.extend(rng.sample(legal, min(3, len(legal))))
            for action in rng.sample(probes, min(12, len(probes))):
                reason = state.illegal_reason(action)
                if reason is not None and reason not in ("the game is over",):
                    assert isinstance(reason, Refusal), (str(action), reason)
                    assert reason.code and "." in reason.code
                    checked += 1
            state.apply(rng.choice(state.legal_actions(rng.choice(state.legal_groups()))))
    assert checked > 1000
    print(f"refusals checked: {checked}")
