"""Alcazar's evaluation for the bots: each seat's expected final score, in points.

Only nobles' levels and money score (spec 7.4), so the value of a seat is:

- **Nobles on the board**: ``points per level x expected final level``. A noble rises when its
  owner builds under it: the building card of its parcel in the owner's hand (+1), the owner's
  tower cards (D1, up to level 5) and, in expectation, tower cards still to be bought. A noble
  whose parcel card a rival may still play is at risk of being displaced (spec 6): then its
  level is lost and the owner gets the compensation (the building's capped value, x2 for a
  grande) and the noble back.
- **Nobles in the supply**: what placing them later is worth, while the game lasts.
- **Money**: 1 point per 50 reales at the end; while the game lasts a real buys more than that
  (cards, towers, nobles), so it is worth more, as far as the player can still spend it.
- **Cards in hand**, fitted to the board: what playing each card would bring now (income, an own
  noble raised, a rival displaced, a fresh spot for a noble), for as many cards as the player
  can still play.
- **Bridges** the player could build now (own nobles riding up, income).

The time left is read from the supplies: the game ends when the pieces run out (84 pieces, about
0.65 per turn in bot games), or the cards do.

The evaluation reads the state it is given, which for a bot is always a determinization: rival
hands there are guesses re-dealt from the bot's own view.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from engine.alcazar.actions import (
    Bridge, BuyCard, Done, DrawCard, Extend, FoundCastle, FoundManor, Keep, MoveNoble, Pass, PlaceNoble, Promote,
    SwapNobles, TakeBack, Tower,
)  # fmt: skip
from engine.alcazar.checks import KEEP, OVER
from engine.alcazar.site import EMPTY
from engine.alcazar.state import AlcazarState
from engine.core.action import Action
from engine.core.fitted_weights import fitted_heuristics
from engine.core.game import Game
from engine.core.heuristics import Heuristics


@dataclass(frozen=True)
class Weights:
    """The evaluation's tunable numbers (points unless stated).

    The values below are the hand-set defaults; the bots play with the fitted ones of
    ``rules_data/bot_weights.yaml`` where it lists any (``tools/fit_evaluation.py``).
    """

    coin_extra: float = 0.01  # points per real on top of 1/50 while money can still be spent
    spend_per_turn: float = 25.0  # reales one own turn can usefully spend (beyond: 1/50 a real)
    supply_level: float = 1.6  # expected level of a noble placed later (x its points per level)
    hand_card: float = 0.2  # share of a card's immediate gain credited while it is held
    card_floor: float = 0.3  # a card with no good use is still worth a little (options)
    own_card_raise: float = 0.8  # share of the +1 level the own parcel card promises
    hand_tower: float = 0.8  # share of a held tower card's raise credited
    future_tower: float = 0.45  # share of a tower still to be bought credited
    towers_per_turn: float = 0.07  # tower cards a seat plays per own turn (4-5 a game in bot games)
    threat_hand: float = 0.65  # chance a rival plays a parcel card it holds under our noble
    threat_display: float = 0.35  # ... a card on display
    threat_deck: float = 0.3  # ... a card in the deck, times the share of the deck drawn
    bridge: float = 0.5  # share of the best bridge's gain credited while it is possible
    rival_displaced: float = 0.6  # own gain from displacing a rival's noble, per point it loses
    pieces_per_turn: float = 0.65  # pieces leaving the supply per turn (all players), measured
    cards_per_turn: float = 0.45  # building cards played per turn (all players), measured


DEFAULT_WEIGHTS = Weights()


class AlcazarHeuristics(Heuristics):
    """The Alcazar plug-in: evaluation, ordering and pruning of moves, rollout policy."""

    margin_scale = 6.0

    def __init__(self, game: Game, weights: Weights = DEFAULT_WEIGHTS, rollout_noise: float = 0.6) -> None:
        data = game.data
        self.data = data
        self.board = data.board
        self.w = weights
        self.rollout_noise = rollout_noise  # points of random jitter on the quick estimate
        self.points = [n.points_per_level for n in data.nobles]  # by noble kind (0 grande)
        self.cost_factor = [n.cost_factor for n in data.nobles]
        self.per_point = data.reales_per_point
        self.max_level = data.tower_max_level

    # ----- the evaluation ------------------------------------------------------------------

    def evaluate(self, state: AlcazarState) -> list[float]:
        """Expected final score of each seat; the exact score once the game is over."""
        if state.phase == OVER:
            return [float(s) for s in state.scores()]
        facts = _Facts(self, state)
        return [facts.seat_value(seat) for seat in range(state.num_players)]

    def turns_left(self, state: AlcazarState) -> float:
        """Turns (all players) before the pieces or the playable cards run out."""
        if state.phase == OVER:
            return 0.0
        return _turns_left(self, state)

    # ----- moves -------------------------------------------------------------------------------

    def root_width(self, budget: int | None) -> int:
        """8 candidates at Hard's budget of 400 simulations, and more as the budget grows (twice
        as many at four times the budget)."""
        # The one-ply ordering is a loose guide here: a search of 12,800 simulations over 32
        # candidates chose a move outside the ordering's best 8 in 22 of 40 positions of Hard's
        # games (benchmarks/root_ordering.py --game alcazar), so a fixed 8 left extra thinking
        # little to find.
        if budget is None:
            return 8
        return max(8, round(8 * math.sqrt(budget / 400)))

    def candidates(self, state: AlcazarState, actions: list[Action]) -> list[Action]:
        """Best first by the quick estimate; drops noble steps that lower a noble, and keeps a
        single tied castle's flag (which one survives changes nothing, spec 9.13)."""
        if state.phase == KEEP:
            return _one_keep(state, actions)
        quick = _Quick(self, state)
        scored = []
        for action in actions:
            value = quick.score(action)
            if value is not None:
                scored.append((value, action))
        if not scored:
            return actions
        scored.sort(key=lambda p: -p[0])
        return [a for _v, a in scored]

    def action_scores(self, state: AlcazarState, actions: list[Action]) -> list[float | None]:
        """The quick estimate of each action's gain for the mover, in points (None: dominated)."""
        quick = _Quick(self, state)
        return [quick.score(a) for a in actions]

    def rollout_action(self, state: AlcazarState, rng: random.Random) -> Action:
        """The quick estimate's favourite, with a little noise so rollouts differ."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if state.phase == KEEP:
            return _one_keep(state, actions)[0]
        quick = _Quick(self, state)
        noise = self.rollout_noise
        best, best_value = actions[0], float("-inf")
        for action in actions:
            value = quick.score(action)
            if value is None:
                continue
            value += rng.random() * noise
            if value > best_value:
                best, best_value = action, value
        return best


def _one_keep(state: AlcazarState, actions: list[Action]) -> list[Action]:
    """The first keep choice: which tied castle keeps its flag has no effect on play."""
    return [a for a in actions if isinstance(a, Keep)][:1] or actions[:1]


def _turns_left(h: AlcazarHeuristics, state: AlcazarState) -> float:
    """Turns (all players) before the supply of pieces, or the cards to build with, runs out."""
    w = h.w
    by_pieces = state.pieces_left() / w.pieces_per_turn
    cards = len(state.deck) + sum(1 for c in state.display if c is not None) + sum(len(hand) for hand in state.hands)
    by_cards = (cards + state.tower_deck + sum(state.towers)) / w.cards_per_turn
    active = sum(1 for e in state.eliminated if not e) or 1
    return min(by_pieces, by_cards) * active / state.num_players


class _Facts:
    """Everything one evaluation needs, computed once per position."""

    def __init__(self, h: AlcazarHeuristics, state: AlcazarState) -> None:
        self.h = h
        self.state = state
        n = state.num_players
        self.n = n
        self.site = state.site
        self.turns = _turns_left(h, state)
        active = sum(1 for e in state.eliminated if not e) or 1
        # Own turns each seat still has (an eliminated seat has none).
        self.own_turns = [0.0 if state.eliminated[s] else self.turns / active for s in range(n)]
        # Where each building card is: seat holding it, -1 display, -2 deck, absent = played.
        where: dict[int, int] = {}
        for seat, hand in enumerate(state.hands):
            for card in hand:
                where[card] = seat
        for card in state.display:
            if card is not None:
                where[card] = -1
        for card in state.deck:
            where[card] = -2
        self.where = where
        deck = len(state.deck)
        # Share of the deck that will be drawn before the end (cards leave it about one turn in three).
        self.deck_drawn = min(1.0, self.turns * 0.35 / deck) if deck else 0.0
        self.active_rivals = [sum(1 for r in range(n) if r != s and not state.eliminated[r]) for s in range(n)]

    # ----- per seat ----------------------------------------------------------------------------

    def coin(self, seat: int) -> float:
        """Points per real the seat can still spend (1/50 for the rest)."""
        w = self.h.w
        turns = self.own_turns[seat]
        return 1.0 / self.h.per_point + w.coin_extra * min(1.0, turns / 12.0)

    def seat_value(self, seat: int) -> float:
        """The seat's expected final score."""
        h, w, state, site = self.h, self.h.w, self.state, self.site
        turns = self.own_turns[seat]
        coin = self.coin(seat)
        money = state.money[seat]
        spendable = w.spend_per_turn * turns
        value = money / h.per_point + (coin - 1.0 / h.per_point) * min(money, spendable)
        # Nobles on the board, with the tower cards held and to come raising the best ones.
        for cell in site.noble_cells[seat]:
            value += self.noble_points(seat, cell, coin)
        # Tower cards still to come: a fair share of the deck, at the rhythm of bot games.
        future = min(state.tower_deck / (self.active_rivals[seat] + 1), w.towers_per_turn * turns)
        value += self.tower_points(seat, state.towers[seat], future)
        # Nobles still in the supply, placed later while the game lasts.
        spots = min(1.0, turns / 8.0)
        supply = state.supply[seat]
        value += spots * w.supply_level * (h.points[0] * supply[0] + h.points[1] * supply[1]) * 0.5
        value += self.hand_points(seat, coin, turns)
        value += self.bridge_points(seat, coin, money)
        return value

    def noble_points(self, seat: int, cell: int, coin: float) -> float:
        """Expected final points of the noble on ``cell`` (towers aside), displacement included."""
        h, w, site = self.h, self.h.w, self.site
        kind = site.noble[cell] & 1
        per_level = h.points[kind]
        level = len(site.cols[cell])
        card = h.board.parcel[cell]
        holder = self.where.get(card) if card else None
        risk = 0.0
        if holder is None:
            pass  # played, or no parcel under a bridge over a street: nobody can build here
        elif holder == seat:
            return per_level * (level + w.own_card_raise)  # safe, and the owner may raise it
        elif holder >= 0:
            risk = w.threat_hand if not self.state.eliminated[holder] else 0.0
        elif holder == -1:
            risk = w.threat_display if self.active_rivals[seat] else 0.0
        else:
            risk = w.threat_deck * self.deck_drawn if self.active_rivals[seat] else 0.0
        risk *= min(1.0, self.turns / 4.0)
        stay = 1.0 - risk
        points = stay * per_level * level
        if risk:
            comp = h.cost_factor[kind] * site.value(site.top_building(cell))
            points += risk * (comp * coin + per_level * w.supply_level * 0.5 * min(1.0, self.own_turns[seat] / 8.0))
        return points

    def tower_points(self, seat: int, held: int, future: float) -> float:
        """Held tower cards, then future ones, raising the nobles that gain most (grandes first)
        up to the tower limit (level 5); a held card with nothing to raise keeps a small value."""
        h, w, site = self.h, self.h.w, self.site
        if not site.noble_cells[seat] or (held <= 0 and future <= 0):
            return held * w.card_floor
        options = []
        for cell in site.noble_cells[seat]:
            level = len(site.cols[cell])
            if level >= h.max_level:
                continue
            kind = site.noble[cell] & 1
            options.append((h.points[kind], h.max_level - level))
        options.sort(reverse=True)
        value = 0.0
        for per_level, room in options:
            use = min(room, held)
            value += use * per_level * w.hand_tower
            held -= use
            room -= use
            use_f = min(room, future)
            value += use_f * per_level * w.future_tower
            future -= use_f
            if held <= 0 and future <= 0:
                break
        return value + max(0, held) * w.card_floor

    def hand_points(self, seat: int, coin: float, turns: float) -> float:
        """The building cards held, by what playing each would bring, as many as can be played."""
        w = self.h.w
        hand = self.state.hands[seat]
        if not hand or turns <= 0:
            return 0.0
        gains = sorted((max(w.card_floor, card_gain(self, seat, card, coin)) for card in hand), reverse=True)
        playable = int(turns * 0.8) + 1
        return w.hand_card * sum(gains[:playable])

    def bridge_points(self, seat: int, coin: float, money: int) -> float:
        """The best bridge the seat could build now (or with 15 reales)."""
        if self.state.bridges_left() < 1 or self.own_turns[seat] <= 0:
            return 0.0
        best = 0.0
        site, board = self.site, self.h.board
        cols, noble = site.cols, site.noble
        for cell in site.noble_cells[seat]:
            h_a = len(cols[cell])
            for middle, far in board.lines[cell]:
                if len(cols[far]) != h_a or len(cols[middle]) >= h_a:
                    continue
                code = noble[far]
                if code != EMPTY and code >> 1 != seat:
                    continue
                best = max(best, bridge_gain(self, seat, cell, middle, far, coin))
        if money < self.state.data.bridge_price:
            best *= 0.5
        return self.h.w.bridge * best


