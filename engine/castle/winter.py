"""The winter cards (spec 10.2): drawing one in a marked round, the immediate ones (Plague,
Crack in the Wall, Snowdrift) decided seat by seat before the reveal, and the Castle Maiden's
courtship at the start of the rounds after it appears (override 7). The Village Tavern and the
Barn act through the Trader and the helpers (``resolution``, ``works``).

Each function that ends a step returns whether decisions are still pending; the round
structure (``flow``) goes on when they are not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.castle.phases import (
    ACTIVE,
    COURT,
    DECLARE,
    FAILED,
    MAIDEN,
    NOBODY,
    SHARE,
    TALER,
    WAITING,
    WINTER,
    WON,
)
from engine.castle.winter_choices import items_held
from engine.core.events import Event

if TYPE_CHECKING:
    from engine.castle.state import CastleState


# ----- drawing ---------------------------------------------------------------------------------


def draw_card(state: CastleState, events: list[Event]) -> bool:
    """Phase C: in a marked round the first player draws a winter card; True if an immediate
    one now waits for the players' decisions."""
    data = state.data
    if state.season != "winter" or not state.pile or state.round not in data.winter.marked[state.count.rounds]:
        return False
    card = state.pile.pop()
    spec = data.winter.cards[card]
    events.append(Event("winter_card", state.first, {"card": spec.id, "type": spec.kind}, reveals=True))
    if spec.kind == "persistent":
        state.in_play.append(card)
        if spec.effect == "castle_maiden":
            state.maiden = WAITING
            state.maiden_round = state.round
        return False
    state.winter_now = card
    state.turn = [seat for seat in state.seats_from(state.first) if _asked(state, seat, spec.effect, events)]
    if state.turn:
        state.phase = WINTER
        return True
    finish_immediate(state)
    return False


def _asked(state: CastleState, seat: int, effect: str, events: list[Event]) -> bool:
    """Whether an immediate card asks ``seat`` to decide (a seat without a choice is settled here)."""
    if effect == "plague":
        return bool(state.played[seat])
    if effect == "crack_in_the_wall":
        silver, stone = state.data.silver, state.data.index["resource"]["stone"]
        return state.res[seat][stone] > 0 or (state.res[seat][silver] > 0 and state.stock[stone] > 0)
    workers = [c for c in state.hand[seat] + state.played[seat] if state.role(c) == "worker"]
    if workers or state.talers[seat] >= state.data.winter.snowdrift_talers:
        return True
    paid, state.talers[seat] = state.talers[seat], 0  # neither possible: all the talers (spec C29)
    state.bank += paid
    events.append(Event("paid", seat, {"talers": paid, "card": state.data.winter.cards[state.winter_now].id}))
    return False


def finish_immediate(state: CastleState) -> None:
    """The immediate card leaves the game."""
    state.gone.append(state.winter_now)
    state.winter_now = NOBODY
    state.turn = []


def _next(state: CastleState) -> bool:
    state.turn.pop(0)
    if state.turn:
        return True
    finish_immediate(state)
    return False


def lose(state: CastleState, seat: int, card: int, events: list[Event]) -> bool:
    """Plague or Snowdrift: a card out of the game."""
    where = "play_area" if card in state.played[seat] else "hand"
    (state.played if where == "play_area" else state.hand)[seat].remove(card)
    state.lost[seat] = sorted(state.lost[seat] + [card])
    events.append(Event("lost", seat, {"card": state.data.characters[card].id, "from": where,
                                       "winter": state.data.winter.cards[state.winter_now].id}))
    return _next(state)


def pay(state: CastleState, seat: int, price: int, events: list[Event]) -> bool:
    """Plague or Snowdrift: talers to the bank instead of a card."""
    state.talers[seat] -= price
    state.bank += price
    events.append(Event("paid", seat, {"talers": price, "card": state.data.winter.cards[state.winter_now].id}))
    return _next(state)


def donate(state: CastleState, seat: int, stones: int, events: list[Event]) -> bool:
    """Crack in the Wall: stone blocks back to the stock, VP for each."""
    stone = state.data.index["resource"]["stone"]
    vp = stones * state.data.winter.crack_vp
    state.res[seat][stone] -= stones
    state.stock[stone] += stones
    state.vp[seat] += vp
    events.append(Event("donated", seat, {"stones": stones, "vp": vp}))
    return _next(state)


# ----- the Castle Maiden -------------------------------------------------------------------------


