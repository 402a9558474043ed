"""Player names are shown exactly as typed, even when they look like HTML.

Qt reads a label (AutoText), a tooltip or a rich-text document as HTML when
``Qt.mightBeRichText`` says so. Each test collects every text the window shows (labels,
widget, item and scene tooltips, table and list cells, the status bar) and checks that each
one holding a name shows that name literally, neither interpreted nor escaped twice.
"""

from __future__ import annotations

import html
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6 import QtGui  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QTextDocument  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QGraphicsTextItem,
    QLabel,
    QListWidget,
    QTableWidget,
    QTreeWidget,
    QWidget,
)

from engine.ai import RandomBot  # noqa: E402
from gui.dialogs.standings import FinalStandingsDialog  # noqa: E402
from gui.games.tilecity.scoring import ScoringDialog  # noqa: E402
from gui.dialogs.setup_model import COMPUTER, HUMAN, GameSetup, SeatSetup  # noqa: E402
from gui.games import load_ui, ui_plugin  # noqa: E402
from gui.plain_text import escaped, plain_label, plain_tooltip  # noqa: E402

NAMES = ("<b>Bold</b>", "<i>x</i>&amp;", '<img src="x">')
COLOURS = ("red", "blue", "green", "yellow")
PARAMS = {"alhambra": {}, "alcazar": {"startPlayer": "first"}, "granada": {}, "alhambra_granada": {}, "gardens": {}, "castle": {"startPlayer": "first"}}
# Random moves to the middle of a game (the default suits the long games; a Gardens game has 36).
MIDDLE = {"gardens": 10, "castle": 30}
GAMES = sorted(game_id for game_id in PARAMS if ui_plugin(game_id) is not None)  # a game may land engine first


def rendered(text: str, rich: bool) -> str:
    """What Qt shows of ``text``: as it is, or as its rich-text document reads."""
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def tooltip_shown(tip: str) -> str:
    """What a tooltip shows: Qt reads it as rich text when it looks like rich text."""
    return rendered(tip, QtGui.Qt.mightBeRichText(tip))


def label_shown(label: QLabel) -> str:
    """What a label shows, by its text format."""
    text_format = label.textFormat()
    rich = text_format == Qt.TextFormat.RichText or (
        text_format == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(label.text()))
    return rendered(label.text(), rich)


def _item_texts(where: str, item) -> list[tuple[str, str, str]]:
    """A cell or header item's text (always plain) and its tooltip."""
    found = []
    if item is not None:
        found.append((f"{where} text", item.text(), item.text()))
        if item.toolTip():
            found.append((f"{where} tooltip", item.toolTip(), tooltip_shown(item.toolTip())))
    return found


def shown_texts(root: QWidget, scene=None) -> list[tuple[str, str, str]]:
    """(where, raw text, text as shown) of everything ``root`` and ``scene`` show."""
    found: list[tuple[str, str, str]] = []
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        kind = type(widget).__name__
        if isinstance(widget, QLabel):
            found.append((f"{kind} {widget.objectName()!r}", widget.text(), label_shown(widget)))
        if widget.toolTip():
            found.append((f"{kind} tooltip", widget.toolTip(), tooltip_shown(widget.toolTip())))
        if isinstance(widget, QTableWidget):
            for row in range(widget.rowCount()):
                found += _item_texts(f"{kind} row header {row}", widget.verticalHeaderItem(row))
                for column in range(widget.columnCount()):
                    found += _item_texts(f"{kind} cell {row},{column}", widget.item(row, column))
            for column in range(widget.columnCount()):
                found += _item_texts(f"{kind} column header {column}", widget.horizontalHeaderItem(column))
        elif isinstance(widget, QListWidget):
            for row in range(widget.count()):
                found += _item_texts(f"{kind} row {row}", widget.item(row))
        elif isinstance(widget, QTreeWidget):
            for row in range(widget.topLevelItemCount()):
                item = widget.topLevelItem(row)
                for column in range(item.columnCount()):
                    found.append((f"{kind} row {row}", item.text(column), item.text(column)))
                    if item.toolTip(column):
                        found.append((f"{kind} row {row} tooltip", item.toolTip(column), tooltip_shown(item.toolTip(column))))
    if scene is not None:
        for item in scene.items():
            kind = type(item).__name__
            if item.toolTip():
                found.append((f"scene {kind} tooltip", item.toolTip(), tooltip_shown(item.toolTip())))
            if isinstance(item, QGraphicsTextItem):
                found.append((f"scene {kind}", item.toHtml(), item.toPlainText()))
    return found


def check_literal(texts: list[tuple[str, str, str]], names=NAMES) -> dict[str, int]:
    """Fail on any text holding a name that does not show it literally; how many show each name."""
    problems = []
    counts = dict.fromkeys(names, 0)
    for where, raw, shown in texts:
        for name in names:
            forms = {html.escape(name), html.escape(name, quote=False)} - {name}
            if name not in raw and name not in shown and not any(form in raw for form in forms):
                continue
            if name not in shown:
                problems.append(f"{where}: {name!r} shows as {shown!r} (text {raw!r})")
            elif any(form in shown for form in forms):
                problems.append(f"{where}: {name!r} shows escaped: {shown!r}")
            else:
                counts[name] += 1
    assert not problems, "\n".join(problems)
    return counts


