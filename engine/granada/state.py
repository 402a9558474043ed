"""The Granada position: the family's turn skeleton and moves (``engine/tilecity``) composed with
Granada's data, cities with moats, double-sided tiles with the black marker
(``engine/tilecity/faces.py``) and the neutral player Juan.

Granada's own decisions are the face of a bought tile (granada.md 4.4): ``flip`` pays the fee
to turn a bought tile over before it is built or given to Juan; ``reserve`` takes either face
for free; a tile awarded at the end keeps the face it showed in the market (override 3).
"""

from __future__ import annotations

import itertools
import random
from operator import mul
from typing import Any

from engine.core.action import Action
from engine.core.errors import Refusal
from engine.core.events import Event
from engine.core.game import Game
from engine.granada import position, scoring, text
from engine.granada.actions import FlipTile, GiveToJuan
from engine.granada.components import GranadaData
from engine.tilecity import MOATS
from engine.tilecity.actions import ReserveTile
from engine.tilecity.city import FeatureCity
from engine.tilecity.faces import TwoFacedMarket, TwoFacedNeutral
from engine.tilecity.money import MoneySupply, card_value, missing
from engine.tilecity.moves import TileCityMoves
from engine.tilecity.turn import ACTIONS, DISTRIBUTION, OVER, PLACEMENT
from engine.tilecity.view import public_view, write_position

__all__ = ["ACTIONS", "DISTRIBUTION", "OVER", "PLACEMENT", "GranadaState"]


