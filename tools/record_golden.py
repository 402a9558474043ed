"""Record the golden games: seeded bot games whose every action, event, score and position
tests/engine/test_golden_games.py replays, so that moving the rules around provably changes
nothing (the same seeds give the same games, bit for bit).

Usage:
  .venv/bin/python tools/record_golden.py              rewrite tests/golden/ (manifest and full records)
  .venv/bin/python tools/record_golden.py --dump ID DIR
                                                       write one game's record and stream to DIR, to diff
                                                       a game that has only a digest against an older tree

Regenerate only for a deliberate change of the rules or of the bots, said so in the commit
(tests/golden/README.md). The test imports this file: the games and their canonical form are
defined once, here.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

from engine.ai import make_bot  # noqa: E402
from engine.core import GameRecord, GameRegistry, IllegalAction, PlayerEntry, State, default_registry  # noqa: E402
from engine.core.rng import derive_seed  # noqa: E402

GOLDEN_DIR = ROOT / "tests" / "golden"
MANIFEST = GOLDEN_DIR / "manifest.yaml"
RECORDS_DIR = GOLDEN_DIR / "records"
GOLDEN_FORMAT = 1
# Replaying every game's bots is what the test spends its time on; past this it is too slow.
BOT_SECONDS_BUDGET = 45.0

MODULES = ("vizier", "bureauDeChange", "bonusCards", "workersHuts")
ALL_MODULES = {m: True for m in MODULES}
# Every non-default parameter value of Alhambra at once (the two-player ones included).
ALL_VARIANTS = {
    "wallMetric": "bgaSimplePath",
    "startPlayerFinalTiebreak": "youngest",
    "playerAges": [20, 35],
    "neutralCanWin": True,
    "twoPlayerMoneyCopies": 3,
    "marketCurrencyOrder": ["BLUE", "ORANGE", "YELLOW", "GREEN"],
    "endTrigger": "bagEmpty",
}
SHORT_BOTS = {"random": "r", "greedy": "g"}


# ----- which games ---------------------------------------------------------------------------


@dataclass(frozen=True)
class GoldenGame:
    """One golden game's setup: who plays what, with which parameters and seed."""

    game: str
    players: int
    bots: tuple[str, ...]
    seed: int
    params: dict[str, Any] = field(default_factory=dict, hash=False)
    full: str | None = None  # file stem of its full record under records/, if it keeps one
    name: str | None = None  # a short id where the computed one would be unreadable

    @property
    def id(self) -> str:
        """A readable unique id: game, players, bots, variant, seed."""
        return self.name or f"{self.game}-{self.players}p-{_bots_label(self.bots)}-{_params_label(self.params)}-s{self.seed}"

    def setup(self) -> dict[str, Any]:
        """The manifest fields that define the game (what the test plays again)."""
        return {"game": self.game, "players": self.players, "params": dict(self.params), "seed": self.seed, "bots": list(self.bots)}


def _bots_label(bots: tuple[str, ...]) -> str:
    if len(set(bots)) == 1 and bots[0] in SHORT_BOTS:
        return bots[0]
    return "-".join(SHORT_BOTS.get(b, b.replace("mcts:iterations=", "mcts")) for b in bots)


def _params_label(params: dict[str, Any]) -> str:
    modules = [m for m in MODULES if params.get(m)]
    rest = [f"{k}={_value_label(v)}" for k, v in params.items() if k not in MODULES]
    parts = (["allModules"] if len(modules) == len(MODULES) else modules) + rest
    return "+".join(parts) or "base"


def _value_label(value: Any) -> str:
    if isinstance(value, list):
        return ".".join(map(str, value))
    return str(value).lower() if isinstance(value, bool) else str(value)


def _seats(players: int, *pattern: str) -> tuple[str, ...]:
    """``pattern`` repeated over the seats: _seats(5, "greedy", "random") is g-r-g-r-g."""
    return tuple(pattern[seat % len(pattern)] for seat in range(players))


def _modules(mask: int) -> dict[str, Any]:
    return {m: True for bit, m in enumerate(MODULES) if mask >> bit & 1}


