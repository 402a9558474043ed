"""Rule scenarios of A Castle for All Seasons (/work/shared/rules/castle_seasons.md, section 11,
with the corrections of its overrides): the rulebook's worked examples (CT-1 to CT-13), the
derived scenarios (CT-20 to CT-36) and the winter ones (CW-1 to CW-5).

Positions use docs/positions-castle.md: seats A, B, C, D are 0-3, A is the first player unless
said, a position starts in the selection phase. Numbers the spec marks as unknown (cart yields,
tower and house values, the market's and servants' house fees, winter faces and rounds) are set
in fixtures where a scenario depends on them.
"""

from __future__ import annotations

import pytest

from engine.castle.game import load_game
from engine.core import default_registry
from engine.core.data import rules_data_dir
from tests.helpers.actions import first, illegal, kinds, legal, legal_texts
from tests.helpers.rules_files import edited_copy

CASTLE = default_registry().get("castle")
A, B, C, D = range(4)
OTHERS = ["stonemason", "tavern", "palace", "keep", "large-gate", "stable", "servants-house", "small-gate"]


def position(players=4, params=None, game=CASTLE, **entries):
    """A state from a position: seat 0 first, nothing chosen yet, seed 1."""
    pos = {"game": "castle", "players": players, "params": {"startPlayer": "first", **(params or {})}, "seed": 1}
    pos.update(entries)
    return game.state_from_position(pos)


def seats(players=4, **by_seat):
    """Seat entries: ``A={...}`` gives seat 0's entries, the others are as set up."""
    out = [{} for _ in range(players)]
    for letter, entry in by_seat.items():
        out["ABCD".index(letter)] = entry
    return out


def choose(state, picks):
    """Every seat chooses, in turn order: ``picks`` maps a seat to one card or a list of cards."""
    events = []
    round_ = state.round
    while state.phase == "select" and state.round == round_:
        seat = state.current_player
        cards = picks[seat] if isinstance(picks[seat], list) else [picks[seat]]
        events += legal(state, f"choose card={cards[len(state.chosen[seat])]}")
    return events


def empty_bank(state_seats, track=0, players=4):
    """A `removed` entry holding every taler the seats and the track do not, so the bank is empty."""
    talers = sum(s.get("talers", 3) for s in state_seats)
    return {"taler": 105 - talers - track}


def final(state, picks=None, palace="palace"):
    """Play the last round with Messengers (or ``picks``) and the final scoring; return the rows."""
    events = choose(state, picks or {s: "messenger" for s in range(state.num_players)})
    while state.phase == "palace":
        events += legal(state, palace)
    assert state.is_terminal
    return events


def finish_round(state):
    """Answer ``done`` to every card still asking, until the round (or the game) is over."""
    events = []
    round_ = state.round
    while state.phase not in ("select", "over") and state.round == round_:
        events += legal(state, "done")
    return events


def rows(events, location):
    return {(e.player, e.data.get("space")): e.data["vp"] for e in events if e.kind == "scored" and e.data["location"] == location}


def fixture(tmp_path, edit):
    """The game with edited rules data."""
    return load_game(edited_copy(rules_data_dir() / "castle.yaml", tmp_path, edit))


LAST = {"round": 12, "track": 0}


# ----- 11.1 worked examples ---------------------------------------------------------------------


def test_ct1_tavern_counts_every_castle_helper():
    spaces = {"tavern-12": A, "tavern-6": B, "keep": C, "stable-16": D, "stable-12": C, "servants-1": D, "servants-2": C,
              "servants-3": D, "palace-1": C, "forge-10": D, "forge-6": C}
    built = {t: {"seat": A} for t in ["tavern", "keep", "stable", "servants-house", "palace"]}
    state = position(**LAST, buildings=built, spaces=spaces, carts={"sand": {"seat": A, "round": 3}})
    events = final(state)
    assert first(events, "final_scoring").data["helpers"] == 11
    assert rows(events, "tavern") == {(A, "tavern-12"): 11, (B, "tavern-6"): 5}


def test_ct2_forge_with_nine_silver():
    state = position(**LAST, forge=9, spaces={"forge-10": A, "forge-6": A})
    assert rows(final(state), "forge") == {(A, "forge-10"): 9, (A, "forge-6"): 4}


def stonemason_turn(players=4, params=None, **entries):
    """Seat A resolving a Stonemason in round 2 (the others play Messengers)."""
    state = position(players, params, round=2, **entries)
    choose(state, {s: ("stonemason" if s == A else "messenger") for s in range(players)})
    assert state.active is not None and state.phase == "resolve"
    return state


