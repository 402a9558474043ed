"""Events: what an applied action made happen, for the log, animations and score panels."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened; ``data`` holds only JSON-compatible values."""

    kind: str
    player: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    # True when the event made hidden information public (a card or tile drawn): an undo may
    # not go back across it, or a player could look at the draw and take the action back.
    reveals: bool = False

    def to_json(self) -> dict[str, Any]:
        """A plain dict for JSON output."""
        out: dict[str, Any] = {"kind": self.kind, **self.data}
        if self.player is not None:
            out["player"] = self.player
        if self.reveals:
            out["reveals"] = True
        return out
