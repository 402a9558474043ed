"""Granada's place in the app: start-page entry, table, scores, log lines and dialogs."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from gui.games.granada.art import granada_building_icon
from gui.games.granada.picture import paint_granada_picture
from gui.games.granada.table import GranadaTable
from gui.games.granada.texts import event_text
from gui.games.tilecity.ui import TileCityUi


class GranadaUi(TileCityUi):
    """The app's view of Granada."""

    game_id = "granada"
    description_source = QT_TRANSLATE_NOOP(
        "granada",
        "2-6 players · about 60 minutes\nBuild Granada with double-sided tiles: choose the face of each building "
        "(a fee turns it over), lead each type by number and value, and dig the longest moat.",
    )
    neutral_key = "juan"
    neutral_source = QT_TRANSLATE_NOOP("granada", "Juan")
    icon_of = staticmethod(granada_building_icon)
    picture = staticmethod(paint_granada_picture)
    table_class = GranadaTable
    event_words = staticmethod(event_text)


UI = GranadaUi()
