"""Alhambra's heuristics for the bots: each seat's expected final score as the evaluation, the
pruning and ordering of moves, and the quick estimate behind the family's rollout policy
(``engine/tilecity/rollout.py``).

The value of a seat is its score so far plus what the position promises (``position_value.py``:
majorities against the coming scorings, walls, money against the market, the modules); the
weights, the game's figures and the ranking model behind the majorities are in
``evaluation_basis.py``. Moves are ordered, and rollouts played, by a quick estimate of each
action (``_Quick``, below).
"""

from __future__ import annotations

from engine.alhambra.actions import (
    AddFromReserve,
    BuyTile,
    DeclineVizier,
    EndActions,
    GiveToDirk,
    PassTurn,
    PlaceTile,
    Reactivate,
    RemoveToReserve,
    ReserveTile,
    RevealBonus,
    SwapWithReserve,
    TakeHut,
    TakeMoney,
    VizierBuy,
)
from engine.alhambra.evaluation_basis import DEFAULT_WEIGHTS, EvaluationBasis, Weights
from engine.alhambra.position_value import _Facts
from engine.alhambra.state import DISTRIBUTION, OVER, AlhambraState
from engine.core.action import Action
from engine.core.fitted_weights import fitted_heuristics
from engine.core.game import Game
from engine.tilecity.rollout import ShortListPolicy
from engine.tilecity.stalling import without_stalling


