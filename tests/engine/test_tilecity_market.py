"""The family's building market (engine/tilecity/market.py) and neutral player
(engine/tilecity/neutral.py): spaces and currencies from data, refills and the end trigger,
the end-of-game award, and the neutral player's draws."""

from __future__ import annotations

from engine.tilecity.market import BuildingMarket
from engine.tilecity.neutral import NeutralPlayer, NeutralRules

COSTS = {"t1": 3, "t2": 5, "t3": 7, "t4": 9, "t5": 4}


def market(spaces=None, bag=None) -> BuildingMarket:
    shop = BuildingMarket(("y", "g", "b"), ("YELLOW", "GREEN", "BLUE"), COSTS)
    if spaces is not None:
        shop.spaces = spaces
    if bag is not None:
        shop.bag = bag
    return shop


def test_spaces_and_currencies_come_from_data():
    shop = market(["t1", None, "t3"])
    assert len(shop.spaces) == 3 and shop.currency == ("y", "g", "b")
    assert shop.offers() == [(1, "y", 3), (3, "b", 7)]


def test_taking_a_tile_empties_its_space():
    shop = market(["t1", "t2", "t3"])
    assert shop.take(2) == "t2"
    assert shop.spaces == ["t1", None, "t3"] and shop.empty_spaces() == [2]


def test_refill_fills_empty_spaces_in_order_from_the_top_of_the_bag():
    shop = market([None, "t2", None], bag=["t5", "t4", "t1"])
    events = []
    assert shop.refill(events, bag_empty_ends=False) is False
    assert shop.spaces == ["t1", "t2", "t4"] and shop.bag == ["t5"]
    assert events[0].kind == "market_refilled" and events[0].data == {"tiles": {"1": "t1", "3": "t4"}, "bag": 1}


def test_a_space_left_empty_ends_the_game():
    shop = market([None, None, "t3"], bag=["t1"])
    assert shop.refill([], bag_empty_ends=False) is True
    assert shop.spaces == ["t1", None, "t3"]


def test_the_bag_empty_trigger_is_an_option():
    shop = market([None, "t2", "t3"], bag=["t1"])
    assert shop.refill([], bag_empty_ends=False) is False
    shop = market([None, "t2", "t3"], bag=["t1"])
    assert shop.refill([], bag_empty_ends=True) is True
    events = []
    assert market(["t1", "t2", "t3"], bag=["t4"]).refill(events, bag_empty_ends=False) is False
    assert events == []  # nothing bought, nothing placed


def test_the_award_goes_to_the_strict_majority_of_the_space_currency():
    shop = market(["t1", "t2", "t3"])
    assert shop.award(0, [["y3", "g9"], ["y2", "y2"], []]) == ([3, 4, 0], 1)
    assert shop.award(1, [["g3"], ["g1", "g2"]]) == ([3, 3], None)  # a tie: nobody
    assert shop.award(2, [["y9"], ["g9"]]) == ([0, 0], None)  # nobody holds blue


def test_a_market_copy_is_independent():
    shop = market(["t1", None, "t3"], bag=["t4"])
    other = shop.copy()
    other.take(1)
    other.bag.pop()
    other.removed.append("t1")
    assert shop.spaces == ["t1", None, "t3"] and shop.bag == ["t4"] and shop.removed == []
    assert other.costs is shop.costs


RULES = NeutralRules("juan", "player.juan", tiles_at_setup=2, tiles_after_round_1=3, after_round_2_bag_divisor=3)


def test_the_neutral_player_takes_his_tiles_from_the_top_of_the_bag():
    juan = NeutralPlayer(RULES)
    bag = ["t1", "t2", "t3", "t4"]
    juan.set_up(bag)
    assert juan.tiles == ["t4", "t3"] and bag == ["t1", "t2"]


def test_the_neutral_player_draws_after_rounds_one_and_two_only():
    juan = NeutralPlayer(RULES)
    bag = [f"t{i}" for i in range(10)]
    events = []
    juan.draw_after_round(1, bag, events)
    assert juan.tiles == ["t9", "t8", "t7"] and len(bag) == 7
    assert events[0].kind == "juan_drew" and events[0].data == {"tiles": ["t9", "t8", "t7"], "bag": 7}
    juan.draw_after_round(2, bag, events)
    assert len(juan.tiles) == 5 and len(bag) == 5  # 7 // 3 = 2
    juan.draw_after_round(3, bag, events)
    assert len(juan.tiles) == 5 and len(events) == 2


def test_a_short_bag_gives_the_neutral_player_what_is_left():
    juan = NeutralPlayer(RULES)
    bag = ["t1"]
    juan.draw_after_round(1, bag, [])
    assert juan.tiles == ["t1"] and bag == []


def test_a_neutral_copy_is_independent():
    juan = NeutralPlayer(RULES)
    other = juan.copy()
    other.tiles.append("t1")
    assert juan.tiles == [] and other.rules is RULES
