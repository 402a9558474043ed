"""Alhambra's place in the app: start-page entry, table, scores, log lines and dialogs."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QRectF
from PySide6.QtGui import QPainter

from engine.core import Event, Game
from gui.games.alhambra.table import AlhambraTable
from gui.games.alhambra.texts import event_text
from gui.games.tilecity.art import building_icon, paint_game_picture
from gui.games.tilecity.ui import TileCityUi
from gui.scene.animator import Animator
from gui.session import GameSession


class AlhambraUi(TileCityUi):
    """The app's view of Alhambra."""

    game_id = "alhambra"
    neutral_key = "dirk"
    neutral_source = QT_TRANSLATE_NOOP("alhambra", "Dirk")
    icon_of = staticmethod(building_icon)

    def description(self) -> str:
        return QCoreApplication.translate(
            "alhambra",
            "2-6 players · about 60 minutes\nBuy palace buildings with four currencies, pay exactly to act again, and "
            "build the finest Alhambra: majorities in each building type and the longest wall score.",
        )

    def paint_picture(self, painter: QPainter, rect: QRectF) -> None:
        paint_game_picture(painter, rect, self.game_id)

    def create_table(self, session: GameSession, animator: Animator, parent: QObject) -> AlhambraTable:
        return AlhambraTable(session, animator, parent)

    def event_text(self, event: Event, game: Game, names: list[str]) -> str | None:
        """A log line for an event."""
        return event_text(event, names)


UI = AlhambraUi()
