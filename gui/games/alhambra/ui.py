"""Alhambra's place in the app: start-page entry, table, scores, log lines and dialogs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QDialog, QWidget

from engine.core import Event, Game
from gui.games.tilecity.art import paint_game_picture
from gui.dialogs.standings import FinalStandingsDialog
from gui.games.tilecity.scoring import ScoringDialog
from gui.games.tilecity.scores import TileCityScores
from gui.games.alhambra.table import AlhambraTable
from gui.games.alhambra.texts import event_text
from gui.scene.animator import Animator
from gui.session import GameSession


class AlhambraUi:
    """The app's view of Alhambra."""

    game_id = "alhambra"

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

    def create_scores(self, parent: QWidget) -> TileCityScores:
        return TileCityScores(parent)

    def event_text(self, event: Event, game: Game, names: list[str]) -> str | None:
        """A log line for an event."""
        return event_text(event, names)

    def dialog_for_event(self, event: Event, session: GameSession, names: list[str], parent: QWidget) -> QDialog | None:
        public = session.state.player_view(0)  # only what every player sees is read from it
        dirk = public["dirk"] is not None
        neutral_name = QCoreApplication.translate("alhambra", "Dirk")
        if event.kind == "scoring":
            return ScoringDialog(event.data, names, parent, neutral_name=neutral_name if dirk else None)
        if event.kind == "game_over":
            neutral = (neutral_name, public["dirk_score"]) if dirk else None
            return FinalStandingsDialog(names, session.state.scores(), session.state.winners(), parent, neutral=neutral)
        return None


UI = AlhambraUi()
