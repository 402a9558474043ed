"""Fit a game's evaluation weights to the outcomes of self-play games.

Usage:
  python tools/fit_evaluation.py sample --game ID [--games N] [--seed S] [--temperature T]
  python tools/fit_evaluation.py fit --game ID [--passes K] [--seed S] [--jobs J] [--write]

``sample`` plays N games of the greedy bot with the code's weights against itself (softmax
choices at temperature T points, so that the games differ and reach positions a perfect greedy
bot never would), two, three and four players in turn where the game allows, and keeps a few
positions of every game with how it ended: ``tools/fits/<game>.jsonl.gz``, one JSON line per position.

``fit`` judges every kept position as a bot deciding there would (from the mover's own view,
re-dealt with a fixed seed, the mover as the search's observer) and scores the evaluation by
its log loss: the reward the tree search backs up (the logistic of the mover's expected
margin over its best rival) against whether the mover won. A coordinate search, from the
weights written in the game's code, changes one weight at a time by factors of 2, 1.4 and
1.15 and keeps a change that lowers the loss on the games it learns from (four in five); the
fifth it never sees measures the fit (a fit that predicts them no better is dropped). A fit
that predicts well can still guide moves badly (a bot chasing a term that merely goes with
winning), so play decides how far to follow it: the greedy bot with the fitted weights, then
with blends halfway and a quarter of the way from the defaults, plays games at the smallest
table against the greedy bot with the defaults, and the first that wins more than its fair
share of them is kept (none: the defaults stay). ``--write`` stores the
kept weights and margin scale in ``rules_data/bot_weights.yaml`` (the bots read them from
there) and the report in ``tools/fits/<game>.txt``.

Everything is seeded: the same command gives the same data and the same weights.
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import random
import sys
import time
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

from engine.ai import make_bot  # noqa: E402
from engine.ai.evaluation import heuristics_for  # noqa: E402
from engine.ai.greedy import GreedyBot  # noqa: E402
from engine.ai.match import BotSummary, GameResult, play_jobs, play_out, seat_plan, summarize  # noqa: E402
from engine.core import Game, State, default_registry  # noqa: E402
from engine.core.fitted_weights import WEIGHTS_FILE  # noqa: E402
from engine.core.plugin import find_plugin  # noqa: E402
from engine.core.rng import derive_seed  # noqa: E402

FITS = ROOT / "tools" / "fits"
POSITIONS_PER_GAME = 6
HELD_OUT = 5  # every fifth game is kept out of the fit and measures it
FACTORS = (2.0, 1.4, 1.15)
# Rewards are kept this far from 0 and 1: the log loss of one wild position should not
# outweigh a hundred ordinary ones.
CLAMP = 1e-4


# ----- sampling ------------------------------------------------------------------------------


def sample(game: Game, games: int, seed: int, temperature: float) -> list[dict[str, Any]]:
    """Positions of ``games`` greedy self-play games with their outcomes."""
    counts = [n for n in (2, 3, 4) if game.min_players <= n <= game.max_players]
    defaults = code_defaults(game)
    rows: list[dict[str, Any]] = []
    started = time.perf_counter()
    for index in range(games):
        players = counts[index % len(counts)]
        game_seed = derive_seed(seed, "game", index)
        state = game.new_state(players, {}, game_seed)
        # The code's defaults play, whatever the weights file says: the data do not depend on
        # an earlier fit.
        bots = [GreedyBot(derive_seed(game_seed, "bot", s), make_heuristics(game, *defaults), temperature) for s in range(players)]
        picker = random.Random(derive_seed(game_seed, "pick"))
        kept: list[tuple[int, dict[str, Any]]] = []
        decisions = 0
        while not state.is_terminal:
            if len(state.legal_actions()) > 1:
                decisions += 1
                # Reservoir sampling: every decision point is equally likely to be kept.
                if len(kept) < POSITIONS_PER_GAME:
                    kept.append((state.current_player, state.to_position()))
                else:
                    slot = picker.randrange(decisions)
                    if slot < POSITIONS_PER_GAME:
                        kept[slot] = (state.current_player, state.to_position())
            state.apply(bots[state.current_player].choose(state))
        scores, winners = state.scores(), state.winners()
        for seat, position in kept:
            rows.append({"game": index, "seat": seat, "won": int(seat in winners), "scores": scores, "position": position})
        if (index + 1) % 50 == 0:
            print(f"  {index + 1} games, {len(rows)} positions, {time.perf_counter() - started:.0f} s", flush=True)
    return rows


def data_path(game_id: str) -> Path:
    """Where the sampled positions of a game are kept."""
    return FITS / f"{game_id}.jsonl.gz"


def write_rows(path: Path, rows: list[dict[str, Any]]) -> None:
    """The rows as gzip'd JSON lines (mtime 0, so the same rows give the same bytes)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "".join(json.dumps(row, sort_keys=True, separators=(",", ":")) + "\n" for row in rows)
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as out:
        out.write(text.encode())


