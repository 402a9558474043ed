"""The Castle's place in the app: start-page entry, table, scores, log lines and the final standings."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QDialog, QWidget

from engine.core import Event, Game
from gui.dialogs.standings import FinalStandingsDialog
from gui.games.castle.dialogs import FinalScoringDialog, final_scored
from gui.games.castle.picture import paint_castle_picture
from gui.games.castle.scores import CastleScores
from gui.games.castle.table import CastleTable
from gui.games.castle.texts import event_text
from gui.scene.animator import Animator
from gui.session import GameSession


class CastleUi:
    """The app's view of A Castle for All Seasons."""

    game_id = "castle"

    def description(self) -> str:
        """Players, time and what the game is about, for the start page."""
        return QCoreApplication.translate(
            "castle",
            "2-4 players · about 60 minutes\nChoose character cards in secret each round, gather sand, wood, clay "
            "and stone, erect the castle's buildings and place helpers in them; in summer or in winter.",
        )

    def paint_picture(self, painter: QPainter, rect: QRectF) -> None:
        """The start page's picture: the castle."""
        paint_castle_picture(painter, rect)

    def create_table(self, session: GameSession, animator: Animator, parent: QObject) -> CastleTable:
        """The castle board of a running game."""
        return CastleTable(session, animator, parent)

    def create_scores(self, parent: QWidget) -> CastleScores:
        """The scores dock: the players."""
        return CastleScores(parent)

    def event_text(self, event: Event, game: Game, names: list[str]) -> str | None:
        """A log line for an event."""
        return event_text(event, names)

    def dialog_for_event(self, event: Event, session: GameSession, names: list[str], parent: QWidget) -> QDialog | None:
        """The final scoring breakdown, and the final standings when the game ends."""
        if event.kind == "final_scoring":
            return FinalScoringDialog(final_scored(session.action_events, event), session.state.scores(), names, parent)
        if event.kind == "game_over":
            return FinalStandingsDialog(names, session.state.scores(), session.state.winners(), parent)
        return None


UI = CastleUi()
