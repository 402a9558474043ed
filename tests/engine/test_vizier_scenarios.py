"""Rule scenarios of The Vizier's Favour (/work/shared/rules/vizier.md, section 6), the module
interactions of its section 5, and the modules' positions and views.

Seats are 0-based here (spec P1 = seat 0). Market currencies as in the spec: space 1 YELLOW,
2 GREEN, 3 BLUE, 4 ORANGE (the default). Each scenario switches on only the modules it is
about, so the base rules around it are exactly those of alhambra.md.
"""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from engine.alhambra.game import load_game
from engine.alhambra.setup import set_up
from engine.alhambra.state import AlhambraState
from engine.core import ParameterError, PositionError, default_registry
from engine.core.data import rules_data_dir

from tests.helpers.actions import first, illegal, kinds, legal
from tests.helpers.positions import alhambra_state
from tests.helpers.rules_files import edited_copy

GAME = default_registry().get("alhambra")
DATA = GAME.data
MODULES = ("vizier", "bureauDeChange", "bonusCards", "workersHuts")
VIZIER = {"vizier": True}
CHANGERS = {"bureauDeChange": True}
BONUS = {"bonusCards": True}
HUTS = {"workersHuts": True}
ALL = {m: True for m in MODULES}
CHANGER_IDS = sorted(DATA.modules.changers)


# ----- helpers ------------------------------------------------------------------------------------


def position(params: dict, players: int = 4, game=GAME, **entries) -> AlhambraState:
    """A state from a position dict: a full display and a known deck top unless given."""
    return alhambra_state(game, players, params=params, **entries)


def offered(events) -> list[int]:
    """The seats asked in the vizier window, in order."""
    return [e.player for e in events if e.kind == "vizier_offered"]


def row(breakdown: dict, btype: str) -> dict:
    return next(r for r in breakdown["types"] if r["type"] == btype)


def seats(*entries: dict, players: int = 4) -> list[dict]:
    """Seat entries, padded with empty seats."""
    return list(entries) + [{} for _ in range(players - len(entries))]


# ----- T-V-01 basic vizier purchase ------------------------------------------------------------------


def test_tv01_basic_vizier_purchase():
    """T-V-01: P3 pays G3 + G4 for GAR-7; vizier face down, tile placed at once, no further
    action, space 2 refilled from the bag, the window restarts and then P2 takes the turn."""
    state = position(
        VIZIER,
        seats=seats({"vizier": False}, {}, {"hand": ["g3", "g4"]}, {"vizier": False}),
        market=["tower-13", "garden-7", "tower-12", "tower-11a"],
        bag=["pavilion-2", "pavilion-3"],
    )
    events = legal(state, "take cards=b1")  # P1's turn ends; P2 (no money) cannot buy exactly
    assert kinds(events)[-2:] == ["vizier_window_opened", "vizier_offered"]
    assert offered(events) == [2] and state.phase == "vizier" and state.current_player == 2
    assert state.player == 0  # the turn that just ended is still P1's
    assert state.legal_groups() == ["vizier", "decline"]
    assert [a.to_text() for a in state.legal_actions("vizier")] == ["vizier slot=2 pay=g3,g4"]

    events = legal(state, "vizier slot=2 pay=g3,g4")
    assert first(events, "vizier_bought").data == {"tile": "garden-7", "slot": 2, "pay": ["g3", "g4"]}
    assert state.viziers == [False, True, False, False]
    assert state.hands[2] == [] and Counter(state.discard) == Counter(["g3", "g4"])
    assert state.phase == "vizier_placement" and state.current_player == 2 and state.pending == ["garden-7"]
    assert state.market[1] is None  # refilled only after the placement
    assert state.legal_groups() == ["place", "reserve"]
    illegal(state, "take cards=g1")  # no further action
    illegal(state, "end")

    events = legal(state, "place tile=garden-7 at=-1,0")
    assert first(events, "market_refilled").data["tiles"] == {"2": "pavilion-2"}
    assert kinds(events)[-3:] == ["market_refilled", "vizier_window_closed", "turn_started"]
    assert state.player == 1 and state.phase == "actions" and state.current_player == 1
    assert state.cities[2].cells[(-1, 0)] == "garden-7"


def test_tv01_vizier_tile_reserved_and_never_to_dirk():
    """T-V-01 / V-6: the vizier tile may go to the reserve; with two players never to Dirk."""
    state = position(
        VIZIER, players=2, phase="vizier", vizier_asking=1,
        seats=[{}, {"hand": ["g3", "g4"]}], market=["tower-13", "garden-7", "tower-12", "tower-11a"], dirk=[],
    )  # fmt: skip
    legal(state, "vizier slot=2 pay=g3,g4")
    assert "dirk" not in state.legal_groups()
    assert "never to Dirk" in illegal(state, "dirk tile=garden-7")
    legal(state, "reserve tile=garden-7")
    assert state.reserves[1] == ["garden-7"] and state.player == 1 and state.phase == "actions"


# ----- T-V-02 priority and repetition ---------------------------------------------------------------

TV02_MARKET = ["pavilion-2", "seraglio-3", "arcades-4", "chambers-5"]  # y2, g3, b4, o5


def test_tv02_priority_and_repetition():
    """T-V-02: P2 just finished: asked P3, P4 (buys); again P3, P1, P2 (P4 face down); P3 may
    accept after declining; all decline, the window closes and P3 takes the next turn."""
    state = position(
        VIZIER, turn_player=1,
        seats=[{"hand": ["g1", "g2"]}, {"hand": ["o5"]}, {"hand": ["g3"]}, {"hand": ["y2", "b4"]}],
        market=TV02_MARKET, bag=["tower-7", "tower-8"],
    )  # fmt: skip
    events = legal(state, "take cards=b1")
    assert offered(events) == [2]
    events = legal(state, "decline")
    assert first(events, "vizier_declined").player == 2 and offered(events) == [3]
    events = legal(state, "vizier slot=1 pay=y2")
    events += legal(state, "reserve tile=pavilion-2")
    assert first(events, "market_refilled").data["tiles"] == {"1": "tower-7"}
    # Second pass, same order without P4: P3 first again, although P3 declined before.
    assert offered(events) == [2] and state.viziers == [True, True, True, False]
    assert "vizier" in state.legal_groups()
    asked = []
    while state.phase == "vizier":
        asked.append(state.current_player)
        events = legal(state, "decline")
    assert asked == [2, 0, 1]
    assert kinds(events)[-2:] == ["vizier_window_closed", "turn_started"]
    assert state.player == 2 and state.phase == "actions"


