"""The Gardens of the Alhambra in the app: the garden board, its gestures, scores and texts.

The app finds the game by ``UI_PLUGIN``; the table and its art load when the game is first shown.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from gui.games.gardens.parameter_texts import CHOICE_TEXTS, PARAMETER_TEXTS
from gui.games.plugin import GameUiPlugin, Measurement

UI_PLUGIN = GameUiPlugin(
    game_id="gardens",
    title=QT_TRANSLATE_NOOP("names", "The Gardens of the Alhambra"),
    ui="gui.games.gardens.ui:UI",
    help_pictures="gui.games.gardens.help_pictures:PICTURES",
    # Two-player games (Easy against random, Normal against Easy, Hard against Normal) and
    # four-player games of Hard against three Easy bots (a fair share would be 5 of 20).
    measurements={
        "easy": (Measurement(40, 40, "random"),),
        "normal": (Measurement(14, 20, "easy"),),
        "hard": (Measurement(11, 20, "easy", players=4), Measurement(11, 20, "normal")),
    },
    parameter_texts=PARAMETER_TEXTS,
    choice_texts=CHOICE_TEXTS,
)
