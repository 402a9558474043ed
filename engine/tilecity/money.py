"""The money supply of the Alhambra family: the deck with its scoring cards, the face-up display,
the discard pile, and the cards out of play.

Money cards are codes such as ``b5`` (blue 5): a currency letter and a value. A money changer
(``x-by``, the payment extension of ``payment.py``) is a card of the deck worth nothing. Piles are
lists whose *last* element is the top, so a draw is ``pop()``.

The deck is dealt into piles with each scoring card shuffled into its own pile, so everyone knows
between which draws it can come up: its *window*, counted in cards drawn since setup.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from engine.core.events import Event

CHANGER_PREFIX = "x-"  # a money changer's code: this prefix, then its two currency letters


class _CardValues(dict):
    """Memo of card code -> face value (``b5`` -> 5); codes are few, look-ups are hot. A money
    changer (``x-bg``) has no value."""

    def __missing__(self, card: str) -> int:
        value = self[card] = 0 if card.startswith(CHANGER_PREFIX) else int(card[1:])
        return value


card_value = _CardValues().__getitem__


@dataclass(frozen=True)
class Currency:
    """A money currency, keyed by colour; ``code`` is its letter in card codes."""

    id: str
    code: str
    name_key: str
    colour: str


def read_currency(entry) -> Currency:
    """A currency from its rules-data entry (id, code, name, colour)."""
    return Currency(entry["id"].as_str(), entry["code"].as_str(), entry["name"].as_str(), entry["colour"].as_str())


def money_rules(data) -> MoneyRules:
    """The money supply's rules from a family game's data (its currencies, cards and piles)."""
    return MoneyRules(
        names={c.code: c.id for c in data.currencies},
        values=data.money_values,
        copies=data.money_copies,
        display_size=data.display_size,
        deck_piles=data.deck_piles,
        scoring_cards=data.scoring_cards,
        scoring_card_piles=data.scoring_card_piles,
        take_limit=data.take_money_limit,
        starting_money=data.starting_money_at_least,
    )


@dataclass(frozen=True)
class MoneyRules:
    """A game's money from its rules data."""

    names: Mapping[str, str]  # currency letter -> currency id, in the data's order
    values: tuple[int, ...]  # the values of each currency's cards
    copies: int  # copies of each card in the box
    display_size: int
    deck_piles: int
    scoring_cards: Mapping[str, int]  # card -> the scoring round it triggers
    scoring_card_piles: Mapping[str, int]  # card -> the deck pile (1-based) it is shuffled into
    take_limit: int  # several cards may be taken together if they sum to at most this
    starting_money: int  # a starting hand is dealt until it totals at least this

    def cards(self, copies: int) -> list[str]:
        """Every money card code (``b5`` = blue 5), ``copies`` of each."""
        return [f"{code}{value}" for code in self.names for value in self.values for _ in range(copies)]


def missing(wanted: tuple[str, ...], available: list[str]) -> list[str]:
    """The items of ``wanted`` not covered by ``available`` (as multisets)."""
    pool = list(available)
    lacking = []
    for item in wanted:
        if item in pool:
            pool.remove(item)
        else:
            lacking.append(item)
    return lacking


def split_into_piles(top_first: list[str], count: int) -> list[list[str]]:
    """``top_first`` cut into ``count`` piles, the larger ones first; each pile top-first."""
    base, extra = divmod(len(top_first), count)
    piles = []
    start = 0
    for index in range(count):
        size = base + (1 if index < extra else 0)
        piles.append(top_first[start : start + size])
        start += size
    return piles


def shuffle_into_piles(piles: list[list[str]], cards: Iterable[str], pile_of: Mapping[str, int], rng: random.Random) -> None:
    """Put each card at a random place of its pile ``pile_of[card]`` (1-based), in the order given."""
    for card in cards:
        pile = piles[pile_of[card] - 1]
        pile.insert(rng.randint(0, len(pile)), card)


