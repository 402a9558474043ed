"""The combined game's place in the app: start-page entry, table, scores, log lines and dialogs."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from gui.games.alhambra_granada.looks import combined_icon
from gui.games.alhambra_granada.picture import paint_combined_picture
from gui.games.alhambra_granada.table import AlhambraGranadaTable
from gui.games.alhambra_granada.texts import event_text
from gui.games.tilecity.ui import TileCityUi


class AlhambraGranadaUi(TileCityUi):
    """The app's view of Alhambra + Granada."""

    game_id = "alhambra_granada"
    description_source = QT_TRANSLATE_NOOP(
        "alhambra_granada",
        "3-6 players · about 90 minutes\nBoth palaces in one city: each market space offers an Alhambra and a "
        "Granada tile, walls meet moats, and every scoring counts both games' majorities, walls and moats.",
    )
    neutral_key = "neutral"
    neutral_source = ""  # the combined game has no neutral player
    icon_of = staticmethod(combined_icon)
    picture = staticmethod(paint_combined_picture)
    table_class = AlhambraGranadaTable
    event_words = staticmethod(event_text)


UI = AlhambraGranadaUi()
