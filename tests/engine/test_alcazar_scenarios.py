"""Rule scenarios of the Alcazar spec (/work/shared/rules/alcazar.md, section 8).

The spec's "Decisions that override parts of this spec" win over its body: the shipped board is
the 11 x 11 snake; layout L0 (section 2.1) and the fixtures F2 and F3 are test boards loaded from
modified copies of alcazar.yaml; castle wings follow the parcel path; founding spacing counts
EMPTY parcels along the board (so SP1-SP6 follow override 4, not the Manhattan reasons of 8.11).
Positions use the format of docs/positions-alcazar.md: a column is written from level 1 up with
building tags (A, M, ...), ``_`` for an empty level, ``Br1`` for a bridge segment, then
``| Rg`` for the noble on top. Seats: 0 red, 1 blue, 2 green, 3 yellow, 4 white.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
import yaml

from engine.alcazar.game import load_game
from engine.alcazar.actions import Tower
from engine.alcazar.bridging import merges_full_castles
from engine.core import PositionError, default_registry
from engine.core.data import rules_data_dir

from tests.helpers.actions import first, illegal, kinds, legal, legal_texts

SNAKE = default_registry().get("alcazar")
RED, BLUE, GREEN, YELLOW, WHITE = range(5)

L0_ROWS = [[6 * r + c + 1 for c in range(12)] if r % 2 == 0 else [None] * 12 for r in range(11)]
F2_ROWS = [[None, 6, 7], [None, None, None], [67, None, 17]]
F3_ROWS = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]


def board_game(tmp: Path, name: str, rows: list[list[int | None]]):
    """Alcazar loaded from a copy of the shipped data with another board."""
    data = yaml.safe_load((rules_data_dir() / "alcazar.yaml").read_text(encoding="utf-8"))
    data["board"]["rows"] = rows
    data["cards"]["building"] = sum(1 for row in rows for cell in row if cell is not None)
    path = tmp / f"{name}.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return load_game(path)


@pytest.fixture(scope="module")
def boards(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("boards")
    return {
        "snake": SNAKE,
        "L0": board_game(tmp, "l0", L0_ROWS),
        "F2": board_game(tmp, "f2", F2_ROWS),
        "F3": board_game(tmp, "f3", F3_ROWS),
    }


@pytest.fixture(scope="module")
def L0(boards):
    return boards["L0"]


# ----- helpers ----------------------------------------------------------------------------------


def position(game, columns=None, buildings=None, players=5, player=RED, money=40, **entries):
    """A state: the given board, every seat with ``money`` (an int or a list), no cards unless
    given, an empty display and building deck (tower cards all in the tower deck)."""
    monies = money if isinstance(money, list) else [money] * players
    seats = [{"money": m} for m in monies]
    for seat, extra in entries.pop("seats", {}).items():
        seats[seat].update(extra)
    pos = {
        "game": "alcazar",
        "players": players,
        "turn_player": player,
        "columns": columns or {},
        "buildings": buildings or {},
        "seats": seats,
        "unlisted_cards": "discard",
    }
    pos.update(entries)
    return game.state_from_position(pos)


def give_turn(state, seat: int):
    """The same position with ``seat`` to start a turn (the intervening turns do not matter)."""
    pos = state.to_position()
    pos.update(turn_player=seat, phase="turn")
    pos.pop("noble_step", None)
    return state.game.state_from_position(pos)


def value_at(state, spot: str) -> int:
    site = state.site
    return site.value(site.top_building(state.board.index[spot]))


def column(state, spot: str) -> str:
    """A column in the spec's notation: ``b`` for any building's piece, ``Br`` for a bridge
    segment, ``_`` for an empty level, then the noble (``"b _ Br | Yc"``); empty: ``""``."""
    text = state.to_position()["columns"].get(spot, "")
    levels, bar, noble = text.partition("|")
    tokens = ["_" if t == "_" else "Br" if re.match(r"^Br[0-9]+$", t) else "b" for t in levels.split()]
    return " ".join(tokens) + (f" |{noble}" if bar else "")


def castle_name(state, spot: str):
    site = state.site
    return site.castle_of.get(site.top_building(state.board.index[spot]))


def eight_castles_elsewhere(count: int = 8) -> tuple[dict, dict]:
    """Small castles (value 5) on L0 rows 6-10, far from rows 0-4: ``count`` of them."""
    columns, buildings = {}, {}
    starts = [37, 41, 45, 49, 53, 57, 61, 65]
    names = ["almeria", "cadiz", "cordoba", "granada", "huelva", "jaen", "malaga", "sevilla"]
    for k, start in enumerate(starts[:count]):
        tag = f"C{k}"
        columns.update({str(start): f"{tag} {tag}", str(start + 1): tag, str(start + 2): tag})
        buildings[tag] = names[k]
    return columns, buildings


CASTLES_7 = eight_castles_elsewhere(7)  # with a castle named sevilla, no flag is free
NON_PARCEL = {"1": "X Br1", "r1c0": "_ Br1", "13": "X Br1"}  # a bridge 1-13 whose middle r1c0 is a head


# ----- 8.1 values ------------------------------------------------------------------------------

VALUES = [
    ("V1 manor", {"6": "M"}, {}, "6", 1),
    ("V2 castle", {"8": "A A", "9": "A", "10": "A"}, {"A": "sevilla"}, "8", 5),
    ("V3 bridge level 2", {"1": "A Br1", "2": "_ Br1", "3": "A Br1"}, {"A": "sevilla"}, "2", 1 + 1 + 6),
    ("V3 bridge level 3", {"1": "A A Br1", "2": "_ _ Br1", "3": "A A Br1"}, {"A": "sevilla"}, "2", 3 + 3 + 9),
    ("V3 bridge level 5", {"1": "A A A A Br1", "2": "_ _ _ _ Br1", "3": "A A A A Br1"}, {"A": "sevilla"}, "2", 7 + 7 + 15),
]


@pytest.mark.parametrize("columns,buildings,spot,expected", [v[1:] for v in VALUES], ids=[v[0] for v in VALUES])
def test_v1_v3_values(L0, columns, buildings, spot, expected):
    """V1-V3: a ground piece is worth 1, an upper piece 2, a bridge 3 x its level."""
    state = position(L0, columns, buildings)
    assert value_at(state, spot) == expected


@pytest.mark.parametrize("height,value", [(1, 6), (2, 9), (4, 15)], ids=["h1", "h2", "h4"])
def test_v3_built_bridge_values(L0, height, value):
    """V3: a bridge on heads of height 1, 2, 4 is on level 2, 3, 5 and worth 6, 9, 15."""
    kinds = {"M": "sevilla", "N": "cadiz"} if height == 4 else {}  # worth 7 each: castles
    state = position(L0, {"1": " ".join(["M"] * height) + " | Rc", "3": " ".join(["N"] * height)}, kinds)
    events = legal(state, "bridge ends=1,3")
    built = first(events, "bridge_built")
    assert (built.data["level"], built.data["value"]) == (height + 1, value)


def test_v4_scoring_by_level(L0):
    """V4: a grande on level 5 scores 10, a caballero on level 4 scores 4."""
    state = position(L0, {"1": "A A A A A | Rg", "2": "A A A A | Bc"}, {"A": "sevilla"}, money=0)
    assert state.scores()[:2] == [10, 4]


# ----- 8.2 the running example -----------------------------------------------------------------


@pytest.mark.parametrize("board", ["L0", "snake"])
def test_r1_to_r6_running_example(boards, board):
    """R1-R6: found a castle, a manor, extend on the ground and upward, a tower card, then a
    bridge that merges the castle and the manor (1-11 are a straight row on both boards)."""
    game = boards[board]
    state = position(game, seats={RED: {"hand": [6, 8]}, BLUE: {"hand": [11]}, GREEN: {"hand": [10]}}, players=3)
    # R1: three wing choices; Red takes {9, 10}.
    assert legal_texts(state, "build") >= {"castle card=8 wings=9,10", "castle card=8 wings=6,7", "castle card=8 wings=7,9"}
    assert {t for t in legal_texts(state, "build") if t.startswith("castle card=8")} == {
        "castle card=8 wings=9,10", "castle card=8 wings=6,7", "castle card=8 wings=7,9",
    }
    events = legal(state, "castle card=8 wings=9,10")
    assert first(events, "castle_founded").data["value"] == 5
    assert [column(state, s) for s in ("8", "9", "10")] == ["b b", "b", "b"]
    assert castle_name(state, "8") is not None and state.money[RED] == 45
    legal(state, "place noble=grande at=8")
    assert state.money[RED] == 35
    legal(state, "place noble=caballero at=9")
    assert state.money[RED] == 30
    assert state.phase == "turn" and state.player == BLUE  # no third noble: the turn is over

    # R2: a manor on 6, two parcels from the castle.
    state = give_turn(state, RED)
    legal(state, "manor card=6")
    assert value_at(state, "6") == 1 and state.money[RED] == 31
    legal(state, "place noble=caballero at=6")
    assert state.money[RED] == 30

    # R3: Blue extends with 11 (C1): 5 -> 6, Blue +6, P11 the only spot.
    state = give_turn(state, BLUE)
    events = legal(state, "extend card=11")
    assert value_at(state, "8") == 6 and first(events, "income").data["amount"] == 6
    assert legal_texts(state, "place") == {"place noble=caballero at=11", "place noble=grande at=11"}
    legal(state, "place noble=caballero at=11")
    assert state.money[BLUE] == 40

    # R4: Green plays 10 (C2): level 2, 6 -> 8, Green +8; may place for 8 or 16.
    state = give_turn(state, GREEN)
    legal(state, "extend card=10")
    assert column(state, "10") == "b b" and value_at(state, "8") == 8 and state.money[GREEN] == 48
    assert legal_texts(state, "place") == {"place noble=caballero at=10", "place noble=grande at=10"}
    legal(state, "done")

    # R5: Red (20 reales after buying a tower card) raises P6 under Rc: D1 targets 6, 8, 9 only.
    state = give_turn(state, RED)
    legal(state, "draw deck=tower")
    assert state.money[RED] == 20
    state = give_turn(state, RED)
    assert legal_texts(state, "tower") == {"tower at=6", "tower at=8", "tower at=9"}
    legal(state, "tower at=6")
    assert column(state, "6") == "b b | Rc" and value_at(state, "6") == 3 and state.money[RED] == 23
    alt = state.clone()

    # R6: the bridge 6-8 over 7 merges castle 8 + manor 3 + bridge 9 = 20.
    state = give_turn(state, RED)
    events = legal(state, "bridge ends=6,8")
    built = first(events, "bridge_built")
    assert (built.data["level"], built.data["value"]) == (3, 9)
    assert value_at(state, "7") == 20 and castle_name(state, "6") == castle_name(state, "8")
    assert column(state, "6").endswith("| Rc") and column(state, "8").endswith("| Rg")
    assert state.site.height(state.board.index["6"]) == state.site.height(state.board.index["8"]) == 3
    assert state.money[RED] == 23 - 15 + 20 == 28
    assert legal_texts(state, "place") == {"place noble=caballero at=7"}  # the grande would cost 40
    assert "a grande here costs 40 reales; you have 28" in illegal(state, "place noble=grande at=7")
    assert legal_texts(state, "move") == {"move at=6 to=7", "move at=8 to=7", "move at=9 to=7"}
    assert legal_texts(state, "swap") == {"swap at=6,8", "swap at=8,9"}

    # R6-alt: after R5 someone plays card 7 instead: C1 merges manor and castle, 8 + 3 + 1 = 12.
    pos = alt.to_position()
    pos["seats"][BLUE]["hand"] = [7]
    pos["discard"].remove(7)
    alt = game.state_from_position({**pos, "turn_player": BLUE, "phase": "turn"})
    events = legal(alt, "extend card=7")
    assert value_at(alt, "7") == 12 and first(events, "income").data["amount"] == 12
    assert castle_name(alt, "6") == castle_name(alt, "8")
    assert "place noble=caballero at=7" in legal_texts(alt, "place")


# ----- 8.3 - 8.5 bridges lifting, moving, removing -----------------------------------------------


def test_br1_bridge_lifts_own_nobles(L0):
    """BR1: bridge 1-3 over Rg on 2: level 3, value 9, K 7 -> 16, both nobles on level 3."""
    state = position(L0, {"1": "A A | Rc", "2": "A | Rg", "3": "A A"}, {"A": "sevilla"}, players=2)
    assert value_at(state, "1") == 7
    legal(state, "bridge ends=1,3")
    assert value_at(state, "2") == 16 and state.money[RED] == 40 - 15 + 16
    assert [state.site.height(state.board.index[s]) for s in ("1", "2", "3")] == [3, 3, 3]
    assert column(state, "2") == "b _ Br | Rg" and column(state, "1") == "b b Br | Rc"
    assert legal_texts(state, "place") == {"place noble=caballero at=3", "place noble=grande at=3"}
    costs = {t: first(legal(state.clone(), t), "noble_placed").data["cost"] for t in legal_texts(state, "place")}
    assert costs == {"place noble=caballero at=3": 16, "place noble=grande at=3": 32}


def test_mv1_place_move_or_swap_after_a_bridge(L0):
    """MV1: after bridge 1-3 (K 17): place Rc on 3 for 17, move Rg from 4 for free (+4 points),
    or swap Rg on 4 with the Rc over 2."""
    state = position(L0, {"1": "A A | Rc", "2": "A | Rc", "3": "A A", "4": "A | Rg"}, {"A": "sevilla"}, players=2)
    assert value_at(state, "1") == 8
    legal(state, "bridge ends=1,3")
    assert value_at(state, "1") == 17 and state.money[RED] == 40 - 15 + 17
    assert "place noble=caballero at=3" in legal_texts(state, "place")
    assert "move at=4 to=3" in legal_texts(state, "move")
    assert "swap at=2,4" in legal_texts(state, "swap")
    swapped = state.clone()
    before = state.scores()[RED]
    events = legal(state, "move at=4 to=3")
    assert state.scores()[RED] == before + 4 and first(events, "noble_moved").data["noble"] == "grande"
    legal(swapped, "swap at=2,4")
    assert column(swapped, "2").endswith("| Rg") and column(swapped, "4") == "b | Rc"


def test_rm1_bridge_removes_a_foreign_noble_under_its_middle(L0):
    """RM1: Yellow bridges 7-9 over White's caballero: White +8 (pre-build K), K 17, Yellow +17."""
    state = position(L0, {"7": "A A | Yc", "8": "A | Wc", "9": "A A", "10": "A"}, {"A": "sevilla"}, player=YELLOW)
    assert value_at(state, "7") == 8
    events = legal(state, "bridge ends=7,9")
    displaced = first(events, "noble_displaced")
    assert displaced.player == WHITE and displaced.data["paid"] == 8
    assert state.money[WHITE] == 48 and state.supply[WHITE] == [2, 6]
    assert value_at(state, "8") == 17 and state.money[YELLOW] == 40 - 15 + 17
    assert column(state, "7").endswith("| Yc") and state.site.height(state.board.index["7"]) == 3
    assert legal_texts(state, "place") == {"place noble=caballero at=8", "place noble=grande at=8", "place noble=caballero at=9", "place noble=grande at=9"}
    assert first(legal(state, "place noble=grande at=8"), "noble_placed").data["cost"] == 34


