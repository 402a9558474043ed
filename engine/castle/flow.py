"""The round structure (spec 4): what happens on its own between two decisions.

A round starts with the first player's round taler (override 8: before the Castle Maiden's
deposits), then the Castle Maiden (winter), the secret selection, the winter card, the reveal,
the equipping of the Workers and the resolution of the cards in card order, then seat order from
the first player. Each function runs the automatic steps on until someone has to decide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.castle import choices, resolution, scoring, winter
from engine.castle.phases import (
    DISTRIBUTION,
    EQUIP,
    MAIDEN,
    NOBODY,
    PALACE,
    RESOLVE,
    SALE,
    SELECT,
    WINTER,
)  # fmt: skip
from engine.core.events import Event

if TYPE_CHECKING:
    from engine.castle.state import CastleState


def acting_seat(state: CastleState) -> int | None:
    """The seat to decide now, or None when the game is over."""
    phase = state.phase
    if phase == RESOLVE:
        return state.active[1]
    if phase in (SELECT, MAIDEN, WINTER, PALACE):
        return state.turn[0]
    if phase == EQUIP:
        return state.equip_queue[0][0]
    if phase == SALE:
        return state.sale[0]
    return None


def cards_to_choose(state: CastleState, seat: int) -> int:
    """How many cards ``seat`` lays face down this round: the player count's number, or the
    whole hand when winter losses left fewer (spec 5)."""
    return min(state.count.cards_per_round, len(state.hand[seat]) + len(state.chosen[seat]))


def start_round(state: CastleState, events: list[Event]) -> None:
    """Phase A: the round taler, then the Castle Maiden or the selection."""
    n = state.num_players
    state.revealed = [[] for _ in range(n)]
    state.built_now = [[] for _ in range(n)]
    state.placed_now = [[] for _ in range(n)]
    state.helpers_now = [0] * n
    state.on_card = {}
    taler = 1 if state.track > 0 else 0
    state.track -= taler
    state.talers[state.first] += taler
    events.append(Event("round_started", state.first, {"round": state.round, "taler": taler, "track": state.track}))
    if not winter.start_maiden(state, events):
        begin_selection(state)


def begin_selection(state: CastleState) -> None:
    """Phase B: every seat chooses in turn, starting with the first player."""
    state.phase = SELECT
    state.turn = state.seats_from(state.first)


def after_choice(state: CastleState, seat: int, events: list[Event]) -> None:
    """A card was laid face down: the seat's turn ends when it has chosen enough."""
    if len(state.chosen[seat]) >= cards_to_choose(state, seat):
        state.turn.pop(0)
    if not state.turn and not winter.draw_card(state, events):
        reveal(state, events)


def reveal(state: CastleState, events: list[Event]) -> None:
    """Phase D: every choice turns face up into its play area, the resolution queue is laid out,
    the Workers are equipped."""
    ids = [c.id for c in state.data.characters]
    for seat in range(state.num_players):
        state.revealed[seat] = list(state.chosen[seat])
        state.played[seat] = sorted(state.played[seat] + state.chosen[seat])
        state.chosen[seat] = []
    events.append(Event("revealed", None, {"cards": [[ids[c] for c in cards] for cards in state.revealed]}, reveals=True))
    state.queue = resolution_order(state)
    state.equip_queue = [(seat, card) for seat in state.seats_from(state.first) for card in state.revealed[seat]
                         if state.role(card) == "worker"]
    for seat, card in state.equip_queue:
        state.on_card[(seat, card)] = [0] * len(state.data.resources)
    continue_equip(state, events)


def resolution_order(state: CastleState) -> list[tuple[int, int]]:
    """(card, seat) in card order, then seat order from the first player (a seat's two cards of
    one order together), with the trader distribution after the last Trader (spec 4F)."""
    chars = state.data.characters
    order = []
    for rank, seat in enumerate(state.seats_from(state.first)):
        for card in state.revealed[seat]:
            order.append((chars[card].order, rank, card, seat))
    order.sort()
    queue = [(card, seat) for _o, _r, card, seat in order]
    traders = [k for k, (card, _seat) in enumerate(queue) if chars[card].role == "trader"]
    if traders:
        queue.insert(traders[-1] + 1, (DISTRIBUTION, NOBODY))
    return queue


def continue_equip(state: CastleState, events: list[Event]) -> None:
    """Phase E: equip the Workers in seat order; stop where an owner has a real choice."""
    while state.equip_queue:
        seat, card = state.equip_queue[0]
        options = choices.equip_options(state, card)
        if len(options) > 1:
            state.phase = EQUIP
            return
        resolution.equip(state, seat, card, options[0] if options else (), events)
        state.equip_queue.pop(0)
    resolve_next(state, events)


def resolve_next(state: CastleState, events: list[Event]) -> None:
    """Phase F: start cards from the queue until one needs a decision; at its end, the round end."""
    while state.queue:
        card, seat = state.queue.pop(0)
        if card == DISTRIBUTION:
            resolution.distribute(state, events)
            continue
        state.active = (card, seat)
        state.phase = RESOLVE
        resolution.begin_card(state, events)
        if state.active is not None and resolution.has_choice(state):
            return
        finish_card(state, events, go_on=False)
    end_round(state, events)


def finish_card(state: CastleState, events: list[Event], go_on: bool = True) -> None:
    """The active card is resolved; with ``go_on``, the next ones follow."""
    if state.active is not None:
        card, seat = state.active
        events.append(Event("resolved", seat, {"card": state.data.characters[card].id}))
    state.active = None
    state.stage = ""
    state.builds = 0
    state.unpaid = False
    state.bought = []
    state.refused = []
    if go_on:
        resolve_next(state, events)


def after_step(state: CastleState, events: list[Event]) -> None:
    """After a decision inside a card's resolution: go on if nothing but ``done`` is left."""
    state.phase = RESOLVE
    if not resolution.has_choice(state):
        finish_card(state, events)


def end_round(state: CastleState, events: list[Event]) -> None:
    """Phase G: the game ends after the last round, or after the round the last tile was
    erected in (spec 8); otherwise the first-player marker moves on."""
    events.append(Event("round_ended", None, {"round": state.round}))
    if state.last_round or state.round >= state.count.rounds:
        scoring.start_final(state, events)  # the palace's owners may have to decide
        return
    state.first = (state.first + 1) % state.num_players
    state.round += 1
    start_round(state, events)
