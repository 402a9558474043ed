"""The Alhambra table: the player view drawn as a scene, and gestures turned into actions.

The table renders only ``state.player_view(viewer)``; every question of legality (where a
tile may go, whether a payment is enough) is asked of the engine through the session.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QMessageBox

from engine.alhambra.actions import (
    AddFromReserve,
    BuyTile,
    EndActions,
    GiveToDirk,
    PassTurn,
    PlaceTile,
    RemoveToReserve,
    ReserveTile,
    SwapWithReserve,
    TakeMoney,
)
from engine.alhambra.actions import DeclineVizier, Reactivate, TakeHut, VizierBuy
from engine.alhambra.components import card_value
from engine.core import Action
from engine.core.errors import Refusal
from gui.art import alhambra_art as art
from gui.art import palette
from gui.games.alhambra import layout, pointing
from gui.games.alhambra.markers import MarkerItem
from gui.games.alhambra.texts import CURRENCY_OF_CODE, city_title, refusal_text, status_text
from gui.games.base import BarAction, GameTable
from gui.games.alhambra.layout import TILE, CityFrame
from gui.i18n_names import building_name, currency_name, tile_name
from gui.plain_text import plain_tooltip
from gui.scene.animator import Animator
from gui.scene.items import CardItem, PanelItem, PieceItem, SlotItem, TileItem
from gui.scene.layers import Layer
from gui.scene.table_scene import TableScene
from gui.session import GameSession

RESERVE_AREA = "reserve"
DIRK_AREA = "dirk"
VIZIER_TOKEN = 0.36 * TILE  # the vizier token's diameter, a little taller than the title's capitals


def header_width(title: str, subtitle: str) -> float:
    """How wide a panel's title line is drawn, in the fonts PanelItem paints it with."""
    font = QFont()
    font.setPixelSize(24)
    font.setBold(True)
    width = QFontMetricsF(font).horizontalAdvance(title)
    if subtitle:
        font.setBold(False)
        font.setPixelSize(20)
        width += 16 + QFontMetricsF(font).horizontalAdvance(subtitle)
    return width


def card_parts(card: str) -> tuple[str, int]:
    """(currency id, value) of a money card code such as ``b5``."""
    return CURRENCY_OF_CODE[card[0]], int(card[1:])


def card_painter(card: str):
    """The paint function of a money card (``b5``) or a money changer (``x-by``)."""
    if card.startswith("x-"):
        pair = (CURRENCY_OF_CODE[card[2]], CURRENCY_OF_CODE[card[3]])
        return lambda p, r: art.paint_changer_card(p, r, pair)
    currency, value = card_parts(card)
    return lambda p, r: art.paint_money_card(p, r, currency, value)


def card_label(card: str) -> str:
    """A card in words, for tooltips."""
    if card.startswith("x-"):
        names = " / ".join(currency_name(CURRENCY_OF_CODE[c]) for c in card[2:4])
        return QCoreApplication.translate("AlhambraTable", "Money changer: %1").replace("%1", names)
    currency, value = card_parts(card)
    return f"{value} {currency_name(currency)}"


class AlhambraScene(TableScene):
    """Alhambra's table scene: a piece that cannot be used still covers what lies under it."""

    def press_item_at(self, point: QPointF) -> QGraphicsItem | None:
        """The topmost piece if it may be dragged or clicked, else a lit slot under ``point``."""
        piece = self._piece_at(point)
        if piece is not None and (piece.draggable or piece.clickable):
            return piece
        return next((item for item in self.items(point) if isinstance(item, SlotItem) and item.highlight), None)

    def double_click_piece_at(self, point: QPointF) -> PieceItem | None:
        """The topmost piece, usable or not: the table asks the engine, which says why not."""
        return self._piece_at(point)

    def _piece_at(self, point: QPointF) -> PieceItem | None:
        return next((item for item in self.items(point) if isinstance(item, PieceItem)), None)


