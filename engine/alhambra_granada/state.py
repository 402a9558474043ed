"""The combined position (granada.md Part II): Granada's state (``engine/granada/state.py``:
the family's turn and moves with double-sided tiles, the flip fee and the free face choice for
the reserve) with the combined game's parts: one mixed city per seat under the walls-and-moats
rule, the double market with its two bags, the money whose card B waits for the first
exhaustion of the deck, no neutral player, and the scoring of 10.7.

Only Granada tiles have two faces: an Alhambra tile is built or reserved as it is and never
flipped (C-16).
"""

from __future__ import annotations

import random
from typing import Any

from engine.alhambra_granada import position, scoring, text
from engine.alhambra_granada.actions import BuyFromSpace
from engine.alhambra_granada.city import MixedCity
from engine.alhambra_granada.components import AlhambraGranadaData
from engine.core.action import Action, format_cell
from engine.core.errors import Refusal
from engine.core.game import Game
from engine.granada.actions import FlipTile
from engine.granada.state import GranadaState
from engine.tilecity.actions import ReserveTile, SwapWithReserve
from engine.tilecity.deferred import DeferredCardSupply
from engine.tilecity.double_market import ALHAMBRA, GRANADA, DoubleMarket
from engine.tilecity.moves import TileCityMoves
from engine.tilecity.payment import payment_problem, purchases
from engine.tilecity.turn import ACTIONS, DISTRIBUTION, OVER, PLACEMENT
from engine.tilecity.view import public_view, write_position

__all__ = ["ACTIONS", "DISTRIBUTION", "OVER", "PLACEMENT", "AlhambraGranadaState"]


