"""A seat's view of the game: everything on the table, its own hand, the sizes of the others' hands
and of the supply, never their contents or order."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.gardens.scoring import NOBODY
from engine.gardens.turn import EMPTY

if TYPE_CHECKING:
    from engine.gardens.state import GardensState


def player_view(state: GardensState, seat: int | None) -> dict[str, Any]:
    """The view of ``seat`` (None: a spectator, who sees no hand), as plain data."""
    data, geo, own = state.data, state.geo, state.own
    ids = [s.id for s in data.species]
    buildings = []
    for bld in range(geo.buildings):
        row, col = geo.building_cell(bld)
        kind = data.kinds[state.kind[bld]]
        scorer = state.scored_by[bld]
        buildings.append({
            "row": row,
            "col": col,
            "value": kind.value,
            "kind": kind.id,
            "finished": state.missing[bld] == 0,
            "scored_by": ids[scorer] if scorer != NOBODY else None,
            "points": state.points[bld],
        })
    gardens = []
    for space, tile in enumerate(state.tile_at):
        if tile != EMPTY:
            row, col = geo.space_cell(space)
            gardens.append({"row": row, "col": col, "tile": data.tiles[tile].id, "rotation": state.rot_at[space]})
    own_hand = state.hands[seat] if seat is not None and 0 <= seat < state.num_players else []
    return {
        "game": state.game.id,
        "players": state.num_players,
        "params": {p.key: p.to_plain(state.params[p.key]) for p in state.game.parameters},
        "seat": seat,
        "species": ids,
        "buildings": buildings,
        "gardens": gardens,
        "tiles": {t.id: {"n": t.trees, "order": [ids[s] for s in t.order]} for t in data.tiles},
        "hand": [data.tiles[t].id for t in own_hand],
        "hand_sizes": [len(hand) for hand in state.hands],
        "supply": len(state.supply),
        "first": state.placed == 0,
        "current": state.current_player,
        "over": state.is_terminal,
        "colours": [[ids[s] for s in colours] for colours in own.colours],
        "colour_scores": state.colour_scores(),
        "scores": state.scores(),
        "winners": state.winners(),
        "placements": state.placed,
    }
