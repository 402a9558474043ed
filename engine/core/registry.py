"""The registry of games: game ids mapped to the module that defines each game.

A registry is an ordinary object (no module-level singleton): the CLI and the app each build
one with :func:`default_registry`, tests may build their own. Games load lazily, on first use,
so listing games or starting one game never loads the rules of the others.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping

from engine.core.errors import ParameterError
from engine.core.game import Game

# id -> module exposing ``load_game() -> Game``. A new game plugs in with one line here.
GAME_MODULES: Mapping[str, str] = {
    "alhambra": "engine.alhambra",
    "alcazar": "engine.alcazar",
}


class GameRegistry:
    """Loads games by id and keeps each loaded game for the registry's lifetime."""

    def __init__(self, modules: Mapping[str, str] = GAME_MODULES) -> None:
        self._modules = dict(modules)
        self._loaded: dict[str, Game] = {}

    def ids(self) -> list[str]:
        """The known game ids, in registration order."""
        return list(self._modules)

    def get(self, game_id: str) -> Game:
        """The game with ``game_id``; ParameterError naming the known ids if there is none."""
        game = self._loaded.get(game_id)
        if game is None:
            module_name = self._modules.get(game_id)
            if module_name is None:
                raise ParameterError(f"unknown game '{game_id}' (known: {', '.join(self._modules)})")
            game = importlib.import_module(module_name).load_game()
            self._loaded[game_id] = game
        return game


def default_registry() -> GameRegistry:
    """A registry of every game shipped with Alcazaba."""
    return GameRegistry()
