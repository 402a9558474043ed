"""Tower-card targets on the shipped board (issue 20): a D2 may not prepare a bridge that its own
piece excludes for ever (spec override 6, judged after the piece), the bots choose tower cards
only among the legal actions, and in random play every legal D2 leaves a bridge open."""

from __future__ import annotations

import random

import pytest
import yaml

from engine.ai import GreedyBot, MctsBot, MctsConfig, RandomBot
from engine.ai.evaluation import heuristics_for
from engine.alcazar.actions import Tower
from engine.alcazar.bridging import merges_full_castles
from engine.alcazar.site import EMPTY
from engine.core import default_registry

from tests.helpers.actions import illegal, legal_texts

ALCAZAR = default_registry().get("alcazar")

# Issue 20's position: Málaga is worth 49 and Red's grande on 15 stands on Granada (32), two
# cells from Málaga's 21 over the street. A piece on 21 makes Málaga 50, so the bridge 21-15
# would merge two castles one of which is worth 50: excluded for ever, so no D2 on 21.
ISSUE_20 = """
game: alcazar
players: 4
params: {startPlayer: random}
seed: 39
phase: turn
turn: 121
turn_player: 0
start_player: 0
buildings: {A: cadiz, B: manor, C: granada, D: manor, E: cordoba, F: malaga, G: almeria}
flags: {almeria: "33", cadiz: "2", cordoba: "63", granada: "17", malaga: "28"}
columns: {"1": A A, "2": A A, "3": A, "4": A A A, "6": B, "8": C, "9": C C Br1, "10": C C | Yg, "11": C,
  "72": A A, r1c8: _ _ Br1, "71": A, "70": A, "69": A, "67": D, "17": C C, "16": C C, "15": C C Br1 | Rg,
  "14": C C, "13": C, "66": D, "18": C, "61": E, "62": E E, "63": E E, "64": E E, "19": C, "21": F F,
  "22": F, "23": F, "60": E, "24": F, "59": E, "58": E | Gg, "56": F, "55": F Br2, r6c5: _ Br2,
  "29": F Br2, "28": F F, "27": F, "26": F, "25": F, "54": F, "30": F, "49": F | Bg, "50": F, "51": F | Rg,
  "52": F, "53": F Br3, "32": G, "33": G G, "34": G G, "35": G, r9c4: _ Br3, "36": G, "47": F, "46": F F,
  "45": F, "44": F, "43": F Br3, "42": F, "41": F F, "40": F, "39": F F, "37": G}
seats:
  - {money: 107, hand: [57], towers: 1, known: [57], eliminated: false}
  - {money: 59, hand: [5, 12, 35, 40], towers: 3, known: [35, 40], eliminated: false}
  - {money: 79, hand: [7, 20, 31, 38, 47, 62, 65, 68], towers: 4, known: [31, 47, 68], eliminated: false}
  - {money: 115, hand: [45, 48], towers: 4, known: [45], eliminated: false}
display: [null, null, null, null, null, null]
deck: []
unlisted_cards: discard
discard: [27, 24, 52, 33, 2, 25, 63, 17, 46, 28, 21, 50, 4, 39, 26, 32, 30, 34, 54, 11, 43, 37, 1, 55, 36, 29, 66,
  41, 44, 6, 19, 69, 16, 13, 56, 3, 23, 70, 42, 71, 60, 14, 72, 9, 59, 61, 15, 67, 64, 10, 53, 18, 51, 22, 8, 49, 58]
tower_deck: 0
tower_discard: 8
boxed: 0
"""
ISSUE_20_TOWERS = {"tower at=13", "tower at=15", "tower at=17", "tower at=51"}


def issue_20():
    return ALCAZAR.state_from_position(yaml.safe_load(ISSUE_20))


def test_issue_20_no_d2_on_a_castle_the_piece_lifts_to_50():
    state = issue_20()
    assert legal_texts(state, "tower") == ISSUE_20_TOWERS
    reason = state.illegal_reason(Tower("21"))
    assert reason.code == "tower.piece_fills_castle"
    assert reason.subjects == {"at": "21", "partner": "15", "castle": "malaga", "cap": 50}
    assert "worth 50" in illegal(state, "tower at=21")


def test_bots_play_tower_cards_only_where_the_rules_allow():
    """The bots pick among the legal actions: their candidates, rollouts and choices never hold
    the D2 on 21."""
    state = issue_20()
    h = heuristics_for(ALCAZAR)
    legal = state.legal_actions()
    towers = {a.to_text() for a in h.candidates(state, legal) if isinstance(a, Tower)}
    assert towers == ISSUE_20_TOWERS
    picks = {h.rollout_action(state, random.Random(seed)) for seed in range(10)}
    bots = [GreedyBot(1), MctsBot(1, MctsConfig(iterations=24, worlds=4, root=4)), RandomBot(1)]
    picks |= {bot.choose(state) for bot in bots}
    assert all(state.is_legal(a) for a in picks)
    assert Tower("21") not in picks


def open_partners(state, target: int) -> list[int] | None:
    """The partners of a tower card on ``target`` whose bridge override 6 leaves open, checked
    here without the oracle (None for a D1: the target carries the player's noble)."""
    site, board, data = state.site, state.board, state.data
    if site.noble[target] != EMPTY:
        return None
    h = site.height(target)
    out = []
    for middle, partner in board.lines[target]:
        code = site.noble[partner]
        high = site.height(partner)
        if code == EMPTY or code >> 1 != state.player or high <= h:
            continue
        if (min(target, partner), middle, max(target, partner)) in site.spans:
            continue  # exactly over a bridge
        if not board.parcel[target] and high > data.tower_max_level:
            continue  # a non-parcel head tower cards cannot raise high enough
        out.append(partner)
    return out


@pytest.mark.parametrize("seed", range(8))
def test_every_legal_d2_leaves_a_bridge_open_after_its_piece(seed):
    """Random games: after each legal D2, the board it makes has a prepared bridge that B7 does
    not forbid (the other exclusions the piece cannot change)."""
    players = 2 + seed % 4
    state = ALCAZAR.new_state(players, {}, seed)
    bot = RandomBot(seed)
    while not state.is_terminal:
        for action in state.legal_actions("tower") if state.phase in ("turn", "main") else ():
            target = state.board.index[action.at]
            partners = open_partners(state, target)
            if partners is None:
                continue
            assert partners, action
            after = state.clone()
            after.apply(action)
            assert any(merges_full_castles(after.site, target, p) is None for p in partners), action
        state.apply(bot.choose(state))
