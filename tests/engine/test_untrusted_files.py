"""Hostile and damaged files: records, positions and rules data fail with their documented
error (RecordError, PositionError, RulesDataError) and a short message, never a traceback, a
huge message or a run out of memory; records are strict and refuse being cut short."""

from __future__ import annotations

import os
import time

import pytest
import yaml

from engine.ai import make_bot
from engine.core import EngineError, GameRecord, PlayerEntry, PositionError, RecordError, RulesDataError, default_registry
from engine.core.data import load_rules_file
from engine.core.position import PositionReader, load_position_file, load_position_text
from engine.core.record import FORMAT_VERSION, salvage_record
from engine.core.untrusted import MAX_FILE_BYTES, UntrustedInputError, brief, parse_yaml, read_capped_text
from tests.helpers.positions import alhambra_state

REGISTRY = default_registry()
SHORT = 300  # every message here must stay shorter than this

HEADER = "format_version: 2\ngame: alhambra\nplayers: [{name: a}, {name: b}]\nseed: 1\n"
LAUGHS = "".join(
    f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 9)}]\n" if i else 'l0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]\n'
    for i in range(9)
)


def record(game: str = "alcazar", players: int = 2, moves: int = 60, seed: int = 3, params: dict | None = None) -> GameRecord:
    """The record of ``moves`` actions of seeded random play (fewer if the game ends first)."""
    state = REGISTRY.get(game).new_state(players, params or {}, seed)
    bot = make_bot("random", seed)
    while not state.is_terminal and len(state.history) < moves:
        state.apply(bot.choose(state))
    return GameRecord.for_state(state, [PlayerEntry(f"P{i + 1}", "bot", "random") for i in range(players)])


def refused(text: str) -> str:
    """The message of the RecordError that loading and replaying ``text`` raises."""
    with pytest.raises(RecordError) as caught:
        GameRecord.from_yaml(text, "game.yaml").replay(REGISTRY)
    message = str(caught.value)
    assert len(message) < SHORT, message
    return message


# ----- YAML that escaped as ValueError, RecursionError or a huge message --------------------


HOSTILE_YAML = [
    ("bad-date", HEADER + "actions: []\naction_count: 0\napp_version: 2020-13-45\n", "month must be in 1..12"),
    ("bad-date-seed", "format_version: 2\ngame: alhambra\nseed: 2020-13-45\n", "line 3"),
    ("int-abc", HEADER + "actions: []\naction_count: !!int abc\n", "invalid literal"),
    ("long-int", HEADER + "actions: []\naction_count: " + "9" * 4400 + "\n", "cannot be read"),
    ("hex-int", HEADER + "actions: []\naction_count: 0x" + "f" * 5000 + "\n", "too large"),
    ("deep", "[" * 10000, "nest"),
    ("deep-block", "".join("  " * i + "- \n" for i in range(200)), "nested more than"),
    ("laughs", LAUGHS + "format_version: *l8\ngame: alhambra\n", "anchor"),
    ("alias-in-app-version", "v: &v 0.1.0\n" + HEADER + "app_version: *v\nactions: []\naction_count: 0\n", "anchor"),
    ("bare-alias", HEADER + "app_version: *v\n", "alias"),
    ("python-tag", HEADER + "actions: !!python/object/apply:os.system [ls]\n", "constructor"),
    ("nul", HEADER + "actions: [\x00]\n", "not allowed"),
    ("two-documents", HEADER + "---\nmore: 1\n", "single document"),
    ("unclosed", "{unclosed", "not a readable YAML file"),
]


@pytest.mark.parametrize("text,message", [c[1:] for c in HOSTILE_YAML], ids=[c[0] for c in HOSTILE_YAML])
def test_hostile_yaml_is_a_short_record_error(text, message):
    started = time.perf_counter()
    assert message in refused(text)
    assert time.perf_counter() - started < 2


