"""The Gardens of the Alhambra game definition."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.core.errors import ParameterError
from engine.core.game import Game
from engine.gardens.actions import GARDENS_ACTIONS, ROTATIONS, PlaceTable
from engine.gardens.components import GardensData, load_gardens_data
from engine.gardens.scoring import Ownership, ownership
from engine.gardens.setup import set_up
from engine.gardens.state import GardensState


class GardensGame(Game):
    """The Gardens of the Alhambra for 2-4 players, on the board of its rules data."""

    id = "gardens"
    title_key = "game.gardens"

    def __init__(self, data: GardensData) -> None:
        super().__init__(data.parameters, GARDENS_ACTIONS)
        self.data = data
        self.min_players = data.min_players
        self.max_players = data.max_players
        geo = data.geometry
        self.places = PlaceTable(tuple(t.id for t in data.tiles), geo.garden_rows, geo.garden_cols)
        # tile -> rotation -> corner -> the species facing that corner's building
        self.facing_species = tuple(
            tuple(tuple(tile.order[geo.quarter_at(corner, k)] for corner in range(ROTATIONS)) for k in range(ROTATIONS))
            for tile in data.tiles
        )
        self.trees = tuple(tile.trees for tile in data.tiles)
        self._ownerships: dict[tuple, Ownership] = {}

    def _check_params(self, players: int, values: dict[str, Any]) -> None:
        if values["twoColours"] and players != 2:
            raise ParameterError(
                f"twoColours is a two-player variant (each player owns two colours); this game has {players} players"
            )

    def ownership(self, players: int, params: dict[str, Any]) -> Ownership:
        """Who owns which species with these players and parameters (shared by the states)."""
        key = (players, params["twoColours"], params["colourPairing"], params["unownedSpecies"])
        own = self._ownerships.get(key)
        if own is None:
            own = self._ownerships[key] = ownership(self.data, players, params)
        return own

    def blank_state(self, players: int, params: dict[str, Any], seed: int) -> GardensState:
        """A state with nothing dealt yet (setup and positions fill it in)."""
        return GardensState(self, self.data, players, params, seed, self.ownership(players, params))

    def _new_state(self, players: int, params: dict[str, Any], seed: int) -> GardensState:
        state = self.blank_state(players, params, seed)
        set_up(state)
        return state

    def state_from_position(self, position: Mapping[str, Any]) -> GardensState:
        from engine.gardens.position import state_from_position

        return state_from_position(self, position)


def load_game(path: str | Path | None = None) -> GardensGame:
    """The Gardens of the Alhambra with its rules data (from ``path``, or the shipped gardens.yaml)."""
    return GardensGame(load_gardens_data(path))
