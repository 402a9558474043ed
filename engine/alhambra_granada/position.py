"""Positions of the combined game (docs/positions-alhambra_granada.md): Granada's reader
(faces for Granada tiles in play, the black marker, ``flipped``) with two bags (``bag``:
Alhambra tile ids, ``granada_bag``: Granada tile ids), the market's eight halves, the scoring
cards waiting aside (``scoring_aside``) and each seat's Granada start (``granada_start``).

The same reader makes the re-dealt states of :meth:`AlhambraGranadaState.determinize`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.alhambra_granada.city import GRANADA, mixed_city_problem
from engine.alhambra_granada.components import AlhambraGranadaData
from engine.core.action import parse_cell
from engine.core.game import Game, State
from engine.core.untrusted import brief
from engine.granada.position import GranadaReader
from engine.tilecity.turn import DISTRIBUTION, TileCityState
from engine.tilecity.view import position_from_view

OWN_KEYS = {"granada_bag", "scoring_aside"}


def state_from_position(game: Game, data: AlhambraGranadaData, position: Mapping[str, Any], validate: bool = True) -> State:
    """The state a position describes; PositionError naming the entry if it describes none."""
    return AlhambraGranadaReader(game, data, position).read(validate)


class AlhambraGranadaReader(GranadaReader):
    """Granada's reader with Alhambra tiles beside the faces, two bags and the Granada starts."""

    def read_header(self, known_keys: set[str]) -> tuple[int, dict[str, Any], int]:
        return super().read_header(known_keys | OWN_KEYS)

    def neutral_key(self) -> str:
        return self.data.neutral.name

    def other_piece(self, where: str, piece: Any, allowed: bool) -> str:
        if piece in self.data.granada.tiles:
            if where == "granada_bag":
                return self.piece_seen(where, piece, "tile")
            raise self.fail(where, f"{brief(piece)} is a Granada tile id: in play a Granada tile is named by its face, such as arena-10")
        raise self.fail(where, f"{brief(piece)} is neither an Alhambra tile id nor a Granada face id")

    def tile_list(self, key: str, value: Any = None) -> list[str]:
        items = self.pos.get(key, []) if value is None else value
        if key in ("bag", "granada_bag") and isinstance(items, list):
            alhambra = key == "bag"
            for item in items:
                if isinstance(item, str) and (item in self.data.alhambra.tiles) != alhambra:
                    holds = "Alhambra tile ids such as garden-8a" if alhambra else "Granada tile ids such as g10-arena"
                    raise self.fail(key, f"{item} cannot be in this bag: it holds {holds}")
        return super(GranadaReader, self).tile_list(key, value)

    def read_seat(self, state: TileCityState, index: int, seat: Any, validate: bool) -> None:
        where = f"seats[{index}]"
        start = seat.get("granada_start") if isinstance(seat, Mapping) else None
        rest = {k: v for k, v in seat.items() if k != "granada_start"} if isinstance(seat, Mapping) else seat
        super().read_seat(state, index, rest, validate=False)
        city = state.cities[index]
        granada = city.tiles_of(GRANADA)
        if start is None:
            if granada:
                raise self.fail(f"{where}.granada_start", "a city with Granada tiles names the cell of its Granada start")
        else:
            try:
                cell = parse_cell(str(start))
            except ValueError as exc:
                raise self.fail(f"{where}.granada_start", str(exc)) from None
            tile = city.cells.get(cell)
            if tile is None or tile not in granada:
                raise self.fail(f"{where}.granada_start", f"{brief(start)} is not a cell of the city holding a Granada tile")
            city.mark_start(tile)
        if validate:
            problem = mixed_city_problem(city)
            if problem:
                raise self.fail(f"{where}.city", problem)

    def complete_money(self, state: TileCityState, deck_top_first: list[str]) -> None:
        """The scoring cards aside first (by default every later card whose round is unscored and
        that the position lists nowhere), then the family's completion of the money."""
        supply = state.supply
        if "scoring_aside" in self.pos:
            aside = self.card_list("scoring_aside", scoring=True)
        else:
            aside = [c for c in sorted(self.data.later_piles)
                     if supply.rules.scoring_cards[c] not in state.rounds_scored and not self.money_seen[c]]  # fmt: skip
            for card in aside:
                self.money_seen[card] += 1
        for card in aside:
            if card not in self.data.later_piles:
                raise self.fail("scoring_aside", f"{card} is shuffled into the deck at setup, never set aside")
            if supply.rules.scoring_cards[card] in state.rounds_scored:
                raise self.fail("scoring_aside", f"scoring card {card} is aside but its round is already scored")
        supply.aside = aside
        super().complete_money(state, deck_top_first)

    def complete_tiles(self, state: TileCityState, bag_top_first: list[str]) -> None:
        """Unlisted tiles of each kind go below the listed ones of their bag, or out of play
        (Granada tiles on their even face)."""
        shop = state.shop
        granada_top_first = self.tile_list("granada_bag")
        target = self.pos.get("unlisted_tiles", "bag")
        if target not in ("bag", "removed"):
            raise self.fail("unlisted_tiles", "must be bag or removed")
        for tiles, listed, attribute in ((self.data.alhambra.tiles, bag_top_first, "bag"),
                                         (self.data.granada.tiles, granada_top_first, "granada_bag")):  # fmt: skip
            unlisted = [t for t in sorted(tiles) if not self.tiles_seen[t]]
            state.rng.shuffle(unlisted)
            if target == "bag":
                setattr(shop, attribute, (listed + unlisted)[::-1])
            else:
                setattr(shop, attribute, listed[::-1])
                shop.removed.extend(map(self.out_of_play, unlisted))

    def build(self, validate: bool) -> TileCityState:
        state = super().build(validate)
        for index, piece in enumerate(state.shop.spaces):
            if piece is not None and self.data.is_granada(piece) != (index % 2 == GRANADA):
                half = "Granada" if index % 2 == GRANADA else "Alhambra"
                raise self.fail("market", f"entry {index + 1} is the {half} half of space {index // 2 + 1}, not a place for {piece}")
        return state

    def out_of_play(self, tile: str) -> str:
        return self.data.faces.face(tile, "EVEN") if tile in self.data.granada.tiles else tile


