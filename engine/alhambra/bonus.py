"""Module 3, the bonus cards (vizier.md section 3): secret cards that count as one more building
of their tile's type while that tile is in the owner's Alhambra and the card is face up.

A card is revealed with the free ``reveal`` action at any decision point of its owner, and
automatically just before every scoring (revealing never lowers the owner's points, so the
spec allows it). When its tile leaves the Alhambra the card goes back, hidden, to the hand.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.alhambra.actions import RevealBonus
from engine.alhambra.modules_data import ModulesData
from engine.core.action import Action
from engine.core.errors import Refusal
from engine.core.events import Event
from engine.core.untrusted import brief
from engine.tilecity.hooks import Module
from engine.tilecity.positions import TileCityReader
from engine.tilecity.turn import TileCityState

AUTO_REVEAL_NOTE = "revealed automatically before the scoring: revealing never lowers its owner's points"


class BonusCards(Module):
    """Each player's hidden and face-up bonus cards, and the cards set aside unseen."""

    __slots__ = ("hidden", "revealed", "aside", "tiles", "type_of")
    key = "bonusCards"
    title = "the bonus cards"
    off_code = "bonus.off"
    kinds = ("reveal",)
    top_entries = ("bonus_aside",)
    seat_entries = ("bonus_hand", "bonus_revealed")

    def __init__(self, rules: ModulesData, type_of: Mapping[str, str], num_players: int) -> None:
        self.hidden: list[list[str]] = [[] for _ in range(num_players)]
        self.revealed: list[list[str]] = [[] for _ in range(num_players)]
        self.aside: list[str] = []  # cards not dealt, unseen
        self.tiles = rules.bonus_cards  # card -> the tile it shows (rules data)
        self.type_of = type_of  # tile -> building type (rules data)

    @classmethod
    def refusal_off(cls) -> Refusal:
        return Refusal("the bonus card module is not in play", cls.off_code)

    def copy(self) -> BonusCards:
        other = BonusCards.__new__(BonusCards)
        other.hidden = [list(h) for h in self.hidden]
        other.revealed = [list(r) for r in self.revealed]
        other.aside = list(self.aside)
        other.tiles = self.tiles
        other.type_of = self.type_of
        return other

    def set_up(self, state: TileCityState) -> None:
        """Shuffle the cards, deal each player their share face down and set the rest aside unseen."""
        cards = sorted(self.tiles)
        state.rng.shuffle(cards)
        each = state.data.modules.bonus_dealt[state.num_players]
        for seat in range(state.num_players):
            self.hidden[seat] = sorted(cards.pop() for _ in range(each))
        self.aside = sorted(cards)

    def playable(self, state: TileCityState, seat: int) -> list[str]:
        """The hidden cards of ``seat`` whose tile is in its Alhambra now."""
        city = state.cities[seat]
        return [card for card in self.hidden[seat] if self.tiles[card] in city]

    def reveal(self, seat: int, card: str, events: list[Event], automatic: bool = False) -> None:
        """Turn ``card`` face up; the phase and the deciding player stay as they were."""
        self.hidden[seat].remove(card)
        self.revealed[seat].append(card)
        data = {"card": card, "tile": self.tiles[card], "automatic": automatic}
        if automatic:
            data["note"] = AUTO_REVEAL_NOTE
        events.append(Event("bonus_revealed", seat, data, reveals=True))

    # ----- hooks: decisions and effects ---------------------------------------------------------

    def free_groups(self, state: TileCityState, groups: list[str]) -> None:
        # A bonus card may be played at any decision point of its owner; it is not an action.
        if self.playable(state, state.current_player):
            groups.append("reveal")

    def actions(self, state: TileCityState, group: str) -> list[Action]:
        return [RevealBonus(card) for card in self.playable(state, state.current_player)]

    def problem(self, state: TileCityState, action: RevealBonus) -> str | None:
        seat = state.current_player
        tile = self.tiles.get(action.card)
        if tile is None:
            return Refusal(f"{action.card} is not a bonus card", "bonus.unknown", card=action.card)
        if action.card in self.revealed[seat]:
            return Refusal(f"{action.card} is already face up", "bonus.face_up", card=action.card, tile=tile)
        if action.card not in self.hidden[seat]:
            return Refusal(f"{action.card} is not among your hidden bonus cards", "bonus.not_hidden", card=action.card, tile=tile)
        if tile not in state.cities[seat]:
            where, holder = _where(state, tile)
            # holder: the seat whose city has the tile, "dirk", "removed", or None (still to come)
            return Refusal(
                f"{tile} is not in your Alhambra{where}", "bonus.not_built", card=action.card, tile=tile, seat=seat, holder=holder
            )
        return None

    def apply(self, state: TileCityState, action: RevealBonus, events: list[Event]) -> None:
        self.reveal(state.current_player, action.card, events)

    def before_scoring(self, state: TileCityState, events: list[Event]) -> None:
        """The pre-scoring window, played automatically: every eligible card is revealed, player by
        player clockwise from the active one."""
        n = state.num_players
        for k in range(n):
            seat = (state.player + k) % n
            for card in self.playable(state, seat):
                self.reveal(seat, card, events, automatic=True)

    def tile_left(self, state: TileCityState, seat: int, tile: str, events: list[Event]) -> None:
        """``tile`` left ``seat``'s Alhambra: a face-up card showing it goes back, hidden, to the hand."""
        card = state.data.modules.bonus_of_tile.get(tile)
        if card is not None and card in self.revealed[seat]:
            self.revealed[seat].remove(card)
            self.hidden[seat].append(card)
            self.hidden[seat].sort()
            events.append(Event("bonus_returned", seat, {"card": card, "tile": tile}))

    def counts(self, state: TileCityState, seat: int) -> dict[str, int]:
        """Face-up cards of ``seat`` per building type (each card's tile is in its Alhambra)."""
        out: dict[str, int] = {}
        for card in self.revealed[seat]:
            kind = self.type_of[self.tiles[card]]
            out[kind] = out.get(kind, 0) + 1
        return out

    # ----- hooks: views and positions -----------------------------------------------------------

    def snapshot(self) -> tuple:
        return tuple(map(tuple, self.hidden)), tuple(map(tuple, self.revealed)), tuple(self.aside)

    def view(self, state: TileCityState, seat: int, view: dict[str, Any]) -> None:
        view["bonus_hand"] = sorted(self.hidden[seat])
        view["bonus_revealed"] = [list(r) for r in self.revealed]
        view["bonus_hidden_counts"] = [len(h) for h in self.hidden]
        view["bonus_aside_count"] = len(self.aside)

    def write_position(self, state: TileCityState, position: dict[str, Any]) -> None:
        for index, seat in enumerate(position["seats"]):
            seat["bonus_hand"] = list(self.hidden[index])
            seat["bonus_revealed"] = list(self.revealed[index])
        position["bonus_aside"] = list(self.aside)

    def read_seat(self, reader: TileCityReader, state: TileCityState, index: int, seat: Mapping[str, Any]) -> None:
        where = f"seats[{index}]"
        self.hidden[index] = sorted(self.card_list(reader, f"{where}.bonus_hand", seat.get("bonus_hand", [])))
        revealed = self.card_list(reader, f"{where}.bonus_revealed", seat.get("bonus_revealed", []))
        for card in revealed:
            tile = self.tiles[card]
            if tile not in state.cities[index]:
                raise reader.fail(f"{where}.bonus_revealed", f"{card} is face up but {tile} is not in that Alhambra")
        self.revealed[index] = revealed

    def read_position(self, reader: TileCityReader, state: TileCityState) -> None:
        """Bonus cards set aside: those listed, then every card listed nowhere."""
        aside = self.card_list(reader, "bonus_aside", reader.pos.get("bonus_aside") or [])
        aside += [c for c in sorted(self.tiles) if c not in reader.pieces_seen]
        self.aside = sorted(aside)

    def card_list(self, reader: TileCityReader, where: str, items: Any) -> list[str]:
        """The bonus card ids listed at ``where``, each at most once in the whole position."""
        if not isinstance(items, list):
            raise reader.fail(where, "must be a list of bonus card ids")
        for card in items:
            if not isinstance(card, str) or card not in self.tiles:
                raise reader.fail(where, f"{brief(card)} is not a bonus card id such as bonus-garden-10c")
            if card in reader.pieces_seen:
                raise reader.fail(where, f"bonus card {card} appears more than once in the position")
            reader.pieces_seen.add(card)
        return list(items)

    @classmethod
    def redeal(cls, data, view, rng: random.Random, seats, extras, seen_tiles) -> None:
        # The unseen cards are all but the viewer's own and the face-up ones; re-deal them.
        seat = view["seat"]
        seen = set(view["bonus_hand"]) | {c for r in view["bonus_revealed"] for c in r}
        pool = [c for c in sorted(data.modules.bonus_cards) if c not in seen]
        rng.shuffle(pool)
        for i, extra in enumerate(seats):
            if i == seat:
                hidden = list(view["bonus_hand"])
            else:
                hidden = pool[: view["bonus_hidden_counts"][i]]
                del pool[: len(hidden)]
            extra["bonus_hand"] = hidden
            extra["bonus_revealed"] = list(view["bonus_revealed"][i])
        extras["bonus_aside"] = pool


def _where(state: TileCityState, tile: str) -> tuple[str, int | str | None]:
    for other, city in enumerate(state.cities):
        if tile in city:
            return f" (it is in P{other + 1}'s Alhambra: the card is dead)", other
    if state.neutral is not None and tile in state.neutral.tiles:
        return " (Dirk holds it: the card is dead)", "dirk"
    if tile in state.shop.removed:
        return " (it is out of play: the card is dead)", "removed"
    return "", None
