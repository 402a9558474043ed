"""A small chart of each player's points over the game, for the end screen."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from gui.i18n import translate

MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 40.0, 90.0, 10.0, 24.0  # pixels, for the labels


class ScoreChart(QWidget):
    """Points after every action, one line per player in the player's colour, names at the ends."""

    def __init__(self, names: list[str], colours: list[str], history: list[list[int]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names, self.colours = names, colours
        self.history = history  # history[i][seat]: the seat's points after action i
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setToolTip(self.tr("Points over the game, after every move"))

    def sizeHint(self) -> QSize:
        return QSize(480, 180)

    def minimumSizeHint(self) -> QSize:
        return QSize(280, 120)

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(MARGIN_LEFT, MARGIN_TOP, -MARGIN_RIGHT, -MARGIN_BOTTOM)
        if area.width() < 10 or area.height() < 10 or not self.history:
            return
        top = max(1, max(max(row) for row in self.history))
        moves = max(1, len(self.history) - 1)
        text = self.palette().color(self.foregroundRole())
        grid = QColor(text)
        grid.setAlphaF(0.25)
        painter.setPen(QPen(grid, 1))
        for fraction in (0.0, 0.5, 1.0):
            y = area.bottom() - fraction * area.height()
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - 8, MARGIN_LEFT - 6, 16), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             str(round(top * fraction)))
            painter.setPen(QPen(grid, 1))
        painter.setPen(text)
        painter.drawText(QRectF(area.left(), area.bottom() + 4, area.width(), MARGIN_BOTTOM - 4),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                         translate("ScoreChart", "%n moves", "", len(self.history)))

        def point(index: int, value: int) -> QPointF:
            return QPointF(area.left() + area.width() * index / moves, area.bottom() - area.height() * value / top)

        for seat in range(len(self.names)):
            path = QPainterPath(point(0, self.history[0][seat]))
            for index, row in enumerate(self.history[1:], start=1):
                path.lineTo(point(index, row[seat]))
            painter.setPen(QPen(QColor(self.colours[seat]), 2.2))
            painter.drawPath(path)
        # Names at the lines' ends, pushed apart so close finishes stay readable.
        line_height = self.fontMetrics().height()
        ends = sorted(range(len(self.names)), key=lambda seat: point(moves, self.history[-1][seat]).y())
        last_y = -1e9
        for seat in ends:
            name = self.names[seat]
            end = point(moves, self.history[-1][seat])
            y = max(end.y(), last_y + line_height)
            last_y = y
            painter.setPen(QColor(self.colours[seat]).darker(130))
            # Names are painted as plain text: drawText never reads markup.
            painter.drawText(QRectF(end.x() + 6, y - line_height / 2, MARGIN_RIGHT - 8, line_height),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             self.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, int(MARGIN_RIGHT - 8)))
        painter.end()
