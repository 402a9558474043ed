"""Alcazar in the app, driven like a player with real mouse events on the scene: found a castle
by dragging its card, place nobles on it, build a bridge by clicking its heads; and a render."""

from __future__ import annotations

import gc
import os
import weakref

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import shiboken6  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from engine.ai import RandomBot  # noqa: E402
from engine.alcazar.actions import FoundCastle  # noqa: E402
from engine.core import GameRecord, PlayerEntry, default_registry  # noqa: E402
from engine.core.rng import derive_seed  # noqa: E402
from gui.dialogs.setup_model import GameSetup, SeatSetup  # noqa: E402

from tests.helpers.gui import centre, click_scene, drag_scene, sampled_colours, window_picture  # noqa: E402

SEED = 11


def start(window, qtbot, kinds=("human", "computer"), seed=SEED):
    seats = [
        SeatSetup(f"P{i + 1}", colour, kind, None if kind == "human" else "random")
        for i, (kind, colour) in enumerate(zip(kinds, ("red", "blue", "green", "yellow", "purple")))
    ]
    window.start_game(GameSetup("alcazar", seats, {"startPlayer": "first"}), seed=seed)
    if window.pages.currentWidget() is window.pass_screen:
        QTest.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session.waiting_for_human() or window.session.state.is_terminal, timeout=10_000)
    window.view.fit()


def show_position(window, qtbot, position: dict) -> None:
    """Start a game of people only, then put it in ``position`` (docs/positions-alcazar.md)."""
    start(window, qtbot, kinds=("human",) * position["players"])
    session = window.session
    session.state = session.game.state_from_position(position)
    session.changed.emit()
    if window.pages.currentWidget() is window.pass_screen:
        QTest.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)


def spot_centre(table, spot: str) -> QPointF:
    return table.slots[("cell", spot)].sceneBoundingRect().center()


def chip_centre(item) -> QPointF:
    return item.mapToScene(item.rect().center())


def chip(table, key):
    return next(item for item in table.popup + list(table.tools.values()) if getattr(item, "key", None) == key)


def found_castle_by_drag(window) -> FoundCastle:
    """Drag a hand card that can found a castle onto its parcel and choose its first wings."""
    table, state = window.table, window.session.state
    castle = next(a for a in state.legal_actions("build") if isinstance(a, FoundCastle))
    card = table.cards[("card", castle.card)]
    drag_scene(window, centre(card), spot_centre(table, str(castle.card)))
    options = [a for a in table.choice if isinstance(a, FoundCastle)]
    assert castle in options  # the drop offers the wing choices (and the manor) as buttons
    button = chip(table, ("choose", table.choice.index(castle)))
    table.chip_hovered(button.key, True)
    wing = table.columns[state.board.cell_of[castle.wings[0]]]
    assert wing.levels and wing.levels[0].ghost  # the board previews the castle before it is built
    click_scene(window, chip_centre(button))
    return castle


def test_found_a_castle_by_dragging_its_card(window, qtbot):
    """Drag a card onto its parcel, pick the wings from the choice: the engine has the castle."""
    start(window, qtbot)
    state = window.session.state
    money = state.money[0]
    castle = found_castle_by_drag(window)
    site, board = state.site, state.board
    cell = board.cell_of[castle.card]
    assert site.height(cell) == 2 and all(site.height(board.cell_of[w]) == 1 for w in castle.wings)
    assert site.is_castle(site.top_building(cell))
    assert state.money[0] == money + 5  # the income of a new castle
    assert state.phase == "nobles" and state.current_player == 0
    assert state.history[-1] == castle


def test_place_nobles_on_the_new_castle(window, qtbot):
    """In the noble step, drag the offered grande onto the castle's top, then click a caballero
    and a lit wing: both stand there and are paid for."""
    start(window, qtbot)
    castle = found_castle_by_drag(window)
    table, state = window.table, window.session.state
    money = state.money[0]
    top = str(castle.card)
    assert {key[1] for key in table.legal_targets(("supply", "grande"))} == {top, *map(str, castle.wings)}
    drag_scene(window, centre(table.offered["grande"]), spot_centre(table, top))
    cell = state.board.cell_of[castle.card]
    assert state.site.owner(cell) == 0 and state.site.noble[cell] & 1 == 0  # a grande of seat 0
    assert state.money[0] == money - 10
    click_scene(window, centre(table.offered["caballero"]))
    wing = str(castle.wings[0])
    click_scene(window, spot_centre(table, wing))
    assert state.site.owner(state.board.cell_of[castle.wings[0]]) == 0
    assert state.money[0] == money - 15
    assert state.current_player == 1 or state.phase != "nobles"  # two placements end the turn


