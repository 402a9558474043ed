"""Setting up a new game (spec 3), every random step from the game's seed.

The draws come from a generator of their own (derived from the seed), so the state's RNG is
the same after setup as in a position rebuilt from it: setup is the only chance in the game.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.castle import flow
from engine.core.rng import derive_seed

if TYPE_CHECKING:
    from engine.castle.state import CastleState


def set_up(state: CastleState) -> None:
    """The defense tower's pieces, each player's talers and pieces, the rest in the stock and
    the bank, a talers on each round space; the first player (random or seat 0); the shuffled
    winter pile; then round 1 starts with the first player's round taler."""
    data, n = state.data, state.num_players
    rng = setup_rng(state.seed)
    state.tower = list(data.start_tower)
    state.talers = [data.start_talers] * n
    state.res = [list(data.start_resources) for _ in range(n)]
    state.stock = [r.pieces - state.tower[k] - n * data.start_resources[k] for k, r in enumerate(data.resources)]
    state.track = state.count.rounds
    state.bank = data.coins - n * data.start_talers - state.track
    state.first = rng.randrange(n) if state.params["startPlayer"] == "random" else 0
    if state.season == "winter":
        state.pile = list(range(len(data.winter.cards)))
        rng.shuffle(state.pile)
    flow.start_round(state, [])


def setup_rng(seed: int) -> random.Random:
    """The generator of the setup's draws (first player, winter pile) for ``seed``."""
    return random.Random(derive_seed(seed, "setup"))
