"""The Gardens plug-in of the bots: the evaluation is the score at the end and orders built
positions sensibly, moves are ordered by what they give and leave, whole games finish, and
decisions depend only on what the seat can see. Fast, and never timed. Positions use
docs/positions-gardens.md; seats: 0 purple, 1 green."""

from __future__ import annotations

import random

import pytest

from engine.ai import GreedyBot, MctsBot, MctsConfig, RandomBot, make_bot
from engine.ai.evaluation import heuristics_for
from engine.ai.match import play_game
from engine.core import default_registry
from engine.gardens.evaluation import GardensHeuristics
from tests.helpers.actions import random_play_to_a_choice
from tests.helpers.honesty import assert_decisions_ignore_secrets, twin_with_other_secrets

GARDENS = default_registry().get("gardens")
H = heuristics_for(GARDENS)
PURPLE, GREEN = 0, 1
SMALL_MCTS = MctsConfig(iterations=24, worlds=4, root=4)


def layout(values: dict[tuple[int, int], int]) -> list[list[int]]:
    """The shipped building values with ``values`` at the given buildings."""
    pool = [k.value for k in GARDENS.data.kinds for _ in range(k.count)]
    cells = [(i, j) for i in range(7) for j in range(7)]
    grid = dict(zip(cells, pool))
    for cell, value in values.items():
        other = next(c for c in cells if c not in values and grid[c] == value)
        grid[cell], grid[other] = grid[other], grid[cell]
    return [[grid[(i, j)] for j in range(7)] for i in range(7)]


BOARD = layout({(3, 3): 5, (2, 2): 1, (2, 3): 1, (3, 2): 1, (2, 4): 1, (3, 4): 1, (4, 2): 1, (4, 3): 1, (4, 4): 1})


def position(gardens, hands=("pgyo-1", "pgoy-1"), player=PURPLE, players=2, **entries):
    """A position with the tower (value 5) at (3, 3) and value-1 buildings around it."""
    seats = [{"hand": [hands[0]]}, {"hand": [hands[1]]}] + [{} for _ in range(players - 2)]
    pos = {"game": "gardens", "players": players, "gardens": gardens, "seats": seats, "buildings": BOARD,
           "turn_player": player, "seed": 3}
    pos.update(entries)
    return GARDENS.state_from_position(pos)


def g(row, col, tile, rotation):
    return {"row": row, "col": col, "tile": tile, "rotation": rotation}


# Three of the four spaces around the tower (3, 3): (2, 2) faces it with its corner 2, (2, 3)
# with corner 3, (3, 2) with corner 1. pgyo-t turned by k shows quarter (corner - k) % 4.
PURPLE_AHEAD = [g(2, 2, "pgyo-5", 2), g(2, 3, "pgoy-3", 2), g(3, 2, "pygo-2", 0)]  # P5 G3 Y2 facing (3, 3)
GREEN_AHEAD = [g(2, 2, "pgyo-5", 1), g(2, 3, "pgoy-3", 3), g(3, 2, "pygo-2", 0)]  # G5 P3 Y2


def value(state, seat=PURPLE) -> float:
    return H.evaluate(state)[seat]


def margin(state) -> float:
    values = H.evaluate(state)
    return values[PURPLE] - values[GREEN]


# ----- the evaluation ------------------------------------------------------------------------


def test_the_plug_in_is_registered():
    assert isinstance(H, GardensHeuristics)
    assert H.margin_scale > 0


@pytest.mark.parametrize("players, params", [(2, {}), (3, {"handSize": 3}), (2, {"twoColours": True}), (3, {"unownedSpecies": "phantom"})])
def test_evaluation_is_the_exact_score_at_the_end(players, params):
    state = GARDENS.new_state(players, params, 5)
    bots = [GreedyBot(1)] + [RandomBot(seat) for seat in range(1, players)]
    while not state.is_terminal:
        state.apply(bots[state.current_player].choose(state))
    assert H.evaluate(state) == [float(s) for s in state.scores()]
    assert H.turns_left(state) == 0.0


def test_evaluation_starts_with_the_score():
    state = position(PURPLE_AHEAD, colour_scores={"purple": 30, "green": 0})
    assert margin(state) > 20


# (better, worse) for purple's margin over green.
MARGIN_CASES = {
    "purple takes the open tower, rather than green": (
        lambda: position(PURPLE_AHEAD, player=PURPLE),
        lambda: position(GREEN_AHEAD, player=GREEN),
    ),
    "purple ahead around the tower rather than green (two spaces to go)": (
        lambda: position(PURPLE_AHEAD[:2]),
        lambda: position(GREEN_AHEAD[:2]),
    ),
    "purple to move when the tower is one tile from completion": (
        lambda: position(GREEN_AHEAD, player=PURPLE, hands=("pgyo-6", "pgoy-1")),
        lambda: position(GREEN_AHEAD, player=GREEN, hands=("pgyo-6", "pgoy-1")),
    ),
    "points scored": (
        lambda: position(PURPLE_AHEAD[:1], colour_scores={"purple": 10}),
        lambda: position(PURPLE_AHEAD[:1]),
    ),
}


