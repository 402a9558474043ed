"""Why did I get these points: the final scoring of Alcazar, noble by noble, then money."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.dialogs.common import help_label, title_label
from gui.games.alcazar.texts import noble_name, spot_name
from gui.i18n import translate


class FinalScoringDialog(QDialog):
    """The final scoring: each noble's level and points, money points, the tie-break remainder;
    spots are named as the ``board`` shows them (parcel 22, the meadow between parcels 8 and 16)."""

    def __init__(self, seats: list[dict[str, Any]], names: list[str], parent: QWidget | None = None, board: Any = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Final scoring"))
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(self.tr("Final scoring")))
        layout.addWidget(help_label(self.tr("A grande scores twice the level it stands on, a caballero its level; "
                                            "every full 50 reales score 1 point. Equal totals: the larger remainder of "
                                            "money wins.")))
        longest = max((len(s["nobles"]) for s in seats), default=0)
        rows = [self.tr("Noble %1").replace("%1", str(k + 1)) for k in range(longest)]
        rows += [self.tr("Money"), self.tr("Total"), self.tr("Remainder (tie-break)")]
        self.table = QTableWidget(len(rows), len(names), self)
        self.table.setHorizontalHeaderLabels(names)
        self.table.setVerticalHeaderLabels(rows)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for seat, data in enumerate(seats):
            for k, noble in enumerate(data["nobles"]):
                text = (self.tr("%1 on %2 · level %3 → %4").replace("%1", noble_name(noble["noble"]))
                        .replace("%2", spot_name(noble["at"], board)).replace("%3", str(noble["level"])).replace("%4", str(noble["points"])))
                self._put(k, seat, text)
            self._put(longest, seat, translate("FinalScoringDialog", "%n reales → %1", "", data["money"]).replace("%1", str(data["money_points"])))
            self._put(longest + 1, seat, str(data["total"]), bold=True)
            self._put(longest + 2, seat, str(data["remainder"]))
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(min(1100, 200 * len(names) + 180), 420)

    def _put(self, row: int, col: int, text: str, bold: bool = False) -> None:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if bold:
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)
        self.table.setItem(row, col, item)