RM_CASTLE = {"19": "A", "20": "A A", "21": "A A", "22": "A A"}


def test_rm2_building_card_on_a_foreign_noble(L0):
    """RM2: card 20 on Blue's grande: Blue +20 (2 x 10), P20 three high, K 12, Red +12."""
    state = position(L0, {**RM_CASTLE, "20": "A A | Bg"}, {"A": "sevilla"}, seats={RED: {"hand": [20]}})
    assert value_at(state, "20") == 10
    events = legal(state, "extend card=20")
    assert first(events, "noble_displaced").data["paid"] == 20 and state.money[BLUE] == 60
    assert column(state, "20") == "b b b" and value_at(state, "20") == 12 and state.money[RED] == 52
    assert legal_texts(state, "place") == {"place noble=caballero at=20", "place noble=grande at=20"}
    assert {first(legal(state.clone(), t), "noble_placed").data["cost"] for t in legal_texts(state, "place")} == {12, 24}


def test_rm3_building_card_on_an_own_noble(L0):
    """RM3: the piece goes under Red's grande (now level 3); no place or move, a swap is allowed."""
    state = position(L0, {**RM_CASTLE, "19": "A | Rc", "20": "A A | Rg"}, {"A": "sevilla"}, seats={RED: {"hand": [20]}})
    legal(state, "extend card=20")
    assert column(state, "20") == "b b b | Rg" and value_at(state, "20") == 12 and state.money[RED] == 52
    assert state.legal_groups() == ["swap", "done"]
    assert legal_texts(state, "swap") == {"swap at=19,20"}
    illegal(state, "place noble=caballero at=20")


