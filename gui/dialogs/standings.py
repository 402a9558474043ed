"""The final standings every game ends with: places, medals, the winners, a neutral player's score.

Works modeless (``show()``) as well as modal. The place words (``ordinal``) and the names phrase
(``join_names``) serve the games' own scoring panels too.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.dialogs.common import title_label
from gui.i18n import translate
from gui.plain_text import plain_label

_MEDAL_COLOURS = {1: "#d4a52a", 2: "#aeb4bc", 3: "#b8743c"}  # gold, silver, bronze


def ordinal(place: int) -> str:
    """The translated ordinal of a place: 1 -> "1st"."""
    names = {
        1: QCoreApplication.translate("ScoringDialog", "1st"),
        2: QCoreApplication.translate("ScoringDialog", "2nd"),
        3: QCoreApplication.translate("ScoringDialog", "3rd"),
        4: QCoreApplication.translate("ScoringDialog", "4th"),
        5: QCoreApplication.translate("ScoringDialog", "5th"),
        6: QCoreApplication.translate("ScoringDialog", "6th"),
        7: QCoreApplication.translate("ScoringDialog", "7th"),
    }
    return names.get(place) or QCoreApplication.translate("ScoringDialog", "%1th").replace("%1", str(place))


def join_names(names: Sequence[str]) -> str:
    """Names as one phrase: "Ana", "Ana and Ben", "Ana, Ben and Cid"."""
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    head = QCoreApplication.translate("ScoringDialog", ", ").join(names[:-1])
    return QCoreApplication.translate("ScoringDialog", "%1 and %2").replace("%1", head).replace("%2", names[-1])


def medal_icon(place: int, size: int = 28) -> QIcon:
    """A painted medal (gold, silver, bronze) with the place number on it."""
    scale = 2  # painted at twice the size so it stays crisp on HiDPI screens
    pixmap = QPixmap(size * scale, size * scale)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    colour = QColor(_MEDAL_COLOURS.get(place, "#999999"))
    # Ribbon: two tails above the disc.
    ribbon = QPainterPath()
    ribbon.moveTo(size * 0.25, 0)
    ribbon.lineTo(size * 0.45, 0)
    ribbon.lineTo(size * 0.55, size * 0.45)
    ribbon.lineTo(size * 0.35, size * 0.45)
    ribbon.closeSubpath()
    ribbon.moveTo(size * 0.55, 0)
    ribbon.lineTo(size * 0.75, 0)
    ribbon.lineTo(size * 0.65, size * 0.45)
    ribbon.lineTo(size * 0.45, size * 0.45)
    ribbon.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#3b6fb6"))
    painter.drawPath(ribbon)
    disc = QRectF(size * 0.18, size * 0.3, size * 0.64, size * 0.64)
    painter.setPen(QPen(colour.darker(150), 1.2))
    painter.setBrush(colour)
    painter.drawEllipse(disc)
    painter.setPen(QPen(colour.lighter(130), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(disc.adjusted(2.5, 2.5, -2.5, -2.5))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(int(size * 0.34))
    painter.setFont(font)
    painter.setPen(colour.darker(220))
    painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(place))
    painter.end()
    pixmap.setDevicePixelRatio(scale)
    return QIcon(pixmap)



class FinalStandingsDialog(QDialog):
    """The end of the game: ranked players with medals, the winner(s) and an offer to play again."""

    def __init__(
        self,
        names: list[str],
        scores: list[int],
        winners: list[int],
        parent: QWidget | None = None,
        neutral: tuple[str, int] | None = None,
    ) -> None:
        super().__init__(parent)
        if len(names) != len(scores):
            raise ValueError("FinalStandingsDialog needs one score per name")
        self.wants_new_game = False
        self.neutral_label: QLabel | None = None
        self.setWindowTitle(self.tr("Final standings"))
        layout = QVBoxLayout(self)
        layout.addWidget(title_label(self.tr("Final standings")))

        # Every text here holds player names: all labels show plain text.
        self.headline = plain_label(self._headline(names, scores, winners, neutral))
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.headline.setFont(font)
        layout.addWidget(self.headline)

        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(6)
        grid.setColumnStretch(2, 1)
        order = sorted(range(len(names)), key=lambda seat: (-scores[seat], seat))
        self.rows: list[tuple[int, str, str, int]] = []  # (place, place text, name, score) in ranked order
        for line, seat in enumerate(order):
            # Competition ranking: equal scores share a place and the next place is skipped.
            place = 1 + sum(1 for s in scores if s > scores[seat])
            shared = sum(1 for s in scores if s == scores[seat]) > 1
            place_text = ordinal(place) if not shared else self.tr("tied %1").replace("%1", ordinal(place))
            self.rows.append((place, place_text, names[seat], scores[seat]))
            medal = QLabel()
            if place <= 3:
                medal.setPixmap(medal_icon(place).pixmap(28, 28))
            medal.setFixedSize(30, 30)
            place_label = plain_label(place_text)
            name_label = plain_label(names[seat])
            score_label = plain_label(translate("FinalStandingsDialog", "%n points", "", scores[seat]))
            score_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            labels = (place_label, name_label, score_label)
            if seat in winners:
                name_label.setText(self.tr("%1 — winner").replace("%1", names[seat]) if len(winners) == 1
                                   else self.tr("%1 — shares the victory").replace("%1", names[seat]))
                for label in labels:
                    label_font = label.font()
                    label_font.setBold(True)
                    label_font.setPointSizeF(label_font.pointSizeF() * 1.15)
                    label.setFont(label_font)
            grid.addWidget(medal, line, 0)
            for column, label in enumerate(labels, start=1):
                grid.addWidget(label, line, column)
        layout.addLayout(grid)

        if neutral is not None:
            rule = QFrame()
            rule.setFrameShape(QFrame.Shape.HLine)
            rule.setFrameShadow(QFrame.Shadow.Sunken)
            layout.addWidget(rule)
            neutral_name, neutral_score = neutral
            self.neutral_label = plain_label(self.tr("%1 (neutral player, not ranked): %2 points")
                                             .replace("%1", neutral_name).replace("%2", str(neutral_score)))
            layout.addWidget(self.neutral_label)

        layout.addSpacing(6)
        buttons = QDialogButtonBox()
        self.new_game_button = QPushButton(self.tr("&New game"))
        self.close_button = QPushButton(self.tr("&Close"))
        buttons.addButton(self.new_game_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.new_game_button.clicked.connect(self._new_game)
        self.close_button.clicked.connect(self.reject)
        self.close_button.setDefault(True)
        layout.addWidget(buttons)
        self.setMinimumWidth(360)

    def _new_game(self) -> None:
        self.wants_new_game = True
        self.accept()

    def _headline(self, names: list[str], scores: list[int], winners: list[int],
                  neutral: tuple[str, int] | None) -> str:
        if len(winners) == 1:
            return (self.tr("%1 wins with %2 points!")
                    .replace("%1", names[winners[0]]).replace("%2", str(scores[winners[0]])))
        if winners:
            return (self.tr("%1 share the victory with %2 points each!")
                    .replace("%1", join_names([names[w] for w in winners])).replace("%2", str(scores[winners[0]])))
        if neutral is not None and scores and neutral[1] > max(scores):
            return self.tr("Nobody wins: %1 scored the most points.").replace("%1", neutral[0])
        return self.tr("Nobody wins this game.")
