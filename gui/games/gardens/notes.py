"""The notes panel of the Gardens table: the buildings the last scoring tile finished, each with
its trees and the majority told step by step; before any scoring, how a building is scored."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gui.games.gardens.texts import cascade_steps, counts_words, scoring_summary
from gui.games.tilecity.texts import fill
from gui.i18n import translate
from gui.session import GameSession

BULLET = "•"
STEP = "    "  # the cascade's lines stand under their building


def scoring_notes(session: GameSession, view: Mapping[str, Any], names: Sequence[str]) -> tuple[str, list[str]]:
    """The panel's title and lines: the last placement that finished buildings, or the rule."""
    for seat, events in zip(reversed(session.actors), reversed(session.action_events)):
        scored = [e for e in events if e.kind == "scored"]
        if scored:
            who = names[seat] if seat is not None and seat < len(names) else ""
            return (fill(translate("gardens", "Last scoring: %1's tile"), who),
                    [line for event in scored for line in _building_lines(event.data, names)])
    return (translate("gardens", "How a building scores"), _rule_lines())


def _building_lines(data: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    lines = [f"{BULLET} {scoring_summary(data, names)}",
             STEP + counts_words(data.get("counts", {}), data.get("owned", []))]
    steps = cascade_steps(data)
    # A building won outright needs no steps: the counts above say it; ties are told one by one.
    if len(steps) > 1 or data.get("winner") is None:
        lines += [STEP + step for step in steps]
    return lines


def _rule_lines() -> list[str]:
    return [
        translate("gardens", "A building is scored when every garden space around it holds a tile: four inside, "
                             "two on an edge, one in a corner."),
        translate("gardens", "The colour with the most trees facing it wins its value times the kinds of tree "
                             "facing it."),
        translate("gardens", "Colours tied for the most knock each other out, and the next count wins — even "
                             "a colour with no trees there. If no count is left alone, nobody scores."),
    ]
