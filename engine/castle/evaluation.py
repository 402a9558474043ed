"""The bots' evaluation for A Castle for All Seasons: each seat's expected final score, in VP.

A seat's value is its VP so far plus what it holds, valued by the projection of ``outlook``:

- **castle helpers**: their final-scoring rule applied to the castle as it is expected to stand
  at the end (more towers, houses and helpers, fewer tiles left, more silver in the forge);
- **resources against buildings**: construction points are worth the VP a Stonemason would turn
  them into, less the later the game, and a mix of three types (what a payment needs) a little
  more; silver as the stone it can become;
- **talers** for fees while the game lasts, **helpers** still to place, **trader helpers** for
  the distributions to come;
- **card timing**: a card laid face down or waiting in the resolution queue is worth what it
  will bring this round (a Messenger's talers, a Stonemason's best building now, a Master
  Builder's share of the others' buildings), so choosing a card changes the evaluation.

Moves are pruned and ordered: of identical tiles only the first is tried, of a building's many
payments the ones that keep the most useful pieces; palace conversions keep the best.
"""

from __future__ import annotations

import random

from engine.castle.outlook import Outlook, Weights
from engine.castle.phases import DISTRIBUTION, NOBODY
from engine.castle.state import CastleState
from engine.castle.works import payments
from engine.core.action import Action
from engine.core.fitted_weights import fitted_heuristics
from engine.core.game import Game
from engine.core.heuristics import Heuristics

DEFAULT_WEIGHTS = Weights()
PAYMENTS_KEPT = 2  # payments tried per building