def window_texts(window) -> list[tuple[str, str, str]]:
    """Every text of the window, its open dialogs and the table, plus the status bar's message."""
    scene = window.table.scene if window.table is not None else None
    message = window.statusBar().currentMessage()
    return shown_texts(window, scene) + [("status bar message", message, message)]


def start(window, game_id: str, kinds=(HUMAN, HUMAN, HUMAN)) -> None:
    seats = [SeatSetup(name, colour, kind, None if kind == HUMAN else "random")
             for name, colour, kind in zip(NAMES, COLOURS, kinds)]
    window.start_game(GameSetup(game_id, seats, PARAMS[game_id]), seed=5)
    assert window.session is not None


def accept_pass_screen(window) -> None:
    """Check the pass screen's text, then hand the screen on."""
    if window.pages.currentWidget() is not window.pass_screen:
        return
    name = window.session.players[window.session.state.current_player].name
    assert name in label_shown(window.pass_screen.label)
    check_literal(shown_texts(window.pass_screen))
    QTest.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)


def jump(window, state) -> None:
    """Show ``state`` as the game's position (as a loaded game would)."""
    window.session.state = state
    window.session.changed.emit()
    accept_pass_screen(window)


def played_on(state, moves: int | None, seed: int = 3) -> tuple[object, list]:
    """A copy of ``state`` played on by random moves (to the end if ``moves`` is None), and the events."""
    state = state.clone()
    bot = RandomBot(seed)
    events = []
    while not state.is_terminal and (moves is None or moves > 0):
        events += state.apply(bot.choose(state))
        moves = None if moves is None else moves - 1
    return state, events


@pytest.mark.parametrize("game_id", GAMES)
def test_names_show_literally_all_game_long(window, qtbot, game_id):
    start(window, game_id)
    session = window.session
    ui = load_ui(game_id)
    accept_pass_screen(window)
    counts = check_literal(window_texts(window))
    assert all(counts.values()), f"every name should be on show at the start: {counts}"

    # A few turns played at the table: log lines, status line, pass screens.
    bot = RandomBot(1)
    for _ in range(12):
        accept_pass_screen(window)
        assert session.apply(bot.choose(session.state.clone())) is None
    accept_pass_screen(window)
    check_literal(window_texts(window))
    log = [window.log.item(row).text() for row in range(window.log.count())]
    assert all(name in log[0] for name in NAMES), log[0]

    # Later in the game: cities and castles with nobles, tooltips naming their owners.
    middle, _events = played_on(session.state, MIDDLE.get(game_id, 120))
    jump(window, middle)
    check_literal(window_texts(window))
    if game_id == "alcazar":
        # The players' lines and the nobles on the board name their owners in tooltips.
        counts = check_literal(shown_texts(QWidget(), window.table.scene))
        assert all(counts.values()) and sum(counts.values()) > len(NAMES), counts

    # The end: the score dock, the scoring breakdowns and the final standings.
    names = [p.name for p in session.players]
    final, events = played_on(middle, None)
    jump(window, final)
    dialogs = [ui.dialog_for_event(event, session, names, window) for event in events]
    dialogs = [d for d in dialogs if d is not None]
    assert any(isinstance(d, FinalStandingsDialog) for d in dialogs)
    for dialog in dialogs:
        dialog.show()
        counts = check_literal(shown_texts(dialog))
        assert all(counts.values()), f"{type(dialog).__name__} should show every name: {counts}"
    check_literal(window_texts(window))
    for dialog in dialogs:
        dialog.close()


def test_a_computer_name_shows_literally_while_it_thinks(window, qtbot):
    start(window, "alcazar", kinds=(COMPUTER, HUMAN))
    message = window.statusBar().currentMessage()
    assert NAMES[0] in message  # the status bar paints its message as plain text
    qtbot.waitUntil(lambda: window.session.state.current_player == 1, timeout=10_000)
    check_literal(window_texts(window))


def test_final_standings_show_shared_winners_literally(qtbot):
    dialog = FinalStandingsDialog(list(NAMES), [40, 40, 12], [0, 1], neutral=("<u>Dirk</u>", 50))
    qtbot.addWidget(dialog)
    counts = check_literal(shown_texts(dialog), names=NAMES + ("<u>Dirk</u>",))
    assert counts[NAMES[0]] >= 2 and counts[NAMES[2]] >= 1  # the headline and the name column


def test_scoring_tooltips_show_names_literally(qtbot):
    breakdown = {
        "round": 1, "participants": [0, 1, 2],
        "types": [{"type": "garden", "counts": [2, 2, 0], "places": [1, 1, None], "points": [3, 3, 0]}],
        "walls": [4, 0, 1], "points": [7, 3, 1], "totals": [7, 3, 1],
    }
    dialog = ScoringDialog(breakdown, list(NAMES))
    qtbot.addWidget(dialog)
    counts = check_literal(shown_texts(dialog))
    assert all(count >= 3 for count in counts.values()), counts  # header, type cell and wall cell


def test_plain_text_helpers(qapp):
    for name in NAMES + ("&lt;b&gt;", "Ana", "a\n<b>b</b>"):
        assert tooltip_shown(plain_tooltip(name)) == name
        assert rendered(f"<p>{escaped(name)}</p>", True) == name.replace("\n", " ")
        assert label_shown(plain_label(name)) == name
    assert plain_tooltip("Ana") == "Ana"  # ordinary text keeps Qt's plain tooltip