def bridge_gain(facts: _Facts, seat: int, a: int, middle: int, b: int, coin: float) -> float:
    """What a bridge over (a, middle, b) brings ``seat``: riders up, income, minus the price."""
    h, site = facts.h, facts.site
    if (min(a, b), middle, max(a, b)) in site.spans:
        return 0.0
    cols, noble = site.cols, site.noble
    level = len(cols[a]) + 1
    gain = 0.0
    for cell in (a, middle, b):
        code = noble[cell]
        if code != EMPTY and code >> 1 == seat:
            gain += h.points[code & 1] * (level - len(cols[cell]))
    ba, bb = site.top_building(a), site.top_building(b)
    if ba != bb and site.is_castle(ba) and site.is_castle(bb) and max(site.value(ba), site.value(bb)) >= site.cap:
        return 0.0
    income = site.bld_raw[ba] + (site.bld_raw[bb] if bb != ba else 0) + h.data.bridge_value_per_level * level
    income = min(income, site.cap)
    code = noble[middle]
    if code != EMPTY and code >> 1 != seat:
        gain += h.w.rival_displaced * h.points[code & 1] * len(cols[middle])
    return gain + coin * (income - h.data.bridge_price) + 0.5  # a free segment for a noble


def card_gain(facts: _Facts, seat: int, card: int, coin: float) -> float:
    """What playing building card ``card`` now would bring ``seat``, in points (roughly)."""
    h, site, w = facts.h, facts.site, facts.h.w
    cell = h.board.cell_of[card]
    cols = site.cols
    if cols[cell]:  # C2: a piece on top
        bld = site.top_building(cell)
        value = min(site.cap, site.bld_raw[bld] + 2)
        level = len(cols[cell]) + 1
        code = site.noble[cell]
        gain = coin * value
        if code != EMPTY and code >> 1 == seat:
            return gain + h.points[code & 1]  # the own noble rides up
        if code != EMPTY:
            gain += w.rival_displaced * h.points[code & 1] * (level - 1)
        # A fresh top at ``level`` for a caballero (or a grande), paid at the building's value.
        return gain + max(0.0, level - coin * value) * 0.7
    near = site.buildings_next_to(cell)
    if near:  # C1: joins (and merges) the buildings around
        raw = sum(site.bld_raw[b] for b in near) + 1
        value = min(site.cap, raw)
        return coin * value + max(0.0, 1.0 - coin * value) * 0.5
    # An empty parcel away from buildings: a castle (5 income, two nobles on levels 2 and 1) if possible.
    if facts.state.free_flags() and h.board.wings.get(card):
        return coin * 5 + 2.5
    return coin * 1 + 0.3


