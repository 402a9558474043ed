"""Where an Alhambra move happens on the table, and what a suggested move achieves.

A hint and a log line both point at pieces: the tiles a move takes or places (tile ids are
unique, so a tile is found wherever it lies now), the cells it fills, the money it takes or
pays. Cards are interchangeable, so they are pointed at only for a move still to be played,
never for one in the past.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF

from engine.alhambra.actions import (
    AddFromReserve,
    BuyTile,
    EndActions,
    GiveToDirk,
    PlaceTile,
    RemoveToReserve,
    ReserveTile,
    SwapWithReserve,
    TakeMoney,
    VizierBuy,
)
from engine.alhambra.actions import RevealBonus
from engine.alhambra.components import card_value
from engine.alhambra.payment import can_pay_exactly
from engine.core import Action, Event
from gui.games.alhambra.texts import money_text
from gui.i18n_names import building_name, tile_name

if TYPE_CHECKING:
    from gui.games.tilecity.table import TileCityTable

# Events that name a tile, and where the tile is after them.
TILE_EVENTS = ("tile_bought", "tile_added", "tile_removed", "tiles_swapped", "tile_placed", "tile_reserved",
               "tile_given_to_dirk", "tile_awarded", "tile_unawarded")


def _piece_rect(item) -> QRectF | None:
    """A piece's own area on the scene (without its selection margin), if it is shown."""
    if item is None or item.scene() is None or not item.isVisible():
        return None
    return item.mapRectToScene(item.rect())


def tile_rect(table: TileCityTable, tile: str) -> QRectF | None:
    """Where ``tile`` lies now."""
    return _piece_rect(table.tiles.get(tile))


def cell_rect(table: TileCityTable, seat: int, at) -> QRectF | None:
    """A cell of ``seat``'s Alhambra, in the large city or in a side panel."""
    frame = table.frame if seat == table.big_seat else table.side_cities.get(seat)
    return None if frame is None else frame.cell_rect(tuple(at))


def _card_rects(table: TileCityTable, place: str, shown: list, cards) -> list[QRectF]:
    """The items of ``cards`` (codes) among the cards ``shown`` in ``place`` (display or hand),
    each card taken once."""
    free = list(enumerate(shown))
    out = []
    for card in cards:
        for k, (index, code) in enumerate(free):
            if code == card:
                rect = _piece_rect(table.cards.get((place, index)))
                if rect is not None:
                    out.append(rect)
                del free[k]
                break
    return out


def places_of_action(table: TileCityTable, action: Action) -> list[QRectF]:
    """The pieces and places of a move still to be played, in scene units."""
    view = table.view
    seat = view["current_player"] if view.get("current_player") is not None else table.big_seat
    rects: list[QRectF | None] = []
    if isinstance(action, TakeMoney):
        rects += _card_rects(table, "display", view["display"], action.cards)
    elif isinstance(action, (BuyTile, VizierBuy)):
        tile = view["market"][action.slot - 1]
        rects.append(None if tile is None else tile_rect(table, tile))
        rects += _card_rects(table, "hand", view.get("hand", []), action.pay)
    elif isinstance(action, (PlaceTile, AddFromReserve)):
        rects += [tile_rect(table, action.tile), cell_rect(table, seat, action.at)]
    elif isinstance(action, SwapWithReserve):
        rects += [tile_rect(table, action.tile), tile_rect(table, action.reserve)]
    elif isinstance(action, (RemoveToReserve, ReserveTile)):
        reserve = table.slots.get("reserve")
        rects += [tile_rect(table, action.tile), None if reserve is None else reserve.sceneBoundingRect()]
    elif isinstance(action, GiveToDirk):
        rects.append(tile_rect(table, action.tile))
    elif isinstance(action, RevealBonus):
        rects.append(_piece_rect(table.cards.get(("bonus", action.card))))
    return [rect for rect in rects if rect is not None]


def places_of_event(table: TileCityTable, event: Event) -> list[QRectF]:
    """The tiles an event names, where they lie now."""
    data = event.data
    tiles: list[str] = []
    if event.kind in TILE_EVENTS:
        tiles = [data["tile"]] + ([data["reserve"]] if "reserve" in data else [])
    elif event.kind == "market_refilled":
        tiles = list(data["tiles"].values())
    elif event.kind == "dirk_drew":
        tiles = list(data["tiles"])
    elif event.kind == "hut_taken":
        tiles = [data["hut"]]
    return [rect for rect in (tile_rect(table, tile) for tile in tiles) if rect is not None]


def _type_counts(view: dict, type_of: dict[str, str], seat: int, btype: str) -> tuple[int, int]:
    """How many tiles of ``btype`` ``seat``'s Alhambra holds, and the most any rival holds (Dirk included)."""
    groups = [[tile for _x, _y, tile in city] for city in view["cities"]]
    if view.get("dirk") is not None:
        groups.append(list(view["dirk"]))
    counts = [sum(1 for tile in tiles if type_of.get(tile) == btype) for tiles in groups]
    return counts[seat], max((n for k, n in enumerate(counts) if k != seat), default=0)


