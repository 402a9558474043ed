"""Bot-against-bot matches: seats rotated over repeated deals, win rates with Wilson intervals,
scores and decision times. Used by ``python -m engine match`` and ``benchmarks/bot_strength.py``.
"""

from __future__ import annotations

import math
import multiprocessing
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core.registry import default_registry
from engine.core.rng import derive_seed


def wilson_interval(wins: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a proportion of ``wins`` in ``n`` trials."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denominator = 1.0 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1.0 - p) / n + z * z / (4 * n * n)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def seat_plan(bots: Sequence[str], games: int, seed: int) -> Iterator[tuple[int, list[str]]]:
    """(game seed, bot of each seat) for ``games`` games: each deal is played once per rotation of
    the seats, so every bot sits in every seat of the same deal as often as the count allows."""
    n = len(bots)
    for index in range(games):
        shift = index % n
        yield seed + index // n, [bots[(seat + shift) % n] for seat in range(n)]


@dataclass
class GameResult:
    """One finished game: who sat where, scores, winners, and every decision's time per seat."""

    seed: int
    bots: list[str]
    scores: list[int]
    winners: list[int]
    times: list[list[float]]  # seconds per decision, per seat
    actions: int


def play_game(game_id: str, players: int, params: dict[str, Any], seed: int, bots: list[str]) -> GameResult:
    """Play one game between the named bots (each seeded from the game seed and its seat)."""
    from engine.ai.bots import make_bot

    game = default_registry().get(game_id)
    state = game.new_state(players, params, seed)
    seated = [make_bot(name, derive_seed(seed, "bot", seat)) for seat, name in enumerate(bots)]
    return play_out(state, seated, bots, seed)


def play_out(state: Any, seated: Sequence[Any], labels: Sequence[str], seed: int) -> GameResult:
    """Play ``state`` to the end, one bot per seat, timing each decision; ``labels`` name the
    seats' bots in the result."""
    times: list[list[float]] = [[] for _ in seated]
    while not state.is_terminal:
        seat = state.current_player
        started = time.perf_counter()
        action = seated[seat].choose(state)
        times[seat].append(time.perf_counter() - started)
        state.apply(action)
    return GameResult(seed, list(labels), state.scores(), state.winners(), times, len(state.history))


def _play_job(job: tuple[str, int, dict[str, Any], int, list[str]]) -> GameResult:
    return play_game(*job)


@dataclass
class BotSummary:
    """A bot's results pooled over every seat it held."""

    bot: str
    seats: int = 0
    wins: int = 0
    score_total: float = 0.0
    times: list[float] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The match's JSON entry for this bot."""
        low, high = wilson_interval(self.wins, self.seats)
        return {
            "bot": self.bot,
            "seats": self.seats,
            "wins": self.wins,
            "win_rate": round(self.wins / self.seats, 4) if self.seats else 0.0,
            "ci95": [round(low, 4), round(high, 4)],
            "mean_score": round(self.score_total / self.seats, 2) if self.seats else 0.0,
            "decisions": len(self.times),
            "decision_median_s": round(statistics.median(self.times), 4) if self.times else 0.0,
            "decision_max_s": round(max(self.times), 4) if self.times else 0.0,
        }


def summarize(bots: Sequence[str], results: Sequence[GameResult]) -> list[BotSummary]:
    """Pool the results per bot name (a shared victory is a win for every sharer)."""
    summaries = {name: BotSummary(name) for name in dict.fromkeys(bots)}
    for result in results:
        for seat, name in enumerate(result.bots):
            entry = summaries[name]
            entry.seats += 1
            entry.wins += seat in result.winners
            entry.score_total += result.scores[seat]
            entry.times.extend(result.times[seat])
    return list(summaries.values())


def run_match(
    game_id: str,
    players: int,
    params: dict[str, Any],
    bots: Sequence[str],
    games: int,
    seed: int = 0,
    jobs: int = 1,
    on_result=None,
) -> list[GameResult]:
    """Play the match, in ``jobs`` worker processes if more than one; results in game order.

    ``on_result(index, result)`` is called as each game finishes (for progress output).
    """
    plan = [(game_id, players, dict(params), game_seed, seats) for game_seed, seats in seat_plan(list(bots), games, seed)]
    return play_jobs(_play_job, plan, jobs, on_result)


def play_jobs(play: Callable[[Any], GameResult], plan: Sequence[Any], jobs: int = 1, on_result=None) -> list[GameResult]:
    """``play(job)`` for every job of ``plan``, in ``jobs`` worker processes if more than one
    (``play`` then lives at a module's top level); results in plan order, each reported to
    ``on_result(index, result)`` as it comes."""
    results: list[GameResult] = []
    if jobs <= 1:
        for index, job in enumerate(plan):
            results.append(play(job))
            if on_result:
                on_result(index, results[-1])
        return results
    # Processes, not threads: the bots are pure Python and would share one interpreter lock.
    context = multiprocessing.get_context("spawn")
    with context.Pool(processes=jobs) as pool:
        for index, result in enumerate(pool.imap(play, plan)):
            results.append(result)
            if on_result:
                on_result(index, result)
    return results
