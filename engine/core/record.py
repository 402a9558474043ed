"""GameRecord: a saved game, which is its setup plus the actions in text form.

Loading a record replays it, so a record is also a bug report and the basis of undo. Records
are YAML, read with ``yaml.safe_load`` only and written atomically.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

import engine
from engine.core.errors import EngineError, IllegalAction, RecordError
from engine.core.files import write_atomic
from engine.core.game import State
from engine.core.registry import GameRegistry

FORMAT_VERSION = 1
# libyaml's emitter when PyYAML has it (autosave runs after every action); same safe output.
_SAFE_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
PLAYER_KINDS = ("human", "bot")


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
        """The record as plain data, in a stable key order."""
        return {
            "format_version": self.format_version,
            "app_version": self.app_version,
            "game": self.game,
            "params": self.params,
            "players": [p.to_plain() for p in self.players],
            "seed": self.seed,
            "actions": list(self.actions),
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
        path = Path(path)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise RecordError(f"{path}: cannot be read ({getattr(exc, 'strerror', None) or exc})") from None
        return cls.from_yaml(text, str(path))

    @classmethod
    def from_yaml(cls, text: str, source: str = "record") -> GameRecord:
        """Parse record text; RecordError naming what is wrong."""
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            raise RecordError(f"{source}: not a readable YAML file ({getattr(exc, 'problem', exc)})") from None
        return cls.from_plain(data, source)

    @classmethod
    def from_plain(cls, data: Any, source: str = "record") -> GameRecord:
        """Validate plain data as a record."""
        if not isinstance(data, dict) or "format_version" not in data or "game" not in data:
            raise RecordError(f"{source}: not an Alcazaba game record")
        version = data["format_version"]
        if version != FORMAT_VERSION:
            raise RecordError(f"{source}: record format {version!r} is not supported (this version reads {FORMAT_VERSION})")

        def need(key: str, kind: type | tuple[type, ...]) -> Any:
            value = data.get(key)
            if isinstance(value, bool) or not isinstance(value, kind):
                raise RecordError(f"{source}: entry '{key}' is missing or malformed")
            return value

        players = []
        for i, entry in enumerate(need("players", list)):
            if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
                raise RecordError(f"{source}: players[{i}] needs a name")
            kind = entry.get("kind", "human")
            if kind not in PLAYER_KINDS:
                raise RecordError(f"{source}: players[{i}].kind must be human or bot, not {kind!r}")
            level, colour = entry.get("level"), entry.get("colour")
            if kind == "bot" and level is None:
                raise RecordError(f"{source}: players[{i}] is a bot without a level")
            players.append(
                PlayerEntry(entry["name"], kind, None if level is None else str(level), None if colour is None else str(colour))
            )
        actions = need("actions", list)
        if not all(isinstance(a, str) for a in actions):
            raise RecordError(f"{source}: every action must be text")
        return cls(
            game=need("game", str),
            players=players,
            seed=need("seed", int),
            params=data.get("params") or {},
            actions=list(actions),
            app_version=str(data.get("app_version", "?")),
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
            raise RecordError(f"record cannot be set up: {exc}") from None

    def replay(self, registry: GameRegistry, upto: int | None = None, actors: list[int] | None = None) -> State:
        """Rebuild the game (the first ``upto`` actions if given); RecordError names the action
        that does not replay and why. If ``actors`` is given, the seat that took each action
        is appended to it."""
        state = self.new_state(registry)
        for index, text in enumerate(self.actions[:upto]):
            if actors is not None:
                actors.append(state.current_player)
            try:
                state.apply(text)
            except IllegalAction as exc:
                raise RecordError(f"action {index + 1} '{text}' does not replay: {exc.reason}") from None
        return state
