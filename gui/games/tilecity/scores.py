"""The scores dock of a tile-city game: buildings per type per player, walls, and the score track."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
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

TYPES = ("pavilion", "seraglio", "arcades", "chambers", "garden", "tower")


class TileCityScores(QWidget):
    """A table a player reads at a glance: who leads each building type, walls, points."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        view = table.view
        self.update_from(view, [p.name for p in session.players], view["longest_walls"], session.state.data.type_of)

    def update_from(self, view: dict, names: list[str], walls: list[int], type_of: dict[str, str]) -> None:
        """Fill the table from a player view (all of it public), the wall lengths and the
        building type of each tile id."""
        columns = list(names) + ([self.tr("Dirk")] if view["dirk"] is not None else [])
        rows = [building_name(t) for t in TYPES] + [self.tr("Longest wall"), self.tr("Score")]
        if (columns, rows) != self._shape:
            self._reshape(columns, rows)
        counts = self._counts(view, type_of)
        for row, btype in enumerate(TYPES):
            values = [c.get(btype, 0) for c in counts]
            best = max(values) if values else 0
            for col, value in enumerate(values):
                self._set_cell(row, col, str(value) if value else "·", bool(value and value == best))
        for col in range(len(columns)):
            wall = str(walls[col]) if col < len(walls) else "—"
            score = view["scores"][col] if col < len(view["scores"]) else view["dirk_score"]
            self._set_cell(len(TYPES), col, wall, False)
            self._set_cell(len(TYPES) + 1, col, str(score), False)
        done = view["rounds_scored"]
        if 3 in done:
            text = self.tr("All three scorings are done.")
        elif 2 in done:
            text = self.tr("Next scoring: round 3, at the end of the game.")
        elif 1 in done:
            text = self.tr("Next scoring: round 2, when card B comes up.")
        else:
            text = self.tr("Next scoring: round 1, when card A comes up.")
        self.next_scoring.setText(text)

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
        for row, btype in enumerate(TYPES):
            self.table.verticalHeaderItem(row).setIcon(building_icon(btype, 18))

    def _set_cell(self, row: int, col: int, text: str, leader: bool) -> None:
        """Show ``text`` in a cell (``leader``: tinted as the leader of its type); no-op if unchanged."""
        if self._cells.get((row, col)) == (text, leader):
            return
        self._cells[(row, col)] = (text, leader)
        item = self.table.item(row, col)
        if item is None:
            item = QTableWidgetItem()
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if row == len(TYPES) + 1:  # the score row
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.table.setItem(row, col, item)
        item.setText(text)
        item.setBackground(QBrush(QColor(240, 200, 90, 90)) if leader else QBrush())

    @staticmethod
    def _counts(view: dict, type_of: dict[str, str]) -> list[dict[str, int]]:
        groups = [[tile for _x, _y, tile in city] for city in view["cities"]]
        if view["dirk"] is not None:
            groups.append(view["dirk"])
        counts = []
        for tiles in groups:
            per_type: dict[str, int] = {}
            for tile in tiles:
                btype = type_of.get(tile)
                if btype is not None:
                    per_type[btype] = per_type.get(btype, 0) + 1
            counts.append(per_type)
        return counts
