"""Module 1, the Vizier's favour (vizier.md section 1): the window after each turn, the vizier
purchase and reactivation.

After every completed turn (unless the game is ending) the window asks, one at a time, the
players who could use their vizier now: face up, and able to pay some market tile exactly. The
order is clockwise from the player due next, the player who just finished last. A purchase
turns the vizier face down; its tile is placed at once (phase ``vizier_placement``), then the
market is refilled and the window starts again in the same order. It closes when everyone
asked has declined, and the player who was due takes the next turn.

Only the seat being asked (``vizier_asking``) is state: declining changes nothing another
player could use, so who comes next is worked out again from the public order and the hands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.alhambra.actions import DeclineVizier, Reactivate, VizierBuy
from engine.alhambra.payment import exact_totals, payment_problem, purchases
from engine.core.errors import Refusal
from engine.core.events import Event

if TYPE_CHECKING:
    from engine.alhambra.state import AlhambraState

VIZIER = "vizier"  # the window: the seat ``vizier_asking`` buys with its vizier or declines
VIZIER_PLACEMENT = "vizier_placement"  # the vizier buyer places or reserves the tile


def asking_order(state: AlhambraState) -> list[int]:
    """Seats in the window's order: the player due next first, the one who just finished last."""
    n = state.num_players
    return [(state.player + k) % n for k in range(1, n + 1)]


def can_use(state: AlhambraState, seat: int) -> bool:
    """Whether ``seat``'s vizier is face up and some market tile can be paid exactly now."""
    if not state.viziers[seat]:
        return False
    reach = exact_totals(state.hands[seat], state.data.modules.changers if state.changers_on else None)
    tiles = state.data.tiles
    return any(
        tile is not None and reach.get(state.market_currency[slot], 1) >> tiles[tile].cost & 1
        for slot, tile in enumerate(state.market)
    )


def open_window(state: AlhambraState, events: list[Event], restart: bool = False) -> None:
    """Ask the players who can use their vizier, or go on to the next turn if nobody can."""
    asked = next((seat for seat in asking_order(state) if can_use(state, seat)), None)
    if asked is None:
        if restart:
            events.append(Event("vizier_window_closed", None))
        state._next_turn(events)
        return
    state.phase = VIZIER
    state.vizier_asking = asked
    if not restart:
        events.append(Event("vizier_window_opened", None))
    events.append(Event("vizier_offered", asked))


def next_after(state: AlhambraState, seat: int) -> int | None:
    """The first seat after ``seat`` in the window's order that can use its vizier now."""
    order = asking_order(state)
    return next((s for s in order[order.index(seat) + 1 :] if can_use(state, s)), None)


# ----- legality ---------------------------------------------------------------------------------


def purchase_actions(state: AlhambraState) -> list[VizierBuy]:
    """Every exact purchase the asked player can make."""
    tiles = state.data.tiles
    currency = state.market_currency
    offers = [(slot + 1, currency[slot], tiles[t].cost) for slot, t in enumerate(state.market) if t is not None]
    changers = state.data.modules.changers if state.changers_on else None
    return purchases(VizierBuy, state.hands[state.current_player], offers, True, changers)


def purchase_problem(state: AlhambraState, action: VizierBuy) -> str | None:
    """Why the vizier purchase ``action`` is not allowed now, or None."""
    if not state.vizier_on:
        return Refusal("the Vizier's favour module is not in play", "vizier.off")
    if state.phase != VIZIER:
        return _not_in_window(state)
    if not 1 <= action.slot <= len(state.market):
        return Refusal(
            f"there is no market space {action.slot}; the vizier buys only market tiles, never a worker's hut",
            "vizier.no_slot", slot=action.slot,
        )
    tile = state.market[action.slot - 1]
    if tile is None:
        return Refusal(f"market space {action.slot} is empty", "market.empty", slot=action.slot)
    seat = state.current_player
    return payment_problem(
        state.data, state.hands[seat], action.pay, action.slot, tile,
        state.market_currency[action.slot - 1], exact=True, changers_on=state.changers_on, seat=seat,
    )  # fmt: skip


def decline_problem(state: AlhambraState, action: DeclineVizier) -> str | None:
    """Why declining is not possible now, or None."""
    if not state.vizier_on:
        return Refusal("the Vizier's favour module is not in play", "vizier.off")
    if state.phase != VIZIER:
        return Refusal("there is no vizier offer to decline now", "vizier.no_offer")
    return None


def reactivate_problem(state: AlhambraState, action: Reactivate) -> str | None:
    """Why the active player cannot turn their vizier face up now, or None."""
    if not state.vizier_on:
        return Refusal("the Vizier's favour module is not in play", "vizier.off")
    problem = state._phase_problem("actions")
    if problem:
        return problem
    if state.viziers[state.player]:
        return Refusal("your vizier is already face up", "vizier.face_up", seat=state.player)
    return None


def _not_in_window(state: AlhambraState) -> str:
    if state.phase == "distribution":
        return Refusal("the vizier cannot be used during the end-of-game distribution of the market", "vizier.distribution")
    if state.phase == VIZIER_PLACEMENT:
        return Refusal("first place the tile bought with the vizier", "phase.place_vizier_tile")
    return Refusal("the vizier is used only in the window after a turn", "vizier.window")


# ----- effects ------------------------------------------------------------------------------------


def buy(state: AlhambraState, action: VizierBuy, events: list[Event]) -> None:
    """Turn the vizier face down, pay, and hold the tile for immediate placement."""
    seat = state.current_player
    state.viziers[seat] = False
    hand = state.hands[seat]
    for card in action.pay:
        hand.remove(card)
    state.discard.extend(action.pay)
    tile = state.market[action.slot - 1]
    state.market[action.slot - 1] = None
    data = {"tile": tile, "slot": action.slot, "pay": list(action.pay)}
    changer = [c for c in action.pay if state.data.is_changer(c)]
    if changer:
        data["changer"] = changer[0]
    events.append(Event("vizier_bought", seat, data))
    state.vizier_asking = None
    state.phase = VIZIER_PLACEMENT
    state.recipient = seat
    state.pending = [tile]


def decline(state: AlhambraState, events: list[Event]) -> None:
    """The asked player declines; ask the next one, or close the window."""
    seat = state.vizier_asking
    events.append(Event("vizier_declined", seat))
    state.vizier_asking = next_after(state, seat)
    if state.vizier_asking is not None:
        events.append(Event("vizier_offered", state.vizier_asking))
        return
    events.append(Event("vizier_window_closed", None))
    state._next_turn(events)


def after_placement(state: AlhambraState, events: list[Event]) -> None:
    """The vizier tile is placed: refill the market (which may end the game), then ask again."""
    state.recipient = None
    state._refill_market(events)
    if state.end_flag:
        state._start_game_end(events)
    else:
        open_window(state, events, restart=True)


def reactivate(state: AlhambraState, events: list[Event]) -> None:
    """Turn the active player's vizier face up; a turn action without extra action."""
    state.viziers[state.player] = True
    events.append(Event("vizier_reactivated", state.player))
    state._action_done(events, may_continue=False)
