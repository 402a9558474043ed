"""Alhambra + Granada driven like a player: the market of two tiles a space, buying the Granada
half, a Granada tile that cannot yet touch the walls-less fountain going to the reserve, the
scores of both games and three runs, and the four-part scoring dialog."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from engine.core import default_registry  # noqa: E402
from gui.dialogs.setup_model import GameSetup, SeatSetup  # noqa: E402
from gui.games.tilecity.pieces import RESERVE_AREA  # noqa: E402
from gui.games.tilecity.scoring import ScoringDialog  # noqa: E402
from tests.helpers.gui import (  # noqa: E402
    centre,
    click_scene,
    drag_scene,
    sampled_colours,
    window_picture,
)

# With this seed seat 0 starts a three-player game and can pay hostel-4, the Granada half of
# market space 3, exactly with b4.
SEED = 23
GRANADA_TILE, SPACE, ENTRY = "hostel-4", 3, 5


def start(window, qtbot):
    seats = [SeatSetup("Ana", "red", "human", None), SeatSetup("Ben", "blue", "computer", "random"),
             SeatSetup("Cid", "green", "computer", "random")]
    window.start_game(GameSetup("alhambra_granada", seats, {}), seed=SEED)
    qtbot.waitUntil(lambda: window.session.waiting_for_human(), timeout=10_000)


def test_a_market_space_shows_both_halves_side_by_side(window, qtbot):
    """Each space's Alhambra tile lies left of its Granada tile, both inside the space."""
    start(window, qtbot)
    table, market = window.table, window.session.state.player_view(0)["market"]
    for space in range(4):
        left, right = (table.tiles[market[2 * space + half]].sceneBoundingRect() for half in (0, 1))
        assert left.center().x() < right.center().x() and abs(left.center().y() - right.center().y()) < 1
        assert table.slots[("market", space)].rect().contains(left.center())
    assert "Granada tiles in the bag" in table.supply.label.text()


def test_buying_the_granada_half_and_keeping_it_in_reserve(window, qtbot):
    """Click the Granada half, Buy (the exact payment is suggested), end the turn: with only the
    fountain, which has no wall, the Granada tile may only go to the reserve."""
    start(window, qtbot)
    table, session = window.table, window.session
    assert session.state.player_view(0)["market"][ENTRY] == GRANADA_TILE
    click_scene(window, centre(table.tiles[GRANADA_TILE]))
    assert table.picked_market == ENTRY
    assert window.action_bar.button("buy").isEnabled(), window.action_bar.button("buy").toolTip()
    QTest.mouseClick(window.action_bar.button("buy"), Qt.MouseButton.LeftButton)
    assert session.state.history[-1].to_text() == f"buy slot={SPACE} tile={GRANADA_TILE} pay=b4"
    QTest.mouseClick(window.action_bar.button("end"), Qt.MouseButton.LeftButton)
    assert session.state.phase == "placement"
    targets = table.legal_targets(GRANADA_TILE)
    assert RESERVE_AREA in targets and not [k for k in targets if isinstance(k, tuple) and k[0] == "cell"]
    drag_scene(window, centre(table.tiles[GRANADA_TILE]), table.slots[RESERVE_AREA].rect().center())
    qtbot.waitUntil(lambda: GRANADA_TILE in session.state.reserves[0], timeout=5_000)


def test_the_scores_list_both_games_and_three_runs(window, qtbot):
    start(window, qtbot)
    scores = window.scores
    rows = [scores.table.verticalHeaderItem(r).text() for r in range(scores.table.rowCount())]
    assert rows[:2] == ["Pavilion", "Seraglio"] and "Arena" in rows
    assert rows[-4:] == ["Longest wall", "Longest moat", "Wall beside moat", "Score"]


def test_the_scoring_dialog_has_four_parts(qtbot):
    state = default_registry().get("alhambra_granada").new_state(3, {}, seed=SEED)
    breakdown = state.score_breakdown(1)
    dialog = ScoringDialog(breakdown, ["Ana", "Ben", "Cid"])
    qtbot.addWidget(dialog)
    types = len(breakdown["alhambra_types"]) + len(breakdown["granada_types"])
    labels = [dialog.row_label(r) for r in range(dialog.table.rowCount())]
    assert labels[types:] == ["Longest outer wall", "Longest outer moat", "Longest wall beside a moat", "This round"]


def test_window_renders_a_combined_game(window, qtbot, tmp_path):
    start(window, qtbot)
    image = window_picture(window, tmp_path / "combined.png")
    assert len(sampled_colours(image)) > 40
