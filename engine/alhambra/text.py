"""A readable text picture of an Alhambra position, for the command line and test failures."""

from __future__ import annotations

from typing import Any

from engine.alhambra.city import City
from engine.core.action import format_cell


def describe_state(state: Any) -> str:
    """Every public and hidden part of an :class:`AlhambraState` (the whole state, not a view)."""
    data, shop, supply = state.data, state.shop, state.supply
    lines = [f"Alhambra, {state.num_players} players, turn {state.turn}, phase {state.phase}"]
    if state.is_terminal:
        lines.append(f"Game over. Winners: {', '.join(f'P{s + 1}' for s in state.winners()) or 'nobody'}")
    else:
        extra = " (may take another action)" if state.may_continue else ""
        lines.append(f"To act: P{state.current_player + 1}; actions this turn: {state.actions_taken}{extra}")
    market = []
    for slot, tile in enumerate(shop.spaces):
        shown = f"{tile} ({shop.costs[tile]})" if tile else "-"
        market.append(f"{slot + 1} {shop.currency_names[slot]}: {shown}")
    lines.append("Market: " + " | ".join(market))
    lines.append("Display: " + " ".join(c or "-" for c in supply.display))
    upcoming = ", ".join(f"{c} within draws {lo + 1}-{hi + 1}" for c, (lo, hi) in sorted(supply.windows.items()))
    lines.append(
        f"Deck: {len(supply.deck)} cards (drawn so far {supply.drawn}{'; ' + upcoming if upcoming else ''}); "
        f"discard {len(supply.discard)}; bag {len(shop.bag)} tiles"
    )
    if state.rounds_scored:
        lines.append(f"Rounds scored: {', '.join(map(str, state.rounds_scored))}")
    if state.pending:
        lines.append(f"To place: {', '.join(state.pending)}")
    if state.neutral is not None:
        lines.append(f"Dirk: {state.neutral_score} points; tiles {', '.join(sorted(state.neutral.tiles)) or '-'}")
    vizier, bonus, huts = state.module("vizier"), state.module("bonusCards"), state.module("workersHuts")
    if state.phase == "vizier":
        lines.append(f"Vizier window: P{vizier.asking + 1} is asked")
    if huts:
        stacks = "; ".join(f"{t} {len(s)} (top {s[-1] if s else '-'})" for t, s in huts.stacks.items())
        lines.append(f"Hut stacks: {stacks}")
    if bonus:
        lines.append(f"Bonus cards aside: {', '.join(bonus.aside) or '-'}")
    for seat in range(state.num_players):
        hand = " ".join(sorted(state.hands[seat])) or "-"
        lines.append(f"P{seat + 1}: {state.score[seat]} points; hand {hand}; reserve {', '.join(state.reserves[seat]) or '-'}")
        extra = []
        if vizier:
            extra.append(f"vizier {'face up' if vizier.face_up[seat] else 'face down'}")
        if bonus:
            extra.append(f"bonus cards hidden {', '.join(bonus.hidden[seat]) or '-'}")
            extra.append(f"face up {', '.join(bonus.revealed[seat]) or '-'}")
        if extra:
            lines.append("    " + "; ".join(extra))
        lines.extend("    " + row for row in city_picture(state.cities[seat], data.type_of, data.hut_colour))
    return "\n".join(lines)


def city_picture(city: City, type_of: dict[str, str], hut_colour: dict[str, str] | None = None) -> list[str]:
    """Rows of a city, north at the top: one letter per tile (F = start tile, lower case = a
    worker's hut of that type's colour), then the tiles."""
    hut_colour = hut_colour or {}
    xs = [c[0] for c in city.cells]
    ys = [c[1] for c in city.cells]
    rows = []
    for y in range(max(ys), min(ys) - 1, -1):
        row = ""
        for x in range(min(xs), max(xs) + 1):
            tile = city.cells.get((x, y))
            if tile is None:
                row += "."
            elif tile == city.start_tile:
                row += "F"
            else:
                row += type_of[tile][0].upper() if tile in type_of else hut_colour[tile][0]
        rows.append(f"{y:>3} {row}")
    tiles = [f"{format_cell(c)} {t}" for c, t in sorted(city.cells.items()) if t != city.start_tile]
    rows.append(f"    x from {min(xs)}; tiles: {'; '.join(tiles) or 'none'}")
    return rows
