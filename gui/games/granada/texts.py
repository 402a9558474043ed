"""Granada in plain words: log lines for engine events, the status bar's hint, refusals, the
names of tile faces and the flip fee.

The family's sentences (``gui/games/tilecity/texts.py``) with Granada's names on them: a player
builds "your Granada" from a start tile showing the Alhambra, moats take the place of walls and
the neutral player is Juan. Granada's own sentences are about the two faces of a tile: turning a
bought tile over for the flip fee, and the face a tile keeps.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from engine.core import Event
from gui.games.tilecity import texts as family
from gui.games.tilecity.texts import Phrasebook, card_text, fill, money_text
from gui.i18n import in_sentence, translate
from gui.i18n_names import currency_name, tile_name

__all__ = ["REFUSAL_CODES", "START_TILE", "card_text", "city_title", "city_words", "event_text", "face_name",
           "flip_fee_text", "money_text", "piece_name", "refusal_text", "status_text"]

CONTEXT = "granada"
START_TILE = "palace"  # the start tile's id (rules_data/granada.yaml), the picture of the Alhambra


def face_name(face: str) -> str:
    """A tile face in words: ``arena-10`` as "Arena 10", the start tile as "Alhambra"."""
    return tile_name(face)


def piece_name(tile: str) -> str:
    """A tile inside a sentence: "Arena 10", or "the Alhambra" for the start tile."""
    if tile == START_TILE:
        return fill(translate("granada", "the %1"), tile_name(START_TILE))
    return face_name(tile)


def flip_fee_text(params: Mapping[str, Any], fee: int = 3) -> str:
    """What the flip fee asks, by parameter flipFee: "at least 3 in one currency" (the value of
    the cards) or "at least 3 cards of one currency"."""
    if params.get("flipFee") == "threeCardsSingleCurrency":
        return fill(translate("granada", "at least %1 cards of one currency"), fee)
    return fill(translate("granada", "at least %1 in one currency"), fee)


def _words() -> family.GameWords:
    return family.GameWords(
        city=translate("granada", "Granada"),
        unowned_city=translate("granada", "Granada"),
        start=piece_name(START_TILE),
        neutral_id="juan",
        neutral=translate("granada", "Juan"),
        piece=piece_name,
    )


# ----- log lines ---------------------------------------------------------------------------------

EVENTS = Phrasebook(
    CONTEXT,
    {"tile_flipped": QT_TRANSLATE_NOOP("granada", "%1 pays %2 to turn %3 over: it becomes %4.")},
    {"tile_flipped": "who pay tile face"},
)


def event_text(event: Event, names: list[str]) -> str | None:
    """One log line for an event, or None for events the log does not show."""
    return family.event_text(event, names, _words(), EVENTS)


# ----- the status line, cities ---------------------------------------------------------------------


def _placement_line(view: dict, who: str) -> str:
    """The hint while the tiles bought this turn are placed; a tile whose flip fee is paid first."""
    juan = view.get("juan") is not None
    flipped = [face for face in view.get("flipped", ()) if face in view["pending"]]
    if len(flipped) > 1:
        tiles = family.names_list([face_name(face) for face in flipped])
        if juan:
            return fill(translate("granada", "%1: you paid the flip fee for %2 — build them in your Granada or give them to Juan."), who, tiles)
        return fill(translate("granada", "%1: you paid the flip fee for %2 — build them in your Granada."), who, tiles)
    if flipped:
        if juan:
            return fill(translate("granada", "%1: you paid the flip fee for %2 — build it in your Granada or give it to Juan."), who,
                        face_name(flipped[0]))
        return fill(translate("granada", "%1: you paid the flip fee for %2 — build it in your Granada."), who, face_name(flipped[0]))
    if juan:
        return fill(translate("granada", "%1: drag each tile you bought into your Granada, onto your reserve or to Juan; "
                        "pay the flip fee to build or give it on its other face."), who)
    return fill(translate("granada", "%1: drag each tile you bought into your Granada or onto your reserve; "
                    "pay the flip fee to build it on its other face."), who)


def status_text(view: dict, names: list[str], mine: bool) -> str:
    """What the player to move can do, in one line for the status bar (``view`` is a Granada
    player view: ``pending``, ``flipped`` and ``juan`` say what the placing player may do)."""
    if mine and view["phase"] == "placement":
        return _placement_line(view, names[view["current_player"]])
    distribution = translate("granada", "%1: you receive a tile on the face it shows — build it so, or put it in your reserve.")
    return family.status_text(view, names, mine, _words(), {"distribution": distribution})


def city_title(seat: int | None, viewer: int | None, names: list[str]) -> str:
    """The title of a city from the viewer's side: "Your Granada" or "Ana's Granada"."""
    return family.city_title(seat, viewer, names, _words())