def test_ct3_stable_with_eighteen_points():
    state = stonemason_turn(seats=seats(A={"resources": {"stone": 2, "clay": 1, "sand": 4}}))
    stock = dict(state.player_view(A)["stock"])
    event = first(legal(state, "erect building=stable sand=4 clay=1 stone=2"), "erected")
    assert event.data["vp"] == 14 and state.vp[A] == 14 and state.built_by[CASTLE.data.index["tile"]["stable"]] == A
    after = state.player_view(A)["stock"]
    assert (after["stone"] - stock["stone"], after["clay"] - stock["clay"], after["sand"] - stock["sand"]) == (2, 1, 4)


@pytest.mark.parametrize("pay, code", [
    ("stone=2 clay=2", "payment.types"), ("sand=18", "payment.types"), ("stone=4", "payment.value"),
])
def test_ct3_rejected_stable_payments(pay, code):
    poor = {"resources": {"wood": 1}}
    state = stonemason_turn(seats=seats(A={"resources": {"stone": 4, "clay": 2, "sand": 18}}, B=poor, C=poor, D=poor),
                            tower={"wood": 1})
    assert illegal(state, f"erect building=stable {pay}").code == code


def helper_turn(players=4, card="stonemason", erect=None, **entries):
    """Seat A resolving ``card`` in round 4 after erecting ``erect`` (a house, paid 1+2+5) if given."""
    state = position(players, round=4, **entries)
    choose(state, {s: (card if s == A else "messenger") for s in range(players)})
    if erect:
        legal(state, f"erect building={erect} sand=1 wood=1 stone=1")
    return state


def test_ct4_palace_fee_and_limit():
    built = {"palace": {"seat": B}}
    state = helper_turn(buildings=built, erect="house-1", seats=seats(A={"talers": 16, "resources": {"sand": 1, "wood": 1, "stone": 1}}))
    assert illegal(state, "helper at=palace-1").code == "helper.fee"
    state = helper_turn(buildings=built, erect="house-1", seats=seats(A={"talers": 17, "resources": {"sand": 1, "wood": 1, "stone": 1}}))
    legal(state, "helper at=palace-1")
    assert state.talers[A] == 0
    end = position(**LAST, buildings=built, spaces={"palace-1": A}, seats=seats(A={"resources": {"stone": 6}}))
    choose(end, {s: "messenger" for s in range(4)})
    assert end.phase == "palace" and illegal(end, "palace stone=6").code == "palace.too_many"
    assert first(legal(end, "palace stone=5"), "scored").data["vp"] == 25


def test_ct5_palace_converts_clay_at_four():
    state = position(**LAST, buildings={"palace": {"seat": B}}, spaces={"palace-1": A}, seats=seats(A={"resources": {"clay": 1}}))
    events = final(state, palace="palace clay=1")
    assert rows(events, "palace") == {(A, None): 4}
    assert state.res[A][2] == 0 and state.removed[2] == 1


@pytest.mark.parametrize("round_, taken", [(5, {}), (7, {"servants-1": A}), (9, {"servants-1": A, "servants-2": A})])
def test_ct6_servants_house_over_several_rounds(round_, taken):
    resources = {"sand": 1, "wood": 1, "stone": 1}
    state = position(round=round_, buildings={"servants-house": {"seat": B}}, spaces=taken,
                     seats=seats(A={"resources": resources, "talers": 10}))
    choose(state, {A: "stonemason", B: "messenger", C: "messenger", D: "messenger"})
    legal(state, "erect building=house-1 sand=1 wood=1 stone=1")
    free = next(s for s in ("servants-1", "servants-2", "servants-3") if s not in taken)
    legal(state, f"helper at={free}")
    if round_ == 5:
        assert illegal(state, "helper at=servants-2").code == "helper.same_building"


def trader_turn(carts, players=4, **entries):
    state = position(players, round=5, carts=carts, **entries)
    choose(state, {s: ("trader" if s == A else "messenger") for s in range(players)})
    return state


FULL = {"stone": {"seat": B, "round": 2}, "clay": {"seat": C, "round": 3}, "wood": {"seat": B, "round": 4},
        "sand": {"seat": D, "round": 4}}


def test_ct7_trader_when_the_carts_are_full():
    state = trader_turn(FULL)
    assert legal_texts(state) == {"trade at=rider", "trade at=stone", "trade at=clay", "trade at=wood", "trade at=sand"}
    events = legal(state.clone(), "trade at=clay")
    assert first(events, "traded").data["displaced"] == C


def test_ct7_override_2_a_helper_placed_this_round_stays():
    carts = dict(FULL, sand={"seat": D, "round": 5})
    state = trader_turn(carts)
    assert illegal(state, "trade at=sand").code == "trade.placed_this_round"
    legal(state, "trade at=stone")
    assert state.cart_owner[3] == A and state.helpers[B] == 5  # one back from the stone cart, one still at the wood cart


