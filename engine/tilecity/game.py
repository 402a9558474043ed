"""The definition every game of the family shares: players from its data, the players' ages
checked against the start-player tie-break, a state set up or read from a position.

A game names its id, its action set, its state class and two functions: its setup and its
position reader; the rest is here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from engine.core.action import ActionSet
from engine.core.errors import ParameterError
from engine.core.game import Game, State


class TileCityGame(Game):
    """A game of the family: its rules data and the parts that make its states."""

    action_set: ClassVar[ActionSet]  # the game's action kinds
    state_class: ClassVar[type[State]]  # the game's state: state_class(game, data, players, params, seed)
    set_up: ClassVar[Callable[[State], None]]  # deals a new game into a blank state
    read_position: ClassVar[Callable[[Game, Any, Mapping[str, Any]], State]]  # (game, data, position) -> state

    def __init__(self, data: Any) -> None:
        super().__init__(data.parameters, self.action_set)
        self.data = data
        self.min_players = data.min_players
        self.max_players = data.max_players

    def _check_params(self, players: int, values: dict[str, Any]) -> None:
        ages = values["playerAges"]
        if ages and len(ages) != players:
            raise ParameterError(f"parameter 'playerAges' needs one age per player ({players}), not {len(ages)}")
        if values["startPlayerFinalTiebreak"] == "youngest" and not ages:
            raise ParameterError("startPlayerFinalTiebreak=youngest needs the players' ages (parameter 'playerAges')")

    def _new_state(self, players: int, params: dict[str, Any], seed: int) -> State:
        state = self.blank_state(players, params, seed)
        type(self).set_up(state)
        return state

    def blank_state(self, players: int, params: dict[str, Any], seed: int) -> State:
        """A state with validated parameters and nothing dealt yet (positions fill it in)."""
        return self.state_class(self, self.data, players, params, seed)

    def state_from_position(self, position: Mapping[str, Any]) -> State:
        return type(self).read_position(self, self.data, position)
