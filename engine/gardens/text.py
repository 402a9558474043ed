"""A readable text picture of a position, for the command line and test failures."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.gardens.scoring import NOBODY
from engine.gardens.turn import EMPTY

if TYPE_CHECKING:
    from engine.gardens.state import GardensState

STEP = 8  # characters from one building column to the next


def describe_state(state: GardensState) -> str:
    """The whole state (hands included): the board, then hands, supply and scores."""
    data = state.data
    lines = [f"The Gardens of the Alhambra, {state.num_players} players, {state.placed} of {state.geo.spaces} tiles placed"]
    if state.is_terminal:
        lines.append(f"Game over. Winners: {', '.join(_seat(state, s) for s in state.winners()) or 'nobody'}")
    else:
        lines.append(f"To act: {_seat(state, state.player)}")
    lines.append("")
    lines.extend(board_picture(state))
    lines.append("")
    codes = [s.code for s in data.species]
    scores = state.scores()
    for seat in range(state.num_players):
        hand = " ".join(data.tiles[t].id for t in state.hands[seat]) or "-"
        colours = ", ".join(f"{data.species[s].id} {state.colour_points[s]}" for s in state.own.colours[seat])
        lines.append(f"{_seat(state, seat)}: hand {hand}; score {scores[seat]} ({colours})")
    unowned = [codes[s] for s in range(len(codes)) if state.own.owner[s] == NOBODY]
    if unowned:
        mode = "phantom rivals" if state.own.phantoms else "ignored"
        lines.append(f"Unowned species ({mode}): {' '.join(unowned)}")
    lines.append(f"Supply: {len(state.supply)} tiles")
    return "\n".join(lines)


def board_picture(state: GardensState) -> list[str]:
    """Building rows with garden rows between them. A building shows its value, then the letter
    of the species that scored it, ``-`` if completed without a score, or nothing while open.
    A garden tile shows its tree count and the species facing its corners clockwise from the
    north-west one; ``.`` is an empty space a tile may go on now."""
    data, geo = state.data, state.geo
    codes = [s.code for s in data.species]
    facing, trees = state.game.facing_species, state.game.trees
    rows = []
    for i in range(geo.building_rows):
        cells = []
        for j in range(geo.building_cols):
            bld = i * geo.building_cols + j
            mark = "" if state.missing[bld] else ("-" if state.scored_by[bld] == NOBODY else codes[state.scored_by[bld]])
            cells.append(f"{data.kinds[state.kind[bld]].value}{mark}".center(STEP))
        rows.append("".join(cells).rstrip())
        if i >= geo.garden_rows:
            continue
        cells = []
        for c in range(geo.garden_cols):
            space = i * geo.garden_cols + c
            tile = state.tile_at[space]
            if tile == EMPTY:
                text = "." if state.open[space] else ""
            else:
                rotation = state.rot_at[space]
                text = f"{trees[tile]}" + "".join(codes[facing[tile][rotation][corner]] for corner in range(len(geo.corners)))
            cells.append(text.center(STEP))
        rows.append((" " * (STEP // 2) + "".join(cells)).rstrip())
    return rows


def _seat(state: GardensState, seat: int) -> str:
    colours = "+".join(state.data.species[s].id for s in state.own.colours[seat])
    return f"P{seat + 1} ({colours})"
