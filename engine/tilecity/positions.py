"""Reading positions of the Alhambra family (docs/positions.md): the seats, the market, the
money, the neutral player and the turn flow, with the game's modules reading their own entries
through their hooks.

A game subclasses :class:`TileCityReader` with its modules and its pieces beyond the building
tiles (Alhambra: the worker's huts). Unlisted money and tiles are completed from the
state's RNG, so the order of the reads below is part of the format.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine.core.action import format_cell, parse_cell
from engine.core.game import Game
from engine.core.position import PositionReader
from engine.core.untrusted import brief, brief_key
from engine.tilecity.money import missing
from engine.tilecity.setup import money_copies
from engine.tilecity.turn import ACTIONS, DISTRIBUTION, OVER, PLACEMENT, TileCityState

TOP_KEYS = (
    "game", "players", "params", "seed", "phase", "turn", "turn_player", "start_player", "recipient",
    "actions_taken", "may_continue", "redesigns_in_a_row", "seats", "pending", "market", "display", "deck", "discard",
    "removed_money", "bag", "removed_tiles", "rounds_scored", "end_flag",
    "distribution_queue", "drawn", "scoring_windows", "unlisted_money", "unlisted_tiles",
)  # fmt: skip
SEAT_KEYS = ("city", "reserve", "hand", "public_hand", "score")
START_CELL = (0, 0)


def whole(value: Any) -> bool:
    """Whether ``value`` is a whole number (true and false are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


class TileCityReader(PositionReader):
    """Builds a state of the family from a position; every failure names the entry."""

    def __init__(self, game: Game, data: Any, position: Mapping[str, Any]) -> None:
        super().__init__(game, position)
        self.data = data
        self.tiles_seen: Counter[str] = Counter()  # tiles and other city pieces
        self.money_seen: Counter[str] = Counter()  # money, changers and scoring cards
        self.pieces_seen: set[str] = set()  # the modules' cards

    def new_state(self, players: int, params: dict[str, Any], seed: int) -> TileCityState:
        """A blank state of the game (nothing dealt)."""
        return self.game.blank_state(players, params, seed)

    def other_piece(self, where: str, piece: Any, allowed: bool) -> str:
        """A piece that is not a building tile at ``where`` (``allowed``: in a city, a reserve or
        among the tiles to place); by default there is none."""
        raise self.fail(where, f"{brief(piece)} is not a building tile id")

    def build(self, validate: bool) -> TileCityState:
        pos = self.pos
        modules = self.game_modules()
        neutral = self.neutral_key()
        top_keys = {*TOP_KEYS, neutral, f"{neutral}_score", *(k for m in modules for k in m.top_entries)}
        players, params, seed = self.read_header(top_keys)
        state = self.new_state(players, params, seed)
        self.state, self.params = state, params
        for module in modules:
            for key in module.top_entries:
                if key in pos and pos[key] is not None and not params[module.key]:
                    raise self.fail(key, f"belongs to {module.title} module, which is not in play (parameter {module.key})")
        seats = self.get("seats", list, None)
        if seats is None or len(seats) != players:
            raise self.fail("seats", f"must list exactly {players} seats")
        for index, seat in enumerate(seats):
            self.read_seat(state, index, seat, validate)

        shop, supply = state.shop, state.supply
        state.pending = self.tile_list("pending")
        shop.spaces = self.slots("market", len(shop.spaces), self.tile_id)
        supply.display = self.slots("display", len(supply.display), self.money_card)
        supply.discard = self.card_list("discard", scoring=False)
        deck_top_first = self.card_list("deck", scoring=True)
        bag_top_first = self.tile_list("bag")
        shop.removed = self.tile_list("removed_tiles")
        if state.neutral is not None:
            state.neutral.tiles = self.tile_list(neutral)
        elif pos.get(neutral):
            raise self.fail(neutral, f"{neutral.capitalize()} only takes part in two-player games")
        state.neutral_score = self.whole(f"{neutral}_score", pos.get(f"{neutral}_score", 0))

        # Two players with fewer copies: the cards left in the box are out of play by default.
        rules = supply.rules
        default_removed = rules.cards(rules.copies - money_copies(state))
        supply.removed = self.card_list("removed_money", scoring=False, value=pos.get("removed_money", default_removed))

        rounds = self.get("rounds_scored", list, [])
        if any(not whole(r) or r not in (1, 2, 3) for r in rounds) or len(set(rounds)) != len(rounds):
            raise self.fail("rounds_scored", "must list distinct rounds among 1, 2, 3")
        state.rounds_scored = list(rounds)
        supply.drawn = self.whole("drawn", pos.get("drawn", 0))

        self.complete_money(state, deck_top_first)
        self.complete_tiles(state, bag_top_first)
        for module in state.modules:
            module.read_position(self, state)
        self.read_flow(state)
        for module in state.modules:
            module.check_position(self, state)
        return state

    def game_modules(self) -> tuple[type, ...]:
        """Every module class the game offers (on or off); none by default."""
        return ()

    def neutral_key(self) -> str:
        """The neutral player's entry (``dirk``; his score is ``<key>_score``)."""
        return self.data.neutral.name

    # ----- seats ---------------------------------------------------------------------------

    def read_seat(self, state: TileCityState, index: int, seat: Any, validate: bool) -> None:
        where = f"seats[{index}]"
        if not isinstance(seat, Mapping):
            raise self.fail(where, "must be a mapping")
        modules = self.game_modules()
        known = {*SEAT_KEYS, *(k for m in modules for k in m.seat_entries)}
        unknown = sorted(brief_key(key) for key in seat if key not in known)
        if unknown:
            raise self.fail(where, f"unknown entries {', '.join(unknown)}")
        city = state.new_city()
        cells = seat.get("city") or {}
        if not isinstance(cells, Mapping):
            raise self.fail(f"{where}.city", "must map cells 'x,y' to tile ids")
        for key, tile in cells.items():
            try:
                cell = parse_cell(str(key))
            except ValueError as exc:
                raise self.fail(f"{where}.city", str(exc)) from None
            if cell == START_CELL:
                if tile != city.start_tile:
                    raise self.fail(f"{where}.city", f"cell 0,0 holds the start tile {city.start_tile}")
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
        for module in modules:
            for key in module.seat_entries:
                if key in seat and not self.params[module.key]:
                    raise self.fail(f"{where}.{key}", f"belongs to {module.title} module, which is not in play (parameter {module.key})")
        for module in state.modules:
            module.read_seat(self, state, index, seat)

    # ----- components ----------------------------------------------------------------------

    def tile_id(self, where: str, tile: Any, others_allowed: bool = True) -> str:
        """A building tile id, or another city piece where ``others_allowed``."""
        if not isinstance(tile, str):
            raise self.fail(where, f"{brief(tile)} is not a building tile id")
        if tile not in self.state.shop.costs:
            return self.other_piece(where, tile, others_allowed)
        return self.piece_seen(where, tile, "tile")

    def piece_seen(self, where: str, piece: str, what: str) -> str:
        """``piece`` once more in the position; it may appear only once."""
        self.tiles_seen[piece] += 1
        if self.tiles_seen[piece] > 1:
            raise self.fail(where, f"{what} {piece} appears more than once in the position")
        return piece

    def money_card(self, where: str, card: Any, scoring: bool = False) -> str:
        if not isinstance(card, str):
            raise self.fail(where, f"{brief(card)} is not a money card code such as b5 (currency letter, value)")
        changers = self.state.changers
        if changers is not None and card in changers:
            if self.money_seen[card]:
                raise self.fail(where, f"money changer {card} appears more than once in the position")
            self.money_seen[card] += 1
            return card
        rules = self.state.supply.rules
        if scoring and card in rules.scoring_cards:
            if self.money_seen[card]:
                raise self.fail(where, f"scoring card {card} appears twice")
            self.money_seen[card] += 1
            return card
        if not self.data.is_money(card):
            raise self.fail(where, f"{brief(card)} is not a money card code such as b5 (currency letter, value)")
        self.money_seen[card] += 1
        if self.money_seen[card] > rules.copies:
            raise self.fail(where, f"there are only {rules.copies} cards {card}")
        return card

    def tile_list(self, key: str, value: Any = None) -> list[str]:
        items = self.pos.get(key, []) if value is None else value
        if not isinstance(items, list):
            raise self.fail(key, "must be a list of tile ids")
        # Pieces other than tiles (huts) are only ever in cities, reserves and among the tiles to place.
        others_allowed = key == "pending" or key.endswith(".reserve")
        return [self.tile_id(key, t, others_allowed) for t in items]

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

    def complete_money(self, state: TileCityState, deck_top_first: list[str]) -> None:
        """Unlisted money cards go below the listed deck (shuffled), to the discard or out of play;
        unlisted scoring cards whose round is unscored are shuffled in with them."""
        supply = state.supply
        rules = supply.rules
        unlisted = []
        for card in sorted(set(rules.cards(1))):
            unlisted.extend([card] * (rules.copies - self.money_seen[card]))
        if state.changers is not None:
            unlisted.extend(c for c in sorted(state.changers) if not self.money_seen[c])
        target = self.pos.get("unlisted_money", "deck")
        if target not in ("deck", "discard", "removed"):
            raise self.fail("unlisted_money", "must be deck, discard or removed")
        state.rng.shuffle(unlisted)
        windows: dict[str, tuple[int, int]] = {}
        scoring_cards = rules.scoring_cards
        missing_scoring = [
            c for c, r in sorted(scoring_cards.items()) if r not in state.rounds_scored and not self.money_seen[c]
        ]
        rest: list[str] = []
        if target == "deck":
            rest = unlisted
        elif target == "discard":
            supply.discard.extend(unlisted)
        else:
            supply.removed.extend(unlisted)
        for card in missing_scoring:
            rest.insert(state.rng.randint(0, len(rest)), card)
        base = supply.drawn + len(deck_top_first)
        for card in missing_scoring:
            windows[card] = (base, base + len(rest) - 1)
        full = deck_top_first + rest
        for index, card in enumerate(deck_top_first):
            if card in scoring_cards:
                windows[card] = (supply.drawn + index, supply.drawn + index)
        for card in scoring_cards:
            if card in full and scoring_cards[card] in state.rounds_scored:
                raise self.fail("deck", f"scoring card {card} is in the deck but its round is already scored")
        given = self.pos.get("scoring_windows")
        if given is not None:
            if not isinstance(given, Mapping):
                raise self.fail("scoring_windows", "must map scoring cards to [first, last]")
            for card, window in given.items():
                if card not in windows or not isinstance(window, list) or len(window) != 2:
                    raise self.fail("scoring_windows", f"{brief(card)} is not a scoring card in the deck with [first, last]")
                lo, hi = window
                at = supply.drawn + full.index(card)
                if not (whole(lo) and whole(hi) and lo <= at <= hi):
                    raise self.fail("scoring_windows", f"{card}'s window must contain its place in the deck")
                windows[card] = (lo, hi)
        supply.windows = windows
        supply.deck = full[::-1]

    def complete_tiles(self, state: TileCityState, bag_top_first: list[str]) -> None:
        shop = state.shop
        unlisted = [t for t in self.bag_tiles(state) if not self.tiles_seen[t]]
        target = self.pos.get("unlisted_tiles", "bag")
        if target not in ("bag", "removed"):
            raise self.fail("unlisted_tiles", "must be bag or removed")
        state.rng.shuffle(unlisted)
        if target == "bag":
            shop.bag = (bag_top_first + unlisted)[::-1]
        else:
            shop.bag = bag_top_first[::-1]
            shop.removed.extend(map(self.out_of_play, unlisted))

    def bag_tiles(self, state: TileCityState) -> list[str]:
        """Every tile the bag can hold, in a fixed order."""
        return sorted(state.shop.costs)

    def out_of_play(self, tile: str) -> str:
        """How a bag tile is listed among the tiles out of the game."""
        return tile

    # ----- turn flow -----------------------------------------------------------------------

    def read_flow(self, state: TileCityState) -> None:
        players = state.num_players
        phases = type(state).PHASES
        phase = self.pos.get("phase", ACTIONS)
        if phase not in phases:
            raise self.fail("phase", f"must be one of {', '.join(phases)}")
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
        state.redesigns_in_a_row = self.whole("redesigns_in_a_row", self.pos.get("redesigns_in_a_row", 0))
        state.end_flag = self.get("end_flag", bool, False)
        queue = self.get("distribution_queue", list, [])
        spaces = state.shop.spaces
        if any(not whole(s) or not 1 <= s <= len(spaces) or spaces[s - 1] is None for s in queue):
            raise self.fail("distribution_queue", "must list market spaces (1-4) that hold a tile")
        if len(set(queue)) != len(queue):
            raise self.fail("distribution_queue", "lists a market space twice")
        state.distribution_queue = [s - 1 for s in queue]
        recipient = self.pos.get("recipient")
        owner = next((m for m in self.game_modules() if phase in m.decision_phases + m.placing_phases), None)
        if owner is not None and not self.params[owner.key]:
            raise self.fail("phase", f"{phase} belongs to {owner.title} module, which is not in play (parameter {owner.key})")
        receiving = (DISTRIBUTION, *(p for m in self.game_modules() for p in m.placing_phases))
        if phase in receiving:
            if not whole(recipient) or not 0 <= recipient < players:
                raise self.fail("recipient", f"the {phase} phase needs the seat placing the tile")
            if len(state.pending) != 1 or state.pending[0] not in state.shop.costs:
                raise self.fail("pending", f"the {phase} phase needs exactly one building tile to place")
            state.recipient = recipient
        elif recipient is not None:
            raise self.fail("recipient", f"is only used in the {' and '.join(receiving)} phases")
        for module in state.modules:
            module.read_flow(self, state)
        if phase == PLACEMENT and not state.pending:
            raise self.fail("pending", "the placement phase needs tiles to place")
        if state.may_continue and (phase != ACTIONS or not state.pending):
            raise self.fail("may_continue", "an extra action follows only an exact purchase in the action phase")
        if phase == OVER and state.pending:
            raise self.fail("pending", "a finished game has no tiles to place")


def city_problem(city: Any) -> str | None:
    """Why a city breaks the placement rules (walls or moats, walk rule, holes), or None."""
    cells, walls = city.cells, city.codes
    feature = getattr(city.rule, "feature", "wall")
    for (x, y), tile in cells.items():
        occupied, required = city.neighbour_masks((x, y))
        if walls[tile] & occupied != required:
            return f"{tile} at {format_cell((x, y))} has a {feature} facing an open side"
    if not city.all_reachable():
        return f"some tiles cannot be reached from the start tile without crossing a {feature}"
    hole = enclosed_cell(cells)
    if hole is not None:
        return f"the empty cell {format_cell(hole)} is enclosed"
    return None


def enclosed_cell(cells: Mapping[Any, Any]) -> tuple[int, int] | None:
    """An empty cell that the tiles at ``cells`` enclose (no way out of their bounding box), or None."""
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
                return x, y
    return None