# ----- 8.6 illegal bridges and tower cards -------------------------------------------------------


@pytest.mark.parametrize("seat", [RED, BLUE, GREEN, YELLOW, WHITE])
def test_il1_bridge_illegal_for_everybody(L0, seat):
    """IL1: bridge 1-3 is illegal for Red and Blue (foreign noble on a head; middle not lower)
    and for everyone else (no own noble on a head)."""
    state = position(L0, {"1": "A A | Rc", "2": "A A", "3": "A A | Bc"}, {"A": "sevilla"}, player=seat)
    assert "bridge" not in state.legal_groups()
    assert illegal(state, "bridge ends=1,3")
    # Even with the middle low, the foreign noble on a head forbids it.
    low = position(L0, {"1": "A A | Rc", "2": "A", "3": "A A | Bc"}, {"A": "sevilla"}, player=seat)
    reason = illegal(low, "bridge ends=1,3")
    if seat in (RED, BLUE):
        assert "another player's noble" in reason
    else:
        assert "your own noble" in reason


@pytest.mark.parametrize("seat", [RED, BLUE, GREEN, YELLOW, WHITE])
@pytest.mark.parametrize("spot", ["1", "3"])
def test_il2_tower_card_needs_an_own_noble(L0, seat, spot):
    """IL2: with no noble nearby, a tower card on P1 or P3 is illegal for every player."""
    state = position(L0, {"1": "M", "3": "N N"}, player=seat, seats={seat: {"towers": 1}})
    assert "tower" not in state.legal_groups()
    assert "raise your own noble or prepare a bridge" in illegal(state, f"tower at={spot}")


def test_tw1_tower_prepares_a_bridgehead_then_the_bridge(L0):
    """TW1: Red's tower card on 39 prepares 39-41 (partner 41 has Rc, 2 > 1); then the bridge."""
    state = position(L0, {"39": "M", "41": "N N | Rc"}, seats={RED: {"towers": 1}})
    assert legal_texts(state, "tower") == {"tower at=39", "tower at=41"}
    events = legal(state, "tower at=39")
    assert first(events, "tower_built").data["purpose"] == "bridgehead"
    legal(state, "done")
    state = give_turn(state, RED)
    legal(state, "bridge ends=39,41")


# Override 6: a D2 must not prepare a bridge excluded for ever, judged on the board after the
# piece (issue 20). Red's noble on 1 (row 0) is the partner of a target on 13 (row 2), over the
# non-parcel r1c0; the castle B of row 0 and the building of 13 vary. Pieces: 1 + 2 per floor.
TALL_A, TALL_B = " ".join(["A"] * 10), " ".join(["B"] * 10)  # 19 each
B11 = {"1": "B B B | Rc", "2": "B", "3": "B B B"}
B49 = {"1": "B B B | Rc", "2": TALL_B, "3": TALL_B, "4": "B B B", "5": "B"}
B50 = {"1": "B B B | Rc", "2": TALL_B, "3": TALL_B, "4": "B B B B"}
A47 = {"13": "A", "14": TALL_A, "15": TALL_A, "16": "A A A A", "17": "A"}
A48 = {"13": "A", "14": TALL_A, "15": TALL_A, "16": "A A A A A"}
B7_CODES = {"tower.merges_full_castle", "tower.piece_fills_castle", "tower.piece_promotes_manor"}

D2_EXCLUSIONS = [
    # id, columns, buildings, target, partner, refusal code (None: legal)
    ("castle 48 lifted to 50 by the piece", {**B11, **A48}, {"A": "cadiz", "B": "sevilla"}, "13", "1", "tower.piece_fills_castle"),
    ("castle 47 lifted to 49", {**B11, **A47}, {"A": "cadiz", "B": "sevilla"}, "13", "1", None),
    ("castle lifted to 50, partner a manor", {"1": "N N | Rc", **A48}, {"A": "cadiz"}, "13", "1", None),
    ("manor 3 promoted next to a castle of 50", {**B50, "13": "M M"}, {"B": "sevilla"}, "13", "1", "tower.piece_promotes_manor"),
    ("manor 3 promoted next to a castle of 49", {**B49, "13": "M M"}, {"B": "sevilla"}, "13", "1", None),
    ("manor 1 lifted to 3 next to a castle of 50", {**B50, "13": "M"}, {"B": "sevilla"}, "13", "1", None),
    ("manor 3 lifted to 5 with no flag free", {**B50, "13": "M M", **CASTLES_7[0]}, {"B": "sevilla", **CASTLES_7[1]}, "13", "1", None),
    ("castles 7 and 50 before the piece", {**B50, "13": "A A", "14": "A A", "15": "A"}, {"A": "cadiz", "B": "sevilla"}, "13", "1", "tower.merges_full_castle"),
    ("exactly over a bridge", {"1": "A Br1 A A | Rc", "2": "_ Br1", "3": "A Br1"}, {"A": "sevilla"}, "3", "1", "tower.over_bridge"),
    ("non-parcel head, partner on level 6", {**NON_PARCEL, "3": "Y Y Y Y Y Br2", "r1c2": "_ _ _ _ _ Br2 | Rc", "15": "Y Y Y Y Y Br2"},
     {"X": "almeria", "Y": "cordoba"}, "r1c0", "r1c2", "tower.partner_out_of_reach"),
    ("non-parcel head, partner on level 5", {**NON_PARCEL, "3": "Y Y Y Y Br2", "r1c2": "_ _ _ _ Br2 | Rc", "15": "Y Y Y Y Br2"},
     {"X": "almeria", "Y": "cordoba"}, "r1c0", "r1c2", None),
]


@pytest.mark.parametrize("columns,buildings,target,partner,code", [d[1:] for d in D2_EXCLUSIONS], ids=[d[0] for d in D2_EXCLUSIONS])
def test_d2_prepares_no_bridge_excluded_after_the_piece(L0, columns, buildings, target, partner, code):
    """Override 6 on the board after the piece: the oracle's code, the legal list, and the
    prepared bridge's B7 on the board the piece really makes (played past the oracle)."""
    state = position(L0, columns, buildings, seats={RED: {"towers": 1}})
    reason = state.illegal_reason(Tower(target))
    assert getattr(reason, "code", reason) == code
    assert (f"tower at={target}" in legal_texts(state, "tower")) == (code is None)
    after = state.clone()
    after._apply(Tower(target))  # the piece's effects, even where the oracle refuses it
    a, b = (state.board.index[s] for s in (target, partner))
    assert (merges_full_castles(after.site, a, b) is not None) == (code in B7_CODES)


# ----- 8.7 FAQ 1-3 -----------------------------------------------------------------------------

FAQ13 = {"2": "A A A A | Rc", "3": "A", "4": "A", "6": "M M | Bc"}


def test_faq_setup_values(L0):
    state = position(L0, FAQ13, {"A": "sevilla"})
    assert value_at(state, "2") == 9 and value_at(state, "6") == 3


def test_faq_q1_blue_prepares_and_bridges_4_6(L0):
    """Q1: Blue's tower on 4 is D2 (partner 6, 2 > 1): K 9 -> 11, Blue +11; Blue guards the head
    with a caballero (11); next turn bridge 4-6 merges 11 + 3 + 9 = 23."""
    state = position(L0, FAQ13, {"A": "sevilla"}, player=BLUE, seats={BLUE: {"towers": 1}})
    legal(state, "tower at=4")
    assert value_at(state, "4") == 11 and state.money[BLUE] == 51
    events = legal(state, "place noble=caballero at=4")
    assert first(events, "noble_placed").data["cost"] == 11
    state = give_turn(state, BLUE)
    assert "tower at=4" not in legal_texts(state, "tower")
    legal(state, "bridge ends=4,6")
    assert value_at(state, "5") == 23 and state.money[BLUE] == 40 + 11 - 11 - 15 + 23


