"""Alhambra's position value for the bots: each seat's expected final score, in points, as the
evaluation (``evaluation.py``) reads it from :class:`_Facts`, computed once per position.

The value of a seat is its score so far plus what the position promises:

- **Majorities against the coming scorings.** For every scoring still to come and every
  building type, each participant's points are estimated from the counts now (city tiles, plus
  reserve tiles and tiles still to be placed at a discount) with a soft ranking: rival ``j``
  is ahead of ``i`` with probability ``sigmoid((c_j - c_i) / tau)``, where ``tau`` grows with
  the tiles each player will still buy before that scoring (from the public window of the
  scoring card and the tiles left in the bag). The expected place is then read off the round's
  points table, so ties split as the rules split them and a lead far beyond the rivals earns
  nothing more. Dirk (two players) is a participant and gets his future draws in expectation.
- **Walls**: the longest outer wall counts once per scoring still to come.
- **Money against the market** (``engine/tilecity/market_value.py``): coins are worth points as
  far as the player can still spend them (few tiles left, little value); each market tile the
  player can afford in its space's currency is an opportunity worth its majority gain minus the
  cheapest payment, with a bonus when the cards pay it exactly (an extra action). Opportunities
  are discounted by the rival turns that come before the player acts again; near the end, the
  currency leader's claim on the leftover market tiles counts.
- **Flexibility**: how many different exact sums the cards can make, and free cells to build on.
- **The Vizier's Favour modules**: a hut's adjacency bonus and a bonus card (face up, or hidden
  with its tile in the city, since it is revealed before every scoring at the latest) add to the
  majority counts; a tile whose bonus card the player holds is worth two buildings; a changer
  lets a purchase mix two currencies and is worth a little by itself; a face-up vizier is worth
  one future exact purchase.

The evaluation reads the state it is given, which for a bot is always a determinization: the
rival hands there hold the money everyone saw them take (``engine/tilecity/memory.py``), and
guesses only for money nobody saw (possible only in a position written by hand).
When the search names the seat it decides for (``observer``), the other seats' money is valued
from the size of their hands alone: their purchase chances are then left to the simulated rival
turns and the ``rival_turn`` discount. Measured with Hard against three greedy bots in
four-player games: with the rivals' exact cards valued, 9 wins of 31 against 14 of 31 on the
same deals; against guessed cards (before the memory of public money), 13 of 40 against 16.
"""

from __future__ import annotations

from functools import partial

from engine.alhambra import huts
from engine.alhambra.evaluation_basis import EvaluationBasis
from engine.alhambra.payment import exact_totals
from engine.alhambra.state import DISTRIBUTION, OVER, AlhambraState
from engine.tilecity.hand_money import currency_sums
from engine.tilecity.market_value import (
    cards_points,
    coin_points,
    leftover_claim_points,
    opportunity_points,
    purchase_options,
    rival_turns_before,
)


