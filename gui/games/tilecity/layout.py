"""Where everything sits on a tile-city table (Alhambra and its sisters), in scene units (TILE = one tile edge).

Pure geometry: regions of the table and the mapping of city cells into a region. No Qt
items, no rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from gui.scene.units import TILE

TABLE = QRectF(0, 0, 15.4 * TILE, 11.4 * TILE)
MARKET = QRectF(0, 0, 6.0 * TILE, 2.0 * TILE)
MONEY = QRectF(6.2 * TILE, 0, 5.3 * TILE, 2.0 * TILE)
SUPPLY = QRectF(11.7 * TILE, 0, 3.7 * TILE, 2.0 * TILE)
CITY = QRectF(0, 2.2 * TILE, 9.4 * TILE, 6.2 * TILE)
# The bottom row is tall enough for two rows of money cards, so twenty cards stay readable.
HAND = QRectF(0, 8.6 * TILE, 5.1 * TILE, 2.8 * TILE)
PENDING = QRectF(5.2 * TILE, 8.6 * TILE, 2.0 * TILE, 2.8 * TILE)
RESERVE = QRectF(7.3 * TILE, 8.6 * TILE, 2.1 * TILE, 2.8 * TILE)
SIDE = QRectF(9.6 * TILE, 2.2 * TILE, 5.8 * TILE, 9.2 * TILE)  # the other players (and the neutral player)

TITLE_HEIGHT = 0.42 * TILE  # room for a panel's title line
MARKET_SLOT = QRectF(0, 0, 1.25 * TILE, 1.42 * TILE)
CARD = QRectF(0, 0, 0.8 * TILE, 1.2 * TILE)
HAND_CARD = QRectF(0, 0, 0.62 * TILE, 0.93 * TILE)  # a card in the player's own hand
HAND_TOTALS = 0.3 * TILE  # the line under the hand's title with each currency's total
HAND_GAP = 0.06 * TILE  # between two cards side by side
CURRENCY_GAP = 0.16 * TILE  # more between two currencies, so each one's cards read as a group
STRIP_HEIGHT = 0.62 * TILE  # a side panel's strip of reserve and tiles to place, label included


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
    """The ``index``-th of ``count`` panels in the side column: one above the other for up to
    two, else in two columns, so that every city keeps room to be read (an odd last panel takes
    the whole width)."""
    gap = 0.15 * TILE
    columns = 1 if count <= 2 else 2
    rows = -(-count // columns)
    width = (SIDE.width() - gap * (columns - 1)) / columns
    height = (SIDE.height() - gap * (rows - 1)) / max(1, rows)
    row, column = divmod(index, columns)
    if columns == 2 and count % 2 == 1 and index == count - 1:
        width = SIDE.width()
    return QRectF(SIDE.left() + column * (width + gap), SIDE.top() + row * (height + gap), width, height)


def side_city_area(panel: QRectF) -> QRectF:
    """Where a side panel's city goes: under the title, above the strip of reserve and tiles to place."""
    return panel.adjusted(0.25 * TILE, TITLE_HEIGHT + 0.05 * TILE, -0.15 * TILE, -STRIP_HEIGHT - 0.05 * TILE)


def side_strip(panel: QRectF) -> QRectF:
    """A side panel's bottom strip: its reserve, its tiles to place and its hidden money."""
    return QRectF(panel.left() + 0.15 * TILE, panel.bottom() - STRIP_HEIGHT, panel.width() - 0.3 * TILE, STRIP_HEIGHT - 0.05 * TILE)


def side_strip_parts(panel: QRectF) -> tuple[QRectF, QRectF, QRectF]:
    """The strip's three parts, left to right: reserve, tiles to place, money."""
    strip = side_strip(panel)
    widths = (0.33, 0.35, 0.32)  # each part wide enough for its label
    parts, left = [], strip.left()
    for share in widths:
        parts.append(QRectF(left, strip.top(), strip.width() * share, strip.height()))
        left += strip.width() * share
    return parts[0], parts[1], parts[2]


def hand_rows(groups: list[int], area_width: float, card_width: float) -> list[list[int]]:
    """Split cards grouped by currency (``groups``: how many cards of each, in order) into at most
    two rows, breaking only between currencies when a break fits; each row lists group sizes."""
    def width(row: list[int]) -> float:
        cards = sum(row)
        return cards * card_width + max(0, cards - len(row)) * HAND_GAP + max(0, len(row) - 1) * CURRENCY_GAP

    if width(groups) <= area_width or len(groups) <= 1:
        return [groups] if sum(groups) else []
    best = min(range(1, len(groups)), key=lambda k: max(width(groups[:k]), width(groups[k:])))
    return [groups[:best], groups[best:]]


def hand_positions(groups: list[int], area: QRectF) -> list[QPointF]:
    """Top-left corners of the hand's cards, grouped by currency, in one or two rows inside
    ``area``; a row too long for the area overlaps its cards evenly (groups stay apart)."""
    card_w, card_h = HAND_CARD.width(), HAND_CARD.height()
    out: list[QPointF] = []
    for r, row in enumerate(hand_rows(groups, area.width(), card_w)):
        inner = sum(row) - len(row)  # steps between two cards of one currency
        room = area.width() - max(0, len(row) - 1) * CURRENCY_GAP - len(row) * card_w
        step = card_w + HAND_GAP if inner == 0 else min(card_w + HAND_GAP, room / inner)
        x, y = area.left(), area.top() + r * (card_h + 0.1 * TILE)
        for size in row:
            for k in range(size):
                out.append(QPointF(x, y))
                x += step if k < size - 1 else card_w + CURRENCY_GAP
    return out


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
