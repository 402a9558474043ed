"""Setting up a new game (spec 3), every random step from the state's RNG."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.gardens.state import GardensState


def set_up(state: GardensState) -> None:
    """Lay the shuffled buildings on the board, shuffle the garden tiles into the supply and deal
    each hand; the start player is seat 0 (the oldest player sits there)."""
    data, rng = state.data, state.rng
    kinds = data.building_pool()
    rng.shuffle(kinds)
    state.kind = kinds
    supply = list(range(len(data.tiles)))
    rng.shuffle(supply)  # the last tile is drawn first
    for seat in range(state.num_players):
        state.hands[seat] = sorted(supply.pop() for _ in range(state.params["handSize"]))
    state.supply = supply
    state.player = 0