def suggestion_text(table: TileCityTable, action: Action) -> str | None:
    """A suggested move said to the player ("Buy the Tower 7 with 4 and 3 ducat."), or None."""
    money = money_text
    view = table.view
    if isinstance(action, TakeMoney):
        return QCoreApplication.translate("alhambra", "Take %1.").replace("%1", money(action.cards))
    if isinstance(action, (BuyTile, VizierBuy)):
        tile = view["market"][action.slot - 1]
        return QCoreApplication.translate("alhambra", "Buy the %1, paying %2.").replace("%1", tile_name(tile)).replace("%2", money(action.pay))
    if isinstance(action, (PlaceTile, AddFromReserve)):
        return QCoreApplication.translate("alhambra", "Build the %1 in your Alhambra, where it is marked.").replace("%1", tile_name(action.tile))
    if isinstance(action, SwapWithReserve):
        return QCoreApplication.translate("alhambra", "Swap the %1 for the %2 from your reserve.").replace("%1", tile_name(action.tile)).replace("%2", tile_name(action.reserve))
    if isinstance(action, RemoveToReserve):
        return QCoreApplication.translate("alhambra", "Take the %1 out of your Alhambra into your reserve.").replace("%1", tile_name(action.tile))
    if isinstance(action, ReserveTile):
        return QCoreApplication.translate("alhambra", "Put the %1 in your reserve.").replace("%1", tile_name(action.tile))
    if isinstance(action, GiveToDirk):
        return QCoreApplication.translate("alhambra", "Give the %1 to Dirk.").replace("%1", tile_name(action.tile))
    if isinstance(action, EndActions):
        return QCoreApplication.translate("alhambra", "End your turn.")
    return None


def hint_reason(table: TileCityTable, action: Action) -> str | None:
    """What the suggested move achieves, in one line, or None to leave it to the generic line.

    It reads the mover's own views before and after the move (the engine plays it on a copy):
    nothing the mover could not see."""
    state = table.session.state
    seat = state.current_player
    data = state.data
    view = state.player_view(seat)
    market = view["market"]
    if isinstance(action, BuyTile):
        cost = data.tiles[market[action.slot - 1]].cost
        paid = sum(card_value(c) for c in action.pay)
        if paid == cost:
            return QCoreApplication.translate("alhambra", "An exact payment: you may take another action.")
        exact_elsewhere = any(isinstance(a, BuyTile) and sum(card_value(c) for c in a.pay) == data.tiles[market[a.slot - 1]].cost
                              for a in state.legal_actions())
        if exact_elsewhere:
            return QCoreApplication.translate("alhambra", "You overpay by %1, but this building is worth more to you than an exact purchase.").replace("%1", str(paid - cost))
        return QCoreApplication.translate("alhambra", "No exact payment is open; you overpay by %1.").replace("%1", str(paid - cost))
    if isinstance(action, TakeMoney):
        after = state.clone()
        after.apply(action)
        hand_before, hand_after = view["hand"], after.player_view(seat)["hand"]
        changers = data.modules.changers if state.params.get("bureauDeChange") else None
        for slot, tile in enumerate(market):
            if tile is None:
                continue
            code, cost = data.currency_by_id[view["market_currencies"][slot]].code, data.tiles[tile].cost
            if can_pay_exactly(hand_after, code, cost, changers) and not can_pay_exactly(hand_before, code, cost, changers):
                return QCoreApplication.translate("alhambra", "With it you can pay the %1 exactly next turn, if it is still there.").replace("%1", tile_name(tile))
        taken = sum(card_value(c) for c in action.cards)
        best = max((sum(card_value(c) for c in a.cards) for a in state.legal_actions() if isinstance(a, TakeMoney)), default=0)
        return QCoreApplication.translate("alhambra", "It is the most money you can take: %1.").replace("%1", str(taken)) if taken >= best else None
    if isinstance(action, (PlaceTile, AddFromReserve, SwapWithReserve)):
        btype = data.tiles[action.tile].type if action.tile in data.tiles else None
        after = state.clone()
        after.apply(action)
        view_after = after.player_view(seat)
        if btype is not None:
            mine_before, rival_before = _type_counts(view, data.type_of, seat, btype)
            mine_after, rival_after = _type_counts(view_after, data.type_of, seat, btype)
            if mine_after > rival_after and mine_before <= rival_before:
                return QCoreApplication.translate("alhambra", "It gives you the most %1 (%2).").replace("%1", building_name(btype)).replace("%2", str(mine_after))
        wall_before, wall_after = view["longest_walls"][seat], view_after["longest_walls"][seat]
        if wall_after > wall_before:
            return QCoreApplication.translate("alhambra", "Your longest wall grows from %1 to %2.").replace("%1", str(wall_before)).replace("%2", str(wall_after))
    if isinstance(action, ReserveTile):
        return QCoreApplication.translate("alhambra", "Kept in your reserve, it can still be built later.")
    return None
