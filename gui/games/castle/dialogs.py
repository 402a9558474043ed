"""Why did I get these points: the Castle's final scoring, helper space by helper space."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from engine.core import Event
from gui.dialogs.common import help_label, title_label
from gui.games.castle.texts import event_text
from gui.games.castle.words import space_words
from gui.plain_text import plain_tooltip


class FinalScoringDialog(QDialog):
    """The final scoring: a row per helper space that scored, a column per player, then the VP
    from the game and the total. Each cell's tooltip tells how it was counted."""

    def __init__(self, scored: Sequence[Event], scores: Sequence[int], names: list[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Final scoring"))
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(self.tr("Final scoring")))
        layout.addWidget(help_label(self.tr("Every helper in the castle scores by its building's rule; the VP "
                                            "earned during the game come first.")))
        # Spaces of one building with the same rule read alike ("Servants' House"): one row for them.
        places = list(dict.fromkeys(space_words(e.data.get("space", "")) for e in scored))
        rows = places + [self.tr("During the game"), self.tr("Total")]
        self.table = QTableWidget(len(rows), len(names), self)
        self.table.setHorizontalHeaderLabels(names)
        self.table.setVerticalHeaderLabels(rows)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        final = [0] * len(names)
        cells: dict[tuple[int, int], list[Event]] = {}
        for event in scored:
            seat = event.data.get("seat")
            if not isinstance(seat, int) or not 0 <= seat < len(names):
                continue
            final[seat] += event.data.get("vp", 0)
            cells.setdefault((places.index(space_words(event.data.get("space", ""))), seat), []).append(event)
        for (row, seat), events in cells.items():
            self._put(row, seat, str(sum(e.data.get("vp", 0) for e in events)),
                      "\n".join(event_text(e, names) or "" for e in events))
        for seat in range(len(names)):
            total = scores[seat] if seat < len(scores) else final[seat]
            self._put(len(places), seat, str(total - final[seat]))
            self._put(len(places) + 1, seat, str(total), bold=True)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(min(1000, 150 * len(names) + 260), 420)

    def _put(self, row: int, col: int, text: str, tip: str = "", bold: bool = False) -> None:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if tip:
            item.setToolTip(plain_tooltip(tip))
        if bold:
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)
        self.table.setItem(row, col, item)


def final_scored(session_events: Sequence[Sequence[Event]], final: Event) -> list[Event]:
    """The ``scored`` events of the final scoring that ``final`` opened (in the same batch, after it)."""
    for batch in session_events:
        if any(e is final for e in batch):
            after = batch[[id(e) for e in batch].index(id(final)) + 1:]
            return [e for e in after if e.kind == "scored"]
    return []
