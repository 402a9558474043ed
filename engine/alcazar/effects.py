"""Carrying out legal Alcazar actions: buys, the five builds, merges, promotions, the noble
step and the turn flow. Each ``_do_<kind>`` appends what happened to ``events``.

Every build follows spec 3.4: play the card (or pay for the bridge), displace a foreign noble
with compensation from the pre-build value, place the element(s) (own nobles ride up because
they keep their cell), merge, pay the income, then resolve the choices a merge may need (which
tied castle keeps its flag, which waiting manors are promoted) and offer the noble step. The
income does not depend on those choices, so it is paid before them.
"""

from __future__ import annotations

import bisect
from typing import TYPE_CHECKING

from engine.alcazar.actions import (
    Bridge, BuyCard, Done, DrawCard, Extend, FoundCastle, FoundManor, Keep, MoveNoble, Pass, PlaceNoble, Promote,
    SwapNobles, TakeBack, Tower,
)  # fmt: skip
from engine.alcazar.checks import KEEP, MAIN, NOBLES, OVER, PROMOTE, TURN
from engine.alcazar.site import EMPTY
from engine.core.action import Action
from engine.core.events import Event

if TYPE_CHECKING:
    from engine.alcazar.state import AlcazarState


class Effects:
    """The effect half of AlcazarState (a mixin: it changes the state's attributes)."""

    def _apply(self: AlcazarState, action: Action) -> list[Event]:
        self._cache = {}
        events: list[Event] = []
        getattr(self, f"_do_{action.kind}")(action, events)
        self._cache = {}
        return events

    def _event(self: AlcazarState, events: list[Event], kind: str, reveals: bool = False, **data) -> None:
        events.append(Event(kind, self.player, data, reveals))

    # ----- free action and buying -----------------------------------------------------------

    def _do_takeback(self: AlcazarState, action: TakeBack, events: list[Event]) -> None:
        cell = self.board.index[action.at]
        paid = self.compensation(cell)
        seat, kind = self.site.take_noble(cell)
        self.supply[seat][kind] += 1
        self.money[seat] += paid
        self._event(events, "noble_taken_back", at=action.at, noble=self.data.nobles[kind].id, paid=paid)
        self.phase = MAIN

    def _do_buy(self: AlcazarState, action: BuyCard, events: list[Event]) -> None:
        seat = self.player
        self.money[seat] -= self.data.building_card_price
        slot = self.display.index(action.card)
        bisect.insort(self.hands[seat], action.card)
        self.known[seat].add(action.card)
        refill = self.deck.pop() if self.deck else None
        self.display[slot] = refill
        self._event(events, "card_bought", card=action.card, slot=slot + 1, price=self.data.building_card_price)
        if refill is not None:
            self._event(events, "display_refilled", True, slot=slot + 1, card=refill, deck=len(self.deck))
        self._end_turn(events)

    def _do_draw(self: AlcazarState, action: DrawCard, events: list[Event]) -> None:
        seat = self.player
        if action.deck == "building":
            self.money[seat] -= self.data.building_card_price
            bisect.insort(self.hands[seat], self.deck.pop())
            # The card's number is secret: the event says only that a card was drawn.
            self._event(events, "card_drawn", True, deck="building", price=self.data.building_card_price, left=len(self.deck))
        else:
            self.money[seat] -= self.data.tower_card_price
            self.tower_deck -= 1
            self.towers[seat] += 1
            self._event(events, "card_drawn", deck="tower", price=self.data.tower_card_price, left=self.tower_deck)
        self._end_turn(events)

    # ----- builds ---------------------------------------------------------------------------

    def _play_card(self: AlcazarState, card: int, build: str, events: list[Event]) -> None:
        seat = self.player
        self.hands[seat].remove(card)
        self.known[seat].discard(card)
        self.discard.append(card)
        self._event(events, "card_played", card=card, build=build)

    def _do_castle(self: AlcazarState, action: FoundCastle, events: list[Event]) -> None:
        data, site, board = self.data, self.site, self.board
        self._play_card(action.card, "castle", events)
        name = self.free_flags()[0]
        bld = site.new_building()
        cell = board.cell_of[action.card]
        site.add_piece(cell, bld, data.ground_value)
        site.add_piece(cell, bld, data.upper_value)
        wings = [board.cell_of[w] for w in action.wings]
        for wing in wings:
            site.add_piece(wing, bld, data.ground_value)
        site.name_castle(bld, name, cell)
        self._event(events, "castle_founded", castle=name, at=str(action.card), wings=list(action.wings), value=site.value(bld))
        self._income(bld, events)
        self._after_build((cell, *wings), data.castle_nobles, events)

    def _do_manor(self: AlcazarState, action: FoundManor, events: list[Event]) -> None:
        site = self.site
        self._play_card(action.card, "manor", events)
        cell = self.board.cell_of[action.card]
        bld = site.new_building()
        site.add_piece(cell, bld, self.data.ground_value)
        self._event(events, "manor_founded", at=str(action.card), value=site.value(bld))
        self._income(bld, events)
        self._after_build((cell,), self.data.other_nobles, events)

    def _do_extend(self: AlcazarState, action: Extend, events: list[Event]) -> None:
        data, site = self.data, self.site
        self._play_card(action.card, "extend", events)
        cell = self.board.cell_of[action.card]
        merged: list[Event] = []  # reported after the piece, as the spec orders it
        if site.cols[cell]:  # C2: on top of whatever stands there
            bld = site.top_building(cell)
            self._displace(cell, events)
            site.add_piece(cell, bld, data.upper_value)
        else:  # C1: on the ground, joining every building next to it
            near = site.buildings_next_to(cell)
            castles = [b for b in near if site.is_castle(b)]
            if len(castles) >= 2 and any(site.value(b) >= site.cap for b in castles):
                self._box_piece(action.card, castles, events)
                return
            bld = self._merge(near, merged)
            site.add_piece(cell, bld, data.ground_value)
        self._event(events, "piece_placed", at=str(action.card), level=site.height(cell), value=site.value(bld))
        events.extend(merged)
        self._income(bld, events)
        self._after_build((cell,), data.other_nobles, events)

    def _box_piece(self: AlcazarState, card: int, castles: list[int], events: list[Event]) -> None:
        """Spec 5.5: the piece goes to the box, nothing merges, the player takes the payment."""
        self.boxed += 1
        paid = self.data.boxed_payment
        self.money[self.player] += paid
        names = sorted(self.site.castle_of[b] for b in castles)
        self._event(events, "piece_boxed", at=str(card), castles=names, paid=paid, pieces_left=self.pieces_left())
        self._end_turn(events)

    def _do_tower(self: AlcazarState, action: Tower, events: list[Event]) -> None:
        site = self.site
        seat = self.player
        self.towers[seat] -= 1
        self.tower_discard += 1
        cell = self.board.index[action.at]
        purpose = "raise" if site.owner(cell) == seat else "bridgehead"
        bld = site.top_building(cell)
        site.add_piece(cell, bld, self.data.upper_value)
        self._event(events, "tower_built", at=action.at, purpose=purpose, level=site.height(cell), value=site.value(bld))
        self._income(bld, events)
        self._after_build((cell,), self.data.other_nobles, events)

    def _do_bridge(self: AlcazarState, action: Bridge, events: list[Event]) -> None:
        data, site, board = self.data, self.site, self.board
        a, b = sorted(board.index[s] for s in action.ends)
        middle = board.straight_triple(a, b)
        assert middle is not None
        self.money[self.player] -= data.bridge_price
        level = site.height(a) + 1
        value = data.bridge_value_per_level * level
        self._displace(middle, events)
        merged: list[Event] = []  # reported after the bridge, as the spec orders it
        bld = self._merge({site.top_building(a), site.top_building(b)}, merged)
        site.add_bridge((a, middle, b), level, bld, value)
        riders = [board.label[c] for c in (a, middle, b) if site.owner(c) == self.player]
        self._event(
            events, "bridge_built", ends=list(action.ends), middle=board.label[middle], level=level,
            value=value, price=data.bridge_price, riders=riders, building_value=site.value(bld),
        )
        events.extend(merged)
        self._income(bld, events)
        self._after_build((a, middle, b), data.other_nobles, events)

    def _displace(self: AlcazarState, cell: int, events: list[Event]) -> None:
        """Remove another player's noble from ``cell`` with compensation (spec 6), if there is one."""
        site = self.site
        code = site.noble[cell]
        if code == EMPTY or code >> 1 == self.player:
            return
        paid = self.compensation(cell)
        owner, kind = site.take_noble(cell)
        self.supply[owner][kind] += 1
        self.money[owner] += paid
        events.append(
            Event("noble_displaced", owner, {"at": self.board.label[cell], "noble": self.data.nobles[kind].id, "paid": paid})
        )

    def _merge(self: AlcazarState, blds: set[int], events: list[Event]) -> int:
        """Merge ``blds`` into one building (spec 5) and return it. The castle with the highest
        pre-build value survives; a tie is left for the active player (phase keep)."""
        site = self.site
        if len(blds) == 1:
            return next(iter(blds))
        order = {c.id: k for k, c in enumerate(self.data.castles)}
        castles = sorted((b for b in blds if site.is_castle(b)), key=lambda b: order[site.castle_of[b]])
        if castles:
            best = max(site.value(b) for b in castles)
            tied = [b for b in castles if site.value(b) == best]
            survivor = tied[0]
            if len(tied) > 1:
                self.keep = tuple(site.castle_of[b] for b in tied)
                self.keep_flags = {site.castle_of[b]: site.flag_at[site.castle_of[b]] for b in tied}
        else:
            survivor = min(blds, key=lambda b: min(site.bld_cells[b]))
        absorbed = []
        returned = []
        for other in sorted(blds - {survivor}, key=lambda b: min(site.bld_cells[b])):
            name = site.castle_of.get(other)
            absorbed.append(name or "manor")
            if name is not None and name not in self.keep:
                returned.append(name)
            site.absorb(survivor, other)
        self._event(
            events, "buildings_merged", survivor=site.castle_of.get(survivor, "manor"), absorbed=absorbed,
            flags_returned=returned, tied=list(self.keep),
        )
        return survivor

    def _income(self: AlcazarState, bld: int, events: list[Event]) -> None:
        amount = self.site.value(bld)
        self.money[self.player] += amount
        self._event(events, "income", amount=amount)

    # ----- choices after a merge, then the noble step ---------------------------------------

    def _after_build(self: AlcazarState, spots: tuple[int, ...], places: int, events: list[Event]) -> None:
        self.step_spots = tuple(sorted(spots))
        self.step_places = places
        self.step_placed = 0
        if self.keep:
            self.phase = KEEP
            return
        self._after_choices(events)

    def _after_choices(self: AlcazarState, events: list[Event]) -> None:
        if not self._resolve_promotions(events):
            self._start_noble_step(events)

    def _resolve_promotions(self: AlcazarState, events: list[Event]) -> bool:
        """Promote waiting manors while flags are free; True if the player must choose which."""
        site = self.site
        free = self.free_flags()
        waiting = sorted(site.waiting_manors(self.data.promote_at), key=lambda b: min(site.bld_cells[b]))
        if not waiting or not free:
            return False
        if len(waiting) > len(free):
            self.phase = PROMOTE
            return True
        for bld, name in zip(waiting, free):
            self._promote(bld, name, events)
        return False

    def _promote(self: AlcazarState, bld: int, name: str, events: list[Event]) -> None:
        site = self.site
        # The flag is display only: show it on the building's highest column.
        flag_cell = min(site.bld_cells[bld], key=lambda c: (-site.height(c), c))
        site.name_castle(bld, name, flag_cell)
        self._event(events, "castle_promoted", castle=name, value=site.value(bld), at=self.board.label[flag_cell])

    def _do_keep(self: AlcazarState, action: Keep, events: list[Event]) -> None:
        site = self.site
        bld = next(site.bld_of_castle[c] for c in self.keep if c in site.bld_of_castle)
        site.name_castle(bld, action.castle, self.keep_flags[action.castle])
        returned = [c for c in self.keep if c != action.castle]
        self.keep = ()
        self.keep_flags = {}
        self._event(events, "castle_kept", castle=action.castle, flags_returned=returned, value=site.value(bld))
        self._after_choices(events)

    def _do_promote(self: AlcazarState, action: Promote, events: list[Event]) -> None:
        self._promote(self.site.top_building(self.board.index[action.at]), self.free_flags()[0], events)
        self._after_choices(events)

    def _start_noble_step(self: AlcazarState, events: list[Event]) -> None:
        self.phase = NOBLES
        self._cache = {}
        if not any(self._group_actions(g) for g in ("place", "move", "swap")):
            self._end_turn(events)

    def _do_place(self: AlcazarState, action: PlaceNoble, events: list[Event]) -> None:
        kind = self.data.noble_by_id[action.noble]
        cell = self.board.index[action.at]
        cost = self.placement_cost(kind)
        seat = self.player
        self.money[seat] -= cost
        self.supply[seat][kind] -= 1
        self.site.put_noble(cell, seat, kind)
        self.step_placed += 1
        self.step_places -= 1
        self._event(events, "noble_placed", noble=action.noble, at=action.at, cost=cost, level=self.site.height(cell))
        self._cache = {}
        if not self.step_places or not self._group_actions("place"):
            self._end_turn(events)

    def _do_move(self: AlcazarState, action: MoveNoble, events: list[Event]) -> None:
        site, index = self.site, self.board.index
        seat, kind = site.take_noble(index[action.at])
        site.put_noble(index[action.to], seat, kind)
        self._event(events, "noble_moved", noble=self.data.nobles[kind].id, at=action.at, to=action.to)
        self._end_turn(events)

    def _do_swap(self: AlcazarState, action: SwapNobles, events: list[Event]) -> None:
        site, index = self.site, self.board.index
        a, b = index[action.at[0]], index[action.at[1]]
        site.noble[a], site.noble[b] = site.noble[b], site.noble[a]  # same owner: noble_cells unchanged
        self._event(events, "nobles_swapped", at=list(action.at))
        self._end_turn(events)

    def _do_done(self: AlcazarState, action: Done, events: list[Event]) -> None:
        self._end_turn(events)

    # ----- turn flow ------------------------------------------------------------------------

    def _do_pass(self: AlcazarState, action: Pass, events: list[Event]) -> None:
        self.eliminated[self.player] = True
        self._event(events, "player_eliminated")
        self._end_turn(events)

    def _end_turn(self: AlcazarState, events: list[Event]) -> None:
        """Spec 7.3: the game ends after the turn that emptied the piece or bridge supply."""
        self.step_spots = ()
        self.step_places = self.step_placed = 0
        if self.pieces_left() <= 0 or self.bridges_left() <= 0:
            self._game_over("supply", events)
            return
        for k in range(1, self.num_players + 1):
            seat = (self.player + k) % self.num_players
            if not self.eliminated[seat]:
                self.player = seat
                self.phase = TURN
                self.turn += 1
                events.append(Event("turn_started", seat, {"turn": self.turn}))
                return
        self._game_over("all_passed", events)

    def _game_over(self: AlcazarState, why: str, events: list[Event]) -> None:
        self.phase = OVER
        breakdown = self.score_breakdown()
        events.append(Event("final_scoring", None, {"why": why, "seats": breakdown}))
        events.append(Event("game_over", None, {"scores": self.scores(), "winners": self.winners()}))
