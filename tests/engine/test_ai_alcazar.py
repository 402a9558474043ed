"""The Alcazar plug-in of the bots: the evaluation's sense on built positions, move ordering,
the keep-phase workaround, whole games, and honesty (decisions depend only on the seat's view).
Fast, and never timed. Positions use docs/positions-alcazar.md; seats: 0 red, 1 blue."""

from __future__ import annotations

import random

import pytest

from engine.ai import GreedyBot, MctsBot, MctsConfig, RandomBot, make_bot
from engine.ai.evaluation import heuristics_for
from engine.alcazar.evaluation import AlcazarHeuristics
from engine.ai.match import play_game
from engine.core import default_registry

from tests.helpers.actions import random_play_to_a_choice
from tests.helpers.honesty import assert_decisions_ignore_secrets

ALCAZAR = default_registry().get("alcazar")
H = heuristics_for(ALCAZAR)
RED, BLUE = 0, 1
SMALL_MCTS = MctsConfig(iterations=24, worlds=4, root=4)

# A founded castle on 8 with wings 9 and 10 (value 5): the board most cases below vary.
CASTLE = {"8": "A A", "9": "A", "10": "A"}


def position(columns=None, buildings=None, money=(40, 40), early=True, **entries):
    """A two-player position with red to move. ``early``: every unlisted card is in the deck
    (a long game ahead); otherwise the unlisted cards are discarded and the supply nearly
    spent, so the game is about to end."""
    seats = [{"money": m} for m in money]
    for seat, extra in entries.pop("seats", {}).items():
        seats[seat].update(extra)
    pos = {
        "game": "alcazar",
        "players": 2,
        "turn_player": RED,
        "columns": columns if columns is not None else dict(CASTLE),
        "buildings": buildings if buildings is not None else {"A": "almeria"},
        "seats": seats,
        "unlisted_cards": "deck" if early else "discard",
        "seed": 3,
    }
    if not early:
        on_board = sum(len([t for t in c.split("|")[0].split() if t != "_" and not t.startswith("Br")]) for c in pos["columns"].values())
        pos["boxed"] = 84 - on_board - 2
    pos.update(entries)
    return ALCAZAR.state_from_position(pos)


def red(state) -> float:
    return H.evaluate(state)[RED]


def margin(state) -> float:
    values = H.evaluate(state)
    return values[RED] - values[BLUE]


def with_column(spot: str, text: str, base=None) -> dict[str, str]:
    columns = dict(base or CASTLE)
    columns[spot] = text
    return columns


# ----- the evaluation --------------------------------------------------------------------------


def test_the_plug_in_is_registered():
    assert isinstance(H, AlcazarHeuristics)
    assert H.margin_scale > 0


def test_evaluation_is_the_exact_score_at_the_end():
    state = ALCAZAR.new_state(2, {}, 5)
    bots = [GreedyBot(1), RandomBot(2)]
    while not state.is_terminal:
        state.apply(bots[state.current_player].choose(state))
    assert H.evaluate(state) == [float(s) for s in state.scores()]
    assert H.turns_left(state) == 0.0


# (better, worse): red's expected score must be higher in the first position.
ORDER_CASES = {
    "grande higher on a growing castle": (
        lambda early: position(with_column("8", "A A A A | Rg"), early=early),
        lambda early: position(with_column("8", "A A | Rg"), early=early),
    ),
    "grande rather than caballero on the same spot": (
        lambda early: position(with_column("8", "A A | Rg"), early=early),
        lambda early: position(with_column("8", "A A | Rc"), early=early),
    ),
    "more money": (
        lambda early: position(money=(140, 40), early=early),
        lambda early: position(money=(40, 40), early=early),
    ),
    "own parcel card under own noble, rather than in the rival's known hand": (
        lambda early: position(with_column("10", "A | Rg"), early=early, seats={RED: {"hand": [10]}}),
        lambda early: position(with_column("10", "A | Rg"), early=early, seats={BLUE: {"hand": [10], "known": [10]}}),
    ),
    "parcel card already played rather than in the rival's known hand": (
        lambda early: position(with_column("8", "A A | Rg"), early=early),  # card 8 founded the castle
        lambda early: position(with_column("10", "A | Rg"), early=early, seats={BLUE: {"hand": [10], "known": [10]}}),
    ),
}