def city_words(seat: int | None, viewer: int | None, names: list[str]) -> str:
    """A city inside a sentence: "your Granada", "Ana's Granada"."""
    return family.city_words(seat, viewer, names, _words())


# ----- refusals ----------------------------------------------------------------------------------


def _mixed_currency(r: family.RefusalWords) -> str:
    currencies = [in_sentence(currency_name(c)) for c in r["currencies"]]
    return fill(translate("granada", "The flip fee is paid in one currency, not in %1."), family.names_list(currencies))


# Granada's own refusal codes, on top of the family's. In ``place.face`` and ``juan.face`` the
# subject ``tile`` is the face showing and ``face`` the face asked for; in ``reserve.awarded_face``
# it is the other way round.
REFUSALS = Phrasebook(
    CONTEXT,
    {
        "flip.awarded": QT_TRANSLATE_NOOP(
            "granada", "A tile awarded at the end of the game keeps the face it showed in the market: it cannot be turned over."),
        "flip.not_pending": QT_TRANSLATE_NOOP(
            "granada", "%1 cannot be turned over: only a tile bought this turn can, before it is placed."),
        "flip.again": QT_TRANSLATE_NOOP("granada", "%1 has already been turned over this turn."),
        "flip.nowhere": QT_TRANSLATE_NOOP(
            "granada", "%1, the other face of %2, fits nowhere in your Granada, so no fee is taken; "
            "your reserve takes either face for free."),
        "flip.no_cards": QT_TRANSLATE_NOOP("granada", "Choose the cards that pay the flip fee."),
        "flip.too_few_cards": QT_TRANSLATE_NOOP("granada", "The flip fee is at least %1 cards of one currency, not %2."),
        "flip.too_little": QT_TRANSLATE_NOOP(
            "granada", "The flip fee is at least %1 in one currency; these cards are worth %2."),
        "reserve.flipped": QT_TRANSLATE_NOOP(
            "granada", "You paid the flip fee to build %1, so it cannot go into your reserve."),
        "reserve.awarded_face": QT_TRANSLATE_NOOP(
            "granada", "A tile awarded at the end of the game keeps the face it showed in the market: %1, not %2."),
        "place.awarded_face": QT_TRANSLATE_NOOP(
            "granada", "A tile awarded at the end of the game keeps the face it showed in the market: %1, not %2."),
        "place.face": QT_TRANSLATE_NOOP(
            "granada", "%1 is built on the face it shows; pay the flip fee first to build it as %2."),
        "juan.face": QT_TRANSLATE_NOOP(
            "granada", "%1 goes to Juan on the face it shows; pay the flip fee first to give it as %2."),
    },
    {
        "flip.not_pending": "tile",
        "flip.again": "tile",
        "flip.nowhere": "face tile",
        "flip.too_few_cards": "fee count",
        "flip.too_little": "fee total",
        "reserve.flipped": "tile",
        "reserve.awarded_face": "face tile",
        "place.awarded_face": "tile face",
        "place.face": "tile face",
        "juan.face": "tile face",
    },
    {"flip.not_held": family.not_held, "flip.mixed_currency": _mixed_currency},
)

# The codes phrased (Granada's cities have moats, not walls), so a test can check each engine code has one.
REFUSAL_CODES = family.refusal_codes(REFUSALS, "juan", lambda code: "wall" not in code)


def refusal_text(refusal, viewer: int | None, names: list[str]) -> str | None:
    """One short sentence for an engine Refusal, in the player's words and from the viewer's side;
    None for a code this table does not know (the engine's sentence is shown instead)."""
    return family.refusal_text(refusal, viewer, names, _words(), REFUSALS)
