"""The pictures of the rules pages of this game (see :mod:`gui.help_pictures`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from gui.art.palette import player_colour
from gui.games.castle.art.cards import paint_character_card
from gui.help_pictures import CELL, HelpPicture, arrow


def _castle_round(painter: QPainter, rect: QRectF) -> None:
    # As laid (seat colour, card), then carried out by number; the first player (blue) goes first
    # among the two Traders.
    cards = (("blue", "trader"), ("red", "trader"), ("green", "stonemason"), ("yellow", "worker-wood"))
    width, height = CELL * 0.8, CELL * 1.15
    step = width + CELL * 0.45
    left = rect.center().x() - (3 * step + width) / 2
    top = rect.center().y() - height / 2
    for index, (colour, card) in enumerate(cards):
        box = QRectF(left + index * step, top, width, height)
        paint_character_card(painter, box, card, player_colour(colour))
        if index < 3:
            arrow(painter, QPointF(box.right() + CELL * 0.08, box.center().y()),
                   QPointF(box.right() + step - width - CELL * 0.08, box.center().y()))


# Picture name (after "picture:<game>/") -> how it is drawn.
PICTURES = {
    "round": HelpPicture(560, 190, _castle_round),
}