def test_tv02_nobody_able_means_no_window():
    """T-V-02 / the brief: when nobody could pay exactly, nobody is asked and the turn passes on."""
    state = position(VIZIER, seats=seats({}, {"hand": ["y9"]}, {"hand": ["b1"]}), market=TV02_MARKET)
    events = legal(state, "take cards=b1")
    assert not [k for k in kinds(events) if k.startswith("vizier")]
    assert state.player == 1 and state.phase == "actions"


# ----- T-V-03 exact payment only ----------------------------------------------------------------------


def test_tv03_exact_payment_only():
    """T-V-03: BLUE 5 + 6 for GAR-10c (10): no vizier purchase (11 overpays, 5 or 6 is too little);
    P1 is not asked; in a normal turn P1 could overpay."""
    market = ["tower-13", "tower-12", "garden-10c", "tower-11a"]
    state = position(VIZIER, turn_player=3, seats=seats({"hand": ["b5", "b6"]}), market=market)
    events = legal(state, "take cards=g1")  # P4's turn ends; nobody can pay anything exactly
    assert "vizier_offered" not in kinds(events) and state.player == 0 and state.phase == "actions"
    legal(state, "buy slot=3 pay=b5,b6")

    asked = position(VIZIER, phase="vizier", vizier_asking=0, turn_player=3, seats=seats({"hand": ["b5", "b6"]}), market=market)
    assert asked.legal_groups() == ["decline"]
    assert "overpay" in illegal(asked, "vizier slot=3 pay=b5,b6")
    assert "not enough" in illegal(asked, "vizier slot=3 pay=b5")
    assert "not enough" in illegal(asked, "vizier slot=3 pay=b6")


# ----- T-V-04 reactivation -------------------------------------------------------------------------------


def test_tv04_reactivation():
    """T-V-04: two exact purchases, then reactivate: phase 1 ends, both tiles are placed, and in
    the following window P1 is asked last."""
    state = position(
        VIZIER,
        seats=seats({"vizier": False, "hand": ["y2", "g3", "b4"]}, {}, {"hand": ["o5"]}),
        market=TV02_MARKET, bag=["tower-7", "tower-8"],
    )  # fmt: skip
    assert "reactivate" in state.legal_groups()
    legal(state, "buy slot=1 pay=y2")
    legal(state, "buy slot=2 pay=g3")
    assert state.may_continue
    events = legal(state, "reactivate")
    assert "vizier_reactivated" in kinds(events) and state.viziers[0] is True
    assert state.phase == "placement" and state.actions_taken == 3 and not state.may_continue
    assert state.pending == ["pavilion-2", "seraglio-3"]
    legal(state, "reserve tile=pavilion-2")
    events = legal(state, "place tile=seraglio-3 at=0,-1")
    # P3 (O5 for CHA-5) is asked first, P1 (B4 for ARC-4) last; P2 and P4 cannot pay.
    assert offered(events) == [2]
    events = legal(state, "decline")
    assert offered(events) == [0]
    legal(state, "vizier slot=3 pay=b4")
    assert state.viziers[0] is False


def test_tv04_reactivating_a_face_up_vizier_is_rejected():
    """T-V-04 negative case: reactivating a face-up vizier is rejected."""
    state = position(VIZIER, market=TV02_MARKET)
    assert "reactivate" not in state.legal_groups()
    assert "already face up" in illegal(state, "reactivate")
    assert "not in play" in illegal(position({}, market=TV02_MARKET), "reactivate")


# ----- T-V-05 no vizier at the end of the game -------------------------------------------------------------


def test_tv05_no_vizier_at_the_end():
    """T-V-05: the refill sets the end flag, so no window opens; during the distribution vizier
    purchases are rejected."""
    state = position(
        VIZIER,
        seats=seats({"hand": ["y3"]}, {"hand": ["g3", "b4"]}),
        market=TV02_MARKET, bag=[], unlisted_tiles="removed",
    )  # fmt: skip
    legal(state, "buy slot=1 pay=y3")
    events = legal(state, "reserve tile=pavilion-2")
    assert state.end_flag and "game_ending" in kinds(events)
    assert not [k for k in kinds(events) if k.startswith("vizier")]
    assert state.phase == "distribution" and state.current_player == 1 and state.pending == ["seraglio-3"]
    assert "distribution" in illegal(state, "vizier slot=3 pay=b4")
    assert "decline" not in state.legal_groups()
    illegal(state, "decline")


# ----- T-V-06 a vizier purchase ends the game ------------------------------------------------------------


def test_tv06_vizier_purchase_ends_the_game():
    """T-V-06: bag empty, market full: P4's vizier purchase from space 1 cannot be refilled, so the
    game ends at once: spaces 2-4 distributed, round 3 scored, P2 never takes a turn."""
    state = position(
        VIZIER,
        seats=[{"vizier": False}, {"vizier": False, "hand": ["g5"]}, {"vizier": False}, {"hand": ["y2"]}],
        market=TV02_MARKET, bag=[], unlisted_tiles="removed", rounds_scored=[1, 2],
    )  # fmt: skip
    events = legal(state, "take cards=g1")  # P1 ends the turn (G1 is less than P2's G5)
    assert offered(events) == [3]
    legal(state, "vizier slot=1 pay=y2")
    events = legal(state, "place tile=pavilion-2 at=0,1")
    assert first(events, "market_exhausted").data["empty_spaces"] == [1]
    assert kinds(events).index("market_exhausted") < kinds(events).index("game_ending")
    awarded = first(events, "tile_awarded")
    assert (awarded.player, awarded.data["tile"], awarded.data["slot"]) == (1, "seraglio-3", 2)
    assert state.phase == "distribution" and state.current_player == 1
    events = legal(state, "place tile=seraglio-3 at=0,-1")
    unawarded = [(e.data["slot"], e.data["tile"]) for e in events if e.kind == "tile_unawarded"]
    assert unawarded == [(3, "arcades-4"), (4, "chambers-5")]
    scoring = first(events, "scoring", round=3)
    # Round 3: P2 seraglio 1st 17 + wall 3; P4 pavilion 1st 16 + wall 3.
    assert scoring.data["points"] == [0, 20, 0, 19]
    assert state.phase == "over" and state.player == 0 and "turn_started" not in kinds(events)


# ----- T-V-07 no vizier for huts ---------------------------------------------------------------------------


