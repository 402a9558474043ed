"""Granada's place in the app: start-page entry, table, scores, log lines and dialogs."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QRectF
from PySide6.QtGui import QPainter

from engine.core import Event, Game
from gui.games.granada.art import granada_building_icon
from gui.games.granada.picture import paint_granada_picture
from gui.games.granada.table import GranadaTable
from gui.games.granada.texts import event_text
from gui.games.tilecity.ui import TileCityUi
from gui.scene.animator import Animator
from gui.session import GameSession


class GranadaUi(TileCityUi):
    """The app's view of Granada."""

    game_id = "granada"
    neutral_key = "juan"
    neutral_source = QT_TRANSLATE_NOOP("granada", "Juan")
    icon_of = staticmethod(granada_building_icon)

    def description(self) -> str:
        return QCoreApplication.translate(
            "granada",
            "2-6 players · about 60 minutes\nBuild Granada with double-sided tiles: choose the face of each building "
            "(a fee turns it over), lead each type by number and value, and dig the longest moat.",
        )

    def paint_picture(self, painter: QPainter, rect: QRectF) -> None:
        paint_granada_picture(painter, rect)

    def create_table(self, session: GameSession, animator: Animator, parent: QObject) -> GranadaTable:
        return GranadaTable(session, animator, parent)

    def event_text(self, event: Event, game: Game, names: list[str]) -> str | None:
        """A log line for an event."""
        return event_text(event, names)


UI = GranadaUi()
