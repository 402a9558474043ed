"""The bots' evaluation for The Gardens of the Alhambra: each seat's expected final score, in points.

A seat's value is its score so far plus what the buildings still open are expected to give its
species (see :mod:`engine.gardens.outlook`): a building one tile from completion goes to the
seat that can take it first in turn order (or is denied by it), one with more spaces to fill is
shared by how far each species leads and how many spaces are left. A small term values the
trees in the hand. At the end the value is the score.

Moves are ordered by a quick estimate of what they change around their space: what the
buildings they complete give, what they leave for the next player to take, and how they shift
the outlook of the others.
"""

from __future__ import annotations

import random

from engine.core.action import Action
from engine.core.fitted_weights import fitted_heuristics
from engine.core.game import Game
from engine.core.heuristics import Heuristics
from engine.gardens.outlook import Judge, Outlook, Weights
from engine.gardens.scoring import Ownership
from engine.gardens.state import GardensState

DEFAULT_WEIGHTS = Weights()


class GardensHeuristics(Heuristics):
    """The Gardens plug-in: evaluation, move ordering and the rollout policy."""

    margin_scale = 8.0
    # The search looks one placement further than by default: after the rival's answer, the
    # own next placement (measured: Hard beat greedy in 35 of 40 two-player games with 3, 28
    # with 2, for about 0.15 s more per decision).
    horizon = 3

    def __init__(self, game: Game, weights: Weights = DEFAULT_WEIGHTS, rollout_noise: float = 1.0) -> None:
        self.game = game
        self.w = weights
        self.rollout_noise = rollout_noise  # points of random jitter on the quick estimate
        self._judges: dict[Ownership, Judge] = {}

    def judge(self, own: Ownership) -> Judge:
        """The remembered cascade results of one ownership (one per kind of game)."""
        judge = self._judges.get(own)
        if judge is None:
            judge = self._judges[own] = Judge(own)
        return judge

    def outlook(self, state: GardensState) -> Outlook:
        """The building model of ``state``, valued from the observer's information."""
        return Outlook(self.judge(state.own), state, self.w, self.observer)

    # ----- the evaluation ------------------------------------------------------------------

    def evaluate(self, state: GardensState) -> list[float]:
        """Expected final score of each seat; the exact score once the game is over."""
        if state.is_terminal:
            return [float(s) for s in state.scores()]
        return self.outlook(state).seat_values()

    def turns_left(self, state: GardensState) -> float:
        """Placements (all players together) still to come."""
        return float(state.geo.spaces - state.placed)

    # ----- moves -------------------------------------------------------------------------------

    def candidates(self, state: GardensState, actions: list[Action]) -> list[Action]:
        """Every action, best first by the quick estimate."""
        scores = self.action_scores(state, actions)
        order = sorted(range(len(actions)), key=lambda i: -scores[i])
        return [actions[i] for i in order]

    def action_scores(self, state: GardensState, actions: list[Action]) -> list[float]:
        """The quick estimate of each action's gain for the player to move, in points."""
        return _Quick(self, state).scores(actions)

    def rollout_action(self, state: GardensState, rng: random.Random) -> Action:
        """The quick estimate's favourite, with a little noise so rollouts differ."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        scores = self.action_scores(state, actions)
        noise = self.rollout_noise
        best = max(range(len(actions)), key=lambda i: scores[i] + rng.random() * noise)
        return actions[best]


class _Quick:
    """The change an action makes to the mover's share of the buildings around its space."""

    def __init__(self, h: GardensHeuristics, state: GardensState) -> None:
        self.state = state
        self.outlook = h.outlook(state)
        self.seat = state.player
        self.next_seat = _next_with_tiles(state)
        self.before: dict[int, float] = {}
        self.after: dict[tuple[int, int, int], float] = {}
        self.rival = self.outlook.rival

    def utility(self, values: list[float]) -> float:
        """A vector of points, as the mover sees it: its own against its rivals'."""
        return self.outlook.utility(self.seat, values)

    def building(self, bld: int, counts: list[int], empty: int) -> float:
        """The mover's share of ``bld`` with ``counts`` facing it and ``empty`` spaces to fill."""
        look = self.outlook
        if empty == 0:
            scorer, points = look.completed(bld, counts)
            return look.gain(self.seat, scorer, points)
        if empty == 1:
            gain, scorer, points = look.best_filling(bld, self.next_seat, counts)
            if gain > 0:
                return look.gain(self.seat, scorer, points)
            return self.utility(look.anyone(bld, counts))
        values = [0.0] * look.n
        look.outlook(bld, counts, empty, values)
        return self.utility(values)

    def value_before(self, bld: int) -> float:
        found = self.before.get(bld)
        if found is None:
            found = self.before[bld] = self.building(bld, self.outlook.counts(bld), self.state.missing[bld])
        return found

    def value_after(self, bld: int, species: int, trees: int) -> float:
        key = (bld, species, trees)
        found = self.after.get(key)
        if found is None:
            counts = self.outlook.counts(bld)
            counts[species] += trees
            found = self.after[key] = self.building(bld, counts, self.state.missing[bld] - 1)
        return found

    def scores(self, actions: list[Action]) -> list[float]:
        """The estimate of each action (all are placements)."""
        state = self.state
        game, geo = state.game, state.geo
        index = state.data.tile_index
        facing_species, trees_of = game.facing_species, game.trees
        cols = geo.garden_cols
        out = []
        for action in actions:
            tile = index[action.tile]
            facing = facing_species[tile][action.rotation]
            trees = trees_of[tile]
            total = 0.0
            for corner, bld in enumerate(geo.facing[action.row * cols + action.col]):
                total += self.value_after(bld, facing[corner], trees) - self.value_before(bld)
            out.append(total)
        return out


def _next_with_tiles(state: GardensState) -> int:
    """The seat that moves after the player to move (itself when no other holds a tile)."""
    n = state.num_players
    for step in range(1, n):
        seat = (state.player + step) % n
        if state.hands[seat]:
            return seat
    return state.player


def make_heuristics(game: Game, weights: Weights | None = None, margin_scale: float | None = None) -> GardensHeuristics:
    """The bots' heuristics for The Gardens of the Alhambra."""
    return fitted_heuristics(game.id, DEFAULT_WEIGHTS, lambda w: GardensHeuristics(game, w), weights, margin_scale)

