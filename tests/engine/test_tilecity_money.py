"""The family's money supply (engine/tilecity/money.py): card codes and values, the take-money
choices, the deck's piles with the scoring cards' windows, draws, reshuffles and the display."""

from __future__ import annotations

import random

import pytest

from engine.tilecity.money import MoneyRules, MoneySupply, card_value, missing, split_into_piles

RULES = MoneyRules(
    names={"b": "BLUE", "g": "GREEN"},
    values=(1, 2, 3),
    copies=2,
    display_size=3,
    deck_piles=3,
    scoring_cards={"A": 1, "B": 2},
    scoring_card_piles={"A": 1, "B": 3},
    take_limit=5,
    starting_money=6,
)


def supply(**lists) -> MoneySupply:
    money = MoneySupply(RULES)
    for key, value in lists.items():
        setattr(money, key, value)
    return money


def no_rng():
    raise AssertionError("the RNG is asked for only to reshuffle")


def test_card_values_and_codes():
    assert card_value("b3") == 3 and card_value("g9") == 9
    assert card_value("x-bg") == 0  # a money changer is worth nothing
    assert RULES.cards(1) == ["b1", "b2", "b3", "g1", "g2", "g3"]
    assert len(RULES.cards(RULES.copies)) == 12


def test_missing_is_a_multiset_difference():
    assert missing(("b1", "b1", "g2"), ["b1", "g2"]) == ["b1"]
    assert missing(("b1",), ["b1", "b1"]) == []


def test_take_options_one_card_or_several_within_the_limit():
    money = supply(display=["b3", "g2", None])
    assert money.take_options(None) == [("b3",), ("b3", "g2"), ("g2",)]
    money.display = ["b3", "g3", "b1"]
    assert ("b3", "g3") not in money.take_options(None)  # 6 is over the limit of 5
    assert ("b1", "b3") in money.take_options(None)


def test_take_options_keep_a_changer_alone():
    money = supply(display=["b1", "x-bg", "g2"])
    options = money.take_options({"x-bg": object()})
    assert ("x-bg",) in options and not any(len(o) > 1 and "x-bg" in o for o in options)
    assert ("b1", "g2", "x-bg") in money.take_options(None)  # without the extension it is a card like any


def test_piles_are_cut_larger_first_and_stacked_pile_one_on_top():
    piles = split_into_piles(["c1", "c2", "c3", "c4", "c5", "c6", "c7"], 3)
    assert piles == [["c1", "c2", "c3"], ["c4", "c5"], ["c6", "c7"]]
    piles[0].insert(1, "A")
    piles[2].append("B")
    money = supply()
    deck = money.stack(piles)
    assert deck[-1] == "c1" and deck[0] == "B"  # the top is the last element
    assert money.windows == {"A": (0, 3), "B": (6, 8)}  # draws counted from 0


def test_draw_takes_the_top_and_counts():
    money = supply(deck=["b1", "g2"])
    assert money.draw(no_rng, []) == "g2"
    assert money.drawn == 1 and money.deck == ["b1"]


def test_an_empty_deck_reshuffles_the_discard_pile_with_the_rng():
    money = supply(deck=[], discard=["b1", "b2", "b3"])
    events = []
    asked = []

    def rng():
        asked.append(True)
        return random.Random(3)

    card = money.draw(rng, events)
    assert asked == [True] and card in {"b1", "b2", "b3"}
    assert money.discard == [] and len(money.deck) == 2
    assert [e.kind for e in events] == ["deck_reshuffled"] and events[0].data == {"cards": 3}
    assert money.draw(no_rng, []) is not None
    empty = supply()
    assert empty.draw(no_rng, []) is None


def test_refilling_the_display_sets_scoring_cards_aside_and_reports_their_rounds():
    money = supply(display=[None, "g1", None], deck=["b3", "B", "b2", "A", "g3"], windows={"A": (0, 4), "B": (0, 4)})
    events = []
    rounds = money.refill_display(no_rng, events)
    assert rounds == [1]
    assert money.display == ["g3", "g1", "b2"]
    assert money.windows == {"B": (0, 4)} and money.drawn == 3
    assert [e.kind for e in events] == ["scoring_card_drawn", "display_refilled"]
    assert events[-1].data == {"cards": ["g3", "b2"], "display": ["g3", "g1", "b2"]}


def test_taking_empties_display_slots():
    money = supply(display=["b1", "g2", "b1"])
    money.take(("b1", "g2"))
    assert money.display == [None, None, "b1"]


def test_a_copy_is_independent_and_shares_the_rules():
    money = supply(deck=["b1"], display=["g1", None, None], windows={"A": (0, 1)})
    other = money.copy()
    other.deck.pop()
    other.display[0] = None
    other.windows.clear()
    assert money.deck == ["b1"] and money.display[0] == "g1" and money.windows == {"A": (0, 1)}
    assert other.rules is money.rules
    assert other.snapshot() != money.snapshot()


@pytest.mark.parametrize("size", [0, 1, 5])
def test_split_keeps_every_card_in_order(size):
    cards = [f"c{i}" for i in range(size)]
    assert [c for pile in split_into_piles(cards, 5) for c in pile] == cards
