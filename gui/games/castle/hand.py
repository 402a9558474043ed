"""The panel under the castle board: the viewer's character cards (face up for their owner only),
the place where chosen cards lie face down, and the winter cards."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from gui.art import palette
from gui.games.castle import art
from gui.games.castle.items import CastleCard
from gui.games.castle.layout import CARD, TITLE_HEIGHT, TableLayout
from gui.games.castle.words import name, pieces_words, seat_name
from gui.games.tilecity.texts import fill
from gui.i18n import translate
from gui.plain_text import plain_tooltip
from gui.scene.items import PanelItem, PictureItem, add_text_item
from gui.scene.layers import Layer

# What each character does, in one line (a card's tooltip).
_DOES = {
    "messenger": QT_TRANSLATE_NOOP("castle", "talers from the bank"),
    "trader": QT_TRANSLATE_NOOP("castle", "a helper to a cart: its resource at the end of the Traders"),
    "bricklayer": QT_TRANSLATE_NOOP("castle", "one resource from the defense tower, then up to two buildings and helpers"),
    "stonemason": QT_TRANSLATE_NOOP("castle", "buy from the Workers, up to two buildings with a reward, helpers"),
    "worker-wood": QT_TRANSLATE_NOOP("castle", "2 wood and 1 silver, or half the VP of a building"),
    "worker-sand": QT_TRANSLATE_NOOP("castle", "2 sand and 1 clay, or half the VP of a building"),
    "worker-stone": QT_TRANSLATE_NOOP("castle", "1 stone and two pieces of your choice, or half the VP of a building"),
    "master-builder": QT_TRANSLATE_NOOP("castle", "5 VP per building others erect this round; your played cards come back"),
}


class CardStrip:
    """The viewer's hand and chosen cards as pieces, and the winter cards as pictures."""

    def __init__(self, scene: QGraphicsScene, layout: TableLayout, tell: Callable[[str], None]) -> None:
        self.scene = scene
        self.tell = tell  # says a pointed card's effect in the status line
        self.layout = layout
        self.panel = PanelItem(layout.strip, palette.TABLE_BACKGROUND.lighter(140))
        scene.addItem(self.panel)
        self.chosen_area = PictureItem(layout.chosen, lambda p, r: None, Layer.SLOTS)
        scene.addItem(self.chosen_area)
        self.note = add_text_item(scene, 20, palette.TABLE_SOFT_INK)
        self.note.setPos(layout.strip.left() + 24, layout.strip.top() + TITLE_HEIGHT + 60)
        self.cards: dict[str, CastleCard] = {}  # the viewer's cards shown: hand and chosen
        self.winter: list[PictureItem] = []

    def sync(self, view: dict[str, Any], names: list[str], viewer: int | None, colour: Callable[[int], QColor]) -> list:
        """Show the viewer's cards; returns (item, place) moves for the table to settle."""
        shown_hand: list[str] = []
        selection: list[str] = []
        if viewer is not None:
            seat = view["seats"][viewer]
            selection = list(view.get("selection", []))
            left = list(seat["hand"])
            for card in selection:
                left.remove(card)
            shown_hand = left
            self.panel.set_text(fill(translate("castle", "%1's cards"), names[viewer]), self._subtitle(view))
            self.note.setText("" if shown_hand or selection else translate("castle", "No card left in the hand."))
        else:
            self.panel.set_text(translate("castle", "Character cards"), self._subtitle(view))
            self.note.setText(translate("castle", "At a shared screen the hands stay hidden until their owner's turn."))
        per_round = self.layout.per_round
        self.chosen_area.set_paint(lambda p, r: _paint_chosen_place(p, r, per_round), ("chosen place", per_round))
        self.chosen_area.setToolTip(translate("castle", "The cards chosen for this round lie here face down; only you see them."))
        moves = []
        wanted = {c: ("hand", k) for k, c in enumerate(shown_hand)} | {c: ("chosen", k) for k, c in enumerate(selection)}
        for card in [c for c in self.cards if c not in wanted]:
            self.scene.removeItem(self.cards.pop(card))
        own = colour(viewer) if viewer is not None else QColor()
        for card, (where, index) in wanted.items():
            item = self.cards.get(card)
            if item is None or item.colour != own:
                if item is not None:
                    self.scene.removeItem(item)
                item = CastleCard(card, CARD, own, True, name(card))
                effect = fill(translate("castle", "%1: %2"), name(card), translate("castle", _DOES[card])) if card in _DOES else name(card)
                item.setToolTip(effect)
                item.on_hover = lambda text=effect: self.tell(text)
                self.scene.addItem(item)
                self.cards[card] = item
            place = self.layout.hand_card(index) if where == "hand" else self.layout.chosen_card(index)
            moves.append((item, place))
        self._sync_winter(view, names, colour)
        return moves

    def hand_cards(self) -> list[str]:
        """The cards of the hand shown (not the chosen ones)."""
        chosen = self.layout.chosen
        return [c for c, item in self.cards.items() if not chosen.contains(item.sceneBoundingRect().center())]

    @staticmethod
    def _subtitle(view: dict) -> str:
        per = max(1, len(view.get("selection", [])))
        if view.get("phase") == "select":
            return translate("castle", "choose face down") if per else ""
        return ""

    def _sync_winter(self, view: dict, names: list[str], colour: Callable[[int], QColor]) -> None:
        for item in self.winter:
            self.scene.removeItem(item)
        self.winter = []
        winter = view.get("winter")
        if not winter:
            return
        cards: list[tuple[str, bool, str]] = []
        if winter["pile"]:
            cards.append(("village-tavern", False, fill(translate("castle", "Winter cards still to come: %1"), winter["pile"])))
        for card in ([winter["current"]] if winter["current"] else []) + [c for c in winter["in_play"] if c != winter["current"]]:
            cards.append((card, True, self._winter_tip(card, winter, names)))
        for index, (card, face_up, tip) in enumerate(cards):
            rect = self.layout.winter_card(index)
            item = PictureItem(rect, lambda p, r, c=card, f=face_up: art.paint_winter_card(p, r, c, f, name(c) if f else None), Layer.PIECES,
                               look=("winter", card, face_up))
            item.setToolTip(plain_tooltip(tip))
            self.scene.addItem(item)
            self.winter.append(item)
            if card == "village-tavern" and face_up and winter["innkeeper"] is not None:
                keeper = QRectF(rect.right() - rect.width() * 0.55, rect.bottom() - rect.width() * 0.5, rect.width() * 0.6, rect.width() * 0.6)
                self._add(PictureItem(keeper, lambda p, r, c=colour(winter["innkeeper"]): art.paint_innkeeper(p, r, c), Layer.MARKERS), tip)
        if winter["pile"]:
            rect = self.layout.winter_card(0)
            self._add(PictureItem(QRectF(rect.right() - 26, rect.top() - 8, 32, 32),
                                  lambda p, r, n=winter["pile"]: art.paint_count_badge(p, r.center(), r.width() / 2, n), Layer.MARKERS),
                      cards[0][2])

    def _add(self, item: PictureItem, tip: str) -> None:
        item.setToolTip(plain_tooltip(tip))
        self.scene.addItem(item)
        self.winter.append(item)

    @staticmethod
    def _winter_tip(card: str, winter: dict, names: list[str]) -> str:
        text = name(card)
        if card == "village-tavern":
            keeper = winter["innkeeper"]
            text += " · " + (fill(translate("castle", "innkeeper: %1"), seat_name(names, keeper)) if keeper is not None else translate("castle", "no innkeeper yet"))
            text += " · " + fill(translate("castle", "talers on the card: %1"), winter["pool"])
        if card == "castle-maiden":
            maiden = winter["maiden"]
            suitors = ", ".join(seat_name(names, s) for s in maiden["suitors"]) or translate("castle", "none")
            text += " · " + fill(translate("castle", "suitors: %1 · on the card: %2"), suitors, pieces_words(maiden["items"]))
        return text


def _paint_chosen_place(painter, rect: QRectF, per_round: int) -> None:
    for k in range(per_round):
        art.paint_card_outline(painter, QRectF(QPointF(rect.left() + 8 + k * 108, rect.top() + 10), CARD), palette.TABLE_SOFT_INK)
