"""The engine's command line: ``python -m engine {list,play,match,replay,show,bench}``.

Every error a user can cause (unknown game or bot, bad parameter, unreadable file, illegal
action) ends with a one-line message on stderr and exit code 2, never a traceback. A game whose
plug-in is broken is named by ``list`` on stderr (exit code 1) while the others work as usual.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import time
import typing
from collections.abc import Sequence
from pathlib import Path
from typing import Any


from engine.ai import BOT_NAMES, make_bot
from engine.ai.match import GameResult, run_match, summarize
from engine.core.errors import EngineError, IllegalAction
from engine.core.files import UnsafeTargetError, check_writable_target
from engine.core.game import Game, State
from engine.core.position import load_position_file
from engine.core.record import GameRecord, PlayerEntry
from engine.core.registry import GameRegistry, default_registry
from engine.core.rng import derive_seed

EXIT_USAGE = 2
EXIT_BROKEN_GAME = 1  # `list` found a game whose plug-in is broken (the others are listed)

# Sane bounds of the numeric flags (the games check their own player ranges on top).
MAX_PLAYERS = 99
MAX_GAMES = 1_000_000
MAX_JOBS = 256
SEED_RANGE = (-(2**63), 2**63 - 1)
MAX_SECONDS = 86_400.0
_WHOLE = re.compile(r"[+-]?[0-9]{1,40}")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    parser = _parser()
    args = parser.parse_args(argv)
    registry = default_registry()
    try:
        return args.run(args, registry)
    except EngineError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        return 0


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line (naming the option) and exit 2."""

    def error(self, message: str) -> typing.NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see --help)\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="alcazaba-engine", description="Alcazaba rules engine: list, play, match, replay, show and bench games.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    listing = commands.add_parser(
        "list", help="the games, their player counts and parameters",
        description="Lists every game with its player counts and parameters. A game whose plug-in is broken is "
                    "named on stderr with what is wrong, and the exit code is 1.",
    )
    listing.add_argument("--json", action="store_true", help="one JSON object per game")
    listing.set_defaults(run=cmd_list)

    play = commands.add_parser("play", help="bots play complete games")
    _game_options(play, players_default=None)
    play.add_argument("--bots", default="random", help=f"comma-separated bot per seat, or one for all ({', '.join(BOT_NAMES)})")
    play.add_argument("--games", type=_games, default=1, help=f"number of games, 1-{MAX_GAMES} (default 1)")
    play.add_argument("--seed", type=_seed, default=0, help="seed of the first game; game i uses seed+i")
    play.add_argument("--save", metavar="FILE", help="save the record (with several games, FILE-<n>.yaml each)")
    play.add_argument("--json", action="store_true", help="one JSON line per game and a summary line")
    play.set_defaults(run=cmd_play)

    match = commands.add_parser(
        "match",
        help="bots play a match with seats rotated; win rates, scores, decision times",
        description=(
            "Bots play --games games; each deal is replayed with the seats rotated so every bot "
            "plays every seat. Prints each bot's win rate with a 95% Wilson interval, mean score, "
            "and median and maximum decision time. A bot named more than once is reported once, "
            "its seats pooled. A shared victory counts as a win for each player sharing it."
        ),
    )
    _game_options(match, players_default=None)
    match.add_argument(
        "--bots", required=True,
        help=f"comma-separated bot per seat ({', '.join(BOT_NAMES)}; mcts takes options, e.g. mcts:iterations=500:seconds=2)",
    )
    match.add_argument("--games", type=_games, default=10, help=f"number of games, 1-{MAX_GAMES} (default 10)")
    match.add_argument("--jobs", type=_jobs, default=1, help=f"worker processes, 1-{MAX_JOBS} (default 1)")
    match.add_argument("--seed", type=_seed, default=0, help="seed of the first deal; deal i uses seed+i")
    match.add_argument("--json", action="store_true", help="one JSON line per game, and the summary as the last line")
    match.set_defaults(run=cmd_match)

    replay = commands.add_parser("replay", help="replay a saved record and print the standings")
    replay.add_argument("file", help="a game record (YAML)")
    replay.add_argument("--json", action="store_true")
    replay.set_defaults(run=cmd_replay)

    show = commands.add_parser("show", help="print a position, its legal actions, and the result of actions")
    show.add_argument("--position", required=True, metavar="FILE", help="a position file (docs/positions.md)")
    show.add_argument("--apply", action="append", default=[], metavar="ACTION", help="an action to apply (repeatable)")
    show.add_argument("--json", action="store_true")
    show.set_defaults(run=cmd_show)

    bench = commands.add_parser("bench", help="random-play throughput")
    _game_options(bench, players_default=4)
    bench.add_argument("--seconds", type=_seconds, default=5.0, help=f"how long to play, above 0 and at most {MAX_SECONDS:g} (default 5)")
    bench.add_argument("--seed", type=_seed, default=0)
    bench.add_argument("--json", action="store_true")
    bench.set_defaults(run=cmd_bench)
    return parser


