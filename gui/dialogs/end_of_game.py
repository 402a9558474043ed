"""The one screen at the end of a game: standings, every scoring's breakdown, and what next.

The pages are the games' own panels (the final standings, each scoring round's table); this
screen only arranges them, so every game gets it without code of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QBoxLayout, QDialog, QDialogButtonBox, QPushButton, QTableView, QTabWidget, QVBoxLayout, QWidget


def as_page(panel: QDialog) -> QWidget:
    """A game's dialog shown as a page: no window of its own, and without its own buttons
    (the end screen's buttons replace them)."""
    panel.setWindowFlags(Qt.WindowType.Widget)
    for box in panel.findChildren(QDialogButtonBox):
        box.hide()
    layout = panel.layout()
    if isinstance(layout, QBoxLayout) and not panel.findChildren(QTableView):
        layout.addStretch(1)  # a page taller than its panel keeps the panel together at the top
    return panel


def _room_for(panel: QDialog) -> QSize:
    """The size a panel wants, with each of its tables shown whole (no scroll bars)."""
    size = QSize(max(panel.size().width(), panel.sizeHint().width()), panel.sizeHint().height())
    for table in panel.findChildren(QTableView):
        full_width = table.verticalHeader().width() + table.horizontalHeader().length() + 2 * table.frameWidth()
        full_height = table.horizontalHeader().height() + table.verticalHeader().length() + 2 * table.frameWidth()
        around = panel.sizeHint().height() - table.sizeHint().height()  # titles and notes
        size = size.expandedTo(QSize(full_width + 24, around + full_height))
    return size


class EndOfGameDialog(QDialog):
    """Standings first, then one tab per scoring; Rematch, New game or Close."""

    REMATCH, NEW_GAME = 2, 3  # result codes besides Rejected (Close)

    def __init__(self, standings: QDialog, scorings: list[QDialog], parent: QWidget | None = None,
                 chart: QWidget | None = None) -> None:
        super().__init__(parent)
        if chart is not None and isinstance(standings.layout(), QBoxLayout):
            standings.layout().addWidget(chart)
        self.setWindowTitle(self.tr("End of the game"))
        self.tabs = QTabWidget(self)
        # A panel that sized itself (resize) as a window knows its room better than its hint.
        self._wanted = [_room_for(panel) for panel in (standings, *scorings)]
        self.tabs.addTab(as_page(standings), self.tr("Standings"))
        for panel in scorings:
            self.tabs.addTab(as_page(panel), panel.windowTitle())
        buttons = QDialogButtonBox(self)
        self.rematch_button = QPushButton(self.tr("&Rematch"), self)
        self.rematch_button.setToolTip(self.tr("The same players and options, a new deal"))
        self.new_game_button = QPushButton(self.tr("&New game…"), self)
        self.close_button = QPushButton(self.tr("&Close"), self)
        buttons.addButton(self.rematch_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.new_game_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.rematch_button.clicked.connect(lambda: self.done(self.REMATCH))
        self.new_game_button.clicked.connect(lambda: self.done(self.NEW_GAME))
        self.close_button.clicked.connect(self.reject)
        self.rematch_button.setDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.setMinimumWidth(560)
        self._fit_pages()

    def _fit_pages(self) -> None:
        """Big enough for the largest page (tables unscrolled), within the screen."""
        width = max(size.width() for size in self._wanted) + 48
        height = max(size.height() for size in self._wanted) + 110
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            room = screen.availableGeometry()
            width, height = min(width, int(room.width() * 0.9)), min(height, int(room.height() * 0.9))
        self.resize(max(width, self.minimumWidth()), height)
