"""The new-game dialog's seats: width, remembered names, Return, default level and level lines."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QPoint, QSettings, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QScrollArea  # noqa: E402

from engine.core import default_registry  # noqa: E402
from gui.dialogs.new_game import NewGameDialog  # noqa: E402
from gui.levels import computer_levels, measured_strengths  # noqa: E402

PNG_DIR = Path("/tmp/alcazaba_dialogs")
# Lines that were measured in Alhambra only.
ALHAMBRA_ONLY = ("19 of 30", "22 of 30", "179 of 200")


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)


def open_dialog(qtbot, settings, *game_ids, show=True) -> NewGameDialog:
    registry = default_registry()
    dialog = NewGameDialog([registry.get(g) for g in game_ids], computer_levels(), settings)
    qtbot.addWidget(dialog)
    if show:
        dialog.show()
        qtbot.waitExposed(dialog)
    return dialog


def choose(combo: QComboBox, data) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def right_edge_in(widget, ancestor) -> int:
    return widget.mapTo(ancestor, QPoint(widget.width(), 0)).x()


def test_the_level_column_fits_and_the_width_stays_put(qtbot, settings):
    dialog = open_dialog(qtbot, settings, "alhambra")
    scroll = dialog.findChild(QScrollArea)
    count = dialog.player_count_box()
    count.setValue(2)
    QApplication.processEvents()
    width = dialog.width()
    for players in range(2, count.maximum() + 1):
        count.setValue(players)
        QApplication.processEvents()
        assert dialog.width() == width, players
        for seat in range(1, players):
            _name, _colour, _kind, level = dialog.seat_widgets(seat)
            # Every level's line (the widest is the longest measurement) fits in the visible width.
            for index in range(level.count()):
                level.setCurrentIndex(index)
                QApplication.processEvents()
                visible = scroll.viewport().width()
                assert right_edge_in(level, scroll.viewport()) <= visible
                assert right_edge_in(dialog.level_line(seat), scroll.viewport()) <= visible
                assert right_edge_in(scroll.viewport(), dialog) <= dialog.width()
                assert dialog.width() == width
    PNG_DIR.mkdir(parents=True, exist_ok=True)
    assert dialog.grab().save(str(PNG_DIR / "new_game_6_seats.png"))


def test_a_table_of_humans_is_already_wide_enough_for_computers(qtbot, settings):
    first = open_dialog(qtbot, settings, "alhambra", show=False)
    first.player_count_box().setValue(2)
    choose(first.seat_widgets(1)[2], "human")
    first.accept()

    dialog = open_dialog(qtbot, settings, "alhambra")
    width = dialog.width()
    _name, _colour, kind, level = dialog.seat_widgets(1)
    choose(kind, "computer")
    choose(level, "hard")
    QApplication.processEvents()
    scroll = dialog.findChild(QScrollArea)
    assert dialog.width() == width
    assert right_edge_in(dialog.level_line(1), scroll.viewport()) <= scroll.viewport().width()


def test_a_typed_name_survives_kind_changes_and_reopening(qtbot, settings):
    first = open_dialog(qtbot, settings, "alhambra", show=False)
    name, _colour, kind, level = first.seat_widgets(1)
    name.clear()
    qtbot.keyClicks(name, "Bea")
    choose(kind, "human")
    assert name.text() == "Bea"
    choose(kind, "computer")
    choose(level, "hard")
    assert name.text() == "Bea"
    choose(kind, "human")
    qtbot.mouseClick(first.ok_button(), Qt.MouseButton.LeftButton)
    assert first.result() == QDialog.DialogCode.Accepted

    again = open_dialog(qtbot, settings, "alhambra", show=False)
    name, _colour, kind, level = again.seat_widgets(1)
    assert (name.text(), kind.currentData()) == ("Bea", "human")
    choose(kind, "computer")
    choose(level, "easy")
    assert name.text() == "Bea"
    # A made-up name still follows its seat's level after reopening.
    choose(again.seat_widgets(2)[3], "easy")
    assert again.seat_widgets(2)[0].text() == "Easy 3"


def test_a_cleared_name_is_made_up_again(qtbot, settings):
    dialog = open_dialog(qtbot, settings, "alhambra", show=False)
    name, _colour, kind, _level = dialog.seat_widgets(1)
    qtbot.keyClicks(name, "x")
    name.selectAll()
    qtbot.keyClick(name, Qt.Key.Key_Backspace)
    choose(kind, "human")
    assert name.text() == "Player 2"


def test_return_in_a_combo_box_or_spin_box_does_not_start_the_game(qtbot, settings):
    dialog = open_dialog(qtbot, settings, "alhambra")
    dialog.activateWindow()
    _name, colour, kind, level = dialog.seat_widgets(1)
    for widget in (kind, level, colour):
        widget.setFocus()
        qtbot.waitUntil(lambda w=widget: dialog.focusWidget() is w)
        qtbot.keyClick(widget, Qt.Key.Key_Return)
        assert dialog.isVisible()
        assert dialog.result() != QDialog.DialogCode.Accepted
        widget.hidePopup()
    count = dialog.player_count_box()
    count.setFocus()
    qtbot.waitUntil(lambda: dialog.focusWidget() in (count, count.lineEdit()))
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert dialog.isVisible()
    # Return elsewhere still starts the game.
    name = dialog.seat_widgets(0)[0]
    name.setFocus()
    qtbot.waitUntil(lambda: dialog.focusWidget() is name)
    qtbot.keyClick(name, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_a_new_computer_seat_is_normal(qtbot, settings):
    dialog = open_dialog(qtbot, settings, "alhambra", show=False)
    dialog.player_count_box().setValue(6)
    assert [seat.level for seat in dialog.setup().seats[1:]] == ["normal"] * 5
    choose(dialog.seat_widgets(0)[2], "computer")
    assert dialog.setup().seats[0].level == "normal"
    assert dialog.seat_widgets(0)[0].text() == "Normal 1"


def test_each_game_shows_its_own_measurements(qtbot, settings):
    dialog = open_dialog(qtbot, settings, "alhambra", "alcazar", show=False)
    _name, _colour, _kind, level = dialog.seat_widgets(1)
    choose(level, "hard")
    assert "22 of 30" in dialog.level_line(1).text()

    choose(dialog.game_chooser(), "alcazar")
    _name, _colour, _kind, level = dialog.seat_widgets(1)
    lines = {}
    for index in range(level.count()):
        level.setCurrentIndex(index)
        lines[level.currentData()] = (dialog.level_line(1).text(), level.toolTip())
    for level_id, (line, tooltip) in lines.items():
        assert line, level_id
        assert not any(figure in line or figure in tooltip for figure in ALHAMBRA_ONLY), level_id
    assert "79 of 100" in lines["hard"][0]
    assert "25 of 40" in lines["hard"][1]
    assert "40 of 40" in lines["easy"][0]
    # Normal was not measured in Alcazar: it is described, without figures.
    assert "normal" not in measured_strengths("alcazar")
    assert not any(ch.isdigit() for ch in lines["normal"][0])


def test_human_seats_show_no_level(qtbot, settings):
    dialog = open_dialog(qtbot, settings, "alhambra")
    human = dialog.seat_widgets(0)
    computer = dialog.seat_widgets(1)
    assert human[2].currentData() == "human"
    assert not human[3].isVisible()
    assert not dialog.level_line(0).isVisible()
    assert computer[3].isVisible()
    # The columns stay aligned: the player combos line up whether or not a level follows.
    assert human[2].mapTo(dialog, QPoint()).x() == computer[2].mapTo(dialog, QPoint()).x()
    choose(computer[2], "human")
    assert not computer[3].isVisible()
    assert not dialog.level_line(1).isVisible()
    choose(human[2], "computer")
    assert human[3].isVisible()
    assert dialog.level_line(0).isVisible()
