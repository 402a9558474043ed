"""Translatable texts of Alhambra's parameters (rules_data/alhambra.yaml and vizier.yaml), by key.

English source text in the ``params`` translation context; the new-game dialog looks them up
through the game's plug-in (:mod:`gui.dialogs.param_texts`).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

PARAMETER_TEXTS = {
    "param.wallMetric": QT_TRANSLATE_NOOP("params", "Longest wall"),
    "param.wallMetric.help": QT_TRANSLATE_NOOP(
        "params", "How the longest outer wall is measured. It only differs for a closed ring of n wall "
        "segments: it scores n as a trail, n − 1 as a simple path (Board Game Arena)."),
    "param.startPlayerFinalTiebreak": QT_TRANSLATE_NOOP("params", "Start player tie-break"),
    "param.startPlayerFinalTiebreak.help": QT_TRANSLATE_NOOP(
        "params", "Who begins when players tie for the fewest cards and the lowest total at the start. "
        "“Youngest player” needs the players’ ages."),
    "param.playerAges": QT_TRANSLATE_NOOP("params", "Players’ ages"),
    "param.playerAges.help": QT_TRANSLATE_NOOP(
        "params", "One age per player in seat order, separated by commas (for example 34, 9, 41). "
        "Leave empty unless the youngest player breaks ties."),
    "param.neutralCanWin": QT_TRANSLATE_NOOP("params", "The neutral player can win"),
    "param.neutralCanWin.help": QT_TRANSLATE_NOOP(
        "params", "Two players: rank the neutral player (Dirk, Juan) like a player. If the neutral "
        "player scores strictly highest, nobody wins."),
    "param.twoPlayerMoneyCopies": QT_TRANSLATE_NOOP("params", "Copies of each money card"),
    "param.twoPlayerMoneyCopies.help": QT_TRANSLATE_NOOP(
        "params", "Two players only. 2 copies (72 cards) as in the published two-player rules; "
        "3 copies (all 108 cards) is a house rule."),
    "param.marketCurrencyOrder": QT_TRANSLATE_NOOP("params", "Market currencies"),
    "param.marketCurrencyOrder.help": QT_TRANSLATE_NOOP(
        "params", "The currency of market spaces 1 to 4, top to bottom. Drag to reorder."),
    "param.endTrigger": QT_TRANSLATE_NOOP("params", "Game end"),
    "param.endTrigger.help": QT_TRANSLATE_NOOP(
        "params", "The game ends when the market cannot be refilled at the end of a turn, or "
        "already when the bag is empty (said to be the French edition’s rule)."),
    # The Vizier's Favour modules
    "param.vizier": QT_TRANSLATE_NOOP("params", "Module: the Vizier's favour"),
    "param.vizier.help": QT_TRANSLATE_NOOP(
        "params", "After every turn, a player with a face-up vizier may buy one building at the exact price, "
        "out of turn; turning the vizier back up costs an action."),
    "param.bureauDeChange": QT_TRANSLATE_NOOP("params", "Module: the money changers"),
    "param.bureauDeChange.help": QT_TRANSLATE_NOOP(
        "params", "Six changer cards come up in the money display; one lets you pay a purchase with two currencies."),
    "param.bonusCards": QT_TRANSLATE_NOOP("params", "Module: the bonus cards"),
    "param.bonusCards.help": QT_TRANSLATE_NOOP(
        "params", "Secret cards showing a building without walls: once it stands in your Alhambra, the card "
        "counts as one more building of its type."),
    "param.workersHuts": QT_TRANSLATE_NOOP("params", "Module: the worker's huts"),
    "param.workersHuts.help": QT_TRANSLATE_NOOP(
        "params", "Take up to three free huts as an action; a hut counts as an extra building for each open "
        "neighbour of its colour. Hut walls are our reconstruction."),
}

# (parameter key, value) -> display name of a choice or permutation item.
CHOICE_TEXTS = {
    ("wallMetric", "longestTrail"): QT_TRANSLATE_NOOP("params", "Longest trail (a ring of n scores n)"),
    ("wallMetric", "bgaSimplePath"): QT_TRANSLATE_NOOP("params", "Simple path (a ring of n scores n − 1)"),
    ("startPlayerFinalTiebreak", "random"): QT_TRANSLATE_NOOP("params", "Chosen at random"),
    ("startPlayerFinalTiebreak", "youngest"): QT_TRANSLATE_NOOP("params", "Youngest player"),
    ("marketCurrencyOrder", "YELLOW"): QT_TRANSLATE_NOOP("params", "Florin (yellow)"),
    ("marketCurrencyOrder", "GREEN"): QT_TRANSLATE_NOOP("params", "Dirham (green)"),
    ("marketCurrencyOrder", "BLUE"): QT_TRANSLATE_NOOP("params", "Denar (blue)"),
    ("marketCurrencyOrder", "ORANGE"): QT_TRANSLATE_NOOP("params", "Ducat (orange)"),
    ("endTrigger", "marketNotRefillable"): QT_TRANSLATE_NOOP("params", "Market cannot be refilled"),
    ("endTrigger", "bagEmpty"): QT_TRANSLATE_NOOP("params", "Bag is empty"),
}
