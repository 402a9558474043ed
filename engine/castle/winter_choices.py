"""The decisions of the winter cards (spec 10.2): the Castle Maiden's declaration, deposits and
sharing (override 7), and what Plague, Crack in the Wall and Snowdrift ask of each player. Each
``check_*`` says why an action is refused (None: it is legal); each ``list_*`` gives the legal
ones from the same facts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.castle.actions import (
    Court,
    Decline,
    Deposit,
    Donate,
    Lose,
    Pay,
    Share,
    Withdraw,
)
from engine.castle.choices import card_index
from engine.castle.phases import COURT, DECLARE, SHARE, TALER
from engine.core.errors import Refusal
from engine.core.untrusted import brief

if TYPE_CHECKING:
    from engine.castle.state import CastleState


# ----- the Castle Maiden (spec 10.2.5, override 7) ----------------------------------------------


def items_held(state: CastleState, seat: int) -> list[str]:
    """What the seat could deposit: each resource it has a piece of, and talers."""
    ids = [r.id for r in state.data.resources]
    held = [ids[r] for r, n in enumerate(state.res[seat]) if n]
    return held + [TALER] if state.talers[seat] else held


def _maiden_step(state: CastleState, step: str, what: str) -> Refusal | None:
    if state.maiden_step != step:
        return Refusal({DECLARE: "it is time to declare a courtship of the Castle Maiden, or not",
                        COURT: "the suitors of the Castle Maiden deposit or withdraw now",
                        SHARE: "the Castle Maiden's items are being shared out"}.get(state.maiden_step, "not now"),
                       f"{what}.not_now")
    return None


def check_court(state: CastleState, action: Court) -> Refusal | None:
    """Declare a courtship."""
    problem = _maiden_step(state, DECLARE, "court")
    if problem:
        return problem
    if not items_held(state, state.turn[0]):
        return Refusal("a suitor deposits a piece or a taler, and you have none", "maiden.nothing_to_deposit")
    return None


def check_decline(state: CastleState, action: Decline) -> Refusal | None:
    """Let the round pass without declaring."""
    return _maiden_step(state, DECLARE, "decline")


def _item(state: CastleState, ident: str) -> int | Refusal:
    ids = [r.id for r in state.data.resources] + [TALER]
    if ident not in ids:
        return Refusal(f"{brief(ident)} is neither a resource nor a taler", "item.unknown", item=ident)
    return ids.index(ident)


def check_deposit(state: CastleState, action: Deposit) -> Refusal | None:
    """Put one piece or taler on the Castle Maiden."""
    problem = _maiden_step(state, COURT, "deposit")
    if problem:
        return problem
    item = _item(state, action.item)
    if isinstance(item, Refusal):
        return item
    if action.item not in items_held(state, state.turn[0]):
        return Refusal(f"you have no {action.item} to deposit", "maiden.item_not_held", item=action.item)
    return None


def check_withdraw(state: CastleState, action: Withdraw) -> Refusal | None:
    """Leave the courtship for good (not the declarer in the round of its declaration)."""
    problem = _maiden_step(state, COURT, "withdraw")
    if problem:
        return problem
    if state.turn[0] == state.declarer and state.maiden_round == state.round:
        return Refusal("who declares the courtship deposits in that round", "maiden.declarer_must_deposit")
    return None


def check_share(state: CastleState, action: Share) -> Refusal | None:
    """Take one item of the won Castle Maiden's pool."""
    problem = _maiden_step(state, SHARE, "share")
    if problem:
        return problem
    item = _item(state, action.item)
    if isinstance(item, Refusal):
        return item
    if state.maiden_items[item] == 0:
        return Refusal(f"no {action.item} is left on the card", "maiden.item_not_on_card", item=action.item)
    return None


