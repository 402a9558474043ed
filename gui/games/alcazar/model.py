"""An Alcazar player view read into a board model the table can draw: columns, buildings, bridges.

The player view writes the board in the position format (docs/positions-alcazar.md): each
non-empty cell is a column string such as ``"A _ Br1 | Yc"`` (a piece of building A on level 1,
an empty level, a segment of bridge Br1 on level 3, a yellow caballero on top). This module only
parses that text and joins it with the board geometry; it decides nothing about legality. No Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.alcazar.components import AlcazarData

PIECE, BRIDGE, GAP = "piece", "bridge", "gap"


@dataclass(frozen=True)
class Level:
    """One level of a column: a building piece, a bridge segment, or a gap under a bridge."""

    kind: str
    building: str | None  # tag of the building the element belongs to (None for a gap)
    bridge: str | None = None  # bridge name (Br1, ...) for a segment


@dataclass(frozen=True)
class Noble:
    """A noble standing on a column top."""

    seat: int
    kind: str  # "grande" or "caballero"


@dataclass
class Column:
    """What stands on one board cell, from the ground up."""

    cell: int
    label: str
    row: int
    col: int
    parcel: int  # parcel number, 0 for a non-parcel cell
    levels: list[Level] = field(default_factory=list)
    noble: Noble | None = None

    @property
    def height(self) -> int:
        """The highest occupied level (0 when empty)."""
        return len(self.levels)

    @property
    def top_building(self) -> str | None:
        """Tag of the building the top element belongs to (a noble there stands on it)."""
        return self.levels[-1].building if self.levels else None


@dataclass
class Building:
    """A castle or manor with its value and the cells it covers."""

    tag: str
    castle: str | None  # castle id (its flag and crest), None for a manor
    value: int
    cells: set[int] = field(default_factory=set)


@dataclass(frozen=True)
class BridgeInfo:
    """A bridge: its three cells (head, middle, head), its level and its building."""

    name: str
    cells: tuple[int, int, int]
    level: int
    building: str | None


@dataclass
class BoardModel:
    """The board of one player view."""

    columns: dict[int, Column]
    buildings: dict[str, Building]
    bridges: dict[str, BridgeInfo]
    flags: dict[str, int]  # castle id -> cell showing its flag

    def column(self, cell: int) -> Column:
        """The column on ``cell`` (an empty one for an unbuilt cell)."""
        return self.columns[cell]

    def building_at(self, cell: int) -> Building | None:
        """The building of the top element on ``cell``, if any."""
        tag = self.columns[cell].top_building
        return self.buildings.get(tag) if tag else None

    def castle_value(self, castle: str) -> int | None:
        """The value of the castle with this flag, or None if it is not on the board."""
        for building in self.buildings.values():
            if building.castle == castle:
                return building.value
        return None

    def nobles_on(self, tag: str) -> list[tuple[int, Noble]]:
        """(cell, noble) of every noble standing on building ``tag``, by cell."""
        return [(cell, col.noble) for cell, col in sorted(self.columns.items())
                if col.noble is not None and col.top_building == tag]


def read_board(view: dict[str, Any], data: AlcazarData) -> BoardModel:
    """The board of a player view, with every cell of the layout present."""
    board = data.board
    columns = {}
    for cell in range(board.size):
        row, col = divmod(cell, board.cols)
        columns[cell] = Column(cell, board.label[cell], row, col, board.parcel[cell])
    kinds = {n.code: n.id for n in data.nobles}
    bridge_cells: dict[str, list[tuple[int, int]]] = {}  # name -> (cell, level)
    for spot, text in view["columns"].items():
        cell = board.index[spot]
        column = columns[cell]
        stack, _bar, noble = text.partition("|")
        for token in stack.split():
            if token == "_":
                column.levels.append(Level(GAP, None))
            elif token.startswith("Br") and token[2:].isdigit():
                column.levels.append(Level(BRIDGE, None, token))
                bridge_cells.setdefault(token, []).append((cell, len(column.levels)))
            else:
                column.levels.append(Level(PIECE, token))
        noble = noble.strip()
        if noble:
            column.noble = Noble(data.colour_by_code[noble[0]], kinds[noble[1]])
    bridges = _read_bridges(bridge_cells, columns)
    for info in bridges.values():
        for cell in info.cells:
            levels = columns[cell].levels
            levels[info.level - 1] = Level(BRIDGE, info.building, info.name)
    buildings = {
        tag: Building(tag, None if kind == "manor" else kind, view["values"].get(tag, 0))
        for tag, kind in view["buildings"].items()
    }
    for cell, column in columns.items():
        for level in column.levels:
            if level.building in buildings:
                buildings[level.building].cells.add(cell)
    flags = {castle: board.index[spot] for castle, spot in view["flags"].items()}
    return BoardModel(columns, buildings, bridges, flags)


def _read_bridges(cells: dict[str, list[tuple[int, int]]], columns: dict[int, Column]) -> dict[str, BridgeInfo]:
    """Each bridge's cells in line order and its building: the building of the element under
    either head (itself perhaps a bridge segment, so resolved in order of level)."""
    bridges: dict[str, BridgeInfo] = {}
    for name, spots in sorted(cells.items(), key=lambda item: item[1][0][1]):
        # Cells are numbered row by row, so the sorted cells of a straight triple are in line order.
        line = tuple(sorted(c for c, _level in spots))
        level = spots[0][1]
        building = None
        for end in (line[0], line[2]):
            below = columns[end].levels[level - 2] if level >= 2 else None
            if below is None:
                continue
            if below.kind == PIECE:
                building = below.building
            elif below.kind == BRIDGE and below.bridge in bridges:
                building = bridges[below.bridge].building
            if building is not None:
                break
        bridges[name] = BridgeInfo(name, line, level, building)
    return bridges
