"""What a player may do with their resources and helpers in the castle (spec 7): erect a
building, convert silver at the forge, place a helper or the innkeeper, and convert pieces at
the palace at the end. Each ``check_*`` says why an action is refused (None: it is legal); each
``list_*`` gives the legal ones, so the two read the same facts.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from engine.castle.actions import Convert, Erect, Helper, Innkeeper, Palace
from engine.castle.phases import BUILD, HELPERS, NOBODY, RESOLVE, STAGE_RANK, WINTER
from engine.core.errors import Refusal
from engine.core.untrusted import brief

if TYPE_CHECKING:
    from engine.castle.state import CastleState

BUILDERS = ("bricklayer", "stonemason", "worker")
PLACERS = ("bricklayer", "stonemason")


@lru_cache(maxsize=65536)
def payments(cost: int, held: tuple[int, ...], points: tuple[int, ...], types: int) -> tuple[tuple[int, ...], ...]:
    """Every exact payment of ``cost`` construction points from ``held`` pieces (per paying
    resource, worth ``points`` each) that uses at least ``types`` resources (spec 7.1)."""
    out: list[tuple[int, ...]] = []

    def walk(k: int, left: int, chosen: list[int]) -> None:
        if k == 0:
            if left % points[0] == 0 and left // points[0] <= held[0]:
                pay = (left // points[0], *chosen)
                if sum(1 for x in pay if x) >= types:
                    out.append(pay)
            return
        for n in range(min(held[k], left // points[k]) + 1):
            walk(k - 1, left - n * points[k], [n, *chosen])

    walk(len(held) - 1, cost, [])
    return tuple(sorted(out))


def payment_problem(state: CastleState, seat: int, cost: int, pay: tuple[int, ...]) -> Refusal | None:
    """Why ``pay`` is not a payment of ``cost`` from the seat's supply (spec 7.1)."""
    data = state.data
    names = [r.id for r in data.resources]
    if any(n < 0 for n in pay):
        return Refusal("a payment counts pieces: no number may be below 0", "payment.negative")
    held = state.res[seat]
    for r, n in enumerate(pay):
        if n > held[r]:
            return Refusal(f"you have {held[r]} {names[r]}, not {n}", "payment.not_held", resource=names[r], held=held[r], needed=n)
    value = sum(n * data.resources[r].points for r, n in enumerate(pay))
    if value != cost:
        return Refusal(f"the payment is worth {value} construction points; the building needs exactly {cost}",
                       "payment.value", value=value, cost=cost)
    types = sum(1 for n in pay if n)
    if types < data.rules.payment_types:
        return Refusal(f"a payment uses at least {data.rules.payment_types} different resources, this one {types}",
                       "payment.types", types=types, needed=data.rules.payment_types)
    return None


def _build_stage_block(state: CastleState, what: str) -> str | None:
    """What keeps the active card from erecting (or converting for erecting) now, as the last
    word of its refusal key, or None; the listings ask this many times per action, so no
    refusal text is built here."""
    card, _seat = state.active
    if state.role(card) not in BUILDERS:
        return "role"
    if STAGE_RANK[state.stage] > STAGE_RANK[BUILD]:
        return "after_helpers"
    if state.builds >= state.data.rules.buildings_per_card:
        return "limit"
    if what == "convert" and not state.unbuilt():
        return "castle_complete"
    return None


def _build_stage_problem(state: CastleState, what: str) -> Refusal | None:
    """Why the active card cannot erect (or convert for erecting) now."""
    block = _build_stage_block(state, what)
    if block is None:
        return None
    if block == "role":
        role = state.role(state.active[0])
        return Refusal(f"a {role.replace('_', ' ')} erects no buildings", f"{what}.role", role=role)
    if block == "after_helpers":
        return Refusal("buildings are erected before helpers are placed", f"{what}.after_helpers")
    if block == "limit":
        limit = state.data.rules.buildings_per_card
        return Refusal(f"a card erects at most {limit} buildings", f"{what}.limit", limit=limit)
    return Refusal("every building is erected: there is nothing left to pay for", "convert.castle_complete")


