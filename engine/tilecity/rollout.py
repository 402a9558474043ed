"""How the Alhambra family's bots pick moves: a short list, best first, and greedy rollouts.

The search considers the actions the game's filter keeps (``_worth_trying``), ordered by the
game's quick estimate. In rollouts, the few best by that estimate (with a little noise, so
rollouts differ) are tried one ply deep, and the one that leaves the mover the best evaluated
position is played. Rollouts to the end of the game are long: there (once the end is flagged,
or the bag is nearly empty) the quick estimate alone decides.
"""

from __future__ import annotations

import random

from engine.core.action import Action
from engine.tilecity.turn import TileCityState


class ShortListPolicy:
    """``candidates`` and ``rollout_action`` for heuristics that offer ``_worth_trying``,
    ``action_scores`` and ``seat_value``, and set ``rollout_width``, ``rival_rollout_width``,
    ``rollout_noise`` and ``quick_bag`` (a mixin, listed before the heuristics' base class)."""

    observer: int | None
    rollout_width: int  # favourites tried one ply deep for the searching seat
    rival_rollout_width: int  # the same for the other seats, when the search names its seat
    rollout_noise: float  # points of random jitter on the quick estimate
    quick_bag: int  # with at most this many tiles in the bag, the quick estimate alone decides

    def candidates(self, state: TileCityState, actions: list[Action]) -> list[Action]:
        """The actions the game's filter keeps, best first by the quick estimate."""
        kept = self._short_list(state, actions)
        if len(kept) <= 1:
            return kept
        scores = self.action_scores(state, kept)  # type: ignore[attr-defined]
        order = sorted(range(len(kept)), key=lambda i: -scores[i])
        return [kept[i] for i in order]

    def _short_list(self, state: TileCityState, actions: list[Action]) -> list[Action]:
        # The filter only drops actions another one dominates; should it leave nothing, all stay.
        return self._worth_trying(state, actions) or actions  # type: ignore[attr-defined]

    def rollout_action(self, state: TileCityState, rng: random.Random) -> Action:
        """A quick, plausible action for the player to move (see the module's docstring)."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        actions = self._short_list(state, actions)
        scores = self.action_scores(state, actions)  # type: ignore[attr-defined]
        noisy = [score + rng.random() * self.rollout_noise for score in scores]
        width = self.rollout_width if self.observer is None or state.current_player == self.observer else self.rival_rollout_width
        if state.end_flag or len(state.bag) <= self.quick_bag:
            width = 1
        order = sorted(range(len(actions)), key=lambda i: -noisy[i])[:width]
        if len(order) == 1:
            return actions[order[0]]
        seat = state.current_player
        best, best_value = actions[order[0]], float("-inf")
        for i in order:
            after = state.clone()
            after.apply(actions[i])
            # Only the mover's own value: what rivals lose to one rollout move is second order.
            value = self.seat_value(after, seat)  # type: ignore[attr-defined]
            if value > best_value:
                best, best_value = actions[i], value
        return best
