"""Module 3, the bonus cards (vizier.md section 3): secret cards that count as one more building
of their tile's type while that tile is in the owner's Alhambra and the card is face up.

A card is revealed with the free ``reveal`` action at any decision point of its owner, and
automatically just before every scoring (revealing never lowers the owner's points, so the
spec allows it). When its tile leaves the Alhambra the card goes back, hidden, to the hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.alhambra.actions import RevealBonus
from engine.core.errors import Refusal
from engine.core.events import Event

if TYPE_CHECKING:
    from engine.alhambra.state import AlhambraState

AUTO_REVEAL_NOTE = "revealed automatically before the scoring: revealing never lowers its owner's points"


def deal(state: AlhambraState) -> None:
    """Shuffle the cards, deal each player their share face down and set the rest aside unseen."""
    cards = sorted(state.data.modules.bonus_cards)
    state.rng.shuffle(cards)
    each = state.data.modules.bonus_dealt[state.num_players]
    for seat in range(state.num_players):
        state.bonus_hidden[seat] = sorted(cards.pop() for _ in range(each))
    state.bonus_aside = sorted(cards)


def playable(state: AlhambraState, seat: int) -> list[str]:
    """The hidden cards of ``seat`` whose tile is in its Alhambra now."""
    tiles = state.data.modules.bonus_cards
    city = state.cities[seat]
    return [card for card in state.bonus_hidden[seat] if tiles[card] in city]


def reveal_actions(state: AlhambraState) -> list[RevealBonus]:
    """The reveals open to the player deciding now."""
    return [RevealBonus(card) for card in playable(state, state.current_player)]


def reveal_problem(state: AlhambraState, action: RevealBonus) -> str | None:
    """Why the deciding player cannot reveal ``action.card`` now, or None."""
    if not state.bonus_on:
        return Refusal("the bonus card module is not in play", "bonus.off")
    seat = state.current_player
    tile = state.data.modules.bonus_cards.get(action.card)
    if tile is None:
        return Refusal(f"{action.card} is not a bonus card", "bonus.unknown", card=action.card)
    if action.card in state.bonus_revealed[seat]:
        return Refusal(f"{action.card} is already face up", "bonus.face_up", card=action.card, tile=tile)
    if action.card not in state.bonus_hidden[seat]:
        return Refusal(f"{action.card} is not among your hidden bonus cards", "bonus.not_hidden", card=action.card, tile=tile)
    if tile not in state.cities[seat]:
        where, holder = _where(state, tile)
        # holder: the seat whose city has the tile, "dirk", "removed", or None (still to come)
        return Refusal(
            f"{tile} is not in your Alhambra{where}", "bonus.not_built", card=action.card, tile=tile, seat=seat, holder=holder
        )
    return None


def _where(state: AlhambraState, tile: str) -> tuple[str, int | str | None]:
    for other, city in enumerate(state.cities):
        if tile in city:
            return f" (it is in P{other + 1}'s Alhambra: the card is dead)", other
    if state.dirk is not None and tile in state.dirk:
        return " (Dirk holds it: the card is dead)", "dirk"
    if tile in state.removed_tiles:
        return " (it is out of play: the card is dead)", "removed"
    return "", None


def reveal(state: AlhambraState, seat: int, card: str, events: list[Event], automatic: bool = False) -> None:
    """Turn ``card`` face up; the phase and the deciding player stay as they were."""
    state.bonus_hidden[seat].remove(card)
    state.bonus_revealed[seat].append(card)
    data = {"card": card, "tile": state.data.modules.bonus_cards[card], "automatic": automatic}
    if automatic:
        data["note"] = AUTO_REVEAL_NOTE
    events.append(Event("bonus_revealed", seat, data, reveals=True))


def reveal_before_scoring(state: AlhambraState, events: list[Event]) -> None:
    """The pre-scoring window, played automatically: every eligible card is revealed, player by
    player clockwise from the active one."""
    n = state.num_players
    for k in range(n):
        seat = (state.player + k) % n
        for card in playable(state, seat):
            reveal(state, seat, card, events, automatic=True)


def tile_left(state: AlhambraState, seat: int, tile: str, events: list[Event]) -> None:
    """``tile`` left ``seat``'s Alhambra: a face-up card showing it goes back, hidden, to the hand."""
    card = state.data.modules.bonus_of_tile.get(tile)
    if card is not None and card in state.bonus_revealed[seat]:
        state.bonus_revealed[seat].remove(card)
        state.bonus_hidden[seat].append(card)
        state.bonus_hidden[seat].sort()
        events.append(Event("bonus_returned", seat, {"card": card, "tile": tile}))


def counts(state: AlhambraState, seat: int) -> dict[str, int]:
    """Face-up cards of ``seat`` per building type (each card's tile is in its Alhambra)."""
    type_of = state.data.type_of
    tiles = state.data.modules.bonus_cards
    out: dict[str, int] = {}
    for card in state.bonus_revealed[seat]:
        kind = type_of[tiles[card]]
        out[kind] = out.get(kind, 0) + 1
    return out
