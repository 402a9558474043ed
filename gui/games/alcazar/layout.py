"""Where everything sits on the Alcazar table, in scene units (TILE = one parcel's width).

Pure geometry: the board with the value track around it, and the side column (players, market,
supply, hand). It is computed from the board's grid size and the track's length, so a different
board layout in the rules data needs no change here. No Qt items, no rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from gui.scene.units import TILE

LEVEL_RISE = 0.25 * TILE  # how far each level raises a column's top face (the oblique look)
TRACK_DEPTH = 0.72 * TILE  # thickness of the value track's band around the board
FRAME = 0.12 * TILE  # the wooden frame between the track and the board
PAD = 0.22 * TILE  # landscape around the outermost cells
HEADROOM = 0.55 * TILE  # extra landscape above the top row, for the towers standing there
SIDE_GAP = 0.3 * TILE
SIDE_WIDTH = 6.3 * TILE
TITLE_HEIGHT = 0.42 * TILE
PANEL_GAP = 0.14 * TILE
CARD_W = 0.68 * TILE
CARD_H = 0.96 * TILE
PLAYER_ROW = 0.74 * TILE


@dataclass(frozen=True)
class TableLayout:
    """Every region of one table, for a board of ``rows`` x ``cols`` cells, ``players`` seats
    and a value track of ``track`` spaces."""

    rows: int
    cols: int
    players: int
    track: int = 50

    # ----- the board ------------------------------------------------------------------------

    @property
    def outer(self) -> QRectF:
        """The board with its track."""
        width = self.cols * TILE + 2 * (PAD + FRAME + TRACK_DEPTH)
        height = self.rows * TILE + 2 * (PAD + FRAME + TRACK_DEPTH) + HEADROOM
        return QRectF(0.0, 0.0, width, height)

    @property
    def inner(self) -> QRectF:
        """Inside the track: frame, landscape and parcels."""
        return self.outer.adjusted(TRACK_DEPTH, TRACK_DEPTH, -TRACK_DEPTH, -TRACK_DEPTH)

    @property
    def land(self) -> QRectF:
        """Inside the frame: the painted countryside."""
        return self.inner.adjusted(FRAME, FRAME, -FRAME, -FRAME)

    @property
    def ground(self) -> QRectF:
        """The grid of cells."""
        land = self.land
        return QRectF(land.left() + PAD, land.top() + PAD + HEADROOM, self.cols * TILE, self.rows * TILE)

    def cell_rect(self, cell: int) -> QRectF:
        """The ground square of a cell (index row * cols + col)."""
        r, c = divmod(cell, self.cols)
        g = self.ground
        return QRectF(g.left() + c * TILE, g.top() + r * TILE, TILE, TILE)

    def cell_at(self, point: QPointF) -> int | None:
        """The cell whose ground is under a scene point, or None."""
        g = self.ground
        if not g.contains(point):
            return None
        c = int((point.x() - g.left()) // TILE)
        r = int((point.y() - g.top()) // TILE)
        return r * self.cols + c

    def track_rect(self, value: int) -> QRectF:
        """The track space of ``value`` (1 at the top-left corner, running clockwise)."""
        outer, inner = self.outer, self.inner
        top_n, side_n = self._track_split()
        index = value - 1
        if index < top_n:  # top side, left to right
            step = outer.width() / top_n
            return QRectF(outer.left() + index * step, outer.top(), step, TRACK_DEPTH)
        index -= top_n
        if index < side_n:  # right side, top to bottom
            step = inner.height() / side_n
            return QRectF(inner.right(), inner.top() + index * step, TRACK_DEPTH, step)
        index -= side_n
        bottom_n = top_n
        if index < bottom_n:  # bottom side, right to left
            step = outer.width() / bottom_n
            return QRectF(outer.right() - (index + 1) * step, inner.bottom(), step, TRACK_DEPTH)
        index -= bottom_n
        left_n = self.track - 2 * top_n - side_n
        step = inner.height() / max(1, left_n)
        return QRectF(outer.left(), inner.bottom() - (index + 1) * step, TRACK_DEPTH, step)

    def _track_split(self) -> tuple[int, int]:
        """Spaces on the top (and bottom) side and on the right side; the left side takes the rest."""
        outer, inner = self.outer, self.inner
        perimeter = 2 * outer.width() + 2 * inner.height()
        top = max(1, round(self.track * outer.width() / perimeter))
        side = (self.track - 2 * top + 1) // 2
        return top, side

    # ----- the side column --------------------------------------------------------------------

    @property
    def side_left(self) -> float:
        """Left edge of the side column."""
        return self.outer.right() + SIDE_GAP

    @property
    def players_panel(self) -> QRectF:
        """Every player's money, cards, nobles and score."""
        height = TITLE_HEIGHT + self.players * PLAYER_ROW + 0.1 * TILE
        return QRectF(self.side_left, 0.0, SIDE_WIDTH, height)

    def player_row(self, seat: int) -> QRectF:
        """One player's line in the players panel."""
        panel = self.players_panel
        return QRectF(panel.left() + 0.1 * TILE, panel.top() + TITLE_HEIGHT + seat * PLAYER_ROW,
                      panel.width() - 0.2 * TILE, PLAYER_ROW - 0.04 * TILE)

    @property
    def market(self) -> QRectF:
        """The six face-up cards and the two decks."""
        top = self.players_panel.bottom() + PANEL_GAP
        return QRectF(self.side_left, top, SIDE_WIDTH, TITLE_HEIGHT + CARD_H + 0.42 * TILE)

    def display_rect(self, slot: int) -> QRectF:
        """Face-up card ``slot`` (0-5)."""
        m = self.market
        return QRectF(m.left() + 0.18 * TILE + slot * (CARD_W + 0.06 * TILE), m.top() + TITLE_HEIGHT + 0.08 * TILE, CARD_W, CARD_H)

    def deck_rect(self, deck: str) -> QRectF:
        """The building deck or the tower deck, right of the display."""
        m = self.market
        index = 0 if deck == "building" else 1
        return QRectF(m.right() - 0.18 * TILE - (2 - index) * CARD_W - (1 - index) * 0.1 * TILE,
                      m.top() + TITLE_HEIGHT + 0.08 * TILE, CARD_W, CARD_H)

    @property
    def supply(self) -> QRectF:
        """Pieces, bridges and flags left in the general supply."""
        top = self.market.bottom() + PANEL_GAP
        return QRectF(self.side_left, top, SIDE_WIDTH, TITLE_HEIGHT + 1.05 * TILE)

    @property
    def hand(self) -> QRectF:
        """The viewer's cards, down to the bottom of the board."""
        top = self.supply.bottom() + PANEL_GAP
        return QRectF(self.side_left, top, SIDE_WIDTH, max(3.2 * TILE, self.outer.bottom() - top))

    def hand_positions(self, count: int, towers: bool) -> list[QPointF]:
        """Top-left corners of ``count`` building cards (and a tower card pile last, if held):
        rows of cards that overlap when there are many."""
        area = self.hand
        total = count + (1 if towers else 0)
        if total == 0:
            return []
        usable = area.width() - 0.36 * TILE
        per_row = max(1, int((usable + 0.06 * TILE) // (CARD_W + 0.06 * TILE)))
        rows = max(1, -(-total // per_row))
        if rows > 2:
            rows = 2
            per_row = -(-total // 2)
        step_x = min(CARD_W + 0.06 * TILE, (usable - CARD_W) / max(1, per_row - 1))
        out = []
        for k in range(total):
            row, col = divmod(k, per_row)
            out.append(QPointF(area.left() + 0.18 * TILE + col * step_x, area.top() + TITLE_HEIGHT + 0.1 * TILE + row * (CARD_H + 0.1 * TILE)))
        return out

    def hand_tools(self, rows: int) -> QRectF:
        """The strip under ``rows`` rows of hand cards for the table's buttons (bridge, ...)."""
        area = self.hand
        top = area.top() + TITLE_HEIGHT + 0.2 * TILE + rows * (CARD_H + 0.1 * TILE)
        return QRectF(area.left() + 0.18 * TILE, top, area.width() - 0.36 * TILE, 0.5 * TILE)

    @property
    def table(self) -> QRectF:
        """Everything."""
        return QRectF(0.0, 0.0, self.side_left + SIDE_WIDTH, max(self.outer.bottom(), self.hand.bottom()))
