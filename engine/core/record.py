"""GameRecord: a saved game, which is its setup plus the actions in text form.

Loading a record replays it, so a record is also a bug report and the basis of undo. Records
are YAML, written atomically and read as untrusted input (:mod:`engine.core.untrusted`: size
cap, no aliases) against a strict schema: an unknown entry, a wrong type or a record that
does not replay to its end is refused with a RecordError naming what is wrong.

Format 2 ends with ``action_count``, written last, so a record cut short is told from a
shorter game; format 1 records (without it) are still read. :func:`salvage_record` recovers
the longest start of a damaged record that still replays.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

import engine
from engine.core.errors import EngineError, IllegalAction, RecordError
from engine.core.events import Event
from engine.core.files import write_atomic
from engine.core.game import State
from engine.core.registry import GameRegistry
from engine.core.untrusted import UntrustedInputError, brief, clip, parse_yaml, read_capped_text

FORMAT_VERSION = 2
READABLE_VERSIONS = (1, 2)
# libyaml's emitter when PyYAML has it (autosave runs after every action); same safe output.
_SAFE_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
PLAYER_KINDS = ("human", "bot")
PLAYER_KEYS = ("name", "kind", "level", "colour")
HEADER_KEYS = ("format_version", "app_version", "game", "params", "players", "seed")
TOP_KEYS = {1: {*HEADER_KEYS, "actions"}, 2: {*HEADER_KEYS, "actions", "hints", "action_count"}}
# Generous bounds: no game, name or action of ours comes near them.
MAX_TEXT = 200
MAX_ACTION_TEXT = 1000
MAX_HINTS = 100_000
SEED_RANGE = (-(2**63), 2**63 - 1)


@dataclass
class PlayerEntry:
    """A seat of a recorded game: who sat there."""

    name: str
    kind: str = "human"
    level: str | None = None
    colour: str | None = None

    def to_plain(self) -> dict[str, Any]:
        """The seat as plain data."""
        out: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            out["level"] = self.level
        if self.colour is not None:
            out["colour"] = self.colour
        return out


@dataclass
class GameRecord:
    """Everything needed to rebuild a game: setup, seed and the actions played."""

    game: str
    players: list[PlayerEntry]
    seed: int
    params: dict[str, Any] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)
    hints: list[int] = field(default_factory=list)  # actions played when each hint was asked for
    app_version: str = engine.__version__
    format_version: int = FORMAT_VERSION

    @classmethod
    def for_state(cls, state: State, players: list[PlayerEntry]) -> GameRecord:
        """The record of a game played from its setup to ``state``."""
        plain = {p.key: p.to_plain(state.params[p.key]) for p in state.game.parameters}
        return cls(
            game=state.game.id,
            players=players,
            seed=state.seed,
            params=plain,
            actions=[a.to_text() for a in state.history],
        )

    def to_plain(self) -> dict[str, Any]:
        """The record as plain data in the current format, in a stable key order; the end
        marker ``action_count`` comes last, so a file cut anywhere before its end lacks it."""
        return {
            "format_version": FORMAT_VERSION,
            "app_version": self.app_version,
            "game": self.game,
            "params": self.params,
            "players": [p.to_plain() for p in self.players],
            "seed": self.seed,
            "actions": list(self.actions),
            **({"hints": list(self.hints)} if self.hints else {}),
            "action_count": len(self.actions),
        }

    def to_yaml(self) -> str:
        """The record as YAML text."""
        return "# Alcazaba game record\n" + yaml.dump(self.to_plain(), Dumper=_SAFE_DUMPER, sort_keys=False, allow_unicode=True)

    def save(self, path: str | Path) -> None:
        """Write the record atomically."""
        write_atomic(path, self.to_yaml())

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        """Read a record file; RecordError if it is unreadable or not a record."""
        try:
            text = read_capped_text(path)
        except UntrustedInputError as exc:
            raise RecordError(f"{path}: {exc}") from None
        return cls.from_yaml(text, str(path))

    @classmethod
    def from_yaml(cls, text: str, source: str = "record") -> GameRecord:
        """Parse record text; RecordError naming what is wrong."""
        try:
            data = parse_yaml(text)
        except UntrustedInputError as exc:
            raise RecordError(f"{source}: not a readable YAML file ({exc})") from None
        return cls.from_plain(data, source)

    @classmethod
    def from_plain(cls, data: Any, source: str = "record") -> GameRecord:
        """Validate plain data as a record (strictly: every entry known and of its type)."""
        if not isinstance(data, dict) or "format_version" not in data or "game" not in data:
            raise RecordError(f"{source}: not an Alcazaba game record")
        version = data["format_version"]
        if type(version) is not int or version not in READABLE_VERSIONS:
            readable = " and ".join(map(str, READABLE_VERSIONS))
            raise RecordError(f"{source}: record format {brief(version)} is not supported (this version reads formats {readable})")
        unknown = [key for key in data if key not in TOP_KEYS[version]]
        if unknown:
            raise RecordError(f"{source}: unknown entry {brief(unknown[0])} in a format {version} record")
        schema = _Schema(source)
        actions = data.get("actions")
        if version >= 2:
            schema.check_complete(actions, data.get("action_count"))
        return cls(
            game=schema.text("game", data.get("game")),
            players=schema.players(data.get("players")),
            seed=schema.seed(data.get("seed")),
            params=schema.params(data.get("params", {})),
            actions=schema.actions(actions),
            hints=schema.hints(data.get("hints", []), actions),
            app_version=schema.text("app_version", data.get("app_version", "?")),
            format_version=version,
        )

    def new_state(self, registry: GameRegistry) -> State:
        """The state after setup, before any recorded action."""
        try:
            game = registry.get(self.game)
            if not isinstance(self.params, dict):
                raise RecordError("entry 'params' must be a mapping")
            return game.new_state(len(self.players), self.params, self.seed)
        except EngineError as exc:
            raise RecordError(f"record cannot be set up: {clip(str(exc))}") from None

    def replay(self, registry: GameRegistry, upto: int | None = None,
               on_action: Callable[[int, list[Event], State], None] | None = None) -> State:
        """Rebuild the game (the first ``upto`` actions if given); RecordError names the action
        that does not replay and why. ``on_action(seat, events, state)`` hears each action
        played, with the state just after it (the caller must not change it)."""
        state = self.new_state(registry)
        for index, text in enumerate(self.actions[:upto]):
            seat = state.current_player
            events, problem = _apply(state, text)
            if problem is not None:
                raise RecordError(f"action {index + 1} {brief(text)} does not replay: {problem}")
            if on_action is not None:
                on_action(seat, events, state)
        return state


def _apply(state: State, text: str) -> tuple[list[Event], str | None]:
    """Play ``text``: its events, or why it cannot be played (any engine error). Other
    exceptions are bugs and pass through."""
    try:
        return state.apply(text), None
    except IllegalAction as exc:
        return [], clip(exc.reason)
    except EngineError as exc:
        return [], clip(str(exc))


class _Schema:
    """The typed reads of one record's entries; each failure is a RecordError naming the entry."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, entry: str, problem: str) -> RecordError:
        """The error for a wrong entry."""
        return RecordError(f"{self.source}: entry '{entry}' {problem}")

    def text(self, entry: str, value: Any, limit: int = MAX_TEXT) -> str:
        """``value`` if it is text of at most ``limit`` characters."""
        if not isinstance(value, str):
            raise self.fail(entry, "is missing or malformed" if value is None else f"must be text, not {brief(value)}")
        if len(value) > limit:
            raise self.fail(entry, f"is longer than {limit} characters")
        return value

    def seed(self, value: Any) -> int:
        """The seed: a whole number (true/false are not)."""
        if type(value) is not int or not SEED_RANGE[0] <= value <= SEED_RANGE[1]:
            raise self.fail("seed", "is missing or malformed")
        return value

    def params(self, value: Any) -> dict[str, Any]:
        """The parameters: a mapping with text keys (the game checks the values on setup)."""
        if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
            raise self.fail("params", f"must be a mapping of parameter names to values, not {brief(value)}")
        return value

    def players(self, value: Any) -> list[PlayerEntry]:
        """The seats, each a mapping of known entries."""
        if not isinstance(value, list):
            raise self.fail("players", "is missing or malformed")
        return [self.player(f"players[{i}]", entry) for i, entry in enumerate(value)]

    def player(self, where: str, entry: Any) -> PlayerEntry:
        """One seat: a name, human or bot, a known level for a bot, an optional colour."""
        if not isinstance(entry, dict):
            raise self.fail(where, f"must be a mapping with a name, not {brief(entry)}")
        unknown = [key for key in entry if key not in PLAYER_KEYS]
        if unknown:
            raise self.fail(where, f"has an unknown entry {brief(unknown[0])}")
        if "name" not in entry:
            raise RecordError(f"{self.source}: {where} needs a name")
        name = self.text(f"{where}.name", entry["name"])
        kind = entry.get("kind", "human")
        if kind not in PLAYER_KINDS:
            raise self.fail(f"{where}.kind", f"must be human or bot, not {brief(kind)}")
        level = entry.get("level")
        if kind == "bot":
            if level is None:
                raise RecordError(f"{self.source}: {where} is a bot without a level")
            level = self.level(f"{where}.level", level)
        elif level is not None:
            raise self.fail(f"{where}.level", "belongs to a bot, and this player is human")
        colour = entry.get("colour")
        if colour is not None:
            colour = self.text(f"{where}.colour", colour)
        return PlayerEntry(name, kind, level, colour)

    def level(self, where: str, value: Any) -> str:
        """A bot name the engine knows (a level, or a bot with its options)."""
        from engine.ai import make_bot  # the engine core does not depend on the bots otherwise

        level = self.text(where, value)
        try:
            make_bot(level, 0)
        except EngineError as exc:
            raise self.fail(where, f"is not a known computer player: {clip(str(exc))}") from None
        return level

    def actions(self, value: Any) -> list[str]:
        """The actions: a list of texts."""
        if not isinstance(value, list):
            raise self.fail("actions", "is missing or malformed")
        for index, text in enumerate(value):
            if not isinstance(text, str):
                raise RecordError(f"{self.source}: every action must be text (action {index + 1} is {brief(text)})")
            if len(text) > MAX_ACTION_TEXT:
                raise RecordError(f"{self.source}: action {index + 1} is longer than {MAX_ACTION_TEXT} characters")
        return list(value)

    def hints(self, value: Any, actions: list[str]) -> list[int]:
        """When hints were asked for: whole numbers of actions played, in order, within the game."""
        if not isinstance(value, list) or len(value) > MAX_HINTS:
            raise self.fail("hints", "must be a list of move numbers")
        last = 0
        for index, moment in enumerate(value):
            if type(moment) is not int or not last <= moment <= len(actions):
                raise RecordError(f"{self.source}: hints[{index}] {brief(moment)} is not a move of this game in order")
            last = moment
        return list(value)

    def check_complete(self, actions: Any, count: Any) -> None:
        """Refuse a record whose end marker is missing or disagrees with its actions."""
        listed = len(actions) if isinstance(actions, list) else 0
        if type(count) is not int or count != listed:
            detail = f" (it should hold {count})" if type(count) is int else ""
            raise RecordError(f"{self.source}: the record is cut short or damaged: it ends after action {listed}{detail}")


