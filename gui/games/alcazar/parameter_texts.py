"""Translatable texts of Alcazar's parameters (rules_data/alcazar.yaml), by key.

English source text in the ``params`` translation context; the new-game dialog looks them up
through the game's plug-in (:mod:`gui.dialogs.param_texts`).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

PARAMETER_TEXTS = {
    "param.startPlayer": QT_TRANSLATE_NOOP("params", "Start player"),
    "param.startPlayer.help": QT_TRANSLATE_NOOP(
        "params", "The rulebook does not say who begins: a player chosen at random, or the first seat."),
}

# (parameter key, value) -> display name of a choice.
CHOICE_TEXTS = {
    ("startPlayer", "random"): QT_TRANSLATE_NOOP("params", "Chosen at random"),
    ("startPlayer", "first"): QT_TRANSLATE_NOOP("params", "The first seat"),
}