@pytest.mark.parametrize("text", [c[1] for c in HOSTILE_YAML], ids=[c[0] for c in HOSTILE_YAML])
@pytest.mark.parametrize("use_libyaml", [True, False], ids=["libyaml", "python"])
def test_both_loaders_refuse_hostile_yaml(text, use_libyaml):
    """The pure-Python loader (used without libyaml) refuses the same files."""
    with pytest.raises(UntrustedInputError) as caught:
        parse_yaml(text, use_libyaml=use_libyaml)
    assert len(str(caught.value)) < SHORT


def test_laughs_without_the_anchor_check_would_expand():
    """The point of refusing anchors: a few hundred bytes stand for 9**9 strings."""
    assert len(LAUGHS) < 1000
    loaded = yaml.safe_load(LAUGHS)
    assert len(loaded["l8"]) == 9 and len(loaded["l8"][0][0][0][0][0][0][0][0]) == 9


def test_too_many_values_are_refused_before_they_are_built():
    with pytest.raises(UntrustedInputError, match="more than 100000 values"):
        parse_yaml("[" + "1," * 200_000 + "]")


def test_brief_shows_any_value_in_a_few_dozen_characters():
    assert len(brief("x" * 10**6)) < 90 and len(brief(list(range(10**5)))) < 90
    assert len(brief({"k" * 500: [[["deep"] * 50] * 50] * 50})) < 90
    assert brief(2**20000) == "<int too long to show>"  # too long to print at all


# ----- files ----------------------------------------------------------------------------------


def test_a_huge_record_is_refused_before_it_is_read(tmp_path):
    """A 200 MB record (sparse, so the test is cheap) is refused from its size alone."""
    big = tmp_path / "big.yaml"
    with open(big, "wb") as handle:
        handle.truncate(200 * 1024 * 1024)
    started = time.perf_counter()
    with pytest.raises(RecordError, match="too large"):
        GameRecord.load(big)
    assert time.perf_counter() - started < 1
    with pytest.raises(PositionError, match="too large"):
        load_position_file(big, REGISTRY)


def test_the_size_cap_is_eight_megabytes(tmp_path):
    path = tmp_path / "edge.yaml"
    path.write_bytes(b"#" * MAX_FILE_BYTES)
    assert read_capped_text(path) == "#" * MAX_FILE_BYTES
    path.write_bytes(b"#" * (MAX_FILE_BYTES + 1))
    with pytest.raises(UntrustedInputError, match="too large"):
        read_capped_text(path)


@pytest.mark.parametrize(
    "make,message",
    [
        (lambda p: p.mkdir(), "it is a folder"),
        (lambda p: p.write_bytes(b"game: \xff\xfe\n"), "not UTF-8"),
        (lambda p: None, "cannot be read"),
    ],
    ids=["folder", "not-utf8", "missing"],
)
def test_unreadable_files(tmp_path, make, message):
    path = tmp_path / "x.yaml"
    make(path)
    with pytest.raises(RecordError, match=message):
        GameRecord.load(path)
    with pytest.raises(PositionError, match=message):
        load_position_file(path, REGISTRY)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_is_not_read(tmp_path):
    pipe = tmp_path / "pipe.yaml"
    os.mkfifo(pipe)
    with pytest.raises(RecordError, match="not a regular file"):
        GameRecord.load(pipe)


# ----- the record schema ----------------------------------------------------------------------