def test_ct7_an_empty_cart_closes_the_rider_and_displacement():
    carts = {k: v for k, v in FULL.items() if k != "wood"}
    state = trader_turn(carts)
    assert illegal(state, "trade at=rider").code == "trade.rider_closed"
    assert illegal(state, "trade at=stone").code == "trade.displace_closed"
    assert legal_texts(state) == {"trade at=wood"}


def resolving(card, stage, players=4, seat=A, entries=None, **position_entries):
    """A position in the middle of seat ``seat``'s ``card`` at ``stage`` (round 3)."""
    seat_entries = [{} for _ in range(players)]
    seat_entries[seat] = {**(entries or {}), "revealed": [card], "play_area": [card]}
    return position(players, round=3, phase="resolve", active={"card": card, "seat": seat, "stage": stage},
                    seats=seat_entries, **position_entries)


def test_ct8_even_building_values():
    state = resolving("stonemason", "build", entries={"resources": {"sand": 1, "wood": 3, "clay": 2}, "talers": 0})
    assert not any(a.kind == "erect" for a in state.legal_actions())
    assert illegal(state, "erect building=house-1 sand=1 wood=1 clay=1").code == "payment.value"


def test_ct9_winter_fireplace_silver_for_wood():
    state = stonemason_turn(params={"season": "winter"}, seats=seats(A={"resources": {"silver": 2}}),
                            winter={"pile": [], "gone": ["village-tavern", "barn", "castle-maiden", "plague", "crack-in-the-wall", "snowdrift"]})
    legal(state, "convert piece=wood")
    legal(state, "convert piece=wood")
    assert state.forge == 2 and state.res[A][1] == 2 and state.res[A][4] == 0


WINTER_GONE = ["village-tavern", "castle-maiden", "plague", "crack-in-the-wall", "snowdrift"]


@pytest.mark.parametrize("owners, expected", [
    ([A], {(A, "barn-1"): 10}), ([A, B], {(A, "barn-1"): 7, (B, "barn-2"): 7}),
    ([A, A, C], {(A, "barn-1"): 3, (A, "barn-2"): 3, (C, "barn-3"): 3}),
])
def test_ct10_barn(owners, expected):
    spaces = {f"barn-{k + 1}": seat for k, seat in enumerate(owners)}
    state = position(params={"season": "winter"}, **LAST, spaces=spaces, winter={"pile": [], "in_play": ["barn"], "gone": WINTER_GONE})
    events = final(state)
    assert rows(events, "barn") == expected
    counts = first(events, "final_scoring").data
    assert (counts["helpers"], counts["unoccupied"]) == (0, 4)  # the market's and forge's, never the barn's


@pytest.mark.parametrize("spaces, vp, left", [({"market-1": A}, 7, 1), ({"market-1": A, "market-2": A}, 15, 0)])
def test_ct11_market(spaces, vp, left):
    entries = seats(A={"talers": 15})
    state = position(**LAST, spaces=spaces, seats=entries, removed=empty_bank(entries))
    assert rows(final(state), "market") == {(A, "market-1"): vp}
    assert state.talers[A] == left


def test_ct12_master_builder_four_players():
    house = {"sand": 2, "wood": 1, "stone": 2}
    entries = seats(A={"resources": {"sand": 4, "wood": 2, "stone": 4}}, B={"resources": house}, D={"play_area": ["trader"]})
    state = position(round=3, seats=entries)
    choose(state, {A: "bricklayer", B: "stonemason", C: "worker-sand", D: "master-builder"})
    legal(state, "tower resource=sand")
    legal(state, "erect building=house-1 sand=1 wood=1 stone=1")
    legal(state, "erect building=house-2 sand=1 wood=1 stone=1")
    legal(state, "done")
    legal(state, "erect building=house-3 sand=1 wood=1 stone=1")
    events = finish_round(state)
    assert first(events, "master_builder").data["vp"] == 15 and state.vp[D] == 15
    assert state.played[D] == [] and len(state.hand[D]) == 8


def test_ct12_master_builder_two_players():
    entries = seats(2, A={"play_area": ["trader"], "resources": {"sand": 1, "wood": 1, "stone": 1}},
                    B={"resources": {"sand": 1, "wood": 1, "stone": 1}, "play_area": ["trader"]})
    state = position(2, round=3, seats=entries)
    choose(state, {A: ["stonemason", "master-builder"], B: ["worker-sand", "messenger"]})
    legal(state, "erect building=house-1 sand=1 wood=1 stone=1")
    assert state.active[0] == CASTLE.data.index["character"]["worker-sand"]  # A could do nothing more
    events = legal(state, "erect building=tower-5 sand=3 wood=1 stone=1")
    events += finish_round(state)
    assert first(events, "master_builder", buildings=1).data["vp"] == 5
    assert state.vp[A] == 6 + 5


