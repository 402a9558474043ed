"""The statistics window: per game (or all games), a table of the players' records and one of
the people's results against each computer level. Works modeless (``show()``) as well as modal.

The numbers come from :func:`gui.statistics.compute_statistics`; this module only lays them out.
Player names are the players' own text and are shown as plain text everywhere.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.dialogs.common import help_label, title_label
from gui.i18n import translate
from gui.i18n_names import game_title, readable_id
from gui.levels import computer_levels
from gui.plain_text import plain_label
from gui.statistics import GameStatistics, PlayerStats, Statistics, VersusStats

_NUMBER = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def computer_name(level: str | None) -> str:
    """How a computer row is named: "Computer (Normal)", or "Computer" without a level."""
    if not level:
        return translate("StatisticsDialog", "Computer")
    names = {entry[0]: entry[1] for entry in computer_levels()}  # (id, display name, strength line)
    return translate("StatisticsDialog", "Computer (%1)").replace("%1", names.get(level) or readable_id(level))


def percent(rate: float) -> str:
    """A share from 0 to 1 as a whole percentage in the user's locale: "67%"."""
    return translate("StatisticsDialog", "%1%").replace("%1", QLocale().toString(round(rate * 100)))


def decimal(value: float) -> str:
    """A mean with one decimal in the user's locale: "54.3"."""
    return QLocale().toString(float(value), "f", 1)


def unreadable_text(count: int) -> str:
    """The note about history files that were skipped."""
    return translate("StatisticsDialog", "%n saved games could not be read: they are not counted.", "", count)


def games_played_text(count: int) -> str:
    """"1 game played", "12 games played"."""
    return translate("StatisticsDialog", "%n games played", "", count)


class StatisticsDialog(QDialog):
    """The finished games' statistics: a game selector and a table per kind of record."""

    def __init__(self, statistics: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self.setWindowTitle(self.tr("Statistics"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        self.game_box: QComboBox | None = None
        self.players_table: QTableWidget | None = None
        self.versus_table: QTableWidget | None = None
        self.versus_empty: QLabel | None = None
        self.summary: QLabel | None = None
        self.empty_label: QLabel | None = None
        if statistics.is_empty:
            self._build_empty(layout)
        else:
            self._build_tables(layout)
        self.unreadable_label: QLabel | None = None
        if statistics.unreadable:
            layout.addLayout(self._unreadable_note(statistics.unreadable))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(680, 560 if not statistics.is_empty else 260)

    # ----- building ---------------------------------------------------------------------------

    def _build_empty(self, layout: QVBoxLayout) -> None:
        layout.addWidget(title_label(self.tr("Statistics")))
        self.empty_label = plain_label(self.tr("No finished games yet: statistics appear once a game is played to the end."))
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.empty_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.empty_label.setFont(font)
        layout.addStretch(1)
        layout.addWidget(self.empty_label)
        layout.addStretch(1)

    def _build_tables(self, layout: QVBoxLayout) -> None:
        top = QHBoxLayout()
        top.addWidget(plain_label(self.tr("Game:")))
        self.game_box = QComboBox(self)
        self.game_box.addItem(self.tr("All games"))
        # Sorted by the title the player reads, not by the id.
        self._choices: list[GameStatistics] = [self.statistics.all_games]
        for stats in sorted(self.statistics.per_game, key=lambda s: game_title(s.game_id).casefold()):
            self.game_box.addItem(game_title(stats.game_id))
            self._choices.append(stats)
        top.addWidget(self.game_box)
        top.addStretch(1)
        self.summary = plain_label()
        top.addWidget(self.summary)
        layout.addLayout(top)

        layout.addWidget(self._heading(self.tr("Players")))
        self.players_table = self._table([
            self.tr("Player"), self.tr("Played"), self.tr("Won"), self.tr("Win rate"),
            self.tr("Best score"), self.tr("Average score"),
        ], 1)
        layout.addWidget(self.players_table, 3)

        layout.addWidget(self._heading(self.tr("Against the computer")))
        self.versus_table = self._table([
            self.tr("Player"), self.tr("Opponent"), self.tr("Played"), self.tr("Won"), self.tr("Win rate"),
        ], 2)
        layout.addWidget(self.versus_table, 2)
        self.versus_empty = help_label(self.tr("No game against the computer in these games."))
        layout.addWidget(self.versus_empty)

        layout.addWidget(help_label(self.tr(
            "A shared victory counts as a win for each player sharing it. A game against several "
            "computer levels counts once for each level.")))
        self.game_box.currentIndexChanged.connect(self._show_choice)
        self._show_choice(0)

    def _unreadable_note(self, count: int) -> QHBoxLayout:
        row = QHBoxLayout()
        icon = QLabel(self)
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size, size))
        row.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        self.unreadable_label = help_label(unreadable_text(count))
        row.addWidget(self.unreadable_label, 1)
        return row

    def _heading(self, text: str) -> QLabel:
        label = plain_label(text)
        font = label.font()
        font.setBold(True)
        label.setFont(font)
        return label

    def _table(self, headers: Sequence[str], text_columns: int) -> QTableWidget:
        table = QTableWidget(0, len(headers), self)
        table.setHorizontalHeaderLabels(list(headers))
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setAlternatingRowColors(True)
        table.setShowGrid(False)
        table.setWordWrap(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(headers)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        for column in range(text_columns, len(headers)):
            table.horizontalHeaderItem(column).setTextAlignment(_NUMBER)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setHighlightSections(False)
        # Room around the short number headings ("Won"), so the columns do not look cramped.
        header.setMinimumSectionSize(72)
        return table

    # ----- filling ----------------------------------------------------------------------------

    def _show_choice(self, index: int) -> None:
        stats = self._choices[max(index, 0)]
        self.summary.setText(games_played_text(stats.games))
        self._fill(self.players_table, [self._player_cells(row) for row in stats.players], 1,
                   [row.is_computer for row in stats.players])
        self._fill(self.versus_table, [self._versus_cells(row) for row in stats.versus], 2, [False] * len(stats.versus))
        self.versus_table.setVisible(bool(stats.versus))
        self.versus_empty.setVisible(not stats.versus)

    @staticmethod
    def _player_cells(row: PlayerStats) -> list[str]:
        name = computer_name(row.level) if row.is_computer else row.name
        best = "–" if row.best is None else QLocale().toString(row.best)
        return [name, QLocale().toString(row.played), QLocale().toString(row.won), percent(row.win_rate),
                best, decimal(row.average)]

    @staticmethod
    def _versus_cells(row: VersusStats) -> list[str]:
        return [row.name, computer_name(row.level), QLocale().toString(row.played), QLocale().toString(row.won),
                percent(row.win_rate)]

    @staticmethod
    def _fill(table: QTableWidget, rows: list[list[str]], text_columns: int, computer: list[bool]) -> None:
        """Put ``rows`` in ``table``: the first ``text_columns`` are names, the rest numbers."""
        table.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)  # items show their text as plain text
                if c >= text_columns:
                    item.setTextAlignment(_NUMBER)
                if computer[r] and c == 0:
                    # Computer rows are set apart from the people, as in a high-score table.
                    font = item.font()
                    font.setItalic(True)
                    item.setFont(font)
                table.setItem(r, c, item)