def alhambra_games() -> list[GoldenGame]:
    """Random games over every module combination and player count, greedy games over the
    player counts and modules, and each non-default parameter value."""
    games = [
        GoldenGame("alhambra", players, _seats(players, "random"), 1000 + 10 * mask + players, _modules(mask))
        for mask in range(16)
        for players in range(2, 7)
    ]
    greedy = [
        GoldenGame("alhambra", 2, _seats(2, "greedy"), 1),
        GoldenGame("alhambra", 3, _seats(3, "greedy"), 1, full="alhambra-base"),
        GoldenGame("alhambra", 4, _seats(4, "greedy"), 1),
        GoldenGame("alhambra", 5, _seats(5, "greedy", "random"), 1),
        GoldenGame("alhambra", 6, _seats(6, "random", "greedy"), 1),
        GoldenGame("alhambra", 2, ("random", "greedy"), 2, {"vizier": True}),
        GoldenGame("alhambra", 3, _seats(3, "greedy"), 2, {"bureauDeChange": True}),
        GoldenGame("alhambra", 4, _seats(4, "greedy", "random"), 2, {"bonusCards": True}),
        GoldenGame("alhambra", 5, _seats(5, "random", "greedy"), 2, {"workersHuts": True}),
        GoldenGame("alhambra", 3, _seats(3, "greedy"), 1, ALL_MODULES, full="alhambra-all-modules"),
        GoldenGame("alhambra", 2, _seats(2, "greedy"), 3, {"bureauDeChange": True, "bonusCards": True}),
        GoldenGame("alhambra", 3, _seats(3, "greedy"), 3, {"vizier": True, "workersHuts": True}),
        GoldenGame("alhambra", 4, _seats(4, "greedy"), 3, ALL_MODULES),
        GoldenGame("alhambra", 6, _seats(6, "greedy", "random"), 3, ALL_MODULES),
        # A search bot bounded by iterations alone (no clock) decides the same every time.
        GoldenGame("alhambra", 2, ("mcts:iterations=20", "random"), 1),
    ]
    # Seeds picked so that the variant changes the game against the defaults with the same
    # seed (a tie for the start player, Dirk ahead at the end). The wall metrics rarely differ:
    # seeds 41 and 135 are the first of 400 random games per player count where they do.
    variants = [
        GoldenGame("alhambra", 2, _seats(2, "random"), 41, {"wallMetric": "bgaSimplePath"}),
        GoldenGame("alhambra", 5, _seats(5, "random"), 135, {"wallMetric": "bgaSimplePath"}),
        GoldenGame("alhambra", 5, _seats(5, "random"), 1, {**ALL_MODULES, "wallMetric": "bgaSimplePath"}),
        GoldenGame("alhambra", 3, _seats(3, "greedy"), 3, {"wallMetric": "bgaSimplePath"}),
        GoldenGame("alhambra", 4, _seats(4, "random"), 1, {"endTrigger": "bagEmpty"}),
        GoldenGame("alhambra", 6, _seats(6, "random"), 1, {**ALL_MODULES, "endTrigger": "bagEmpty"}),
        GoldenGame("alhambra", 4, _seats(4, "random"), 1, {"marketCurrencyOrder": ["ORANGE", "BLUE", "GREEN", "YELLOW"]}),
        GoldenGame("alhambra", 3, _seats(3, "random"), 1,
                   {"vizier": True, "bureauDeChange": True, "marketCurrencyOrder": ["GREEN", "ORANGE", "YELLOW", "BLUE"]}),
        GoldenGame("alhambra", 5, _seats(5, "random"), 43, {"startPlayerFinalTiebreak": "youngest", "playerAges": [40, 12, 33, 12, 70]}),
        GoldenGame("alhambra", 3, _seats(3, "random"), 3,
                   {**ALL_MODULES, "startPlayerFinalTiebreak": "youngest", "playerAges": [9, 30, 9]}),
        # Ages alone do nothing while the final tie-break is random: this checks they stay inert.
        GoldenGame("alhambra", 4, _seats(4, "random"), 1, {"playerAges": [30, 25, 30, 25]}),
        GoldenGame("alhambra", 2, _seats(2, "random"), 1, {"neutralCanWin": True}),
        GoldenGame("alhambra", 2, _seats(2, "greedy"), 1, {"neutralCanWin": True}),
        GoldenGame("alhambra", 2, _seats(2, "random"), 1, {"twoPlayerMoneyCopies": 3}),
        GoldenGame("alhambra", 2, _seats(2, "greedy"), 4, ALL_VARIANTS, name="alhambra-2p-greedy-allVariants-s4"),
        GoldenGame("alhambra", 2, _seats(2, "random"), 5, {**ALL_MODULES, **ALL_VARIANTS},
                   full="alhambra-all-variants", name="alhambra-2p-random-allModules+allVariants-s5"),
    ]
    return games + greedy + variants


