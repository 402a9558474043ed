"""The scores dock of a tile-city game: buildings per type per player, walls, and the score track."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QIcon
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.games.tilecity.art import building_icon
from gui.i18n_names import building_name


class TileCityScores(QWidget):
    """A table a player reads at a glance: who leads each building type, walls, points.

    In a game whose majorities are broken by building value (Granada), a cell shows the count and
    the highest value, and the leader is found the same way."""

    def __init__(self, parent: QWidget | None = None, icon_of: Callable[[str, int], QIcon] = building_icon) -> None:
        super().__init__(parent)
        self.icon_of = icon_of  # a building type's icon, at a size in pixels
        self.types: list[str] = []
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self._shape: tuple[list[str], list[str]] | None = None  # the columns and rows shown
        self._cells: dict[tuple[int, int], tuple[str, bool]] = {}  # (row, col) -> (text, leader) shown
        self.next_scoring = QLabel(self)
        self.next_scoring.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.table)
        layout.addWidget(self.next_scoring)

    def update_from_session(self, session, table) -> None:
        """Refresh from the table's player view (all of it public)."""
        self.types = table.building_types()
        self.update_from(table.view, [p.name for p in session.players], table)

    def update_from(self, view: dict, names: list[str], table) -> None:
        """Fill the table from a player view (all of it public); ``table`` names the neutral
        player, the edge row and each tile's type and value."""
        neutral = view.get(table.neutral_key)
        columns = list(names) + ([table.neutral_name()] if neutral is not None else [])
        edges = table.edge_rows()
        rows = [building_name(t) for t in self.types] + [label for label, _key in edges] + [self.tr("Score")]
        if (columns, rows) != self._shape:
            self._reshape(columns, rows)
        values = self._values(view, neutral, table)
        for row, btype in enumerate(self.types):
            by_value = table.ranks_by_value(btype)
            rank = [self._rank(v.get(btype, []), by_value) for v in values]
            best = max(rank) if rank else ()
            for col, held in enumerate(values):
                mine = held.get(btype, [])
                text = "·" if not mine else (f"{len(mine)} ({max(mine)})" if by_value else str(len(mine)))
                self._set_cell(row, col, text, bool(mine) and rank[col] == best)
        last = len(self.types)
        for offset, (_label, key) in enumerate(edges):
            lengths = view[key]
            for col in range(len(columns)):
                self._set_cell(last + offset, col, str(lengths[col]) if col < len(lengths) else "—", False)
        for col in range(len(columns)):
            score = view["scores"][col] if col < len(view["scores"]) else view[f"{table.neutral_key}_score"]
            self._set_cell(last + len(edges), col, str(score), False)
        done = view["rounds_scored"]
        if 3 in done:
            text = self.tr("All three scorings are done.")
        elif 2 in done:
            text = self.tr("Next scoring: round 3, at the end of the game.")
        elif 1 in done:
            text = self.tr("Next scoring: round 2, when card B comes up.")
        else:
            text = self.tr("Next scoring: round 1, when card A comes up.")
        if any(table.ranks_by_value(t) for t in self.types):
            text += " " + self.tr("Each cell: buildings (highest value); ties go to the highest value, then the next.")
        self.next_scoring.setText(text)

    @staticmethod
    def _rank(values: list[int], by_value: bool) -> tuple:
        """How a participant's buildings of a type rank: by count, then (by value) their values."""
        return (len(values), sorted(values, reverse=True)) if by_value else (len(values),)

    def _reshape(self, columns: list[str], rows: list[str]) -> None:
        # Headers, icons and items are built only when the players or rows change: rebuilding
        # them after every move cost a few milliseconds of the GUI thread each time.
        self._shape = (columns, rows)
        self._cells.clear()
        self.table.clearContents()
        self.table.setColumnCount(len(columns))
        self.table.setRowCount(len(rows))
        self.table.setHorizontalHeaderLabels(columns)
        self.table.setVerticalHeaderLabels(rows)
        for row, btype in enumerate(self.types):
            self.table.verticalHeaderItem(row).setIcon(self.icon_of(btype, 18))

    def _set_cell(self, row: int, col: int, text: str, leader: bool) -> None:
        """Show ``text`` in a cell (``leader``: tinted as the leader of its type); no-op if unchanged."""
        if self._cells.get((row, col)) == (text, leader):
            return
        self._cells[(row, col)] = (text, leader)
        item = self.table.item(row, col)
        if item is None:
            item = QTableWidgetItem()
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if row == self.table.rowCount() - 1:  # the score row
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.table.setItem(row, col, item)
        item.setText(text)
        item.setBackground(QBrush(QColor(240, 200, 90, 90)) if leader else QBrush())

    @staticmethod
    def _values(view: dict, neutral: list[str] | None, table) -> list[dict[str, list[int]]]:
        """Each participant's building values by type (a value of 0 where values do not count)."""
        groups = [[tile for _x, _y, tile in city] for city in view["cities"]]
        if neutral is not None:
            groups.append(list(neutral))
        out = []
        for tiles in groups:
            per_type: dict[str, list[int]] = {}
            for tile in tiles:
                btype = table.scored_type(tile)
                if btype is not None:
                    per_type.setdefault(btype, []).append(table.tile_value(tile))
            out.append(per_type)
        return out
