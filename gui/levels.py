"""The computer levels offered for Computer seats, and the lines that say what was measured of a
level in a game (the numbers are the game's own, in its UI plug-in)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.ai.levels import LEVELS
from gui.games import ui_plugin
from gui.games.plugin import Measurement

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
    """Level id -> one line per measurement of it in game ``game_id``, from the game's UI
    plug-in (levels never measured there are absent)."""
    plugin = ui_plugin(game_id)
    measured = plugin.measurements if plugin is not None else {}
    return {level_id: [_measurement_text(m) for m in measurements]
            for level_id, measurements in measured.items() if measurements}


def computer_levels() -> list[tuple[str, str, str]]:
    """(level id, display name, a description that holds in every game), weakest first."""
    levels = [("random", _level_name("random"),
               QCoreApplication.translate("levels", "Plays any legal move: for learning the rules."))]
    for level in LEVELS:
        description = QCoreApplication.translate("levels", _NEUTRAL.get(level.id, ""))
        levels.append((level.id, _level_name(level.id), description))
    return levels
