"""Where a tile-city move happens on the table, and what a suggested move achieves.

A hint and a log line both point at pieces: the tiles a move takes or places (tile ids are
unique, so a tile is found wherever it lies now), the cells it fills, the money it takes or
pays. Cards are interchangeable, so they are pointed at only for a move still to be played,
never for one in the past. A game's table adds its own actions through ``table.extra_places``,
``table.extra_suggestion`` and ``table.extra_reason``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from engine.core import Action, Event
from engine.tilecity.actions import (
    AddFromReserve,
    BuyTile,
    EndActions,
    PlaceTile,
    RemoveToReserve,
    ReserveTile,
    SwapWithReserve,
    TakeMoney,
)
from engine.tilecity.money import card_value
from engine.tilecity.payment import can_pay_exactly
from gui.games.tilecity.texts import money_text
from gui.i18n import translate
from gui.i18n_names import building_name

if TYPE_CHECKING:
    from gui.games.tilecity.play import TileCityPlay



def piece_rect(item) -> QRectF | None:
    """A piece's own area on the scene (without its selection margin), if it is shown."""
    if item is None or item.scene() is None or not item.isVisible():
        return None
    return item.mapRectToScene(item.rect())


def tile_rect(table: TileCityPlay, tile: str) -> QRectF | None:
    """Where ``tile`` lies now."""
    return piece_rect(table.tiles.get(tile))


def cell_rect(table: TileCityPlay, seat: int, at) -> QRectF | None:
    """A cell of ``seat``'s city, in the large city or in a side panel."""
    frame = table.frame if seat == table.big_seat else table.side_cities.get(seat)
    return None if frame is None else frame.cell_rect(tuple(at))


def card_rects(table: TileCityPlay, place: str, shown: list, cards) -> list[QRectF]:
    """The items of ``cards`` (codes) among the cards ``shown`` in ``place`` (display or hand),
    each card taken once."""
    free = list(enumerate(shown))
    out = []
    for card in cards:
        for k, (index, code) in enumerate(free):
            if code == card:
                rect = piece_rect(table.cards.get((place, index)))
                if rect is not None:
                    out.append(rect)
                del free[k]
                break
    return out


def places_of_action(table: TileCityPlay, action: Action) -> list[QRectF]:
    """The pieces and places of a move still to be played, in scene units."""
    view = table.view
    seat = view["current_player"] if view.get("current_player") is not None else table.big_seat
    rects: list[QRectF | None] = []
    if isinstance(action, TakeMoney):
        rects += card_rects(table, "display", view["display"], action.cards)
    elif isinstance(action, BuyTile):
        tile = view["market"][action.slot - 1]
        rects.append(None if tile is None else tile_rect(table, tile))
        rects += card_rects(table, "hand", view.get("hand", []), action.pay)
    elif isinstance(action, (PlaceTile, AddFromReserve)):
        rects += [tile_rect(table, action.tile), cell_rect(table, seat, action.at)]
    elif isinstance(action, SwapWithReserve):
        rects += [tile_rect(table, action.tile), tile_rect(table, action.reserve)]
    elif isinstance(action, (RemoveToReserve, ReserveTile)):
        reserve = table.slots.get("reserve")
        rects += [tile_rect(table, action.tile), None if reserve is None else reserve.sceneBoundingRect()]
    elif isinstance(action, type(table.session.state).GIFT):
        rects.append(tile_rect(table, action.tile))
    else:
        rects += table.extra_places(action)
    return [rect for rect in rects if rect is not None]


def places_of_event(table: TileCityPlay, event: Event) -> list[QRectF]:
    """The tiles an event names, where they lie now."""
    data = event.data
    tiles: list[str] = []
    if isinstance(data.get("tile"), str):
        tiles = [data["tile"]] + ([data["reserve"]] if isinstance(data.get("reserve"), str) else [])
    elif event.kind == "market_refilled":
        tiles = list(data["tiles"].values())
    elif event.kind.endswith("_drew") and isinstance(data.get("tiles"), list):  # the neutral player's draw
        tiles = list(data["tiles"])
    elif event.kind == "hut_taken":
        tiles = [data["hut"]]
    return [rect for rect in (tile_rect(table, tile) for tile in tiles) if rect is not None]


def _type_counts(table: TileCityPlay, view: dict, seat: int, btype: str) -> tuple[int, int]:
    """How many tiles of ``btype`` ``seat``'s city holds, and the most any rival holds (the
    neutral player included)."""
    groups = [[tile for _x, _y, tile in city] for city in view["cities"]]
    if view.get(table.neutral_key) is not None:
        groups.append(list(view[table.neutral_key]))
    counts = [sum(1 for tile in tiles if table.scored_type(tile) == btype) for tiles in groups]
    return counts[seat], max((n for k, n in enumerate(counts) if k != seat), default=0)