class GranadaState(TileCityMoves):
    """A position of Granada (2-6 players; with two, the neutral player Juan takes part)."""

    NEUTRAL = "juan"
    GIFT = GiveToJuan

    def __init__(self, game: Game, data: GranadaData, num_players: int, params: dict[str, Any], seed: int) -> None:
        super().__init__(game, num_players, params, seed)
        self.data = data
        self.faces = data.faces
        self.cities = [self.new_city() for _ in range(num_players)]
        self.reserves: list[list[str]] = [[] for _ in range(num_players)]
        order = tuple(params["marketCurrencyOrder"])
        codes = tuple(data.currency_by_id[c].code for c in order)
        self.shop = TwoFacedMarket(codes, order, data.costs, data.faces)
        self.shop.marker = data.marker_at_setup
        self.supply = MoneySupply(data.money)
        self.neutral = TwoFacedNeutral(data.neutral, self.shop) if num_players == 2 else None
        self.changers = None  # Granada has no payment extension
        self.flipped: list[str] = []  # faces among the tiles to place whose flip fee was paid

    def new_city(self) -> FeatureCity:
        """A city with only its start tile (the Alhambra)."""
        return FeatureCity(MOATS, self.data.walls, self.data.start_tile)

    def clone(self) -> GranadaState:
        other = super().clone()
        other.cities = [c.copy() for c in self.cities]
        other.reserves = [list(r) for r in self.reserves]
        other.flipped = list(self.flipped)
        if other.neutral is not None:
            other.neutral.market = other.shop
        return other

    def _board_snapshot(self) -> Any:
        cities = tuple(tuple(sorted(c.cells.items())) for c in self.cities)
        return cities, tuple(map(tuple, self.reserves)), tuple(self.flipped)

    # ----- the face of a bought tile (granada.md 4.4) -----------------------------------------

    def _placing_groups(self) -> list[str]:
        groups = super()._placing_groups()
        pending, flipped = self.pending, self.flipped
        if flipped and all(self._must_build(t) for t in pending):
            groups.remove("reserve")
        # The fee first: it needs no look at the city, and without it nothing can be flipped.
        if self.phase == PLACEMENT and self._fee_payable() and any(self._flippable(t) for t in pending):
            groups.append("flip")
        return groups

    def _destination_for(self, face: str) -> bool:
        """Whether ``face`` could go somewhere a fee is worth paying for: the city or Juan."""
        if self.phase == PLACEMENT and self.neutral is not None:
            return True
        # Both faces have the same moats, so the city's cells for either are the same (cached).
        return bool(self.cities[self.current_player].legal_cells(face))

    def _flippable(self, tile: str) -> bool:
        """Whether the bought ``tile`` may be turned over, the fee aside."""
        return tile not in self.flipped and self._destination_for(self.faces.other[tile])

    def _fee_payable(self) -> bool:
        fee = self.data.flip_fee
        totals: dict[str, int] = {}
        if self.params["flipFee"] == "threeCardsSingleCurrency":
            for card in self.hands[self.player]:
                totals[card[0]] = totals.get(card[0], 0) + 1
        else:
            for card in self.hands[self.player]:
                totals[card[0]] = totals.get(card[0], 0) + card_value(card)
        return any(v >= fee for v in totals.values())

    def fee_options(self) -> list[tuple[str, ...]]:
        """Every payment of the flip fee the deciding player's hand allows (sorted cards)."""
        hand, fee = self.hands[self.player], self.data.flip_fee
        by_cards = self.params["flipFee"] == "threeCardsSingleCurrency"
        counts: dict[str, int] = {}
        for card in sorted(hand):
            counts[card] = counts.get(card, 0) + 1
        out = []
        for code in sorted({c[0] for c in hand}):
            kinds = [c for c in counts if c[0] == code]  # sorted, as the hand was
            weights = [1 if by_cards else card_value(c) for c in kinds]
            if sum(w * counts[c] for w, c in zip(weights, kinds)) < fee:
                continue
            for takes in itertools.product(*(range(counts[c] + 1) for c in kinds)):
                if sum(map(mul, weights, takes)) >= fee:
                    out.append(tuple(c for c, n in zip(kinds, takes) for _ in range(n)))
        return out

    def _actions_flip(self) -> list[Action]:
        options = self.fee_options()
        if not options:
            return []
        return [FlipTile(t, pay) for t in dict.fromkeys(self.pending) if self._flippable(t) for pay in options]

    def _check_flip(self, action: FlipTile) -> str | None:
        if self.phase == DISTRIBUTION:
            return Refusal(
                "a tile awarded at the end of the game keeps the face it showed in the market: it cannot be flipped",
                "flip.awarded", tile=action.tile,
            )  # fmt: skip
        problem = self.phase_problem(PLACEMENT)
        if problem:
            return problem
        tile = action.tile
        if tile not in self.pending:
            return Refusal(
                f"{tile} cannot be flipped: only a tile bought this turn can, before it is placed; "
                "a tile in a reserve or a city keeps its face",
                "flip.not_pending", tile=tile,
            )  # fmt: skip
        if tile in self.flipped:
            return Refusal(f"{tile} has already been flipped this turn", "flip.again", tile=tile)
        other = self.faces.other[tile]
        if not self._destination_for(other):
            return Refusal(
                f"{other} cannot be built anywhere in your city, so no fee is taken; "
                "a reserve tile may show either face for free",
                "flip.nowhere", tile=tile, face=other,
            )  # fmt: skip
        return self.fee_problem(action.pay, tile)

    def fee_problem(self, pay: tuple[str, ...], tile: str) -> str | None:
        """Why ``pay`` cannot pay the flip fee for ``tile``, or None."""
        fee = self.data.flip_fee
        if not pay:
            return Refusal("choose the cards that pay the flip fee", "flip.no_cards", tile=tile)
        lacking = missing(pay, self.hands[self.player])
        if lacking:
            return Refusal(f"you do not hold {', '.join(lacking)}", "flip.not_held", cards=tuple(lacking), tile=tile)
        names = self.supply.rules.names
        currencies = sorted({names[c[0]] for c in pay})
        if len(currencies) > 1:
            return Refusal(
                f"the flip fee is paid in one currency, not {' and '.join(currencies)}",
                "flip.mixed_currency", currencies=tuple(currencies), cards=pay, tile=tile,
            )  # fmt: skip
        if self.params["flipFee"] == "threeCardsSingleCurrency":
            if len(pay) < fee:
                return Refusal(f"the flip fee is at least {fee} cards of one currency; these are {len(pay)}",
                               "flip.too_few_cards", fee=fee, count=len(pay), tile=tile)  # fmt: skip
            return None
        total = sum(card_value(c) for c in pay)
        if total < fee:
            return Refusal(f"the flip fee is at least {fee} in one currency; these cards are worth {total}",
                           "flip.too_little", fee=fee, total=total, tile=tile)  # fmt: skip
        return None

    def _do_flip(self, action: FlipTile, events: list[Event]) -> None:
        self.pay(self.player, action.pay)
        face = self.faces.other[action.tile]
        self.pending[self.pending.index(action.tile)] = face
        self.flipped.append(face)
        data = {"tile": action.tile, "face": face, "pay": list(action.pay)}
        events.append(Event("tile_flipped", self.player, data))

    def _must_build(self, face: str) -> bool:
        """A flipped tile goes to the city (or Juan) while it can: its fee bought that face."""
        return face in self.flipped and self._destination_for(face)

    def _actions_reserve(self) -> list[Action]:
        actions: list[Action] = []
        for tile in dict.fromkeys(self.pending):
            if self._must_build(tile):
                continue
            actions.append(ReserveTile(tile))
            if self.phase == PLACEMENT and tile not in self.flipped:
                actions.append(ReserveTile(self.faces.other[tile]))
        return actions

    def _check_reserve(self, action: ReserveTile) -> str | None:
        problem = self.phase_problem(*self.placing_phases)
        if problem:
            return problem
        tile = action.tile
        if tile in self.pending:
            if self._must_build(tile):
                return Refusal(f"you paid to flip {tile}: build it in your city or give it to Juan",
                               "reserve.flipped", tile=tile)  # fmt: skip
            return None
        other = self.faces.other.get(tile)
        if other in self.pending:
            if self.phase == DISTRIBUTION:
                return Refusal(
                    f"a tile awarded at the end of the game keeps the face it showed in the market ({other})",
                    "reserve.awarded_face", tile=tile, face=other,
                )  # fmt: skip
            if other in self.flipped:
                return Refusal(f"you paid to flip this tile to {other}", "reserve.flipped", tile=other)
            return None
        return Refusal(f"{tile} is not among the tiles you have to place", "place.not_pending", tile=tile)

    def _do_reserve(self, action: ReserveTile, events: list[Event]) -> None:
        tile = action.tile
        if tile not in self.pending:  # the free face choice for the reserve
            self.pending[self.pending.index(self.faces.other[tile])] = tile
        if tile in self.flipped:
            self.flipped.remove(tile)
        super()._do_reserve(action, events)

    def _check_place(self, action: Action) -> str | None:
        other = self.faces.other.get(action.tile)
        if action.tile not in self.pending and other in self.pending and self.phase in self.placing_phases:
            if self.phase == DISTRIBUTION:
                return Refusal(
                    f"a tile awarded at the end of the game keeps the face it showed in the market ({other})",
                    "place.awarded_face", tile=other, face=action.tile,
                )  # fmt: skip
            return Refusal(
                f"{other} is built on the face it shows; pay the flip fee first to build {action.tile}",
                "place.face", tile=other, face=action.tile,
            )  # fmt: skip
        return super()._check_place(action)

    def _do_place(self, action: Action, events: list[Event]) -> None:
        if action.tile in self.flipped:
            self.flipped.remove(action.tile)
        super()._do_place(action, events)

    # ----- the gift to Juan -------------------------------------------------------------------

    _actions_juan = TileCityMoves._actions_gift

    def _check_juan(self, action: GiveToJuan) -> str | None:
        if self.neutral is None:
            return Refusal("only in a two-player game can tiles be given to Juan", "juan.absent")
        if self.phase == DISTRIBUTION:
            return Refusal("a tile awarded at the end of the game cannot be given to Juan", "juan.awarded", tile=action.tile)
        problem = self.phase_problem(PLACEMENT)
        if problem:
            return problem
        if action.tile not in self.pending:
            other = self.faces.other.get(action.tile)
            if other in self.pending:
                return Refusal(
                    f"{other} goes to Juan on the face it shows; flip it first (the fee) to give {action.tile}",
                    "juan.face", tile=other, face=action.tile,
                )  # fmt: skip
            return Refusal(f"{action.tile} was not bought this turn", "juan.not_bought", tile=action.tile)
        return None

    def _do_juan(self, action: GiveToJuan, events: list[Event]) -> None:
        if action.tile in self.flipped:
            self.flipped.remove(action.tile)
        self._do_gift(action, events)

    # ----- scoring -----------------------------------------------------------------------------

    def score_breakdown(self, round_number: int) -> dict[str, Any]:
        """What scoring round ``round_number`` would award now, type by type and for moats.

        Participants are the seats in order, then Juan (``"juan"``) in a two-player game.
        """
        return scoring.score_breakdown(self, round_number)

    def type_counts(self) -> list[dict[str, int]]:
        """Each participant's count of faces per type in the city (Juan's collection counts)."""
        return scoring.type_counts(self)

    def longest_moats(self) -> list[int]:
        """Each seat's longest outer moat (parameter moatMetric)."""
        return scoring.longest_moats(self)

    # ----- views, positions, text ---------------------------------------------------------------

    def player_view(self, seat: int) -> dict[str, Any]:
        view = public_view(self, seat)
        view["marker"] = self.shop.marker
        view["flipped"] = list(self.flipped)
        view["longest_moats"] = self.longest_moats()
        return view

    def determinize(self, seat: int, rng: random.Random) -> GranadaState:
        return position.state_from_view(self.game, self.data, self.player_view(seat), rng)

    def to_position(self) -> dict[str, Any]:
        pos = write_position(self)
        pos["marker"] = self.shop.marker
        if self.flipped:
            pos["flipped"] = list(self.flipped)
        return pos

    def __str__(self) -> str:
        return text.describe_state(self)

    # ----- flat names for the bots, the GUI and the tests ------------------------------------------

    marker = property(lambda self: self.shop.marker, doc="The black marker: EVEN or ODD.")
    juan = property(lambda self: None if self.neutral is None else self.neutral.tiles, doc="Juan's faces, or None.")
    juan_score = property(lambda self: self.neutral_score, doc="Juan's score.")


PHASES = GranadaState.PHASES
