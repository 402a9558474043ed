"""The app finds each game's interface by its UI plug-in; a broken one is named on the start page
with what is wrong, and the other games are offered as usual."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, Qt  # noqa: E402

from engine.core import GameRegistry, default_registry  # noqa: E402
from gui.games import available_games, discover_uis, load_ui, playable_games, shipped_uis  # noqa: E402
from gui.i18n_names import game_title  # noqa: E402
from gui.levels import measured_strengths  # noqa: E402
from gui.main_window import MainWindow  # noqa: E402

WITH_FAKE_UIS = ("gui.games", "tests.helpers.fake_uis")
FAKE = "tests.helpers.fake_uis"

# game -> what its interface's problem must say
BROKEN_UIS = {
    "broken_import": f"importing {FAKE}.broken_import failed (ModuleNotFoundError: No module named 'gui.games.no_such_module')",
    "missing_module": f"the module of its ui, {FAKE}.missing_module.ui, does not exist",
    "good": f"{FAKE}.good.ui has no member 'UI'",
    "orphan": "the app has a table for it, but the engine has no such game",
}


def test_every_game_of_the_engine_has_its_interface():
    """Every game whose plug-in promises a table has one (a game still without one says so)."""
    registry = default_registry()
    assert set(playable_games()) == {g for g in registry.ids() if registry.plugin(g).table}
    assert shipped_uis().problems == ()
    for game_id in playable_games():
        assert load_ui(game_id).game_id == game_id


def test_titles_and_measurements_come_from_the_plugins():
    assert (game_title("alhambra"), game_title("game.alcazar")) == ("Alhambra", "Alcazar")
    assert game_title("granada") == "Granada"
    assert game_title("carcassonne") == "Carcassonne"  # a game this version lacks reads as its id
    assert measured_strengths("alhambra")["normal"] == ["Wins 19 of 30 two-player games against Easy."]
    assert measured_strengths("chess") == {}


def test_broken_interfaces_are_named_and_the_others_shown(monkeypatch, qtbot, tmp_path):
    found = discover_uis(WITH_FAKE_UIS)
    monkeypatch.setattr("gui.games.shipped_uis", lambda: found)
    registry = GameRegistry.discover(("engine", "tests.helpers.fake_games"))
    games, problems = available_games(registry)
    assert games == ["alhambra", "granada", "alhambra_granada", "alcazar", "gardens", "castle"]  # "good" loads in the engine, but its interface does not
    named = {problem.game: str(problem) for problem in problems}
    for game, missing in BROKEN_UIS.items():
        assert missing in named[game], named[game]
    # The engine's broken games are named too.
    assert {"bad_data", "missing_function", "missing_member", "not_a_plugin", "missing_module"} <= set(named)

    window = MainWindow(registry, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), tmp_path / "data")
    qtbot.addWidget(window)
    page = window.start_page
    assert page.games == ["alhambra", "granada", "alhambra_granada", "alcazar", "gardens", "castle"]
    assert [page.list.item(row).data(Qt.ItemDataRole.UserRole) for row in range(page.list.count())] == ["alhambra", "granada", "alhambra_granada", "alcazar", "gardens", "castle"]
    assert not page.broken_games.isHidden()
    note = page.broken_games.text()
    for game, missing in BROKEN_UIS.items():
        assert f"game '{game}'" in note and missing in note


def test_the_start_page_says_nothing_when_every_game_loads(window):
    assert window.start_page.games == ["alhambra", "granada", "alhambra_granada", "alcazar", "gardens", "castle"]
    assert window.start_page.broken_games.isHidden()
