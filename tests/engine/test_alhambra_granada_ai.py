"""The combined game's heuristics: the evaluation is the score at the end, values what the
rules value (a wall-and-moat border, a majority), and the bots of every level play it."""

from __future__ import annotations

import pytest

from engine.ai import make_bot
from engine.alhambra_granada.evaluation import AlhambraGranadaHeuristics
from engine.core import default_registry

GAME = default_registry().get("alhambra_granada")
H = AlhambraGranadaHeuristics(GAME)


def state_of(seats, **top):
    pos = {"game": "alhambra_granada", "players": 3, "seed": 5, "seats": seats, "unlisted_money": "removed",
           "display": ["b1", "g1", "o1", "y1"], "deck": ["b2", "g2", "o2", "y2"], **top}
    return GAME.state_from_position(pos)


def test_the_evaluation_is_the_score_at_the_end():
    state = GAME.new_state(3, {}, 2)
    bots = [make_bot("random", seat) for seat in range(3)]
    while not state.is_terminal:
        state.apply(bots[state.current_player].choose(state))
    assert H.evaluate(state) == [float(s) for s in state.score]


def test_a_wall_along_a_moat_is_worth_more_than_a_lone_wall():
    border = {"city": {"0,1": "pavilion-2", "0,2": "park-11"}, "granada_start": "0,2"}
    lone = {"city": {"0,1": "pavilion-2"}, "reserve": ["park-11"]}
    with_border = H.evaluate(state_of([border, {}, {}]))[0]
    without = H.evaluate(state_of([lone, {}, {}]))[0]
    assert with_border > without


def test_a_majority_lead_is_worth_points():
    ahead = state_of([{"city": {"0,1": "pavilion-8", "0,-1": "arcades-9"}}, {}, {}])
    values = H.evaluate(ahead)
    assert values[0] > values[1] == values[2]


@pytest.mark.parametrize("bot", ["greedy", "easy", "normal", "hard"])
def test_every_level_chooses_a_legal_action(bot):
    state = GAME.new_state(3, {}, 9)
    player = make_bot(bot, 1)
    for _ in range(6):
        action = player.choose(state)
        assert action in state.legal_actions()
        state.apply(action)
