"""The player's saved games on disk: one autosave per game in progress, a history of finished
games, and damaged files kept aside.

Layout under the data folder (all names are ours; a player never types them):

- ``games/``: one record per game in progress, written after every action;
- ``finished/``: games played to the end, moved here when they are closed (kept for statistics);
- ``damaged/``: autosaves that no longer load, moved aside with the date, never deleted by us.

A file is only ever moved or replaced by an atomic write, so a crash at any moment leaves
each game either as it was or as it is now. No Qt here: the store is plain file handling.
"""

from __future__ import annotations

import datetime as _dt
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from engine.core import GameRecord, GameRegistry, RecordError, State
from engine.core.files import remove_stray_temporaries
from engine.core.record import Salvage, salvage_record
from engine.core.untrusted import read_capped_text

GAMES, FINISHED, DAMAGED = "games", "finished", "damaged"
LEGACY_AUTOSAVE = "autosave.yaml"  # the single slot of earlier versions
SUFFIX = ".yaml"


@dataclass
class StoredGame:
    """A game in progress found on disk: its file, record and rebuilt state."""

    path: Path
    record: GameRecord
    state: State
    modified: _dt.datetime  # when its file was last written (local time)

    @property
    def moves(self) -> int:
        """How many actions have been played."""
        return len(self.record.actions)


@dataclass
class DamagedGame:
    """An autosave that did not load: where it was kept and what could be recovered."""

    original: Path
    kept_at: Path
    problem: str  # why it does not load, in the reader's words
    salvage: Salvage | None  # the longest prefix that replays, if any


@dataclass
class ScanResult:
    """What the games folder holds: games to continue and damaged files just moved aside."""

    games: list[StoredGame]
    damaged: list[DamagedGame]


class GameStore:
    """The saved games of one data folder."""

    def __init__(self, data_dir: Path, registry: GameRegistry) -> None:
        self.data_dir = Path(data_dir)
        self.registry = registry

    @property
    def games_dir(self) -> Path:
        """The folder of games in progress."""
        return self.data_dir / GAMES

    def new_slot(self, game_id: str) -> Path:
        """A fresh autosave path for a game about to start (the file is written later)."""
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        return self.games_dir / f"{stamp}-{game_id}-{secrets.token_hex(3)}{SUFFIX}"

    def is_slot(self, path: Path) -> bool:
        """Whether ``path`` is one of our autosaves of games in progress."""
        return Path(path).resolve().parent == self.games_dir.resolve()

    def scan(self) -> ScanResult:
        """Every game in progress, newest first; damaged files are moved aside and reported,
        finished ones moved to the history. Never raises for a file's content."""
        self._adopt_legacy_autosave()
        if not self.games_dir.is_dir():
            return ScanResult([], [])
        remove_stray_temporaries(self.games_dir)
        games: list[StoredGame] = []
        damaged: list[DamagedGame] = []
        for path in sorted(self.games_dir.glob(f"*{SUFFIX}")):
            if not path.is_file() or path.is_symlink():
                continue
            try:
                record = GameRecord.load(path)
                state = record.replay(self.registry)
            except RecordError as exc:
                damaged.append(self._move_damaged(path, str(exc)))
                continue
            if state.is_terminal:
                self.finish(path)
                continue
            modified = _dt.datetime.fromtimestamp(path.stat().st_mtime)
            games.append(StoredGame(path, record, state, modified))
        games.sort(key=lambda g: g.modified, reverse=True)
        return ScanResult(games, damaged)

    def recover(self, damaged: DamagedGame) -> Path:
        """Write the recovered part of a damaged game as a new game in progress; its path."""
        if damaged.salvage is None:
            raise ValueError("nothing of this game could be recovered")
        path = self.new_slot(damaged.salvage.record.game)
        path.parent.mkdir(parents=True, exist_ok=True)
        damaged.salvage.record.save(path)
        return path

    def finish(self, path: Path) -> Path | None:
        """Move a finished game's autosave to the history; its new path (None if it was gone)."""
        return self._move(path, self.data_dir / FINISHED / Path(path).name)

    def delete(self, path: Path) -> None:
        """Remove a game in progress the player chose to delete."""
        if self.is_slot(path):
            Path(path).unlink(missing_ok=True)

    # ----- moving files ---------------------------------------------------------------------

    def _move_damaged(self, path: Path, problem: str) -> DamagedGame:
        try:
            text = read_capped_text(path)
        except (OSError, RecordError, ValueError):
            text = None
        salvage = None
        if text is not None:
            salvage = salvage_record(text, self.registry, path.name)
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        kept = self._move(path, self.data_dir / DAMAGED / f"{path.stem}.damaged-{stamp}{SUFFIX}") or path
        return DamagedGame(path, kept, problem, salvage)

    def _adopt_legacy_autosave(self) -> None:
        legacy = self.data_dir / LEGACY_AUTOSAVE
        if legacy.is_file() and not legacy.is_symlink():
            self._move(legacy, self.new_slot("earlier"))

    @staticmethod
    def _move(source: Path, target: Path) -> Path | None:
        """Rename ``source`` to ``target`` (never over an existing file); None if it is gone."""
        if not Path(source).exists():
            return None
        target.parent.mkdir(parents=True, exist_ok=True)
        candidate, n = target, 1
        while candidate.exists():
            n += 1
            candidate = target.with_name(f"{target.stem}-{n}{target.suffix}")
        os.replace(source, candidate)
        return candidate
