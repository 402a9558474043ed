"""The Castle's small phrases: components by name, pieces counted ("4 sand, 1 clay"), seats by
name, and each engine action said as a player would say it (chips, hints, the log)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.core import Action
from gui.games.tilecity.texts import fill
from gui.i18n import translate
from gui.i18n_names import castle_name

RESOURCES = ("sand", "wood", "clay", "stone", "silver")  # the order of castle.yaml
TALER = "taler"


def name(identifier: str) -> str:
    """A component by its id: "Stonemason", "Servants' House", "Tower 3", "clay"."""
    return castle_name(identifier)


def talers(count: int) -> str:
    """"1 taler", "3 talers"."""
    return translate("castle", "%n talers", "", count)


def item_words(item: str, count: int = 1) -> str:
    """A count of pieces of one resource, or of talers: "2 clay", "1 taler"."""
    if item == TALER:
        return talers(count)
    return fill(translate("castle", "%1 %2", "count, resource"), count, name(item))


def pieces_words(pieces: Mapping[str, int]) -> str:
    """Pieces by resource in the board's order: "4 sand, 1 clay, 2 stone" ("nothing" if none)."""
    order = [r for r in (*RESOURCES, TALER) if pieces.get(r)] + [r for r in pieces if r not in (*RESOURCES, TALER) and pieces[r]]
    parts = [item_words(r, pieces[r]) for r in order]
    return ", ".join(parts) if parts else translate("castle", "nothing")


def payment_of(action: Action) -> dict[str, int]:
    """The pieces an erect or palace action pays, by resource."""
    return {r: getattr(action, r) or 0 for r in RESOURCES[:4] if getattr(action, r, None)}


def seat_name(names: Sequence[str], seat: object) -> str:
    """A seat's name ("someone" for a seat the view does not name)."""
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else translate("castle", "someone")


def cart_words(cart: str) -> str:
    """A cart by the resource it brings, or the rider: "the clay cart", "the rider"."""
    if cart == "rider":
        return translate("castle", "the rider")
    return fill(translate("castle", "the %1 cart"), name(cart))


def source_words(source: str | None) -> str:
    """Where a placed helper comes from: "" (the supply), "from the clay cart", "the innkeeper"."""
    if not source:
        return ""
    if source == "innkeeper":
        return translate("castle", "the innkeeper")
    return fill(translate("castle", "from %1"), cart_words(source))


def action_words(action: Action, names: Sequence[str]) -> str:
    """An action as a player says it: a chip's label or a hint."""
    kind = action.kind
    if kind == "choose":
        return fill(translate("castle", "Choose your %1"), name(action.card))
    if kind == "court":
        return translate("castle", "Court the Castle Maiden")
    if kind == "decline":
        return translate("castle", "Do not court her")
    if kind == "deposit":
        return fill(translate("castle", "Deposit %1"), item_words(action.item))
    if kind == "withdraw":
        return translate("castle", "Withdraw for good")
    if kind == "share":
        return fill(translate("castle", "Take %1"), item_words(action.item))
    if kind == "lose":
        return fill(translate("castle", "Give up your %1"), name(action.card))
    if kind == "pay":
        return translate("castle", "Pay the bank instead")
    if kind == "donate":
        return (translate("castle", "Donate no stone") if action.stones == 0 else
                translate("castle", "Donate %n stones", "", action.stones))
    if kind == "equip":
        counts: dict[str, int] = {}
        for piece in action.pieces:
            counts[piece] = counts.get(piece, 0) + 1
        return fill(translate("castle", "Take %1"), pieces_words(counts))
    if kind == "recall":
        return fill(translate("castle", "Take your helper back from %1"), cart_words(action.at))
    if kind == "trade":
        text = fill(translate("castle", "Send a helper to %1"), cart_words(action.at))
        return text + (" (" + translate("castle", "the innkeeper") + ")" if action.source == "innkeeper" else "")
    if kind == "tower":
        return fill(translate("castle", "Take the %1 from the defense tower"), name(action.resource))
    if kind == "buy":
        return fill(translate("castle", "Buy 1 %1 from %2's %3"), name(action.piece), seat_name(names, action.owner), name(action.card))
    if kind == "sell":
        return translate("castle", "Sell the piece")
    if kind == "refuse":
        return translate("castle", "Keep the piece")
    if kind == "erect":
        return fill(translate("castle", "Erect the %1 with %2"), name(action.building), pieces_words(payment_of(action)))
    if kind == "convert":
        return fill(translate("castle", "Forge 1 silver into 1 %1"), name(action.piece))
    if kind == "helper":
        text = fill(translate("castle", "Place a helper in the %1"), space_words(action.at))
        return text + (" (" + source_words(action.source) + ")" if action.source else "")
    if kind == "innkeeper":
        text = translate("castle", "Make a helper the innkeeper")
        return text + (" (" + source_words(action.source) + ")" if action.source else "")
    if kind == "done":
        return translate("castle", "Finish the card")
    if kind == "palace":
        paid = payment_of(action)
        return fill(translate("castle", "Turn %1 into points"), pieces_words(paid)) if paid else translate("castle", "Turn nothing into points")
    return kind


def space_words(space: str) -> str:
    """A helper space by its building and, where a building has spaces of different fees, the fee:
    "Forge (10 talers)", "Keep"."""
    location, _, fee = space.rpartition("-")
    if location and fee.isdigit() and location not in ("servants", "market", "palace", "barn"):
        return fill(translate("castle", "%1 (%2)", "building, fee"), name(location), talers(int(fee)))
    if location == "servants":
        return name("servants-house")
    return name(location or space)
