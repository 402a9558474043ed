"""The Alcazar table: the player view drawn as a scene, and gestures turned into engine actions.

The table renders only ``state.player_view(viewer)``. Every question of legality (where a card
may go, which heads a bridge may join, what a noble may do) is a question to the engine: the
targets lit on a drag are the engine's legal actions of that piece, and a preview of a build is
the engine's own result of the action, played on a copy of the state.

Gestures and their click paths:

- a building card: drag it onto its parcel, or click it and then the lit parcel; a parcel that
  allows several builds (a castle with a choice of wings, or a manor) opens a choice whose
  buttons preview the build on the board;
- a tower card: drag (or click, then click) onto a lit column;
- a bridge: the "Build a bridge" button, then click two lit heads;
- buying: drag a display card or a deck into the hand, double-click it, or click it and Buy;
- the free take-back: drag an own noble onto your line in the players panel, or click it and
  Take back;
- the noble step: drag a noble from the choice onto a lit spot (or click, then click), drag an
  own noble of the building onto a lit spot (move) or onto another own noble (swap), or Done.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from engine.alcazar.actions import (
    Bridge,
    BuyCard,
    Done,
    DrawCard,
    Extend,
    FoundCastle,
    FoundManor,
    Keep,
    MoveNoble,
    Pass,
    PlaceNoble,
    Promote,
    SwapNobles,
    TakeBack,
    Tower,
)
from engine.core import Action, Event, Refusal
from gui.art import alcazar_art as art
from gui.art import palette
from gui.games.alcazar import layout as geometry
from gui.games.alcazar import pointing
from gui.games.alcazar.items import (
    POPUP_CONTENT_Z,
    POPUP_Z,
    BoardItem,
    CellSlotItem,
    ChipItem,
    ColumnItem,
    CrestItem,
    FlagItem,
    NobleItem,
    PictureItem,
    picture_look,
    row_z,
)
from gui.games.alcazar.layout import CARD_H, CARD_W, TITLE_HEIGHT, TableLayout
from gui.games.alcazar.model import BRIDGE, GAP, PIECE, BoardModel, Column, read_board
from gui.games.alcazar.texts import castle_name, noble_name, refusal_text, spot_name, status_text
from gui.games.base import BarAction, GameTable
from gui.plain_text import plain_tooltip
from gui.scene.animator import Animator
from gui.scene.items import CardItem, PanelItem, PieceItem, SlotItem
from gui.scene.layers import Layer
from gui.scene.table_scene import TableScene
from gui.scene.units import TILE
from gui.session import GameSession

HAND_AREA = ("hand",)
HOME_AREA = ("home",)
Source = tuple  # what a gesture started from: ("card", n), ("towers",), ("noble", spot), ...


class AlcazarScene(TableScene):
    """Alcazar's table scene: the buttons on the table (chips) take presses too."""

    def is_usable(self, item: QGraphicsItem) -> bool:
        """A chip, or what any table can use (an active piece, a lit slot)."""
        return isinstance(item, ChipItem) or super().is_usable(item)

    def button_released(self, item: QGraphicsItem, point: QPointF) -> None:
        """A chip acts when released over itself, as a push button does."""
        if isinstance(item, ChipItem) and item.rect().contains(item.mapFromScene(point)):
            self.table.chip_clicked(item.key)


