"""The new-game, scoring and final-standings dialogs, driven through their widgets (offscreen)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QPoint, QSettings, Qt  # noqa: E402
from PySide6.QtGui import QPixmap  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QLineEdit,
    QListWidget,
    QSpinBox,
    QToolButton,
)

from engine.core import ActionSet, Game, Parameter, default_registry  # noqa: E402
from gui.dialogs.new_game import NewGameDialog  # noqa: E402
from gui.dialogs.param_texts import choice_text, param_text  # noqa: E402
from gui.dialogs.standings import FinalStandingsDialog  # noqa: E402
from gui.games.tilecity.scoring import ScoringDialog  # noqa: E402
from gui.dialogs.setup_model import PLAYER_COLOURS, GameSetup, SeatSetup  # noqa: E402
from gui.i18n_names import building_name, currency_name, tile_name  # noqa: E402

LEVELS = [
    ("random", "Random", "Plays any legal move, picked at random."),
    ("greedy", "Greedy", "Takes the move that scores best right now."),
]
PNG_DIR = Path("/tmp/alcazaba_dialogs")
WIDGET_FOR_TYPE = {
    "bool": QCheckBox,
    "choice": QComboBox,
    "int": QSpinBox,
    "permutation": QListWidget,
    "int_list": QLineEdit,
}


class ToyGame(Game):
    """A made-up game with only basic (not advanced) options: no code in the dialog knows it."""

    id = "toy"
    title_key = "game.toy"
    min_players = 2
    max_players = 4

    def __init__(self) -> None:
        super().__init__(
            (
                Parameter("quickStart", "bool", False, "param.quickStart", "param.quickStart.help"),
                Parameter("rounds", "int", 3, "param.rounds", "param.rounds.help", minimum=1, maximum=5),
                Parameter("seatOrder", "permutation", ("north", "south"), "param.seatOrder",
                          "param.seatOrder.help", choices=("north", "south")),
            ),
            ActionSet([]),
        )

    def _new_state(self, players, params, seed):
        raise NotImplementedError

    def state_from_position(self, position):
        raise NotImplementedError


@pytest.fixture(scope="module")
def game():
    return default_registry().get("alhambra")


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def dialog(qtbot, game, settings):
    dlg = NewGameDialog([game], LEVELS, settings)
    qtbot.addWidget(dlg)
    return dlg


def choose(combo: QComboBox, data) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def save_png(widget, name: str) -> Path:
    PNG_DIR.mkdir(parents=True, exist_ok=True)
    path = PNG_DIR / name
    QApplication.processEvents()  # let pending layout and scroll-bar updates land first
    assert widget.grab().save(str(path))
    return path


def scoring_event(state, action: str) -> dict:
    events = [e for e in state.apply(action) if e.kind == "scoring"]
    assert len(events) == 1
    return events[0].data


@pytest.fixture
def three_player_round_1(game):
    """Round 1 scored by the engine: ties for gardens and towers, Ben third in towers."""
    state = game.state_from_position({
        "game": "alhambra", "players": 3,
        "seats": [
            {"hand": ["b1"], "city": {"1,0": "tower-11a", "2,0": "tower-12", "-1,0": "garden-11", "0,1": "pavilion-6"}},
            {"city": {"1,0": "tower-11b", "-1,0": "garden-10c"}},
            {"city": {"1,0": "tower-11c", "2,0": "tower-13", "0,-1": "garden-12"}},
        ],
        "display": ["o3", None, "g5", "y8"], "deck": ["b4", "A", "y7"],
    })
    return scoring_event(state, "take cards=o3")


@pytest.fixture
def two_player_round_2(game):
    """Round 2 of a two-player game scored by the engine, with Dirk taking part."""
    state = game.state_from_position({
        "game": "alhambra", "players": 2, "rounds_scored": [1],
        "seats": [
            {"hand": ["b1"], "score": 14, "city": {"1,0": "tower-11a", "0,1": "pavilion-6", "-1,0": "garden-11"}},
            {"score": 9, "city": {"1,0": "tower-11b", "-1,0": "garden-10a"}},
        ],
        "dirk": ["tower-9a", "garden-6", "pavilion-3", "pavilion-4"], "dirk_score": 7,
        "display": ["o3", None, "g5", "y8"], "deck": ["b4", "B", "y7"],
    })
    return scoring_event(state, "take cards=o3")


# ----- new game ------------------------------------------------------------------------------


def test_a_widget_is_generated_for_every_parameter(dialog, game):
    for param in game.parameters:
        widget = dialog.parameter_widget(param.key)
        assert isinstance(widget, WIDGET_FOR_TYPE[param.type]), param.key
        assert widget.toolTip(), f"{param.key} has no help tooltip"
    order = dialog.parameter_widget("marketCurrencyOrder")
    assert order.dragDropMode() == QListWidget.DragDropMode.InternalMove
    assert dialog.parameter_widget("twoPlayerMoneyCopies").minimum() == 2
    assert dialog.parameter_widget("twoPlayerMoneyCopies").maximum() == 3


def test_defaults_are_a_valid_table(dialog, game):
    assert dialog.problem() == ""
    assert dialog.ok_button().isEnabled()
    setup = dialog.setup()
    assert isinstance(setup, GameSetup)
    assert setup.game_id == "alhambra"
    assert setup.seats == [
        SeatSetup("Player 1", "red", "human", None),
        SeatSetup("Greedy 2", "blue", "computer", "greedy"),
        SeatSetup("Greedy 3", "green", "computer", "greedy"),
    ]
    assert setup.params == game.resolve_params(3, {})


def test_widget_changes_reach_the_setup(qtbot, dialog):
    dialog.show()
    qtbot.waitExposed(dialog)
    choose(dialog.parameter_widget("wallMetric"), "bgaSimplePath")
    dialog.parameter_widget("twoPlayerMoneyCopies").setValue(3)
    dialog.advanced_toggle().click()
    box = dialog.parameter_widget("neutralCanWin")
    # On the box itself: a check box only reacts to clicks on its indicator and text.
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, box.height() // 2))
    order = dialog.parameter_widget("marketCurrencyOrder")
    order.setCurrentRow(2)
    up = next(b for b in dialog.findChildren(QToolButton) if b.toolTip() == "Move up")
    qtbot.mouseClick(up, Qt.MouseButton.LeftButton)
    params = dialog.setup().params
    assert params["wallMetric"] == "bgaSimplePath"
    assert params["twoPlayerMoneyCopies"] == 3
    assert params["neutralCanWin"] is True
    assert params["marketCurrencyOrder"] == ("YELLOW", "BLUE", "GREEN", "ORANGE")
    # A drag-and-drop reorder is a model row move; it must count as a change too.
    order.model().moveRow(order.rootIndex(), 3, order.rootIndex(), 0)
    assert dialog.setup().params["marketCurrencyOrder"] == ("ORANGE", "YELLOW", "BLUE", "GREEN")


def test_impossible_parameters_are_refused_inline(qtbot, dialog):
    choose(dialog.parameter_widget("startPlayerFinalTiebreak"), "youngest")
    assert "ages" in dialog.problem()
    assert "startPlayerFinalTiebreak" not in dialog.problem()  # keys are shown as their labels
    assert not dialog.ok_button().isEnabled()
    assert dialog.problem_label().isVisibleTo(dialog)
    assert dialog.problem_label().text() == dialog.problem()
    with pytest.raises(ValueError):
        dialog.setup()
    ages = dialog.parameter_widget("playerAges")
    ages.setText("34, 9")
    assert "one age per player" in dialog.problem()
    ages.setText("34, 9, x")
    assert "whole number" in dialog.problem()
    ages.setText("34, 9, 41")
    assert dialog.problem() == ""
    assert dialog.ok_button().isEnabled()
    assert dialog.setup().params["playerAges"] == (34, 9, 41)


def test_bad_seats_are_refused_inline(dialog):
    name, colour, _kind, _level = dialog.seat_widgets(1)
    name.setText(" player 1 ")
    assert "same name" in dialog.problem()
    assert not dialog.ok_button().isEnabled()
    name.setText("")
    assert dialog.problem() == "Seat 2 needs a name."
    name.setText("Ben")
    assert dialog.ok_button().isEnabled()
    choose(colour, "red")
    assert "colour" in dialog.problem()
    assert not dialog.ok_button().isEnabled()
    choose(colour, "purple")
    assert dialog.ok_button().isEnabled()


def test_all_computer_tables_are_allowed(dialog):
    _name, _colour, kind, _level = dialog.seat_widgets(0)
    choose(kind, "computer")
    assert dialog.problem() == ""
    assert all(seat.kind == "computer" for seat in dialog.setup().seats)


def test_computer_seats_follow_their_level_until_renamed(qtbot, dialog):
    name, _colour, kind, level = dialog.seat_widgets(1)
    choose(level, "random")
    assert name.text() == "Random 2"
    assert level.toolTip() == LEVELS[0][2]
    choose(kind, "human")
    assert name.text() == "Player 2"
    assert not level.isEnabled()
    assert not level.isVisibleTo(dialog)
    choose(kind, "computer")
    assert level.isEnabled()
    assert level.isVisibleTo(dialog)
    name.clear()
    qtbot.keyClicks(name, "Hal")
    choose(level, "greedy")
    assert name.text() == "Hal"


def test_player_count_follows_the_game(dialog, game):
    count = dialog.player_count_box()
    assert (count.minimum(), count.maximum()) == (game.min_players, game.max_players)
    count.setValue(6)
    setup = dialog.setup()
    assert len(setup.seats) == 6
    assert sorted(seat.colour for seat in setup.seats) == sorted(PLAYER_COLOURS)
    count.setValue(2)
    assert [seat.name for seat in dialog.setup().seats] == ["Player 1", "Greedy 2"]


def test_the_last_setup_is_remembered(qtbot, game, settings):
    first = NewGameDialog([game], LEVELS, settings)
    qtbot.addWidget(first)
    first.player_count_box().setValue(4)
    name, colour, kind, _level = first.seat_widgets(0)
    name.setText("Ana")
    choose(colour, "orange")
    name, _colour, kind, _level = first.seat_widgets(3)
    choose(kind, "human")
    choose(first.parameter_widget("endTrigger"), "bagEmpty")
    choose(first.parameter_widget("startPlayerFinalTiebreak"), "youngest")
    first.parameter_widget("playerAges").setText("40, 3, 3, 12")
    expected = first.setup()
    qtbot.mouseClick(first.ok_button(), Qt.MouseButton.LeftButton)
    assert first.result() == QDialog.DialogCode.Accepted

    second = NewGameDialog([game], LEVELS, settings)
    qtbot.addWidget(second)
    assert second.setup() == expected
    # The remembered name that is still a made-up default keeps following its level.
    choose(second.seat_widgets(1)[3], "random")
    assert second.seat_widgets(1)[0].text() == "Random 2"

    second.reset_to_defaults()
    assert second.setup().params == game.resolve_params(3, {})
    assert second.setup().seats[0].name == "Player 1"


def test_unreadable_settings_fall_back_to_defaults(qtbot, game, settings):
    settings.setValue("new_game/alhambra/seats", "[{not json")
    settings.setValue("new_game/alhambra/params", '{"wallMetric": "sideways", "noSuchParam": 1}')
    dlg = NewGameDialog([game], LEVELS, settings)
    qtbot.addWidget(dlg)
    assert dlg.problem() == ""
    assert dlg.setup().params == game.resolve_params(3, {})


def test_advanced_options_are_folded_away(qtbot, dialog):
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.advanced_toggle().isChecked()
    assert not dialog.advanced_section().isVisible()
    assert not dialog.parameter_widget("wallMetric").isVisible()
    qtbot.mouseClick(dialog.advanced_toggle(), Qt.MouseButton.LeftButton)
    assert dialog.advanced_section().isVisible()
    assert dialog.parameter_widget("wallMetric").isVisible()


def test_one_game_hides_the_chooser(dialog):
    assert not dialog.game_chooser().isVisibleTo(dialog)


def test_switching_games_regenerates_the_options(qtbot, game, settings):
    dlg = NewGameDialog([game, ToyGame()], LEVELS, settings)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    chooser = dlg.game_chooser()
    assert chooser.isVisible()
    choose(chooser, "toy")
    assert dlg.game().id == "toy"
    assert dlg.player_count_box().maximum() == 4
    with pytest.raises(KeyError):
        dlg.parameter_widget("wallMetric")
    # Basic options are shown directly; there is nothing advanced to unfold.
    assert dlg.parameter_widget("rounds").isVisible()
    assert not dlg.advanced_toggle().isVisible()
    dlg.parameter_widget("rounds").setValue(5)
    setup = dlg.setup()
    assert setup.game_id == "toy"
    assert setup.params == {"quickStart": False, "rounds": 5, "seatOrder": ("north", "south")}
    save_png(dlg, "new_game_two_games.png")
    qtbot.mouseClick(dlg.ok_button(), Qt.MouseButton.LeftButton)

    again = NewGameDialog([game, ToyGame()], LEVELS, settings)
    qtbot.addWidget(again)
    assert again.game().id == "toy"  # the last game played is offered first
    assert again.setup().params["rounds"] == 5


def test_new_game_dialog_renders(qtbot, dialog):
    dialog.show()
    qtbot.waitExposed(dialog)
    save_png(dialog, "new_game.png")
    dialog.advanced_toggle().click()
    choose(dialog.parameter_widget("startPlayerFinalTiebreak"), "youngest")
    path = save_png(dialog, "new_game_advanced.png")
    assert not QPixmap(str(path)).isNull()


# ----- scoring ---------------------------------------------------------------------------------


def test_scoring_dialog_shows_a_three_player_round(qtbot, three_player_round_1):
    data = three_player_round_1
    dlg = ScoringDialog(data, ["Ana", "Ben", "Cid"])
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == "Scoring round 1"
    table = dlg.table
    assert [table.horizontalHeaderItem(c).text() for c in range(3)] == ["Ana", "Ben", "Cid"]
    assert [dlg.row_label(r) for r in range(6)] == [building_name(t["type"]) for t in data["types"]]
    tower = [t["type"] for t in data["types"]].index("tower")
    assert dlg.cell_text(tower, 0) == "2 · tied 1st · +3"
    assert dlg.cell_text(tower, 1) == "1 · 3rd · +0"
    assert dlg.cell_text(1, 0) == "—"  # no seraglio
    assert dlg.row_label(6) == "Longest outer wall"
    assert dlg.cell_text(6, 0) == f"{data['walls'][0]} → +{data['walls'][0]}"
    assert [dlg.cell_text(7, c) for c in range(3)] == [f"+{p}" for p in data["points"]]
    assert [dlg.cell_text(8, c) for c in range(3)] == [str(t) for t in data["totals"]]
    # Points earned stand out in bold, not only in colour.
    assert table.item(tower, 0).font().bold()
    assert not table.item(tower, 1).font().bold()
    dlg.show()
    qtbot.waitExposed(dlg)
    save_png(dlg, "scoring_3p.png")


def test_scoring_dialog_shows_dirk(qtbot, two_player_round_2):
    data = two_player_round_2
    assert data["participants"] == [0, 1, "dirk"]
    dlg = ScoringDialog(data, ["Ana", "Ben"], neutral_name="Dirk")
    qtbot.addWidget(dlg)
    assert dlg.table.horizontalHeaderItem(2).text() == "Dirk"
    assert dlg.cell_text(6, 2) == "—"  # Dirk never scores walls
    assert dlg.cell_text(7, 2) == f"+{data['dirk_points']}"
    assert dlg.cell_text(8, 2) == str(data["dirk_total"])
    pavilion = [t["type"] for t in data["types"]].index("pavilion")
    assert dlg.cell_text(pavilion, 2) == "2 · 1st · +8"
    dlg.show()
    qtbot.waitExposed(dlg)
    save_png(dlg, "scoring_2p_dirk.png")


def test_scoring_dialog_accepts_a_preview_without_totals(qtbot, game):
    """``score_breakdown`` (a preview, not the event) has no totals: the total row is left out."""
    state = game.new_state(2, seed=3)
    data = state.score_breakdown(2)
    dlg = ScoringDialog(data, ["Ana", "Ben"])
    qtbot.addWidget(dlg)
    assert dlg.table.columnCount() == 3
    assert dlg.table.rowCount() == 6 + 2
    assert dlg.table.horizontalHeaderItem(2).text() == "Dirk"


def test_scoring_dialog_shows_building_icons(qtbot, three_player_round_1):
    dlg = ScoringDialog(three_player_round_1, ["Ana", "Ben", "Cid"])
    qtbot.addWidget(dlg)
    assert not dlg.table.verticalHeaderItem(0).icon().isNull()


def test_final_standings_show_a_shared_victory(qtbot):
    dlg = FinalStandingsDialog(["Ana", "Ben", "Cid", "Dora"], [95, 88, 95, 60], [0, 2], neutral=("Dirk", 70))
    qtbot.addWidget(dlg)
    assert "Ana and Cid share the victory" in dlg.headline.text()
    assert [(place, name) for place, _text, name, _score in dlg.rows] == [
        (1, "Ana"), (1, "Cid"), (3, "Ben"), (4, "Dora")]
    assert dlg.rows[0][1] == "tied 1st"
    assert "Dirk" in dlg.neutral_label.text() and "70" in dlg.neutral_label.text()
    assert all(name != "Dirk" for _p, _t, name, _s in dlg.rows)
    dlg.show()
    qtbot.waitExposed(dlg)
    save_png(dlg, "final_standings.png")
    assert not dlg.wants_new_game
    qtbot.mouseClick(dlg.new_game_button, Qt.MouseButton.LeftButton)
    assert dlg.wants_new_game
    assert dlg.result() == QDialog.DialogCode.Accepted


def test_final_standings_single_winner_and_close(qtbot):
    dlg = FinalStandingsDialog(["Ana", "Ben"], [40, 52], [1])
    qtbot.addWidget(dlg)
    assert dlg.headline.text() == "Ben wins with 52 points!"
    qtbot.mouseClick(dlg.close_button, Qt.MouseButton.LeftButton)
    assert not dlg.wants_new_game
    assert dlg.result() == QDialog.DialogCode.Rejected


# ----- names -----------------------------------------------------------------------------------


def test_component_names(qapp):
    assert building_name("seraglio") == "Seraglio"
    assert building_name("building.tower") == "Tower"
    assert currency_name("BLUE") == "Denar"
    assert currency_name("YELLOW") == "Florin"
    assert tile_name("garden-8a") == "Garden 8"
    assert tile_name("tower-13") == "Tower 13"
    assert tile_name("fountain") == "Lion fountain"


def test_parameter_texts_have_readable_fallbacks(qapp):
    assert param_text("param.wallMetric") == "Longest wall"
    assert param_text("param.someNewOption") == "Some new option"
    assert param_text("param.someNewOption.help") == ""
    assert choice_text("endTrigger", "bagEmpty") == "Bag is empty"
    assert choice_text("someNewOption", "fastAndLoose") == "Fast and loose"
