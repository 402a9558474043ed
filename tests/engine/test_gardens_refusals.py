"""Refusals of The Gardens of the Alhambra: every code, its subjects and the engine's sentence; a
record or position with a bad rotation is refused naming the action or the entry."""

from __future__ import annotations

import pickle
import random

import pytest

from engine.core import (
    GameRecord,
    PlayerEntry,
    PositionError,
    RecordError,
    Refusal,
    default_registry,
)
from tests.helpers.refusals import check_refusal

REGISTRY = default_registry()
GARDENS = REGISTRY.get("gardens")


def position(**entries):
    """Two players; one tile on (2, 2); seat 0 holds pgyo-1."""
    pos = {"game": "gardens", "players": 2, "gardens": [{"row": 2, "col": 2, "tile": "pgyo-6", "rotation": 0}],
           "seats": [{"hand": ["pgyo-1"]}, {"hand": ["pgyo-2"]}], "seed": 1}
    pos.update(entries)
    return GARDENS.state_from_position(pos)


CASES = [
    # action, code, subjects (a subset), the engine's sentence (None: not checked)
    ("place tile=pgyo-1 row=2 col=3 rotation=0", None, None, None),
    ("place tile=pgyo-1 row=2 col=3 rotation=3", None, None, None),
    ("place tile=xyz-9 row=2 col=3 rotation=0", "tile.unknown", {"tile": "xyz-9"}, "there is no garden tile 'xyz-9'"),
    ("place tile=pgyo-1 row=2 col=3 rotation=4", "rotation.invalid", {"rotation": 4},
     "a tile is laid in one of four quarter turns: rotation 0, 1, 2 or 3, not 4"),
    ("place tile=pgyo-1 row=2 col=3 rotation=-1", "rotation.invalid", {"rotation": -1}, None),
    ("place tile=pgyo-1 row=6 col=0 rotation=0", "space.off_board", {"row": 6, "col": 0},
     "there is no garden space at row 6, column 0 (rows 0-5, columns 0-5)"),
    ("place tile=pgyo-1 row=0 col=-1 rotation=0", "space.off_board", {"row": 0, "col": -1}, None),
    ("place tile=pgyo-2 row=2 col=3 rotation=0", "tile.not_held", {"tile": "pgyo-2"}, "you do not hold the garden tile pgyo-2"),
    ("place tile=pgyo-6 row=2 col=3 rotation=0", "tile.not_held", {"tile": "pgyo-6"}, None),
    ("place tile=pgyo-1 row=2 col=2 rotation=0", "space.occupied", {"row": 2, "col": 2},
     "the garden space at row 2, column 2 already holds a tile"),
    ("place tile=pgyo-1 row=3 col=3 rotation=0", "space.not_adjacent", {"row": 3, "col": 3},
     "the garden space at row 3, column 3 shares no side with a placed tile"),
]


@pytest.mark.parametrize("text, code, subjects, sentence", CASES)
def test_refusal_codes(text, code, subjects, sentence):
    state = position()
    check_refusal(state.illegal_reason(GARDENS.parse_action(text)), code, subjects, sentence)


def test_the_first_tile_outside_the_inner_block():
    state = position(gardens=[])
    reason = state.illegal_reason(GARDENS.parse_action("place tile=pgyo-1 row=0 col=3 rotation=0"))
    assert reason.code == "space.first_outside_inner" and reason.subjects == {"row": 0, "col": 3}
    assert str(reason) == "the first tile of the game goes on one of the inner garden spaces, not on the outer ring"


def test_after_the_end_the_game_is_over():
    state = GARDENS.new_state(2, {}, 3)
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    reason = state.illegal_reason(GARDENS.parse_action("place tile=pgyo-1 row=2 col=3 rotation=0"))
    assert reason.code == "game.over"


def test_the_codes_are_distinct():
    codes = [c[1] for c in CASES if c[1]] + ["space.first_outside_inner"]
    assert len(set(codes)) == 7


def test_refusals_survive_pickling():
    reason = position().illegal_reason(GARDENS.parse_action("place tile=pgyo-1 row=3 col=3 rotation=0"))
    again = pickle.loads(pickle.dumps(reason))
    assert (str(again), again.code, again.subjects) == (str(reason), reason.code, reason.subjects)


