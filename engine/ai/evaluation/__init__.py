"""Each game's plug-in for the bots (its evaluation, move ordering and rollout policy).

A game plugs in with one line in ``EVALUATION_MODULES``: a module exposing
``make_heuristics(game) -> Heuristics``. Games without one are played with the generic
:class:`~engine.ai.heuristics.Heuristics` (the current scores as the evaluation).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping

from engine.ai.heuristics import Heuristics
from engine.core.game import Game

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
