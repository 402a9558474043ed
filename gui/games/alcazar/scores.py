"""The scores dock of an Alcazar game: castles with their values and who stands on them, then
each player's money, nobles and score."""

from __future__ import annotations

import functools

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from gui.games.alcazar import art
from gui.dialogs.common import colour_swatch, fill_player_row
from gui.games.alcazar.model import BoardModel, read_board
from gui.games.alcazar.texts import city_names, noble_name
from gui.plain_text import plain_tooltip


@functools.lru_cache(maxsize=64)
def crest_icon(castle: str, size: int) -> QIcon:
    """A castle's crest as a small icon."""
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.setDevicePixelRatio(2.0)  # painted at twice the size: crisp on HiDPI screens
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    art.paint_crest(painter, QRectF(size * 0.12, size * 0.04, size * 0.72, size * 0.84), castle)
    painter.end()
    return QIcon(pixmap)


NOBLE_SLOT = 22  # icon width per noble in the castles table, in pixels


@functools.lru_cache(maxsize=256)
def nobles_icon(nobles: tuple[tuple[str, str, int], ...], slots: int) -> QIcon:
    """A row of nobles (kind, colour name, level) with each one's level beside it, ``slots`` wide
    (memoised: the dock is refreshed after every action and most rows do not change)."""
    width, height = NOBLE_SLOT * slots, 20
    pixmap = QPixmap(width * 2, height * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for k, (kind, colour_name, level) in enumerate(nobles):
        colour = QColor(colour_name)
        w, h = art.noble_size(kind)
        scale = 18 / 0.72
        x = k * NOBLE_SLOT
        art.paint_noble(painter, QRectF(x, height - 1 - h * scale, w * scale, h * scale), kind, colour, shadow=False)
        art.draw_text(painter, str(level), QRectF(x + w * scale, height - 10, NOBLE_SLOT - w * scale - 1, 8), QColor("#202020"),
                      align="left", sans=True)
    painter.end()
    return QIcon(pixmap)


def noble_icon(kind: str, colour: QColor, size: int) -> QIcon:
    """A grande or caballero in a player's colour as a small icon."""
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = art.noble_size(kind)
    scale = size / 0.72
    art.paint_noble(painter, QRectF((size - w * scale) / 2, size - h * scale, w * scale, h * scale), kind, colour, shadow=False)
    painter.end()
    return QIcon(pixmap)


class AlcazarScores(QWidget):
    """Two tables a player reads at a glance: the castles, and the players."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.castles = self._table()
        self.players = self._table()
        self.legend = QLabel(self)
        self.legend.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.castles, 3)
        layout.addWidget(self.players, 2)
        layout.addWidget(self.legend)

    @staticmethod
    def _table() -> QTableWidget:
        table = QTableWidget()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        return table

    def update_from_session(self, session, table) -> None:
        """Refresh from the table's view (all of it public)."""
        view = table.view
        if not view:
            return
        data = session.game.data
        model = table.model if table.model is not None else read_board(view, data)
        names = [p.name for p in session.players]
        colours = [table.player_colour(seat) for seat in range(len(names))]
        self.update_from(view, model, names, colours, city_names(data.castles))

    def update_from(self, view: dict, model: BoardModel, names: list[str], colours: list[QColor], cities: dict[str, str]) -> None:
        """Fill both tables from a player view and its board."""
        buildings = sorted((b for b in model.buildings.values() if b.castle or model.nobles_on(b.tag)),
                           key=lambda b: (b.castle is None, -b.value, b.tag))
        self.castles.setColumnCount(3)
        self.castles.setRowCount(len(buildings))
        self.castles.setHorizontalHeaderLabels([self.tr("Building"), self.tr("Value"), self.tr("Nobles (level)")])
        self.castles.verticalHeader().setVisible(False)
        widest = max((len(model.nobles_on(b.tag)) for b in buildings), default=1)
        self.castles.setIconSize(QSize(NOBLE_SLOT * max(1, widest), 20))
        for row, building in enumerate(buildings):
            if building.castle:
                item = QTableWidgetItem(crest_icon(building.castle, 18), cities.get(building.castle, building.castle))
            else:
                cells = sorted((model.columns[c].label for c in building.cells), key=lambda t: (not t.isdigit(), int(t) if t.isdigit() else 0, t))
                item = QTableWidgetItem(self.tr("Manor %1").replace("%1", "–".join(dict.fromkeys([cells[0], cells[-1]]))))
            self.castles.setItem(row, 0, item)
            value = QTableWidgetItem(str(building.value))
            value.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.castles.setItem(row, 1, value)
            nobles = tuple((n.kind, colours[n.seat].name(), model.columns[c].height) for c, n in model.nobles_on(building.tag))
            standing = QTableWidgetItem(nobles_icon(nobles, max(1, widest)), "" if nobles else "·")
            standing.setToolTip(plain_tooltip("\n".join(
                self.tr("%1's %2 on level %3").replace("%1", names[n.seat]).replace("%2", noble_name(n.kind))
                .replace("%3", str(model.columns[c].height)) for c, n in model.nobles_on(building.tag))))
            self.castles.setItem(row, 2, standing)
        columns = [self.tr("Money"), self.tr("Cards"), self.tr("At home"), self.tr("Score")]
        self.players.setColumnCount(len(columns))
        self.players.setRowCount(len(names))
        self.players.setHorizontalHeaderLabels(columns)
        for seat, name in enumerate(names):
            header = QTableWidgetItem(colour_swatch(colours[seat]), name)
            self.players.setVerticalHeaderItem(seat, header)
            info = view["seats"][seat]
            texts = [
                str(info["money"]),
                self.tr("%1 + %2 T").replace("%1", str(info["hand_count"])).replace("%2", str(info["towers"])),
                f"♛{info['supply']['grande']} ♟{info['supply']['caballero']}",
                str(view["scores"][seat]) + (" " + self.tr("(out)") if info["eliminated"] else ""),
            ]
            fill_player_row(self.players, seat, texts, view["current_player"] == seat)
        self.legend.setText(self.tr("♛ grande, ♟ caballero. A noble scores the level it stands on (a grande twice); "
                                    "every 50 reales score 1 point. Cards: building + tower (T)."))