def test_every_refusal_of_random_states_is_a_refusal():
    """A seeded sweep: actions legal elsewhere, tried in other states, are refused with a code."""
    rng = random.Random(4)
    for seed in range(3):
        state = GARDENS.new_state(3, {"handSize": 3}, seed)
        probes = []
        while not state.is_terminal:
            legal = state.legal_actions()
            probes.extend(rng.sample(legal, min(3, len(legal))))
            for action in rng.sample(probes, min(10, len(probes))):
                reason = state.illegal_reason(action)
                assert (reason is None) == (action in legal)
                if reason is not None:
                    assert isinstance(reason, Refusal) and reason.code
            state.apply(rng.choice(legal))


def test_a_record_with_a_bad_rotation_names_the_action():
    state = GARDENS.new_state(2, {}, 5)
    players = [PlayerEntry("A", "human"), PlayerEntry("B", "human")]
    record = GameRecord.for_state(state, players)
    tile = GARDENS.data.tiles[state.hands[0][0]].id
    record.actions = [f"place tile={tile} row=2 col=2 rotation=7"]
    with pytest.raises(RecordError, match=r"action 1 'place tile=.*rotation=7' does not replay: .*rotation 0, 1, 2 or 3, not 7"):
        GameRecord.from_yaml(record.to_yaml()).replay(REGISTRY)


@pytest.mark.parametrize("entry, value, problem", [
    ("rotation", 5, "position entry 'gardens[0].rotation': must be 0, 1, 2 or 3 (quarter turns), not 5"),
    ("rotation", "1", "position entry 'gardens[0].rotation': must be a int"),
    ("tile", "pgyo-7", "position entry 'gardens[0].tile': 'pgyo-7' is not a garden tile"),
    ("row", 6, "position entry 'gardens[0].row': must be at most 5"),
])
def test_a_position_with_a_bad_garden_entry_names_it(entry, value, problem):
    garden = {"row": 2, "col": 2, "tile": "pgyo-6", "rotation": 0, entry: value}
    with pytest.raises(PositionError) as caught:
        position(gardens=[garden])
    assert str(caught.value).startswith(problem)


@pytest.mark.parametrize("entries, problem", [
    ({"gardens": [{"row": 0, "col": 0, "tile": "pgyo-6", "rotation": 0}]}, "'gardens': no tile is on an inner garden space"),
    ({"gardens": [{"row": 2, "col": 2, "tile": "pgyo-6", "rotation": 0}, {"row": 4, "col": 4, "tile": "pgyo-5", "rotation": 0}]},
     "'gardens': the tile at row 4, column 4 is cut off"),
    ({"gardens": [{"row": 2, "col": 2, "tile": "pgyo-6", "rotation": 0}, {"row": 2, "col": 2, "tile": "pgyo-5", "rotation": 0}]},
     "'gardens[1]': the garden space at row 2, column 2 is listed twice"),
    ({"gardens": [{"row": 2, "col": 2, "tile": "pgyo-6"}]}, "'gardens[0]': must have exactly the entries row, col, tile, rotation (missing rotation)"),
    ({"seats": [{"hand": ["pgyo-6"]}, {}]}, "'seats[0].hand': tile pgyo-6 is already in gardens[0].tile"),
    ({"seats": [{"hand": ["pgyo-1", "pgyo-3"]}, {}]}, "'seats[0].hand': holds 2 tiles; a hand holds at most 1"),
    ({"seats": [{"hand": []}, {}]}, "'seats[0].hand': holds 0 tiles while the supply has"),
    ({"buildings": [[1] * 7] * 7}, "'buildings': has 49 buildings of value 1; the game has 10"),
    ({"buildings": [[9] * 7] * 7}, "'buildings[0][0]': 9 is not a building value (1, 2, 3, 4, 5)"),
    ({"colour_scores": {"yellow": 3}}, "'colour_scores.yellow': is not a species a player owns (green, purple)"),
    ({"colour_scores": {"green": -3}}, "'colour_scores.green': must be at least 0"),
    ({"turn_player": 2}, "'turn_player': must be at most 1"),
    ({"params": {"twoColours": True}, "players": 3, "seats": [{}, {}, {}]}, "position: twoColours is a two-player variant"),
])
def test_bad_positions_are_refused_naming_the_entry(entries, problem):
    with pytest.raises(PositionError) as caught:
        position(**entries)
    assert problem in str(caught.value)