def check_erect(state: CastleState, action: Erect) -> Refusal | None:
    """Erect ``action.building`` with the given payment, during a building card's resolution."""
    problem = _build_stage_problem(state, "erect")
    if problem:
        return problem
    tile = state.data.index["tile"].get(action.building)
    if tile is None:
        return Refusal(f"there is no building {brief(action.building)}", "building.unknown", building=action.building)
    if state.built_by[tile] != NOBODY:
        return Refusal(f"the {action.building} is erected already", "building.erected", building=action.building)
    return payment_problem(state, state.active[1], state.face(tile).cost, action.payment())


def _held(state: CastleState, seat: int) -> tuple[int, ...]:
    """The seat's pieces of each paying resource (every resource but silver, the last)."""
    return tuple(state.res[seat][:-1])


def _points(state: CastleState) -> tuple[int, ...]:
    return state.data.building_points


@lru_cache(maxsize=65536)
def _erect_actions(ident: str, cost: int, held: tuple[int, ...], points: tuple[int, ...], types: int) -> tuple[Erect, ...]:
    """The actions erecting building ``ident`` with each payment (actions are immutable, so
    positions with the same pieces share them)."""
    return tuple(Erect(ident, *pay) for pay in payments(cost, held, points, types))


def list_erect(state: CastleState) -> list[Erect]:
    """Every legal building with every payment."""
    if _build_stage_block(state, "erect"):
        return []
    seat = state.active[1]
    held, points, types = _held(state, seat), _points(state), state.data.rules.payment_types
    out: list[Erect] = []
    tiles, costs = state.data.tiles, state.data.costs[state.season]
    for tile, owner in enumerate(state.built_by):
        if owner == NOBODY:
            out.extend(_erect_actions(tiles[tile].id, costs[tile], held, points, types))
    return out


def can_erect(state: CastleState) -> bool:
    """Whether some building can be erected now (without converting silver)."""
    if _build_stage_block(state, "erect"):
        return False
    held, points, types = _held(state, state.active[1]), _points(state), state.data.rules.payment_types
    tried = set()
    for cost, owner in zip(state.data.costs[state.season], state.built_by):
        if owner == NOBODY and cost not in tried:
            if payments(cost, held, points, types):
                return True
            tried.add(cost)
    return False


# ----- silver at the forge -----------------------------------------------------------------


def check_convert(state: CastleState, action: Convert) -> Refusal | None:
    """A silver bar into the forge for a piece of ``action.piece``: while building, at the
    Crack in the Wall (stone), or at the palace (spec 7.3, C12)."""
    if state.phase == RESOLVE:
        problem = _build_stage_problem(state, "convert")
        if problem:
            return problem
    elif state.phase == WINTER and state.data.winter.cards[state.winter_now].effect != "crack_in_the_wall":
        return Refusal("silver is converted while paying, not now", "convert.not_now")
    data = state.data
    piece = data.index["resource"].get(action.piece)
    if piece is None:
        return Refusal(f"there is no resource {brief(action.piece)}", "resource.unknown", resource=action.piece)
    if piece == data.silver:
        return Refusal("silver is converted into another resource", "convert.silver")
    if state.phase == WINTER and data.resources[piece].id != "stone":
        return Refusal("the Crack in the Wall takes stone blocks: convert silver into stone", "convert.not_stone")
    seat = state.current_player
    if state.res[seat][data.silver] == 0:
        return Refusal("you have no silver to put into the forge", "convert.no_silver")
    if state.stock[piece] == 0:
        return Refusal(f"the stock has no {action.piece} left", "convert.stock_empty", resource=action.piece)
    return None


def list_convert(state: CastleState) -> list[Convert]:
    """The conversions possible now: what :func:`check_convert` allows, from the same facts."""
    data = state.data
    winter = state.phase == WINTER
    if state.phase == RESOLVE:
        if _build_stage_block(state, "convert"):
            return []
    elif winter and data.winter.cards[state.winter_now].effect != "crack_in_the_wall":
        return []
    if state.res[state.current_player][data.silver] == 0:
        return []
    resources, stock = data.resources, state.stock
    return [Convert(resources[r].id) for r in data.building_resources if stock[r] and not (winter and resources[r].id != "stone")]


