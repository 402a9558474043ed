"""A Castle for All Seasons in plain words: log lines for every event, the status line of the
decision under way, and every refusal of the engine.

Components are named as on the cards and the board ("Stonemason", "Servants' House", "the clay
cart"), pieces counted ("4 sand, 1 clay"), never by engine ids.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from engine.core import Event, Refusal
from gui.games.castle.words import (
    cart_words,
    item_words,
    name,
    pieces_words,
    seat_name,
    space_words,
    talers,
)
from gui.games.tilecity.texts import capital, fill
from gui.i18n import translate


def _counted(rule: str | None, count: int) -> str:
    """What a counted score rule counts, for the final scoring's lines ("" for other rules)."""
    if rule == "unoccupied":
        return translate("castle", "%n empty helper spaces in the castle", "", count)
    if rule == "helpers":
        return translate("castle", "%n helpers in the castle", "", count)
    if rule == "towers":
        return translate("castle", "%n towers erected", "", count)
    if rule == "houses":
        return translate("castle", "%n houses erected", "", count)
    if rule == "unbuilt":
        return translate("castle", "%n buildings not erected", "", count)
    if rule == "silver":
        return translate("castle", "%n silver in the forge", "", count)
    return ""


def _scored(data: dict, who: str) -> str:
    rule, vp, place = data.get("rule"), data.get("vp", 0), name(data.get("location", ""))
    if rule == "market":
        return fill(translate("castle", "%1's market helper buys %2 VP for %3."), who, vp, talers(data.get("talers", 0)))
    if rule == "palace":
        return fill(translate("castle", "%1's palace helper turns %2 into %3 VP."), who, pieces_words(data.get("pieces", {})), vp)
    if rule == "barn":
        return fill(translate("castle", "%1 scores %2 VP in the Barn (%3 helpers there)."), who, vp, data.get("count", 0))
    counted = _counted(rule, data.get("count", 0))
    return fill(translate("castle", "%1 scores %2 VP in the %3: %4."), who, vp, place, counted)


def _erected(data: dict, who: str) -> str:
    text = fill(translate("castle", "%1 erects the %2, paying %3, and scores %4 VP."), who, name(data["building"]),
                pieces_words(data.get("paid", {})), data.get("vp", 0))
    if data.get("talers"):
        text += " " + fill(translate("castle", "The Stonemason's reward: %1."), talers(data["talers"]))
    if data.get("last"):
        text += " " + translate("castle", "The castle is complete: this is the last round.")
    return text


def _traded(data: dict, who: str, names: Sequence[str]) -> str:
    text = fill(translate("castle", "%1 sends a helper to %2."), who, cart_words(data["at"]))
    if data.get("source") == "innkeeper":
        text = fill(translate("castle", "%1 sends the innkeeper to %2."), who, cart_words(data["at"]))
    if data.get("displaced") is not None:
        text += " " + fill(translate("castle", "%1's helper there goes back to the supply."), seat_name(names, data["displaced"]))
    return text


def _placed(data: dict, who: str) -> str:
    where = space_words(data["space"])
    fee = talers(data.get("fee", 0))
    if data.get("source") == "innkeeper":
        return fill(translate("castle", "%1's innkeeper moves to the %2 for %3."), who, where, fee)
    if data.get("source"):
        return fill(translate("castle", "%1 brings a helper from %2 to the %3 for %4."), who, cart_words(data["source"]), where, fee)
    return fill(translate("castle", "%1 places a helper in the %2 for %3."), who, where, fee)


def _winter_card(data: dict) -> str:
    card = name(data["card"])
    if data.get("type") == "persistent":
        return fill(translate("castle", "Winter card: the %1 comes into play."), card)
    return fill(translate("castle", "Winter card: the %1 strikes."), card)


EventWords = Callable[[dict, str, Sequence[str]], str]

