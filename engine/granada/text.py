"""The text picture of a Granada position (``str(state)``), for the command line and logs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.action import format_cell

if TYPE_CHECKING:
    from engine.tilecity.turn import TileCityState


def describe_state(state: TileCityState) -> str:
    """A few lines: turn and phase, market with marker, display, each seat, Juan."""
    other = state.faces.other
    lines = [f"Granada, turn {state.turn}, phase {state.phase}, player {state.player} to act"]
    spaces = []
    for slot, face in enumerate(state.shop.spaces):
        shown = "-" if face is None else f"{face} (back {other[face]})"
        spaces.append(f"{slot + 1}:{state.shop.currency_names[slot]} {shown}")
    lines.append(f"market [{state.shop.marker}]: " + "; ".join(spaces) + f"; bag {len(state.shop.bag)}")
    lines.append("display: " + " ".join(c or "-" for c in state.supply.display) + f"; deck {len(state.supply.deck)}")
    for seat, city in enumerate(state.cities):
        built = ", ".join(f"{t}@{format_cell(c)}" for c, t in sorted(city.cells.items()) if t != city.start_tile)
        lines.append(
            f"seat {seat}: score {state.score[seat]}, hand {' '.join(sorted(state.hands[seat]))}; "
            f"city {built or '-'}; reserve {' '.join(state.reserves[seat]) or '-'}"
        )
    if state.neutral is not None:
        lines.append(f"juan: score {state.neutral_score}, {' '.join(state.neutral.tiles)}")
    if state.pending:
        flipped = f" (flipped: {' '.join(state.flipped)})" if state.flipped else ""
        lines.append(f"to place: {' '.join(state.pending)}{flipped}")
    return "\n".join(lines)
