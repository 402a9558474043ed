"""Actions: small frozen dataclasses (declared with :func:`action`) with a stable one-line text form.

The text form is ``<kind> <field>=<value> ...`` (for example ``buy slot=2 pay=g3,g5`` or
``place tile=garden-8a at=1,-2``). It is what save files, the log and the command line use, so
it must never change meaning once released. Field values are encoded from the field's type:

- ``int`` and ``str``: as written;
- ``tuple[int, int]`` (a cell): ``x,y``;
- ``tuple[str, ...]`` and ``tuple[int, ...]``: comma-separated, in the stored order;
- ``X | None``: the field is left out when it is ``None``.

Reading is strict: a whole number is ASCII digits with an optional sign, at most
``MAX_INT_DIGITS`` of them, and a list has no empty items. Any text that does not spell an
action raises ActionSyntaxError, never another exception.
"""

from __future__ import annotations

import dataclasses
import re
import types
import typing
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.errors import ActionSyntaxError

Cell = tuple[int, int]

# No field of any game needs more; the cap keeps absurd numbers away from the rules (and
# from Python's own limit on converting long digit strings).
MAX_INT_DIGITS = 9
_INT = re.compile(rf"[+-]?[0-9]{{1,{MAX_INT_DIGITS}}}")


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every game's actions; each kind is a subclass declared with :func:`action`."""

    kind: ClassVar[str] = ""
    # Actions of one group are alternatives of one decision (the random policy picks a group
    # first, then an action in it); most groups hold a single kind.
    group: ClassVar[str] = ""

    @classmethod
    def group_name(cls) -> str:
        """The decision family this kind belongs to."""
        return cls.group or cls.kind

    def to_text(self) -> str:
        """The stable text form, e.g. ``buy slot=2 pay=g3,g5``."""
        parts = [self.kind]
        for name, encode, _decode in _codec(type(self)):
            value = getattr(self, name)
            if value is not None:
                parts.append(f"{name}={encode(value)}")
        return " ".join(parts)

    def __str__(self) -> str:
        return self.to_text()


A = typing.TypeVar("A", bound=type[Action])


@typing.dataclass_transform(frozen_default=True)
def action(
    kind: str, *, group: str = "", sort: str | None = None, key: Callable[[Any], Any] | None = None
) -> Callable[[A], A]:
    """Class decorator declaring an action kind: a frozen, slotted dataclass with that ``kind``
    (and decision ``group``) whose tuple field ``sort``, if named, is stored sorted by ``key``."""

    def declare(cls: A) -> A:
        cls.kind = kind
        if group:
            cls.group = group
        if sort is not None:

            def __post_init__(self: Action) -> None:
                # One choice given in any order is one action (equal, one text form).
                object.__setattr__(self, sort, tuple(sorted(getattr(self, sort), key=key)))

            cls.__post_init__ = __post_init__
        return dataclass(frozen=True, slots=True)(cls)

    return declare


class ActionSet:
    """The action kinds of one game, able to parse their text form."""

    def __init__(self, classes: Iterable[type[Action]]) -> None:
        self.by_kind: dict[str, type[Action]] = {}
        for cls in classes:
            if not cls.kind or cls.kind in self.by_kind:
                raise ValueError(f"action kind {cls.kind!r} is empty or defined twice")
            self.by_kind[cls.kind] = cls

    def parse(self, text: str) -> Action:
        """Build the action that ``text`` spells; raise ActionSyntaxError if it spells none."""
        words = text.split()
        if not words:
            raise ActionSyntaxError(text, "empty action")
        cls = self.by_kind.get(words[0])
        if cls is None:
            known = ", ".join(sorted(self.by_kind))
            raise ActionSyntaxError(text, f"unknown action '{words[0]}' (known: {known})")
        given: dict[str, str] = {}
        for word in words[1:]:
            name, sep, value = word.partition("=")
            if not sep or not name or not value:
                raise ActionSyntaxError(text, f"'{word}' is not of the form field=value")
            if name in given:
                raise ActionSyntaxError(text, f"field '{name}' is given twice")
            given[name] = value
        values: dict[str, Any] = {}
        for name, _encode, decode in _codec(cls):
            if name in given:
                try:
                    values[name] = decode(given.pop(name))
                except ValueError as exc:
                    raise ActionSyntaxError(text, f"field '{name}': {exc}") from None
        if given:
            raise ActionSyntaxError(text, f"unknown field(s) {', '.join(sorted(given))}")
        missing = [f.name for f in dataclasses.fields(cls) if f.name not in values and _required(f)]
        if missing:
            raise ActionSyntaxError(text, f"missing field(s) {', '.join(missing)}")
        try:
            return cls(**values)
        except (TypeError, ValueError) as exc:
            # A game's own normalisation (sorting, say) must not turn odd text into a crash.
            raise ActionSyntaxError(text, f"not a valid {cls.kind} action ({exc})") from None


def format_cell(cell: Cell) -> str:
    """A cell as ``x,y``."""
    return f"{cell[0]},{cell[1]}"


def parse_cell(text: str) -> Cell:
    """Read ``x,y`` into a cell; raise ValueError otherwise."""
    parts = text.split(",")
    if len(parts) != 2 or not all(_INT.fullmatch(p) for p in parts):
        raise ValueError(f"'{text}' is not a cell x,y of whole numbers")
    return int(parts[0]), int(parts[1])


def parse_int(text: str) -> int:
    """Read a whole number in ASCII digits (optional sign, at most MAX_INT_DIGITS digits); raise
    ValueError otherwise."""
    if not _INT.fullmatch(text):
        raise ValueError(f"'{text}' is not a whole number of at most {MAX_INT_DIGITS} digits")
    return int(text)


def parse_list(text: str, item: Callable[[str], Any]) -> tuple[Any, ...]:
    """Read comma-separated items, none of them empty; raise ValueError otherwise."""
    parts = text.split(",")
    if not all(parts):
        raise ValueError(f"'{text}' has an empty item")
    return tuple(item(p) for p in parts)


Encoder = Callable[[Any], str]
Decoder = Callable[[str], Any]
_CODECS: dict[type, list[tuple[str, Encoder, Decoder]]] = {}


def _codec(cls: type[Action]) -> list[tuple[str, Encoder, Decoder]]:
    codec = _CODECS.get(cls)
    if codec is None:
        hints = typing.get_type_hints(cls)
        codec = [(f.name, *_field_codec(cls, f.name, hints[f.name])) for f in dataclasses.fields(cls)]
        _CODECS[cls] = codec
    return codec


def _field_codec(cls: type, name: str, hint: Any) -> tuple[Encoder, Decoder]:
    args = typing.get_args(hint)
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        inner = [a for a in args if a is not type(None)]
        if len(inner) != 1:
            raise TypeError(f"{cls.__name__}.{name}: only 'X | None' unions are supported")
        return _field_codec(cls, name, inner[0])
    if hint is int:
        return str, parse_int
    if hint is str:
        return str, str
    if typing.get_origin(hint) is tuple:
        if args == (int, int):
            return format_cell, parse_cell
        if len(args) == 2 and args[1] is Ellipsis and args[0] in (int, str):
            item = parse_int if args[0] is int else str
            return (lambda v: ",".join(map(str, v))), (lambda s: parse_list(s, item))
    raise TypeError(f"{cls.__name__}.{name}: no text form for type {hint!r}")


def _required(field: dataclasses.Field) -> bool:
    return field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING
