"""State.apply takes an action object from the legal list of the very same position without
asking the oracle again; every other action (an equal copy, a stale one, one slipped into the
caller's list) is still checked, and an illegal one refused with nothing changed."""

from __future__ import annotations

import copy

import pytest

from engine.ai import RandomBot
from engine.core import IllegalAction, default_registry

REGISTRY = default_registry()
GAMES = [("alhambra", 3), ("granada", 3), ("alhambra_granada", 3), ("alcazar", 3), ("gardens", 3), ("castle", 3)]


def _played(game_id: str, players: int, actions: int):
    state = REGISTRY.get(game_id).new_state(players, {}, 11)
    bot = RandomBot(5)
    for _ in range(actions):
        state.apply(bot.choose(state))
    return state


class _Oracle:
    """Counts the oracle's questions of one state."""

    def __init__(self, state, monkeypatch) -> None:
        self.asked = 0
        real = state.illegal_reason

        def counting(action):
            self.asked += 1
            return real(action)

        monkeypatch.setattr(state, "illegal_reason", counting)


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_a_listed_action_is_played_without_asking_the_oracle_again(game_id, players, monkeypatch):
    state = _played(game_id, players, 6)
    oracle = _Oracle(state, monkeypatch)
    state.apply(state.legal_actions()[0])
    assert oracle.asked == 0


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_an_equal_copy_of_a_listed_action_is_checked(game_id, players, monkeypatch):
    state = _played(game_id, players, 6)
    oracle = _Oracle(state, monkeypatch)
    state.apply(copy.deepcopy(state.legal_actions()[0]))
    assert oracle.asked == 1


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_a_clone_plays_the_list_of_its_original(game_id, players, monkeypatch):
    state = _played(game_id, players, 6)
    actions = state.legal_actions()
    clone = state.clone()
    oracle = _Oracle(clone, monkeypatch)
    clone.apply(actions[-1])
    assert oracle.asked == 0
    assert clone != state


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_an_action_listed_before_the_last_move_is_checked_again(game_id, players, monkeypatch):
    state = _played(game_id, players, 6)
    actions = state.legal_actions()
    once = next(a for a in actions if not _after(state, a).is_legal(a))  # not legal twice in a row
    state.apply(once)
    oracle = _Oracle(state, monkeypatch)
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(once)
    assert oracle.asked == 1
    assert state.snapshot() == before


def _after(state, action):
    after = state.clone()
    after.apply(action)
    return after


def test_an_action_slipped_into_the_callers_list_is_still_refused():
    state = _played("alhambra", 2, 4)
    listed = state.legal_actions()
    foreign = next(a for a in _played("alhambra", 2, 9).legal_actions() if not state.is_legal(a))
    listed.append(foreign)
    before = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(listed[-1])
    assert state.snapshot() == before