class CastleHeuristics(Heuristics):
    """The Castle plug-in: evaluation, move pruning and ordering, rollout policy."""

    margin_scale = 8.0
    horizon = 3

    def __init__(self, game: Game, weights: Weights = DEFAULT_WEIGHTS, rollout_noise: float = 1.0) -> None:
        self.game = game
        self.w = weights
        self.rollout_noise = rollout_noise

    # ----- the evaluation ------------------------------------------------------------------

    def evaluate(self, state: CastleState) -> list[float]:
        """Expected final VP of each seat; the exact score once the game is over."""
        if state.is_terminal:
            return [float(s) for s in state.scores()]
        look = Outlook(state, self.w)
        return [self.seat_value(state, look, seat) for seat in range(state.num_players)]

    def seat_value(self, state: CastleState, look: Outlook, seat: int) -> float:
        """One seat's VP and holdings, in expected final VP."""
        value = state.vp[seat] + look.helper_values(seat) + look.resource_value(seat) + look.taler_value(seat)
        value += look.cart_value(seat) + look.supply_value(seat)
        cards = list(state.chosen[seat]) + [card for card, owner in state.queue if owner == seat and card != DISTRIBUTION]
        value += sum(self.card_value(state, look, seat, card) for card in cards)
        for (owner, _card), pieces in state.on_card.items():
            if owner == seat:  # a Worker's pieces, not yet in the supply
                value += sum(n * state.data.resources[r].points for r, n in enumerate(pieces)) * look.point
        return value

    def card_value(self, state: CastleState, look: Outlook, seat: int, card: int) -> float:
        """What a card about to resolve is expected to bring its owner (VP)."""
        data = state.data
        role = state.role(card)
        if role == "messenger":
            return min(data.rules.messenger_talers, state.bank) * (self.w.taler if look.left >= 1 else self.w.taler_end)
        if role == "trader":
            best = max((c.yield_ - data.rules.tribute) * max(1, data.resources[c.resource].points) for c in data.carts)
            return best * look.point * (1 + self.w.cart_per_round * min(look.left, 3)) if state.helpers[seat] else 0.5
        if role == "bricklayer":
            tower = max((n * data.resources[r].points for r, n in enumerate(state.tower)), default=0)
            return tower * look.point + 0.8 * self._best_building(state, seat, "pieces") * self.w.taler
        if role == "stonemason":
            return max(0.5, self._best_building(state, seat, "vp") - 0.0)
        if role == "worker":
            char = data.characters[card]
            pieces = sum(n * data.resources[r].points for r, n in enumerate(char.pieces))
            pieces += char.choice_count * 3
            return pieces * look.point + 0.5
        others = state.num_players - 1
        return data.rules.master_builder_vp * 0.45 * others + 0.25 * len(state.played[seat])

    def _best_building(self, state: CastleState, seat: int, what: str) -> float:
        """The most VP (or pieces) a building the seat can pay now would bring, 0 if none."""
        data = state.data
        held = tuple(state.res[seat][r] for r in data.building_resources)
        points = tuple(data.resources[r].points for r in data.building_resources)
        best = 0.0
        seen = set()
        for tile, owner in enumerate(state.built_by):
            face = state.face(tile)
            if owner != NOBODY or (face.cost, face.vp) in seen:
                continue
            seen.add((face.cost, face.vp))
            found = payments(face.cost, held, points, data.rules.payment_types)
            if found:
                best = max(best, face.vp if what == "vp" else max(sum(p) for p in found))
        return best

    def turns_left(self, state: CastleState) -> float:
        """Decisions left, roughly: about ten a round."""
        return 10.0 * max(0, state.count.rounds - state.round + 1)

    # ----- moves -----------------------------------------------------------------------------

    def candidates(self, state: CastleState, actions: list[Action]) -> list[Action]:
        """The actions worth trying: one of identical tiles, a few payments each, the best palace."""
        data = state.data
        out: list[Action] = []
        erects: dict[tuple, list] = {}
        palace: list[Action] = []
        for action in actions:
            if action.kind == "erect":
                tile = data.tiles[data.index["tile"][action.building]]
                face = state.face(data.index["tile"][action.building])
                erects.setdefault((tile.kind, face.cost, face.vp, tile.id if tile.kind == "named" else ""), []).append(action)
            elif action.kind == "palace":
                palace.append(action)
            else:
                out.append(action)
        seat = state.current_player
        bricklayer = state.active is not None and state.role(state.active[0]) == "bricklayer"
        for group in erects.values():
            first_tile = group[0].building
            options = [a for a in group if a.building == first_tile]
            options.sort(key=lambda a: self._payment_key(state, seat, a.payment(), bricklayer))
            out.extend(options[:PAYMENTS_KEPT])
        if palace:
            points = [r.points for r in data.resources]
            out.append(max(palace, key=lambda a: sum(n * points[r] for r, n in enumerate(a.payment()))))
        return out

    def _payment_key(self, state: CastleState, seat: int, pay: tuple[int, ...], bricklayer: bool) -> tuple:
        """Payments first that (for a Bricklayer) use many pieces, then keep three types in hand."""
        left = [state.res[seat][r] - n for r, n in enumerate(pay)]
        types = sum(1 for n in left if n)
        return (-sum(pay) if bricklayer else 0, -types, pay)

    def rollout_action(self, state: CastleState, rng: random.Random) -> Action:
        """A plausible move fast: the best-looking building, the richest tower resource, a card
        by its promise (with noise), otherwise a random move of a random group."""
        groups = state.legal_groups()
        if "erect" in groups:
            actions = self.candidates(state, state.legal_actions("erect"))
            return max(actions, key=lambda a: state.face(state.data.index["tile"][a.building]).vp + rng.random())
        if "choose" in groups:
            actions = state.legal_actions("choose")
            look = Outlook(state, self.w)
            seat = state.current_player
            index = state.data.index["character"]
            return max(actions, key=lambda a: self.card_value(state, look, seat, index[a.card]) + rng.random() * self.rollout_noise * 3)
        if "palace" in groups:
            return self.candidates(state, state.legal_actions("palace"))[0]
        group = rng.choice(groups)
        return rng.choice(state.legal_actions(group))


def make_heuristics(game: Game, weights: Weights | None = None, margin_scale: float | None = None) -> CastleHeuristics:
    """The bots' heuristics for A Castle for All Seasons."""
    return fitted_heuristics(game.id, DEFAULT_WEIGHTS, lambda w: CastleHeuristics(game, w), weights, margin_scale)
