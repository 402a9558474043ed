"""The tile-city table's gestures: picking money and market tiles, dragging (or clicking) tiles
to cells, the reserve and the neutral player, and the action bar's shared buttons.

Every game of the family buys, places and redesigns the same way; a game's table adds its own
pieces and actions (Alhambra's huts and vizier, Granada's flip) on top. Legality is always the
engine's: targets are the places of its legal actions, a drop is played and refused by it.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping

from PySide6.QtCore import QObject, QPointF, QRectF

from engine.core import Action, Event
from engine.tilecity.actions import (
    AddFromReserve,
    BuyTile,
    EndActions,
    PassTurn,
    PlaceTile,
    RemoveToReserve,
    ReserveTile,
    SwapWithReserve,
    TakeMoney,
)
from engine.tilecity.money import card_value
from gui.games.base import BarAction
from gui.games.tilecity import layout, pointing
from gui.games.tilecity.pieces import NEUTRAL_AREA, RESERVE_AREA, start_seat
from gui.games.tilecity.table import TileCityTable
from gui.i18n_names import tile_name
from gui.scene.animator import Animator
from gui.scene.items import CardItem, PieceItem, TileItem
from gui.session import GameSession


class TileCityPlay(TileCityTable):
    """A tile-city table that turns the viewer's gestures into the family's actions."""

    buying_phases: tuple[str, ...] = ("actions",)  # when a market tile may be picked and paid for
    placing_phases: tuple[str, ...] = ("placement", "distribution")  # when bought tiles are placed

    def __init__(self, session: GameSession, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(session, animator, parent)
        # What the viewer has picked for the next action.
        self.picked_display: set[int] = set()
        self.picked_market: int | None = None
        self.picked_pay: set[int] = set()  # indexes into the sorted hand
        self.picked_tile: str | None = None  # a tile chosen for the click path
        self._drag_targets: dict[Hashable, QRectF] = {}

    def prune_picks(self) -> None:
        """Forget picks that point at what the new view no longer has."""
        if self.picked_market is not None and self.view["market"][self.picked_market] is None:
            self.picked_market = None
        self.picked_pay = {i for i in self.picked_pay if i < len(self.view["hand"])}
        self.picked_display = {i for i in self.picked_display if self.view["display"][i] is not None}

    def gift(self, tile: str) -> Action:
        """The action that gives ``tile`` to the neutral player."""
        return type(self.session.state).GIFT(tile)

    # ----- what the viewer may do now ---------------------------------------------------------------

    def refresh_interaction(self) -> None:
        """Mark what the viewer may drag, click or pick now."""
        mine = self.my_turn() and not self.is_visiting()
        phase = self.view["phase"]
        acting = mine and phase == "actions"
        buying = mine and phase in self.buying_phases
        placing = mine and phase in self.placing_phases
        for tile, item in self.tiles.items():
            where = self.where(tile)
            movable = where == "reserve" or (where == "city" and start_seat(tile) is None)
            draggable = (placing and where == "pending") or (acting and movable)
            market = buying and where == "market"
            item.set_flags(draggable=draggable, clickable=draggable or market or (acting and where == "stack"),
                           selected=(tile == self.picked_tile) or (market and self._market_slot_of(tile) == self.picked_market),
                           target=False)
        for key, card in self.cards.items():
            if key[0] == "display":
                card.set_flags(clickable=acting, selected=key[1] in self.picked_display)
            elif key[0] == "hand":
                card.set_flags(clickable=self.hand_clickable(), selected=key[1] in self.picked_pay)
        self._show_targets(self.targets_for(self.picked_tile) if self.picked_tile else {})
        self.selection_changed.emit()

    def hand_clickable(self) -> bool:
        """Whether the viewer's money cards may be picked now (to pay for the picked market tile)."""
        return self.my_turn() and self.view["phase"] in self.buying_phases and self.picked_market is not None

    def where(self, tile: str) -> str:
        """Where a piece lies: market, pending, reserve or city (of the large city), or elsewhere."""
        view = self.view
        if start_seat(tile) is not None:
            return "city"
        if tile in view["market"]:
            return "market"
        if tile in view["pending"]:
            return "pending"
        if tile in view["reserves"][self.big_seat]:
            return "reserve"
        if any(t == tile for _x, _y, t in view["cities"][self.big_seat]):
            return "city"
        return "elsewhere"

    def _market_slot_of(self, tile: str) -> int | None:
        market = self.view["market"]
        return market.index(tile) if tile in market else None

    # ----- targets ---------------------------------------------------------------------------------------

    def targets_for(self, tile: str) -> dict[Hashable, QRectF]:
        """Legal drop targets of ``tile`` from the engine, as scene rectangles."""
        state = self.session.state
        if not self.my_turn() or self.frame is None or self.is_visiting():
            return {}
        targets: dict[Hashable, QRectF] = {}
        where = self.where(tile)
        if where == "pending":
            for action in state.legal_actions("place"):
                if action.tile == tile:
                    targets[("cell", action.at)] = self.frame.cell_rect(action.at)
            if state.is_legal(ReserveTile(tile)):
                targets[RESERVE_AREA] = self.slots[RESERVE_AREA].rect()
            if NEUTRAL_AREA in self.slots and state.is_legal(self.gift(tile)):
                targets[NEUTRAL_AREA] = self.slots[NEUTRAL_AREA].rect()
        elif where == "reserve":
            for action in state.legal_actions("redesign"):
                if isinstance(action, AddFromReserve) and action.tile == tile:
                    targets[("cell", action.at)] = self.frame.cell_rect(action.at)
                elif isinstance(action, SwapWithReserve) and action.reserve == tile:
                    targets[("tile", action.tile)] = self.tiles[action.tile].sceneBoundingRect()
        elif where == "city":
            if state.is_legal(RemoveToReserve(tile)):
                targets[RESERVE_AREA] = self.slots[RESERVE_AREA].rect()
        return targets

    def _show_targets(self, targets: dict[Hashable, QRectF], strong: Hashable | None = None) -> None:
        self._drag_targets = targets
        for key, slot in self.slots.items():
            slot.set_highlight((2 if key == strong else 1) if key in targets else 0)
        for tile, item in self.tiles.items():
            item.set_flags(target=("tile", tile) in targets)

    def legal_targets(self, tile: str) -> list[Hashable]:
        """The keys of the places ``tile`` may go now (for tests and the click path)."""
        return list(self.targets_for(tile))

    # ----- drag gestures -----------------------------------------------------------------------------------

    def drag_started(self, item: PieceItem) -> None:
        """A piece was picked up: light up every place it may go."""
        self.picked_tile = None
        self._show_targets(self.targets_for(item.key))
        self.status.emit(self.drag_hint(item.key))

    def drag_targets(self) -> Mapping[Hashable, QRectF]:
        """The lit drop targets, in scene units."""
        return self._drag_targets

    def drag_over(self, item: PieceItem, key: Hashable | None) -> None:
        """Mark the target under the dragged piece."""
        self._show_targets(self._drag_targets, strong=key)

    def drag_ended(self, item: PieceItem, key: Hashable | None, origin: QPointF) -> None:
        """Play the drop on ``key``; an illegal one springs back and says why."""
        if key is None:
            key = self._area_under(item.sceneBoundingRect())
        self._show_targets({})
        actions = self.actions_for_drop(item.key, key) if key is not None else []
        if not actions:
            self.spring_back(item, origin, self.tr("That is not a place for %1.").replace("%1", self.piece_words(item.key)))
            return
        for action in actions:
            if not self.play_drop(item, origin, action):
                break

    def _area_under(self, rect: QRectF) -> Hashable | None:
        """Where an off-target drop landed (a city cell or a named area), for a useful refusal."""
        centre = rect.center()
        if layout.CITY.contains(centre) and self.frame is not None:
            cell = self.frame.cell_at(centre)
            return ("tile", self.view_tile_at(cell)) if self.view_tile_at(cell) else ("cell", cell)
        for key in (RESERVE_AREA, NEUTRAL_AREA):
            slot = self.slots.get(key)
            if slot is not None and slot.rect().contains(centre):
                return key
        return None

    def view_tile_at(self, cell: tuple[int, int]) -> str | None:
        """The tile on ``cell`` of the large city, if any."""
        for x, y, tile in self.view["cities"][self.big_seat]:
            if (x, y) == cell:
                return tile
        return None

    def actions_for_drop(self, tile: str, key: Hashable) -> list[Action]:
        """The actions a drop of ``tile`` on ``key`` means, in order (legal or not: the engine
        decides); none if the drop means nothing."""
        action = self.action_for_drop(tile, key)
        return [action] if action is not None else []

    def action_for_drop(self, tile: str, key: Hashable) -> Action | None:
        """The action a drop of ``tile`` on ``key`` means."""
        where = self.where(tile)
        start = self.session.state.data.start_tile
        if where == "pending":
            if isinstance(key, tuple) and key[0] == "cell":
                return PlaceTile(tile, key[1])
            if key == RESERVE_AREA:
                return ReserveTile(tile)
            if key == NEUTRAL_AREA:
                return self.gift(tile)
        elif where == "reserve":
            if isinstance(key, tuple) and key[0] == "cell":
                return AddFromReserve(tile, key[1])
            if isinstance(key, tuple) and key[0] == "tile" and key[1] and key[1] != start and start_seat(key[1]) is None:
                return SwapWithReserve(key[1], tile)
        elif where == "city" and key == RESERVE_AREA:
            return RemoveToReserve(tile)
        return None

    def neutral_takes(self, tile: str) -> bool:
        """Whether ``tile`` may go to the neutral player now: only bought tiles, only with two players."""
        return NEUTRAL_AREA in self.slots and self.my_turn() and self.session.state.is_legal(self.gift(tile))

    def piece_words(self, tile: str) -> str:
        """A piece in the player's words (``Garden 8``)."""
        return tile_name(tile)

    def drag_hint(self, tile: str) -> str:
        """What the viewer may do with the piece they took up."""
        where = self.where(tile)
        city = self.city_words(self.viewer if self.viewer is not None else self.big_seat)
        name = self.piece_words(tile)
        if where == "pending":
            if self.neutral_takes(tile):
                return (self.tr("Drop %1 on a lit cell of %2, on your reserve, or on %3.")
                        .replace("%1", name).replace("%2", city).replace("%3", self.neutral_name()))
            return self.tr("Drop %1 on a lit cell of %2, or on your reserve.").replace("%1", name).replace("%2", city)
        if where == "reserve":
            return self.tr("Drop %1 on a lit cell, or on a lit city tile to swap them.").replace("%1", name)
        return self.tr("Drop %1 on your reserve to take it out of %2.").replace("%1", name).replace("%2", city)

    # ----- click gestures -----------------------------------------------------------------------------------

    def piece_clicked(self, item: PieceItem) -> None:
        """Select cards and tiles for the next action (the click path for every drag)."""
        if isinstance(item, CardItem):
            place, index = item.key
            if place == "display":
                self.picked_display ^= {index}
            elif place == "hand" and self.hand_clickable():
                self.picked_pay ^= {index}
        elif isinstance(item, TileItem):
            if self.picked_tile and ("tile", item.key) in self._drag_targets:
                self._apply_clicks(self.actions_for_drop(self.picked_tile, ("tile", item.key)))
                return
            where = self.where(item.key)
            if where == "stack":
                self.stack_clicked(item.key)
                return
            if where == "market":
                slot = self._market_slot_of(item.key)
                self._pick_market(None if slot == self.picked_market else slot)
            elif item.draggable:
                self.picked_tile = None if self.picked_tile == item.key else item.key
                if self.picked_tile:
                    self.status.emit(self.drag_hint(item.key).replace(self.tr("Drop"), self.tr("Click")))
        self.refresh_interaction()

    def stack_clicked(self, tile: str) -> None:
        """The top piece of a supply stack was clicked (a game with stacks takes it)."""

    def piece_double_clicked(self, item: PieceItem) -> None:
        """Double-click a display card to take it alone."""
        if isinstance(item, CardItem) and item.key[0] == "display" and self.my_turn():
            card = self.view["display"][item.key[1]]
            if card is not None:
                self.picked_display.clear()
                self._apply_click(TakeMoney((card,)))

    def slot_clicked(self, key: Hashable) -> None:
        """A lit target was clicked with a tile picked: place it there."""
        if self.picked_tile is None:
            return
        self._apply_clicks(self.actions_for_drop(self.picked_tile, key))

    def clear_selection(self) -> None:
        """Forget every pick (and show the viewer's own city again, if another one was large)."""
        self.picked_display.clear()
        self.picked_pay.clear()
        self.picked_market = None
        self.picked_tile = None
        if self.is_visiting():
            self.panel_clicked(None)
            return
        self.refresh_interaction()

    def _apply_click(self, action: Action | None) -> None:
        self._apply_clicks([action] if action is not None else [])

    def _apply_clicks(self, actions: list[Action]) -> None:
        """Play ``actions`` in order, stopping at the first the engine refuses (and saying why)."""
        if not actions:
            return
        self.picked_tile = None
        for action in actions:
            reason = self.session.apply(action)
            if reason is not None:
                self.status.emit(self.phrase(reason))
                self.refresh_interaction()
                return

    def buy_group(self) -> str:
        """The legal-action group that buys a market tile now."""
        return "buy"

    def _pick_market(self, slot: int | None) -> None:
        """Choose a market tile; suggest the cheapest payment, exact if there is one."""
        self.picked_market = slot
        self.picked_pay.clear()
        if slot is None:
            return
        hand = self.view["hand"]
        tile = self.view["market"][slot]
        options = [a for a in self.session.state.legal_actions(self.buy_group()) if self.buys_entry(a, slot)] if self.my_turn() else []
        if not options:
            self.status.emit(self.tr("You cannot pay for %1 yet.").replace("%1", self.piece_words(tile)))
            return
        cost = self.session.state.data.costs[tile]
        best = min(options, key=lambda a: (sum(card_value(c) for c in a.pay) - cost, len(a.pay)))
        used: set[int] = set()
        for card in best.pay:
            index = next(i for i, c in enumerate(hand) if c == card and i not in used)
            used.add(index)
        self.picked_pay = used

    # ----- the action bar ------------------------------------------------------------------------------------

    def bar_actions(self) -> list[BarAction]:
        """Take money, Buy, and (when legal) End turn and Pass."""
        return [
            BarAction("take", self.tr("Take money"), self.take_action, shortcut="Ctrl+M"),
            BarAction("buy", self.tr("Buy"), self.buy_action, shortcut="Ctrl+B"),
            BarAction("end", self.tr("End turn"), self.end_action, only_when_legal=True, shortcut="Ctrl+E"),
            BarAction("pass", self.tr("Pass"), self.pass_action, only_when_legal=True, shortcut="Ctrl+E"),
        ]

    def take_action(self) -> Action | None:
        """Take the picked display cards."""
        cards = tuple(self.view["display"][i] for i in sorted(self.picked_display))
        return TakeMoney(cards) if cards else None

    def picked_cards(self) -> tuple[str, ...]:
        """The picked cards of the viewer's hand."""
        hand = self.view["hand"]
        return tuple(hand[i] for i in sorted(self.picked_pay) if i < len(hand))

    def buy_action(self) -> Action | None:
        """Buy the picked market tile with the picked cards."""
        if self.picked_market is None or not self.picked_pay:
            return None
        return self.purchase(self.picked_market, self.picked_cards())

    def purchase(self, entry: int, pay: tuple[str, ...]) -> Action:
        """The purchase of the market's ``entry``-th tile with ``pay`` (one tile a space: the space)."""
        return BuyTile(entry + 1, pay)

    def buys_entry(self, action: Action, entry: int) -> bool:
        """Whether a legal purchase ``action`` buys the market's ``entry``-th tile."""
        return action.slot == entry + 1

    def end_action(self) -> Action:
        """Decline the extra action."""
        return EndActions()

    def pass_action(self) -> Action:
        """Let the turn pass."""
        return PassTurn()

    def perform(self, action: Action | None) -> None:
        """Play an action chosen with the action bar."""
        if action is None:
            return
        self.picked_display.clear()
        self.picked_pay.clear()
        self.picked_market = None
        self._apply_click(action)

    # ----- pointing at moves: hints and the log ----------------------------------------------------

    def places_of_action(self, action: Action) -> list[QRectF]:
        """The tiles, cells and cards a move would use."""
        return pointing.places_of_action(self, action)

    def places_of_event(self, event: Event) -> list[QRectF]:
        """The tiles an event names, where they lie now."""
        return pointing.places_of_event(self, event)

    def hint_reason(self, action: Action) -> str | None:
        """What a suggested move achieves."""
        return pointing.hint_reason(self, action)

    def suggestion_text(self, action: Action) -> str | None:
        """A suggested move in the imperative."""
        return pointing.suggestion_text(self, action)

    def extra_places(self, action: Action) -> list[QRectF | None]:
        """The places of a move only this game has (its modules', its own)."""
        return []

    def extra_suggestion(self, action: Action) -> str | None:
        """A suggested move only this game has, in the imperative."""
        return None

    def extra_reason(self, action: Action) -> str | None:
        """What a move only this game has achieves."""
        return None

    def payment_changers(self):
        """The money changers a payment may use now (Alhambra's Bureau de change), or None."""
        return

    def edge_grows_text(self, before: int, after: int) -> str:
        """The longest wall (or moat) grows from ``before`` to ``after``."""
        raise NotImplementedError
