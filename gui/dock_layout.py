"""The side docks (scores, log) give way to the table in a small window.

Their width is a share of the window's, within bounds, so an 800-pixel window keeps most of its
width for the table; in a low window the docks share one tabbed place instead of splitting its
height, so neither is squeezed to a sliver.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

DOCK_SHARE = 0.22  # of the window's width
DOCK_WIDTH = (200, 340)  # pixels: narrower clips the scores, wider only takes from the table
TABBED_BELOW = 720  # window height in pixels under which the docks are tabbed, not stacked


def dock_width(window_width: int) -> int:
    """The docks' width for a window ``window_width`` pixels wide."""
    return int(min(DOCK_WIDTH[1], max(DOCK_WIDTH[0], window_width * DOCK_SHARE)))


class DockLayout(QObject):
    """Keeps a window's right-hand docks in proportion to the window as it is resized."""

    def __init__(self, window: QMainWindow, upper: QDockWidget, lower: QDockWidget) -> None:
        super().__init__(window)
        self.window = window
        self.upper = upper
        self.lower = lower
        self.tabbed = False

    def _docked(self) -> list[QDockWidget]:
        """The docks shown in the window's right area (floating or hidden ones are the player's)."""
        return [dock for dock in (self.upper, self.lower)
                if not dock.isHidden() and not dock.isFloating()
                and self.window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea]

    def fit(self) -> None:
        """Tab or stack the docks for the window's height, and size them for its width."""
        window = self.window
        want_tabbed = window.height() < TABBED_BELOW
        if want_tabbed != self.tabbed and len(self._docked()) == 2:
            if want_tabbed:
                window.tabifyDockWidget(self.upper, self.lower)
                self.upper.raise_()  # the scores are what a player looks for first
            else:
                # splitDockWidget would only add another tab beside a tabbed dock: take the
                # lower one out and dock it again, under the upper one.
                window.removeDockWidget(self.lower)
                window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.lower, Qt.Orientation.Vertical)
                self.lower.show()
            self.tabbed = want_tabbed
        docks = self._docked()
        if docks:
            width = dock_width(window.width())
            window.resizeDocks(docks, [width] * len(docks), Qt.Orientation.Horizontal)
