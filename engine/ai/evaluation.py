"""Each game's heuristics for the bots (its evaluation, move ordering and rollout policy).

A game supplies them through its plug-in (``GamePlugin.heuristics``, see
:mod:`engine.core.plugin`), from its own package; this module imports no game. Games without
one are played with the generic :class:`~engine.core.heuristics.Heuristics` (the current scores
as the evaluation).
"""

from __future__ import annotations

from engine.core.game import Game, State
from engine.core.heuristics import Heuristics
from engine.core.plugin import find_plugin


def heuristics_for(game: Game) -> Heuristics:
    """The heuristics of ``game`` from its plug-in (the generic ones if the game supplies none)."""
    plugin = find_plugin(game.id)
    if plugin is None:
        return Heuristics()
    return plugin.make_heuristics(game)


class HeuristicsSource:
    """The heuristics of the game a bot plays: the ones it was given, else looked up once per game."""

    def __init__(self, heuristics: Heuristics | None = None) -> None:
        self._heuristics = heuristics
        self._game_id: str | None = None

    def __call__(self, state: State) -> Heuristics:
        """The heuristics for the game of ``state``."""
        if self._heuristics is None or self._game_id not in (None, state.game.id):
            self._heuristics = heuristics_for(state.game)
        self._game_id = state.game.id
        return self._heuristics