def test_tv07_no_vizier_for_huts():
    """T-V-07: the vizier buys only market tiles: a hut cannot be targeted or taken in the window."""
    state = position(
        {**VIZIER, **HUTS}, phase="vizier", vizier_asking=2, turn_player=1,
        seats=seats({}, {}, {"hand": ["y2", "b9"]}), market=TV02_MARKET,
    )  # fmt: skip
    assert all(a.slot in (1, 2, 3, 4) for a in state.legal_actions("vizier"))
    assert "never a worker's hut" in illegal(state, "vizier slot=5 pay=b9")
    assert "vizier can never take one" in illegal(state, "hut type=arcades")


# ----- T-X-01 to T-X-05 money changers ------------------------------------------------------------------------

TX01_MARKET = ["pavilion-7", "tower-13", "garden-11", "tower-12"]  # Y 7, G 13, B 11, O 12
TX01_HAND = ["b7", "b2", "y9", "x-by"]


def test_tx01_option_a():
    """T-X-01 A: GAR-11 (blue space) with Y9 + B2 + the BLUE/YELLOW changer: 11 is exact, P1 may
    act again, the changer is discarded."""
    state = position(CHANGERS, seats=seats({"hand": TX01_HAND}), market=TX01_MARKET)
    events = legal(state, "buy slot=3 pay=b2,x-by,y9")
    bought = first(events, "tile_bought")
    assert bought.data == {"tile": "garden-11", "slot": 3, "pay": ["b2", "x-by", "y9"], "exact": True, "changer": "x-by"}
    assert state.may_continue and state.phase == "actions"
    assert Counter(state.discard) == Counter(["b2", "x-by", "y9"]) and state.hands[0] == ["b7"]


def test_tx01_option_b_and_rejections():
    """T-X-01 B: PAV-7 (yellow space) with B7 + the changer is exact; rejected: PAV-7 with B7 and
    no changer; after B, GAR-11 with Y9 + B2 (no changer left to combine currencies)."""
    state = position(CHANGERS, seats=seats({"hand": TX01_HAND}), market=TX01_MARKET)
    assert "YELLOW money" in illegal(state, "buy slot=1 pay=b7")
    events = legal(state, "buy slot=1 pay=b7,x-by")
    assert first(events, "tile_bought").data["exact"] is True and state.may_continue
    assert "x-by" in state.discard and "x-by" not in state.hands[0]
    assert "BLUE money" in illegal(state, "buy slot=3 pay=b2,y9")
    assert "do not hold x-by" in illegal(state, "buy slot=3 pay=b2,x-by,y9")


def test_tx01_changer_must_show_the_space_currency():
    """T-X-01 / section 2.5: a changer without the space's currency cannot be used; the changer
    module off, changer codes are no cards at all."""
    state = position(CHANGERS, seats=seats({"hand": ["g9", "b4", "x-bg"]}), market=TX01_MARKET)
    assert "does not show YELLOW" in illegal(state, "buy slot=1 pay=b4,x-bg")
    assert "does not show ORANGE" in illegal(state, "buy slot=4 pay=b4,g9,x-bg")
    with pytest.raises(PositionError, match="x-bg"):
        position({}, seats=seats({"hand": ["x-bg"]}))


# ----- T-X-02 one changer per purchase -------------------------------------------------------------------------


def test_tx02_only_one_changer_per_purchase():
    """T-X-02: B3 + G4 + O3 with both changers is rejected; with one, 7 is too little for the 10."""
    state = position(
        CHANGERS, seats=seats({"hand": ["b3", "g4", "o3", "x-bg", "x-go"]}),
        market=["tower-13", "garden-10a", "tower-12", "tower-11a"],
    )  # fmt: skip
    assert "only one money changer" in illegal(state, "buy slot=2 pay=b3,g4,o3,x-bg,x-go")
    assert "not enough" in illegal(state, "buy slot=2 pay=b3,g4,x-bg")
    assert "not enough" in illegal(state, "buy slot=2 pay=g4,o3,x-go")
    assert not any(a.slot == 2 for a in state.legal_actions("buy"))


# ----- T-X-03 setup ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6], ids=[f"T-X-03-{n}p" for n in range(2, 7)])
def test_tx03_changers_in_piles_2_3_4(players):
    """T-X-03: pile 2 holds A and 2 changers, pile 3 holds 2, pile 4 holds B and 2; piles 1 and 5
    none; starting hands and the first display hold no changers."""
    seen: dict[int, set[int]] = {2: set(), 3: set(), 4: set()}
    for seed in range(30):
        state = GAME.new_state(players, CHANGERS, seed)
        assert not any(DATA.is_changer(c) for h in state.hands for c in h)
        assert not any(DATA.is_changer(c) for c in state.display)
        top_first = state.deck[::-1]
        rest = len(top_first) - 2 - 6
        base, extra = divmod(rest, 5)
        sizes = [base + (1 if i < extra else 0) for i in range(5)]
        sizes[1] += 3
        sizes[2] += 2
        sizes[3] += 3
        starts = [sum(sizes[:i]) for i in range(5)]
        piles = [top_first[starts[i] : starts[i] + sizes[i]] for i in range(5)]
        per_pile = [sum(1 for c in pile if DATA.is_changer(c)) for pile in piles]
        assert per_pile == [0, 2, 2, 2, 0]
        assert "A" in piles[1] and "B" in piles[3]
        assert sorted(c for c in top_first if DATA.is_changer(c)) == CHANGER_IDS
        for number in (2, 3, 4):
            seen[number] |= {c for c in piles[number - 1] if DATA.is_changer(c)}
    # The changers are dealt to the piles at random: every changer turns up in every pile.
    assert all(found == set(CHANGER_IDS) for found in seen.values())


# ----- T-X-04 taking a changer ---------------------------------------------------------------------------------------

TX04_DISPLAY = ["x-by", "g2", "o3", "y9"]


def test_tx04_taking_a_changer():
    """T-X-04: legal: the changer alone, {2,3}, any single money card; rejected: changer + G2."""
    state = position(CHANGERS, display=TX04_DISPLAY, deck=["x-bg", "b5"])
    listed = {a.to_text() for a in state.legal_actions("take")}
    assert listed == {"take cards=x-by", "take cards=g2,o3", "take cards=g2", "take cards=o3", "take cards=y9"}
    assert "taken alone" in illegal(state, "take cards=g2,x-by")
    events = legal(state, "take cards=x-by")
    assert state.hands[0] == ["x-by"] and state.player == 1  # phase 1 ended
    # The refill fills the changer's slot from the deck; the next card may be another changer.
    assert first(events, "display_refilled").data["cards"] == ["x-bg"]
    assert state.display == ["x-bg", "g2", "o3", "y9"]


