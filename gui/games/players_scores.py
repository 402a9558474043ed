"""The scores dock's common frame for games scored per player: a table of the players and a line
under it; each game fills both from the viewer's public view."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHeaderView, QLabel, QTableWidget, QVBoxLayout, QWidget


class PlayersScores(QWidget):
    """A players table and a summary line; a game's subclass implements ``update_from``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players = QTableWidget()
        self.players.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.players.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.players.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.players.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.players.horizontalHeader().setStretchLastSection(True)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.players, 1)
        layout.addWidget(self.summary)

    def update_from_session(self, session, table) -> None:
        """Refresh from the table's view (every fact shown is public)."""
        view = table.view
        if not view:
            return
        names = [p.name for p in session.players]
        self.update_from(view, names, [table.player_colour(seat) for seat in range(len(names))])

    def update_from(self, view: dict, names: list[str], colours: list[QColor]) -> None:
        """Fill the table and the summary line from a player view."""
        raise NotImplementedError