def read_rows(path: Path) -> list[dict[str, Any]]:
    """The rows ``write_rows`` wrote."""
    with gzip.open(path, "rt") as lines:
        return [json.loads(line) for line in lines]


# ----- fitting -------------------------------------------------------------------------------


class Judged:
    """The kept positions as the bots would judge them: the mover's view, the outcome."""

    def __init__(self, game: Game, rows: list[dict[str, Any]]) -> None:
        self.train: list[tuple[State, int, int]] = []
        self.test: list[tuple[State, int, int]] = []
        kept: dict[int, int] = {}  # positions of each game so far
        for row in rows:
            number = kept[row["game"]] = kept.get(row["game"], -1) + 1
            state = game.state_from_position(row["position"])
            seat = row["seat"]
            # Seeded by the game and the position's place among its kept ones, so that any
            # subset of whole games is judged in the same worlds.
            world = state.determinize(seat, random.Random(derive_seed(row["game"], "view", number)))
            (self.test if row["game"] % HELD_OUT == HELD_OUT - 1 else self.train).append((world, seat, row["won"]))


def make_heuristics(game: Game, weights: Any = None, margin_scale: float | None = None) -> Any:
    """A fresh heuristics object (its caches empty) as the game's plug-in makes it, with these
    weights and margin scale (None: the fitted ones the bots play with)."""
    plugin = find_plugin(game.id)
    assert plugin is not None, game.id
    if weights is None:
        return plugin.make_heuristics(game)
    return plugin.make_heuristics(game, weights=weights, margin_scale=margin_scale)


def log_loss(h: Any, cases: list[tuple[State, int, int]]) -> tuple[float, float]:
    """Mean log loss of the search's reward against the outcome, and the share of positions
    whose reward falls on the side of 1/2 the outcome fell on."""
    total, right = 0.0, 0
    for world, seat, won in cases:
        h.observer = seat
        p = min(max(h.rewards(world)[seat], CLAMP), 1 - CLAMP)
        total -= math.log(p if won else 1 - p)
        right += (p > 0.5) == bool(won)
    return total / len(cases), right / len(cases)


def tunable(weights: Any) -> list[str]:
    """The weights a fit may change: the real numbers (counts stay; so does a 0, see ``fit``)."""
    return [f.name for f in fields(weights) if isinstance(getattr(weights, f.name), float)]


def code_defaults(game: Game) -> tuple[Any, float]:
    """The weights and margin scale written in the game's code (where every fit starts)."""
    shipped = heuristics_for(game)
    return type(shipped.w)(), float(type(shipped).margin_scale)


