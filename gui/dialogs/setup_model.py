"""What the new-game dialog produces: plain dataclasses, no Qt, so session code and tests use them freely."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gui.seat_colours import PLAYER_COLOUR_HEX, PLAYER_COLOURS  # noqa: F401 - the setup speaks of these colours

HUMAN = "human"
COMPUTER = "computer"
SEAT_KINDS = (HUMAN, COMPUTER)

@dataclass
class SeatSetup:
    """One seat at the table: who sits there and how they are shown."""

    name: str
    colour: str
    kind: str  # "human" | "computer"
    level: str | None = None  # a bot level id for computer seats, None for humans

    def to_plain(self) -> dict[str, Any]:
        """A JSON-friendly form (for QSettings and saves)."""
        return {"name": self.name, "colour": self.colour, "kind": self.kind, "level": self.level}

    @classmethod
    def from_plain(cls, data: Any) -> SeatSetup | None:
        """The seat stored by :meth:`to_plain`, or None if ``data`` is not one."""
        if not isinstance(data, dict):
            return None
        name, colour, kind, level = (data.get(k) for k in ("name", "colour", "kind", "level"))
        if not isinstance(name, str) or colour not in PLAYER_COLOURS or kind not in SEAT_KINDS:
            return None
        if level is not None and not isinstance(level, str):
            return None
        return cls(name, colour, kind, level)


@dataclass
class GameSetup:
    """A complete, validated table: game, seats in order and resolved parameter values."""

    game_id: str
    seats: list[SeatSetup] = field(default_factory=list)
    # Already passed through Game.resolve_params: every declared key, engine-native values.
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.seats)
