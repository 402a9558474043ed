"""Seeded fuzzing of the record and position readers.

Real records and positions, made by seeded play, are mutated (characters changed, lines
deleted, duplicated or swapped, numbers changed, keys renamed, values of another type) and cut
at every byte. The only allowed outcomes: the record replays completely (or the position
builds, and a legal action then plays), or the reader refuses it with RecordError or
PositionError. A record cut short never replays as a shorter game, and salvaging one gives
either nothing or a start of the game that replays. Each test prints its counts.
"""

from __future__ import annotations

import random
import re
from collections import Counter

import yaml

from engine.ai import make_bot
from engine.core import GameRecord, PlayerEntry, PositionError, RecordError, default_registry
from engine.core.position import load_position_text
from engine.core.record import salvage_record

REGISTRY = default_registry()
SEED = 20240611
MODULES = {"vizier": True, "bonusCards": True, "workersHuts": True, "bureauDeChange": True}
ODD_CHARS = ":-[]{}'\"&*!#|>%@` \t\n0123456789xé,="
ODD_NUMBERS = ("-1", "0", "1", "2", "7", "99", "-99999", "4294967296", "1.5", "true", "null", "0x10", "1e3")
ODD_VALUES = ("[]", "{}", "null", "true", "[1, [2]]", "{a: 1}", "'text'", "0", "-5", "[[a]]", "{b: [c]}", "2020-01-01")
NUMBER = re.compile(r"-?\d+")
KEY = re.compile(r"^(\s*(?:- )?)([A-Za-z_][\w.]*|\"[^\"]*\"):", re.M)
VALUE = re.compile(r"(: |- )([^\n]+)$", re.M)


def played(game: str, players: int, params: dict, seed: int, moves: int):
    """The state after ``moves`` actions of seeded random play (fewer if the game ends)."""
    state = REGISTRY.get(game).new_state(players, params, seed)
    bot = make_bot("random", seed)
    while not state.is_terminal and len(state.history) < moves:
        state.apply(bot.choose(state))
    return state


def record_text(state, levels: tuple[str, ...] = ("random",)) -> str:
    """The YAML of ``state``'s record, bots named from ``levels``."""
    players = [PlayerEntry(f"P{i + 1}", "bot", levels[i % len(levels)]) for i in range(state.num_players)]
    return GameRecord.for_state(state, players).to_yaml()


def short_records() -> list[str]:
    """Records small enough to be cut, and salvaged, at every byte."""
    return [
        record_text(played("alhambra", 2, MODULES, SEED, 25), ("easy", "mcts:iterations=50")),
        record_text(played("alcazar", 2, {}, SEED, 30)),
    ]


def full_records() -> list[str]:
    """Whole games, and a format 1 record, for the other mutations."""
    v1 = yaml.safe_load(record_text(played("alcazar", 3, {}, SEED + 2, 60)))
    v1["format_version"] = 1
    del v1["action_count"]
    return [
        record_text(played("alhambra", 3, {}, SEED, 10_000)),
        record_text(played("alhambra", 2, MODULES, SEED + 1, 10_000)),
        record_text(played("alcazar", 3, {}, SEED, 10_000)),
        "# Alcazaba game record\n" + yaml.safe_dump(v1, sort_keys=False),
    ]


def positions() -> list[str]:
    """Positions of seeded games at several moments, in every phase the play reached."""
    texts = []
    for game, players, params, moves in [
        ("alhambra", 2, MODULES, (0, 9, 31, 77)),
        ("alhambra", 4, {}, (5, 40)),
        ("alcazar", 3, {}, (0, 7, 22, 58)),
        ("alcazar", 2, {}, (13, 41)),
    ]:
        for count in moves:
            state = played(game, players, params, SEED + count, count)
            texts.append(yaml.safe_dump(state.to_position(), sort_keys=False))
    return texts


def mutate(text: str, rng: random.Random) -> tuple[str, str]:
    """One seeded mutation of ``text``, and its kind."""
    lines = text.splitlines(keepends=True)
    kind = rng.choice(("char", "delete", "duplicate", "swap", "number", "key", "type"))
    if kind == "char":
        at = rng.randrange(len(text))
        return text[:at] + rng.choice(ODD_CHARS) + text[at + 1 :], kind
    if kind in ("delete", "duplicate", "swap"):
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        if kind == "delete":
            del lines[i]
        elif kind == "duplicate":
            lines.insert(i, lines[i])
        else:
            lines[i], lines[j] = lines[j], lines[i]
        return "".join(lines), kind
    pattern = {"number": NUMBER, "key": KEY, "type": VALUE}[kind]
    matches = list(pattern.finditer(text))
    if not matches:
        return text, kind
    match = rng.choice(matches)
    if kind == "number":
        new = rng.choice((*ODD_NUMBERS, str(int(match.group()) + 1), str(int(match.group()) - 1)))
        start, end = match.span()
    elif kind == "key":
        new = rng.choice(("x", "seed", "players", "turn", "money", "actions", "action_count", "phase")) + rng.choice(("", "s"))
        start, end = match.span(2)
    else:
        new = rng.choice(ODD_VALUES)
        start, end = match.span(2)
    return text[:start] + new + text[end:], kind


def record_outcome(text: str, whole: GameRecord | None = None) -> str:
    """'replayed' or 'refused'; anything else raised propagates to the caller as a failure.
    With ``whole``, a record that replays must hold all of its actions (a cut one must not
    pass for a shorter game)."""
    try:
        record = GameRecord.from_yaml(text, "fuzz.yaml")
        record.replay(REGISTRY)
    except RecordError:
        return "refused"
    assert whole is None or record.actions == whole.actions, "a cut record replayed as a shorter game"
    return "replayed"


