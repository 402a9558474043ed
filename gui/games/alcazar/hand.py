"""The cards on the Alcazar table: the market's display and decks, the viewer's hand and tower
cards, and the hand panel's chips (Build a bridge, Take back a noble, Buy top card, Buy tower card).

Cards are reused across redraws (one item per card, keyed ``("card", n)``, ``("towers",)`` and
``("deck", name)``), so a card bought or drawn glides from the market or its deck into the hand.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsScene

from engine.alcazar.actions import BuyCard, DrawCard
from engine.alcazar.components import AlcazarData
from gui.games.alcazar import art
from gui.games.alcazar.items import CHIP_LOOK
from gui.games.alcazar.layout import CARD_H, CARD_W, TITLE_HEIGHT, TableLayout
from gui.games.alcazar.part import TablePart
from gui.games.alcazar.targets import HAND_AREA, Source
from gui.scene.chips import ChipItem
from gui.scene.items import CardItem, PictureItem, PieceItem, SlotItem
from gui.scene.layers import Layer
from gui.scene.units import TILE

TOOL_HEIGHT = 0.42 * TILE  # the hand panel's chips
TOOL_GAP = 0.1 * TILE


class Hand(TablePart):
    """The card items, the hand as a drop target for buying, and the hand panel's chips."""

    def __init__(self, scene: QGraphicsScene, geo: TableLayout, data: AlcazarData, picture: art.BoardPicture) -> None:
        self.scene = scene
        self.geo = geo
        self.picture = picture
        self.cards: dict[Hashable, CardItem] = {}
        self.tools: dict[Hashable, ChipItem] = {}
        self.shown: tuple[int, tuple[int, ...]] = (0, ())  # whose hand sync laid out, and its cards
        self._tools_area = geo.hand_tools(1)  # where the chips go, under the cards
        self.slot = SlotItem(HAND_AREA, geo.hand.adjusted(4, TITLE_HEIGHT, -4, -4))
        self.slot.highlight_fn = art.paint_highlight_frame
        scene.addItem(self.slot)
        for slot in range(data.display_size):
            scene.addItem(PictureItem(geo.display_rect(slot), art.paint_empty_card, Layer.SLOTS, look="empty card"))
        for deck in ("building", "tower"):
            item = CardItem(("deck", deck), QSizeF(CARD_W, CARD_H), lambda p, r: None)
            item.setPos(geo.deck_rect(deck).topLeft())
            self.cards[("deck", deck)] = item
            scene.addItem(item)
        # Laid out in layout_tools, shown only while they can be used.
        for key, text, tip in (
            (("bridge",), self.tr("Build a bridge…"), self.tr("A bridge costs 15 reales: then click its two heads")),
            (("takeback",), self.tr("Take back a noble…"), self.tr("Before your main action: a noble goes home and pays")),
            (("draw", "building"), self.tr("Buy top card (5)"), self.tr("The top card of the building deck, unseen, for 5 reales")),
            (("draw", "tower"), self.tr("Buy tower card (10)"), self.tr("A tower card for 10 reales")),
        ):
            chip = ChipItem(key, text, QRectF(0.0, 0.0, CHIP_LOOK.width(text, TOOL_HEIGHT), TOOL_HEIGHT), CHIP_LOOK)
            chip.setToolTip(tip)
            self.tools[key] = chip
            scene.addItem(chip)

    # ----- the cards -------------------------------------------------------------------------------

    def _card_item(self, key: Hashable, look: Hashable, paint: Callable) -> CardItem:
        """The card item for ``key``, showing ``look`` as ``paint`` draws it (repainted only if
        the look changed)."""
        item = self.cards.get(key)
        look = ("alcazar", *look)  # card items of every game share the picture cache
        if item is None:
            item = CardItem(key, QSizeF(CARD_W, CARD_H), paint)
            item.look = look
            # A card that appears comes off its deck (a refill, a card drawn, a tower card bought).
            deck = "tower" if key == ("towers",) else "building"
            item.setPos(self.geo.deck_rect(deck).topLeft())
            self.cards[key] = item
            self.scene.addItem(item)
        elif item.look != look:
            item.paint_fn = paint
            item.look = look
            item.update()
        return item

    def _building_card_item(self, card: int) -> CardItem:
        # The card's little map shows the board, so the look names the board (by its hash) too.
        return self._card_item(("card", card), ("building", card, hash(self.picture)),
                               lambda p, r, n=card: art.paint_building_card(p, r, n, self.picture))

    def sync(self, view: dict, seat: int, shown: bool, moves: list[tuple[PieceItem, QPointF]]) -> None:
        """Lay out the display, the decks and the hand of ``seat`` (face down: not ``shown``);
        cards that move are added to ``moves``."""
        geo = self.geo
        seen: set[Hashable] = {("deck", "building"), ("deck", "tower")}
        for slot, card in enumerate(view["display"]):
            if card is None:
                continue
            key = ("card", card)
            item = self._building_card_item(card)
            item.setToolTip(self.tr("Building card %1: buy it for 5 reales (double-click, or drag it into your hand)").replace("%1", str(card)))
            seen.add(key)
            target = geo.display_rect(slot).topLeft()
            if item.pos() != target:
                moves.append((item, target))
        # Not shown (a computer's turn at a shared screen): the hand panel stays empty, since the
        # player to move may be a computer, whose cards nobody may see either.
        towers = view["seats"][seat]["towers"] if shown else 0
        hand = list(view["hand"]) if shown else []
        self.shown = (seat, tuple(hand))
        positions = geo.hand_positions(len(hand), towers > 0)
        for index, card in enumerate(hand):
            key = ("card", card)
            item = self._building_card_item(card)
            item.setToolTip(self.tr("Building card %1: drag it onto parcel %1 to build there").replace("%1", str(card)))
            item.setZValue(Layer.PIECES + index * 0.01)
            seen.add(key)
            if item.pos() != positions[index]:
                moves.append((item, positions[index]))
        if towers:
            key = ("towers",)
            item = self._card_item(key, ("towers", towers), lambda p, r, n=towers: art.paint_tower_card(p, r, n))
            item.setToolTip(self.tr("Tower cards: %1. Drag one onto a lit column to build up (levels 2 to 5)").replace("%1", str(towers)))
            item.setZValue(Layer.PIECES + len(hand) * 0.01)
            seen.add(key)
            if item.pos() != positions[-1]:
                moves.append((item, positions[-1]))
        rows = 1 + int(len(positions) > 0 and positions[-1].y() > positions[0].y())
        self._tools_area = geo.hand_tools(rows if positions else 0)
        for key in [k for k in self.cards if k not in seen]:
            self.scene.removeItem(self.cards.pop(key))
        for deck, count in (("building", view["deck_count"]), ("tower", view["tower_deck"])):
            self._card_item(("deck", deck), ("back", deck, count), lambda p, r, d=deck, n=count: art.paint_card_back(p, r, d, n))
        self.cards[("deck", "building")].setToolTip(
            self.tr("Building deck: %1 cards. Buy the top card unseen for 5 reales").replace("%1", str(view["deck_count"])))
        self.cards[("deck", "tower")].setToolTip(self.tr("Tower deck: %1 cards, 10 reales each").replace("%1", str(view["tower_deck"])))

    def source_of(self, key: Hashable, hand: list[int]) -> Source | None:
        """What picking up the card ``key`` means: a card of ``hand``, the market's, the tower cards, a deck."""
        if key[0] == "card":
            return ("card", key[1]) if key[1] in hand else ("display", key[1])
        if key == ("towers",):
            return ("towers",)
        if key[0] == "deck":
            return ("deck", key[1])
        return None

    # ----- what the viewer may do with them -----------------------------------------------------------

    def refresh(self, state, hand: list[int], mine: bool, phase: str, groups: set[str], picked: Source | None,
                choice_card: int | None) -> None:
        """Let the viewer take the cards and chips they may use now, and show what they picked."""
        main = mine and phase in ("turn", "main")
        buildable = {a.card for a in state.legal_actions("build")} if main and "build" in groups else set()
        for key, card in self.cards.items():
            if key[0] == "card" and key[1] in hand:
                card.set_flags(draggable=key[1] in buildable, clickable=main, selected=picked == key or choice_card == key[1])
            elif key[0] == "card":
                can = main and "buy" in groups and state.is_legal(BuyCard(key[1]))
                card.set_flags(draggable=can, clickable=can, selected=picked == ("display", key[1]))
            elif key == ("towers",):
                can = main and "tower" in groups
                card.set_flags(draggable=can, clickable=can, selected=picked == ("towers",))
            elif key[0] == "deck":
                can = main and "buy" in groups and state.is_legal(DrawCard(key[1]))
                card.set_flags(draggable=can, clickable=can, selected=picked == ("deck", key[1]))
        usable = {
            ("bridge",): main and "bridge" in groups,
            ("takeback",): mine and phase == "turn" and "takeback" in groups,
            ("draw", "building"): main and "buy" in groups and state.is_legal(DrawCard("building")),
            ("draw", "tower"): main and "buy" in groups and state.is_legal(DrawCard("tower")),
        }
        self._layout_tools(usable, picked)

    def _layout_tools(self, usable: dict[Hashable, bool], picked: Source | None) -> None:
        """Show the usable chips in rows under the cards."""
        area = self._tools_area
        x, y = area.left(), area.top()
        for key, chip in self.tools.items():
            chip.setVisible(usable.get(key, False))
            chip.set_selected(picked is not None and picked[:1] == key[:1] and key[0] in ("bridge", "takeback"))
            if not chip.isVisible():
                continue
            rect = chip.rect()
            if x > area.left() and x + rect.width() > area.right():
                x, y = area.left(), y + rect.height() + TOOL_GAP
            chip.setPos(QPointF(x - rect.left(), y - rect.top()))
            x += rect.width() + TOOL_GAP

    def tools_bottom(self) -> float:
        """The lowest edge of the chips shown (of the first chip if none is), in scene units."""
        shown = [chip for chip in self.tools.values() if chip.isVisible()] or list(self.tools.values())[:1]
        return max(chip.mapToScene(chip.rect().bottomLeft()).y() for chip in shown)