class AlhambraHeuristics(ShortListPolicy, EvaluationBasis):
    """The Alhambra plug-in: evaluation, pruning and ordering of moves, rollout policy."""

    margin_scale = 12.0
    # The search plays the rivals' turns too, up to the bot's next turn (at most this many
    # changes of the player to move: a round of four), and judges the position when the bot is
    # to move again. The rivals' money is known (``engine/tilecity/memory.py``), so their
    # simulated turns are close to what they can really do; their moves there follow the quick
    # estimate alone (``rival_rollout_width``), which keeps a decision near half a second.
    # Measured with Hard against greedy (``match --seed 1000``): two players, 80 of 100 games
    # won against 63 when the search stopped at the end of the bot's own turn; four players
    # (against three greedy bots), 30 of 60 and 28 of 40 with ``--seed 2000``; on the first 40
    # deals of seed 1000, 21 wins against 16.
    # Two players play two rounds (four changes): the bot's own next turn is simulated too, so
    # money taken now is judged by what it buys, not by the coins' worth alone (a bot that
    # judges right after the rival's turn can take money turn after turn while the scorings
    # pass). Measured with Hard against greedy on the same 100 games (``match --players 2
    # --seed 2000 --games 100``): 92.5 won against 86 with one round (13 games turned to wins,
    # 7 to losses), the mean margin 27.1 points against 24.0; over 200 games (``--games 200``)
    # 179 won against 167. Decisions take about twice as long (median near half a second).
    round_horizon = 4
    # No tree below the root: every simulation finishes the round with the rollout policy. The
    # leaf values were noisy (measured when rival hands were still guesses), and a tree that
    # picks the best of many noisy continuations over-rates moves with many of them. Measured
    # with 400 simulations against greedy: 28 of 36 games won without the tree, 72 of 130 with
    # 8 levels.
    tree_depth = 0

    def __init__(self, game: Game, weights: Weights = DEFAULT_WEIGHTS, rollout_width: int = 3, rollout_noise: float = 1.0) -> None:
        super().__init__(game, weights)
        # Rollouts evaluate this many of the quick estimate's favourites one ply deep (1: none).
        self.rollout_width = rollout_width
        self.rival_rollout_width = 1  # the same for the other seats, when the search names its seat
        self.rollout_noise = rollout_noise  # points of random jitter on the quick estimate
        self.quick_bag = 6  # with at most this many tiles in the bag, rollouts skip the evaluation

    # ----- the evaluation ------------------------------------------------------------------

    def rivals(self, state: AlhambraState, seat: int) -> list[int]:
        rivals = [other for other in range(state.num_players) if other != seat]
        if state.dirk is not None and state.params["neutralCanWin"]:
            rivals.append(state.num_players)  # Dirk's value follows the seats'
        return rivals

    def evaluate(self, state: AlhambraState) -> list[float]:
        """Expected final score of each seat (then Dirk's, with two players)."""
        if state.phase == OVER:
            values = [float(s) for s in state.score]
            if state.dirk is not None:
                values.append(float(state.dirk_score))
            return values
        facts = _Facts(self, state)
        values = []
        for seat in range(state.num_players):
            values.append(state.score[seat] + facts.majority_points(seat) + facts.wall_points(seat) + facts.money_points(seat))
        if state.dirk is not None:
            values.append(state.dirk_score + facts.majority_points(state.num_players))
        return values

    def seat_value(self, state: AlhambraState, seat: int) -> float:
        """``evaluate(state)[seat]`` without the other seats' walls and money (for rollouts)."""
        if state.phase == OVER:
            return float(state.score[seat])
        facts = _Facts(self, state)
        return state.score[seat] + facts.majority_points(seat) + facts.wall_points(seat) + facts.money_points(seat)

    def search_horizon(self, state: AlhambraState) -> int:
        """Whole rounds of turns, back to the searching seat, up to ``round_horizon`` changes of
        the player to move (two rounds with two players, one with three or four); with more
        players than that, ``round_horizon`` changes."""
        players = state.num_players
        if players > self.round_horizon:
            return self.round_horizon
        return players * (self.round_horizon // players)

    def turns_left(self, state: AlhambraState) -> float:
        """Turns before the bag runs out, at the measured rhythm of tiles leaving the market."""
        if state.phase in (DISTRIBUTION, OVER) or state.end_flag:
            return 0.0
        return len(state.bag) / self.w.tiles_per_turn

    # ----- moves -------------------------------------------------------------------------------

    def _worth_trying(self, state: AlhambraState, actions: list[Action]) -> list[Action]:
        """The actions minus purchases paying a card they could leave out (keeping cards is never
        worse), and minus redesigns once the game stalls."""
        kept = [a for a in actions if not isinstance(a, BuyTile) or _minimal_payment(self, a, self.cost[state.market[a.slot - 1]])]
        return without_stalling(state, kept)

    def action_scores(self, state: AlhambraState, actions: list[Action]) -> list[float]:
        """A quick estimate of each action's worth, in points, for ordering and rollouts."""
        seat = state.current_player
        quick = _Quick(self, state, seat)
        return [quick.score(a) for a in actions]


class _Quick:
    """Cheap per-action estimates for ordering moves and for rollouts."""

    def __init__(self, h: AlhambraHeuristics, state: AlhambraState, seat: int) -> None:
        self.h = h
        self.state = state
        self.seat = seat
        self.facts = _Facts(h, state)
        self.coin = h.w.coin * self.facts.value_left
        self.city = state.cities[seat]

    def score(self, action: Action) -> float:
        h, w = self.h, self.h.w
        if isinstance(action, (BuyTile, VizierBuy)):
            tile = self.state.market[action.slot - 1]
            cost = h.cost[tile]
            paid = sum(h.card_info.get(c, ("", 0))[1] for c in action.pay)
            value = self.facts.tile_gain(self.seat, tile) - self.coin * paid
            if isinstance(action, VizierBuy):
                return value - w.vizier * self.facts.value_left  # the vizier turns face down
            return value + (w.exact_bonus if paid == cost else 0.0)
        if isinstance(action, TakeMoney):
            if action.cards[0] not in h.card_info:  # a money changer, taken alone
                return w.changer * self.facts.value_left - 1.0
            return self.coin * sum(h.card_info[c][1] for c in action.cards) - 1.0
        if isinstance(action, PlaceTile):
            occupied, _required = self.city.neighbour_masks(action.at)
            walls = h.data.walls[action.tile]
            outward = bin(walls & ~occupied & 15).count("1")
            return 3.0 + 0.5 * bin(occupied).count("1") + 0.7 * outward
        if isinstance(action, ReserveTile):
            return 1.0
        if isinstance(action, GiveToDirk):
            return 0.0
        if isinstance(action, AddFromReserve):
            gain = (self.facts.gain(self.seat, h.tile_type[action.tile]) if action.tile in h.tile_type else 0.0)
            return (1.0 - w.reserve_weight) * gain - 1.5
        if isinstance(action, (EndActions, PassTurn, DeclineVizier)):
            return 0.0
        if isinstance(action, TakeHut):
            # Ends the turn like taking money; one neighbour of its colour is a fair expectation.
            return self.facts.gain(self.seat, h.type_index[action.type]) - 1.0
        if isinstance(action, Reactivate):
            return w.vizier * self.facts.value_left - 1.0
        if isinstance(action, RevealBonus):
            return -0.2  # the card counts anyway before the scoring: no need to show it early
        if isinstance(action, SwapWithReserve):
            return -2.0
        if isinstance(action, RemoveToReserve):
            return -4.0
        return 0.0


def _minimal_payment(h: AlhambraHeuristics, action: BuyTile, cost: int) -> bool:
    """Whether no card of the payment could be left out (a superfluous card only loses money)."""
    info = h.card_info
    if any(c not in info for c in action.pay):
        return True  # a module's card (a money changer) in the payment: keep it
    values = [info[c][1] for c in action.pay]
    return sum(values) - min(values) < cost


def make_heuristics(game: Game, weights: Weights | None = None, margin_scale: float | None = None) -> AlhambraHeuristics:
    """The plug-in the bots use for Alhambra."""
    return fitted_heuristics(game.id, DEFAULT_WEIGHTS, lambda w: AlhambraHeuristics(game, w), weights, margin_scale)