# ----- salvage -------------------------------------------------------------------------------

# A damaged file is cut at its first unreadable line, then again if what is left still fails;
# so few rounds are needed that more mean the text is not a record.
_SALVAGE_ROUNDS = 16


@dataclass
class Salvage:
    """What a damaged record still holds: the longest start of the game that replays."""

    record: GameRecord  # the recovered game (saved with a correct end marker)
    kept: int  # how many actions it keeps; all of them replay
    problem: str  # what was wrong, in plain words


def salvage_record(text: str, registry: GameRegistry, source: str = "record") -> Salvage | None:
    """Recover what a record that does not load still holds, or None when nothing is usable
    (the header with game, players and seed is gone, or the text is not a record at all).

    The text is cut at its first unreadable line until it parses; the header is checked as on
    loading; the last action is dropped unless the end marker confirms it (it may be cut
    short); then the longest run of actions that replays is kept."""
    data, damaged_line = _parse_prefix(text)
    if not isinstance(data, dict):
        return None
    if damaged_line is None:
        try:
            record = GameRecord.from_plain(data, source)
            record.replay(registry)
            return Salvage(record, len(record.actions), "nothing is wrong with it")
        except RecordError:
            pass
    record = _salvage_header(data, source)
    if record is None:
        return None
    try:
        state = record.new_state(registry)
    except RecordError:
        return None
    raw = data.get("actions")
    actions = _leading_texts(raw)
    count = data.get("action_count")
    complete = damaged_line is None and type(count) is int and isinstance(raw, list) and count == len(raw) == len(actions)
    problems = []
    if damaged_line is not None:
        problems.append(f"the file is damaged from line {damaged_line + 1} on")
    elif isinstance(raw, list) and len(actions) < len(raw):
        problems.append(f"move {len(actions) + 1} is not readable")
    elif type(count) is int and count != len(actions):
        problems.append(f"the file lists {len(actions)} moves but should hold {count}")
    elif not complete:
        problems.append("the file is cut short")
    if actions and not complete:
        # Without the end marker the last text may be cut ("at=18" read as "at=1").
        actions = actions[:-1]
    kept = 0
    for index, action in enumerate(actions):
        _events, problem = _apply(state, action)
        if problem is not None:
            problems.append(f"move {index + 1} cannot be replayed ({problem})")
            break
        kept += 1
    record.actions = actions[:kept]
    return Salvage(record, kept, "; ".join(problems) or "it does not load")