@pytest.mark.parametrize("players, rounds", [(2, 12), (3, 15), (4, 12)])
def test_ct13_round_track_and_length(players, rounds):
    from engine.ai import RandomBot

    state = CASTLE.new_state(players, {"startPlayer": "first"}, 3)
    assert state.track == rounds - 1 and state.talers == [4] + [3] * (players - 1)  # round 1's taler is taken
    bot = RandomBot(1)
    started = []
    while not state.is_terminal:
        events = state.apply(bot.choose(state))
        started += [(e.player, e.data["taler"]) for e in events if e.kind == "round_started"]
    assert started == [(r % players, 1) for r in range(1, len(started) + 1)]
    assert state.track == rounds - 1 - len(started)
    assert state.round == rounds or state.last_round


# ----- 11.2 derived scenarios -------------------------------------------------------------------


@pytest.mark.parametrize("players, helpers, bank", [(4, 6, 81), (2, 7, 87)])
def test_ct20_setup(players, helpers, bank):
    state = CASTLE.new_state(players, {"startPlayer": "first"}, 5)
    view = state.player_view(0)
    assert view["bank"] == bank and view["tower"] == {"sand": 1, "wood": 1, "clay": 1, "stone": 1, "silver": 1}
    if players == 4:
        assert view["stock"] == {"sand": 15, "wood": 13, "clay": 14, "stone": 14, "silver": 14}
    for seat, entry in enumerate(view["seats"]):
        assert entry["helpers"] == helpers and len(entry["hand"]) == 8
        assert entry["resources"] == {"sand": 1, "wood": 1, "clay": 0, "stone": 0, "silver": 0}
        assert entry["talers"] == (4 if seat == 0 else 3)  # the first player's round taler


def test_ct21_master_builder_restrictions():
    state = position()
    assert illegal(state, "choose card=master-builder").code == "card.master_builder_first_round"
    state = position(round=3)  # the Master Builder of round 2 took every card back
    assert illegal(state, "choose card=master-builder").code == "card.master_builder_full_hand"
    legal(position(round=3, seats=seats(A={"play_area": ["trader"]})), "choose card=master-builder")


def test_ct22_same_cards_resolve_in_seat_order_from_the_first_player():
    poor = {"resources": {}}
    entries = seats(A=poor, C=poor)
    state = position(first_player=C, seats=entries, tower={}, removed={"taler": 105 - 12 - 11 - 10})
    events = choose(state, {A: "stonemason", B: "messenger", C: "stonemason", D: "messenger"})
    assert [(e.player, e.data["talers"]) for e in events if e.kind == "messenger"] == [(D, 8), (B, 2)]


def yield_three(data):
    data["carts"]["locations"][0]["yield"] = 3  # the spec's CT-23 fixture: sand 3


@pytest.mark.parametrize("stock_sand, received, tribute", [(15, 2, 1), (1, 0, 1)])
def test_ct23_trader_distribution(tmp_path, stock_sand, received, tribute):
    game = fixture(tmp_path, yield_three)
    state = position(game=game, round=2, carts={"sand": {"seat": A, "round": 1}}, removed={"sand": 15 - stock_sand})
    events = choose(state, {A: "stonemason", B: "trader", C: "messenger", D: "messenger"})
    events += legal(state, "trade at=wood")
    sand = first(events, "distributed", at="sand")
    assert (sand.player, sand.data["received"], sand.data["tribute"]) == (A, received, tribute)
    assert state.tower[0] == 1 + tribute


def test_ct23_no_trader_no_distribution_and_two_traders_one(tmp_path):
    game = fixture(tmp_path, yield_three)
    state = position(game=game, round=2, carts={"sand": {"seat": A, "round": 1}})
    assert "distributed" not in kinds(choose(state, {s: "messenger" for s in range(4)}))
    state = position(game=game, round=2, carts={"sand": {"seat": A, "round": 1}})
    events = choose(state, {A: "trader", B: "trader", C: "messenger", D: "messenger"})
    events += legal(state, "trade at=wood") + legal(state, "trade at=clay")
    assert [e.data["at"] for e in events if e.kind == "distributed"] == ["sand", "wood", "clay"]


def test_ct24_bricklayer():
    entries = seats(A={"resources": {"sand": 1, "stone": 2, "clay": 1}})
    state = position(round=2, tower={"sand": 3, "wood": 1, "silver": 2}, seats=entries)
    choose(state, {A: "bricklayer", B: "messenger", C: "messenger", D: "messenger"})
    assert illegal(state, "done").code == "tower.must_take"
    legal(state, "tower resource=sand")
    assert state.res[A][0] == 4 and state.player_view(A)["tower"] == {"sand": 0, "wood": 1, "clay": 0, "stone": 0, "silver": 2}
    talers = state.talers[A]
    event = first(legal(state, "erect building=stable sand=4 clay=1 stone=2"), "erected")
    assert (event.data["talers"], event.data["vp"], state.talers[A] - talers, state.vp[A]) == (7, 0, 7, 0)


