"""Alhambra's place in the app: start-page entry, table, scores, log lines and dialogs."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF
from PySide6.QtGui import QPainter

from gui.games.alhambra.table import AlhambraTable
from gui.games.alhambra.texts import event_text
from gui.games.tilecity.art import building_icon, paint_game_picture
from gui.games.tilecity.ui import TileCityUi


def _paint_alhambra_picture(painter: QPainter, rect: QRectF) -> None:
    paint_game_picture(painter, rect, "alhambra")


class AlhambraUi(TileCityUi):
    """The app's view of Alhambra."""

    game_id = "alhambra"
    description_source = QT_TRANSLATE_NOOP(
        "alhambra",
        "2-6 players · about 60 minutes\nBuy palace buildings with four currencies, pay exactly to act again, and "
        "build the finest Alhambra: majorities in each building type and the longest wall score.",
    )
    neutral_key = "dirk"
    neutral_source = QT_TRANSLATE_NOOP("alhambra", "Dirk")
    icon_of = staticmethod(building_icon)
    picture = staticmethod(_paint_alhambra_picture)
    table_class = AlhambraTable
    event_words = staticmethod(event_text)


UI = AlhambraUi()