PLAYERS = "players: [{name: a}, {name: b}]\n"
REST = "seed: 1\nactions: []\naction_count: 0\n"
RECORD_SCHEMA = [
    ("version-true", "format_version: true\ngame: alhambra\n" + PLAYERS + REST, "record format True is not supported"),
    ("version-float", "format_version: 1.0\ngame: alhambra\n" + PLAYERS + REST, "record format 1.0 is not supported"),
    ("version-text", "format_version: '2'\ngame: alhambra\n" + PLAYERS + REST, "record format '2' is not supported"),
    ("version-future", "format_version: 3\ngame: alhambra\n" + PLAYERS + REST, "record format 3 is not supported"),
    ("unknown-top", HEADER + "actions: []\naction_count: 0\ncomment: hi\n", "unknown entry 'comment'"),
    ("unknown-player", "format_version: 2\ngame: alhambra\nplayers: [{name: a, age: 9}, {name: b}]\n" + REST, "has an unknown entry 'age'"),
    ("unknown-level", "format_version: 2\ngame: alhambra\nplayers: [{name: a, kind: bot, level: genius}, {name: b}]\n" + REST, "'players[0].level' is not a known computer player"),
    ("bad-mcts-option", "format_version: 2\ngame: alhambra\nplayers: [{name: a, kind: bot, level: 'mcts:iterations=-4'}, {name: b}]\n" + REST, "players[0].level"),
    ("bot-without-level", "format_version: 2\ngame: alhambra\nplayers: [{name: a, kind: bot}, {name: b}]\n" + REST, "players[0] is a bot without a level"),
    ("human-with-level", "format_version: 2\ngame: alhambra\nplayers: [{name: a, level: hard}, {name: b}]\n" + REST, "'players[0].level' belongs to a bot"),
    ("kind", "format_version: 2\ngame: alhambra\nplayers: [{name: a, kind: cat}, {name: b}]\n" + REST, "must be human or bot, not 'cat'"),
    ("name-number", "format_version: 2\ngame: alhambra\nplayers: [{name: 7}, {name: b}]\n" + REST, "'players[0].name' must be text, not 7"),
    ("no-name", "format_version: 2\ngame: alhambra\nplayers: [{kind: human}, {name: b}]\n" + REST, "players[0] needs a name"),
    ("player-text", "format_version: 2\ngame: alhambra\nplayers: [a, b]\n" + REST, "'players[0]' must be a mapping"),
    ("colour", "format_version: 2\ngame: alhambra\nplayers: [{name: a, colour: [red]}, {name: b}]\n" + REST, "'players[0].colour' must be text"),
    ("seed-bool", "format_version: 2\ngame: alhambra\n" + PLAYERS + "seed: true\nactions: []\naction_count: 0\n", "'seed' is missing or malformed"),
    ("seed-float", "format_version: 2\ngame: alhambra\n" + PLAYERS + "seed: 1.5\nactions: []\naction_count: 0\n", "'seed' is missing or malformed"),
    ("params-list", HEADER + "params: [a]\nactions: []\naction_count: 0\n", "'params' must be a mapping"),
    ("actions-text", HEADER + "actions: take\naction_count: 0\n", "'actions' is missing or malformed"),
    ("action-number", HEADER + "actions: [7]\naction_count: 1\n", "every action must be text (action 1 is 7)"),
    ("action-long", HEADER + f"actions: [{'x' * 2000}]\naction_count: 1\n", "action 1 is longer than"),
    ("app-version", HEADER + "app_version: 1.5\nactions: []\naction_count: 0\n", "'app_version' must be text"),
    ("game-list", "format_version: 2\ngame: [alhambra]\n" + PLAYERS + REST, "'game' must be text"),
    ("no-marker", HEADER + "actions: []\n", "the record is cut short or damaged: it ends after action 0"),
    ("marker-bool", HEADER + "actions: []\naction_count: false\n", "cut short or damaged"),
    ("marker-wrong", HEADER + "actions: [take cards=b1]\naction_count: 2\n", "it ends after action 1 (it should hold 2)"),
    ("marker-in-v1", HEADER.replace("format_version: 2", "format_version: 1") + "actions: []\naction_count: 0\n", "unknown entry 'action_count' in a format 1 record"),
    ("syntax", HEADER + "actions: [fly]\naction_count: 1\n", "action 1 'fly' does not replay"),
    ("unknown-game", "format_version: 2\ngame: chess\n" + PLAYERS + REST, "unknown game 'chess'"),
]


@pytest.mark.parametrize("text,message", [c[1:] for c in RECORD_SCHEMA], ids=[c[0] for c in RECORD_SCHEMA])
def test_record_schema_is_strict(text, message):
    assert message in refused(text)


def test_a_record_round_trips_with_its_end_marker_last():
    original = record("alhambra", 3, 40, params={"vizier": True})
    text = original.to_yaml()
    assert text.rstrip().splitlines()[-1] == f"action_count: {len(original.actions)}"
    assert yaml.safe_load(text)["format_version"] == FORMAT_VERSION == 2
    again = GameRecord.from_yaml(text)
    assert again == original and again.replay(REGISTRY).history == original.replay(REGISTRY).history