def _game_options(parser: argparse.ArgumentParser, players_default: int | None) -> None:
    parser.add_argument("--game", required=True, help="game id (see 'list')")
    parser.add_argument("--players", type=_players, default=players_default, help="number of players")
    parser.add_argument("--param", action="append", default=[], metavar="KEY=VALUE", help="a game parameter (repeatable)")


def _whole(text: str, low: int, high: int) -> int:
    """``text`` as a whole number in ASCII digits from ``low`` to ``high``."""
    if not _WHOLE.fullmatch(text.strip()):
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number")
    value = int(text)
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(f"must be from {low} to {high} (got {value})")
    return value


def _players(text: str) -> int:
    return _whole(text, 1, MAX_PLAYERS)


def _games(text: str) -> int:
    return _whole(text, 1, MAX_GAMES)


def _jobs(text: str) -> int:
    return _whole(text, 1, MAX_JOBS)


def _seed(text: str) -> int:
    return _whole(text, *SEED_RANGE)


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number") from None
    # float() also reads nan and inf, with which the benchmark would never end.
    if not (math.isfinite(value) and 0 < value <= MAX_SECONDS):
        raise argparse.ArgumentTypeError(f"must be a finite number above 0 and at most {MAX_SECONDS:g} (got {text})")
    return value


def _params(pairs: list[str]) -> dict[str, str]:
    params = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise EngineError(f"--param '{pair}' is not of the form key=value")
        params[key] = value
    return params


def _setup(args: argparse.Namespace, registry: GameRegistry) -> tuple[Game, int, dict[str, Any]]:
    game = registry.get(args.game)
    players = args.players if args.players is not None else game.min_players
    params = game.resolve_params(players, _params(args.param))
    return game, players, params


# ----- list ---------------------------------------------------------------------------------


def cmd_list(args: argparse.Namespace, registry: GameRegistry) -> int:
    """Print each game with its player range and declared parameters; a broken game is named on
    stderr with what is wrong (exit 1), and the others are listed all the same."""
    for game_id in registry.loadable():
        game = registry.get(game_id)
        params = [
            {"key": p.key, "type": p.type, "default": p.to_plain(p.default), "values": p.describe_type(), "advanced": p.advanced}
            for p in game.parameters
        ]
        if args.json:
            print(json.dumps({"game": game.id, "min_players": game.min_players, "max_players": game.max_players, "parameters": params}))
            continue
        print(f"{game.id}: {game.min_players}-{game.max_players} players")
        for p in params:
            default = ",".join(map(str, p["default"])) if isinstance(p["default"], list) else p["default"]
            print(f"  --param {p['key']}=...  ({p['values']}; default {json.dumps(default) if default == '' else default})")
    for problem in registry.problems():
        print(f"warning: {problem}", file=sys.stderr)
    return EXIT_BROKEN_GAME if registry.problems() else 0


# ----- play and bench ------------------------------------------------------------------------


