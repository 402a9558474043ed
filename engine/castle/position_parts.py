"""Typed reads of a Castle position's parts (ids, seats, counts, card lists), each failure
naming the entry; the position reader builds on them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.castle.phases import TALER
from engine.core.position import PositionReader
from engine.core.untrusted import brief, brief_key

_TABLES = {"character": "character card", "tile": "building", "cart": "cart", "space": "helper space",
           "location": "castle location", "resource": "resource"}


class PartsReader(PositionReader):
    """Reads the parts of a Castle position; ``self.state`` is the state being built."""

    def choice(self, where: str, value: Any, choices: tuple[str, ...]) -> str:
        """``value`` if it is one of ``choices``."""
        if value not in choices:
            shown = ", ".join(c or "''" for c in choices)
            raise self.fail(where, f"{brief(value)} is not one of {shown}")
        return value

    def flag(self, where: str, value: Any) -> bool:
        """``value`` if it is true or false."""
        if not isinstance(value, bool):
            raise self.fail(where, f"must be true or false, not {brief(value)}")
        return value

    def list_of(self, where: str, value: Any) -> list:
        """``value`` if it is a list."""
        return self.check_type(where, value, list)

    def mapping(self, where: str, value: Any, keys: set[str]) -> Mapping[str, Any]:
        """``value`` if it is a mapping with only ``keys``."""
        if not isinstance(value, Mapping):
            raise self.fail(where, "must be a mapping")
        unknown = sorted(brief_key(k) for k in value if k not in keys)
        if unknown:
            raise self.fail(where, f"unknown entries {', '.join(unknown)} (known: {', '.join(sorted(keys))})")
        return value

    def lookup(self, where: str, value: Any, table: str) -> int:
        """The index of the id ``value`` in one of the data's tables (or the winter cards)."""
        data = self.state.data
        if table == "winter":
            known = {c.id: k for k, c in enumerate(data.winter.cards)}
            name = "winter card"
        else:
            known = data.index[table]
            name = _TABLES[table]
        if not isinstance(value, str) or value not in known:
            raise self.fail(where, f"{brief(value)} is not a {name} ({', '.join(list(known)[:8])}{', ...' if len(known) > 8 else ''})")
        return known[value]

    def seat(self, where: str, value: Any) -> int:
        """A seat number."""
        return self.whole(where, value, 0, self.state.num_players - 1)

    def named(self, counts: tuple[int, ...]) -> dict[str, int]:
        """Counts as a mapping resource id -> count (the default of a resource entry)."""
        return {r.id: n for r, n in zip(self.state.data.resources, counts) if n}

    def amounts(self, where: str, value: Any, talers: bool = False) -> list[int]:
        """A mapping resource id (and ``taler`` if allowed) -> count, as counts in resource order."""
        data = self.state.data
        ids = [r.id for r in data.resources] + ([TALER] if talers else [])
        if not isinstance(value, Mapping):
            raise self.fail(where, f"must be a mapping of {', '.join(ids)} to counts")
        counts = [0] * len(ids)
        for key, count in value.items():
            if key not in ids:
                raise self.fail(f"{where}.{brief_key(key)}", f"is not one of {', '.join(ids)}")
            counts[ids.index(key)] = self.whole(f"{where}.{key}", count)
        return counts

    def cards(self, where: str, value: Any, listed: dict[int, str]) -> list[int]:
        """Character card ids, none listed before for this seat (``listed`` remembers where)."""
        out = []
        for k, ident in enumerate(self.list_of(where, value)):
            card = self.lookup(f"{where}[{k}]", ident, "character")
            if card in listed:
                raise self.fail(f"{where}[{k}]", f"{ident} is already in {listed[card]}")
            listed[card] = where
            out.append(card)
        return out

    def card_of_seat(self, where: str, value: Any) -> tuple[int, int]:
        """[seat, card] as (seat, card index)."""
        pair = self.list_of(where, value)
        if len(pair) != 2:
            raise self.fail(where, "must be [seat, card]")
        return self.seat(where, pair[0]), self.lookup(where, pair[1], "character")
