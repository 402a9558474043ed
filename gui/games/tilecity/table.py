"""The tile-city table: market, money, the cities, reserves and the neutral player, drawn from a
player view. A game of the family (Alhambra, and its sisters) adds the gestures and the words.

The table renders only ``state.player_view(viewer)``; every question of legality is the game's
adapter's to ask the engine. A click on another player's panel shows that city large (a click on
it, or Escape, brings the viewer's own back), since a side panel can only show it small.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from gui.art import palette
from gui.games.base import GameTable
from gui.games.tilecity import art, layout
from gui.games.tilecity.layout import TILE, CityFrame
from gui.games.tilecity.markers import MarkerItem
from gui.games.tilecity.money import MoneyArea, hand_title, private_cards
from gui.games.tilecity.neutral import neutral_positions
from gui.games.tilecity.pieces import (
    NEUTRAL_AREA,
    RESERVE_AREA,
    CardPieces,
    TilePieces,
    header_width,
    money_totals,
    place,
    start_key,
)
from gui.games.tilecity.scene import TileCityScene
from gui.games.tilecity.supply import SupplyArea
from gui.i18n import translate
from gui.i18n_names import currency_name
from gui.plain_text import plain_tooltip
from gui.scene.animator import Animator
from gui.scene.items import (
    CardItem,
    PanelItem,
    PieceItem,
    SlotItem,
    TileItem,
    add_text_item,
)
from gui.scene.layers import Layer
from gui.session import GameSession

VIZIER_TOKEN = 0.36 * TILE  # the vizier token's diameter, a little taller than the title's capitals
LABEL_PX = 19  # the side strips' labels, the table's smallest text
SIDE_TILE_SCALE = (0.8, 0.55)  # the largest a side city's tiles are drawn: with one or two side panels, with more


class TileCityTable(GameTable):
    """Draws a tile-city game for one viewer; the game's adapter adds gestures and words."""

    smallest_capital = 13.5  # the supply's 19-pixel lines and the side strips' labels

    def __init__(self, session: GameSession, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(session, animator, parent)
        self.scene = TileCityScene(self, layout.TABLE)
        data = session.state.data
        self.pieces = TilePieces(self.scene, self.make_tile_item)
        self.tiles: dict[str, TileItem] = self.pieces.items
        self.card_pieces = CardPieces(self.scene)
        self.money = MoneyArea(self.card_pieces, data, lambda: layout.HAND)
        self.supply = SupplyArea(self.scene, self.pieces, self.has_huts())
        self.slots: dict[Hashable, SlotItem] = {}
        self.side_cities: dict[int, CityFrame] = {}
        self.frame: CityFrame | None = None  # the large city
        self.big_seat = 0
        self.visiting: int | None = None  # another player whose city the viewer chose to see large
        self._mine_before = False  # whether it was the viewer's turn at the last redraw
        self.view: dict = {}
        self.vizier_tokens: dict[int, MarkerItem] = {}  # by seat, on that player's panel
        self.hand_badges: dict[int, MarkerItem] = {}  # by seat: how many cards a hidden hand holds
        self.labels: dict[Hashable, QGraphicsSimpleTextItem] = {}  # the side strips' words
        self._build_fixed()

    @property
    def cards(self) -> dict[Hashable, CardItem]:
        """The card items on the table now, by place."""
        return self.card_pieces.items

    # ----- words the game gives -------------------------------------------------------------

    def city_title(self, seat: int) -> str:
        """A city's title from the viewer's side ("Your Alhambra", "Ana's Alhambra")."""
        raise NotImplementedError

    def city_words(self, seat: int) -> str:
        """A city inside a sentence ("your Alhambra", "Ana's Alhambra")."""
        raise NotImplementedError

    def neutral_name(self) -> str:
        """The neutral player's name (Dirk, Juan)."""
        raise NotImplementedError

    def visit_tip(self, name: str) -> str:
        """The tooltip of another player's panel: a click shows their city large."""
        raise NotImplementedError

    def back_tip(self) -> str:
        """The tooltip of the large city while another player's is shown: a click brings one's own back."""
        raise NotImplementedError

    # ----- pieces the game draws --------------------------------------------------------------

    neutral_key = "dirk"  # the player view's key of the neutral player's tiles (and its score, + "_score")
    edge_key = "longest_walls"  # the player view's key of each seat's longest outer wall (or moat)
    majority_by_value = False  # whether ties of a majority go to the higher building values (Granada)

    def edge_label(self) -> str:
        """The scores' row of the longest outer edge ("Longest wall")."""
        raise NotImplementedError

    def edge_rows(self) -> list[tuple[str, str]]:
        """The scores' rows of longest runs: (label, player view key) each."""
        return [(self.edge_label(), self.edge_key)]

    def building_types(self) -> list[str]:
        """The building types the scores list, in the rules data's order."""
        return [b.id for b in self.session.state.data.building_types]

    def ranks_by_value(self, btype: str) -> bool:
        """Whether ties of ``btype``'s majority go to the higher building values."""
        return self.majority_by_value

    def scored_type(self, tile: str) -> str | None:
        """The building type a city piece counts for in majorities (None: it counts for none)."""
        raise NotImplementedError

    def tile_value(self, tile: str) -> int:
        """A building's value where majorities are broken by value (else 0)."""
        return 0

    def make_tile_item(self, key: str) -> TileItem:
        """A new item for a piece key: a tile id, or a start tile's ``start_key(seat)``."""
        raise NotImplementedError

    def tile_type(self, tile: str) -> str:
        """The building type of a tile id (what the neutral player's panel groups by)."""
        raise NotImplementedError

    def has_huts(self) -> bool:
        """Whether the supply shows stacks of pieces besides the bag and deck (Alhambra's huts)."""
        return False

    def neutral_tiles(self) -> list[str] | None:
        """The neutral player's tiles in the view, or None when there is no neutral player."""
        return self.view.get(self.neutral_key)

    # ----- fixed parts ----------------------------------------------------------------------

    def _build_fixed(self) -> None:
        # Panels are a shade lighter than the table felt, so the pieces' colours carry the picture.
        fill = palette.TABLE_BACKGROUND.lighter(128)
        self.panels: dict[Hashable, PanelItem] = {
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
            self.add_slot(item)
        for slot in range(4):
            self.add_slot(SlotItem(("display", slot), layout.display_slot(slot), lambda p, r: art.paint_empty_slot(p, r)))
        self.add_slot(SlotItem(RESERVE_AREA, layout.RESERVE.adjusted(4, layout.TITLE_HEIGHT, -4, -4)))
        self.deck_item = CardItem(("deck",), layout.CARD.size(), lambda p, r: art.paint_card_back(p, r))
        self.deck_item.setPos(layout.deck_rect().topLeft())
        self.scene.addItem(self.deck_item)

    def add_slot(self, slot: SlotItem) -> None:
        """Put a drop target on the table."""
        slot.highlight_fn = art.paint_highlight
        self.slots[slot.key] = slot
        self.scene.addItem(slot)

    # ----- syncing with the engine ------------------------------------------------------------------

    def sync(self, animate: bool = False) -> None:
        """Redraw from the viewer's view; pieces that moved glide to their new places."""
        state = self.session.state
        seat = self.shown_seat()
        self.view = state.player_view(seat)
        mine = self.my_turn()
        if self.visiting is not None and (self.visiting == seat or (mine and not self._mine_before)):
            self.visiting = None  # the viewer's turn begins: their own city comes back to build in
        self._mine_before = mine
        self.big_seat = seat if self.visiting is None else self.visiting
        self.prune_picks()
        moves: list[tuple[PieceItem, QPointF]] = []
        seen: set[str] = set()
        self._sync_market(moves, seen)
        self._sync_cities(moves, seen)
        self._sync_own_reserve_and_pending(moves, seen)
        self._sync_side_strips(moves, seen)
        self._sync_neutral(moves, seen)
        self.supply.sync_huts(self.view, moves, seen)
        self.pieces.drop_unseen(seen)
        self.card_pieces.begin()
        self._sync_cards()
        self.card_pieces.end()
        self._sync_panels()
        self.refresh_interaction()
        self.settle(moves, animate, appeared=self.card_pieces.appeared)

    def prune_picks(self) -> None:
        """Forget picks the new view made stale (the game's adapter keeps them)."""

    def refresh_interaction(self) -> None:
        """Mark what the viewer may use now (the game's adapter knows)."""

    def side_seats(self) -> list[int]:
        """The seats shown in the side column, in seat order."""
        return [s for s in range(self.view["players"]) if s != self.big_seat]

    def _side_count(self) -> int:
        return len(self.side_seats()) + (1 if self.neutral_tiles() is not None else 0)

    def side_panel_rect(self, seat: int) -> QRectF:
        """The side panel of ``seat``."""
        return layout.side_panel(self.side_seats().index(seat), self._side_count())

    def market_tile_place(self, entry: int) -> tuple[QPointF, float]:
        """Where the market's ``entry``-th tile lies (its top-left) and its size, in scene units:
        one tile a space (a game with two halves a space lays them side by side)."""
        rect = layout.market_slot(entry)
        size = rect.width() - 0.3 * TILE  # leaves the space's currency name readable below
        return QPointF(rect.center().x() - size / 2, rect.top() + 0.07 * TILE), size

    def _sync_market(self, moves: list, seen: set[str]) -> None:
        for entry, tile in enumerate(self.view["market"]):
            if tile is None:
                continue
            pos, size = self.market_tile_place(entry)
            place(self.pieces.get(tile, seen), pos, size / TILE, moves)

    def _sync_cities(self, moves: list, seen: set[str]) -> None:
        view = self.view
        big = view["cities"][self.big_seat]
        cells = [(x, y) for x, y, _t in big]
        area = layout.CITY.adjusted(0.2 * TILE, layout.TITLE_HEIGHT + 0.1 * TILE, -0.2 * TILE, -0.2 * TILE)
        self.frame = layout.city_frame(cells, area, margin=1, max_scale=1.1)
        self._sync_city_slots(cells)
        for x, y, tile in big:
            key = start_key(self.big_seat) if (x, y) == (0, 0) else tile
            place(self.pieces.get(key, seen), self.frame.cell_rect((x, y)).topLeft(), self.frame.scale, moves)
        self.side_cities.clear()
        for seat in self.side_seats():
            city = view["cities"][seat]
            area = layout.side_city_area(self.side_panel_rect(seat))
            largest = SIDE_TILE_SCALE[0] if self._side_count() <= 2 else SIDE_TILE_SCALE[1]
            frame = layout.city_frame([(x, y) for x, y, _t in city], area, margin=0, max_scale=largest)
            self.side_cities[seat] = frame
            for x, y, tile in city:
                key = start_key(seat) if (x, y) == (0, 0) else tile
                place(self.pieces.get(key, seen), frame.cell_rect((x, y)).topLeft(), frame.scale, moves)

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
                self.add_slot(SlotItem(key, rect))

    def pending_owner(self) -> int:
        """Whose bought tiles wait to be placed."""
        view = self.view
        return view["recipient"] if view["phase"] == "distribution" else view["turn_player"]

    def _sync_own_reserve_and_pending(self, moves: list, seen: set[str]) -> None:
        """The large city's reserve and tiles to place, in the bottom row."""
        reserve = self.view["reserves"][self.big_seat]
        size = 0.62 * TILE
        width = layout.RESERVE.width() - 0.3 * TILE
        per_row = max(1, int(width // (size + 0.06 * TILE)))
        rows = max(1, -(-len(reserve) // per_row))
        room = layout.RESERVE.height() - layout.TITLE_HEIGHT - 0.1 * TILE
        row_step = min(size + 0.06 * TILE, (room - size) / max(1, rows - 1)) if rows > 1 else 0.0
        for index, tile in enumerate(reserve):
            row, col = divmod(index, per_row)
            pos = QPointF(layout.RESERVE.left() + 0.15 * TILE + col * (size + 0.06 * TILE),
                          layout.RESERVE.top() + layout.TITLE_HEIGHT + 0.05 * TILE + row * row_step)
            place(self.pieces.get(tile, seen), pos, size / TILE, moves)
        if self.pending_owner() == self.big_seat:
            pending = self.view["pending"]
            size = 0.8 * TILE
            top = layout.PENDING.top() + layout.TITLE_HEIGHT + 0.25 * TILE
            for tile, pos in zip(pending, layout.row_positions(layout.PENDING, len(pending), size, top)):
                place(self.pieces.get(tile, seen), pos, size / TILE, moves)

    def _sync_side_strips(self, moves: list, seen: set[str]) -> None:
        """Each side panel's strip: its reserve on the left, its tiles to place on the right,
        each under a label."""
        wanted: set[Hashable] = set()
        owner = self.pending_owner()
        for seat in self.side_seats():
            reserve, pending, money = layout.side_strip_parts(self.side_panel_rect(seat))
            groups = ((("reserve", seat), self.tr("Reserve"), self.view["reserves"][seat], reserve),
                      (("pending", seat), self.tr("To place"), self.view["pending"] if owner == seat else [], pending))
            for key, words, tiles, part in groups:
                wanted.add(key)
                self._label(key, words, part.topLeft())
                size = part.height() - 0.26 * TILE
                room = part.width() - 0.1 * TILE - size
                step = min(size + 0.04 * TILE, room / (len(tiles) - 1)) if len(tiles) > 1 else 0.0
                for index, tile in enumerate(tiles):
                    item = self.pieces.get(tile, seen)
                    item.setZValue(Layer.PIECES + index * 0.01)
                    place(item, QPointF(part.left() + index * step, part.top() + 0.24 * TILE), size / TILE, moves)
            if seat != self.viewer:  # the viewer's own money is in the hand panel
                wanted.add(("money", seat))
                self._label(("money", seat), self.tr("Money"), money.topLeft())
        wanted.add("totals")
        for key in [k for k in self.labels if k not in wanted]:
            self.scene.removeItem(self.labels.pop(key))

    def _label(self, key: Hashable, text: str, pos: QPointF) -> None:
        label = self.labels.get(key)
        if label is None:
            label = add_text_item(self.scene, LABEL_PX, palette.TABLE_SOFT_INK)
            self.labels[key] = label
        label.setText(text)
        label.setPos(pos)

    def _sync_neutral(self, moves: list, seen: set[str]) -> None:
        """The neutral player's panel: its tiles by building type, side by side, not stacked."""
        tiles = self.neutral_tiles()
        if tiles is None:
            return
        rect = layout.side_panel(self._side_count() - 1, self._side_count())
        panel = self.panels.get("neutral")
        if panel is None or panel.rect() != rect:
            if panel is not None:
                self.scene.removeItem(panel)
            panel = PanelItem(rect, palette.TABLE_BACKGROUND.lighter(118))
            self.panels["neutral"] = panel
            self.scene.addItem(panel)
        area = rect.adjusted(4, layout.TITLE_HEIGHT, -4, -4)
        if NEUTRAL_AREA in self.slots:
            self.slots[NEUTRAL_AREA].set_rect(area)
        else:
            self.add_slot(SlotItem(NEUTRAL_AREA, area))
        score = self.view[f"{self.neutral_key}_score"]
        panel.set_text(self.neutral_name(), translate("TileCityTable", "%n points", "", score))
        types = [b.id for b in self.session.state.data.building_types]
        inner = rect.adjusted(0.2 * TILE, layout.TITLE_HEIGHT + 0.1 * TILE, -0.2 * TILE, -0.15 * TILE)
        for tile, (pos, scale, order) in neutral_positions(tiles, self.tile_type, types, inner).items():
            item = self.pieces.get(tile, seen)
            item.setZValue(Layer.PIECES + order * 0.01)
            place(item, pos, scale, moves)

    # ----- cards ---------------------------------------------------------------------------------

    def _sync_cards(self) -> None:
        view = self.view
        self.money.sync_display(view)
        if self.viewer is not None:
            self.money.sync_hand(view)
        for seat, cards in enumerate(view.get("bonus_revealed", [])):
            for index, card in enumerate(cards):
                if seat == self.big_seat:
                    pos = QPointF(layout.CITY.right() - (0.6 + index * 0.55) * TILE, layout.CITY.top() + 0.08 * TILE)
                else:
                    strip = layout.side_strip(self.side_panel_rect(seat))
                    pos = QPointF(strip.right() - (index + 1) * 0.38 * TILE, strip.top() - 0.55 * TILE)
                self.money.add_bonus_card(("shown", seat, card), card, pos, QSizeF(0.34 * TILE, 0.51 * TILE), revealed=True)
        shown: set[int] = set()
        for seat, count in enumerate(view["hand_counts"]):
            if seat == self.big_seat or seat == self.viewer:
                continue
            _reserve, _pending, part = layout.side_strip_parts(self.side_panel_rect(seat))
            # The badge sits under the "Money" label, the backs to its right.
            badge = QRectF(part.left(), part.top() + 0.27 * TILE, 0.4 * TILE, 0.25 * TILE)
            backs = QRectF(badge.right() + 0.05 * TILE, part.top() + 0.22 * TILE, part.right() - badge.right() - 0.05 * TILE, 0.33 * TILE)
            self.money.sync_hidden_hand(seat, count, view["public_hands"][seat], backs)
            self._sync_hand_badge(seat, count, badge)
            shown.add(seat)
        for seat in [s for s in self.hand_badges if s not in shown]:
            self.scene.removeItem(self.hand_badges.pop(seat))
        deck = view["deck_count"]
        self.deck_item.setToolTip(translate("TileCityTable", "%n cards in the deck", "", deck))

    def _sync_hand_badge(self, seat: int, count: int, rect: QRectF) -> None:
        """The number of cards of a hidden hand, on a badge beside it."""
        badge = self.hand_badges.get(seat)
        if badge is None:
            badge = MarkerItem(QRectF())
            self.hand_badges[seat] = badge
            self.scene.addItem(badge)
        badge.set_rect(rect)
        badge.show_look(count, lambda p, r, n=count: art.paint_count_badge(p, r, n))
        badge.setToolTip(translate("TileCityTable", "%n cards, hidden", "", count))

    def private_cards_shown(self) -> dict[int, list[str]]:
        """The money cards and secret bonus cards of a hand drawn face up, by their owner's seat."""
        # Only the viewer's hand is ever drawn face up (others' show backs), always in the hand panel.
        cards = private_cards(self.card_pieces, self._drawn)
        return {self.viewer if self.viewer is not None else self.big_seat: cards} if cards else {}

    # ----- panels ----------------------------------------------------------------------------------

    def _sync_panels(self) -> None:
        view = self.view
        names = self.player_names()
        current = view["current_player"]
        big = self.panels["city"]
        big.set_accent(self.player_colour(self.big_seat))
        big.set_text(self.city_title(self.big_seat), translate("TileCityTable", "%n points", "", view["scores"][self.big_seat]))
        big.set_active(current == self.big_seat)
        big.seat, big.enlarge = self.viewer, self.visiting is not None  # a click brings the viewer's own back
        big.setToolTip(self.back_tip() if self.visiting is not None else "")
        self._sync_vizier_token(self.big_seat, big)
        rounds = ", ".join(map(str, view["rounds_scored"])) or self.tr("none yet")
        self.panels["supply"].set_text(self.tr("Supply"))
        self.panels["supply"].setToolTip(self.tr("Scoring rounds held: %1").replace("%1", rounds))
        self.supply.sync_label(view, rounds)
        self.panels["hand"].set_text(self.tr("Your money") if self.viewer is not None else self.tr("Money (hidden)"))
        totals = hand_title(money_totals(view["hand"])) if self.viewer is not None else ""
        self._label("totals", totals, QPointF(layout.HAND.left() + 0.22 * TILE, layout.HAND.top() + layout.TITLE_HEIGHT))
        self.panels["reserve"].set_text(self.tr("Reserve"))  # of the city shown large, named in its title
        self._sync_side_panels(names, current)

    def _sync_side_panels(self, names: list[str], current: int | None) -> None:
        view = self.view
        others = self.side_seats()
        for key in [k for k in self.panels if isinstance(k, int) and k not in others]:
            self.scene.removeItem(self.panels.pop(key))
        for seat in others:
            rect = self.side_panel_rect(seat)
            panel = self.panels.get(seat)
            if panel is None or panel.rect() != rect:
                if panel is not None:
                    self.scene.removeItem(panel)
                panel = PanelItem(rect, palette.TABLE_BACKGROUND.lighter(128))
                self.panels[seat] = panel
                self.scene.addItem(panel)
            panel.set_accent(self.player_colour(seat))
            # The number of cards is the badge by the hidden hand, so the title line stays short.
            panel.set_text(names[seat], translate("TileCityTable", "%n points", "", view["scores"][seat]))
            # Room for the hidden hand at the title line's right end (and the vizier token).
            room = rect.width() - 0.35 * TILE - (VIZIER_TOKEN + 12 if view.get("viziers") is not None else 0.0)
            if room != panel.title_room:
                panel.title_room = room
                panel.update()
            panel.set_active(current == seat)
            panel.seat, panel.enlarge = seat, True
            panel.setToolTip(plain_tooltip(self.visit_tip(names[seat])))
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
        left = rect.left() + 22 + min(header_width(panel.title, panel.subtitle), panel.title_width()) + 12
        token.set_rect(QRectF(left, rect.top() + 22 - size / 2, size, size))
        face_up = bool(viziers[seat])
        token.show_look(face_up, lambda p, r, up=face_up: art.paint_vizier_token(p, r, up))
        name = self.session.players[seat].name
        if face_up:
            tip = self.tr("%1's vizier is face up: after another player's turn, %1 may buy a building at its exact price.")
        else:
            tip = self.tr("%1's vizier is face down: turning it face up costs %1 an action.")
        token.setToolTip(plain_tooltip(tip.replace("%1", name)))

    # ----- seeing another city large ---------------------------------------------------------------

    def panel_clicked(self, seat: int | None) -> None:
        """Show ``seat``'s city large (None, or the viewer's own: back to it)."""
        self.visiting = None if seat is None or seat == self.viewer or self.viewer is None else seat
        self.sync()

    def is_visiting(self) -> bool:
        """Whether another player's city is shown large (the viewer cannot build there)."""
        return self.visiting is not None