def alcazar_games() -> list[GoldenGame]:
    """Random games over every player count and start-player rule, greedy games over the
    player counts, one search game."""
    # Seeds whose random start player is not seat 0, so that startPlayer=first changes the game.
    seeds = {2: (2022, 2024), 3: (2031, 2033), 4: (2040, 2042), 5: (2051, 2052)}
    games = [
        GoldenGame("alcazar", players, _seats(players, "random"), seed, params)
        for players in range(2, 6)
        for params in ({}, {"startPlayer": "first"})
        for seed in seeds[players]
    ]
    return games + [
        GoldenGame("alcazar", 2, _seats(2, "greedy"), 1),
        GoldenGame("alcazar", 3, _seats(3, "greedy"), 1, full="alcazar-base"),
        GoldenGame("alcazar", 4, _seats(4, "greedy", "random"), 1),
        GoldenGame("alcazar", 5, _seats(5, "random", "greedy"), 1),
        GoldenGame("alcazar", 4, _seats(4, "greedy"), 3),
        GoldenGame("alcazar", 5, _seats(5, "greedy"), 3),
        GoldenGame("alcazar", 2, ("random", "greedy"), 2, {"startPlayer": "first"}),  # seed 2: P2 would start at random
        GoldenGame("alcazar", 3, _seats(3, "greedy"), 2, {"startPlayer": "first"}),
        GoldenGame("alcazar", 2, ("mcts:iterations=20", "random"), 1),
    ]


def granada_games() -> list[GoldenGame]:
    """Random and greedy games over every player count, each non-default parameter value, one
    search game."""
    games = [GoldenGame("granada", players, _seats(players, "random"), 3000 + players) for players in range(2, 7)]
    return games + [
        GoldenGame("granada", 2, _seats(2, "greedy"), 1),
        GoldenGame("granada", 3, _seats(3, "greedy"), 1, full="granada-base"),
        GoldenGame("granada", 4, _seats(4, "greedy", "random"), 1),
        GoldenGame("granada", 5, _seats(5, "random", "greedy"), 1),
        GoldenGame("granada", 6, _seats(6, "greedy", "random"), 1),
        GoldenGame("granada", 3, _seats(3, "random"), 2, {"scoring": "simple"}),
        GoldenGame("granada", 2, _seats(2, "greedy"), 2, {"scoring": "simple", "flipFee": "threeCardsSingleCurrency"}),
        GoldenGame("granada", 4, _seats(4, "random"), 2, {"flipFee": "threeCardsSingleCurrency", "moatMetric": "bgaSimplePath"}),
        GoldenGame("granada", 3, _seats(3, "random"), 3, {"endTrigger": "bagEmpty",
                                                          "marketCurrencyOrder": ["ORANGE", "BLUE", "GREEN", "YELLOW"]}),
        GoldenGame("granada", 5, _seats(5, "random"), 3, {"startPlayerFinalTiebreak": "youngest", "playerAges": [40, 12, 33, 12, 70]}),
        GoldenGame("granada", 2, _seats(2, "random"), 3, {"neutralCanWin": True, "twoPlayerMoneyCopies": 3}),
        GoldenGame("granada", 2, ("mcts:iterations=20", "random"), 1),
    ]