def position_outcome(text: str) -> str:
    """'built' (and one legal action played) or 'refused'."""
    try:
        state = load_position_text(text, REGISTRY, "fuzz.yaml")
    except PositionError:
        return "refused"
    if not state.is_terminal:
        state.apply(state.legal_actions()[0])
    return "built"


def check_salvage(text: str, original: GameRecord) -> str:
    """'salvaged' (a start of ``original`` that replays and saves as a strict record) or 'nothing'."""
    salvage = salvage_record(text, REGISTRY, "fuzz.yaml")
    if salvage is None:
        return "nothing"
    kept = salvage.record.actions
    assert salvage.kept == len(kept) and kept == original.actions[: len(kept)]
    again = GameRecord.from_yaml(salvage.record.to_yaml())
    assert again.replay(REGISTRY).history == salvage.record.replay(REGISTRY).history
    return "salvaged"


def run(cases, outcome) -> Counter:
    """The outcome counts over (label, text) cases; any other exception is collected as 'other'."""
    counts: Counter = Counter()
    others = []
    for label, text in cases:
        try:
            counts[outcome(text)] += 1
        except Exception as exc:  # noqa: BLE001 - anything else is the bug this test looks for
            counts["other"] += 1
            others.append(f"{label}: {type(exc).__name__}: {str(exc)[:200]}")
    assert not others, "\n".join(others[:20])
    return counts


def report(what: str, counts: Counter) -> None:
    """Print the counts in one line (shown with pytest -s)."""
    total = sum(counts.values())
    detail = ", ".join(f"{n} {name}" for name, n in sorted(counts.items()))
    print(f"\n{total} {what}: {detail}, {counts['other']} other")


def test_records_cut_at_every_byte():
    """Every truncation is refused (or is the whole record less trailing blanks), and the
    salvage of each gives nothing or a start of the game that replays."""
    counts: Counter = Counter()
    salvaged: Counter = Counter()
    for text in short_records():
        original = GameRecord.from_yaml(text)
        cases = [(f"cut at {n}", text[:n]) for n in range(len(text))]
        counts += run(cases, lambda cut, original=original: record_outcome(cut, original))
        salvaged += run(cases, lambda cut, original=original: check_salvage(cut, original))
    report("truncated records", counts)
    report("truncated records salvaged", salvaged)
    assert counts["refused"] > 0 and salvaged["salvaged"] > 0


def test_full_records_cut_at_every_line_and_byte_near_the_end():
    counts: Counter = Counter()
    for text in full_records():
        original = GameRecord.from_yaml(text)
        ends = [m.end() for m in re.finditer("\n", text)]
        cuts = sorted({n for e in ends for n in (e - 2, e) if 0 <= n < len(text)} | set(range(len(text) - 80, len(text))))
        cases = [(f"cut at {n}", text[:n]) for n in cuts]
        # A format 1 record has no end marker: cut after an action, it is a shorter game.
        whole = original if original.format_version >= 2 else None
        counts += run(cases, lambda cut, whole=whole: record_outcome(cut, whole))
    report("records cut at line ends", counts)


def test_mutated_records():
    rng = random.Random(SEED)
    counts: Counter = Counter()
    salvaged: Counter = Counter()
    kinds: Counter = Counter()
    for text in full_records() + short_records():
        original = GameRecord.from_yaml(text)
        cases = []
        for n in range(200):
            mutated, kind = text, ""
            for _ in range(rng.choice((1, 1, 1, 2, 3))):
                mutated, kind = mutate(mutated, rng)
            kinds[kind] += 1
            cases.append((f"mutation {n} ({kind})", mutated))
        counts += run(cases, record_outcome)
        damaged = [(label, m) for label, m in cases[:60] if record_outcome(m) == "refused"]
        salvaged += run(damaged, lambda m, original=original: _salvage_outcome(m, original))
    report("mutated records", counts)
    report("refused mutated records salvaged", salvaged)
    assert counts["replayed"] > 0 and counts["refused"] > 0


def _salvage_outcome(text: str, original: GameRecord) -> str:
    """Salvage of a mutated record: nothing, or a record that replays (not always a start of
    the original: a mutated header is a different game)."""
    salvage = salvage_record(text, REGISTRY, "fuzz.yaml")
    if salvage is None:
        return "nothing"
    assert salvage.kept == len(salvage.record.actions)
    salvage.record.replay(REGISTRY)
    GameRecord.from_yaml(salvage.record.to_yaml()).replay(REGISTRY)
    return "salvaged"


def test_mutated_positions():
    rng = random.Random(SEED + 1)
    counts: Counter = Counter()
    for text in positions():
        assert position_outcome(text) == "built"
        cases = []
        for n in range(120):
            mutated, kind = text, ""
            for _ in range(rng.choice((1, 1, 2))):
                mutated, kind = mutate(mutated, rng)
            cases.append((f"mutation {n} ({kind})", mutated))
        counts += run(cases, position_outcome)
    report("mutated positions", counts)
    assert counts["built"] > 0 and counts["refused"] > 0


def test_positions_cut_at_line_ends_and_inside_lines():
    counts: Counter = Counter()
    for text in positions():
        lines = text.splitlines(keepends=True)
        # Every line end, and the middle of every third line.
        cases = [(f"first {n} lines", "".join(lines[:n])) for n in range(len(lines))]
        cases += [(f"cut in line {n}", "".join(lines[:n]) + lines[n][: len(lines[n]) // 2]) for n in range(0, len(lines), 3)]
        counts += run(cases, position_outcome)
    report("truncated positions", counts)
