"""The bots' evaluation weights fitted to self-play outcomes (``rules_data/bot_weights.yaml``).

Each game's heuristics keep their weights in a frozen dataclass with hand-set defaults; the file
names, per game, the margin scale and the weights a fit changed (``tools/fit_evaluation.py``
writes it). A game without an entry plays with its defaults. A wrong entry (an unknown weight,
a value that is not a finite number) fails when the game's heuristics are made, naming the file
and the entry.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import TypeVar

from engine.core.data import Node, load_rules_file, rules_data_dir

WEIGHTS_FILE = "bot_weights.yaml"
W = TypeVar("W")
H = TypeVar("H")


@dataclass(frozen=True)
class FittedEntry:
    """One game's fitted numbers: the margin scale (None: the code's) and changed weights."""

    margin_scale: float | None
    weights: dict[str, float]


def fitted_entry(game_id: str, folder: Path | None = None) -> FittedEntry:
    """The entry of ``game_id`` in the weights file (empty if the file or the entry is absent)."""
    path = (folder or rules_data_dir()) / WEIGHTS_FILE
    if not path.exists():
        return FittedEntry(None, {})
    top = load_rules_file(path)
    if not top.has(game_id):
        return FittedEntry(None, {})
    entry = top[game_id]
    for key in entry.as_mapping():
        if key not in ("margin_scale", "weights"):
            raise top[game_id].get(key).fail("is not margin_scale or weights")
    scale = _positive(entry["margin_scale"]) if entry.has("margin_scale") else None
    weights = {name: _finite(node) for name, node in entry.get("weights", {}).items()}
    return FittedEntry(scale, weights)


def fitted_weights(game_id: str, defaults: W, folder: Path | None = None) -> tuple[W, float | None]:
    """``defaults`` with the fitted changes of ``game_id``, and its fitted margin scale."""
    path = (folder or rules_data_dir()) / WEIGHTS_FILE
    entry = fitted_entry(game_id, folder)
    known = {f.name for f in fields(defaults)}  # type: ignore[arg-type]
    for name in entry.weights:
        if name not in known or not isinstance(getattr(defaults, name), float):
            node = Node(None, path.name, f"{game_id}.weights.{name}")
            raise node.fail(f"is not one of the real-valued weights of {game_id}")
    return replace(defaults, **entry.weights), entry.margin_scale  # type: ignore[type-var]


def _finite(node: Node) -> float:
    value = node.value
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise node.fail(f"must be a finite number, not {value!r}")
    return float(value)


def _positive(node: Node) -> float:
    value = _finite(node)
    if value <= 0:
        raise node.fail(f"must be greater than 0, is {value}")
    return value


def fitted_heuristics(
    game_id: str, defaults: W, make: Callable[[W], H], weights: W | None = None, margin_scale: float | None = None
) -> H:
    """``make(weights)`` with the fitted weights of ``game_id``, given its fitted margin scale;
    ``weights`` and ``margin_scale``, when given, are used instead (for tuning runs)."""
    if weights is None:
        weights, scale = fitted_weights(game_id, defaults)
    else:
        scale = None
    if margin_scale is not None:
        scale = margin_scale
    heuristics = make(weights)
    if scale is not None:
        heuristics.margin_scale = scale  # type: ignore[attr-defined]
    return heuristics