def test_ct25_stonemason_purchases():
    state = position(round=2)
    choose(state, {A: "stonemason", B: "worker-sand", C: "stonemason", D: "stonemason"})
    assert state.on_card[(B, 5)] == [2, 0, 1, 0, 0]
    talers = list(state.talers)
    legal(state, "buy owner=1 card=worker-sand piece=clay")
    assert (state.talers[A] - talers[A], state.talers[B] - talers[B]) == (-1, 1)
    finish_card(state, A)
    legal(state, "buy owner=1 card=worker-sand piece=sand")  # two were left: no refusal
    assert state.phase == "resolve"
    finish_card(state, C)
    legal(state, "buy owner=1 card=worker-sand piece=sand")
    assert state.phase == "sale" and state.current_player == B
    events = legal(state, "refuse")  # D has nothing else to do: its Stonemason ends, B's Worker follows
    assert first(events, "sale_refused").data == {"buyer": D, "card": "worker-sand", "piece": "sand"}
    assert first(events, "collected", card="worker-sand").data["pieces"] == {"sand": 1}


def finish_card(state, seat):
    if state.active is not None and state.active[1] == seat and state.phase == "resolve":
        legal(state, "done")


def test_ct25_two_players_never_buy_from_their_own_worker():
    state = position(2, round=2, seats=seats(2, A={"resources": {"sand": 1, "wood": 1, "stone": 1}}))
    choose(state, {A: ["stonemason", "worker-sand"], B: ["messenger", "trader"]})
    legal(state, "trade at=sand")
    assert illegal(state, "buy owner=0 card=worker-sand piece=sand").code == "buy.own_worker"


@pytest.mark.parametrize("rule, second", [("oneTotal", "buy.limit_total"), ("onePerWorkerCard", None)])
def test_override_1_one_piece_in_all_or_one_per_worker_card(rule, second):
    state = position(2, {"stonemasonPurchase": rule}, round=2, seats=seats(2, A={"resources": {"sand": 1, "wood": 1, "stone": 1}}))
    choose(state, {A: ["stonemason", "messenger"], B: ["worker-sand", "worker-wood"]})
    legal(state, "buy owner=1 card=worker-sand piece=sand")
    if second:
        assert illegal(state, "buy owner=1 card=worker-wood piece=wood").code == second
    else:
        legal(state, "buy owner=1 card=worker-wood piece=wood")
        assert illegal(state, "buy owner=1 card=worker-sand piece=sand").code == "buy.limit_card"


@pytest.mark.parametrize("building, pay, vp", [("palace", "wood=2 clay=4 stone=2", 9), ("small-gate", "sand=1 wood=1 clay=1 stone=1", 3)])
def test_ct26_worker_scores_half(building, pay, vp):
    state = resolving("worker-sand", "build", entries={"resources": {"sand": 1, "wood": 2, "clay": 4, "stone": 2}})
    assert first(legal(state, f"erect building={building} {pay}"), "erected").data["vp"] == vp
    assert state.vp[A] == vp


def test_ct27_worker_equipped_from_a_short_stock():
    state = position(round=2, removed={"silver": 14})
    events = choose(state, {A: "worker-wood", B: "messenger", C: "messenger", D: "messenger"})
    assert first(events, "equipped", card="worker-wood").data["pieces"] == {"wood": 2}


def test_ct28_helper_conditions():
    rich = {"talers": 40, "resources": {"sand": 1, "wood": 1, "clay": 5, "stone": 2}}
    state = resolving("bricklayer", "build", entries=rich)
    assert illegal(state, "helper at=forge-10").code == "helper.no_building"
    state = resolving("stonemason", "build", entries=rich)
    legal(state, "erect building=tavern sand=1 clay=4 stone=1")  # 1 + 16 + 5
    legal(state, "helper at=tavern-12")
    assert illegal(state, "helper at=tavern-6").code == "helper.same_building"
    events = legal(state, "helper at=forge-6")
    assert state.talers[A] == 40 - 18 and "resolved" in kinds(events)  # two helpers: nothing is left to do


def test_ct28_the_cap_counts_both_cards_of_two_players():
    rich = {"talers": 40, "resources": {"sand": 2, "wood": 2, "clay": 4, "stone": 3}}
    state = position(2, round=2, tower={}, seats=seats(2, A=rich))
    choose(state, {A: ["bricklayer", "stonemason"], B: ["messenger", "trader"]})
    legal(state, "trade at=sand")
    legal(state, "tower resource=sand")  # the distribution's tribute
    legal(state, "erect building=tavern sand=1 clay=4 stone=1")
    legal(state, "helper at=tavern-12")
    legal(state, "helper at=forge-6")
    assert state.role(state.active[0]) == "stonemason"
    legal(state, "erect building=house-1 sand=1 wood=1 stone=1")
    assert illegal(state, "helper at=market-1").code == "helper.cap"


