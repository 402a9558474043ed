"""The decisions every game of the Alhambra family shares, on top of the turn skeleton: take
money, buy a tile, redesign the city (add, remove, swap), end the actions after an exact
purchase, pass when stuck; place or reserve the tiles to place; give a bought tile to the
neutral player.

A game built on :class:`TileCityMoves` composes, besides the skeleton's parts: ``cities`` and
``reserves`` (one per seat), ``changers`` (the money changers in play, the payment extension, or
None), ``data`` with ``walls`` (the wall mask of every piece), and ``GIFT`` (its action class
for a gift to the neutral player, whose kind names the decision group).
"""

from __future__ import annotations

from typing import Any, ClassVar

from engine.core.action import Action
from engine.core.errors import Refusal
from engine.core.events import Event
from engine.tilecity.actions import (
    AddFromReserve, BuyTile, EndActions, PassTurn, PlaceTile, RemoveToReserve, ReserveTile, SwapWithReserve, TakeMoney,
)  # fmt: skip
from engine.tilecity.money import card_value, missing
from engine.tilecity.payment import can_afford, payment_problem, purchases, used_changer
from engine.tilecity.turn import ACTIONS, PLACEMENT, TileCityState


class TileCityMoves(TileCityState):
    """The family's decisions: their legal actions, their refusals and their effects."""

    GIFT: ClassVar[type[Action]]
    cities: list[Any]
    reserves: list[list[str]]
    changers: Any

    # ----- decision groups -----------------------------------------------------------------

    def _turn_groups(self) -> list[str]:
        groups = []
        if any(self.supply.display):
            groups.append("take")
        if self._can_buy():
            groups.append("buy")
        if self._can_redesign():
            groups.append("redesign")
        return groups

    def _placing_groups(self) -> list[str]:
        groups = ["reserve"]
        city = self.cities[self.current_player]
        if any(city.can_place_somewhere(t) for t in self.pending):
            groups.insert(0, "place")
        if self.phase == PLACEMENT and self.neutral is not None and any(t in self.shop.costs for t in self.pending):
            groups.append(self.GIFT.kind)
        return groups

    def _can_buy(self) -> bool:
        shop = self.shop
        currency, costs = shop.currency, shop.costs
        if self.changers:
            hand, changers = self.hands[self.player], self.changers
            return any(
                tile is not None and can_afford(hand, currency[slot], costs[tile], changers)
                for slot, tile in enumerate(shop.spaces)
            )
        totals: dict[str, int] = {}
        for card in self.hands[self.player]:
            totals[card[0]] = totals.get(card[0], 0) + card_value(card)
        return any(
            tile is not None and totals.get(currency[slot], 0) >= costs[tile] for slot, tile in enumerate(shop.spaces)
        )

    def _can_redesign(self) -> bool:
        city = self.cities[self.player]
        if city.has_removable():
            return True
        reserve = self.reserves[self.player]
        if not reserve:
            return False
        if any(city.can_place_somewhere(t) for t in reserve):
            return True
        return self._any_swap(city, reserve)

    def _any_swap(self, city: Any, reserve: list[str]) -> bool:
        """Whether some reserve tile may take the place of some city tile (redesign c)."""
        walls = self.data.walls
        return any(walls[r] & occ == req for _t, occ, req in city.swap_masks() for r in reserve)

    def _swaps(self, city: Any, reserve: list[str]) -> list[Action]:
        """Every legal swap: city tiles in (x, y) order, each with the ``reserve`` tiles in the
        given order. With one feature a swap is legal exactly when the incoming tile shows the
        same features towards every neighbour (a game with two kinds of tile overrides this)."""
        walls = self.data.walls
        actions: list[Action] = []
        for tile, occupied, required in city.swap_masks():
            actions.extend(SwapWithReserve(tile, r) for r in reserve if walls[r] & occupied == required)
        return actions

    # ----- legal actions ---------------------------------------------------------------------

    def _actions_take(self) -> list[Action]:
        supply = self.supply
        return [TakeMoney(c) for c in supply.take_options(self.changers)]

    def _actions_buy(self) -> list[Action]:
        return purchases(BuyTile, self.hands[self.player], self.shop.offers(), False, self.changers)

    def _actions_redesign(self) -> list[Action]:
        city = self.cities[self.player]
        reserve = sorted(set(self.reserves[self.player]))
        actions: list[Action] = []
        for tile in reserve:
            actions.extend(AddFromReserve(tile, cell) for cell in city.legal_cells(tile))
        actions.extend(RemoveToReserve(city.cells[cell]) for cell in city.removable_cells())
        actions.extend(self._swaps(city, reserve))
        return actions

    def _actions_end(self) -> list[Action]:
        return [EndActions()]

    def _actions_pass(self) -> list[Action]:
        return [PassTurn()]

    def _actions_place(self) -> list[Action]:
        city = self.cities[self.current_player]
        return [PlaceTile(t, c) for t in dict.fromkeys(self.pending) for c in city.legal_cells(t)]

    def _actions_reserve(self) -> list[Action]:
        return [ReserveTile(t) for t in dict.fromkeys(self.pending)]

    def _actions_gift(self) -> list[Action]:
        # Only tiles bought from the market go to the neutral player (never a module's piece).
        costs = self.shop.costs
        return [self.GIFT(t) for t in dict.fromkeys(self.pending) if t in costs]

    # ----- refusals --------------------------------------------------------------------------

    def _check_take(self, action: TakeMoney) -> str | None:
        problem = self.phase_problem(ACTIONS)
        if problem:
            return problem
        if not action.cards:
            return Refusal("choose at least one card", "take.no_cards")
        shown = [c for c in self.supply.display if c is not None]
        lacking = missing(action.cards, shown)
        if lacking:
            return Refusal(f"the display does not show {', '.join(lacking)}", "take.not_shown", cards=tuple(lacking))
        for module in self.modules:
            problem = module.take_problem(self, action.cards)
            if problem:
                return problem
        limit = self.supply.rules.take_limit
        total = sum(card_value(c) for c in action.cards)
        if len(action.cards) > 1 and total > limit:
            return Refusal(
                f"several cards may be taken only if they sum to at most {limit}; these sum to {total}",
                "take.over_limit", limit=limit, total=total, cards=action.cards,
            )  # fmt: skip
        return None

    def _check_buy(self, action: BuyTile) -> str | None:
        problem = self.phase_problem(ACTIONS)
        if problem:
            return problem
        return self.purchase_problem(action.slot, action.pay, exact=False)

    def purchase_problem(self, slot: int, pay: tuple[str, ...], exact: bool, seat: int | None = None) -> str | None:
        """Why the deciding player (or ``seat``) cannot buy the tile on market space ``slot``
        with ``pay`` (exactly, if ``exact``), or None; a service to modules."""
        shop = self.shop
        if not 1 <= slot <= len(shop.spaces):
            return Refusal(f"there is no market space {slot}", "market.no_slot", slot=slot)
        tile = shop.spaces[slot - 1]
        if tile is None:
            return Refusal(f"market space {slot} is empty", "market.empty", slot=slot)
        seat = self.current_player if seat is None else seat
        return payment_problem(
            self.hands[seat], pay, slot, tile, shop.costs[tile], shop.currency[slot - 1],
            self.supply.rules.names, exact, self.changers, seat,
        )  # fmt: skip

    def _check_end(self, action: EndActions) -> str | None:
        problem = self.phase_problem(ACTIONS)
        if problem:
            return problem
        if not self.may_continue:
            return Refusal("there is no extra action to decline: only an exact purchase gives one", "end.no_extra")
        return None

    def _check_pass(self, action: PassTurn) -> str | None:
        problem = self.phase_problem(ACTIONS)
        if problem:
            return problem
        if [g for g in self._legal_groups() if g != "reveal"] != ["pass"]:
            return Refusal("a turn may only be passed when no action is possible", "pass.not_stuck")
        return None

    def _check_add(self, action: AddFromReserve) -> str | None:
        return (
            self.phase_problem(ACTIONS)
            or self._not_in_reserve(action.tile)
            or self.cities[self.player].placement_problem(action.tile, action.at, self.player)
        )

    def _check_remove(self, action: RemoveToReserve) -> str | None:
        return self.phase_problem(ACTIONS) or self.cities[self.player].removal_problem(action.tile, self.player)

    def _check_swap(self, action: SwapWithReserve) -> str | None:
        return (
            self.phase_problem(ACTIONS)
            or self._not_in_reserve(action.reserve)
            or self.cities[self.player].swap_problem(action.tile, action.reserve, self.player)
        )

    def _check_place(self, action: PlaceTile) -> str | None:
        return (
            self.phase_problem(*self.placing_phases)
            or self._not_pending(action.tile)
            or self.cities[self.current_player].placement_problem(action.tile, action.at, self.current_player)
        )

    def _check_reserve(self, action: ReserveTile) -> str | None:
        return self.phase_problem(*self.placing_phases) or self._not_pending(action.tile)

    def _not_in_reserve(self, tile: str) -> str | None:
        if tile not in self.reserves[self.player]:
            return Refusal(f"{tile} is not in your reserve", "reserve.not_held", tile=tile, seat=self.player)
        return None

    def _not_pending(self, tile: str) -> str | None:
        if tile not in self.pending:
            return Refusal(f"{tile} is not among the tiles you have to place", "place.not_pending", tile=tile)
        return None

    # ----- effects -------------------------------------------------------------------------------

    def _do_take(self, action: TakeMoney, events: list[Event]) -> None:
        self.supply.take(action.cards)
        self.hands[self.player].extend(action.cards)
        events.append(Event("money_taken", self.player, {"cards": list(action.cards)}))
        self.action_done(events, may_continue=False)

    def _bought_entry(self, action: Any) -> int:
        """The entry of the market (1-based) that a purchase takes: its space, where a space
        holds one tile."""
        return action.slot

    def _do_buy(self, action: BuyTile, events: list[Event]) -> None:
        self.pay(self.player, action.pay)
        tile = self.shop.take(self._bought_entry(action))
        self.pending.append(tile)
        exact = sum(card_value(c) for c in action.pay) == self.shop.costs[tile]
        data = {"tile": tile, "slot": action.slot, "pay": list(action.pay), "exact": exact}
        if self.changers:
            changer = used_changer(action.pay, self.changers)
            if changer:
                data["changer"] = changer
        events.append(Event("tile_bought", self.player, data))
        self.action_done(events, may_continue=exact)

    def _do_end(self, action: EndActions, events: list[Event]) -> None:
        events.append(Event("actions_ended", self.player))
        self._finish_actions(events)

    def _do_pass(self, action: PassTurn, events: list[Event]) -> None:
        events.append(Event("turn_passed", self.player))
        self._after_turn(events)

    def _do_add(self, action: AddFromReserve, events: list[Event]) -> None:
        self.reserves[self.player].remove(action.tile)
        self.cities[self.player].put(action.at, action.tile)
        events.append(Event("tile_added", self.player, {"tile": action.tile, "at": list(action.at)}))
        self.action_done(events, may_continue=False, redesign=True)

    def _do_remove(self, action: RemoveToReserve, events: list[Event]) -> None:
        cell = self.cities[self.player].take(action.tile)
        self.reserves[self.player].append(action.tile)
        events.append(Event("tile_removed", self.player, {"tile": action.tile, "at": list(cell)}))
        for module in self.modules:
            module.tile_left(self, self.player, action.tile, events)
        self.action_done(events, may_continue=False, redesign=True)

    def _do_swap(self, action: SwapWithReserve, events: list[Event]) -> None:
        reserve = self.reserves[self.player]
        reserve.remove(action.reserve)
        cell = self.cities[self.player].replace(action.tile, action.reserve)
        reserve.append(action.tile)
        data = {"tile": action.tile, "reserve": action.reserve, "at": list(cell)}
        events.append(Event("tiles_swapped", self.player, data))
        for module in self.modules:
            module.tile_left(self, self.player, action.tile, events)
        self.action_done(events, may_continue=False, redesign=True)

    def _do_place(self, action: PlaceTile, events: list[Event]) -> None:
        seat = self.current_player
        self.pending.remove(action.tile)
        self.cities[seat].put(action.at, action.tile)
        events.append(Event("tile_placed", seat, {"tile": action.tile, "at": list(action.at)}))
        self._tile_disposed(events)

    def _do_reserve(self, action: ReserveTile, events: list[Event]) -> None:
        seat = self.current_player
        self.pending.remove(action.tile)
        self.reserves[seat].append(action.tile)
        events.append(Event("tile_reserved", seat, {"tile": action.tile}))
        self._tile_disposed(events)

    def _do_gift(self, action: Any, events: list[Event]) -> None:
        assert self.neutral is not None
        self.pending.remove(action.tile)
        self.neutral.tiles.append(action.tile)
        events.append(Event(f"tile_given_to_{self.neutral.rules.name}", self.player, {"tile": action.tile}))
        self._tile_disposed(events)
