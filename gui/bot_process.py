"""Computer players think in a worker process, so the window's thread never waits for them.

The window sends a :class:`BotRequest` (the game's setup and the actions played so far, the
level and a seed); the worker rebuilds the position (going on from the last one it built when
the game only moved forward), lets the level's bot choose from what that seat may see, and
answers with the action as text. The worker is started with the ``spawn`` method (a fresh
interpreter; the two processes share one number only, the last ticket the window gave up). A
decision nobody waits for any more (an undo, a new game) is abandoned: the search sees the
ticket given up between its simulations and answers at once, an answer the window then drops,
so the same worker, with the engine loaded, takes the next request. A worker that does not
answer within a moment of that is replaced, as is one that dies (which is also reported).
"""

from __future__ import annotations

import multiprocessing
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

START_METHOD = "spawn"
POLL_MS = 10  # how often the window looks for an answer while a computer player thinks
# How long an abandoned decision may take to end before its worker is replaced (seconds): a
# search stops within one round of simulations, a few milliseconds.
ABANDON_GRACE_S = 1.0


@dataclass(frozen=True)
class BotRequest:
    """What the worker needs for one decision: the game so far, who chooses and how."""

    ticket: int
    game: str
    players: int
    params: dict[str, Any]
    seed: int
    actions: tuple[str, ...]
    level: str
    bot_seed: int
    keep: bool = True  # the bot goes on with its own random stream at its next decision (a seat's bot)


class _Positions:
    """The worker's last position, so that a game moving forward is not replayed from the start."""

    def __init__(self) -> None:
        from engine.core import default_registry  # in the worker: the engine loads there

        self.registry = default_registry()
        self.key: tuple | None = None
        self.actions: tuple[str, ...] = ()
        self.state = None

    def position(self, request: BotRequest):
        key = (request.game, request.players, repr(sorted(request.params.items())), request.seed)
        known = len(self.actions)
        if key != self.key or self.state is None or request.actions[:known] != self.actions:
            game = self.registry.get(request.game)
            self.state, self.key, self.actions, known = game.new_state(request.players, request.params, request.seed), key, (), 0
        for text in request.actions[known:]:
            self.state.apply(text)
        self.actions = request.actions
        return self.state.clone()


def serve(connection: Connection, abandoned: Any = None) -> None:
    """The worker's loop: one answer per request, until the window closes the connection.

    Answers are ``(ticket, "decided", action text, moves weighed)`` or
    ``(ticket, "failed", message, 0)``. ``abandoned`` (a shared integer) holds the last ticket
    the window gave up: a search for that ticket or an older one stops early."""
    from engine.ai import make_bot

    positions = _Positions()
    bots = {}  # (level, seed) -> a seat's bot, kept so that its random stream goes on
    while True:
        try:
            request = connection.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        try:
            state = positions.position(request)
            key = (request.level, request.bot_seed)
            bot = bots.get(key) or make_bot(request.level, request.bot_seed)
            if request.keep:
                bots[key] = bot
            if abandoned is not None and hasattr(bot, "stop"):
                bot.stop = lambda ticket=request.ticket: abandoned.value >= ticket
            action = bot.choose(state)
            answer = (request.ticket, "decided", str(action), getattr(bot, "last_considered", 0))
        except Exception as exc:  # noqa: BLE001 - the window must hear of it, not a dead worker
            positions.key = None  # whatever went wrong, build the next position afresh
            answer = (request.ticket, "failed", f"{type(exc).__name__}: {exc}", 0)
        try:
            connection.send(answer)
        except (EOFError, OSError):
            return


