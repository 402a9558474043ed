"""What a hand of money cards can pay, per currency, as the bots' evaluations read it: the total,
the sums some of the cards make exactly, and the cheapest payment of a price. Values are coins;
a set of exact sums is an integer whose bit ``k`` is set when some cards sum to exactly ``k``."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.tilecity.money import card_value

_TWO_TO_THIRTEEN = 0x3FFC  # the bits of the sums 2 to 13: the prices a market tile can have


def currency_sums(
    hand: Iterable[str], money: Mapping[str, tuple[str, int]] | None = None
) -> tuple[dict[str, int], dict[str, int]]:
    """Per currency code of ``hand``: the total, and the exact sums.

    ``money`` gives the (currency code, value) of each money card, and the other cards (a money
    changer) are worth nothing here; without it, every card is money, read from its code.
    """
    totals: dict[str, int] = {}
    sums: dict[str, int] = {}
    for card in hand:
        if money is None:
            code, value = card[0], card_value(card)
        elif card in money:
            code, value = money[card]
        else:
            continue
        if code in totals:
            totals[code] += value
            sums[code] |= sums[code] << value
        else:
            totals[code] = value
            sums[code] = 1 | (1 << value)
    return totals, sums


def exact_sum_count(sums: Mapping[str, int]) -> int:
    """How many distinct sums from 2 to 13 each currency's cards make exactly, added up."""
    return sum((bits & _TWO_TO_THIRTEEN).bit_count() for bits in sums.values())


def cheapest_payment(sums: int, price: int) -> int:
    """The least exact sum of at least ``price`` (the cards must be worth ``price`` in all)."""
    pay = price
    while not sums >> pay & 1:
        pay += 1
    return pay


def currency_total(hand: Iterable[str], code: str) -> int:
    """The value of the money of one currency in a hand."""
    return sum(card_value(c) for c in hand if c[0] == code)
