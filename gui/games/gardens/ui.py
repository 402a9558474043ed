"""The Gardens' place in the app: start-page entry, table, scores, log lines and the final standings."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QDialog, QWidget

from engine.core import Event, Game
from gui.dialogs.standings import FinalStandingsDialog
from gui.games.gardens.picture import paint_gardens_picture
from gui.games.gardens.scores import GardensScores
from gui.games.gardens.table import GardensTable
from gui.games.gardens.texts import event_text
from gui.scene.animator import Animator
from gui.session import GameSession


class GardensUi:
    """The app's view of The Gardens of the Alhambra."""

    game_id = "gardens"

    def description(self) -> str:
        """Players, time and what the game is about, for the start page."""
        return QCoreApplication.translate(
            "gardens",
            "2-4 players · about 30 minutes\nLay garden tiles between the palace's buildings and turn them so your "
            "trees face the buildings: when a building's garden is complete, the most trees win it.",
        )

    def paint_picture(self, painter: QPainter, rect: QRectF) -> None:
        """The start page's picture: a corner of the garden."""
        paint_gardens_picture(painter, rect)

    def create_table(self, session: GameSession, animator: Animator, parent: QObject) -> GardensTable:
        """The garden board of a running game."""
        return GardensTable(session, animator, parent)

    def create_scores(self, parent: QWidget) -> GardensScores:
        """The scores dock: the players."""
        return GardensScores(parent)

    def event_text(self, event: Event, game: Game, names: list[str]) -> str | None:
        """A log line for an event."""
        return event_text(event, names, {tile.id: tile.trees for tile in game.data.tiles})

    def dialog_for_event(self, event: Event, session: GameSession, names: list[str], parent: QWidget) -> QDialog | None:
        """The final standings when the last tile is laid."""
        if event.kind == "game_over":
            return FinalStandingsDialog(names, session.state.scores(), session.state.winners(), parent)
        return None


UI = GardensUi()