def test_ct29_helper_taken_from_a_cart():
    spaces = {"market-1": A, "market-2": A, "forge-6": A, "keep": A, "tavern-12": A}
    built = {"keep": {"seat": B}, "tavern": {"seat": B}}
    state = resolving("stonemason", "build", entries={"talers": 20, "resources": {"sand": 1, "wood": 1, "stone": 1}},
                      spaces=spaces, buildings=built, carts={"sand": {"seat": A, "round": 1}})
    legal(state, "erect building=house-1 sand=1 wood=1 stone=1")
    assert illegal(state, "helper at=forge-10").code == "helper.no_helper"
    legal(state, "helper at=forge-10 source=sand")
    assert state.talers[A] == 10 and state.player_view(A)["carts"]["sand"] is None


def test_ct30_keep_counts_free_castle_spaces():
    built = {t: {"seat": B} for t in ("keep", "tavern", "stable", "palace")}
    state = position(**LAST, buildings=built, spaces={"keep": A, "tavern-12": B, "forge-10": A, "market-1": C})
    events = final(state)
    counts = first(events, "final_scoring").data
    assert (counts["unoccupied"], counts["helpers"]) == (7, 4)
    assert rows(events, "keep") == {(A, "keep"): 21} and rows(events, "tavern") == {(B, "tavern-12"): 4}


@pytest.mark.parametrize("tiles, location, expected", [
    (["small-gate", "large-gate", "tower-1", "tower-2", "tower-3", "tower-5", "tower-6"], None,
     {"small-gate": {(A, "small-gate"): 5}, "large-gate": {(B, "large-gate"): 10}}),
    (["stable", "house-1", "house-2", "house-3"], None, {"stable": {(A, "stable-16"): 9, (B, "stable-12"): 6}}),
])
def test_ct31_gates_and_stable(tiles, location, expected):
    spaces = {"small-gate": A, "large-gate": B, "stable-16": A, "stable-12": B}
    spaces = {k: v for k, v in spaces.items() if k.rsplit("-", 1)[0] in tiles or k in tiles}
    state = position(**LAST, buildings={t: {"seat": C} for t in tiles}, spaces=spaces)
    events = final(state)
    for loc, want in expected.items():
        assert rows(events, loc) == want


def test_ct31_servants_house_counts_the_tiles_left():
    unbuilt = ["house-4", "house-5", "house-6", "house-7"]
    built = {t.id: {"seat": C} for t in CASTLE.data.tiles if t.id not in unbuilt}
    state = position(**LAST, buildings=built, spaces={"servants-1": A, "servants-2": B})
    assert rows(final(state), "servants-house") == {(A, "servants-1"): 4, (B, "servants-2"): 4}


def test_ct32_palace_with_silver_then_forge():
    entries = seats(A={"resources": {"silver": 2, "clay": 3, "sand": 1}})
    state = position(**LAST, forge=7, buildings={"palace": {"seat": C}}, spaces={"palace-1": A, "forge-10": B}, seats=entries)
    choose(state, {s: "messenger" for s in range(4)})
    assert state.phase == "palace"
    legal(state, "convert piece=stone")
    legal(state, "convert piece=stone")
    assert state.forge == 9
    events = legal(state, "palace clay=3 stone=2")
    assert rows(events, "palace") == {(A, None): 22} and state.res[A][:4] == [1, 0, 0, 0]
    assert rows(events, "forge") == {(B, "forge-10"): 9}


@pytest.mark.parametrize("b_resources, winners", [({"wood": 2, "sand": 1}, [B]), ({"clay": 1}, [A, B])])
def test_ct33_tie_break(b_resources, winners):
    entries = seats(A={"vp": 60, "talers": 3, "resources": {"clay": 1}}, B={"vp": 60, "talers": 3, "resources": b_resources},
                    C={"vp": 10}, D={"vp": 10})
    state = position(**LAST, phase="over", seats=entries)
    assert state.winners() == winners


def test_ct34_vp_past_ninety():
    state = resolving("worker-sand", "build", entries={"vp": 88, "resources": {"sand": 1, "clay": 3, "stone": 1}})
    legal(state, "erect building=large-gate sand=1 clay=3 stone=1")
    assert state.vp[A] == 93 and "93 VP (lap 2, space 3)" in str(state)


