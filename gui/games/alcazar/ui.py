"""Alcazar's place in the app: start-page entry, table, scores, log lines and dialogs."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from types import MappingProxyType

from PySide6.QtCore import QCoreApplication, QObject, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QDialog, QWidget

from engine.alcazar.components import load_alcazar_data
from engine.core import Event
from gui.art import alcazar_art, palette
from gui.dialogs.scoring import FinalStandingsDialog
from gui.games.alcazar.dialogs import FinalScoringDialog
from gui.games.alcazar.scores import AlcazarScores
from gui.games.alcazar.table import AlcazarTable
from gui.games.alcazar.texts import event_text
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

    def event_text(self, event: Event, names: list[str]) -> str | None:
        """A log line for an event."""
        return event_text(event, names, _cities())

    def dialog_for_event(self, event: Event, session: GameSession, names: list[str], parent: QWidget) -> QDialog | None:
        """The final scoring breakdown and the final standings at the end."""
        if event.kind == "final_scoring":
            return FinalScoringDialog(event.data["seats"], names, parent, board=session.state.board)
        if event.kind == "game_over":
            return FinalStandingsDialog(names, session.state.scores(), session.state.winners(), parent)
        return None


@functools.cache
def _cities() -> Mapping[str, str]:
    """Castle id -> city name from the shipped rules data (proper names, not translated); read
    once, because log lines are made without the game at hand."""
    return MappingProxyType({c.id: c.city for c in load_alcazar_data().castles})

UI = AlcazarUi()