def test_tx04_changer_may_follow_exact_purchases():
    """T-X-04 / section 2.4: taking a changer is a take action, so it may end a turn of exact buys."""
    state = position(CHANGERS, display=TX04_DISPLAY, seats=seats({"hand": ["y2"]}), market=TV02_MARKET)
    legal(state, "buy slot=1 pay=y2")
    legal(state, "take cards=x-by")
    assert state.phase == "placement" and state.hands[0] == ["x-by"]


# ----- T-X-05 changers at the end of the game ------------------------------------------------------------------------


def test_tx05_changers_worthless_at_the_end():
    """T-X-05: P1 holds Y6, B5 and the BLUE/YELLOW changer, P2 Y8: space 1 (YELLOW) goes to P2,
    8 > 6; P1's BLUE 5 does not count for it."""
    state = position(
        CHANGERS, players=3, turn_player=2,
        seats=[{"hand": ["y6", "b5", "x-by"]}, {"hand": ["y8"]}, {"hand": ["g9"]}],
        market=["pavilion-7", "seraglio-3", "tower-12", "tower-13"], bag=[], unlisted_tiles="removed",
    )  # fmt: skip
    legal(state, "buy slot=2 pay=g9")
    events = legal(state, "reserve tile=seraglio-3")
    awarded = first(events, "tile_awarded")
    assert (awarded.player, awarded.data["slot"], awarded.data["totals"]) == (1, 1, [6, 8, 0])
    events = legal(state, "reserve tile=pavilion-7")
    # Space 3 (BLUE) goes to P1 with B5; the changer never counts as money.
    awarded = first(events, "tile_awarded")
    assert (awarded.player, awarded.data["slot"], awarded.data["totals"]) == (0, 3, [5, 0, 0])
    assert state.current_player == 0 and state.pending == ["tower-12"]


# ----- T-B-01 to T-B-05 bonus cards ------------------------------------------------------------------------------------


def test_tb01_bonus_card_counts_one_more_building():
    """T-B-01: P1 builds GAR-10c and reveals its card: the garden count is 2 in later scorings."""
    state = position(
        BONUS, players=3, phase="placement", pending=["garden-10c", "tower-7"],
        seats=[{"bonus_hand": ["bonus-garden-10c"]}, {}, {}],
        display=[None, "g1", "o1", "y1"], deck=["A", "b7"],
    )  # fmt: skip
    assert "reveal" not in state.legal_groups()
    legal(state, "place tile=garden-10c at=1,0")
    assert state.legal_groups() == ["place", "reserve", "reveal"]
    events = legal(state, "reveal card=bonus-garden-10c")
    revealed = first(events, "bonus_revealed")
    assert revealed.player == 0 and revealed.reveals
    assert revealed.data == {"card": "bonus-garden-10c", "tile": "garden-10c", "automatic": False}
    # A free action: the same phase, the same player, nothing else changed.
    assert state.phase == "placement" and state.current_player == 0 and state.pending == ["tower-7"]
    assert state.bonus_revealed[0] == ["bonus-garden-10c"] and state.bonus_hidden[0] == []
    assert state.type_counts()[0]["garden"] == 2
    events = legal(state, "reserve tile=tower-7")
    garden = row(first(events, "scoring", round=1).data, "garden")
    assert garden["counts"] == [2, 0, 0] and garden["tiles"] == [1, 0, 0] and garden["bonus"] == [1, 0, 0]
    assert garden["huts"] == [0, 0, 0] and garden["points"] == [5, 0, 0]


TB02_SEAT = {"city": {"1,0": "garden-10c"}, "bonus_revealed": ["bonus-garden-10c"], "reserve": ["garden-11"]}


def test_tb02_removal_returns_the_card():
    """T-B-02: moving GAR-10c to the reserve returns the card hidden; the garden count is 0; once
    rebuilt the card may be revealed again."""
    state = position(BONUS, players=3, seats=[dict(TB02_SEAT), {}, {}])
    assert state.type_counts()[0]["garden"] == 2
    events = legal(state, "remove tile=garden-10c")
    assert first(events, "bonus_returned").data == {"card": "bonus-garden-10c", "tile": "garden-10c"}
    assert state.bonus_hidden[0] == ["bonus-garden-10c"] and state.bonus_revealed[0] == []
    assert state.type_counts()[0]["garden"] == 0
    view = state.player_view(1)
    assert view["bonus_revealed"][0] == [] and view["bonus_hidden_counts"][0] == 1
    # P2 and P3 pass their turns; P1 builds it back and may reveal again.
    legal(state, "take cards=b1")
    legal(state, "take cards=g1")
    assert "reveal" not in state.legal_groups()
    legal(state, "add tile=garden-10c at=0,1")
    assert state.player == 1  # the redesign ended P1's turn: the card waits for P1's next decision point
    legal(state, "take cards=o1")
    legal(state, "take cards=y1")
    assert "reveal" in state.legal_groups()
    legal(state, "reveal card=bonus-garden-10c")
    assert state.type_counts()[0]["garden"] == 2


def test_tb02_swap_returns_the_card():
    """T-B-02: the same when GAR-10c is swapped out with redesign (c)."""
    state = position(BONUS, players=3, seats=[dict(TB02_SEAT), {}, {}])
    events = legal(state, "swap tile=garden-10c reserve=garden-11")
    assert first(events, "bonus_returned").data["card"] == "bonus-garden-10c"
    assert state.type_counts()[0]["garden"] == 1  # GAR-11 now, and no face-up card


@pytest.mark.parametrize(
    "players, each, aside",
    [(2, 3, 4), (3, 3, 1), (4, 2, 2), (5, 2, 0), (6, 1, 4)],
    ids=[f"T-B-03-{n}p" for n in range(2, 7)],
)
def test_tb03_dealing(players, each, aside):
    """T-B-03: 2/3/4/5/6 players get 3/3/2/2/1 cards each (override 1: 3 with two players), leaving
    4/1/2/0/4 aside; Dirk gets none."""
    for seed in range(10):
        state = GAME.new_state(players, BONUS, seed)
        assert [len(h) for h in state.bonus_hidden] == [each] * players
        assert len(state.bonus_aside) == aside
        assert state.bonus_revealed == [[] for _ in range(players)]
        dealt = state.bonus_aside + [c for h in state.bonus_hidden for c in h]
        assert sorted(dealt) == sorted(DATA.modules.bonus_cards)


