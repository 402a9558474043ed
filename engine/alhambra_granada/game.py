"""The Alhambra + Granada game definition."""

from __future__ import annotations

from pathlib import Path

from engine.alhambra_granada.actions import ALHAMBRA_GRANADA_ACTIONS
from engine.alhambra_granada.components import load_alhambra_granada_data
from engine.alhambra_granada.position import state_from_position
from engine.alhambra_granada.setup import set_up
from engine.alhambra_granada.state import AlhambraGranadaState
from engine.tilecity.game import TileCityGame


class AlhambraGranadaGame(TileCityGame):
    """Alhambra and Granada combined, two cities in one grid per player, 3-6 players."""

    id = "alhambra_granada"
    title_key = "game.alhambra_granada"
    action_set = ALHAMBRA_GRANADA_ACTIONS
    state_class = AlhambraGranadaState
    set_up = staticmethod(set_up)
    read_position = staticmethod(state_from_position)


def load_game(path: str | Path | None = None) -> AlhambraGranadaGame:
    """The combined game with its rules data (from ``path``, or the shipped
    alhambra_granada.yaml, with alhambra.yaml and granada.yaml)."""
    return AlhambraGranadaGame(load_alhambra_granada_data(path))
