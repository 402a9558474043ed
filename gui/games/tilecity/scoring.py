"""Why did I get these points: a tile-city scoring round's breakdown.

``ScoringDialog`` reads exactly the ``data`` of the engine's ``scoring`` event (Alhambra's
``score_breakdown``, or Granada's, which names ``moats`` for walls, gives each type's highest
values, and points that are multiples of the type's count) and lays it out as a table a player
can read: per building type the count, the place and the points of every participant, then the
longest wall or moat, the round's points and the totals. It works modeless (``show()``) as well
as modal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.dialogs.common import help_label, title_label
from gui.dialogs.standings import ordinal
from gui.games.tilecity.art import building_icon
from gui.i18n_names import building_name
from gui.plain_text import plain_tooltip

_SCORED_BACKGROUND = QColor("#dcefd3")  # a pale green behind cells that earned points
_SCORED_TEXT = QColor("#1d4d12")


def _building_icon(icon_of: Callable[[str, int], QIcon], type_id: str, size: int) -> QIcon | None:
    """The painted icon of a building type (``size`` pixels); None for a type the art does not know."""
    try:
        icon = icon_of(type_id, size)
    except KeyError:
        return None
    return icon if not icon.isNull() else None


class ScoringDialog(QDialog):
    """One scoring round, type by type, so a player can see why they got their points."""

    def __init__(
        self,
        breakdown: dict[str, Any],
        player_names: list[str],
        parent: QWidget | None = None,
        neutral_name: str | None = None,
        icon_of: Callable[[str, int], QIcon] = building_icon,
    ) -> None:
        super().__init__(parent)
        self._breakdown = breakdown
        self._icon_of = icon_of
        # Alhambra's breakdown names walls; Granada's moats, with ties broken by value; the
        # combined game's both kinds of majorities and three runs, and each seat's parts.
        self._combined = "alhambra_types" in breakdown
        self._moats = "moats" in breakdown
        self._neutral = "juan" if "juan_points" in breakdown else "dirk"
        round_number = int(breakdown["round"])
        participants = list(breakdown["participants"])
        self._names = [
            player_names[p] if isinstance(p, int) else (neutral_name or self.tr("Dirk")) for p in participants
        ]
        # Seats come first in the participant list; the neutral player (if any) after them.
        self._seats = [i for i, p in enumerate(participants) if isinstance(p, int)]
        title = self.tr("Scoring round %1").replace("%1", str(round_number))
        self.setWindowTitle(title)

        layout = QVBoxLayout(self)
        layout.addWidget(title_label(title))
        self.table = self._build_table(breakdown)
        layout.addWidget(self.table)
        for text in self._notes(breakdown, round_number, len(participants)):
            layout.addWidget(help_label(text))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _notes(self, breakdown: dict[str, Any], round_number: int, participants: int) -> list[str]:
        """How to read the table and the round's rules, under it."""
        by_value = self._moats or self._combined
        split = not self._moats or self._combined
        notes = []
        if by_value:
            notes.append(self.tr("Each cell: buildings of that type · place · points (highest value in brackets)."))
        else:
            notes.append(self.tr("Each cell: buildings of that type · place · points."))
        if split and by_value:
            notes.append(self.tr("Ties among Alhambra buildings share the points of the places they fill; among "
                                 "Granada buildings the higher-valued building ranks first, and points are never split."))
        elif by_value:
            notes.append(self.tr("Ties: the player with the higher-valued building of that type ranks first (then the "
                                 "next highest); points are never split."))
        else:
            notes.append(self.tr("Ties: tied players share the points of all the places they fill, rounded down; "
                                 "the next player ranks below all of them."))
        if by_value:
            if breakdown.get("scoring") == "simple":
                notes.append(self.tr("Simple scoring: each place scores fixed points."))
            else:
                notes.append(self.tr("Standard scoring: a place scores a multiple of the number of buildings of "
                                     "that type in all the cities together."))
        pays = {
            1: self.tr("In round 1 only 1st place scores."),
            2: self.tr("In round 2, 1st and 2nd place score."),
            3: self.tr("In round 3, 1st, 2nd and 3rd place score."),
        }.get(round_number)
        if pays:
            notes.append(pays)
        if self._moats:
            notes.append(self.tr("Only buildings in the city count, not those in the reserve."))
        else:
            notes.append(self.tr("Only buildings in the Alhambra count, not those in the reserve."))
        if len(self._seats) < participants:
            never = self.tr("%1 takes part in the majorities but never scores moats.") if self._moats else \
                self.tr("%1 takes part in the majorities but never scores walls.")
            notes.append(never.replace("%1", self._names[-1]))
        return notes

    def cell_text(self, row: int, column: int) -> str:
        """The text shown in the table at ``row``, ``column`` (for tests and accessibility)."""
        item = self.table.item(row, column)
        return item.text() if item is not None else ""

    def row_label(self, row: int) -> str:
        """The header text of table row ``row``."""
        item = self.table.verticalHeaderItem(row)
        return item.text() if item is not None else ""

    # ----- building ----------------------------------------------------------------------

    def _edge_rows(self, breakdown: dict[str, Any]) -> list[tuple[str, str, list[int], list[int]]]:
        """(row label, tooltip template, lengths, points) of each longest run the round scores."""
        parts = breakdown.get("parts")
        rows = []
        for key, part, label, tip in (
            ("walls", "wall", self.tr("Longest outer wall"), self.tr("%1: longest outer wall of %2 segments, %3 points")),
            ("moats", "moat", self.tr("Longest outer moat"), self.tr("%1: longest outer moat of %2 segments, %3 points")),
            ("borders", "border", self.tr("Longest wall beside a moat"),
             self.tr("%1: longest chain of walls beside moats, %2 segments, %3 points")),
        ):
            if key not in breakdown:
                continue
            lengths = list(breakdown[key])
            points = [p[part] for p in parts] if parts is not None else lengths
            rows.append((label, tip, lengths, points))
        return rows

    def _build_table(self, breakdown: dict[str, Any]) -> QTableWidget:
        types = [*breakdown.get("alhambra_types", []), *breakdown.get("granada_types", []), *breakdown.get("types", [])]
        edges = self._edge_rows(breakdown)
        totals = breakdown.get("totals")
        columns = len(self._names)
        rows = len(types) + len(edges) + 1 + (1 if totals is not None else 0)
        table = QTableWidget(rows, columns)
        table.setHorizontalHeaderLabels(self._names)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        table.setWordWrap(False)
        table.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

        icon_size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        for row, entry in enumerate(types):
            header = QTableWidgetItem(building_name(entry["type"]))
            icon = _building_icon(self._icon_of, entry["type"], icon_size)
            if icon is not None:
                header.setIcon(icon)
            table.setVerticalHeaderItem(row, header)
            for column in range(columns):
                table.setItem(row, column, self._type_item(entry, column))

        for row, (label, tip, lengths, points) in enumerate(edges, start=len(types)):
            table.setVerticalHeaderItem(row, QTableWidgetItem(label))
            for column in range(columns):
                table.setItem(row, column, self._edge_item(column, tip, lengths, points))

        round_row = len(types) + len(edges)
        table.setVerticalHeaderItem(round_row, QTableWidgetItem(self.tr("This round")))
        points = [*breakdown["points"], breakdown.get(f"{self._neutral}_points", 0)]
        for column in range(columns):
            table.setItem(round_row, column, self._bold(self._centred(f"+{points[column]}")))

        if totals is not None:
            total_row = round_row + 1
            table.setVerticalHeaderItem(total_row, QTableWidgetItem(self.tr("Total")))
            all_totals = [*totals, breakdown.get(f"{self._neutral}_total")]
            for column in range(columns):
                value = all_totals[column]
                table.setItem(total_row, column, self._bold(self._centred("—" if value is None else str(value))))

        table.resizeColumnsToContents()
        # Rows with some air: this is read line by line, like a score sheet; a little less air with
        # both games' types (19 rows), so the sheet and its notes fit a 900-pixel screen.
        row_height = table.fontMetrics().height() + (10 if rows <= 12 else 4)
        for row in range(rows):
            table.setRowHeight(row, row_height)
        # Equal columns read as one scoreboard; a little air keeps the dots from touching the grid.
        width = max(table.columnWidth(c) for c in range(columns)) + 16 if columns else 0
        header = table.horizontalHeader()
        for column in range(columns):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            table.setColumnWidth(column, width)
        # Exactly the size of the grid: the whole breakdown is always visible, never scrolled.
        frame = 2 * table.frameWidth()
        table.setFixedSize(
            table.verticalHeader().sizeHint().width() + header.length() + frame,
            header.sizeHint().height() + table.verticalHeader().length() + frame,
        )
        return table

    def _edge_item(self, column: int, tip: str, lengths: list[int], points: list[int]) -> QTableWidgetItem:
        """A longest run's cell: its length and points (the neutral player never scores one)."""
        if column >= len(self._seats):
            item = self._centred("—")
            never = self.tr("%1 never scores moats.") if self._moats else self.tr("%1 never scores walls.")
            item.setToolTip(plain_tooltip(never.replace("%1", self._names[column])))
            item.setForeground(self.palette().placeholderText())
            return item
        length, gained = lengths[column], points[column]
        item = self._centred(self.tr("%1 → +%2").replace("%1", str(length)).replace("%2", str(gained)))
        item.setToolTip(plain_tooltip(tip.replace("%1", self._names[column]).replace("%2", str(length))
                                      .replace("%3", str(gained))))
        if gained > 0:
            self._mark_scored(item)
        return item

    def _type_item(self, entry: dict[str, Any], column: int) -> QTableWidgetItem:
        count = entry["counts"][column]
        place = entry["places"][column]
        gained = entry["points"][column]
        name = self._names[column]
        building = building_name(entry["type"])
        if not count or place is None:
            item = self._centred("—")
            item.setForeground(self.palette().placeholderText())
            none = self.tr("%1 has no %2 in the city.") if self._moats else self.tr("%1 has no %2 in the Alhambra.")
            item.setToolTip(plain_tooltip(none.replace("%1", name).replace("%2", building)))
            return item
        sharing = sum(1 for p in entry["places"] if p == place)
        place_text = ordinal(place) if sharing == 1 else self.tr("tied %1").replace("%1", ordinal(place))
        text = self.tr("%1 · %2 · +%3").replace("%1", str(count)).replace("%2", place_text).replace("%3", str(gained))
        if "highest" in entry:
            highest = entry["highest"][column]
            text = self.tr("%1 (%4) · %2 · +%3").replace("%1", str(count)).replace("%4", str(highest)) \
                .replace("%2", place_text).replace("%3", str(gained))
            item = self._centred(text)
            tip = self.tr("%1: %2 × %3 (highest value %6), %4 place: %5 points")
            item.setToolTip(plain_tooltip(tip.replace("%1", name).replace("%2", str(count)).replace("%3", building)
                                          .replace("%4", ordinal(place)).replace("%5", str(gained))
                                          .replace("%6", str(highest))))
            if gained > 0:
                self._mark_scored(item)
            return item
        item = self._centred(text)
        if sharing == 1:
            tip = self.tr("%1: %2 × %3, %4 place: %5 points")
        else:
            tip = self.tr("%1: %2 × %3, %4 place shared by %6 (points of the shared places split): %5 points")
        item.setToolTip(plain_tooltip(tip.replace("%1", name).replace("%2", str(count)).replace("%3", building)
                                      .replace("%4", ordinal(place)).replace("%5", str(gained)).replace("%6", str(sharing))))
        if gained > 0:
            self._mark_scored(item)
        return item

    @staticmethod
    def _centred(text: str) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        return item

    @staticmethod
    def _bold(item: QTableWidgetItem) -> QTableWidgetItem:
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        return item

    def _mark_scored(self, item: QTableWidgetItem) -> None:
        # Bold as well as tinted: colour is never the only cue.
        self._bold(item)
        item.setBackground(QBrush(_SCORED_BACKGROUND))
        item.setForeground(QBrush(_SCORED_TEXT))


