"""The interface of the fake engine game ``good``, whose module lacks the UI it names."""

from gui.games.plugin import GameUiPlugin

UI_PLUGIN = GameUiPlugin(game_id="good", title="Good", ui="tests.helpers.fake_uis.good.ui:UI")
