"""The bots' guard against redesigns that undo each other forever (engine/tilecity/stalling.py):
the public count of redesigns in a row, and the bots of the family leaving redesigns out once
every player has redesigned for two rounds."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from engine.ai.greedy import GreedyBot
from engine.ai.mcts import MctsBot, MctsConfig
from engine.alhambra.evaluation import make_heuristics as alhambra_heuristics
from engine.core import default_registry
from engine.core.errors import PositionError
from engine.core.plugin import find_plugin
from engine.core.rng import derive_seed
from engine.granada.evaluation import DEFAULT_WEIGHTS
from engine.tilecity.stalling import STALL_ROUNDS, stalled, without_stalling

REGISTRY = default_registry()
ALHAMBRA = REGISTRY.get("alhambra")
COMBINED = REGISTRY.get("alhambra_granada")
LOOP = Path(__file__).parent / "positions" / "alhambra_granada_redesign_loop.yaml"
REDESIGNS = {"add", "remove", "swap"}


def alhambra_state(**top):
    """Two players; seat 0 has a city tile, a reserve tile and money of every currency."""
    seats = [{"city": {"0,1": "pavilion-2"}, "reserve": ["seraglio-7"], "hand": ["b9", "g9", "o9", "y9"]}, {}]
    pos = {"game": "alhambra", "players": 2, "seed": 3, "seats": seats, "unlisted_money": "removed",
           "market": ["pavilion-6", "seraglio-5", "arcades-7", "arcades-5"],
           "display": ["b2", "g3", "o4", "y5"], "deck": ["b1", "g1", "o1", "y1"], **top}
    return ALHAMBRA.state_from_position(pos)


@pytest.mark.parametrize(
    ("start", "kind", "after"),
    [(0, "remove", 1), (3, "add", 4), (3, "swap", 4), (3, "take", 0), (3, "buy", 0)],
)
def test_redesigns_count_up_and_taking_or_buying_starts_again(start, kind, after):
    state = alhambra_state(redesigns_in_a_row=start)
    state.apply(next(a for a in state.legal_actions() if a.kind == kind))
    assert state.redesigns_in_a_row == after


def test_the_count_is_public_and_survives_positions_and_views():
    state = alhambra_state(redesigns_in_a_row=3)
    assert state.player_view(1)["redesigns_in_a_row"] == 3
    assert ALHAMBRA.state_from_position(state.to_position()).redesigns_in_a_row == 3
    assert state.determinize(1, random.Random(2)).redesigns_in_a_row == 3
    assert "redesigns_in_a_row" not in alhambra_state().to_position()  # 0 is the default


def test_a_negative_count_is_refused_naming_the_entry():
    with pytest.raises(PositionError, match="redesigns_in_a_row"):
        alhambra_state(redesigns_in_a_row=-1)


def test_the_game_stalls_after_two_rounds_of_redesigns():
    assert not stalled(alhambra_state(redesigns_in_a_row=STALL_ROUNDS * 2 - 1))
    assert stalled(alhambra_state(redesigns_in_a_row=STALL_ROUNDS * 2))


def test_a_stalled_game_keeps_only_the_moves_that_let_time_pass():
    state = alhambra_state(redesigns_in_a_row=4)
    actions = state.legal_actions()
    kept = without_stalling(state, actions)
    assert {a.kind for a in actions} & REDESIGNS
    assert kept and not {a.kind for a in kept} & REDESIGNS
    only_redesigns = [a for a in actions if a.kind in REDESIGNS]
    assert without_stalling(state, only_redesigns) == only_redesigns  # never nothing left


def test_alhambra_bots_stop_redesigning_when_the_game_stalls():
    state = alhambra_state(redesigns_in_a_row=4)
    h = alhambra_heuristics(ALHAMBRA)
    assert not {a.kind for a in h.candidates(state, state.legal_actions())} & REDESIGNS
    rng = random.Random(4)
    assert all(h.rollout_action(state, rng).kind not in REDESIGNS for _ in range(20))
    fresh = alhambra_state()
    assert {a.kind for a in h.candidates(fresh, fresh.legal_actions())} & REDESIGNS


def loop_position():
    return COMBINED.state_from_position(yaml.safe_load(LOOP.read_text()))


def test_the_bots_that_redesigned_forever_now_finish_the_game():
    # The weights that led there: sharp rankings (a tiny tau_floor) and dear money.
    sharp = replace(
        DEFAULT_WEIGHTS, tie_break=1.84, tau_floor=0.04375, tau_growth=0.462, moat=0.5, coin=0.9, overpay=6.0,
        exact_bonus=4.0, opportunity=0.5, next_option=0.6, rival_turn=0.275, sums=0.112, mean_card=7.0,
        draws_per_turn=0.7143,
    )  # fmt: skip
    plugin_heuristics = find_plugin(COMBINED.id).make_heuristics
    heuristics = [plugin_heuristics(COMBINED), plugin_heuristics(COMBINED), plugin_heuristics(COMBINED, weights=sharp, margin_scale=20.87)]
    state = loop_position()
    bots = [GreedyBot(derive_seed(9008, "bot", seat), h) for seat, h in enumerate(heuristics)]
    kinds = []
    while not state.is_terminal and len(kinds) < 600:
        action = bots[state.current_player].choose(state)
        kinds.append(action.kind)
        state.apply(action)
    assert state.is_terminal, f"still redesigning after {len(kinds)} actions: {kinds[-12:]}"
    longest = max(len(run) for run in "".join("r" if k in REDESIGNS else "." for k in kinds).split("."))
    assert longest <= STALL_ROUNDS * 3


def test_the_search_does_not_redesign_a_stalled_game_either():
    state = loop_position()
    state.redesigns_in_a_row = STALL_ROUNDS * 3
    bot = MctsBot(5, MctsConfig(iterations=40, seconds=None))
    assert bot.choose(state).kind not in REDESIGNS
