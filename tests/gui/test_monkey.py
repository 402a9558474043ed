"""A seeded monkey at the table: random clicks, drags, keys, zooms and resizes must never raise or hang.

Each scenario starts a game with people and computer players and sends a few hundred random
events. Now and then the monkey also plays a random legal move for the person to act, so
games get to their scorings and their end; when one ends the next starts. Any exception in
a Qt callback is caught by a replaced ``sys.excepthook`` and fails the test; a hang is ended
by the watchdog. Modal boxes and file dialogs are stubbed out so nothing waits for a person.
"""

from __future__ import annotations

import os
import random
import sys
import traceback

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QMouseEvent, QWheelEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QPushButton  # noqa: E402

from engine.ai import RandomBot  # noqa: E402
from gui.dialogs.setup_model import GameSetup, SeatSetup  # noqa: E402
from gui.games import playable_games  # noqa: E402

from tests.helpers.gui import drag_scene, open_main_window, watchdog  # noqa: E402

EVENTS_PER_SCENARIO = 350
MONKEY_DEADLINE = 90.0  # seconds for one scenario: it takes 5 to 30 on two busy cores
BOT_TIMEOUT_MS = 10_000
HELP_RATE = 0.35  # how often, at a person's turn, the monkey plays a legal move for them
ALL_MODULES = {"vizier": True, "bureauDeChange": True, "bonusCards": True, "workersHuts": True}

SCENARIOS = {
    "alhambra-base": ("alhambra", {}, ("human", "computer")),
    "alhambra-all-modules": ("alhambra", ALL_MODULES, ("human", "human", "computer")),
    "alhambra-vizier-huts": ("alhambra", {"vizier": True, "workersHuts": True}, ("human", "computer", "computer")),
    "alhambra-changers-bonus": ("alhambra", {"bureauDeChange": True, "bonusCards": True}, ("human", "human")),
    "granada-two": ("granada", {}, ("human", "computer")),
    "granada-simple-cards-fee": ("granada", {"scoring": "simple", "flipFee": "threeCardsSingleCurrency"},
                                 ("human", "human", "computer")),
    "alhambra-granada-three": ("alhambra_granada", {}, ("human", "computer", "computer")),
    "alcazar-two": ("alcazar", {}, ("human", "computer")),
    "gardens-four": ("gardens", {}, ("human", "computer", "human", "computer")),
    "gardens-two-colours-three-tiles": ("gardens", {"twoColours": True, "handSize": 3}, ("human", "human")),
    "castle-two": ("castle", {}, ("human", "computer")),
    "castle-winter-three": ("castle", {"season": "winter"}, ("human", "computer", "human")),
    "alcazar-three": ("alcazar", {}, ("human", "human", "computer")),
}

CTRL = Qt.KeyboardModifier.ControlModifier
NONE = Qt.KeyboardModifier.NoModifier
# No Ctrl+N, Ctrl+O, Ctrl+Q or Ctrl+W: those leave the table the monkey is testing.
KEYS = (
    (Qt.Key.Key_Escape, NONE), (Qt.Key.Key_Return, NONE), (Qt.Key.Key_Enter, NONE), (Qt.Key.Key_Space, NONE),
    (Qt.Key.Key_Left, NONE), (Qt.Key.Key_Right, NONE), (Qt.Key.Key_Up, NONE), (Qt.Key.Key_Down, NONE),
    (Qt.Key.Key_Delete, NONE), (Qt.Key.Key_Tab, NONE), (Qt.Key.Key_Z, CTRL), (Qt.Key.Key_Plus, CTRL),
    (Qt.Key.Key_Minus, CTRL), (Qt.Key.Key_0, CTRL), (Qt.Key.Key_S, CTRL), (Qt.Key.Key_F, NONE),
)


def test_every_playable_game_has_a_scenario():
    """A game added to the app gets monkeyed too."""
    assert {game for game, _params, _kinds in SCENARIOS.values()} == set(playable_games())


@pytest.fixture
def no_modal_waits(monkeypatch):
    """Message boxes and file dialogs answer at once, as if the person cancelled."""
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Cancel)
    for name in ("warning", "question", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(lambda *a, **k: QMessageBox.StandardButton.Cancel))
    monkeypatch.setattr(QMessageBox, "about", staticmethod(lambda *a, **k: None))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    monkeypatch.setattr(QDialog, "exec", lambda self: QDialog.DialogCode.Rejected)


