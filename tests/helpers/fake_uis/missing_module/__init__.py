"""An interface whose ui module does not exist."""

from gui.games.plugin import GameUiPlugin

UI_PLUGIN = GameUiPlugin(game_id="missing_module", title="Missing module", ui="tests.helpers.fake_uis.missing_module.ui:UI")
