"""What a seat may see, and the re-deal of what it may not (the bots decide from that).

Hidden in A Castle for All Seasons are only the other players' face-down choices (until the
reveal) and the order of the winter pile. A hand is the complement of the play area, so every
hand is public as a set: ``seats[i].hand`` lists the cards not played and not lost, face-down
ones included, and ``seats[i].chosen`` says how many of them lie face down. The viewer's own
face-down cards are ``selection``.

Keys of the view (all plain data; seats numbered from 0; resources as {id: count}):

- ``game``, ``players``, ``params``, ``seat`` (the viewer, None for a spectator), ``season``;
- ``round``, ``rounds``, ``first_player``, ``last_round``, ``phase``, ``current``, ``over``,
  ``turn`` (seats still to decide in a step every player takes part in);
- ``bank``, ``track`` (talers on the round track), ``forge`` (silver in it), ``stock``,
  ``tower``, ``removed`` (out of the game, talers under ``taler``);
- ``carts``: cart id -> {seat, round} of its trader helper, or None;
- ``buildings``: tile id -> {kind, cost, vp, built_by (seat or None), round};
- ``spaces``: space id -> {location, fee, seat (or None), open};
- ``seats``: per seat {talers, resources, helpers (in the supply), vp, hand, chosen (count),
  play_area, lost, revealed (this round), built (this round), placed (locations this round),
  helpers_placed (toward the cap)};
- ``selection``: the viewer's face-down cards;
- ``worker_cards``: [{seat, card, pieces}] revealed Workers still holding pieces;
- ``resolution``: {queue: [[card, seat]] (``distribution`` with seat None), active: {card, seat,
  stage, builds, unpaid, bought, refused} or None, sale: {owner, card, piece} or None,
  equip: [[seat, card]]};
- ``winter``: {pile (count), marked (rounds), in_play, gone, current, innkeeper, pool,
  maiden: {state, step, round, declarer, suitors, items, winner}} (None in summer);
- ``scores``, ``winners``, ``final`` (the final scoring's rows so far).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.castle.phases import DISTRIBUTION, NOBODY, OVER, TALER
from engine.castle.works import open_location

if TYPE_CHECKING:
    from engine.castle.state import CastleState


def _seat_or_none(seat: int) -> int | None:
    return None if seat == NOBODY else seat


def amounts(state: CastleState, counts: list[int]) -> dict[str, int]:
    """Counts by resource id (every resource listed)."""
    return {r.id: n for r, n in zip(state.data.resources, counts)}


def items(state: CastleState, counts: list[int]) -> dict[str, int]:
    """Pieces and talers by id (only those present)."""
    ids = [r.id for r in state.data.resources] + [TALER]
    return {ids[k]: n for k, n in enumerate(counts) if n}


def player_view(state: CastleState, seat: int | None) -> dict[str, Any]:
    """The view of ``seat`` (None: a spectator, who sees no face-down card)."""
    data = state.data
    cards = [c.id for c in data.characters]
    view = {
        "game": state.game.id,
        "players": state.num_players,
        "params": {p.key: p.to_plain(state.params[p.key]) for p in state.game.parameters},
        "seat": seat,
        "season": state.season,
        "round": state.round,
        "rounds": state.count.rounds,
        "first_player": state.first,
        "last_round": state.last_round,
        "phase": state.phase,
        "current": state.current_player,
        "over": state.phase == OVER,
        "turn": list(state.turn),
        "bank": state.bank,
        "track": state.track,
        "forge": state.forge,
        "stock": amounts(state, state.stock),
        "tower": amounts(state, state.tower),
        "removed": items(state, state.removed),
        "carts": {c.id: ({"seat": state.cart_owner[k], "round": state.cart_round[k]} if state.cart_owner[k] != NOBODY else None)
                  for k, c in enumerate(data.carts)},
        "buildings": {t.id: {"kind": t.kind, "cost": state.face(k).cost, "vp": state.face(k).vp,
                             "built_by": _seat_or_none(state.built_by[k]), "round": state.built_round[k]}
                      for k, t in enumerate(data.tiles)},
        "spaces": _spaces(state),
        "seats": [_seat_view(state, s, cards) for s in range(state.num_players)],
        "selection": [cards[c] for c in state.chosen[seat]] if seat is not None and 0 <= seat < state.num_players else [],
        "worker_cards": [{"seat": s, "card": cards[c], "pieces": items(state, p)} for (s, c), p in sorted(state.on_card.items())],
        "resolution": _resolution(state, cards),
        "winter": _winter(state) if state.season == "winter" else None,
        "scores": state.scores(),
        "winners": state.winners(),
        "final": [dict(row) for row in state.breakdown],
    }
    return view


def _spaces(state: CastleState) -> dict[str, Any]:
    data = state.data
    opened = [open_location(state, loc) for loc in range(len(data.locations))]
    return {sp.id: {"location": data.locations[sp.location].id, "fee": sp.fee, "seat": _seat_or_none(state.space_owner[k]),
                    "open": opened[sp.location]} for k, sp in enumerate(data.spaces)}


def _seat_view(state: CastleState, seat: int, cards: list[str]) -> dict[str, Any]:
    tiles, locations = state.data.tiles, state.data.locations
    return {
        "talers": state.talers[seat],
        "resources": amounts(state, state.res[seat]),
        "helpers": state.helpers[seat],
        "vp": state.vp[seat],
        "hand": [cards[c] for c in sorted(state.hand[seat] + state.chosen[seat])],
        "chosen": len(state.chosen[seat]),
        "play_area": [cards[c] for c in state.played[seat]],
        "lost": [cards[c] for c in state.lost[seat]],
        "revealed": [cards[c] for c in state.revealed[seat]],
        "built": [tiles[t].id for t in state.built_now[seat]],
        "placed": [locations[loc].id for loc in state.placed_now[seat]],
        "helpers_placed": state.helpers_now[seat],
    }


def _resolution(state: CastleState, cards: list[str]) -> dict[str, Any]:
    queue = [["distribution", None] if card == DISTRIBUTION else [cards[card], seat] for card, seat in state.queue]
    active = None
    if state.active is not None:
        card, seat = state.active
        active = {"card": cards[card], "seat": seat, "stage": state.stage, "builds": state.builds, "unpaid": state.unpaid,
                  "bought": [[s, cards[c]] for s, c in state.bought], "refused": [[s, cards[c]] for s, c in state.refused]}
    sale = None
    if state.sale is not None:
        owner, card, piece = state.sale
        sale = {"owner": owner, "card": cards[card], "piece": state.data.resources[piece].id}
    return {"queue": queue, "active": active, "sale": sale, "equip": [[s, cards[c]] for s, c in state.equip_queue]}


def _winter(state: CastleState) -> dict[str, Any]:
    return {"pile": len(state.pile), "marked": list(state.data.winter.marked[state.count.rounds]),
            **winter_table(state)}


def winter_table(state: CastleState) -> dict[str, Any]:
    """The winter cards and the Castle Maiden as everyone sees them (the pile aside): shared by the
    view and the position."""
    ids = [c.id for c in state.data.winter.cards]
    return {
        "in_play": [ids[c] for c in state.in_play],
        "gone": [ids[c] for c in state.gone],
        "current": ids[state.winter_now] if state.winter_now != NOBODY else None,
        "innkeeper": _seat_or_none(state.innkeeper),
        "pool": state.pool,
        "maiden": {"state": state.maiden, "step": state.maiden_step, "round": state.maiden_round,
                   "declarer": _seat_or_none(state.declarer), "suitors": list(state.suitors),
                   "items": items(state, state.maiden_items), "winner": _seat_or_none(state.maiden_winner)},
    }


def choosable(state: CastleState, seat: int, cards: list[int]) -> list[int]:
    """Which of ``cards`` (a seat's hand and face-down cards) the seat may have chosen this round."""
    keep = []
    for card in cards:
        if state.role(card) == "master_builder" and (state.round == 1 or not state.played[seat]):
            continue
        keep.append(card)
    return keep


def determinize(state: CastleState, seat: int, rng: random.Random) -> CastleState:
    """The position with every other seat's face-down cards chosen again from what it may have
    chosen, and the winter pile shuffled again (both from sorted lists, so the truth leaks nothing)."""
    other = state.clone()
    for q in range(state.num_players):
        if q == seat or not state.chosen[q]:
            continue
        pool = sorted(state.hand[q] + state.chosen[q])
        picked = sorted(rng.sample(choosable(state, q, pool), len(state.chosen[q])))
        other.chosen[q] = picked
        other.hand[q] = [c for c in pool if c not in picked]
    other.pile = sorted(state.pile)
    rng.shuffle(other.pile)
    other.rng = random.Random(rng.getrandbits(64))
    return other