def play_one(game: Game, players: int, params: dict[str, Any], seed: int, bot_names: list[str]) -> State:
    """One complete game between bots, each seeded from the game seed and its seat."""
    state = game.new_state(players, params, seed)
    bots = [make_bot(name, derive_seed(seed, "bot", seat)) for seat, name in enumerate(bot_names)]
    while not state.is_terminal:
        state.apply(bots[state.current_player].choose(state))
    return state


def _bot_names(text: str, players: int) -> list[str]:
    names = [n.strip() for n in text.split(",") if n.strip()]
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise EngineError(f"--bots names {len(names)} bots for {players} players")
    for name in names:
        make_bot(name, 0)
    return names


def cmd_play(args: argparse.Namespace, registry: GameRegistry) -> int:
    """Bots play ``--games`` complete games."""
    game, players, params = _setup(args, registry)
    names = _bot_names(args.bots, players)
    if args.save:
        _check_save_targets(args.save, args.games)
    started = time.perf_counter()
    total_actions = 0
    for index in range(args.games):
        seed = args.seed + index
        state = play_one(game, players, params, seed, names)
        total_actions += len(state.history)
        if args.save:
            entries = [PlayerEntry(f"{name.capitalize()} {seat + 1}", "bot", name) for seat, name in enumerate(names)]
            path = _save_path(args.save, index, args.games)
            try:
                GameRecord.for_state(state, entries).save(path)
            except OSError as exc:
                # The check above cannot foresee a full disk or a folder removed meanwhile.
                detail = exc if isinstance(exc, UnsafeTargetError) else f"{path}: cannot be written ({exc.strerror or exc})"
                raise EngineError(f"--save: {detail}") from None
        scores, winners = state.scores(), state.winners()
        if args.json:
            print(json.dumps({"seed": seed, "scores": scores, "winners": winners, "actions": len(state.history)}))
        else:
            won = ", ".join(f"P{w + 1}" for w in winners) or "nobody"
            print(f"game {index + 1} (seed {seed}): scores {' '.join(map(str, scores))}; winner {won}; {len(state.history)} actions")
    _print_rate(args.games, total_actions, time.perf_counter() - started, args.json)
    return 0


def _check_save_targets(path: str, games: int) -> None:
    """Refuse before any game is played what saving would refuse after the last one."""
    try:
        for index in range(games):
            # One trial file proves the folder writable; the other targets need only their type checked.
            check_writable_target(_save_path(path, index, games), probe=index == 0)
    except OSError as exc:
        raise EngineError(f"--save: {exc}") from None


def _save_path(path: str, index: int, games: int) -> Path:
    target = Path(path)
    if games == 1:
        return target
    return target.with_name(f"{target.stem}-{index + 1}{target.suffix or '.yaml'}")


def _print_rate(games: int, actions: int, seconds: float, as_json: bool) -> None:
    seconds = max(seconds, 1e-9)
    summary = {
        "games": games,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2),
        "actions_per_second": round(actions / seconds, 1),
    }
    if as_json:
        print(json.dumps(summary))
    else:
        print(f"{summary['games_per_second']} games/s, {summary['actions_per_second']} actions/s ({games} games in {summary['seconds']} s)")


def cmd_bench(args: argparse.Namespace, registry: GameRegistry) -> int:
    """Random games for ``--seconds``; prints games/s and actions/s."""
    game, players, params = _setup(args, registry)
    names = ["random"] * players
    started = time.perf_counter()
    games = actions = 0
    while True:
        state = play_one(game, players, params, args.seed + games, names)
        games += 1
        actions += len(state.history)
        if time.perf_counter() - started >= args.seconds:
            break
    _print_rate(games, actions, time.perf_counter() - started, args.json)
    return 0


# ----- match ---------------------------------------------------------------------------------------