def alhambra_granada_games() -> list[GoldenGame]:
    """Random games over every player count, greedy games, each non-default parameter value,
    one search game."""
    game = "alhambra_granada"
    games = [GoldenGame(game, players, _seats(players, "random"), 4000 + players) for players in range(3, 7)]
    return games + [
        GoldenGame(game, 3, _seats(3, "greedy"), 1, full="alhambra_granada-base"),
        GoldenGame(game, 4, _seats(4, "greedy", "random"), 1),
        GoldenGame(game, 3, _seats(3, "random"), 2, {"moneyDecks": 2}),
        GoldenGame(game, 4, _seats(4, "random"), 2, {"moatRequirement": "allRefills", "flipFee": "threeCardsSingleCurrency"}),
        GoldenGame(game, 5, _seats(5, "random"), 2, {"scoring": "simple", "wallMetric": "bgaSimplePath",
                                                     "moatMetric": "bgaSimplePath", "endTrigger": "bagEmpty"}),
        GoldenGame(game, 3, _seats(3, "random"), 3, {"startPlayerFinalTiebreak": "youngest", "playerAges": [40, 12, 12],
                                                     "marketCurrencyOrder": ["ORANGE", "BLUE", "GREEN", "YELLOW"]}),
        GoldenGame(game, 3, ("mcts:iterations=6", "random", "random"), 1),
    ]


def gardens_games() -> list[GoldenGame]:
    """Random and greedy games over every player count, each non-default parameter value (the
    two-colour pairings with two players only), one search game."""
    game = "gardens"
    games = [GoldenGame(game, players, _seats(players, "random"), 5000 + players) for players in range(2, 5)]
    return games + [
        GoldenGame(game, 2, _seats(2, "greedy"), 1),
        GoldenGame(game, 3, _seats(3, "greedy"), 1, full="gardens-base"),
        GoldenGame(game, 4, _seats(4, "greedy", "random"), 1),
        GoldenGame(game, 4, _seats(4, "random"), 2, {"handSize": 3}),
        GoldenGame(game, 3, _seats(3, "random", "greedy"), 2, {"handSize": 2}),
        GoldenGame(game, 2, _seats(2, "greedy"), 2, {"handSize": 3}),
        GoldenGame(game, 2, _seats(2, "random"), 3, {"twoColours": True}),
        GoldenGame(game, 2, ("greedy", "random"), 3, {"twoColours": True, "colourPairing": "purple+green/yellow+orange"},
                   name="gardens-2p-g-r-twoColours+pairing=pg.yo-s3"),
        GoldenGame(game, 2, _seats(2, "random"), 4, {"twoColours": True, "colourPairing": "purple+orange/green+yellow", "handSize": 3},
                   name="gardens-2p-r-twoColours+pairing=po.gy+handSize=3-s4"),
        GoldenGame(game, 3, _seats(3, "random"), 4, {"unownedSpecies": "phantom"}),
        GoldenGame(game, 2, ("random", "greedy"), 4, {"unownedSpecies": "phantom"}),
        GoldenGame(game, 2, ("mcts:iterations=20", "random"), 1),
    ]


def castle_games() -> list[GoldenGame]:
    """Random and greedy games over every player count in both seasons, each non-default
    parameter value, one search game."""
    game = "castle"
    winter = {"season": "winter"}
    games = [GoldenGame(game, players, _seats(players, "random"), 6000 + players) for players in range(2, 5)]
    return games + [
        GoldenGame(game, 2, _seats(2, "greedy"), 1),
        GoldenGame(game, 3, _seats(3, "greedy", "random"), 1, full="castle-base"),
        GoldenGame(game, 4, _seats(4, "greedy"), 1),
        GoldenGame(game, 2, _seats(2, "random"), 2, winter),
        GoldenGame(game, 3, _seats(3, "greedy"), 2, winter, full="castle-winter"),
        GoldenGame(game, 4, _seats(4, "random", "greedy"), 2, {**winter, "maidenFinalDeposit": True}),
        GoldenGame(game, 4, _seats(4, "random"), 3, {**winter, "innkeeperRequiresBuild": False, "innkeeperCountsTowardCap": False},
                   name="castle-4p-r-winter+innkeeper=free-s3"),
        GoldenGame(game, 2, _seats(2, "greedy", "random"), 3, {"stonemasonPurchase": "onePerWorkerCard"}),
        GoldenGame(game, 3, _seats(3, "random"), 3, {"startPlayer": "first"}),
        GoldenGame(game, 2, ("mcts:iterations=20", "random"), 1),
    ]


def golden_games() -> list[GoldenGame]:
    """Every golden game, in manifest order."""
    return alhambra_games() + alcazar_games() + granada_games() + alhambra_granada_games() + gardens_games() + castle_games()


