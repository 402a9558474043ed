"""A memo for the bots' estimates whose memory stays bounded over a long session."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class BoundedCache(dict):
    """A dict that forgets everything before it grows past ``limit`` entries; given ``compute``,
    the value of a missing key is computed from the key and kept."""

    __slots__ = ("compute", "limit")

    def __init__(self, compute: Callable[[Any], Any] | None = None, limit: int = 200_000) -> None:
        super().__init__()
        self.compute = compute
        self.limit = limit

    def __missing__(self, key: Any) -> Any:
        if self.compute is None:
            raise KeyError(key)
        return self.keep(key, self.compute(key))

    def keep(self, key: Any, value: Any) -> Any:
        """Store ``value`` under ``key``, forgetting everything first if full; return ``value``."""
        if len(self) > self.limit:
            self.clear()
        self[key] = value
        return value
