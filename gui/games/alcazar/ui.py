"""Alcazar's place in the app: start-page entry, table, scores, log lines and dialogs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QDialog, QWidget

from engine.core import Event, Game
from gui.art import palette
from gui.games.alcazar import art as alcazar_art
from gui.dialogs.standings import FinalStandingsDialog
from gui.games.alcazar.dialogs import FinalScoringDialog
from gui.games.alcazar.scores import AlcazarScores
from gui.games.alcazar.table import AlcazarTable
from gui.games.alcazar.texts import city_names, event_text
from gui.scene.animator import Animator
from gui.session import GameSession


class AlcazarUi:
    """The app's view of Alcazar."""

    game_id = "alcazar"

    def description(self) -> str:
        """Players, time and what the game is about, for the start page."""
        return QCoreApplication.translate(
            "alcazar",
            "2-5 players · about 60 minutes\nFound castles and manors on a winding path of 72 parcels, build them up "
            "and join them with bridges, and place your nobles as high as you can.",
        )

    def paint_picture(self, painter: QPainter, rect: QRectF) -> None:
        """The start page's picture: a corner of the board."""
        colours = [colour for _name, colour in palette.PLAYER_COLOURS]
        alcazar_art.paint_game_picture(painter, rect, colours)

    def create_table(self, session: GameSession, animator: Animator, parent: QObject) -> AlcazarTable:
        """The board scene of a running game."""
        return AlcazarTable(session, animator, parent)

    def create_scores(self, parent: QWidget) -> AlcazarScores:
        """The scores dock: castles and players."""
        return AlcazarScores(parent)

    def event_text(self, event: Event, game: Game, names: list[str]) -> str | None:
        """A log line for an event (city names from the game's own rules data)."""
        return event_text(event, names, city_names(game.data.castles))

    def dialog_for_event(self, event: Event, session: GameSession, names: list[str], parent: QWidget) -> QDialog | None:
        """The final scoring breakdown and the final standings at the end."""
        if event.kind == "final_scoring":
            return FinalScoringDialog(event.data["seats"], names, parent, board=session.state.board)
        if event.kind == "game_over":
            return FinalStandingsDialog(names, session.state.scores(), session.state.winners(), parent)
        return None


UI = AlcazarUi()
