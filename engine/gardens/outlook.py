"""What the buildings not yet completed are worth to each seat: the model behind the bots'
evaluation and move ordering, in points.

A building with one empty garden space left is *open to take*: whoever fills it chooses which
species faces it and with how many trees (any of the four, by turning the tile), so the seats
get their chances in turn order. A seat takes the one where its best filling beats leaving it
to the next seat the most, if any does (points of its own, or a rival's points denied); a
building nobody wants is filled in the end by someone, with an unknown tile and species. A building with more empty spaces has
an *outlook*: the species ahead is likelier to win the more so the fewer spaces are left, and
each space to come may bring another species, which raises the multiplier.

Species are indexes; a seat's value adds the points its species are expected to get.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.bounded_cache import BoundedCache
from engine.gardens.scoring import NOBODY, Ownership, winner_of

if TYPE_CHECKING:
    from engine.gardens.state import GardensState


@dataclass(frozen=True)
class Weights:
    """The model's tunable numbers.

    The values below are the hand-set defaults; the bots play with the fitted ones of
    ``rules_data/bot_weights.yaml`` where it lists any (``tools/fit_evaluation.py``).
    """

    spread: float = 2.2  # trees of uncertainty per empty space still around a building
    spread_base: float = 0.8  # ... and on top of that
    new_species: float = 0.6  # chance that a space still to fill brings an owned species not yet there
    no_winner: float = 0.85  # share of an open outlook that goes to some species (ties score nothing)
    rival: float = 1.0  # how much a rival's point counts against one's own (divided among rivals)
    hand: float = 0.15  # points per tree above the average held in hand (a big tile takes buildings)


class Judge:
    """The cascade's winner and the species present for counts, remembered per ownership."""

    # Counts seen in a long match stay well below this; the cap only bounds the memory.
    LIMIT = 200_000
    # The building answers below: one game of Hard's searches fills about 40,000 (13 MB or so).
    ANSWER_LIMIT = 100_000

    def __init__(self, own: Ownership) -> None:
        self.own = own
        self.memo: dict[tuple[int, ...], tuple[int, int]] = {}
        # Outlook.best_filling by (building value, seat, counts, the trees it may bring, rival
        # weight), and each seat's share of an outlook by (building value, counts, spaces left):
        # the answers depend on nothing else (a judge serves one set of weights), and searches
        # ask them again and again.
        self.fill_memo = BoundedCache(limit=self.ANSWER_LIMIT)
        self.outlook_memo = BoundedCache(limit=self.ANSWER_LIMIT)

    def __call__(self, counts: tuple[int, ...]) -> tuple[int, int]:
        """(winning species or NOBODY, owned species present)."""
        found = self.memo.get(counts)
        if found is None:
            own = self.own
            found = (winner_of(counts, own.contenders), sum(1 for s in own.owned if counts[s]))
            if len(self.memo) >= self.LIMIT:
                self.memo.clear()
            self.memo[counts] = found
        return found


