"""What the games of the tile-city family say alike, in player words: money, cities, the log lines
of the shared events, the status line and the shared refusals.

Each game's texts module (``gui/games/alhambra/texts.py``, ``gui/games/granada/texts.py``) names
its own things in a :class:`GameWords` and adds its own events and refusals in a
:class:`Phrasebook` of its own, looked up before the family's. A phrasebook keeps a template per
key and the names of the subjects that fill its ``%1``, ``%2``… in order ("tile city"); a
sentence that depends on its subjects is a function instead. Templates are marked with
``QT_TRANSLATE_NOOP`` (or passed to ``translate`` directly) so that lupdate finds them;
translation happens when a sentence is said, so a translator installed later still applies.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from engine.core import Event
from gui.games.tilecity.pieces import CURRENCY_OF_CODE
from gui.i18n import in_sentence, translate
from gui.i18n_names import currency_name, tile_name

CONTEXT = "tilecity"


def fill(template: str, *values: object) -> str:
    """``template`` with ``%1``, ``%2``… replaced by ``values`` (Qt's placeholders)."""
    for index, value in enumerate(values, 1):
        template = template.replace(f"%{index}", str(value))
    return template


def capital(text: str) -> str:
    """``text`` with its first letter in upper case (a sentence that starts with a subject)."""
    return text[:1].upper() + text[1:]


# ----- money -------------------------------------------------------------------------------------


def card_text(card: str) -> str:
    """``b2`` as "2 denar", ``x-by`` as "a denar/florin changer"."""
    if card.startswith("x-"):
        pair = "/".join(in_sentence(currency_name(CURRENCY_OF_CODE[c])) for c in card[2:4])
        return fill(translate("tilecity", "a %1 changer"), pair)
    return f"{card[1:]} {in_sentence(currency_name(CURRENCY_OF_CODE[card[0]]))}"


def names_list(parts: list[str]) -> str:
    """``['a', 'b', 'c']`` as "a, b and c"."""
    if len(parts) <= 1:
        return "".join(parts)
    return fill(translate("tilecity", "%1 and %2"), ", ".join(parts[:-1]), parts[-1])


def money_text(cards: list[str]) -> str:
    """``['b2', 'g3']`` as "2 denar and 3 dirham"."""
    return names_list([card_text(card) for card in cards])


# ----- what each game calls its own things --------------------------------------------------------


@dataclass(frozen=True)
class GameWords:
    """What one game of the family calls its things, already translated (build it when speaking)."""

    city: str  # a player's city: "Alhambra", "Granada"
    unowned_city: str  # a city nobody is named for: "the Alhambra", "Granada"
    start: str  # the start tile inside a sentence: "the Lion fountain", "the Alhambra"
    neutral_id: str  # the neutral player's key in events and refusal codes: "dirk", "juan"
    neutral: str  # his name: "Dirk", "Juan"
    piece: Callable[[str], str]  # a tile id in words: "Chambers 6", "the Lion fountain"


def city_title(seat: int | None, viewer: int | None, names: list[str], words: GameWords) -> str:
    """The title of a city from the viewer's side: "Your Alhambra", "Ana's Alhambra"."""
    if seat is not None and seat == viewer:
        return fill(translate("tilecity", "Your %1"), words.city)
    if seat is None or not 0 <= seat < len(names):
        return capital(words.unowned_city)
    return fill(translate("tilecity", "%1's %2"), names[seat], words.city)


def city_words(seat: int | None, viewer: int | None, names: list[str], words: GameWords) -> str:
    """A city inside a sentence: "your Alhambra", "Ana's Alhambra"."""
    if seat is not None and seat == viewer:
        return fill(translate("tilecity", "your %1"), words.city)
    if seat is None or not 0 <= seat < len(names):
        return words.unowned_city
    return fill(translate("tilecity", "%1's %2"), names[seat], words.city)


# ----- phrasebooks ------------------------------------------------------------------------------


def silent(_subjects: Any) -> None:
    """The sentence of an event the log leaves out: none."""


@dataclass(frozen=True)
class Phrasebook:
    """Sentences by key (an event kind or a refusal code): a template in ``context`` filled with
    the named subjects, or a function of the subjects for a sentence that depends on them."""

    context: str
    templates: Mapping[str, str]  # key -> template (the QT_TRANSLATE_NOOP source)
    subjects: Mapping[str, str] = field(default_factory=dict)  # key -> what fills %1, %2… ("tile city")
    worded: Mapping[str, Callable[[Any], str | None]] = field(default_factory=dict)  # key -> sentence
    # key -> the context of a template taken from another game's phrasebook (it is translated there)
    contexts: Mapping[str, str] = field(default_factory=dict)

    def __contains__(self, key: str) -> bool:
        return key in self.templates or key in self.worded

    def known(self) -> frozenset[str]:
        """Every key with a sentence."""
        return frozenset(self.templates) | frozenset(self.worded)

    def say(self, key: str, subjects: Any) -> str | None:
        """The sentence for ``key`` about ``subjects`` (read through ``subjects.word``)."""
        if key in self.worded:
            return self.worded[key](subjects)
        keys = self.subjects.get(key, "").split()
        return fill(translate(self.contexts.get(key, self.context), self.templates[key]), *(subjects.word(k) for k in keys))


# ----- log lines ---------------------------------------------------------------------------------


class EventWords:
    """An event's data as a log line names it; ``word(key)`` is one subject."""

    def __init__(self, event: Event, names: list[str], words: GameWords) -> None:
        self.data = event.data
        self.names = names
        self.words = words
        self.who = names[event.player] if event.player is not None else ""

    def word(self, key: str) -> str:
        """``who`` (the acting player), ``neutral``, a tile (``tile``, ``reserve``, ``face``),
        money (``cards``, ``pay``), a currency, how many ``tiles``, or the raw data entry."""
        if key == "who":
            return self.who
        if key == "neutral":
            return self.words.neutral
        if key in ("tile", "reserve", "face"):
            return tile_name(self.data[key])
        if key in ("cards", "pay"):
            return money_text(self.data[key])
        if key == "currency":
            return in_sentence(currency_name(self.data["currency"]))
        if key == "tiles":
            return str(len(self.data["tiles"]))
        return str(self.data[key])


def _bought(e: EventWords) -> str:
    if e.data["exact"]:
        return fill(translate("tilecity", "%1 bought %2 for %3 and takes another action."), e.who, e.word("tile"), e.word("pay"))
    return fill(translate("tilecity", "%1 bought %2, paying %3."), e.who, e.word("tile"), e.word("pay"))


def _scoring(e: EventWords) -> str:
    parts = [f"{e.names[seat]} +{points}" for seat, points in enumerate(e.data["points"])]
    return fill(translate("tilecity", "Scoring round %1: %2."), e.data["round"], ", ".join(parts))


def _game_over(e: EventWords) -> str:
    winners = [e.names[s] for s in e.data["winners"]]
    return fill(translate("tilecity", "The game is over. Winner: %1."), ", ".join(winners) or translate("tilecity", "nobody"))


# The family's events; "neutral_given" and "neutral_drew" stand for tile_given_to_<neutral> and <neutral>_drew.
EVENTS = Phrasebook(
    CONTEXT,
    {
        "money_taken": QT_TRANSLATE_NOOP("tilecity", "%1 took %2."),
        "actions_ended": QT_TRANSLATE_NOOP("tilecity", "%1 ends their actions."),
        "turn_passed": QT_TRANSLATE_NOOP("tilecity", "%1 can do nothing and passes."),
        "tile_added": QT_TRANSLATE_NOOP("tilecity", "%1 builds %2 from the reserve."),
        "tile_removed": QT_TRANSLATE_NOOP("tilecity", "%1 moves %2 to the reserve."),
        "tiles_swapped": QT_TRANSLATE_NOOP("tilecity", "%1 swaps %2 for %3 from the reserve."),
        "tile_placed": QT_TRANSLATE_NOOP("tilecity", "%1 builds %2."),
        "tile_reserved": QT_TRANSLATE_NOOP("tilecity", "%1 puts %2 in the reserve."),
        "neutral_given": QT_TRANSLATE_NOOP("tilecity", "%1 gives %2 to %3."),
        "neutral_drew": QT_TRANSLATE_NOOP("tilecity", "%1 takes %2 tiles from the bag."),
        "scoring_card_drawn": QT_TRANSLATE_NOOP("tilecity", "Scoring card %1 comes up!"),
        "deck_reshuffled": QT_TRANSLATE_NOOP("tilecity", "The discarded money is shuffled into a new deck."),
        "market_exhausted": QT_TRANSLATE_NOOP("tilecity", "The market cannot be refilled: the game ends."),
        "tile_awarded": QT_TRANSLATE_NOOP("tilecity", "%1 receives %2 for holding the most %3."),
        "tile_unawarded": QT_TRANSLATE_NOOP("tilecity", "Nobody receives %1."),
        "turn_started": QT_TRANSLATE_NOOP("tilecity", "— %1's turn —"),
    },
    {
        "money_taken": "who cards",
        "actions_ended": "who",
        "turn_passed": "who",
        "tile_added": "who tile",
        "tile_removed": "who tile",
        "tiles_swapped": "who tile reserve",
        "tile_placed": "who tile",
        "tile_reserved": "who tile",
        "neutral_given": "who tile neutral",
        "neutral_drew": "neutral tiles",
        "scoring_card_drawn": "card",
        "tile_awarded": "who tile currency",
        "tile_unawarded": "tile",
        "turn_started": "who",
    },
    {"tile_bought": _bought, "scoring": _scoring, "game_over": _game_over},
)


def event_text(event: Event, names: list[str], words: GameWords, own: Phrasebook) -> str | None:
    """One log line for an event, or None for events the log does not show. The game's ``own``
    lines come before the family's."""
    kind, book = event.kind, own
    if kind not in own:
        book = EVENTS
        if kind == f"tile_given_to_{words.neutral_id}":
            kind = "neutral_given"
        elif kind == f"{words.neutral_id}_drew":
            kind = "neutral_drew"
    if kind not in book:
        return None
    return book.say(kind, EventWords(event, names, words))


# ----- the status line ---------------------------------------------------------------------------


def status_text(view: dict, names: list[str], mine: bool, words: GameWords, lines: Mapping[str, str]) -> str:
    """What the player to move can do, in one line for the status bar. ``lines`` holds the game's
    own line (translated, ``%1`` the player) for a phase it words itself, ``placement`` included."""
    phase = view["phase"]
    if phase == "over":
        return translate("tilecity", "The game is over.")
    who = names[view["current_player"]]
    if not mine:
        return fill(translate("tilecity", "%1 is playing…"), who)
    if phase in lines:
        return fill(lines[phase], who)
    if phase == "distribution":
        return fill(translate("tilecity", "%1: you receive a tile — build it or put it in your reserve."), who)
    if view["may_continue"]:
        return fill(translate("tilecity", "%1: exact payment! Take another action, or end your turn."), who)
    return fill(translate("tilecity", "%1: take money, buy a building, or redesign your %2."), who, words.city)


# ----- refusals ----------------------------------------------------------------------------------


class RefusalWords:
    """A refusal's subjects as the viewer hears them; ``word(key)`` is one subject."""

    def __init__(self, refusal: Any, viewer: int | None, names: list[str], words: GameWords) -> None:
        self.subjects = refusal.subjects
        self.names = names
        self.words = words
        self.seat = self.subjects.get("seat")
        self.yours = self.seat is None or self.seat == viewer  # the refused player is the viewer
        self.city = city_words(self.seat, viewer, names, words)

    def __getitem__(self, key: str) -> Any:
        return self.subjects[key]

    def piece(self, key: str) -> str:
        """The tile named by subject ``key`` in words."""
        return self.words.piece(self.subjects[key])

    def word(self, key: str) -> str:
        """``city`` (whose, from the viewer's side), ``start``, ``neutral``, a tile (``tile``,
        ``neighbour``, ``incoming``, ``face``), money (``cards``), a currency, or the raw value."""
        if key == "city":
            return self.city
        if key == "start":
            return self.words.start
        if key == "neutral":
            return self.words.neutral
        if key in ("tile", "neighbour", "incoming", "face"):
            return self.piece(key)
        if key == "cards":
            return money_text(list(self.subjects["cards"]))
        if key == "currency":
            return in_sentence(currency_name(self.subjects["currency"]))
        return str(self.subjects[key])


# The sentences of a tile's feature meeting a neighbour, by feature: placed against a side that has
# it / lacks it, swapped in where the neighbour has it / lacks it, and the walk that cannot reach.
_FEATURES = {
    "wall": (
        QT_TRANSLATE_NOOP("tilecity", "%1 would put a wall against an open side of %2: walls must meet walls."),
        QT_TRANSLATE_NOOP("tilecity", "%1 would put an open side against a wall of %2: walls must meet walls."),
        QT_TRANSLATE_NOOP("tilecity", "%1 would put a wall where %2 has an open side: walls must meet walls."),
        QT_TRANSLATE_NOOP("tilecity", "%1 would put an open side where %2 has a wall: walls must meet walls."),
        QT_TRANSLATE_NOOP("tilecity", "%1 could only be reached through a wall there."),
    ),
    "moat": (
        QT_TRANSLATE_NOOP("tilecity", "%1 would put a moat against an open side of %2: moats must meet moats."),
        QT_TRANSLATE_NOOP("tilecity", "%1 would put an open side against a moat of %2: moats must meet moats."),
        QT_TRANSLATE_NOOP("tilecity", "%1 would put a moat where %2 has an open side: moats must meet moats."),
        QT_TRANSLATE_NOOP("tilecity", "%1 would put an open side where %2 has a moat: moats must meet moats."),
        QT_TRANSLATE_NOOP("tilecity", "%1 could only be reached across a moat there."),
    ),
}


def _feature_sentences(noun: str) -> dict[str, Callable[[RefusalWords], str]]:
    against, open_against, swapped, open_swapped, through = _FEATURES[noun]

    def meet(r: RefusalWords) -> str:
        return fill(translate(CONTEXT, against if r[noun] else open_against), r.piece("tile"), r.piece("neighbour"))

    def swap(r: RefusalWords) -> str:
        return fill(translate(CONTEXT, swapped if r[noun] else open_swapped), r.piece("incoming"), r.piece("tile"))

    def walk(r: RefusalWords) -> str:
        return fill(translate(CONTEXT, through), r.piece("tile"))

    return {f"city.{noun}s_meet": meet, f"city.swap_{noun}s": swap, f"city.through_{noun}": walk}


def not_held(r: RefusalWords) -> str:
    """The refused player does not hold the ``cards`` (said from the viewer's side)."""
    if r.yours:
        return fill(translate("tilecity", "You don't hold %1."), r.word("cards"))
    return fill(translate("tilecity", "%1 doesn't hold %2."), r.names[r.seat], r.word("cards"))


def _too_little(r: RefusalWords) -> str:
    tile, cost, currency, paid = r.piece("tile"), r["cost"], r.word("currency"), r["paid"]
    if r["changer"]:
        return fill(translate("tilecity", "%1 costs %2 %3; %4 is not enough, and a changer counts for nothing."), tile, cost, currency, paid)
    return fill(translate("tilecity", "%1 costs %2 %3; %4 is not enough."), tile, cost, currency, paid)


# Every refusal code the family's moves, cities and payments use; "neutral.*" stands for the neutral
# player's codes (dirk.*, juan.*).
REFUSALS = Phrasebook(
    CONTEXT,
    {
        "city.occupied": QT_TRANSLATE_NOOP("tilecity", "That spot of %1 is already built on."),
        "city.no_side": QT_TRANSLATE_NOOP("tilecity", "That spot doesn't touch %1 along a side."),
        "city.encloses": QT_TRANSLATE_NOOP("tilecity", "A tile there would close off an empty space in %1."),
        "city.not_built": QT_TRANSLATE_NOOP("tilecity", "%1 is not in %2."),
        "city.start_tile": QT_TRANSLATE_NOOP("tilecity", "%1 can never be moved."),
        "city.leaves_hole": QT_TRANSLATE_NOOP("tilecity", "Taking %1 out would leave a closed-in hole in %2."),
        "city.cuts_off": QT_TRANSLATE_NOOP("tilecity", "Taking %1 out would cut tiles off from %2."),
        "city.splits": QT_TRANSLATE_NOOP("tilecity", "Taking %1 out would split %2 in two."),
        "pay.no_cards": QT_TRANSLATE_NOOP("tilecity", "Choose the cards to pay with."),
        "pay.wrong_currency": QT_TRANSLATE_NOOP("tilecity", "%1 is sold only for %2."),
        "take.no_cards": QT_TRANSLATE_NOOP("tilecity", "Choose at least one card."),
        "take.not_shown": QT_TRANSLATE_NOOP("tilecity", "The display doesn't show %1."),
        "take.over_limit": QT_TRANSLATE_NOOP("tilecity", "Several cards may be taken only if they add up to %1 or less."),
        "market.no_slot": QT_TRANSLATE_NOOP("tilecity", "There is no such market space."),
        "market.empty": QT_TRANSLATE_NOOP("tilecity", "That market space is empty."),
        "end.no_extra": QT_TRANSLATE_NOOP("tilecity", "There is no extra action to end: only an exact payment gives one."),
        "pass.not_stuck": QT_TRANSLATE_NOOP("tilecity", "You may pass only when there is nothing else you can do."),
        "reserve.not_held": QT_TRANSLATE_NOOP("tilecity", "%1 is not in your reserve."),
        "place.not_pending": QT_TRANSLATE_NOOP("tilecity", "%1 is not one of the tiles you have to place."),
        "phase.place_bought": QT_TRANSLATE_NOOP("tilecity", "First place the tiles you bought this turn."),
        "phase.place_awarded": QT_TRANSLATE_NOOP("tilecity", "First place the tile awarded to you."),
        "phase.not_placing": QT_TRANSLATE_NOOP("tilecity", "Tiles are placed only after the turn's actions."),
        "neutral.absent": QT_TRANSLATE_NOOP("tilecity", "Tiles go to %1 only in a two-player game."),
        "neutral.awarded": QT_TRANSLATE_NOOP("tilecity", "A tile awarded at the end of the game cannot go to %1."),
        "neutral.not_bought": QT_TRANSLATE_NOOP("tilecity", "%1 was not bought this turn."),
    },
    {
        "city.occupied": "city",
        "city.no_side": "city",
        "city.encloses": "city",
        "city.not_built": "tile city",
        "city.start_tile": "start",
        "city.leaves_hole": "tile city",
        "city.cuts_off": "tile start",
        "city.splits": "tile city",
        "pay.wrong_currency": "tile currency",
        "take.not_shown": "cards",
        "take.over_limit": "limit",
        "reserve.not_held": "tile",
        "place.not_pending": "tile",
        "neutral.absent": "neutral",
        "neutral.awarded": "neutral",
        "neutral.not_bought": "tile",
    },
    {**_feature_sentences("wall"), **_feature_sentences("moat"), "pay.not_held": not_held, "pay.too_little": _too_little},
)


def refusal_codes(own: Phrasebook, neutral_id: str, shared: Callable[[str], bool] = lambda code: True) -> frozenset[str]:
    """The codes a game phrases: its ``own`` and the family's (those ``shared`` keeps), with the
    neutral player's codes under his key."""
    family = {code.replace("neutral.", f"{neutral_id}.", 1) for code in REFUSALS.known() if shared(code)}
    return own.known() | family


def refusal_text(refusal: Any, viewer: int | None, names: list[str], words: GameWords, own: Phrasebook) -> str | None:
    """One short sentence for an engine Refusal, in the player's words and from the viewer's
    side; None for a code neither the game's ``own`` phrasebook nor the family's knows (the
    engine's sentence is shown instead)."""
    code = refusal.code
    prefix, _, rest = code.partition(".")
    if prefix == words.neutral_id and code not in own:
        code = f"neutral.{rest}"
    book = own if code in own else REFUSALS
    if code not in book:
        return None
    return capital(book.say(code, RefusalWords(refusal, viewer, names, words)))
