"""Alhambra positions: build a state from a position mapping and write one back.

The format is documented in docs/positions.md. The same builder also makes the re-dealt
states of :meth:`AlhambraState.determinize` from a player's view, so that a bot's picture of
the game is made only of what its seat can see.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine.alhambra import huts
from engine.alhambra.city import City
from engine.alhambra.components import START_CELL, AlhambraData
from engine.alhambra.payment import missing
from engine.alhambra.setup import money_copies
from engine.alhambra.state import (
    ACTIONS,
    DISTRIBUTION,
    OVER,
    PHASES,
    PLACEMENT,
    VIZIER,
    VIZIER_PLACEMENT,
    AlhambraState,
)
from engine.core.action import format_cell, parse_cell
from engine.core.errors import PositionError
from engine.core.game import Game
from engine.core.position import PositionReader
from engine.core.untrusted import brief, brief_key

TOP_KEYS = {
    "game", "players", "params", "seed", "phase", "turn", "turn_player", "start_player", "recipient",
    "actions_taken", "may_continue", "seats", "pending", "market", "display", "deck", "discard",
    "removed_money", "bag", "removed_tiles", "dirk", "dirk_score", "rounds_scored", "end_flag",
    "distribution_queue", "drawn", "scoring_windows", "unlisted_money", "unlisted_tiles",
    "vizier_asking", "bonus_aside", "hut_stacks",
}
SEAT_KEYS = {"city", "reserve", "hand", "public_hand", "score", "vizier", "bonus_hand", "bonus_revealed"}
# Entries that belong to one module: (entry, parameter that must be on, module name).
MODULE_ENTRIES = (
    ("vizier_asking", "vizier", "the Vizier's favour"),
    ("bonus_aside", "bonusCards", "the bonus cards"),
    ("hut_stacks", "workersHuts", "the worker's huts"),
)
MODULE_SEAT_ENTRIES = (
    ("vizier", "vizier", "the Vizier's favour"),
    ("bonus_hand", "bonusCards", "the bonus cards"),
    ("bonus_revealed", "bonusCards", "the bonus cards"),
)


def state_from_position(game: Game, data: AlhambraData, position: Mapping[str, Any], validate: bool = True) -> AlhambraState:
    """The state a position describes; PositionError naming the entry if it describes none."""
    return _Builder(game, data, position).read(validate)


class _Builder(PositionReader):
    def __init__(self, game: Game, data: AlhambraData, position: Mapping[str, Any]) -> None:
        super().__init__(game, position)
        self.data = data

    def build(self, validate: bool) -> AlhambraState:
        pos, data = self.pos, self.data
        players, params, seed = self.read_header(TOP_KEYS)
        state = AlhambraState(self.game, data, players, params, seed)

        for key, param, name in MODULE_ENTRIES:
            if key in pos and pos[key] is not None and not params[param]:
                raise self.fail(key, f"belongs to {name} module, which is not in play (parameter {param})")
        self.params = params
        self.tiles_seen: Counter[str] = Counter()
        self.money_seen: Counter[str] = Counter()
        self.bonus_seen: set[str] = set()
        seats = self.get("seats", list, None)
        if seats is None or len(seats) != players:
            raise self.fail("seats", f"must list exactly {players} seats")
        for index, seat in enumerate(seats):
            self.read_seat(state, index, seat, validate)

        state.pending = self.tile_list("pending")
        state.market = self.slots("market", data.market_spaces, self.tile_id)
        state.display = self.slots("display", data.display_size, self.money_card)
        state.discard = self.card_list("discard", scoring=False)
        deck_top_first = self.card_list("deck", scoring=True)
        bag_top_first = self.tile_list("bag")
        state.removed_tiles = self.tile_list("removed_tiles")
        dirk = pos.get("dirk")
        if players == 2:
            state.dirk = self.tile_list("dirk")
        elif dirk:
            raise self.fail("dirk", "Dirk only takes part in two-player games")
        state.dirk_score = self.whole("dirk_score", pos.get("dirk_score", 0))

        # Two players with fewer copies: the cards left in the box are out of play by default.
        default_removed = self.data.money_cards(self.data.money_copies - money_copies(state))
        state.removed_money = self.card_list("removed_money", scoring=False, value=self.pos.get("removed_money", default_removed))

        rounds = self.get("rounds_scored", list, [])
        if any(not _whole(r) or r not in (1, 2, 3) for r in rounds) or len(set(rounds)) != len(rounds):
            raise self.fail("rounds_scored", "must list distinct rounds among 1, 2, 3")
        state.rounds_scored = list(rounds)
        state.drawn = self.whole("drawn", pos.get("drawn", 0))

        self.complete_money(state, deck_top_first)
        self.complete_tiles(state, bag_top_first)
        if state.bonus_on:
            self.complete_bonus(state)
        if state.huts_on:
            self.read_hut_stacks(state)
        self.read_flow(state)
        if state.huts_on:
            self.check_hut_limit(state)
        return state

    # ----- seats ---------------------------------------------------------------------------

    def read_seat(self, state: AlhambraState, index: int, seat: Any, validate: bool) -> None:
        where = f"seats[{index}]"
        if not isinstance(seat, Mapping):
            raise self.fail(where, "must be a mapping")
        unknown = sorted(brief_key(key) for key in seat if key not in SEAT_KEYS)
        if unknown:
            raise self.fail(where, f"unknown entries {', '.join(unknown)}")
        city = City(self.data.walls, self.data.start_tile)
        cells = seat.get("city") or {}
        if not isinstance(cells, Mapping):
            raise self.fail(f"{where}.city", "must map cells 'x,y' to tile ids")
        for key, tile in cells.items():
            try:
                cell = parse_cell(str(key))
            except ValueError as exc:
                raise self.fail(f"{where}.city", str(exc)) from None
            if cell == START_CELL:
                if tile != self.data.start_tile:
                    raise self.fail(f"{where}.city", f"cell 0,0 holds the start tile {self.data.start_tile}")
                continue
            city.put(cell, self.tile_id(f"{where}.city.{key}", tile))
        if validate:
            problem = city_problem(city)
            if problem:
                raise self.fail(f"{where}.city", problem)
        state.cities[index] = city
        state.reserves[index] = self.tile_list(f"{where}.reserve", seat.get("reserve", []))
        state.hands[index] = self.card_list(f"{where}.hand", scoring=False, value=seat.get("hand", []))
        state.public_hands[index] = self.public_hand(f"{where}.public_hand", seat.get("public_hand", []), state.hands[index])
        score = seat.get("score", 0)
        if isinstance(score, bool) or not isinstance(score, int) or score < 0:
            raise self.fail(f"{where}.score", "must be a whole number of at least 0")
        state.score[index] = score
        for key, param, name in MODULE_SEAT_ENTRIES:
            if key in seat and not self.params[param]:
                raise self.fail(f"{where}.{key}", f"belongs to {name} module, which is not in play (parameter {param})")
        if state.vizier_on:
            state.viziers[index] = self.check_type(f"{where}.vizier", seat.get("vizier", True), bool)
        if state.bonus_on:
            state.bonus_hidden[index] = sorted(self.bonus_list(f"{where}.bonus_hand", seat.get("bonus_hand", [])))
            revealed = self.bonus_list(f"{where}.bonus_revealed", seat.get("bonus_revealed", []))
            for card in revealed:
                tile = self.data.modules.bonus_cards[card]
                if tile not in city:
                    raise self.fail(f"{where}.bonus_revealed", f"{card} is face up but {tile} is not in that Alhambra")
            state.bonus_revealed[index] = revealed

    # ----- components ----------------------------------------------------------------------

    def tile_id(self, where: str, tile: Any, huts_allowed: bool = True) -> str:
        if not isinstance(tile, str):
            raise self.fail(where, f"{brief(tile)} is not a building tile id")
        if tile not in self.data.tiles:
            if tile in self.data.hut_colour and self.params["workersHuts"] and huts_allowed:
                return self.hut_id(where, tile)
            if tile in self.data.hut_colour:
                why = "the worker's huts module is not in play" if not self.params["workersHuts"] else "huts cannot be here"
                raise self.fail(where, f"{brief(tile)} is a worker's hut: {why}")
            raise self.fail(where, f"{brief(tile)} is not a building tile id")
        self.tiles_seen[tile] += 1
        if self.tiles_seen[tile] > 1:
            raise self.fail(where, f"tile {tile} appears more than once in the position")
        return tile

    def hut_id(self, where: str, hut: str) -> str:
        self.tiles_seen[hut] += 1
        if self.tiles_seen[hut] > 1:
            raise self.fail(where, f"hut {hut} appears more than once in the position")
        return hut

    def bonus_list(self, where: str, items: Any) -> list[str]:
        if not isinstance(items, list):
            raise self.fail(where, "must be a list of bonus card ids")
        for card in items:
            if not isinstance(card, str) or card not in self.data.modules.bonus_cards:
                raise self.fail(where, f"{brief(card)} is not a bonus card id such as bonus-garden-10c")
            if card in self.bonus_seen:
                raise self.fail(where, f"bonus card {card} appears more than once in the position")
            self.bonus_seen.add(card)
        return list(items)

    def money_card(self, where: str, card: Any, scoring: bool = False) -> str:
        if not isinstance(card, str):
            raise self.fail(where, f"{brief(card)} is not a money card code such as b5 (currency letter, value)")
        if self.params["bureauDeChange"] and self.data.is_changer(card):
            if self.money_seen[card]:
                raise self.fail(where, f"money changer {card} appears more than once in the position")
            self.money_seen[card] += 1
            return card
        if scoring and card in self.data.scoring_cards:
            if self.money_seen[card]:
                raise self.fail(where, f"scoring card {card} appears twice")
            self.money_seen[card] += 1
            return card
        if not self.data.is_money(card):
            raise self.fail(where, f"{brief(card)} is not a money card code such as b5 (currency letter, value)")
        self.money_seen[card] += 1
        if self.money_seen[card] > self.data.money_copies:
            raise self.fail(where, f"there are only {self.data.money_copies} cards {card}")
        return card

    def tile_list(self, key: str, value: Any = None) -> list[str]:
        items = self.pos.get(key, []) if value is None else value
        if not isinstance(items, list):
            raise self.fail(key, "must be a list of tile ids")
        # Huts are only ever in cities, reserves and among the tiles to place.
        huts_allowed = key == "pending" or key.endswith(".reserve")
        return [self.tile_id(key, t, huts_allowed) for t in items]

    def public_hand(self, key: str, items: Any, hand: list[str]) -> list[str]:
        """The part of a hand every player has seen (memory.py); by default none of it."""
        if not isinstance(items, list) or not all(isinstance(c, str) for c in items):
            raise self.fail(key, "must be a list of money cards")
        extra = missing(tuple(items), hand)
        if extra:
            raise self.fail(key, f"lists {', '.join(extra)}, which the hand does not hold")
        return list(items)

    def card_list(self, key: str, scoring: bool, value: Any = None) -> list[str]:
        items = self.pos.get(key, []) if value is None else value
        if not isinstance(items, list):
            raise self.fail(key, "must be a list of money cards")
        return [self.money_card(key, c, scoring) for c in items]

    def slots(self, key: str, size: int, read) -> list[str | None]:
        items = self.pos.get(key, [None] * size)
        if not isinstance(items, list) or len(items) != size:
            raise self.fail(key, f"must list exactly {size} entries (null for an empty one)")
        return [None if item is None else read(key, item) for item in items]

    def complete_money(self, state: AlhambraState, deck_top_first: list[str]) -> None:
        """Unlisted money cards go below the listed deck (shuffled), to the discard or out of play;
        unlisted scoring cards whose round is unscored are shuffled in with them."""
        data = self.data
        unlisted = []
        for card in sorted(set(data.money_cards(1))):
            unlisted.extend([card] * (data.money_copies - self.money_seen[card]))
        if state.changers_on:
            unlisted.extend(c for c in sorted(data.modules.changers) if not self.money_seen[c])
        target = self.pos.get("unlisted_money", "deck")
        if target not in ("deck", "discard", "removed"):
            raise self.fail("unlisted_money", "must be deck, discard or removed")
        state.rng.shuffle(unlisted)
        windows: dict[str, tuple[int, int]] = {}
        missing_scoring = [
            c for c, r in sorted(data.scoring_cards.items()) if r not in state.rounds_scored and not self.money_seen[c]
        ]
        rest: list[str] = []
        if target == "deck":
            rest = unlisted
        elif target == "discard":
            state.discard.extend(unlisted)
        else:
            state.removed_money.extend(unlisted)
        for card in missing_scoring:
            rest.insert(state.rng.randint(0, len(rest)), card)
        base = state.drawn + len(deck_top_first)
        for card in missing_scoring:
            windows[card] = (base, base + len(rest) - 1)
        full = deck_top_first + rest
        for index, card in enumerate(deck_top_first):
            if card in data.scoring_cards:
                windows[card] = (state.drawn + index, state.drawn + index)
        for card in data.scoring_cards:
            if card in full and data.scoring_cards[card] in state.rounds_scored:
                raise self.fail("deck", f"scoring card {card} is in the deck but its round is already scored")
        given = self.pos.get("scoring_windows")
        if given is not None:
            if not isinstance(given, Mapping):
                raise self.fail("scoring_windows", "must map scoring cards to [first, last]")
            for card, window in given.items():
                if card not in windows or not isinstance(window, list) or len(window) != 2:
                    raise self.fail("scoring_windows", f"{brief(card)} is not a scoring card in the deck with [first, last]")
                lo, hi = window
                at = state.drawn + full.index(card)
                if not (_whole(lo) and _whole(hi) and lo <= at <= hi):
                    raise self.fail("scoring_windows", f"{card}'s window must contain its place in the deck")
                windows[card] = (lo, hi)
        state.scoring_windows = windows
        state.deck = full[::-1]

    def complete_bonus(self, state: AlhambraState) -> None:
        """Bonus cards set aside: those listed, then every card listed nowhere."""
        aside = self.bonus_list("bonus_aside", self.pos.get("bonus_aside") or [])
        aside += [c for c in sorted(self.data.modules.bonus_cards) if c not in self.bonus_seen]
        state.bonus_aside = sorted(aside)

    def read_hut_stacks(self, state: AlhambraState) -> None:
        """The six stacks (top first in the file); unlisted huts go below, shuffled."""
        given = self.pos.get("hut_stacks") or {}
        if not isinstance(given, Mapping):
            raise self.fail("hut_stacks", "must map building types to lists of huts, top first")
        by_type = self.data.modules.huts_by_type
        for type_id in given:
            if type_id not in by_type:
                raise self.fail("hut_stacks", f"{brief(type_id)} is not a hut colour (one of {', '.join(by_type)})")
        for type_id, all_huts in by_type.items():
            where = f"hut_stacks.{type_id}"
            listed = given.get(type_id) or []
            if not isinstance(listed, list):
                raise self.fail(where, "must be a list of huts, top first")
            for hut in listed:
                if not isinstance(hut, str) or self.data.hut_colour.get(hut) != type_id:
                    raise self.fail(where, f"{brief(hut)} is not a {type_id} hut")
                self.hut_id(where, hut)
            rest = [h for h in all_huts if not self.tiles_seen[h]]
            state.rng.shuffle(rest)
            for hut in rest:
                self.tiles_seen[hut] += 1
            state.hut_stacks[type_id] = (list(listed) + rest)[::-1]

    def check_hut_limit(self, state: AlhambraState) -> None:
        limit = self.data.modules.hut_limit
        for seat in range(state.num_players):
            if huts.owned(state, seat) > limit:
                raise self.fail(f"seats[{seat}]", f"has taken more than {limit} worker's huts")

    def complete_tiles(self, state: AlhambraState, bag_top_first: list[str]) -> None:
        unlisted = [t for t in sorted(self.data.tiles) if not self.tiles_seen[t]]
        target = self.pos.get("unlisted_tiles", "bag")
        if target not in ("bag", "removed"):
            raise self.fail("unlisted_tiles", "must be bag or removed")
        state.rng.shuffle(unlisted)
        if target == "bag":
            state.bag = (bag_top_first + unlisted)[::-1]
        else:
            state.bag = bag_top_first[::-1]
            state.removed_tiles.extend(unlisted)

    # ----- turn flow -----------------------------------------------------------------------

    def read_flow(self, state: AlhambraState) -> None:
        players = state.num_players
        phase = self.pos.get("phase", ACTIONS)
        if phase not in PHASES:
            raise self.fail("phase", f"must be one of {', '.join(PHASES)}")
        state.phase = phase
        state.turn = self.whole("turn", self.pos.get("turn", 1), 1)
        for key in ("turn_player", "start_player"):
            seat = self.get(key, int, 0)
            if not 0 <= seat < players:
                raise self.fail(key, f"must be a seat from 0 to {players - 1}")
            setattr(state, "player" if key == "turn_player" else key, seat)
        state.actions_taken = self.whole("actions_taken", self.pos.get("actions_taken", 0))
        state.may_continue = self.get("may_continue", bool, False)
        if phase == ACTIONS and state.actions_taken and not state.may_continue:
            # Only an exact purchase lets a turn go on: any other action ends the action phase.
            raise self.fail("actions_taken", "after an action the turn goes on only with may_continue (an exact purchase)")
        if state.may_continue and not state.actions_taken:
            raise self.fail("may_continue", "follows an exact purchase, so actions_taken must be at least 1")
        state.end_flag = self.get("end_flag", bool, False)
        queue = self.get("distribution_queue", list, [])
        if any(not _whole(s) or not 1 <= s <= len(state.market) or state.market[s - 1] is None for s in queue):
            raise self.fail("distribution_queue", "must list market spaces (1-4) that hold a tile")
        if len(set(queue)) != len(queue):
            raise self.fail("distribution_queue", "lists a market space twice")
        state.distribution_queue = [s - 1 for s in queue]
        recipient = self.pos.get("recipient")
        if phase in (VIZIER, VIZIER_PLACEMENT) and not state.vizier_on:
            raise self.fail("phase", f"{phase} belongs to the Vizier's favour module, which is not in play (parameter vizier)")
        if phase in (DISTRIBUTION, VIZIER_PLACEMENT):
            if not isinstance(recipient, int) or isinstance(recipient, bool) or not 0 <= recipient < players:
                raise self.fail("recipient", f"the {phase} phase needs the seat placing the tile")
            if len(state.pending) != 1 or state.pending[0] not in self.data.tiles:
                raise self.fail("pending", f"the {phase} phase needs exactly one building tile to place")
            if phase == VIZIER_PLACEMENT and state.viziers[recipient]:
                raise self.fail("recipient", "a player placing a vizier tile has turned the vizier face down")
            state.recipient = recipient
        elif recipient is not None:
            raise self.fail("recipient", "is only used in the distribution and vizier_placement phases")
        asking = self.pos.get("vizier_asking")
        if phase == VIZIER:
            if not isinstance(asking, int) or isinstance(asking, bool) or not 0 <= asking < players:
                raise self.fail("vizier_asking", "the vizier phase needs the seat being asked")
            if not state.viziers[asking]:
                raise self.fail("vizier_asking", f"seat {asking}'s vizier is face down: it cannot be asked")
            if state.pending:
                raise self.fail("pending", "the vizier window opens after the turn's tiles are placed")
            state.vizier_asking = asking
        elif asking is not None:
            raise self.fail("vizier_asking", "is only used in the vizier phase")
        if phase == PLACEMENT and not state.pending:
            raise self.fail("pending", "the placement phase needs tiles to place")
        if state.may_continue and (phase != ACTIONS or not state.pending):
            raise self.fail("may_continue", "an extra action follows only an exact purchase in the action phase")
        if phase == OVER and state.pending:
            raise self.fail("pending", "a finished game has no tiles to place")


def _whole(value: Any) -> bool:
    """Whether ``value`` is a whole number (true and false are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def city_problem(city: City) -> str | None:
    """Why a city breaks the placement rules (walls, walk rule, holes), or None."""
    cells, walls = city.cells, city.walls
    for (x, y), tile in cells.items():
        occupied, required = city.neighbour_masks((x, y))
        if walls[tile] & occupied != required:
            return f"{tile} at {format_cell((x, y))} has a wall facing an open side"
    if not city.all_reachable():
        return "some tiles cannot be reached from the start tile without crossing a wall"
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    lo_x, hi_x, lo_y, hi_y = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    outside = {(lo_x, lo_y)}
    stack = [(lo_x, lo_y)]
    while stack:
        cx, cy = stack.pop()
        for nx, ny in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
            if lo_x <= nx <= hi_x and lo_y <= ny <= hi_y and (nx, ny) not in cells and (nx, ny) not in outside:
                outside.add((nx, ny))
                stack.append((nx, ny))
    for x in range(lo_x, hi_x + 1):
        for y in range(lo_y, hi_y + 1):
            if (x, y) not in cells and (x, y) not in outside:
                return f"the empty cell {format_cell((x, y))} is enclosed"
    return None


def state_to_position(state: AlhambraState) -> dict[str, Any]:
    """The position of ``state`` with every pile listed explicitly (top first)."""
    game = state.game
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
        "market": list(state.market),
        "display": list(state.display),
        "deck": state.deck[::-1],
        "discard": list(state.discard),
        "removed_money": list(state.removed_money),
        "bag": state.bag[::-1],
        "removed_tiles": list(state.removed_tiles),
        "dirk_score": state.dirk_score,
        "rounds_scored": list(state.rounds_scored),
        "end_flag": state.end_flag,
        "distribution_queue": [s + 1 for s in state.distribution_queue],
        "drawn": state.drawn,
        "scoring_windows": {c: list(w) for c, w in sorted(state.scoring_windows.items())},
        "unlisted_money": "removed",
        "unlisted_tiles": "removed",
    }
    if state.dirk is not None:
        pos["dirk"] = list(state.dirk)
    if state.phase in (DISTRIBUTION, VIZIER_PLACEMENT):
        pos["recipient"] = state.recipient
    if state.phase == VIZIER:
        pos["vizier_asking"] = state.vizier_asking
    for i, seat in enumerate(pos["seats"]):
        if state.vizier_on:
            seat["vizier"] = state.viziers[i]
        if state.bonus_on:
            seat["bonus_hand"] = list(state.bonus_hidden[i])
            seat["bonus_revealed"] = list(state.bonus_revealed[i])
    if state.bonus_on:
        pos["bonus_aside"] = list(state.bonus_aside)
    if state.huts_on:
        pos["hut_stacks"] = {t: stack[::-1] for t, stack in state.hut_stacks.items()}
    return pos


