"""Every refusal of the Castle's engine reaches the player in the table's words: each code, made
from a real position by an engine action, is worded without engine ids or stray placeholders."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re  # noqa: E402

import pytest  # noqa: E402

from engine.core import Refusal  # noqa: E402
from gui.games.castle.texts import REFUSAL_CODES, refusal_text  # noqa: E402
from tests.engine.test_castle_refusals import CASES  # noqa: E402
from tests.helpers.actions import illegal  # noqa: E402

ENGINE_IDS = re.compile(r"\b(worker-sand|worker-stone|master-builder|forge-10|house-\d|tower-\d|innkeeper=|seat \d)\b")


def refusals() -> list[Refusal]:
    """One refusal of every code, each from the position where it is the reason."""
    return [illegal(make(), text) for _id, make, text, _code in CASES]


def test_every_refusal_code_is_worded():
    found = refusals()
    assert all(isinstance(r, Refusal) for r in found)
    assert {r.code for r in found} == set(REFUSAL_CODES)


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_each_refusal_reads_as_player_words(case):
    _id, make, text, code = case
    refusal = illegal(make(), text)
    words = refusal_text(refusal)
    assert words, code
    assert "%" not in words, words
    assert not ENGINE_IDS.search(words), words
    assert words[0].isupper(), words