TB04_SEATS = [
    {"city": {"1,0": "garden-9", "0,1": "garden-10a", "-1,0": "garden-10b"}},
    {"city": {"1,0": "garden-11", "-1,0": "garden-10c"}, "bonus_hand": ["bonus-garden-11"]},
    {"hand": ["o9"]},
]


def test_tb04_revealing_before_round_three():
    """T-B-04: gardens P1 3, P2 2 (with GAR-11, its card hidden): unrevealed P1 20 and P2 12; if
    P2 reveals, both count 3 and each scores floor((20+12)/2) = 16."""
    state = position(BONUS, players=3, seats=[dict(s) for s in TB04_SEATS])
    assert row(state.score_breakdown(3), "garden")["points"] == [20, 12, 0]
    state.bonus_hidden[1].remove("bonus-garden-11")  # as if P2 had revealed it
    state.bonus_revealed[1].append("bonus-garden-11")
    assert row(state.score_breakdown(3), "garden")["points"] == [16, 16, 0]


def test_tb04_cards_revealed_automatically_at_scoring():
    """T-B-04 / B-2: at every scoring the eligible cards are revealed first (the engine plays the
    pre-scoring window for everybody, which the spec allows), so P2 scores 16, not 12."""
    state = position(
        BONUS, players=3, turn_player=2, seats=[dict(s) for s in TB04_SEATS],
        market=["tower-7", "tower-8", "tower-9a", "pavilion-2"], bag=[], unlisted_tiles="removed",
    )  # fmt: skip
    legal(state, "buy slot=4 pay=o9")
    events = legal(state, "reserve tile=pavilion-2")
    revealed = first(events, "bonus_revealed")
    assert revealed.player == 1 and revealed.data["automatic"] is True and "automatically" in revealed.data["note"]
    assert kinds(events).index("bonus_revealed") < kinds(events).index("scoring")
    garden = row(first(events, "scoring", round=3).data, "garden")
    assert garden["counts"] == [3, 3, 0] and garden["bonus"] == [0, 1, 0] and garden["points"] == [16, 16, 0]


def test_tb05_dead_card():
    """T-B-05: P1 holds the TOW-12 card but TOW-12 is in P3's Alhambra: playing it is rejected."""
    state = position(
        BONUS, seats=seats({"bonus_hand": ["bonus-tower-12"]}, {}, {"city": {"1,0": "tower-12"}}),
    )  # fmt: skip
    assert "reveal" not in state.legal_groups()
    assert "dead" in illegal(state, "reveal card=bonus-tower-12")
    assert "not among your hidden" in illegal(state, "reveal card=bonus-garden-11")
    assert "not a bonus card" in illegal(state, "reveal card=garden-11")


# ----- T-H-01 to T-H-04 worker's huts ----------------------------------------------------------------------------------

# T-H-01's synthetic hut walls (the spec's own fixture, not the reconstructed set).
SYNTHETIC_HUTS = {"hut-arcades-1": ["N", "W"], "hut-arcades-3": ["W", "S"], "hut-tower-1": ["N", "E"]}
H1, H2, H3 = "hut-arcades-1", "hut-arcades-3", "hut-tower-1"
TH01_BUILD = [
    ("arcades-10", "0,1"), ("arcades-9", "-1,0"), ("tower-11b", "1,0"), ("garden-11", "0,-1"),
    (H3, "1,-1"), (H1, "-1,1"), (H2, "-1,-1"),
]  # fmt: skip


@pytest.fixture(scope="module")
def synthetic_game(tmp_path_factory):
    """Alhambra with T-H-01's synthetic hut walls: H1 brown N,W; H2 brown W,S; H3 purple N,E."""

    def synthetic_walls(data):
        for hut in data["workers_huts"]["huts"]:
            if hut["id"] in SYNTHETIC_HUTS:
                hut["walls"] = SYNTHETIC_HUTS[hut["id"]]

    path = edited_copy(rules_data_dir() / "vizier.yaml", Path(tmp_path_factory.mktemp("huts")), synthetic_walls)
    return load_game(modules_path=path)


def _th01_built(game) -> AlhambraState:
    state = position(HUTS, players=3, game=game, phase="placement", pending=[t for t, _ in TH01_BUILD] + ["tower-7"])
    for tile, cell in TH01_BUILD:
        legal(state, f"place tile={tile} at={cell}")
    return state


def test_th01_hut_example(synthetic_game):
    """T-H-01: built in the spec's order (each legal), the counts are arcades 5 (2 tiles + 2 from
    H1 + 1 from H2), garden 1, tower 1 (H3 is walled off from the tower)."""
    state = _th01_built(synthetic_game)
    breakdown = state.score_breakdown(1)
    arcades, garden, tower = (row(breakdown, t) for t in ("arcades", "garden", "tower"))
    assert (arcades["counts"][0], arcades["tiles"][0], arcades["huts"][0]) == (5, 2, 3)
    assert (garden["counts"][0], garden["huts"][0]) == (1, 0)
    assert (tower["counts"][0], tower["tiles"][0], tower["huts"][0]) == (1, 1, 0)
    assert state.type_counts()[0] == {"pavilion": 0, "seraglio": 0, "arcades": 5, "chambers": 0, "garden": 1, "tower": 1}


def test_th01_hut_limit(synthetic_game):
    """T-H-01: P1 owns 3 huts, so the hut action is rejected."""
    city = {cell: tile for tile, cell in TH01_BUILD}
    state = position(HUTS, players=3, game=synthetic_game, seats=[{"city": city}, {}, {}])
    assert "hut" not in state.legal_groups()
    assert "already have 3" in illegal(state, "hut type=garden")
    assert state.player_view(1)["huts_owned"] == [3, 0, 0]


def test_th02_hut_walls_count_for_the_longest_wall(synthetic_game):
    """T-H-02: outer runs H2 W+S (2), H1 W+N (2), H3 E (1); the H3/TOW-11b double wall does not
    count: the longest wall is 2."""
    state = _th01_built(synthetic_game)
    segments = set(state.cities[0].outer_wall_segments())
    assert segments == {
        ((-1, -1), (-1, 0)), ((-1, -1), (0, -1)),  # H2 W and S, meeting at (-1,-1)
        ((-1, 1), (-1, 2)), ((-1, 2), (0, 2)),  # H1 W and N, meeting at (-1,2)
        ((2, -1), (2, 0)),  # H3 E
    }  # fmt: skip
    assert state.cities[0].longest_wall() == 2
    assert state.score_breakdown(1)["walls"][0] == 2


