"""The Castle plug-in of the bots: the evaluation is the score at the end and orders positions
sensibly (resources against buildings, helpers, card timing), moves are pruned without losing
any kind, whole games finish, and decisions depend only on what the seat can see. Fast, and
never timed. Positions use docs/positions-castle.md."""

from __future__ import annotations

import random

import pytest

from engine.ai import GreedyBot, MctsBot, MctsConfig, RandomBot, make_bot
from engine.ai.evaluation import heuristics_for
from engine.ai.match import play_game
from engine.castle.evaluation import CastleHeuristics
from engine.core import default_registry
from tests.helpers.actions import legal, random_play_to_a_choice
from tests.helpers.honesty import assert_decisions_ignore_secrets

CASTLE = default_registry().get("castle")
H = heuristics_for(CASTLE)
SMALL_MCTS = MctsConfig(iterations=24, worlds=4, root=4)


def position(players=2, **entries):
    pos = {"game": "castle", "players": players, "params": {"startPlayer": "first"}, "seed": 3, "round": 4}
    pos.update(entries)
    return CASTLE.state_from_position(pos)


def margin(state, seat=0) -> float:
    values = H.evaluate(state)
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)


def test_the_plug_in_is_registered():
    assert isinstance(H, CastleHeuristics) and H.margin_scale > 0


@pytest.mark.parametrize("players, params", [(2, {}), (3, {"season": "winter"}), (4, {"stonemasonPurchase": "onePerWorkerCard"})])
def test_evaluation_is_the_exact_score_at_the_end(players, params):
    state = CASTLE.new_state(players, params, 5)
    bots = [GreedyBot(1)] + [RandomBot(seat) for seat in range(1, players)]
    while not state.is_terminal:
        state.apply(bots[state.current_player].choose(state))
    assert H.evaluate(state) == [float(s) for s in state.scores()]


@pytest.mark.parametrize("better, worse", [
    ({"seats": [{"vp": 10}, {}]}, {"seats": [{"vp": 5}, {}]}),
    ({"seats": [{"resources": {"sand": 2, "wood": 2, "clay": 2, "stone": 2}}, {}]}, {"seats": [{"resources": {"sand": 1}}, {}]}),
    ({"seats": [{"talers": 20}, {}]}, {"seats": [{"talers": 3}, {}]}),
    ({"spaces": {"forge-10": 0}, "forge": 8}, {"spaces": {"forge-10": 0}, "forge": 1}),
    ({"spaces": {"small-gate": 0}, "buildings": {"small-gate": {"seat": 1}, "tower-1": {"seat": 1}, "tower-2": {"seat": 1}}},
     {"spaces": {"small-gate": 0}, "buildings": {"small-gate": {"seat": 1}}}),
    ({"carts": {"sand": {"seat": 0, "round": 2}}}, {"carts": {"sand": {"seat": 1, "round": 2}}}),
])
def test_evaluation_orders_positions_sensibly(better, worse):
    assert margin(position(**better)) > margin(position(**worse))


def test_helpers_count_for_less_near_the_end_and_points_too():
    early = position(round=2, seats=[{"resources": {"sand": 3, "wood": 3, "clay": 3, "stone": 3}}, {}])
    late = position(round=12, track=0, seats=[{"resources": {"sand": 3, "wood": 3, "clay": 3, "stone": 3}}, {}])
    assert margin(early) > margin(late)


def test_card_timing_a_stonemason_when_a_palace_is_affordable():
    """With the pieces for the palace, greedy lays the Stonemason down, not a Messenger."""
    state = position(seats=[{"resources": {"sand": 2, "wood": 2, "clay": 4, "stone": 2}, "play_area": ["trader"]}, {}])
    assert GreedyBot(1).choose(state).to_text() == "choose card=stonemason"


def test_greedy_erects_with_a_stonemason():
    state = position(phase="resolve", active={"card": "stonemason", "seat": 0, "stage": "build"},
                     seats=[{"revealed": ["stonemason"], "play_area": ["stonemason"],
                             "resources": {"sand": 2, "wood": 2, "clay": 4, "stone": 2}}, {}])
    assert GreedyBot(1).choose(state).kind == "erect"


def test_candidates_keep_every_kind_and_one_of_identical_tiles():
    state = position(phase="resolve", active={"card": "worker-sand", "seat": 0, "stage": "build"},
                     seats=[{"revealed": ["worker-sand"], "play_area": ["worker-sand"],
                             "resources": {"sand": 4, "wood": 4, "clay": 4, "stone": 4, "silver": 1}}, {}])
    actions = state.legal_actions()
    kept = H.candidates(state, actions)
    assert {a.kind for a in kept} == {a.kind for a in actions} and len(kept) < len(actions) / 3
    towers = {a.building for a in kept if a.kind == "erect" and a.building.startswith("tower")}
    assert towers <= {"tower-1", "tower-5"}


def test_rollout_action_is_legal():
    rng = random.Random(2)
    for seed in range(3):
        state = random_play_to_a_choice(CASTLE, 3, {"season": "winter"}, seed, 20)
        for _ in range(30):
            if state.is_terminal:
                break
            action = H.rollout_action(state, rng)
            assert state.is_legal(action)
            state.apply(action)


@pytest.mark.parametrize("bots, players, params", [
    (["greedy", "random"], 2, {}), (["mcts:iterations=20", "greedy", "random"], 3, {"season": "winter"}),
])
def test_bots_finish_games(bots, players, params):
    result = play_game("castle", players, params, 12, bots)
    assert result.winners and len(result.scores) == players


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_a_move(level):
    state = random_play_to_a_choice(CASTLE, 2, {}, 8, 10)
    bot = make_bot(level, 1)
    if level != "easy":
        bot.config = MctsConfig(iterations=30, worlds=4)  # the level's kind of bot, at a test's budget
    assert state.is_legal(bot.choose(state))


def test_greedy_beats_random():
    wins = sum(0 in play_game("castle", 2, {}, seed, ["greedy", "random"]).winners for seed in range(4))
    assert wins >= 3


# ----- honesty -------------------------------------------------------------------------------


def selecting_after_the_rival():
    """Seat 1 chooses after seat 0 laid a card face down."""
    state = position(2, phase="select")
    legal(state, "choose card=messenger")
    legal(state, "choose card=trader")
    assert state.current_player == 1
    return state


def test_decisions_ignore_the_rivals_face_down_cards():
    assert_decisions_ignore_secrets(selecting_after_the_rival(), SMALL_MCTS, twin_seeds=(1, 2, 3))


def test_determinize_chooses_again_only_what_is_hidden():
    state = selecting_after_the_rival()
    seen = set()
    for seed in range(12):
        twin = state.determinize(1, random.Random(seed))
        assert twin.chosen[1] == state.chosen[1] and len(twin.chosen[0]) == 2
        assert sorted(twin.hand[0] + twin.chosen[0]) == sorted(state.hand[0] + state.chosen[0])
        seen.add(tuple(twin.chosen[0]))
    assert len(seen) > 3 and all(7 not in chosen for chosen in seen)  # never the Master Builder with an empty play area


def test_bots_never_change_the_state_they_are_given():
    state = random_play_to_a_choice(CASTLE, 2, {"season": "winter"}, 25, 30)
    before = state.snapshot()
    for bot in (GreedyBot(1), MctsBot(1, SMALL_MCTS)):
        bot.choose(state)
        assert state.snapshot() == before
