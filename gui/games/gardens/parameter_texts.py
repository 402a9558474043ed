"""Translatable texts of the Gardens' parameters (rules_data/gardens.yaml), by key.

English source text in the ``params`` translation context; the new-game dialog looks them up
through the game's plug-in (:mod:`gui.dialogs.param_texts`).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

# (parameter key, value) -> display name of a choice.
CHOICE_TEXTS = {
    ("colourPairing", "purple+yellow/green+orange"): QT_TRANSLATE_NOOP(
        "params", "Purple and yellow against green and orange"),
    ("colourPairing", "purple+green/yellow+orange"): QT_TRANSLATE_NOOP(
        "params", "Purple and green against yellow and orange"),
    ("colourPairing", "purple+orange/green+yellow"): QT_TRANSLATE_NOOP(
        "params", "Purple and orange against green and yellow"),
    ("unownedSpecies", "ignored"): QT_TRANSLATE_NOOP("params", "Left out (as the rules say)"),
    ("unownedSpecies", "phantom"): QT_TRANSLATE_NOOP("params", "Compete like a rival"),
}

PARAMETER_TEXTS = {
    "param.handSize": QT_TRANSLATE_NOOP("params", "Garden tiles in hand"),
    "param.handSize.help": QT_TRANSLATE_NOOP(
        "params", "1 in the standard game; with 3 you choose which tile to lay each turn (a longer, more "
                  "tactical game)."),
    "param.twoColours": QT_TRANSLATE_NOOP("params", "Two colours each (2 players)"),
    "param.twoColours.help": QT_TRANSLATE_NOOP(
        "params", "Each of the two players owns two colours, so all four kinds of tree compete; each colour "
                  "scores on its own and a player's two colours can knock each other out."),
    "param.colourPairing": QT_TRANSLATE_NOOP("params", "Colours of each player"),
    "param.colourPairing.help": QT_TRANSLATE_NOOP(
        "params", "With two colours each: the first pair goes to the player who begins."),
    "param.unownedSpecies": QT_TRANSLATE_NOOP("params", "Trees nobody owns"),
    "param.unownedSpecies.help": QT_TRANSLATE_NOOP(
        "params", "With 2 or 3 players some colours belong to nobody. As the rules say, their trees are left "
                  "out; or they compete like a rival that can tie, knock out and, winning, leave the building "
                  "unscored. They never count as a kind of tree."),
}