def cmd_match(args: argparse.Namespace, registry: GameRegistry) -> int:
    """Bots play ``--games`` games with seats rotated; print win rates, scores and times."""
    if args.players is None:
        args.players = len([n for n in args.bots.split(",") if n.strip()])
    game, players, params = _setup(args, registry)
    names = _bot_names(args.bots, players)

    def report(index: int, result: GameResult) -> None:
        if args.json:
            print(json.dumps({"game": index + 1, "seed": result.seed, "bots": result.bots, "scores": result.scores, "winners": result.winners}), flush=True)
        else:
            won = ", ".join(f"{result.bots[w]} (P{w + 1})" for w in result.winners) or "nobody"
            seats = " ".join(f"P{s + 1}={name}" for s, name in enumerate(result.bots))
            print(f"game {index + 1} (seed {result.seed}; {seats}): scores {' '.join(map(str, result.scores))}; winner {won}", flush=True)

    results = run_match(game.id, players, params, names, args.games, seed=args.seed, jobs=args.jobs, on_result=report)
    summary = [s.to_json() for s in summarize(names, results)]
    if args.json:
        print(json.dumps({"games": args.games, "bots": summary}))
        return 0
    print(f"{args.games} games of {game.id}, {players} players (win rate with 95% Wilson interval; shared wins count for each sharer):")
    width = max(len(s["bot"]) for s in summary)
    for s in summary:
        low, high = s["ci95"]
        print(
            f"  {s['bot']:<{width}}  wins {s['wins']}/{s['seats']} = {s['win_rate']:.0%} [{low:.0%}, {high:.0%}]"
            f"  mean score {s['mean_score']:.1f}  decision median {s['decision_median_s']:.3f} s, max {s['decision_max_s']:.3f} s"
        )
    return 0


# ----- replay and show -------------------------------------------------------------------------


def cmd_replay(args: argparse.Namespace, registry: GameRegistry) -> int:
    """Replay a record and print the standings (or where the game stands if unfinished)."""
    record = GameRecord.load(args.file)
    state = record.replay(registry)
    names = [p.name for p in record.players]
    result = {
        "game": record.game,
        "actions": len(record.actions),
        "finished": state.is_terminal,
        "scores": state.scores(),
        "winners": state.winners(),
        "players": names,
    }
    if args.json:
        print(json.dumps(result))
        return 0
    status = "finished" if state.is_terminal else f"in progress, P{state.current_player + 1} to act"
    print(f"{record.game}: {len(record.actions)} actions replayed; game {status}")
    ranked = sorted(range(len(names)), key=lambda s: -state.scores()[s])
    for place, seat in enumerate(ranked, 1):
        mark = "  (winner)" if seat in state.winners() else ""
        print(f"{place}. {names[seat]}: {state.scores()[seat]}{mark}")
    return 0


def load_position(path: str, registry: GameRegistry) -> State:
    """The state described by a position file (read size-capped, without YAML aliases)."""
    return load_position_file(path, registry)


def cmd_show(args: argparse.Namespace, registry: GameRegistry) -> int:
    """Print a position and its legal actions, then apply each ``--apply`` action in turn."""
    state = load_position(args.position, registry)
    steps: list[dict[str, Any]] = [_describe(state, None, [])]
    for text in args.apply:
        try:
            events = state.apply(text)
        except IllegalAction as exc:
            _emit(steps, args.json)
            print(f"error: cannot apply '{text}': {exc.reason}", file=sys.stderr)
            return EXIT_USAGE
        steps.append(_describe(state, text, events))
    _emit(steps, args.json)
    return 0


def _describe(state: State, applied: str | None, events: list) -> dict[str, Any]:
    return {
        "applied": applied,
        "events": [e.to_json() for e in events],
        "state": str(state),
        "position": state.to_position(),
        "current_player": state.current_player,
        "legal_actions": [a.to_text() for a in state.legal_actions()],
        "scores": state.scores(),
    }


def _emit(steps: list[dict[str, Any]], as_json: bool) -> None:
    if as_json:
        for step in steps:
            print(json.dumps({k: v for k, v in step.items() if k != "state"}))
        return
    for step in steps:
        if step["applied"]:
            print(f"\n>>> {step['applied']}")
            for event in step["events"]:
                print(f"    event: {json.dumps(event)}")
        print(step["state"])
        actions = step["legal_actions"]
        print(f"Legal actions ({len(actions)}):")
        for action in actions:
            print(f"  {action}")
