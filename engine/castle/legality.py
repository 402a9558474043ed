"""The one legality oracle and the legal lists of A Castle for All Seasons, and the dispatch of
a legal action to its effects.

Which kinds of action the phase allows is decided here (a kind out of its phase is refused with
``phase.wrong``); each kind's own check is in ``choices`` or ``works``. The legal list of a
phase is made of producers, one per decision group, each built from the same checks; the groups
are listed in the order their actions appear in the whole list.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.castle import (
    choices,
    flow,
    resolution,
    scoring,
    winter,
    winter_choices,
    works,
    works_effects,
)
from engine.castle.actions import Done, Refuse, Sell
from engine.castle.phases import (
    BUY,
    EQUIP,
    MAIDEN,
    PALACE,
    PLACE,
    RECALL,
    RESOLVE,
    SALE,
    SELECT,
    TALER,
    TOWER,
    WINTER,
)  # fmt: skip
from engine.core.action import Action
from engine.core.errors import Refusal
from engine.core.events import Event

if TYPE_CHECKING:
    from engine.castle.state import CastleState

KINDS_BY_PHASE = {
    SELECT: ("choose",),
    MAIDEN: ("court", "decline", "deposit", "withdraw", "share"),
    WINTER: ("lose", "pay", "donate", "convert"),
    EQUIP: ("equip",),
    RESOLVE: ("recall", "trade", "tower", "buy", "erect", "convert", "helper", "innkeeper", "done"),
    SALE: ("sell", "refuse"),
    PALACE: ("palace", "convert"),
}
PHASE_WORDS = {
    SELECT: "the players are choosing their cards",
    MAIDEN: "the Castle Maiden's courtship is under way",
    WINTER: "a winter card is being carried out",
    EQUIP: "a Worker card is being equipped",
    RESOLVE: "a card is being resolved",
    SALE: "a Worker's owner is asked to sell a piece",
    PALACE: "the palace's owners are converting pieces",
}

CHECKS: dict[str, Callable] = {
    "choose": choices.check_choose, "court": winter_choices.check_court, "decline": winter_choices.check_decline,
    "deposit": winter_choices.check_deposit, "withdraw": winter_choices.check_withdraw, "share": winter_choices.check_share,
    "lose": winter_choices.check_lose, "pay": winter_choices.check_pay, "donate": winter_choices.check_donate, "equip": choices.check_equip,
    "recall": choices.check_recall, "trade": choices.check_trade, "tower": choices.check_tower, "buy": choices.check_buy,
    "sell": lambda state, action: None, "refuse": lambda state, action: None,
    "erect": works.check_erect, "convert": works.check_convert, "helper": works.check_helper,
    "innkeeper": works.check_innkeeper, "done": lambda state, action: choices.done_problem(state),
    "palace": works.check_palace,
}


def illegal_reason(state: CastleState, action: Action) -> Refusal | None:
    """Why ``action`` may not be played now (None: it may)."""
    if action.kind not in KINDS_BY_PHASE.get(state.phase, ()):
        return Refusal(f"'{action.kind}' is not possible now: {PHASE_WORDS.get(state.phase, 'the game is over')}",
                       "phase.wrong", kind=action.kind, phase=state.phase)
    return CHECKS[action.kind](state, action)


def _producers(state: CastleState) -> list[tuple[str, Callable[[], list]]]:
    """(group, its legal actions) for the decision under way, in list order."""
    phase = state.phase
    if phase == SELECT:
        return [("choose", lambda: choices.list_choose(state))]
    if phase == MAIDEN:
        return _grouped(winter_choices.list_maiden(state))
    if phase == WINTER:
        return _grouped(winter_choices.list_winter(state) + works.list_convert(state))
    if phase == EQUIP:
        return [("equip", lambda: choices.list_equip(state))]
    if phase == SALE:
        return [("sale", lambda: [Sell(), Refuse()])]
    if phase == PALACE:
        return [("palace", lambda: works.list_palace(state)), ("convert", lambda: works.list_convert(state))]
    stage = state.stage
    if stage == RECALL:
        return [("recall", lambda: choices.list_recall(state))]
    if stage == TOWER:
        return [("tower", lambda: choices.list_tower(state))]
    if stage == PLACE:
        return [("trade", lambda: choices.list_trade(state)),
                ("done", lambda: [Done()] if choices.done_problem(state) is None else [])]
    out = [("buy", lambda: choices.list_buy(state))] if stage == BUY else []
    return out + [
        ("erect", lambda: works.list_erect(state)),
        ("convert", lambda: works.list_convert(state)),
        ("helper", lambda: works.list_helper(state) + works.list_innkeeper(state)),
        ("done", lambda: [Done()]),
    ]


def _grouped(actions: list[Action]) -> list[tuple[str, Callable[[], list]]]:
    groups: dict[str, list[Action]] = {}
    for action in actions:
        groups.setdefault(action.group_name(), []).append(action)
    return [(group, (lambda found=found: found)) for group, found in groups.items()]


def legal_actions(state: CastleState, group: str | None) -> list[Action]:
    """Every legal action now, or those of one decision group."""
    out: list[Action] = []
    for name, produce in _producers(state):
        if group is None or name == group:
            out.extend(produce())
    return out


def legal_groups(state: CastleState) -> list[str]:
    """The groups with a legal action, without listing every payment of every building."""
    found = []
    for name, produce in _producers(state):
        if name == "erect" and state.phase == RESOLVE:
            if works.can_erect(state):
                found.append(name)
            continue
        actions = produce()
        if actions:
            found.append(name)
            state.listed[name] = actions
    return found


def apply_action(state: CastleState, action: Action) -> list[Event]:
    """Carry out a legal action and everything that follows on its own."""
    events: list[Event] = []
    seat = state.current_player
    data = state.data
    kind = action.kind
    resource = data.index["resource"]
    if kind == "choose":
        card = data.index["character"][action.card]
        state.hand[seat].remove(card)
        state.chosen[seat] = sorted(state.chosen[seat] + [card])
        events.append(Event("chose", seat, {"count": len(state.chosen[seat])}))
        flow.after_choice(state, seat, events)
    elif kind in ("court", "decline", "deposit", "withdraw", "share"):
        if kind in ("deposit", "share"):
            item = len(data.resources) if action.item == TALER else resource[action.item]
            pending = getattr(winter, kind)(state, seat, item, events)
        else:
            pending = getattr(winter, kind)(state, seat, events)
        if not pending:
            flow.begin_selection(state)
    elif kind in ("lose", "pay", "donate"):
        if kind == "lose":
            pending = winter.lose(state, seat, data.index["character"][action.card], events)
        elif kind == "pay":
            pending = winter.pay(state, seat, winter_choices.winter_price(state, seat), events)
        else:
            pending = winter.donate(state, seat, action.stones, events)
        if not pending:
            flow.reveal(state, events)
    elif kind == "convert":
        works_effects.convert(state, seat, resource[action.piece], events)
        if state.phase == RESOLVE:
            flow.after_step(state, events)
    elif kind == "equip":
        _seat, card = state.equip_queue.pop(0)
        resolution.equip(state, seat, card, tuple(sorted(resource[p] for p in action.pieces)), events)
        flow.continue_equip(state, events)
    elif kind == "palace":
        scoring.convert_at_palace(state, seat, action.payment(), events)
    elif kind in ("sell", "refuse"):
        resolution.answer_sale(state, kind == "sell", events)
        flow.after_step(state, events)
    elif kind == "done":
        flow.finish_card(state, events)
    else:
        _resolve_step(state, seat, action, events)
        if kind == "buy" and state.sale is not None:
            state.phase = SALE
        else:
            flow.after_step(state, events)
    return events


def _resolve_step(state: CastleState, seat: int, action: Action, events: list[Event]) -> None:
    """The decisions inside a card's resolution."""
    data = state.data
    kind = action.kind
    if kind == "recall":
        resolution.recall(state, seat, data.index["cart"][action.at], events)
    elif kind == "trade":
        resolution.trade(state, seat, data.index["cart"][action.at], action.source, events)
    elif kind == "tower":
        resolution.take_tower(state, seat, data.index["resource"][action.resource], events)
    elif kind == "buy":
        resolution.buy(state, action.owner, data.index["character"][action.card], data.index["resource"][action.piece], events)
    elif kind == "erect":
        works_effects.erect(state, data.index["tile"][action.building], action.payment(), events)
    elif kind == "helper":
        works_effects.place_helper(state, data.index["space"][action.at], action.source, events)
    else:
        works_effects.place_innkeeper(state, action.source, events)
