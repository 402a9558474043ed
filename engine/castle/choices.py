"""The decisions outside the castle's works and the winter cards: the secret selection (spec
5), the W-stone's pieces, and the Trader, Bricklayer and Stonemason steps (6). Each ``check_*`` says why an action is refused (None: it is legal); each ``list_*``
gives the legal ones from the same facts.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from engine.castle.actions import Buy, Choose, Equip, Recall, TakeTower, Trade
from engine.castle.phases import BUY, NOBODY, PLACE, RECALL, STAGE_RANK, TOWER
from engine.core.errors import Refusal
from engine.core.untrusted import brief

if TYPE_CHECKING:
    from engine.castle.state import CastleState


def card_index(state: CastleState, ident: str) -> int | Refusal:
    """The index of a character card id, or the refusal naming an unknown one."""
    card = state.data.index["character"].get(ident)
    if card is None:
        return Refusal(f"there is no character card {brief(ident)}", "card.unknown", card=ident)
    return card


# ----- selection (spec 5) --------------------------------------------------------------------


def check_choose(state: CastleState, action: Choose) -> Refusal | None:
    """Lay a card from the hand face down."""
    card = card_index(state, action.card)
    if isinstance(card, Refusal):
        return card
    seat = state.turn[0]
    if card in state.chosen[seat]:
        return Refusal(f"you have laid the {action.card} face down already", "card.chosen", card=action.card)
    if card in state.lost[seat]:
        return Refusal(f"your {action.card} is out of the game", "card.lost", card=action.card)
    if card in state.played[seat]:
        return Refusal(f"your {action.card} lies in your play area until a Master Builder takes it back",
                       "card.in_play_area", card=action.card)
    if state.role(card) == "master_builder":
        if state.round == 1:
            return Refusal("the Master Builder may not be chosen in the first round", "card.master_builder_first_round")
        if not state.played[seat]:
            return Refusal("the Master Builder may not be chosen while you hold all your cards",
                           "card.master_builder_full_hand")
    return None


def list_choose(state: CastleState) -> list[Choose]:
    """The cards the seat to choose may lay face down: what :func:`check_choose` allows."""
    seat = state.turn[0]
    chosen, lost, played = state.chosen[seat], state.lost[seat], state.played[seat]
    master_builder_open = state.round != 1 and bool(played)
    characters = state.data.characters
    return [
        Choose(characters[c].id)
        for c in state.hand[seat]
        if c not in chosen and c not in lost and c not in played and (master_builder_open or characters[c].role != "master_builder")
    ]


# ----- Workers and the resolution steps (spec 6) ------------------------------------------------


def equip_options(state: CastleState, card: int) -> list[tuple[int, ...]]:
    """The W-stone's free choices: multisets of resources the stock can give after the card's
    fixed pieces (fewer pieces when the stock runs short, spec 4E)."""
    char = state.data.characters[card]
    if not char.choice_count:
        return [()]
    left = [state.stock[r] - min(char.pieces[r], state.stock[r]) for r in range(len(state.stock))]
    size = min(char.choice_count, sum(left[r] for r in char.choice_from))
    return [combo for combo in combinations_with_replacement(char.choice_from, size)
            if all(combo.count(r) <= left[r] for r in set(combo))]


def check_equip(state: CastleState, action: Equip) -> Refusal | None:
    """The pieces chosen for the W-stone."""
    card = state.equip_queue[0][1]
    index = state.data.index["resource"]
    if any(p not in index for p in action.pieces):
        bad = next(p for p in action.pieces if p not in index)
        return Refusal(f"there is no resource {brief(bad)}", "resource.unknown", resource=bad)
    wanted = tuple(sorted(index[p] for p in action.pieces))
    options = equip_options(state, card)
    if wanted in options:
        return None
    char = state.data.characters[card]
    names = [state.data.resources[r].id for r in char.choice_from]
    size = len(options[0]) if options else 0
    if len(wanted) != size:
        return Refusal(f"the card takes {size} pieces of your choice", "equip.count", count=size)
    if any(r not in char.choice_from for r in wanted):
        return Refusal(f"the pieces are chosen among {', '.join(names)}", "equip.piece", choices=names)
    return Refusal("the stock has not that many of those pieces", "equip.stock_short")


def list_equip(state: CastleState) -> list[Equip]:
    """The W-stone's possible choices."""
    ids = [r.id for r in state.data.resources]
    return [Equip(tuple(ids[r] for r in combo)) for combo in equip_options(state, state.equip_queue[0][1])]


