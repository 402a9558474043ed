"""The Alhambra table: the player view drawn as a scene, and gestures turned into actions.

The table renders only ``state.player_view(viewer)``; every question of legality (where a
tile may go, whether a payment is enough) is asked of the engine through the session.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtWidgets import QMessageBox

from engine.alhambra.actions import (
    AddFromReserve,
    BuyTile,
    DeclineVizier,
    EndActions,
    GiveToDirk,
    PassTurn,
    PlaceTile,
    Reactivate,
    RemoveToReserve,
    ReserveTile,
    SwapWithReserve,
    TakeHut,
    TakeMoney,
    VizierBuy,
)
from engine.alhambra.components import card_value
from engine.core import Action
from engine.core.errors import Refusal
from gui.games.alhambra import pointing
from gui.games.alhambra.texts import city_title, refusal_text, status_text
from gui.games.base import BarAction
from gui.games.tilecity import layout
from gui.games.tilecity.pieces import NEUTRAL_AREA, RESERVE_AREA
from gui.games.tilecity.table import TileCityTable
from gui.i18n_names import building_name, tile_name
from gui.scene.animator import Animator
from gui.scene.items import CardItem, PieceItem, TileItem
from gui.session import GameSession


class AlhambraTable(TileCityTable):
    """Draws an Alhambra game for one viewer and turns their gestures into engine actions."""

    def __init__(self, session: GameSession, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(session, animator, parent)
        # What the viewer has picked for the next action.
        self.picked_display: set[int] = set()
        self.picked_market: int | None = None
        self.picked_pay: set[int] = set()  # indexes into the sorted hand
        self.picked_tile: str | None = None  # a tile chosen for the click path
        self._drag_targets: dict[Hashable, QRectF] = {}

    def city_title(self, seat: int) -> str:
        """"Your Alhambra" or "Ana's Alhambra"."""
        return city_title(seat, self.viewer, [p.name for p in self.session.players])

    def neutral_name(self) -> str:
        """The neutral player of Alhambra."""
        return self.tr("Dirk")

    @property
    def hut_counts(self) -> dict:
        """The count badges of the worker's hut stacks, by colour."""
        return self.supply.hut_counts

    def prune_picks(self) -> None:
        """Forget picks that point at what the new view no longer has."""
        if self.picked_market is not None and self.view["market"][self.picked_market] is None:
            self.picked_market = None
        self.picked_pay = {i for i in self.picked_pay if i < len(self.view["hand"])}
        self.picked_display = {i for i in self.picked_display if self.view["display"][i] is not None}

    # ----- what the viewer may do now ---------------------------------------------------------------

    def refresh_interaction(self) -> None:
        """Mark what the viewer may drag, click or pick now."""
        mine = self.my_turn() and not self.is_visiting()
        phase = self.view["phase"]
        acting = mine and phase == "actions"
        buying = mine and phase in ("actions", "vizier")  # a vizier buys from the market out of turn
        placing = mine and phase in ("placement", "distribution", "vizier_placement")
        for tile, item in self.tiles.items():
            where = self._where(tile)
            draggable = (placing and where == "pending") or (acting and where in ("reserve", "city") and not tile.startswith("fountain"))
            market = buying and where == "market"
            item.set_flags(draggable=draggable, clickable=draggable or market or (acting and where == "stack"),
                           selected=(tile == self.picked_tile) or (market and self._market_slot_of(tile) == self.picked_market),
                           target=False)
        for key, card in self.cards.items():
            if key[0] == "display":
                card.set_flags(clickable=acting, selected=key[1] in self.picked_display)
            elif key[0] == "hand":
                card.set_flags(clickable=buying and self.picked_market is not None, selected=key[1] in self.picked_pay)
        self._show_targets(self._targets_for(self.picked_tile) if self.picked_tile else {})
        self.selection_changed.emit()

    def _where(self, tile: str) -> str:
        view = self.view
        if tile.startswith("fountain"):
            return "city"
        if tile in view["market"]:
            return "market"
        if any(stack["top"] == tile for stack in view.get("hut_stacks", {}).values()):
            return "stack"
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

    def _targets_for(self, tile: str) -> dict[Hashable, QRectF]:
        """Legal drop targets of ``tile`` from the engine, as scene rectangles."""
        state = self.session.state
        if not self.my_turn() or self.frame is None or self.is_visiting():
            return {}
        targets: dict[Hashable, QRectF] = {}
        where = self._where(tile)
        if where == "pending":
            for action in state.legal_actions("place"):
                if action.tile == tile:
                    targets[("cell", action.at)] = self.frame.cell_rect(action.at)
            if state.is_legal(ReserveTile(tile)):
                targets[RESERVE_AREA] = self.slots[RESERVE_AREA].rect()
            if NEUTRAL_AREA in self.slots and state.is_legal(GiveToDirk(tile)):
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
        return list(self._targets_for(tile))

    # ----- drag gestures -----------------------------------------------------------------------------------

    def drag_started(self, item: PieceItem) -> None:
        """A piece was picked up: light up every place it may go."""
        self.picked_tile = None
        self._show_targets(self._targets_for(item.key))
        self.status.emit(self._drag_hint(item.key))

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
        action = self._action_for_drop(item.key, key) if key is not None else None
        if action is None:
            self.spring_back(item, origin, self.tr("That is not a place for %1.").replace("%1", tile_name(item.key)))
            return
        self.play_drop(item, origin, action)

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

    def _action_for_drop(self, tile: str, key: Hashable) -> Action | None:
        """The action a drop of ``tile`` on ``key`` means (legal or not: the engine decides)."""
        where = self._where(tile)
        if where == "pending":
            if isinstance(key, tuple) and key[0] == "cell":
                return PlaceTile(tile, key[1])
            if key == RESERVE_AREA:
                return ReserveTile(tile)
            if key == NEUTRAL_AREA:
                return GiveToDirk(tile)
        elif where == "reserve":
            if isinstance(key, tuple) and key[0] == "cell":
                return AddFromReserve(tile, key[1])
            if isinstance(key, tuple) and key[0] == "tile" and key[1] and not key[1].startswith("fountain"):
                return SwapWithReserve(key[1], tile)
        elif where == "city" and key == RESERVE_AREA:
            return RemoveToReserve(tile)
        return None

    def _dirk_takes(self, tile: str) -> bool:
        """Whether ``tile`` may go to Dirk now: only bought tiles, only in a two-player game."""
        return NEUTRAL_AREA in self.slots and self.my_turn() and self.session.state.is_legal(GiveToDirk(tile))

    def _drag_hint(self, tile: str) -> str:
        where = self._where(tile)
        if where == "pending":
            if self._dirk_takes(tile):
                return self.tr("Drop %1 on a lit cell of your Alhambra, on your reserve, or on Dirk.").replace("%1", tile_name(tile))
            return self.tr("Drop %1 on a lit cell of your Alhambra, or on your reserve.").replace("%1", tile_name(tile))
        if where == "reserve":
            return self.tr("Drop %1 on a lit cell, or on a lit city tile to swap them.").replace("%1", tile_name(tile))
        return self.tr("Drop %1 on your reserve to take it out of your Alhambra.").replace("%1", tile_name(tile))

    # ----- click gestures -----------------------------------------------------------------------------------

    def piece_clicked(self, item: PieceItem) -> None:
        """Select cards and tiles for the next action (the click path for every drag)."""
        if isinstance(item, CardItem):
            place, index = item.key
            if place == "display":
                self.picked_display ^= {index}
            elif place == "hand" and self.picked_market is not None:
                self.picked_pay ^= {index}
        elif isinstance(item, TileItem):
            if self.picked_tile and ("tile", item.key) in self._drag_targets:
                self._apply_click(self._action_for_drop(self.picked_tile, ("tile", item.key)))
                return
            where = self._where(item.key)
            if where == "stack":
                colour = self.session.state.data.hut_colour[item.key]
                if self._confirm_hut(colour):
                    self._apply_click(TakeHut(colour))
                return
            if where == "market":
                slot = self._market_slot_of(item.key)
                self._pick_market(None if slot == self.picked_market else slot)
            elif item.draggable:
                self.picked_tile = None if self.picked_tile == item.key else item.key
                if self.picked_tile:
                    self.status.emit(self._drag_hint(item.key).replace(self.tr("Drop"), self.tr("Click")))
        self.refresh_interaction()

    def _confirm_hut(self, colour: str) -> bool:
        """Ask the person before taking a hut, since that ends their actions for this turn."""
        if not self.my_turn() or TakeHut(colour) not in self.session.state.legal_actions("hut"):
            return True  # the engine refuses it and says why; nothing to confirm
        views = self.scene.views()
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Take a worker's hut"),
                          self.tr("Take the %1 worker's hut? Taking a hut ends your actions this turn; "
                                  "you place the hut next.").replace("%1", building_name(colour)),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, views[0] if views else None)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        return box.exec() == QMessageBox.StandardButton.Yes

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
        self._apply_click(self._action_for_drop(self.picked_tile, key))

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
        if action is None:
            return
        self.picked_tile = None
        reason = self.session.apply(action)
        if reason is not None:
            self.status.emit(self.phrase(reason))
            self.refresh_interaction()

    def _pick_market(self, slot: int | None) -> None:
        """Choose a market tile; suggest the cheapest payment, exact if there is one."""
        self.picked_market = slot
        self.picked_pay.clear()
        if slot is None:
            return
        hand = self.view["hand"]
        group = "vizier" if self.view["phase"] == "vizier" else "buy"
        options = [a for a in self.session.state.legal_actions(group) if a.slot == slot + 1] if self.my_turn() else []
        if not options:
            tile = self.view["market"][slot]
            self.status.emit(self.tr("You cannot pay for %1 yet.").replace("%1", tile_name(tile)))
            return
        cost = self.session.state.data.tiles[self.view["market"][slot]].cost
        best = min(options, key=lambda a: (sum(card_value(c) for c in a.pay) - cost, len(a.pay)))
        used: set[int] = set()
        for card in best.pay:
            index = next(i for i, c in enumerate(hand) if c == card and i not in used)
            used.add(index)
        self.picked_pay = used

    # ----- the action bar ------------------------------------------------------------------------------------

    def bar_actions(self) -> list[BarAction]:
        """Take money, Buy, and (when legal) End turn, Pass and the modules' actions."""
        return [
            # First, far from Buy: turning the vizier up spends the turn's action, a costly slip.
            BarAction("reactivate", self.tr("Turn vizier up"), Reactivate, only_when_legal=True),
            BarAction("take", self.tr("Take money"), self.take_action, shortcut="Ctrl+M"),
            BarAction("buy", self.tr("Buy"), self.buy_action, shortcut="Ctrl+B"),
            BarAction("end", self.tr("End turn"), self.end_action, only_when_legal=True, shortcut="Ctrl+E"),
            BarAction("pass", self.tr("Pass"), self.pass_action, only_when_legal=True, shortcut="Ctrl+E"),
            BarAction("decline", self.tr("Let the vizier rest"), DeclineVizier, only_when_legal=True),
            BarAction("reveal", self.tr("Reveal bonus card"), self._reveal_action, only_when_legal=True),
        ]

    def _reveal_action(self) -> Action | None:
        """Reveal the viewer's first bonus card whose building stands in their Alhambra."""
        reveals = [a for a in self.session.state.legal_actions("reveal")] if self.my_turn() else []
        return reveals[0] if reveals else None

    def hint(self) -> str:
        """What the viewer can do with what they picked."""
        if not self.my_turn():
            return ""
        if self.view["phase"] in ("placement", "distribution", "vizier_placement"):
            # Dirk is named only when he can take a tile: two players, tiles bought this turn.
            if any(self._dirk_takes(t) for t in self.view["pending"]):
                return self.tr("Drag each tile onto a lit cell, your reserve or Dirk, or click it and then click where it goes.")
            return self.tr("Drag each tile onto a lit cell or your reserve, or click it and then click where it goes.")
        if self.view["phase"] == "vizier":
            return self.tr("Your vizier may buy a building now at its exact price: click it, then Buy. Or let the vizier rest.")
        if self.picked_market is not None:
            return self.tr("Choose the cards to pay with, then Buy. Exact payment gives another action.")
        if self.picked_display:
            return self.tr("One card of any value, or several worth 5 at most.")
        return self.tr("Click money in the display to take it, or a market building to buy it. Drag tiles to build.")

    def places_of_action(self, action: Action) -> list[QRectF]:
        """The tiles, cells and cards a move would use."""
        return pointing.places_of_action(self, action)

    def places_of_event(self, event) -> list[QRectF]:
        """The tiles an event names, where they lie now."""
        return pointing.places_of_event(self, event)

    def hint_reason(self, action: Action) -> str | None:
        """What a suggested move achieves."""
        return pointing.hint_reason(self, action)

    def suggestion_text(self, action: Action) -> str | None:
        """A suggested move in the imperative."""
        return pointing.suggestion_text(self, action)

    def refusal_text(self, refusal: Refusal) -> str | None:
        """An Alhambra refusal in the player's words, from the viewer's side."""
        names = [p.name for p in self.session.players]
        return refusal_text(refusal, self.viewer, names, self.session.state.data.hut_colour)

    def status_line(self, names: list[str]) -> str:
        """Whose turn it is and what they can do."""
        return status_text(self.view, names, self.my_turn())


    def take_action(self) -> Action | None:
        """Take the picked display cards."""
        cards = tuple(self.view["display"][i] for i in sorted(self.picked_display))
        return TakeMoney(cards) if cards else None

    def buy_action(self) -> Action | None:
        """Buy the picked market tile with the picked cards."""
        if self.picked_market is None or not self.picked_pay:
            return None
        hand = self.view["hand"]
        pay = tuple(hand[i] for i in sorted(self.picked_pay))
        if self.view["phase"] == "vizier":
            return VizierBuy(self.picked_market + 1, pay)
        return BuyTile(self.picked_market + 1, pay)

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