class AlhambraGranadaState(GranadaState):
    """A position of Alhambra + Granada (3-6 players)."""

    NEUTRAL = "neutral"

    def __init__(self, game: Game, data: AlhambraGranadaData, num_players: int, params: dict[str, Any], seed: int) -> None:
        # Granada's own parts (its market, money and Juan) are not the combined game's.
        TileCityMoves.__init__(self, game, num_players, params, seed)
        self.data = data
        self.faces = data.faces
        self.cities = [self.new_city() for _ in range(num_players)]
        self.reserves: list[list[str]] = [[] for _ in range(num_players)]
        order = tuple(params["marketCurrencyOrder"])
        codes = tuple(data.currency_by_id[c].code for c in order)
        every_refill = params["moatRequirement"] == "allRefills"
        self.shop = DoubleMarket(codes, order, data.costs, data.faces, data.moated, every_refill)
        self.shop.marker = data.marker_at_setup
        self.supply = DeferredCardSupply(data.money_rules(params["moneyDecks"]), data.later_piles)
        self.neutral = None
        self.changers = None
        self.flipped: list[str] = []

    def new_city(self) -> MixedCity:
        """A city with only Alhambra's start tile."""
        return MixedCity(self.data.walls, self.data.start_tile)

    # ----- the double market (10.3) --------------------------------------------------------------

    def _entry(self, slot: int, tile: str) -> int:
        """The market entry (0-based) of ``tile``'s half of space ``slot``."""
        return DoubleMarket.index(slot, GRANADA if self.data.is_granada(tile) else ALHAMBRA)

    def _bought_entry(self, action: BuyFromSpace) -> int:
        return self._entry(action.slot, action.tile) + 1

    def _actions_buy(self) -> list[Action]:
        shop = self.shop
        spaces, space_of = shop.spaces, shop.space_of
        return purchases(lambda index, pay: BuyFromSpace(space_of(index), spaces[index], pay),
                         self.hands[self.player], shop.offers(), False, None)  # fmt: skip

    def _check_buy(self, action: BuyFromSpace) -> str | None:
        problem = self.phase_problem(ACTIONS)
        if problem:
            return problem
        shop, slot, tile = self.shop, action.slot, action.tile
        if not 1 <= slot <= shop.space_count():
            return Refusal(f"there is no market space {slot}", "market.no_slot", slot=slot)
        index = self._entry(slot, tile)
        if shop.spaces[index] != tile:
            there = [t for t in shop.spaces[index - index % 2 : index - index % 2 + 2] if t is not None]
            if not there:
                return Refusal(f"market space {slot} is empty", "market.empty", slot=slot)
            return Refusal(f"{tile} is not on market space {slot}, which offers {' and '.join(there)}",
                           "market.not_offered", slot=slot, tile=tile)  # fmt: skip
        return payment_problem(
            self.hands[self.player], action.pay, slot, tile, shop.costs[tile], shop.currency[index],
            self.supply.rules.names, False, None, self.player,
        )  # fmt: skip

    # ----- faces: only Granada tiles have two (C-16) ------------------------------------------

    def _flippable(self, tile: str) -> bool:
        return self.data.is_granada(tile) and super()._flippable(tile)

    def _check_flip(self, action: FlipTile) -> str | None:
        if action.tile in self.pending and not self.data.is_granada(action.tile):
            return Refusal(f"{action.tile} is an Alhambra tile: it has one face and is never flipped",
                           "flip.alhambra_tile", tile=action.tile)  # fmt: skip
        return super()._check_flip(action)

    def _actions_reserve(self) -> list[Action]:
        # Granada's choice of faces for its own tiles; an Alhambra tile goes as it is.
        pending = self.pending
        granada = [t for t in pending if self.data.is_granada(t)]
        if len(granada) == len(pending):
            return super()._actions_reserve()
        self.pending = granada
        try:
            faced = super()._actions_reserve()
        finally:
            self.pending = pending
        return [ReserveTile(t) for t in dict.fromkeys(pending) if not self.data.is_granada(t)] + faced

    # ----- redesign: swaps between kinds (C-9) ------------------------------------------------

    def _any_swap(self, city: MixedCity, reserve: list[str]) -> bool:
        return bool(city.swap_pairs(reserve))

    def _swaps(self, city: MixedCity, reserve: list[str]) -> list[Action]:
        return [SwapWithReserve(tile, r) for tile, r in city.swap_pairs(reserve)]

    # ----- scoring (10.7) ---------------------------------------------------------------------

    def score_breakdown(self, round_number: int) -> dict[str, Any]:
        """What scoring round ``round_number`` would award now: both games' majorities type by
        type, the longest wall, moat and wall-and-moat chain, and each seat's points by part."""
        return scoring.score_breakdown(self, round_number)

    def type_counts(self) -> dict[str, list[dict[str, int]]]:
        """Each seat's count of each building type in the city, per game (``alhambra``, ``granada``)."""
        return scoring.type_counts(self)

    def longest_runs(self) -> dict[str, list[int]]:
        """Each seat's longest outer wall, outer moat and wall-and-moat chain."""
        return scoring.longest_runs(self)

    def longest_moats(self) -> list[int]:
        return self.longest_runs()["moat"]

    # ----- views, positions, text ---------------------------------------------------------------

    def player_view(self, seat: int) -> dict[str, Any]:
        view = public_view(self, seat)
        view["marker"] = self.shop.marker
        view["flipped"] = list(self.flipped)
        view["granada_bag_count"] = len(self.shop.granada_bag)
        view["scoring_aside"] = list(self.supply.aside)
        view["granada_starts"] = [_cell_text(city.start_cell(GRANADA)) for city in self.cities]
        runs = self.longest_runs()
        view["longest_walls"], view["longest_moats"], view["longest_borders"] = runs["wall"], runs["moat"], runs["border"]
        return view

    def determinize(self, seat: int, rng: random.Random) -> AlhambraGranadaState:
        return position.state_from_view(self.game, self.data, self.player_view(seat), rng)

    def to_position(self) -> dict[str, Any]:
        pos = write_position(self)
        pos["marker"] = self.shop.marker
        pos["granada_bag"] = self.shop.granada_bag[::-1]
        pos["scoring_aside"] = list(self.supply.aside)
        if self.flipped:
            pos["flipped"] = list(self.flipped)
        for seat, city in zip(pos["seats"], self.cities):
            start = city.start_cell(GRANADA)
            if start is not None:
                seat["granada_start"] = format_cell(start)
        return pos

    def __str__(self) -> str:
        return text.describe_state(self)

    granada_bag = property(lambda self: self.shop.granada_bag, doc="Bag G (tile ids), top last.")
    scoring_aside = property(lambda self: self.supply.aside, doc="Scoring cards waiting for the first reshuffle.")


def _cell_text(cell: tuple[int, int] | None) -> str | None:
    return None if cell is None else format_cell(cell)


PHASES = AlhambraGranadaState.PHASES