def test_th03_take_hut_action():
    """T-H-03: P2 takes the top brown hut after an exact purchase: the next brown hut turns face
    up, phase 1 ends, the hut goes to the Alhambra (or reserve) in phase 2, never to Dirk."""
    stack = ["hut-arcades-2", "hut-arcades-4", "hut-arcades-3", "hut-arcades-1"]
    state = position(HUTS, players=3, turn_player=1, seats=[{}, {"hand": ["y2"]}, {}], market=TV02_MARKET, hut_stacks={"arcades": stack})
    assert state.player_view(0)["hut_stacks"]["arcades"] == {"top": "hut-arcades-2", "count": 4}
    legal(state, "buy slot=1 pay=y2")
    assert state.may_continue and "hut" in state.legal_groups()
    events = legal(state, "hut type=arcades")
    taken = first(events, "hut_taken")
    assert taken.player == 1 and taken.reveals
    assert taken.data == {"hut": "hut-arcades-2", "type": "arcades", "next": "hut-arcades-4", "left": 3}
    assert state.hut_stacks["arcades"] == ["hut-arcades-1", "hut-arcades-3", "hut-arcades-4"]
    assert state.phase == "placement" and not state.may_continue and state.pending == ["pavilion-2", "hut-arcades-2"]
    assert "east side" in illegal(state, "place tile=hut-arcades-2 at=-1,0")  # its E wall faces the fountain
    legal(state, "place tile=hut-arcades-2 at=1,0")
    legal(state, "reserve tile=pavilion-2")
    assert state.cities[1].cells[(1, 0)] == "hut-arcades-2" and state.player == 2


def test_th03_exhausted_stack_and_no_dirk():
    """T-H-03: after the 4th brown hut is taken brown is unavailable; a hut never goes to Dirk."""
    state = position(
        HUTS, players=2,
        seats=[{"reserve": ["hut-arcades-1", "hut-arcades-2"]}, {"reserve": ["hut-arcades-3"]}],
        hut_stacks={"arcades": ["hut-arcades-4"]}, dirk=[],
    )  # fmt: skip
    events = legal(state, "hut type=arcades")
    assert first(events, "hut_taken").data["next"] is None and not first(events, "hut_taken").reveals
    assert "dirk" not in state.legal_groups()
    assert "never to Dirk" in illegal(state, "dirk tile=hut-arcades-4")
    legal(state, "reserve tile=hut-arcades-4")
    assert state.player == 1
    assert "arcades" not in {a.type for a in state.legal_actions("hut")}
    assert "all taken" in illegal(state, "hut type=arcades")
    assert state.player_view(1)["hut_stacks"]["arcades"] == {"top": None, "count": 0}


TH04_CITY = {"1,0": "hut-arcades-1", "2,0": "hut-arcades-2", "1,-1": "chambers-10"}


def test_th04_neighbours_that_do_not_count():
    """T-H-04: a brown hut open towards another brown hut, the start tile, a chambers tile and
    with an arcades tile in the reserve gains 0 (reconstructed huts: hut-arcades-1 N, -2 E)."""
    state = position(HUTS, players=3, seats=[{"city": TH04_CITY, "reserve": ["arcades-9"]}, {}, {}])
    arcades = row(state.score_breakdown(2), "arcades")
    assert arcades["counts"][0] == 0 and arcades["huts"][0] == 0
    assert row(state.score_breakdown(2), "chambers")["counts"][0] == 1  # a hut is no building


def test_th04_contrast_arcades_neighbour_counts():
    """T-H-04 contrast: with ARC-9 in the city below the hut, arcades count 1 tile + 1 hut bonus."""
    city = {**TH04_CITY, "1,-1": "arcades-9"}
    state = position(HUTS, players=3, seats=[{"city": city}, {}, {}])
    arcades = row(state.score_breakdown(2), "arcades")
    assert (arcades["counts"][0], arcades["tiles"][0], arcades["huts"][0]) == (2, 1, 1)


# ----- T-I-01 vizier with a changer ---------------------------------------------------------------------------------------


def test_ti01_vizier_with_a_changer():
    """T-I-01: P3 pays GAR-7 on the green space with G4 + B3 + the BLUE/GREEN changer (7 exact):
    both the vizier and the changer are used up."""
    state = position(
        {**VIZIER, **CHANGERS}, phase="vizier", vizier_asking=2, turn_player=1,
        seats=seats({}, {}, {"hand": ["g4", "b3", "x-bg"]}), market=["tower-13", "garden-7", "tower-12", "tower-11a"],
    )  # fmt: skip
    assert [a.to_text() for a in state.legal_actions("vizier")] == ["vizier slot=2 pay=b3,g4,x-bg"]
    events = legal(state, "vizier slot=2 pay=b3,g4,x-bg")
    assert first(events, "vizier_bought").data["changer"] == "x-bg"
    assert state.viziers[2] is False and state.hands[2] == [] and "x-bg" in state.discard


# ----- section 5: interactions --------------------------------------------------------------------------------------------


def test_vizier_tile_makes_a_bonus_card_playable():
    """Vizier + bonus cards: a tile placed by a vizier purchase makes its card playable at once."""
    state = position(
        {**VIZIER, **BONUS}, phase="vizier", vizier_asking=2, turn_player=1,
        seats=seats({}, {}, {"hand": ["b9", "b1"], "bonus_hand": ["bonus-garden-10c"]}),
        market=["tower-13", "tower-12", "garden-10c", "tower-11a"],
    )  # fmt: skip
    legal(state, "vizier slot=3 pay=b1,b9")
    legal(state, "place tile=garden-10c at=1,0")
    assert state.player == 2 and "reveal" in state.legal_groups()  # P3's own turn comes next


def test_single_refill_reveals_changer_and_scoring_card():
    """Changer + display: one refill may bring a changer and a scoring card."""
    state = position(CHANGERS, players=3, display=["b2", "g1", None, "y1"], deck=["x-bg", "A", "o5"])
    events = legal(state, "take cards=b2")
    assert first(events, "display_refilled").data["cards"] == ["x-bg", "o5"]
    assert state.display == ["x-bg", "g1", "o5", "y1"] and state.rounds_scored == [1]


