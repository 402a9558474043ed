"""Autosave off the GUI thread: a worker turns the newest record into YAML, writes and fsyncs it.

Threading invariants:

- ``_in_flight`` and ``_pending`` are read and written on the GUI thread only; the worker sees
  nothing but its own path and record, a snapshot nobody changes after handing it over.
- At most one write runs at a time (one pool thread, and a new write starts only after the
  previous one finished), so two writers never race on the same file.
- Saves coalesce: while a write is in flight, a newer request replaces the pending one, so the
  worker skips states that are already out of date and the file always ends at the newest one.
"""

from __future__ import annotations

import itertools
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from engine.core import GameRecord


class _WriteSignals(QObject):
    written = Signal(int, str)  # (ticket, error text or "")


class _WriteTask(QRunnable):
    """One atomic write (temporary file, fsync, rename) in a pool thread."""

    def __init__(self, ticket: int, path: Path, record: GameRecord, signals: _WriteSignals) -> None:
        super().__init__()
        # The writer owns the task, not the pool, so flush() can still read ``error`` after
        # run(); it drops a task only once the next one has finished, when this run() has
        # certainly returned (the object must not die inside its own run()).
        self.setAutoDelete(False)
        self.ticket = ticket
        self.path = path
        self.record = record
        self.signals = signals
        self.error = ""

    def run(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.record.save(self.path)
        except OSError as exc:
            # The system's own words ("No space left on device"), without errno and path.
            self.error = exc.strerror or str(exc) or type(exc).__name__
        except Exception as exc:  # noqa: BLE001 - a failed save must reach the player, not kill the thread
            self.error = str(exc) or type(exc).__name__
        self.signals.written.emit(self.ticket, self.error)


class AutosaveWriter(QObject):
    """Writes records to their file in a worker thread, newest last, one at a time."""

    failed = Signal(str)  # why a save did not reach the disk
    written = Signal()  # a save reached the disk

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        # Parented, so it is deleted with the writer on the GUI thread; never by a worker.
        self._signals = _WriteSignals(self)
        # Emitted in the worker, delivered here as a queued call on the GUI thread.
        self._signals.written.connect(self._written)
        self._tickets = itertools.count(1)
        self._in_flight: _WriteTask | None = None
        self._finished: _WriteTask | None = None  # kept alive until its run() has surely returned
        self._pending: tuple[Path, GameRecord] | None = None

    def is_idle(self) -> bool:
        """Whether every requested save is on disk (or has failed and been reported)."""
        return self._in_flight is None and self._pending is None

    def save(self, path: Path, record: GameRecord) -> None:
        """Write ``record`` to ``path`` soon; replaces a request that has not started yet.

        The caller hands the record over: it must not change it afterwards."""
        self._pending = (Path(path), record)
        if self._in_flight is None:
            self._start_next()

    def flush(self) -> None:
        """Block until every requested save is written (for closing: nothing may be lost)."""
        while not self.is_idle():
            if self._in_flight is not None:
                self._pool.waitForDone()
                # The queued ``written`` call arrives later and is ignored: its ticket is stale.
                self._finish(self._in_flight)
            if self._pending is not None:
                self._start_next()

    def _start_next(self) -> None:
        path, record = self._pending
        self._pending = None
        self._in_flight = _WriteTask(next(self._tickets), path, record, self._signals)
        self._pool.start(self._in_flight)

    def _written(self, ticket: int, _error: str) -> None:
        task = self._in_flight
        if task is None or task.ticket != ticket:
            return  # already handled by flush()
        self._finish(task)
        if self._pending is not None:
            self._start_next()

    def _finish(self, task: _WriteTask) -> None:
        self._in_flight = None
        self._finished = task
        if task.error:
            self.failed.emit(task.error)
        else:
            self.written.emit()