# ----- helpers in the castle (spec 7.4) -------------------------------------------------------


def open_location(state: CastleState, loc: int) -> bool:
    """Whether a location's spaces may take helpers: built from the start, its tile erected, or
    its winter card in play."""
    location = state.data.locations[loc]
    if location.tile is not None:
        return state.built_by[location.tile] != NOBODY
    if location.card is not None:
        return any(state.data.winter.cards[c].id == location.card for c in state.in_play)
    return True


def _placer_problem(state: CastleState, cap_counts: bool, needs_build: bool, what: str) -> Refusal | None:
    card, seat = state.active
    role = state.role(card)
    if role not in PLACERS:
        return Refusal(f"a {role.replace('_', ' ')} places no helpers in the castle", f"{what}.role", role=role)
    if needs_build and not state.built_now[seat]:
        return Refusal("you place helpers only in a round in which you erected a building", f"{what}.no_building")
    cap = state.data.rules.helpers_per_round
    if cap_counts and state.helpers_now[seat] >= cap:
        return Refusal(f"you have placed {cap} helpers this round already", f"{what}.cap", cap=cap)
    return None


def source_problem(state: CastleState, seat: int, source: str | None, what: str, innkeeper_ok: bool = True) -> Refusal | None:
    """Why a helper cannot come from ``source``: the supply (None), the own trader helper at a
    cart, or the own innkeeper."""
    if source is None:
        if state.helpers[seat] == 0:
            return Refusal("you have no helper left in your supply", f"{what}.no_helper")
        return None
    if source == "innkeeper":
        if not innkeeper_ok:
            return Refusal("the innkeeper cannot become the innkeeper again", f"{what}.source_innkeeper")
        if state.innkeeper != seat:
            return Refusal("you have no innkeeper at the Village Tavern", f"{what}.no_innkeeper")
        return None
    cart = state.data.index["cart"].get(source)
    if cart is None:
        return Refusal(f"{brief(source)} is not a cart, the rider or the innkeeper (leave source out to take "
                       "a helper from your supply)", f"{what}.source_unknown", source=source)
    if state.cart_owner[cart] != seat:
        return Refusal(f"you have no trader helper at the {source} cart", f"{what}.not_own_cart", source=source)
    return None


def check_helper(state: CastleState, action: Helper) -> Refusal | None:
    """A helper to a free castle space, paying its fee."""
    problem = _placer_problem(state, True, True, "helper")
    if problem:
        return problem
    data, seat = state.data, state.active[1]
    space = data.index["space"].get(action.at)
    if space is None:
        return Refusal(f"there is no helper space {brief(action.at)}", "space.unknown", space=action.at)
    loc = data.spaces[space].location
    if not open_location(state, loc):
        return Refusal(f"the {data.locations[loc].id} is not in the castle yet", "space.closed", location=data.locations[loc].id)
    if state.space_owner[space] != NOBODY:
        return Refusal(f"the space {action.at} holds a helper already", "space.taken", space=action.at)
    if loc in state.placed_now[seat]:
        return Refusal(f"you placed a helper in the {data.locations[loc].id} this round already", "helper.same_building",
                       location=data.locations[loc].id)
    problem = source_problem(state, seat, action.source, "helper")
    if problem:
        return problem
    fee = data.spaces[space].fee
    if state.talers[seat] < fee:
        return Refusal(f"the space costs {fee} talers; you have {state.talers[seat]}", "helper.fee", fee=fee, talers=state.talers[seat])
    return None


def sources(state: CastleState, seat: int, innkeeper_ok: bool = True) -> list[str | None]:
    """Where the seat's next helper may come from."""
    found: list[str | None] = [None] if state.helpers[seat] else []
    found += [state.data.carts[c].id for c, owner in enumerate(state.cart_owner) if owner == seat]
    if innkeeper_ok and state.innkeeper == seat:
        found.append("innkeeper")
    return found