def state_from_view(game: Game, data: AlhambraData, view: Mapping[str, Any], rng: random.Random) -> AlhambraState:
    """A full state consistent with a player's view, everything hidden re-dealt from ``rng``:
    the other hands (beyond the money every player saw them receive) and the deck from the unseen
    money, the scoring cards within their public windows, the bag in a new order, and a fresh
    RNG for future draws."""
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
    for card in sorted(set(data.money_cards(1))):
        unseen.extend([card] * (data.money_copies - visible[card]))
    if params["bureauDeChange"]:
        unseen.extend(c for c in sorted(data.modules.changers) if not visible[c])
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

    seen_tiles = set(view["market"]) | set(view["pending"]) | set(view["removed_tiles"]) | set(view["dirk"] or [])
    for city in view["cities"]:
        seen_tiles.update(t for _x, _y, t in city)
    for reserve in view["reserves"]:
        seen_tiles.update(reserve)
    bag = [t for t in sorted(data.tiles) if t not in seen_tiles]
    rng.shuffle(bag)
    seat_extras: list[dict[str, Any]] = [{} for _ in range(players)]
    extras: dict[str, Any] = {}
    if params["vizier"]:
        for i in range(players):
            seat_extras[i]["vizier"] = view["viziers"][i]
        if view["phase"] == VIZIER:
            extras["vizier_asking"] = view["vizier_asking"]
    if params["bonusCards"]:
        # The unseen cards are all but the seat's own and the face-up ones; re-deal them.
        seen = set(view["bonus_hand"]) | {c for r in view["bonus_revealed"] for c in r}
        pool = [c for c in sorted(data.modules.bonus_cards) if c not in seen]
        rng.shuffle(pool)
        for i in range(players):
            if i == seat:
                hidden = list(view["bonus_hand"])
            else:
                hidden = pool[: view["bonus_hidden_counts"][i]]
                del pool[: len(hidden)]
            seat_extras[i]["bonus_hand"] = hidden
            seat_extras[i]["bonus_revealed"] = list(view["bonus_revealed"][i])
        extras["bonus_aside"] = pool
    if params["workersHuts"]:
        # Only each stack's top is visible: its hidden part is every hut of that colour seen nowhere.
        stacks = {}
        for type_id, all_huts in data.modules.huts_by_type.items():
            top = view["hut_stacks"][type_id]["top"]
            hidden = [h for h in all_huts if h not in seen_tiles and h != top]
            rng.shuffle(hidden)
            stacks[type_id] = ([top] if top else []) + hidden
        extras["hut_stacks"] = stacks

    position = {
        "game": view["game"],
        "players": players,
        "params": view["params"],
        "seed": rng.getrandbits(64),
        "phase": view["phase"],
        "turn": view["turn"],
        "turn_player": view["turn_player"],
        "start_player": view["start_player"],
        "actions_taken": view["actions_taken"],
        "may_continue": view["may_continue"],
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
        "dirk_score": view["dirk_score"],
        "rounds_scored": view["rounds_scored"],
        "end_flag": view["end_flag"],
        "distribution_queue": view["distribution_queue"],
        "drawn": drawn,
        "scoring_windows": view["scoring_windows"],
        "unlisted_money": "removed",
        "unlisted_tiles": "removed",
        **extras,
    }
    if view["dirk"] is not None:
        position["dirk"] = view["dirk"]
    if view["phase"] in (DISTRIBUTION, VIZIER_PLACEMENT):
        position["recipient"] = view["recipient"]
    return state_from_position(game, data, position, validate=False)