_EVENTS: dict[str, EventWords] = {
    "round_started": lambda d, who, names: fill(translate("castle", "Round %1 begins; %2 is the first player and takes a taler from the round track."),
                                                d["round"], who),
    "chose": lambda d, who, names: fill(translate("castle", "%1 lays a card face down."), who),
    "revealed": lambda d, who, names: fill(translate("castle", "The cards are revealed: %1."), "; ".join(
        fill(translate("castle", "%1 %2", "name, cards"), seat_name(names, s), ", ".join(name(c) for c in cards))
        for s, cards in enumerate(d.get("cards", [])) if cards)),
    "resolved": lambda d, who, names: fill(translate("castle", "%1's %2 is done."), who, name(d["card"])),
    "round_ended": lambda d, who, names: fill(translate("castle", "Round %1 ends."), d["round"]),
    "equipped": lambda d, who, names: fill(translate("castle", "%1's %2 takes %3."), who, name(d["card"]), pieces_words(d.get("pieces", {}))),
    "messenger": lambda d, who, names: fill(translate("castle", "%1's Messenger brings %2."), who, talers(d.get("talers", 0))),
    "collected": lambda d, who, names: fill(translate("castle", "%1 collects %2 from the %3."), who, pieces_words(d.get("pieces", {})), name(d["card"])),
    "master_builder": lambda d, who, names: fill(
        translate("castle", "%1's Master Builder: %n buildings by others this round, %2 VP; the played cards come back to the hand.",
                  None, d.get("buildings", 0)),
        who, d.get("vp", 0)),
    "taxed": lambda d, who, names: (fill(translate("castle", "%1 pays the Village Tavern %2 (to %3)."), who, talers(d["talers"]), seat_name(names, d["to"]))
                                    if d.get("to") is not None else fill(translate("castle", "%1 pays the Village Tavern %2."), who, talers(d["talers"]))),
    "tax_unpaid": lambda d, who, names: fill(translate("castle", "%1 cannot pay the Village Tavern %2 and places no trader helper."), who, talers(d["talers"])),
    "recalled": lambda d, who, names: fill(translate("castle", "%1 takes the helper back from %2."), who, cart_words(d["at"])),
    "traded": lambda d, who, names: _traded(d, who, names),
    "distributed": lambda d, who, names: fill(translate("castle", "%1 receives %2 from %3 (%4 to the defense tower)."), who,
                                              item_words(d["resource"], d.get("received", 0)), cart_words(d["at"]), d.get("tribute", 0)),
    "tower_taken": lambda d, who, names: fill(translate("castle", "%1's Bricklayer takes %2 from the defense tower."), who, item_words(d["resource"], d.get("count", 0))),
    "sale_asked": lambda d, who, names: fill(translate("castle", "%1 asks %2 for the last %3 on the %4."), who, seat_name(names, d["owner"]),
                                             name(d["piece"]), name(d["card"])),
    "bought": lambda d, who, names: fill(translate("castle", "%1 buys 1 %2 from %3's %4 for a taler."), who, name(d["piece"]),
                                         seat_name(names, d["owner"]), name(d["card"])),
    "sale_refused": lambda d, who, names: fill(translate("castle", "%1 keeps the last %2 on the %3."), who, name(d["piece"]), name(d["card"])),
    "erected": lambda d, who, names: _erected(d, who),
    "converted": lambda d, who, names: fill(translate("castle", "%1 puts a silver into the forge and takes 1 %2."), who, name(d["piece"])),
    "helper_placed": lambda d, who, names: _placed(d, who),
    "innkeeper_placed": lambda d, who, names: fill(translate("castle", "%1's helper becomes the innkeeper of the Village Tavern (fee %2, takes %3 from the card)."),
                                                   who, talers(d.get("fee", 0)), talers(d.get("pool", 0))),
    "winter_card": lambda d, who, names: _winter_card(d),
    "paid": lambda d, who, names: fill(translate("castle", "%1 pays %2 for the %3."), who, talers(d.get("talers", 0)), name(d["card"])),
    "lost": lambda d, who, names: fill(translate("castle", "%1 gives up the %2 to the %3."), who, name(d["card"]), name(d["winter"])),
    "donated": lambda d, who, names: fill(translate("castle", "%1 gives %2 stone to the Crack in the Wall for %3 VP."), who, d.get("stones", 0), d.get("vp", 0)),
    "courted": lambda d, who, names: fill(translate("castle", "%1 courts the Castle Maiden."), who),
    "declined": lambda d, who, names: fill(translate("castle", "%1 does not court the Castle Maiden."), who),
    "deposited": lambda d, who, names: fill(translate("castle", "%1 lays %2 on the Castle Maiden."), who, item_words(d["item"])),
    "withdrew": lambda d, who, names: fill(translate("castle", "%1 withdraws from the courtship."), who),
    "maiden_won": lambda d, who, names: fill(translate("castle", "%1 wins the Castle Maiden: %2 VP; the others share %3."), who, d.get("vp", 0),
                                             pieces_words(d.get("items", {}))),
    "maiden_failed": lambda d, who, names: fill(translate("castle", "Nobody wins the Castle Maiden; %1 go to the bank and the stock."),
                                                pieces_words(d.get("items", {}))),
    "shared": lambda d, who, names: fill(translate("castle", "%1 takes %2 from the Castle Maiden."), who, item_words(d["item"])),
    "final_scoring": lambda d, who, names: translate("castle", "The game ends: the helpers in the castle score."),
    "scored": lambda d, who, names: _scored(d, who),
    "game_over": lambda d, who, names: _game_over(d, names),
}