def list_helper(state: CastleState) -> list[Helper]:
    """Every legal castle space with every helper source."""
    if _placer_problem(state, True, True, "helper"):
        return []
    data, seat = state.data, state.active[1]
    from_ = sources(state, seat)
    if not from_:
        return []
    out = []
    for space, owner in enumerate(state.space_owner):
        loc = data.spaces[space].location
        if owner == NOBODY and data.spaces[space].fee <= state.talers[seat] and loc not in state.placed_now[seat] \
                and open_location(state, loc):
            out.extend(Helper(data.spaces[space].id, source) for source in from_)
    return out


def check_innkeeper(state: CastleState, action: Innkeeper) -> Refusal | None:
    """A helper becomes the Village Tavern's innkeeper (spec 10.2.1, override 6)."""
    params = state.params
    problem = _placer_problem(state, params["innkeeperCountsTowardCap"], params["innkeeperRequiresBuild"], "innkeeper")
    if problem:
        return problem
    seat = state.active[1]
    if not state.winter_in_play("village_tavern"):
        return Refusal("the Village Tavern is not in play", "innkeeper.no_tavern")
    if state.innkeeper != NOBODY:
        return Refusal("the Village Tavern has an innkeeper already", "innkeeper.taken", owner=state.innkeeper)
    problem = source_problem(state, seat, action.source, "innkeeper", innkeeper_ok=False)
    if problem:
        return problem
    fee = state.data.winter.innkeeper_fee
    if state.talers[seat] < fee:
        return Refusal(f"the innkeeper costs {fee} talers; you have {state.talers[seat]}", "innkeeper.fee", fee=fee)
    return None


def list_innkeeper(state: CastleState) -> list[Innkeeper]:
    """The legal innkeeper placements (one per helper source)."""
    if state.innkeeper != NOBODY or not state.winter_in_play("village_tavern"):
        return []
    return [a for a in (Innkeeper(s) for s in sources(state, state.active[1], False)) if check_innkeeper(state, a) is None]


def helper_stage_ok(state: CastleState) -> bool:
    """Whether the active card's stage still allows helpers (always, up to the end of the card)."""
    return STAGE_RANK[state.stage] <= STAGE_RANK[HELPERS]


# ----- the palace at the end (spec 9, step 3.7) -------------------------------------------------


def palace_limit(state: CastleState, seat: int) -> int:
    """Pieces the seat may convert: 5 per palace helper it owns."""
    data = state.data
    return sum(data.spaces[s].score.pieces for s, owner in enumerate(state.space_owner)
               if owner == seat and data.spaces[s].score.rule == "palace")


def check_palace(state: CastleState, action: Palace) -> Refusal | None:
    """Convert pieces of the supply into VP at construction value."""
    seat = state.turn[0]
    pay = action.payment()
    if any(n < 0 for n in pay):
        return Refusal("a conversion counts pieces: no number may be below 0", "payment.negative")
    names = [r.id for r in state.data.resources]
    for r, n in enumerate(pay):
        if n > state.res[seat][r]:
            return Refusal(f"you have {state.res[seat][r]} {names[r]}, not {n}", "payment.not_held", resource=names[r])
    limit = palace_limit(state, seat)
    if sum(pay) > limit:
        return Refusal(f"your palace helpers convert at most {limit} pieces", "palace.too_many", limit=limit)
    return None


def list_palace(state: CastleState) -> list[Palace]:
    """Every legal conversion (the number of pieces of each resource, up to the limit)."""
    seat = state.turn[0]
    held = _held(state, seat)
    limit = palace_limit(state, seat)
    out: list[Palace] = []

    def walk(k: int, left: int, chosen: list[int]) -> None:
        if k == len(held):
            out.append(Palace(*chosen))
            return
        for n in range(min(held[k], left) + 1):
            walk(k + 1, left - n, [*chosen, n])

    walk(0, limit, [])
    return out
