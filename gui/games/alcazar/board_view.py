"""The board on the Alcazar table: the painted board, what stands on each cell, the nobles on top,
the castles' flags on their columns and their crests on the value track.

It draws a board model read from the viewer's view, and levels of another model as a preview
(ghosts); it decides nothing about legality.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene

from engine.alcazar.components import AlcazarData
from gui.games.alcazar import art
from gui.games.alcazar import layout as geometry
from gui.games.alcazar.items import BoardItem, CellSlotItem, ColumnItem, CrestItem, FlagItem, NobleItem, row_z
from gui.games.alcazar.layout import TableLayout
from gui.games.alcazar.model import BRIDGE, GAP, PIECE, BoardModel, Column
from gui.games.alcazar.part import TablePart
from gui.games.alcazar.texts import castle_name, noble_name, spot_name
from gui.plain_text import plain_tooltip
from gui.scene.items import PieceItem
from gui.scene.layers import Layer
from gui.scene.units import TILE

Moves = list[tuple[PieceItem, QPointF]]  # pieces and where they go, in scene units


class BoardView(TablePart):
    """The board's items: columns (with the cells as targets), nobles, flags and crests."""

    def __init__(self, scene: QGraphicsScene, geo: TableLayout, data: AlcazarData, picture: art.BoardPicture,
                 cities: dict[str, str], colour: Callable[[int], QColor],
                 on_cell_hovered: Callable[[Hashable, bool], None]) -> None:
        self.scene = scene
        self.geo = geo
        self.data = data
        self.board = data.board
        self.picture = picture
        self.cities = cities
        self.colour = colour  # a seat's colour
        self.columns: dict[int, ColumnItem] = {}
        self.slots: dict[Hashable, CellSlotItem] = {}  # ("cell", label) -> the cell as a target
        self.nobles: list[NobleItem] = []  # on the board
        self.flags: dict[str, FlagItem] = {}
        self.crests: dict[str, CrestItem] = {}
        self._heights: dict[int, int] = {}  # cell -> pieces and bridges on it at the last redraw
        self._tooltips: dict[str, str] = {}  # building tag -> its nobles' lines, shared by its columns
        scene.addItem(BoardItem(geo.outer.adjusted(-4, -4, 4, 4), self._paint_board))
        for cell in range(self.board.size):
            row = cell // self.board.cols
            ground = geo.cell_rect(cell)
            column = ColumnItem(self.board.label[cell], ground, geometry.LEVEL_RISE, self.board.parcel[cell], row)
            self.columns[cell] = column
            scene.addItem(column)
            slot = CellSlotItem(("cell", self.board.label[cell]), art.top_face(ground, 0, 0.0), row, on_cell_hovered)
            self.slots[slot.key] = slot
            scene.addItem(slot)

    def _paint_board(self, painter: QPainter, rect: QRectF) -> None:
        geo = self.geo
        art.paint_frame(painter, geo.outer, geo.land)
        painter.save()
        painter.setClipRect(geo.land)
        art.paint_landscape(painter, geo.ground, self.picture)
        painter.restore()
        art.paint_parcels(painter, geo.ground, self.picture)
        for value in range(1, self.data.cap + 1):
            art.paint_track_space(painter, geo.track_rect(value), value)

    def sync(self, model: BoardModel, keep: list[str], names: list[str], moves: Moves) -> list[ColumnItem]:
        """Show ``model``; nobles that moved are added to ``moves``. ``keep``: the tied castles of a
        merge while one is chosen to keep its flag (their crests stay on the track till then).
        Returns the columns whose height changed since the last redraw."""
        changed = self._sync_columns(model, names)
        self._sync_nobles(model, names, moves)
        self._sync_flags_and_crests(model, keep)
        return changed

    # ----- columns ------------------------------------------------------------------------------

    def levels_of(self, model: BoardModel, column: Column, ghost_from: int | None = None) -> tuple[art.LevelLook, ...]:
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

    def accent(self, model: BoardModel, column: Column) -> QColor | None:
        """The colour of the castle a column belongs to (None: no castle)."""
        building = model.building_at(column.cell)
        if building is None or building.castle is None:
            return None
        return art.heraldry(building.castle).accent

    def show(self, model: BoardModel) -> None:
        """Show every column as ``model`` has it (the end of a preview)."""
        for cell, item in self.columns.items():
            column = model.columns[cell]
            item.set_levels(self.levels_of(model, column), self.accent(model, column), item.wing_ghost)

    def show_preview(self, before: BoardModel, after: BoardModel) -> None:
        """Show the columns that grow from ``before`` to ``after`` with their new levels as ghosts,
        and every other column as in ``before``."""
        for cell, item in self.columns.items():
            old = before.columns[cell]
            new = after.columns[cell]
            if new.height > old.height:
                item.set_levels(self.levels_of(after, new, ghost_from=old.height), self.accent(after, new))
            else:
                item.set_levels(self.levels_of(before, old), self.accent(before, old))

    def show_wings(self, cells: set[int]) -> None:
        """Outline the parcels of ``cells``: where a castle founded here could spread."""
        for cell, item in self.columns.items():
            if item.wing_ghost != (cell in cells):
                item.set_levels(item.levels, item.accent, cell in cells)

    def _sync_columns(self, model: BoardModel, names: list[str]) -> list[ColumnItem]:
        self._tooltips = {}
        changed = []
        for cell, item in self.columns.items():
            column = model.columns[cell]
            if self._heights.get(cell, len(column.levels)) != len(column.levels):
                changed.append(item)
            self._heights[cell] = len(column.levels)
            item.set_levels(self.levels_of(model, column), self.accent(model, column))
            # Player names are in it: shown as plain text whatever they look like.
            tip = plain_tooltip(self._column_tooltip(model, column, names)) if column.levels else ""
            if tip != item.toolTip():
                item.setToolTip(tip)
            self.slots[("cell", column.label)].set_rect(item.top_rect())
        return changed

    def _column_tooltip(self, model: BoardModel, column: Column, names: list[str]) -> str:
        """The building on a cell: its type, value and every noble on it; then the column."""
        where = spot_name(column.label, self.board)
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
            nobles = model.nobles_on(building.tag)
            parts = [self.tr("Nobles on this building:") if nobles else self.tr("No nobles on this building.")]
            for cell, noble in nobles:
                parts.append(self.tr("• %1's %2 on %3, level %4").replace("%1", names[noble.seat]).replace("%2", noble_name(noble.kind))
                             .replace("%3", spot_name(self.board.label[cell], self.board)).replace("%4", str(model.columns[cell].height)))
            nobles_text = cached[building.tag] = "\n".join(parts)
        lines.append(nobles_text)
        return "\n".join(lines)

    # ----- nobles ----------------------------------------------------------------------------------

    def _noble_pos(self, item: NobleItem, cell: int) -> QPointF:
        """Where a noble stands on a column's top: feet a little below the face's centre."""
        face = self.columns[cell].top_rect()
        return QPointF(face.center().x() - item.size.width() / 2, face.center().y() + 0.2 * TILE - item.size.height())

    def _sync_nobles(self, model: BoardModel, names: list[str], moves: Moves) -> None:
        wanted = {cell: col.noble for cell, col in model.columns.items() if col.noble is not None}
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
                item = NobleItem(("board", ""), noble.kind, noble.seat, self.colour(noble.seat), TILE)
                row = self.geo.player_row(noble.seat)
                item.setPos(QPointF(row.center().x(), row.top()))  # a new noble comes from its owner's line
                self.scene.addItem(item)
            item.key = ("board", self.board.label[cell])
            keep.append(item)
            placed.add(cell)
        for item in spare:
            self.scene.removeItem(item)
        self.nobles = keep
        for item in keep:
            cell = self.board.index[item.key[1]]
            row = cell // self.board.cols
            item.setZValue(row_z(Layer.PIECES, row, 1.0))
            target = self._noble_pos(item, cell)
            if item.pos() != target:
                moves.append((item, target))
            column = model.columns[cell]
            head = self.tr("%1's %2 on level %3").replace("%1", names[item.seat]).replace("%2", noble_name(item.kind)).replace("%3", str(column.height))
            item.setToolTip(plain_tooltip(head + "\n" + self._column_tooltip(model, column, names)))

    # ----- flags and crests ------------------------------------------------------------------------

    def _sync_flags_and_crests(self, model: BoardModel, keep: list[str]) -> None:
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
        for castle in keep:
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
