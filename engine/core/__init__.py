"""The engine contract shared by every game: Game, State, Action, Event, records, registry."""

from engine.core.action import Action, ActionSet, Cell
from engine.core.errors import (
    ActionSyntaxError,
    EngineError,
    IllegalAction,
    ParameterError,
    PositionError,
    RecordError,
    Refusal,
    RulesDataError,
)
from engine.core.events import Event
from engine.core.game import Game, State
from engine.core.params import Parameter
from engine.core.record import GameRecord, PlayerEntry, Salvage, salvage_record
from engine.core.registry import GameRegistry, default_registry

__all__ = [
    "Action",
    "ActionSet",
    "ActionSyntaxError",
    "Cell",
    "EngineError",
    "Event",
    "Game",
    "GameRecord",
    "GameRegistry",
    "IllegalAction",
    "Parameter",
    "ParameterError",
    "PlayerEntry",
    "PositionError",
    "RecordError",
    "Refusal",
    "RulesDataError",
    "Salvage",
    "State",
    "default_registry",
    "salvage_record",
]
