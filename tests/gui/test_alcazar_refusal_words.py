"""Alcazar's refusals and final scoring reach the player in player words, never as engine ids."""

from __future__ import annotations

import os
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtWidgets import QApplication

from engine.alcazar.game import load_game
from gui.games.alcazar.dialogs import FinalScoringDialog
from gui.games.alcazar.texts import refusal_text, spot_name

CELL_ID = re.compile(r"\br\d+c\d+\b")


@pytest.fixture(scope="module")
def app():
    return QApplication.instance() or QApplication([])


@pytest.fixture(scope="module")
def game():
    return load_game()


def test_refusals_in_player_words(app, game):
    state = game.state_from_position({
        "game": "alcazar", "players": 2, "buildings": {"A": "sevilla"},
        "columns": {"8": "A A | Bg", "9": "A", "10": "A"}, "seats": [{"hand": [8], "towers": 1}, {}]})
    board = game.data.board
    names = {0: "Ana", 1: "<b>Bo</b>"}
    for text, expected in [("tower at=r1c7", "the meadow between parcels 8 and 16"), ("tower at=8", "<b>Bo</b>'s grande"),
                           ("manor card=8", "Parcel 8 is not empty")]:
        reason = state.illegal_reason(game.parse_action(text))
        said = refusal_text(reason, lambda s: spot_name(s, board), lambda seat, kind: f"{names[seat]}'s {kind}", lambda c: c)
        assert said and expected in said, said
        assert not CELL_ID.search(said)


def test_every_sampled_refusal_has_a_phrasing(app, game):
    import random

    rng = random.Random(3)
    board = game.data.board
    state = game.new_state(3, {}, seed=3)
    probes, seen = [], set()
    while not state.is_terminal:
        legal = state.legal_actions()
        probes.extend(rng.sample(legal, min(3, len(legal))))
        for action in rng.sample(probes, min(10, len(probes))):
            reason = state.illegal_reason(action)
            if reason is not None and hasattr(reason, "code"):
                said = refusal_text(reason, lambda s: spot_name(s, board), lambda seat, kind: f"P{seat}'s {kind}", lambda c: c)
                assert said, reason.code
                assert not CELL_ID.search(said), said
                seen.add(reason.code)
        state.apply(rng.choice(state.legal_actions(rng.choice(state.legal_groups()))))
    assert len(seen) > 10


def test_final_scoring_names_no_cell_ids(app, game):
    seats = [{"nobles": [{"noble": "grande", "at": "r1c7", "level": 2, "points": 4},
                         {"noble": "caballero", "at": "22", "level": 1, "points": 1}],
              "money": 60, "money_points": 1, "total": 6, "remainder": 10}]
    dialog = FinalScoringDialog(seats, ["Ana"], board=game.data.board)
    texts = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount()) if dialog.table.item(r, 0)]
    assert any("parcel 22" in t for t in texts)
    assert any("meadow between parcels 8 and 16" in t for t in texts)
    assert not any(CELL_ID.search(t) for t in texts)


def test_a_tower_card_its_own_piece_rules_out_is_explained(app, game):
    """The refusal of a tower card whose piece would exclude the prepared bridge for ever
    (issue 20's position) names the castle, its value and both spots in player words."""
    from engine.core import default_registry
    from tests.engine.test_alcazar_tower_targets import ISSUE_20
    import yaml

    alcazar = default_registry().get("alcazar")
    state = alcazar.state_from_position(yaml.safe_load(ISSUE_20))
    reason = state.illegal_reason(alcazar.parse_action("tower at=21"))
    assert reason.code == "tower.piece_fills_castle"
    said = refusal_text(reason, lambda s: spot_name(s, game.data.board), lambda seat, kind: kind, lambda c: c.capitalize())
    assert said and "parcel 21" in said and "parcel 15" in said and "50" in said, said
    assert not CELL_ID.search(said)
