"""Golden games: the seeded bot games recorded under tests/golden must play out again bit for
bit, with the same actions, events, scores and positions (tests/golden/README.md).

Two checks: the seeded bots play every game again (rules and bot decisions), and the full
records' action lists are replayed (the rules alone), each compared line by line with its
stored stream. The games and their canonical form are defined in tools/record_golden.py.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from engine.core import GameRecord, default_registry

ROOT = Path(__file__).resolve().parents[2]
REGISTRY = default_registry()
CLIP = 300


def _load_recorder():
    """tools/record_golden.py as a module (tools/ is not a package)."""
    spec = importlib.util.spec_from_file_location("record_golden", ROOT / "tools" / "record_golden.py")
    module = importlib.util.module_from_spec(spec)
    # dataclasses look their module up in sys.modules while the file executes.
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


golden = _load_recorder()
ENTRIES = golden.load_manifest()
FULL = [e for e in ENTRIES if e.get("full")]


def _ids(entry) -> str:
    return entry["id"]


def _stream(entry) -> list[str]:
    """The stored stream lines of a game with a full record."""
    _record, stream = golden.record_paths(entry["full"])
    return stream.read_text(encoding="utf-8").splitlines()


def _clip(line: str) -> str:
    return line if len(line) <= CLIP else line[:CLIP] + "..."


def first_difference(expected: list[str], got: list[str]) -> str:
    """Where two streams part: the line, the action (or position) it belongs to, both versions."""
    index = next((i for i, (a, b) in enumerate(zip(expected, got)) if a != b), min(len(expected), len(got)))
    want = expected[index] if index < len(expected) else "(the stream ends)"
    have = got[index] if index < len(got) else "(the stream ends)"
    return f"line {index + 1}, {_place(expected[:index + 1] or got[:index + 1])}:\n  golden: {_clip(want)}\n  now:    {_clip(have)}"


def _place(lines: list[str]) -> str:
    """What the last of ``lines`` belongs to: the setup, an action (with its text), the end."""
    tag, *rest = json.loads(lines[-1])
    if tag in ("action", "event", "illegal"):
        texts = (row[3] for row in map(json.loads, reversed(lines)) if row[:2] == ["action", rest[0]])
        return f"action {rest[0]} ({next(texts, 'its text differs')})"
    return {"setup": "the setup position", "result": "the result", "final": "the final position"}.get(tag, tag)


def _summary_difference(entry, state, lines) -> str:
    """What differs in a game with only a digest, and how to look closer."""
    same_actions = golden.actions_digest(state) == entry["actions_sha256"]
    parts = [
        f"{len(state.history)} actions (golden {entry['actions']})",
        f"scores {state.scores()} (golden {entry['scores']})",
        f"winners {state.winners()} (golden {entry['winners']})",
        "the same action texts, so events or positions changed" if same_actions
        else "other action texts: the bots decided differently (or the legal actions changed)",
    ]
    hint = (f"to see where, run `.venv/bin/python tools/record_golden.py --dump {entry['id']} DIR` "
            "here and on the last good commit and diff the two streams")
    return "; ".join(parts) + "\n" + hint


@pytest.mark.parametrize("entry", ENTRIES, ids=_ids)
def test_seeded_bots_play_the_golden_game(entry):
    """The seeded bots play the game again: same actions, events, scores and positions."""
    game = golden.GoldenGame(entry["game"], entry["players"], tuple(entry["bots"]), entry["seed"], entry["params"])
    state, lines = golden.play_bots(REGISTRY, game)
    if golden.digest(lines) == entry["sha256"]:
        return
    detail = first_difference(_stream(entry), lines) if entry.get("full") else _summary_difference(entry, state, lines)
    pytest.fail(f"golden game {entry['id']} played differently: {detail}", pytrace=False)


@pytest.mark.parametrize("entry", FULL, ids=_ids)
def test_recorded_actions_replay_the_golden_stream(entry):
    """The full record's actions, replayed, give the stored stream, event for event."""
    record_path, _stream_path = golden.record_paths(entry["full"])
    record = GameRecord.load(record_path)
    assert (record.game, len(record.players), record.seed) == (entry["game"], entry["players"], entry["seed"])
    expected = _stream(entry)
    lines = golden.replay_actions(record.new_state(REGISTRY), record.actions)
    if lines != expected:
        pytest.fail(f"golden record {entry['full']} replays differently: {first_difference(expected, lines)}", pytrace=False)
    assert golden.digest(expected) == entry["sha256"], "the stored stream and the manifest disagree: regenerate both"


def test_the_manifest_holds_the_recorders_games():
    """The manifest was written from the recorder's current list (ids and setups alike)."""
    keys = ("game", "players", "params", "seed", "bots")
    stored = [(e["id"], {k: e[k] for k in keys}) for e in ENTRIES]
    assert stored == [(g.id, g.setup()) for g in golden.golden_games()], "run tools/record_golden.py"
    assert len({e["id"] for e in ENTRIES}) == len(ENTRIES)


def test_the_golden_games_cover_players_modules_bots_and_variants():
    """Every player count, all 16 module combinations, random and greedy bots per game, and
    every non-default value of every declared parameter (at least one of a list's)."""
    for game_id in REGISTRY.ids():
        game = REGISTRY.get(game_id)
        entries = [e for e in ENTRIES if e["game"] == game_id]
        assert entries, f"no golden games of {game_id}: add some in tools/record_golden.py"
        assert {e["players"] for e in entries} == set(range(game.min_players, game.max_players + 1)), game_id
        assert {"random", "greedy"} <= {bot for e in entries for bot in e["bots"]}, game_id
        resolved = [game.resolve_params(e["players"], e["params"]) for e in entries]
        for param in game.parameters:
            seen = {_coverage_value(param, values[param.key]) for values in resolved}
            missing = _non_default_values(param) - seen
            assert not missing, f"{game_id}: no golden game with {param.key}={sorted(map(str, missing))}"
    combos = {tuple(bool(e["params"].get(m)) for m in golden.MODULES) for e in ENTRIES if e["game"] == "alhambra"}
    assert len(combos) == 16


LIST_TYPES = ("permutation", "int_list")


def _non_default_values(param) -> set:
    """The values other than the default; a list's are open-ended, so any one stands for them."""
    if param.type == "bool":
        return {not param.default}
    if param.type == "choice":
        return set(param.choices) - {param.default}
    if param.type == "int":
        return set(range(param.minimum, param.maximum + 1)) - {param.default}
    return {"another list"}


def _coverage_value(param, value):
    """A resolved value as counted for coverage: a list other than the default is 'another list'."""
    if param.type in LIST_TYPES:
        return "another list" if value != param.default else "default"
    return value
