"""Final scoring (spec 9): the trader helpers leave, then every castle helper scores location by
location in the order of ``castle.yaml``; the palace's owners decide their conversions (in seat
order from the final round's first player), and the forge scores the silver after them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.castle import works
from engine.castle.phases import NOBODY, OVER, PALACE
from engine.core.events import Event

if TYPE_CHECKING:
    from engine.castle.state import CastleState


def start_final(state: CastleState, events: list[Event]) -> None:
    """Step 1: every trader helper goes home and scores nothing; then the castle scores."""
    returned = [0] * state.num_players
    for cart, owner in enumerate(state.cart_owner):
        if owner != NOBODY:
            returned[owner] += 1
            state.helpers[owner] += 1
            state.cart_owner[cart] = NOBODY
            state.cart_round[cart] = 0
    events.append(Event("final_scoring", None, {"round": state.round, "carts_cleared": returned, **counts(state)}))
    state.final_step = 0
    state.breakdown = []
    continue_final(state, events)


def counts(state: CastleState) -> dict[str, int]:
    """What the helpers' scores count (spec 9 step 2): free and taken castle spaces (the barn
    aside), erected towers and houses, tiles left, silver in the forge."""
    data = state.data
    free = taken = 0
    for space, owner in enumerate(state.space_owner):
        loc = data.spaces[space].location
        if data.locations[loc].in_castle and works.open_location(state, loc):
            if owner == NOBODY:
                free += 1
            else:
                taken += 1
    kinds = [data.tiles[t].kind for t, owner in enumerate(state.built_by) if owner != NOBODY]
    return {"unoccupied": free, "helpers": taken, "towers": kinds.count("tower"), "houses": kinds.count("house"),
            "unbuilt": state.unbuilt(), "silver": state.forge}


def continue_final(state: CastleState, events: list[Event]) -> None:
    """Score the locations from ``final_step`` on; stop for the palace's owners' decisions."""
    data = state.data
    while state.final_step < len(data.locations):
        location = data.locations[state.final_step]
        rule = data.spaces[location.spaces[0]].score.rule
        if rule == "palace":
            state.turn = [seat for seat in state.seats_from(state.first) if _palace_choice(state, seat)]
            if state.turn:
                state.phase = PALACE
                return
        elif rule == "market":
            _market(state, location, events)
        elif rule == "barn":
            _barn(state, location, events)
        else:
            _count(state, location, events)
        state.final_step += 1
    state.phase = OVER
    state.turn = []
    events.append(Event("game_over", None, {"scores": state.scores(), "winners": state.winners(),
                                            "talers": list(state.talers)}))


def _row(state: CastleState, events: list[Event], seat: int, row: dict[str, Any]) -> None:
    state.vp[seat] += row["vp"]
    row = {"seat": seat, **row}
    state.breakdown.append(row)
    events.append(Event("scored", seat, row))


def _count(state: CastleState, location, events: list[Event]) -> None:
    numbers = counts(state)
    for space in location.spaces:
        owner = state.space_owner[space]
        if owner == NOBODY:
            continue
        score = state.data.spaces[space].score
        count = numbers[score.count]
        _row(state, events, owner, {"location": location.id, "space": state.data.spaces[space].id, "rule": score.count,
                                    "count": count, "vp": score.times * count // score.per})


def _market(state: CastleState, location, events: list[Event]) -> None:
    """One helper: 1 VP per 2 talers (an odd taler stays); both: 1 VP per taler (spec 9)."""
    for seat in state.seats_from(state.first):
        held = [s for s in location.spaces if state.space_owner[s] == seat]
        if not held:
            continue
        rate = state.data.spaces[held[0]].score.rates[len(held) - 1]
        vp = state.talers[seat] // rate
        state.talers[seat] -= vp * rate
        state.removed[-1] += vp * rate
        _row(state, events, seat, {"location": location.id, "space": state.data.spaces[held[0]].id, "rule": "market",
                                   "helpers": len(held), "talers": vp * rate, "vp": vp})


def _barn(state: CastleState, location, events: list[Event]) -> None:
    """Each barn helper scores by how many stand there, whoever owns them (spec 10.2.2)."""
    taken = [s for s in location.spaces if state.space_owner[s] != NOBODY]
    for space in taken:
        vp = state.data.spaces[space].score.table[len(taken) - 1]
        _row(state, events, state.space_owner[space], {"location": location.id, "space": state.data.spaces[space].id,
                                                       "rule": "barn", "count": len(taken), "vp": vp})


def _palace_choice(state: CastleState, seat: int) -> bool:
    """Whether a palace owner has anything to convert (pieces, or silver and a stock to take from)."""
    if works.palace_limit(state, seat) == 0:
        return False
    if any(state.res[seat][r] for r in state.data.building_resources):
        return True
    return state.res[seat][state.data.silver] > 0 and any(state.stock[r] for r in state.data.building_resources)


def convert_at_palace(state: CastleState, seat: int, pay: tuple[int, ...], events: list[Event]) -> None:
    """The pieces leave the game for their construction value in VP; the next owner, or the
    rest of the scoring, follows."""
    data = state.data
    vp = 0
    for r, n in enumerate(pay):
        state.res[seat][r] -= n
        state.removed[r] += n
        vp += n * data.resources[r].points
    _row(state, events, seat, {"location": data.locations[state.final_step].id, "rule": "palace",
                               "pieces": {data.resources[r].id: n for r, n in enumerate(pay) if n}, "vp": vp})
    state.turn.pop(0)
    if not state.turn:
        state.final_step += 1
        continue_final(state, events)
