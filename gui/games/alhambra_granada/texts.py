"""The combined game in plain words: the family's sentences (``gui/games/tilecity/texts.py``) and
Granada's (the faces of its tiles, the flip fee), said of one city where Alhambra's walls meet
Granada's moats, with the combined game's own refusals (a wall beside a moat, the two tiles of
a market space)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from engine.core import Event
from gui.games.granada import texts as granada
from gui.games.tilecity import texts as family
from gui.games.tilecity.texts import Phrasebook, fill, money_text
from gui.i18n import translate
from gui.i18n_names import tile_name

__all__ = ["city_title", "city_words", "event_text", "face_name", "flip_fee_text", "money_text", "refusal_text",
           "status_text"]

CONTEXT = "alhambra_granada"
face_name = granada.face_name
flip_fee_text = granada.flip_fee_text


def piece_name(tile: str) -> str:
    """A tile inside a sentence: "Arena 10", "Chambers 6", or "the Lion fountain"."""
    if tile == "fountain":
        return fill(translate("alhambra_granada", "the %1"), tile_name("fountain"))
    return tile_name(tile)


def _words() -> family.GameWords:
    return family.GameWords(
        city=translate("alhambra_granada", "city"),
        unowned_city=translate("alhambra_granada", "the city"),
        start=piece_name("fountain"),
        neutral_id="neutral",
        neutral="",
        piece=piece_name,
    )


def event_text(event: Event, names: list[str]) -> str | None:
    """One log line for an event, or None for events the log does not show."""
    return family.event_text(event, names, _words(), granada.EVENTS)


def status_text(view: dict, names: list[str], mine: bool) -> str:
    """What the player to move can do, in one line for the status bar."""
    if mine and view["phase"] == "placement":
        return fill(translate("alhambra_granada", "%1: drag each tile you bought into your city or onto your reserve; pay the flip "
                                       "fee to build a Granada tile on its other face."), names[view["current_player"]])
    distribution = translate("alhambra_granada", "%1: you receive a tile on the face it shows — build it so, or put it in your reserve.")
    return family.status_text(view, names, mine, _words(), {"distribution": distribution})


def city_title(seat: int | None, viewer: int | None, names: list[str]) -> str:
    """The title of a city from the viewer's side: "Your city" or "Ana's city"."""
    return family.city_title(seat, viewer, names, _words())


def city_words(seat: int | None, viewer: int | None, names: list[str]) -> str:
    """A city inside a sentence: "your city", "Ana's city"."""
    return family.city_words(seat, viewer, names, _words())


def _wall_along_moat(r: family.RefusalWords) -> str:
    return fill(translate("alhambra_granada", "%1 cannot touch %2 there: an Alhambra tile and a Granada tile meet only where a "
                                   "wall lies along a moat."), r.piece("tile"), r.piece("neighbour"))


def _swap_wall_along_moat(r: family.RefusalWords) -> str:
    return fill(translate("alhambra_granada", "%1 cannot take the place of %2: an Alhambra tile and a Granada tile meet only where "
                                   "a wall lies along a moat."), r.piece("incoming"), r.piece("tile"))


_OWN = {
    "flip.nowhere": QT_TRANSLATE_NOOP(
        "alhambra_granada", "%1, the other face of %2, fits nowhere in your city, so no fee is taken; "
        "your reserve takes either face for free."),
    "flip.alhambra_tile": QT_TRANSLATE_NOOP("alhambra_granada", "%1 is an Alhambra tile: it has one face and is never turned over."),
    "market.not_offered": QT_TRANSLATE_NOOP("alhambra_granada", "%1 is not on market space %2."),
}
# Granada's refusals, read from Granada's translations (Juan never sits at this table).
_BORROWED = {code: text for code, text in granada.REFUSALS.templates.items() if not code.startswith("juan.") and code not in _OWN}

REFUSALS = Phrasebook(
    CONTEXT,
    {**_BORROWED, **_OWN},
    {**granada.REFUSALS.subjects, "flip.alhambra_tile": "tile", "market.not_offered": "tile slot"},
    {**granada.REFUSALS.worded, "city.wall_along_moat": _wall_along_moat,
     "city.swap_wall_along_moat": _swap_wall_along_moat},
    {code: granada.REFUSALS.contexts.get(code, granada.REFUSALS.context) for code in _BORROWED},
)


def refusal_text(refusal, viewer: int | None, names: list[str]) -> str | None:
    """One short sentence for an engine Refusal, in the player's words and from the viewer's side;
    None for a code this table does not know (the engine's sentence is shown instead)."""
    return family.refusal_text(refusal, viewer, names, _words(), REFUSALS)