class Outlook:
    """The value of every building still open, for one position."""

    def __init__(self, judge: Judge, state: GardensState, weights: Weights, observer: int | None = None) -> None:
        self.judge = judge
        self.state = state
        self.w = weights
        self.own = state.own
        self.width = len(state.data.species)
        self.n = state.num_players
        self.values = [state.data.kinds[k].value for k in state.kind]
        self.rival = weights.rival / max(1, self.n - 1)
        unseen = list(state.supply)
        hands: list[list[int]] = []
        trees = state.game.trees
        # Seats other than the observer hold guesses in a re-dealt world: value them from the
        # tiles the observer cannot see instead, so their guessed hands add no noise.
        for seat, hand in enumerate(state.hands):
            if observer is not None and seat != observer:
                unseen += hand
                hands.append([])
            else:
                hands.append(sorted({trees[t] for t in hand}))
        self.hand_trees = hands
        self.unseen = Counter(trees[t] for t in unseen)
        self.unseen_trees = sorted(self.unseen)
        self.unseen_total = len(unseen)
        self.observer = observer
        self._unseen_key: tuple | None = None  # the unseen tiles' trees as a memo key, when asked
        self.mean_trees = sum(n * c for n, c in self.unseen.items()) / max(1, sum(self.unseen.values())) if unseen else 3.5

    # ----- one building -----------------------------------------------------------------------

    def counts(self, bld: int) -> list[int]:
        """Trees facing ``bld``, per species."""
        return self.state.counts[bld * self.width:(bld + 1) * self.width]

    def completed(self, bld: int, counts: list[int]) -> tuple[int, int]:
        """(scoring seat or NOBODY, points) of ``bld`` completed with ``counts`` facing it."""
        winner, present = self.judge(tuple(counts))
        if winner == NOBODY:
            return NOBODY, 0
        seat = self.own.owner[winner]
        return (seat, present * self.values[bld]) if seat != NOBODY else (NOBODY, 0)

    def filled(self, bld: int, counts: list[int], species: int, trees: int) -> tuple[int, int]:
        """(scoring seat or NOBODY, points) if ``trees`` of ``species`` complete ``bld``."""
        after = list(counts)
        after[species] += trees
        return self.completed(bld, after)

    def fillings(self, bld: int, counts: list[int], trees: int) -> list[tuple[int, int]]:
        """``filled`` for each species in turn (the hot loop of the model, kept lean)."""
        memo, judge, owner = self.judge.memo, self.judge, self.own.owner
        value = self.values[bld]
        after = list(counts)
        out = []
        for species in range(self.width):
            after[species] += trees
            key = tuple(after)
            after[species] -= trees
            found = memo.get(key)
            winner, present = found if found is not None else judge(key)
            seat = owner[winner] if winner != NOBODY else NOBODY
            out.append((seat, present * value) if seat != NOBODY else (NOBODY, 0))
        return out

    def gain(self, seat: int, scorer: int, points: int) -> float:
        """What a building's points are worth to ``seat``: its own, or a rival's against it."""
        if scorer == NOBODY:
            return 0.0
        return float(points) if scorer == seat else -self.rival * points

    def best_filling(self, bld: int, seat: int, counts: list[int]) -> tuple[float, int, int]:
        """(gain, scorer, points) of ``seat``'s best way to complete ``bld`` with its hand (its
        expected best over the unseen tiles when the hand is a guess)."""
        options = self.hand_trees[seat]
        if options:
            key = (self.values[bld], seat, tuple(counts), tuple(options), self.rival)
        else:
            # A guessed hand: each possible tile, weighted by how many are unseen. The points
            # are credited as the chance-weighted share of the likeliest scorer.
            if not self.unseen_total or not self.state.hands[seat]:
                return (-math.inf, NOBODY, 0)
            if self._unseen_key is None:
                self._unseen_key = tuple(sorted(self.unseen.items()))
            key = (self.values[bld], seat, tuple(counts), self._unseen_key, self.rival)
        memo = self.judge.fill_memo
        found = memo.get(key)
        return found if found is not None else memo.keep(key, self._best_filling(bld, seat, counts))

    def _best_filling(self, bld: int, seat: int, counts: list[int]) -> tuple[float, int, int]:
        """``best_filling`` worked out."""
        rival = self.rival
        options = self.hand_trees[seat]
        guessed = not options
        if guessed:
            options = self.unseen_trees
        gain_sum = 0.0
        points_by: dict[int, float] = {}
        best_of_all = (-math.inf, NOBODY, 0)
        for trees in options:
            best_gain, best_scorer, best_points = -math.inf, NOBODY, 0
            for scorer, points in self.fillings(bld, counts, trees):
                gain = 0.0 if scorer == NOBODY else (float(points) if scorer == seat else -rival * points)
                if gain > best_gain:
                    best_gain, best_scorer, best_points = gain, scorer, points
            if not guessed:
                if best_gain > best_of_all[0]:
                    best_of_all = (best_gain, best_scorer, best_points)
                continue
            copies = self.unseen[trees]
            gain_sum += best_gain * copies
            points_by[best_scorer] = points_by.get(best_scorer, 0.0) + best_points * copies
        if not guessed:
            return best_of_all
        total = self.unseen_total
        scorer = max(points_by, key=points_by.get)
        return gain_sum / total, scorer, round(points_by[scorer] / total)

    def anyone(self, bld: int, counts: list[int]) -> list[float]:
        """Expected points per seat when some player completes ``bld`` with a random species and tile."""
        out = [0.0] * self.n
        weight = 1.0 / self.width
        low, high = int(self.mean_trees), int(self.mean_trees) + 1
        share = high - self.mean_trees
        for species in range(self.width):
            for trees, part in ((low, share), (high, 1.0 - share)):
                if part <= 0:
                    continue
                scorer, points = self.filled(bld, counts, species, max(1, trees))
                if scorer != NOBODY:
                    out[scorer] += weight * part * points
        return out

    def outlook(self, bld: int, counts: list[int], empty: int, out: list[float]) -> None:
        """Add the expected points of a building with ``empty`` >= 2 spaces to fill to ``out``."""
        key = (self.values[bld], tuple(counts), empty)
        memo = self.judge.outlook_memo
        shares = memo.get(key)
        if shares is None:
            shares = memo.keep(key, self._outlook_shares(bld, counts, empty))
        for seat, points in shares:
            out[seat] += points

    def _outlook_shares(self, bld: int, counts: list[int], empty: int) -> tuple[tuple[int, float], ...]:
        """(seat, expected points) of each owned contender of ``bld``, in contender order."""
        own, w = self.own, self.w
        contenders = own.contenders
        spread = w.spread_base + w.spread * empty
        top = max(counts[s] for s in contenders)
        weights = [math.exp((counts[s] - top) / spread) for s in contenders]
        total = sum(weights)
        present = sum(1 for s in own.owned if counts[s])
        absent = len(own.owned) - present
        expected = present + min(empty, absent) * w.new_species
        worth = self.values[bld] * expected * w.no_winner / total
        owner = own.owner
        return tuple((owner[s], worth * weight) for s, weight in zip(contenders, weights) if owner[s] != NOBODY)

    # ----- the whole board --------------------------------------------------------------------

    def seat_values(self) -> list[float]:
        """Each seat's score plus the expected points of every building still open."""
        state = self.state
        out = [float(s) for s in state.scores()]
        missing = state.missing
        hot = []
        for bld in range(len(missing)):
            empty = missing[bld]
            if empty == 0:
                continue
            if empty == 1:
                hot.append(bld)
            else:
                self.outlook(bld, self.counts(bld), empty, out)
        if hot:
            self.take_in_turn(hot, out)
        w = self.w
        trees = state.game.trees
        for seat, hand in enumerate(state.hands):
            if self.observer is None or seat == self.observer:
                out[seat] += w.hand * sum(trees[t] - self.mean_trees for t in hand)
        return out

    def turn_order(self) -> list[int]:
        """The seats holding tiles, from the player to move on."""
        state = self.state
        return [s for k in range(self.n) if state.hands[s := (state.player + k) % self.n]]

    def take_in_turn(self, hot: list[int], out: list[float]) -> None:
        """Buildings one tile from completion: each seat in turn order completes the one where
        its best filling beats what leaving it would bring (the next seat taking it if that
        pays the next seat, else anyone's filling), if any does: a gain of its own or a
        rival's points denied. The rest go to anyone's filling."""
        order = self.turn_order()
        left = list(hot)
        counts = {bld: self.counts(bld) for bld in hot}
        fills = {(bld, seat): self.best_filling(bld, seat, counts[bld]) for bld in hot for seat in order}
        random_fill = {bld: self.anyone(bld, counts[bld]) for bld in hot}
        for index, seat in enumerate(order):
            if not left:
                break
            after = order[(index + 1) % len(order)]
            best = None
            for bld in left:
                gain, scorer, points = fills[bld, seat]
                rival_gain, rival_scorer, rival_points = fills[bld, after]
                if after != seat and rival_gain > 0:
                    left_alone = self.gain(seat, rival_scorer, rival_points)
                else:
                    left_alone = self.utility(seat, random_fill[bld])
                better = gain - left_alone
                if better > 0 and (best is None or better > best[0]):
                    best = (better, bld, scorer, points)
            if best is not None:
                _better, bld, scorer, points = best
                if scorer != NOBODY:
                    out[scorer] += points
                left.remove(bld)
        for bld in left:
            for seat, points in enumerate(random_fill[bld]):
                out[seat] += points

    def utility(self, seat: int, values: list[float]) -> float:
        """Points per seat as ``seat`` sees them: its own against its rivals'."""
        return values[seat] - self.rival * (sum(values) - values[seat])
