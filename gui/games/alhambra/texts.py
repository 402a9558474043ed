"""Alhambra in plain words: log lines for engine events, the status bar's hint and refusals.

The family's sentences (``gui/games/tilecity/texts.py``) with Alhambra's names on them, plus its
own: the neutral player Dirk and the Vizier's Favour modules (vizier, changers, bonus cards,
worker's huts).
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QT_TRANSLATE_NOOP

from engine.core import Event
from gui.games.tilecity import texts as family
from gui.games.tilecity.texts import Phrasebook, card_text, fill, money_text
from gui.i18n import in_sentence, translate
from gui.i18n_names import building_name, currency_name, tile_name

__all__ = ["REFUSAL_CODES", "card_text", "city_title", "city_words", "event_text", "money_text", "piece_name",
           "refusal_text", "status_text"]

CONTEXT = "alhambra"


def piece_name(tile: str, hut_colour: dict[str, str]) -> str:
    """A tile in words: "Chambers 6", "the Lion fountain", or "the garden worker's hut"."""
    if tile.startswith("fountain"):
        return fill(translate("alhambra", "the %1"), tile_name("fountain"))
    colour = hut_colour.get(tile)
    if colour is not None:
        return fill(translate("alhambra", "the %1 worker's hut"), in_sentence(building_name(colour)))
    return tile_name(tile)


def _words(hut_colour: dict[str, str] | None = None) -> family.GameWords:
    return family.GameWords(
        city=translate("alhambra", "Alhambra"),
        unowned_city=translate("alhambra", "the Alhambra"),
        start=piece_name("fountain", {}),
        neutral_id="dirk",
        neutral=translate("alhambra", "Dirk"),
        piece=functools.partial(piece_name, hut_colour=hut_colour or {}),
    )


# ----- log lines ---------------------------------------------------------------------------------


def _hut_taken(e: family.EventWords) -> str:
    return fill(translate("alhambra", "%1 takes a worker's hut (%2)."), e.who, in_sentence(building_name(e.data["type"])))


def _bonus_revealed(e: family.EventWords) -> str:
    line = fill(translate("alhambra", "%1 reveals the bonus card of %2."), e.who, e.word("tile"))
    if e.data.get("automatic"):
        line += " " + translate("alhambra", "(Revealed for the scoring.)")
    return line


_EVENTS = Phrasebook(
    CONTEXT,
    {
        "vizier_bought": QT_TRANSLATE_NOOP("alhambra", "%1's vizier buys %2 for %3, out of turn."),
        "vizier_reactivated": QT_TRANSLATE_NOOP("alhambra", "%1 turns their vizier face up again."),
        "bonus_returned": QT_TRANSLATE_NOOP("alhambra", "%1 takes the bonus card of %2 back into their hand."),
    },
    {"vizier_bought": "who tile pay", "vizier_reactivated": "who", "bonus_returned": "who tile"},
    # A silent "no" from the vizier keeps the log about what happened.
    {"vizier_declined": family.silent, "hut_taken": _hut_taken, "bonus_revealed": _bonus_revealed},
)


def event_text(event: Event, names: list[str]) -> str | None:
    """One log line for an event, or None for events the log does not show."""
    return family.event_text(event, names, _words(), _EVENTS)


# ----- the status line, cities ---------------------------------------------------------------------


def status_text(view: dict, names: list[str], mine: bool) -> str:
    """What the player to move can do, in one line for the status bar."""
    lines = {
        "vizier": translate("alhambra", "%1: your vizier may buy a building at its exact price, out of turn."),
        "vizier_placement": translate("alhambra", "%1: build the tile your vizier bought, or put it in your reserve."),
        "placement": translate("alhambra", "%1: drag each tile you bought into your Alhambra or onto your reserve."),
    }
    return family.status_text(view, names, mine, _words(), lines)


def city_title(seat: int | None, viewer: int | None, names: list[str]) -> str:
    """The title of a city from the viewer's side: "Your Alhambra" or "Ana's Alhambra"."""
    return family.city_title(seat, viewer, names, _words())


def city_words(seat: int | None, viewer: int | None, names: list[str]) -> str:
    """A city inside a sentence: "your Alhambra", "Ana's Alhambra"."""
    return family.city_words(seat, viewer, names, _words())


# ----- refusals ----------------------------------------------------------------------------------


def _overpay(r: family.RefusalWords) -> str:
    return fill(translate("alhambra", "Your vizier pays exactly: %1 costs %2 %3, not %4."), r.piece("tile"), r["cost"], r.word("currency"), r["paid"])


def _changer_money(r: family.RefusalWords) -> str:
    first, second = (in_sentence(currency_name(c)) for c in r["currencies"])
    return fill(translate("alhambra", "With that changer pay only in %1 or %2."), first, second)