def fit(game: Game, judged: Judged, passes: int) -> tuple[Any, float, list[str]]:
    """Coordinate search from the code's defaults; the best weights, margin scale and a report."""
    weights, scale = code_defaults(game)

    def loss(w: Any, s: float) -> float:
        return log_loss(make_heuristics(game, w, s), judged.train)[0]

    best = loss(weights, scale)
    report = [f"start: train loss {best:.4f}"]
    names = ["margin_scale", *tunable(weights)]
    for number in range(passes):
        improved = False
        for name in names:
            value = scale if name == "margin_scale" else getattr(weights, name)
            if not value:
                continue  # a weight of 0 switches a term off (often one too slow to compute)
            for factor in FACTORS:
                for step in (factor, 1 / factor):
                    trial = value * step
                    w2, s2 = (weights, trial) if name == "margin_scale" else (replace(weights, **{name: trial}), scale)
                    candidate = loss(w2, s2)
                    if candidate < best - 1e-5:
                        best, weights, scale, value, improved = candidate, w2, s2, trial, True
                        report.append(f"pass {number + 1}: {name} -> {trial:.4g} (train loss {best:.4f})")
                        print(report[-1], flush=True)
                        break
                else:
                    continue
                break
        if not improved:
            break
    return weights, scale, report


# ----- checking by play ----------------------------------------------------------------------

# A side of a duel: (weights, margin scale), or None for the fitted weights the bots play with.
Side = tuple[Any, float] | None
DUEL_GAMES = 60
BLENDS = (1.0, 0.5, 0.25)  # how far from the code's defaults toward the fit, tried in turn


def duel_game(job: tuple[str, int, int, str, list[str], dict[str, Side]]) -> GameResult:
    """One game; the seat labelled L plays ``bot`` with the heuristics of side L."""
    game_id, players, seed, bot_name, seats, sides = job
    game = default_registry().get(game_id)
    state = game.new_state(players, {}, seed)
    bots = []
    for seat, label in enumerate(seats):
        side = sides[label]
        h = make_heuristics(game) if side is None else make_heuristics(game, *side)
        bots.append(make_bot(bot_name, derive_seed(seed, "bot", seat), h))
    return play_out(state, bots, seats, seed)


def duel(game_id: str, players: int, bot: str, sides: dict[str, Side], games: int, seed: int, jobs: int) -> list[BotSummary]:
    """The first side in one seat against the second in every other, seats rotated over
    repeated deals as ``match`` does; the summaries of both sides."""
    first, other = sides
    labels = [first] + [other] * (players - 1)
    plan = [(game_id, players, game_seed, bot, seats, sides) for game_seed, seats in seat_plan(labels, games, seed)]
    return summarize(labels, play_jobs(duel_game, plan, jobs))


def blend(defaults: Any, fitted: Any, share: float) -> Any:
    """The weights ``share`` of the way from ``defaults`` to ``fitted``, on a log scale (every
    tuned weight is positive: a fit never moves a 0)."""
    changes = {
        name: getattr(defaults, name) ** (1 - share) * getattr(fitted, name) ** share
        for name in tunable(fitted)
        if getattr(fitted, name) != getattr(defaults, name)
    }
    return replace(defaults, **changes)


def check_by_play(game: Game, defaults: Side, fitted: Side, seed: int, jobs: int) -> tuple[Side, list[str]]:
    """The first blend toward the fit whose greedy bot beats the defaults' greedy bot in more
    than its fair share of games at the smallest table (two players, three for Alhambra +
    Granada), or the defaults if none does; and what each duel gave.

    The fit predicts outcomes; a weight that predicts well can still be a bad guide for
    choosing moves (a bot that chases a term that merely goes with winning), so the play
    decides how far to follow it."""
    assert defaults is not None and fitted is not None
    lines = []
    for share in BLENDS:
        side = (blend(defaults[0], fitted[0], share), defaults[1] ** (1 - share) * fitted[1] ** share)
        players = max(2, game.min_players)
        summary = duel(game.id, players, "greedy", {"blend": side, "defaults": defaults}, DUEL_GAMES, seed, jobs)[0].to_json()
        lines.append(f"  {share:.0%} of the way to the fit: greedy wins {summary['wins']}/{summary['seats']} against the defaults' greedy ({players} players)")
        print(lines[-1], flush=True)
        if summary["wins"] * players > summary["seats"]:
            return side, lines
    return defaults, lines