def test_faq_q2_red_prepares_three_times_then_bridges_2_4(L0):
    """Q2: Red's D2 on 4 three times (K 11, 13, 15; income 11, 13, 15), then bridge 2-4 on
    level 5 (+15): K 30, no merge."""
    state = position(L0, FAQ13, {"A": "sevilla"}, seats={RED: {"towers": 3}})
    incomes = []
    for _ in range(3):
        state = give_turn(state, RED)
        incomes.append(first(legal(state, "tower at=4"), "income").data["amount"])
        if state.phase == "nobles":
            legal(state, "done")
    assert incomes == [11, 13, 15] and state.site.height(state.board.index["4"]) == 4
    assert "tower at=4" not in legal_texts(give_turn(state, RED), "tower")  # level 6 is beyond tower cards
    state = give_turn(state, RED)
    events = legal(state, "bridge ends=2,4")
    assert first(events, "bridge_built").data["level"] == 5
    assert value_at(state, "3") == 30 and castle_name(state, "6") is None
    assert first(events, "income").data["amount"] == 30


def test_faq_q2_interplay(L0):
    """Q2: with Blue's noble on 4, Red's D2 on 4 and bridge 2-4 are illegal; after Red's first D2,
    Blue can bridge 4-6 at once unless Red put a noble on 4."""
    guarded = position(L0, {**FAQ13, "4": "A | Bc"}, {"A": "sevilla"}, seats={RED: {"towers": 1}})
    assert "Blue's caballero" in illegal(guarded, "tower at=4")
    state = position(L0, FAQ13, {"A": "sevilla"}, seats={RED: {"towers": 1}})
    legal(state, "tower at=4")
    unguarded = give_turn(state.clone(), BLUE)
    assert "bridge ends=4,6" in legal_texts(unguarded, "bridge")
    legal(state, "place noble=caballero at=4")
    assert "bridge" not in give_turn(state, BLUE).legal_groups()


@pytest.mark.parametrize("seat", [GREEN, YELLOW, WHITE])
def test_faq_q3_nobody_else(L0, seat):
    """Q3: no other player may play a tower card on 4."""
    state = position(L0, FAQ13, {"A": "sevilla"}, player=seat, seats={seat: {"towers": 1}})
    illegal(state, "tower at=4")


# ----- 8.8 FAQ 4-8 -----------------------------------------------------------------------------

FAQ48 = {"37": "A A Br1 A | Yg", "38": "A _ Br1 | Yc", "39": "A A Br1", "40": "A A", "42": "M | Wc"}


def faq48(game, seat):
    return position(game, FAQ48, {"A": "sevilla"}, player=seat)


@pytest.mark.parametrize("board", ["L0", "snake"])
def test_faq_setup_is_worth_21(boards, board):
    """The castle 37-40 is worth 5 + 1 + 3 + 3 + 9 = 21; the manor on 42 is worth 1."""
    state = faq48(boards[board], WHITE)
    assert value_at(state, "38") == 21 and value_at(state, "42") == 1


def test_faq_q4_white_not_on_40(L0):
    """Q4: White's head 42 is not higher than 40; P38 carries a Yellow noble; no D1."""
    state = position(L0, FAQ48, {"A": "sevilla"}, player=WHITE, seats={WHITE: {"towers": 1}})
    assert "not higher" in illegal(state, "tower at=40")


def test_faq_q5_white_raises_42_to_level_5_and_bridges_40_42(L0):
    """Q5: D1 on 42 (manor 3, White +3) up to level 5, not 6; after the first raise the bridge
    40-42 merges castle 21 + manor 3 + 9 = 33."""
    state = position(L0, FAQ48, {"A": "sevilla"}, player=WHITE, seats={WHITE: {"towers": 5}})
    legal(state, "tower at=42")
    assert column(state, "42") == "b b | Wc" and value_at(state, "42") == 3 and state.money[WHITE] == 43
    bridged = give_turn(state.clone(), WHITE)
    legal(bridged, "bridge ends=40,42")
    assert value_at(bridged, "41") == 33 and bridged.money[WHITE] == 43 - 15 + 33
    for level in (3, 4, 5):
        state = give_turn(state, WHITE)
        legal(state, "tower at=42")
        assert state.site.height(state.board.index["42"]) == level
    state = give_turn(state, WHITE)
    assert "up to level 5" in illegal(state, "tower at=42")


def test_faq_q6_yellow_not_on_39(L0):
    """Q6: the only partner with a higher Yellow noble is 37, and 37-38-39 is Br1 exactly."""
    state = position(L0, FAQ48, {"A": "sevilla"}, player=YELLOW, seats={YELLOW: {"towers": 1}})
    assert "exactly over another bridge" in illegal(state, "tower at=39")


def test_faq_q7_yellow_prepares_38_40(L0):
    """Q7: D2 on 40 (K 23), D1 on 38 (25), D2 on 40 again (27), then bridge 38-40 on level 5
    over Br1's end: K 42. One tower build on 38 and two on 40 (the rulebook says the reverse)."""
    state = position(L0, FAQ48, {"A": "sevilla"}, player=YELLOW, seats={YELLOW: {"towers": 3}})
    legal(state, "tower at=40")
    assert value_at(state, "40") == 23 and state.money[YELLOW] == 63
    legal(state, "done")
    state = give_turn(state, YELLOW)
    assert "not higher" in illegal(state, "tower at=40")  # 3 is not greater than 3
    legal(state, "tower at=38")
    assert value_at(state, "38") == 25 and column(state, "38") == "b _ Br b | Yc"
    state = give_turn(state, YELLOW)
    legal(state, "tower at=40")
    assert value_at(state, "40") == 27
    legal(state, "done")
    state = give_turn(state, YELLOW)
    events = legal(state, "bridge ends=38,40")
    assert first(events, "bridge_built").data["level"] == 5 and value_at(state, "39") == 42


def test_faq_q8_card_38_goes_on_the_bridge_middle(L0):
    """Q8: White's card 38 puts the piece on Br1's middle (level 4), removes Yc (Yellow +21),
    K 23, White +23; White may place (23 / 46) but not move (42 is another building)."""
    state = position(L0, FAQ48, {"A": "sevilla"}, player=WHITE, seats={WHITE: {"hand": [38]}})
    events = legal(state, "extend card=38")
    assert column(state, "38") == "b _ Br b"
    assert first(events, "noble_displaced").data["paid"] == 21 and state.money[YELLOW] == 61
    assert value_at(state, "38") == 23 and state.money[WHITE] == 63
    assert legal_texts(state) == {"place noble=caballero at=38", "place noble=grande at=38", "done"}
    assert "another building" in illegal(state, "move at=42 to=38")


# ----- 8.9 F2: bridges over non-parcel cells, a bridge as a head --------------------------------


def test_gap1_bridge_over_a_non_parcel_cell_promotes(boards):
    """GAP1: bridge 7-17 over r1c2 merges two manors: 1 + 1 + 6 = 8, promoted, crest on 8; a
    noble may go on the segment over the non-parcel cell."""
    state = position(boards["F2"], {"7": "M | Rc", "17": "N"})
    events = legal(state, "bridge ends=7,17")
    assert first(events, "castle_promoted").data["value"] == 8
    assert castle_name(state, "7") is not None and state.money[RED] == 40 - 15 + 8
    assert "place noble=grande at=r1c2" in legal_texts(state, "place")


