"""The position of The Gardens of the Alhambra: buildings, placed garden tiles, hands, supply, scores.

Everything is kept in flat lists indexed by space or building number (see ``geometry``), so a
clone is a handful of list copies. Kept up to date as tiles are placed, instead of recomputed:
``missing`` (empty garden spaces around each building: 0 once it is completed), ``counts`` (the trees
facing each building, per species) and ``open``
(the empty spaces a tile may go on now). The supply is a list whose *last* tile is drawn next;
hands hold tile indexes in ascending order.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core.game import Game, State
from engine.gardens.components import GardensData
from engine.gardens.scoring import NOBODY, Ownership
from engine.gardens.turn import EMPTY, Turn


class GardensState(Turn, State):
    """A position of The Gardens of the Alhambra (2-4 players)."""

    def __init__(
        self, game: Game, data: GardensData, num_players: int, params: dict[str, Any], seed: int, own: Ownership
    ) -> None:
        super().__init__(game, num_players, params, seed)
        self.data = data
        self.geo = data.geometry
        self.own = own
        self.rng = random.Random(seed)
        geo = self.geo
        self.kind = [0] * geo.buildings  # building kind index on each building space
        self.tile_at = [EMPTY] * geo.spaces
        self.rot_at = [0] * geo.spaces
        self.missing = [len(around) for around in geo.surrounding]
        # Trees facing each building so far, per species: counts[bld * species + s].
        self.counts = [0] * (geo.buildings * len(data.species))
        self.scored_by = [NOBODY] * geo.buildings  # species credited with a completed building
        self.points = [0] * geo.buildings  # points it gave
        self.open = list(geo.inner)  # before the first tile: the inner block
        self.hands: list[list[int]] = [[] for _ in range(num_players)]
        self.supply: list[int] = []
        self.colour_points = [0] * len(data.species)  # points scored per species
        self.player = 0
        self.placed = 0

    # ----- contract -------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.placed == self.geo.spaces else self.player

    @property
    def is_terminal(self) -> bool:
        return self.placed == self.geo.spaces

    def scores(self) -> list[int]:
        points = self.colour_points
        return [sum(points[s] for s in colours) for colours in self.own.colours]

    def winners(self) -> list[int]:
        if not self.is_terminal:
            return []
        totals = self.scores()
        best = max(totals)
        return [seat for seat, total in enumerate(totals) if total == best]

    def finished(self, bld: int) -> bool:
        """Whether a building is completed (and so scored, and turned to its finished side)."""
        return self.missing[bld] == 0

    def clone(self) -> GardensState:
        other = GardensState.__new__(GardensState)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        # A bare Random (no seeding from the OS) takes the copied state.
        other.rng = random.Random.__new__(random.Random)
        other.rng.setstate(self.rng.getstate())
        other.kind = list(self.kind)
        other.tile_at = list(self.tile_at)
        other.rot_at = list(self.rot_at)
        other.missing = list(self.missing)
        other.counts = list(self.counts)
        other.scored_by = list(self.scored_by)
        other.points = list(self.points)
        other.open = list(self.open)
        other.hands = [list(h) for h in self.hands]
        other.supply = list(self.supply)
        other.colour_points = list(self.colour_points)
        return other

    def snapshot(self) -> Any:
        return (
            self.num_players,
            tuple(sorted(self.params.items())),
            tuple(self.kind),
            tuple(self.tile_at),
            tuple(self.rot_at),
            tuple(self.scored_by),
            tuple(self.points),
            tuple(map(tuple, self.hands)),
            tuple(self.supply),
            tuple(self.colour_points),
            self.player,
            self.placed,
            self.rng.getstate(),
        )

    # ----- hidden information ---------------------------------------------------------------

    def player_view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (None: a spectator): the board, the own hand, every hand's size
        and the supply's size."""
        from engine.gardens.view import player_view

        return player_view(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> GardensState:
        """The same position with the other hands and the supply re-dealt from ``rng`` (the
        unseen tiles are gathered in catalogue order first, so the true order leaks nothing)."""
        other = self.clone()
        unseen = sorted([t for s, hand in enumerate(self.hands) if s != seat for t in hand] + self.supply)
        rng.shuffle(unseen)
        for s, hand in enumerate(self.hands):
            if s != seat:
                other.hands[s] = sorted(unseen.pop() for _ in hand)
        other.supply = unseen
        other.rng = random.Random(rng.getrandbits(64))
        return other

    def to_position(self) -> dict[str, Any]:
        from engine.gardens.position import state_to_position

        return state_to_position(self)

    def __str__(self) -> str:
        from engine.gardens.text import describe_state

        return describe_state(self)