class BotProcess(QObject):
    """The window's side of the worker: send requests, hear answers as Qt signals.

    No thread of the window's process waits on the worker: while a decision is pending, a timer
    on the window's thread looks at the pipe every few milliseconds (Qt objects stay on their own
    thread, and the garbage collector never frees them from another)."""

    decided = Signal(int, str, int)  # (ticket, action text, moves the bot weighed)
    failed = Signal(int, str)  # (ticket, why the bot could not decide)
    crashed = Signal(str)  # the worker died while thinking; a new one starts on the next request

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._context = multiprocessing.get_context(START_METHOD)
        self._process = None
        self._connection: Connection | None = None
        self._pending: int | None = None  # the ticket being worked on
        self._request: BotRequest | None = None  # ... and its request, to send again to a new worker
        # The last ticket given up, shared with the worker (no lock: one writer, and a reader
        # that sees the old value stops one round of simulations later).
        self._abandoned = self._context.RawValue("q", 0)
        self._unanswered: int | None = None  # a ticket given up whose worker has not answered yet
        self._abandoned_at = 0.0
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._read)

    @property
    def busy(self) -> bool:
        """Whether a decision is being worked out."""
        return self._pending is not None

    def start(self) -> None:
        """Start a worker now (it takes a moment to load the engine), if none is running."""
        if self._process is not None and self._process.is_alive():
            return
        self._stop_worker()  # the remains of a worker that died
        mine, theirs = self._context.Pipe()
        process = self._context.Process(target=serve, args=(theirs, self._abandoned), daemon=True, name="alcazaba-bots")
        process.start()
        theirs.close()  # the worker holds its end; closing ours lets the pipe show the worker died
        self._process, self._connection = process, mine

    def request(self, request: BotRequest) -> None:
        """Ask for a decision; the answer comes as ``decided`` or ``failed`` with its ticket.
        Tickets must increase from one request to the next (a given-up ticket stops every
        search for it or an older one)."""
        self.start()
        self._pending, self._request = request.ticket, request
        try:
            self._connection.send(request)
        except (OSError, ValueError) as exc:
            self._lost(f"the computer players' worker stopped ({exc})")
            return
        self._poll.start()

    def cancel(self) -> None:
        """Give up the decision being worked on: its answer, if it still comes, is dropped."""
        if self._pending is None:
            return
        self._abandoned.value = self._pending
        self._unanswered, self._abandoned_at = self._pending, time.monotonic()
        self._pending = self._request = None
        self._poll.stop()

    def shutdown(self) -> None:
        """Stop the worker for good (the game is closed)."""
        self._pending = self._request = self._unanswered = None
        self._poll.stop()
        self._stop_worker()

    def _stop_worker(self) -> None:
        process, connection = self._process, self._connection
        self._process = self._connection = None
        self._unanswered = None  # a new worker owes no answers
        if connection is not None:
            connection.close()
        if process is None:
            return
        if process.is_alive():
            process.kill()
        process.join(5)

    def _read(self) -> None:
        """Take the answer if it has come; a pipe closed at the other end means the worker died."""
        connection = self._connection
        if connection is None or self._pending is None:
            self._poll.stop()
            return
        try:
            if not connection.poll():
                if self._unanswered is not None and time.monotonic() - self._abandoned_at > ABANDON_GRACE_S:
                    self._replace_worker()
                return
            ticket, outcome, text, considered = connection.recv()
        except (EOFError, OSError, TypeError, ValueError):
            self._lost("the computer players' worker stopped unexpectedly")
            return
        if ticket != self._pending:
            if ticket == self._unanswered:
                self._unanswered = None
            return  # an answer to a request given up meanwhile
        self._pending = self._request = None
        self._poll.stop()
        if outcome == "decided":
            self.decided.emit(ticket, text, considered)
        else:
            self.failed.emit(ticket, text)

    def _replace_worker(self) -> None:
        """The worker is still busy with a decision given up (a step it cannot break off): a
        new one takes the request waiting."""
        request = self._request
        self._stop_worker()
        if request is not None:
            self.request(request)

    def _lost(self, message: str) -> None:
        ticket, self._pending, self._request = self._pending, None, None
        self._poll.stop()
        self._stop_worker()
        self.crashed.emit(message)
        if ticket is not None:
            self.failed.emit(ticket, message)