# ----- the canonical stream -----------------------------------------------------------------
# A game is written as lines of canonical JSON (sorted keys, ASCII): the setup position, each
# action with the seat that played it and each event it made, the scores and winners, and the
# final position. Positions get one line per entry, so a diff points at the entry that moved.
# The digest of a game is the SHA-256 of these lines; a full record stores them as they are.


def canonical(value: Any) -> str:
    """One line of JSON that depends only on the value (no key order, no object identity)."""
    return json.dumps(value, sort_keys=True, ensure_ascii=True, allow_nan=False)


def position_lines(tag: str, state: State) -> list[str]:
    """The state's position (docs/positions.md), one entry per line."""
    position = state.to_position()
    return [canonical([tag, key, position[key]]) for key in sorted(position)]


def action_lines(number: int, seat: int | None, text: str, events: Iterable[Any]) -> list[str]:
    """The n-th action, then each of its events as [kind, player, reveals, data]."""
    lines = [canonical(["action", number, seat, text])]
    lines += [canonical(["event", number, e.kind, e.player, e.reveals, e.data]) for e in events]
    return lines


def end_lines(state: State) -> list[str]:
    """Whether it ended, the scores and winners, then the final position."""
    return [canonical(["result", state.is_terminal, state.scores(), state.winners()])] + position_lines("final", state)


def digest(lines: Iterable[str]) -> str:
    """SHA-256 of the lines as a file of them would hold them."""
    h = hashlib.sha256()
    for line in lines:
        h.update(line.encode("ascii") + b"\n")
    return h.hexdigest()


def play_bots(registry: GameRegistry, golden: GoldenGame) -> tuple[State, list[str]]:
    """The game played by its seeded bots (seeded as ``engine play`` seeds them), with its stream."""
    state = registry.get(golden.game).new_state(golden.players, golden.params, golden.seed)
    bots = [make_bot(name, derive_seed(golden.seed, "bot", seat)) for seat, name in enumerate(golden.bots)]
    lines = position_lines("setup", state)
    while not state.is_terminal:
        seat = state.current_player
        action = bots[seat].choose(state)
        lines += action_lines(len(state.history) + 1, seat, action.to_text(), state.apply(action))
    return state, lines + end_lines(state)


def replay_actions(state: State, actions: Iterable[str]) -> list[str]:
    """The stream of ``actions`` played from the setup ``state``; an action refused now ends it
    with an 'illegal' line saying why, so the difference shows where the rules changed."""
    lines = position_lines("setup", state)
    for number, text in enumerate(actions, 1):
        seat = state.current_player
        try:
            events = state.apply(text)
        except IllegalAction as exc:
            return lines + [canonical(["illegal", number, seat, text, str(exc.reason)])]
        lines += action_lines(number, seat, text, events)
    return lines + end_lines(state)


def actions_digest(state: State) -> str:
    """SHA-256 of the action texts alone: tells changed bot decisions from changed events."""
    return digest(a.to_text() for a in state.history)


def manifest_entry(golden: GoldenGame, state: State, lines: list[str]) -> dict[str, Any]:
    """What the manifest keeps of a game: its setup, a summary and the two digests."""
    entry = {"id": golden.id, **golden.setup(), "actions": len(state.history), "scores": state.scores(),
             "winners": state.winners(), "actions_sha256": actions_digest(state), "sha256": digest(lines)}
    if golden.full:
        entry["full"] = golden.full
    return entry


def record_of(golden: GoldenGame, state: State) -> GameRecord:
    """The game record of a played golden game, seats named as ``engine play --save`` names them."""
    players = [PlayerEntry(f"{name.partition(':')[0].capitalize()} {seat + 1}", "bot", name) for seat, name in enumerate(golden.bots)]
    return GameRecord.for_state(state, players)


# ----- reading and writing tests/golden ------------------------------------------------------


def load_manifest(path: Path = MANIFEST) -> list[dict[str, Any]]:
    """The golden games of the manifest (a safe YAML load)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("golden_format") != GOLDEN_FORMAT:
        raise ValueError(f"{path}: not a golden manifest of format {GOLDEN_FORMAT}")
    return data["games"]


def record_paths(stem: str, folder: Path = RECORDS_DIR) -> tuple[Path, Path]:
    """The record YAML and the stream of a full record."""
    return folder / f"{stem}.record.yaml", folder / f"{stem}.stream.jsonl"


def write_text(path: Path, text: str) -> None:
    """Write with LF line ends on every platform, so digests of files match."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="\n") as out:
        out.write(text)