def test_gap2_bridge_middle_as_a_head(boards):
    """GAP2: bridge 17-67 (K 8), Rg on its middle over r2c1 (16); manor on 6 raised by D2 with
    that segment as partner; bridge 6 to r2c1 over r1c1: 8 + 3 + 9 = 20, Rg rides to level 3."""
    game = boards["F2"]
    state = position(game, {"17": "M | Rc", "67": "N"}, seats={RED: {"hand": [6], "towers": 1}})
    legal(state, "bridge ends=17,67")
    assert value_at(state, "17") == 8
    events = legal(state, "place noble=grande at=r2c1")
    assert first(events, "noble_placed").data["cost"] == 16
    state = give_turn(state, RED)
    legal(state, "manor card=6")
    legal(state, "done")
    state = give_turn(state, RED)
    events = legal(state, "tower at=6")
    assert first(events, "tower_built").data["purpose"] == "bridgehead"
    assert column(state, "6") == "b b" and value_at(state, "6") == 3
    legal(state, "done")
    state = give_turn(state, RED)
    events = legal(state, "bridge ends=6,r2c1")
    assert first(events, "bridge_built").data["level"] == 3
    assert value_at(state, "6") == 20
    assert column(state, "r2c1").endswith("| Rg") and state.site.height(state.board.index["r2c1"]) == 3


# ----- 8.10 F3: crossing, bridge over bridge, diagonals ------------------------------------------

F3_CROSS = {"4": "X Br1", "5": "_ Br1", "6": "X Br1", "2": "B B B | Rc", "8": "C C C"}
F3_KINDS = {"X": "almeria", "B": "cadiz", "C": "cordoba"}


def test_cr1_a_bridge_may_cross_another(boards):
    """CR1: bridge 2-8 over 5 crosses Br1 (level 2): heads 3/3, middle 2; level 4, value 12."""
    state = position(boards["F3"], F3_CROSS, F3_KINDS)
    events = legal(state, "bridge ends=2,8")
    built = first(events, "bridge_built")
    assert (built.data["level"], built.data["value"]) == (4, 12)
    assert column(state, "5") == "_ Br _ Br"
    assert state.phase == "keep"  # two castles of equal value merged: Red chooses


def test_cr2_no_bridge_exactly_over_a_bridge(boards):
    """CR2: heads 3/3 and middle 2 are fine, but 4-5-6 is exactly Br1's cells (B6)."""
    columns = {"4": "X Br1 X | Rc", "5": "_ Br1", "6": "X Br1 X"}
    state = position(boards["F3"], columns, {"X": "almeria"})
    assert "exactly over another bridge" in illegal(state, "bridge ends=4,6")


def test_cr3_diagonal_is_not_adjacent(boards):
    """CR3: with a manor on 1, card 5 founds a manor: 5 is diagonal to 1."""
    state = position(boards["F3"], {"1": "M"}, seats={RED: {"hand": [5]}})
    legal(state, "manor card=5")


# ----- 8.11 spacing (override 4: empty parcels along the board) ----------------------------------

SPACING_SETUP = {"1": "A A", "2": "A", "3": "A", "12": "M"}
SPACING = [
    # name, card, wings (None = a manor), legal?, reason fragment
    ("SP1 7 {8,9}", 7, (8, 9), True, None),
    ("SP2 7 {6,8}", 7, (6, 8), False, "parcel 6 is 2 parcels from castle Sevilla; a new castle needs 3"),
    ("SP2 6 {7,8}", 6, (7, 8), False, "parcel 6 is 2 parcels from castle Sevilla; a new castle needs 3"),
    ("SP3 10 {8,9}", 10, (8, 9), True, None),
    ("SP3 10 {11,12}", 10, (11, 12), False, "the wing parcel 12 is not empty"),
    ("SP3 10 {9,11}", 10, (9, 11), False, "parcel 11 is next to a building (at 12)"),
    ("SP4 5 manor", 5, None, True, None),
    ("SP4 5 {6,7}", 5, (6, 7), False, "parcel 5 is 1 parcel from castle Sevilla; a new castle needs 3"),
    ("SP4 5 {4,6}", 5, (4, 6), False, "parcel 4 is next to a building (at 3)"),
    ("SP6 13 {14,15}", 13, (14, 15), True, None),
    ("SP6 17 {18,19}", 17, (18, 19), True, None),
    ("SP6 17 {16,18}", 17, (16, 18), True, None),
]


@pytest.mark.parametrize("card,wings,ok,reason", [s[1:] for s in SPACING], ids=[s[0] for s in SPACING])
def test_sp_spacing(L0, card, wings, ok, reason):
    """SP1-SP6 with override 4: castles need 3 EMPTY parcels along the board from castles, 1
    from manors; rows of L0 are joined by no parcel route, so SP6's cases are all legal."""
    state = position(L0, SPACING_SETUP, {"A": "sevilla"}, seats={RED: {"hand": [card]}})
    text = f"manor card={card}" if wings is None else f"castle card={card} wings={wings[0]},{wings[1]}"
    if ok:
        legal(state, text)
    else:
        assert reason in illegal(state, text)


def test_sp5_next_to_a_castle_only_extends(L0):
    """SP5: card 4 touches the castle: only C1 is possible."""
    state = position(L0, SPACING_SETUP, {"A": "sevilla"}, seats={RED: {"hand": [4]}})
    assert {t for t in legal_texts(state, "build")} == {"extend card=4"}
    assert "extends it" in illegal(state, "manor card=4")


def test_sp7_no_free_flag(L0):
    """SP7: with no free flag every castle founding is illegal; manors are unaffected."""
    columns, buildings = eight_castles_elsewhere()
    state = position(L0, {**columns, "12": "M"}, buildings, seats={RED: {"hand": [7]}})
    assert "no flag is free" in illegal(state, "castle card=7 wings=8,9")
    assert legal_texts(state, "build") == {"manor card=7"}


@pytest.mark.parametrize("manor,ok", [(True, False), (False, True)], ids=["manor-on-5", "5-empty"])
def test_spacing_counts_empty_parcels_through_a_manor(L0, manor, ok):
    """Override 4: castle 1-3 and a manor on 5: card 7 {8,9} is illegal (only 4 and 6 are empty
    between 3 and 7); with 5 empty it is legal."""
    columns = {"1": "A A", "2": "A", "3": "A", **({"5": "M"} if manor else {})}
    state = position(L0, columns, {"A": "sevilla"}, seats={RED: {"hand": [7]}})
    if ok:
        legal(state, "castle card=7 wings=8,9")
    else:
        assert "parcel 7 is 2 parcels from castle Sevilla" in illegal(state, "castle card=7 wings=8,9")


def test_wings_follow_the_path(boards):
    """Override 3: on the snake card 10 with {11, 12} is legal (an L-shaped castle); on L0 card
    12 with {13, 14} is not offered (13 is not next to 12)."""
    snake = position(boards["snake"], seats={RED: {"hand": [10]}})
    legal(snake, "castle card=10 wings=11,12")
    assert column(snake, "12") == "b"
    l0 = position(boards["L0"], seats={RED: {"hand": [12]}})
    assert not any(t.startswith("castle card=12 wings=13") for t in legal_texts(l0, "build"))
    assert "must continue the parcel path" in illegal(l0, "castle card=12 wings=13,14")


def test_wings_wrap_from_72_to_1():
    """On the snake the path is closed: card 1 may take wings {72, 2} or {71, 72}."""
    state = position(SNAKE, seats={RED: {"hand": [1]}})
    assert {t for t in legal_texts(state, "build") if t.startswith("castle")} == {
        "castle card=1 wings=2,3", "castle card=1 wings=2,72", "castle card=1 wings=71,72",
    }


# ----- 8.12 merging ------------------------------------------------------------------------------


def test_mg1_the_bigger_castle_absorbs_the_smaller(L0):
    """MG1: A (card 1, K 5); B (card 7 {8,9}, 3 empty parcels away) grown with cards 6 and 5 to
    K 7; card 4 merges them: B survives, K 13, A's flag returns."""
    state = position(L0, seats={RED: {"hand": [1, 4, 5, 6, 7]}})
    for text in ("castle card=1 wings=2,3", "castle card=7 wings=8,9", "extend card=6", "extend card=5"):
        state = give_turn(state, RED)
        legal(state, text)
        if state.phase == "nobles":
            legal(state, "done")
    a, b = castle_name(state, "1"), castle_name(state, "7")
    assert value_at(state, "1") == 5 and value_at(state, "7") == 7
    state = give_turn(state, RED)
    free = len(state.free_flags())
    events = legal(state, "extend card=4")
    merged = first(events, "buildings_merged")
    assert merged.data["survivor"] == b and merged.data["flags_returned"] == [a]
    assert value_at(state, "4") == 13 and first(events, "income").data["amount"] == 13
    assert len(state.free_flags()) == free + 1 and castle_name(state, "1") == b


