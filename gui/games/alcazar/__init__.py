"""Alcazar in the app: the board scene, its gestures, scores and texts.

The app finds the game by ``UI_PLUGIN``; the table and its art load when the game is first shown.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from gui.games.alcazar.parameter_texts import CHOICE_TEXTS, PARAMETER_TEXTS
from gui.games.plugin import GameUiPlugin, Measurement

UI_PLUGIN = GameUiPlugin(
    game_id="alcazar",
    title=QT_TRANSLATE_NOOP("names", "Alcazar"),
    ui="gui.games.alcazar.ui:UI",
    help_pictures="gui.games.alcazar.help_pictures:PICTURES",
    # Two-player games against random and Easy, and four-player games against three Easy bots.
    measurements={
        "easy": (Measurement(40, 40, "random"),),
        "hard": (Measurement(79, 100, "easy"), Measurement(25, 40, "easy", players=4)),
    },
    parameter_texts=PARAMETER_TEXTS,
    choice_texts=CHOICE_TEXTS,
)
