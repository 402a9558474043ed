"""Alhambra in the app: the table of cities, market and money, its scores, texts and dialogs.

The app finds the game by ``UI_PLUGIN``; the table and its art load when the game is first shown.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from gui.games.alhambra.parameter_texts import CHOICE_TEXTS, PARAMETER_TEXTS
from gui.games.plugin import GameUiPlugin, Measurement

UI_PLUGIN = GameUiPlugin(
    game_id="alhambra",
    title=QT_TRANSLATE_NOOP("names", "Alhambra"),
    ui="gui.games.alhambra.ui:UI",
    help_pictures="gui.games.alhambra.help_pictures:PICTURES",
    # Two-player games; engine/ai/levels.py says how each was played (Hard against Easy, the
    # greedy bot: ``match --game alhambra --players 2 --bots hard,greedy --games 200 --seed 2000``).
    measurements={
        "easy": (Measurement(40, 40, "random"),),
        "normal": (Measurement(19, 30, "easy"),),
        "hard": (Measurement(22, 30, "normal"), Measurement(179, 200, "easy")),
    },
    parameter_texts=PARAMETER_TEXTS,
    choice_texts=CHOICE_TEXTS,
)
