"""The bots' worth of a seat's money against the building market, in points, as the evaluations of
Alhambra, Granada and Alhambra + Granada estimate it: coins as far as they can still be spent,
the exact sums the cards make, the market tiles the cards can buy now (discounted by the rival
turns before the seat acts), and near the end the leftover tiles that go to the richest in each
space's currency. Each game passes what a tile is worth to the seat (``gain``: its expected
majority points) and its weights."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from engine.tilecity.hand_money import (
    cheapest_payment,
    currency_sums,
    currency_total,
    exact_sum_count,
)
from engine.tilecity.turn import ACTIONS

if TYPE_CHECKING:
    from engine.tilecity.market import BuildingMarket
    from engine.tilecity.turn import TileCityState


class MoneyWeights(Protocol):
    """The weights of the money term, named alike in every game's ``Weights`` (points unless stated)."""

    @property
    def spare_coin(self) -> float: ...  # per coin beyond what can still be spent

    @property
    def mean_card(self) -> float: ...  # average value of a money card (coins)

    @property
    def sums(self) -> float: ...  # per distinct exact sum (2-13) the cards of one currency make

    @property
    def exact_bonus(self) -> float: ...  # an exact payment gives another action

    @property
    def opportunity(self) -> float: ...  # weight of the best purchase the cards allow

    @property
    def next_option(self) -> float: ...  # weight of the next two

    @property
    def rival_turn(self) -> float: ...  # chance a purchase survives one rival turn (0 to 1)


@dataclass(frozen=True)
class FlipBeforePurchase:
    """Granada's flip of a market tile before buying it: the other face of each face, the fee the
    cards left over must pay in one currency (coins), and what a fee costs on average (coins)."""

    other: Mapping[str, str]
    fee: int
    cost: float


def coin_points(coins: float, capacity: float, coin: float, w: MoneyWeights) -> float:
    """Points of ``coins``: ``coin`` each up to the ``capacity`` still to spend, spare ones less.

    ``coins`` and ``capacity`` are in coins, ``coin`` in points per coin (it shrinks as the
    scorings pass, so money kept to the end is worth little).
    """
    return coin * min(coins, capacity) + w.spare_coin * max(0.0, coins - capacity)


def cards_points(
    totals: Mapping[str, int], sums: Mapping[str, int], capacity: float, coin: float, buyable: float, w: MoneyWeights
) -> float:
    """A hand's coins (``coin_points``) and, while tiles are left to buy, its exact sums.

    ``totals`` and ``sums`` are the hand's per currency (``hand_money.currency_sums``);
    ``buyable`` is the number of tiles all players still buy.
    """
    value = coin_points(sum(totals.values()), capacity, coin, w)
    if buyable > 0:
        # Cards that make many exact sums pay more tiles exactly later.
        value += w.sums * exact_sum_count(sums)
    return value


def purchase_net(gain: float, coin: float, pay: float, exact: bool, w: MoneyWeights) -> float:
    """Points a purchase brings: the tile's ``gain`` less the ``pay`` coins, plus the exact bonus
    (an exact payment gives another action)."""
    return gain - coin * pay + (w.exact_bonus if exact else 0.0)


def purchase_options(
    shop: BuildingMarket,
    held: Mapping[str, int],
    payable: Mapping[str, int],
    gain: Callable[[str], float],
    coin: float,
    w: MoneyWeights,
    flip: FlipBeforePurchase | None = None,
) -> list[float]:
    """``purchase_net`` of each market tile the cards can buy, for those worth buying.

    ``held`` is the money per currency code and ``payable`` its exact sums (a money changer may
    raise both); each tile is paid with the cheapest exact sum of its space's currency. With
    ``flip``, a tile may be bought showing its other face, if the cards left pay the fee.
    """
    options = []
    currency, prices = shop.currency, shop.costs
    for slot, tile in enumerate(shop.spaces):
        if tile is None:
            continue
        code, price = currency[slot], prices[tile]
        if held.get(code, 0) < price:
            continue
        pay = cheapest_payment(payable[code], price)
        net = purchase_net(gain(tile), coin, pay, pay == price, w)
        if flip is not None and any(v - (pay if c == code else 0) >= flip.fee for c, v in held.items()):
            net = max(net, purchase_net(gain(flip.other[tile]), coin, pay + flip.cost, pay == price, w))
        if net > 0:
            options.append(net)
    return options


def opportunity_points(options: Sequence[float], rival_turns: int, w: MoneyWeights) -> float:
    """The purchases the cards allow: the best in full and the next two at ``w.next_option``,
    discounted by the chance that each rival turn before the seat's leaves them for sale."""
    if not options:
        return 0.0
    best = sorted(options, reverse=True)
    chance = w.rival_turn**rival_turns
    return w.opportunity * chance * (best[0] + w.next_option * sum(best[1:3]))


def rival_turns_before(state: TileCityState, seat: int) -> int:
    """How many rival turns come before ``seat`` acts again (none while it takes its actions)."""
    players = state.num_players
    if state.phase == ACTIONS and state.player == seat:
        return 0
    if state.player == seat:
        return players - 1
    return (seat - state.player) % players


def leftover_claim_points(
    state: TileCityState,
    seat: int,
    held: Mapping[str, int],
    buyable: float,
    gain: Callable[[str], float],
    money_of: Callable[[Iterable[str], str], int] = currency_total,
) -> float:
    """Near the end (fewer than two tiles a player left to buy), the market tiles ``seat`` would
    receive as the richest in their space's currency, the more the nearer the end."""
    players = state.num_players
    if buyable >= 2 * players:
        return 0.0
    weight = 1.0 - buyable / (2 * players)
    value = 0.0
    shop, hands = state.shop, state.hands
    for slot, tile in enumerate(shop.spaces):
        if tile is None:
            continue
        code = shop.currency[slot]
        mine = held.get(code, 0)
        if mine and all(money_of(hand, code) < mine for s, hand in enumerate(hands) if s != seat):
            value += weight * gain(tile)
    return value


def money_against_market(
    state: TileCityState,
    seat: int,
    capacity: float,
    coin: float,
    buyable: float,
    gain: Callable[[str], float],
    w: MoneyWeights,
    *,
    by_hand_size: bool = False,
    flip: FlipBeforePurchase | None = None,
    leftover_claims: bool = False,
) -> float:
    """The money term of a seat whose cards are all money (Granada, Alhambra + Granada).

    Its coins (``cards_points``) and, while tiles are left to buy, the purchases its cards allow
    and, with ``leftover_claims``, the leftover tiles near the end. ``by_hand_size`` values a
    rival's hand from its size alone, the same in every determinization.
    """
    hand = state.hands[seat]
    if by_hand_size:
        return coin_points(len(hand) * w.mean_card, capacity, coin, w)
    totals, sums = currency_sums(hand)
    value = cards_points(totals, sums, capacity, coin, buyable, w)
    if buyable <= 0:
        return value
    options = purchase_options(state.shop, totals, sums, gain, coin, w, flip)
    value += opportunity_points(options, rival_turns_before(state, seat), w)
    if leftover_claims:
        value += leftover_claim_points(state, seat, totals, buyable, gain)
    return value
