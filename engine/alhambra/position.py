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

from engine.alhambra.city import City
from engine.alhambra.components import START_CELL, AlhambraData
from engine.alhambra.setup import money_copies
from engine.alhambra.state import ACTIONS, DISTRIBUTION, OVER, PHASES, PLACEMENT, AlhambraState
from engine.core.action import format_cell, parse_cell
from engine.core.errors import PositionError
from engine.core.game import Game
from engine.core.position import PositionReader

TOP_KEYS = {
    "game", "players", "params", "seed", "phase", "turn", "turn_player", "start_player", "recipient",
    "actions_taken", "may_continue", "seats", "pending", "market", "display", "deck", "discard",
    "removed_money", "bag", "removed_tiles", "dirk", "dirk_score", "rounds_scored", "end_flag",
    "distribution_queue", "drawn", "scoring_windows", "unlisted_money", "unlisted_tiles",
}
SEAT_KEYS = {"city", "reserve", "hand", "score"}


def state_from_position(game: Game, data: AlhambraData, position: Mapping[str, Any], validate: bool = True) -> AlhambraState:
    """The state a position describes; PositionError naming the entry if it describes none."""
    return _Builder(game, data, position).build(validate)


class _Builder(PositionReader):
    def __init__(self, game: Game, data: AlhambraData, position: Mapping[str, Any]) -> None:
        super().__init__(game, position)
        self.data = data

    def build(self, validate: bool) -> AlhambraState:
        pos, data = self.pos, self.data
        players, params, seed = self.read_header(TOP_KEYS)
        state = AlhambraState(self.game, data, players, params, seed)

        self.tiles_seen: Counter[str] = Counter()
        self.money_seen: Counter[str] = Counter()
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
        state.dirk_score = self.get("dirk_score", int, 0)

        # Two players with fewer copies: the cards left in the box are out of play by default.
        default_removed = self.data.money_cards(self.data.money_copies - money_copies(state))
        state.removed_money = self.card_list("removed_money", scoring=False, value=self.pos.get("removed_money", default_removed))

        rounds = self.get("rounds_scored", list, [])
        if any(r not in (1, 2, 3) for r in rounds) or len(set(rounds)) != len(rounds):
            raise self.fail("rounds_scored", "must list distinct rounds among 1, 2, 3")
        state.rounds_scored = list(rounds)
        state.drawn = self.get("drawn", int, 0)

        self.complete_money(state, deck_top_first)
        self.complete_tiles(state, bag_top_first)
        self.read_flow(state)
        return state

    # ----- seats ---------------------------------------------------------------------------

    def read_seat(self, state: AlhambraState, index: int, seat: Any, validate: bool) -> None:
        where = f"seats[{index}]"
        if not isinstance(seat, Mapping):
            raise self.fail(where, "must be a mapping")
        unknown = sorted(set(seat) - SEAT_KEYS)
        if unknown:
            raise self.fail(where, f"unknown entries {', '.join(map(str, unknown))}")
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
        score = seat.get("score", 0)
        if isinstance(score, bool) or not isinstance(score, int) or score < 0:
            raise self.fail(f"{where}.score", "must be a whole number of at least 0")
        state.score[index] = score

    # ----- components ----------------------------------------------------------------------

    def tile_id(self, where: str, tile: Any) -> str:
        if tile not in self.data.tiles:
            raise self.fail(where, f"{tile!r} is not a building tile id")
        self.tiles_seen[tile] += 1
        if self.tiles_seen[tile] > 1:
            raise self.fail(where, f"tile {tile} appears more than once in the position")
        return tile

    def money_card(self, where: str, card: Any, scoring: bool = False) -> str:
        if scoring and card in self.data.scoring_cards:
            if self.money_seen[card]:
                raise self.fail(where, f"scoring card {card} appears twice")
            self.money_seen[card] += 1
            return card
        if not isinstance(card, str) or not self.data.is_money(card):
            raise self.fail(where, f"{card!r} is not a money card code such as b5 (currency letter, value)")
        self.money_seen[card] += 1
        if self.money_seen[card] > self.data.money_copies:
            raise self.fail(where, f"there are only {self.data.money_copies} cards {card}")
        return card

    def tile_list(self, key: str, value: Any = None) -> list[str]:
        items = self.pos.get(key, []) if value is None else value
        if not isinstance(items, list):
            raise self.fail(key, "must be a list of tile ids")
        return [self.tile_id(key, t) for t in items]

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
                    raise self.fail("scoring_windows", f"{card!r} is not a scoring card in the deck with [first, last]")
                lo, hi = window
                at = state.drawn + full.index(card)
                if not (isinstance(lo, int) and isinstance(hi, int) and lo <= at <= hi):
                    raise self.fail("scoring_windows", f"{card}'s window must contain its place in the deck")
                windows[card] = (lo, hi)
        state.scoring_windows = windows
        state.deck = full[::-1]

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
        state.turn = self.get("turn", int, 1)
        for key in ("turn_player", "start_player"):
            seat = self.get(key, int, 0)
            if not 0 <= seat < players:
                raise self.fail(key, f"must be a seat from 0 to {players - 1}")
            setattr(state, "player" if key == "turn_player" else key, seat)
        state.actions_taken = self.get("actions_taken", int, 0)
        state.may_continue = self.get("may_continue", bool, False)
        state.end_flag = self.get("end_flag", bool, False)
        queue = self.get("distribution_queue", list, [])
        if any(not isinstance(s, int) or not 1 <= s <= len(state.market) or state.market[s - 1] is None for s in queue):
            raise self.fail("distribution_queue", "must list market spaces (1-4) that hold a tile")
        state.distribution_queue = [s - 1 for s in queue]
        recipient = self.pos.get("recipient")
        if phase == DISTRIBUTION:
            if not isinstance(recipient, int) or isinstance(recipient, bool) or not 0 <= recipient < players:
                raise self.fail("recipient", "the distribution phase needs the seat placing the awarded tile")
            if len(state.pending) != 1:
                raise self.fail("pending", "the distribution phase needs exactly one awarded tile")
            state.recipient = recipient
        elif recipient is not None:
            raise self.fail("recipient", "is only used in the distribution phase")
        if phase == PLACEMENT and not state.pending:
            raise self.fail("pending", "the placement phase needs tiles to place")
        if state.may_continue and (phase != ACTIONS or not state.pending):
            raise self.fail("may_continue", "an extra action follows only an exact purchase in the action phase")
        if phase == OVER and state.pending:
            raise self.fail("pending", "a finished game has no tiles to place")


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
    if state.phase == DISTRIBUTION:
        pos["recipient"] = state.recipient
    return pos


def state_from_view(game: Game, data: AlhambraData, view: Mapping[str, Any], rng: random.Random) -> AlhambraState:
    """A full state consistent with a player's view, everything hidden re-dealt from ``rng``:
    the other hands and the deck from the unseen money, the scoring cards within their public
    windows, the bag in a new order, and a fresh RNG for future draws."""
    seat = view["seat"]
    players = view["players"]
    visible = Counter(view["hand"]) + Counter(c for c in view["display"] if c) + Counter(view["discard"])
    visible += Counter(view["removed_money"])
    unseen = []
    for card in sorted(set(data.money_cards(1))):
        unseen.extend([card] * (data.money_copies - visible[card]))
    rng.shuffle(unseen)
    hands = []
    for other in range(players):
        if other == seat:
            hands.append(list(view["hand"]))
        else:
            count = view["hand_counts"][other]
            hands.append(unseen[:count])
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
                "score": view["scores"][i],
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
    }
    if view["dirk"] is not None:
        position["dirk"] = view["dirk"]
    if view["phase"] == DISTRIBUTION:
        position["recipient"] = view["recipient"]
    return state_from_position(game, data, position, validate=False)