def _parse_prefix(text: str) -> tuple[Any, int | None]:
    """The YAML value of the longest readable start of ``text``, and the first line cut off
    (None if nothing was); (None, line) when no start of it parses."""
    first_cut = None
    for _round in range(_SALVAGE_ROUNDS):
        try:
            return parse_yaml(text), first_cut
        except UntrustedInputError as exc:
            lines = text.splitlines(keepends=True)
            keep = len(lines) - 1 if exc.line is None else min(exc.line, len(lines) - 1)
            if keep <= 0:
                return None, first_cut
            first_cut = keep if first_cut is None else min(first_cut, keep)
            text = "".join(lines[:keep])
    return None, first_cut


def _salvage_header(data: dict[Any, Any], source: str) -> GameRecord | None:
    """The record of the setup alone, from a damaged record's readable entries; None if the
    header is not all there or is not valid."""
    if not all(key in data for key in ("game", "players", "seed")):
        return None
    header: dict[str, Any] = {key: data[key] for key in HEADER_KEYS if key in data}
    header.update(format_version=FORMAT_VERSION, actions=[], action_count=0)
    if not isinstance(header.get("app_version"), str):
        header.pop("app_version", None)
    try:
        return GameRecord.from_plain(header, source)
    except RecordError:
        return None


def _leading_texts(value: Any) -> list[str]:
    """The actions of a damaged record up to the first that is not an action text."""
    if not isinstance(value, list):
        return []
    texts = []
    for item in value:
        if not isinstance(item, str) or len(item) > MAX_ACTION_TEXT:
            break
        texts.append(item)
    return texts
