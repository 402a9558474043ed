"""The Alhambra position: the family's turn skeleton and moves (``engine/tilecity``) composed with
Alhambra's data, its cities with walls, the neutral player Dirk and the four modules of The
Vizier's Favour (``modules.py``), which plug in through the hooks protocol.

With every module off none of the hooks runs, so the base game draws from the RNG and reports
events exactly as it would without them.
"""

from __future__ import annotations

import random
from typing import Any

from engine.alhambra import position, scoring, text
from engine.alhambra.actions import GiveToDirk
from engine.alhambra.city import City
from engine.alhambra.components import AlhambraData
from engine.alhambra.modules import MODULES, modules_in_play
from engine.alhambra.vizier import VIZIER, VIZIER_PLACEMENT
from engine.core.errors import Refusal
from engine.core.game import Game
from engine.tilecity.market import BuildingMarket
from engine.tilecity.money import MoneySupply
from engine.tilecity.moves import TileCityMoves
from engine.tilecity.neutral import NeutralPlayer
from engine.tilecity.turn import ACTIONS, DISTRIBUTION, OVER, PLACEMENT
from engine.tilecity.view import public_view, write_position

__all__ = ["ACTIONS", "DISTRIBUTION", "OVER", "PHASES", "PLACEMENT", "VIZIER", "VIZIER_PLACEMENT", "AlhambraState"]


