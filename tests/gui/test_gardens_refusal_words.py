"""Every refusal of the Gardens' engine reaches the player in the table's words, never the
engine's sentence with its rows and columns."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from engine.core import Refusal, default_registry
from engine.gardens.actions import Place
from gui.games.gardens.texts import REFUSAL_CODES, refusal_text


def refusals() -> list[Refusal]:
    """One refusal of every kind the engine gives for a placement."""
    game = default_registry().get("gardens")
    state = game.new_state(2, seed=1)
    mine = state.hands[state.current_player]
    own = state.data.tiles[mine[0]].id
    other = next(t.id for k, t in enumerate(state.data.tiles) if k not in mine)
    found = [
        state.illegal_reason(Place("no-such-tile", 2, 2, 0)),
        state.illegal_reason(Place(own, 2, 2, 7)),
        state.illegal_reason(Place(own, 9, 2, 0)),
        state.illegal_reason(Place(other, 2, 2, 0)),
        state.illegal_reason(Place(own, 0, 0, 0)),
    ]
    state.apply(Place(own, 2, 2, 0))
    own = state.data.tiles[state.hands[state.current_player][0]].id
    found += [state.illegal_reason(Place(own, 2, 2, 0)), state.illegal_reason(Place(own, 4, 4, 0))]
    return found


def test_every_refusal_code_is_worded():
    """Each refusal has a code the table words, and the words name no coordinates."""
    found = refusals()
    assert all(isinstance(r, Refusal) for r in found)
    assert {r.code for r in found} == set(REFUSAL_CODES)
    for refusal in found:
        text = refusal_text(refusal)
        assert text and "row" not in text and "column" not in text, refusal.code
