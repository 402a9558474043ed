"""Reading and range-checking the numeric options of bot names (``mcts:seconds=2``).

Numbers are plain ASCII decimals: ``nan``, ``inf``, ``1_000``, ``0x10`` and non-ASCII digits
are refused, so an option can never silently mean an unbounded search.
"""

from __future__ import annotations

import math
import re

from engine.core.errors import ParameterError

_INT = re.compile(r"[+-]?[0-9]{1,12}")
_FLOAT = re.compile(r"[+-]?(?:[0-9]{1,12}(?:\.[0-9]*)?|\.[0-9]{1,12})(?:[eE][+-]?[0-9]{1,3})?")


def parse_number(bot: str, key: str, raw: str, integer: bool) -> int | float:
    """``raw`` as a whole (``integer``) or decimal number; ParameterError naming the option otherwise."""
    if integer:
        if not _INT.fullmatch(raw):
            raise ParameterError(f"{bot} option {key}: '{raw}' is not a whole number")
        return int(raw)
    if not _FLOAT.fullmatch(raw) or not math.isfinite(float(raw)):
        raise ParameterError(f"{bot} option {key}: '{raw}' is not a finite number")
    return float(raw)


def check_range(bot: str, key: str, value: object, low: float, high: float, above: bool = False, integer: bool = False) -> None:
    """Raise ParameterError unless ``value`` is a finite number (a whole one if ``integer``)
    from ``low`` (excluded when ``above``) to ``high``."""
    kinds = (int,) if integer else (int, float)
    number_ok = isinstance(value, kinds) and not isinstance(value, bool) and math.isfinite(value)
    if number_ok and (value > low if above else value >= low) and value <= high:
        return
    kind = "whole number" if integer else "finite number"
    bound = f"above {low:g}" if above else f"at least {low:g}"
    raise ParameterError(f"{bot} option {key}: must be a {kind} {bound} and at most {high:g} (got {value!r})")
