"""A readable text picture of an Alcazar position, for the command line and test failures."""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING

from engine.alcazar.site import EMPTY

if TYPE_CHECKING:
    from engine.alcazar.state import AlcazarState

CELL = 7  # characters per board cell


def describe_state(state: AlcazarState) -> str:
    """The whole state (hands included): the board as a grid, then buildings, columns, players."""
    from engine.alcazar.position import encode_site

    data, site, board = state.data, state.site, state.board
    entries, tags = encode_site(state)
    lines = [f"Alcazar, {state.num_players} players, turn {state.turn}, phase {state.phase}"]
    if state.is_terminal:
        lines.append(f"Game over. Winners: {', '.join(_seat(state, s) for s in state.winners()) or 'nobody'}")
    else:
        lines.append(f"To act: {_seat(state, state.player)}")
    if state.step_spots:
        spots = ", ".join(board.label[c] for c in state.step_spots)
        lines.append(f"Noble step on {spots}: {state.step_places} placement(s) left, {state.step_placed} made")
    if state.keep:
        lines.append(f"Tied castles, one keeps its flag: {', '.join(data.city(c) for c in state.keep)}")
    lines.append("")
    lines.extend(board_picture(state, tags))
    lines.append("")
    for bld in sorted(tags, key=tags.get):  # type: ignore[arg-type]
        castle = site.castle_of.get(bld)
        kind = f"castle {data.city(castle)} (flag on {board.label[site.flag_at[castle]]})" if castle else "manor"
        cells = " ".join(board.label[c] for c in sorted(site.bld_cells[bld]))
        lines.append(f"{tags[bld]}: {kind}, value {site.value(bld)}; cells {cells}")
    for a, m, b, level in sorted(site.bridges):
        value = data.bridge_value_per_level * level
        lines.append(f"Bridge {board.label[a]}-{board.label[m]}-{board.label[b]} on level {level} (value {value})")
    if entries["columns"]:
        columns = "; ".join(f"{spot}: {text}" for spot, text in entries["columns"].items())
        lines.extend(textwrap.wrap("Columns (level 1 up | noble): " + columns, 100, subsequent_indent="  "))
    display = " ".join("-" if c is None else str(c) for c in state.display)
    lines.append(
        f"Display: {display}; building deck {len(state.deck)}; tower deck {state.tower_deck}; "
        f"pieces {state.pieces_left()} (boxed {state.boxed}); bridges {state.bridges_left()}; "
        f"free flags {', '.join(data.city(c) for c in state.free_flags()) or 'none'}"
    )
    scores = state.scores()
    for seat in range(state.num_players):
        hand = " ".join(str(c) for c in state.hands[seat]) or "-"
        supply = ", ".join(f"{n} {data.nobles[k].id}" for k, n in enumerate(state.supply[seat]))
        out = " (out)" if state.eliminated[seat] else ""
        lines.append(
            f"{_seat(state, seat)}{out}: {state.money[seat]} reales; cards {hand}; tower cards {state.towers[seat]}; "
            f"supply {supply}; score {scores[seat]}"
        )
    return "\n".join(lines)


def board_picture(state: AlcazarState, tags: dict[int, str]) -> list[str]:
    """Two text lines per board row: the cells' names, then what stands there (height,
    building tag of the top element, noble). ``~`` marks non-parcel cells, ``.`` empty parcels."""
    site, board, data = state.site, state.board, state.data
    rows = []
    for r in range(board.rows):
        names, contents = [], []
        for c in range(board.cols):
            cell = r * board.cols + c
            names.append((board.parcel[cell] and str(board.parcel[cell]) or "~").center(CELL))
            column = site.cols[cell]
            if not column:
                contents.append(("." if board.parcel[cell] else "").center(CELL))
                continue
            top = column[-1]
            bridge = site.el_bridge[top] != EMPTY
            text = f"{len(column)}{tags[site.el_bld[top]]}{'=' if bridge else ''}"
            code = site.noble[cell]
            if code != EMPTY:
                text += data.colours[code >> 1].code + data.nobles[code & 1].code
            contents.append(text.center(CELL))
        rows.append("".join(names).rstrip())
        rows.append("".join(contents).rstrip())
    rows.append("(under each cell: height, building of the top element, = for a bridge, then the noble)")
    return rows


def _seat(state: AlcazarState, seat: int) -> str:
    return f"P{seat + 1} ({state.data.colours[seat].id})"