def _stage(state: CastleState, stage: str, what: str, sentence: str) -> Refusal | None:
    if state.stage != stage:
        return Refusal(sentence, f"{what}.not_now")
    return None


def check_recall(state: CastleState, action: Recall) -> Refusal | None:
    """An unpaid tax: one of the own trader helpers back to the supply."""
    problem = _stage(state, RECALL, "recall", "only a Trader who cannot pay the Village Tavern takes a helper back")
    if problem:
        return problem
    cart = state.data.index["cart"].get(action.at)
    if cart is None:
        return Refusal(f"there is no cart {brief(action.at)}", "cart.unknown", cart=action.at)
    if state.cart_owner[cart] != state.active[1]:
        return Refusal(f"you have no trader helper at the {action.at} cart", "recall.not_own", cart=action.at)
    return None


def list_recall(state: CastleState) -> list[Recall]:
    seat = state.active[1]
    return [Recall(c.id) for k, c in enumerate(state.data.carts) if state.cart_owner[k] == seat]


def trade_problem(state: CastleState, seat: int, cart: int) -> Refusal | None:
    """Whether a Trader's helper may go to ``cart`` (spec 6.2.1, CT-7 with override 2)."""
    carts = state.data.carts
    owner = state.cart_owner[cart]
    name = carts[cart].id
    if owner == seat:
        return Refusal(f"your own helper is at the {name} already", "trade.own_helper", cart=name)
    full = all(state.cart_owner[k] != NOBODY for k, c in enumerate(carts) if not c.rider)
    if not full:
        if carts[cart].rider:
            return Refusal("the rider takes a helper only when all four carts have one", "trade.rider_closed")
        if owner != NOBODY:
            return Refusal("a helper is displaced only when all four carts are taken", "trade.displace_closed", cart=name)
        return None
    if owner != NOBODY and state.cart_round[cart] == state.round:
        return Refusal(f"the helper at the {name} was placed this round and cannot be displaced", "trade.placed_this_round",
                       cart=name)
    return None


def trade_destinations(state: CastleState, seat: int) -> list[int]:
    """The carts (and rider) a Trader's helper may go to."""
    return [k for k in range(len(state.data.carts)) if trade_problem(state, seat, k) is None]


def trade_mandatory(state: CastleState, seat: int) -> bool:
    """Override 9: placing is a must with a helper in the supply and somewhere to go."""
    return not state.unpaid and state.helpers[seat] > 0 and bool(trade_destinations(state, seat))


def check_trade(state: CastleState, action: Trade) -> Refusal | None:
    """The Trader's helper to a cart or the rider."""
    problem = _stage(state, PLACE, "trade", "a helper goes to a cart only with a Trader")
    if problem:
        return problem
    seat = state.active[1]
    if state.unpaid:
        return Refusal("a Trader who could not pay the Village Tavern places no helper", "trade.unpaid")
    if action.source is not None and action.source != "innkeeper":
        return Refusal(f"{brief(action.source)} is not a helper source (leave it out for your supply, or say innkeeper)",
                       "trade.source_unknown", source=action.source)
    if action.source == "innkeeper" and state.innkeeper != seat:
        return Refusal("you have no innkeeper at the Village Tavern", "trade.no_innkeeper")
    if action.source is None and state.helpers[seat] == 0:
        return Refusal("you have no helper left in your supply", "trade.no_helper")
    cart = state.data.index["cart"].get(action.at)
    if cart is None:
        return Refusal(f"there is no cart {brief(action.at)}", "cart.unknown", cart=action.at)
    return trade_problem(state, seat, cart)


