"""What every estimate of Alhambra's evaluation reads: the tunable weights, the game's figures
(building types, tile costs, points tables, money card values) and the soft ranking that turns
building counts into expected majority points (``row_points``, cached across positions).

:class:`EvaluationBasis` is the part of the bots' heuristics (``evaluation.py``) that the
estimates of one position (``position_value.py``) read as their ``h``.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.alhambra.components import card_value
from engine.core.bounded_cache import BoundedCache
from engine.core.game import Game
from engine.core.heuristics import Heuristics
from engine.tilecity.soft_majority import soft_majority_points


@dataclass(frozen=True)
class Weights:
    """The evaluation's tunable numbers (points unless stated).

    The values below are the hand-set defaults; the bots play with the fitted ones of
    ``rules_data/bot_weights.yaml`` where it lists any (``tools/fit_evaluation.py``).
    """

    reserve_weight: float = 0.5  # a reserve tile counts this much of a city tile in majorities
    tau_floor: float = 0.35  # ranking uncertainty when the scoring is now, in tiles
    tau_growth: float = 0.33  # added variance of a count difference per tile each player buys
    wall: float = 1.0  # per wall segment and scoring to come
    coin: float = 0.55  # points per coin the player can still spend
    spare_coin: float = 0.05  # points per coin beyond what can still be spent
    spend_per_tile: float = 9.0  # coins one future purchase uses, overpayment included
    exact_bonus: float = 2.0  # an exact payment gives another action
    opportunity: float = 1.0  # weight of the market tiles the cards can buy (see money_points)
    next_option: float = 0.3  # weight of the second-best opportunity (exact chains)
    rival_turn: float = 0.55  # chance an opportunity survives one rival turn
    sums: float = 0.08  # per distinct exact sum (2-13) the cards of one currency can make
    # The Vizier's Favour modules.
    pending_hut: float = 0.2  # a hut still to place counts this much of a building of its colour
    reserve_hut: float = 0.25  # a hut in the reserve, which may still find a good cell
    changer: float = 0.5  # a money changer (one payment in two currencies), times the value left
    vizier: float = 1.0  # a face-up vizier (one exact purchase out of turn), times the value left
    # From this many players on, the search values rival hands by their size rather than by
    # their cards (0: never); see the notes of ``position_value.py``. Two-player strength was
    # the same either way; four-player strength rose.
    public_rival_players: int = 2
    mean_card: float = 5.0  # average value of a money card (540 over 108 cards)
    free_cell: float = 0.0  # per free cell to build on (up to free_cells_cap); costly to compute
    free_cells_cap: int = 10
    # Turn rhythm, measured in bot games: tiles leaving the market and cards leaving the
    # display per turn (they convert the public scoring windows into tiles to come).
    tiles_per_turn: float = 0.55
    draws_per_turn: float = 1.0


DEFAULT_WEIGHTS = Weights()


class EvaluationBasis(Heuristics):
    """The weights, the game's figures and the ranking model the estimates share."""

    def __init__(self, game: Game, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.data = game.data
        self.w = weights
        types = [b.id for b in self.data.building_types]
        self.types = types
        self.type_index = {t: i for i, t in enumerate(types)}
        self.tile_type = {tile: self.type_index[kind] for tile, kind in self.data.type_of.items() if kind in self.type_index}
        self.cost = {tile: t.cost for tile, t in self.data.tiles.items()}
        # Points by place per round and type, padded with a 0 so interpolation never runs off.
        self.tables = {r: [tuple(self.data.scoring[r][t]) + (0,) for t in types] for r in self.data.scoring}
        self.round_weight = {r: sum(sum(p) for p in self.tables[r]) for r in self.tables}
        self.scoring_round = dict(self.data.scoring_cards)
        self._row_cache = BoundedCache(self._soft_row_points)
        self.card_info = {card: (card[0], card_value(card)) for card in self.data.money_cards(1)}

    def row_points(self, round_number: int, m: float, t: int, row: tuple[float, ...]) -> tuple[float, ...]:
        """Expected points of every participant for type ``t`` in scoring ``round_number``, with
        ``row`` the counts now and ``m`` tiles each still to be bought before it.

        Rival ``j`` ranks ahead of ``i`` with probability sigmoid(1.7 (c_j - c_i) / tau); the
        expected number of rivals ahead is the place, read off the points table by linear
        interpolation (so two tied for first share first and second place, as the rules do).
        """
        return self._row_cache[(round_number, round(m * 4.0) / 4.0, t, row)]

    def _soft_row_points(self, key: tuple[int, float, int, tuple[float, ...]]) -> tuple[float, ...]:
        """``row_points`` computed, for its cache (``m`` in quarter tiles)."""
        round_number, m, t, row = key
        w = self.w
        # Somebody with nothing yet may still get a building of the type: within 6 tiles, about.
        return soft_majority_points(row, self.tables[round_number][t], m, w.tau_floor, w.tau_growth, 6.0)

