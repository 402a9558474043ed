"""Paying for a market tile in the Alhambra family: which sets of cards a purchase may use.

A payment is money of the space's currency totalling at least the price (exactly the price for
an exact purchase such as the vizier's). The money changers (The Vizier's Favour) extend it:
a payment may instead include one changer showing the space's currency, and then money of
either of the changer's two currencies; the changer itself is worth nothing, so exactness
counts the money only. Every function takes the changers in play, or None without them.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from operator import mul
from typing import TypeVar

from engine.core.errors import Refusal
from engine.tilecity.money import card_value, missing


@dataclass(frozen=True)
class Changer:
    """A money changer card: no value; pays a purchase in either of its two currencies."""

    id: str
    codes: tuple[str, str]  # the two currency letters, as in money card codes


T = TypeVar("T")


def payment_options(
    hand: list[str], code: str, cost: int, exact: bool, changers: Mapping[str, Changer] | None
) -> list[tuple[str, ...]]:
    """Every payment (sorted card tuple) for a tile of ``cost`` on a space of currency ``code``:
    money alone first, then with each changer the hand holds that shows ``code``."""
    return purchases(_payment_only, hand, [(0, code, cost)], exact, changers)


def purchases(
    make: Callable[[int, tuple[str, ...]], T],
    hand: list[str],
    offers: list[tuple[int, str, int]],
    exact: bool,
    changers: Mapping[str, Changer] | None,
) -> list[T]:
    """``make(slot, pay)`` for every payment of every offer ``(slot, currency code, cost)``, in
    the order of :func:`payment_options`. Move generation spends much of its time here, so the
    actions are built inside the enumeration loop."""
    out: list[T] = []
    # Offers in one currency (the two halves of a space in the combined game) share the card
    # combinations that could pay them: each currency's are listed once, with their totals.
    by_code: dict[str, list] = {}
    for slot, code, cost in offers:
        entry = by_code.get(code)
        if entry is None:
            counts = Counter(c for c in hand if c[0] == code)
            kinds = sorted(counts)
            values = [card_value(c) for c in kinds]
            entry = by_code[code] = [kinds, counts, values, sum(map(mul, values, (counts[c] for c in kinds))), None]
        kinds, counts, values, total, combos = entry
        if total >= cost:
            if combos is None:
                ranges = (range(counts[c] + 1) for c in kinds)
                combos = entry[4] = [(sum(map(mul, values, takes)), takes) for takes in itertools.product(*ranges)]
            for paid, takes in combos:
                if paid >= cost and (paid == cost or not exact):
                    out.append(make(slot, tuple(c for c, n in zip(kinds, takes) for _ in range(n))))
        if changers:
            for changer in sorted({c for c in hand if c in changers}):
                pair = changers[changer].codes
                if code in pair:
                    money = Counter(c for c in hand if c[0] in pair and c not in changers)
                    for pay in _money_sets(money, cost, exact):
                        out.append(make(slot, tuple(sorted(pay + (changer,)))))
    return out


def _money_sets(counts: Counter[str], cost: int, exact: bool) -> list[tuple[str, ...]]:
    """Every multiset of the counted cards totalling ``cost`` (or more, unless ``exact``)."""
    kinds = sorted(counts)
    values = [card_value(c) for c in kinds]
    if sum(map(mul, values, (counts[c] for c in kinds))) < cost:
        return []
    sets = []
    for takes in itertools.product(*(range(counts[c] + 1) for c in kinds)):
        paid = sum(map(mul, values, takes))
        if paid >= cost and (paid == cost or not exact):
            sets.append(tuple(c for c, n in zip(kinds, takes) for _ in range(n)))
    return sets


def _payment_only(_slot: int, pay: tuple[str, ...]) -> tuple[str, ...]:
    return pay


def can_afford(hand: list[str], code: str, cost: int, changers: Mapping[str, Changer] | None) -> bool:
    """Whether some payment reaches ``cost`` (with one changer if that helps)."""
    totals: dict[str, int] = {}
    for card in hand:
        totals[card[0]] = totals.get(card[0], 0) + card_value(card)
    if totals.get(code, 0) >= cost:
        return True
    if changers:
        for card in hand:
            pair = changers[card].codes if card in changers else None
            if pair and code in pair and totals.get(pair[0], 0) + totals.get(pair[1], 0) >= cost:
                return True
    return False


def exact_totals(hand: list[str], changers: Mapping[str, Changer] | None) -> dict[str, int]:
    """For each currency code, the bit set of the totals a payment for a space of that currency
    can reach exactly (bit n set = total n), using at most one changer of the hand."""
    reach: dict[str, int] = {}
    for card in hand:
        if changers and card in changers:
            continue
        mask = reach.get(card[0], 1)
        reach[card[0]] = mask | mask << card_value(card)
    if changers:
        money = dict(reach)  # one changer only: combine money totals, never changer results
        for pair in {changers[c].codes for c in hand if c in changers}:
            a, b = money.get(pair[0], 1), money.get(pair[1], 1)
            both = 0
            shift = 0
            while a:  # the sums of a subset of each currency: a shifted by every total of b
                if a & 1:
                    both |= b << shift
                a >>= 1
                shift += 1
            for code in pair:
                reach[code] = reach.get(code, 1) | both
    return reach


def can_pay_exactly(hand: list[str], code: str, cost: int, changers: Mapping[str, Changer] | None) -> bool:
    """Whether some payment totals exactly ``cost`` (with at most one changer)."""
    return bool(exact_totals(hand, changers).get(code, 1) >> cost & 1)


def used_changer(pay: tuple[str, ...], changers: Mapping[str, Changer] | None) -> str | None:
    """The changer among the cards of ``pay``, or None."""
    if changers:
        for card in pay:
            if card in changers:
                return card
    return None


def payment_problem(
    hand: list[str],
    pay: tuple[str, ...],
    slot: int,
    tile: str,
    cost: int,
    code: str,
    currency_of: Mapping[str, str],
    exact: bool,
    changers: Mapping[str, Changer] | None,
    seat: int | None = None,
) -> str | None:
    """Why ``pay`` cannot pay ``cost`` for ``tile`` on market space ``slot`` (currency letter
    ``code``), or None.

    ``currency_of`` names each currency letter; ``exact`` asks for exactly the price (the
    vizier); ``changers`` are the changers in play (None: no changer may pay); ``seat`` pays.
    """
    currency = currency_of[code]
    if not pay:
        return Refusal("choose the cards to pay with", "pay.no_cards", tile=tile, slot=slot, seat=seat)
    used = [c for c in pay if c in changers] if changers is not None else None
    if used:
        if len(used) > 1:
            return Refusal("only one money changer may be used in a purchase", "pay.two_changers", cards=tuple(used), seat=seat)
        pair = changers[used[0]].codes
        if code not in pair:
            return Refusal(
                f"{used[0]} does not show {currency}, the currency of space {slot}",
                "pay.changer_currency", changer=used[0], currency=currency, slot=slot, tile=tile, seat=seat,
            )
        wrong = [c for c in pay if c[:1] not in pair and c != used[0]]
        if wrong:
            names = " or ".join(currency_of[c] for c in pair)
            return Refusal(
                f"with {used[0]} pay only in {names} money, not {', '.join(wrong)}",
                "pay.changer_money", changer=used[0], currencies=tuple(currency_of[c] for c in pair),
                cards=tuple(wrong), seat=seat,
            )
    else:
        # c[:1], not c[0]: an action built in code may carry an empty card name.
        wrong = [c for c in pay if c[:1] != code]
        if wrong:
            return Refusal(
                f"space {slot} takes only {currency} money, not {', '.join(wrong)}",
                "pay.wrong_currency", slot=slot, currency=currency, cards=tuple(wrong), tile=tile, seat=seat,
            )
    lacking = missing(pay, hand)
    if lacking:
        return Refusal(f"you do not hold {', '.join(lacking)}", "pay.not_held", cards=tuple(lacking), seat=seat)
    paid = sum(card_value(c) for c in pay)
    worth = " (a changer is worth nothing)" if used else ""
    if paid < cost:
        return Refusal(
            f"{tile} costs {cost} {currency}; {paid} is not enough{worth}",
            "pay.too_little", tile=tile, cost=cost, currency=currency, paid=paid, changer=bool(used), seat=seat,
        )
    if exact and paid != cost:
        return Refusal(
            f"the vizier pays exactly: {tile} costs {cost}, {paid} would overpay{worth}",
            "pay.overpay", tile=tile, cost=cost, currency=currency, paid=paid, changer=bool(used), seat=seat,
        )
    return None
