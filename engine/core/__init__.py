"""The engine contract shared by every game: Game, State, Action, Event, records, the plug-in
of a game, the bots' heuristics hook, and the registry."""

from engine.core.action import Action, ActionSet, Cell
from engine.core.errors import (
    ActionSyntaxError,
    EngineError,
    IllegalAction,
    ParameterError,
    PluginError,
    PositionError,
    RecordError,
    Refusal,
    RulesDataError,
)
from engine.core.events import Event
from engine.core.game import Game, State
from engine.core.heuristics import Heuristics
from engine.core.params import Parameter
from engine.core.plugin import GamePlugin
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
    "GamePlugin",
    "GameRecord",
    "GameRegistry",
    "Heuristics",
    "IllegalAction",
    "Parameter",
    "ParameterError",
    "PlayerEntry",
    "PluginError",
    "PositionError",
    "RecordError",
    "Refusal",
    "RulesDataError",
    "Salvage",
    "State",
    "default_registry",
    "salvage_record",
]
