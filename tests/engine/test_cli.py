"""The command line: each subcommand's output, determinism, and clean failures (exit 2)."""

from __future__ import annotations

import json

import pytest
import yaml

from tests.helpers.cli import position_file, replay_with_action, run_cli, run_engine_process


def test_list_shows_games_players_and_parameters(capsys):
    code, out, _ = run_cli(capsys, "list", "--json")
    assert code == 0
    games = [json.loads(line) for line in out.splitlines()]
    alhambra = next(g for g in games if g["game"] == "alhambra")
    assert (alhambra["min_players"], alhambra["max_players"]) == (2, 6)
    keys = {p["key"] for p in alhambra["parameters"]}
    assert {"wallMetric", "neutralCanWin", "twoPlayerMoneyCopies", "marketCurrencyOrder", "endTrigger"} <= keys
    code, out, _ = run_cli(capsys, "list")
    assert "alhambra: 2-6 players" in out and "--param wallMetric" in out


def test_play_json_lines_and_summary_are_deterministic(capsys):
    args = ("play", "--game", "alhambra", "--players", "3", "--games", "3", "--seed", "5", "--json")
    code, out, _ = run_cli(capsys, *args)
    assert code == 0
    lines = [json.loads(line) for line in out.splitlines()]
    games, summary = lines[:-1], lines[-1]
    assert [g["seed"] for g in games] == [5, 6, 7]
    for g in games:
        assert len(g["scores"]) == 3 and g["winners"] and g["actions"] > 50
    assert summary["games"] == 3
    assert summary["games_per_second"] > 0 and summary["actions_per_second"] > 0
    _, again, _ = run_cli(capsys, *args)
    assert [json.loads(line) for line in again.splitlines()][:-1] == games


def test_play_save_then_replay_gives_the_same_standings(capsys, tmp_path):
    record = tmp_path / "game.yaml"
    code, out, _ = run_cli(capsys, "play", "--game", "alhambra", "--players", "2", "--seed", "3", "--save", str(record), "--json")
    assert code == 0
    played = json.loads(out.splitlines()[0])
    saved = yaml.safe_load(record.read_text())
    assert saved["game"] == "alhambra" and saved["seed"] == 3 and len(saved["actions"]) == played["actions"]
    code, out, _ = run_cli(capsys, "replay", str(record), "--json")
    assert code == 0
    replayed = json.loads(out)
    assert replayed["finished"] and replayed["scores"] == played["scores"] and replayed["winners"] == played["winners"]
    code, out, _ = run_cli(capsys, "replay", str(record))
    assert "1. " in out and "(winner)" in out


def test_play_several_games_saves_numbered_records(capsys, tmp_path):
    code, _, _ = run_cli(capsys, "play", "--game", "alhambra", "--players", "2", "--games", "2", "--save", str(tmp_path / "g.yaml"))
    assert code == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g-1.yaml", "g-2.yaml"]


def test_replay_names_the_action_that_fails(capsys, tmp_path):
    play = ["--game", "alhambra", "--players", "3", "--seed", "1"]
    code, out, err = replay_with_action(capsys, tmp_path, play, 4, "buy slot=9 pay=b1")
    assert code == 2 and out == ""
    assert "action 5 'buy slot=9 pay=b1' does not replay: there is no market space 9" in err


@pytest.mark.parametrize(
    "content,message",
    [
        ("{unclosed", "not a readable YAML file"),
        ("- a\n- list\n", "not an Alcazaba game record"),
        ("format_version: 99\ngame: alhambra\n", "record format 99 is not supported"),
        ("format_version: 1\ngame: chess\nplayers: [{name: a}, {name: b}]\nseed: 1\nactions: []\n", "unknown game 'chess'"),
        ("format_version: 1\ngame: alhambra\nplayers: [{name: a}]\nseed: 1\nactions: []\n", "2 to 6 players, not 1"),
        ("format_version: 1\ngame: alhambra\nplayers: [{name: a}, {name: b}]\nseed: x\nactions: []\n", "'seed' is missing or malformed"),
        ("format_version: 1\ngame: alhambra\nplayers: [{name: a}, {name: b}]\nseed: 1\nactions: [fly]\n", "unknown action 'fly'"),
    ],
    ids=["yaml", "not-a-record", "version", "game", "players", "seed", "action"],
)
def test_replay_refuses_bad_records_with_a_message(capsys, tmp_path, content, message):
    record = tmp_path / "bad.yaml"
    record.write_text(content)
    code, _, err = run_cli(capsys, "replay", str(record))
    assert code == 2
    assert message in err and "Traceback" not in err