# (better, worse) for red's margin over blue: a threat to the rival counts too.
MARGIN_CASES = {
    "the rival's grande where red holds the card (a displacement to come)": (
        lambda early: position(with_column("10", "A | Bg"), early=early, seats={RED: {"hand": [10]}, BLUE: {"hand": [40], "known": [40]}}),
        lambda early: position(with_column("10", "A | Bg"), early=early, seats={RED: {"hand": [40]}, BLUE: {"hand": [10], "known": [10]}}),
    ),
    "red's grande safe on a played parcel, not on the rival's": (
        lambda early: position(with_column("8", "A A | Rg", with_column("10", "A | Bc")), early=early, seats={BLUE: {"hand": [10], "known": [10]}}),
        lambda early: position(with_column("8", "A A | Bg", with_column("10", "A | Rc")), early=early, seats={BLUE: {"hand": [10], "known": [10]}}),
    ),
}


@pytest.mark.parametrize("early", [True, False], ids=["early", "late"])
@pytest.mark.parametrize("case", list(ORDER_CASES))
def test_evaluation_orders_positions_sensibly(case, early):
    better, worse = ORDER_CASES[case]
    assert red(better(early)) > red(worse(early)) + 0.2


@pytest.mark.parametrize("early", [True, False], ids=["early", "late"])
@pytest.mark.parametrize("case", list(MARGIN_CASES))
def test_evaluation_orders_margins_sensibly(case, early):
    better, worse = MARGIN_CASES[case]
    assert margin(better(early)) > margin(worse(early)) + 0.5


def test_money_is_worth_more_while_it_can_be_spent():
    gain_early = red(position(money=(90, 40))) - red(position(money=(40, 40)))
    gain_late = red(position(money=(90, 40), early=False)) - red(position(money=(40, 40), early=False))
    assert gain_early > gain_late >= 0.9  # 50 reales are one point at the end, more before


def test_a_tower_card_is_worth_more_with_a_noble_to_raise():
    raisable = position(with_column("8", "A A | Rg"), seats={RED: {"towers": 1}})
    at_the_top = position(with_column("8", "A A A A A | Rg"), seats={RED: {"towers": 1}})
    gain_raisable = red(raisable) - red(position(with_column("8", "A A | Rg")))
    gain_top = red(at_the_top) - red(position(with_column("8", "A A A A A | Rg")))
    assert gain_raisable > gain_top + 0.2


def test_a_possible_bridge_counts():
    # Red's nobles on 6 (a manor) and 8 (the castle), both at level 2, with 7 empty between.
    bridge = with_column("6", "M M | Rc", with_column("8", "A A | Rg"))
    buildings = {"A": "almeria", "M": "manor"}
    affordable = red(position(bridge, buildings, money=(15, 40))) - red(position(bridge, buildings, money=(14, 40)))
    # Without the bridge (the manor lower) one real more is worth almost nothing.
    lower = with_column("6", "M | Rc", with_column("8", "A A | Rg"))
    plain = red(position(lower, buildings, money=(15, 40))) - red(position(lower, buildings, money=(14, 40)))
    assert affordable > plain + 0.3


def test_cards_that_fit_the_board_are_worth_more():
    # Card 10 raises red's own grande; card 40 only starts something on an empty stretch.
    fitting = red(position(with_column("10", "A | Rg"), seats={RED: {"hand": [10]}}))
    loose = red(position(with_column("10", "A | Rg"), seats={RED: {"hand": [40]}}))
    assert fitting > loose


def test_turns_left_shrink_with_the_supply():
    assert H.turns_left(position(early=True)) > 3 * H.turns_left(position(early=False)) > 0


# ----- moves ----------------------------------------------------------------------------------------


def test_candidates_order_builds_before_buys_and_the_take_back_last():
    state = position(with_column("10", "A | Rg"), seats={RED: {"hand": [10, 40], "towers": 1}})
    actions = state.legal_actions()
    ordered = H.candidates(state, actions)
    assert sorted(map(str, ordered)) == sorted(map(str, actions))
    kinds = [a.kind for a in ordered]
    raise_own = max(kinds.index("extend"), kinds.index("tower"))  # both lift the grande on 10
    assert raise_own < kinds.index("buy") and raise_own < kinds.index("draw")
    assert kinds[-1] == "takeback"


