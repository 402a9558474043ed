"""The computer levels offered for Computer seats, each with its measured strength."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.ai.levels import LEVELS

_NAMES = {
    "ai.level.easy": QT_TRANSLATE_NOOP("levels", "Easy"),
    "ai.level.normal": QT_TRANSLATE_NOOP("levels", "Normal"),
    "ai.level.hard": QT_TRANSLATE_NOOP("levels", "Hard"),
}
_STRENGTH = QT_TRANSLATE_NOOP("levels", "Wins %1 of %2 two-player games against %3.")


def computer_levels() -> list[tuple[str, str, str]]:
    """(level id, display name, one-line measured strength), weakest first."""
    levels = [("random", QCoreApplication.translate("levels", "Random"),
               QCoreApplication.translate("levels", "Plays any legal move: for learning the rules."))]
    names = {level.id: QCoreApplication.translate("levels", _NAMES.get(level.name_key, level.id)) for level in LEVELS}
    for level in LEVELS:
        opponent = names.get(level.opponent) or QCoreApplication.translate("levels", "a random player")
        strength = QCoreApplication.translate("levels", _STRENGTH)
        strength = strength.replace("%1", str(level.wins)).replace("%2", str(level.games)).replace("%3", opponent)
        levels.append((level.id, names[level.id], strength))
    return levels
