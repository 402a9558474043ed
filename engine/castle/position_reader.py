"""Reading a position of A Castle for All Seasons, entry by entry (docs/positions-castle.md).

Everything left out is completed: each seat's hand is the cards listed nowhere else, its helper
supply the helpers not standing anywhere, the stock and the bank what the rest leaves, the round
track one taler per round still to come. The totals of the game (pieces, talers, helpers, cards)
must come out exactly; a position that lists more than there is is refused, naming the entry.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.castle.flow import cards_to_choose
from engine.castle.phases import (
    ACTIVE,
    DISTRIBUTION,
    EQUIP,
    MAIDEN,
    MAIDEN_STATES,
    NOBODY,
    PALACE,
    PHASES,
    RESOLVE,
    SALE,
    SELECT,
    STAGES,
    WINTER,
)  # fmt: skip
from engine.castle.position_parts import PartsReader
from engine.castle.setup import setup_rng
from engine.castle.works import open_location
from engine.core.untrusted import brief

if TYPE_CHECKING:
    from engine.castle.state import CastleState

TOP_KEYS = {"game", "players", "params", "seed", "round", "first_player", "phase", "last_round", "turn", "bank", "track",
            "forge", "stock", "tower", "removed", "carts", "buildings", "spaces", "seats", "worker_cards", "queue", "equip",
            "active", "sale", "winter", "final"}
SEAT_KEYS = {"talers", "resources", "helpers", "vp", "hand", "chosen", "play_area", "lost", "revealed", "built", "placed",
             "helpers_placed"}
ACTIVE_KEYS = {"card", "seat", "stage", "builds", "unpaid", "bought", "refused"}


class CastleReader(PartsReader):
    """Reads a Castle position entry by entry."""

    def build(self, validate: bool) -> CastleState:
        players, params, seed = self.read_header(TOP_KEYS)
        state = self.game.blank_state(players, params, seed)
        self.state = state
        n = players
        state.round = self.whole("round", self.pos.get("round", 1), 1, state.count.rounds)
        state.first = self.whole("first_player", self.pos.get("first_player", 0), 0, n - 1)
        state.phase = self.choice("phase", self.pos.get("phase", SELECT), PHASES)
        state.last_round = self.flag("last_round", self.pos.get("last_round", False))
        state.forge = self.whole("forge", self.pos.get("forge", 0))
        state.tower = self.amounts("tower", self.pos.get("tower", self.named(state.data.start_tower)))
        state.removed = self.amounts("removed", self.get("removed", dict, {}), talers=True)
        self.read_winter(state)  # first: the barn's spaces open with its winter card
        self.read_board(state)
        self.read_seats(state)
        self.read_resolution(state)
        self.complete(state)
        self.read_turn(state)
        self.check_phase(state)
        return state

    # ----- the board --------------------------------------------------------------------------

    def read_board(self, state: CastleState) -> None:
        """Trader helpers at the carts, erected tiles and castle helpers."""
        data = state.data
        for key, value in self.get("carts", dict, {}).items():
            cart = self.lookup("carts", key, "cart")
            entry = self.mapping(f"carts.{key}", value, {"seat", "round"})
            state.cart_owner[cart] = self.seat(f"carts.{key}.seat", entry.get("seat"))
            state.cart_round[cart] = self.whole(f"carts.{key}.round", entry.get("round", 1), 1, state.round)
        for key, value in self.get("buildings", dict, {}).items():
            tile = self.lookup("buildings", key, "tile")
            entry = self.mapping(f"buildings.{key}", value, {"seat", "round"})
            state.built_by[tile] = self.seat(f"buildings.{key}.seat", entry.get("seat"))
            state.built_round[tile] = self.whole(f"buildings.{key}.round", entry.get("round", 1), 1, state.round)
        for key, value in self.get("spaces", dict, {}).items():
            space = self.lookup("spaces", key, "space")
            state.space_owner[space] = self.seat(f"spaces.{key}", value)
            loc = data.spaces[space].location
            if not open_location(state, loc):
                raise self.fail(f"spaces.{key}", f"the {data.locations[loc].id} is not in the castle (its tile is not "
                                                 "erected or its winter card is not in play)")

    # ----- seats ------------------------------------------------------------------------------

    def read_seats(self, state: CastleState) -> None:
        """Each seat's supply, score and cards (a missing seat entry is a seat as set up)."""
        data = state.data
        seats = self.pos.get("seats")
        if seats is None:
            seats = [{} for _ in range(state.num_players)]
        if not isinstance(seats, list) or len(seats) != state.num_players:
            raise self.fail("seats", f"must list exactly {state.num_players} seats")
        self.helper_entries: list[int | None] = []
        everything = set(range(len(data.characters)))
        for s, value in enumerate(seats):
            where = f"seats[{s}]"
            seat = self.mapping(where, value, SEAT_KEYS)
            state.talers[s] = self.whole(f"{where}.talers", seat.get("talers", data.start_talers))
            state.res[s] = self.amounts(f"{where}.resources", seat.get("resources", self.named(data.start_resources)))
            state.vp[s] = self.whole(f"{where}.vp", seat.get("vp", 0))
            helpers = seat.get("helpers")
            self.helper_entries.append(None if helpers is None else self.whole(f"{where}.helpers", helpers))
            listed: dict[int, str] = {}
            for key, attr in (("chosen", "chosen"), ("play_area", "played"), ("lost", "lost"), ("hand", "hand")):
                if key == "hand" and "hand" not in seat:
                    state.hand[s] = sorted(everything - set(listed))
                    continue
                cards = self.cards(f"{where}.{key}", seat.get(key, []), listed)
                setattr_list = getattr(state, attr)
                setattr_list[s] = sorted(cards)
            if set(listed) != everything and "hand" in seat:
                missing = [data.characters[c].id for c in sorted(everything - set(listed))]
                raise self.fail(f"{where}.hand", f"the seat's cards {', '.join(missing)} are listed nowhere "
                                                 "(leave hand out to hold every card listed nowhere else)")
            state.revealed[s] = sorted(self.cards(f"{where}.revealed", seat.get("revealed", []), {}))
            for card in state.revealed[s]:
                if card not in state.played[s] and card not in state.hand[s]:
                    raise self.fail(f"{where}.revealed", f"{data.characters[card].id} is neither in the play area nor in the hand")
            state.built_now[s] = [self.lookup(f"{where}.built", t, "tile") for t in self.list_of(f"{where}.built", seat.get("built", []))]
            for t in state.built_now[s]:
                if state.built_by[t] != s or state.built_round[t] != state.round:
                    raise self.fail(f"{where}.built", f"{data.tiles[t].id} is not listed in buildings as erected by seat "
                                                      f"{s} in round {state.round}")
            state.placed_now[s] = [self.lookup(f"{where}.placed", loc, "location")
                                   for loc in self.list_of(f"{where}.placed", seat.get("placed", []))]
            cap = data.rules.helpers_per_round
            state.helpers_now[s] = self.whole(f"{where}.helpers_placed", seat.get("helpers_placed", len(state.placed_now[s])), 0, cap)

    # ----- the resolution ---------------------------------------------------------------------

    def read_resolution(self, state: CastleState) -> None:
        """Worker cards, the queue, the active card, a sale, the equip queue, the final scoring."""
        data = state.data
        for k, value in enumerate(self.list_of("worker_cards", self.pos.get("worker_cards", []))):
            where = f"worker_cards[{k}]"
            entry = self.mapping(where, value, {"seat", "card", "pieces"})
            seat = self.seat(f"{where}.seat", entry.get("seat"))
            card = self.lookup(f"{where}.card", entry.get("card"), "character")
            if state.role(card) != "worker" or card not in state.revealed[seat]:
                raise self.fail(where, f"seat {seat} revealed no Worker {data.characters[card].id} this round")
            state.on_card[(seat, card)] = self.amounts(f"{where}.pieces", entry.get("pieces", {}))
        for k, value in enumerate(self.list_of("queue", self.pos.get("queue", []))):
            state.queue.append(self.queue_entry(f"queue[{k}]", value))
        for k, value in enumerate(self.list_of("equip", self.pos.get("equip", []))):
            seat, card = self.card_of_seat(f"equip[{k}]", value)
            state.equip_queue.append((seat, card))
            state.on_card.setdefault((seat, card), [0] * len(data.resources))
        active = self.get("active", dict, None)
        if active is not None:
            self.read_active(state, self.mapping("active", active, ACTIVE_KEYS))
        sale = self.get("sale", dict, None)
        if sale is not None:
            entry = self.mapping("sale", sale, {"owner", "card", "piece"})
            owner = self.seat("sale.owner", entry.get("owner"))
            card = self.lookup("sale.card", entry.get("card"), "character")
            if (owner, card) not in state.on_card:
                raise self.fail("sale", f"seat {owner} has no {data.characters[card].id} with pieces this round")
            state.sale = (owner, card, self.lookup("sale.piece", entry.get("piece"), "resource"))
        final = self.get("final", dict, None)
        if final is not None:
            entry = self.mapping("final", final, {"step", "breakdown"})
            state.final_step = self.whole("final.step", entry.get("step", 0), 0, len(data.locations))
            state.breakdown = [dict(row) for row in self.list_of("final.breakdown", entry.get("breakdown", []))
                               if isinstance(row, Mapping)]

    def read_active(self, state: CastleState, entry: Mapping[str, Any]) -> None:
        card = self.lookup("active.card", entry.get("card"), "character")
        seat = self.seat("active.seat", entry.get("seat"))
        if card not in state.revealed[seat]:
            raise self.fail("active", f"seat {seat} revealed no {state.data.characters[card].id} this round")
        state.active = (card, seat)
        state.stage = self.choice("active.stage", entry.get("stage", ""), ("",) + STAGES)
        state.builds = self.whole("active.builds", entry.get("builds", 0), 0, state.data.rules.buildings_per_card)
        state.unpaid = self.flag("active.unpaid", entry.get("unpaid", False))
        state.bought = [self.card_of_seat(f"active.bought[{k}]", v) for k, v in enumerate(self.list_of("active.bought", entry.get("bought", [])))]
        state.refused = [self.card_of_seat(f"active.refused[{k}]", v) for k, v in enumerate(self.list_of("active.refused", entry.get("refused", [])))]

    def queue_entry(self, where: str, value: Any) -> tuple[int, int]:
        if value == ["distribution", None]:
            return DISTRIBUTION, NOBODY
        seat_card = self.list_of(where, value)
        if len(seat_card) != 2:
            raise self.fail(where, "must be [card, seat] or [distribution, null]")
        card = self.lookup(where, seat_card[0], "character")
        seat = self.seat(where, seat_card[1])
        if card not in self.state.revealed[seat]:
            raise self.fail(where, f"seat {seat} revealed no {self.state.data.characters[card].id} this round")
        return card, seat

    # ----- totals and the turn ----------------------------------------------------------------

    def complete(self, state: CastleState) -> None:
        """Helper supplies, stock, bank and track from what the position leaves out; the totals."""
        data = state.data
        for s in range(state.num_players):
            standing = state.cart_owner.count(s) + state.space_owner.count(s) + (state.innkeeper == s)
            free = state.count.helpers - standing
            given = self.helper_entries[s]
            if free < 0 or (given is not None and given != free):
                raise self.fail(f"seats[{s}].helpers", f"seat {s} has {state.count.helpers} helpers: {standing} stand on the "
                                                       f"board, so {max(free, 0)} are in the supply")
            state.helpers[s] = free
        pieces = [0] * len(data.resources)
        for r in range(len(pieces)):
            pieces[r] = (state.tower[r] + state.removed[r] + state.maiden_items[r] + sum(res[r] for res in state.res)
                         + sum(p[r] for p in state.on_card.values()))
        pieces[data.silver] += state.forge
        stock = self.pos.get("stock")
        for r, resource in enumerate(data.resources):
            left = resource.pieces - pieces[r]
            given = None if stock is None else self.amounts("stock", stock)[r]
            if left < 0 or (given is not None and given != left):
                raise self.fail("stock", f"the game has {resource.pieces} {resource.id}; the position places {pieces[r]} "
                                         f"outside the stock, so {max(left, 0)} are in it")
            state.stock[r] = left
        state.track = self.whole("track", self.pos.get("track", state.count.rounds - state.round), 0, state.count.rounds)
        coins = sum(state.talers) + state.track + state.pool + state.maiden_items[-1] + state.removed[-1]
        bank = self.pos.get("bank")
        if coins > data.coins or (bank is not None and self.whole("bank", bank) != data.coins - coins):
            raise self.fail("bank", f"the game has {data.coins} talers; the position places {coins} outside the bank, "
                                    f"so {max(data.coins - coins, 0)} are in it")
        state.bank = data.coins - coins

    def read_turn(self, state: CastleState) -> None:
        """The seats still to decide in a step every player takes part in (default: by the phase)."""
        turn = self.pos.get("turn")
        if turn is None:
            state.turn = self.default_turn(state)
            return
        state.turn = [self.seat(f"turn[{k}]", v) for k, v in enumerate(self.list_of("turn", turn))]
        if len(set(state.turn)) != len(state.turn) and state.phase != MAIDEN:
            raise self.fail("turn", "lists a seat twice")

    def default_turn(self, state: CastleState) -> list[int]:
        seats = state.seats_from(state.first)
        if state.phase == SELECT:
            return [s for s in seats if len(state.chosen[s]) < cards_to_choose(state, s)]
        if state.phase == MAIDEN and state.maiden == ACTIVE:
            return [s for s in seats if state.suitors[s]]
        if state.phase in (MAIDEN, WINTER, PALACE):
            return seats
        return []

    def check_phase(self, state: CastleState) -> None:
        """What the phase needs: someone to decide, the active card, the sale, the winter card."""
        phase = state.phase
        if phase in (SELECT, MAIDEN, WINTER, PALACE) and not state.turn:
            raise self.fail("turn", f"in phase {phase} at least one seat is still to decide")
        if phase in (RESOLVE, SALE) and (state.active is None or not state.stage):
            raise self.fail("active", f"phase {phase} needs the card being resolved and its stage")
        if phase == SALE and state.sale is None:
            raise self.fail("sale", "phase sale needs the piece the owner is asked to sell")
        if phase == EQUIP and not state.equip_queue:
            raise self.fail("equip", "phase equip needs a Worker card to equip")
        if phase == WINTER and state.winter_now == NOBODY:
            raise self.fail("winter.current", "phase winter needs the winter card being carried out")
        if phase == MAIDEN and not state.maiden_step:
            raise self.fail("winter.maiden.step", "phase maiden needs the step: declare, court or share")
        if phase == PALACE and state.data.spaces[state.data.locations[min(state.final_step, len(state.data.locations) - 1)].spaces[0]].score.rule != "palace":
            raise self.fail("final.step", "phase palace needs the final scoring to stand at the palace")

    # ----- winter -----------------------------------------------------------------------------

    def read_winter(self, state: CastleState) -> None:
        """The winter pile, the cards in play and out, the tavern and the Castle Maiden."""
        entry = self.get("winter", dict, None)
        if state.season != "winter":
            if entry is not None:
                raise self.fail("winter", "is a winter entry, and this is a summer game (params.season)")
            return
        entry = self.mapping("winter", entry or {}, {"pile", "in_play", "gone", "current", "innkeeper", "pool", "maiden"})
        used: dict[int, str] = {}
        pile = [self.winter_card(f"winter.pile[{k}]", c, used) for k, c in enumerate(self.list_of("winter.pile", entry.get("pile", [])))]
        state.in_play = [self.winter_card(f"winter.in_play[{k}]", c, used) for k, c in enumerate(self.list_of("winter.in_play", entry.get("in_play", [])))]
        state.gone = [self.winter_card(f"winter.gone[{k}]", c, used) for k, c in enumerate(self.list_of("winter.gone", entry.get("gone", [])))]
        current = entry.get("current")
        if current is not None:
            state.winter_now = self.winter_card("winter.current", current, used)
        if "pile" not in entry:
            pile = [c for c in range(len(state.data.winter.cards)) if c not in used]
            setup_rng(state.seed).shuffle(pile)
        elif len(used) != len(state.data.winter.cards):
            missing = [c.id for k, c in enumerate(state.data.winter.cards) if k not in used]
            raise self.fail("winter", f"the winter cards {', '.join(missing)} are listed nowhere")
        state.pile = pile[::-1]
        innkeeper = entry.get("innkeeper")
        state.innkeeper = NOBODY if innkeeper is None else self.seat("winter.innkeeper", innkeeper)
        state.pool = self.whole("winter.pool", entry.get("pool", 0))
        self.read_maiden(state, self.mapping("winter.maiden", entry.get("maiden", {}),
                                             {"state", "step", "round", "declarer", "suitors", "items", "winner"}))

    def read_maiden(self, state: CastleState, entry: Mapping[str, Any]) -> None:
        state.maiden = self.choice("winter.maiden.state", entry.get("state", "absent"), MAIDEN_STATES)
        state.maiden_step = self.choice("winter.maiden.step", entry.get("step", ""), ("", "declare", "court", "share"))
        state.maiden_round = self.whole("winter.maiden.round", entry.get("round", 0), 0, state.round)
        declarer = entry.get("declarer")
        state.declarer = NOBODY if declarer is None else self.seat("winter.maiden.declarer", declarer)
        winner = entry.get("winner")
        state.maiden_winner = NOBODY if winner is None else self.seat("winter.maiden.winner", winner)
        suitors = self.list_of("winter.maiden.suitors", entry.get("suitors", [True] * state.num_players))
        if len(suitors) != state.num_players:
            raise self.fail("winter.maiden.suitors", f"must list {state.num_players} true/false values, one per seat")
        state.suitors = [self.flag(f"winter.maiden.suitors[{k}]", v) for k, v in enumerate(suitors)]
        state.maiden_items = self.amounts("winter.maiden.items", entry.get("items", {}), talers=True)

    def winter_card(self, where: str, value: Any, used: dict[int, str]) -> int:
        card = self.lookup(where, value, "winter")
        if card in used:
            raise self.fail(where, f"the winter card {brief(value)} is already in {used[card]}")
        used[card] = where
        return card