class AlhambraState(TileCityMoves):
    """A position of Alhambra (2-6 players; with two, the neutral player Dirk takes part)."""

    MODULES = MODULES
    NEUTRAL = "dirk"
    GIFT = GiveToDirk

    def __init__(self, game: Game, data: AlhambraData, num_players: int, params: dict[str, Any], seed: int) -> None:
        super().__init__(game, num_players, params, seed)
        self.data = data
        self.cities = [self.new_city() for _ in range(num_players)]
        self.reserves: list[list[str]] = [[] for _ in range(num_players)]
        order = tuple(params["marketCurrencyOrder"])
        self.shop = BuildingMarket(tuple(data.currency_by_id[c].code for c in order), order, data.costs)
        self.supply = MoneySupply(data.money)
        self.neutral = NeutralPlayer(data.neutral) if num_players == 2 else None
        # The Vizier's Favour modules (vizier.md); each is an object of the hooks protocol.
        self.vizier_on: bool = params["vizier"]
        self.changers_on: bool = params["bureauDeChange"]
        self.bonus_on: bool = params["bonusCards"]
        self.huts_on: bool = params["workersHuts"]
        self.modules_on = self.vizier_on or self.changers_on or self.bonus_on or self.huts_on
        self.changers = data.modules.changers if self.changers_on else None  # the payment extension
        self.plug_in(modules_in_play(data, params, num_players))

    def new_city(self) -> City:
        """An Alhambra with only its start tile."""
        return City(self.data.walls, self.data.start_tile)

    def clone(self) -> AlhambraState:
        other = super().clone()
        other.cities = [c.copy() for c in self.cities]
        other.reserves = [list(r) for r in self.reserves]
        return other

    def _board_snapshot(self) -> Any:
        return tuple(tuple(sorted(c.cells.items())) for c in self.cities), tuple(map(tuple, self.reserves))

    # ----- the gift to Dirk -----------------------------------------------------------------

    _actions_dirk = TileCityMoves._actions_gift
    _do_dirk = TileCityMoves._do_gift

    def _check_dirk(self, action: GiveToDirk) -> str | None:
        if self.neutral is None:
            return Refusal("only in a two-player game can tiles be given to Dirk", "dirk.absent")
        if self.phase == DISTRIBUTION:
            return Refusal("a tile awarded at the end of the game cannot be given to Dirk", "dirk.awarded", tile=action.tile)
        if self.phase == VIZIER_PLACEMENT:
            return Refusal("a tile bought with the vizier goes to your Alhambra or reserve, never to Dirk", "dirk.vizier_tile", tile=action.tile)
        problem = self.phase_problem(PLACEMENT)
        if problem:
            return problem
        if action.tile not in self.pending:
            return Refusal(f"{action.tile} was not bought this turn", "dirk.not_bought", tile=action.tile)
        if action.tile in self.data.hut_colour:
            return Refusal("a worker's hut goes to your Alhambra or reserve, never to Dirk", "dirk.hut", tile=action.tile)
        return None

    # ----- scoring -----------------------------------------------------------------------------

    def score_breakdown(self, round_number: int) -> dict[str, Any]:
        """What scoring round ``round_number`` would award now, type by type and for walls.

        Participants are the seats in order, then Dirk (``"dirk"``) in a two-player game.
        """
        return scoring.score_breakdown(self, round_number)

    def type_counts(self) -> list[dict[str, int]]:
        """The majority count of each type for each seat (reserves do not count), then Dirk's if
        he plays: buildings in the city, plus hut bonuses and face-up bonus cards if in play."""
        return scoring.type_counts(self)

    def count_parts(self) -> list[dict[str, tuple[int, int, int]]]:
        """Each participant's count of each type split into (building tiles in the city, hut
        bonus, face-up bonus cards); participants as in :meth:`type_counts`."""
        return scoring.count_parts(self)

    # ----- views, positions, text ---------------------------------------------------------------

    def player_view(self, seat: int) -> dict[str, Any]:
        view = public_view(self, seat)
        # Each seat's longest outer wall, as the next scoring would count it (wallMetric).
        simple = self.params["wallMetric"] == "bgaSimplePath"
        view["longest_walls"] = [city.longest_wall(simple) for city in self.cities]
        return view

    def determinize(self, seat: int, rng: random.Random) -> AlhambraState:
        return position.state_from_view(self.game, self.data, public_view(self, seat), rng)

    def to_position(self) -> dict[str, Any]:
        return write_position(self)

    def __str__(self) -> str:
        return text.describe_state(self)

    # ----- the flat names the bots' evaluation, the GUI and the tests read -------------------------

    removed_money = property(lambda self: self.supply.removed, doc="Money out of the game.")
    drawn = property(lambda self: self.supply.drawn, doc="Cards drawn from the deck since setup.")
    scoring_windows = property(lambda self: self.supply.windows, doc="Scoring card -> (first, last) draw.")
    dirk = property(lambda self: None if self.neutral is None else self.neutral.tiles, doc="Dirk's tiles, or None.")
    dirk_score = property(lambda self: self.neutral_score, doc="Dirk's score.")

    @property
    def viziers(self) -> list[bool]:
        """Each seat's vizier, True if face up (empty without the module)."""
        module = self.module("vizier")
        return module.face_up if module else []

    @property
    def vizier_asking(self) -> int | None:
        """The seat the vizier window asks, or None."""
        module = self.module("vizier")
        return module.asking if module else None

    @property
    def bonus_hidden(self) -> list[list[str]]:
        """Each seat's hidden bonus cards (empty without the module)."""
        module = self.module("bonusCards")
        return module.hidden if module else []

    @property
    def bonus_revealed(self) -> list[list[str]]:
        """Each seat's face-up bonus cards (empty without the module)."""
        module = self.module("bonusCards")
        return module.revealed if module else []

    @property
    def bonus_aside(self) -> list[str]:
        """The bonus cards set aside unseen (empty without the module)."""
        module = self.module("bonusCards")
        return module.aside if module else []

    @bonus_aside.setter
    def bonus_aside(self, cards: list[str]) -> None:
        self.module("bonusCards").aside = cards

    @property
    def hut_stacks(self) -> dict[str, list[str]]:
        """Building type -> its huts, the face-up top last (empty without the module)."""
        module = self.module("workersHuts")
        return module.stacks if module else {}


PHASES = AlhambraState.PHASES
