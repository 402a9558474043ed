"""Seeded fuzzing of action texts: whatever text reaches State.apply, the engine either plays it
as a legal action or refuses it with IllegalAction and leaves the state exactly as it was."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.ai import RandomBot
from engine.core import IllegalAction, default_registry
from engine.core.rng import derive_seed

REGISTRY = default_registry()

# Each game and the module combinations whose actions differ (changers in payments, huts,
# bonus cards, the vizier window), at a few player counts.
CASES = [
    ("alhambra", 2, {}),
    ("alhambra", 3, {"vizier": True, "bureauDeChange": True, "bonusCards": True, "workersHuts": True}),
    ("alhambra", 4, {"vizier": True, "bureauDeChange": True}),
    ("alhambra", 5, {"bonusCards": True, "workersHuts": True}),
    ("alcazar", 2, {}),
    ("alcazar", 4, {}),
]

# Characters int() or str.isdigit() accept although they are not ASCII digits, and other
# troublemakers for a parser.
ODD_DIGITS = ["²", "١", "٣", "߀", "０", "５", "𝟗", "Ⅻ", "½", "٫", "_"]
ODD_CHARS = ["=", ",", ",,", " ", "\t", "\n", "\x00", "-", "+", "é", "🎲", "\u200b", "\ufeff"]
HUGE = ["9" * 10, "9" * 30, "9" * 5000, "-" + "9" * 20, "1e9", "0x10", "1_0", "+1", "-0", "nan", "inf"]

ATTEMPTS_PER_POINT = 200
POINTS = 10  # stops per game where the fuzzer tries its texts


def mutate(text: str, pool: list[str], rng: random.Random) -> str:
    """``text`` changed by one to three random edits (some borrowing from other legal texts)."""
    for _ in range(rng.randint(1, 3)):
        text = rng.choice(MUTATIONS)(text, pool, rng)
    return text


def _truncate(text, pool, rng):
    return text[: rng.randint(0, len(text))]


def _odd_digit(text, pool, rng):
    digits = [i for i, ch in enumerate(text) if ch.isdigit()] or [rng.randint(0, len(text))]
    i = rng.choice(digits)
    return text[:i] + rng.choice(ODD_DIGITS) + text[i + 1 :]


def _double_comma(text, pool, rng):
    choices = [text.replace(",", ",,", 1), text + ",", text.replace("=", "=,", 1), text.replace(",", "", 1)]
    return rng.choice(choices)


def _drop_field(text, pool, rng):
    words = text.split(" ")
    if len(words) > 1:
        del words[rng.randrange(1, len(words))]
    return " ".join(words)


def _huge_number(text, pool, rng):
    digits = [i for i, ch in enumerate(text) if ch.isdigit()]
    if not digits:
        return text + "=" + rng.choice(HUGE)
    i = rng.choice(digits)
    return text[:i] + rng.choice(HUGE) + text[i + 1 :]


def _odd_char(text, pool, rng):
    i = rng.randint(0, len(text))
    return text[:i] + rng.choice(ODD_CHARS) + text[i + rng.randint(0, 1) :]


def _empty_value(text, pool, rng):
    words = text.split(" ")
    i = rng.randrange(len(words))
    words[i] = words[i].partition("=")[0] + rng.choice(["=", "", "==", "=,"])
    return " ".join(words)


def _borrow_field(text, pool, rng):
    other = rng.choice(pool).split(" ")
    words = text.split(" ")
    if len(other) > 1:
        words.append(rng.choice(other[1:]))
    rng.shuffle(words) if rng.random() < 0.2 else None
    return " ".join(words)


def _other_kind(text, pool, rng):
    words = text.split(" ")
    words[0] = rng.choice(pool).split(" ")[0]
    return " ".join(words)


def _random_text(text, pool, rng):
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789=,- " + "".join(ODD_DIGITS)
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30)))


MUTATIONS = [
    _truncate, _odd_digit, _double_comma, _drop_field, _huge_number,
    _odd_char, _empty_value, _borrow_field, _other_kind, _random_text,
]  # fmt: skip


def fuzz_game(game_id: str, players: int, params: dict, seed: int) -> dict[str, int]:
    """Play a seeded random game, and at POINTS stops feed mutated texts; returns the counts."""
    game = REGISTRY.get(game_id)
    state = game.new_state(players, params, seed)
    rng = random.Random(seed)
    bots = [RandomBot(derive_seed(seed, "bot", seat)) for seat in range(players)]
    counts = {"tried": 0, "applied": 0, "refused": 0}
    stops = set(rng.sample(range(1, 200), POINTS - 1)) | {0}
    step = 0
    while not state.is_terminal:
        if step in stops:
            fuzz_point(state, rng, counts)
        state.apply(bots[state.current_player].choose(state))
        step += 1
    fuzz_point(state, rng, counts)  # a finished game refuses everything, and must say so properly
    return counts


def every_kind(state, legal_texts: list[str]) -> list[str]:
    """One text per action kind of the game, legal or not, its fields filled with values seen in
    the legal texts (or a number), so that kinds never legal here are fuzzed too."""
    seen: dict[str, list[str]] = {}
    for text in legal_texts:
        for word in text.split(" ")[1:]:
            name, _sep, value = word.partition("=")
            seen.setdefault(name, []).append(value)
    texts = []
    for kind, cls in state.game.actions.by_kind.items():
        words = [kind] + [f"{f.name}={(seen.get(f.name) or ['1,2'])[0]}" for f in dataclasses.fields(cls)]
        texts.append(" ".join(words))
    return texts


def fuzz_point(state, rng: random.Random, counts: dict[str, int]) -> None:
    """Feed mutated texts to ``state``; every outcome must be a legal play or a clean refusal."""
    legal = state.legal_actions()
    pool = [a.to_text() for a in legal]
    pool += every_kind(state, pool)
    before = state.snapshot()
    position = state.to_position()
    trial = state.clone()
    for _ in range(ATTEMPTS_PER_POINT):
        text = mutate(rng.choice(pool), pool, rng)
        counts["tried"] += 1
        try:
            trial.apply(text)
        except IllegalAction:
            counts["refused"] += 1
            assert trial.snapshot() == before, f"refusing {text!r} changed the state"
            continue
        # Any other exception propagates and fails the test: that is what the fuzzer hunts.
        counts["applied"] += 1
        assert state.game.parse_action(text) in legal, f"{text!r} was played but is not listed as legal"
        trial = state.clone()
    assert trial.to_position() == position


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}p-{'+'.join(c[2]) or 'base'}")
def test_mutated_action_texts_are_played_legally_or_refused_cleanly(case, capsys):
    """Thousands of mutated texts per case: applied legally or refused with IllegalAction, state unchanged."""
    game_id, players, params = case
    totals = {"tried": 0, "applied": 0, "refused": 0}
    for seed in (11, 12):
        for key, value in fuzz_game(game_id, players, params, seed).items():
            totals[key] += value
    other = totals["tried"] - totals["applied"] - totals["refused"]
    with capsys.disabled():
        print(f"\n[fuzz {game_id} {players}p {'+'.join(params) or 'base'}] tried {totals['tried']}, "
              f"applied {totals['applied']}, refused {totals['refused']}, other {other}")  # fmt: skip
    assert other == 0
    assert totals["refused"] > totals["applied"] > 0


@pytest.mark.parametrize(
    "game_id, text",
    [
        ("alhambra", "buy slot=1 pay=y3,"),
        ("alhambra", "buy slot=1 pay=,"),
        ("alhambra", "take cards=,b2"),
        ("alhambra", "place tile=x at=1,"),
        ("alhambra", "buy slot=١ pay=y3"),
        ("alhambra", "place tile=x at=١,0"),
        ("alhambra", "buy slot=" + "9" * 5000 + " pay=y3"),
        ("alcazar", "swap at=²,1"),
        ("alcazar", "bridge ends=²,1"),
        ("alcazar", "bridge ends=" + "1" * 5000 + ",2"),
        ("alcazar", "castle card=1 wings=²,1"),
        ("alcazar", "castle card=1 wings=2,,3"),
        ("alcazar", "buy card=+"),
    ],
)
def test_reported_texts_are_syntax_errors_or_refusals(game_id, text):
    """The texts of the review findings raise IllegalAction, not IndexError or ValueError."""
    state = REGISTRY.get(game_id).new_state(2, {}, 1)
    before = state.clone()
    with pytest.raises(IllegalAction):
        state.apply(text)
    assert state == before


def test_non_ascii_digits_never_read_as_numbers():
    """``١`` is a digit to int() but not to the action text: the text is refused, not read as 1."""
    actions = REGISTRY.get("alhambra").actions
    assert actions.parse("buy slot=1 pay=y3").slot == 1
    assert actions.parse("buy slot=+1 pay=y3").slot == 1
    for text in ("buy slot=١ pay=y3", "buy slot=1_0 pay=y3", "buy slot=0x1 pay=y3", "buy slot=1234567890 pay=y3"):
        with pytest.raises(IllegalAction, match="whole number"):
            actions.parse(text)
