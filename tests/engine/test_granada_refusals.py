"""Every refusal Granada adds to the family's (the face of a tile, the flip fee, Juan), with a
sentence a player can read and the state left unchanged."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction, default_registry

GAME = default_registry().get("granada")
OTHER = GAME.data.faces.other


def placing(players=3, hand=("o1", "o2", "g5", "y9"), **extra):
    seats = [{"hand": list(hand)}] + [{} for _ in range(players - 1)]
    pos = {"game": "granada", "players": players, "seats": seats, "phase": "placement", "pending": ["arena-10"],
           "unlisted_money": "removed", **extra}
    return GAME.state_from_position(pos)


CASES = [
    # (name, state factory, action, code, words in the sentence)
    ("mixed currency", placing, "flip tile=arena-10 pay=g5,o1", "flip.mixed_currency", "one currency"),
    ("too little", placing, "flip tile=arena-10 pay=o2", "flip.too_little", "at least 3"),
    ("not held", placing, "flip tile=arena-10 pay=b5", "flip.not_held", "do not hold"),
    ("not pending", placing, "flip tile=park-9 pay=g5", "flip.not_pending", "keeps its face"),
    ("too few cards", lambda: placing(params={"flipFee": "threeCardsSingleCurrency"}),
     "flip tile=arena-10 pay=g5", "flip.too_few_cards", "3 cards"),
    ("flip twice", lambda: placing(flipped=["hospital-11"], pending=["hospital-11"]),
     "flip tile=hospital-11 pay=g5", "flip.again", "already"),
    ("reserve after fee", lambda: placing(flipped=["hospital-11"], pending=["hospital-11"]),
     "reserve tile=hospital-11", "reserve.flipped", "paid to flip"),
    ("awarded flip", lambda: placing(phase="distribution", recipient=0), "flip tile=arena-10 pay=g5", "flip.awarded",
     "keeps the face"),
    ("awarded reserve face", lambda: placing(phase="distribution", recipient=0), f"reserve tile={OTHER['arena-10']}",
     "reserve.awarded_face", "keeps the face"),
    ("place other face", placing, f"place tile={OTHER['arena-10']} at=0,1", "place.face", "flip fee first"),
    ("awarded other face", lambda: placing(phase="distribution", recipient=0), f"place tile={OTHER['arena-10']} at=0,1",
     "place.awarded_face", "keeps the face"),
    ("juan absent", placing, "juan tile=arena-10", "juan.absent", "two-player"),
    ("juan face", lambda: placing(players=2), f"juan tile={OTHER['arena-10']}", "juan.face", "flip it first"),
    ("juan not bought", lambda: placing(players=2), "juan tile=park-9", "juan.not_bought", "not bought"),
    ("flip in phase 1", lambda: placing(phase="actions", pending=[]), "flip tile=arena-10 pay=g5", "phase.not_placing",
     "after the turn's actions"),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_refusal_has_code_sentence_and_changes_nothing(case):
    _name, make, action, code, words = case
    state = make()
    before = state.snapshot()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert caught.value.reason.code == code
    assert words in str(caught.value.reason)
    assert state.snapshot() == before


def test_g20_no_fee_for_a_face_that_fits_nowhere():
    """Spec G-20: a flip is refused before the fee is taken when the other face can be built
    nowhere in the city; the reserve still takes that face for free. Bath 2 (moats N, E, S, so
    it can only be entered from the west) faces a moat or a wrong side at every free cell around
    the start tile and Hostel 6 (moat E)."""
    state = placing(pending=["bath-2"], seats=[{"hand": ["o1", "o2", "g5"], "city": {"1,0": "hostel-6"}}, {}, {}])
    assert GAME.data.walls["bath-2"] == GAME.data.walls[OTHER["bath-2"]]
    assert not state.cities[0].can_place_somewhere(OTHER["bath-2"])
    before = state.snapshot()
    with pytest.raises(IllegalAction) as caught:
        state.apply("flip tile=bath-2 pay=g5")
    reason = caught.value.reason
    assert reason.code == "flip.nowhere" and reason.subjects["face"] == OTHER["bath-2"]
    assert "no fee is taken" in str(reason)
    assert state.snapshot() == before
    assert not [a for a in state.legal_actions() if a.kind == "flip"]
    state.apply(f"reserve tile={OTHER['bath-2']}")  # the free face choice of the reserve
    assert state.reserves[0] == [OTHER["bath-2"]] and state.hands[0] == ["o1", "o2", "g5"]
