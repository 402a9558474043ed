"""Where everything sits on the Alhambra table, in scene units (TILE = one tile edge).

Pure geometry: regions of the table and the mapping of city cells into a region. No Qt
items, no rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from gui.scene.units import TILE

TABLE = QRectF(0, 0, 14.8 * TILE, 11.0 * TILE)
MARKET = QRectF(0, 0, 6.0 * TILE, 2.0 * TILE)
MONEY = QRectF(6.2 * TILE, 0, 5.3 * TILE, 2.0 * TILE)
SUPPLY = QRectF(11.7 * TILE, 0, 3.1 * TILE, 2.0 * TILE)
CITY = QRectF(0, 2.2 * TILE, 9.4 * TILE, 6.6 * TILE)
HAND = QRectF(0, 9.0 * TILE, 4.6 * TILE, 2.0 * TILE)
PENDING = QRectF(4.7 * TILE, 9.0 * TILE, 2.2 * TILE, 2.0 * TILE)
RESERVE = QRectF(7.0 * TILE, 9.0 * TILE, 2.4 * TILE, 2.0 * TILE)
SIDE = QRectF(9.6 * TILE, 2.2 * TILE, 5.2 * TILE, 8.8 * TILE)  # the other players (and Dirk)

TITLE_HEIGHT = 0.42 * TILE  # room for a panel's title line
MARKET_SLOT = QRectF(0, 0, 1.25 * TILE, 1.42 * TILE)
CARD = QRectF(0, 0, 0.8 * TILE, 1.2 * TILE)


def market_slot(slot: int) -> QRectF:
    """Market space ``slot`` (0-3): a tile on top, its currency showing below."""
    return MARKET_SLOT.translated(MARKET.left() + 0.3 * TILE + slot * 1.42 * TILE, MARKET.top() + TITLE_HEIGHT + 0.05 * TILE)


def display_slot(slot: int) -> QRectF:
    """Money display slot ``slot`` (0-3)."""
    return CARD.translated(MONEY.left() + 0.3 * TILE + slot * 0.95 * TILE, MONEY.top() + TITLE_HEIGHT + 0.2 * TILE)


def deck_rect() -> QRectF:
    """The face-down money deck beside the display."""
    return CARD.translated(MONEY.left() + 4.2 * TILE, MONEY.top() + TITLE_HEIGHT + 0.2 * TILE)


def row_positions(area: QRectF, count: int, width: float, top: float, gap: float = 0.08 * TILE) -> list[QPointF]:
    """Left-aligned positions of ``count`` pieces ``width`` wide in ``area``, overlapping
    when they would not fit side by side."""
    if count == 0:
        return []
    usable = area.width() - 0.5 * TILE
    step = min(width + gap, (usable - width) / max(1, count - 1)) if count > 1 else 0.0
    return [QPointF(area.left() + 0.25 * TILE + i * step, top) for i in range(count)]


def side_panel(index: int, count: int) -> QRectF:
    """The ``index``-th of ``count`` panels stacked in the side column."""
    gap = 0.15 * TILE
    height = (SIDE.height() - gap * (count - 1)) / max(1, count)
    return QRectF(SIDE.left(), SIDE.top() + index * (height + gap), SIDE.width(), height)


@dataclass(frozen=True)
class CityFrame:
    """Maps city cells into a rectangle of the table: uniform scale, centred, north up."""

    left: float
    top: float
    min_x: int
    max_y: int
    scale: float

    def cell_rect(self, cell: tuple[int, int]) -> QRectF:
        """The scene rectangle of ``cell``."""
        size = TILE * self.scale
        return QRectF(self.left + (cell[0] - self.min_x) * size, self.top + (self.max_y - cell[1]) * size, size, size)

    def cell_at(self, point: QPointF) -> tuple[int, int]:
        """The cell under a scene point (anywhere, occupied or not)."""
        size = TILE * self.scale
        x = self.min_x + int((point.x() - self.left) // size)
        y = self.max_y - int((point.y() - self.top) // size)
        return x, y


def city_frame(cells: list[tuple[int, int]], area: QRectF, margin: int, max_scale: float) -> CityFrame:
    """The frame that fits ``cells`` plus ``margin`` empty cells around them into ``area``."""
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    min_x, max_x = min(xs) - margin, max(xs) + margin
    min_y, max_y = min(ys) - margin, max(ys) + margin
    cols, rows = max_x - min_x + 1, max_y - min_y + 1
    scale = min(max_scale, area.width() / (cols * TILE), area.height() / (rows * TILE))
    width, height = cols * TILE * scale, rows * TILE * scale
    left = area.left() + (area.width() - width) / 2
    top = area.top() + (area.height() - height) / 2
    return CityFrame(left, top, min_x, max_y, scale)