# The spec's running example R6: Red's castle Almería on 8-9-10 with a second floor on 8 and
# 10; Red's grande on 8 and caballero on 9, Blue's caballero on 11; Red's manor on 6.
BRIDGE_POSITION = {
    "game": "alcazar",
    "players": 3,
    "buildings": {"A": "almeria"},
    "columns": {"6": "M M | Rc", "8": "A A | Rg", "9": "A | Rc", "10": "A A", "11": "A | Bc"},
    "seats": [{"money": 23}, {}, {}],
}


def test_build_a_bridge_by_clicking_its_heads(window, qtbot):
    """Build a bridge: the button lights the possible heads; click 6, then 8."""
    show_position(window, qtbot, BRIDGE_POSITION)
    table, session = window.table, window.session
    assert table.tools[("bridge",)].isVisible()
    click_scene(window, chip_centre(table.tools[("bridge",)]))
    heads = {key[1] for key, slot in table.slots.items() if slot.highlight}
    assert {"6", "8"} <= heads
    click_scene(window, spot_centre(table, "6"))
    assert {key[1] for key, slot in table.slots.items() if slot.highlight} >= {"6", "8"}
    click_scene(window, spot_centre(table, "8"))
    state = session.state
    assert state.history[-1].to_text() == "bridge ends=6,8"
    board, site = state.board, state.site
    assert [site.height(board.index[s]) for s in ("6", "7", "8")] == [3, 3, 3]
    assert site.value(site.top_building(board.index["7"])) == 20 and state.money[0] == 28
    assert state.phase == "nobles"
    assert table.columns[board.index["7"]].levels[-1].kind == "bridge"  # drawn on the board


def test_a_card_dropped_on_another_parcel_springs_back(window, qtbot):
    """A building card dropped away from its parcel returns; the state is unchanged."""
    start(window, qtbot)
    table, session = window.table, window.session
    card = session.state.hands[0][0]
    item = table.cards[("card", card)]
    origin = item.pos()
    before = session.state.clone()
    other = next(n for n in range(1, 73) if abs(n - card) > 3)
    drag_scene(window, centre(item), spot_centre(table, str(other)))
    assert session.state == before
    assert item.pos() == origin
    assert str(card) in window.statusBar().currentMessage()


def released(window) -> None:
    """Run the deletions the window asked for, and collect what Python no longer refers to."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def test_a_new_game_releases_the_old_table(window, qtbot):
    """Starting another game deletes the old table with its scene and items, and the old scores
    panel; nothing keeps the old table alive. The new game plays; closing it releases it too."""
    start(window, qtbot, kinds=("human", "computer", "computer"), seed=SEED + 1)
    table = window.table
    old_table = weakref.ref(table)
    scene, scores, column = table.scene, window.scores, table.columns[0]
    del table
    start(window, qtbot)
    released(window)
    assert not any(shiboken6.isValid(thing) for thing in (scene, scores, column))
    del scene, scores, column
    gc.collect()
    assert old_table() is None
    assert window.view.scene() is window.table.scene
    assert window.scores_dock.widget() is window.scores
    found_castle_by_drag(window)  # the second game takes gestures like a first one
    assert window.session.state.phase == "nobles"
    assert window.scores.castles.rowCount() == 1

    table = window.table
    second = weakref.ref(table)
    window.set_speed(1.0)
    table.settle([(table.columns[0], QPointF(50.0, 0.0))], animate=True)  # a glide under way
    assert window.animator.is_running()
    del table
    window.close_game()
    released(window)
    assert not window.animator.is_running()  # the glide was ended, not left moving deleted items
    assert second() is None and window.scores is None and window.scores_dock.widget() is None


def test_window_renders_a_game_in_progress(window, qtbot, tmp_path):
    """A game well under way (castles, stacks, bridges, nobles) renders to a non-blank picture."""
    game = default_registry().get("alcazar")
    state = game.new_state(3, {"startPlayer": "first"}, SEED)
    bots = [RandomBot(derive_seed(SEED, "bot", seat)) for seat in range(3)]
    while len(state.history) < 120 or state.current_player != 0 or state.phase != "turn":
        state.apply(bots[state.current_player].choose(state))
    players = [PlayerEntry("Ana", "human", None, "red"), PlayerEntry("Bot", "bot", "random", "blue"),
               PlayerEntry("Cy", "bot", "random", "green")]
    path = tmp_path / "game.alcazaba.yaml"
    GameRecord.for_state(state, players).save(path)
    assert window.load_game(path)
    assert window.session.state == state
    window.view.fit()
    image = window_picture(window, tmp_path / "alcazar.png")
    assert image.width() > 800 and image.height() > 500
    assert len(sampled_colours(image)) > 40
    assert window.log.count() >= 1 and window.scores.castles.rowCount() >= 1
