"""What the main window needs from each game's user interface.

A game's UI plug-in (:mod:`gui.games.plugin`) names its ``UI``, an object with the members of
:class:`GameUi`; its table subclasses :class:`GameTable`. The window stays game-agnostic:
it builds the action bar from ``bar_actions()``, the status line from ``status_line()``, and
opens whatever dialog the game returns for an event.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import shiboken6
from PySide6.QtCore import QObject, QPointF, QRectF, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QDialog, QGraphicsItem, QGraphicsObject, QGraphicsScene, QWidget

from engine.core import Action, Event, Refusal
from gui.art import palette
from gui.scene.animator import Animator
from gui.scene.marks import MarkKind
from gui.session import GameSession


@dataclass(frozen=True)
class BarAction:
    """A button of the action bar: its label and the action it would play now."""

    key: str
    label: str
    make: Callable[[], Action | None]  # None while the player has not chosen enough
    only_when_legal: bool = False  # hidden unless its action is legal (End turn, Pass)
    shortcut: str = ""  # a key sequence in portable text ("Ctrl+E"), shown in the button's tooltip


class GameTable(QObject):
    """A game's table: a scene for one viewer, gestures turned into engine actions."""

    status = Signal(str)  # a hint, or why an action was refused
    selection_changed = Signal()  # the player's picks changed: the action bar must update

    scene: QGraphicsScene
    view: dict
    # The height of the table's smallest capital letters, in scene units: the window never
    # shrinks the table so far that these become unreadable (it scrolls instead).
    smallest_capital: float = 0.0

    def __init__(self, session: GameSession, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.animator = animator
        self.viewer: int | None = None
        self._recent: set[QGraphicsObject] = set()  # pieces marked as just moved by others
        self._hint_moment: int | None = None  # how many actions were played when the hint was shown

    def shown_seat(self) -> int:
        """The seat whose side the table shows: the viewer's, else the player to move's."""
        if self.viewer is not None:
            return self.viewer
        current = self.session.state.current_player
        return current if current is not None else 0

    def player_names(self) -> list[str]:
        """The players' names, by seat."""
        return [p.name for p in self.session.players]

    def set_viewer(self, seat: int | None) -> None:
        """Whose hand the table shows (None: nobody's; the table follows the player to move)."""
        self.viewer = seat
        self.sync()

    def sync(self, animate: bool = False) -> None:
        """Redraw from the viewer's player view."""
        raise NotImplementedError

    def settle(self, moves: list[tuple[QGraphicsObject, QPointF]], animate: bool,
               appeared: list[QGraphicsObject] | None = None) -> None:
        """Put pieces on their new places (in scene units): gliding if ``animate``, else at once.

        After a move (``animate``), pieces another player moved, and pieces that ``appeared``
        (a refilled market, cards another player took), are marked until the viewer acts."""
        if animate:
            self._mark_recent([item for item, target in moves if item.pos() != target] + list(appeared or []))
        # move_all also ends a running glide, so a redraw never leaves one half done.
        self.animator.move_all(moves if animate else [])
        if not animate:
            for item, target in moves:
                item.setPos(target)
        if self._hint_moment is not None and self._hint_moment != len(self.session.state.history):
            self.clear_hint()  # the hint answered a question that is no longer asked
        self.scene.refresh_focus()

    def _mark_recent(self, moved: list[QGraphicsObject]) -> None:
        actors = self.session.actors
        if self.viewer is None or (actors and actors[-1] == self.viewer):
            for item in self._recent:
                if shiboken6.isValid(item):  # a piece may have left the table since
                    item.set_recent(False)
            self._recent.clear()
            return
        for item in moved:
            if hasattr(item, "set_recent"):
                item.set_recent(True)
                self._recent.add(item)

    # ----- pointing at places: hints and the log ---------------------------------------------------

    def places_of_action(self, action: Action) -> list[QRectF]:
        """Where on the table ``action`` would happen (the pieces it takes or moves, the places
        it fills), in scene units: what a hint points at."""
        return []

    def places_of_event(self, event: Event) -> list[QRectF]:
        """Where on the table ``event`` happened, as far as those pieces are still to be seen."""
        return []

    def hint_reason(self, action: Action) -> str | None:
        """What the suggested ``action`` achieves, in one line of player words (None: nothing
        the table can say better than the generic line)."""
        return None

    def suggestion_text(self, action: Action) -> str | None:
        """A suggested move said to the player ("Buy the Tower 7..."), or None to say it in
        the log's words."""
        return None

    def show_hint(self, action: Action) -> None:
        """Point at the places of a suggested action until the game moves on."""
        self._hint_moment = len(self.session.state.history)
        self.scene.marks.show(MarkKind.HINT, self.places_of_action(action))

    def clear_hint(self) -> None:
        """Take the hint's marks away."""
        self._hint_moment = None
        self.scene.marks.clear(MarkKind.HINT)

    def point_at(self, event: Event | None) -> None:
        """Mark the pieces of the log line under the mouse (None: the mouse left the log)."""
        self.scene.marks.show(MarkKind.LOG, [] if event is None else self.places_of_event(event))

    def spring_back(self, item: QGraphicsObject, origin: QPointF, reason: str) -> None:
        """Send a dropped piece back to ``origin`` and say why it could not stay."""
        self.animator.move_all([(item, origin)])
        self.status.emit(reason)

    def play_drop(self, item: QGraphicsObject, origin: QPointF, action: Action) -> bool:
        """Play the action a drop means; if the engine refuses it, spring back with its reason."""
        reason = self.session.apply(action)
        if reason is not None:
            self.spring_back(item, origin, self.phrase(reason))
        return reason is None

    def phrase(self, reason: str) -> str:
        """A refusal in the player's words: the game's phrasing of a structured Refusal from the
        viewer's side (your Alhambra, parcel 22), else the engine's sentence."""
        if isinstance(reason, Refusal):
            text = self.refusal_text(reason) or self._shared_refusal_text(reason)
            if text:
                return text
        return str(reason)

    def _shared_refusal_text(self, refusal: Refusal) -> str | None:
        """The refusals every game shares."""
        if refusal.code == "game.over":
            return self.tr("The game is over.")
        if refusal.code == "turn.not_yours":
            return self.tr("It is not your turn.")
        if refusal.code == "game.foreign_action":
            return self.tr("That is not a move of this game.")
        return None

    def refusal_text(self, refusal: Refusal) -> str | None:
        """The game's sentence for a refusal code, or None to fall back on the engine's."""
        return None

    def player_colour(self, seat: int) -> QColor:
        """The colour of ``seat``'s pieces: the one chosen at setup, else the seat's default."""
        colour = self.session.players[seat].colour
        if colour:
            try:
                return palette.player_colour(colour)
            except KeyError:
                pass  # a colour this version does not know (an old record): the seat's default
        return palette.PLAYER_COLOURS[seat % len(palette.PLAYER_COLOURS)][1]

    def my_turn(self) -> bool:
        """Whether the viewer is the player to decide."""
        state = self.session.state
        return (self.viewer is not None and not state.is_terminal and state.current_player == self.viewer
                and self.session.is_human(self.viewer))

    def private_cards_shown(self) -> dict[int, list]:
        """The secret cards drawn face up on the table, by owner seat (empty: no hand shows).

        At a shared screen this must stay empty while the viewer is None."""
        raise NotImplementedError

    def _drawn(self, item: QGraphicsItem | None) -> bool:
        """Whether ``item`` is on this table's scene and visible."""
        return item is not None and item.scene() is self.scene and item.isVisible()

    def bar_actions(self) -> list[BarAction]:
        """The buttons under the table."""
        raise NotImplementedError

    def hint(self) -> str:
        """One line telling the viewer what they can do with what they picked."""
        raise NotImplementedError

    def status_line(self, names: list[str]) -> str:
        """Whose turn it is and what they can do, for the status bar."""
        raise NotImplementedError

    def piece_turned(self, item: QGraphicsItem | None, dragging: bool, step: int = 1) -> None:
        """A right-click, F or R on a piece (None: on no piece), or the wheel while dragging it: a
        game whose pieces have two faces shows the other one, a game whose pieces turn round turns
        it ``step`` quarters (+1 clockwise)."""

    def clear_selection(self) -> None:
        """Forget every pick (Escape, or after an undo made them stale)."""

    def perform(self, action: Action | None) -> None:
        """Play an action chosen with the action bar."""
        raise NotImplementedError


class ScoresPanel(Protocol):
    """The scores dock's widget of a game."""

    def update_from_session(self, session: GameSession, table: GameTable) -> None:
        """Refresh from the game's public facts."""


class GameUi(Protocol):
    """Everything the app shows of one game."""

    game_id: str

    def description(self) -> str:
        """Two lines for the start page: players and time, then what the game is about."""

    def paint_picture(self, painter: QPainter, rect: QRectF) -> None:
        """The start page's picture of the game."""

    def create_table(self, session: GameSession, animator: Animator, parent: QObject) -> GameTable:
        """The table of a running game."""

    def create_scores(self, parent: QWidget) -> QWidget:
        """The scores dock's widget (implements ScoresPanel)."""

    def event_text(self, event: Event, game, names: list[str]) -> str | None:
        """A log line for an event of ``game`` (whose rules data names its pieces), or None."""

    def dialog_for_event(self, event: Event, session: GameSession, names: list[str], parent: QWidget) -> QDialog | None:
        """A dialog an event opens (a scoring breakdown, the final standings), or None."""
