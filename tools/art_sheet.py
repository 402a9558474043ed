"""The preview sheets' cursor: section headings, captions and rows of painted pieces."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QPainter

from gui.art.palette import PANEL_FILL, PLAYER_COLOURS

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

    def start_tiles(self, paint: Callable[[QPainter, QRectF, QColor], None], pitch: float) -> float:
        """A start tile in every seat colour at 150, 64 and 24 px, each named below, ``pitch`` pixels
        apart; returns where the row ends, in pixels from the left."""
        x = MARGIN
        for name, colour in PLAYER_COLOURS:
            paint(self.painter, QRectF(x, self.y, 150, 150), colour)
            paint(self.painter, QRectF(x, self.y + 160, 64, 64), colour)
            paint(self.painter, QRectF(x + 74, self.y + 160, 24, 24), colour)
            self.label(x, self.y + 240, name)
            x += pitch
        return x
