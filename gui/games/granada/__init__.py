"""Granada in the app: the table of double-sided tiles, moats, market and money, Juan, its
scores, texts and dialogs.

The app finds the game by ``UI_PLUGIN``; the table and its art load when the game is first shown.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from gui.games.granada.parameter_texts import CHOICE_TEXTS, PARAMETER_TEXTS
from gui.games.plugin import GameUiPlugin, Measurement

UI_PLUGIN = GameUiPlugin(
    game_id="granada",
    title=QT_TRANSLATE_NOOP("names", "Granada"),
    ui="gui.games.granada.ui:UI",
    help_pictures="gui.games.granada.help_pictures:PICTURES",
    # Measured with python -m engine match --game granada --players 2 --jobs 2: easy,random --games 40
    # --seed 4000 (--jobs 1); normal,easy --games 20 --seed 2000; hard,greedy --games 100 --seed 0
    # (greedy plays Easy; run as its first 50 games and --seed 25 --games 50, --jobs 1: 45 + 47);
    # hard,normal --games 40 --seed 3000.
    measurements={
        "easy": (Measurement(40, 40, "random"),),
        "normal": (Measurement(16, 20, "easy"),),
        "hard": (Measurement(92, 100, "easy"), Measurement(23, 40, "normal")),
    },
    parameter_texts=PARAMETER_TEXTS,
    choice_texts=CHOICE_TEXTS,
)
