"""The command line with --game alcazar: list, play, replay, show and bench."""

from __future__ import annotations

import json

import pytest
import yaml

from tests.helpers.cli import position_file, replay_with_action, run_cli, run_engine_process


def test_list_shows_alcazar(capsys):
    code, out, _ = run_cli(capsys, "list", "--json")
    assert code == 0
    games = {g["game"]: g for g in map(json.loads, out.splitlines())}
    alcazar = games["alcazar"]
    assert (alcazar["min_players"], alcazar["max_players"]) == (2, 5)
    assert [p["key"] for p in alcazar["parameters"]] == ["startPlayer"]
    _, out, _ = run_cli(capsys, "list")
    assert "alcazar: 2-5 players" in out and "--param startPlayer" in out


def test_play_is_deterministic_and_replays(capsys, tmp_path):
    args = ("play", "--game", "alcazar", "--players", "3", "--games", "2", "--seed", "4", "--json")
    code, out, _ = run_cli(capsys, *args)
    assert code == 0
    games = [json.loads(line) for line in out.splitlines()][:-1]
    assert [g["seed"] for g in games] == [4, 5] and all(g["winners"] and g["actions"] > 50 for g in games)
    _, again, _ = run_cli(capsys, *args)
    assert [json.loads(line) for line in again.splitlines()][:-1] == games

    record = tmp_path / "game.yaml"
    code, out, _ = run_cli(capsys, "play", "--game", "alcazar", "--players", "4", "--seed", "9", "--save", str(record), "--json")
    played = json.loads(out.splitlines()[0])
    saved = yaml.safe_load(record.read_text())
    assert saved["game"] == "alcazar" and len(saved["actions"]) == played["actions"]
    code, out, _ = run_cli(capsys, "replay", str(record), "--json")
    replayed = json.loads(out)
    assert code == 0 and replayed["finished"] and replayed["scores"] == played["scores"]
    assert replayed["winners"] == played["winners"]


def test_replay_names_an_action_that_breaks_a_rule(capsys, tmp_path):
    play = ["--game", "alcazar", "--players", "2", "--seed", "1", "--param", "startPlayer=first"]
    code, out, err = replay_with_action(capsys, tmp_path, play, 0, "bridge ends=1,3")
    assert code == 2 and out == ""
    assert "action 1 'bridge ends=1,3' does not replay: a bridge head must stand on something: 1 is empty" in err


POSITION = """
game: alcazar
players: 2
buildings: {A: sevilla}
columns:
  "1": "A A"
  "2": "A"
  "3": "A"
seats:
  - {money: 40, hand: [6, 7]}
  - {money: 40}
display: [20, 21, 22, 23, 24, 25]
deck: [30, 31]
"""


def test_show_prints_the_board_legal_actions_and_applies(capsys, tmp_path):
    position = position_file(tmp_path, POSITION)
    code, out, _ = run_cli(capsys, "show", "--position", str(position), "--apply", "castle card=7 wings=8,9",
                       "--apply", "place noble=grande at=7", "--json")
    assert code == 0
    before, founded, placed = (json.loads(line) for line in out.splitlines())
    assert "castle card=7 wings=8,9" in before["legal_actions"] and "buy card=20" in before["legal_actions"]
    assert not any(a.startswith("castle card=6") for a in before["legal_actions"])
    assert founded["events"][1]["kind"] == "castle_founded" and founded["events"][1]["castle"] == "almeria"
    assert "place noble=grande at=7" in founded["legal_actions"] and "done" in founded["legal_actions"]
    assert placed["position"]["columns"]["7"] == "B B | Rg"
    code, out, _ = run_cli(capsys, "show", "--position", str(position))
    assert code == 0 and "Legal actions" in out and "castle Sevilla" in out and "P1 (red): 40 reales" in out


def test_show_refuses_an_illegal_build_with_the_rule(capsys, tmp_path):
    position = position_file(tmp_path, POSITION)
    code, _, err = run_cli(capsys, "show", "--position", str(position), "--apply", "castle card=6 wings=7,8")
    assert code == 2
    assert "parcel 6 is 2 parcels from castle Sevilla; a new castle needs 3" in err


@pytest.mark.parametrize(
    "content,message",
    [
        ("game: alcazar\nplayers: 2\nseats: [{}]\n", "'seats': must list exactly 2 seats"),
        ("game: alcazar\nplayers: 2\nseats: [{}, {}]\ncolumns: {'99': A}\n", "no spot '99'"),
        ("game: alcazar\nplayers: 2\nseats: [{}, {}]\ncolumns: {'r1c1': A}\n", "r1c1 is not a parcel"),
        ("game: alcazar\nplayers: 2\nseats: [{}, {}]\ncolumns: {'1': 'A | Yg'}\n", "yellow does not play"),
        ("game: alcazar\nplayers: 2\nseats: [{hand: [5]}, {hand: [5]}]\n", "card 5 is already in seats[0].hand"),
        ("game: alcazar\nplayers: 2\nseats: [{}, {}]\ncolumns: {'1': A, '2': B}\n", "touches 2 of another building"),
        ("game: alcazar\nplayers: 2\nseats: [{}, {}]\ncolumns: {'1': 'A A A'}\n", "worth 5 while a flag is free"),
        ("game: alcazar\nplayers: 2\nseats: [{}, {}]\nphase: nobles\n", "needs the noble step"),
        ("game: alcazar\nplayers: 2\nseats: [{}, {}]\nflag: red\n", "unknown position entries: flag"),
    ],
    ids=["seats", "spot", "non-parcel", "colour", "card-twice", "adjacent", "waiting-manor", "step", "unknown"],
)
def test_show_refuses_malformed_positions(capsys, tmp_path, content, message):
    position = position_file(tmp_path, content)
    code, _, err = run_cli(capsys, "show", "--position", str(position))
    assert code == 2
    assert message in err and "Traceback" not in err


def test_bench_runs_alcazar():
    result = run_engine_process("bench", "--game", "alcazar", "--players", "4", "--seconds", "0.2")
    assert result.returncode == 0, result.stderr
    assert " games/s, " in result.stdout and " actions/s" in result.stdout