def _bonus_not_built(r: family.RefusalWords) -> str:
    holder = r["holder"]
    if holder == "dirk":
        return fill(translate("alhambra", "Dirk holds %1, so its bonus card is dead."), r.piece("tile"))
    if holder == "removed":
        return fill(translate("alhambra", "%1 is out of play, so its bonus card is dead."), r.piece("tile"))
    if isinstance(holder, int) and 0 <= holder < len(r.names):
        return fill(translate("alhambra", "%1 stands in %2's Alhambra, so its bonus card is dead."), r.piece("tile"), r.names[holder])
    return fill(translate("alhambra", "%1 is not in %2 yet."), r.piece("tile"), r.city)


def _huts_limit(r: family.RefusalWords) -> str:
    if r["limit"] == 1:
        return translate("alhambra", "You already have a worker's hut, the most a player may use.")
    return fill(translate("alhambra", "You already have %1 worker's huts, the most a player may use."), r["limit"])


def _huts_empty(r: family.RefusalWords) -> str:
    return fill(translate("alhambra", "The %1 worker's huts are all taken."), in_sentence(building_name(r["colour"])))


# Alhambra's own refusal codes, on top of the family's.
_REFUSALS = Phrasebook(
    CONTEXT,
    {
        "pay.two_changers": QT_TRANSLATE_NOOP("alhambra", "Only one money changer may be used in a purchase."),
        "pay.changer_currency": QT_TRANSLATE_NOOP("alhambra", "That changer doesn't show %1, the currency %2 is sold for."),
        "take.changer_alone": QT_TRANSLATE_NOOP("alhambra", "A money changer is taken alone, instead of money."),
        "phase.answer_vizier": QT_TRANSLATE_NOOP("alhambra", "First answer your vizier: buy with it, or let it rest."),
        "phase.place_vizier_tile": QT_TRANSLATE_NOOP("alhambra", "First place the tile your vizier bought."),
        "dirk.vizier_tile": QT_TRANSLATE_NOOP("alhambra", "A tile your vizier bought goes to your Alhambra or reserve, never to Dirk."),
        "dirk.hut": QT_TRANSLATE_NOOP("alhambra", "A worker's hut goes to your Alhambra or reserve, never to Dirk."),
        "huts.off": QT_TRANSLATE_NOOP("alhambra", "Worker's huts are not part of this game."),
        "huts.vizier": QT_TRANSLATE_NOOP("alhambra", "A worker's hut is taken only as a turn action, never by the vizier."),
        "huts.no_colour": QT_TRANSLATE_NOOP("alhambra", "There is no such worker's hut."),
        "huts.ending": QT_TRANSLATE_NOOP("alhambra", "The game is ending: no more huts may be taken."),
        "vizier.off": QT_TRANSLATE_NOOP("alhambra", "The Vizier's favour is not part of this game."),
        "vizier.no_slot": QT_TRANSLATE_NOOP("alhambra", "The vizier buys only market buildings, never a worker's hut."),
        "vizier.no_offer": QT_TRANSLATE_NOOP("alhambra", "Your vizier has no offer to decline now."),
        "vizier.face_up": QT_TRANSLATE_NOOP("alhambra", "Your vizier is already face up."),
        "vizier.distribution": QT_TRANSLATE_NOOP("alhambra", "The vizier cannot act during the end-of-game distribution."),
        "vizier.window": QT_TRANSLATE_NOOP("alhambra", "The vizier can act only right after a turn ends."),
        "bonus.off": QT_TRANSLATE_NOOP("alhambra", "Bonus cards are not part of this game."),
        "bonus.unknown": QT_TRANSLATE_NOOP("alhambra", "That is not a bonus card."),
        "bonus.face_up": QT_TRANSLATE_NOOP("alhambra", "The bonus card of %1 is already face up."),
        "bonus.not_hidden": QT_TRANSLATE_NOOP("alhambra", "The bonus card of %1 is not among your hidden ones."),
    },
    {"pay.changer_currency": "currency tile", "bonus.face_up": "tile", "bonus.not_hidden": "tile"},
    {
        "pay.changer_money": _changer_money,
        "pay.overpay": _overpay,
        "huts.empty": _huts_empty,
        "huts.limit": _huts_limit,
        "bonus.not_built": _bonus_not_built,
    },
)

# The codes phrased (Alhambra's cities have walls, not moats), so a test can check each engine code has one.
REFUSAL_CODES = family.refusal_codes(_REFUSALS, "dirk", lambda code: "moat" not in code)


def refusal_text(refusal, viewer: int | None, names: list[str], hut_colour: dict[str, str]) -> str | None:
    """One short sentence for an engine Refusal, in the player's words and from the viewer's side;
    None for a code this table does not know (the engine's sentence is shown instead)."""
    return family.refusal_text(refusal, viewer, names, _words(hut_colour), _REFUSALS)