class _Facts:
    """Everything one evaluation needs, computed once per position."""

    def __init__(self, h: EvaluationBasis, state: AlhambraState) -> None:
        self.h = h
        self.state = state
        w = h.w
        n = state.num_players
        self.n = n
        self.participants = n + (1 if state.dirk is not None else 0)
        ntypes = len(h.types)
        tile_type = h.tile_type
        counts = [[0.0] * ntypes for _ in range(self.participants)]
        for seat, city in enumerate(state.cities):
            row = counts[seat]
            for tile in city.cells.values():
                t = tile_type.get(tile)
                if t is not None:
                    row[t] += 1.0
            for tile in state.reserves[seat]:
                t = tile_type.get(tile)  # huts are not buildings
                if t is not None:
                    row[t] += w.reserve_weight
        if state.pending and state.phase != OVER:
            mover = state.current_player
            city = state.cities[mover]
            for tile in state.pending:
                t = tile_type.get(tile)
                if t is not None:
                    counts[mover][t] += 1.0 if city.can_place_somewhere(tile) else w.reserve_weight
        if state.dirk is not None:
            for tile in state.dirk:
                counts[n][tile_type[tile]] += 1.0
        # Tiles whose (hidden) bonus card a seat holds: buying one is worth two buildings.
        self.bonus_tiles: list[frozenset[str]] = []
        if state.modules_on:
            self._module_counts(state, counts)
        self.counts = counts
        self._horizons(state)
        if state.dirk is not None and self.dirk_draws:
            # Dirk's future draws, shared out by what the bag holds (all unseen tiles).
            for r, extra in self.dirk_draws.items():
                if extra > 0:
                    self.dirk_extra[r] = [extra * share for share in self.bag_shares]
        self._gains: dict[tuple[int, int, float], float] = {}

    def _module_counts(self, state: AlhambraState, counts: list[list[float]]) -> None:
        """Hut bonuses, huts still to place and bonus cards, added to the majority counts."""
        h, w, data = self.h, self.h.w, self.h.data
        index = h.type_index
        mover = state.current_player if state.pending and state.phase != OVER else None
        if state.huts_on:
            colour = data.hut_colour
            for seat, city in enumerate(state.cities):
                row = counts[seat]
                for kind, extra in huts.bonus(city, data).items():
                    row[index[kind]] += extra
                for tile in state.reserves[seat]:
                    if tile in colour:
                        row[index[colour[tile]]] += w.reserve_hut
            if mover is not None:
                for tile in state.pending:
                    if tile in colour:
                        counts[mover][index[colour[tile]]] += w.pending_hut
        if not state.bonus_on:
            return
        pictured = data.modules.bonus_cards
        tile_type = h.tile_type
        for seat in range(self.n):
            city, row, wanted = state.cities[seat], counts[seat], []
            for card in state.bonus_revealed[seat]:
                row[tile_type[pictured[card]]] += 1.0
            for card in state.bonus_hidden[seat]:
                tile = pictured[card]
                if tile in city:
                    row[tile_type[tile]] += 1.0  # revealed before the scoring at the latest
                elif tile in state.reserves[seat]:
                    row[tile_type[tile]] += w.reserve_weight
                elif seat == mover and tile in state.pending:
                    row[tile_type[tile]] += 1.0 if city.can_place_somewhere(tile) else w.reserve_weight
                else:
                    wanted.append(tile)
            self.bonus_tiles.append(frozenset(wanted))

    # ----- time ------------------------------------------------------------------------------

    def _horizons(self, state: AlhambraState) -> None:
        """For each scoring still to come: (round, tiles each player buys before it)."""
        h, w = self.h, self.h.w
        bag = len(state.bag)
        market = sum(1 for t in state.market if t is not None)
        pending_rounds = [r for r in (1, 2) if r not in state.rounds_scored]
        self.dirk_draws: dict[int, float] = {}
        self.dirk_extra: dict[int, list[float]] = {}
        dirk_total = 0.0
        if state.dirk is not None:
            d1 = float(min(h.data.dirk_tiles_after_round_1, bag)) if 1 in pending_rounds else 0.0
            d2 = max(0.0, (bag - d1) * 0.5) / h.data.dirk_after_round_2_divisor if 2 in pending_rounds else 0.0
            dirk_total = d1 + d2
            # Draws happen after a round is scored, so they count for the later rounds only.
            self.dirk_draws = {2: d1, 3: d1 + d2}
        buyable = max(0.0, bag + market - dirk_total)
        if state.phase == DISTRIBUTION or state.end_flag:
            buyable = 0.0
        self.buyable = buyable
        windows = {self.h.scoring_round[c]: win for c, win in state.scoring_windows.items()}
        horizons = []
        for r in pending_rounds:
            lo, hi = windows.get(r, (state.drawn, state.drawn))
            draws = max(0.0, (lo + hi) / 2.0 - state.drawn)
            tiles = min(buyable, draws / w.draws_per_turn * w.tiles_per_turn)
            horizons.append((r, tiles / self.n))
        horizons.append((3, buyable / self.n))
        self.horizons = horizons
        if state.dirk is not None:
            # Dirk's draws before round 2 only happen if round 1 comes first.
            self.dirk_draws = {r: v for r, v in self.dirk_draws.items() if any(hr == r for hr, _ in horizons)}
        # The bag holds exactly the tiles nobody can see (which ones is public, only the order
        # is not), so its make-up is fair to read even in a determinization.
        unseen = [0] * len(h.types)
        tile_type = h.tile_type
        for tile in state.bag:
            unseen[tile_type[tile]] += 1
        total = sum(unseen) or 1
        self.bag_shares = [c / total for c in unseen]
        self.rounds_left = len(horizons)
        self.value_left = sum(h.round_weight[r] for r, _ in horizons) / sum(h.round_weight.values())

    # ----- majorities --------------------------------------------------------------------------

    def _row(self, round_number: int, t: int) -> tuple[float, ...]:
        """Counts of type ``t`` per participant as they stand for a round (Dirk's draws added)."""
        extra = self.dirk_extra.get(round_number)
        if not extra:
            return tuple([c[t] for c in self.counts])  # whole and half tiles only
        row = [c[t] for c in self.counts]
        # Dirk's expected draws are fractions: quarter-tile steps keep the row cache small.
        row[self.n] = round((row[self.n] + extra[t]) * 4.0) / 4.0
        return tuple(row)

    def _rows(self) -> list[tuple[int, float, list[tuple[float, ...]]]]:
        rows = getattr(self, "_row_list", None)
        if rows is None:
            ntypes = len(self.h.types)
            rows = self._row_list = [(r, m, [self._row(r, t) for t in range(ntypes)]) for r, m in self.horizons]
        return rows

    def majority_points(self, participant: int) -> float:
        """Expected points from every type in every scoring to come."""
        totals = getattr(self, "_majority", None)
        if totals is None:
            totals = [0.0] * self.participants
            points = self.h.row_points
            for r, m, rows in self._rows():
                for t, row in enumerate(rows):
                    for p, value in enumerate(points(r, m, t, row)):
                        totals[p] += value
            self._majority = totals
        return totals[participant]

    def tile_gain(self, participant: int, tile: str) -> float:
        """Expected points from adding ``tile`` to the city (two buildings with its bonus card)."""
        t = self.h.tile_type.get(tile)
        if t is None:
            return 0.0
        bonus = participant < len(self.bonus_tiles) and tile in self.bonus_tiles[participant]
        return self.gain(participant, t, 2.0 if bonus else 1.0)

    def gain(self, participant: int, t: int, more: float = 1.0) -> float:
        """Expected points from ``more`` buildings of type ``t``."""
        key = (participant, t, more)
        value = self._gains.get(key)
        if value is None:
            value = 0.0
            points = self.h.row_points
            for r, m, rows in self._rows():
                row = rows[t]
                raised = list(row)
                raised[participant] += more
                value += points(r, m, t, tuple(raised))[participant] - points(r, m, t, row)[participant]
            self._gains[key] = value
        return value

    # ----- walls, money ------------------------------------------------------------------------

    def wall_points(self, seat: int) -> float:
        """The longest wall for every scoring still to come, and room to build."""
        w = self.h.w
        city = self.state.cities[seat]
        simple = self.state.params["wallMetric"] == "bgaSimplePath"
        free = min(len(city.placement_slots()), w.free_cells_cap) if self.buyable > 0 and w.free_cell else 0
        return w.wall * city.longest_wall(simple) * self.rounds_left + w.free_cell * free

    def money_points(self, seat: int) -> float:
        """Coins as far as they can be spent, and the market tiles they can buy."""
        h, w, state = self.h, self.h.w, self.state
        hand = state.hands[seat]
        capacity = w.spend_per_tile * self.buyable / self.n
        # With two players the capacity rarely binds, and a bot can take money turn after turn
        # while the scorings pass (a hand of 20 cards is seen against greedy). Measured and left
        # out: a coin worth at most the expected gain of a tile to come over its price plus one
        # turn's money (a card, ``mean_card``). Hard against greedy, two players, 98 games with
        # the same deals and seats: 84 won against 83, both sides scoring more; greedy with it
        # against greedy without: 91 of 200 two-player games won, 31 of 120 four-player games.
        coin = w.coin * self.value_left
        if h.observer is not None and seat != h.observer and 0 < w.public_rival_players <= self.n:
            # A rival's money valued from its hand size alone, the same in every determinization.
            value = coin_points(len(hand) * w.mean_card, capacity, coin, w)
            return value + (self._module_money(seat) if state.modules_on else 0.0)
        if not hand:
            return self._module_money(seat) if state.modules_on else 0.0
        totals, sums = currency_sums(hand, h.card_info)
        value = cards_points(totals, sums, capacity, coin, self.buyable, w)
        held, payable = totals, sums
        if state.modules_on:
            value += self._module_money(seat)
            changers = h.data.modules.changers if state.changers_on else None
            pairs = {changers[c].codes for c in hand if c in changers} if changers else ()
            if pairs:
                # A changer lets one payment mix its two currencies.
                payable = exact_totals(hand, changers)
                held = dict(totals)
                for a, b in pairs:
                    both = totals.get(a, 0) + totals.get(b, 0)
                    for code in (a, b):
                        held[code] = max(held.get(code, 0), both)
        gain = partial(self.tile_gain, seat)
        options = purchase_options(state.shop, held, payable, gain, coin, w)
        value += opportunity_points(options, rival_turns_before(state, seat), w)
        return value + leftover_claim_points(state, seat, totals, self.buyable, gain, partial(_money, h))

    def _module_money(self, seat: int) -> float:
        """What changers and a face-up vizier are worth by themselves."""
        state, w = self.state, self.h.w
        if self.buyable <= 0:
            return 0.0
        value = 0.0
        if state.changers_on:
            changers = self.h.data.modules.changers
            value += w.changer * self.value_left * min(1, sum(1 for c in state.hands[seat] if c in changers))
        if state.vizier_on and state.viziers[seat]:
            value += w.vizier * self.value_left
        return value


def _money(h: EvaluationBasis, hand: list[str], code: str) -> int:
    """The value of the money of one currency in a hand."""
    info = h.card_info
    return sum(info[c][1] for c in hand if c in info and c[0] == code)
