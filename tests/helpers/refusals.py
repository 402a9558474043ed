"""Checking an engine refusal against a table row: its code, the subjects it names, its sentence."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import Refusal


def check_refusal(reason: object, code: str | None, subjects: Mapping[str, Any], sentence: str | None) -> None:
    """``reason`` (from ``illegal_reason``) is None when ``code`` is None, else a Refusal with that
    code, those subjects and, when given, that sentence."""
    if code is None:
        assert reason is None
        return
    assert isinstance(reason, Refusal)
    assert reason.code == code
    for key, value in subjects.items():
        assert reason.subjects[key] == value
    if sentence is not None:
        assert str(reason) == sentence
