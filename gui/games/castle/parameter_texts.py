"""Translatable texts of the Castle's parameters (rules_data/castle.yaml), by key.

English source text in the ``params`` translation context; the new-game dialog looks them up
through the game's plug-in (:mod:`gui.dialogs.param_texts`).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

PARAMETER_TEXTS = {
    "param.season": QT_TRANSLATE_NOOP("params", "Season"),
    "param.season.help": QT_TRANSLATE_NOOP(
        "params", "Summer is the basic game. Winter uses the snowy side of the board and six winter cards that "
                  "come into play during the game: the Village Tavern, the Barn, the Castle Maiden, the Plague, "
                  "the Crack in the Wall and the Snowdrift."),
    "param.startPlayer": QT_TRANSLATE_NOOP("params", "Start player"),
    "param.startPlayer.help": QT_TRANSLATE_NOOP(
        "params", "The rulebook lets the players choose who begins: a player chosen at random, or the first seat."),
    "param.stonemasonPurchase": QT_TRANSLATE_NOOP("params", "Stonemason's purchases"),
    "param.stonemasonPurchase.help": QT_TRANSLATE_NOOP(
        "params", "How many pieces a Stonemason may buy from the other players' Workers for a taler each: one in "
                  "all, or one from each Worker card."),
    "param.innkeeperRequiresBuild": QT_TRANSLATE_NOOP("params", "Innkeeper needs a building"),
    "param.innkeeperRequiresBuild.help": QT_TRANSLATE_NOOP(
        "params", "Winter: a helper becomes the Village Tavern's innkeeper only in a round in which its owner "
                  "erected a building, like any other helper placed in the castle."),
    "param.innkeeperCountsTowardCap": QT_TRANSLATE_NOOP("params", "Innkeeper counts as a helper placed"),
    "param.innkeeperCountsTowardCap.help": QT_TRANSLATE_NOOP(
        "params", "Winter: the innkeeper counts toward the two helpers a player may place each round."),
    "param.maidenFinalDeposit": QT_TRANSLATE_NOOP("params", "Last suitor deposits"),
    "param.maidenFinalDeposit.help": QT_TRANSLATE_NOOP(
        "params", "Winter: when all other suitors of the Castle Maiden have withdrawn, the last one wins her at "
                  "once (off), or must still deposit one more item in that pass (on)."),
}

# (parameter key, value) -> display name of a choice.
CHOICE_TEXTS = {
    ("season", "summer"): QT_TRANSLATE_NOOP("params", "Summer"),
    ("season", "winter"): QT_TRANSLATE_NOOP("params", "Winter"),
    ("startPlayer", "random"): QT_TRANSLATE_NOOP("params", "Chosen at random"),
    ("startPlayer", "first"): QT_TRANSLATE_NOOP("params", "The first seat"),
    ("stonemasonPurchase", "oneTotal"): QT_TRANSLATE_NOOP("params", "One piece in all"),
    ("stonemasonPurchase", "onePerWorkerCard"): QT_TRANSLATE_NOOP("params", "One piece from each Worker card"),
}
