"""Reading positions: checked access to a position mapping, with errors naming the entry.

Each game's position builder subclasses :class:`PositionReader`; the shared header (game,
players, params, seed) is read the same way for every game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.errors import ParameterError, PositionError
from engine.core.game import Game


class PositionReader:
    """Typed reads from one position mapping; every failure names the entry."""

    def __init__(self, game: Game, position: Mapping[str, Any]) -> None:
        if not isinstance(position, Mapping):
            raise PositionError("a position must be a mapping of entries")
        self.game = game
        self.pos = position

    def fail(self, entry: str, problem: str) -> PositionError:
        """The error for a wrong entry."""
        return PositionError(f"position entry '{entry}': {problem}")

    def get(self, key: str, kind: type | tuple[type, ...], default: Any) -> Any:
        """Entry ``key`` of type ``kind``, or ``default`` when absent (None stays None)."""
        value = self.pos.get(key, default)
        if value is None and default is None:
            return None
        return self.check_type(key, value, kind)

    def check_type(self, where: str, value: Any, kind: type | tuple[type, ...]) -> Any:
        """``value`` if it is a ``kind`` (true/false never count as numbers)."""
        if isinstance(value, bool) and kind is int:
            raise self.fail(where, f"must be a whole number, not {value!r}")
        if not isinstance(value, kind):
            names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            raise self.fail(where, f"must be a {names}, not {value!r}")
        return value

    def whole(self, where: str, value: Any, minimum: int = 0) -> int:
        """``value`` as a whole number of at least ``minimum``."""
        value = self.check_type(where, value, int)
        if value < minimum:
            raise self.fail(where, f"must be at least {minimum}, not {value}")
        return value

    def read_header(self, known_keys: set[str]) -> tuple[int, dict[str, Any], int]:
        """(players, validated params, seed) after refusing unknown entries and other games."""
        unknown = sorted(map(str, set(self.pos) - known_keys))
        if unknown:
            raise PositionError(f"unknown position entries: {', '.join(unknown)}")
        if self.pos.get("game", self.game.id) != self.game.id:
            raise self.fail("game", f"this is a position of {self.pos.get('game')!r}, not {self.game.id}")
        players = self.get("players", int, None)
        if players is None:
            raise self.fail("players", "is required")
        try:
            params = self.game.resolve_params(players, self.get("params", dict, {}))
        except ParameterError as exc:
            raise PositionError(f"position: {exc}") from None
        return players, params, self.whole("seed", self.pos.get("seed", 0))
