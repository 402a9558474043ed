"""The setup steps of the Alhambra family (alhambra.md section 2), every random one from the
state's RNG; a game calls them in its rulebook's order (see ``engine/alhambra/setup.py``).

The family's parameters read here: ``twoPlayerMoneyCopies``, ``startPlayerFinalTiebreak`` and
``playerAges``.
"""

from __future__ import annotations

from engine.tilecity.money import card_value, shuffle_into_piles, split_into_piles
from engine.tilecity.turn import TileCityState


def deal_tiles(state: TileCityState) -> None:
    """Shuffle every tile into the bag; the neutral player's tiles, then one per market space."""
    shop, rng = state.shop, state.rng
    bag = sorted(shop.costs)
    rng.shuffle(bag)
    shop.bag = bag
    if state.neutral is not None:
        state.neutral.set_up(bag)
    shop.spaces = [bag.pop() for _ in shop.spaces]


def money_copies(state: TileCityState) -> int:
    """Copies of each money card in play: fewer with two players (parameter twoPlayerMoneyCopies)."""
    copies = state.supply.rules.copies
    if state.num_players == 2:
        return min(state.params["twoPlayerMoneyCopies"], copies)
    return copies


def deal_money(state: TileCityState) -> list[str]:
    """Shuffle the money in play (the rest goes out of the game) and deal it face up, player by
    player, until each hand is worth the starting money; the rest of the shuffled money."""
    supply, rng = state.supply, state.rng
    rules = supply.rules
    copies = money_copies(state)
    deck = rules.cards(copies)
    supply.removed = rules.cards(rules.copies - copies)
    rng.shuffle(deck)
    for hand in state.hands:
        while sum(card_value(c) for c in hand) < rules.starting_money:
            hand.append(deck.pop())
    state.public_hands = [list(hand) for hand in state.hands]  # dealt face up
    return deck


def choose_start_player(state: TileCityState) -> int:
    """Fewest cards, then lowest total; then the youngest (if ages are given) or a random one."""
    keys = [(len(h), sum(card_value(c) for c in h)) for h in state.hands]
    best = min(keys)
    tied = [seat for seat, key in enumerate(keys) if key == best]
    ages = state.params["playerAges"]
    if len(tied) > 1 and state.params["startPlayerFinalTiebreak"] == "youngest" and ages:
        youngest = min(ages[seat] for seat in tied)
        tied = [seat for seat in tied if ages[seat] == youngest]
    return tied[0] if len(tied) == 1 else state.rng.choice(tied)


def build_deck(state: TileCityState, rest: list[str]) -> list[str]:
    """Split ``rest`` into piles (larger first), shuffle each scoring card (and the modules'
    cards, such as the money changers) into its pile, stack pile 1 on top; the deck, with
    where each scoring card can come up recorded in the money supply."""
    supply, rng = state.supply, state.rng
    rules = supply.rules
    piles = split_into_piles(rest[::-1], rules.deck_piles)
    pile_of = rules.scoring_card_piles
    shuffle_into_piles(piles, sorted(pile_of, key=pile_of.get), pile_of, rng)
    for module in state.modules:
        module.set_up_deck(state, piles)
    return supply.stack(piles)


def deal_money_and_deck(state: TileCityState) -> None:
    """The money steps after the tiles: deal the hands, pick the start player, lay out the
    display and build the deck."""
    deck = deal_money(state)
    state.start_player = state.player = choose_start_player(state)
    supply = state.supply
    supply.display = [deck.pop() for _ in supply.display]
    supply.deck = build_deck(state, deck)