def _game_over(data: dict, names: Sequence[str]) -> str:
    winners = data.get("winners", [])
    scores = ", ".join(fill(translate("castle", "%1 %2", "name, points"), n, s) for n, s in zip(names, data.get("scores", [])))
    who = " " + translate("castle", "and") + " "
    return fill(translate("castle", "Game over: %1. Won by %2."), scores, who.join(seat_name(names, w) for w in winners))


def event_text(event: Event, names: Sequence[str]) -> str | None:
    """A log line for an event (None for a kind the log does not tell)."""
    words = _EVENTS.get(event.kind)
    if words is None:
        return None
    return words(event.data or {}, seat_name(names, event.player), names)


# ----- the status line ----------------------------------------------------------------------------


_STAGES = {
    "recall": QT_TRANSLATE_NOOP("castle", "take a trader helper back"),
    "place": QT_TRANSLATE_NOOP("castle", "send a helper to a cart"),
    "tower": QT_TRANSLATE_NOOP("castle", "take one resource from the defense tower"),
    "buy": QT_TRANSLATE_NOOP("castle", "buy from the Workers, erect buildings, place helpers"),
    "build": QT_TRANSLATE_NOOP("castle", "erect buildings and place helpers"),
    "helpers": QT_TRANSLATE_NOOP("castle", "place helpers in the castle"),
}


def decision_words(view: dict[str, Any]) -> str:
    """What the decision under way asks, without a name: "choose a character card"."""
    phase = view.get("phase")
    if phase == "select":
        return translate("castle", "choose a character card in secret")
    if phase == "maiden":
        step = ((view.get("winter") or {}).get("maiden") or {}).get("step")
        return {"declare": translate("castle", "court the Castle Maiden or not"), "court": translate("castle", "deposit on the Castle Maiden or withdraw"),
                "share": translate("castle", "take an item from the Castle Maiden")}.get(step, translate("castle", "decide on the Castle Maiden"))
    if phase == "winter":
        current = (view.get("winter") or {}).get("current")
        return fill(translate("castle", "answer the %1"), name(current)) if current else translate("castle", "answer the winter card")
    if phase == "equip":
        return translate("castle", "choose the Stone Worker's two pieces")
    if phase == "sale":
        return translate("castle", "sell the last piece of a Worker or keep it")
    if phase == "palace":
        return translate("castle", "turn pieces into points with the palace helpers")
    active = (view.get("resolution") or {}).get("active")
    if phase == "resolve" and active:
        stage = translate("castle", _STAGES.get(active.get("stage"), "")) if active.get("stage") in _STAGES else ""
        return fill(translate("castle", "%1: %2"), name(active["card"]), stage) if stage else name(active["card"])
    return ""


def status_text(view: dict[str, Any], names: Sequence[str], mine: bool) -> str:
    """Whose turn it is and what they decide."""
    if view.get("over"):
        winners = view.get("winners", [])
        return fill(translate("castle", "The game is over: %1 wins."), (" " + translate("castle", "and") + " ").join(seat_name(names, w) for w in winners))
    current = view.get("current")
    head = fill(translate("castle", "Round %1 of %2"), view.get("round", 0), view.get("rounds", 0))
    what = decision_words(view)
    if mine:
        return fill(translate("castle", "%1 · Your turn: %2."), head, what)
    return fill(translate("castle", "%1 · %2 is to %3."), head, seat_name(names, current), what)