def test_format_1_records_are_still_read():
    original = record()
    plain = original.to_plain()
    plain["format_version"] = 1
    del plain["action_count"]
    old = GameRecord.from_yaml(yaml.safe_dump(plain, sort_keys=False))
    assert old.format_version == 1 and old.actions == original.actions
    old.replay(REGISTRY)
    assert "action_count" in old.to_yaml() and GameRecord.from_yaml(old.to_yaml()).format_version == 2


def test_a_record_cut_after_any_action_is_refused_not_replayed_shorter():
    """Cut at the end of any action line (a shorter game that would replay), it is refused."""
    text = record(moves=80).to_yaml()
    lines = text.splitlines(keepends=True)
    first = next(i for i, line in enumerate(lines) if line.startswith("- ") and i > 10)
    for end in range(first, len(lines) - 1):
        kept = end - lines.index("actions:\n")
        message = refused("".join(lines[:end]))
        assert f"cut short or damaged: it ends after action {kept - 1}" in message


def test_a_cut_last_action_text_is_refused():
    """Ten cuts inside the last action text that still read as another legal action
    ("takeback at=18" cut to "at=1"): without the end marker each would replay as a shorter
    game; they are refused."""
    found = []
    for game, seed in [(g, s) for s in range(5, 12) for g in ("alcazar", "alhambra")]:
        original = record(game, 3, 400, seed=seed)
        lines = original.to_yaml().splitlines(keepends=True)
        first = lines.index("actions:\n") + 1
        state = original.new_state(REGISTRY)
        for index, text in enumerate(original.actions):
            for cut in range(len(text) - 1, text.find("=") + 1, -1):
                try:
                    state.clone().apply(text[:cut])
                except EngineError:
                    continue
                found.append(text[:cut])
                cut_record = "".join(lines[: first + index]) + "- " + text[:cut]
                assert f"cut short or damaged: it ends after action {index + 1}" in refused(cut_record)
                break
            state.apply(text)
        if len(found) >= 10:
            break
    assert len(found) >= 10, found


def test_replay_names_the_action_for_any_engine_error():
    base = record(moves=10)
    for bad, reason in (("takeback at=999", "does not replay"), ("buy card=", "does not replay"), ("", "does not replay")):
        broken = GameRecord(base.game, base.players, base.seed, base.params, base.actions[:5] + [bad])
        with pytest.raises(RecordError, match=f"action 6 {brief(bad)} {reason}"):
            broken.replay(REGISTRY)


def test_a_record_that_goes_on_after_the_end_is_refused():
    finished = record("alcazar", 2, 10_000)
    assert finished.replay(REGISTRY).is_terminal
    longer = GameRecord(finished.game, finished.players, finished.seed, finished.params, finished.actions + ["done"])
    with pytest.raises(RecordError, match=f"action {len(longer.actions)} 'done' does not replay: the game is over"):
        longer.replay(REGISTRY)


# ----- salvage --------------------------------------------------------------------------------


def test_salvage_keeps_the_longest_start_that_replays():
    original = record(moves=50)
    lines = original.to_yaml().splitlines(keepends=True)
    cut = "".join(lines[:-8])  # marker and the last seven actions gone
    salvage = salvage_record(cut, REGISTRY, "autosave.yaml")
    assert salvage is not None and "cut short" in salvage.problem
    # The last listed action may be cut: it is dropped as well.
    assert salvage.kept == 50 - 7 - 1 and salvage.record.actions == original.actions[: salvage.kept]
    assert GameRecord.from_yaml(salvage.record.to_yaml()).replay(REGISTRY).history == salvage.record.replay(REGISTRY).history