def test_ct35_early_end():
    built = {t.id: {"seat": C} for t in CASTLE.data.tiles if t.id != "house-7"}
    entries = seats(A={"resources": {"sand": 1, "wood": 1, "stone": 1}}, D={"play_area": ["trader"]})
    state = position(round=9, buildings=built, seats=entries)
    events = choose(state, {A: "worker-wood", B: "messenger", C: "messenger", D: "master-builder"})
    events += legal(state, "erect building=house-7 sand=1 wood=1 stone=1")
    assert first(events, "erected").data["last"] and first(events, "master_builder").data["vp"] == 5
    assert state.is_terminal and state.round == 9 and "final_scoring" in kinds(events)


def test_ct36_each_building_is_paid_on_its_own():
    entries = {"resources": {"sand": 3, "wood": 2, "clay": 2, "stone": 3}}
    state = resolving("bricklayer", "build", entries=entries)
    assert illegal(state, "erect building=small-gate sand=3 wood=2 clay=2 stone=3").code == "payment.value"  # 30 at once
    legal(state, "erect building=small-gate sand=1 wood=1 clay=1 stone=1")
    legal(state, "erect building=large-gate sand=2 wood=1 clay=1 stone=2")
    assert state.talers[A] == 3 + 4 + 6


# ----- 11.3 winter ----------------------------------------------------------------------------

WINTER_CARDS = ["village-tavern", "barn", "castle-maiden", "plague", "crack-in-the-wall", "snowdrift"]


def winter(top=None, in_play=(), players=4, params=None, **entries):
    """A winter position: ``top`` is the only card left in the pile, ``in_play`` in play, the rest gone."""
    pile = [top] if top else []
    gone = [c for c in WINTER_CARDS if c not in pile and c not in in_play]
    extra = entries.pop("winter_entry", {})
    return position(players, {"season": "winter", **(params or {})},
                    winter={"pile": pile, "in_play": list(in_play), "gone": gone, **extra}, **entries)


def test_cw1_crack_in_the_wall():
    state = winter("crack-in-the-wall", round=2, seats=seats(A={"resources": {"stone": 4}}, B={"resources": {"stone": 1, "silver": 2}}))
    events = choose(state, {s: "messenger" for s in range(4)})
    assert first(events, "winter_card").data["card"] == "crack-in-the-wall" and state.turn == [A, B]
    assert illegal(state, "donate stones=4").code == "donate.too_many"
    assert first(legal(state, "donate stones=3"), "donated").data["vp"] == 9
    legal(state, "convert piece=stone")
    legal(state, "convert piece=stone")
    assert state.forge == 2
    legal(state, "donate stones=3")
    assert (state.vp[A], state.vp[B], state.res[A][3], state.res[B][3]) == (9, 9, 1, 0)
    assert state.phase != "winter" and "crack-in-the-wall" in state.player_view(A)["winter"]["gone"]


def test_cw2_plague():
    entries = seats(A={"play_area": ["trader", "bricklayer", "stonemason"], "talers": 2},
                    B={"play_area": ["trader", "bricklayer"], "talers": 5})
    state = winter("plague", round=2, seats=entries)
    choose(state, {s: "messenger" for s in range(4)})
    assert state.turn == [A, B]  # C and D have empty play areas
    assert illegal(state, "pay").code == "pay.not_enough"
    assert illegal(state, "lose card=worker-sand").code == "lose.not_in_play_area"
    legal(state, "lose card=trader")
    assert state.lost[A] == [1] and state.played[A] == [2, 3]
    events = legal(state, "pay")
    assert first(events, "paid").data == {"talers": 2, "card": "plague"} and state.lost[B] == []


def test_cw3_snowdrift():
    state = winter("snowdrift", round=2, seats=seats(A={"play_area": ["worker-wood"]}))
    choose(state, {A: "worker-sand", B: "messenger", C: "messenger", D: "messenger"})
    assert illegal(state, "lose card=worker-sand").code == "lose.face_down"
    assert illegal(state, "lose card=trader").code == "lose.not_worker"
    assert {"lose card=worker-wood", "lose card=worker-stone", "pay"} <= legal_texts(state)
    legal(state, "lose card=worker-wood")  # from the play area
    assert first(legal(state, "pay"), "paid").data == {"talers": 3, "card": "snowdrift"}
    assert state.lost[A] == [4] and state.turn == [C, D]


def test_cw4_village_tavern_pool_and_innkeeper():
    state = winter(in_play=["village-tavern"], round=5)
    choose(state, {A: "messenger", B: "trader", C: "trader", D: "messenger"})
    legal(state, "trade at=sand")
    legal(state, "trade at=wood")
    assert state.pool == 2
    house = {"resources": {"sand": 1, "wood": 1, "stone": 1}}
    state = winter(in_play=["village-tavern"], round=6, seats=seats(A=house), winter_entry={"pool": 2})
    choose(state, {A: "stonemason", B: "messenger", C: "messenger", D: "messenger"})
    assert illegal(state, "innkeeper").code == "innkeeper.no_building"
    legal(state, "erect building=house-1 sand=1 wood=1 stone=1")
    legal(state, "innkeeper")
    assert (state.talers[A], state.innkeeper, state.pool) == (3 - 3 + 2, A, 0)
    state = winter(in_play=["village-tavern"], round=7, winter_entry={"innkeeper": A})
    choose(state, {A: "messenger", B: "trader", C: "messenger", D: "messenger"})
    assert state.talers[A] == 3 + 8 + 1 and state.talers[B] == 2


