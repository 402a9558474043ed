"""The app driven like a player: set up, take money, buy, drag tiles, save and resume."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from engine.core import default_registry  # noqa: E402
from gui.dialogs.new_game import NewGameDialog  # noqa: E402
from gui.dialogs.setup_model import GameSetup, SeatSetup  # noqa: E402
from gui.games.tilecity.pieces import card_label  # noqa: E402
from gui.levels import computer_levels  # noqa: E402
from gui.main_window import MainWindow  # noqa: E402

from tests.helpers.gui import buy_market_tile, centre, click_scene, drag_scene, sampled_colours, window_picture  # noqa: E402

# With this seed, seat 0 starts a 3-player game and can buy the tile on space 3 for exactly b7.
SEED = 8


def start(window, qtbot, kinds=("human", "computer", "computer"), seed=SEED):
    seats = [
        SeatSetup(f"P{i + 1}", colour, kind, None if kind == "human" else "random")
        for i, (kind, colour) in enumerate(zip(kinds, ("red", "blue", "green", "yellow")))
    ]
    window.start_game(GameSetup("alhambra", seats, {}), seed=seed)
    qtbot.waitUntil(lambda: window.session.waiting_for_human() or window.session.state.is_terminal, timeout=10_000)


def test_new_game_dialog_starts_one_human_and_two_bots(window, qtbot):
    """The new-game dialog sets up a human and two computer players, and the bots play."""
    game = default_registry().get("alhambra")
    dialog = NewGameDialog([game], computer_levels(), window.settings, window)
    qtbot.addWidget(dialog)
    dialog.player_count_box().setValue(3)
    for seat, kind in enumerate(("human", "computer", "computer")):
        _name, _colour, kind_box, _level = dialog.seat_widgets(seat)
        kind_box.setCurrentIndex(kind_box.findData(kind))
    assert dialog.ok_button().isEnabled(), dialog.problem()
    setup = dialog.setup()
    assert [s.kind for s in setup.seats] == ["human", "computer", "computer"]
    window.start_game(setup, seed=SEED + 1)
    session = window.session
    assert [p.kind for p in session.players] == ["human", "bot", "bot"]
    qtbot.waitUntil(lambda: session.waiting_for_human(), timeout=10_000)
    assert session.state.current_player == 0
    assert window.table.viewer == 0


def test_take_money_by_clicking_the_display(window, qtbot):
    """Click a display card, then Take money: the card moves to the hand and the turn passes on."""
    start(window, qtbot)
    state = window.session.state
    hand_before = list(state.hands[0])
    card_item = window.table.cards[("display", 0)]
    card = state.display[0]
    click_scene(window, centre(card_item))
    assert window.table.picked_display == {0}
    assert window.action_bar.button("take").isEnabled()
    QTest.mouseClick(window.action_bar.button("take"), Qt.MouseButton.LeftButton)
    assert sorted(window.session.state.hands[0]) == sorted(hand_before + [card])
    assert window.session.state.history[0].to_text() == f"take cards={card}"


def test_buy_then_drag_the_tile_into_the_city(window, qtbot):
    """Click a market tile (exact payment is suggested), buy, end the turn, drag it onto a lit cell."""
    start(window, qtbot)
    table, session = window.table, window.session
    tile = session.state.market[2]
    click_scene(window, centre(table.tiles[tile]))
    assert table.picked_market == 2
    assert window.action_bar.button("buy").isEnabled(), window.action_bar.button("buy").toolTip()
    QTest.mouseClick(window.action_bar.button("buy"), Qt.MouseButton.LeftButton)
    assert session.state.pending == [tile]
    assert session.state.may_continue  # b7 pays exactly
    QTest.mouseClick(window.action_bar.button("end"), Qt.MouseButton.LeftButton)
    assert session.state.phase == "placement"
    targets = table.legal_targets(tile)
    cells = [key[1] for key in targets if isinstance(key, tuple) and key[0] == "cell"]
    assert cells and "reserve" in targets
    cell = cells[0]
    drag_scene(window, centre(table.tiles[tile]), table.frame.cell_rect(cell).center())
    qtbot.waitUntil(lambda: session.state.cities[0].cells.get(cell) == tile, timeout=5_000)
    assert session.state.history[-1].to_text() == f"place tile={tile} at={cell[0]},{cell[1]}"


def test_illegal_drop_springs_back_and_changes_nothing(window, qtbot):
    """A tile dropped on a cell the rules forbid returns to its place; the state is unchanged."""
    start(window, qtbot)
    table, session = window.table, window.session
    tile = buy_market_tile(window)
    item = table.tiles[tile]
    origin = item.pos()
    before = session.state.clone()
    diagonal = table.frame.cell_rect((1, 1)).center()  # touches the fountain only at a corner
    drag_scene(window, centre(item), diagonal)
    assert session.state == before
    assert item.pos() == origin
    assert window.statusBar().currentMessage()


def test_save_open_and_resume_give_the_same_state(window, qtbot, tmp_path, monkeypatch):
    """Save then open gives the same state; a new window lists the game in progress and continues it."""
    start(window, qtbot)
    card_item = window.table.cards[("display", 1)]
    click_scene(window, centre(card_item))
    QTest.mouseClick(window.action_bar.button("take"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.waiting_for_human(), timeout=10_000)
    saved = tmp_path / "game.alcazaba.yaml"
    window.session.save(saved)
    qtbot.waitUntil(window.session.autosave_settled, timeout=5_000)  # written in a worker
    expected = window.session.state.clone()

    other = MainWindow(default_registry(), window.settings, tmp_path / "elsewhere")
    qtbot.addWidget(other)
    assert other.load_game(saved)
    assert other.session.state == expected

    resumed = MainWindow(default_registry(), window.settings, tmp_path / "data")
    qtbot.addWidget(resumed)
    resumed.show()
    resumed.check_saved_games()
    listed = resumed.start_page.saved.topLevelItem(0)
    assert resumed.start_page.saved.topLevelItemCount() == 1 and listed.text(2) == str(len(expected.history))
    resumed.start_page.continue_button.click()
    assert resumed.session is not None
    assert resumed.session.state == expected
    for win in (other, resumed):
        win.close()


def test_a_corrupt_file_is_refused_with_a_message(window, tmp_path, monkeypatch):
    """Opening a file that is not a game shows a message and keeps the game in progress."""
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))
    bad = tmp_path / "bad.yaml"
    bad.write_text("format_version: 1\ngame: alhambra\nplayers: [{name: a}]\nseed: 1\nactions: []\n")
    assert not window.load_game(bad)
    assert shown and "2 to 6 players" in shown[0]
    assert window.session is None


def test_hot_seat_hides_hands_until_the_next_player_is_ready(window, qtbot):
    """Between two people the pass screen hides the table; after it, the table shows the new hand."""
    start(window, qtbot, kinds=("human", "human", "computer"))
    first = window.session.state.current_player
    assert window.pages.currentWidget() is window.pass_screen  # even the first hand starts hidden
    QTest.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    assert window.table.viewer == first
    card_item = window.table.cards[("display", 0)]
    click_scene(window, centre(card_item))
    QTest.mouseClick(window.action_bar.button("take"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.waiting_for_human(), timeout=10_000)
    assert window.session.state.current_player != first
    assert window.pages.currentWidget() is window.pass_screen
    QTest.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.game_page
    assert window.table.viewer == window.session.state.current_player


def test_undo_takes_back_the_last_own_action(window, qtbot):
    """Undo returns to before the player's purchase (no card or tile was revealed since)."""
    start(window, qtbot)
    session = window.session
    before = session.state.clone()
    click_scene(window, centre(window.table.tiles[session.state.market[2]]))
    QTest.mouseClick(window.action_bar.button("buy"), Qt.MouseButton.LeftButton)
    assert session.state != before
    window.undo()
    assert session.state == before


def test_window_renders_to_png(window, qtbot, tmp_path):
    """The window with a game in progress renders to a picture that is not blank."""
    start(window, qtbot)
    image = window_picture(window, tmp_path / "window.png")
    assert image.width() > 800 and image.height() > 500
    assert len(sampled_colours(image)) > 20


def test_other_hands_stay_hidden_but_show_the_money_everyone_saw(window, qtbot):
    """Another player's cards lie face down; their tooltip lists the money everyone saw that
    player receive (starting money is dealt face up) and not yet pay."""
    start(window, qtbot)
    state = window.session.state
    backs = [key for key in window.table.cards if key[:2] == ("back", 1)]
    assert len(backs) == len(state.hands[1])
    tip = window.table.cards[backs[0]].toolTip()
    assert tip.startswith(f"{len(state.hands[1])} cards, hidden")
    assert all(card_label(card) in tip for card in state.hands[1])
