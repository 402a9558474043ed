"""The combined game's heuristics for the bots: Granada's heuristics
(``engine/granada/evaluation.py``: its ranking model with the tie-break by value, the reading
of bag G under the black marker, move pruning and the rollout policy) joined with Alhambra's
ranking model (``engine/alhambra/evaluation_basis.py``) for the Alhambra tiles; the value of a
position is in ``position_value.py`` and the quick estimate of each action below."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.alhambra.evaluation_basis import EvaluationBasis
from engine.alhambra_granada.actions import BuyFromSpace
from engine.alhambra_granada.position_value import Facts
from engine.alhambra_granada.state import DISTRIBUTION, OVER, AlhambraGranadaState
from engine.core.action import Action
from engine.core.fitted_weights import fitted_heuristics
from engine.core.game import Game
from engine.granada.evaluation import (
    DEFAULT_WEIGHTS,
    GranadaHeuristics,
    QuickEstimate,
    Weights,
)
from engine.tilecity.actions import PlaceTile
from engine.tilecity.market_value import purchase_net
from engine.tilecity.money import card_value


@dataclass(frozen=True)
class _Rules:
    """One of the two games as its evaluation reads it: only its rules data."""

    data: Any


class AlhambraGranadaHeuristics(GranadaHeuristics):
    """The combined game's plug-in: evaluation, pruning and ordering of moves, rollout policy."""

    # Tiles leaving the market per turn, measured in games of the greedy bot (three players:
    # 108 tiles in about 200 turns).
    tiles_per_turn = 0.55

    def __init__(self, game: Game, weights: Weights = DEFAULT_WEIGHTS) -> None:
        data = game.data
        # Granada's weights judge the whole city; the Alhambra basis lends only its figures
        # and its ranking model (with its default weights).
        super().__init__(_Rules(data.granada), weights)
        self.alhambra = EvaluationBasis(_Rules(data.alhambra))
        self.segment_points = data.segment_points

    # ----- the evaluation ------------------------------------------------------------------

    def evaluate(self, state: AlhambraGranadaState) -> list[float]:
        """Expected final score of each seat."""
        values = [float(s) for s in state.score]
        if state.phase == OVER:
            return values
        facts = Facts(self, state)
        for seat in range(state.num_players):
            values[seat] += facts.majority_points(seat) + facts.run_points(seat) + facts.money_points(seat)
        return values

    def seat_value(self, state: AlhambraGranadaState, seat: int) -> float:
        """``evaluate(state)[seat]`` without the other seats' runs and money (for rollouts)."""
        if state.phase == OVER:
            return float(state.score[seat])
        facts = Facts(self, state)
        return state.score[seat] + facts.majority_points(seat) + facts.run_points(seat) + facts.money_points(seat)

    def turns_left(self, state: AlhambraGranadaState) -> float:
        """Turns before both bags run out, at the measured rhythm of tiles leaving the market."""
        if state.phase in (DISTRIBUTION, OVER) or state.end_flag:
            return 0.0
        return (len(state.bag) + len(state.granada_bag)) / self.tiles_per_turn

    # ----- moves -------------------------------------------------------------------------------

    def _minimal(self, state: AlhambraGranadaState, action: Action) -> bool:
        if isinstance(action, BuyFromSpace):
            values = [card_value(c) for c in action.pay]
            return sum(values) - min(values) < state.shop.costs[action.tile]
        return super()._minimal(state, action)

    def action_scores(self, state: AlhambraGranadaState, actions: list[Action]) -> list[float]:
        """A quick estimate of each action's worth, in points, for ordering and rollouts."""
        quick = _Quick(self, state, state.current_player)
        return [quick.score(a) for a in actions]


class _Quick(QuickEstimate):
    """Granada's quick estimates, with the combined game's purchases and runs."""

    facts_type = Facts

    def _runs(self, city) -> int:
        """The points of the three longest runs of ``city`` at one scoring."""
        points = self.h.segment_points
        return sum(points[f] * city.longest(f) for f in ("wall", "moat", "border"))

    def score(self, action: Action) -> float:
        w, facts = self.h.w, self.facts
        if isinstance(action, BuyFromSpace):
            paid = sum(card_value(c) for c in action.pay)
            exact = paid == self.state.shop.costs[action.tile]
            return purchase_net(facts.gain(self.seat, action.tile), self.coin, paid, exact, w)
        if isinstance(action, PlaceTile):
            # What the runs gain for the scorings to come; sides along other tiles keep the city
            # compact (fewer cells left to fill later).
            city = self.city
            x, y = action.at
            touching = sum((x + dx, y + dy) in city.cells for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)))
            after = city.copy()
            after.put(action.at, action.tile)
            runs = self._runs(after) - self._runs(city)
            return 3.0 + 0.5 * touching + w.moat * runs * facts.rounds_left
        return super().score(action)


def make_heuristics(game: Game, weights: Weights | None = None, margin_scale: float | None = None) -> AlhambraGranadaHeuristics:
    """The plug-in the bots use for Alhambra + Granada."""
    return fitted_heuristics(game.id, DEFAULT_WEIGHTS, lambda w: AlhambraGranadaHeuristics(game, w), weights, margin_scale)
