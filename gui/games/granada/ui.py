"""Granada's place in the app: start-page entry, table, scores, log lines and dialogs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QDialog, QWidget

from engine.core import Event, Game
from gui.dialogs.standings import FinalStandingsDialog
from gui.games.granada.art import granada_building_icon
from gui.games.granada.picture import paint_granada_picture
from gui.games.granada.table import GranadaTable
from gui.games.granada.texts import event_text
from gui.games.tilecity.scores import TileCityScores
from gui.games.tilecity.scoring import ScoringDialog
from gui.scene.animator import Animator
from gui.session import GameSession


class GranadaUi:
    """The app's view of Granada."""

    game_id = "granada"

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

    def create_scores(self, parent: QWidget) -> TileCityScores:
        return TileCityScores(parent, icon_of=granada_building_icon)

    def event_text(self, event: Event, game: Game, names: list[str]) -> str | None:
        """A log line for an event."""
        return event_text(event, names)

    def dialog_for_event(self, event: Event, session: GameSession, names: list[str], parent: QWidget) -> QDialog | None:
        public = session.state.player_view(0)  # only what every player sees is read from it
        juan = public["juan"] is not None
        neutral_name = QCoreApplication.translate("granada", "Juan")
        if event.kind == "scoring":
            return ScoringDialog(event.data, names, parent, neutral_name=neutral_name if juan else None,
                                 icon_of=granada_building_icon)
        if event.kind == "game_over":
            neutral = (neutral_name, public["juan_score"]) if juan else None
            return FinalStandingsDialog(names, session.state.scores(), session.state.winners(), parent, neutral=neutral)
        return None


UI = GranadaUi()