def state_from_view(game: Game, data: AlhambraGranadaData, view: Mapping[str, Any], rng: random.Random) -> State:
    """A full state consistent with a player's view, everything hidden re-dealt from ``rng``:
    the other hands beyond the money every player saw, the deck, and both bags in a new order."""
    position = position_from_view(
        view, rng, data=data, money=data.money_rules(view["params"]["moneyDecks"]), tiles=data.alhambra.tiles,
        changers=None, modules=(), neutral=data.neutral.name, receiving=(DISTRIBUTION,),
    )  # fmt: skip
    tile_of = data.faces.tile_of
    seen = {tile_of[t] for t in view["market"] if t in tile_of} | {tile_of[t] for t in view["pending"] if t in tile_of}
    seen |= {tile_of[t] for t in view["removed_tiles"] if t in tile_of}
    for city in view["cities"]:
        seen.update(tile_of[t] for _x, _y, t in city if t in tile_of)
    for reserve in view["reserves"]:
        seen.update(tile_of[t] for t in reserve if t in tile_of)
    granada_bag = [t for t in sorted(data.granada.tiles) if t not in seen]
    rng.shuffle(granada_bag)
    position["granada_bag"] = granada_bag
    position["marker"] = view["marker"]
    position["scoring_aside"] = list(view["scoring_aside"])
    if view["flipped"]:
        position["flipped"] = list(view["flipped"])
    for seat, start in zip(position["seats"], view["granada_starts"]):
        if start is not None:
            seat["granada_start"] = start
    return state_from_position(game, data, position, validate=False)
