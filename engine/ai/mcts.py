"""Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse 2012), single observer,
with sequential halving over common worlds at the root.

Every simulation runs in a determinization of the bot's own view (``State.determinize``), so
the search never touches hidden information. One tree is shared by all determinizations: its
edges are actions, and below the root an edge's UCB statistics count only the simulations in
which the action was legal (its *availability*), which is how ISMCTS compares actions whose
legality depends on hidden cards. Chance (a refill, a draw) happens inside ``apply`` on the
determinization; whatever it reveals keys the node that follows, so positions after different
draws are different nodes.

The root is where the decision is made, and there the search compares like with like: the
root's moves depend only on the bot's own information, so they are legal in every world, and
each candidate is simulated in the same sequence of sampled worlds (with the same rollout
random numbers). Differences between candidates are then not drowned by differences between
worlds. Candidates are the best few by a one-ply evaluation, and the budget is spent by
sequential halving (Karnin, Koren and Somekh 2013): equal simulations for every candidate,
then the better half goes on.

Knobs, after OpenSpiel's ``ismcts.py``: the exploration constant ``c``, the number of
simulations (``iterations``) and a wall-clock budget (``seconds``), how many distinct worlds
to sample (``worlds``, like ``max_world_samples``) and the final choice (the best mean among
the last candidates). Ours add ``root``, the candidates kept from the one-ply ordering (by
default the game's choice for the budget, ``Heuristics.root_width``);
``widen``, progressive widening below the root (a node tries its best few moves first, in the
game's order, and more as it is visited); and truncated rollouts: the game's rollout policy
plays on until ``horizon`` changes of the player to move after the root, where the game's
evaluation scores the position (the game's plug-in proposes the horizon that suits its rhythm).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, fields

from engine.ai.evaluation import HeuristicsSource
from engine.ai.options import check_range, parse_number
from engine.core.action import Action
from engine.core.errors import ParameterError
from engine.core.game import State
from engine.core.heuristics import Heuristics


@dataclass(frozen=True)
class MctsConfig:
    """The search budget and shape; ``iterations`` and ``seconds`` both bound a decision."""

    iterations: int | None = 1000  # simulations per decision (None: only the clock bounds it)
    seconds: float | None = None  # wall-clock budget per decision (None: only iterations)
    c: float = 0.35  # UCB exploration constant below the root (rewards are in [0, 1])
    horizon: int | None = None  # changes of the player to move before evaluating (None: the game's)
    worlds: int = 24  # distinct determinizations per decision, cycled through
    root: int | None = None  # root candidates kept from the one-ply ordering (None: the game's, for the budget)
    widen: float = 1.5  # a node visited n times tries its first 2 + widen*sqrt(n) moves
    depth: int | None = None  # tree levels below the root (0: rollouts only; None: the game's)
    rollout_actions: int = 60  # safety cap on rollout length
    endgame: float = 0.0  # simulate to the end when the game expects at most this many turns

    def __post_init__(self) -> None:
        # "none" lifts one bound only: with neither, a decision would never end.
        if self.iterations is None and self.seconds is None:
            raise ParameterError("mcts needs an iteration budget, a time budget, or both")
        for f in fields(self):
            value = getattr(self, f.name)
            if value is not None:
                low, high, above = OPTION_LIMITS[f.name]
                check_range("mcts", f.name, value, low, high, above, integer=_is_int_field(f.name))


_FIELD_TYPES = {f.name: f.type for f in fields(MctsConfig)}  # type names, e.g. "int | None"

# (low, high, low excluded): every option finite and bounded, so that a decision always ends.
OPTION_LIMITS: dict[str, tuple[float, float, bool]] = {
    "iterations": (1, 10_000_000, False),
    "seconds": (0, 3600, True),
    "c": (0, 100, False),
    "horizon": (1, 1_000_000, False),
    "worlds": (1, 100_000, False),
    "root": (1, 1_000, False),
    "widen": (0, 1_000, False),
    "depth": (0, 10_000, False),
    "rollout_actions": (0, 1_000_000, False),
    "endgame": (0, 10_000, False),
}


def _is_int_field(name: str) -> bool:
    return str(_FIELD_TYPES[name]).startswith("int")


def parse_mcts_options(text: str) -> MctsConfig:
    """``iterations=800:seconds=2`` (any MctsConfig fields, colon-separated) -> config."""
    values: dict[str, object] = {}
    for part in filter(None, text.split(":")):
        key, sep, raw = part.partition("=")
        if not sep or key not in _FIELD_TYPES:
            raise ParameterError(f"mcts option '{part}' is not one of {', '.join(f'{k}=...' for k in _FIELD_TYPES)}")
        if key in values:
            raise ParameterError(f"mcts option {key} is given twice")
        if raw.lower() == "none" and "None" in str(_FIELD_TYPES[key]):
            values[key] = None
            continue
        values[key] = parse_number("mcts", key, raw, _is_int_field(key))
    return MctsConfig(**values)


class _Edge:
    """Statistics of one action from one node, from the viewpoint of the player choosing it."""

    __slots__ = ("visits", "total", "available", "outcomes")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.outcomes: dict[Hashable, _Node] = {}  # what the action revealed -> next node

    def mean(self) -> float:
        """Average reward so far (0 before the first visit)."""
        return self.total / self.visits if self.visits else 0.0


class _Node:
    """A decision point of the tree: the edges tried from it, keyed by action."""

    __slots__ = ("visits", "edges")

    def __init__(self) -> None:
        self.visits = 0
        self.edges: dict[Action, _Edge] = {}


class MctsBot:
    """Single-observer ISMCTS with heuristic move ordering, truncated rollouts and evaluation."""

    def __init__(self, seed: int, config: MctsConfig | None = None, heuristics: Heuristics | None = None, name: str = "mcts") -> None:
        self.name = name
        self.config = config or MctsConfig()
        self.rng = random.Random(seed)
        self._heuristics = HeuristicsSource(heuristics)
        self.last_iterations = 0  # simulations run for the last decision (0 if it was trivial)
        self.last_considered = 0  # moves the last decision weighed against each other (1: it had no choice)
        # Asked between rounds of simulations; True ends the decision with the best move so far
        # (a window that no longer needs the answer says so through it).
        self.stop: Callable[[], bool] | None = None

    def heuristics(self, state: State) -> Heuristics:
        """The heuristics of the game being played (looked up once per game)."""
        return self._heuristics(state)

    def choose(self, state: State) -> Action:
        """The root candidate with the best mean reward after the budget is spent."""
        self.last_iterations = 0
        self.last_considered = 1
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        config = self.config
        started = time.perf_counter()
        seat = state.current_player
        h = self.heuristics(state)
        h.observer = seat
        rng = self.rng
        first = state.determinize(seat, rng)
        candidates = h.candidates(first, first.legal_actions())
        self.last_considered = len(candidates)
        if len(candidates) == 1:
            return candidates[0]
        ranked, prior_of = self.root_order(h, first, candidates, seat)
        budget = config.iterations
        width = h.root_width(budget) if config.root is None else config.root
        if budget is not None:
            width = min(width, budget)
        survivors = ranked[:width]
        if len(survivors) == 1:
            return survivors[0]

        horizon = h.search_horizon(first) if config.horizon is None else config.horizon
        cap = config.rollout_actions
        left = h.turns_left(first)
        if left is not None and left <= config.endgame:
            # Near the end the rest of the game is short: simulate it all, score it exactly.
            horizon, cap = 10**6, 10**6
        worlds: list[State] = [first]
        # The k-th simulation of every candidate plays in the same world with the same rollout
        # seed (common random numbers: candidates differ by their move, not by their luck).
        # Worlds are cycled after ``worlds`` of them, seeds never: a repeated world with a
        # repeated seed would replay a simulation already counted, and more budget would buy
        # nothing.
        sim_seeds = [rng.getrandbits(64)]
        root = _Node()
        for action in survivors:
            root.edges[action] = _Edge()
        rounds = max(1, math.ceil(math.log2(len(survivors))))
        done = 0
        stop = self.stop
        stopped = False
        for round_index in range(rounds):
            round_deadline = None if config.seconds is None else started + config.seconds * (round_index + 1) / rounds
            per_candidate = None if budget is None else max(1, (budget - done) // ((rounds - round_index) * len(survivors)))
            sims = 0
            while per_candidate is None or sims < per_candidate:
                if round_deadline is not None and time.perf_counter() >= round_deadline and sims:
                    break
                if budget is not None and done + len(survivors) > budget:
                    break
                if stop is not None and stop():
                    stopped = True
                    break
                for action in survivors:
                    sim = root.edges[action].visits
                    if sim == len(sim_seeds):
                        if sim < config.worlds:
                            worlds.append(state.determinize(seat, rng))
                        sim_seeds.append(rng.getrandbits(64))
                    world = worlds[sim % config.worlds]
                    self._simulate(h, root, action, world.clone(), random.Random(sim_seeds[sim]), horizon, cap)
                    done += 1
                sims += 1
            if stopped:
                break
            if len(survivors) > 1 and round_index < rounds - 1:
                survivors.sort(key=lambda a: (-root.edges[a].mean(), -prior_of[a]))
                survivors = survivors[: max(1, (len(survivors) + 1) // 2)]
        self.last_iterations = done
        return max(survivors, key=lambda a: (root.edges[a].mean(), prior_of[a]))

    # ----- one simulation -------------------------------------------------------------------

    def root_order(
        self, h: Heuristics, world: State, candidates: list[Action], seat: int
    ) -> tuple[list[Action], dict[Action, float]]:
        """``candidates`` best first by their one-ply reward for ``seat`` in ``world`` (ties keep
        the game's order), and each one's reward: the order the root keeps its best from."""
        prior = self._one_ply(h, world, candidates, seat)
        ranked = sorted(range(len(candidates)), key=lambda i: -prior[i])
        return [candidates[i] for i in ranked], dict(zip(candidates, prior))

    def _one_ply(self, h: Heuristics, world: State, actions: list[Action], seat: int) -> list[float]:
        """Each action's evaluated reward one ply ahead (the greedy view, used as a prior)."""
        values = []
        for action in actions:
            after = world.clone()
            after.apply(action)
            values.append(h.rewards(after)[seat])
        return values

    def _simulate(
        self, h: Heuristics, root: _Node, first: Action, world: State, rng: random.Random, horizon: int, cap: int
    ) -> None:
        """Play ``first`` in ``world``, descend the tree by UCB, roll out to ``horizon`` changes of
        the player to move (at most ``cap`` rollout actions), evaluate, back up."""
        path: list[tuple[_Edge, int]] = []  # edge taken and the seat that took it
        edge = root.edges[first]
        player = world.current_player
        turn_changes = 0
        node = root
        depth = h.tree_depth if self.config.depth is None else self.config.depth
        while True:
            new = edge.visits == 0 and node is not root
            events = world.apply(first)
            path.append((edge, player))
            node.visits += 1
            if world.current_player != player:
                turn_changes += 1
            if new or world.is_terminal or turn_changes >= horizon or len(path) > depth:
                break
            key = tuple((e.kind, repr(e.data)) for e in events if e.reveals)
            node = edge.outcomes.get(key)
            if node is None:
                node = edge.outcomes[key] = _Node()
            player = world.current_player
            legal = world.legal_actions()
            if len(legal) > 1:
                legal = h.candidates(world, legal)
            edge, first = self._select(node, legal)
        # Play on with the game's rollout policy up to the horizon, then evaluate.
        steps = 0
        while not world.is_terminal and turn_changes < horizon and steps < cap:
            player = world.current_player
            world.apply(h.rollout_action(world, rng))
            steps += 1
            if world.current_player != player:
                turn_changes += 1
        rewards = h.rewards(world)
        for edge, player in path:
            edge.visits += 1
            edge.total += rewards[player]

    def _select(self, node: _Node, legal: list[Action]) -> tuple[_Edge, Action]:
        """The edge to follow: a new one among the first few moves if widening allows, else UCB.

        ``legal`` is in the game's preferred order; only its first ``2 + widen*sqrt(visits)``
        moves are open at this node yet. Every legal move that has an edge gains availability.
        """
        edges = node.edges
        open_moves = 2 + int(self.config.widen * math.sqrt(node.visits))
        best_edge, best_action, best_score = None, None, float("-inf")
        c = self.config.c
        for index, action in enumerate(legal):
            edge = edges.get(action)
            if edge is None:
                if index < open_moves:
                    edge = edges[action] = _Edge()
                    edge.available += 1
                    return edge, action
                continue
            edge.available += 1
            if edge.visits == 0:
                score = float("inf")
            else:
                score = edge.total / edge.visits + c * math.sqrt(math.log(edge.available) / edge.visits)
            if score > best_score:
                best_edge, best_action, best_score = edge, action, score
        assert best_edge is not None and best_action is not None
        return best_edge, best_action