def list_maiden(state: CastleState) -> list:
    """The decisions of the maiden step under way."""
    seat = state.turn[0]
    if state.maiden_step == DECLARE:
        return ([Court()] if items_held(state, seat) else []) + [Decline()]
    if state.maiden_step == COURT:
        out: list = [Deposit(item) for item in items_held(state, seat)]
        return out + ([Withdraw()] if check_withdraw(state, Withdraw()) is None else [])
    ids = [r.id for r in state.data.resources] + [TALER]
    return [Share(ids[k]) for k, n in enumerate(state.maiden_items) if n]


# ----- immediate winter cards (spec 10.2.3, 10.2.4, 10.2.6) ---------------------------------------


def winter_effect(state: CastleState) -> str:
    """The effect of the immediate winter card being carried out."""
    return state.data.winter.cards[state.winter_now].effect


def winter_price(state: CastleState, seat: int) -> int:
    """What paying instead of losing a card costs the seat."""
    if winter_effect(state) == "plague":
        return state.data.winter.plague_per_card * len(state.played[seat])
    return state.data.winter.snowdrift_talers


def check_lose(state: CastleState, action: Lose) -> Refusal | None:
    """Plague: a card of the play area; Snowdrift: a Worker from the hand or the play area."""
    effect = winter_effect(state)
    if effect not in ("plague", "snowdrift"):
        return Refusal("this winter card takes no card", "lose.not_now")
    card = card_index(state, action.card)
    if isinstance(card, Refusal):
        return card
    seat = state.turn[0]
    if effect == "plague":
        if card not in state.played[seat]:
            return Refusal(f"the Plague takes a card from your play area, and your {action.card} is not there",
                           "lose.not_in_play_area", card=action.card)
        return None
    if state.role(card) != "worker":
        return Refusal("the Snowdrift takes a Worker", "lose.not_worker", card=action.card)
    if card in state.chosen[seat]:
        return Refusal(f"your {action.card} lies face down for this round and cannot be given up", "lose.face_down",
                       card=action.card)
    if card not in state.hand[seat] and card not in state.played[seat]:
        return Refusal(f"your {action.card} is out of the game already", "card.lost", card=action.card)
    return None


def check_pay(state: CastleState, action: Pay) -> Refusal | None:
    """Pay the bank instead of losing a card."""
    if winter_effect(state) not in ("plague", "snowdrift"):
        return Refusal("this winter card asks for no payment", "pay.not_now")
    seat = state.turn[0]
    price = winter_price(state, seat)
    if state.talers[seat] < price:
        return Refusal(f"paying costs {price} talers; you have {state.talers[seat]}", "pay.not_enough", price=price)
    return None


def check_donate(state: CastleState, action: Donate) -> Refusal | None:
    """Crack in the Wall: return stone blocks for VP."""
    if winter_effect(state) != "crack_in_the_wall":
        return Refusal("stone blocks are donated to the Crack in the Wall only", "donate.not_now")
    stone = state.data.index["resource"]["stone"]
    most = state.data.winter.crack_max
    if action.stones < 0:
        return Refusal("a donation counts stone blocks: not below 0", "donate.negative")
    if action.stones > most:
        return Refusal(f"at most {most} stone blocks may be donated", "donate.too_many", most=most)
    held = state.res[state.turn[0]][stone]
    if action.stones > held:
        return Refusal(f"you have {held} stone blocks", "donate.not_held", held=held)
    return None


def list_winter(state: CastleState) -> list:
    """The decisions the immediate winter card asks of the seat to decide."""
    seat = state.turn[0]
    ids = [c.id for c in state.data.characters]
    if winter_effect(state) == "crack_in_the_wall":
        stone = state.data.index["resource"]["stone"]
        return [Donate(n) for n in range(min(state.data.winter.crack_max, state.res[seat][stone]) + 1)]
    cards = state.played[seat] if winter_effect(state) == "plague" else sorted(state.hand[seat] + state.played[seat])
    out: list = [a for a in (Lose(ids[c]) for c in cards) if check_lose(state, a) is None]
    return out + ([Pay()] if check_pay(state, Pay()) is None else [])
