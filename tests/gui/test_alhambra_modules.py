"""The Vizier's Favour modules in the app: hut stacks, changers, bonus cards and viziers on the table."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from engine.ai import RandomBot  # noqa: E402
from gui.dialogs.setup_model import GameSetup, SeatSetup  # noqa: E402

from tests.helpers.gui import centre, click_scene, open_main_window  # noqa: E402

ALL_MODULES = {"vizier": True, "bureauDeChange": True, "bonusCards": True, "workersHuts": True}


def make_window(qtbot, tmp_path, kinds):
    window = open_main_window(qtbot, tmp_path)
    seats = [SeatSetup(f"P{i + 1}", colour, kind, None if kind == "human" else "random")
             for i, (kind, colour) in enumerate(zip(kinds, ("red", "blue", "green")))]
    window.start_game(GameSetup("alhambra", seats, ALL_MODULES), seed=4)
    return window


def click(window, item) -> None:
    click_scene(window, centre(item))


def test_take_a_hut_from_its_stack_and_build_it_by_clicks(qtbot, tmp_path, monkeypatch):
    """Click a hut on its stack (the take-hut action, confirmed), then the hut and a lit cell to build it."""
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Yes)
    window = make_window(qtbot, tmp_path, ("human", "computer", "computer"))
    session = window.session
    for _ in range(20):  # the person may first be asked whether their vizier buys
        qtbot.waitUntil(session.waiting_for_human, timeout=10_000)
        if session.state.phase == "actions":
            break
        assert session.apply("decline") is None
    stacks = session.state.player_view(0)["hut_stacks"]
    colour, stack = next((c, s) for c, s in stacks.items() if s["top"])
    hut = stack["top"]
    click(window, window.table.tiles[hut])
    assert session.state.pending == [hut] and session.state.phase == "placement"
    click(window, window.table.tiles[hut])
    targets = [k for k in window.table.legal_targets(hut) if isinstance(k, tuple) and k[0] == "cell"]
    assert targets
    cell = targets[0][1]
    click(window, window.table.slots[("cell", cell)])
    qtbot.waitUntil(lambda: session.state.cities[0].cells.get(cell) == hut, timeout=5_000)
    assert session.state.history[-1].to_text() == f"place tile={hut} at={cell[0]},{cell[1]}"


def test_a_game_with_every_module_plays_through_and_renders(qtbot, tmp_path):
    """Bots play a whole game with all modules in the window; the table draws changers, huts,
    bonus cards and viziers without error and the picture is not blank."""
    window = make_window(qtbot, tmp_path, ("computer", "computer", "computer"))
    qtbot.waitUntil(lambda: window.session.state.is_terminal, timeout=60_000)
    kinds = {a.kind for a in window.session.state.history}
    assert {"hut", "take", "buy"} <= kinds
    image = window.grab().toImage()
    assert image.width() > 800


def test_vizier_window_for_a_person_shows_its_buttons(qtbot, tmp_path):
    """When a person is asked in the vizier window, Buy and 'let the vizier rest' are offered."""
    window = make_window(qtbot, tmp_path, ("human", "human", "human"))
    session = window.session
    bot = RandomBot(3)
    for _ in range(400):
        if session.state.phase == "vizier" or session.state.is_terminal:
            break
        session.state.apply(bot.choose(session.state))
    assert session.state.phase == "vizier"
    session.actors = [0] * len(session.state.history)
    asked = session.state.current_player
    window.viewer = asked
    window._state_changed(animate=False)
    assert window.table.my_turn()
    decline = window.action_bar.button("decline")
    assert decline.isVisible() and decline.isEnabled()
    assert "vizier" in window.table.hint()
    QTest.mouseClick(decline, Qt.MouseButton.LeftButton)
    assert session.state.history[-1].to_text() == "decline"


def human_in_actions(qtbot, window):
    """Wait until the person in seat 0 is in their actions, declining any vizier offer on the way."""
    session = window.session
    for _ in range(20):
        qtbot.waitUntil(session.waiting_for_human, timeout=10_000)
        if session.state.phase == "actions":
            return
        assert session.apply("decline") is None
    raise AssertionError("the person never got to act")


def test_each_player_panel_shows_the_vizier_token_face_and_tooltip(qtbot, tmp_path):
    """One vizier token per player, face up or down as in the engine, explained in words."""
    window = make_window(qtbot, tmp_path, ("human", "computer", "computer"))
    human_in_actions(qtbot, window)
    table, state = window.table, window.session.state
    state.viziers[1] = False  # one face down, to see both faces
    table.sync()
    assert set(table.vizier_tokens) == {0, 1, 2}
    for seat, token in table.vizier_tokens.items():
        name = window.session.players[seat].name
        assert token.look is state.viziers[seat] and token.isVisible()
        assert token.toolTip().startswith(f"{name}'s vizier is face {'up' if state.viziers[seat] else 'down'}")
    assert "exact price" in table.vizier_tokens[0].toolTip()
    assert "costs P2 an action" in table.vizier_tokens[1].toolTip()
    panel = table.panels[1]
    assert panel.rect().contains(table.vizier_tokens[1].sceneBoundingRect())


def test_hut_stacks_show_their_counts(qtbot, tmp_path):
    """Every hut stack with huts left carries a badge with its count."""
    window = make_window(qtbot, tmp_path, ("human", "computer", "computer"))
    human_in_actions(qtbot, window)
    table = window.table
    stacks = window.session.state.player_view(0)["hut_stacks"]
    for colour, stack in stacks.items():
        if stack["top"] is None:
            assert colour not in table.hut_counts
            continue
        badge = table.hut_counts[colour]
        assert badge.look == stack["count"] and badge.isVisible()
        assert badge.sceneBoundingRect().intersects(table.tiles[stack["top"]].sceneBoundingRect())


def test_taking_a_hut_asks_first_and_no_leaves_the_game_unchanged(qtbot, tmp_path, monkeypatch):
    """A click on a hut stack asks whether to end the actions with it; No takes nothing."""
    window = make_window(qtbot, tmp_path, ("human", "computer", "computer"))
    human_in_actions(qtbot, window)
    session = window.session
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or QMessageBox.StandardButton.No)
    before = session.state.to_position()
    stack = next(s for s in session.state.player_view(0)["hut_stacks"].values() if s["top"])
    click(window, window.table.tiles[stack["top"]])
    assert asked and "ends your actions" in asked[0]
    assert session.state.to_position() == before


def test_turn_vizier_up_is_not_next_to_buy(qtbot, tmp_path):
    """The reactivate button sits away from Buy in the action bar."""
    window = make_window(qtbot, tmp_path, ("human", "computer", "computer"))
    keys = [key for key in window.action_bar.buttons]
    assert "reactivate" in keys
    assert abs(keys.index("reactivate") - keys.index("buy")) > 1
    layout = window.action_bar._layout
    order = [layout.itemAt(i).widget() for i in range(layout.count())]
    assert abs(order.index(window.action_bar.button("reactivate")) - order.index(window.action_bar.button("buy"))) > 1
