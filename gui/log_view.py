"""The game log: one line per event, and the event under the mouse for the table to point at."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from engine.core import Event

EVENT_ROLE = Qt.ItemDataRole.UserRole  # a line's event, kept with it


class LogList(QListWidget):
    """The log's lines; hovering one says which event it tells of."""

    pointed = Signal(object)  # the event of the line under the mouse, or None when it leaves the lines

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setMouseTracking(True)  # itemEntered comes only with tracking on
        # The log is read, not operated: Tab stays on the table and never stops here.
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.itemEntered.connect(lambda item: self.pointed.emit(item.data(EVENT_ROLE)))

    def add_line(self, text: str, event: Event | None = None) -> None:
        """Append a line that tells of ``event``."""
        item = QListWidgetItem(text)
        if event is not None:
            item.setData(EVENT_ROLE, event)
        self.addItem(item)

    def leaveEvent(self, event) -> None:
        super().leaveEvent(event)
        self.pointed.emit(None)