def test_mg2_tie_the_active_player_chooses(L0):
    """MG2: castles of 6 and 6, card 5: K 13 and the active player chooses the surviving crest."""
    columns = {"1": "A A", "2": "A", "3": "A", "4": "A", "6": "B", "7": "B B", "8": "B", "9": "B"}
    state = position(L0, columns, {"A": "sevilla", "B": "cadiz"}, seats={RED: {"hand": [5]}})
    events = legal(state, "extend card=5")
    assert first(events, "income").data["amount"] == 13
    assert state.phase == "keep" and legal_texts(state) == {"keep castle=cadiz", "keep castle=sevilla"}
    assert "tied castles" in illegal(state, "place noble=caballero at=5")
    assert "not one of the tied castles" in illegal(state, "keep castle=almeria")
    events = legal(state, "keep castle=sevilla")
    assert first(events, "castle_kept").data["flags_returned"] == ["cadiz"]
    assert castle_name(state, "9") == "sevilla" and "cadiz" in state.free_flags()
    assert state.phase == "nobles" and value_at(state, "5") == 13


def test_mg3_two_manors_become_a_castle(L0):
    """MG3: manors 1 (K 1) and 3 (K 3) joined by card 2: 5, promoted at once, crest on 5."""
    state = position(L0, {"1": "M", "3": "N N | Bc"}, seats={RED: {"hand": [2]}})
    events = legal(state, "extend card=2")
    assert first(events, "castle_promoted").data["value"] == 5
    assert first(events, "income").data["amount"] == 5 and castle_name(state, "2") is not None


def test_promotion_needs_no_shape(L0):
    """Override 7: five ground pieces and no upper floor become a castle with the crest on 5."""
    state = position(L0, {"1": "M", "2": "M", "3": "M", "4": "M"}, seats={RED: {"hand": [5]}})
    events = legal(state, "extend card=5")
    assert first(events, "castle_promoted").data["value"] == 5


def mg4_position(L0, extra_manor: bool):
    columns, buildings = eight_castles_elsewhere()
    columns.update({"1": "M M | Rc", "3": "N N"})
    # Castles C0 (37-39, worth 5) and C1 (41-43, worth 7) have parcel 40 between: card 40 merges
    # them and C0's flag returns.
    columns["43"] = "C1 C1"
    if extra_manor:
        columns["10"] = "P P P P"  # a waiting manor worth 7
    return position(L0, columns, buildings, seats={BLUE: {"hand": [40]}})


def test_mg4_oversized_manor_waits_then_is_promoted(L0):
    """MG4: no free flag; bridge 1-3 makes a manor of 15 (Red -15, +15); when Blue merges two
    castles a flag returns and the manor is promoted at once with its crest on 15."""
    state = mg4_position(L0, extra_manor=False)
    legal(state, "bridge ends=1,3")
    assert value_at(state, "2") == 15 and castle_name(state, "2") is None and state.money[RED] == 40
    state = give_turn(state, BLUE)
    events = legal(state, "extend card=40")
    promoted = first(events, "castle_promoted")
    assert promoted.data["value"] == 15 and castle_name(state, "2") == promoted.data["castle"]


def test_mg4_two_waiting_manors_the_merging_player_chooses(L0):
    """MG4: with waiting manors of 15 and 7 and one flag freed, Blue chooses which is promoted."""
    state = mg4_position(L0, extra_manor=True)
    legal(state, "bridge ends=1,3")
    state = give_turn(state, BLUE)
    legal(state, "extend card=40")
    assert state.phase == "promote"
    assert legal_texts(state) == {f"promote at={s}" for s in ("1", "2", "3", "10")}
    assert "no waiting manor" in illegal(state, "promote at=40")
    events = legal(state, "promote at=10")
    assert first(events, "castle_promoted").data["value"] == 7
    assert castle_name(state, "10") is not None and castle_name(state, "2") is None


def test_mg5_a_castle_absorbs_a_bigger_oversized_manor(L0):
    """MG5: castle 6 + oversized manor 15 + 1 = 22: the castle's crest survives."""
    columns, buildings = eight_castles_elsewhere(7)
    columns.update({"1": "A A", "2": "A", "3": "A", "4": "A", "6": "M M M M", "7": "M M M M", "8": "M"})
    buildings["A"] = "sevilla"
    state = position(L0, columns, buildings, seats={RED: {"hand": [5]}})
    assert value_at(state, "7") == 15 and castle_name(state, "7") is None
    events = legal(state, "extend card=5")
    assert first(events, "buildings_merged").data["survivor"] == "sevilla"
    assert value_at(state, "7") == 22 and castle_name(state, "7") == "sevilla"


# ----- 8.13 the 50 cap --------------------------------------------------------------------------

TALL = " ".join(["A"] * 10)  # 1 + 9 x 2 = 19


def test_cap1_value_stops_at_50(L0):
    """CAP1: a castle of 49 plus an upper piece is 50, not 51; nobles then cost 50 and 100."""
    state = position(L0, {"1": TALL, "2": TALL, "3": "A A A A A A"}, {"A": "sevilla"}, money=[100, 40, 40], players=3, seats={RED: {"hand": [3]}})
    assert value_at(state, "1") == 49
    events = legal(state, "extend card=3")
    assert value_at(state, "1") == 50 and first(events, "income").data["amount"] == 50
    costs = {t: first(legal(state.clone(), t), "noble_placed").data["cost"] for t in legal_texts(state, "place")}
    assert costs == {"place noble=caballero at=3": 50, "place noble=grande at=3": 100}


def test_cap2_tower_on_a_castle_of_50(L0):
    """CAP2: a tower card (D1) on a castle of 50: it stays 50; income 50."""
    state = position(L0, {"1": TALL, "2": TALL, "3": "A A A A A A", "4": "A A | Rc"}, {"A": "sevilla"}, seats={RED: {"towers": 1}})
    assert value_at(state, "1") == 50
    events = legal(state, "tower at=4")
    assert value_at(state, "1") == 50 and first(events, "income").data["amount"] == 50


CAP3 = {
    "13": TALL, "14": TALL, "15": "A A A A A", "16": "A", "17": "A A | Rc",
    "19": "B B", "20": "B B B", "21": "B B", "22": "B",
}


def test_cap3_castles_at_50_do_not_merge(L0):
    """CAP3: bridge 17-19 is illegal (B7); card 18 goes nowhere: the piece to the box, Red +50,
    both castles stay (50 and 12), no noble step."""
    state = position(L0, CAP3, {"A": "sevilla", "B": "cadiz"}, players=2, seats={RED: {"hand": [18]}})
    assert value_at(state, "13") == 50 and value_at(state, "19") == 12
    assert "worth 50" in illegal(state, "bridge ends=17,19")
    left = state.pieces_left()
    events = legal(state, "extend card=18")
    assert kinds(events)[:2] == ["card_played", "piece_boxed"]
    assert state.boxed == 1 and state.pieces_left() == left - 1 and column(state, "18") == ""
    assert value_at(state, "13") == 50 and value_at(state, "19") == 12 and state.money[RED] == 90
    assert state.player == BLUE and state.phase == "turn" and 18 in state.discard


def test_cap4_castle_at_50_absorbs_a_manor_by_bridge(L0):
    """CAP4: a castle of 50 and a manor of 3 joined by a bridge: K stays 50; -15, +50."""
    columns = {k: v for k, v in CAP3.items() if k < "18"} | {"19": "M M"}
    state = position(L0, columns, {"A": "sevilla"}, players=2)
    events = legal(state, "bridge ends=17,19")
    assert value_at(state, "19") == 50 and state.money[RED] == 40 - 15 + 50
    assert first(events, "buildings_merged").data["survivor"] == "sevilla"


