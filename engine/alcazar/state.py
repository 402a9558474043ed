"""The Alcazar position: cards, money, nobles, the board contents and the turn phases.

Phases: ``turn`` (start of a turn: the free take-back is still possible), ``main`` (after a
take-back), ``keep`` and ``promote`` (choices a merge may need), ``nobles`` (the noble step
after a build) and ``over``. The building deck is a list whose *last* card is the top. Hands
hold building card numbers in ascending order; tower cards are identical, so only counted.
"""

from __future__ import annotations

import random
from typing import Any

from engine.alcazar.checks import OVER, TURN, Checks
from engine.alcazar.components import AlcazarData
from engine.alcazar.effects import Effects
from engine.alcazar.site import Site
from engine.core.game import Game, State

PHASES = ("turn", "main", "nobles", "keep", "promote", "over")


class AlcazarState(Checks, Effects, State):
    """A position of Alcazar (2-5 players)."""

    def __init__(self, game: Game, data: AlcazarData, num_players: int, params: dict[str, Any], seed: int) -> None:
        super().__init__(game, num_players, params, seed)
        self.data = data
        self.board = data.board
        self.rng = random.Random(seed)
        self.site = Site(data.board, data.cap, num_players)
        self.money = [data.start_money] * num_players
        self.hands: list[list[int]] = [[] for _ in range(num_players)]
        # Cards each player took from the display and still holds: public knowledge.
        self.known: list[set[int]] = [set() for _ in range(num_players)]
        self.towers = [0] * num_players
        self.supply = [[n.per_player for n in data.nobles] for _ in range(num_players)]
        self.display: list[int | None] = [None] * data.display_size
        self.deck: list[int] = []
        self.tower_deck = data.tower_cards
        self.discard: list[int] = []  # played building cards, in play order
        self.tower_discard = 0
        self.boxed = 0  # pieces put back in the box (spec 5.5)
        self.eliminated = [False] * num_players
        self.player = 0
        self.start_player = 0
        self.phase = TURN
        self.turn = 1
        self.step_spots: tuple[int, ...] = ()  # noble step: the cells built on this turn
        self.step_places = 0  # nobles that may still be placed in this noble step
        self.step_placed = 0  # nobles placed in this noble step
        self.keep: tuple[str, ...] = ()  # tied castles, one of which keeps its flag
        self.keep_flags: dict[str, int] = {}  # their flag cells until the choice
        self._cache: dict[str, Any] = {}  # legality facts of this position, cleared by every action

    # ----- supplies -------------------------------------------------------------------------

    def pieces_left(self) -> int:
        """Building pieces in the general supply."""
        return self.data.pieces - self.site.pieces - self.boxed

    def bridges_left(self) -> int:
        """Bridges in the general supply."""
        return self.data.bridges - len(self.site.bridges)

    def free_flags(self) -> list[str]:
        """Flag/crest pairs in the general supply, in data order (a founding takes the first)."""
        used = self.site.bld_of_castle
        return [c.id for c in self.data.castles if c.id not in used and c.id not in self.keep]

    def compensation(self, cell: int) -> int:
        """What taking back (or displacing) the noble on ``cell`` pays its owner."""
        kind = self.site.noble[cell] & 1
        return self.data.nobles[kind].cost_factor * self.site.value(self.site.top_building(cell))

    def placement_cost(self, kind: int) -> int:
        """The price of placing a noble of ``kind`` in this noble step."""
        return self.data.nobles[kind].cost_factor * self.site.value(self._step_building())

    # ----- contract -------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.player

    @property
    def is_terminal(self) -> bool:
        return self.phase == OVER

    def score_breakdown(self) -> list[dict[str, Any]]:
        """Per seat: each noble on the board with its level and points, the money points and
        the remainder that breaks ties (spec 7.4)."""
        data, site = self.data, self.site
        out = []
        for seat in range(self.num_players):
            nobles = []
            for cell in sorted(site.noble_cells[seat]):
                kind = site.noble[cell] & 1
                level = site.height(cell)
                points = data.nobles[kind].points_per_level * level
                nobles.append({"noble": data.nobles[kind].id, "at": self.board.label[cell], "level": level, "points": points})
            money = self.money[seat]
            money_points, remainder = divmod(money, data.reales_per_point)
            total = sum(n["points"] for n in nobles) + money_points
            out.append(
                {"nobles": nobles, "money": money, "money_points": money_points, "remainder": remainder, "total": total}
            )
        return out

    def scores(self) -> list[int]:
        data, site = self.data, self.site
        totals = []
        for seat in range(self.num_players):
            points = self.money[seat] // data.reales_per_point
            for cell in site.noble_cells[seat]:
                points += data.nobles[site.noble[cell] & 1].points_per_level * len(site.cols[cell])
            totals.append(points)
        return totals

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        totals = self.scores()
        per = self.data.reales_per_point
        key = [(totals[s], self.money[s] % per) for s in range(self.num_players)]
        best = max(key)
        return [s for s in range(self.num_players) if key[s] == best]

    def clone(self) -> AlcazarState:
        other = AlcazarState.__new__(AlcazarState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        # A bare Random (no seeding from the OS, a tenth of the cost) takes the copied state.
        other.rng = random.Random.__new__(random.Random)
        other.rng.setstate(self.rng.getstate())
        other.site = self.site.copy()
        other.money = list(self.money)
        other.hands = [list(h) for h in self.hands]
        other.known = [set(k) for k in self.known]
        other.towers = list(self.towers)
        other.supply = [list(s) for s in self.supply]
        other.display = list(self.display)
        other.deck = list(self.deck)
        other.discard = list(self.discard)
        other.eliminated = list(self.eliminated)
        other.keep_flags = dict(self.keep_flags)
        other._cache = {}
        return other

    def snapshot(self) -> Any:
        from engine.alcazar.position import encode_site

        return (
            self.num_players,
            tuple(sorted(self.params.items())),
            repr(encode_site(self)[0]),
            tuple(self.money),
            tuple(map(tuple, self.hands)),
            tuple(tuple(sorted(k)) for k in self.known),
            tuple(self.towers),
            tuple(map(tuple, self.supply)),
            tuple(self.display),
            tuple(self.deck),
            self.tower_deck,
            tuple(self.discard),
            self.tower_discard,
            self.boxed,
            tuple(self.eliminated),
            self.player,
            self.start_player,
            self.phase,
            self.turn,
            tuple(self.board.label[c] for c in self.step_spots),
            self.step_places,
            self.step_placed,
            self.keep,
            self.rng.getstate(),
        )

    # ----- views ----------------------------------------------------------------------------

    def player_view(self, seat: int) -> dict[str, Any]:
        from engine.alcazar.position import public_position

        view = public_position(self)
        view["seat"] = seat
        view["hand"] = list(self.hands[seat])
        view["current_player"] = self.current_player
        view["scores"] = self.scores()
        return view

    def determinize(self, seat: int, rng: random.Random) -> AlcazarState:
        from engine.alcazar.position import state_from_view

        return state_from_view(self.game, self.data, self.player_view(seat), rng)

    def to_position(self) -> dict[str, Any]:
        from engine.alcazar.position import state_to_position

        return state_to_position(self)

    def __str__(self) -> str:
        from engine.alcazar.text import describe_state

        return describe_state(self)
