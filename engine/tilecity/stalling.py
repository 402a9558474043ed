"""The bots' guard against a game that stands still: redesigns can undo each other forever.

A redesign ends the turn without drawing money or tiles, so a table of one-ply bots that all
judge the passing of time to be against them (the trailing players before a scoring, say) can
answer each other's redesigns with redesigns that undo them, and the game never ends. Nothing
in the rules forbids it; the bots forbid it to themselves: once every player has redesigned in
each of the last ``STALL_ROUNDS`` rounds with nobody taking money or buying in between, they
leave the redesigns out until somebody does.
"""

from __future__ import annotations

from engine.core.action import Action
from engine.tilecity.turn import TileCityState

STALL_ROUNDS = 2


def stalled(state: TileCityState) -> bool:
    """Whether the redesigns played in a row have gone on for ``STALL_ROUNDS`` rounds."""
    return state.redesigns_in_a_row >= STALL_ROUNDS * state.num_players


def without_stalling(state: TileCityState, actions: list[Action]) -> list[Action]:
    """``actions`` without the redesigns once the game stalls (all of them if nothing else is
    left)."""
    if not stalled(state):
        return actions
    moving = [a for a in actions if a.group_name() != "redesign"]
    return moving or actions
