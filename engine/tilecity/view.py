"""What a seat sees of a game of the Alhambra family, the position written back from a state,
and the position re-dealt from a seat's view for the bots (docs/positions.md).

The modules in play add their own entries through their hooks (``view``, ``write_position``,
``redeal``), after the family's.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from engine.core.action import format_cell
from engine.core.errors import PositionError
from engine.core.position import redealt_header
from engine.tilecity.money import MoneyRules
from engine.tilecity.positions import START_CELL
from engine.tilecity.turn import PLACEMENT, TileCityState


def public_view(state: TileCityState, seat: int) -> dict[str, Any]:
    """What ``seat`` may see: its own hand, the counts of the others, the public piles."""
    game, supply, shop, neutral = state.game, state.supply, state.shop, state.neutral
    name = state.NEUTRAL
    view = {
        "game": game.id,
        "seat": seat,
        "players": state.num_players,
        "params": {p.key: p.to_plain(state.params[p.key]) for p in game.parameters},
        "phase": state.phase,
        "turn": state.turn,
        "turn_player": state.player,
        "current_player": state.current_player,
        "start_player": state.start_player,
        "actions_taken": state.actions_taken,
        "may_continue": state.may_continue,
        "redesigns_in_a_row": state.redesigns_in_a_row,
        "cities": [sorted([x, y, t] for (x, y), t in c.cells.items()) for c in state.cities],
        "reserves": [list(r) for r in state.reserves],
        "hand": sorted(state.hands[seat]),
        "hand_counts": [len(h) for h in state.hands],
        "public_hands": [sorted(h) for h in state.public_hands],
        "scores": list(state.score),
        "pending": list(state.pending),
        "recipient": state.recipient,
        "market": list(shop.spaces),
        "market_currencies": list(shop.currency_names),
        "display": list(supply.display),
        "deck_count": len(supply.deck),
        "drawn": supply.drawn,
        "scoring_windows": {card: list(w) for card, w in sorted(supply.windows.items())},
        "discard": list(supply.discard),
        "removed_money": sorted(supply.removed),
        "bag_count": len(shop.bag),
        "removed_tiles": list(shop.removed),
        name: None if neutral is None else list(neutral.tiles),
        f"{name}_score": state.neutral_score,
        "rounds_scored": list(state.rounds_scored),
        "end_flag": state.end_flag,
        "distribution_queue": [s + 1 for s in state.distribution_queue],
    }
    for module in state.modules:
        module.view(state, seat, view)
    return view


def write_position(state: TileCityState) -> dict[str, Any]:
    """The position of ``state`` with every pile listed explicitly (top first)."""
    game, supply, shop, neutral = state.game, state.supply, state.shop, state.neutral
    name = state.NEUTRAL
    pos: dict[str, Any] = {
        "game": game.id,
        "players": state.num_players,
        "params": {p.key: p.to_plain(state.params[p.key]) for p in game.parameters},
        "seed": state.seed,
        "phase": state.phase,
        "turn": state.turn,
        "turn_player": state.player,
        "start_player": state.start_player,
        "actions_taken": state.actions_taken,
        "may_continue": state.may_continue,
        "seats": [
            {
                "city": {format_cell(c): t for c, t in sorted(city.cells.items()) if c != START_CELL},
                "reserve": list(state.reserves[i]),
                "hand": list(state.hands[i]),
                "public_hand": list(state.public_hands[i]),
                "score": state.score[i],
            }
            for i, city in enumerate(state.cities)
        ],
        "pending": list(state.pending),
        "market": list(shop.spaces),
        "display": list(supply.display),
        "deck": supply.deck[::-1],
        "discard": list(supply.discard),
        "removed_money": list(supply.removed),
        "bag": shop.bag[::-1],
        "removed_tiles": list(shop.removed),
        f"{name}_score": state.neutral_score,
        "rounds_scored": list(state.rounds_scored),
        "end_flag": state.end_flag,
        "distribution_queue": [s + 1 for s in state.distribution_queue],
        "drawn": supply.drawn,
        "scoring_windows": {c: list(w) for c, w in sorted(supply.windows.items())},
        "unlisted_money": "removed",
        "unlisted_tiles": "removed",
    }
    if neutral is not None:
        pos[name] = list(neutral.tiles)
    if state.redesigns_in_a_row:
        pos["redesigns_in_a_row"] = state.redesigns_in_a_row
    if state.phase != PLACEMENT and state.phase in state.placing_phases:
        pos["recipient"] = state.recipient
    for module in state.modules:
        module.write_position(state, pos)
    return pos


def position_from_view(
    view: Mapping[str, Any],
    rng: random.Random,
    *,
    data: Any,
    money: MoneyRules,
    tiles: Iterable[str],
    changers: Mapping[str, Any] | None,
    modules: Iterable[Any],
    neutral: str,
    receiving: tuple[str, ...],
) -> dict[str, Any]:
    """A full position consistent with a player's view, everything hidden re-dealt from ``rng``:
    the other hands (beyond the money every player saw them receive) and the deck from the unseen
    money (``changers`` too, if in play), the scoring cards within their public windows, the bag
    (of ``tiles``) in a new order, the hidden parts of the ``modules`` in play, and a fresh seed
    for future draws. ``receiving`` are the phases in which a recipient places a tile."""
    seat = view["seat"]
    players = view["players"]
    params = view["params"]
    public_hands = view["public_hands"]
    visible = Counter(view["hand"]) + Counter(c for c in view["display"] if c) + Counter(view["discard"])
    visible += Counter(view["removed_money"])
    for other in range(players):
        if other != seat:
            visible += Counter(public_hands[other])
    unseen = []
    for card in sorted(set(money.cards(1))):
        unseen.extend([card] * (money.copies - visible[card]))
    if changers is not None:
        unseen.extend(c for c in sorted(changers) if not visible[c])
    rng.shuffle(unseen)
    hands = []
    for other in range(players):
        if other == seat:
            hands.append(list(view["hand"]))
        else:
            count = view["hand_counts"][other] - len(public_hands[other])
            hands.append(public_hands[other] + unseen[:count])
            del unseen[:count]
    drawn = view["drawn"]
    deck = unseen
    for card, (lo, hi) in sorted(view["scoring_windows"].items(), key=lambda item: item[1][0]):
        deck.insert(rng.randint(max(lo, drawn), hi) - drawn, card)
    if len(deck) != view["deck_count"]:
        raise PositionError("the view is inconsistent: its money does not add up")

    seen_tiles = set(view["market"]) | set(view["pending"]) | set(view["removed_tiles"]) | set(view[neutral] or [])
    for city in view["cities"]:
        seen_tiles.update(t for _x, _y, t in city)
    for reserve in view["reserves"]:
        seen_tiles.update(reserve)
    bag = [t for t in sorted(tiles) if t not in seen_tiles]
    rng.shuffle(bag)
    seat_extras: list[dict[str, Any]] = [{} for _ in range(players)]
    extras: dict[str, Any] = {}
    for module in modules:
        if params[module.key]:
            module.redeal(data, view, rng, seat_extras, extras, seen_tiles)

    position = {
        **redealt_header(view, rng),
        "actions_taken": view["actions_taken"],
        "may_continue": view["may_continue"],
        "redesigns_in_a_row": view["redesigns_in_a_row"],
        "seats": [
            {
                "city": {f"{x},{y}": t for x, y, t in view["cities"][i] if (x, y) != START_CELL},
                "reserve": view["reserves"][i],
                "hand": hands[i],
                "public_hand": public_hands[i],
                "score": view["scores"][i],
                **seat_extras[i],
            }
            for i in range(players)
        ],
        "pending": view["pending"],
        "market": view["market"],
        "display": view["display"],
        "deck": deck,
        "discard": view["discard"],
        "removed_money": view["removed_money"],
        "bag": bag,
        "removed_tiles": view["removed_tiles"],
        f"{neutral}_score": view[f"{neutral}_score"],
        "rounds_scored": view["rounds_scored"],
        "end_flag": view["end_flag"],
        "distribution_queue": view["distribution_queue"],
        "drawn": drawn,
        "scoring_windows": view["scoring_windows"],
        "unlisted_money": "removed",
        "unlisted_tiles": "removed",
        **extras,
    }
    if view[neutral] is not None:
        position[neutral] = view[neutral]
    if view["phase"] in receiving:
        position["recipient"] = view["recipient"]
    return position
