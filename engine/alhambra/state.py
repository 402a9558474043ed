"""The Alhambra position and its rules: turn phases, actions, refills, scoring and the end.

Piles are Python lists whose *last* element is the top (the next card or tile drawn), so a
draw is ``pop()``. Money cards are codes such as ``b5`` (blue 5); tiles are their ids.

The Vizier's Favour modules are parameters; their rules live in ``vizier.py``, ``changers.py``
(with ``payment.py``), ``bonus.py`` and ``huts.py`` and hook in here. With every module off
none of those hooks draws from the RNG or changes an event, so the base game is unchanged.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from typing import Any

from engine.alhambra import bonus, changers, huts, memory, vizier
from engine.alhambra.actions import (
    AddFromReserve,
    BuyTile,
    DeclineVizier,
    EndActions,
    GiveToDirk,
    PassTurn,
    PlaceTile,
    Reactivate,
    RemoveToReserve,
    ReserveTile,
    RevealBonus,
    SwapWithReserve,
    TakeHut,
    TakeMoney,
    VizierBuy,
)
from engine.alhambra.city import City
from engine.alhambra.components import AlhambraData, card_value
from engine.alhambra.payment import can_afford, missing, payment_problem, purchases
from engine.alhambra.scoring import majority_points
from engine.alhambra.vizier import VIZIER, VIZIER_PLACEMENT
from engine.core.action import Action
from engine.core.errors import Refusal
from engine.core.events import Event
from engine.core.game import Game, State

ACTIONS = "actions"  # phase 1: the active player takes actions
PLACEMENT = "placement"  # phase 2: the active player disposes of the tiles bought
DISTRIBUTION = "distribution"  # game end: a player places a tile awarded from the market
OVER = "over"
# VIZIER: the window after a turn, a player is asked to use the vizier; VIZIER_PLACEMENT: the
# vizier buyer places the tile at once.
PHASES = (ACTIONS, PLACEMENT, DISTRIBUTION, OVER, VIZIER, VIZIER_PLACEMENT)

# The decision groups of each phase, in the order legal_groups() lists them.
PHASE1_GROUPS = ("take", "buy", "redesign", "reactivate", "hut", "end", "pass", "reveal")
PLACEMENT_GROUPS = ("place", "reserve", "dirk", "reveal")
VIZIER_GROUPS = ("vizier", "decline", "reveal")


class AlhambraState(State):
    """A position of Alhambra (2-6 players; with two, the neutral player Dirk takes part)."""

    def __init__(self, game: Game, data: AlhambraData, num_players: int, params: dict[str, Any], seed: int) -> None:
        super().__init__(game, num_players, params, seed)
        self.data = data
        self.rng = random.Random(seed)
        self.cities = [City(data.walls, data.start_tile) for _ in range(num_players)]
        self.reserves: list[list[str]] = [[] for _ in range(num_players)]
        self.hands: list[list[str]] = [[] for _ in range(num_players)]
        # The money every player has seen each seat receive and not yet pay (see memory.py).
        self.public_hands: list[list[str]] = [[] for _ in range(num_players)]
        self.score = [0] * num_players
        self.market_currency = tuple(data.currency_by_id[c].code for c in params["marketCurrencyOrder"])
        self.market: list[str | None] = [None] * data.market_spaces
        self.display: list[str | None] = [None] * data.display_size
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.removed_money: list[str] = []  # out of the game (two players use fewer cards)
        self.bag: list[str] = []
        self.removed_tiles: list[str] = []  # end-of-game market tiles nobody received
        self.dirk: list[str] | None = [] if num_players == 2 else None
        self.dirk_score = 0
        self.phase = ACTIONS
        self.player = 0  # whose turn it is
        self.start_player = 0
        self.pending: list[str] = []  # tiles to place: bought this turn, or awarded at the end
        self.recipient: int | None = None  # who places the awarded tile in DISTRIBUTION
        self.actions_taken = 0
        self.may_continue = False  # the last action was an exact purchase
        self.rounds_scored: list[int] = []
        self.end_flag = False
        self.distribution_queue: list[int] = []  # market spaces (0-based) still to award
        self.drawn = 0  # cards drawn from the deck since setup
        # Scoring cards still in the deck -> (first, last) value of ``drawn`` at which the card
        # can come up, as public knowledge (the pile it was shuffled into).
        self.scoring_windows: dict[str, tuple[int, int]] = {}
        self.turn = 1
        self._groups: list[str] | None = None  # legal decision groups, until the next change

        # The Vizier's Favour modules (vizier.md); their state stays empty when they are off.
        self.vizier_on: bool = params["vizier"]
        self.changers_on: bool = params["bureauDeChange"]
        self.bonus_on: bool = params["bonusCards"]
        self.huts_on: bool = params["workersHuts"]
        # One test on the hot paths instead of four: whether any module adds decisions.
        self.modules_on = self.vizier_on or self.changers_on or self.bonus_on or self.huts_on
        self.viziers: list[bool] = [True] * num_players if self.vizier_on else []  # True = face up
        self.vizier_asking: int | None = None  # the seat asked in the vizier window
        self.bonus_hidden: list[list[str]] = [[] for _ in range(num_players)] if self.bonus_on else []
        self.bonus_revealed: list[list[str]] = [[] for _ in range(num_players)] if self.bonus_on else []
        self.bonus_aside: list[str] = []  # bonus cards not dealt, unseen
        self.hut_stacks: dict[str, list[str]] = {}  # building type -> its huts, the top last

    # ----- contract ------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        phase = self.phase
        if phase == ACTIONS or phase == PLACEMENT:
            return self.player
        if phase == DISTRIBUTION or phase == VIZIER_PLACEMENT:
            return self.recipient
        if phase == VIZIER:
            return self.vizier_asking
        return None

    @property
    def is_terminal(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[int]:
        return list(self.score)

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        best = max(self.score)
        if self.dirk is not None and self.params["neutralCanWin"] and self.dirk_score > best:
            return []
        return [seat for seat, points in enumerate(self.score) if points == best]

    def clone(self) -> AlhambraState:
        other = AlhambraState.__new__(AlhambraState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        # A bare Random (no seeding from the OS, a tenth of the cost) takes the copied state.
        other.rng = random.Random.__new__(random.Random)
        other.rng.setstate(self.rng.getstate())
        other.cities = [c.copy() for c in self.cities]
        other.reserves = [list(r) for r in self.reserves]
        other.hands = [list(h) for h in self.hands]
        other.public_hands = [list(h) for h in self.public_hands]
        other.score = list(self.score)
        other.market = list(self.market)
        other.display = list(self.display)
        other.deck = list(self.deck)
        other.discard = list(self.discard)
        other.removed_money = list(self.removed_money)
        other.bag = list(self.bag)
        other.removed_tiles = list(self.removed_tiles)
        other.dirk = None if self.dirk is None else list(self.dirk)
        other.pending = list(self.pending)
        other.rounds_scored = list(self.rounds_scored)
        other.distribution_queue = list(self.distribution_queue)
        other.scoring_windows = dict(self.scoring_windows)
        other.viziers = list(self.viziers)
        other.bonus_hidden = [list(h) for h in self.bonus_hidden]
        other.bonus_revealed = [list(r) for r in self.bonus_revealed]
        other.bonus_aside = list(self.bonus_aside)
        other.hut_stacks = {t: list(stack) for t, stack in self.hut_stacks.items()}
        return other

    def snapshot(self) -> Any:
        return (
            self.num_players,
            tuple(sorted(self.params.items())),
            tuple(tuple(sorted(c.cells.items())) for c in self.cities),
            tuple(map(tuple, self.reserves)),
            tuple(map(tuple, self.hands)),
            tuple(tuple(sorted(h)) for h in self.public_hands),
            tuple(self.score),
            tuple(self.market),
            self.market_currency,
            tuple(self.display),
            tuple(self.deck),
            tuple(self.discard),
            tuple(self.removed_money),
            tuple(self.bag),
            tuple(self.removed_tiles),
            None if self.dirk is None else tuple(self.dirk),
            self.dirk_score,
            self.phase,
            self.player,
            self.start_player,
            tuple(self.pending),
            self.recipient,
            self.actions_taken,
            self.may_continue,
            tuple(self.rounds_scored),
            self.end_flag,
            tuple(self.distribution_queue),
            self.drawn,
            tuple(sorted(self.scoring_windows.items())),
            self.turn,
            self.rng.getstate(),
            (
                tuple(self.viziers),
                self.vizier_asking,
                tuple(map(tuple, self.bonus_hidden)),
                tuple(map(tuple, self.bonus_revealed)),
                tuple(self.bonus_aside),
                tuple((t, tuple(stack)) for t, stack in self.hut_stacks.items()),
            ),
        )

    # ----- legality --------------------------------------------------------------------------

    def _legal_groups(self) -> list[str]:
        if self._groups is None:
            self._groups = self._find_groups()
        return self._groups

    def _find_groups(self) -> list[str]:
        if self.phase == ACTIONS:
            groups = []
            if any(self.display):
                groups.append("take")
            if self._can_buy():
                groups.append("buy")
            if self._can_redesign():
                groups.append("redesign")
            if self.modules_on:
                if self.vizier_on and not self.viziers[self.player]:
                    groups.append("reactivate")
                if self.huts_on and huts.can_take(self):
                    groups.append("hut")
            if self.may_continue:
                groups.append("end")
            if not groups and self.actions_taken == 0:
                groups.append("pass")
            if self.modules_on:
                self._add_reveal(groups)
            return groups
        if self.phase == VIZIER:
            groups = ["vizier", "decline"] if vizier.can_use(self, self.vizier_asking) else ["decline"]
            self._add_reveal(groups)
            return groups
        groups = ["reserve"]
        city = self.cities[self.current_player]
        if any(city.can_place_somewhere(t) for t in self.pending):
            groups.insert(0, "place")
        if self.phase == PLACEMENT and self.dirk is not None and any(t in self.data.tiles for t in self.pending):
            groups.append("dirk")
        if self.modules_on:
            self._add_reveal(groups)
        return groups

    def _add_reveal(self, groups: list[str]) -> None:
        # A bonus card may be played at any decision point of its owner; it is not an action.
        if self.bonus_on and bonus.playable(self, self.current_player):
            groups.append("reveal")

    def _legal_actions(self, group: str | None) -> list[Action]:
        available = self._legal_groups()
        names = available if group is None else [g for g in available if g == group]
        actions: list[Action] = []
        for name in names:
            actions.extend(getattr(self, f"_actions_{name}")())
        return actions

    def _actions_take(self) -> list[Action]:
        cards = [c for c in self.display if c is not None]
        options = {(c,) for c in cards}
        limit = self.data.take_money_limit
        # Only cards below the limit can be taken together (every card is worth at least 1);
        # a changer is taken alone, instead of money.
        cards = [c for c in cards if card_value(c) < limit and not (self.changers_on and self.data.is_changer(c))]
        for size in range(2, len(cards) + 1):
            for combo in itertools.combinations(cards, size):
                if sum(card_value(c) for c in combo) <= limit:
                    options.add(tuple(sorted(combo)))
        return [TakeMoney(c) for c in sorted(options)]

    def _actions_buy(self) -> list[Action]:
        tiles = self.data.tiles
        currency = self.market_currency
        offers = [(slot + 1, currency[slot], tiles[t].cost) for slot, t in enumerate(self.market) if t is not None]
        changers = self.data.modules.changers if self.changers_on else None
        return purchases(BuyTile, self.hands[self.player], offers, False, changers)

    def _actions_redesign(self) -> list[Action]:
        city = self.cities[self.player]
        reserve = sorted(set(self.reserves[self.player]))
        walls = self.data.walls
        actions: list[Action] = []
        for tile in reserve:
            actions.extend(AddFromReserve(tile, cell) for cell in city.legal_cells(tile))
        actions.extend(RemoveToReserve(city.cells[cell]) for cell in city.removable_cells())
        for tile, occupied, required in city.swap_masks():
            actions.extend(SwapWithReserve(tile, r) for r in reserve if walls[r] & occupied == required)
        return actions

    def _actions_end(self) -> list[Action]:
        return [EndActions()]

    def _actions_pass(self) -> list[Action]:
        return [PassTurn()]

    def _actions_reactivate(self) -> list[Action]:
        return [Reactivate()]

    def _actions_hut(self) -> list[Action]:
        return huts.take_actions(self)

    def _actions_vizier(self) -> list[Action]:
        return vizier.purchase_actions(self)

    def _actions_decline(self) -> list[Action]:
        return [DeclineVizier()]

    def _actions_reveal(self) -> list[Action]:
        return bonus.reveal_actions(self)

    def _actions_place(self) -> list[Action]:
        city = self.cities[self.current_player]
        return [PlaceTile(t, c) for t in dict.fromkeys(self.pending) for c in city.legal_cells(t)]

    def _actions_reserve(self) -> list[Action]:
        return [ReserveTile(t) for t in dict.fromkeys(self.pending)]

    def _actions_dirk(self) -> list[Action]:
        # Only bought tiles go to Dirk: never a worker's hut (H-6).
        return [GiveToDirk(t) for t in dict.fromkeys(self.pending) if t in self.data.tiles]

    def _can_buy(self) -> bool:
        if self.changers_on:
            hand, changers, tiles = self.hands[self.player], self.data.modules.changers, self.data.tiles
            return any(
                tile is not None and can_afford(hand, self.market_currency[slot], tiles[tile].cost, changers)
                for slot, tile in enumerate(self.market)
            )
        totals: dict[str, int] = {}
        for card in self.hands[self.player]:
            totals[card[0]] = totals.get(card[0], 0) + card_value(card)
        tiles = self.data.tiles
        return any(
            tile is not None and totals.get(self.market_currency[slot], 0) >= tiles[tile].cost
            for slot, tile in enumerate(self.market)
        )

    def _can_redesign(self) -> bool:
        city = self.cities[self.player]
        if city.has_removable():
            return True
        reserve = self.reserves[self.player]
        if not reserve:
            return False
        walls = self.data.walls
        if any(city.can_place_somewhere(t) for t in reserve):
            return True
        return any(walls[r] & occ == req for _t, occ, req in city.swap_masks() for r in reserve)

    def _illegal_reason(self, action: Action) -> str | None:
        check = getattr(self, f"_check_{action.kind}")
        return check(action)

    def _phase_problem(self, *allowed: str) -> str | None:
        if self.phase in allowed:
            return None
        if self.phase == PLACEMENT:
            return Refusal("first place the tiles you bought this turn", "phase.place_bought")
        if self.phase == DISTRIBUTION:
            return Refusal("first place the tile awarded to you", "phase.place_awarded")
        if self.phase == VIZIER:
            return Refusal("first answer the vizier's offer: buy with the vizier or decline", "phase.answer_vizier")
        if self.phase == VIZIER_PLACEMENT:
            return Refusal("first place the tile bought with the vizier", "phase.place_vizier_tile")
        return Refusal("tiles are placed only after the turn's actions", "phase.not_placing")

    def _check_take(self, action: TakeMoney) -> str | None:
        problem = self._phase_problem(ACTIONS)
        if problem:
            return problem
        if not action.cards:
            return Refusal("choose at least one card", "take.no_cards")
        shown = [c for c in self.display if c is not None]
        lacking = missing(action.cards, shown)
        if lacking:
            return Refusal(f"the display does not show {', '.join(lacking)}", "take.not_shown", cards=tuple(lacking))
        if self.changers_on:
            problem = changers.take_problem(self, action.cards)
            if problem:
                return problem
        total = sum(card_value(c) for c in action.cards)
        if len(action.cards) > 1 and total > self.data.take_money_limit:
            return Refusal(
                f"several cards may be taken only if they sum to at most {self.data.take_money_limit}; "
                f"these sum to {total}",
                "take.over_limit", limit=self.data.take_money_limit, total=total, cards=action.cards,
            )
        return None

    def _check_buy(self, action: BuyTile) -> str | None:
        problem = self._phase_problem(ACTIONS)
        if problem:
            return problem
        if not 1 <= action.slot <= len(self.market):
            return Refusal(f"there is no market space {action.slot}", "market.no_slot", slot=action.slot)
        tile = self.market[action.slot - 1]
        if tile is None:
            return Refusal(f"market space {action.slot} is empty", "market.empty", slot=action.slot)
        return payment_problem(
            self.data, self.hands[self.player], action.pay, action.slot, tile,
            self.market_currency[action.slot - 1], False, self.changers_on, self.player,
        )  # fmt: skip

    def _check_end(self, action: EndActions) -> str | None:
        problem = self._phase_problem(ACTIONS)
        if problem:
            return problem
        if not self.may_continue:
            return Refusal("there is no extra action to decline: only an exact purchase gives one", "end.no_extra")
        return None

    def _check_pass(self, action: PassTurn) -> str | None:
        problem = self._phase_problem(ACTIONS)
        if problem:
            return problem
        if [g for g in self._legal_groups() if g != "reveal"] != ["pass"]:
            return Refusal("a turn may only be passed when no action is possible", "pass.not_stuck")
        return None

    def _check_reactivate(self, action: Reactivate) -> str | None:
        return vizier.reactivate_problem(self, action)

    def _check_vizier(self, action: VizierBuy) -> str | None:
        return vizier.purchase_problem(self, action)

    def _check_decline(self, action: DeclineVizier) -> str | None:
        return vizier.decline_problem(self, action)

    def _check_hut(self, action: TakeHut) -> str | None:
        return huts.take_problem(self, action)

    def _check_reveal(self, action: RevealBonus) -> str | None:
        return bonus.reveal_problem(self, action)

    def _check_add(self, action: AddFromReserve) -> str | None:
        problem = self._phase_problem(ACTIONS)
        if problem:
            return problem
        if action.tile not in self.reserves[self.player]:
            return Refusal(f"{action.tile} is not in your reserve", "reserve.not_held", tile=action.tile, seat=self.player)
        return self.cities[self.player].placement_problem(action.tile, action.at, self.player)

    def _check_remove(self, action: RemoveToReserve) -> str | None:
        problem = self._phase_problem(ACTIONS)
        if problem:
            return problem
        return self.cities[self.player].removal_problem(action.tile, self.player)

    def _check_swap(self, action: SwapWithReserve) -> str | None:
        problem = self._phase_problem(ACTIONS)
        if problem:
            return problem
        if action.reserve not in self.reserves[self.player]:
            return Refusal(f"{action.reserve} is not in your reserve", "reserve.not_held", tile=action.reserve, seat=self.player)
        return self.cities[self.player].swap_problem(action.tile, action.reserve, self.player)

    def _check_place(self, action: PlaceTile) -> str | None:
        problem = self._phase_problem(PLACEMENT, DISTRIBUTION, VIZIER_PLACEMENT)
        if problem:
            return problem
        if action.tile not in self.pending:
            return Refusal(f"{action.tile} is not among the tiles you have to place", "place.not_pending", tile=action.tile)
        return self.cities[self.current_player].placement_problem(action.tile, action.at, self.current_player)

    def _check_reserve(self, action: ReserveTile) -> str | None:
        problem = self._phase_problem(PLACEMENT, DISTRIBUTION, VIZIER_PLACEMENT)
        if problem:
            return problem
        if action.tile not in self.pending:
            return Refusal(f"{action.tile} is not among the tiles you have to place", "place.not_pending", tile=action.tile)
        return None

    def _check_dirk(self, action: GiveToDirk) -> str | None:
        if self.dirk is None:
            return Refusal("only in a two-player game can tiles be given to Dirk", "dirk.absent")
        if self.phase == DISTRIBUTION:
            return Refusal("a tile awarded at the end of the game cannot be given to Dirk", "dirk.awarded", tile=action.tile)
        if self.phase == VIZIER_PLACEMENT:
            return Refusal("a tile bought with the vizier goes to your Alhambra or reserve, never to Dirk", "dirk.vizier_tile", tile=action.tile)
        problem = self._phase_problem(PLACEMENT)
        if problem:
            return problem
        if action.tile not in self.pending:
            return Refusal(f"{action.tile} was not bought this turn", "dirk.not_bought", tile=action.tile)
        if action.tile in self.data.hut_colour:
            return Refusal("a worker's hut goes to your Alhambra or reserve, never to Dirk", "dirk.hut", tile=action.tile)
        return None

    # ----- effects -------------------------------------------------------------------------------

    def _apply(self, action: Action) -> list[Event]:
        self._groups = None
        events: list[Event] = []
        getattr(self, f"_do_{action.kind}")(action, events)
        memory.remember(self.public_hands, events)
        return events

    def _do_take(self, action: TakeMoney, events: list[Event]) -> None:
        for card in action.cards:
            self.display[self.display.index(card)] = None
        self.hands[self.player].extend(action.cards)
        events.append(Event("money_taken", self.player, {"cards": list(action.cards)}))
        self._action_done(events, may_continue=False)

    def _do_buy(self, action: BuyTile, events: list[Event]) -> None:
        hand = self.hands[self.player]
        for card in action.pay:
            hand.remove(card)
        self.discard.extend(action.pay)
        tile = self.market[action.slot - 1]
        assert tile is not None
        self.market[action.slot - 1] = None
        self.pending.append(tile)
        exact = sum(card_value(c) for c in action.pay) == self.data.tiles[tile].cost
        data = {"tile": tile, "slot": action.slot, "pay": list(action.pay), "exact": exact}
        if self.changers_on:
            used = [c for c in action.pay if self.data.is_changer(c)]
            if used:
                data["changer"] = used[0]
        events.append(Event("tile_bought", self.player, data))
        self._action_done(events, may_continue=exact)

    def _do_end(self, action: EndActions, events: list[Event]) -> None:
        events.append(Event("actions_ended", self.player))
        self._finish_actions(events)

    def _do_pass(self, action: PassTurn, events: list[Event]) -> None:
        events.append(Event("turn_passed", self.player))
        self._after_turn(events)

    def _do_reactivate(self, action: Reactivate, events: list[Event]) -> None:
        vizier.reactivate(self, events)

    def _do_vizier(self, action: VizierBuy, events: list[Event]) -> None:
        vizier.buy(self, action, events)

    def _do_decline(self, action: DeclineVizier, events: list[Event]) -> None:
        vizier.decline(self, events)

    def _do_hut(self, action: TakeHut, events: list[Event]) -> None:
        huts.take(self, action, events)

    def _do_reveal(self, action: RevealBonus, events: list[Event]) -> None:
        bonus.reveal(self, self.current_player, action.card, events)

    def _do_add(self, action: AddFromReserve, events: list[Event]) -> None:
        self.reserves[self.player].remove(action.tile)
        self.cities[self.player].put(action.at, action.tile)
        events.append(Event("tile_added", self.player, {"tile": action.tile, "at": list(action.at)}))
        self._action_done(events, may_continue=False)

    def _do_remove(self, action: RemoveToReserve, events: list[Event]) -> None:
        cell = self.cities[self.player].take(action.tile)
        self.reserves[self.player].append(action.tile)
        events.append(Event("tile_removed", self.player, {"tile": action.tile, "at": list(cell)}))
        if self.bonus_on:
            bonus.tile_left(self, self.player, action.tile, events)
        self._action_done(events, may_continue=False)

    def _do_swap(self, action: SwapWithReserve, events: list[Event]) -> None:
        reserve = self.reserves[self.player]
        reserve.remove(action.reserve)
        cell = self.cities[self.player].replace(action.tile, action.reserve)
        reserve.append(action.tile)
        events.append(
            Event("tiles_swapped", self.player, {"tile": action.tile, "reserve": action.reserve, "at": list(cell)})
        )
        if self.bonus_on:
            bonus.tile_left(self, self.player, action.tile, events)
        self._action_done(events, may_continue=False)

    def _do_place(self, action: PlaceTile, events: list[Event]) -> None:
        seat = self.current_player
        self.pending.remove(action.tile)
        self.cities[seat].put(action.at, action.tile)
        events.append(Event("tile_placed", seat, {"tile": action.tile, "at": list(action.at)}))
        self._tile_disposed(events)

    def _do_reserve(self, action: ReserveTile, events: list[Event]) -> None:
        seat = self.current_player
        self.pending.remove(action.tile)
        self.reserves[seat].append(action.tile)
        events.append(Event("tile_reserved", seat, {"tile": action.tile}))
        self._tile_disposed(events)

    def _do_dirk(self, action: GiveToDirk, events: list[Event]) -> None:
        assert self.dirk is not None
        self.pending.remove(action.tile)
        self.dirk.append(action.tile)
        events.append(Event("tile_given_to_dirk", self.player, {"tile": action.tile}))
        self._tile_disposed(events)

    # ----- turn flow -------------------------------------------------------------------------------

    def _action_done(self, events: list[Event], may_continue: bool) -> None:
        self.actions_taken += 1
        self.may_continue = may_continue
        if not may_continue:
            self._finish_actions(events)

    def _finish_actions(self, events: list[Event]) -> None:
        """Phase 1 is over: place what was bought, or go straight to the refill."""
        self.may_continue = False
        if self.pending:
            self.phase = PLACEMENT
        else:
            self._end_of_turn(events)

    def _tile_disposed(self, events: list[Event]) -> None:
        if self.pending:
            return
        if self.phase == PLACEMENT:
            self._end_of_turn(events)
        elif self.phase == VIZIER_PLACEMENT:
            vizier.after_placement(self, events)
        else:
            self.recipient = None
            self._continue_distribution(events)

    def _end_of_turn(self, events: list[Event]) -> None:
        """Phase 3: refill the display and the market, score, then end or pass the turn."""
        rounds = self._refill_display(events)
        self._refill_market(events)
        for round_number in rounds:
            self._score_round(round_number, events)
            if self.dirk is not None and not self.end_flag:
                self._dirk_draws(round_number, events)
        if self.end_flag:
            self._start_game_end(events)
        elif self.vizier_on:
            vizier.open_window(self, events)
        else:
            self._next_turn(events)

    def _after_turn(self, events: list[Event]) -> None:
        """A turn is complete: the vizier window (if the module is on), then the next turn."""
        if self.vizier_on:
            vizier.open_window(self, events)
        else:
            self._next_turn(events)

    def _next_turn(self, events: list[Event]) -> None:
        self.player = (self.player + 1) % self.num_players
        self.phase = ACTIONS
        self.actions_taken = 0
        self.may_continue = False
        self.turn += 1
        events.append(Event("turn_started", self.player, {"turn": self.turn}))

    def _draw_card(self, events: list[Event]) -> str | None:
        if not self.deck:
            if not self.discard:
                return None
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            events.append(Event("deck_reshuffled", None, {"cards": len(self.deck)}, reveals=True))
        self.drawn += 1
        return self.deck.pop()

    def _refill_display(self, events: list[Event]) -> list[int]:
        rounds: list[int] = []
        dealt: list[str] = []
        for slot in range(len(self.display)):
            while self.display[slot] is None:
                card = self._draw_card(events)
                if card is None:
                    break
                if card in self.data.scoring_cards:
                    self.scoring_windows.pop(card, None)
                    rounds.append(self.data.scoring_cards[card])
                    events.append(Event("scoring_card_drawn", None, {"card": card}, reveals=True))
                    continue
                self.display[slot] = card
                dealt.append(card)
        if dealt:
            events.append(Event("display_refilled", None, {"cards": dealt, "display": list(self.display)}, reveals=True))
        return rounds

    def _refill_market(self, events: list[Event]) -> None:
        filled: dict[str, str] = {}
        for slot in range(len(self.market)):
            if self.market[slot] is None:
                if self.bag:
                    tile = self.bag.pop()
                    self.market[slot] = tile
                    filled[str(slot + 1)] = tile
                else:
                    self.end_flag = True
        if self.params["endTrigger"] == "bagEmpty" and not self.bag:
            self.end_flag = True
        if filled:
            events.append(Event("market_refilled", None, {"tiles": filled, "bag": len(self.bag)}, reveals=True))
        if self.end_flag:
            events.append(Event("market_exhausted", None, {"empty_spaces": [i + 1 for i, t in enumerate(self.market) if t is None]}))

    def _dirk_draws(self, round_number: int, events: list[Event]) -> None:
        assert self.dirk is not None
        if round_number == 1:
            wanted = self.data.dirk_tiles_after_round_1
        elif round_number == 2:
            wanted = len(self.bag) // self.data.dirk_after_round_2_divisor
        else:
            return
        tiles = [self.bag.pop() for _ in range(min(wanted, len(self.bag)))]
        self.dirk.extend(tiles)
        events.append(Event("dirk_drew", None, {"tiles": tiles, "bag": len(self.bag)}, reveals=True))

    def _start_game_end(self, events: list[Event]) -> None:
        events.append(Event("game_ending", None))
        self.distribution_queue = [slot for slot, tile in enumerate(self.market) if tile is not None]
        self._continue_distribution(events)

    def _continue_distribution(self, events: list[Event]) -> None:
        """Award the leftover market tiles space by space; stop when someone must place one."""
        while self.distribution_queue:
            slot = self.distribution_queue.pop(0)
            tile = self.market[slot]
            assert tile is not None
            self.market[slot] = None
            code = self.market_currency[slot]
            totals = [sum(card_value(c) for c in hand if c[0] == code) for hand in self.hands]
            best = max(totals)
            winners = [seat for seat, total in enumerate(totals) if total == best]
            about = {"tile": tile, "slot": slot + 1, "currency": self.data.currency_by_code[code].id, "totals": totals}
            if best == 0 or len(winners) > 1:
                self.removed_tiles.append(tile)
                events.append(Event("tile_unawarded", None, about))
                continue
            seat = winners[0]
            events.append(Event("tile_awarded", seat, about))
            self.phase = DISTRIBUTION
            self.recipient = seat
            self.pending = [tile]
            return
        self._score_round(3, events)
        self.phase = OVER
        events.append(Event("game_over", None, {"scores": list(self.score), "winners": self.winners()}))

    # ----- scoring -----------------------------------------------------------------------------

    def _score_round(self, round_number: int, events: list[Event]) -> None:
        if self.bonus_on:
            bonus.reveal_before_scoring(self, events)
        events.append(Event("scoring", None, self.score_breakdown(round_number)))
        breakdown = events[-1].data
        for seat in range(self.num_players):
            self.score[seat] += breakdown["points"][seat]
        self.dirk_score += breakdown["dirk_points"]
        breakdown["totals"] = list(self.score)
        breakdown["dirk_total"] = self.dirk_score if self.dirk is not None else None
        self.rounds_scored.append(round_number)

    def type_counts(self) -> list[dict[str, int]]:
        """The majority count of each type for each seat (reserves do not count), then Dirk's if
        he plays: buildings in the city, plus hut bonuses and face-up bonus cards if in play."""
        if self.huts_on or self.bonus_on:
            return [{t: sum(split) for t, split in parts.items()} for parts in self.count_parts()]
        type_of = self.data.type_of
        counts = []
        for city in self.cities:
            per_type = Counter(type_of[t] for t in city.tiles())
            counts.append({b.id: per_type.get(b.id, 0) for b in self.data.building_types})
        if self.dirk is not None:
            per_type = Counter(type_of[t] for t in self.dirk)
            counts.append({b.id: per_type.get(b.id, 0) for b in self.data.building_types})
        return counts

    def count_parts(self) -> list[dict[str, tuple[int, int, int]]]:
        """Each participant's count of each type split into (building tiles in the city, hut
        bonus, face-up bonus cards); participants as in :meth:`type_counts`."""
        type_of, types = self.data.type_of, self.data.building_types
        out = []
        for seat, city in enumerate(self.cities):
            tiles = Counter(type_of[t] for t in city.cells.values() if t in type_of)
            hut_bonus = huts.bonus(city, self.data) if self.huts_on else {}
            cards = bonus.counts(self, seat) if self.bonus_on else {}
            out.append({b.id: (tiles.get(b.id, 0), hut_bonus.get(b.id, 0), cards.get(b.id, 0)) for b in types})
        if self.dirk is not None:
            tiles = Counter(type_of[t] for t in self.dirk)
            out.append({b.id: (tiles.get(b.id, 0), 0, 0) for b in types})
        return out

    def score_breakdown(self, round_number: int) -> dict[str, Any]:
        """What scoring round ``round_number`` would award now, type by type and for walls.

        Participants are the seats in order, then Dirk (``"dirk"``) in a two-player game.
        """
        split = self.huts_on or self.bonus_on
        parts = self.count_parts() if split else None
        counts = self.type_counts() if parts is None else [{t: sum(v) for t, v in p.items()} for p in parts]
        participants: list[int | str] = [*range(self.num_players)] + (["dirk"] if self.dirk is not None else [])
        types = []
        points = [0] * len(participants)
        for btype in self.data.building_types:
            row = [c[btype.id] for c in counts]
            places, gained = majority_points(row, self.data.scoring[round_number][btype.id])
            entry = {"type": btype.id, "counts": row, "places": places, "points": gained}
            if parts is not None:
                # With huts or bonus cards the count is split: tiles + hut bonus + bonus cards.
                entry["tiles"] = [p[btype.id][0] for p in parts]
                entry["huts"] = [p[btype.id][1] for p in parts]
                entry["bonus"] = [p[btype.id][2] for p in parts]
            types.append(entry)
            points = [a + b for a, b in zip(points, gained)]
        simple = self.params["wallMetric"] == "bgaSimplePath"
        walls = [city.longest_wall(simple) for city in self.cities]
        seat_points = [points[seat] + walls[seat] for seat in range(self.num_players)]
        return {
            "round": round_number,
            "participants": participants,
            "types": types,
            "walls": walls,
            "points": seat_points,
            "dirk_points": points[-1] if self.dirk is not None else 0,
        }

    # ----- views -------------------------------------------------------------------------------

    def player_view(self, seat: int) -> dict[str, Any]:
        return {
            "game": self.game.id,
            "seat": seat,
            "players": self.num_players,
            "params": {p.key: p.to_plain(self.params[p.key]) for p in self.game.parameters},
            "phase": self.phase,
            "turn": self.turn,
            "turn_player": self.player,
            "current_player": self.current_player,
            "start_player": self.start_player,
            "actions_taken": self.actions_taken,
            "may_continue": self.may_continue,
            "cities": [sorted([x, y, t] for (x, y), t in c.cells.items()) for c in self.cities],
            "reserves": [list(r) for r in self.reserves],
            "hand": sorted(self.hands[seat]),
            "hand_counts": [len(h) for h in self.hands],
            "public_hands": [sorted(h) for h in self.public_hands],
            "scores": list(self.score),
            "pending": list(self.pending),
            "recipient": self.recipient,
            "market": list(self.market),
            "market_currencies": list(self.params["marketCurrencyOrder"]),
            "display": list(self.display),
            "deck_count": len(self.deck),
            "drawn": self.drawn,
            "scoring_windows": {card: list(w) for card, w in sorted(self.scoring_windows.items())},
            "discard": list(self.discard),
            "removed_money": sorted(self.removed_money),
            "bag_count": len(self.bag),
            "removed_tiles": list(self.removed_tiles),
            "dirk": None if self.dirk is None else list(self.dirk),
            "dirk_score": self.dirk_score,
            "rounds_scored": list(self.rounds_scored),
            "end_flag": self.end_flag,
            "distribution_queue": [s + 1 for s in self.distribution_queue],
            **self._module_view(seat),
        }

    def _module_view(self, seat: int) -> dict[str, Any]:
        """The modules' part of a view: only the keys of the modules in play."""
        view: dict[str, Any] = {}
        if self.vizier_on:
            view["viziers"] = list(self.viziers)  # True = face up (usable)
            view["vizier_asking"] = self.vizier_asking
        if self.bonus_on:
            view["bonus_hand"] = sorted(self.bonus_hidden[seat])
            view["bonus_revealed"] = [list(r) for r in self.bonus_revealed]
            view["bonus_hidden_counts"] = [len(h) for h in self.bonus_hidden]
            view["bonus_aside_count"] = len(self.bonus_aside)
        if self.huts_on:
            view["hut_stacks"] = {t: {"top": s[-1] if s else None, "count": len(s)} for t, s in self.hut_stacks.items()}
            view["huts_owned"] = [huts.owned(self, s) for s in range(self.num_players)]
        return view

    def determinize(self, seat: int, rng: random.Random) -> AlhambraState:
        from engine.alhambra.position import state_from_view

        return state_from_view(self.game, self.data, self.player_view(seat), rng)

    def to_position(self) -> dict[str, Any]:
        from engine.alhambra.position import state_to_position

        return state_to_position(self)

    def __str__(self) -> str:
        from engine.alhambra.text import describe_state

        return describe_state(self)