def test_replay_of_a_missing_file(capsys, tmp_path):
    code, _, err = run_cli(capsys, "replay", str(tmp_path / "nope.yaml"))
    assert code == 2 and "cannot be read" in err


POSITION = """
game: alhambra
players: 3
seats:
  - {hand: [b4, b6, b5]}
  - {}
  - {}
market: [null, null, garden-10c, null]
display: [b2, g3, o6, y8]
bag: [tower-12]
"""


def test_show_prints_state_legal_actions_and_applies(capsys, tmp_path):
    position = position_file(tmp_path, POSITION)
    code, out, _ = run_cli(capsys, "show", "--position", str(position), "--apply", "buy slot=3 pay=b4,b6", "--json")
    assert code == 0
    before, after = (json.loads(line) for line in out.splitlines())
    assert "take cards=b2,g3" in before["legal_actions"] and "buy slot=3 pay=b4,b6" in before["legal_actions"]
    assert after["applied"] == "buy slot=3 pay=b4,b6"
    assert after["events"][0]["kind"] == "tile_bought" and after["events"][0]["exact"] is True
    assert "end" in after["legal_actions"]
    code, out, _ = run_cli(capsys, "show", "--position", str(position))
    assert "Legal actions" in out and "3 BLUE: garden-10c (10)" in out


def test_show_refuses_an_illegal_action_with_the_reason(capsys, tmp_path):
    position = position_file(tmp_path, POSITION)
    code, _, err = run_cli(capsys, "show", "--position", str(position), "--apply", "take cards=b2,o6")
    assert code == 2
    assert "cannot apply 'take cards=b2,o6'" in err and "sum to at most 5" in err


@pytest.mark.parametrize(
    "content,message",
    [
        ("game: alhambra\nplayers: 3\nseats: [{}, {}]\n", "'seats': must list exactly 3 seats"),
        ("game: alhambra\nplayers: 2\nseats: [{city: {'0,2': tower-12}}, {}]\n", "seats[0].city': some tiles cannot be reached"),
        ("game: alhambra\nplayers: 2\nseats: [{hand: [z9]}, {}]\n", "'z9' is not a money card"),
        ("game: alhambra\nplayers: 2\nseats: [{}, {}]\nmarket: [tower-12, tower-12, null, null]\n", "appears more than once"),
        ("game: alhambra\nplayers: 2\nseats: [{}, {}]\nphase: placement\n", "needs tiles to place"),
        ("game: alhambra\nplayers: 2\nseats: [{}, {}]\ncolour: red\n", "unknown position entries: colour"),
        ("players: 2\n", "needs a 'game' entry"),
    ],
    ids=["seats", "city", "card", "twice", "phase", "unknown", "game"],
)
def test_show_refuses_malformed_positions(capsys, tmp_path, content, message):
    position = position_file(tmp_path, content)
    code, _, err = run_cli(capsys, "show", "--position", str(position))
    assert code == 2
    assert message in err and "Traceback" not in err


@pytest.mark.parametrize(
    "args,message",
    [
        (["play", "--game", "chess"], "unknown game 'chess'"),
        (["play", "--game", "alhambra", "--players", "7"], "2 to 6 players, not 7"),
        (["play", "--game", "alhambra", "--players", "3", "--param", "wallMetric=round"], "must be one of longestTrail"),
        (["play", "--game", "alhambra", "--players", "3", "--param", "colour=red"], "unknown parameter 'colour'"),
        (["play", "--game", "alhambra", "--players", "3", "--param", "noequals"], "key=value"),
        (["play", "--game", "alhambra", "--players", "3", "--bots", "genius"], "unknown bot 'genius'"),
        (["play", "--game", "alhambra", "--players", "3", "--bots", "random,random"], "names 2 bots for 3 players"),
        (["play", "--game", "alhambra", "--players", "3", "--param", "startPlayerFinalTiebreak=youngest"], "needs the players' ages"),
    ],
    ids=["game", "players", "value", "param", "syntax", "bot", "bot-count", "ages"],
)
def test_bad_arguments_exit_2_with_a_message(capsys, args, message):
    code, _, err = run_cli(capsys, *args)
    assert code == 2
    assert message in err


def test_module_entry_point_and_bench_output():
    """`python -m engine bench` prints '<x> games/s, <y> actions/s'; argparse errors exit 2."""
    result = run_engine_process("bench", "--game", "alhambra", "--players", "2", "--seconds", "0.2")
    assert result.returncode == 0, result.stderr
    assert " games/s, " in result.stdout and " actions/s" in result.stdout
    bad = run_engine_process("bench", timeout=60)
    assert bad.returncode == 2 and "--game" in bad.stderr
