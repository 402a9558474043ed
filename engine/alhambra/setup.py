"""Setting up a new Alhambra game (spec section 2), every random step from the state's RNG.

The modules in play add their steps (vizier.md): changers go into deck piles 2-4, bonus cards
are dealt, hut stacks are shuffled. They draw from the RNG only after every base step, so the
base game deals exactly as before.
"""

from __future__ import annotations

from engine.alhambra import bonus, changers, huts
from engine.alhambra.components import card_value
from engine.alhambra.state import AlhambraState


def set_up(state: AlhambraState) -> None:
    """Deal tiles, money, the display and the deck with its scoring cards; pick the start player."""
    data, rng = state.data, state.rng
    bag = sorted(data.tiles)
    rng.shuffle(bag)
    state.bag = bag
    if state.dirk is not None:
        state.dirk = [bag.pop() for _ in range(data.dirk_tiles_at_setup)]
    state.market = [bag.pop() for _ in state.market]

    copies = money_copies(state)
    deck = data.money_cards(copies)
    state.removed_money = data.money_cards(data.money_copies - copies)
    rng.shuffle(deck)
    for hand in state.hands:
        while sum(card_value(c) for c in hand) < data.starting_money_at_least:
            hand.append(deck.pop())
    state.public_hands = [list(hand) for hand in state.hands]  # dealt face up
    state.start_player = state.player = choose_start_player(state)
    state.display = [deck.pop() for _ in state.display]
    state.deck = build_deck(state, deck)
    if state.bonus_on:
        bonus.deal(state)
    if state.huts_on:
        huts.set_up_stacks(state)


def money_copies(state: AlhambraState) -> int:
    """Copies of each money card in play: fewer with two players (parameter twoPlayerMoneyCopies)."""
    if state.num_players == 2:
        return min(state.params["twoPlayerMoneyCopies"], state.data.money_copies)
    return state.data.money_copies


def choose_start_player(state: AlhambraState) -> int:
    """Fewest cards, then lowest total; then the youngest (if ages are given) or a random one."""
    keys = [(len(h), sum(card_value(c) for c in h)) for h in state.hands]
    best = min(keys)
    tied = [seat for seat, key in enumerate(keys) if key == best]
    ages = state.params["playerAges"]
    if len(tied) > 1 and state.params["startPlayerFinalTiebreak"] == "youngest" and ages:
        youngest = min(ages[seat] for seat in tied)
        tied = [seat for seat in tied if ages[seat] == youngest]
    return tied[0] if len(tied) == 1 else state.rng.choice(tied)


def build_deck(state: AlhambraState, rest: list[str]) -> list[str]:
    """Split ``rest`` into piles (larger first), shuffle each scoring card (and, with the module,
    the money changers) into its pile, stack pile 1 on top; record where each scoring card can
    come up."""
    data, rng = state.data, state.rng
    top_first = rest[::-1]
    base, extra = divmod(len(top_first), data.deck_piles)
    piles = []
    start = 0
    for index in range(data.deck_piles):
        size = base + (1 if index < extra else 0)
        piles.append(top_first[start : start + size])
        start += size
    for card in sorted(data.scoring_card_piles, key=data.scoring_card_piles.get):
        pile = piles[data.scoring_card_piles[card] - 1]
        pile.insert(rng.randint(0, len(pile)), card)
    if state.changers_on:
        changers.shuffle_into_piles(state, piles)
    ordered: list[str] = []
    for pile in piles:
        for card in data.scoring_card_piles:
            if card in pile:
                state.scoring_windows[card] = (len(ordered), len(ordered) + len(pile) - 1)
        ordered.extend(pile)
    return ordered[::-1]
