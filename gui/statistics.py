"""Statistics of the finished games: who played, won and scored what, per game and overall.

The history is the ``finished/`` folder of :class:`gui.game_store.GameStore`: one game record per
game played to its end. Each record is replayed to learn its scores and winners. People are told
apart by name; computer players are grouped by level, since their names repeat from game to game.
A file that does not load or replay is skipped and counted, never fatal. No Qt here.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from engine.ai.levels import LEVEL_IDS
from engine.core import GameRecord, GameRegistry

SUFFIX = ".yaml"
# Computer rows come after the people, weakest level first; unknown levels after these.
LEVEL_ORDER = ("random", *LEVEL_IDS)


@dataclass(frozen=True)
class SeatResult:
    """One player's outcome in one finished game."""

    name: str
    computer: bool
    level: str | None  # the computer level id, None for a person (or a computer without one)
    score: int
    won: bool  # sharing the victory counts as winning


@dataclass(frozen=True)
class GameResult:
    """The outcome of one finished game."""

    game_id: str
    seats: tuple[SeatResult, ...]


@dataclass
class PlayerStats:
    """The record of one person, or of the computer at one level, over some games."""

    name: str | None  # the person's name; None for a computer row
    level: str | None = None  # the computer level of a computer row
    played: int = 0
    won: int = 0
    best: int | None = None
    total: int = 0  # the sum of the scores, for the average

    @property
    def is_computer(self) -> bool:
        """Whether this row stands for the computer at one level."""
        return self.name is None

    @property
    def win_rate(self) -> float:
        """The share of games won, from 0 to 1."""
        return self.won / self.played if self.played else 0.0

    @property
    def average(self) -> float:
        """The mean score per game."""
        return self.total / self.played if self.played else 0.0

    def add(self, score: int, won: bool) -> None:
        """Count one more game."""
        self.played += 1
        self.won += won
        self.total += score
        self.best = score if self.best is None else max(self.best, score)


@dataclass
class VersusStats:
    """How one person fared against the computer at one level."""

    name: str
    level: str | None
    played: int = 0
    won: int = 0

    @property
    def win_rate(self) -> float:
        """The share of these games the person won, from 0 to 1."""
        return self.won / self.played if self.played else 0.0


@dataclass
class GameStatistics:
    """The statistics of one game (``game_id``), or of all games together (``game_id`` None)."""

    game_id: str | None
    games: int = 0
    players: list[PlayerStats] = field(default_factory=list)  # people first, best record first
    versus: list[VersusStats] = field(default_factory=list)  # by person, then by level


@dataclass
class Statistics:
    """Everything the statistics window shows."""

    all_games: GameStatistics
    per_game: list[GameStatistics]  # one per game that was played, by game id
    unreadable: int = 0  # history files skipped because they did not load or replay

    @property
    def is_empty(self) -> bool:
        """Whether no finished game could be counted."""
        return self.all_games.games == 0


def finished_game_files(finished_dir: Path) -> list[Path]:
    """The game records in the history folder, by name (none if the folder is missing)."""
    folder = Path(finished_dir)
    if not folder.is_dir():
        return []
    # Symlinks are skipped as the game store skips them: we only read files we wrote.
    return sorted(p for p in folder.glob(f"*{SUFFIX}") if p.is_file() and not p.is_symlink())


def read_result(path: Path, registry: GameRegistry) -> GameResult:
    """Replay one finished game; raises (RecordError and others) if it cannot be counted."""
    record = GameRecord.load(path)
    state = record.replay(registry)
    if not state.is_terminal:
        raise ValueError(f"{path.name}: the game did not reach its end")
    scores, winners = state.scores(), set(state.winners())
    seats = tuple(
        SeatResult(player.name.strip(), player.kind == "bot", player.level if player.kind == "bot" else None,
                   int(scores[seat]), seat in winners)
        for seat, player in enumerate(record.players)
    )
    return GameResult(record.game, seats)


# Replays already done, by file identity: reopening the window does not replay hundreds of games again.
_MEMO: dict[tuple, GameResult | None] = {}


def _memo_result(path: Path, registry: GameRegistry) -> GameResult | None:
    try:
        info = path.stat()
    except OSError:
        return None
    key = (str(path.resolve()), info.st_mtime_ns, info.st_size, id(registry))
    if key not in _MEMO:
        try:
            _MEMO[key] = read_result(path, registry)
        except Exception:  # noqa: BLE001 - one strange file must not cost the player the whole window
            _MEMO[key] = None
    return _MEMO[key]


def compute_statistics(finished_dir: Path, registry: GameRegistry) -> Statistics:
    """The statistics of every finished game under ``finished_dir``; unreadable files are counted."""
    results: list[GameResult] = []
    unreadable = 0
    for path in finished_game_files(finished_dir):
        result = _memo_result(path, registry)
        if result is None:
            unreadable += 1
        else:
            results.append(result)
    return summarize(results, unreadable)


def summarize(results: Iterable[GameResult], unreadable: int = 0) -> Statistics:
    """The statistics of these game results, overall and per game."""
    results = list(results)
    all_games = _game_statistics(None, results)
    ids = sorted({r.game_id for r in results})
    per_game = [_game_statistics(gid, [r for r in results if r.game_id == gid]) for gid in ids]
    return Statistics(all_games, per_game, unreadable)


def _identity(seat: SeatResult) -> tuple[str | None, str | None]:
    """Who a seat counts for: (name, None) for a person, (None, level) for the computer."""
    return (None, seat.level) if seat.computer else (seat.name, None)


def _game_statistics(game_id: str | None, results: list[GameResult]) -> GameStatistics:
    players: dict[tuple, PlayerStats] = {}
    versus: dict[tuple, VersusStats] = {}
    for result in results:
        # Two seats of one identity in a game (two Normal computers, or two people typing the
        # same name) count as one game for it: won if either won, with the better score.
        outcome: dict[tuple, tuple[int, bool]] = {}
        for seat in result.seats:
            key = _identity(seat)
            score, won = outcome.get(key, (seat.score, False))
            outcome[key] = (max(score, seat.score), won or seat.won)
        for (name, level), (score, won) in outcome.items():
            players.setdefault((name, level), PlayerStats(name, level)).add(score, won)
        levels = [level for name, level in outcome if name is None]
        for (name, _), (_, won) in outcome.items():
            if name is None:
                continue
            for level in levels:
                entry = versus.setdefault((name, level), VersusStats(name, level))
                entry.played += 1
                entry.won += won
    return GameStatistics(
        game_id,
        len(results),
        sorted(players.values(), key=_player_order),
        sorted(versus.values(), key=lambda v: (v.name.casefold(), v.name, _level_rank(v.level))),
    )


def _level_rank(level: str | None) -> tuple[int, str]:
    if level in LEVEL_ORDER:
        return LEVEL_ORDER.index(level), ""
    return len(LEVEL_ORDER), level or ""


def _player_order(row: PlayerStats) -> tuple:
    if row.is_computer:
        return (1, _level_rank(row.level))
    # Like a high-score table: most wins first, then the better rate, then by name.
    return (0, -row.won, -row.win_rate, -row.played, row.name.casefold(), row.name)
