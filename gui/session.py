"""GameSession: the one bridge between the window and the engine.

It owns the game record and the state, applies actions (checked by the engine), autosaves
after each one, undoes by replaying the record, and lets computer players think in a worker
process (:mod:`gui.bot_process`), so the window never waits for them. The autosave is written
by another worker (see :mod:`gui.autosave`), so the disk never holds up the GUI thread either.
"""

from __future__ import annotations

import itertools
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from engine.core import Action, Event, GameRecord, GameRegistry, IllegalAction, PlayerEntry, Refusal, State
from engine.core.rng import derive_seed
from gui.autosave import AutosaveWriter
from gui.bot_process import BotProcess, BotRequest

HINT_LEVEL = "normal"  # the computer player asked for hints
AUTOSAVE_RETRY_MS = 15_000  # while the autosave fails, try again this often (and after every action)
BOT_RETRIES = 2  # a worker that dies while a computer player thinks is restarted this often for one move


class GameSession(QObject):
    """A game in progress: record, state, bots, autosave and undo."""

    changed = Signal()  # the state changed (action, undo, load)
    events_applied = Signal(object, int)  # (list of events, seat that acted)
    bot_thinking = Signal(int)  # seat now thinking, or -1 when no bot is thinking
    hint_ready = Signal(object, int)  # the action the hint bot suggests for the person to move; moves it weighed
    refused = Signal(object)  # an action was refused; the engine's reason (a str, often a Refusal)
    failed = Signal(str)  # something went wrong that the player must hear about
    autosave_failing = Signal(str)  # the autosave stopped reaching the disk (once per spell); why
    autosave_recovered = Signal()  # after a failing spell, a save reached the disk again

    def __init__(self, registry: GameRegistry, record: GameRecord, autosave_path: Path | None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self.players = list(record.players)
        self.seed = record.seed
        self.params = dict(record.params)
        self.game = registry.get(record.game)
        self.actors: list[int] = []  # the seat that took each action, for undo
        self.action_events: list[list[Event]] = []  # what each action did, for the log
        self._redo: list[str] = []  # actions the undos took back, in play order, until a new action
        self.hints = list(record.hints)  # actions played when each hint was asked for (kept in the record)
        self._hint_ticket: int | None = None
        self.state = self._replay(record, len(record.actions))
        self.autosave_path = None if autosave_path is None else Path(autosave_path)
        self.bot_pause_ms = 0  # pause after each bot move so players can follow it
        self.paused = False
        self._levels = {seat: p.level or "random" for seat, p in enumerate(self.players) if p.kind == "bot"}
        self._worker = BotProcess(self)
        self._worker.decided.connect(self._answered)
        self._worker.failed.connect(self._bot_failed)
        self._worker.crashed.connect(self._worker_crashed)
        if self._levels and not self.state.is_terminal:
            self._worker.start()  # it loads the engine while the table is drawn
        self._tickets = itertools.count(1)
        self._waiting_ticket: int | None = None
        self._retries = 0  # restarts of a crashed worker for the move being thought about
        self._autosaver = AutosaveWriter(self)
        self._autosaver.failed.connect(self._autosave_failed)
        self._autosaver.written.connect(self._autosave_written)
        self.autosave_problem: str | None = None  # why the last autosave failed; None when it is on disk
        # Quiet retries while the disk refuses: one timer, never a dialog per attempt.
        self._retry = QTimer(self)
        self._retry.setInterval(AUTOSAVE_RETRY_MS)
        self._retry.timeout.connect(self._autosave)

    @classmethod
    def new_game(cls, registry: GameRegistry, game_id: str, players: list[PlayerEntry], params: dict, seed: int,
                 autosave_path: Path | None, parent: QObject | None = None) -> GameSession:
        """A fresh game; raises EngineError (ParameterError) for an impossible setup."""
        game = registry.get(game_id)
        resolved = game.resolve_params(len(players), params)
        plain = {p.key: p.to_plain(resolved[p.key]) for p in game.parameters}
        record = GameRecord(game=game_id, players=list(players), seed=seed, params=plain)
        return cls(registry, record, autosave_path, parent)

    @classmethod
    def open(cls, registry: GameRegistry, path: str | Path, autosave_path: Path | None,
             parent: QObject | None = None) -> GameSession:
        """A saved game; raises RecordError with a readable message if it cannot be used."""
        return cls(registry, GameRecord.load(path), autosave_path, parent)

    def _replay(self, record: GameRecord, upto: int) -> State:
        """The state after the first ``upto`` recorded actions, keeping each one's seat and events."""
        del self.actors[:], self.action_events[:]

        def played(seat: int, events: list[Event], _state: State) -> None:
            self.actors.append(seat)
            self.action_events.append(events)

        return record.replay(self.registry, upto=upto, on_action=played)

    # ----- facts --------------------------------------------------------------------------

    @property
    def record(self) -> GameRecord:
        """The record of the game so far."""
        record = GameRecord.for_state(self.state, list(self.players))
        record.hints = list(self.hints)
        return record

    def is_human(self, seat: int | None) -> bool:
        """Whether ``seat`` is played by a person at this screen."""
        return seat is not None and self.players[seat].kind == "human"

    def human_seats(self) -> list[int]:
        """The seats played by people."""
        return [seat for seat in range(len(self.players)) if self.is_human(seat)]

    def is_thinking(self) -> bool:
        """Whether a computer player's decision is awaited."""
        return self._waiting_ticket is not None

    def waiting_for_human(self) -> bool:
        """Whether the game waits for a person's decision."""
        return not self.state.is_terminal and self.is_human(self.state.current_player)

    # ----- acting -----------------------------------------------------------------------------

    def apply(self, action: Action | str) -> str | None:
        """Play a person's action; returns None, or the reason it was refused (state unchanged)."""
        if not self.waiting_for_human():
            reason = Refusal("it is not your turn", "turn.not_yours")
            self.refused.emit(reason)
            return reason
        try:
            self._play(action)
        except IllegalAction as exc:
            self.refused.emit(exc.reason)
            return exc.reason
        self._redo.clear()  # a new action: what was undone can no longer come back
        return None

    def _play(self, action: Action | str) -> None:
        if self._hint_ticket is not None:  # a hint asked before this action answers another question
            self._hint_ticket = None
            self._worker.cancel()
        seat = self.state.current_player
        events = self.state.apply(action)
        self.actors.append(seat)
        self.action_events.append(events)
        self._autosave()
        self.events_applied.emit(events, seat)
        self.changed.emit()
        self.schedule_bots()

    def undo_target(self) -> int | None:
        """How many actions remain after an undo: everything before the last action a person
        took, never going back across a revealed card or tile. None if nothing can be undone."""
        for index in range(len(self.actors) - 1, self.state.undo_floor - 1, -1):
            if self.is_human(self.actors[index]):
                return index
        return None

    def undo(self) -> bool:
        """Take back the last person's action (and the bot moves after it)."""
        keep = self.undo_target()
        if keep is None:
            return False
        self.cancel_thinking()
        record = self.record
        self._redo[:0] = record.actions[keep:]
        self.state = self._replay(record, keep)
        self.hints = [moment for moment in self.hints if moment <= keep]
        self._autosave()
        self.changed.emit()
        self.schedule_bots()
        return True

    def can_redo(self) -> bool:
        """Whether an undo can be taken back."""
        return bool(self._redo)

    def redo(self) -> bool:
        """Play again, in order, the actions the last undos took back (the same actions, so the
        same game: the state they left is the state they were played from)."""
        if not self._redo:
            return False
        actions, self._redo = self._redo, []
        self.cancel_thinking()
        for text in actions:
            seat = self.state.current_player
            events = self.state.apply(text)
            self.actors.append(seat)
            self.action_events.append(events)
            self.events_applied.emit(events, seat)
        self._autosave()
        self.changed.emit()
        self.schedule_bots()
        return True

    def request_hint(self) -> bool:
        """Ask the hint level's bot, in the background, what the person to move might play; the
        answer comes as ``hint_ready``. The bot decides from that person's view only, as always."""
        if not self.waiting_for_human() or self._hint_ticket is not None:
            return False
        ticket = self._hint_ticket = next(self._tickets)
        self.hints.append(len(self.state.history))
        self._worker.request(self._request(ticket, HINT_LEVEL, derive_seed(self.seed, "hint", len(self.hints)), keep=False))
        self._autosave()
        return True

    def _request(self, ticket: int, level: str, bot_seed: int, keep: bool = True) -> BotRequest:
        return BotRequest(ticket, self.game.id, len(self.players), dict(self.params), self.seed,
                          tuple(a.to_text() for a in self.state.history), level, bot_seed, keep)

    def _answered(self, ticket: int, text: str, considered: int) -> None:
        try:
            action = self.game.parse_action(text)
        except Exception as exc:  # noqa: BLE001 - an answer that does not parse is the bot's failure
            self._bot_failed(ticket, f"{type(exc).__name__}: {exc}")
            return
        if ticket == self._hint_ticket:
            self._hint_ticket = None
            if self.waiting_for_human() and self.state.is_legal(action):
                self.hint_ready.emit(action, considered)
        elif ticket == self._waiting_ticket:
            self._bot_decided(ticket, action)

    # ----- bots -------------------------------------------------------------------------------

    def schedule_bots(self) -> None:
        """If a computer player is to move, let it think (after the pause players asked for)."""
        if self._waiting_ticket is not None or self.paused:
            return
        seat = self.state.current_player
        if self.state.is_terminal or seat not in self._levels:
            self.bot_thinking.emit(-1)
            return
        ticket = next(self._tickets)
        self._waiting_ticket = ticket
        self.bot_thinking.emit(seat)
        delay = self.bot_pause_ms if self.actors else 0
        QTimer.singleShot(delay, self, lambda: self._start_bot(ticket, seat))

    def _start_bot(self, ticket: int, seat: int) -> None:
        if ticket != self._waiting_ticket:
            return
        # One bot per seat, seeded by the seat: the worker keeps it, so its random stream goes on.
        self._worker.request(self._request(ticket, self._levels[seat], derive_seed(self.seed, "bot", seat)))

    def _bot_decided(self, ticket: int, action: Action) -> None:
        if ticket != self._waiting_ticket:
            return  # the game changed (undo, load) while the bot was thinking
        self._waiting_ticket = None
        self._retries = 0
        try:
            self._play(action)
        except IllegalAction as exc:
            self.failed.emit(f"a computer player chose an illegal action ({exc.reason})")

    def _bot_failed(self, ticket: int, message: str) -> None:
        if ticket == self._hint_ticket:
            self._hint_ticket = None
            self.failed.emit(f"the hint could not be worked out: {message}")
        if ticket == self._waiting_ticket:
            self._waiting_ticket = None
            self.bot_thinking.emit(-1)
            self.failed.emit(f"a computer player failed: {message}")

    def _worker_crashed(self, message: str) -> None:
        """The worker died while thinking: say so, and let a new one think about the move again
        (a few times; after that the move's failure is reported and the game waits)."""
        if self._waiting_ticket is None or self._retries >= BOT_RETRIES:
            return  # the failure of what was asked is reported with its ticket
        self._retries += 1
        self._waiting_ticket = None  # its failure, which follows, is then old news
        self.failed.emit(f"{message}; a new one takes over")
        QTimer.singleShot(0, self, self.schedule_bots)

    def cancel_thinking(self) -> None:
        """Stop the decision being worked out, if any (an undo, a new game, quitting)."""
        self._waiting_ticket = None
        self._hint_ticket = None
        self._worker.cancel()

    def stop(self) -> None:
        """Forget any pending bot decision, stop the bot worker, and finish the autosave."""
        self._waiting_ticket = None
        self._hint_ticket = None
        self._retry.stop()
        self._worker.shutdown()
        self.flush_autosave()

    # ----- saving -----------------------------------------------------------------------------

    def save(self, path: str | Path) -> None:
        """Write the record atomically to ``path``."""
        self.record.save(path)

    def autosave_settled(self) -> bool:
        """Whether the autosave file holds the game as it is now (no write pending)."""
        return self._autosaver.is_idle()

    def flush_autosave(self) -> None:
        """Block until the autosave file holds the game as it is now (or the write failed)."""
        self._autosaver.flush()

    def autosave_now(self) -> None:
        """Write the autosave soon, even if nothing changed (a game just set up or opened)."""
        self._autosave()

    def _autosave(self) -> None:
        if self.autosave_path is None:
            return
        # A snapshot (fresh lists of text) is cheap here; YAML and fsync happen in the worker.
        self._autosaver.save(self.autosave_path, self.record)

    def _autosave_failed(self, reason: str) -> None:
        first = self.autosave_problem is None
        self.autosave_problem = reason
        if not self._retry.isActive():
            self._retry.start()
        if first:
            self.autosave_failing.emit(reason)

    def _autosave_written(self) -> None:
        if self.autosave_problem is not None and self._autosaver.is_idle():
            self.autosave_problem = None
            self._retry.stop()
            self.autosave_recovered.emit()