def start_maiden(state: CastleState, events: list[Event]) -> bool:
    """Phase A1 (after the round taler, override 8): ask for a declaration, or hold the
    courting pass; True if decisions are pending."""
    if state.maiden == WAITING and state.maiden_round < state.round:
        state.turn = [seat for seat in state.seats_from(state.first) if items_held(state, seat)]
        if not state.turn:
            return False
        state.phase = MAIDEN
        state.maiden_step = DECLARE
        return True
    if state.maiden == ACTIVE:
        _begin_pass(state)
        return True
    return False


def _begin_pass(state: CastleState) -> None:
    state.phase = MAIDEN
    state.maiden_step = COURT
    state.turn = [seat for seat in state.seats_from(state.first) if state.suitors[seat]]


def court(state: CastleState, seat: int, events: list[Event]) -> bool:
    """A declaration: the courtship starts and everyone deposits or withdraws, this round on."""
    state.maiden = ACTIVE
    state.declarer = seat
    state.maiden_round = state.round
    events.append(Event("courted", seat, {}))
    _begin_pass(state)
    return True


def decline(state: CastleState, seat: int, events: list[Event]) -> bool:
    """No declaration from this seat this round."""
    events.append(Event("declined", seat, {}))
    state.turn.pop(0)
    if state.turn:
        return True
    state.maiden_step = ""
    return False


def deposit(state: CastleState, seat: int, item: int, events: list[Event]) -> bool:
    """A piece or a taler onto the card."""
    if item == len(state.data.resources):
        state.talers[seat] -= 1
    else:
        state.res[seat][item] -= 1
    state.maiden_items[item] += 1
    events.append(Event("deposited", seat, {"item": _item_id(state, item)}))
    state.turn.pop(0)
    return _end_of_pass(state, events)


def withdraw(state: CastleState, seat: int, events: list[Event]) -> bool:
    """Out of the courtship for good; the last suitor left wins at once (override 7)."""
    state.suitors[seat] = False
    events.append(Event("withdrew", seat, {}))
    state.turn.pop(0)
    remaining = [s for s in range(state.num_players) if state.suitors[s]]
    if len(remaining) == 1 and not state.params["maidenFinalDeposit"]:
        return _win(state, remaining[0], events)
    return _end_of_pass(state, events)


def _end_of_pass(state: CastleState, events: list[Event]) -> bool:
    """After a suitor's turn: at the end of the pass, one suitor left wins, none left fails."""
    if state.turn:
        return True
    remaining = [s for s in range(state.num_players) if state.suitors[s]]
    if len(remaining) == 1:
        return _win(state, remaining[0], events)
    if not remaining:
        _fail(state, events)
    return False


def _win(state: CastleState, seat: int, events: list[Event]) -> bool:
    """The card and its VP to the last suitor; the others share its items, starting with the
    first player (spec 10.2.5); True while items remain to share."""
    vp = state.data.winter.maiden_vp
    state.vp[seat] += vp
    state.maiden = WON
    state.maiden_winner = seat
    card = next(c for c in state.in_play if state.data.winter.cards[c].effect == "castle_maiden")
    state.in_play.remove(card)
    state.gone.append(card)
    events.append(Event("maiden_won", seat, {"vp": vp, "items": _items(state)}))
    takers = [s for s in state.seats_from(state.first) if s != seat]
    total = sum(state.maiden_items)
    state.turn = [takers[k % len(takers)] for k in range(total)]
    state.maiden_step = SHARE if total else ""
    return bool(total)


def _fail(state: CastleState, events: list[Event]) -> None:
    """Nobody is left: the card and what lies on it are out of the game."""
    events.append(Event("maiden_failed", None, {"items": _items(state)}))
    state.maiden = FAILED
    card = next(c for c in state.in_play if state.data.winter.cards[c].effect == "castle_maiden")
    state.in_play.remove(card)
    state.gone.append(card)
    for k, n in enumerate(state.maiden_items):
        state.removed[k] += n
    state.maiden_items = [0] * len(state.maiden_items)
    state.maiden_step = ""


def share(state: CastleState, seat: int, item: int, events: list[Event]) -> bool:
    """One item of the pool to the seat in turn; True while items remain."""
    state.maiden_items[item] -= 1
    if item == len(state.data.resources):
        state.talers[seat] += 1
    else:
        state.res[seat][item] += 1
    events.append(Event("shared", seat, {"item": _item_id(state, item)}))
    state.turn.pop(0)
    if state.turn:
        return True
    state.maiden_step = ""
    return False


def _item_id(state: CastleState, item: int) -> str:
    return TALER if item == len(state.data.resources) else state.data.resources[item].id


def _items(state: CastleState) -> dict[str, int]:
    return {_item_id(state, k): n for k, n in enumerate(state.maiden_items) if n}
