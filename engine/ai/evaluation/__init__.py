"""Each game's plug-in for the bots (its evaluation, move ordering and rollout policy).

A game plugs in with one line in ``EVALUATION_MODULES``: a module exposing
``make_heuristics(game) -> Heuristics``. Games without one are played with the generic
:class:`~engine.ai.heuristics.Heuristics` (the current scores as the evaluation).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping

from engine.ai.heuristics import Heuristics
from engine.core.game import Game, State

# game id -> module with ``make_heuristics(game)``; loaded on first use.
EVALUATION_MODULES: Mapping[str, str] = {
    "alcazar": "engine.ai.evaluation.alcazar",
    "alhambra": "engine.ai.evaluation.alhambra",
}


def heuristics_for(game: Game) -> Heuristics:
    """The plug-in for ``game`` (the generic one if the game supplies none)."""
    module_name = EVALUATION_MODULES.get(game.id)
    if module_name is None:
        return Heuristics()
    return importlib.import_module(module_name).make_heuristics(game)


class GamePlugin:
    """The plug-in of the game a bot plays: the one it was given, else looked up once per game."""

    def __init__(self, heuristics: Heuristics | None = None) -> None:
        self._heuristics = heuristics
        self._game_id: str | None = None

    def __call__(self, state: State) -> Heuristics:
        """The plug-in for the game of ``state``."""
        if self._heuristics is None or self._game_id not in (None, state.game.id):
            self._heuristics = heuristics_for(state.game)
        self._game_id = state.game.id
        return self._heuristics
