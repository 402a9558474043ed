"""Where everything sits on the Castle table, in scene units: the board on the left with the
viewer's cards under it (the hand, the chosen cards and, in winter, the winter cards), and a
panel per player on the right."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

BOARD = QRectF(0, 0, 1400, 1000)  # the board's ASPECT (1.4) in scene units
GAP = 16.0
STRIP_HEIGHT = 230.0  # the cards under the board
SIDE_WIDTH = 560.0
TITLE_HEIGHT = 40.0
CARD = QSizeF(100.0, 140.0)  # a card of the hand
CARD_STEP = 108.0
SMALL_CARD = QSizeF(66.0, 92.0)  # a winter card, a card in a player's panel
MAX_PANEL = 300.0


@dataclass(frozen=True)
class TableLayout:
    """The table's regions for ``players`` seats choosing ``per_round`` cards a round."""

    players: int
    per_round: int
    winter: bool

    @property
    def board(self) -> QRectF:
        """The castle board."""
        return QRectF(BOARD)

    @property
    def strip(self) -> QRectF:
        """The panel under the board: the viewer's hand, the chosen cards, the winter cards."""
        return QRectF(0, BOARD.bottom() + GAP, BOARD.width(), STRIP_HEIGHT)

    def hand_card(self, index: int) -> QPointF:
        """The top left of the ``index``-th card of the hand."""
        return QPointF(self.strip.left() + 22 + index * CARD_STEP, self.strip.top() + TITLE_HEIGHT + 22)

    @property
    def chosen(self) -> QRectF:
        """Where the chosen cards lie face down (a drop target while choosing)."""
        left = self.hand_card(8).x() + 14
        width = self.per_round * CARD_STEP + 16
        return QRectF(left, self.strip.top() + TITLE_HEIGHT + 12, width, CARD.height() + 20)

    def chosen_card(self, index: int) -> QPointF:
        """The top left of the ``index``-th chosen card."""
        return QPointF(self.chosen.left() + 8 + index * CARD_STEP, self.chosen.top() + 10)

    @property
    def winter_area(self) -> QRectF:
        """The winter pile, the card being carried out and those in play."""
        left = self.chosen.right() + 14
        return QRectF(left, self.strip.top() + TITLE_HEIGHT, self.strip.right() - 12 - left, self.strip.height() - TITLE_HEIGHT - 10)

    def winter_card(self, index: int) -> QRectF:
        """The ``index``-th winter card's place (0 the pile)."""
        area = self.winter_area
        step = min(SMALL_CARD.width() + 8, (area.width() - SMALL_CARD.width()) / 3)
        return QRectF(area.left() + index * step, area.top() + 30, SMALL_CARD.width(), SMALL_CARD.height())

    @property
    def side_left(self) -> float:
        """The right-hand column's left edge."""
        return BOARD.right() + GAP

    @property
    def panel_height(self) -> float:
        """A player's panel: as tall as the column allows, at most MAX_PANEL."""
        column = self.strip.bottom() - BOARD.top()
        return min(MAX_PANEL, (column - GAP * (self.players - 1)) / self.players)

    def player_panel(self, seat: int) -> QRectF:
        """A player's panel."""
        return QRectF(self.side_left, BOARD.top() + seat * (self.panel_height + GAP), SIDE_WIDTH, self.panel_height)

    @property
    def table(self) -> QRectF:
        """Everything on the table."""
        return self.board.united(self.strip).united(self.player_panel(0)).united(self.player_panel(self.players - 1))
