"""The computer levels offered for Computer seats, and what was measured of each level in each game."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.ai.levels import LEVELS

_NAMES = {
    "ai.level.easy": QT_TRANSLATE_NOOP("levels", "Easy"),
    "ai.level.normal": QT_TRANSLATE_NOOP("levels", "Normal"),
    "ai.level.hard": QT_TRANSLATE_NOOP("levels", "Hard"),
}
# What a level does, for a game in which it was not measured: no numbers from another game.
_NEUTRAL = {
    "easy": QT_TRANSLATE_NOOP("levels", "Plays the move that looks best right now."),
    "normal": QT_TRANSLATE_NOOP("levels", "Thinks a few moves ahead."),
    "hard": QT_TRANSLATE_NOOP("levels", "Thinks furthest ahead: the strongest level."),
}
_STRENGTH = QT_TRANSLATE_NOOP("levels", "Wins %1 of %2 two-player games against %3.")
_STRENGTH_TABLE = QT_TRANSLATE_NOOP("levels", "Wins %1 of %2 games against %3 %4 players at once.")

# The level a new computer seat gets: a fair first opponent, not the strongest one.
DEFAULT_LEVEL = "normal"


@dataclass(frozen=True)
class Measurement:
    """Won ``wins`` of ``games`` games of ``players`` seats, the others all played by ``opponent``."""

    wins: int
    games: int
    opponent: str  # a level id, or "random"
    players: int = 2


# Per game id and level id, best-known result first (the one shown under a seat; all go in its
# tooltip). Alhambra: engine/ai/levels.py says how each was played. Alcazar: two-player games
# against random and Easy, and four-player games against three Easy bots.
MEASUREMENTS: dict[str, dict[str, tuple[Measurement, ...]]] = {
    "alhambra": {
        "easy": (Measurement(40, 40, "random"),),
        "normal": (Measurement(19, 30, "easy"),),
        "hard": (Measurement(23, 30, "normal"), Measurement(80, 100, "easy")),
    },
    "alcazar": {
        "easy": (Measurement(40, 40, "random"),),
        "hard": (Measurement(79, 100, "easy"), Measurement(25, 40, "easy", players=4)),
    },
}


def _level_name(level_id: str) -> str:
    for level in LEVELS:
        if level.id == level_id:
            return QCoreApplication.translate("levels", _NAMES.get(level.name_key, level.id))
    if level_id == "random":
        return QCoreApplication.translate("levels", "Random")
    return level_id


def _measurement_text(measurement: Measurement) -> str:
    if measurement.players == 2:
        opponent = (QCoreApplication.translate("levels", "a random player") if measurement.opponent == "random"
                    else _level_name(measurement.opponent))
        text = QCoreApplication.translate("levels", _STRENGTH)
        return (text.replace("%1", str(measurement.wins)).replace("%2", str(measurement.games))
                .replace("%3", opponent))
    text = QCoreApplication.translate("levels", _STRENGTH_TABLE)
    return (text.replace("%1", str(measurement.wins)).replace("%2", str(measurement.games))
            .replace("%3", str(measurement.players - 1)).replace("%4", _level_name(measurement.opponent)))


def measured_strengths(game_id: str) -> dict[str, list[str]]:
    """Level id -> one line per measurement of it in game ``game_id`` (levels never measured there are absent)."""
    return {level_id: [_measurement_text(m) for m in measurements]
            for level_id, measurements in MEASUREMENTS.get(game_id, {}).items() if measurements}


def computer_levels() -> list[tuple[str, str, str]]:
    """(level id, display name, a description that holds in every game), weakest first."""
    levels = [("random", _level_name("random"),
               QCoreApplication.translate("levels", "Plays any legal move: for learning the rules."))]
    for level in LEVELS:
        description = QCoreApplication.translate("levels", _NEUTRAL.get(level.id, ""))
        levels.append((level.id, _level_name(level.id), description))
    return levels
