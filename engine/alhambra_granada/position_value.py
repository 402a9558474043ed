"""The combined game's position value for the bots: each seat's expected final score, in points,
computed once per position (:class:`Facts`) from the two games' ranking models.

- **Alhambra majorities**, per coming scoring and type, from Alhambra's soft ranking and points
  tables (``EvaluationBasis.row_points`` of ``engine/alhambra/evaluation_basis.py``).
- **Granada majorities**, the same with Granada's tie-break by value and its places worth a
  multiple of N(t) (``GranadaHeuristics.row_points`` of ``engine/granada/evaluation.py``).
- **Runs**: the longest wall, moat and wall-and-moat chain at their points per segment, once
  per scoring to come.
- **Money** (``engine/tilecity/market_value.py``): coins as far as they can still be spent, and
  the best market tiles the cards can buy, discounted by the rival turns before the seat acts.

Reserve tiles count at a discount, tiles to place fully if they fit. The scorings to come are
read from the public windows of the scoring cards; card B, while aside, is expected a little
after the deck's first exhaustion.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from engine.alhambra_granada.state import DISTRIBUTION, AlhambraGranadaState
from engine.tilecity.market_value import money_against_market

if TYPE_CHECKING:
    from engine.alhambra_granada.evaluation import AlhambraGranadaHeuristics


class Facts:
    """Everything one evaluation needs, computed once per position."""

    def __init__(self, h: AlhambraGranadaHeuristics, state: AlhambraGranadaState) -> None:
        self.h = h
        self.state = state
        self.n = n = state.num_players
        a, g = h.alhambra, h
        reserve = a.w.reserve_weight
        counts_a = [[0.0] * len(a.types) for _ in range(n)]
        counts_g = [[0.0] * len(g.types) for _ in range(n)]
        best_g = [[0] * len(g.types) for _ in range(n)]
        tile_type, face_type, value = a.tile_type, g.face_type, g.value
        for seat, city in enumerate(state.cities):
            for tile in city.tiles():
                if tile in tile_type:
                    counts_a[seat][tile_type[tile]] += 1.0
                else:
                    t = face_type[tile]
                    counts_g[seat][t] += 1.0
                    best_g[seat][t] = max(best_g[seat][t], value[tile])
            for tile in state.reserves[seat]:
                if tile in tile_type:
                    counts_a[seat][tile_type[tile]] += reserve
                else:
                    counts_g[seat][face_type[tile]] += reserve
        if state.pending and state.current_player is not None:
            mover = state.current_player
            city = state.cities[mover]
            for tile in state.pending:
                weight = 1.0 if city.legal_cells(tile) else reserve
                if tile in tile_type:
                    counts_a[mover][tile_type[tile]] += weight
                else:
                    t = face_type[tile]
                    counts_g[mover][t] += weight
                    if weight == 1.0:
                        best_g[mover][t] = max(best_g[mover][t], value[tile])
        self.counts_a, self.counts_g, self.best_g = counts_a, counts_g, best_g
        self._horizons(state)
        self._gains: dict[tuple[int, str], float] = {}
        self._majority: list[float] | None = None

    # ----- time ------------------------------------------------------------------------------

    def _horizons(self, state: AlhambraGranadaState) -> None:
        """For each scoring to come: (round, tiles each player buys before it of each kind, the
        Granada faces all players add before it)."""
        h, w, n = self.h, self.h.w, self.n
        shop, supply = state.shop, state.supply
        bag_a, bag_g = len(shop.bag), len(shop.granada_bag)
        market = [t for t in shop.spaces if t is not None]
        market_g = sum(1 for t in market if t in h.value)
        buyable_a, buyable_g = float(bag_a + len(market) - market_g), float(bag_g + market_g)
        if state.phase == DISTRIBUTION or state.end_flag:
            buyable_a = buyable_g = 0.0
        buyable = buyable_a + buyable_g
        self.buyable = buyable
        share_a = buyable_a / buyable if buyable else 0.5
        self.shares, self.next_price = h.bag_reading(shop.granada_bag, shop.marker)
        windows = {h.scoring_round[c]: win for c, win in supply.windows.items()}
        drawn = supply.drawn
        for card in supply.aside:  # expected in pile 2 of the deck made at the first exhaustion
            first = drawn + len(supply.deck)
            windows[h.scoring_round[card]] = (first, first + max(10, len(supply.discard)) // 2)
        horizons = []
        for r in (1, 2):
            if r in state.rounds_scored:
                continue
            lo, hi = windows.get(r, (drawn, drawn))
            draws = max(0.0, (lo + hi) / 2.0 - drawn)
            horizons.append((r, min(buyable, draws / w.draws_per_turn * h.tiles_per_turn)))
        horizons.append((3, buyable))
        # (round, Alhambra tiles and Granada tiles each buys before it, Granada faces all add);
        # Granada's counts in quarter tiles, as its row cache wants them.
        self.horizons = [(r, tiles * share_a / n, round(tiles * (1 - share_a) / n * 4) / 4, tiles * (1 - share_a))
                         for r, tiles in horizons]  # fmt: skip
        self.signature = (state.params["scoring"], tuple(self.horizons), self.shares)
        self.rounds_left = len(horizons)
        self.value_left = len(horizons) / 3.0

    # ----- majorities ------------------------------------------------------------------------

    def _alhambra_points(self, t: int, column: tuple[float, ...]) -> tuple[float, ...]:
        totals = [0.0] * len(column)
        for r, m_a, _m_g, _added in self.horizons:
            for p, v in enumerate(self.h.alhambra.row_points(r, m_a, t, column)):
                totals[p] += v
        return tuple(totals)

    def _granada_points(self, t: int, column: list[float], best: list[int]) -> tuple[float, ...]:
        h = self.h
        scale = h.w.tie_break / h.top_value
        keys = tuple([c + b * scale for c, b in zip(column, best)])
        key = (self.signature, t, keys)
        points = h.type_cache.get(key)
        if points is None:
            kind = self.state.params["scoring"]
            totals = [0.0] * len(column)
            now, share = sum(column), self.shares[t]
            for r, _m_a, m_g, added in self.horizons:
                factor = now + added * share if kind == "standard" else 1.0
                for p, v in enumerate(h.row_points(kind, r, m_g, keys)):
                    totals[p] += v * factor
            points = h.type_cache.keep(key, tuple(totals))
        return points

    def majority_points(self, seat: int) -> float:
        """Expected points from both games' majorities in every scoring to come."""
        totals = self._majority
        if totals is None:
            totals = [0.0] * self.n
            for t in range(len(self.h.alhambra.types)):
                column = tuple([row[t] for row in self.counts_a])
                if any(column):
                    for p, v in enumerate(self._alhambra_points(t, column)):
                        totals[p] += v
            for t in range(len(self.h.types)):
                column = [row[t] for row in self.counts_g]
                if any(column):
                    for p, v in enumerate(self._granada_points(t, column, [b[t] for b in self.best_g])):
                        totals[p] += v
            self._majority = totals
        return totals[seat]

    def gain(self, seat: int, tile: str, weight: float = 1.0) -> float:
        """Expected majority points from adding ``tile`` (an Alhambra tile or a Granada face) to
        the city (``weight`` < 1: to the reserve)."""
        key = (seat, tile) if weight == 1.0 else (seat, tile, weight)
        value = self._gains.get(key)
        if value is None:
            h = self.h
            t = h.alhambra.tile_type.get(tile)
            if t is not None:
                column = [row[t] for row in self.counts_a]
                before = self._alhambra_points(t, tuple(column))[seat]
                column[seat] += weight
                value = self._alhambra_points(t, tuple(column))[seat] - before
            else:
                t = h.face_type[tile]
                column = [row[t] for row in self.counts_g]
                best = [b[t] for b in self.best_g]
                before = self._granada_points(t, column, best)[seat]
                column[seat] += weight
                if weight == 1.0:
                    best[seat] = max(best[seat], h.value[tile])
                value = self._granada_points(t, column, best)[seat] - before
            self._gains[key] = value
        return value

    # ----- runs, money -------------------------------------------------------------------------

    def run_points(self, seat: int) -> float:
        """The three longest runs, at their points per segment, for every scoring to come."""
        city, params, points = self.state.cities[seat], self.state.params, self.h.segment_points
        walls = params["wallMetric"] == "bgaSimplePath"
        moats = params["moatMetric"] == "bgaSimplePath"
        now = (points["wall"] * city.longest("wall", walls) + points["moat"] * city.longest("moat", moats)
               + points["border"] * city.longest("border", walls))  # fmt: skip
        return self.h.w.moat * now * self.rounds_left

    def coin(self) -> float:
        """Points per coin that can still be spent."""
        return self.h.w.coin * self.value_left

    def money_points(self, seat: int) -> float:
        """Coins as far as they can be spent, and the market tiles they can buy."""
        h, w = self.h, self.h.w
        capacity = (self.next_price + w.overpay) * self.buyable / self.n
        rival = h.observer is not None and seat != h.observer
        return money_against_market(self.state, seat, capacity, self.coin(), self.buyable, partial(self.gain, seat), w,
                                    by_hand_size=rival)  # fmt: skip
