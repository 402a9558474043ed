"""Setting up a new Alcazar game (spec 1.3), every random step from the state's RNG."""

from __future__ import annotations

from engine.alcazar.state import AlcazarState


def set_up(state: AlcazarState) -> None:
    """Shuffle the building cards, deal the hands and the display, and pick the start player."""
    data, rng = state.data, state.rng
    cards = sorted(data.board.cell_of)
    rng.shuffle(cards)  # the last card is the top of the deck
    for seat in range(state.num_players):
        state.hands[seat] = sorted(cards.pop() for _ in range(data.hand_size))
    state.display = [cards.pop() if cards else None for _ in range(data.display_size)]
    state.deck = cards
    state.tower_deck = data.tower_cards
    if state.params["startPlayer"] == "random":
        state.start_player = rng.randrange(state.num_players)
    else:
        state.start_player = 0
    state.player = state.start_player