@pytest.mark.parametrize("case", list(MARGIN_CASES))
def test_evaluation_orders_margins_sensibly(case):
    better, worse = MARGIN_CASES[case]
    assert margin(better()) > margin(worse()) + 1.0


def test_the_seat_to_move_takes_what_it_can():
    """Green ahead, purple to move with a 6: purple turns its 6 to the tower and wins it."""
    state = position(GREEN_AHEAD, player=PURPLE, hands=("pgyo-6", "pgoy-1"))
    ordered = H.candidates(state, state.legal_actions())
    best = ordered[0]
    assert (best.row, best.col) == (3, 3)
    after = state.clone()
    events = after.apply(best)
    scored = [e for e in events if e.kind == "scored" and (e.data["row"], e.data["col"]) == (3, 3)]
    assert scored and scored[0].data["winner"] == "purple"


# ----- moves ----------------------------------------------------------------------------------


def test_candidates_keep_every_action():
    state = random_play_to_a_choice(GARDENS, 3, {"handSize": 3}, 4, 8)
    actions = state.legal_actions()
    assert sorted(map(str, H.candidates(state, actions))) == sorted(map(str, actions))


def test_leaving_the_tower_open_to_the_rival_ranks_low():
    """Purple holds a 1: filling the third space around the tower hands it to green's 6."""
    two = [g(2, 2, "pgyo-5", 1), g(2, 3, "pgoy-3", 3)]  # green 5, purple 3 facing the tower
    state = position(two, hands=("pyog-1", "pgyo-6"))
    scores = dict(zip(map(str, state.legal_actions()), H.action_scores(state, state.legal_actions())))
    opening = [v for a, v in scores.items() if "row=3 col=2" in a or "row=3 col=3" in a]
    elsewhere = [v for a, v in scores.items() if "row=1 " in a]
    assert max(opening) < max(elsewhere)


def test_rollout_action_is_legal_and_good():
    state = position(GREEN_AHEAD, player=PURPLE, hands=("pgyo-6", "pgoy-1"))
    actions = state.legal_actions()
    scores = dict(zip(actions, H.action_scores(state, actions)))
    best = max(scores.values())
    picks = {H.rollout_action(state, random.Random(seed)) for seed in range(20)}
    assert all(state.is_legal(a) for a in picks)
    assert all(scores[a] >= best - H.rollout_noise for a in picks)


# ----- whole games ---------------------------------------------------------------------------


@pytest.mark.parametrize("bots, params", [(["greedy", "random"], {}), (["mcts:iterations=30", "greedy"], {"handSize": 3})])
def test_bots_finish_a_two_player_game(bots, params):
    result = play_game("gardens", 2, params, 12, bots)
    assert result.winners and len(result.scores) == 2


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_a_move(level):
    state = random_play_to_a_choice(GARDENS, 2, {}, 8, 6)
    bot = make_bot(level, 1)
    if level == "hard":
        bot.config = MctsConfig(iterations=40, worlds=4)  # the level's kind of bot, at a test's budget
    assert state.is_legal(bot.choose(state))


def test_greedy_beats_random():
    wins = 0
    for seed in range(4):
        result = play_game("gardens", 2, {}, seed, ["greedy", "random"])
        wins += 0 in result.winners
    assert wins >= 3


# ----- honesty -------------------------------------------------------------------------------


def mid_game(seed: int, moves: int, params=None):
    return random_play_to_a_choice(GARDENS, 2, params or {}, seed, moves)


def _rival_secrets_changed(twin, state) -> bool:
    rival = 1 - state.current_player
    return twin.hands[rival] != state.hands[rival] or twin.supply != state.supply


@pytest.mark.parametrize("seed, moves", [(21, 4), (22, 14), (23, 26)])
def test_decisions_ignore_what_the_seat_cannot_see(seed, moves):
    assert_decisions_ignore_secrets(mid_game(seed, moves), SMALL_MCTS, differs=_rival_secrets_changed)


def test_the_observers_evaluation_reads_no_hidden_tile():
    """With the observer set (as the search sets it), other hands are valued from what is unseen."""
    state = mid_game(24, 10, {"handSize": 3})
    seat = state.current_player
    twin = twin_with_other_secrets(state, 3, _rival_secrets_changed)
    h = heuristics_for(GARDENS)
    h.observer = seat
    try:
        assert h.evaluate(twin) == h.evaluate(state)
    finally:
        h.observer = None


def test_bots_never_change_the_state_they_are_given():
    state = mid_game(25, 12)
    before = state.snapshot()
    for bot in (GreedyBot(1), MctsBot(1, SMALL_MCTS), make_bot("mcts:iterations=30", 1)):
        bot.choose(state)
        assert state.snapshot() == before
