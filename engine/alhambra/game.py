"""The Alhambra game definition."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.alhambra.actions import ALHAMBRA_ACTIONS
from engine.alhambra.components import AlhambraData, load_alhambra_data
from engine.alhambra.position import state_from_position
from engine.alhambra.setup import set_up
from engine.alhambra.state import AlhambraState
from engine.core.errors import ParameterError
from engine.core.game import Game


class AlhambraGame(Game):
    """Alhambra for 2-6 players (two players play with the neutral Dirk)."""

    id = "alhambra"
    title_key = "game.alhambra"

    def __init__(self, data: AlhambraData) -> None:
        super().__init__(data.parameters, ALHAMBRA_ACTIONS)
        self.data = data
        self.min_players = data.min_players
        self.max_players = data.max_players

    def _check_params(self, players: int, values: dict[str, Any]) -> None:
        ages = values["playerAges"]
        if ages and len(ages) != players:
            raise ParameterError(f"parameter 'playerAges' needs one age per player ({players}), not {len(ages)}")
        if values["startPlayerFinalTiebreak"] == "youngest" and not ages:
            raise ParameterError("startPlayerFinalTiebreak=youngest needs the players' ages (parameter 'playerAges')")

    def _new_state(self, players: int, params: dict[str, Any], seed: int) -> AlhambraState:
        state = self.blank_state(players, params, seed)
        set_up(state)
        return state

    def blank_state(self, players: int, params: dict[str, Any], seed: int) -> AlhambraState:
        """A state with validated parameters and nothing dealt yet (positions fill it in)."""
        return AlhambraState(self, self.data, players, params, seed)

    def state_from_position(self, position: Mapping[str, Any]) -> AlhambraState:
        return state_from_position(self, self.data, position)


def load_game(path: str | Path | None = None, modules_path: str | Path | None = None) -> AlhambraGame:
    """Alhambra with its rules data (from ``path`` and ``modules_path``, or the shipped
    alhambra.yaml and vizier.yaml)."""
    return AlhambraGame(load_alhambra_data(path, modules_path))
