"""Declared game parameters (variants, house rules, modules), read from rules_data.

A game's parameters are data: the new-game dialog builds its widgets from them and the command
line accepts ``--param key=value`` for each. Values arrive either as YAML/JSON values or as
command-line text; :meth:`Parameter.coerce` accepts both and refuses anything else with a
message that names the parameter.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.data import Node
from engine.core.errors import ParameterError

PARAMETER_TYPES = ("bool", "int", "choice", "permutation", "int_list")
_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


@dataclass(frozen=True)
class Parameter:
    """One declared parameter: its type, default, allowed values and translatable texts."""

    key: str
    type: str
    default: Any
    label_key: str
    help_key: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    advanced: bool = False

    @classmethod
    def from_node(cls, node: Node) -> Parameter:
        """Read and validate a declaration from a rules file."""
        key = node["key"].as_str()
        kind = node["type"].as_str(PARAMETER_TYPES)
        choices: tuple[str, ...] = ()
        if kind in ("choice", "permutation"):
            choices = tuple(node["choices"].as_str_list())
            if len(set(choices)) != len(choices) or not choices:
                raise node["choices"].fail("must list distinct values")
        minimum = node.get("min", None).value
        maximum = node.get("max", None).value
        if kind == "int":
            minimum = node["min"].as_int()
            maximum = node["max"].as_int(minimum)
        param = cls(
            key=key,
            type=kind,
            default=None,
            label_key=node.get("label", f"param.{key}").as_str(),
            help_key=node.get("help", f"param.{key}.help").as_str(),
            choices=choices,
            minimum=minimum,
            maximum=maximum,
            advanced=node.get("advanced", False).as_bool(),
        )
        default_node = node["default"]
        try:
            default = param.coerce(default_node.value)
        except ParameterError as exc:
            raise default_node.fail(str(exc)) from None
        return cls(**{**param.__dict__, "default": default})

    def coerce(self, value: Any) -> Any:
        """``value`` (native or command-line text) as this parameter's type, or ParameterError."""
        where = f"parameter '{self.key}'"
        if self.type == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in _TRUE | _FALSE:
                return value.lower() in _TRUE
            raise ParameterError(f"{where} must be true or false, not {value!r}")
        if self.type == "int":
            number = _as_int(value, where)
            if not self.minimum <= number <= self.maximum:  # type: ignore[operator]
                raise ParameterError(f"{where} must be between {self.minimum} and {self.maximum}, not {number}")
            return number
        if self.type == "choice":
            if value not in self.choices:
                raise ParameterError(f"{where} must be one of {', '.join(self.choices)}, not {value!r}")
            return value
        if self.type == "permutation":
            items = value.split(",") if isinstance(value, str) else value
            if not isinstance(items, (list, tuple)) or sorted(map(str, items)) != sorted(self.choices):
                raise ParameterError(f"{where} must order each of {', '.join(self.choices)} exactly once, not {value!r}")
            return tuple(str(i) for i in items)
        # int_list
        if isinstance(value, str):
            items = [p for p in value.split(",") if p.strip()]
        elif isinstance(value, (list, tuple)):
            items = list(value)
        else:
            raise ParameterError(f"{where} must be a list of whole numbers, not {value!r}")
        return tuple(_as_int(i, where) for i in items)

    def to_plain(self, value: Any) -> Any:
        """A YAML/JSON-friendly form of a value of this parameter."""
        return list(value) if isinstance(value, tuple) else value

    def describe_type(self) -> str:
        """A short description of the allowed values, for ``list`` output."""
        if self.type == "choice":
            return " | ".join(self.choices)
        if self.type == "permutation":
            return "order of " + ",".join(self.choices)
        if self.type == "int":
            return f"{self.minimum}..{self.maximum}"
        if self.type == "int_list":
            return "comma-separated whole numbers"
        return "true | false"


def _as_int(value: Any, where: str) -> int:
    if isinstance(value, bool):
        raise ParameterError(f"{where} must be a whole number, not {value!r}")
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            pass
    raise ParameterError(f"{where} must be a whole number, not {value!r}")


def resolve_parameters(declared: tuple[Parameter, ...], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Defaults overlaid with ``given``; unknown keys and bad values raise ParameterError."""
    by_key = {p.key: p for p in declared}
    values = {p.key: p.default for p in declared}
    for key, value in (given or {}).items():
        param = by_key.get(key)
        if param is None:
            known = ", ".join(by_key) or "none"
            raise ParameterError(f"unknown parameter '{key}' (this game has: {known})")
        values[key] = param.coerce(value)
    return values
