"""Playing actions on engine states in tests: legal and refused actions, their events, random play."""

from __future__ import annotations

import pytest

from engine.ai import RandomBot
from engine.core import IllegalAction


def legal_texts(state, group=None) -> set[str]:
    """The texts of the actions legal in ``state`` (of one ``group`` if given)."""
    return {a.to_text() for a in state.legal_actions(group)}


def legal(state, text: str) -> list:
    """Apply ``text``, first checking that it is listed among the legal actions; return the events."""
    assert state.game.parse_action(text) in state.legal_actions(), f"{text!r} should be legal; legal: {sorted(legal_texts(state))}"
    return state.apply(text)


def illegal(state, action) -> str:
    """Check that ``action`` (a text or an action) is refused, not listed, and leaves the state unchanged; return the reason."""
    before = state.clone()
    parsed = state.game.parse_action(action) if isinstance(action, str) else action
    assert parsed not in state.legal_actions(), f"{action} should not be listed as legal"
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert state == before
    return info.value.reason


def kinds(events) -> list[str]:
    """The kinds of ``events``, in order."""
    return [e.kind for e in events]


def first(events, kind: str, **match):
    """The first event of ``kind`` whose data contains ``match``."""
    for event in events:
        if event.kind == kind and all(event.data.get(k) == v for k, v in match.items()):
            return event
    raise AssertionError(f"no {kind} event {match} in {kinds(events)}")


def random_play_to_a_choice(game, players: int, params: dict, seed: int, moves: int):
    """A new game played ``moves`` random actions on, then on until the player to move has a real choice."""
    state = game.new_state(players, params, seed)
    bot = RandomBot(seed)
    for _ in range(moves):
        state.apply(bot.choose(state))
    while len(state.legal_actions()) < 2:
        state.apply(bot.choose(state))
    return state
