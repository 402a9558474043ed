"""What a game supplies to the generic bots: an evaluation, and optionally move ordering and a
rollout policy.

A game subclasses :class:`Heuristics` in its own package (``engine/<game>/evaluation.py``) and
names the factory in its plug-in (:class:`engine.core.plugin.GamePlugin`); the bots in
:mod:`engine.ai` only ever see this base class.

Every hook receives a *determinized* state (``State.determinize``), never the true one, so the
hooks may read any field of the state they are given: what they see is either the bot's own
information or a guess re-dealt from it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from engine.core.action import Action
from engine.core.game import State


class Heuristics:
    """The default plug-in for any game: the current scores as the evaluation, natural move order,
    and the random policy (uniform over decision groups, then actions) in rollouts."""

    # Points of margin over the best rival that make a position worth about a 73% chance of
    # winning (the logistic turns margins into rewards in [0, 1] for the tree search).
    margin_scale: float = 10.0
    # Changes of the player to move after which the tree search stops and evaluates: 2 lets the
    # next player answer before the position is judged.
    horizon: int = 2
    # Tree levels below the root; deeper moves are left to the rollout policy.
    tree_depth: int = 8
    # The seat the search decides for (set by the bot before each decision). In a
    # determinization the other seats' hidden parts are guesses; a plug-in may value them from
    # what is public instead, which removes that noise from the margins.
    observer: int | None = None

    def search_horizon(self, state: State) -> int:
        """The horizon of a search from ``state``: ``horizon`` unless the game knows better."""
        return self.horizon

    def root_width(self, budget: int | None) -> int:
        """Candidates a search of ``budget`` simulations keeps from the one-ply ordering at its
        root (``budget`` None: a search bounded by the clock alone)."""
        return 8

    def evaluate(self, state: State) -> list[float]:
        """Each seat's expected final score, in the game's points; exact when the game is over."""
        return [float(s) for s in state.scores()]

    def rivals(self, state: State, seat: int) -> list[int]:
        """The seats whose score ``seat`` must beat to win (by default every other seat)."""
        return [other for other in range(state.num_players) if other != seat]

    def utility(self, values: Sequence[float], state: State, seat: int) -> float:
        """How good ``values`` are for ``seat``: its margin over the best rival, in points."""
        rivals = self.rivals(state, seat)
        if not rivals:
            return values[seat]
        return values[seat] - max(values[r] for r in rivals)

    def rewards(self, state: State) -> list[float]:
        """Every seat's reward in [0, 1]: the win/loss (shared wins count fully) at the end,
        otherwise the logistic of its evaluated margin over the best rival."""
        if state.is_terminal:
            winners = set(state.winners())
            values = [float(s) for s in state.scores()]
            # A win is worth 0.9 and the margin the last 0.1, so among won lines the search still
            # prefers the safer one.
            return [
                (0.9 if seat in winners else 0.0) + 0.1 * _logistic(self.utility(values, state, seat) / self.margin_scale)
                for seat in range(state.num_players)
            ]
        values = self.evaluate(state)
        return [_logistic(self.utility(values, state, seat) / self.margin_scale) for seat in range(state.num_players)]

    def turns_left(self, state: State) -> float | None:
        """An estimate of the turns (all players together) before the game ends, or None if the
        game cannot tell; the tree search plays to the end when few are left."""
        return None

    def candidates(self, state: State, actions: list[Action]) -> list[Action]:
        """The actions worth considering, best first (dominated ones may be dropped, never all)."""
        return actions

    def rollout_action(self, state: State, rng: random.Random) -> Action:
        """A quick, plausible action for the player to move (used many times per decision)."""
        group = rng.choice(state.legal_groups())
        return rng.choice(state.legal_actions(group))


def _logistic(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))