def list_trade(state: CastleState) -> list[Trade]:
    seat = state.active[1]
    if state.unpaid:
        return []
    from_ = ([None] if state.helpers[seat] else []) + (["innkeeper"] if state.innkeeper == seat else [])
    carts = state.data.carts
    return [Trade(carts[k].id, source) for k in trade_destinations(state, seat) for source in from_]


def check_tower(state: CastleState, action: TakeTower) -> Refusal | None:
    """Bricklayer: all pieces of one resource from the defense tower."""
    problem = _stage(state, TOWER, "tower", "the defense tower is emptied of one resource by a Bricklayer, first")
    if problem:
        return problem
    resource = state.data.index["resource"].get(action.resource)
    if resource is None:
        return Refusal(f"there is no resource {brief(action.resource)}", "resource.unknown", resource=action.resource)
    if state.tower[resource] == 0:
        return Refusal(f"the defense tower holds no {action.resource}", "tower.none", resource=action.resource)
    return None


def list_tower(state: CastleState) -> list[TakeTower]:
    ids = [r.id for r in state.data.resources]
    return [TakeTower(ids[r]) for r, n in enumerate(state.tower) if n]


def check_buy(state: CastleState, action: Buy) -> Refusal | None:
    """Stonemason: one piece from another player's Worker card (override 1)."""
    card_, seat = state.active
    if state.role(card_) != "stonemason" or STAGE_RANK[state.stage] > STAGE_RANK[BUY]:
        return Refusal("a Stonemason buys from the Workers before building", "buy.not_now")
    if not 0 <= action.owner < state.num_players:
        return Refusal(f"there is no seat {action.owner}", "buy.no_seat", owner=action.owner)
    if action.owner == seat:
        return Refusal("a Stonemason does not buy from its owner's own Worker", "buy.own_worker")
    card = card_index(state, action.card)
    if isinstance(card, Refusal):
        return card
    pieces = state.on_card.get((action.owner, card))
    if pieces is None:
        return Refusal(f"seat {action.owner} revealed no {action.card} this round", "buy.not_revealed",
                       owner=action.owner, card=action.card)
    piece = state.data.index["resource"].get(action.piece)
    if piece is None:
        return Refusal(f"there is no resource {brief(action.piece)}", "resource.unknown", resource=action.piece)
    if pieces[piece] == 0:
        return Refusal(f"the card holds no {action.piece}", "buy.piece_missing", piece=action.piece)
    if (action.owner, card) in state.refused:
        return Refusal("the Worker's owner kept its last piece from you", "buy.refused")
    if state.params["stonemasonPurchase"] == "oneTotal" and state.bought:
        return Refusal("a Stonemason buys one piece in all", "buy.limit_total")
    if (action.owner, card) in state.bought:
        return Refusal("a Stonemason buys one piece from each Worker card", "buy.limit_card")
    if state.talers[seat] < 1:
        return Refusal("a piece costs 1 taler and you have none", "buy.no_taler")
    return None


def list_buy(state: CastleState) -> list[Buy]:
    card_, seat = state.active
    if state.role(card_) != "stonemason" or state.stage != BUY or state.talers[seat] < 1:
        return []
    if state.params["stonemasonPurchase"] == "oneTotal" and state.bought:
        return []
    ids, names = [c.id for c in state.data.characters], [r.id for r in state.data.resources]
    out = []
    for (owner, card), pieces in sorted(state.on_card.items()):
        if owner != seat and (owner, card) not in state.bought and (owner, card) not in state.refused:
            out.extend(Buy(owner, ids[card], names[r]) for r, n in enumerate(pieces) if n)
    return out


def done_problem(state: CastleState) -> Refusal | None:
    """Whether the active card may end now."""
    seat = state.active[1]
    if state.stage == TOWER:
        return Refusal("the Bricklayer takes one resource from the defense tower first", "tower.must_take")
    if state.stage == RECALL:
        return Refusal("a Trader who cannot pay the Village Tavern takes a trader helper back", "recall.must")
    if state.stage == PLACE and trade_mandatory(state, seat):
        return Refusal("a Trader with a helper in the supply places it where it may go", "trade.must_place")
    return None
