"""Alhambra + Granada in the app: one city of both tile sets, walls meeting moats, a market of two
tiles a space, and scores of both games.

The app finds the game by ``UI_PLUGIN``; the table and its art load when the game is first shown.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from gui.games.alhambra_granada.parameter_texts import CHOICE_TEXTS, PARAMETER_TEXTS
from gui.games.plugin import GameUiPlugin

UI_PLUGIN = GameUiPlugin(
    game_id="alhambra_granada",
    title=QT_TRANSLATE_NOOP("names", "Alhambra + Granada"),
    ui="gui.games.alhambra_granada.ui:UI",
    help_pictures="gui.games.alhambra_granada.help_pictures:PICTURES",
    parameter_texts=PARAMETER_TEXTS,
    choice_texts=CHOICE_TEXTS,
)