def write_full(golden: GoldenGame, state: State, lines: list[str], folder: Path, stem: str) -> None:
    """The record YAML and the stream of one game."""
    record_path, stream_path = record_paths(stem, folder)
    write_text(record_path, record_of(golden, state).to_yaml())
    write_text(stream_path, "".join(line + "\n" for line in lines))


def record_one(registry: GameRegistry, golden: GoldenGame) -> tuple[State, list[str], float]:
    """Play a game and check that its action texts replay to the very same stream."""
    started = time.perf_counter()
    state, lines = play_bots(registry, golden)
    seconds = time.perf_counter() - started
    setup = registry.get(golden.game).new_state(golden.players, golden.params, golden.seed)
    if replay_actions(setup, [a.to_text() for a in state.history]) != lines:
        raise SystemExit(f"{golden.id}: replaying the action texts does not give the played game")
    return state, lines, seconds


def record_all(registry: GameRegistry) -> None:
    """Rewrite the manifest and the full records; report timings and the coverage."""
    games = golden_games()
    ids = Counter(g.id for g in games)
    doubled = [i for i, n in ids.items() if n > 1]
    if doubled:
        raise SystemExit(f"golden ids are not unique: {', '.join(doubled)}")
    entries, written, total = [], set(), 0.0
    for golden in games:
        state, lines, seconds = record_one(registry, golden)
        total += seconds
        entries.append(manifest_entry(golden, state, lines))
        if golden.full:
            write_full(golden, state, lines, RECORDS_DIR, golden.full)
            written.update(p.name for p in record_paths(golden.full))
        if seconds > 1.5:
            print(f"  slow: {golden.id} took {seconds:.1f} s")
    for stale in RECORDS_DIR.glob("*"):
        if stale.name not in written:
            stale.unlink()
    write_text(MANIFEST, manifest_text(entries))
    print(f"{len(entries)} golden games written to {MANIFEST.relative_to(ROOT)} ({len(written) // 2} full records); "
          f"the bots took {total:.1f} s")
    if total > BOT_SECONDS_BUDGET:
        print(f"warning: over the {BOT_SECONDS_BUDGET:.0f} s budget; the test will be slow (choose cheaper games)")


def manifest_text(entries: list[dict[str, Any]]) -> str:
    """The manifest YAML: a header comment, then one block per game with flow-style lists."""
    header = ("# Golden games: written by tools/record_golden.py, never by hand (see README.md).\n"
              "# sha256 covers the canonical stream (setup position, actions, events, result, final\n"
              "# position); actions_sha256 the action texts alone.\n")
    body = yaml.safe_dump({"golden_format": GOLDEN_FORMAT, "games": entries}, sort_keys=False,
                          default_flow_style=None, width=1000, allow_unicode=False)
    return header + body


def dump(registry: GameRegistry, game_id: str, folder: Path) -> None:
    """Write one golden game's record and stream to ``folder`` (for diffing two trees)."""
    by_id = {g.id: g for g in golden_games()}
    if game_id not in by_id:
        raise SystemExit(f"no golden game '{game_id}' (see {MANIFEST.relative_to(ROOT)})")
    golden = by_id[game_id]
    state, lines = play_bots(registry, golden)
    write_full(golden, state, lines, folder, game_id)
    print(f"{game_id}: {len(state.history)} actions, digest {digest(lines)}; written to {folder}")


def main(argv: list[str] | None = None) -> int:
    """Rewrite tests/golden, or dump one game."""
    parser = argparse.ArgumentParser(description="Record the golden games of tests/golden.")
    parser.add_argument("--dump", nargs=2, metavar=("ID", "DIR"), help="write one game's record and stream to DIR")
    args = parser.parse_args(argv)
    registry = default_registry()
    if args.dump:
        dump(registry, args.dump[0], Path(args.dump[1]))
    else:
        record_all(registry)
    return 0


if __name__ == "__main__":
    sys.exit(main())