class MoneySupply:
    """The money that is not in a hand: deck, display, discard pile and the cards out of play,
    with how many cards were drawn and the windows of the scoring cards still in the deck."""

    __slots__ = ("deck", "display", "discard", "removed", "drawn", "windows", "rules")

    def __init__(self, rules: MoneyRules) -> None:
        self.deck: list[str] = []
        self.display: list[str | None] = [None] * rules.display_size
        self.discard: list[str] = []
        self.removed: list[str] = []  # out of the game (two players use fewer cards)
        self.drawn = 0  # cards drawn from the deck since setup
        # Scoring cards still in the deck -> (first, last) value of ``drawn`` at which the card
        # can come up, as public knowledge (the pile it was shuffled into).
        self.windows: dict[str, tuple[int, int]] = {}
        self.rules = rules

    def copy(self) -> MoneySupply:
        """An independent copy (the rules data is shared)."""
        other = MoneySupply.__new__(MoneySupply)
        other.deck = list(self.deck)
        other.display = list(self.display)
        other.discard = list(self.discard)
        other.removed = list(self.removed)
        other.drawn = self.drawn
        other.windows = dict(self.windows)
        other.rules = self.rules
        return other

    def stack(self, piles: list[list[str]], cards: Iterable[str] | None = None) -> list[str]:
        """The deck of ``piles`` (top-first lists) stacked pile 1 on top, as a pile (top last);
        records the window of each scoring card in it (of ``cards``, by default those the rules
        shuffle in at setup), counted from the cards drawn so far."""
        ordered: list[str] = []
        offset = self.drawn
        for pile in piles:
            for card in self.rules.scoring_card_piles if cards is None else cards:
                if card in pile:
                    self.windows[card] = (offset + len(ordered), offset + len(ordered) + len(pile) - 1)
            ordered.extend(pile)
        return ordered[::-1]

    def draw(self, rng: Callable[[], random.Random], events: list[Event]) -> str | None:
        """The top card of the deck, reshuffling the discard pile when the deck is empty; None if
        both are empty. ``rng()`` gives the RNG, asked for only to reshuffle."""
        if not self.deck:
            if not self.discard:
                return None
            self.reshuffle(rng(), events)
        self.drawn += 1
        return self.deck.pop()

    def reshuffle(self, rng: random.Random, events: list[Event]) -> None:
        """The discard pile becomes the deck, shuffled."""
        self.deck = self.discard
        self.discard = []
        rng.shuffle(self.deck)
        events.append(Event("deck_reshuffled", None, {"cards": len(self.deck)}, reveals=True))

    def refill_display(self, rng: Callable[[], random.Random], events: list[Event]) -> list[int]:
        """Fill the empty display slots from the deck; the scoring rounds whose cards came up, in
        order (a scoring card is set aside and the slot drawn for again). ``rng()`` gives the
        RNG, asked for only to reshuffle."""
        rounds: list[int] = []
        dealt: list[str] = []
        display = self.display
        scoring_cards = self.rules.scoring_cards
        for slot in range(len(display)):
            while display[slot] is None:
                card = self.draw(rng, events)
                if card is None:
                    break
                if card in scoring_cards:
                    self.windows.pop(card, None)
                    rounds.append(scoring_cards[card])
                    events.append(Event("scoring_card_drawn", None, {"card": card}, reveals=True))
                    continue
                display[slot] = card
                dealt.append(card)
        if dealt:
            events.append(Event("display_refilled", None, {"cards": dealt, "display": list(display)}, reveals=True))
        return rounds

    def take_options(self, alone: Mapping[str, object] | None) -> list[tuple[str, ...]]:
        """Every set of display cards one take-money action may take, sorted: one card of any
        value, or several worth at most the take limit together; the cards of ``alone`` (the
        money changers) only by themselves."""
        limit = self.rules.take_limit
        cards = [c for c in self.display if c is not None]
        options = {(c,) for c in cards}
        # Only cards below the limit can go together (every card is worth at least 1).
        cards = [c for c in cards if card_value(c) < limit and not (alone and c in alone)]
        for size in range(2, len(cards) + 1):
            for combo in itertools.combinations(cards, size):
                if sum(card_value(c) for c in combo) <= limit:
                    options.add(tuple(sorted(combo)))
        return sorted(options)

    def take(self, cards: Iterable[str]) -> None:
        """Take ``cards`` from the display (their slots become empty)."""
        display = self.display
        for card in cards:
            display[display.index(card)] = None

    def snapshot(self) -> tuple:
        """A comparable value of everything here."""
        return (
            tuple(self.display), tuple(self.deck), tuple(self.discard), tuple(self.removed),
            self.drawn, tuple(sorted(self.windows.items())),
        )  # fmt: skip