def test_salvage_of_a_damaged_middle_and_of_a_bad_action():
    original = record(moves=50)
    lines = original.to_yaml().splitlines(keepends=True)
    start = lines.index("actions:\n") + 1
    damaged = "".join(lines[: start + 20] + ['- "unclosed\n'] + lines[start + 21 :])
    salvage = salvage_record(damaged, REGISTRY)
    assert salvage is not None and f"damaged from line {start + 21}" in salvage.problem
    assert salvage.kept == 19 and salvage.record.actions == original.actions[:19]
    wrong = "".join(lines[: start + 30] + ["- takeback at=999\n"] + lines[start + 31 :])
    salvage = salvage_record(wrong, REGISTRY)
    assert salvage is not None and salvage.kept == 30 and "move 31 cannot be replayed" in salvage.problem


@pytest.mark.parametrize(
    "text",
    ["", "just text", "- a\n- list\n", "format_version: 2\ngame: alhambra\nplayers: [{name: a}, {name: b}]\n",
     HEADER.replace("seed: 1", "seed: [1]"), HEADER.replace("alhambra", "chess"), LAUGHS],
    ids=["empty", "text", "list", "no-seed", "bad-seed", "unknown-game", "laughs"],
)
def test_salvage_gives_nothing_without_a_header(text):
    assert salvage_record(text, REGISTRY) is None


def test_salvage_of_a_header_without_moves_offers_the_setup():
    salvage = salvage_record(HEADER + "actions: [fly, take cards=b1]\naction_count: 2\n", REGISTRY)
    assert salvage is not None and salvage.kept == 0 and salvage.record.actions == []
    assert "move 1 cannot be replayed" in salvage.problem


# ----- positions ------------------------------------------------------------------------------

ALHAMBRA = "game: alhambra\nplayers: 2\nseats: [{}, {}]\ndisplay: [b1, g1, o1, y1]\n"
ALCAZAR = "game: alcazar\nplayers: 2\nseats: [{}, {}]\n"
POSITIONS = [
    ("turn-negative", ALHAMBRA + "turn: -1\n", "'turn': must be at least 1"),
    ("actions-taken-negative", ALHAMBRA + "actions_taken: -1\n", "'actions_taken': must be at least 0"),
    ("actions-taken-stuck", ALHAMBRA + "actions_taken: 1\n", "'actions_taken': after an action the turn goes on only with may_continue"),
    ("dirk-score", ALHAMBRA + "dirk_score: -5\n", "'dirk_score': must be at least 0"),
    ("drawn", ALHAMBRA + "drawn: -1\n", "'drawn': must be at least 0"),
    ("score", ALHAMBRA.replace("[{}, {}]", "[{score: -3}, {}]"), "'seats[0].score'"),
    ("round-true", ALHAMBRA + "rounds_scored: [true]\n", "'rounds_scored'"),
    ("queue-twice", ALHAMBRA + "phase: over\nmarket: [tower-12, null, null, null]\ndistribution_queue: [1, 1]\n", "lists a market space twice"),
    ("unhashable-tile", ALHAMBRA + "pending: [[a]]\n", "['a'] is not a building tile id"),
    ("unhashable-card", ALHAMBRA.replace("[{}, {}]", "[{hand: [{b: 1}]}, {}]"), "is not a money card"),
    ("scoring-window-bool", ALHAMBRA + "deck: [A]\nscoring_windows: {A: [false, true]}\n", "'scoring_windows'"),
    ("alcazar-money", ALCAZAR.replace("[{}, {}]", "[{money: -1}, {}]"), "'seats[0].money': must be at least 0"),
    ("alcazar-towers", ALCAZAR.replace("[{}, {}]", "[{towers: -2}, {}]"), "'seats[0].towers': must be at least 0"),
    ("alcazar-boxed", ALCAZAR + "boxed: -1\n", "'boxed': must be at least 0"),
    ("alcazar-turn", ALCAZAR + "turn: 0\n", "'turn': must be at least 1"),
    ("alcazar-tower-discard", ALCAZAR + "tower_discard: -1\n", "'tower_discard'"),
    ("alcazar-places", ALCAZAR + "phase: nobles\ncolumns: {'5': A}\nbuildings: {A: manor}\nnoble_step: {spots: ['5'], places: 9}\n", "'noble_step.places': must be at most 2"),
    ("alcazar-placed", ALCAZAR + "phase: nobles\ncolumns: {'5': A}\nbuildings: {A: manor}\nnoble_step: {spots: ['5'], placed: -1}\n", "'noble_step.placed': must be at least 0"),
    ("alcazar-step-key", ALCAZAR + "phase: nobles\ncolumns: {'5': A}\nbuildings: {A: manor}\nnoble_step: {spots: ['5'], extra: 1}\n", "unknown entries extra"),
    ("alcazar-castle-list", ALCAZAR + "columns: {'5': A}\nbuildings: {A: [sevilla]}\n", "is neither 'manor' nor a castle"),
    ("alcazar-keep-list", ALCAZAR + "keep: [[a], b]\n", "'keep': must list castle ids"),
    ("bad-date", ALHAMBRA + "seed: 2020-13-45\n", "month must be in 1..12"),
    ("deep", "[" * 10000, "not valid YAML"),
    ("laughs", LAUGHS + ALHAMBRA + "turn: *l8\n", "anchor"),
    ("long-int", ALHAMBRA + "seed: " + "7" * 5000 + "\n", "not valid YAML"),
    ("hex-int", ALHAMBRA + "seed: 0x" + "7" * 5000 + "\n", "too large"),
    ("not-a-mapping", "- game\n", "needs a 'game' entry"),
    ("unknown-game", "game: chess\n", "unknown game 'chess'"),
]


