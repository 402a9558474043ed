"""The family's turn skeleton and its hooks protocol (engine/tilecity/turn.py, modular.py,
hooks.py), seen through Alhambra, the game that composes them: modules plug in as objects,
their hooks run where the protocol says, clones copy them, and the RNG is copied on write."""

from __future__ import annotations

import random

from engine.alhambra.actions import Reactivate, TakeHut
from engine.core import default_registry
from engine.tilecity.hooks import Module
from engine.tilecity.turn import ACTIONS, DISTRIBUTION, OVER, PLACEMENT

GAME = default_registry().get("alhambra")
ALL = {"vizier": True, "bureauDeChange": True, "bonusCards": True, "workersHuts": True}


class Recorder(Module):
    """A module that only watches: it counts the hooks the skeleton calls."""

    __slots__ = ("calls",)
    key = "recorder"

    def __init__(self) -> None:
        self.calls: list[str] = []

    def copy(self) -> Recorder:
        other = Recorder()
        other.calls = list(self.calls)
        return other

    def free_groups(self, state, groups) -> None:
        self.calls.append("free_groups")

    def before_scoring(self, state, events) -> None:
        self.calls.append("before_scoring")

    def turn_over(self, state, events) -> bool:
        self.calls.append("turn_over")
        return False


def play(state, seed: int):
    """Random play to the end; every event."""
    rng = random.Random(seed)
    events = []
    while not state.is_terminal:
        group = rng.choice(state.legal_groups())
        events.extend(state.apply(rng.choice(state.legal_actions(group))))
    return events


def test_only_the_modules_switched_on_have_objects_in_their_order():
    assert GAME.new_state(3, {}, 1).modules == ()
    state = GAME.new_state(3, ALL, 1)
    assert [m.key for m in state.modules] == ["vizier", "bureauDeChange", "bonusCards", "workersHuts"]
    assert state.module("bonusCards") is state.modules[2] and GAME.new_state(3, {}, 1).module("vizier") is None
    assert type(state).PHASES == (ACTIONS, PLACEMENT, DISTRIBUTION, OVER, "vizier", "vizier_placement")


def test_the_actions_of_a_module_that_is_off_are_refused_in_its_words():
    state = GAME.new_state(3, {}, 1)
    assert state.illegal_reason(Reactivate()).code == "vizier.off"
    assert str(state.illegal_reason(TakeHut("garden"))) == "the worker's huts module is not in play"


def test_a_module_overrides_only_the_hooks_it_needs():
    assert Recorder.overrides("turn_over") and not Recorder.overrides("turn_groups")
    assert not Module.overrides("turn_over")


def test_hooks_run_at_their_points_and_a_watching_module_changes_nothing():
    plain = GAME.new_state(3, {}, 8)
    watched = GAME.new_state(3, {}, 8)
    recorder = Recorder()
    watched.plug_in((recorder,))
    assert [e.kind for e in play(watched, 2)] == [e.kind for e in play(plain, 2)]
    assert watched.scores() == plain.scores()
    calls = watched.modules[0].calls
    decisions = len(watched.history)
    assert calls.count("free_groups") == decisions  # once per decision point
    assert calls.count("before_scoring") == len(watched.rounds_scored)
    turns = watched.turn - 1  # every completed turn but the last one hands over
    assert calls.count("turn_over") == turns


def test_a_clone_copies_the_module_objects():
    state = GAME.new_state(3, ALL, 4)
    other = state.clone()
    assert other.module("vizier") is not state.module("vizier")
    other.module("vizier").face_up[0] = False
    other.module("workersHuts").stacks["garden"].pop()
    assert state.viziers[0] is True and other.viziers[0] is False
    assert len(state.hut_stacks["garden"]) == len(other.hut_stacks["garden"]) + 1
    assert other.module("bureauDeChange") is state.module("bureauDeChange")  # a module without state


def test_the_rng_is_shared_by_clones_until_one_of_them_uses_it():
    state = GAME.new_state(3, {}, 6)
    first, second = state.clone(), state.clone()
    assert first._rng is state._rng is second._rng
    drawn = first.rng.random()
    assert first._rng is not state._rng
    assert second.rng.random() == drawn == state.rng.random()
    assert first.clone() == first


def test_views_name_each_seat_longest_wall_by_the_wall_metric():
    state = GAME.new_state(4, {"wallMetric": "bgaSimplePath"}, 3)
    play_until = random.Random(1)
    for _ in range(150):
        if state.is_terminal:
            break
        state.apply(play_until.choice(state.legal_actions()))
    view = state.player_view(1)
    assert view["longest_walls"] == [city.longest_wall(True) for city in state.cities]
    assert view["longest_walls"] == state.score_breakdown(1)["walls"]