def write_result(game_id: str, weights: Any, scale: float, defaults: Any) -> None:
    """Store the fitted values that differ from the code's defaults in the weights file."""
    path = ROOT / "rules_data" / WEIGHTS_FILE
    document = yaml.safe_load(path.read_text()) if path.exists() else None
    document = document or {}
    changed = {n: round(getattr(weights, n), 4) for n in tunable(weights) if getattr(weights, n) != getattr(defaults, n)}
    if changed or scale != type(heuristics_for(default_registry().get(game_id))).margin_scale:
        document[game_id] = {"margin_scale": round(scale, 4), "weights": changed}
    else:
        document.pop(game_id, None)  # the play kept the defaults
    header = (
        "# The computer players' evaluation weights, fitted to self-play outcomes by\n"
        "# tools/fit_evaluation.py (its report per game: tools/fits/<game>.txt). Only the values\n"
        "# that differ from the defaults in engine/<game>/ are listed; every name must be one of\n"
        "# that game's weights.\n"
    )
    path.write_text(header + yaml.safe_dump(document, sort_keys=True))


def main() -> int:
    """Sample or fit, as the first argument says."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    take = commands.add_parser("sample", help="play self-play games and keep positions")
    take.add_argument("--game", required=True)
    take.add_argument("--games", type=int, default=1500)
    take.add_argument("--seed", type=int, default=0)
    take.add_argument("--temperature", type=float, default=1.0)
    adjust = commands.add_parser("fit", help="fit the weights to the kept positions")
    adjust.add_argument("--game", required=True)
    adjust.add_argument("--passes", type=int, default=3)
    adjust.add_argument("--seed", type=int, default=9000, help="of the games that check the fit by play")
    adjust.add_argument("--jobs", type=int, default=1, help="worker processes for those games")
    adjust.add_argument("--write", action="store_true", help="store the result in rules_data and tools/fits")
    args = parser.parse_args()
    game = default_registry().get(args.game)
    if args.command == "sample":
        rows = sample(game, args.games, args.seed, args.temperature)
        write_rows(data_path(args.game), rows)
        print(f"{len(rows)} positions of {args.games} games -> {data_path(args.game).relative_to(ROOT)}")
        return 0
    rows = read_rows(data_path(args.game))
    judged = Judged(game, rows)
    defaults, default_scale = code_defaults(game)
    plain = make_heuristics(game, defaults, default_scale)
    base_train, base_test = log_loss(plain, judged.train), log_loss(plain, judged.test)
    weights, scale, report = fit(game, judged, args.passes)
    fitted = make_heuristics(game, weights, scale)
    new_train, new_test = log_loss(fitted, judged.train), log_loss(fitted, judged.test)
    summary = [
        f"{args.game}: {len(judged.train)} positions to learn from, {len(judged.test)} held out (every {HELD_OUT}th game)",
        "log loss (lower is better) and share of outcomes on the predicted side, before -> after:",
        f"  learned from: {base_train[0]:.4f} ({base_train[1]:.1%}) -> {new_train[0]:.4f} ({new_train[1]:.1%})",
        f"  held out:     {base_test[0]:.4f} ({base_test[1]:.1%}) -> {new_test[0]:.4f} ({new_test[1]:.1%})",
        f"  margin scale {default_scale:.4g} -> {scale:.4g}",
    ]
    for name in tunable(weights):
        if getattr(weights, name) != getattr(defaults, name):
            summary.append(f"  {name}: {getattr(defaults, name):.4g} -> {getattr(weights, name):.4g}")
    print("\n".join(summary))
    if new_test[0] < base_test[0]:
        print("checked by play (seats rotated):")
        chosen, duels = check_by_play(game, (defaults, default_scale), (weights, scale), args.seed, args.jobs)
        assert chosen is not None
        verdict = "the defaults stay: no blend played better" if chosen[0] == defaults else "kept: the first blend that played better"
        summary += [f"checked by play (seats rotated, --seed {args.seed}):", *duels, f"  {verdict}"]
    else:
        chosen = (defaults, default_scale)
        summary.append("the defaults stay: the fit predicts the held-out games no better")
    print(summary[-1])
    if args.write:
        write_result(args.game, chosen[0], chosen[1], defaults)
        (FITS / f"{args.game}.txt").write_text("\n".join(summary + ["", "steps:", *report]) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