def suggestion_text(table: TileCityPlay, action: Action) -> str | None:
    """A suggested move said to the player ("Buy the Tower 7, paying 4 and 3 ducat."), or None."""
    view = table.view
    name = table.piece_words
    seat = view["current_player"] if view.get("current_player") is not None else table.big_seat
    if isinstance(action, TakeMoney):
        return translate("tilecity", "Take %1.").replace("%1", money_text(action.cards))
    if isinstance(action, BuyTile):
        tile = view["market"][action.slot - 1]
        return translate("tilecity", "Buy the %1, paying %2.").replace("%1", name(tile)).replace("%2", money_text(action.pay))
    if isinstance(action, (PlaceTile, AddFromReserve)):
        return translate("tilecity", "Build the %1 in %2, where it is marked.").replace("%1", name(action.tile)).replace("%2", table.city_words(seat))
    if isinstance(action, SwapWithReserve):
        return translate("tilecity", "Swap the %1 for the %2 from your reserve.").replace("%1", name(action.tile)).replace("%2", name(action.reserve))
    if isinstance(action, RemoveToReserve):
        return (translate("tilecity", "Take the %1 out of %2 into your reserve.")
                .replace("%1", name(action.tile)).replace("%2", table.city_words(seat)))
    if isinstance(action, ReserveTile):
        return translate("tilecity", "Put the %1 in your reserve.").replace("%1", name(action.tile))
    if isinstance(action, type(table.session.state).GIFT):
        return translate("tilecity", "Give the %1 to %2.").replace("%1", name(action.tile)).replace("%2", table.neutral_name())
    if isinstance(action, EndActions):
        return translate("tilecity", "End your turn.")
    return table.extra_suggestion(action)


def hint_reason(table: TileCityPlay, action: Action) -> str | None:
    """What the suggested move achieves, in one line, or None to leave it to the generic line.

    It reads the mover's own views before and after the move (the engine plays it on a copy):
    nothing the mover could not see."""
    state = table.session.state
    seat = state.current_player
    costs = state.data.costs
    view = state.player_view(seat)
    market = view["market"]
    if isinstance(action, BuyTile):
        cost = costs[market[action.slot - 1]]
        paid = sum(card_value(c) for c in action.pay)
        if paid == cost:
            return translate("tilecity", "An exact payment: you may take another action.")
        exact_elsewhere = any(isinstance(a, BuyTile) and sum(card_value(c) for c in a.pay) == costs[market[a.slot - 1]]
                              for a in state.legal_actions())
        if exact_elsewhere:
            return translate("tilecity", "You overpay by %1, but this building is worth more to you than an exact purchase.").replace("%1", str(paid - cost))
        return translate("tilecity", "No exact payment is open; you overpay by %1.").replace("%1", str(paid - cost))
    if isinstance(action, TakeMoney):
        return _money_reason(table, action, view)
    if isinstance(action, (PlaceTile, AddFromReserve, SwapWithReserve)):
        btype = table.scored_type(action.tile)
        after = state.clone()
        after.apply(action)
        view_after = after.player_view(seat)
        if btype is not None:
            mine_before, rival_before = _type_counts(table, view, seat, btype)
            mine_after, rival_after = _type_counts(table, view_after, seat, btype)
            if mine_after > rival_after and mine_before <= rival_before:
                return translate("tilecity", "It gives you the most %1 (%2).").replace("%1", building_name(btype)).replace("%2", str(mine_after))
        edge_before, edge_after = view[table.edge_key][seat], view_after[table.edge_key][seat]
        if edge_after > edge_before:
            return table.edge_grows_text(edge_before, edge_after)
    if isinstance(action, ReserveTile):
        return translate("tilecity", "Kept in your reserve, it can still be built later.")
    return table.extra_reason(action)


def _money_reason(table: TileCityPlay, action: TakeMoney, view: dict) -> str | None:
    """Why take these cards: an exact payment they open, or the most money on offer."""
    state = table.session.state
    seat = state.current_player
    after = state.clone()
    after.apply(action)
    hand_before, hand_after = view["hand"], after.player_view(seat)["hand"]
    changers = table.payment_changers()
    for slot, tile in enumerate(view["market"]):
        if tile is None:
            continue
        code, cost = state.data.currency_by_id[view["market_currencies"][slot]].code, state.data.costs[tile]
        if can_pay_exactly(hand_after, code, cost, changers) and not can_pay_exactly(hand_before, code, cost, changers):
            return translate("tilecity", "With it you can pay the %1 exactly next turn, if it is still there.").replace("%1", table.piece_words(tile))
    taken = sum(card_value(c) for c in action.cards)
    best = max((sum(card_value(c) for c in a.cards) for a in state.legal_actions() if isinstance(a, TakeMoney)), default=0)
    return translate("tilecity", "It is the most money you can take: %1.").replace("%1", str(taken)) if taken >= best else None
