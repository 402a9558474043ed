"""The family's payments (engine/tilecity/payment.py): the payments a hand allows for a price,
exact ones, and the money changers as an extension; the refusals of a wrong payment."""

from __future__ import annotations

import pytest

from engine.tilecity.payment import (
    Changer,
    can_afford,
    can_pay_exactly,
    exact_totals,
    payment_options,
    payment_problem,
    used_changer,
)

NAMES = {"b": "BLUE", "g": "GREEN", "o": "ORANGE", "y": "YELLOW"}
CHANGERS = {"x-bg": Changer("x-bg", ("b", "g")), "x-oy": Changer("x-oy", ("o", "y"))}


def test_payments_in_the_space_currency_reach_the_price():
    hand = ["b2", "b3", "b5", "g9"]
    options = payment_options(hand, "b", 5, exact=False, changers=None)
    assert sorted(options) == [("b2", "b3"), ("b2", "b3", "b5"), ("b2", "b5"), ("b3", "b5"), ("b5",)]
    assert payment_options(hand, "b", 5, exact=True, changers=None) == [("b5",), ("b2", "b3")]
    assert payment_options(hand, "g", 10, exact=False, changers=None) == []


def test_a_changer_lets_either_of_its_currencies_pay():
    hand = ["b2", "g3", "x-bg"]
    assert payment_options(hand, "b", 5, exact=True, changers=None) == []
    assert payment_options(hand, "b", 5, exact=True, changers=CHANGERS) == [("b2", "g3", "x-bg")]
    assert payment_options(hand, "o", 5, exact=False, changers=CHANGERS) == []  # x-bg does not show orange


def test_reach_and_exactness_with_and_without_changers():
    hand = ["b2", "g3", "x-bg"]
    assert not can_afford(hand, "b", 4, None) and can_afford(hand, "b", 4, CHANGERS)
    reach = exact_totals(hand, CHANGERS)
    assert reach["b"] == reach["g"] == 0b101101  # 0, 2, 3 and 5
    assert can_pay_exactly(hand, "g", 5, CHANGERS) and not can_pay_exactly(hand, "g", 5, None)
    assert exact_totals(["y1", "y1"], None) == {"y": 0b111}


def test_the_changer_of_a_payment():
    assert used_changer(("b2", "x-bg"), CHANGERS) == "x-bg"
    assert used_changer(("b2", "x-bg"), None) is None
    assert used_changer(("b2",), CHANGERS) is None


@pytest.mark.parametrize(
    "hand, pay, exact, changers, code",
    [
        (["b5"], (), False, None, "pay.no_cards"),
        (["g5"], ("g5",), False, None, "pay.wrong_currency"),
        (["b2"], ("b5",), False, None, "pay.not_held"),
        (["b2"], ("b2",), False, None, "pay.too_little"),
        (["b9"], ("b9",), True, None, "pay.overpay"),
        (["x-bg", "x-oy", "b5"], ("b5", "x-bg", "x-oy"), False, CHANGERS, "pay.two_changers"),
        (["x-oy", "b5"], ("b5", "x-oy"), False, CHANGERS, "pay.changer_currency"),
        (["x-bg", "o5"], ("o5", "x-bg"), False, CHANGERS, "pay.changer_money"),
        (["x-bg", "g5"], ("g5", "x-bg"), False, CHANGERS, None),
        (["b5"], ("b5",), True, None, None),
    ],
)
def test_payment_refusals_name_what_is_wrong(hand, pay, exact, changers, code):
    problem = payment_problem(hand, pay, 3, "tower-5", 5, "b", NAMES, exact, changers, seat=0)
    assert (problem.code if problem else None) == code
    if problem:
        assert problem.subjects.get("seat") == 0 and str(problem)