class _Quick:
    """Cheap per-action estimates of the mover's gain, for ordering moves and for rollouts."""

    def __init__(self, h: AlcazarHeuristics, state: AlcazarState) -> None:
        self.h = h
        self.state = state
        self.seat = state.current_player
        self.facts = _Facts(h, state)
        self.coin = self.facts.coin(self.seat)

    def score(self, action: Action) -> float | None:
        """The mover's rough gain from ``action`` in points; None for a dominated noble step."""
        h, w, state, site, seat, coin = self.h, self.h.w, self.state, self.facts.site, self.seat, self.coin
        if isinstance(action, PlaceNoble):
            kind = state.data.noble_by_id[action.noble]
            cell = h.board.index[action.at]
            level = len(site.cols[cell])
            cost = state.placement_cost(kind)
            card = h.board.parcel[cell]
            holder = self.facts.where.get(card) if card else None
            risk = 0.0 if holder is None or holder == seat else (w.threat_hand if holder >= 0 else w.threat_display)
            supply_value = w.supply_level * 0.5 * min(1.0, self.facts.own_turns[seat] / 8.0)
            return h.points[kind] * ((1.0 - risk) * level - supply_value) - coin * cost * (1.0 - risk * 0.8)
        if isinstance(action, Done):
            return 0.0
        if isinstance(action, MoveNoble):
            a, b = h.board.index[action.at], h.board.index[action.to]
            rise = len(site.cols[b]) - len(site.cols[a])
            return None if rise <= 0 else h.points[site.noble[a] & 1] * rise
        if isinstance(action, SwapNobles):
            a, b = (h.board.index[s] for s in action.at)
            grande, caballero = (a, b) if site.noble[a] & 1 == 0 else (b, a)
            rise = len(site.cols[caballero]) - len(site.cols[grande])
            return None if rise <= 0 else (h.points[0] - h.points[1]) * rise
        if isinstance(action, Extend):
            return card_gain(self.facts, seat, action.card, coin)
        if isinstance(action, FoundCastle):
            # Income 5 and two spots (levels 2 and 1); wing cards in hand raise it later.
            return coin * 5 + 2.5 + 0.2 * self._wing_cards(action)
        if isinstance(action, FoundManor):
            return coin * 1 + 0.3
        if isinstance(action, Tower):
            cell = h.board.index[action.at]
            bld = site.top_building(cell)
            value = min(site.cap, site.bld_raw[bld] + 2)
            code = site.noble[cell]
            gain = coin * value - w.hand_tower * 0.5
            if code != EMPTY:
                return gain + h.points[code & 1]
            return gain + 0.3
        if isinstance(action, Bridge):
            a, b = (h.board.index[s] for s in action.ends)
            middle = h.board.straight_triple(a, b)
            return bridge_gain(self.facts, seat, a, middle, b, coin)
        if isinstance(action, BuyCard):
            return w.hand_card * max(w.card_floor, card_gain(self.facts, seat, action.card, coin)) - coin * 5 - 0.2
        if isinstance(action, DrawCard):
            if action.deck == "tower":
                best = max((h.points[site.noble[c] & 1] for c in site.noble_cells[seat] if len(site.cols[c]) < h.max_level), default=0)
                return w.hand_tower * best * 0.8 - coin * 10 - 0.2
            return w.hand_card * 1.0 - coin * 5 - 0.3
        if isinstance(action, TakeBack):
            cell = h.board.index[action.at]
            kind = site.noble[cell] & 1
            return coin * state.compensation(cell) - h.points[kind] * len(site.cols[cell]) - 0.5
        if isinstance(action, Pass):
            return -50.0
        if isinstance(action, (Keep, Promote)):
            return 0.0
        return 0.0

    def _wing_cards(self, action: FoundCastle) -> int:
        """Wing parcel cards in the founder's hand (each a later raise on its own castle)."""
        hand = self.state.hands[self.seat]
        return sum(1 for w in action.wings if w in hand)


def make_heuristics(game: Game, weights: Weights | None = None, margin_scale: float | None = None) -> AlcazarHeuristics:
    """The plug-in the bots use for Alcazar."""
    return fitted_heuristics(game.id, DEFAULT_WEIGHTS, lambda w: AlcazarHeuristics(game, w), weights, margin_scale)