def test_cw4_a_trader_who_cannot_pay_places_nothing():
    state = winter(in_play=["village-tavern"], round=7, winter_entry={"innkeeper": A}, carts={"clay": {"seat": D, "round": 3}},
                   seats=seats(D={"talers": 0}))
    events = choose(state, {A: "messenger", B: "messenger", C: "messenger", D: "trader"})
    assert first(events, "recalled").data["at"] == "clay" and "traded" not in kinds(events)
    assert state.player_view(D)["carts"]["clay"] is None and state.helpers[D] == 6 and state.talers[A] == 3 + 8


@pytest.mark.parametrize("needs_build", [True, False])
def test_override_6_innkeeper_needs_a_building(needs_build):
    state = winter(in_play=["village-tavern"], round=6, params={"innkeeperRequiresBuild": needs_build})
    choose(state, {A: "stonemason", B: "messenger", C: "messenger", D: "messenger"})
    if needs_build:
        assert state.active is None  # nothing built, no innkeeper: the Stonemason had nothing to do
    else:
        legal(state, "innkeeper")
        assert state.innkeeper == A


@pytest.mark.parametrize("counts, third", [(True, "helper.cap"), (False, None)])
def test_override_6_innkeeper_counts_toward_the_cap(counts, third):
    rich = {"talers": 60, "resources": {"sand": 2, "wood": 2, "stone": 2}}
    state = winter(in_play=["village-tavern"], round=6, params={"innkeeperCountsTowardCap": counts}, seats=seats(A=rich))
    choose(state, {A: "stonemason", B: "messenger", C: "messenger", D: "messenger"})
    legal(state, "erect building=house-1 sand=1 wood=1 stone=1")
    legal(state, "innkeeper")
    legal(state, "helper at=forge-10")
    if third:
        assert state.active is None or illegal(state, "helper at=market-1").code == third
    else:
        legal(state, "helper at=market-1")
        assert state.space_owner[CASTLE.data.index["space"]["market-1"]] == A


def maiden_round_8(final_deposit):
    """CW-5: three players, round 8, A first; the Castle Maiden came in round 7."""
    maiden = {"state": "waiting", "step": "declare", "round": 7}
    state = winter(in_play=["castle-maiden"], players=3, params={"maidenFinalDeposit": final_deposit}, round=8, phase="maiden",
                   winter_entry={"maiden": maiden}, seats=seats(3, A={"talers": 3, "resources": {"wood": 1}}, B={"resources": {"sand": 1}}))
    legal(state, "court")
    assert illegal(state, "withdraw").code == "maiden.declarer_must_deposit"
    legal(state, "deposit item=taler")
    legal(state, "deposit item=sand")
    legal(state, "withdraw")
    assert state.phase == "select"
    return state


@pytest.mark.parametrize("final_deposit, shares", [
    (False, [(B, "taler"), (C, "sand")]),                 # A wins at once when B withdraws
    (True, [(B, "taler"), (C, "sand"), (B, "wood")]),     # A deposits its wood first
])
def test_cw5_castle_maiden(final_deposit, shares):
    state = maiden_round_8(final_deposit)
    events = choose(state, {s: "messenger" for s in range(3)})
    assert state.first == B and state.turn == [B, A]
    events = legal(state, "withdraw")
    if final_deposit:
        events += legal(state, "deposit item=wood")
    assert first(events, "maiden_won").player == A and state.vp[A] == 8
    assert state.turn == [seat for seat, _item in shares]
    for seat, item in shares:
        events += legal(state, f"share item={item}")
    assert [(e.player, e.data["item"]) for e in events if e.kind == "shared"] == shares
    assert state.phase == "select" and state.maiden == "won"


def test_cw5_an_unwon_maiden_gives_nothing_at_the_end():
    maiden = {"state": "active", "step": "", "round": 13, "declarer": A, "suitors": [True, True, False], "items": {"taler": 2, "sand": 1}}
    state = winter(in_play=["castle-maiden"], players=3, round=15, track=0, winter_entry={"maiden": maiden})
    events = choose(state, {s: "messenger" for s in range(3)})
    assert state.is_terminal and "maiden_won" not in kinds(events) and state.scores() == [0, 0, 0]
    assert state.maiden_items[-1] == 2
