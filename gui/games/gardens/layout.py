"""Where everything sits on the Gardens table, in scene units: the board on the left; on the
right the players, the hand with the supply pile in its title line, and the last scoring told step by step."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

SIDE_GAP = 30.0  # between the board and the right-hand column
SIDE_WIDTH = 470.0
PLAYER_HEIGHT = 92.0
PANEL_GAP = 12.0
TITLE_HEIGHT = 40.0  # a panel's title line
HAND_TILE = 130.0  # a garden tile in the hand: larger than on the board, so its trees read easily
HAND_GAP = 14.0
CHIP_HEIGHT = 36.0
HAND_HEIGHT = TITLE_HEIGHT + HAND_TILE + CHIP_HEIGHT + 34.0
MIN_NOTES_HEIGHT = 220.0


@dataclass(frozen=True)
class TableLayout:
    """The table's regions for a board of ``board`` (its rect from the board geometry) and ``players`` seats."""

    board: QRectF
    players: int
    hand_size: int

    @property
    def side_left(self) -> float:
        """The left edge of the right-hand column."""
        return self.board.right() + SIDE_GAP

    def player_panel(self, seat: int) -> QRectF:
        """A player's line: name, colours, score, tiles in hand."""
        top = self.board.top() + seat * (PLAYER_HEIGHT + PANEL_GAP)
        return QRectF(self.side_left, top, SIDE_WIDTH, PLAYER_HEIGHT)

    @property
    def hand(self) -> QRectF:
        """The viewer's garden tiles, and the supply at the right end."""
        top = self.player_panel(self.players - 1).bottom() + PANEL_GAP
        return QRectF(self.side_left, top, SIDE_WIDTH, HAND_HEIGHT)

    def hand_tile(self, index: int) -> QPointF:
        """The top left of the ``index``-th tile in the hand."""
        return QPointF(self.hand.left() + 20 + index * (HAND_TILE + HAND_GAP), self.hand.top() + TITLE_HEIGHT + 4)

    def turn_chips(self, index: int) -> tuple[QRectF, QRectF]:
        """The two turn buttons under the ``index``-th hand tile: anticlockwise, clockwise."""
        origin = self.hand_tile(index)
        top = origin.y() + HAND_TILE + 8
        half = (HAND_TILE - 8) / 2
        return (QRectF(origin.x(), top, half, CHIP_HEIGHT), QRectF(origin.x() + half + 8, top, half, CHIP_HEIGHT))

    def hand_room(self, tiles: int) -> QRectF:
        """The free part of the hand's panel right of ``tiles`` tiles (for a line of help)."""
        left = self.hand_tile(tiles).x() + 6
        return QRectF(left, self.hand.top() + TITLE_HEIGHT + 4, self.hand.right() - 16 - left, HAND_TILE)

    @property
    def supply(self) -> QRectF:
        """The face-down pile of garden tiles still to draw, at the right end of the hand's title line."""
        return QRectF(self.hand.right() - 52, self.hand.top() + 5, 34, 34)

    @property
    def notes(self) -> QRectF:
        """The last scoring, told step by step."""
        top = self.hand.bottom() + PANEL_GAP
        bottom = max(self.board.bottom(), top + MIN_NOTES_HEIGHT)
        return QRectF(self.side_left, top, SIDE_WIDTH, bottom - top)

    @property
    def table(self) -> QRectF:
        """Everything on the table."""
        return self.board.united(self.notes).united(self.player_panel(0))
