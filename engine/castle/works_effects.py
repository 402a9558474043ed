"""The effects of the castle's works (spec 7): erecting a building with its card's reward,
converting silver at the forge, placing a castle helper or the innkeeper."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.castle.phases import BUILD, HELPERS, NOBODY
from engine.core.events import Event

if TYPE_CHECKING:
    from engine.castle.state import CastleState


def erect(state: CastleState, tile: int, pay: tuple[int, ...], events: list[Event]) -> None:
    """Pay exactly (the pieces back to the stock), take the tile, and get the card's reward:
    Bricklayer 1 taler a piece, Stonemason the crown VP, Worker half of them (spec 7.1)."""
    card, seat = state.active
    data = state.data
    for r, n in enumerate(pay):
        state.res[seat][r] -= n
        state.stock[r] += n
    state.built_by[tile] = seat
    state.built_round[tile] = state.round
    state.built_now[seat].append(tile)
    state.builds += 1
    state.stage = BUILD
    face = state.face(tile)
    role = state.role(card)
    talers = vp = 0
    if role == "bricklayer":
        talers = min(sum(pay), state.bank)
        state.bank -= talers
        state.talers[seat] += talers
    elif role == "stonemason":
        vp = face.vp
    else:
        vp = face.vp // data.rules.worker_vp_divisor
    state.vp[seat] += vp
    last = state.unbuilt() == 0
    if last:
        state.last_round = True  # spec 8: this round is the last one
    events.append(Event("erected", seat, {
        "building": data.tiles[tile].id, "type": data.tiles[tile].kind, "card": data.characters[card].id,
        "paid": {r.id: n for r, n in zip(data.resources, pay) if n}, "talers": talers, "vp": vp, "last": last,
    }))


def convert(state: CastleState, seat: int, piece: int, events: list[Event]) -> None:
    """One silver bar into the forge (for good), one piece of choice from the stock (spec 7.3)."""
    silver = state.data.silver
    state.res[seat][silver] -= 1
    state.forge += 1
    state.stock[piece] -= 1
    state.res[seat][piece] += 1
    events.append(Event("converted", seat, {"piece": state.data.resources[piece].id, "forge": state.forge}))


def _take_helper(state: CastleState, seat: int, source: str | None) -> None:
    """A helper leaves where it stands: the supply, a cart (now empty) or the innkeeper's slot."""
    if source is None:
        state.helpers[seat] -= 1
    elif source == "innkeeper":
        state.innkeeper = NOBODY
    else:
        cart = state.data.index["cart"][source]
        state.cart_owner[cart] = NOBODY
        state.cart_round[cart] = 0


def place_helper(state: CastleState, space: int, source: str | None, events: list[Event]) -> None:
    """A helper on a castle space for good, its fee to the bank (spec 7.4)."""
    seat = state.active[1]
    spec = state.data.spaces[space]
    _take_helper(state, seat, source)
    state.talers[seat] -= spec.fee
    state.bank += spec.fee
    state.space_owner[space] = seat
    state.placed_now[seat].append(spec.location)
    state.helpers_now[seat] += 1
    state.stage = HELPERS
    events.append(Event("helper_placed", seat, {"space": spec.id, "location": state.data.locations[spec.location].id,
                                                "fee": spec.fee, "source": source}))


def place_innkeeper(state: CastleState, source: str | None, events: list[Event]) -> None:
    """A helper becomes the innkeeper: the fee to the bank, the card's talers to the player."""
    seat = state.active[1]
    fee = state.data.winter.innkeeper_fee
    _take_helper(state, seat, source)
    state.talers[seat] -= fee
    state.bank += fee
    pool, state.pool = state.pool, 0
    state.talers[seat] += pool
    state.innkeeper = seat
    if state.params["innkeeperCountsTowardCap"]:
        state.helpers_now[seat] += 1
    state.stage = HELPERS
    events.append(Event("innkeeper_placed", seat, {"fee": fee, "pool": pool, "source": source}))
