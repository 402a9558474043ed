"""The character cards' effects (spec 6): what each card does when its turn in the resolution
comes, and the effects of the decisions it asks for (Trader, Bricklayer, Stonemason, the
Worker's owner). The castle's works (erecting, helpers) are in ``works_effects``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.castle import choices, works
from engine.castle.phases import BUILD, BUY, NOBODY, PLACE, RECALL, TOWER
from engine.core.events import Event

if TYPE_CHECKING:
    from engine.castle.state import CastleState


def _amounts(state: CastleState, counts: list[int] | tuple[int, ...]) -> dict[str, int]:
    """Counts per resource id, without the zeros (event data)."""
    return {r.id: n for r, n in zip(state.data.resources, counts) if n}


def equip(state: CastleState, seat: int, card: int, chosen: tuple[int, ...], events: list[Event]) -> None:
    """Put a Worker's pieces on it from the stock, as far as the stock has them (spec 6.5)."""
    char = state.data.characters[card]
    wanted = list(char.pieces)
    for r in chosen:
        wanted[r] += 1
    pieces = state.on_card[(seat, card)]
    for r, n in enumerate(wanted):
        got = min(n, state.stock[r])
        state.stock[r] -= got
        pieces[r] += got
    events.append(Event("equipped", seat, {"card": char.id, "pieces": _amounts(state, pieces)}))


def begin_card(state: CastleState, events: list[Event]) -> None:
    """A card's turn comes: its automatic part, and the first stage of its decisions."""
    card, seat = state.active
    role = state.role(card)
    data = state.data
    if role == "messenger":
        got = min(data.rules.messenger_talers, state.bank)
        state.bank -= got
        state.talers[seat] += got
        events.append(Event("messenger", seat, {"talers": got}))
    elif role == "trader":
        state.stage = PLACE
        _tavern_tax(state, seat, events)
    elif role == "bricklayer":
        state.stage = TOWER if any(state.tower) else BUILD
    elif role == "stonemason":
        state.stage = BUY
    elif role == "worker":
        pieces = state.on_card.pop((seat, card))
        for r, n in enumerate(pieces):
            state.res[seat][r] += n
        events.append(Event("collected", seat, {"card": data.characters[card].id, "pieces": _amounts(state, pieces)}))
        state.stage = BUILD
    else:
        _master_builder(state, seat, events)


def _master_builder(state: CastleState, seat: int, events: list[Event]) -> None:
    """5 VP per building the others erected this round; the play area back to the hand."""
    others = sum(len(built) for other, built in enumerate(state.built_now) if other != seat)
    vp = others * state.data.rules.master_builder_vp
    state.vp[seat] += vp
    ids = [c.id for c in state.data.characters]
    returned = [ids[c] for c in state.played[seat]]
    state.hand[seat] = sorted(state.hand[seat] + state.played[seat])
    state.played[seat] = []
    events.append(Event("master_builder", seat, {"buildings": others, "vp": vp, "returned": returned}))


def _tavern_tax(state: CastleState, seat: int, events: list[Event]) -> None:
    """Village Tavern: a Trader first pays the innkeeper's owner (or the card); one who cannot
    takes a trader helper back and places none (spec 10.2.1, override 3)."""
    if not state.winter_in_play("village_tavern") or state.innkeeper == seat:
        return
    tax = state.data.winter.trader_tax
    if state.talers[seat] >= tax:
        state.talers[seat] -= tax
        if state.innkeeper == NOBODY:
            state.pool += tax
        else:
            state.talers[state.innkeeper] += tax
        events.append(Event("taxed", seat, {"talers": tax, "to": state.innkeeper if state.innkeeper != NOBODY else None}))
        return
    state.unpaid = True
    events.append(Event("tax_unpaid", seat, {"talers": tax}))
    own = [k for k, owner in enumerate(state.cart_owner) if owner == seat]
    if len(own) == 1:
        recall(state, seat, own[0], events)
    elif own:
        state.stage = RECALL


