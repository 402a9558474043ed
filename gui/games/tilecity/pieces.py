"""The pieces of a tile-city table: tile items kept by tile id, card items kept by place.

A tile id always shows the same picture, so its item lives as long as the tile is on the table
and glides wherever the tile goes. Money cards are interchangeable: their items are kept by
place (the display's slot, a hand's index) and reused while they show the same card.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QCoreApplication, QPointF, QSizeF
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene

from gui.games.tilecity import art
from gui.i18n_names import currency_name
from gui.scene.items import CardItem, TileItem

CURRENCY_OF_CODE = {"b": "BLUE", "g": "GREEN", "o": "ORANGE", "y": "YELLOW"}  # a money card code's first letter
RESERVE_AREA = "reserve"  # the drop target of the viewer's reserve
NEUTRAL_AREA = "neutral"  # the drop target of the neutral player's panel


def header_width(title: str, subtitle: str) -> float:
    """How wide a panel's title line is drawn, in the fonts PanelItem paints it with."""
    font = QFont()
    font.setPixelSize(24)
    font.setBold(True)
    width = QFontMetricsF(font).horizontalAdvance(title)
    if subtitle:
        font.setBold(False)
        font.setPixelSize(20)
        width += 16 + QFontMetricsF(font).horizontalAdvance(subtitle)
    return width


def card_parts(card: str) -> tuple[str, int]:
    """(currency id, value) of a money card code such as ``b5``."""
    return CURRENCY_OF_CODE[card[0]], int(card[1:])


def is_money(card: str) -> bool:
    """Whether a hand card is money (not a money changer)."""
    return not card.startswith("x-")


def card_painter(card: str):
    """The paint function of a money card (``b5``) or a money changer (``x-by``)."""
    if card.startswith("x-"):
        pair = (CURRENCY_OF_CODE[card[2]], CURRENCY_OF_CODE[card[3]])
        return lambda p, r: art.paint_changer_card(p, r, pair)
    currency, value = card_parts(card)
    return lambda p, r: art.paint_money_card(p, r, currency, value)


def card_label(card: str) -> str:
    """A card in words, for tooltips."""
    if card.startswith("x-"):
        names = " / ".join(currency_name(CURRENCY_OF_CODE[c]) for c in card[2:4])
        return QCoreApplication.translate("AlhambraTable", "Money changer: %1").replace("%1", names)
    currency, value = card_parts(card)
    return f"{value} {currency_name(currency)}"


def money_totals(hand: list[str]) -> list[tuple[str, int]]:
    """(currency id, total value) of the money in a hand, in the order the hand shows them."""
    totals: dict[str, int] = {}
    for card in hand:
        if is_money(card):
            currency, value = card_parts(card)
            totals[currency] = totals.get(currency, 0) + value
    return list(totals.items())


def start_key(seat: int) -> str:
    """The piece key of ``seat``'s start tile (every city has its own, drawn in its colour)."""
    return f"start:{seat}"


def start_seat(key: str) -> int | None:
    """The seat whose start tile ``key`` is, or None for any other piece."""
    return int(key.split(":", 1)[1]) if key.startswith("start:") else None


class TilePieces:
    """The tile items of one table, by piece key, created on first sight by the game's ``make``."""

    def __init__(self, scene: QGraphicsScene, make: Callable[[str], TileItem]) -> None:
        self.scene = scene
        self.make = make  # a piece key (a tile id, or a start tile's key) -> its item
        self.items: dict[str, TileItem] = {}

    def get(self, tile: str, seen: set[str]) -> TileItem:
        """The item of ``tile`` (made now if new); ``seen`` collects the tiles still on the table."""
        seen.add(tile)
        item = self.items.get(tile)
        if item is None:
            item = self.make(tile)
            item.look = tile  # a tile id always shows the same picture
            self.items[tile] = item
            self.scene.addItem(item)
        return item

    def drop_unseen(self, seen: set[str]) -> None:
        """Take off the table every tile not in ``seen``."""
        for tile in [t for t in self.items if t not in seen]:
            self.scene.removeItem(self.items.pop(tile))


def place(item, pos: QPointF, scale: float, moves: list) -> None:
    """Scale ``item`` now and queue its move to ``pos`` (scene units) if it is elsewhere."""
    item.setScale(scale)
    if item.pos() != pos:
        moves.append((item, pos))


class CardPieces:
    """The card items of one table, by place, rebuilt each redraw from the old ones."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.items: dict[Hashable, CardItem] = {}
        self._old: dict[Hashable, CardItem] = {}
        self.appeared: list[CardItem] = []  # new cards since the redraw began (a refill, money taken)

    def begin(self) -> None:
        """Start a redraw: every card must be asked for again, or it goes."""
        self._old, self.items = self.items, {}
        self.appeared = []

    def get(self, key: Hashable, size: QSizeF, look: Hashable, painter: Callable) -> CardItem:
        """The card item for ``key``: the old one if it shows ``look`` at ``size``, else new
        (``painter()`` makes its paint function)."""
        look = (look, size.width(), size.height())
        item = self._old.pop(key, None)
        if item is not None and item.look != look:
            self.scene.removeItem(item)
            item = None
        if item is None:
            item = CardItem(key, size, painter())
            item.look = look
            self.scene.addItem(item)
            if key[0] in ("display", "back"):
                self.appeared.append(item)  # a refill, or money another player took
        self.items[key] = item
        return item

    def end(self) -> None:
        """Finish a redraw: the cards not asked for leave the table."""
        for item in self._old.values():
            self.scene.removeItem(item)
        self._old = {}
