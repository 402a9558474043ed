"""Records remember when hints were asked for: kept through save and load, checked on reading."""

from __future__ import annotations

import pytest

from engine.core import GameRecord, PlayerEntry, RecordError, default_registry


def record_with(hints) -> str:
    state = default_registry().get("alcazar").new_state(2, {}, 1)
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    record = GameRecord.for_state(state, [PlayerEntry("Ana"), PlayerEntry("Bea")])
    record.hints = hints
    return record.to_yaml()


def test_hints_survive_save_and_load():
    assert GameRecord.from_yaml(record_with([0, 2, 2, 3])).hints == [0, 2, 2, 3]
    assert "hints" not in record_with([])  # a game without hints writes no entry


@pytest.mark.parametrize("hints", [[4], [2, 1], [-1], [True], ["1"], "0"])
def test_hints_out_of_the_game_or_order_are_refused(hints):
    text = record_with([0]).replace("hints:\n- 0\n", f"hints: {hints!r}\n".replace("'", '"'))
    with pytest.raises(RecordError, match="hints"):
        GameRecord.from_yaml(text)