def test_used_changers_come_back_with_the_reshuffle():
    """Changer, section 2.6: the discard pile, used changers included, becomes the new deck."""
    state = position(
        CHANGERS, players=3, display=["y5", "g1", "o1", "b1"], deck=[], discard=["x-oy"],
        rounds_scored=[1, 2], unlisted_money="removed",
    )  # fmt: skip
    events = legal(state, "take cards=y5")
    assert first(events, "deck_reshuffled").data["cards"] == 1 and state.display[0] == "x-oy"


def test_bonus_cards_and_huts_stack():
    """Bonus cards + huts: they stack; the card's tile is a neighbour for a hut of its colour."""
    state = position(
        {**BONUS, **HUTS}, players=3,
        seats=[{"city": {"1,0": "garden-10c", "2,0": "hut-garden-1"}, "bonus_revealed": ["bonus-garden-10c"]}, {}, {}],
    )  # fmt: skip
    garden = row(state.score_breakdown(1), "garden")
    assert (garden["counts"][0], garden["tiles"][0], garden["huts"][0], garden["bonus"][0]) == (3, 1, 1, 1)


def test_hut_removed_to_reserve_cancels_its_bonus_and_still_counts():
    """Huts + redesign: a hut taken to the reserve adds nothing and still counts for the limit."""
    city = {**TH04_CITY, "1,-1": "arcades-9"}
    state = position(
        HUTS, players=3, seats=[{"city": city, "reserve": ["hut-tower-1"]}, {}, {}], hut_stacks={},
    )  # fmt: skip
    legal(state, "remove tile=hut-arcades-2")
    assert row(state.score_breakdown(1), "arcades")["huts"][0] == 1
    state = position(HUTS, players=3, seats=[{"city": city, "reserve": ["hut-tower-1"]}, {}, {}])
    assert "already have 3" in illegal(state, "hut type=garden")


def test_no_hut_once_the_game_is_ending():
    """Huts + end of game: the hut action is unavailable once the end flag is set."""
    state = position(HUTS, players=3, end_flag=True)
    assert "hut" not in state.legal_groups()
    assert "ending" in illegal(state, "hut type=garden")


def test_reveal_keeps_the_extra_action():
    """A reveal is free: after an exact purchase the extra action is still there."""
    state = position(
        BONUS, players=3, seats=[{"hand": ["y2"], "city": {"1,0": "garden-11"}, "bonus_hand": ["bonus-garden-11"]}, {}, {}],
        market=TV02_MARKET,
    )  # fmt: skip
    legal(state, "buy slot=1 pay=y2")
    legal(state, "reveal card=bonus-garden-11")
    assert state.may_continue and state.actions_taken == 1 and "end" in state.legal_groups()
    assert state.phase == "actions" and state.current_player == 0


# ----- parameters, positions, views -------------------------------------------------------------------------------------------


def test_modules_are_boolean_main_options():
    """The four modules are declared bool parameters, default off, not advanced, labelled param.<key>."""
    by_key = {p.key: p for p in GAME.parameters}
    for key in MODULES:
        param = by_key[key]
        assert (param.type, param.default, param.advanced, param.label_key) == ("bool", False, False, f"param.{key}")


@pytest.mark.parametrize("mask", range(16))
def test_every_combination_is_accepted(mask):
    """Bad input: the spec allows every combination, with 2 to 6 players."""
    params = {m: bool(mask >> i & 1) for i, m in enumerate(MODULES)}
    for players in range(2, 7):
        assert GAME.resolve_params(players, params) == {**GAME.resolve_params(players, {}), **params}


def test_bad_module_values_are_refused():
    """Bad input: a module switch takes only true or false."""
    with pytest.raises(ParameterError, match="'vizier' must be true or false"):
        GAME.new_state(3, {"vizier": "maybe"})
    with pytest.raises(ParameterError, match="unknown parameter 'granada'"):
        GAME.new_state(3, {"granada": True})


BAD_POSITIONS = [
    ("module off", {}, {"seats": [{"vizier": False}, {}, {}]}, "seats[0].vizier", "not in play"),
    ("stack off", {}, {"hut_stacks": {"garden": []}}, "hut_stacks", "not in play"),
    ("asking off", {}, {"vizier_asking": 1}, "vizier_asking", "not in play"),
    ("phase off", {}, {"phase": "vizier"}, "phase", "not in play"),
    ("asking missing", VIZIER, {"phase": "vizier"}, "vizier_asking", "seat being asked"),
    ("asking face down", VIZIER, {"phase": "vizier", "vizier_asking": 0, "seats": [{"vizier": False}, {}, {}]}, "vizier_asking", "face down"),
    ("asking outside", VIZIER, {"vizier_asking": 0}, "vizier_asking", "only used in the vizier phase"),
    ("vizier not bool", VIZIER, {"seats": [{"vizier": "up"}, {}, {}]}, "seats[0].vizier", "must be a bool"),
    ("placement face up", VIZIER, {"phase": "vizier_placement", "recipient": 0, "pending": ["garden-7"]}, "recipient", "face down"),
    ("bonus twice", BONUS, {"seats": [{"bonus_hand": ["bonus-tower-12"]}, {"bonus_hand": ["bonus-tower-12"]}, {}]}, "seats[1].bonus_hand", "more than once"),
    ("bonus unknown", BONUS, {"seats": [{"bonus_hand": ["bonus-tower-7"]}, {}, {}]}, "seats[0].bonus_hand", "not a bonus card"),
    ("bonus face up", BONUS, {"seats": [{"bonus_revealed": ["bonus-tower-12"]}, {}, {}]}, "seats[0].bonus_revealed", "not in that Alhambra"),
    ("hut colour", HUTS, {"hut_stacks": {"garden": ["hut-tower-1"]}}, "hut_stacks.garden", "not a garden hut"),
    ("hut type", HUTS, {"hut_stacks": {"moat": []}}, "hut_stacks", "not a hut colour"),
    ("hut twice", HUTS, {"seats": [{"reserve": ["hut-tower-1"]}, {}, {}], "hut_stacks": {"tower": ["hut-tower-1"]}}, "hut_stacks.tower", "more than once"),
    ("hut in bag", HUTS, {"bag": ["hut-tower-1"]}, "bag", "huts cannot be here"),
    ("hut module off", {}, {"seats": [{"reserve": ["hut-tower-1"]}, {}, {}]}, "seats[0].reserve", "module is not in play"),
    ("four huts", HUTS, {"seats": [{"reserve": ["hut-tower-1", "hut-tower-2", "hut-tower-3", "hut-tower-4"]}, {}, {}]}, "seats[0]", "more than 3"),
    ("changer twice", CHANGERS, {"seats": [{"hand": ["x-bg"]}, {}, {}], "discard": ["x-bg"]}, "discard", "more than once"),
]  # fmt: skip


