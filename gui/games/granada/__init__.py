"""Granada in the app: the table of double-sided tiles, moats, market and money, Juan, its
scores, texts and dialogs.

The app finds the game by ``UI_PLUGIN``; the table and its art load when the game is first shown.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from gui.games.granada.parameter_texts import CHOICE_TEXTS, PARAMETER_TEXTS
from gui.games.plugin import GameUiPlugin

UI_PLUGIN = GameUiPlugin(
    game_id="granada",
    title=QT_TRANSLATE_NOOP("names", "Granada"),
    ui="gui.games.granada.ui:UI",
    parameter_texts=PARAMETER_TEXTS,
    choice_texts=CHOICE_TEXTS,
)
