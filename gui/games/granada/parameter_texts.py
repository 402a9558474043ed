"""Translatable texts of Granada's parameters (rules_data/granada.yaml), by key.

English source text in the ``params`` translation context; the new-game dialog looks them up
through the game's plug-in (:mod:`gui.dialogs.param_texts`). The parameters Granada takes over
from Alhambra keep Alhambra's texts; the longest moat is measured like the longest wall.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from gui.games.alhambra import parameter_texts as alhambra

_INHERITED = ("startPlayerFinalTiebreak", "playerAges", "neutralCanWin", "twoPlayerMoneyCopies", "marketCurrencyOrder",
              "endTrigger")

# (parameter key, value) -> display name of a choice or permutation item; the moat is measured
# with the wall's choices.
CHOICE_TEXTS = {
    ("scoring", "standard"): QT_TRANSLATE_NOOP("params", "Standard (by the number built)"),
    ("scoring", "simple"): QT_TRANSLATE_NOOP("params", "Simple (fixed points)"),
    ("flipFee", "valueAtLeast3SingleCurrency"): QT_TRANSLATE_NOOP("params", "Worth at least 3, in one currency"),
    ("flipFee", "threeCardsSingleCurrency"): QT_TRANSLATE_NOOP("params", "At least 3 cards of one currency"),
    **{("moatMetric", value): text for (key, value), text in alhambra.CHOICE_TEXTS.items() if key == "wallMetric"},
    **{key: text for key, text in alhambra.CHOICE_TEXTS.items() if key[0] in _INHERITED},
}

PARAMETER_TEXTS = {
    "param.scoring": QT_TRANSLATE_NOOP("params", "Building scoring"),
    "param.scoring.help": QT_TRANSLATE_NOOP(
        "params", "Standard: the points of a place are a multiple of the number of buildings of that type in "
        "all cities, Juan's included. Simple, to learn the game or with children: fixed points "
        "(3; then 10 and 3; at the end 18, 10 and 3)."),
    "param.flipFee": QT_TRANSLATE_NOOP("params", "Flip fee"),
    "param.flipFee.help": QT_TRANSLATE_NOOP(
        "params", "What it costs to build a bought tile on its other face: cards of one currency worth at "
        "least 3 (as the rulebook's example pays), or at least 3 cards of one currency (a literal reading "
        "of one sentence)."),
    "param.moatMetric": QT_TRANSLATE_NOOP("params", "Longest moat"),
    "param.moatMetric.help": QT_TRANSLATE_NOOP(
        "params", "How the longest outer moat is measured, as the longest wall is in Alhambra: a closed ring "
        "of n moat segments scores n as a trail, n − 1 as a simple path (Board Game Arena)."),
    **{key: text for key, text in alhambra.PARAMETER_TEXTS.items() if key.split(".")[1] in _INHERITED},
}