@pytest.mark.parametrize("params, entries, entry, problem", [b[1:] for b in BAD_POSITIONS], ids=[b[0] for b in BAD_POSITIONS])
def test_bad_module_positions_name_the_entry(params, entries, entry, problem):
    """Module entries of a position are checked, and a wrong one is named."""
    pos = {"game": "alhambra", "players": 3, "params": params, "seats": [{}, {}, {}], **entries}
    with pytest.raises(PositionError) as caught:
        GAME.state_from_position(pos)
    assert f"'{entry}'" in str(caught.value) and problem in str(caught.value)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_positions_round_trip_with_all_modules(players):
    """to_position lists every module piece; it rebuilds the same state, mid-game too."""
    state = GAME.new_state(players, ALL, seed=5)
    rng = random.Random(5)
    for _ in range(120):
        if state.is_terminal:
            break
        group = rng.choice(state.legal_groups())
        state.apply(rng.choice(state.legal_actions(group)))
        again = GAME.state_from_position(state.to_position())
        mine, theirs = state.snapshot(), again.snapshot()
        assert theirs[:-2] + theirs[-1:] == mine[:-2] + mine[-1:]  # all but the RNG's state
        assert again.to_position() == state.to_position()


def test_views_hide_bonus_cards_and_hut_stacks():
    """player_view: own hidden bonus cards, the others' as counts, face-up cards for all; hut
    stacks as top and size; vizier faces; changers are money-like cards in the hand."""
    state = GAME.new_state(4, ALL, seed=3)
    state.hands[0].append("x-bg")
    view = state.player_view(0)
    assert view["viziers"] == [True] * 4 and view["vizier_asking"] is None
    assert view["bonus_hand"] == sorted(state.bonus_hidden[0]) and len(view["bonus_hand"]) == 2
    assert view["bonus_hidden_counts"] == [2, 2, 2, 2] and view["bonus_revealed"] == [[], [], [], []]
    assert view["bonus_aside_count"] == 2
    assert set(view["hut_stacks"]) == {b.id for b in DATA.building_types}
    assert view["hut_stacks"]["garden"] == {"top": state.hut_stacks["garden"][-1], "count": 5}
    assert view["huts_owned"] == [0, 0, 0, 0]
    assert "x-bg" in view["hand"] and view["hand_counts"][0] == len(state.hands[0])
    other = state.player_view(1)
    assert not set(state.bonus_hidden[0]) & set(str(other))
    base = GAME.new_state(4, {}, seed=3).player_view(0)
    assert not {"viziers", "bonus_hand", "hut_stacks"} & set(base)


def test_determinize_redeals_bonus_cards_and_hidden_huts():
    """determinize: other players' hidden bonus cards come from the cards the seat has not seen;
    each hut stack keeps its top and reshuffles its hidden part."""
    state = GAME.new_state(3, ALL, seed=11)
    # Seat 1 has built one of its cards' tiles and played the card.
    card = state.bonus_hidden[1].pop()
    tile = DATA.modules.bonus_cards[card]
    if tile in state.market:
        state.market[state.market.index(tile)] = state.bag.pop()
    else:
        state.bag.remove(tile)
    state.cities[1].put((1, 0), tile)
    state.bonus_revealed[1].append(card)
    seen = set(state.bonus_hidden[0]) | set(state.bonus_revealed[1])
    orders = set()
    for seed in range(12):
        redealt = state.determinize(0, random.Random(seed))
        assert redealt.player_view(0) == state.player_view(0)
        assert redealt.bonus_hidden[0] == state.bonus_hidden[0]
        assert redealt.bonus_revealed == state.bonus_revealed
        others = [c for h in redealt.bonus_hidden[1:] for c in h] + redealt.bonus_aside
        assert sorted(others) == sorted(set(DATA.modules.bonus_cards) - seen)
        for type_id, stack in state.hut_stacks.items():
            assert redealt.hut_stacks[type_id][-1] == stack[-1]
            assert sorted(redealt.hut_stacks[type_id]) == sorted(stack)
        orders.add(tuple(redealt.hut_stacks["tower"]))
    assert len(orders) > 1


def test_changers_are_redealt_as_unseen_money():
    """determinize: changers nobody has seen are among the re-dealt money."""
    state = GAME.new_state(3, CHANGERS, seed=2)
    redealt = state.determinize(1, random.Random(4))
    cards = redealt.deck + [c for h in redealt.hands for c in h] + redealt.discard + [c for c in redealt.display if c]
    assert sorted(c for c in cards if DATA.is_changer(c)) == CHANGER_IDS


def test_modules_off_play_the_base_game():
    """With every module off nothing of the modules appears: no changers, no huts, no cards."""
    state = GAME.new_state(4, {}, seed=9)
    assert state.viziers == [] and state.hut_stacks == {} and state.bonus_hidden == []
    assert not any(DATA.is_changer(c) for c in state.deck)
    assert set(state.legal_groups()) <= {"take", "buy", "redesign", "end", "pass"}


def test_rigged_module_setup_uses_the_state_rng():
    """Setup with all modules draws only from the state's RNG: the same seed deals the same game."""
    a = AlhambraState(GAME, DATA, 4, GAME.resolve_params(4, ALL), 17)
    b = AlhambraState(GAME, DATA, 4, GAME.resolve_params(4, ALL), 17)
    set_up(a)
    set_up(b)
    assert a == b and a.bonus_hidden == b.bonus_hidden and a.hut_stacks == b.hut_stacks


def test_exact_payment_shortcut_agrees_with_the_payment_list():
    """The vizier's quick eligibility test (bit sets of exact totals) agrees with the full list
    of exact payments, changers included (one at most: never three currencies)."""
    from engine.alhambra.payment import can_pay_exactly, payment_options

    rng = random.Random(5)
    money = DATA.money_cards(1)
    changers = DATA.modules.changers
    for _ in range(300):
        hand = rng.sample(money, rng.randint(0, 6)) + rng.sample(CHANGER_IDS, rng.randint(0, 2))
        for code in "bgoy":
            for cost in range(1, 25):
                listed = any(True for _ in payment_options(hand, code, cost, True, changers))
                assert can_pay_exactly(hand, code, cost, changers) == listed, (hand, code, cost)