@pytest.fixture
def exceptions(monkeypatch):
    """Every exception that reaches the event loop, as formatted tracebacks."""
    seen: list[str] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, tb: seen.append("".join(traceback.format_exception(kind, value, tb))))
    return seen


def hold_move(viewport, pos: QPoint) -> None:
    """Move the mouse over ``viewport`` with the left button held (QTest cannot hold buttons while moving)."""
    event = QMouseEvent(QEvent.Type.MouseMove, QPointF(pos), QPointF(viewport.mapToGlobal(pos)),
                        Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, NONE)
    QApplication.sendEvent(viewport, event)


class Monkey:
    """Sends seeded random events to a main window playing one scenario."""

    def __init__(self, qtbot, window, setup: GameSetup, rng: random.Random) -> None:
        self.qtbot = qtbot
        self.window = window
        self.setup = setup
        self.rng = rng
        self.helper = RandomBot(rng.randrange(2**31))
        self.events = 0
        self.games = 1
        self.finished = 0
        self.moves = 0

    # ----- keeping the game going ------------------------------------------------------------

    def start(self) -> None:
        """A new game of the scenario."""
        assert self.window.start_game(self.setup, seed=self.rng.randrange(2**31))

    def tend(self) -> None:
        """Wait for computer players, hand the screen over, and start a new game after an end."""
        window = self.window
        session = window.session
        if session is None:
            self.start()
            self.games += 1
            return
        if session.is_thinking():
            self.qtbot.waitUntil(lambda: window.session is None or not window.session.is_thinking(), timeout=BOT_TIMEOUT_MS)
        if window.pages.currentWidget() is window.pass_screen:
            window.pass_screen.button.click()
            self.events += 1
        if window.session is not None and window.session.state.is_terminal:
            self.finished += 1
            self.start()
            self.games += 1

    # ----- the events ------------------------------------------------------------------------------

    def visible_points(self, usable: bool) -> list[QPointF]:
        """The centres of the table's visible items in the viewport (only those a press takes if
        ``usable``), in scene units."""
        view = self.window.view
        scene = view.scene()
        if scene is None:
            return []
        shown = view.viewport().rect()
        points = []
        for item in scene.items():
            if item.isVisible() and (not usable or scene.is_usable(item)):
                centre = item.sceneBoundingRect().center()
                if shown.contains(view.mapFromScene(centre)):
                    points.append(centre)
        return points

    def random_point(self) -> QPointF:
        """A point of the table: often on a piece or slot that takes a press, else on any item or anywhere."""
        roll = self.rng.random()
        points = self.visible_points(usable=roll < 0.5) if roll < 0.85 else []
        if points:
            return self.rng.choice(points)
        viewport = self.window.view.viewport()
        pos = QPoint(self.rng.randrange(max(1, viewport.width())), self.rng.randrange(max(1, viewport.height())))
        return self.window.view.mapToScene(pos)

    def click(self, double: bool = False) -> None:
        view = self.window.view
        pos = view.mapFromScene(self.random_point())
        button = Qt.MouseButton.RightButton if self.rng.random() < 0.05 else Qt.MouseButton.LeftButton
        if double:
            QTest.mouseDClick(view.viewport(), button, NONE, pos)
        else:
            QTest.mouseClick(view.viewport(), button, NONE, pos)

    def drag(self) -> None:
        """Lift something and drop it: mostly on a place the table lights for it, as a person would."""
        if self.rng.random() < 0.3:
            drag_scene(self.window, self.random_point(), self.random_point(), steps=self.rng.randrange(1, 6))
            return
        view = self.window.view
        viewport = view.viewport()
        start = view.mapFromScene(self.random_point())
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, NONE, start)
        hold_move(viewport, start + QPoint(12, 9))  # past the drag distance: the piece is lifted
        table = self.window.table
        targets = list(table.drag_targets().values()) if table is not None else []
        end = self.rng.choice(targets).center() if targets and self.rng.random() < 0.8 else self.random_point()
        if self.rng.random() < 0.25:
            # Something else happens with the piece in hand: a shortcut, a zoom, a resize...
            self.rng.choice((self.undo, self.key, self.zoom, self.resize, self.wheel, self.bar_button))()
            QApplication.processEvents()
        finish = view.mapFromScene(end)
        hold_move(viewport, finish)
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, NONE, finish)

    def bar_button(self) -> None:
        buttons = [b for b, _a in self.window.action_bar.buttons.values() if b.isEnabled() and b.isVisible()]
        if buttons:
            self.rng.choice(buttons).click()

    def key(self) -> None:
        key, modifiers = self.rng.choice(KEYS)
        target = QApplication.focusWidget() or self.window
        if not target.isVisible() or target.window() is not self.window:
            target = self.window  # a key for a closed dialog would go nowhere
        QTest.keyClick(target, key, modifiers)

    def wheel(self) -> None:
        viewport = self.window.view.viewport()
        pos = QPointF(self.rng.randrange(max(1, viewport.width())), self.rng.randrange(max(1, viewport.height())))
        delta = QPoint(0, self.rng.choice((120, -120)))
        modifiers = CTRL if self.rng.random() < 0.7 else NONE
        event = QWheelEvent(pos, QPointF(viewport.mapToGlobal(pos.toPoint())), QPoint(), delta, Qt.MouseButton.NoButton,
                            modifiers, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(viewport, event)

    def zoom(self) -> None:
        view = self.window.view
        self.rng.choice((view.zoom_in, view.zoom_in, view.zoom_out, view.fit))()

    def resize(self) -> None:
        small = self.rng.random() < 0.3
        width = self.rng.randrange(300, 700) if small else self.rng.randrange(700, 1700)
        height = self.rng.randrange(200, 500) if small else self.rng.randrange(500, 1100)
        self.window.resize(width, height)

    def undo(self) -> None:
        self.window.undo()

    def dialog(self) -> None:
        """Press a button of an open dialog, or close it."""
        dialogs = [d for d in self.window.open_dialogs if d.isVisible()]
        if not dialogs:
            return
        dialog = self.rng.choice(dialogs)
        buttons = [b for b in dialog.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
        if buttons and self.rng.random() < 0.7:
            self.rng.choice(buttons).click()
        else:
            dialog.close()

    def help_move(self) -> None:
        """Play a random legal move for the person to act, as they might with a few clicks."""
        session = self.window.session
        if session is not None and session.waiting_for_human() and self.window.pages.currentWidget() is self.window.game_page:
            session.apply(self.helper.choose(session.state))
            self.moves += 1

    def step(self) -> None:
        """One random event, then the event loop until it has settled."""
        kinds = ((self.click, 30), (self.drag, 15), (self.bar_button, 12), (self.key, 12), (self.wheel, 5),
                 (self.zoom, 5), (self.resize, 4), (self.undo, 3), (self.dialog, 4), (lambda: self.click(True), 4))
        action = self.rng.choices([k for k, _w in kinds], [w for _k, w in kinds])[0]
        session = self.window.session
        if session is not None and session.waiting_for_human() and self.rng.random() < HELP_RATE:
            action = self.help_move
        action()
        self.events += 1
        QApplication.processEvents()
        self.tend()


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_the_monkey_cannot_break_a_game(qtbot, tmp_path, capsys, no_modal_waits, exceptions, name):
    """Hundreds of random events on one scenario: no exception reaches the event loop and nothing hangs."""
    game_id, params, kinds = SCENARIOS[name]
    colours = ("red", "blue", "green", "yellow", "purple")
    seats = [SeatSetup(f"P{i + 1}", colour, kind, None if kind == "human" else "random")
             for i, (kind, colour) in enumerate(zip(kinds, colours))]
    window = open_main_window(qtbot, tmp_path)
    monkey = Monkey(qtbot, window, GameSetup(game_id, seats, dict(params)), random.Random(name))
    with watchdog(MONKEY_DEADLINE, f"the monkey on {name}", capsys):
        monkey.start()
        while monkey.events < EVENTS_PER_SCENARIO:
            monkey.step()
            assert not exceptions, f"after {monkey.events} events:\n" + "\n".join(exceptions)
    print(f"monkey {name}: {monkey.events} events, {monkey.moves} helped moves, "
          f"{monkey.games} games, {monkey.finished} finished, {len(exceptions)} exceptions")
    window.close()
