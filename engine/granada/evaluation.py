"""Granada's heuristics for the bots: each seat's expected final score as the evaluation, the
pruning and ordering of moves, and the quick estimate behind the family's rollout policy
(``engine/tilecity/rollout.py``).

The value of a seat is its score so far plus what the position promises (:class:`_Facts`,
computed once per position):

- **Majorities against the coming scorings** (granada.md 5.1). For every scoring still to come
  and every type, each participant's place is estimated with a soft ranking: rival ``j`` is
  ahead of ``i`` with probability ``sigmoid((k_j - k_i) / tau)``, where ``k`` is the count plus
  a fraction of a tile for the highest face value (the tie-break: the highest value, then the
  next) and ``tau`` grows with the tiles each player still buys before that scoring. A place
  is worth its factor times N(t), the faces of the type in every city with Juan's, expected at
  that scoring: so a tile of a type somebody else leads also feeds that rival's points.
  Reserve faces count at a discount; tiles still to place count fully if they fit the city.
- **The longest moat**, once per scoring to come.
- **Money against the market** (``engine/tilecity/market_value.py``): coins as far as they can
  still be spent, and each market face the cards can buy in its space's currency, worth its
  majority gain minus the payment (an exact payment gives another action); the other face too,
  when the cards left pay the flip fee. Near the end the richest in a currency claims the
  leftover tile of its space.
- **The black marker** decides which faces the next refill shows (then it alternates): the
  types and prices of the tiles still to come are read from the bag's faces under it.

The evaluation reads the state it is given, for a bot always a determinization; the rival hands
there hold the money everyone saw them take (``engine/tilecity/memory.py``). When the search
names its seat (``observer``) the other seats' money is valued from the size of their hands.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from engine.core.action import Action
from engine.core.bounded_cache import BoundedCache
from engine.core.fitted_weights import fitted_heuristics
from engine.core.game import Game
from engine.core.heuristics import Heuristics
from engine.granada.actions import FlipTile, GiveToJuan
from engine.granada.state import DISTRIBUTION, OVER, PLACEMENT, GranadaState
from engine.tilecity.actions import (
    AddFromReserve,
    BuyTile,
    PlaceTile,
    RemoveToReserve,
    ReserveTile,
    SwapWithReserve,
    TakeMoney,
)
from engine.tilecity.faces import EVEN
from engine.tilecity.market_value import (
    FlipBeforePurchase,
    money_against_market,
    purchase_net,
)
from engine.tilecity.money import card_value
from engine.tilecity.rollout import ShortListPolicy
from engine.tilecity.soft_majority import soft_majority_points
from engine.tilecity.stalling import without_stalling


@dataclass(frozen=True)
class Weights:
    """The evaluation's tunable numbers (points unless stated).

    The values below are the hand-set defaults; the bots play with the fitted ones of
    ``rules_data/bot_weights.yaml`` where it lists any (``tools/fit_evaluation.py``).
    """

    reserve_weight: float = 0.5  # a reserve face counts this much of a city face
    tie_break: float = 0.4  # tiles of count the highest value 13 is worth in the soft ranking
    tau_floor: float = 0.35  # ranking uncertainty when the scoring is now, in tiles
    tau_growth: float = 0.33  # added variance of a count difference per tile each player buys
    moat: float = 1.0  # per moat segment and scoring to come
    coin: float = 0.45  # points per coin the player can still spend
    spare_coin: float = 0.05  # points per coin beyond what can still be spent
    overpay: float = 1.5  # coins a purchase pays beyond the price, on average
    exact_bonus: float = 2.0  # an exact payment gives another action
    fee: float = 3.5  # coins a flip fee costs, on average
    opportunity: float = 1.0  # weight of the best market face the cards can buy
    next_option: float = 0.3  # weight of the next two
    rival_turn: float = 0.55  # chance an opportunity survives one rival turn
    sums: float = 0.08  # per distinct exact sum (2-13) the cards of one currency can make
    mean_card: float = 5.0  # average value of a money card
    tiles_per_turn: float = 0.5  # tiles leaving the market per turn, measured in bot games
    draws_per_turn: float = 1.0  # money cards leaving the display per turn


DEFAULT_WEIGHTS = Weights()
_TO_THE_END = 10**6  # a search horizon no game reaches


class GranadaHeuristics(ShortListPolicy, Heuristics):
    """The Granada plug-in: evaluation, pruning and ordering of moves, rollout policy."""

    margin_scale = 12.0
    # As in Alhambra: the search plays the rivals' turns up to the bot's next turn (at most a
    # round of four) and judges the position there, with no tree below the root.
    round_horizon = 4
    tree_depth = 0

    def __init__(
        self,
        game: Game,
        weights: Weights = DEFAULT_WEIGHTS,
        rollout_width: int = 2,
        rollout_noise: float = 1.0,
        two_player_horizon: int | None = None,
        end_bag: int = -1,
    ) -> None:
        data = game.data
        self.data = data
        self.w = weights
        self.types = [b.id for b in data.building_types]
        index = {t: i for i, t in enumerate(self.types)}
        self.face_type = {face: index[kind] for face, kind in data.face_type.items()}
        self.value = data.face_value
        self.top_value = max(self.value.values())
        # Points by place, per scoring and round, padded with a 0 so interpolation never runs off.
        self.tables = {kind: {r: tuple(p) + (0,) for r, p in rounds.items()} for kind, rounds in data.scoring.items()}
        self.scoring_round = dict(data.scoring_cards)
        self._row_cache = BoundedCache(self._soft_row_points)
        self.type_cache = BoundedCache()  # see _Facts._type_points
        # Per bag tile: its two faces' types and the value each marker position shows.
        self.tile_info = {tile: (self.face_type[f], self.face_type[b], self.value[f], self.value[b])
                          for tile, (f, b) in data.faces.sides.items()}  # fmt: skip
        self._bag_cache = BoundedCache(limit=50_000)
        self.rollout_width = rollout_width  # rollouts try this many favourites one ply deep
        self.rival_rollout_width = 1  # the same for the other seats, when the search names its seat
        self.rollout_noise = rollout_noise  # points of random jitter on the quick estimate
        self.quick_bag = 6  # with at most this many tiles in the bag, rollouts skip the evaluation
        self.two_player_horizon = two_player_horizon  # the horizon with two players (None: a round)
        self.end_bag = end_bag  # with at most this many tiles in the bag the search plays to the end
        self.flip = FlipBeforePurchase(data.faces.other, data.flip_fee, weights.fee)  # see _Facts.money_points

    # ----- the evaluation ------------------------------------------------------------------

    def rivals(self, state: GranadaState, seat: int) -> list[int]:
        rivals = [other for other in range(state.num_players) if other != seat]
        if state.neutral is not None and state.params["neutralCanWin"]:
            rivals.append(state.num_players)  # Juan's value follows the seats'
        return rivals

    def evaluate(self, state: GranadaState) -> list[float]:
        """Expected final score of each seat (then Juan's, with two players)."""
        values = [float(s) for s in state.score]
        if state.neutral is not None:
            values.append(float(state.neutral_score))
        if state.phase == OVER:
            return values
        facts = _Facts(self, state)
        for seat in range(state.num_players):
            values[seat] += facts.majority_points(seat) + facts.moat_points(seat) + facts.money_points(seat)
        if state.neutral is not None:
            values[-1] += facts.majority_points(state.num_players)
        return values

    def seat_value(self, state: GranadaState, seat: int) -> float:
        """``evaluate(state)[seat]`` without the other seats' moats and money (for rollouts)."""
        if state.phase == OVER:
            return float(state.score[seat])
        facts = _Facts(self, state)
        return state.score[seat] + facts.majority_points(seat) + facts.moat_points(seat) + facts.money_points(seat)

    def row_points(self, kind: str, round_number: int, m: float, row: tuple[float, ...]) -> tuple[float, ...]:
        """Each participant's expected points per unit of N(t) (standard) or in points (simple)
        for one type in scoring ``round_number``: ``row`` holds the ranking keys (count plus the
        tie-break fraction), ``m`` the tiles each still buys before it.

        The expected number of rivals ahead is the place, read off the points table by linear
        interpolation.
        """
        return self._row_cache[(kind, round_number, m, row)]

    def _soft_row_points(self, key: tuple[str, int, float, tuple[float, ...]]) -> tuple[float, ...]:
        """``row_points`` computed, for its cache."""
        kind, round_number, m, row = key
        w = self.w
        # Somebody with nothing yet may still get one: within 7 tiles, about.
        return soft_majority_points(row, self.tables[kind][round_number], m, w.tau_floor, w.tau_growth, 7.0)

    def bag_reading(self, bag: list[str], marker: str) -> tuple[tuple[float, ...], float]:
        """The share of each type among the faces of the bag's tiles, and the mean price of the
        faces the next refill shows (by the marker). Cached by the bag's contents: bots see the
        same bag in many orders."""
        key = (marker, frozenset(bag))
        found = self._bag_cache.get(key)
        if found is None:
            shares = [0.0] * len(self.types)
            price = 0
            info = self.tile_info
            shown = 2 if marker == EVEN else 3
            for tile in bag:
                facts = info[tile]
                shares[facts[0]] += 0.5
                shares[facts[1]] += 0.5
                price += facts[shown]
            total = len(bag) or 1
            found = self._bag_cache.keep(key, (tuple(s / total for s in shares), price / total if bag else 7.5))
        return found

    def search_horizon(self, state: GranadaState) -> int:
        """A round of turns, back to the searching seat (at most ``round_horizon``), or
        ``two_player_horizon`` with two players; to the end of the game once the bag holds at
        most ``end_bag`` tiles."""
        if len(state.bag) <= self.end_bag:
            return _TO_THE_END
        if state.num_players == 2 and self.two_player_horizon is not None:
            return self.two_player_horizon
        return min(state.num_players, self.round_horizon)

    def turns_left(self, state: GranadaState) -> float:
        """Turns before the bag runs out, at the measured rhythm of tiles leaving the market."""
        if state.phase in (DISTRIBUTION, OVER) or state.end_flag:
            return 0.0
        return len(state.bag) / self.w.tiles_per_turn

    # ----- moves -------------------------------------------------------------------------------

    def _worth_trying(self, state: GranadaState, actions: list[Action]) -> list[Action]:
        """The actions minus payments and fees with a card they could leave out (keeping money is
        never worse), and minus redesigns once the game stalls."""
        return without_stalling(state, [a for a in actions if self._minimal(state, a)] or actions)

    def _minimal(self, state: GranadaState, action: Action) -> bool:
        if isinstance(action, BuyTile):
            need = state.shop.costs[state.market[action.slot - 1]]
        elif isinstance(action, FlipTile):
            if state.params["flipFee"] == "threeCardsSingleCurrency":
                return len(action.pay) == self.data.flip_fee
            need = self.data.flip_fee
        else:
            return True
        values = [card_value(c) for c in action.pay]
        return sum(values) - min(values) < need

    def action_scores(self, state: GranadaState, actions: list[Action]) -> list[float]:
        """A quick estimate of each action's worth, in points, for ordering and rollouts."""
        quick = QuickEstimate(self, state, state.current_player)
        return [quick.score(a) for a in actions]


class _Facts:
    """Everything one evaluation needs, computed once per position."""

    def __init__(self, h: GranadaHeuristics, state: GranadaState) -> None:
        self.h = h
        self.state = state
        w = h.w
        n = state.num_players
        self.n = n
        juan = state.neutral
        self.participants = n + (1 if juan is not None else 0)
        ntypes = len(h.types)
        face_type, value = h.face_type, h.value
        counts = [[0.0] * ntypes for _ in range(self.participants)]
        best = [[0] * ntypes for _ in range(self.participants)]
        for seat, city in enumerate(state.cities):
            row, top = counts[seat], best[seat]
            for face in city.tiles():
                t = face_type[face]
                row[t] += 1.0
                top[t] = max(top[t], value[face])
            for face in state.reserves[seat]:
                row[face_type[face]] += w.reserve_weight
        if state.pending and state.phase != OVER:
            mover = state.current_player
            city = state.cities[mover]
            row, top = counts[mover], best[mover]
            for face in state.pending:
                t = face_type[face]
                if city.legal_cells(face):
                    row[t] += 1.0
                    top[t] = max(top[t], value[face])
                else:
                    row[t] += w.reserve_weight
        if juan is not None:
            row, top = counts[n], best[n]
            for face in juan.tiles:
                t = face_type[face]
                row[t] += 1.0
                top[t] = max(top[t], value[face])
        self.counts = counts
        self.best = best
        self._horizons(state)
        self._gains: dict[tuple[int, str], float] = {}
        self._majority: list[float] | None = None

    # ----- time and the bag ------------------------------------------------------------------

    def _horizons(self, state: GranadaState) -> None:
        """For each scoring to come: (round, tiles each player buys before it, the faces of each
        type all players and Juan add before it)."""
        h, w, n = self.h, self.h.w, self.n
        bag = state.bag
        market = sum(1 for t in state.market if t is not None)
        pending_rounds = [r for r in (1, 2) if r not in state.rounds_scored]
        juan_before: dict[int, float] = {}
        juan_total = 0.0
        if state.neutral is not None:
            rules = h.data.neutral
            d1 = float(min(rules.tiles_after_round_1, len(bag))) if 1 in pending_rounds else 0.0
            d2 = max(0.0, (len(bag) - d1) * 0.5) / rules.after_round_2_bag_divisor if 2 in pending_rounds else 0.0
            juan_total = d1 + d2
            juan_before = {2: d1, 3: d1 + d2}  # draws follow a scoring: they count for the later ones
        buyable = max(0.0, len(bag) + market - juan_total)
        if state.phase == DISTRIBUTION or state.end_flag:
            buyable = 0.0
        self.buyable = buyable
        # What the bag holds is public (only its order is not): the next refill shows the faces
        # the marker gives, the ones after it alternate, so on average both faces count.
        self.shares, self.next_price = h.bag_reading(bag, state.marker)
        windows = {h.scoring_round[c]: win for c, win in state.supply.windows.items()}
        drawn = state.supply.drawn
        horizons = []
        for r in pending_rounds:
            lo, hi = windows.get(r, (drawn, drawn))
            draws = max(0.0, (lo + hi) / 2.0 - drawn)
            horizons.append((r, min(buyable, draws / w.draws_per_turn * w.tiles_per_turn)))
        horizons.append((3, buyable))
        # (round, tiles each player buys before it in quarter tiles, faces added to all cities).
        n = self.n
        self.horizons = tuple((r, round(tiles / n * 4.0) / 4.0, tiles + juan_before.get(r, 0.0)) for r, tiles in horizons)
        self.signature = (state.params["scoring"], self.horizons, self.shares)
        self.rounds_left = len(horizons)
        self.value_left = len(horizons) / 3.0

    # ----- majorities --------------------------------------------------------------------------

    def _type_points(self, t: int, counts: list[float], best: list[int]) -> tuple[float, ...]:
        """Every participant's expected points from type ``t`` over the scorings to come."""
        h = self.h
        scale = h.w.tie_break / h.top_value
        keys = tuple([c + b * scale for c, b in zip(counts, best)])
        key = (self.signature, t, keys)
        cache = h.type_cache
        points = cache.get(key)
        if points is None:
            kind = self.state.params["scoring"]
            totals = [0.0] * len(counts)
            now = sum(counts)
            share = self.shares[t]
            for r, m, added in self.horizons:
                factor = now + added * share if kind == "standard" else 1.0
                for p, value in enumerate(h.row_points(kind, r, m, keys)):
                    totals[p] += value * factor
            points = cache.keep(key, tuple(totals))
        return points

    def majority_points(self, participant: int) -> float:
        """Expected points from every type in every scoring to come."""
        totals = self._majority
        if totals is None:
            totals = [0.0] * self.participants
            for t in range(len(self.h.types)):
                column = [row[t] for row in self.counts]
                if not any(column):
                    continue
                for p, value in enumerate(self._type_points(t, column, [top[t] for top in self.best])):
                    totals[p] += value
            self._majority = totals
        return totals[participant]

    def gain(self, participant: int, face: str, weight: float = 1.0) -> float:
        """Expected points from adding ``face`` to the city (``weight`` < 1: to the reserve)."""
        key = (participant, face) if weight == 1.0 else (participant, face, weight)
        value = self._gains.get(key)
        if value is None:
            t = self.h.face_type[face]
            column = [row[t] for row in self.counts]
            top = [b[t] for b in self.best]
            before = self._type_points(t, column, top)[participant]
            column[participant] += weight
            if weight == 1.0:
                top[participant] = max(top[participant], self.h.value[face])
            value = self._type_points(t, column, top)[participant] - before
            self._gains[key] = value
        return value

    # ----- moats, money ------------------------------------------------------------------------

    def moat_points(self, seat: int) -> float:
        """The longest moat for every scoring still to come."""
        simple = self.state.params["moatMetric"] == "bgaSimplePath"
        return self.h.w.moat * self.state.cities[seat].longest("moat", simple) * self.rounds_left

    def coin(self) -> float:
        """Points per coin that can still be spent."""
        return self.h.w.coin * self.value_left

    def money_points(self, seat: int) -> float:
        """Coins as far as they can be spent, the market faces they can buy (either face, if the
        cards left pay the flip fee) and the leftover market faces near the end."""
        h, w = self.h, self.h.w
        capacity = (self.next_price + w.overpay) * self.buyable / self.n
        rival = h.observer is not None and seat != h.observer
        return money_against_market(self.state, seat, capacity, self.coin(), self.buyable, partial(self.gain, seat), w,
                                    by_hand_size=rival, flip=h.flip, leftover_claims=True)  # fmt: skip


class QuickEstimate:
    """Cheap per-action estimates for ordering moves and for rollouts."""

    facts_type = _Facts  # what a position promises, computed once for all its actions

    def __init__(self, h: GranadaHeuristics, state: GranadaState, seat: int) -> None:
        self.h = h
        self.state = state
        self.seat = seat
        self.facts = self.facts_type(h, state)
        self.coin = self.facts.coin()
        self.city = state.cities[seat]

    def score(self, action: Action) -> float:
        h, w, facts, seat = self.h, self.h.w, self.facts, self.seat
        if isinstance(action, BuyTile):
            face = self.state.market[action.slot - 1]
            paid = sum(card_value(c) for c in action.pay)
            return purchase_net(facts.gain(seat, face), self.coin, paid, paid == h.value[face], w)
        if isinstance(action, TakeMoney):
            return self.coin * sum(card_value(c) for c in action.cards) - 1.0
        if isinstance(action, PlaceTile):
            occupied, _required = self.city.neighbour_masks(action.at)
            outward = (h.data.walls[action.tile] & ~occupied & 15).bit_count()
            return 3.0 + 0.5 * occupied.bit_count() + 0.7 * outward
        if isinstance(action, FlipTile):
            other = h.data.faces.other[action.tile]
            paid = sum(card_value(c) for c in action.pay)
            return facts.gain(seat, other) - facts.gain(seat, action.tile) - self.coin * paid
        if isinstance(action, ReserveTile):
            return 1.0 if self.state.phase == PLACEMENT else 0.5
        if isinstance(action, GiveToJuan):
            return 0.0
        if isinstance(action, AddFromReserve):
            return (1.0 - w.reserve_weight) * facts.gain(seat, action.tile) - 1.5
        if isinstance(action, SwapWithReserve):
            return (1.0 - w.reserve_weight) * (facts.gain(seat, action.reserve) - facts.gain(seat, action.tile)) - 2.0
        if isinstance(action, RemoveToReserve):
            return -4.0
        return 0.0


def make_heuristics(game: Game, weights: Weights | None = None, margin_scale: float | None = None) -> GranadaHeuristics:
    """The plug-in the bots use for Granada.

    Two players: the search judges the position when the rival is to move, where the money term
    is calibrated (the bot's market chances discounted by one rival turn). Judged at the bot's
    next turn (a round), Hard lost to Normal (``match --bots hard,normal --games 20 --seed
    3000``: 8 of 20 won, mean margin -8 points); stopping after its own turn, 11 of 20 (+4);
    after the rival's turn and its own next one (horizon 3), 11 of 20 (+6) at three times the
    time. With 8 tiles or fewer in the bag the search plays on to the final scoring, which
    decides most of the game (rollouts there follow the quick estimate, see ``quick_bag``); a
    level that sets its own horizon (Normal) keeps it until the end flag.
    """
    return fitted_heuristics(game.id, DEFAULT_WEIGHTS, lambda w: GranadaHeuristics(game, w, two_player_horizon=1, end_bag=8), weights, margin_scale)
