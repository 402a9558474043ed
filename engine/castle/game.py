"""The A Castle for All Seasons game definition."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.castle.actions import CASTLE_ACTIONS
from engine.castle.components import CastleData, load_castle_data
from engine.castle.setup import set_up
from engine.castle.state import CastleState
from engine.core.game import Game


class CastleGame(Game):
    """A Castle for All Seasons for 2-4 players, summer or winter, with its rules data."""

    id = "castle"
    title_key = "game.castle"

    def __init__(self, data: CastleData) -> None:
        super().__init__(data.parameters, CASTLE_ACTIONS)
        self.data = data
        self.min_players = data.min_players
        self.max_players = data.max_players

    def blank_state(self, players: int, params: dict[str, Any], seed: int) -> CastleState:
        """A state with nothing dealt yet (setup and positions fill it in)."""
        return CastleState(self, self.data, players, params, seed)

    def _new_state(self, players: int, params: dict[str, Any], seed: int) -> CastleState:
        state = self.blank_state(players, params, seed)
        set_up(state)
        return state

    def state_from_position(self, position: Mapping[str, Any]) -> CastleState:
        from engine.castle.position import state_from_position

        return state_from_position(self, position)


def load_game(path: str | Path | None = None) -> CastleGame:
    """A Castle for All Seasons with its rules data (from ``path``, or the shipped castle.yaml)."""
    return CastleGame(load_castle_data(path))