def test_cap5_merged_castles_cap_at_50(L0):
    """CAP5: castles of 30 and 25 joined by a card: K 50, not 56; the castle of 30 survives."""
    columns = {"1": TALL, "2": "A A A A A A", "4": "B B B B B B B B B B", "5": "B B B", "6": "B"}
    state = position(L0, columns, {"A": "sevilla", "B": "cadiz"}, seats={RED: {"hand": [3]}})
    assert (value_at(state, "1"), value_at(state, "4")) == (30, 25)
    events = legal(state, "extend card=3")
    assert value_at(state, "3") == 50 and first(events, "income").data["amount"] == 50
    assert first(events, "buildings_merged").data["survivor"] == "sevilla"


def test_cap6_the_boxed_last_piece_ends_the_game(L0):
    """CAP6: as CAP3 with one piece left: it goes to the box, the game ends after this turn."""
    on_board = sum(len(v.split("|")[0].split()) for v in CAP3.values())
    state = position(L0, CAP3, {"A": "sevilla", "B": "cadiz"}, players=2, seats={RED: {"hand": [18]}}, boxed=84 - on_board - 1)
    assert state.pieces_left() == 1
    events = legal(state, "extend card=18")
    assert state.is_terminal and state.pieces_left() == 0
    assert first(events, "final_scoring").data["why"] == "supply"


# ----- 8.14 take-back ----------------------------------------------------------------------------

TB_CASTLE = {"19": "A", "20": "A A", "21": "A A", "22": "A A A | Rg"}  # worth 1 + 3 + 3 + 5 = 12


def test_tb1_take_back_then_found_and_place_again(L0):
    """TB1: Rg off a castle of 12 pays 24; then a manor, and the same grande on it for 2."""
    state = position(L0, TB_CASTLE, {"A": "sevilla"}, seats={RED: {"hand": [6]}})
    events = legal(state, "takeback at=22")
    assert first(events, "noble_taken_back").data["paid"] == 24 and state.supply[RED] == [2, 6]
    assert state.money[RED] == 64 and state.phase == "main"
    legal(state, "manor card=6")
    events = legal(state, "place noble=grande at=6")
    assert first(events, "noble_placed").data["cost"] == 2 and state.money[RED] == 64 + 1 - 2


def test_tb2_take_back_only_once_and_first(L0):
    """TB2: a second take-back, or one after the main action, is illegal."""
    state = position(L0, {**TB_CASTLE, "19": "A | Rc"}, {"A": "sevilla"}, seats={RED: {"hand": [23]}})
    legal(state, "takeback at=22")
    assert "only once per turn" in illegal(state, "takeback at=19")
    fresh = position(L0, {**TB_CASTLE, "19": "A | Rc"}, {"A": "sevilla"}, seats={RED: {"hand": [23]}})
    legal(fresh, "extend card=23")
    assert fresh.phase == "nobles"
    assert "start of your turn" in illegal(fresh, "takeback at=19")


def test_tb3_caballero_off_a_castle_of_50(L0):
    """TB3: a caballero taken back from a castle of 50 pays 50."""
    state = position(L0, {"1": TALL, "2": TALL, "3": "A A A A A A", "4": "A | Rc"}, {"A": "sevilla"})
    assert first(legal(state, "takeback at=4"), "noble_taken_back").data["paid"] == 50


# ----- 8.15 passing, elimination, the end ---------------------------------------------------------

PA_CASTLE = {"19": "A", "20": "A A", "21": "A A", "22": "A | Rc"}  # worth 8


@pytest.mark.parametrize(
    "towers,top,paid",
    [(0, {"22": "A | Rc"}, 8), (1, {"1": "B B B B B | Rc", "2": "B"}, 10)],
    ids=["PA1-no-card", "PA2-dead-tower-card"],
)
def test_pa1_pa2_forced_take_back_then_buy(L0, towers, top, paid):
    """PA1/PA2: no (playable) card and 3 reales: Red must take back Rc (+8 -> 11), then buy. In
    PA2 Red's caballero stands on level 5, so the tower card has no target (D1 stops at 5)."""
    columns = {**PA_CASTLE, "22": "A", **top}
    kinds = {"A": "sevilla", "B": "cadiz"} if towers else {"A": "sevilla"}
    state = position(L0, columns, kinds, money=[3, 40, 40], players=3, display=[1, 2, 3, 4, 5, 6], seats={RED: {"towers": towers}})
    assert state.legal_groups() == ["takeback"]
    assert "take back a noble" in illegal(state, "pass")
    assert "take back a noble" in illegal(state, "buy card=1")
    legal(state, f"takeback at={next(iter(top))}")
    assert state.money[RED] == 3 + paid
    assert state.legal_groups() == ["buy"]
    assert legal_texts(state) == {f"buy card={c}" for c in range(1, 7)} | {"draw deck=tower"}
    assert "neither buy" in illegal(state, "pass")


def test_forced_take_back_must_pay_for_a_card(L0):
    """Spec 7.1: the forced take-back must choose a noble whose compensation pays for a card."""
    columns = {**PA_CASTLE, "19": "A | Rc", "40": "M | Rc"}
    state = position(L0, columns, {"A": "sevilla"}, money=[3, 40], players=2, display=[1, 2, 3, 4, 5, 6])
    assert legal_texts(state) == {"takeback at=19", "takeback at=22"}
    assert "compensation pays for a card" in illegal(state, "takeback at=40")


def test_pa3_nothing_to_do_passes_and_is_out(L0):
    """PA3: no card, no card to buy, no bridge: Red passes and is out; Red's nobles still score,
    Red is still compensated, and Red is skipped."""
    state = position(L0, PA_CASTLE, {"A": "sevilla"}, players=3, tower_deck=0, tower_discard=20, seats={BLUE: {"hand": [22]}})
    assert state.legal_groups() == ["takeback", "pass"]
    events = legal(state, "pass")
    assert state.eliminated[RED] and kinds(events)[0] == "player_eliminated" and state.player == BLUE
    assert state.scores()[RED] == 1
    legal(state, "extend card=22")
    assert state.money[RED] == 48  # compensation for the displaced caballero (K 8)
    legal(state, "done")
    assert state.player == GREEN
    state.apply("pass")
    assert state.player == BLUE  # Red is skipped


def test_pa4_a_bridge_is_optional(L0):
    """PA4: as PA3, but a bridge is possible: Red may build it or pass."""
    columns = {"1": "M M | Rc", "3": "N N"}
    state = position(L0, columns, players=2, tower_deck=0, tower_discard=20)
    assert state.legal_groups() == ["takeback", "bridge", "pass"]
    legal(state.clone(), "bridge ends=1,3")
    legal(state, "pass")
    assert state.eliminated[RED]


def test_pa5_everybody_out_ends_the_game(L0):
    """PA5: when every player has passed, the game ends at once and is scored."""
    state = position(L0, players=2, tower_deck=0, tower_discard=20)
    legal(state, "pass")
    assert not state.is_terminal
    events = legal(state, "pass")
    assert state.is_terminal and first(events, "final_scoring").data["why"] == "all_passed"
    assert state.winners() == [RED, BLUE] and state.legal_actions() == []


def test_end1_last_piece_placed(L0):
    """END1: Blue places the last piece, takes the income, may place a noble; then it is over."""
    state = position(L0, {"1": "M"}, players=3, player=BLUE, boxed=82, seats={BLUE: {"hand": [2]}})
    assert state.pieces_left() == 1
    events = legal(state, "extend card=2")
    assert first(events, "income").data["amount"] == 2 and not state.is_terminal
    events = legal(state, "place noble=caballero at=2")
    assert state.is_terminal and first(events, "final_scoring").data["why"] == "supply"
    assert state.current_player is None


def test_end2_the_twentieth_bridge(L0):
    """END2: the last bridge is built, the builder finishes the turn, the game ends."""
    columns, buildings = nineteen_bridges()
    state = position(L0, {"1": "M M | Rc", "3": "N N", **columns}, buildings, players=2)
    assert state.bridges_left() == 1
    legal(state, "bridge ends=1,3")
    assert not state.is_terminal and state.phase == "nobles"
    legal(state, "done")
    assert state.is_terminal