def recall(state: CastleState, seat: int, cart: int, events: list[Event]) -> None:
    """A trader helper back to its owner's supply (the unpaid tax)."""
    state.cart_owner[cart] = NOBODY
    state.cart_round[cart] = 0
    state.helpers[seat] += 1
    state.stage = PLACE
    events.append(Event("recalled", seat, {"at": state.data.carts[cart].id}))


def trade(state: CastleState, seat: int, cart: int, source: str | None, events: list[Event]) -> None:
    """The Trader's helper to a cart or the rider, displacing whoever was there."""
    displaced = state.cart_owner[cart]
    if displaced != NOBODY:
        state.helpers[displaced] += 1
    if source == "innkeeper":
        state.innkeeper = NOBODY
    else:
        state.helpers[seat] -= 1
    state.cart_owner[cart] = seat
    state.cart_round[cart] = state.round
    state.stage = ""
    events.append(Event("traded", seat, {"at": state.data.carts[cart].id, "source": source,
                                         "displaced": displaced if displaced != NOBODY else None}))


def distribute(state: CastleState, events: list[Event]) -> None:
    """After the last Trader: each cart's helper owner gets its yield, paying the tribute to the
    defense tower first when the stock runs short (spec 6.2.3)."""
    tribute = state.data.rules.tribute
    for cart, owner in enumerate(state.cart_owner):
        if owner == NOBODY:
            continue
        spec = state.data.carts[cart]
        r = spec.resource
        stock = state.stock[r]
        to_tower = min(tribute, stock)
        got = min(spec.yield_, stock) - to_tower
        state.stock[r] -= to_tower + got
        state.tower[r] += to_tower
        state.res[owner][r] += got
        events.append(Event("distributed", owner, {"at": spec.id, "resource": state.data.resources[r].id,
                                                   "received": got, "tribute": to_tower}))


def take_tower(state: CastleState, seat: int, resource: int, events: list[Event]) -> None:
    """Bricklayer: every piece of one resource from the defense tower."""
    count = state.tower[resource]
    state.tower[resource] = 0
    state.res[seat][resource] += count
    state.stage = BUILD
    events.append(Event("tower_taken", seat, {"resource": state.data.resources[resource].id, "count": count}))


def buy(state: CastleState, owner: int, card: int, piece: int, events: list[Event]) -> bool:
    """Stonemason: buy a piece, or ask the owner first if it is the card's last; True if asked."""
    pieces = state.on_card[(owner, card)]
    if sum(pieces) == 1:
        state.sale = (owner, card, piece)
        events.append(Event("sale_asked", state.active[1], {"owner": owner, "card": state.data.characters[card].id,
                                                           "piece": state.data.resources[piece].id}))
        return True
    _sell(state, owner, card, piece, events)
    return False


def _sell(state: CastleState, owner: int, card: int, piece: int, events: list[Event]) -> None:
    seat = state.active[1]
    state.on_card[(owner, card)][piece] -= 1
    state.res[seat][piece] += 1
    state.talers[seat] -= 1
    state.talers[owner] += 1
    state.bought.append((owner, card))
    events.append(Event("bought", seat, {"owner": owner, "card": state.data.characters[card].id,
                                         "piece": state.data.resources[piece].id, "talers": 1}))


def answer_sale(state: CastleState, agreed: bool, events: list[Event]) -> None:
    """The Worker's owner sells the last piece or keeps it."""
    owner, card, piece = state.sale
    state.sale = None
    if agreed:
        _sell(state, owner, card, piece, events)
    else:
        state.refused.append((owner, card))
        events.append(Event("sale_refused", owner, {"buyer": state.active[1], "card": state.data.characters[card].id,
                                                    "piece": state.data.resources[piece].id}))


def has_choice(state: CastleState) -> bool:
    """Whether the active card has a decision left besides ending (else it ends on its own)."""
    stage = state.stage
    if not stage:
        return False
    seat = state.active[1]
    if stage == RECALL:
        return True
    if stage == PLACE:
        return bool(choices.list_trade(state))
    if stage == TOWER:
        return True
    if stage == BUY and choices.list_buy(state):
        return True
    if works.can_erect(state) or works.list_convert(state):
        return True
    return bool(works.list_helper(state) or works.list_innkeeper(state)) if seat is not None else False
