"""Why did I get these points: the scoring-round breakdown, and the final standings.

``ScoringDialog`` reads exactly the ``data`` of the engine's ``scoring`` event (see
``AlhambraState.score_breakdown`` and ``_score_round``) and lays it out as a table a player can
read: per building type the count, the place and the points of every participant, then walls,
the round's points and the totals. Both dialogs work modeless (``show()``) as well as modal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.dialogs.common import help_label, title_label
from gui.i18n_names import building_name
from gui.plain_text import plain_label, plain_tooltip

_SCORED_BACKGROUND = QColor("#dcefd3")  # a pale green behind cells that earned points
_SCORED_TEXT = QColor("#1d4d12")
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


def _building_icon(type_id: str, size: int) -> QIcon | None:
    """The painted icon of a building type (``size`` pixels), if the art module is there."""
    try:
        from gui.art.alhambra_art import building_icon
    except ImportError:
        return None
    try:
        icon = building_icon(type_id, size)
    except (TypeError, KeyError, ValueError):
        # A different signature or an unknown type: show the name without an icon.
        return None
    if isinstance(icon, QPixmap):
        icon = QIcon(icon)
    return icon if isinstance(icon, QIcon) and not icon.isNull() else None


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


class ScoringDialog(QDialog):
    """One scoring round, type by type, so a player can see why they got their points."""

    def __init__(
        self,
        breakdown: dict[str, Any],
        player_names: list[str],
        parent: QWidget | None = None,
        neutral_name: str | None = None,
    ) -> None:
        super().__init__(parent)
        self._breakdown = breakdown
        round_number = int(breakdown["round"])
        participants = list(breakdown["participants"])
        self._names = [
            player_names[p] if isinstance(p, int) else (neutral_name or self.tr("Dirk")) for p in participants
        ]
        # Seats come first in the participant list; the neutral player (if any) after them.
        self._seats = [i for i, p in enumerate(participants) if isinstance(p, int)]
        title = self.tr("Scoring round %1").replace("%1", str(round_number))
        self.setWindowTitle(title)

        layout = QVBoxLayout(self)
        layout.addWidget(title_label(title))
        self.table = self._build_table(breakdown)
        layout.addWidget(self.table)

        notes = [self.tr("Each cell: buildings of that type · place · points."),
                 self.tr("Ties: tied players share the points of all the places they fill, rounded down; "
                         "the next player ranks below all of them.")]
        pays = {
            1: self.tr("In round 1 only 1st place scores."),
            2: self.tr("In round 2, 1st and 2nd place score."),
            3: self.tr("In round 3, 1st, 2nd and 3rd place score."),
        }.get(round_number)
        if pays:
            notes.append(pays)
        notes.append(self.tr("Only buildings in the Alhambra count, not those in the reserve."))
        if len(self._seats) < len(participants):
            notes.append(self.tr("%1 takes part in the majorities but never scores walls.")
                         .replace("%1", self._names[-1]))
        for text in notes:
            layout.addWidget(help_label(text))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def cell_text(self, row: int, column: int) -> str:
        """The text shown in the table at ``row``, ``column`` (for tests and accessibility)."""
        item = self.table.item(row, column)
        return item.text() if item is not None else ""

    def row_label(self, row: int) -> str:
        """The header text of table row ``row``."""
        item = self.table.verticalHeaderItem(row)
        return item.text() if item is not None else ""

    # ----- building ----------------------------------------------------------------------

    def _build_table(self, breakdown: dict[str, Any]) -> QTableWidget:
        types = breakdown["types"]
        totals = breakdown.get("totals")
        columns = len(self._names)
        rows = len(types) + 2 + (1 if totals is not None else 0)
        table = QTableWidget(rows, columns)
        table.setHorizontalHeaderLabels(self._names)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        table.setWordWrap(False)
        table.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

        icon_size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        for row, entry in enumerate(types):
            header = QTableWidgetItem(building_name(entry["type"]))
            icon = _building_icon(entry["type"], icon_size)
            if icon is not None:
                header.setIcon(icon)
            table.setVerticalHeaderItem(row, header)
            for column in range(columns):
                table.setItem(row, column, self._type_item(entry, column))

        walls_row = len(types)
        table.setVerticalHeaderItem(walls_row, QTableWidgetItem(self.tr("Longest outer wall")))
        walls = breakdown["walls"]
        for column in range(columns):
            if column < len(self._seats):
                length = walls[column]
                item = self._centred(self.tr("%1 → +%2").replace("%1", str(length)).replace("%2", str(length)))
                item.setToolTip(plain_tooltip(self.tr("%1: longest outer wall of %2 segments, 1 point each")
                                              .replace("%1", self._names[column]).replace("%2", str(length))))
                if length > 0:
                    self._mark_scored(item)
            else:
                item = self._centred("—")
                item.setToolTip(plain_tooltip(self.tr("%1 never scores walls.").replace("%1", self._names[column])))
                item.setForeground(self.palette().placeholderText())
            table.setItem(walls_row, column, item)

        round_row = walls_row + 1
        table.setVerticalHeaderItem(round_row, QTableWidgetItem(self.tr("This round")))
        points = [*breakdown["points"], breakdown.get("dirk_points", 0)]
        for column in range(columns):
            table.setItem(round_row, column, self._bold(self._centred(f"+{points[column]}")))

        if totals is not None:
            total_row = round_row + 1
            table.setVerticalHeaderItem(total_row, QTableWidgetItem(self.tr("Total")))
            all_totals = [*totals, breakdown.get("dirk_total")]
            for column in range(columns):
                value = all_totals[column]
                table.setItem(total_row, column, self._bold(self._centred("—" if value is None else str(value))))

        table.resizeColumnsToContents()
        # Rows with some air: this is read line by line, like a score sheet.
        row_height = table.fontMetrics().height() + 10
        for row in range(rows):
            table.setRowHeight(row, row_height)
        # Equal columns read as one scoreboard; a little air keeps the dots from touching the grid.
        width = max(table.columnWidth(c) for c in range(columns)) + 16 if columns else 0
        header = table.horizontalHeader()
        for column in range(columns):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            table.setColumnWidth(column, width)
        # Exactly the size of the grid: the whole breakdown is always visible, never scrolled.
        frame = 2 * table.frameWidth()
        table.setFixedSize(
            table.verticalHeader().sizeHint().width() + header.length() + frame,
            header.sizeHint().height() + table.verticalHeader().length() + frame,
        )
        return table

    def _type_item(self, entry: dict[str, Any], column: int) -> QTableWidgetItem:
        count = entry["counts"][column]
        place = entry["places"][column]
        gained = entry["points"][column]
        name = self._names[column]
        building = building_name(entry["type"])
        if not count or place is None:
            item = self._centred("—")
            item.setForeground(self.palette().placeholderText())
            item.setToolTip(plain_tooltip(self.tr("%1 has no %2 in the Alhambra.").replace("%1", name).replace("%2", building)))
            return item
        sharing = sum(1 for p in entry["places"] if p == place)
        place_text = ordinal(place) if sharing == 1 else self.tr("tied %1").replace("%1", ordinal(place))
        text = self.tr("%1 · %2 · +%3").replace("%1", str(count)).replace("%2", place_text).replace("%3", str(gained))
        item = self._centred(text)
        if sharing == 1:
            tip = self.tr("%1: %2 × %3, %4 place: %5 points")
        else:
            tip = self.tr("%1: %2 × %3, %4 place shared by %6 (points of the shared places split): %5 points")
        item.setToolTip(plain_tooltip(tip.replace("%1", name).replace("%2", str(count)).replace("%3", building)
                                      .replace("%4", ordinal(place)).replace("%5", str(gained)).replace("%6", str(sharing))))
        if gained > 0:
            self._mark_scored(item)
        return item

    @staticmethod
    def _centred(text: str) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        return item

    @staticmethod
    def _bold(item: QTableWidgetItem) -> QTableWidgetItem:
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        return item

    def _mark_scored(self, item: QTableWidgetItem) -> None:
        # Bold as well as tinted: colour is never the only cue.
        self._bold(item)
        item.setBackground(QBrush(_SCORED_BACKGROUND))
        item.setForeground(QBrush(_SCORED_TEXT))


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
            score_label = plain_label(self.tr("%1 points").replace("%1", str(scores[seat])))
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
