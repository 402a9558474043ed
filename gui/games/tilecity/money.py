"""Money on a tile-city table: the display and deck, the viewer's hand, the others' hidden hands.

The viewer's hand is grouped by currency, in one or two rows, with each currency's total in the
panel's title, so twenty cards stay readable; money changers and bonus cards get a column of
their own at the panel's right, never buried among the money.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSizeF

from gui.games.tilecity import art, layout
from gui.games.tilecity.layout import TILE
from gui.games.tilecity.pieces import (
    CardPieces,
    card_label,
    card_painter,
    card_parts,
    is_money,
)
from gui.i18n import translate
from gui.i18n_names import building_name, currency_name, tile_name
from gui.scene.layers import Layer

EXTRAS_WIDTH = 0.75 * TILE  # the hand panel's right column for changers and bonus cards
BACK_WIDTH = 0.22 * TILE  # a card of another player's hand, face down


def hidden_hand_step(count: int, room: float) -> float:
    """How far apart the backs of a face-down hand of ``count`` cards lie within ``room`` (scene units)."""
    return 0.0 if count <= 1 else min(0.1 * TILE, (room - BACK_WIDTH) / (count - 1))


def hand_title(totals: list[tuple[str, int]]) -> str:
    """The line of each currency's total in a hand ("Denar 22 · Dirham 14")."""
    return " · ".join(f"{currency_name(currency)} {total}" for currency, total in totals)


class MoneyArea:
    """Lays out every card of the table from a player view."""

    def __init__(self, cards: CardPieces, data, hand_panel_rect: Callable[[], QRectF]) -> None:
        self.cards = cards
        self.data = data  # the game's rules data (bonus cards, tiles), read only
        self.hand_panel_rect = hand_panel_rect

    def sync_display(self, view: dict) -> None:
        """The face-up money of the display."""
        for slot, card in enumerate(view["display"]):
            if card is None:
                continue
            item = self.cards.get(("display", slot), layout.CARD.size(), card, lambda c=card: card_painter(c))
            item.setPos(layout.display_slot(slot).topLeft())
            item.setToolTip(card_label(card))

    def sync_hand(self, view: dict) -> None:
        """The viewer's money in currency groups, then changers and secret bonus cards apart."""
        hand = view["hand"]
        panel = self.hand_panel_rect()
        size = layout.HAND_CARD.size()
        money = [(i, c) for i, c in enumerate(hand) if is_money(c)]
        extras = [(("hand", i), c, False) for i, c in enumerate(hand) if not is_money(c)]
        extras += [(("bonus", c), c, True) for c in view.get("bonus_hand", [])]
        right = EXTRAS_WIDTH if extras else 0.0
        area = QRectF(panel.left() + 0.2 * TILE, panel.top() + layout.TITLE_HEIGHT + layout.HAND_TOTALS,
                      panel.width() - 0.4 * TILE - right, panel.height())
        groups: list[int] = []
        last = None
        for _i, card in money:
            currency = card_parts(card)[0]
            if currency != last:
                groups.append(0)
                last = currency
            groups[-1] += 1
        positions = layout.hand_positions(groups, area)
        for order, ((index, card), pos) in enumerate(zip(money, positions)):
            item = self.cards.get(("hand", index), QSizeF(size), card, lambda c=card: card_painter(c))
            item.setToolTip(card_label(card))
            item.setPos(pos)
            item.setZValue(Layer.PIECES + order * 0.01)
        self._sync_extras(extras, panel)

    def _sync_extras(self, extras: list, panel: QRectF) -> None:
        """Changers and bonus cards in the hand panel's right column, two rows, fanned if many."""
        if not extras:
            return
        width = layout.HAND_CARD.width() * 0.9
        size = QSizeF(width, width * 1.5)
        left = panel.right() - EXTRAS_WIDTH - 0.1 * TILE
        rows = (extras[: (len(extras) + 1) // 2], extras[(len(extras) + 1) // 2:])
        for r, row in enumerate(rows):
            step = 0.0 if len(row) <= 1 else min(0.25 * TILE, (EXTRAS_WIDTH - width) / (len(row) - 1))
            for k, (key, card, bonus) in enumerate(row):
                pos = QPointF(left + k * step, panel.top() + layout.TITLE_HEIGHT + layout.HAND_TOTALS + r * (size.height() + 0.1 * TILE))
                if bonus:
                    self.add_bonus_card(key, card, pos, size, revealed=False)
                else:
                    item = self.cards.get(key, size, card, lambda c=card: card_painter(c))
                    item.setToolTip(card_label(card))
                    item.setPos(pos)
                    item.setZValue(Layer.PIECES + 0.5 + k * 0.01)

    def add_bonus_card(self, key, card: str, pos: QPointF, size: QSizeF, revealed: bool) -> None:
        """A bonus card: the pictured tile and +1 (dimmed while still secret)."""
        tile = self.data.modules.bonus_cards[card]
        info = self.data.tiles[tile]
        item = self.cards.get(key, size, (card, revealed), lambda: lambda p, r, d=info: art.paint_bonus_card(p, r, d.type, d.cost, revealed))
        text = translate("AlhambraTable", "Bonus card: %1 counts one more %2 while it stands in the Alhambra").replace(
            "%1", tile_name(tile)).replace("%2", building_name(info.type))
        item.setToolTip(text if revealed else text + translate("AlhambraTable", " (secret; reveal it with the action bar)"))
        item.setPos(pos)

    def sync_hidden_hand(self, seat: int, count: int, seen: list[str], area: QRectF) -> None:
        """Another player's money, face down in ``area``: one back per card, right-aligned."""
        width = BACK_WIDTH
        step = hidden_hand_step(count, area.width())
        corner = area.topRight()
        right = corner.x() - width
        tip = translate("AlhambraTable", "%n cards, hidden", "", count)
        # Every card reaches a hand face up and is paid face up: the table shows what everyone
        # could remember (the computer players remember it too).
        if seen:
            tip += "\n" + translate("AlhambraTable", "Seen taking and not yet paid: %1").replace("%1", ", ".join(card_label(c) for c in seen))
        for index in range(count):
            item = self.cards.get(("back", seat, index), QSizeF(width, width * 1.5), "back",
                                  lambda: lambda p, r: art.paint_card_back(p, r))
            item.setPos(right - (count - 1 - index) * step, corner.y())
            item.setZValue(Layer.PIECES + index * 0.01)
            item.setToolTip(tip)


def private_cards(cards: CardPieces, drawn: Callable) -> list[str]:
    """The money cards and secret bonus cards of the viewer's hand drawn face up."""
    return [item.look[0] if key[0] == "hand" else key[1] for key, item in cards.items.items()
            if key[0] in ("hand", "bonus") and drawn(item)]
