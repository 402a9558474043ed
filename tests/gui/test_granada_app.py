"""Granada driven like a player: buy, turn a bought tile over and pay its fee by dropping it,
the free face for the reserve, Juan, the black marker, the scores and the scoring dialog."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QLabel  # noqa: E402

from engine.tilecity.money import card_value  # noqa: E402
from gui.dialogs.setup_model import GameSetup, SeatSetup  # noqa: E402
from gui.games.tilecity.pieces import NEUTRAL_AREA, RESERVE_AREA  # noqa: E402
from gui.games.tilecity.scoring import ScoringDialog  # noqa: E402
from tests.helpers.gui import (  # noqa: E402
    buy_market_tile,
    centre,
    drag_scene,
    sampled_colours,
    window_picture,
)

# With this seed seat 0 starts a two-player game (Juan takes part) and buys school-4 on space 2
# with g4 exactly; its other face, hospital-5, fits beside the palace, and y5, y6 or g9 pay the fee.
SEED = 14
BOUGHT, OTHER = "school-4", "hospital-5"


def start(window, qtbot, params=None):
    seats = [SeatSetup("Ana", "red", "human", None), SeatSetup("Ben", "blue", "computer", "random")]
    window.start_game(GameSetup("granada", seats, params or {}), seed=SEED)
    qtbot.waitUntil(lambda: window.session.waiting_for_human(), timeout=10_000)


def right_click_scene(window, point: QPointF) -> None:
    """Click the right button on the window's table at ``point`` (scene coordinates)."""
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                     window.view.mapFromScene(point))


def buy_school(window) -> None:
    assert window.session.state.market[1] == BOUGHT
    assert buy_market_tile(window, slot=1) == BOUGHT
    assert window.session.state.phase == "placement" and window.session.state.pending == [BOUGHT]


def test_the_table_shows_juan_the_black_marker_and_moats_in_the_scores(window, qtbot):
    """Two players: Juan's panel with his six tiles, the marker on the market's title line, the
    scores' moat row."""
    start(window, qtbot)
    table = window.table
    juan = window.session.state.juan
    assert len(juan) == 6 and all(tile in table.tiles for tile in juan)
    assert table.marker.isVisible() and "odd" in table.marker.toolTip()
    scores = window.scores
    rows = [scores.table.verticalHeaderItem(r).text() for r in range(scores.table.rowCount())]
    assert "Longest moat" in rows and "Arena" in rows
    columns = [scores.table.horizontalHeaderItem(c).text() for c in range(scores.table.columnCount())]
    assert columns == ["Ana", "Ben", "Juan"]
    # Every face says its other side in words.
    assert "Other side" in table.tiles[juan[0]].toolTip()


def test_turning_a_bought_tile_over_and_dropping_it_pays_the_fee(window, qtbot):
    """A right-click shows the other face and lights where it fits; the drop pays the cheapest fee
    and builds that face."""
    start(window, qtbot)
    table, session = window.table, window.session
    buy_school(window)
    item = table.tiles[BOUGHT]
    right_click_scene(window, centre(item))
    assert table.turned == {BOUGHT} and item.look == OTHER
    assert "flip fee" in window.statusBar().currentMessage()
    assert table.fee_notes[BOUGHT].text() == "Fee: 5 florin" and table.fee_notes[BOUGHT].isVisible()
    cells = [key[1] for key in table.legal_targets(BOUGHT) if isinstance(key, tuple) and key[0] == "cell"]
    assert cells and RESERVE_AREA in table.legal_targets(BOUGHT)
    hand_before = list(session.state.hands[0])
    drag_scene(window, centre(item), table.frame.cell_rect(cells[0]).center())
    qtbot.waitUntil(lambda: session.state.cities[0].cells.get(cells[0]) == OTHER, timeout=5_000)
    texts = [a.to_text() for a in session.state.history[-2:]]
    assert texts[0].startswith(f"flip tile={BOUGHT} pay=") and texts[1].startswith(f"place tile={OTHER}")
    paid = [c for c in hand_before if c not in session.state.hands[0]]
    assert sum(card_value(c) for c in paid) == 5  # y5: the least that pays a fee of at least 3


def test_the_reserve_takes_the_other_face_for_free(window, qtbot):
    """Turned over and dropped on the reserve, the tile keeps that face and no card is paid."""
    start(window, qtbot)
    table, session = window.table, window.session
    buy_school(window)
    hand_before = list(session.state.hands[0])
    table.piece_turned(table.tiles[BOUGHT], False)
    drag_scene(window, centre(table.tiles[BOUGHT]), table.slots[RESERVE_AREA].rect().center())
    qtbot.waitUntil(lambda: OTHER in session.state.reserves[0], timeout=5_000)
    assert session.state.hands[0] == hand_before


def test_turning_back_shows_the_bought_face_and_the_f_key_turns_the_picked_tile(window, qtbot):
    """F turns the picked tile; a second F turns it back, and a drop then builds it as bought, free."""
    start(window, qtbot)
    table = window.table
    buy_school(window)
    window.view.setFocus()
    table.picked_tile = BOUGHT
    QTest.keyClick(window.view, Qt.Key.Key_F)
    assert table.turned == {BOUGHT}
    table.picked_tile = BOUGHT
    QTest.keyClick(window.view, Qt.Key.Key_F)
    assert table.turned == set() and table.tiles[BOUGHT].look == BOUGHT
    assert "costs nothing" in window.statusBar().currentMessage()


def test_juan_takes_a_bought_tile(window, qtbot):
    """With two players, a bought tile dropped on Juan's panel goes to him."""
    start(window, qtbot)
    table, session = window.table, window.session
    buy_school(window)
    assert NEUTRAL_AREA in table.legal_targets(BOUGHT)
    drag_scene(window, centre(table.tiles[BOUGHT]), table.slots[NEUTRAL_AREA].rect().center())
    qtbot.waitUntil(lambda: BOUGHT in session.state.juan, timeout=5_000)


def test_scoring_dialog_explains_values_and_moats(qtbot):
    """Granada's scoring breakdown reads with moats, highest values and Juan."""
    breakdown = {
        "round": 2, "participants": [0, 1, "juan"], "scoring": "standard",
        "types": [{"type": "arena", "counts": [2, 2, 1], "places": [1, 2, 3], "points": [10, 5, 0],
                   "total": 5, "highest": [11, 9, 4]}],
        "moats": [3, 0], "points": [13, 5], "juan_points": 0,
    }
    dialog = ScoringDialog(breakdown, ["Ana", "Ben"], neutral_name="Juan")
    qtbot.addWidget(dialog)
    assert dialog.row_label(1) == "Longest outer moat"
    assert dialog.cell_text(0, 0) == "2 (11) · 1st · +10"
    assert dialog.cell_text(2, 2) == "+0"
    assert "never split" in " ".join(label.text() for label in dialog.findChildren(QLabel))


def test_window_renders_a_granada_game(window, qtbot, tmp_path):
    """The whole window paints, in many colours (tiles, water, cards), not a blank."""
    start(window, qtbot)
    image = window_picture(window, tmp_path / "granada.png")
    assert image.width() > 0 and len(sampled_colours(image)) > 40
