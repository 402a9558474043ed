"""Granada positions (docs/positions-granada.md): the family's reader and writer
(``engine/tilecity/positions.py`` and ``view.py``) with faces for tiles in play, tile ids in
the bag, the black marker (``marker``) and the tiles whose flip fee was paid (``flipped``).

The same reader makes the re-dealt states of :meth:`GranadaState.determinize` from a view.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.core.game import Game, State
from engine.core.untrusted import brief
from engine.granada.components import GranadaData
from engine.tilecity.faces import MARKER_POSITIONS
from engine.tilecity.positions import TileCityReader
from engine.tilecity.turn import DISTRIBUTION, PLACEMENT, TileCityState
from engine.tilecity.view import position_from_view

OWN_KEYS = {"marker", "flipped"}


def state_from_position(game: Game, data: GranadaData, position: Mapping[str, Any], validate: bool = True) -> State:
    """The state a position describes; PositionError naming the entry if it describes none."""
    return GranadaReader(game, data, position).read(validate)


class GranadaReader(TileCityReader):
    """The family's reader with faces, the black marker and Juan."""

    def read_header(self, known_keys: set[str]) -> tuple[int, dict[str, Any], int]:
        return super().read_header(known_keys | OWN_KEYS)

    def piece_seen(self, where: str, piece: str, what: str) -> str:
        """A face or a bag tile: each physical tile may appear once, on one face."""
        tile = self.data.faces.tile_of.get(piece, piece)
        self.tiles_seen[tile] += 1
        if self.tiles_seen[tile] > 1:
            raise self.fail(where, f"tile {tile} ({piece}) appears more than once in the position")
        return piece

    def other_piece(self, where: str, piece: Any, allowed: bool) -> str:
        if piece in self.data.tiles:
            if where == "bag":
                return self.piece_seen(where, piece, "tile")
            raise self.fail(where, f"{brief(piece)} is a tile id: a tile in play is named by the face it shows, such as arena-10")
        raise self.fail(where, f"{brief(piece)} is not a face id such as arena-10")

    def tile_list(self, key: str, value: Any = None) -> list[str]:
        items = self.pos.get(key, []) if value is None else value
        if key == "bag" and isinstance(items, list):
            for item in items:
                if isinstance(item, str) and item in self.state.shop.costs:
                    raise self.fail(key, f"{item} is a face: the bag holds tile ids such as g10-arena")
        return super().tile_list(key, value)

    def bag_tiles(self, state: TileCityState) -> list[str]:
        return sorted(self.data.tiles)  # the bag holds tile ids; the market shows faces

    def out_of_play(self, tile: str) -> str:
        return self.data.faces.face(tile, "EVEN")

    def build(self, validate: bool) -> TileCityState:
        state = super().build(validate)
        marker = self.pos.get("marker", self.data.marker_at_setup)
        if marker not in MARKER_POSITIONS:
            raise self.fail("marker", "must be EVEN or ODD")
        state.shop.marker = marker
        flipped = self.get("flipped", list, [])
        for face in flipped:
            if face not in state.pending or state.phase != PLACEMENT:
                raise self.fail("flipped", f"{brief(face)} must be a tile to place in the placement phase")
        if len(set(flipped)) != len(flipped):
            raise self.fail("flipped", "lists a face twice")
        state.flipped = list(flipped)
        return state


def state_from_view(game: Game, data: GranadaData, view: Mapping[str, Any], rng: random.Random) -> State:
    """A full state consistent with a player's view, everything hidden re-dealt from ``rng``:
    the other hands beyond the money every player saw, the deck, and the bag in a new order."""
    position = position_from_view(
        view, rng, data=data, money=data.money, tiles=(), changers=None, modules=(),
        neutral="juan", receiving=(DISTRIBUTION,),
    )  # fmt: skip
    tile_of = data.faces.tile_of
    seen = {tile_of[t] for t in view["market"] if t} | {tile_of[t] for t in view["pending"]}
    seen |= {tile_of[t] for t in view["removed_tiles"]} | {tile_of[t] for t in view["juan"] or []}
    for city in view["cities"]:
        seen.update(tile_of[t] for _x, _y, t in city if t in tile_of)
    for reserve in view["reserves"]:
        seen.update(tile_of[t] for t in reserve)
    bag = [t for t in sorted(data.tiles) if t not in seen]
    rng.shuffle(bag)
    position["bag"] = bag
    position["marker"] = view["marker"]
    if view["flipped"]:
        position["flipped"] = list(view["flipped"])
    return state_from_position(game, data, position, validate=False)
