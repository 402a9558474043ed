"""The Granada game definition."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.core.errors import ParameterError
from engine.core.game import Game
from engine.granada.actions import GRANADA_ACTIONS
from engine.granada.components import GranadaData, load_granada_data
from engine.granada.position import state_from_position
from engine.granada.setup import set_up
from engine.granada.state import GranadaState


class GranadaGame(Game):
    """Granada for 2-6 players (two players play with the neutral Juan)."""

    id = "granada"
    title_key = "game.granada"

    def __init__(self, data: GranadaData) -> None:
        super().__init__(data.parameters, GRANADA_ACTIONS)
        self.data = data
        self.min_players = data.min_players
        self.max_players = data.max_players

    def _check_params(self, players: int, values: dict[str, Any]) -> None:
        ages = values["playerAges"]
        if ages and len(ages) != players:
            raise ParameterError(f"parameter 'playerAges' needs one age per player ({players}), not {len(ages)}")
        if values["startPlayerFinalTiebreak"] == "youngest" and not ages:
            raise ParameterError("startPlayerFinalTiebreak=youngest needs the players' ages (parameter 'playerAges')")

    def _new_state(self, players: int, params: dict[str, Any], seed: int) -> GranadaState:
        state = self.blank_state(players, params, seed)
        set_up(state)
        return state

    def blank_state(self, players: int, params: dict[str, Any], seed: int) -> GranadaState:
        """A state with validated parameters and nothing dealt yet (positions fill it in)."""
        return GranadaState(self, self.data, players, params, seed)

    def state_from_position(self, position: Mapping[str, Any]) -> GranadaState:
        return state_from_position(self, self.data, position)


def load_game(path: str | Path | None = None) -> GranadaGame:
    """Granada with its rules data (from ``path``, or the shipped granada.yaml)."""
    return GranadaGame(load_granada_data(path))
