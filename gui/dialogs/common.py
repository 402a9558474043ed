"""Small widgets and painted icons shared by the dialogs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QLabel, QTableWidget, QTableWidgetItem

from gui.plain_text import plain_label


def help_label(text: str) -> QLabel:
    """A small grey explanatory line (word-wrapped, plain text)."""
    label = plain_label(text)
    label.setWordWrap(True)
    # Top-aligned: a wrapped label may get more height than its lines, and must not float.
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.9)
    label.setFont(font)
    return label


def title_label(text: str) -> QLabel:
    """A bold heading line for the top of a dialog (plain text)."""
    label = plain_label(text)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.4)
    font.setBold(True)
    label.setFont(font)
    return label


def colour_swatch(colour: QColor | str, size: int = 14) -> QIcon:
    """A small rounded square of ``colour`` with a darker rim, for colour pickers and legends."""
    colour = QColor(colour)
    scale = 2  # painted at twice the size so it stays crisp on HiDPI screens
    pixmap = QPixmap(size * scale, size * scale)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(colour.darker(160), scale))
    painter.setBrush(colour)
    inset = scale
    painter.drawRoundedRect(inset, inset, (size - 2) * scale, (size - 2) * scale, 3 * scale, 3 * scale)
    painter.end()
    pixmap.setDevicePixelRatio(scale)
    return QIcon(pixmap)


CURRENT_ROW = QColor(240, 200, 90, 70)  # the row of the player whose turn it is: a soft gold


def fill_player_row(table: QTableWidget, row: int, texts: list[str], current: bool) -> None:
    """One player's row of a scores table: centred cells, the last one (the score) in bold, the
    whole row tinted while it is that player's turn."""
    for col, text in enumerate(texts):
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if col == len(texts) - 1:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        if current:
            item.setBackground(CURRENT_ROW)
        table.setItem(row, col, item)
