"""The registry of games: game ids mapped to the plug-ins that define the games.

A registry is an ordinary object (no module-level singleton): the CLI and the app each build
one with :func:`default_registry`, which finds every game by its plug-in
(:mod:`engine.core.plugin`); tests may build their own. Games load lazily, on first use, so
listing game ids or starting one game never loads the rules of the others. A broken plug-in
is kept as a problem that names the game, and the other games work as usual.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NoReturn

from engine.core.errors import ParameterError, PluginError
from engine.core.game import Game
from engine.core.plugin import SHIPPED_PACKAGES, GamePlugin, discover


class GameRegistry:
    """Loads games by id and keeps each loaded game for the registry's lifetime."""

    def __init__(self, plugins: Iterable[GamePlugin] = (), problems: Iterable[PluginError] = ()) -> None:
        self._plugins = {plugin.id: plugin for plugin in sorted(plugins, key=lambda p: (p.order, p.id))}
        self._found_broken = list(problems)  # plug-ins that failed before any game was asked for
        self._loaded: dict[str, Game] = {}
        self._failed: dict[str, PluginError] = {}

    @classmethod
    def discover(cls, packages: Iterable[str] = SHIPPED_PACKAGES) -> GameRegistry:
        """A registry of the games whose plug-ins are among the subpackages of ``packages``."""
        found = discover(packages)
        return cls(found.plugins, found.problems)

    def ids(self) -> list[str]:
        """The known game ids, in list order (the plug-ins' ``order``)."""
        return list(self._plugins)

    def plugin(self, game_id: str) -> GamePlugin:
        """The plug-in of ``game_id``; ParameterError naming the known ids if there is none."""
        plugin = self._plugins.get(game_id)
        if plugin is None:
            self._raise_unknown(game_id)
        return plugin

    def get(self, game_id: str) -> Game:
        """The game with ``game_id``; ParameterError naming the known ids if there is none,
        PluginError if its plug-in is broken."""
        game = self._loaded.get(game_id)
        if game is not None:
            return game
        failed = self._failed.get(game_id)
        if failed is not None:
            raise PluginError(failed.game, failed.problem)
        try:
            game = self.plugin(game_id).load_game()
        except PluginError as exc:
            self._failed[game_id] = exc
            raise
        self._loaded[game_id] = game
        return game

    def loadable(self) -> list[str]:
        """The ids of the games whose rules load, in list order; loads every game now, and the
        ones that fail join :meth:`problems`."""
        ids = []
        for game_id in self._plugins:
            try:
                self.get(game_id)
            except PluginError:
                continue
            ids.append(game_id)
        return ids

    def problems(self) -> list[PluginError]:
        """The broken plug-ins met so far: those found broken, then the games that failed to load."""
        return [*self._found_broken, *self._failed.values()]

    def _raise_unknown(self, game_id: str) -> NoReturn:
        # A game whose plug-in is broken is not unknown: say what is wrong with it.
        for problem in self._found_broken:
            if problem.game == game_id:
                raise PluginError(problem.game, problem.problem)
        raise ParameterError(f"unknown game '{game_id}' (known: {', '.join(self._plugins)})")


def default_registry() -> GameRegistry:
    """A registry of every game shipped with Alcazaba."""
    return GameRegistry.discover()