class AlcazarTable(GameTable):
    """Draws an Alcazar game for one viewer and turns their gestures into engine actions."""

    smallest_capital = 17.0  # the players' lines and the supply's labels

    def __init__(self, session: GameSession, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(session, animator, parent)
        self.data = session.game.data
        board = self.data.board
        self.board = board
        self.geo = TableLayout(board.rows, board.cols, len(session.players), self.data.cap)
        self.picture = art.BoardPicture(board.rows, board.cols, board.parcel, board.wings_wrap)
        self.cities = {c.id: c.city for c in self.data.castles}
        self.view: dict = {}
        self.model: BoardModel | None = None
        self.scene = AlcazarScene(self, self.geo.table)
        self.columns: dict[int, ColumnItem] = {}
        self.slots: dict[Hashable, SlotItem] = {}
        self.cards: dict[Hashable, CardItem] = {}
        self.nobles: list[NobleItem] = []  # on the board
        self._heights: dict[int, int] = {}  # cell -> pieces and bridges on it at the last redraw
        self.flags: dict[str, FlagItem] = {}
        self.crests: dict[str, CrestItem] = {}
        self.popup: list[QGraphicsItem] = []  # the floating choice's items
        self._popup_signature: tuple | None = None
        self.offered: dict[str, NobleItem] = {}  # nobles offered for placing in the noble step
        self.tools: dict[Hashable, ChipItem] = {}
        # What the viewer has picked for the click path, and a pending choice of builds.
        self.picked: Source | None = None
        self.choice: list[Action] = []
        self.choice_card: int | None = None
        self._targets: dict[Hashable, list[Action]] = {}
        self._target_rects: dict[Hashable, QRectF] = {}
        self._previewing: Action | None = None
        self._tooltips: dict[str, str] = {}
        self._hand_shown: tuple[int, tuple[int, ...]] = (0, ())  # whose hand _sync_cards laid out, and its cards
        self._tools_area = self.geo.hand_tools(1)  # where the hand panel's buttons go, under the cards
        self._build_fixed()

    # ----- fixed parts ----------------------------------------------------------------------

    def _build_fixed(self) -> None:
        geo = self.geo
        self.scene.addItem(BoardItem(geo.outer.adjusted(-4, -4, 4, 4), self._paint_board))
        fill = palette.TABLE_BACKGROUND.lighter(128)
        self.panels = {
            "players": PanelItem(geo.players_panel, fill),
            "market": PanelItem(geo.market, fill),
            "supply": PanelItem(geo.supply, fill),
            "hand": PanelItem(geo.hand, fill),
        }
        for panel in self.panels.values():
            self.scene.addItem(panel)
        self.panels["players"].set_text(self.tr("Players"))
        self.panels["market"].set_text(self.tr("Market"), self.tr("a card 5 reales · a tower card 10"))
        self.panels["supply"].set_text(self.tr("Supply"))
        for cell in range(self.board.size):
            row = cell // self.board.cols
            ground = geo.cell_rect(cell)
            column = ColumnItem(self.board.label[cell], ground, geometry.LEVEL_RISE, self.board.parcel[cell], row)
            self.columns[cell] = column
            self.scene.addItem(column)
            self._add_slot(CellSlotItem(("cell", self.board.label[cell]), art.top_face(ground, 0, 0.0), row, self.cell_hovered))
        hand_area = geo.hand.adjusted(4, TITLE_HEIGHT, -4, -4)
        self._add_slot(SlotItem(HAND_AREA, hand_area))
        self.slots[HAND_AREA].highlight_fn = art.paint_highlight_frame
        self._add_slot(SlotItem(HOME_AREA, geo.player_row(0)))
        self.slots[HOME_AREA].highlight_fn = art.paint_highlight_frame
        self.player_lines = [PictureItem(geo.player_row(seat), lambda p, r: None, Layer.SLOTS) for seat in range(len(self.session.players))]
        for line in self.player_lines:
            self.scene.addItem(line)
        supply_rect = geo.supply.adjusted(0.22 * TILE, TITLE_HEIGHT + 0.05 * TILE, -0.2 * TILE, -0.08 * TILE)
        self.supply_picture = PictureItem(supply_rect, lambda p, r: None, Layer.SLOTS)
        self.scene.addItem(self.supply_picture)
        for slot in range(self.data.display_size):
            empty = PictureItem(geo.display_rect(slot), art.paint_empty_card, Layer.SLOTS, look="empty card")
            self.scene.addItem(empty)
        for deck in ("building", "tower"):
            item = CardItem(("deck", deck), QSizeF(CARD_W, CARD_H), lambda p, r: None)
            item.setPos(geo.deck_rect(deck).topLeft())
            self.cards[("deck", deck)] = item
            self.scene.addItem(item)
        # The hand panel's buttons; laid out in _sync_cards, shown only while they can be used.
        chip_h = 0.42 * TILE
        for key, text, tip in (
            (("bridge",), self.tr("Build a bridge…"), self.tr("A bridge costs 15 reales: then click its two heads")),
            (("takeback",), self.tr("Take back a noble…"), self.tr("Before your main action: a noble goes home and pays")),
            (("draw", "building"), self.tr("Buy top card (5)"), self.tr("The top card of the building deck, unseen, for 5 reales")),
            (("draw", "tower"), self.tr("Buy tower card (10)"), self.tr("A tower card for 10 reales")),
        ):
            chip = ChipItem(key, text, QRectF(0.0, 0.0, art.chip_width(text, chip_h), chip_h))
            chip.setToolTip(tip)
            self.tools[key] = chip
            self.scene.addItem(chip)

    def _add_slot(self, slot: SlotItem) -> None:
        if slot.highlight_fn is None:
            slot.highlight_fn = art.paint_highlight_frame
        self.slots[slot.key] = slot
        self.scene.addItem(slot)

    def _paint_board(self, painter, rect: QRectF) -> None:
        geo = self.geo
        art.paint_frame(painter, geo.outer, geo.land)
        painter.save()
        painter.setClipRect(geo.land)
        art.paint_landscape(painter, geo.ground, self.picture)
        painter.restore()
        art.paint_parcels(painter, geo.ground, self.picture)
        for value in range(1, self.data.cap + 1):
            art.paint_track_space(painter, geo.track_rect(value), value)

    # ----- syncing with the engine ------------------------------------------------------------------

    def _seat(self) -> int:
        state = self.session.state
        if self.viewer is not None:
            return self.viewer
        return state.current_player if state.current_player is not None else 0

    def sync(self, animate: bool = False) -> None:
        """Redraw from the viewer's view; cards and nobles that moved glide to their new places."""
        state = self.session.state
        self.view = state.player_view(self._seat())
        self.model = read_board(self.view, self.data)
        if self.choice and not self.my_turn():
            self._close_choice()
        if self.choice_card is not None and self.choice_card not in self.view["hand"]:
            self._close_choice()
        self.picked = self._still_valid(self.picked)
        self._previewing = None
        moves: list[tuple[PieceItem, QPointF]] = []
        changed = self._sync_columns()
        self._sync_nobles(moves)
        self._sync_flags_and_crests()
        self._sync_cards(moves)
        self._sync_panels()
        self._refresh_interaction()
        self.settle(moves, animate, appeared=changed)

    def _still_valid(self, picked: Source | None) -> Source | None:
        """Keep a pick only while its piece is still there."""
        if picked is None or not self.my_turn():
            return None
        kind = picked[0]
        if kind == "card" and picked[1] not in self.view["hand"]:
            return None
        if kind == "display" and picked[1] not in self.view["display"]:
            return None
        if kind == "towers" and not self.view["seats"][self._seat()]["towers"]:
            return None
        if kind == "noble":
            column = self.model.columns[self.board.index[picked[1]]]
            if column.noble is None or column.noble.seat != self._seat():
                return None
        if kind in ("noble", "supply", "bridge") and self.view["phase"] not in ("turn", "main", "nobles"):
            return None
        return picked

    def _levels_of(self, model: BoardModel, column: Column, ghost_from: int | None = None) -> tuple[art.LevelLook, ...]:
        """How a column of ``model`` is drawn; levels above ``ghost_from`` as a preview."""
        looks = []
        for index, level in enumerate(column.levels, start=1):
            ghost = ghost_from is not None and index > ghost_from
            if level.kind == GAP:
                looks.append(art.LevelLook("gap", ghost=ghost))
            elif level.kind == BRIDGE:
                info = model.bridges.get(level.bridge)
                cells = info.cells if info else (column.cell, column.cell, column.cell)
                horizontal = cells[2] - cells[0] == 2
                looks.append(art.LevelLook("bridge", horizontal, column.cell == cells[0], column.cell == cells[2], ghost))
            else:
                looks.append(art.LevelLook("piece", ghost=ghost))
        return tuple(looks)

    def _accent(self, model: BoardModel, column: Column) -> QColor | None:
        building = model.building_at(column.cell)
        if building is None or building.castle is None:
            return None
        return art.heraldry(building.castle).accent

    def _sync_columns(self) -> list[ColumnItem]:
        """Show every column as the board has it; returns the columns that grew since the last redraw."""
        model = self.model
        self._tooltips: dict[str, str] = {}  # building tag -> its lines, shared by its columns
        changed = []
        for cell, item in self.columns.items():
            column = model.columns[cell]
            if self._heights.get(cell, len(column.levels)) != len(column.levels):
                changed.append(item)
            self._heights[cell] = len(column.levels)
            item.set_levels(self._levels_of(model, column), self._accent(model, column))
            # Player names are in it: shown as plain text whatever they look like.
            tip = plain_tooltip(self._column_tooltip(column)) if column.levels else ""
            if tip != item.toolTip():
                item.setToolTip(tip)
            slot = self.slots[("cell", column.label)]
            slot.set_rect(item.top_rect())
        return changed

    def _column_tooltip(self, column: Column) -> str:
        """The building on a cell: its type, value and every noble on it; then the column."""
        model = self.model
        where = self._spot_name(column.label)
        where = where[:1].upper() + where[1:]
        building = model.building_at(column.cell)
        if building is None:
            return ""
        if building.castle:
            kind = self.tr("castle %1").replace("%1", castle_name(building.castle, self.cities))
        else:
            kind = self.tr("manor")
        lines = [self.tr("%1: %2, value %3").replace("%1", where).replace("%2", kind).replace("%3", str(building.value))]
        runs: list[list] = []  # [kind, first level, last level]
        for index, level in enumerate(column.levels, start=1):
            if runs and runs[-1][0] == level.kind:
                runs[-1][2] = index
            else:
                runs.append([level.kind, index, index])
        words = {GAP: self.tr("empty"), BRIDGE: self.tr("bridge"), PIECE: self.tr("pieces")}
        parts = [(str(a) if a == b else f"{a}–{b}") + " " + words[kind] for kind, a, b in runs]
        lines.append(self.tr("Levels: %1").replace("%1", ", ".join(parts)))
        cached = self._tooltips
        nobles_text = cached.get(building.tag)
        if nobles_text is None:
            names = [p.name for p in self.session.players]
            nobles = model.nobles_on(building.tag)
            parts = [self.tr("Nobles on this building:") if nobles else self.tr("No nobles on this building.")]
            for cell, noble in nobles:
                parts.append(self.tr("• %1's %2 on %3, level %4").replace("%1", names[noble.seat]).replace("%2", noble_name(noble.kind))
                             .replace("%3", self._spot_name(self.board.label[cell])).replace("%4", str(model.columns[cell].height)))
            nobles_text = cached[building.tag] = "\n".join(parts)
        lines.append(nobles_text)
        return "\n".join(lines)

    def _noble_pos(self, item: NobleItem, cell: int) -> QPointF:
        """Where a noble stands on a column's top: feet a little below the face's centre."""
        face = self.columns[cell].top_rect()
        return QPointF(face.center().x() - item.size.width() / 2, face.center().y() + 0.2 * TILE - item.size.height())

    def _sync_nobles(self, moves: list) -> None:
        wanted = {cell: col.noble for cell, col in self.model.columns.items() if col.noble is not None}
        keep: list[NobleItem] = []
        spare: list[NobleItem] = []
        placed: set[int] = set()
        for item in self.nobles:
            cell = self.board.index[item.key[1]]
            noble = wanted.get(cell)
            if noble is not None and (noble.seat, noble.kind) == (item.seat, item.kind) and cell not in placed:
                keep.append(item)
                placed.add(cell)
            else:
                spare.append(item)
        for cell, noble in sorted(wanted.items()):
            if cell in placed:
                continue
            item = next((s for s in spare if (s.seat, s.kind) == (noble.seat, noble.kind)), None)
            if item is not None:
                spare.remove(item)  # the same noble moved (a move, or a swap): it glides over
            else:
                item = NobleItem(("board", ""), noble.kind, noble.seat, self.player_colour(noble.seat), TILE)
                row = self.geo.player_row(noble.seat)
                item.setPos(QPointF(row.center().x(), row.top()))  # a new noble comes from its owner's line
                self.scene.addItem(item)
            item.key = ("board", self.board.label[cell])
            keep.append(item)
            placed.add(cell)
        for item in spare:
            self.scene.removeItem(item)
        self.nobles = keep
        names = [p.name for p in self.session.players]
        for item in keep:
            cell = self.board.index[item.key[1]]
            row = cell // self.board.cols
            item.setZValue(row_z(Layer.PIECES, row, 1.0))
            target = self._noble_pos(item, cell)
            if item.pos() != target:
                moves.append((item, target))
            column = self.model.columns[cell]
            head = self.tr("%1's %2 on level %3").replace("%1", names[item.seat]).replace("%2", noble_name(item.kind)).replace("%3", str(column.height))
            item.setToolTip(plain_tooltip(head + "\n" + self._column_tooltip(column)))

    def _sync_flags_and_crests(self) -> None:
        model = self.model
        fw, fh = art.flag_size()
        castles = {b.castle: b for b in model.buildings.values() if b.castle}
        for castle in list(self.flags):
            if castle not in model.flags:
                self.scene.removeItem(self.flags.pop(castle))
        for castle, cell in model.flags.items():
            item = self.flags.get(castle)
            if item is None:
                item = FlagItem(castle, self.cities.get(castle, castle), QSizeF(fw * TILE, fh * TILE))
                self.flags[castle] = item
                self.scene.addItem(item)
            face = self.columns[cell].top_rect()
            item.setPos(QPointF(face.left() + 0.02 * TILE, face.top() + 0.3 * face.height() - fh * TILE))
            value = castles[castle].value if castle in castles else None
            item.setToolTip(self.tr("Castle %1, value %2").replace("%1", self.cities.get(castle, castle))
                            .replace("%2", str(value) if value is not None else "—"))
        # Crests on the value track; several on one value stand side by side.
        values: dict[str, int] = {c: b.value for c, b in castles.items()}
        for castle in self.view["keep"]:
            if castle not in values:
                merged = model.building_at(model.flags[castle]) if castle in model.flags else None
                if merged is not None:
                    values[castle] = merged.value
        for castle in list(self.crests):
            if castle not in values:
                self.scene.removeItem(self.crests.pop(castle))
        by_value: dict[int, list[str]] = {}
        order = [c.id for c in self.data.castles]
        for castle in sorted(values, key=order.index):
            by_value.setdefault(values[castle], []).append(castle)
        for value, group in by_value.items():
            space = self.geo.track_rect(max(1, min(self.data.cap, value)))
            count = len(group)
            width = min(space.width() * 0.5, (space.width() - 0.1 * TILE) / count) if count > 1 else space.width() * 0.5
            width = min(width, space.height() * 0.62)
            size = QSizeF(width, width * 1.15)
            for k, castle in enumerate(group):
                item = self.crests.get(castle)
                if item is None or item.size != size:
                    if item is not None:
                        self.scene.removeItem(item)
                    item = CrestItem(castle, size)
                    self.crests[castle] = item
                    self.scene.addItem(item)
                span = count * width + (count - 1) * 0.02 * TILE
                left = space.center().x() - span / 2 + k * (width + 0.02 * TILE)
                item.setPos(QPointF(left, space.bottom() - size.height() - 0.06 * space.height()))
                item.setToolTip(self.tr("Crest of %1: value %2").replace("%1", self.cities.get(castle, castle)).replace("%2", str(value)))

    def _card_item(self, key: Hashable, look: Hashable, paint: Callable) -> CardItem:
        """The card item for ``key``, showing ``look`` as ``paint`` draws it (repainted only if
        the look changed)."""
        item = self.cards.get(key)
        look = ("alcazar", *look)  # card items of every game share the picture cache
        if item is None:
            item = CardItem(key, QSizeF(CARD_W, CARD_H), paint)
            item.look = look
            # A card that appears comes off its deck (a refill, a card drawn, a tower card bought).
            deck = "tower" if key == ("towers",) else "building"
            item.setPos(self.geo.deck_rect(deck).topLeft())
            self.cards[key] = item
            self.scene.addItem(item)
        elif item.look != look:
            item.paint_fn = paint
            item.look = look
            item.update()
        return item

    def _building_card_item(self, card: int) -> CardItem:
        # The card's little map shows the board, so the look names the board (by its hash) too.
        return self._card_item(("card", card), ("building", card, hash(self.picture)),
                               lambda p, r, n=card: art.paint_building_card(p, r, n, self.picture))

    def _sync_cards(self, moves: list) -> None:
        view, geo = self.view, self.geo
        seen: set[Hashable] = {("deck", "building"), ("deck", "tower")}
        for slot, card in enumerate(view["display"]):
            if card is None:
                continue
            key = ("card", card)
            item = self._building_card_item(card)
            item.setToolTip(self.tr("Building card %1: buy it for 5 reales (double-click, or drag it into your hand)").replace("%1", str(card)))
            seen.add(key)
            target = geo.display_rect(slot).topLeft()
            if item.pos() != target:
                moves.append((item, target))
        # With no viewer (a computer's turn at a shared screen) the hand panel stays empty:
        # the player to move may be a computer, whose cards nobody may see either.
        shown = self.viewer is not None
        towers = view["seats"][self._seat()]["towers"] if shown else 0
        hand = list(view["hand"]) if shown else []
        self._hand_shown = (self._seat(), tuple(hand))
        positions = geo.hand_positions(len(hand), towers > 0)
        for index, card in enumerate(hand):
            key = ("card", card)
            item = self._building_card_item(card)
            item.setToolTip(self.tr("Building card %1: drag it onto parcel %1 to build there").replace("%1", str(card)))
            item.setZValue(Layer.PIECES + index * 0.01)
            seen.add(key)
            if item.pos() != positions[index]:
                moves.append((item, positions[index]))
        if towers:
            key = ("towers",)
            item = self._card_item(key, ("towers", towers), lambda p, r, n=towers: art.paint_tower_card(p, r, n))
            item.setToolTip(self.tr("Tower cards: %1. Drag one onto a lit column to build up (levels 2 to 5)").replace("%1", str(towers)))
            item.setZValue(Layer.PIECES + len(hand) * 0.01)
            seen.add(key)
            if item.pos() != positions[-1]:
                moves.append((item, positions[-1]))
        rows = 1 + int(len(positions) > 0 and positions[-1].y() > positions[0].y())
        self._tools_area = geo.hand_tools(rows if positions else 0)
        for key in [k for k in self.cards if k not in seen]:
            self.scene.removeItem(self.cards.pop(key))
        for deck, count in (("building", view["deck_count"]), ("tower", view["tower_deck"])):
            self._card_item(("deck", deck), ("back", deck, count), lambda p, r, d=deck, n=count: art.paint_card_back(p, r, d, n))
        self.cards[("deck", "building")].setToolTip(
            self.tr("Building deck: %1 cards. Buy the top card unseen for 5 reales").replace("%1", str(view["deck_count"])))
        self.cards[("deck", "tower")].setToolTip(self.tr("Tower deck: %1 cards, 10 reales each").replace("%1", str(view["tower_deck"])))

    def _sync_panels(self) -> None:
        view = self.view
        names = [p.name for p in self.session.players]
        current = view["current_player"]
        for seat, line in enumerate(self.player_lines):
            info = view["seats"][seat]
            picture = art.PlayerLine(
                name=names[seat],
                colour=self.player_colour(seat),
                money=info["money"],
                cards=info["hand_count"],
                towers=info["towers"],
                grandes=info["supply"]["grande"],
                caballeros=info["supply"]["caballero"],
                score=view["scores"][seat],
                score_text=self.tr("%1 pts").replace("%1", str(view["scores"][seat])),
                active=current == seat,
                out_text=self.tr("out") if info["eliminated"] else "",
            )
            line.set_paint(lambda p, r, pic=picture: art.paint_player_line(p, r, pic), picture_look(picture))
            line.setToolTip(plain_tooltip(
                self.tr("%1: %2 reales, %3 building cards, %4 tower cards; at home %5 grandes and %6 caballeros; %7 points")
                .replace("%1", names[seat]).replace("%2", str(info["money"])).replace("%3", str(info["hand_count"]))
                .replace("%4", str(info["towers"])).replace("%5", str(info["supply"]["grande"]))
                .replace("%6", str(info["supply"]["caballero"])).replace("%7", str(view["scores"][seat]))))
        supply = art.SupplyPicture(
            pieces=view["pieces_left"],
            bridges=view["bridges_left"],
            flags=tuple((c, self.cities.get(c, c)) for c in view["free_flags"]),
            pieces_text=self.tr("%1 pieces").replace("%1", str(view["pieces_left"])),
            bridges_text=self.tr("%1 bridges").replace("%1", str(view["bridges_left"])),
            flags_text=self.tr("Free flags:") if view["free_flags"] else self.tr("No free flag"),
        )
        # Not cached: a second row of free flags is drawn below the picture's rectangle, where a
        # cached picture would cut it off (and its numbers change on most turns anyway).
        self.supply_picture.set_paint(lambda p, r, s=supply: art.paint_supply(p, r, s))
        self.supply_picture.setToolTip(self.tr("The game ends after the turn in which the last piece or the last bridge is used."))
        seat = self._seat()
        if self.viewer is not None:
            self.panels["hand"].set_text(self.tr("Your hand"), names[seat])
        else:
            self.panels["hand"].set_text(self.tr("Hand of %1 (hidden)").replace("%1", names[seat]))
        self.slots[HOME_AREA].set_rect(self.geo.player_row(seat))

    def private_cards_shown(self) -> dict[int, list[int]]:
        """The building cards of a hand drawn face up, by their owner's seat."""
        seat, hand = self._hand_shown
        cards = [card for card in hand if self._drawn(self.cards.get(("card", card)))]
        return {seat: cards} if cards else {}

    def player_colour(self, seat: int) -> QColor:
        """A seat's colour (the one chosen at setup)."""
        colour = self.session.players[seat].colour
        if colour:
            try:
                return palette.player_colour(colour)
            except KeyError:
                pass
        return palette.PLAYER_COLOURS[seat % len(palette.PLAYER_COLOURS)][1]

    # ----- what the viewer may do now ----------------------------------------------------------------

    def _phase(self) -> str:
        return self.view.get("phase", "")

    def _refresh_interaction(self) -> None:
        mine = self.my_turn()
        phase = self._phase()
        state = self.session.state
        main = mine and phase in ("turn", "main")
        groups = set(state.legal_groups()) if mine else set()
        buildable = {a.card for a in state.legal_actions("build")} if main and "build" in groups else set()
        for key, card in self.cards.items():
            if key[0] == "card" and key[1] in self.view["hand"]:
                card.set_flags(draggable=key[1] in buildable, clickable=main, selected=self.picked == key or self.choice_card == key[1])
            elif key[0] == "card":
                can = main and "buy" in groups and state.is_legal(BuyCard(key[1]))
                card.set_flags(draggable=can, clickable=can, selected=self.picked == ("display", key[1]))
            elif key == ("towers",):
                can = main and "tower" in groups
                card.set_flags(draggable=can, clickable=can, selected=self.picked == ("towers",))
            elif key[0] == "deck":
                can = main and "buy" in groups and state.is_legal(DrawCard(key[1]))
                card.set_flags(draggable=can, clickable=can, selected=self.picked == ("deck", key[1]))
        for item in self.nobles:
            own = mine and item.seat == self.viewer
            can = own and self._targets_for(("noble", item.key[1])) != {}
            item.set_flags(draggable=can, clickable=can, selected=self.picked == ("noble", item.key[1]))
        usable = {
            ("bridge",): main and "bridge" in groups,
            ("takeback",): mine and phase == "turn" and "takeback" in groups,
            ("draw", "building"): main and "buy" in groups and state.is_legal(DrawCard("building")),
            ("draw", "tower"): main and "buy" in groups and state.is_legal(DrawCard("tower")),
        }
        self._layout_tools(usable)
        self._sync_popup()
        self._show_targets(self._targets_for(self.picked) if self.picked else self._idle_targets())
        self.selection_changed.emit()

    def _layout_tools(self, usable: dict[Hashable, bool]) -> None:
        """Show the hand panel's usable buttons in rows under the cards."""
        area = self._tools_area
        x, y = area.left(), area.top()
        gap = 0.1 * TILE
        for key, chip in self.tools.items():
            chip.setVisible(usable.get(key, False))
            chip.set_selected(self.picked is not None and self.picked[:1] == key[:1] and key[0] in ("bridge", "takeback"))
            if not chip.isVisible():
                continue
            rect = chip.rect()
            if x > area.left() and x + rect.width() > area.right():
                x, y = area.left(), y + rect.height() + gap
            chip.setPos(QPointF(x - rect.left(), y - rect.top()))
            x += rect.width() + gap

    def _idle_targets(self) -> dict[Hashable, list[Action]]:
        """What is lit with nothing picked: the spots of the noble step, or the waiting manors."""
        if not self.my_turn():
            return {}
        state = self.session.state
        phase = self._phase()
        if phase == "nobles":
            return {("cell", a.at): [] for a in state.legal_actions("place")}
        if phase == "promote":
            return {("cell", a.at): [a] for a in state.legal_actions("promote")}
        if self.choice:
            cells = {}
            for action in self.choice:
                cells[("cell", str(action.card))] = []
            return cells
        return {}

    # ----- targets ------------------------------------------------------------------------------------

    def _targets_for(self, source: Source | None) -> dict[Hashable, list[Action]]:
        """The engine's legal actions of a picked piece, keyed by where it may go."""
        if source is None or not self.my_turn():
            return {}
        state = self.session.state
        kind = source[0]
        out: dict[Hashable, list[Action]] = {}
        if kind == "card":
            actions = [a for a in state.legal_actions("build") if a.card == source[1]]
            if actions:
                out[("cell", str(source[1]))] = actions
        elif kind == "towers":
            for action in state.legal_actions("tower"):
                out[("cell", action.at)] = [action]
        elif kind == "display":
            action = BuyCard(source[1])
            if state.is_legal(action):
                out[HAND_AREA] = [action]
        elif kind == "deck":
            action = DrawCard(source[1])
            if state.is_legal(action):
                out[HAND_AREA] = [action]
        elif kind == "noble":
            spot = source[1]
            if self._phase() == "turn":
                action = TakeBack(spot)
                if state.is_legal(action):
                    out[HOME_AREA] = [action]
            elif self._phase() == "nobles":
                for action in state.legal_actions("move"):
                    if action.at == spot:
                        out.setdefault(("cell", action.to), []).append(action)
                for action in state.legal_actions("swap"):
                    if spot in action.at:
                        other = action.at[0] if action.at[1] == spot else action.at[1]
                        out.setdefault(("cell", other), []).append(action)
        elif kind == "supply":
            for action in state.legal_actions("place"):
                if action.noble == source[1]:
                    out.setdefault(("cell", action.at), []).append(action)
        elif kind == "takeback":
            for action in state.legal_actions("takeback"):
                out[("cell", action.at)] = [action]
        elif kind == "bridge":
            head = source[1]
            for action in state.legal_actions("bridge"):
                a, b = action.ends
                if head is None:
                    out.setdefault(("cell", a), []).append(action)
                    out.setdefault(("cell", b), []).append(action)
                elif head in (a, b):
                    out.setdefault(("cell", b if a == head else a), []).append(action)
            if head is not None:
                out[("cell", head)] = []  # the chosen head stays lit (click it again to let go)
        return out

    def _show_targets(self, targets: dict[Hashable, list[Action]], strong: Hashable | None = None) -> None:
        self._targets = targets
        self._target_rects = {key: self.slots[key].rect() for key in targets if key in self.slots}
        picked_head = ("cell", self.picked[1]) if self.picked and self.picked[0] == "bridge" and self.picked[1] else None
        for key, slot in self.slots.items():
            level = 0
            if key in targets:
                level = 2 if key in (strong, picked_head) else 1
            slot.set_highlight(level)

    def legal_targets(self, source: Source) -> list[Hashable]:
        """The keys of the places a piece may go now (for tests and the click path)."""
        return list(self._targets_for(source))

    def _source_of(self, item: PieceItem) -> Source | None:
        key = item.key
        if isinstance(item, NobleItem):
            return ("noble", key[1]) if key[0] == "board" else ("supply", key[1])
        if key[0] == "card":
            return ("card", key[1]) if key[1] in self.view.get("hand", []) else ("display", key[1])
        if key == ("towers",):
            return ("towers",)
        if key[0] == "deck":
            return ("deck", key[1])
        return None

    # ----- previews ----------------------------------------------------------------------------------------

    def preview(self, action: Action | None) -> None:
        """Show on the board what ``action`` would build, as the engine computes it on a copy."""
        if action == self._previewing:
            return
        self._previewing = action
        model = self.model
        if action is None:
            for cell, item in self.columns.items():
                column = model.columns[cell]
                item.set_levels(self._levels_of(model, column), self._accent(model, column), item.wing_ghost)
            return
        state = self.session.state.clone()
        try:
            events = state.apply(action)
        except Exception:  # noqa: BLE001 - a preview must never break the table; the drop will say why
            return
        after = read_board(state.player_view(self._seat()), self.data)
        for cell, item in self.columns.items():
            old = model.columns[cell]
            new = after.columns[cell]
            if new.height > old.height:
                item.set_levels(self._levels_of(after, new, ghost_from=old.height), self._accent(after, new))
            else:
                item.set_levels(self._levels_of(model, old), self._accent(model, old))
        self.status.emit(self._preview_text(action, events))

    def _preview_text(self, action: Action, events: list[Event]) -> str:
        income = next((e.data["amount"] for e in events if e.kind == "income"), None)
        parts = []
        if isinstance(action, FoundCastle):
            parts.append(self.tr("Found a castle on %1 with %2 and %3").replace("%1", str(action.card))
                         .replace("%2", str(action.wings[0])).replace("%3", str(action.wings[1])))
        elif isinstance(action, FoundManor):
            parts.append(self.tr("Found a manor on %1").replace("%1", str(action.card)))
        elif isinstance(action, Extend):
            column = self.model.columns[self.board.cell_of[action.card]]
            if column.height:
                parts.append(self.tr("Build up on %1 to level %2").replace("%1", str(action.card)).replace("%2", str(column.height + 1)))
            else:
                parts.append(self.tr("Extend onto %1").replace("%1", str(action.card)))
        elif isinstance(action, Bridge):
            parts.append(self.tr("Bridge from %1 to %2 (15 reales)").replace("%1", self._spot_name(action.ends[0])).replace("%2", self._spot_name(action.ends[1])))
        else:
            parts.append(self._action_words(action))
        names = [p.name for p in self.session.players]
        for event in events:
            if event.kind == "noble_displaced":
                parts.append(self.tr("pushes off %1's %2 (they get %3 reales)").replace("%1", names[event.player])
                             .replace("%2", noble_name(event.data["noble"])).replace("%3", str(event.data["paid"])))
            elif event.kind == "buildings_merged":
                parts.append(self.tr("joins buildings"))
        if income is not None:
            parts.append(self.tr("income %1 reales").replace("%1", str(income)))
        return " · ".join(parts)

    def _action_words(self, action: Action) -> str:
        state = self.session.state
        if isinstance(action, PlaceNoble):
            cost = state.placement_cost(self.data.noble_by_id[action.noble])
            return self.tr("Place a %1 on %2 for %3 reales").replace("%1", noble_name(action.noble)).replace("%2", self._spot_name(action.at)).replace("%3", str(cost))
        if isinstance(action, MoveNoble):
            return self.tr("Move your noble from %1 to %2 (free)").replace("%1", self._spot_name(action.at)).replace("%2", self._spot_name(action.to))
        if isinstance(action, SwapNobles):
            return self.tr("Swap your nobles on %1 and %2 (free)").replace("%1", self._spot_name(action.at[0])).replace("%2", self._spot_name(action.at[1]))
        if isinstance(action, TakeBack):
            paid = state.compensation(self.board.index[action.at])
            return self.tr("Take back your noble from %1 and receive %2 reales").replace("%1", self._spot_name(action.at)).replace("%2", str(paid))
        if isinstance(action, Tower):
            column = self.model.columns[self.board.index[action.at]]
            return self.tr("Tower card on %1: a piece on level %2").replace("%1", self._spot_name(action.at)).replace("%2", str(column.height + 1))
        if isinstance(action, BuyCard):
            return self.tr("Buy card %1 for 5 reales").replace("%1", str(action.card))
        if isinstance(action, DrawCard):
            return self.tr("Buy a tower card for 10 reales") if action.deck == "tower" else self.tr("Buy the top building card for 5 reales")
        return action.to_text()

    # ----- drag gestures ----------------------------------------------------------------------------------

    def drag_started(self, item: PieceItem) -> None:
        """A piece was picked up: light every place the engine allows it to go."""
        source = self._source_of(item)
        self._close_choice()
        self.picked = None
        self._show_targets(self._targets_for(source))
        self.status.emit(self._drag_hint(source))

    def drag_targets(self) -> Mapping[Hashable, QRectF]:
        """The lit drop targets, in scene units."""
        return self._target_rects

    def drag_over(self, item: PieceItem, key: Hashable | None) -> None:
        """Mark the target under the piece and preview what dropping there would do."""
        self._show_targets(self._targets, strong=key)
        actions = self._targets.get(key, []) if key is not None else []
        self._wing_hint(actions)
        if len(actions) == 1 and not isinstance(actions[0], (BuyCard, DrawCard, TakeBack)):
            self.preview(actions[0])
        else:
            self.preview(None)
            if len(actions) > 1:
                self.status.emit(self.tr("Drop to found a castle here (then choose its wings) or a manor."))
            elif actions:
                self.status.emit(self._action_words(actions[0]))

    def _wing_hint(self, actions: list[Action]) -> None:
        """Outline every parcel a castle founding here could cover."""
        wings = {self.board.cell_of[w] for a in actions if isinstance(a, FoundCastle) for w in a.wings}
        for cell, item in self.columns.items():
            if item.wing_ghost != (cell in wings):
                item.set_levels(item.levels, item.accent, cell in wings)

    def drag_ended(self, item: PieceItem, key: Hashable | None, origin: QPointF) -> None:
        """Play the drop on ``key``, or offer a choice of builds; an illegal one springs back and says why."""
        source = self._source_of(item)
        self._wing_hint([])
        self.preview(None)
        actions = self._targets.get(key, []) if key is not None else []
        self._show_targets({})
        if not actions:
            self.spring_back(item, origin, self._refusal(source, item.sceneBoundingRect()))
            self._refresh_interaction()
            return
        if len(actions) > 1:
            self._open_choice(source, actions, item, origin)
            return
        if not self.play_drop(item, origin, actions[0]):
            self._refresh_interaction()

    def _spot_name(self, label: str) -> str:
        """A spot as the board shows it: a parcel by number, other cells by their landscape."""
        return spot_name(label, self.board)

    def places_of_action(self, action: Action) -> list[QRectF]:
        """The card and spots a move would use."""
        return pointing.places_of_action(self, action)

    def places_of_event(self, event) -> list[QRectF]:
        """The spots an event names."""
        return pointing.places_of_event(self, event)

    def refusal_text(self, refusal: Refusal) -> str | None:
        """An engine refusal in player words, from the viewer's side."""
        names = [p.name for p in self.session.players]

        def noble_of(seat: int, kind: str) -> str:
            if seat == self.viewer:
                return self.tr("your %1").replace("%1", noble_name(kind))
            # Player names are plain text: put in as they are, never read as markup.
            return self.tr("%1's %2").replace("%2", noble_name(kind)).replace("%1", names[seat] if seat < len(names) else "")

        return refusal_text(refusal, self._spot_name, noble_of, lambda castle: castle_name(castle, self.cities))

    def _refusal(self, source: Source | None, rect: QRectF) -> str:
        """Why a drop away from every lit target did nothing, in the engine's words if it has some."""
        state = self.session.state
        if source is None:
            return ""
        if source[0] == "card":
            number = source[1]
            cell = self.geo.cell_at(rect.center())
            if cell is not None and self.board.parcel[cell] not in (0, number):
                return self.tr("Card %1 builds only on parcel %1.").replace("%1", str(number))
            # Ask the engine about the build this parcel calls for (an extension where something
            # stands on or next to it, else a founding), so its reason names the rule that forbids it.
            cell = self.board.cell_of[number]
            touched = any(self.model.columns[c].height for c in (cell, *self.board.nbrs[cell]))
            reason = state.illegal_reason(Extend(number) if touched else FoundManor(number))
            return self.phrase(reason) if reason else self.tr("Drop card %1 on parcel %1.").replace("%1", str(number))
        if source[0] == "towers":
            cell = self.geo.cell_at(rect.center())
            if cell is not None:
                reason = state.illegal_reason(Tower(self.board.label[cell]))
                return self.phrase(reason) if reason else ""
            return self.tr("Drop the tower card on a lit column.")
        if source[0] in ("display", "deck"):
            action = BuyCard(source[1]) if source[0] == "display" else DrawCard(source[1])
            reason = state.illegal_reason(action)
            return self.phrase(reason) if reason else self.tr("Drop the card into your hand to buy it.")
        if source[0] == "noble" and self._phase() == "turn":
            reason = state.illegal_reason(TakeBack(source[1]))
            return self.phrase(reason) if reason else self.tr("Drop your noble on your line in the players panel to take it back.")
        return self.tr("That is not a place for it.")

    def _drag_hint(self, source: Source | None) -> str:
        if source is None:
            return ""
        kind = source[0]
        if kind == "card":
            return self.tr("Drop card %1 on its parcel, lit on the board.").replace("%1", str(source[1]))
        if kind == "towers":
            return self.tr("Drop the tower card on a lit column: under your own noble, or to prepare a bridge.")
        if kind in ("display", "deck"):
            return self.tr("Drop the card into your hand to buy it.")
        if kind == "noble" and self._phase() == "turn":
            return self.tr("Drop your noble on your line in the players panel to take it back.")
        if kind == "noble":
            return self.tr("Drop your noble on a lit spot to move it, or on your other noble to swap them.")
        if kind == "supply":
            return self.tr("Drop the %1 on a lit spot.").replace("%1", noble_name(source[1]))
        return ""

    # ----- click gestures -----------------------------------------------------------------------------------

    def piece_clicked(self, item: PieceItem) -> None:
        """Pick a piece for the click path, or use a piece that is itself a lit target."""
        source = self._source_of(item)
        if isinstance(item, NobleItem) and item.key[0] == "board" and ("cell", item.key[1]) in self._targets and self.picked:
            self.slot_clicked(("cell", item.key[1]))
            return
        if source is None:
            return
        self._close_choice()
        self.picked = None if self.picked == source else source
        if self.picked is not None:
            if self._targets_for(source):
                self.status.emit(self._drag_hint(source).replace(self.tr("Drop"), self.tr("Click")))
            else:
                # Nothing is lit: say why in the engine's words rather than leave the player guessing.
                self.status.emit(self._refusal(source, QRectF()))
        self._refresh_interaction()

    def piece_double_clicked(self, item: PieceItem) -> None:
        """Double-click a display card or a deck to buy it."""
        source = self._source_of(item)
        if source is not None and source[0] in ("display", "deck") and self.my_turn():
            self.picked = None
            self._apply(BuyCard(source[1]) if source[0] == "display" else DrawCard(source[1]))

    def slot_clicked(self, key: Hashable) -> None:
        """A lit target was clicked: play what the picked piece does there."""
        actions = self._targets.get(key)
        if self.picked and self.picked[0] == "bridge" and key[0] == "cell":
            head = self.picked[1]
            if head == key[1]:
                self.picked = ("bridge", None)
            elif head is None:
                self.picked = ("bridge", key[1])
                self.status.emit(self.tr("Now click the other head of the bridge."))
            elif actions:
                self._apply(actions[0])
                return
            self._refresh_interaction()
            return
        if not actions:
            return
        source = self.picked
        if len(actions) > 1:
            self._open_choice(source, actions, None, None)
            return
        self._apply(actions[0])

    def chip_clicked(self, key: Hashable) -> None:
        """A button on the table was clicked."""
        kind = key[0]
        if kind == "choose" and 0 <= key[1] < len(self.choice):
            action = self.choice[key[1]]
            self._close_choice()
            self._apply(action)
        elif kind == "cancel":
            self.clear_selection()
        elif kind == "done":
            self._apply(Done())
        elif kind == "bridge":
            self._close_choice()
            self.picked = None if (self.picked and self.picked[0] == "bridge") else ("bridge", None)
            if self.picked:
                self.status.emit(self.tr("Click the first head of the bridge: one carrying your noble, or its partner."))
            self._refresh_interaction()
        elif kind == "takeback":
            self._close_choice()
            self.picked = None if self.picked == ("takeback",) else ("takeback",)
            if self.picked:
                self.status.emit(self.tr("Click one of your lit nobles: it goes home and the bank pays its building's value "
                                         "(twice for a grande)."))
            self._refresh_interaction()
        elif kind == "draw":
            self._apply(DrawCard(key[1]))
        elif kind == "keep":
            self._apply(Keep(key[1]))
        elif kind == "promote":
            self._apply(Promote(key[1]))

    def cell_hovered(self, key: Hashable, entered: bool) -> None:
        """With a piece picked, pointing at a lit cell previews what clicking it would do."""
        actions = self._targets.get(key, []) if entered and self.picked else []
        if len(actions) == 1:
            action = actions[0]
            if isinstance(action, (TakeBack, BuyCard, DrawCard)):
                self.status.emit(self._action_words(action))
            else:
                self.preview(action)
        elif self._previewing is not None and not self.choice:
            self.preview(None)

    def chip_hovered(self, key: Hashable, entered: bool) -> None:
        """Preview the build a choice button stands for."""
        if entered and key[0] == "choose" and 0 <= key[1] < len(self.choice):
            self.preview(self.choice[key[1]])
        elif not entered:
            self.preview(None)

    def clear_selection(self) -> None:
        """Forget every pick and close a pending choice."""
        self.picked = None
        self._close_choice()
        self.preview(None)
        self._refresh_interaction()

    def _apply(self, action: Action | None) -> None:
        if action is None:
            return
        self.picked = None
        self._close_choice()
        self.preview(None)
        reason = self.session.apply(action)
        if reason is not None:
            self.status.emit(reason)
            self._refresh_interaction()

    # ----- choices: castle wings, tied castles, waiting manors, the noble step -----------------------------

    def _open_choice(self, source: Source | None, actions: list[Action], item: PieceItem | None, origin: QPointF | None) -> None:
        """Several builds are possible here: offer them as buttons that preview on hover."""
        self.choice = list(actions)
        self.choice_card = next((a.card for a in actions if hasattr(a, "card")), None)
        self.picked = None
        if item is not None and origin is not None:
            # Back at once, not animated: the scene takes no clicks while pieces move, and the
            # player's next click is on the choice.
            item.setPos(origin)
        self.status.emit(self.tr("Choose how to build: point at a choice to see it on the board."))
        self._refresh_interaction()

    def _close_choice(self) -> None:
        self.choice = []
        self.choice_card = None

    def _sync_popup(self) -> None:
        """Show the floating choice the situation needs (or none), rebuilt only when it changes."""
        spec = self._popup_spec()
        signature = None if spec is None else (spec[0], tuple(spec[1]), tuple(k for k, _t, _q in spec[2]), tuple(spec[3]))
        if signature == self._popup_signature:
            self._update_offered_prices()
            return
        self._popup_signature = signature
        for item in self.popup:
            self.scene.removeItem(item)
        self.popup = []
        self.offered = {}
        if spec is None:
            return
        title, anchor_cells, chips, offered = spec
        self._build_popup(title, anchor_cells, chips, offered)

    def _popup_spec(self) -> tuple[str, list[int], list[tuple[Hashable, str, bool]], list[str]] | None:
        """(title, cells to stand near, buttons (key, text, quiet), nobles offered) or None."""
        if not self.my_turn():
            return None
        state = self.session.state
        phase = self._phase()
        if self.choice:
            card = self.choice_card
            chips: list[tuple[Hashable, str, bool]] = []
            for index, action in enumerate(self.choice):
                if isinstance(action, FoundCastle):
                    cells = sorted((action.card, *action.wings), key=lambda n: self.board.cell_of[n])
                    text = self.tr("Castle %1").replace("%1", "–".join(map(str, cells)))
                elif isinstance(action, FoundManor):
                    text = self.tr("Manor")
                else:
                    text = self._action_words(action)
                chips.append((("choose", index), text, False))
            chips.append((("cancel",), self.tr("Cancel"), True))
            cells = [self.board.cell_of[card]] if card is not None else []
            return self.tr("Build on parcel %1:").replace("%1", str(card)), cells, chips, []
        if phase == "keep":
            chips = [(("keep", a.castle), self.cities.get(a.castle, a.castle), False) for a in state.legal_actions("keep")]
            cells = [self.board.index[s] for s in (self.view["noble_step"] or {}).get("spots", [])]
            return self.tr("Which castle keeps its flag?"), cells, chips, []
        if phase == "promote":
            chips = [(("promote", a.at), self.tr("Manor on %1").replace("%1", a.at), False) for a in state.legal_actions("promote")]
            cells = [self.board.index[a.at] for a in state.legal_actions("promote")][:1]
            return self.tr("Which manor becomes a castle?"), cells, chips, []
        if phase == "nobles":
            # Every noble kind still at home is shown with its price; one the player cannot
            # afford stays in the choice, greyed, so the price says why it cannot be placed.
            step = self.view["noble_step"] or {}
            home = self.view["seats"][self._seat()]["supply"]
            kinds = [n.id for n in self.data.nobles if home[n.id] > 0] if step.get("places", 0) > 0 else []
            cells = [self.board.index[s] for s in (self.view["noble_step"] or {}).get("spots", [])]
            title = self.tr("Place a noble") if kinds else self.tr("Move or swap a noble")
            return title, cells, [(("done",), self.tr("Done"), True)], kinds
        if self.picked and self.picked[0] == "bridge":
            return self.tr("Build a bridge: click two lit heads"), [], [(("cancel",), self.tr("Cancel"), True)], []
        if self.picked == ("takeback",):
            return self.tr("Take back: click one of your lit nobles"), [], [(("cancel",), self.tr("Cancel"), True)], []
        return None

    def _build_popup(self, title: str, anchor_cells: list[int], chips: list[tuple[Hashable, str, bool]], offered: list[str]) -> None:
        chip_h = 0.46 * TILE
        gap = 0.1 * TILE
        widths = [max(1.0 * TILE, art.chip_width(text, chip_h)) for _k, text, _q in chips]
        noble_w = 1.1 * TILE
        chips_w = sum(widths) + gap * (len(widths) - 1)
        nobles_w = len(offered) * (noble_w + gap)
        title_w = art.chip_width(title, 0.55 * TILE)
        width = max(chips_w, nobles_w, title_w) + 0.4 * TILE
        height = 0.5 * TILE + (1.45 * TILE if offered else 0.0) + chip_h + 0.25 * TILE
        ground = self.geo.ground
        if anchor_cells:
            rects = [self.columns[c].ground for c in anchor_cells]
            left = min(r.left() for r in rects)
            right = max(r.right() for r in rects)
            bottom = max(r.bottom() for r in rects)
            top = min(self.columns[c].top_rect().top() for c in anchor_cells)
            x = (left + right) / 2 - width / 2
            y = bottom + 0.2 * TILE
            if y + height > ground.bottom() + 0.2 * TILE:
                y = top - 0.35 * TILE - height
        else:
            shown = [chip for chip in self.tools.values() if chip.isVisible()] or list(self.tools.values())[:1]
            bottom = max(chip.mapToScene(chip.rect().bottomLeft()).y() for chip in shown)
            x, y = self.geo.hand.left() + 0.18 * TILE, bottom + 0.15 * TILE
            ground = self.geo.hand
        x = max(ground.left() - 0.1 * TILE, min(x, ground.right() + 0.1 * TILE - width))
        rect = QRectF(x, y, width, height)
        # Not cached: its shadow falls outside its rectangle, where a cached picture would cut it off.
        background = PictureItem(rect, lambda p, r, t=title: art.paint_prompt(p, r, t), Layer.MARKERS)
        background.setZValue(POPUP_Z)
        self.scene.addItem(background)
        self.popup.append(background)
        cx = rect.left() + 0.2 * TILE
        row_y = rect.top() + 0.5 * TILE
        seat = self.viewer if self.viewer is not None else 0
        if offered:
            for kind in offered:
                # Larger than on the board: these are what the player picks up now.
                item = NobleItem(("supply", kind), kind, seat, self.player_colour(seat), 1.4 * TILE)
                item.setPos(QPointF(cx + (noble_w - item.size.width()) / 2, row_y + 1.0 * TILE - item.size.height()))
                item.setZValue(POPUP_CONTENT_Z)
                item.setToolTip(self.tr("Drag the %1 onto a lit spot, or click it and then the spot").replace("%1", noble_name(kind)))
                self.scene.addItem(item)
                self.popup.append(item)
                self.offered[kind] = item
                cx += noble_w + gap
            self._update_offered_prices()
            row_y += 1.45 * TILE
            cx = rect.left() + 0.2 * TILE
        for (key, text, quiet), w in zip(chips, widths):
            chip = ChipItem(key, text, QRectF(cx, row_y, w, chip_h), self.chip_hovered, quiet)
            self.scene.addItem(chip)
            self.popup.append(chip)
            cx += w + gap

    def _update_offered_prices(self) -> None:
        state = self.session.state
        placeable = {a.noble for a in state.legal_actions("place")} if self.my_turn() else set()
        for kind, item in self.offered.items():
            price = state.placement_cost(self.data.noble_by_id[kind]) if self._phase() == "nobles" else None
            item.set_price(price)
            can = kind in placeable
            item.set_flags(draggable=can, clickable=can, selected=self.picked == ("supply", kind))
            item.setOpacity(1.0 if can else 0.45)
            if not can and price is not None:
                item.setToolTip(self.tr("A %1 here costs %2 reales; you have %3.").replace("%1", noble_name(kind))
                                .replace("%2", str(price)).replace("%3", str(self.view["seats"][self._seat()]["money"])))

    # ----- the action bar ------------------------------------------------------------------------------------

    def bar_actions(self) -> list[BarAction]:
        """Buy, Take back, and (when legal) Done and Pass."""
        return [
            BarAction("buy", self.tr("Buy card"), self.buy_action, shortcut="Ctrl+B"),
            BarAction("takeback", self.tr("Take back noble"), self.takeback_action),
            BarAction("done", self.tr("Done"), self.done_action, only_when_legal=True, shortcut="Ctrl+E"),
            BarAction("pass", self.tr("Pass"), self.pass_action, only_when_legal=True, shortcut="Ctrl+E"),
        ]

    def buy_action(self) -> Action | None:
        """Buy the picked display card or deck."""
        if self.picked and self.picked[0] == "display":
            return BuyCard(self.picked[1])
        if self.picked and self.picked[0] == "deck":
            return DrawCard(self.picked[1])
        return None

    def takeback_action(self) -> Action | None:
        """Take back the picked own noble."""
        if self.picked and self.picked[0] == "noble" and self._phase() == "turn":
            return TakeBack(self.picked[1])
        return None

    def done_action(self) -> Action:
        """End the noble step."""
        return Done()

    def pass_action(self) -> Action:
        """Pass: out of the game until the final scoring."""
        return Pass()

    def perform(self, action: Action | None) -> None:
        """Play an action chosen with the action bar."""
        self._apply(action)

    def hint(self) -> str:
        """What the viewer can do now, with what they picked."""
        if not self.my_turn():
            return ""
        phase = self._phase()
        if self.choice:
            return self.tr("Point at a choice to see it on the board; click it to build.")
        if self.picked:
            kind = self.picked[0]
            if kind in ("display", "deck"):
                return self.tr("Press Buy card, or drag the card into your hand.")
            if kind == "noble" and phase == "turn":
                return self.tr("Press Take back noble to take it home and be paid its building's value (twice for a grande).")
            if kind == "bridge":
                return self.tr("Click two lit heads: the bridge joins them over the square between.")
            return self.tr("Click a lit place.")
        if phase == "nobles":
            return self.tr("Drag a noble from the choice onto a lit spot; or drag one of yours on this building to move or swap it.")
        if phase in ("keep", "promote"):
            return self.tr("Choose on the board.")
        return self.tr("Drag a card onto its parcel to build; buy from the market; drag your noble home to take it back.")

    def status_line(self, names: list[str]) -> str:
        """Whose turn it is and what they can do."""
        prices = None
        state = self.session.state
        if self._phase() == "nobles" and self.my_turn():
            kinds = {a.noble for a in state.legal_actions("place")}
            prices = {n.id: state.placement_cost(k) for k, n in enumerate(self.data.nobles) if n.id in kinds}
        return status_text(self.view, names, self.my_turn(), prices)
