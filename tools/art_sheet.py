"""The preview sheets' cursor: section headings, captions and rows of painted pieces."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont, QPainter

from gui.art.palette import PANEL_FILL

MARGIN = 24  # pixels around the sheet's content


class Sheet:
    """A cursor over a preview image: section headings, then rows of pieces."""

    def __init__(self, painter: QPainter) -> None:
        self.painter = painter
        self.y = MARGIN

    def heading(self, text: str) -> None:
        """Writes a section title and moves below it."""
        font = QFont()
        font.setPixelSize(18)
        font.setBold(True)
        self.painter.setFont(font)
        self.painter.setPen(PANEL_FILL)
        self.painter.drawText(QPointF(MARGIN, self.y + 18), text)
        self.y += 30

    def label(self, x: float, y: float, text: str) -> None:
        """A small caption at (x, y), in pixels."""
        font = QFont()
        font.setPixelSize(11)
        self.painter.setFont(font)
        self.painter.setPen(QColor(PANEL_FILL))
        self.painter.drawText(QPointF(x, y), text)
