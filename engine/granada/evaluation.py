"""Granada's heuristics for the bots: each seat's expected final score as the evaluation, the
pruning and ordering of moves, and the rollout policy.

The value of a seat is its score so far plus what the position promises in the scorings still
to come: the majorities as they stand (count, then the highest value: granada.md 5.1; with the
standard scoring a place is worth a multiple of the type's total N), the longest moat, and the
money against what the market sells. Fee payments and purchases with a card they could leave
out are dropped (keeping money is never worse); moves are ordered, and rollouts played, by a
quick estimate of each action.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.core.action import Action
from engine.core.game import Game
from engine.core.heuristics import Heuristics
from engine.granada.actions import FlipTile, GiveToJuan
from engine.granada.state import DISTRIBUTION, OVER, GranadaState
from engine.tilecity.actions import (
    AddFromReserve,
    BuyTile,
    PlaceTile,
    RemoveToReserve,
    ReserveTile,
    SwapWithReserve,
    TakeMoney,
)
from engine.tilecity.money import card_value

RESERVE_WEIGHT = 0.4  # a reserve face counts this much of a city face (it may be built later)
COIN = 0.45  # points per coin still to spend, at the start (falls as the bag empties)
SPENDABLE = 24  # coins beyond these are worth little: a hoard buys no more tiles than the market has
SPARE_COIN = 0.05  # points per coin beyond SPENDABLE
EXACT_BONUS = 2.0  # an exact payment gives another action
TILE = 0.5  # per face counted, per scoring to come: a tile keeps options open for the majorities
TILES_PER_TURN = 1.3  # tiles leaving the market per turn, to guess the turns left


class GranadaHeuristics(Heuristics):
    """The Granada plug-in: evaluation, pruning and ordering of moves, rollout policy."""

    margin_scale = 12.0

    def __init__(self, game: Game) -> None:
        self.data = game.data
        self.total_tiles = len(self.data.tiles)

    # ----- the evaluation ------------------------------------------------------------------

    def rivals(self, state: GranadaState, seat: int) -> list[int]:
        rivals = [other for other in range(state.num_players) if other != seat]
        if state.neutral is not None and state.params["neutralCanWin"]:
            rivals.append(state.num_players)
        return rivals

    def evaluate(self, state: GranadaState) -> list[float]:
        """Expected final score of each seat (then Juan's, with two players)."""
        values = [float(s) for s in state.score]
        if state.neutral is not None:
            values.append(float(state.neutral_score))
        if state.phase == OVER:
            return values
        rounds = self._rounds_to_come(state)
        majority = self._majorities(state, rounds)
        moats = state.longest_moats()
        coin = self._coin(state)
        for seat in range(state.num_players):
            money = sum(card_value(c) for c in state.hands[seat] if c[1:].isdigit())
            spendable = min(money, SPENDABLE)
            values[seat] += majority[seat] + moats[seat] * len(rounds) + coin * spendable + SPARE_COIN * (money - spendable)
        if state.neutral is not None:
            values[-1] += majority[-1]
        return values

    def _rounds_to_come(self, state: GranadaState) -> list[int]:
        return [r for r in (1, 2, 3) if r not in state.rounds_scored]

    def _coin(self, state: GranadaState) -> float:
        if state.phase == DISTRIBUTION or state.end_flag:
            return 0.05
        return 0.05 + COIN * len(state.bag) / self.total_tiles

    def _collections(self, state: GranadaState) -> list[list[tuple[str, float]]]:
        """(face, weight) of what counts or may count for each participant."""
        out = []
        for seat, city in enumerate(state.cities):
            faces = [(f, 1.0) for f in city.tiles()] + [(f, RESERVE_WEIGHT) for f in state.reserves[seat]]
            if seat == state.current_player and state.pending:
                faces += [(f, 0.9) for f in state.pending]
            out.append(faces)
        if state.neutral is not None:
            out.append([(f, 1.0) for f in state.neutral.tiles])
        return out

    def _majorities(self, state: GranadaState, rounds: Sequence[int]) -> list[float]:
        """Each participant's majority points over the scorings to come, as the counts stand."""
        data = self.data
        kind = state.params["scoring"]
        collections = self._collections(state)
        points = [0.0] * len(collections)
        types = [b.id for b in data.building_types]
        counts = [{t: 0.0 for t in types} for _ in collections]
        best = [{t: 0 for t in types} for _ in collections]
        for p, faces in enumerate(collections):
            for face, weight in faces:
                points[p] += TILE * weight * len(rounds)
                t = data.face_type[face]
                counts[p][t] += weight
                best[p][t] = max(best[p][t], data.face_value[face])
        for t in types:
            order = sorted((p for p in range(len(collections)) if counts[p][t] > 0),
                           key=lambda p: (counts[p][t], best[p][t]), reverse=True)  # fmt: skip
            total = sum(c[t] for c in counts)
            for r in rounds:
                table = data.scoring[kind][r]
                for place, p in enumerate(order[: len(table)]):
                    points[p] += table[place] * (total if kind == "standard" else 1)
        return points

    def turns_left(self, state: GranadaState) -> float:
        if state.phase in (DISTRIBUTION, OVER) or state.end_flag:
            return 0.0
        return len(state.bag) / TILES_PER_TURN

    # ----- moves -------------------------------------------------------------------------------

    def candidates(self, state: GranadaState, actions: list[Action]) -> list[Action]:
        """Drops payments and fees with a card they could leave out, and the redesigns that take
        a tile out of the city (removing, swapping): a one-ply bot can cycle through those
        forever, since each looks a little better than the last. Best first."""
        kept = [a for a in actions if self._minimal(state, a) and not isinstance(a, (RemoveToReserve, SwapWithReserve))]
        if len(kept) <= 1:
            return kept or actions
        scores = self.action_scores(state, kept)
        order = sorted(range(len(kept)), key=lambda i: -scores[i])
        return [kept[i] for i in order]

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
        seat = state.current_player
        coin = self._coin(state)
        data = self.data
        counts: dict[str, int] = {}
        for face in state.cities[seat].tiles():
            counts[data.face_type[face]] = counts.get(data.face_type[face], 0) + 1

        def gain(face: str) -> float:
            return 2.0 + 0.5 * counts.get(data.face_type[face], 0)

        scores = []
        city = state.cities[seat]
        for a in actions:
            if isinstance(a, BuyTile):
                face = state.market[a.slot - 1]
                paid = sum(card_value(c) for c in a.pay)
                score = gain(face) - coin * paid + (EXACT_BONUS if paid == state.shop.costs[face] else 0.0)
            elif isinstance(a, TakeMoney):
                score = coin * sum(card_value(c) for c in a.cards) - 1.0
            elif isinstance(a, PlaceTile):
                occupied, _required = city.neighbour_masks(a.at)
                outward = bin(data.walls[a.tile] & ~occupied & 15).count("1")
                score = 3.0 + 0.5 * bin(occupied).count("1") + 0.7 * outward
            elif isinstance(a, FlipTile):
                other = state.faces.other[a.tile]
                score = gain(other) - gain(a.tile) - coin * sum(card_value(c) for c in a.pay)
            elif isinstance(a, ReserveTile):
                score = 1.0
            elif isinstance(a, GiveToJuan):
                score = 0.0
            elif isinstance(a, AddFromReserve):
                score = gain(a.tile) - 1.5
            elif isinstance(a, SwapWithReserve):
                score = -2.0
            elif isinstance(a, RemoveToReserve):
                score = -4.0
            else:
                score = 0.0
            scores.append(score)
        return scores

    def rollout_action(self, state: GranadaState, rng: random.Random) -> Action:
        """The quick estimate's favourite, with a little noise so rollouts differ."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        actions = [a for a in actions if self._minimal(state, a) and not isinstance(a, (RemoveToReserve, SwapWithReserve))] or actions
        scores = self.action_scores(state, actions)
        best = max(range(len(actions)), key=lambda i: scores[i] + rng.random())
        return actions[best]


def make_heuristics(game: Game) -> GranadaHeuristics:
    """The plug-in the bots use for Granada."""
    return GranadaHeuristics(game)