class AlhambraTable(GameTable):
    """Draws an Alhambra game for one viewer and turns their gestures into engine actions."""

    smallest_capital = 13.5  # the supply's 19-pixel lines and the panels' subtitles

    def __init__(self, session: GameSession, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(session, animator, parent)
        self.scene = AlhambraScene(self, layout.TABLE)
        self.tiles: dict[str, TileItem] = {}
        self.cards: dict[Hashable, CardItem] = {}
        self.slots: dict[Hashable, SlotItem] = {}
        self.side_cities: dict[int, CityFrame] = {}
        self.frame: CityFrame | None = None  # the large city
        self.big_seat = 0
        self.view: dict = {}
        # What the viewer has picked for the next action.
        self.picked_display: set[int] = set()
        self.picked_market: int | None = None
        self.picked_pay: set[int] = set()  # indexes into the sorted hand
        self.picked_tile: str | None = None  # a tile chosen for the click path
        self._drag_targets: dict[Hashable, QRectF] = {}
        self.vizier_tokens: dict[int, MarkerItem] = {}  # by seat, on that player's panel
        self.hut_counts: dict[str, MarkerItem] = {}  # by hut colour, on its stack
        self._appeared: list[CardItem] = []  # cards laid out or taken since the last redraw
        self._build_fixed()

    # ----- fixed parts ----------------------------------------------------------------------

    def _build_fixed(self) -> None:
        # Panels are a shade lighter than the table felt, so the pieces' colours carry the picture.
        fill = palette.TABLE_BACKGROUND.lighter(128)
        self.panels = {
            "market": PanelItem(layout.MARKET, fill),
            "money": PanelItem(layout.MONEY, fill),
            "supply": PanelItem(layout.SUPPLY, fill),
            "city": PanelItem(layout.CITY, palette.TABLE_BACKGROUND.lighter(112)),
            "hand": PanelItem(layout.HAND, fill),
            "pending": PanelItem(layout.PENDING, fill),
            "reserve": PanelItem(layout.RESERVE, fill),
        }
        for panel in self.panels.values():
            self.scene.addItem(panel)
        self.panels["market"].set_text(self.tr("Building market"))
        self.panels["money"].set_text(self.tr("Money"))
        self.panels["pending"].set_text(self.tr("To place"))
        currencies = self.session.state.params["marketCurrencyOrder"]
        for slot in range(4):
            currency = currencies[slot]
            item = SlotItem(("market", slot), layout.market_slot(slot),
                            lambda p, r, c=currency: art.paint_empty_slot(p, r, currency_name(c), c))
            item.setToolTip(self.tr("Market space %1: pay in %2").replace("%1", str(slot + 1)).replace("%2", currency_name(currency)))
            self._add_slot(item)
        for slot in range(4):
            self._add_slot(SlotItem(("display", slot), layout.display_slot(slot), lambda p, r: art.paint_empty_slot(p, r)))
        self._add_slot(SlotItem(RESERVE_AREA, layout.RESERVE.adjusted(4, layout.TITLE_HEIGHT, -4, -4)))
        self.supply_label = QGraphicsSimpleTextItem()
        font = QFont()
        # A little smaller with the huts, whose stacks and counts share the panel.
        font.setPixelSize(19 if self.session.state.huts_on else 22)
        self.supply_label.setFont(font)
        self.supply_label.setBrush(QColor("#f4ead5"))
        self.supply_label.setPos(layout.SUPPLY.left() + 0.25 * TILE, layout.SUPPLY.top() + layout.TITLE_HEIGHT + 0.15 * TILE)
        self.supply_label.setZValue(Layer.MARKERS)
        self.scene.addItem(self.supply_label)
        self.deck_item = CardItem(("deck",), layout.CARD.size(), lambda p, r: art.paint_card_back(p, r))
        self.deck_item.setPos(layout.deck_rect().topLeft())
        self.scene.addItem(self.deck_item)

    def _add_slot(self, slot: SlotItem) -> None:
        slot.highlight_fn = art.paint_highlight
        self.slots[slot.key] = slot
        self.scene.addItem(slot)

    # ----- syncing with the engine ------------------------------------------------------------------

    def sync(self, animate: bool = False) -> None:
        """Redraw from the viewer's view; pieces that moved glide to their new places."""
        state = self.session.state
        seat = self.viewer if self.viewer is not None else (state.current_player or 0)
        self.view = state.player_view(seat)
        self.big_seat = seat
        if self.picked_market is not None and self.view["market"][self.picked_market] is None:
            self.picked_market = None
        self.picked_pay = {i for i in self.picked_pay if i < len(self.view["hand"])}
        self.picked_display = {i for i in self.picked_display if self.view["display"][i] is not None}
        moves: list[tuple[PieceItem, QPointF]] = []
        seen: set[str] = set()
        self._sync_market(moves, seen)
        self._sync_cities(moves, seen)
        self._sync_reserves_and_pending(moves, seen)
        self._sync_dirk(moves, seen)
        self._sync_hut_stacks(moves, seen)
        for tile in list(self.tiles):
            if tile not in seen:
                self.scene.removeItem(self.tiles.pop(tile))
        self._appeared = []
        self._sync_cards()
        self._sync_panels()
        self._refresh_interaction()
        self.settle(moves, animate, appeared=self._appeared)

    def _tile_item(self, tile: str, seen: set[str]) -> TileItem:
        seen.add(tile)
        item = self.tiles.get(tile)
        if item is None:
            if tile.startswith("fountain"):
                seat = int(tile.split(":")[1])
                colour = self._player_colour(seat)
                item = TileItem(tile, QSizeF(TILE, TILE), lambda p, r, c=colour: art.paint_start_tile(p, r, c))
            elif tile in self.session.state.data.hut_colour:
                data = self.session.state.data
                colour, walls = data.hut_colour[tile], data.walls[tile]
                item = TileItem(tile, QSizeF(TILE, TILE), lambda p, r, c=colour, w=walls: art.paint_hut(p, r, c, w))
                item.setToolTip(self.tr("Worker's hut (%1): counts one more %1 for each open neighbour of that type").replace(
                    "%1", building_name(colour)))
            else:
                data = self.session.state.data.tiles[tile]
                item = TileItem(tile, QSizeF(TILE, TILE), lambda p, r, d=data: art.paint_tile(p, r, d.type, d.cost, d.walls))
                item.setToolTip(self._tile_tooltip(tile))
            item.look = tile  # a tile id always shows the same picture
            self.tiles[tile] = item
            self.scene.addItem(item)
        return item

    def _tile_tooltip(self, tile: str) -> str:
        data = self.session.state.data.tiles[tile]
        sides = [name for bit, name in ((1, self.tr("north")), (2, self.tr("east")), (4, self.tr("south")), (8, self.tr("west"))) if data.walls & bit]
        walls = ", ".join(sides) if sides else self.tr("none")
        return self.tr("%1, price %2; walls: %3").replace("%1", tile_name(tile)).replace("%2", str(data.cost)).replace("%3", walls)

    def _place(self, item: PieceItem, pos: QPointF, scale: float, moves: list) -> None:
        item.setScale(scale)
        if item.pos() != pos:
            moves.append((item, pos))

    def _sync_market(self, moves: list, seen: set[str]) -> None:
        for slot, tile in enumerate(self.view["market"]):
            if tile is None:
                continue
            rect = layout.market_slot(slot)
            size = rect.width() - 0.3 * TILE  # leaves the space's currency name readable below
            self._place(self._tile_item(tile, seen), QPointF(rect.center().x() - size / 2, rect.top() + 0.07 * TILE), size / TILE, moves)

    def _sync_cities(self, moves: list, seen: set[str]) -> None:
        view = self.view
        players = view["players"]
        big = view["cities"][self.big_seat]
        cells = [(x, y) for x, y, _t in big]
        area = layout.CITY.adjusted(0.2 * TILE, layout.TITLE_HEIGHT + 0.1 * TILE, -0.2 * TILE, -0.2 * TILE)
        self.frame = layout.city_frame(cells, area, margin=1, max_scale=1.1)
        self._sync_city_slots(cells)
        for x, y, tile in big:
            key = f"fountain:{self.big_seat}" if (x, y) == (0, 0) else tile
            rect = self.frame.cell_rect((x, y))
            self._place(self._tile_item(key, seen), rect.topLeft(), self.frame.scale, moves)
        others = [s for s in range(players) if s != self.big_seat]
        panels = len(others) + (1 if view["dirk"] is not None else 0)
        self.side_cities.clear()
        for index, seat in enumerate(others):
            panel_rect = layout.side_panel(index, panels)
            area = panel_rect.adjusted(0.2 * TILE, layout.TITLE_HEIGHT + 0.05 * TILE, -1.6 * TILE, -0.1 * TILE)
            city = view["cities"][seat]
            frame = layout.city_frame([(x, y) for x, y, _t in city], area, margin=0, max_scale=0.5)
            self.side_cities[seat] = frame
            for x, y, tile in city:
                key = f"fountain:{seat}" if (x, y) == (0, 0) else tile
                self._place(self._tile_item(key, seen), frame.cell_rect((x, y)).topLeft(), frame.scale, moves)

    def _sync_city_slots(self, cells: list[tuple[int, int]]) -> None:
        occupied = set(cells)
        frontier = {(x + dx, y + dy) for x, y in cells for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))} - occupied
        wanted = {("cell", c) for c in frontier}
        for key in [k for k in self.slots if isinstance(k, tuple) and k[0] == "cell" and k not in wanted]:
            self.scene.removeItem(self.slots.pop(key))
        for key in wanted:
            rect = self.frame.cell_rect(key[1])
            if key in self.slots:
                self.slots[key].set_rect(rect)
            else:
                self._add_slot(SlotItem(key, rect))

    def _sync_reserves_and_pending(self, moves: list, seen: set[str]) -> None:
        view = self.view
        reserve = view["reserves"][self.big_seat]
        size = 0.62 * TILE
        per_row = max(1, int((layout.RESERVE.width() - 0.3 * TILE) // (size + 0.06 * TILE)))
        for index, tile in enumerate(reserve):
            row, col = divmod(index, per_row)
            step = size + 0.06 * TILE if len(reserve) <= 2 * per_row else (layout.RESERVE.width() - 0.3 * TILE - size) / max(1, per_row - 1)
            pos = QPointF(layout.RESERVE.left() + 0.15 * TILE + col * step,
                          layout.RESERVE.top() + layout.TITLE_HEIGHT + 0.05 * TILE + row * (size + 0.06 * TILE) * (0.85 if len(reserve) > 2 * per_row else 1))
            self._place(self._tile_item(tile, seen), pos, size / TILE, moves)
        pending_owner = view["recipient"] if view["phase"] == "distribution" else view["turn_player"]
        for index, tile in enumerate(view["pending"]):
            if pending_owner == self.big_seat:
                size_p = 0.8 * TILE
                positions = layout.row_positions(layout.PENDING, len(view["pending"]), size_p, layout.PENDING.top() + layout.TITLE_HEIGHT + 0.25 * TILE)
                self._place(self._tile_item(tile, seen), positions[index], size_p / TILE, moves)
            else:
                panel = self._side_panel_rect(pending_owner)
                pos = QPointF(panel.right() - 1.45 * TILE + index * 0.25 * TILE, panel.bottom() - 0.75 * TILE)
                self._place(self._tile_item(tile, seen), pos, 0.55, moves)
        for seat, tiles in enumerate(view["reserves"]):
            if seat == self.big_seat:
                continue
            panel = self._side_panel_rect(seat)
            for index, tile in enumerate(tiles):
                step = min(0.3 * TILE, 1.1 * TILE / max(1, len(tiles)))
                pos = QPointF(panel.right() - 1.45 * TILE + index * step, panel.top() + layout.TITLE_HEIGHT + 0.1 * TILE)
                self._place(self._tile_item(tile, seen), pos, 0.4, moves)

    def _side_panel_rect(self, seat: int) -> QRectF:
        others = [s for s in range(self.view["players"]) if s != self.big_seat]
        panels = len(others) + (1 if self.view["dirk"] is not None else 0)
        return layout.side_panel(others.index(seat), panels)

    def _sync_dirk(self, moves: list, seen: set[str]) -> None:
        dirk = self.view["dirk"]
        if dirk is None:
            return
        others = self.view["players"] - 1
        rect = layout.side_panel(others, others + 1)
        panel = self.panels.get("dirk")
        if panel is None:
            panel = PanelItem(rect, palette.TABLE_BACKGROUND.lighter(118))
            self.panels["dirk"] = panel
            self.scene.addItem(panel)
            self._add_slot(SlotItem(DIRK_AREA, rect.adjusted(4, layout.TITLE_HEIGHT, -4, -4)))
        panel.set_text(self.tr("Dirk"), self.tr("%1 points").replace("%1", str(self.view["dirk_score"])))
        by_type: dict[str, list[str]] = {}
        data = self.session.state.data
        for tile in dirk:
            by_type.setdefault(data.tiles[tile].type, []).append(tile)
        size = 0.45 * TILE
        for column, btype in enumerate(b.id for b in data.building_types):
            for row, tile in enumerate(sorted(by_type.get(btype, []))):
                pos = QPointF(rect.left() + 0.25 * TILE + column * (size + 0.3 * TILE),
                              rect.top() + layout.TITLE_HEIGHT + 0.1 * TILE + row * 0.22 * TILE)
                item = self._tile_item(tile, seen)
                item.setZValue(Layer.PIECES + row * 0.01)
                self._place(item, pos, size / TILE, moves)

    def _sync_hut_stacks(self, moves: list, seen: set[str]) -> None:
        """The worker's huts: the face-up top of each colour's stack, in the supply panel."""
        stacks = self.view.get("hut_stacks")
        if not stacks:
            return
        size = 0.42 * TILE
        for index, (colour, stack) in enumerate(stacks.items()):
            if stack["top"] is None:
                continue
            pos = QPointF(layout.SUPPLY.left() + 0.2 * TILE + index * (size + 0.05 * TILE), layout.SUPPLY.bottom() - size - 0.07 * TILE)
            item = self._tile_item(stack["top"], seen)
            tip = self.tr("Worker's hut (%1), %2 in this stack. Click to take it (up to three huts each).").replace(
                "%1", building_name(colour)).replace("%2", str(stack["count"]))
            item.setToolTip(tip)
            self._place(item, pos, size / TILE, moves)
            self._sync_hut_count(colour, stack["count"], QRectF(pos, QSizeF(size, size)), tip)
        for colour in [c for c, s in stacks.items() if s["top"] is None and c in self.hut_counts]:
            self.scene.removeItem(self.hut_counts.pop(colour))

    def _sync_hut_count(self, colour: str, count: int, stack: QRectF, tip: str) -> None:
        """The "×3" badge on the top edge of a hut stack, so its size reads at a glance."""
        badge = self.hut_counts.get(colour)
        if badge is None:
            badge = MarkerItem(QRectF())
            self.hut_counts[colour] = badge
            self.scene.addItem(badge)
        width, height = 0.4 * TILE, 0.25 * TILE
        # Over the stack's top edge, clear of the hut drawn in its middle.
        badge.set_rect(QRectF(stack.center().x() - width / 2, stack.top() - 0.6 * height, width, height))
        badge.show_look(count, lambda p, r, n=count: art.paint_count_badge(p, r, n))
        badge.setToolTip(tip)

    def _sync_cards(self) -> None:
        # Cards whose key and look are unchanged keep their item (and its cached picture):
        # rebuilding every card on each move cost a full repaint of all of them.
        old, self.cards = self.cards, {}
        for slot, card in enumerate(self.view["display"]):
            if card is None:
                continue
            item = self._card_item(old, ("display", slot), layout.CARD.size(), card, lambda c=card: card_painter(c))
            item.setPos(layout.display_slot(slot).topLeft())
            item.setToolTip(card_label(card))
        if self.viewer is not None:
            hand = self.view["hand"]
            width = 0.68 * TILE
            bonus = self.view.get("bonus_hand", [])
            positions = layout.row_positions(layout.HAND, len(hand) + len(bonus), width, layout.HAND.top() + layout.TITLE_HEIGHT + 0.2 * TILE, gap=0.06 * TILE)
            for index, card in enumerate(hand):
                item = self._card_item(old, ("hand", index), QSizeF(width, width * 1.5), card, lambda c=card: card_painter(c))
                item.setToolTip(card_label(card))
                item.setPos(positions[index])
                item.setZValue(Layer.PIECES + index * 0.01)
            for offset, card in enumerate(bonus):
                self._add_bonus_card(old, ("bonus", card), card, positions[len(hand) + offset], QSizeF(width, width * 1.5), revealed=False)
        for seat, cards in enumerate(self.view.get("bonus_revealed", [])):
            for index, card in enumerate(cards):
                if seat == self.big_seat:
                    pos = QPointF(layout.CITY.right() - (0.6 + index * 0.55) * TILE, layout.CITY.top() + 0.08 * TILE)
                else:
                    pos = QPointF(self._side_panel_rect(seat).left() + 0.25 * TILE + index * 0.4 * TILE,
                                  self._side_panel_rect(seat).bottom() - 0.62 * TILE)
                self._add_bonus_card(old, ("shown", seat, card), card, pos, QSizeF(0.34 * TILE, 0.51 * TILE), revealed=True)
        for seat, count in enumerate(self.view["hand_counts"]):
            if seat == self.big_seat or (seat == self.viewer):
                continue
            self._add_hidden_hand(old, seat, count)
        for item in old.values():
            self.scene.removeItem(item)
        deck = self.view["deck_count"]
        self.deck_item.setToolTip(self.tr("1 card in the deck") if deck == 1 else self.tr("%1 cards in the deck").replace("%1", str(deck)))

    def private_cards_shown(self) -> dict[int, list[str]]:
        """The money cards and secret bonus cards of a hand drawn face up, by their owner's seat."""
        # Only the viewer's hand is ever drawn face up (others' show backs), always in the hand panel.
        cards = [item.look[0] if key[0] == "hand" else key[1] for key, item in self.cards.items()
                 if key[0] in ("hand", "bonus") and self._drawn(item)]
        return {self.big_seat: cards} if cards else {}

    def _card_item(self, old: dict[Hashable, CardItem], key: Hashable, size: QSizeF, look: Hashable, painter) -> CardItem:
        """The card item for ``key``: taken from ``old`` if it shows ``look`` at ``size``, else new
        (``painter()`` makes its paint function)."""
        look = (look, size.width(), size.height())
        item = old.pop(key, None)
        if item is not None and item.look != look:
            self.scene.removeItem(item)
            item = None
        if item is None:
            item = CardItem(key, size, painter())
            item.look = look
            self.scene.addItem(item)
            if key[0] in ("display", "back"):
                self._appeared.append(item)  # a refill, or money another player took
        self.cards[key] = item
        return item

    def _add_bonus_card(self, old: dict[Hashable, CardItem], key: Hashable, card: str, pos: QPointF, size: QSizeF, revealed: bool) -> None:
        """A bonus card: the pictured tile and +1 (dimmed while still secret)."""
        tile = self.session.state.data.modules.bonus_cards[card]
        data = self.session.state.data.tiles[tile]
        item = self._card_item(old, key, size, (card, revealed),
                               lambda: lambda p, r, d=data: art.paint_bonus_card(p, r, d.type, d.cost, revealed))
        text = self.tr("Bonus card: %1 counts one more %2 while it stands in the Alhambra").replace(
            "%1", tile_name(tile)).replace("%2", building_name(data.type))
        item.setToolTip(text if revealed else text + self.tr(" (secret; reveal it with the action bar)"))
        item.setPos(pos)

    def _add_hidden_hand(self, old: dict[Hashable, CardItem], seat: int, count: int) -> None:
        """Another player's money, face down at the end of their title line: one back per card."""
        panel = self._side_panel_rect(seat)
        width = 0.22 * TILE
        step = min(0.1 * TILE, 1.1 * TILE / max(1, count))
        right = panel.right() - 0.2 * TILE - width
        tip = self.tr("1 card, hidden") if count == 1 else self.tr("%1 cards, hidden").replace("%1", str(count))
        # Every card reaches a hand face up and is paid face up: the table shows what everyone
        # could remember (the computer players remember it too).
        seen = self.view["public_hands"][seat]
        if seen:
            money = ", ".join(card_label(card) for card in seen)
            tip += "\n" + self.tr("Seen taking and not yet paid: %1").replace("%1", money)
        for index in range(count):
            item = self._card_item(old, ("back", seat, index), QSizeF(width, width * 1.5), "back",
                                   lambda: lambda p, r: art.paint_card_back(p, r))
            item.setPos(right - (count - 1 - index) * step, panel.top() + 0.05 * TILE)
            item.setZValue(Layer.PIECES + index * 0.01)
            item.setToolTip(tip)

    def _sync_panels(self) -> None:
        view = self.view
        names = [p.name for p in self.session.players]
        current = view["current_player"]
        big = self.panels["city"]
        big.set_accent(self._player_colour(self.big_seat))
        big.set_text(city_title(self.big_seat, self.viewer, names),
                     self.tr("%1 points").replace("%1", str(view["scores"][self.big_seat])))
        big.set_active(current == self.big_seat)
        self._sync_vizier_token(self.big_seat, big)
        self.panels["supply"].set_text(self.tr("Supply"))
        rounds = ", ".join(map(str, view["rounds_scored"])) or self.tr("none yet")
        self.panels["supply"].setToolTip(self.tr("Scoring rounds held: %1").replace("%1", rounds))
        self.supply_label.setText(self.tr("Tiles in the bag: %1\nCards in the deck: %2\nScorings held: %3").replace(
            "%1", str(view["bag_count"])).replace("%2", str(view["deck_count"])).replace("%3", rounds))
        hand_title = self.tr("Your money") if self.viewer is not None else self.tr("Money (hidden)")
        self.panels["hand"].set_text(hand_title)
        self.panels["reserve"].set_text(self.tr("Reserve"))
        others = [s for s in range(view["players"]) if s != self.big_seat]
        count = len(others) + (1 if view["dirk"] is not None else 0)
        for key in [k for k in self.panels if isinstance(k, int)]:
            if key not in others:
                self.scene.removeItem(self.panels.pop(key))
        for index, seat in enumerate(others):
            rect = layout.side_panel(index, count)
            panel = self.panels.get(seat)
            if panel is None or panel.rect() != rect:
                if panel is not None:
                    self.scene.removeItem(panel)
                panel = PanelItem(rect, palette.TABLE_BACKGROUND.lighter(128))
                self.panels[seat] = panel
                self.scene.addItem(panel)
            panel.set_accent(self._player_colour(seat))
            cards = view["hand_counts"][seat]
            # Two strings, not "%n card(s)": no English translation file turns "(s)" into a plural.
            template = self.tr("%1 points · 1 card") if cards == 1 else self.tr("%1 points · %2 cards")
            text = template.replace("%1", str(view["scores"][seat])).replace("%2", str(cards))
            panel.set_text(names[seat], text)
            panel.set_active(current == seat)
            self._sync_vizier_token(seat, panel)

    def _sync_vizier_token(self, seat: int, panel: PanelItem) -> None:
        """The vizier token of ``seat`` just after the title line of its panel (vizier module only)."""
        viziers = self.view.get("viziers")
        if viziers is None:
            return
        token = self.vizier_tokens.get(seat)
        if token is None:
            token = MarkerItem(QRectF())
            self.vizier_tokens[seat] = token
            self.scene.addItem(token)
        size = VIZIER_TOKEN
        rect = panel.rect()
        # PanelItem centres its title line 22 units below the top, starting 22 in from the left.
        left = rect.left() + 22 + header_width(panel.title, panel.subtitle) + 12
        token.set_rect(QRectF(left, rect.top() + 22 - size / 2, size, size))
        face_up = bool(viziers[seat])
        token.show_look(face_up, lambda p, r, up=face_up: art.paint_vizier_token(p, r, up))
        name = self.session.players[seat].name
        if face_up:
            tip = self.tr("%1's vizier is face up: after another player's turn, %1 may buy a building at its exact price.")
        else:
            tip = self.tr("%1's vizier is face down: turning it face up costs %1 an action.")
        token.setToolTip(plain_tooltip(tip.replace("%1", name)))

    def _player_colour(self, seat: int) -> QColor:
        colour = self.session.players[seat].colour
        if colour:
            return palette.player_colour(colour)
        return palette.PLAYER_COLOURS[seat % len(palette.PLAYER_COLOURS)][1]

    # ----- what the viewer may do now ---------------------------------------------------------------

    def _refresh_interaction(self) -> None:
        mine = self.my_turn()
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
        if not self.my_turn() or self.frame is None:
            return {}
        targets: dict[Hashable, QRectF] = {}
        where = self._where(tile)
        if where == "pending":
            for action in state.legal_actions("place"):
                if action.tile == tile:
                    targets[("cell", action.at)] = self.frame.cell_rect(action.at)
            if state.is_legal(ReserveTile(tile)):
                targets[RESERVE_AREA] = self.slots[RESERVE_AREA].rect()
            if DIRK_AREA in self.slots and state.is_legal(GiveToDirk(tile)):
                targets[DIRK_AREA] = self.slots[DIRK_AREA].rect()
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
        for key in (RESERVE_AREA, DIRK_AREA):
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
            if key == DIRK_AREA:
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
        return DIRK_AREA in self.slots and self.my_turn() and self.session.state.is_legal(GiveToDirk(tile))

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
        self._refresh_interaction()

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
        """Forget every pick."""
        self.picked_display.clear()
        self.picked_pay.clear()
        self.picked_market = None
        self.picked_tile = None
        self._refresh_interaction()

    def _apply_click(self, action: Action | None) -> None:
        if action is None:
            return
        self.picked_tile = None
        reason = self.session.apply(action)
        if reason is not None:
            self.status.emit(self.phrase(reason))
            self._refresh_interaction()

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
