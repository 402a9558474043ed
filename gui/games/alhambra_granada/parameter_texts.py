"""Translatable texts of the combined game's parameters (rules_data/alhambra_granada.yaml), by key:
its own (the money decks, the moat requirement of the refills) and those it takes over from
Alhambra and Granada, with their texts."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from gui.games.alhambra import parameter_texts as alhambra
from gui.games.granada import parameter_texts as granada

CHOICE_TEXTS = {
    ("moatRequirement", "setupOnly"): QT_TRANSLATE_NOOP("params", "Only the first market"),
    ("moatRequirement", "allRefills"): QT_TRANSLATE_NOOP("params", "Every refill"),
    **alhambra.CHOICE_TEXTS,
    **granada.CHOICE_TEXTS,
}

PARAMETER_TEXTS = {
    "param.moneyDecks": QT_TRANSLATE_NOOP("params", "Money decks"),
    "param.moneyDecks.help": QT_TRANSLATE_NOOP(
        "params", "One deck of 108 cards (the scoring cards come up in good time), or both games' decks "
        "shuffled together, as a literal reading of the combination rules has it."),
    "param.moatRequirement": QT_TRANSLATE_NOOP("params", "Granada tiles with a moat"),
    "param.moatRequirement.help": QT_TRANSLATE_NOOP(
        "params", "Which market fills must show Granada tiles with a moat (a tile without one goes back "
        "under the bag): only the first market, as the rules say, or every refill."),
    **alhambra.PARAMETER_TEXTS,
    **granada.PARAMETER_TEXTS,
}
