"""An interface for a game the engine does not have."""

from gui.games.plugin import GameUiPlugin

UI_PLUGIN = GameUiPlugin(game_id="orphan", title="Orphan", ui="tests.helpers.fake_uis.good.ui:UI")
