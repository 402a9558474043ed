"""A Castle for All Seasons driven like a player: a card chosen by a click, a Trader's cart by a
click, a building erected with a payment chip, a helper on a lit space, a refused gesture in
player words, and a whole game against a random bot to the final standings."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QDialog  # noqa: E402

from gui.dialogs.setup_model import GameSetup, SeatSetup  # noqa: E402
from tests.helpers.gui import centre, click_scene, drag_scene  # noqa: E402

RICH = {"sand": 4, "wood": 2, "clay": 2, "stone": 2, "silver": 1}


def start(window, qtbot, kinds=("human", "computer"), params=None, seed=3):
    seats = [SeatSetup(name, colour, kind, None if kind == "human" else "random")
             for name, colour, kind in zip(("Ana", "Ben", "Cid", "Dee"), ("red", "blue", "green", "yellow"), kinds)]
    window.start_game(GameSetup("castle", seats, {"startPlayer": "first", **(params or {})}), seed=seed)
    pass_screen(window)
    qtbot.waitUntil(lambda: window.session.waiting_for_human() or window.session.state.is_terminal, timeout=10_000)


def pass_screen(window):
    if window.pages.currentWidget() is window.pass_screen:
        QTest.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)


def show_position(window, qtbot, **entries):
    """Two people at one screen, then the game put in a position (docs/positions-castle.md)."""
    start(window, qtbot, kinds=("human", "human"))
    position = {"game": "castle", "players": 2, "params": {"startPlayer": "first"}, "seed": 1, "round": 3, **entries}
    session = window.session
    session.state = session.game.state_from_position(position)
    session.changed.emit()
    pass_screen(window)


def resolving(window, qtbot, card, stage, seat=None, built=False, **entries):
    """Ana in the middle of her ``card`` at ``stage``."""
    seat0 = {"revealed": [card], "play_area": [card], "talers": 30, "resources": RICH, **(seat or {})}
    if built:
        seat0["built"] = ["house-1"]
        entries["buildings"] = {"house-1": {"seat": 0, "round": 3}}
    show_position(window, qtbot, phase="resolve", active={"card": card, "seat": 0, "stage": stage}, seats=[seat0, {}], **entries)


def chip(window, text_part):
    return next(c for c in window.table.popup.chips if text_part in c.text)


def chip_centre(item) -> QPointF:
    return item.mapToScene(item.rect().center())


def slot_centre(window, key) -> QPointF:
    return window.table.board.slots[key].sceneBoundingRect().center()


def test_a_card_is_chosen_by_a_click_and_lies_face_down_for_the_others(window, qtbot):
    start(window, qtbot)
    table = window.table
    click_scene(window, centre(table.strip.cards["trader"]))
    state = window.session.state
    assert state.player_view(0)["selection"] == ["trader"]
    assert state.player_view(1)["selection"] == []  # the other seat sees only a count
    assert "trader" in table.private_cards_shown()[0]
    assert table.layout.chosen.contains(centre(table.strip.cards["trader"]))


def test_a_card_dragged_to_the_chosen_place_is_chosen(window, qtbot):
    start(window, qtbot)
    table = window.table
    drag_scene(window, centre(table.strip.cards["messenger"]), table.layout.chosen.center())
    assert window.session.state.player_view(0)["selection"] == ["messenger"]


def test_a_refused_choice_is_phrased(window, qtbot):
    """The Master Builder in the first round: refused, in the player's words."""
    start(window, qtbot)
    table = window.table
    said = []
    table.status.connect(said.append)
    click_scene(window, centre(table.strip.cards["master-builder"]))
    assert window.session.state.player_view(0)["selection"] == []
    assert said and said[-1] == "The Master Builder may not be chosen in the first round."


def test_a_traders_cart_is_chosen_by_a_click(window, qtbot):
    resolving(window, qtbot, "trader", "place")
    table = window.table
    assert ("cart", "sand") in table.legal_targets() and ("cart", "rider") not in table.legal_targets()
    assert table.board.slots[("cart", "clay")].highlight == 1
    click_scene(window, slot_centre(window, ("cart", "clay")))
    assert window.session.state.player_view(0)["carts"]["clay"]["seat"] == 0


def test_the_own_helper_dragged_onto_a_cart(window, qtbot):
    resolving(window, qtbot, "trader", "place")
    table = window.table
    drag_scene(window, centre(table.helper), slot_centre(window, ("cart", "wood")))
    assert window.session.state.player_view(0)["carts"]["wood"]["seat"] == 0