# ----- refusals -------------------------------------------------------------------------------


_REFUSALS = {
    "game.over": QT_TRANSLATE_NOOP("castle", "The game is over."),
    "phase.wrong": QT_TRANSLATE_NOOP("castle", "That cannot be done now."),
    "card.unknown": QT_TRANSLATE_NOOP("castle", "There is no such character card."),
    "card.chosen": QT_TRANSLATE_NOOP("castle", "You have laid your %card face down already."),
    "card.lost": QT_TRANSLATE_NOOP("castle", "Your %card is out of the game."),
    "card.in_play_area": QT_TRANSLATE_NOOP("castle", "Your %card lies in your play area until a Master Builder takes it back."),
    "card.master_builder_first_round": QT_TRANSLATE_NOOP("castle", "The Master Builder may not be chosen in the first round."),
    "card.master_builder_full_hand": QT_TRANSLATE_NOOP("castle", "The Master Builder may not be chosen while you hold all your cards."),
    "court.not_now": QT_TRANSLATE_NOOP("castle", "A courtship of the Castle Maiden is not declared now."),
    "decline.not_now": QT_TRANSLATE_NOOP("castle", "A courtship of the Castle Maiden is not declined now."),
    "deposit.not_now": QT_TRANSLATE_NOOP("castle", "Nothing is deposited on the Castle Maiden now."),
    "withdraw.not_now": QT_TRANSLATE_NOOP("castle", "Nobody withdraws from the courtship now."),
    "share.not_now": QT_TRANSLATE_NOOP("castle", "The Castle Maiden's items are not shared now."),
    "maiden.nothing_to_deposit": QT_TRANSLATE_NOOP("castle", "A suitor deposits a piece or a taler, and you have none."),
    "item.unknown": QT_TRANSLATE_NOOP("castle", "That is neither a resource nor a taler."),
    "maiden.item_not_held": QT_TRANSLATE_NOOP("castle", "You have no %item to deposit."),
    "maiden.declarer_must_deposit": QT_TRANSLATE_NOOP("castle", "Who declares the courtship deposits in that round."),
    "maiden.item_not_on_card": QT_TRANSLATE_NOOP("castle", "No %item is left on the Castle Maiden."),
    "lose.not_now": QT_TRANSLATE_NOOP("castle", "This winter card takes no character card."),
    "lose.not_in_play_area": QT_TRANSLATE_NOOP("castle", "The Plague takes a card from your play area, and your %card is not there."),
    "lose.not_worker": QT_TRANSLATE_NOOP("castle", "The Snowdrift takes a Worker."),
    "lose.face_down": QT_TRANSLATE_NOOP("castle", "Your %card lies face down for this round and cannot be given up."),
    "pay.not_now": QT_TRANSLATE_NOOP("castle", "This winter card asks for no payment."),
    "pay.not_enough": QT_TRANSLATE_NOOP("castle", "Paying costs %price talers, and you have fewer."),
    "donate.not_now": QT_TRANSLATE_NOOP("castle", "Stone is donated to the Crack in the Wall only."),
    "donate.negative": QT_TRANSLATE_NOOP("castle", "A donation cannot be below nothing."),
    "donate.too_many": QT_TRANSLATE_NOOP("castle", "At most %most stone may be donated."),
    "donate.not_held": QT_TRANSLATE_NOOP("castle", "You have only %held stone."),
    "convert.not_now": QT_TRANSLATE_NOOP("castle", "Silver is forged into other pieces while paying, not now."),
    "convert.not_stone": QT_TRANSLATE_NOOP("castle", "The Crack in the Wall takes stone: forge silver into stone."),
    "equip.count": QT_TRANSLATE_NOOP("castle", "The Stone Worker takes %count pieces of your choice."),
    "equip.piece": QT_TRANSLATE_NOOP("castle", "The Stone Worker's pieces are chosen among sand, wood and clay."),
    "resource.unknown": QT_TRANSLATE_NOOP("castle", "There is no such resource."),
    "equip.stock_short": QT_TRANSLATE_NOOP("castle", "The stock has not that many of those pieces."),
    "recall.not_now": QT_TRANSLATE_NOOP("castle", "No trader helper is taken back now."),
    "cart.unknown": QT_TRANSLATE_NOOP("castle", "There is no such cart."),
    "recall.not_own": QT_TRANSLATE_NOOP("castle", "You have no trader helper at %cart."),
    "recall.must": QT_TRANSLATE_NOOP("castle", "A Trader who cannot pay the Village Tavern takes a trader helper back first."),
    "trade.not_now": QT_TRANSLATE_NOOP("castle", "Only a Trader sends helpers to the carts."),
    "trade.unpaid": QT_TRANSLATE_NOOP("castle", "A Trader who could not pay the Village Tavern places no helper."),
    "trade.source_unknown": QT_TRANSLATE_NOOP("castle", "A trader helper comes from your supply or is the innkeeper."),
    "trade.no_innkeeper": QT_TRANSLATE_NOOP("castle", "You have no innkeeper at the Village Tavern."),
    "trade.no_helper": QT_TRANSLATE_NOOP("castle", "You have no helper left in your supply."),
    "trade.own_helper": QT_TRANSLATE_NOOP("castle", "Your own helper is at %cart already."),
    "trade.rider_closed": QT_TRANSLATE_NOOP("castle", "The rider takes a helper only when all four carts have one."),
    "trade.displace_closed": QT_TRANSLATE_NOOP("castle", "A helper is sent home from a cart only when all four carts are taken."),
    "trade.placed_this_round": QT_TRANSLATE_NOOP("castle", "The helper at %cart came this round and cannot be sent home."),
    "trade.must_place": QT_TRANSLATE_NOOP("castle", "A Trader with a helper in the supply sends it to a cart where it may go."),
    "tower.not_now": QT_TRANSLATE_NOOP("castle", "Only a Bricklayer takes from the defense tower, at the start of the card."),
    "tower.none": QT_TRANSLATE_NOOP("castle", "The defense tower holds no %resource."),
    "tower.must_take": QT_TRANSLATE_NOOP("castle", "The Bricklayer takes one resource from the defense tower first."),
    "buy.not_now": QT_TRANSLATE_NOOP("castle", "A Stonemason buys from the Workers before building."),
    "buy.no_seat": QT_TRANSLATE_NOOP("castle", "There is no such player."),
    "buy.own_worker": QT_TRANSLATE_NOOP("castle", "A Stonemason does not buy from its owner's own Worker."),
    "buy.not_revealed": QT_TRANSLATE_NOOP("castle", "That player revealed no %card this round."),
    "buy.piece_missing": QT_TRANSLATE_NOOP("castle", "The card holds no %piece."),
    "buy.refused": QT_TRANSLATE_NOOP("castle", "The Worker's owner kept its last piece from you."),
    "buy.limit_total": QT_TRANSLATE_NOOP("castle", "A Stonemason buys one piece in all."),
    "buy.limit_card": QT_TRANSLATE_NOOP("castle", "A Stonemason buys one piece from each Worker card."),
    "buy.no_taler": QT_TRANSLATE_NOOP("castle", "A piece costs a taler, and you have none."),
    "erect.role": QT_TRANSLATE_NOOP("castle", "This card erects no buildings: only the Bricklayer, the Stonemason and the Workers do."),
    "erect.after_helpers": QT_TRANSLATE_NOOP("castle", "Buildings are erected before helpers are placed."),
    "erect.limit": QT_TRANSLATE_NOOP("castle", "A card erects at most %limit buildings."),
    "building.unknown": QT_TRANSLATE_NOOP("castle", "There is no such building."),
    "building.erected": QT_TRANSLATE_NOOP("castle", "The %building stands already."),
    "payment.negative": QT_TRANSLATE_NOOP("castle", "A payment cannot hold fewer than no pieces."),
    "payment.not_held": QT_TRANSLATE_NOOP("castle", "You do not have that much %resource."),
    "payment.value": QT_TRANSLATE_NOOP("castle", "Those pieces are worth %value building points; the building needs exactly %cost."),
    "payment.types": QT_TRANSLATE_NOOP("castle", "A payment uses at least %needed different resources."),
    "convert.role": QT_TRANSLATE_NOOP("castle", "Silver is forged only while a card erects buildings."),
    "convert.after_helpers": QT_TRANSLATE_NOOP("castle", "Silver is forged before helpers are placed."),
    "convert.limit": QT_TRANSLATE_NOOP("castle", "This card has erected all it may: nothing is left to forge silver for."),
    "convert.castle_complete": QT_TRANSLATE_NOOP("castle", "Every building stands: there is nothing left to pay for."),
    "convert.silver": QT_TRANSLATE_NOOP("castle", "Silver is forged into another resource."),
    "convert.no_silver": QT_TRANSLATE_NOOP("castle", "You have no silver to put into the forge."),
    "convert.stock_empty": QT_TRANSLATE_NOOP("castle", "The stock has no %resource left."),
    "helper.role": QT_TRANSLATE_NOOP("castle", "Only a Bricklayer or a Stonemason places helpers in the castle."),
    "helper.no_building": QT_TRANSLATE_NOOP("castle", "You place helpers only in a round in which you erected a building."),
    "helper.cap": QT_TRANSLATE_NOOP("castle", "You have placed %cap helpers this round already."),
    "space.unknown": QT_TRANSLATE_NOOP("castle", "There is no such helper space."),
    "space.closed": QT_TRANSLATE_NOOP("castle", "The %location is not erected yet."),
    "space.taken": QT_TRANSLATE_NOOP("castle", "That space holds a helper already."),
    "helper.same_building": QT_TRANSLATE_NOOP("castle", "You placed a helper in the %location this round already."),
    "helper.no_helper": QT_TRANSLATE_NOOP("castle", "You have no helper left in your supply."),
    "helper.no_innkeeper": QT_TRANSLATE_NOOP("castle", "You have no innkeeper at the Village Tavern."),
    "helper.source_unknown": QT_TRANSLATE_NOOP("castle", "A helper comes from your supply, your own trader helper or the innkeeper."),
    "helper.not_own_cart": QT_TRANSLATE_NOOP("castle", "You have no trader helper at %source."),
    "helper.fee": QT_TRANSLATE_NOOP("castle", "The space costs %fee talers; you have %talers."),
    "innkeeper.role": QT_TRANSLATE_NOOP("castle", "Only a Bricklayer or a Stonemason makes a helper the innkeeper."),
    "innkeeper.no_building": QT_TRANSLATE_NOOP("castle", "The innkeeper comes only in a round in which you erected a building."),
    "innkeeper.cap": QT_TRANSLATE_NOOP("castle", "You have placed %cap helpers this round already."),
    "innkeeper.no_tavern": QT_TRANSLATE_NOOP("castle", "The Village Tavern is not in play."),
    "innkeeper.taken": QT_TRANSLATE_NOOP("castle", "The Village Tavern has an innkeeper already."),
    "innkeeper.source_innkeeper": QT_TRANSLATE_NOOP("castle", "The innkeeper is the innkeeper already."),
    "innkeeper.no_helper": QT_TRANSLATE_NOOP("castle", "You have no helper left in your supply."),
    "innkeeper.source_unknown": QT_TRANSLATE_NOOP("castle", "The innkeeper comes from your supply or your own trader helper."),
    "innkeeper.not_own_cart": QT_TRANSLATE_NOOP("castle", "You have no trader helper at %source."),
    "innkeeper.fee": QT_TRANSLATE_NOOP("castle", "The innkeeper costs %fee talers, and you have fewer."),
    "palace.too_many": QT_TRANSLATE_NOOP("castle", "Your palace helpers turn at most %limit pieces into points."),
}
REFUSAL_CODES = frozenset(_REFUSALS)

# How a subject is said: a cart as "the clay cart", the other names as on the board.
_CART_SUBJECTS = ("cart", "source")


def _subject(key: str, value: object) -> str:
    if isinstance(value, str):
        return cart_words(value) if key in _CART_SUBJECTS else name(value)
    return str(value)


def refusal_text(refusal: Refusal) -> str | None:
    """An engine refusal in player words (None for a code the table does not know)."""
    source = _REFUSALS.get(refusal.code)
    if source is None:
        return None
    text = translate("castle", source)
    # Longest keys first, so %cap never eats the start of a longer name.
    for key in sorted(refusal.subjects, key=len, reverse=True):
        text = text.replace("%" + key, _subject(key, refusal.subjects[key]))
    return capital(text)
