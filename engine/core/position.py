"""Reading positions: checked access to a position mapping, with errors naming the entry.

Each game's position builder subclasses :class:`PositionReader`; the shared header (game,
players, params, seed) is read the same way for every game, and every built state passes the
same final check (:meth:`PositionReader.read`). Values quoted in messages are shown briefly:
a position file is untrusted input. :func:`load_position_file` reads one from disk.
"""

from __future__ import annotations

import os
import random
from collections.abc import Mapping
from typing import Any

from engine.core.errors import EngineError, ParameterError, PositionError
from engine.core.game import Game, State
from engine.core.registry import GameRegistry
from engine.core.untrusted import UntrustedInputError, brief, brief_key, clip, parse_yaml, read_capped_text


def load_position_file(path: str | os.PathLike[str], registry: GameRegistry) -> State:
    """The state a position file describes (read size-capped, without aliases); PositionError."""
    try:
        text = read_capped_text(path)
    except UntrustedInputError as exc:
        raise PositionError(f"{path}: {exc}") from None
    return load_position_text(text, registry, str(path))


def load_position_text(text: str, registry: GameRegistry, source: str = "position") -> State:
    """The state a position's YAML text describes; PositionError naming what is wrong."""
    try:
        data = parse_yaml(text)
    except UntrustedInputError as exc:
        raise PositionError(f"{source}: not valid YAML ({exc})") from None
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise PositionError(f"{source}: a position needs a 'game' entry naming the game")
    try:
        game = registry.get(data["game"])
    except EngineError as exc:
        raise PositionError(f"{source}: {clip(str(exc))}") from None
    return game.state_from_position(data)


def redealt_header(view: Mapping[str, Any], rng: random.Random) -> dict[str, Any]:
    """The first entries of a position re-dealt from a player's ``view``: the game, players and
    parameters, a fresh seed from ``rng`` for the draws to come, and where the turn stands."""
    return {
        "game": view["game"],
        "players": view["players"],
        "params": view["params"],
        "seed": rng.getrandbits(64),
        "phase": view["phase"],
        "turn": view["turn"],
        "turn_player": view["turn_player"],
        "start_player": view["start_player"],
    }


class PositionReader:
    """Typed reads from one position mapping; every failure names the entry."""

    def __init__(self, game: Game, position: Mapping[str, Any]) -> None:
        if not isinstance(position, Mapping):
            raise PositionError("a position must be a mapping of entries")
        self.game = game
        self.pos = position

    def fail(self, entry: str, problem: str) -> PositionError:
        """The error for a wrong entry."""
        return PositionError(f"position entry '{clip(entry, 80)}': {clip(problem)}")

    def read(self, validate: bool = True) -> State:
        """The state the position describes. With ``validate``, a game that is not over but
        has no legal action is refused: nobody could ever move in it."""
        state = self.build(validate)
        if validate and not state.is_terminal and (state.current_player is None or not state.legal_actions()):
            raise PositionError(
                "position: the game is not over, yet no action is legal in it (check the phase and the turn entries)"
            )
        return state

    def build(self, validate: bool) -> State:
        """The state, entry by entry (each game's builder supplies it)."""
        raise NotImplementedError

    def get(self, key: str, kind: type | tuple[type, ...], default: Any) -> Any:
        """Entry ``key`` of type ``kind``, or ``default`` when absent (None stays None)."""
        value = self.pos.get(key, default)
        if value is None and default is None:
            return None
        return self.check_type(key, value, kind)

    def check_type(self, where: str, value: Any, kind: type | tuple[type, ...]) -> Any:
        """``value`` if it is a ``kind`` (true/false never count as numbers)."""
        if isinstance(value, bool) and kind is int:
            raise self.fail(where, f"must be a whole number, not {brief(value)}")
        if not isinstance(value, kind):
            names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            raise self.fail(where, f"must be a {names}, not {brief(value)}")
        return value

    def whole(self, where: str, value: Any, minimum: int = 0, maximum: int | None = None) -> int:
        """``value`` as a whole number of at least ``minimum`` (and at most ``maximum``)."""
        value = self.check_type(where, value, int)
        if value < minimum:
            raise self.fail(where, f"must be at least {minimum}, not {brief(value)}")
        if maximum is not None and value > maximum:
            raise self.fail(where, f"must be at most {maximum}, not {brief(value)}")
        return value

    def text(self, where: str, value: Any) -> str:
        """``value`` if it is text (so it can be looked up among ids)."""
        if not isinstance(value, str):
            raise self.fail(where, f"must be text, not {brief(value)}")
        return value

    def read_header(self, known_keys: set[str]) -> tuple[int, dict[str, Any], int]:
        """(players, validated params, seed) after refusing unknown entries and other games."""
        unknown = sorted(brief_key(key) for key in self.pos if key not in known_keys)
        if unknown:
            shown = ", ".join(unknown[:5]) + (f" and {len(unknown) - 5} more" if len(unknown) > 5 else "")
            raise PositionError(f"unknown position entries: {shown}")
        if self.pos.get("game", self.game.id) != self.game.id:
            raise self.fail("game", f"this is a position of {brief(self.pos.get('game'))}, not {self.game.id}")
        players = self.get("players", int, None)
        if players is None:
            raise self.fail("players", "is required")
        try:
            params = self.game.resolve_params(players, self.get("params", dict, {}))
        except ParameterError as exc:
            raise PositionError(f"position: {clip(str(exc))}") from None
        return players, params, self.whole("seed", self.pos.get("seed", 0))
