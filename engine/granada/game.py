"""The Granada game definition."""

from __future__ import annotations

from pathlib import Path

from engine.granada.actions import GRANADA_ACTIONS
from engine.granada.components import load_granada_data
from engine.granada.position import state_from_position
from engine.granada.setup import set_up
from engine.granada.state import GranadaState
from engine.tilecity.game import TileCityGame


class GranadaGame(TileCityGame):
    """Granada for 2-6 players (two players play with the neutral Juan)."""

    id = "granada"
    title_key = "game.granada"
    action_set = GRANADA_ACTIONS
    state_class = GranadaState
    set_up = staticmethod(set_up)
    read_position = staticmethod(state_from_position)


def load_game(path: str | Path | None = None) -> GranadaGame:
    """Granada with its rules data (from ``path``, or the shipped granada.yaml)."""
    return GranadaGame(load_granada_data(path))
