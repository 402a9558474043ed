"""The bots' picture of where a Castle game is heading: how many rounds are left, how much more
of the castle will stand at the end, and so what each helper, piece, taler and card is worth in
final VP. The evaluation (``evaluation``) sums these per seat.

Every number here is an estimate in VP; the weights are in :class:`Weights`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.castle.phases import MAIDEN, NOBODY, OVER, SELECT, WINTER
from engine.castle.works import open_location

if TYPE_CHECKING:
    from engine.castle.state import CastleState


@dataclass(frozen=True)
class Weights:
    """The evaluation's tunable numbers (VP unless stated).

    The values below are the hand-set defaults; the bots play with the fitted ones of
    ``rules_data/bot_weights.yaml`` where it lists any (``tools/fit_evaluation.py``).
    """

    point_late: float = 0.12  # VP per construction point held when one round is left
    point_early: float = 0.40  # ... with four or more rounds left (a Stonemason turns 1 point into 0.6 VP)
    types_bonus: float = 0.4  # per resource type held beyond the first two (three pay a building)
    taler: float = 0.30  # VP per taler while they can still buy helpers
    taler_end: float = 0.02  # a taler at the end breaks ties only
    supply_helper: float = 1.2  # a helper still in the supply, while it can be placed
    cart_per_round: float = 0.55  # share of a round's distribution counted per round left
    builds_per_round: float = 1.3  # buildings erected per round (all players), for the projection
    helpers_per_round: float = 0.8  # castle helpers placed per round (all players)
    silver_per_round: float = 0.6  # silver bars converted per round (all players)


class Outlook:
    """The projection of one state: rounds left and the castle's counts at the end."""

    def __init__(self, state: CastleState, w: Weights) -> None:
        data = state.data
        self.state = state
        self.w = w
        rounds = state.count.rounds
        if state.phase == OVER:
            left = 0.0
        elif state.last_round:
            left = 0.3
        else:
            early = state.phase in (MAIDEN, SELECT, WINTER)
            left = rounds - state.round + (0.8 if early else 0.4)
        self.left = left
        unbuilt = [t for t, owner in enumerate(state.built_by) if owner == NOBODY]
        more = min(len(unbuilt), w.builds_per_round * left)
        share = more / len(unbuilt) if unbuilt else 0.0
        kinds = [data.tiles[t].kind for t in range(len(data.tiles))]
        built = [kinds[t] for t, owner in enumerate(state.built_by) if owner != NOBODY]
        self.towers = built.count("tower") + share * sum(1 for t in unbuilt if kinds[t] == "tower")
        self.houses = built.count("house") + share * sum(1 for t in unbuilt if kinds[t] == "house")
        self.unbuilt = len(unbuilt) - more
        free = taken = 0
        opening = 0.0
        for space, owner in enumerate(state.space_owner):
            loc = data.spaces[space].location
            if not data.locations[loc].in_castle:
                continue
            if open_location(state, loc):
                free += owner == NOBODY
                taken += owner != NOBODY
            else:
                opening += share
        more_helpers = min(free + opening, w.helpers_per_round * left)
        self.helpers = taken + more_helpers
        self.unoccupied = max(0.0, free + opening - more_helpers)
        self.silver = state.forge + w.silver_per_round * left
        self.point = self.point_value(left)

    def point_value(self, left: float) -> float:
        """VP of one construction point held, with ``left`` rounds to use it."""
        w = self.w
        if left <= 0:
            return 0.0
        return w.point_late + (w.point_early - w.point_late) * min(1.0, (left - 1) / 3) if left >= 1 else w.point_late * left

    def count(self, name: str) -> float:
        """A projected final count of the space rules (spec 9 step 2)."""
        return {"unoccupied": self.unoccupied, "helpers": self.helpers, "towers": self.towers, "houses": self.houses,
                "unbuilt": self.unbuilt, "silver": self.silver}[name]

    def helper_values(self, seat: int) -> float:
        """What the seat's castle helpers are expected to score at the end."""
        state, data = self.state, self.state.data
        total = 0.0
        market = palace = 0
        rates: tuple[int, ...] = ()
        barn = sum(1 for s, owner in enumerate(state.space_owner) if owner != NOBODY and data.spaces[s].score.rule == "barn")
        for space, owner in enumerate(state.space_owner):
            if owner != seat:
                continue
            score = data.spaces[space].score
            if score.rule == "count":
                total += score.times * self.count(score.count) / score.per
            elif score.rule == "market":
                market += 1
                rates = score.rates
            elif score.rule == "palace":
                palace += score.pieces
            else:
                total += score.table[barn - 1]
        if market:
            total += state.talers[seat] / rates[min(market, len(rates)) - 1]
        if palace:
            total += self.palace_value(seat, palace)
        return total

    def palace_value(self, seat: int, limit: int) -> float:
        """The best pieces the seat could convert at the palace now (silver as stone)."""
        data, state = self.state.data, self.state
        points = []
        for r, resource in enumerate(data.resources):
            value = resource.points if r != data.silver else max(x.points for x in data.resources)
            points += [value] * state.res[seat][r]
        return float(sum(sorted(points, reverse=True)[:limit]))

    def resource_value(self, seat: int) -> float:
        """Pieces by their construction points (silver as its best conversion), and their mix."""
        state, data = self.state, self.state.data
        held = state.res[seat]
        best = max(r.points for r in data.resources)
        points = sum(held[r] * data.resources[r].points for r in data.building_resources) + held[data.silver] * best * 0.8
        types = sum(1 for r in data.building_resources if held[r])
        mix = self.w.types_bonus * max(0, types - 2) if self.left >= 1 else 0.0
        return points * self.point + mix

    def taler_value(self, seat: int) -> float:
        """Talers: fees and buys while the game lasts, a tie-break at the end."""
        per = self.w.taler if self.left >= 1 else self.w.taler * self.left + self.w.taler_end
        return self.state.talers[seat] * per

    def cart_value(self, seat: int) -> float:
        """Trader helpers at carts: the distributions still to come (less the tribute)."""
        state, data = self.state, self.state.data
        total = 0.0
        for cart, owner in enumerate(state.cart_owner):
            if owner == seat:
                spec = data.carts[cart]
                per = (spec.yield_ - data.rules.tribute) * max(1, data.resources[spec.resource].points)
                total += per * self.point * self.w.cart_per_round * min(self.left, 4.0)
        return total

    def supply_value(self, seat: int) -> float:
        """Helpers in the supply: future placements, while rounds are left."""
        return self.state.helpers[seat] * self.w.supply_helper * min(1.0, self.left / 4)
