"""The Alcazar game definition."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.alcazar.actions import ALCAZAR_ACTIONS
from engine.alcazar.components import AlcazarData, load_alcazar_data
from engine.alcazar.position import state_from_position
from engine.alcazar.setup import set_up
from engine.alcazar.state import AlcazarState
from engine.core.errors import ParameterError
from engine.core.game import Game


class AlcazarGame(Game):
    """Alcazar for 2-5 players on the board of its rules data."""

    id = "alcazar"
    title_key = "game.alcazar"

    def __init__(self, data: AlcazarData) -> None:
        super().__init__(data.parameters, ALCAZAR_ACTIONS)
        self.data = data
        self.min_players = data.min_players
        self.max_players = data.max_players

    def _new_state(self, players: int, params: dict[str, Any], seed: int) -> AlcazarState:
        # Checked at setup only: positions on small test boards deal no cards.
        data = self.data
        needed = players * data.hand_size + data.display_size
        if needed > data.building_cards:
            raise ParameterError(
                f"this board has {data.building_cards} building cards; {players} players need {needed} "
                f"({data.hand_size} each and {data.display_size} face up)"
            )
        state = AlcazarState(self, self.data, players, params, seed)
        set_up(state)
        return state

    def state_from_position(self, position: Mapping[str, Any]) -> AlcazarState:
        return state_from_position(self, self.data, position)


def load_game(path: str | Path | None = None) -> AlcazarGame:
    """Alcazar with its rules data (from ``path``, or the shipped alcazar.yaml)."""
    return AlcazarGame(load_alcazar_data(path))
