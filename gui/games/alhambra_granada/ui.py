"""The combined game's place in the app: start-page entry, table, scores, log lines and dialogs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QRectF
from PySide6.QtGui import QPainter

from engine.core import Event, Game
from gui.games.alhambra_granada.looks import combined_icon
from gui.games.alhambra_granada.picture import paint_combined_picture
from gui.games.alhambra_granada.table import AlhambraGranadaTable
from gui.games.alhambra_granada.texts import event_text
from gui.games.tilecity.ui import TileCityUi
from gui.scene.animator import Animator
from gui.session import GameSession


class AlhambraGranadaUi(TileCityUi):
    """The app's view of Alhambra + Granada."""

    game_id = "alhambra_granada"
    neutral_key = "neutral"
    neutral_source = ""  # the combined game has no neutral player
    icon_of = staticmethod(combined_icon)

    def description(self) -> str:
        return QCoreApplication.translate(
            "alhambra_granada",
            "2-6 players · about 90 minutes\nBoth palaces in one city: each market space offers an Alhambra and a "
            "Granada tile, walls meet moats, and every scoring counts both games' majorities, walls and moats.",
        )

    def paint_picture(self, painter: QPainter, rect: QRectF) -> None:
        paint_combined_picture(painter, rect)

    def create_table(self, session: GameSession, animator: Animator, parent: QObject) -> AlhambraGranadaTable:
        return AlhambraGranadaTable(session, animator, parent)

    def event_text(self, event: Event, game: Game, names: list[str]) -> str | None:
        """A log line for an event."""
        return event_text(event, names)


UI = AlhambraGranadaUi()