def test_erecting_with_a_payment_chip(window, qtbot):
    """A house costs 8: several payments are legal, each a chip in words; its chip erects it."""
    resolving(window, qtbot, "bricklayer", "build")
    table = window.table
    assert ("site", "house-1") in table.legal_targets()
    click_scene(window, slot_centre(window, ("site", "house-1")))
    texts = [c.text for c in table.popup.chips]
    assert "Cancel" in texts and any("sand" in t and "," in t for t in texts)
    payment = next(c for c in table.popup.chips if c.text != "Cancel")
    click_scene(window, chip_centre(payment))
    view = window.session.state.player_view(0)
    assert view["buildings"]["house-1"]["built_by"] == 0


def test_a_building_dragged_to_the_own_panel_is_erected(window, qtbot):
    """The tile leaves the board: dragged from its picture to the player's panel, then paid with a chip."""
    resolving(window, qtbot, "bricklayer", "build")
    table = window.table
    tile = table.board.tiles["house-1"]
    assert tile.draggable
    drag_scene(window, centre(tile), table.layout.player_panel(0).center())
    payment = next(c for c in table.popup.chips if c.text != "Cancel")
    click_scene(window, chip_centre(payment))
    assert window.session.state.player_view(0)["buildings"]["house-1"]["built_by"] == 0
    assert not tile.isVisible()


def test_a_helper_is_placed_on_a_lit_space(window, qtbot):
    resolving(window, qtbot, "stonemason", "build", built=True)
    table = window.table
    assert ("space", "forge-10") in table.legal_targets() and ("space", "keep") not in table.legal_targets()
    click_scene(window, slot_centre(window, ("space", "forge-10")))
    assert window.session.state.player_view(0)["spaces"]["forge-10"]["seat"] == 0


def test_the_tower_is_a_choice_of_chips(window, qtbot):
    resolving(window, qtbot, "bricklayer", "tower", tower={"sand": 2, "clay": 1})
    item = chip(window, "Clay")
    assert window.table.popup.choice.title == "Bricklayer: take one resource from the defense tower"
    click_scene(window, chip_centre(item))
    assert window.session.state.player_view(0)["seats"][0]["resources"]["clay"] == RICH["clay"] + 1


def test_a_whole_game_against_a_random_bot(window, qtbot, monkeypatch):
    """Ana's moves through the session, the bot's by itself, to the final standings."""
    import random
    shown = []
    monkeypatch.setattr(QDialog, "exec", lambda self: shown.append(type(self).__name__) or 0)
    monkeypatch.setattr(QDialog, "open", lambda self: shown.append(type(self).__name__))
    start(window, qtbot)
    session = window.session
    rng = random.Random(2)
    for _ in range(2000):
        if session.state.is_terminal:
            break
        qtbot.waitUntil(lambda: session.waiting_for_human() or session.state.is_terminal, timeout=20_000)
        if session.state.is_terminal:
            break
        actions = session.state.legal_actions()
        useful = [a for a in actions if a.kind != "done"]
        assert window.table.status_line(["Ana", "Ben"])
        session.apply(rng.choice(useful or actions))
    assert session.state.is_terminal
    qtbot.waitUntil(lambda: bool(shown) or any(d.isVisible() for d in window.findChildren(QDialog)), timeout=5_000)
    assert "game is over" in window.table.status_line(["Ana", "Ben"])


def test_the_end_screen_shows_the_final_scoring_space_by_space(window, qtbot):
    """A game of two bots to its end: the end screen has a tab with the final scoring, a row per
    helper space that scored, the VP of the game and the totals, which are the engine's scores."""
    from gui.dialogs.end_of_game import EndOfGameDialog
    from gui.games.castle.dialogs import FinalScoringDialog

    seats = [SeatSetup(name, colour, "computer", "random") for name, colour in (("Ana", "red"), ("Ben", "blue"))]
    window.start_game(GameSetup("castle", seats, {}), seed=4)
    qtbot.waitUntil(lambda: window.session.state.is_terminal, timeout=120_000)
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.open_dialogs), timeout=10_000)
    screen = next(d for d in window.open_dialogs if d.isVisible())
    assert isinstance(screen, EndOfGameDialog)
    scoring = screen.findChildren(FinalScoringDialog)
    assert scoring, "the final scoring is a tab of the end screen"
    table = scoring[0].table
    totals = [int(table.item(table.rowCount() - 1, col).text()) for col in range(table.columnCount())]
    assert totals == window.session.state.scores()


def test_pointing_at_a_card_says_what_it_does(window, qtbot):
    """The status line gives a pointed card's effect in one line (and so does its tooltip)."""
    start(window, qtbot)
    table = window.table
    said: list[str] = []
    table.status.connect(said.append)
    card = table.strip.cards["messenger"]
    card.on_hover()
    assert said and "talers from the bank" in said[-1] and said[-1] == card.toolTip()
