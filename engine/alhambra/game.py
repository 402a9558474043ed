"""The Alhambra game definition."""

from __future__ import annotations

from pathlib import Path

from engine.alhambra.actions import ALHAMBRA_ACTIONS
from engine.alhambra.components import load_alhambra_data
from engine.alhambra.position import state_from_position
from engine.alhambra.setup import set_up
from engine.alhambra.state import AlhambraState
from engine.tilecity.game import TileCityGame


class AlhambraGame(TileCityGame):
    """Alhambra for 2-6 players (two players play with the neutral Dirk)."""

    id = "alhambra"
    title_key = "game.alhambra"
    action_set = ALHAMBRA_ACTIONS
    state_class = AlhambraState
    set_up = staticmethod(set_up)
    read_position = staticmethod(state_from_position)


def load_game(path: str | Path | None = None, modules_path: str | Path | None = None) -> AlhambraGame:
    """Alhambra with its rules data (from ``path`` and ``modules_path``, or the shipped
    alhambra.yaml and vizier.yaml)."""
    return AlhambraGame(load_alhambra_data(path, modules_path))
