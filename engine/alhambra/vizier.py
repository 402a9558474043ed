"""Module 1, the Vizier's favour (vizier.md section 1): the window after each turn, the vizier
purchase and reactivation.

After every completed turn (unless the game is ending) the window asks, one at a time, the
players who could use their vizier now: face up, and able to pay some market tile exactly. The
order is clockwise from the player due next, the player who just finished last. A purchase
turns the vizier face down; its tile is placed at once (phase ``vizier_placement``), then the
market is refilled and the window starts again in the same order. It closes when everyone
asked has declined, and the player who was due takes the next turn.

Only the seat being asked (``asking``) is state: declining changes nothing another player
could use, so who comes next is worked out again from the public order and the hands.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.alhambra.actions import DeclineVizier, Reactivate, VizierBuy
from engine.core.action import Action
from engine.core.errors import Refusal
from engine.core.events import Event
from engine.tilecity.hooks import Module
from engine.tilecity.payment import exact_totals, purchases, used_changer
from engine.tilecity.positions import TileCityReader
from engine.tilecity.turn import ACTIONS, DISTRIBUTION, TileCityState

VIZIER = "vizier"  # the window: the seat ``asking`` buys with its vizier or declines
VIZIER_PLACEMENT = "vizier_placement"  # the vizier buyer places or reserves the tile


class VizierFavour(Module):
    """Each player's vizier (face up = usable) and the seat the window is asking."""

    __slots__ = ("face_up", "asking")
    key = "vizier"
    title = "the Vizier's favour"
    off_code = "vizier.off"
    kinds = ("reactivate", "vizier", "decline")
    decision_phases = (VIZIER,)
    placing_phases = (VIZIER_PLACEMENT,)
    top_entries = ("vizier_asking",)
    seat_entries = ("vizier",)

    def __init__(self, num_players: int) -> None:
        self.face_up = [True] * num_players
        self.asking: int | None = None

    def copy(self) -> VizierFavour:
        other = VizierFavour.__new__(VizierFavour)
        other.face_up = list(self.face_up)
        other.asking = self.asking
        return other

    # ----- the window -------------------------------------------------------------------------

    def asking_order(self, state: TileCityState) -> list[int]:
        """Seats in the window's order: the player due next first, the one who just finished last."""
        n = state.num_players
        return [(state.player + k) % n for k in range(1, n + 1)]

    def can_use(self, state: TileCityState, seat: int) -> bool:
        """Whether ``seat``'s vizier is face up and some market tile can be paid exactly now."""
        if not self.face_up[seat]:
            return False
        reach = exact_totals(state.hands[seat], state.changers)
        shop = state.shop
        return any(
            tile is not None and reach.get(shop.currency[slot], 1) >> shop.costs[tile] & 1
            for slot, tile in enumerate(shop.spaces)
        )

    def open_window(self, state: TileCityState, events: list[Event], restart: bool = False) -> bool:
        """Ask the first player who can use their vizier; False if nobody can."""
        asked = next((seat for seat in self.asking_order(state) if self.can_use(state, seat)), None)
        if asked is None:
            return False
        state.enter_phase(VIZIER)
        self.asking = asked
        if not restart:
            events.append(Event("vizier_window_opened", None))
        events.append(Event("vizier_offered", asked))
        return True

    def next_after(self, state: TileCityState, seat: int) -> int | None:
        """The first seat after ``seat`` in the window's order that can use its vizier now."""
        order = self.asking_order(state)
        return next((s for s in order[order.index(seat) + 1 :] if self.can_use(state, s)), None)

    # ----- hooks: decisions -------------------------------------------------------------------

    def deciding(self, state: TileCityState) -> int | None:
        return self.asking

    def turn_groups(self, state: TileCityState, groups: list[str]) -> None:
        if not self.face_up[state.player]:
            groups.append("reactivate")

    def phase_groups(self, state: TileCityState) -> list[str]:
        return ["vizier", "decline"] if self.can_use(state, self.asking) else ["decline"]

    def actions(self, state: TileCityState, group: str) -> list[Action]:
        if group == "vizier":
            return purchases(VizierBuy, state.hands[state.current_player], state.shop.offers(), True, state.changers)
        return [Reactivate()] if group == "reactivate" else [DeclineVizier()]

    def phase_refusal(self, state: TileCityState) -> Refusal:
        if state.phase == VIZIER:
            return Refusal("first answer the vizier's offer: buy with the vizier or decline", "phase.answer_vizier")
        return Refusal("first place the tile bought with the vizier", "phase.place_vizier_tile")

    def problem(self, state: TileCityState, action: Action) -> str | None:
        if isinstance(action, VizierBuy):
            return self._purchase_problem(state, action)
        if isinstance(action, Reactivate):
            problem = state.phase_problem(ACTIONS)
            if problem:
                return problem
            if self.face_up[state.player]:
                return Refusal("your vizier is already face up", "vizier.face_up", seat=state.player)
            return None
        if state.phase != VIZIER:
            return Refusal("there is no vizier offer to decline now", "vizier.no_offer")
        return None

    def _purchase_problem(self, state: TileCityState, action: VizierBuy) -> str | None:
        if state.phase != VIZIER:
            if state.phase == DISTRIBUTION:
                return Refusal(
                    "the vizier cannot be used during the end-of-game distribution of the market", "vizier.distribution"
                )
            if state.phase == VIZIER_PLACEMENT:
                return Refusal("first place the tile bought with the vizier", "phase.place_vizier_tile")
            return Refusal("the vizier is used only in the window after a turn", "vizier.window")
        if not 1 <= action.slot <= len(state.shop.spaces):
            return Refusal(
                f"there is no market space {action.slot}; the vizier buys only market tiles, never a worker's hut",
                "vizier.no_slot", slot=action.slot,
            )  # fmt: skip
        return state.purchase_problem(action.slot, action.pay, exact=True)

    # ----- hooks: effects ----------------------------------------------------------------------

    def apply(self, state: TileCityState, action: Action, events: list[Event]) -> None:
        if isinstance(action, VizierBuy):
            self._buy(state, action, events)
        elif isinstance(action, Reactivate):
            # Turn the active player's vizier face up: a turn action without extra action.
            self.face_up[state.player] = True
            events.append(Event("vizier_reactivated", state.player))
            state.action_done(events, may_continue=False)
        else:
            self._decline(state, events)

    def _buy(self, state: TileCityState, action: VizierBuy, events: list[Event]) -> None:
        """Turn the vizier face down, pay, and hold the tile for immediate placement."""
        seat = state.current_player
        self.face_up[seat] = False
        state.pay(seat, action.pay)
        tile = state.shop.take(action.slot)
        data = {"tile": tile, "slot": action.slot, "pay": list(action.pay)}
        changer = used_changer(action.pay, state.changers)
        if changer:
            data["changer"] = changer
        events.append(Event("vizier_bought", seat, data))
        self.asking = None
        state.hand_over(seat, [tile], VIZIER_PLACEMENT)

    def _decline(self, state: TileCityState, events: list[Event]) -> None:
        """The asked player declines; ask the next one, or close the window."""
        seat = self.asking
        events.append(Event("vizier_declined", seat))
        self.asking = self.next_after(state, seat)
        if self.asking is not None:
            events.append(Event("vizier_offered", self.asking))
            return
        events.append(Event("vizier_window_closed", None))
        state.next_turn(events)

    def turn_over(self, state: TileCityState, events: list[Event]) -> bool:
        return self.open_window(state, events)

    def placed(self, state: TileCityState, events: list[Event]) -> None:
        """The vizier tile is placed: refill the market (which may end the game), then ask again."""
        state.refill_market(events)
        if state.end_flag:
            state.start_game_end(events)
        elif not self.open_window(state, events, restart=True):
            events.append(Event("vizier_window_closed", None))
            state.next_turn(events)

    # ----- hooks: views and positions -----------------------------------------------------------

    def snapshot(self) -> tuple:
        return tuple(self.face_up), self.asking

    def view(self, state: TileCityState, seat: int, view: dict[str, Any]) -> None:
        view["viziers"] = list(self.face_up)  # True = face up (usable)
        view["vizier_asking"] = self.asking

    def write_position(self, state: TileCityState, position: dict[str, Any]) -> None:
        if state.phase == VIZIER:
            position["vizier_asking"] = self.asking
        for index, seat in enumerate(position["seats"]):
            seat["vizier"] = self.face_up[index]

    def read_seat(self, reader: TileCityReader, state: TileCityState, index: int, seat: Mapping[str, Any]) -> None:
        self.face_up[index] = reader.check_type(f"seats[{index}].vizier", seat.get("vizier", True), bool)

    def read_flow(self, reader: TileCityReader, state: TileCityState) -> None:
        phase = state.phase
        if phase == VIZIER_PLACEMENT and self.face_up[state.recipient]:
            raise reader.fail("recipient", "a player placing a vizier tile has turned the vizier face down")
        asking = reader.pos.get("vizier_asking")
        if phase == VIZIER:
            if not isinstance(asking, int) or isinstance(asking, bool) or not 0 <= asking < state.num_players:
                raise reader.fail("vizier_asking", "the vizier phase needs the seat being asked")
            if not self.face_up[asking]:
                raise reader.fail("vizier_asking", f"seat {asking}'s vizier is face down: it cannot be asked")
            if state.pending:
                raise reader.fail("pending", "the vizier window opens after the turn's tiles are placed")
            self.asking = asking
        elif asking is not None:
            raise reader.fail("vizier_asking", "is only used in the vizier phase")

    @classmethod
    def redeal(cls, data, view, rng: random.Random, seats, extras, seen_tiles) -> None:
        for i, seat in enumerate(seats):
            seat["vizier"] = view["viziers"][i]
        if view["phase"] == VIZIER:
            extras["vizier_asking"] = view["vizier_asking"]