@pytest.mark.parametrize("text,message", [c[1:] for c in POSITIONS], ids=[c[0] for c in POSITIONS])
def test_positions_are_checked(tmp_path, text, message):
    path = tmp_path / "pos.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PositionError) as caught:
        load_position_file(path, REGISTRY)
    assert message in str(caught.value) and len(str(caught.value)) < SHORT


def test_the_checked_positions_are_otherwise_valid():
    """Each refused position above differs from an accepted one only in the entry named."""
    assert load_position_text(ALHAMBRA, REGISTRY).legal_actions()
    assert load_position_text(ALCAZAR, REGISTRY).legal_actions()
    game = REGISTRY.get("alhambra")
    state = alhambra_state(game, 2, actions_taken=1, may_continue=True, pending=["tower-12"], market=[None, "garden-9", None, None])
    assert state.legal_actions()
    step = ALCAZAR + "phase: nobles\ncolumns: {'5': A}\nbuildings: {A: manor}\nnoble_step: {spots: ['5'], places: 1}\n"
    assert load_position_text(step, REGISTRY).legal_actions()


def test_a_position_with_no_legal_action_is_refused():
    """The shared check after building: not over, yet nobody can act."""
    game = REGISTRY.get("alhambra")
    built = alhambra_state(game, 2)

    class Stuck(PositionReader):
        def build(self, validate):
            built._groups = []
            return built

    with pytest.raises(PositionError, match="not over, yet no action is legal"):
        Stuck(game, {}).read()
    assert Stuck(game, {}).read(validate=False) is built


# ----- rules data -----------------------------------------------------------------------------

RULES = [
    ("alias", "a: &x 1\nb: *x\n", "line 1", "anchor"),
    ("bad-date", "a: 2020-13-45\n", "line 1", "month must be in 1..12"),
    ("deep", "a: " + "[" * 10000, "line 1", "not valid YAML"),
    ("long-int", "a: " + "1" * 5000 + "\n", "line 1", "not valid YAML"),
    ("not-utf8", b"a: \xff\n", "(file)", "not UTF-8"),
]


@pytest.mark.parametrize("content,where,message", [c[1:] for c in RULES], ids=[c[0] for c in RULES])
def test_rules_files_refuse_hostile_yaml(tmp_path, content, where, message):
    path = tmp_path / "alhambra.yaml"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(RulesDataError) as caught:
        load_rules_file(path)
    assert caught.value.file == "alhambra.yaml" and caught.value.entry == where
    assert message in str(caught.value) and len(str(caught.value)) < SHORT


def test_a_huge_rules_file_is_refused_by_size(tmp_path):
    path = tmp_path / "alhambra.yaml"
    with open(path, "wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)
    with pytest.raises(RulesDataError, match="alhambra.yaml: \\(file\\): is too large"):
        load_rules_file(path)
