"""The computer levels offered for Computer seats, with what each one is like."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.ai import BOT_NAMES

_DESCRIPTIONS = {
    "random": "Plays any legal move: good for learning the rules.",
}


def computer_levels() -> list[tuple[str, str, str]]:
    """(level id, display name, one-line description) for every bot the engine offers."""
    return [
        (name, QCoreApplication.translate("levels", name.capitalize()),
         QCoreApplication.translate("levels", _DESCRIPTIONS.get(name, "")))
        for name in BOT_NAMES
    ]
