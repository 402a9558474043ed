"""The one-ply bot: plays the action whose resulting position its evaluation likes best."""

from __future__ import annotations

import math
import random

from engine.ai.evaluation import HeuristicsSource
from engine.ai.options import check_range, parse_number
from engine.core.action import Action
from engine.core.errors import ParameterError
from engine.core.game import State
from engine.core.heuristics import Heuristics


class GreedyBot:
    """Tries every (non-dominated) action on one determinization of its own view and keeps the
    one with the best evaluated margin over the best rival; ties go to the earliest candidate.

    With a ``temperature`` (in points) it plays a softmax choice instead: an action worse by
    ``temperature`` points is e (2.7) times less likely, which makes a beatable opponent.
    It never reads the true state beyond what ``determinize`` keeps: other hands and the deck
    and bag order it works with are re-dealt guesses.
    """

    def __init__(self, seed: int, heuristics: Heuristics | None = None, temperature: float = 0.0, name: str = "greedy") -> None:
        if temperature < 0:
            raise ParameterError("greedy temperature must be at least 0")
        self.name = name
        self.rng = random.Random(seed)
        self.temperature = temperature
        self._heuristics = HeuristicsSource(heuristics)

    def heuristics(self, state: State) -> Heuristics:
        """The heuristics of the game being played (looked up once per game)."""
        return self._heuristics(state)

    def choose(self, state: State) -> Action:
        """The action with the best one-ply evaluation for the player to move."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seat = state.current_player
        h = self.heuristics(state)
        world = state.determinize(seat, self.rng)
        candidates = h.candidates(world, world.legal_actions())
        values = []
        for action in candidates:
            after = world.clone()
            after.apply(action)
            values.append(h.utility(h.evaluate(after), after, seat))
        best = max(values)
        if self.temperature <= 0:
            return candidates[values.index(best)]
        weights = [math.exp((v - best) / self.temperature) for v in values]
        return self.rng.choices(candidates, weights)[0]


def parse_greedy_options(text: str) -> float:
    """``temperature=3`` -> 3.0 (the only option of the greedy bot)."""
    temperature = 0.0
    for part in filter(None, text.split(":")):
        key, sep, raw = part.partition("=")
        if key != "temperature" or not sep:
            raise ParameterError(f"greedy option '{part}' is not temperature=...")
        temperature = parse_number("greedy", "temperature", raw, integer=False)
        check_range("greedy", "temperature", temperature, 0, 1_000)
    return temperature
