"""What the games of the family share in the app: their scores dock and the dialogs of a
scoring round and of the game's end, with the neutral player (Dirk, Juan) when he plays."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QRectF
from PySide6.QtGui import QIcon, QPainter
from PySide6.QtWidgets import QDialog, QWidget

from engine.core import Event, Game
from gui.dialogs.standings import FinalStandingsDialog
from gui.games.tilecity.scores import TileCityScores
from gui.games.tilecity.scoring import ScoringDialog
from gui.scene.animator import Animator
from gui.session import GameSession


class TileCityUi:
    """A family game's app view: a game names its texts, picture, table, neutral player and
    building icons, as class attributes."""

    game_id: str
    description_source: str  # the start page's two lines, as English source text in the game's context
    neutral_key: str  # the player view's key of the neutral player's tiles ("dirk", "juan")
    neutral_source: str  # his name, as English source text in the game's translation context
    icon_of: Callable[[str, int], QIcon]
    picture: Callable[[QPainter, QRectF], None]  # the start page's picture
    table_class: type  # the game's table, a TileCityPlay
    event_words: Callable[[Event, list[str]], str | None]  # a log line for an event

    def description(self) -> str:
        return QCoreApplication.translate(self.game_id, self.description_source)

    def paint_picture(self, painter: QPainter, rect: QRectF) -> None:
        type(self).picture(painter, rect)

    def create_table(self, session: GameSession, animator: Animator, parent: QObject):
        return self.table_class(session, animator, parent)

    def event_text(self, event: Event, game: Game, names: list[str]) -> str | None:
        """A log line for an event."""
        return type(self).event_words(event, names)

    def neutral_name(self) -> str:
        """The neutral player's name, translated."""
        return QCoreApplication.translate(self.game_id, self.neutral_source)

    def create_scores(self, parent: QWidget) -> TileCityScores:
        return TileCityScores(parent, icon_of=type(self).icon_of)

    def dialog_for_event(self, event: Event, session: GameSession, names: list[str], parent: QWidget) -> QDialog | None:
        public = session.state.player_view(0)  # only what every player sees is read from it
        playing = public[self.neutral_key] is not None
        if event.kind == "scoring":
            return ScoringDialog(event.data, names, parent, neutral_name=self.neutral_name() if playing else None,
                                 icon_of=type(self).icon_of)
        if event.kind == "game_over":
            neutral = (self.neutral_name(), public[f"{self.neutral_key}_score"]) if playing else None
            return FinalStandingsDialog(names, session.state.scores(), session.state.winners(), parent, neutral=neutral)
        return None
