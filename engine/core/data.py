"""Loading and validating rules_data YAML files.

Every read goes through :class:`Node`, which remembers the file and the path of the entry it
wraps, so a wrong file fails with ``alhambra.yaml: tiles[3].walls: 'up' is not one of N, E, S,
W`` rather than with a traceback deep inside the rules.
"""

from __future__ import annotations

from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

from engine.core.errors import RulesDataError
from engine.core.untrusted import UntrustedInputError, brief, parse_yaml, read_capped_text

_MISSING = object()


def rules_data_dir() -> Path:
    """The folder of the installed rules_data package."""
    return Path(str(resources.files("rules_data")))


def load_rules_file(path: str | Path) -> Node:
    """Read one YAML rules file (size-capped, safe loader without aliases) and wrap its top mapping."""
    path = Path(path)
    try:
        text = read_capped_text(path)
    except UntrustedInputError as exc:
        raise RulesDataError(path.name, "(file)", str(exc)) from None
    try:
        value = parse_yaml(text)
    except UntrustedInputError as exc:
        where = "(file)" if exc.line is None else f"line {exc.line + 1}"
        problem = str(exc).removeprefix(f"{where}: ")
        raise RulesDataError(path.name, where, f"is not valid YAML: {problem}") from None
    node = Node(value, path.name, "")
    node.as_mapping()
    return node


class Node:
    """A value read from a rules file, with typed accessors that fail with the entry's path."""

    __slots__ = ("value", "file", "path")

    def __init__(self, value: Any, file: str, path: str) -> None:
        self.value = value
        self.file = file
        self.path = path

    def fail(self, problem: str) -> RulesDataError:
        """The error to raise for this entry."""
        return RulesDataError(self.file, self.path or "(top level)", problem)

    def _child_path(self, key: str | int) -> str:
        if isinstance(key, int):
            return f"{self.path}[{key}]"
        return f"{self.path}.{key}" if self.path else str(key)

    def __getitem__(self, key: str) -> Node:
        mapping = self.as_mapping()
        if key not in mapping:
            raise self.fail(f"missing required entry '{key}'")
        return Node(mapping[key], self.file, self._child_path(key))

    def get(self, key: str, default: Any = _MISSING) -> Node:
        """The child ``key``, or a node holding ``default`` when it is absent."""
        mapping = self.as_mapping()
        if key in mapping:
            return Node(mapping[key], self.file, self._child_path(key))
        if default is _MISSING:
            raise self.fail(f"missing required entry '{key}'")
        return Node(default, self.file, self._child_path(key))

    def has(self, key: str) -> bool:
        """Whether the mapping has ``key``."""
        return key in self.as_mapping()

    def as_mapping(self) -> dict[str, Any]:
        """The value as a mapping with text keys."""
        if not isinstance(self.value, dict):
            raise self.fail(f"must be a mapping, not {_describe(self.value)}")
        for key in self.value:
            if not isinstance(key, str):
                raise self.fail(f"key {brief(key)} must be text")
        return self.value

    def items(self) -> Iterator[tuple[str, Node]]:
        """The (key, child) pairs of a mapping."""
        for key in self.as_mapping():
            yield key, self[key]

    def as_list(self, min_len: int = 0, max_len: int | None = None) -> list[Node]:
        """The value as a list of child nodes."""
        if not isinstance(self.value, list):
            raise self.fail(f"must be a list, not {_describe(self.value)}")
        n = len(self.value)
        if n < min_len or (max_len is not None and n > max_len):
            want = f"exactly {min_len}" if max_len == min_len else f"at least {min_len}"
            if max_len is not None and max_len != min_len:
                want = f"between {min_len} and {max_len}"
            raise self.fail(f"must have {want} items, has {n}")
        return [Node(v, self.file, self._child_path(i)) for i, v in enumerate(self.value)]

    def as_int(self, minimum: int | None = None, maximum: int | None = None) -> int:
        """The value as a whole number within the given bounds."""
        if isinstance(self.value, bool) or not isinstance(self.value, int):
            raise self.fail(f"must be a whole number, not {_describe(self.value)}")
        if minimum is not None and self.value < minimum:
            raise self.fail(f"must be at least {minimum}, is {self.value}")
        if maximum is not None and self.value > maximum:
            raise self.fail(f"must be at most {maximum}, is {self.value}")
        return self.value

    def as_bool(self) -> bool:
        """The value as true/false."""
        if not isinstance(self.value, bool):
            raise self.fail(f"must be true or false, not {_describe(self.value)}")
        return self.value

    def as_str(self, choices: tuple[str, ...] | list[str] | set[str] | None = None) -> str:
        """The value as non-empty text, optionally one of ``choices``."""
        if not isinstance(self.value, str) or not self.value:
            raise self.fail(f"must be non-empty text, not {_describe(self.value)}")
        if choices is not None and self.value not in choices:
            raise self.fail(f"{brief(self.value)} is not one of {', '.join(choices)}")
        return self.value

    def as_str_list(self, choices: tuple[str, ...] | list[str] | set[str] | None = None) -> list[str]:
        """The value as a list of texts, each optionally one of ``choices``."""
        return [item.as_str(choices) for item in self.as_list()]


def _describe(value: Any) -> str:
    if value is None:
        return "nothing"
    return f"{type(value).__name__} {brief(value)}" if not isinstance(value, (dict, list)) else type(value).__name__


def check_unique_ids(entries: list[Node], key: str = "id") -> list[str]:
    """The ``id`` of each entry, failing on the first duplicate."""
    seen: list[str] = []
    for entry in entries:
        ident = entry[key].as_str()
        if ident in seen:
            raise entry[key].fail(f"duplicate id {brief(ident)}")
        seen.append(ident)
    return seen
