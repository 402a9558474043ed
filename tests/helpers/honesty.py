"""The check that a bot never peeks: a twin of a position that the player to move cannot tell
apart from it (the same player view, other secrets re-dealt) must get the same decision."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from engine.ai import GreedyBot, MctsBot


def twin_with_other_secrets(state, seed: int, differs: Callable[[object, object], bool] | None = None):
    """A state the player to move cannot tell from ``state``: its own view is identical, while
    what it cannot see is dealt anew; ``differs(twin, state)`` checks the secrets really changed."""
    seat = state.current_player
    twin = state.determinize(seat, random.Random(seed))
    assert twin.player_view(seat) == state.player_view(seat)
    if differs is not None:
        assert differs(twin, state), "the twin should hold other secrets"
    return twin


def assert_decisions_ignore_secrets(state, mcts_config, twin_seeds: Iterable[int] = (1, 2),
                                    differs: Callable[[object, object], bool] | None = None) -> None:
    """Greedy and a small search decide the same in ``state`` and in each of its twins."""
    for seed in twin_seeds:
        twin = twin_with_other_secrets(state, seed, differs)
        assert GreedyBot(5).choose(twin) == GreedyBot(5).choose(state)
        assert MctsBot(5, mcts_config).choose(twin) == MctsBot(5, mcts_config).choose(state)
