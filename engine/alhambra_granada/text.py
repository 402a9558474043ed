"""The text picture of a combined position (``str(state)``), for the command line and logs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.action import format_cell

if TYPE_CHECKING:
    from engine.alhambra_granada.state import AlhambraGranadaState


def describe_state(state: AlhambraGranadaState) -> str:
    """A few lines: turn and phase, the market's two halves with the marker, display, each seat."""
    shop, other = state.shop, state.faces.other
    lines = [f"Alhambra + Granada, turn {state.turn}, phase {state.phase}, player {state.player} to act"]
    spaces = []
    for space in range(1, shop.space_count() + 1):
        a, g = shop.spaces[2 * space - 2], shop.spaces[2 * space - 1]
        shown = f"{a or '-'} + {'-' if g is None else f'{g} (back {other[g]})'}"
        spaces.append(f"{space}:{shop.currency_names[2 * space - 2]} {shown}")
    lines.append(f"market [{shop.marker}]: " + "; ".join(spaces) + f"; bags {len(shop.bag)} + {len(shop.granada_bag)}")
    aside = f"; aside {' '.join(state.supply.aside)}" if state.supply.aside else ""
    lines.append("display: " + " ".join(c or "-" for c in state.supply.display) + f"; deck {len(state.supply.deck)}{aside}")
    for seat, city in enumerate(state.cities):
        built = ", ".join(f"{t}@{format_cell(c)}" for c, t in sorted(city.cells.items()) if t != city.start_tile)
        lines.append(
            f"seat {seat}: score {state.score[seat]}, hand {' '.join(sorted(state.hands[seat]))}; "
            f"city {built or '-'}; reserve {' '.join(state.reserves[seat]) or '-'}"
        )
    if state.pending:
        flipped = f" (flipped: {' '.join(state.flipped)})" if state.flipped else ""
        lines.append(f"to place: {' '.join(state.pending)}{flipped}")
    return "\n".join(lines)
