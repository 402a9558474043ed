"""A readable text picture of an Alhambra position, for the command line and test failures."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.alhambra.city import City
from engine.core.action import format_cell

if TYPE_CHECKING:
    from engine.alhambra.state import AlhambraState


def describe_state(state: AlhambraState) -> str:
    """Every public and hidden part of the position (this is the whole state, not a view)."""
    data = state.data
    lines = [f"Alhambra, {state.num_players} players, turn {state.turn}, phase {state.phase}"]
    if state.is_terminal:
        lines.append(f"Game over. Winners: {', '.join(f'P{s + 1}' for s in state.winners()) or 'nobody'}")
    else:
        extra = " (may take another action)" if state.may_continue else ""
        lines.append(f"To act: P{state.current_player + 1}; actions this turn: {state.actions_taken}{extra}")
    market = []
    for slot, tile in enumerate(state.market):
        currency = data.currency_by_code[state.market_currency[slot]].id
        shown = f"{tile} ({data.tiles[tile].cost})" if tile else "-"
        market.append(f"{slot + 1} {currency}: {shown}")
    lines.append("Market: " + " | ".join(market))
    lines.append("Display: " + " ".join(c or "-" for c in state.display))
    upcoming = ", ".join(f"{c} within draws {lo + 1}-{hi + 1}" for c, (lo, hi) in sorted(state.scoring_windows.items()))
    lines.append(
        f"Deck: {len(state.deck)} cards (drawn so far {state.drawn}{'; ' + upcoming if upcoming else ''}); "
        f"discard {len(state.discard)}; bag {len(state.bag)} tiles"
    )
    if state.rounds_scored:
        lines.append(f"Rounds scored: {', '.join(map(str, state.rounds_scored))}")
    if state.pending:
        lines.append(f"To place: {', '.join(state.pending)}")
    if state.dirk is not None:
        lines.append(f"Dirk: {state.dirk_score} points; tiles {', '.join(sorted(state.dirk)) or '-'}")
    if state.phase == "vizier":
        lines.append(f"Vizier window: P{state.vizier_asking + 1} is asked")
    if state.huts_on:
        stacks = "; ".join(f"{t} {len(s)} (top {s[-1] if s else '-'})" for t, s in state.hut_stacks.items())
        lines.append(f"Hut stacks: {stacks}")
    if state.bonus_on:
        lines.append(f"Bonus cards aside: {', '.join(state.bonus_aside) or '-'}")
    for seat in range(state.num_players):
        hand = " ".join(sorted(state.hands[seat])) or "-"
        lines.append(f"P{seat + 1}: {state.score[seat]} points; hand {hand}; reserve {', '.join(state.reserves[seat]) or '-'}")
        extra = []
        if state.vizier_on:
            extra.append(f"vizier {'face up' if state.viziers[seat] else 'face down'}")
        if state.bonus_on:
            extra.append(f"bonus cards hidden {', '.join(state.bonus_hidden[seat]) or '-'}")
            extra.append(f"face up {', '.join(state.bonus_revealed[seat]) or '-'}")
        if extra:
            lines.append("    " + "; ".join(extra))
        lines.extend("    " + row for row in city_picture(state.cities[seat], state.data.type_of, state.data.hut_colour))
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