def nineteen_bridges() -> tuple[dict, dict]:
    """19 bridges on L0: four per row on rows 4-10 and three on row 2, each row one castle."""
    columns, buildings = {}, {}
    names = ["almeria", "cadiz", "cordoba", "granada", "huelva"]
    count = 0
    for k, row in enumerate((4, 6, 8, 10, 2)):
        tag = f"T{k}"
        buildings[tag] = names[k]
        for col in (0, 3, 6, 9):
            if count == 19:
                break
            count += 1
            a = 6 * row + col + 1
            columns[str(a)] = columns[str(a + 2)] = f"{tag} Br{count}"
            columns[str(a + 1)] = f"_ Br{count}"
    return columns, buildings


def test_end3_castle_needs_four_pieces(L0):
    """END3: with 3 pieces left no castle can be founded; B, C and D stay legal."""
    state = position(L0, {"20": "A A | Rc"}, boxed=84 - 2 - 3, seats={RED: {"hand": [7, 21, 20], "towers": 1}})
    assert state.pieces_left() == 3
    assert "needs 4 building pieces" in illegal(state, "castle card=7 wings=8,9")
    assert legal_texts(state, "build") == {"manor card=7", "extend card=20", "extend card=21"}
    assert legal_texts(state, "tower") == {"tower at=20"}


# ----- 8.16 final scoring ------------------------------------------------------------------------


def test_sc1_tie_broken_by_the_money_left_over(L0):
    """SC1: Red 10 + 6 + 4 + 1 + 2 = 23 (37 left over), Blue 16 + 4 + 3 = 23 (10 left over): Red
    wins although Blue has more money."""
    columns = {
        "1": "A A A A A | Rg", "2": "A A A | Rg", "3": "A A A A | Rc", "4": "A | Rc",
        "5": "A A A A | Bg", "6": "A A A A | Bg", "7": "A A | Bc", "8": "A A | Bc",
    }
    state = position(L0, columns, {"A": "sevilla"}, players=2, money=[137, 160], phase="over")
    assert state.scores() == [23, 23]
    breakdown = state.score_breakdown()
    assert [b["remainder"] for b in breakdown] == [37, 10] and state.supply[RED] == [0, 4]
    assert state.winners() == [RED]


def test_equal_remainders_share_the_victory(L0):
    """Spec 9.25: equal points and equal remainders share the victory."""
    state = position(L0, {"1": "A | Rc", "40": "B | Bc"}, players=2, money=[60, 110], phase="over")
    assert state.scores() == [2, 3]
    state = position(L0, {"1": "A | Rc", "40": "B | Bc"}, players=2, money=[60, 60], phase="over")
    assert state.winners() == [RED, BLUE]


# ----- buying, hidden hands, bad input -------------------------------------------------------------


def test_buying_from_the_display_refills_it(L0):
    """Spec 3.3: a display card costs 5 and the slot is refilled at once from the deck top."""
    state = position(L0, display=[1, 2, 3, 4, 5, 6], deck=[40, 41])
    events = legal(state, "buy card=3")
    assert state.display == [1, 2, 40, 4, 5, 6] and state.hands[RED] == [3] and state.money[RED] == 35
    assert first(events, "display_refilled").reveals and 3 in state.known[RED]
    state = give_turn(state, RED)
    legal(state, "draw deck=building")
    assert state.hands[RED] == [3, 41]
    state = give_turn(state, RED)
    legal(state, "buy card=4")
    assert state.display == [1, 2, 40, None, 5, 6]  # the deck is empty: the display shrinks
    assert "not in the display" in illegal(give_turn(state, RED), "buy card=4")


def test_deck_draw_is_secret_and_tower_cards_cost_10(L0):
    """The drawn card's number is in no event; a tower card costs 10; an empty deck refuses."""
    state = position(L0, display=[1, 2, 3, 4, 5, 6], deck=[40], money=[12, 40], players=2)
    events = legal(state, "draw deck=building")
    assert events[0].reveals and "card" not in events[0].data and state.hands[RED] == [40]
    state = give_turn(state, RED)
    assert "the building deck is empty" in illegal(state, "draw deck=building")
    assert "costs 10 reales; you have 7" in illegal(state, "draw deck=tower")


def test_views_hide_hands_and_determinize_keeps_known_cards(L0):
    """Other hands appear as counts; a card taken from the display stays known to be there."""
    state = position(L0, players=3, display=[1, 2, 3, 4, 5, 6], deck=[40, 41, 42], seats={BLUE: {"hand": [9, 10]}})
    legal(state, "buy card=2")
    view = state.player_view(BLUE)
    assert view["hand"] == [9, 10] and view["seats"][RED]["hand_count"] == 1 and view["seats"][RED]["known"] == [2]
    for seed in range(5):
        other = state.determinize(BLUE, random.Random(seed))
        assert other.hands[RED] == [2] and other.hands[BLUE] == [9, 10]
        assert other.player_view(BLUE) == view


@pytest.mark.parametrize(
    "text,reason",
    [
        ("castle card=99 wings=1,2", "there is no building card 99"),
        ("manor card=12", "you do not hold building card 12"),
        ("tower at=nowhere", "you hold no tower card"),
        ("bridge ends=1,4", "two cells apart in a straight line"),
        ("bridge ends=1", "exactly two heads"),
        ("place noble=grande at=1", "only right after a build"),
        ("keep castle=sevilla", "no tied castles"),
        ("promote at=1", "no manor is waiting"),
        ("takeback at=r1c1", "no noble stands on r1c1"),
        ("takeback at=0,0", "there is no spot '0,0'"),
    ],
)
def test_bad_input_is_refused_with_a_reason(L0, text, reason):
    """Malformed or impossible actions are refused with the rule in player words, no change."""
    state = position(L0, {"1": "M M | Rc", "3": "N N"}, seats={RED: {"hand": [7]}})
    assert reason in illegal(state, text)


# ----- positions -----------------------------------------------------------------------------------

MALFORMED = [
    ("not in a line", {"1": "A Br1", "2": "_ Br1", "14": "B Br1"}, "is not three cells in a straight line"),
    ("two levels", {"1": "A Br1", "2": "_ _ Br1", "3": "A A Br1"}, "must be on one level"),
    ("two cells", {"1": "A Br1", "3": "A Br1"}, "appears in 2"),
    ("floating", {"1": "A _ A"}, "only the middle of a bridge leaves empty levels"),
    ("empty top", {"1": "A _"}, "cannot be an empty level"),
    ("middle high", {"1": "A Br1", "2": "B Br1", "3": "A Br1"}, "must stay below its heads"),
    ("head on nothing", {"1": "_ Br1", "2": "_ Br1", "3": "A Br1"}, "only the middle of a bridge"),
    ("two buildings", {"1": "A Br1", "2": "_ Br1", "3": "B Br1"}, "stand on two buildings"),
    ("exactly over", {"1": "A Br1 A Br2", "2": "_ Br1 _ Br2", "3": "A Br1 A Br2"}, "lies exactly over another bridge"),
    ("wrong tag above", {"1": "A B"}, "stands on another building"),
    ("separate parts", {"1": "A", "3": "A"}, "building A is in separate parts"),
    ("too many grandes", {"1": "A | Rg", "3": "B | Rg", "5": "C | Rg"}, "red has only 2 grandes"),
    ("bad noble", {"1": "A | Rx"}, "'Rx' is not a noble"),
    ("bad token", {"1": "A ?"}, "'?' is not a building tag"),
]


@pytest.mark.parametrize("columns,message", [m[1:] for m in MALFORMED], ids=[m[0] for m in MALFORMED])
def test_malformed_positions_name_the_entry(L0, columns, message):
    """A position that breaks the board's rules is refused with the entry and the reason."""
    with pytest.raises(PositionError) as caught:
        position(L0, columns)
    assert message in str(caught.value) and "position entry" in str(caught.value)


def test_position_round_trip_keeps_everything(L0):
    """to_position() rebuilds an equal state, bridges, flags, step and all."""
    state = position(L0, FAQ48, {"A": "sevilla"}, player=YELLOW, seats={YELLOW: {"towers": 1, "hand": [5]}}, display=[7, 8, 9, 10, 11, 12])
    legal(state, "tower at=40")
    again = L0.state_from_position(state.to_position())
    assert again.snapshot()[:-1] == state.snapshot()[:-1] and str(again) == str(state)
    assert again.legal_actions() == state.legal_actions()
