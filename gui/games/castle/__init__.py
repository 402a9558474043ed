"""A Castle for All Seasons in the app: the castle board, the character cards, their gestures,
scores and texts.

The app finds the game by ``UI_PLUGIN``; the table and its art load when the game is first shown.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from gui.games.castle.parameter_texts import CHOICE_TEXTS, PARAMETER_TEXTS
from gui.games.plugin import GameUiPlugin, Measurement

UI_PLUGIN = GameUiPlugin(
    game_id="castle",
    title=QT_TRANSLATE_NOOP("names", "A Castle for All Seasons"),
    ui="gui.games.castle.ui:UI",
    help_pictures="gui.games.castle.help_pictures:PICTURES",
    # Two-player summer games: Easy against the random player, Normal and Hard against Easy.
    measurements={
        "easy": (Measurement(20, 20, "random"),),
        "normal": (Measurement(8, 10, "easy"),),
        "hard": (Measurement(10, 10, "easy"),),
    },
    parameter_texts=PARAMETER_TEXTS,
    choice_texts=CHOICE_TEXTS,
)