def test_candidates_drop_a_swap_that_lowers_the_grande_but_never_everything():
    state = position(with_column("9", "A | Rg", with_column("8", "A A | Rc")), seats={RED: {"hand": [10]}})
    state.apply("extend card=10")  # noble step on the castle: both nobles may swap
    actions = state.legal_actions()
    assert any(a.kind == "swap" for a in actions)
    kept = H.candidates(state, actions)
    assert any(a.kind == "swap" for a in kept)  # grande 9 (level 1) <-> caballero 8 (level 2): up
    lowered = position(with_column("9", "A | Rc", with_column("8", "A A | Rg")), seats={RED: {"hand": [10]}})
    lowered.apply("extend card=10")
    kept = H.candidates(lowered, lowered.legal_actions())
    assert kept and not any(a.kind == "swap" for a in kept)


def keep_phase_state():
    """A random game stopped where tied castles merged (the keep phase)."""
    for seed in range(8, 40):
        state = ALCAZAR.new_state(2, {}, seed)
        bot = RandomBot(seed)
        while not state.is_terminal and state.phase != "keep":
            state.apply(bot.choose(state))
        if state.phase == "keep":
            return state
    pytest.skip("no keep phase reached")


def test_keep_choice_works_in_a_determinized_world():
    state = keep_phase_state()
    world = state.determinize(state.current_player, random.Random(1))
    chosen = H.candidates(world, world.legal_actions())
    assert len(chosen) == 1
    for action in world.legal_actions():  # every tied castle's flag survives determinization
        world.clone().apply(action)
    assert state.is_legal(chosen[0])
    assert H.rollout_action(world, random.Random(2)) == chosen[0]
    for bot in (GreedyBot(3), MctsBot(3, SMALL_MCTS)):
        assert state.is_legal(bot.choose(state))


def test_rollout_action_is_legal_and_varies_only_in_near_ties():
    state = position(with_column("10", "A | Rg"), seats={RED: {"hand": [10, 40, 41], "towers": 1}})
    actions = state.legal_actions()
    scores = dict(zip(actions, H.action_scores(state, actions)))
    best = max(v for v in scores.values() if v is not None)
    picks = {H.rollout_action(state, random.Random(seed)) for seed in range(30)}
    assert all(state.is_legal(a) for a in picks)
    assert all(scores[a] >= best - H.rollout_noise for a in picks)
    assert len(picks) < len(actions) / 2


# ----- whole games ----------------------------------------------------------------------------------


@pytest.mark.parametrize("bots", [["greedy", "random"], ["mcts:iterations=30", "greedy"]])
def test_bots_finish_a_two_player_game(bots):
    result = play_game("alcazar", 2, {}, 12, bots)
    assert result.winners and len(result.scores) == 2
    assert max(result.scores) > 10


# ----- honesty ----------------------------------------------------------------------------------------


def mid_game(seed: int, moves: int):
    """A position reached by random play, with the player to move facing a real choice."""
    return random_play_to_a_choice(ALCAZAR, 2, {}, seed, moves)


def _rival_secrets_changed(twin, state) -> bool:
    rival = 1 - state.current_player
    return sorted(twin.hands[rival]) != sorted(state.hands[rival]) or twin.deck != state.deck


@pytest.mark.parametrize("seed,moves", [(21, 20), (22, 60), (23, 110)])
def test_decisions_ignore_what_the_seat_cannot_see(seed, moves):
    assert_decisions_ignore_secrets(mid_game(seed, moves), SMALL_MCTS, differs=_rival_secrets_changed)


def test_bots_never_change_the_state_they_are_given():
    state = mid_game(24, 50)
    before = state.snapshot()
    for bot in (GreedyBot(1), MctsBot(1, SMALL_MCTS), make_bot("mcts:iterations=30", 1)):
        bot.choose(state)
        assert state.snapshot() == before


def test_the_root_widens_with_the_budget():
    """Hard's 400 simulations keep 8 root candidates, four times the budget twice as many; a
    smaller or clock-bounded budget keeps 8 (the one-ply ordering is a loose guide in Alcazar)."""
    assert [H.root_width(b) for b in (60, 400, 900, 1600, 6400, None)] == [8, 8, 12, 16, 32, 8]
