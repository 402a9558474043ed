"""The right-hand column of the Gardens table: a line per player (colours, score, tiles in hand),
the hand's panel with the supply pile, and the last scoring told step by step."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsScene, QGraphicsTextItem

from gui.art import palette
from gui.games.gardens import art
from gui.games.gardens.layout import TITLE_HEIGHT, TableLayout
from gui.games.gardens.texts import colour_name, colours_words
from gui.games.tilecity.texts import fill
from gui.i18n import translate
from gui.scene.items import PanelItem, PictureItem, add_text_item
from gui.scene.layers import Layer

SCORE_PX = 40  # a player's score: the largest text on the side, read from across the table
NOTE_PX = 19


class PlayerLine:
    """One player's panel: name and colours in the title, their trees' badges, score and hand."""

    def __init__(self, scene: QGraphicsScene, rect: QRectF, seat: int) -> None:
        self.scene = scene
        self.rect = rect
        self.panel = PanelItem(rect, palette.TABLE_BACKGROUND.lighter(125))
        self.panel.seat = seat
        scene.addItem(self.panel)
        self.badges: list[PictureItem] = []
        self.in_hand = add_text_item(scene, 18, palette.TABLE_SOFT_INK)
        self.score = add_text_item(scene, SCORE_PX, palette.TABLE_INK, bold=True)
        self.detail = add_text_item(scene, 18, palette.TABLE_SOFT_INK)

    def sync(self, name: str, owned: Sequence[str], score: int, colour_scores: Mapping[str, int], in_hand: int,
             accent: QColor, active: bool) -> None:
        """Show the player as the view has them."""
        self.panel.set_text(name, colours_words(owned))
        self.panel.set_accent(accent)
        self.panel.set_active(active)
        self._sync_badges(owned)
        self.score.setText(str(score))
        width = self.score.boundingRect().width()
        self.score.setPos(self.rect.right() - 22 - width, self.rect.top() + 30)
        if len(owned) > 1:
            parts = [fill(translate("gardens", "%1 %2", "colour, points"), colour_name(s), colour_scores.get(s, 0)) for s in owned]
            self.detail.setText(" + ".join(parts))
        else:
            self.detail.setText("")
        text_left = self.rect.left() + 26 + len(owned) * 46
        self.in_hand.setText(fill(translate("gardens", "Tiles in hand: %1"), in_hand))
        self.in_hand.setPos(text_left, self.rect.top() + (TITLE_HEIGHT + 2 if len(owned) > 1 else TITLE_HEIGHT + 12))
        self.detail.setPos(text_left, self.rect.top() + TITLE_HEIGHT + 24)

    def _sync_badges(self, owned: Sequence[str]) -> None:
        while len(self.badges) < len(owned):
            item = PictureItem(QRectF(), lambda p, r: None, Layer.PIECES)
            self.scene.addItem(item)
            self.badges.append(item)
        for index, item in enumerate(self.badges):
            if index >= len(owned):
                item.setVisible(False)
                continue
            species = owned[index]
            rect = QRectF(self.rect.left() + 22 + index * 46, self.rect.top() + TITLE_HEIGHT + 2, 42, 42)
            item.set_rect(rect)
            item.set_paint(lambda p, r, s=species: art.paint_species_badge(p, r, s), ("badge", species))
            item.setVisible(True)


class SidePanels:
    """The players' lines, the hand's panel (with the supply) and the notes of the last scoring."""

    def __init__(self, scene: QGraphicsScene, layout: TableLayout) -> None:
        self.layout = layout
        self.players = [PlayerLine(scene, layout.player_panel(seat), seat) for seat in range(layout.players)]
        self.hand = PanelItem(layout.hand, palette.TABLE_BACKGROUND.lighter(140))
        scene.addItem(self.hand)
        self.supply = PictureItem(layout.supply, art.paint_tile_back, Layer.PIECES)
        self.supply.look = ("back",)
        scene.addItem(self.supply)
        self.empty_hand = add_text_item(scene, NOTE_PX, palette.TABLE_SOFT_INK)
        self.how_to = QGraphicsTextItem()
        font = QFont()
        font.setPixelSize(17)
        self.how_to.setFont(font)
        self.how_to.setDefaultTextColor(palette.TABLE_SOFT_INK)
        self.how_to.setZValue(Layer.MARKERS)
        self.how_to.setPlainText(translate("gardens", "Drag a tile onto a lit garden space, or click it and then the "
                                                      "space. Turn it with the mouse wheel while you hold it, with R "
                                                      "or a right-click, or with the arrows."))
        scene.addItem(self.how_to)
        self.notes = PanelItem(layout.notes, palette.TABLE_BACKGROUND.lighter(118))
        scene.addItem(self.notes)
        self.note_text = QGraphicsTextItem()
        font = QFont()
        font.setPixelSize(NOTE_PX)
        self.note_text.setFont(font)
        self.note_text.setDefaultTextColor(palette.TABLE_INK)
        self.note_text.setTextWidth(layout.notes.width() - 40)
        self.note_text.setPos(layout.notes.left() + 20, layout.notes.top() + TITLE_HEIGHT)
        self.note_text.setZValue(Layer.MARKERS)
        scene.addItem(self.note_text)

    def sync(self, view: Mapping[str, Any], names: Sequence[str], accent: Callable[[int], QColor],
             hand_shown: bool, viewer_name: str) -> None:
        """Show the players, the hand's title and the supply as the view has them."""
        colours = view.get("colours", [])
        sizes = view.get("hand_sizes", [])
        scores = view.get("scores", [])
        for seat, line in enumerate(self.players):
            line.sync(names[seat], colours[seat] if seat < len(colours) else [], scores[seat] if seat < len(scores) else 0,
                      view.get("colour_scores", {}), sizes[seat] if seat < len(sizes) else 0, accent(seat),
                      view.get("current") == seat and not view.get("over"))
        supply = view.get("supply", 0)
        left = translate("gardens", "%n to draw", "", supply) if supply else translate("gardens", "none to draw")
        if hand_shown:
            title = fill(translate("gardens", "%1's tiles"), viewer_name)
        else:
            title = translate("gardens", "Tiles in hand")
        self.hand.set_text(title, left)
        self.hand.title_room = self.layout.hand.width() - 90  # the supply pile stands at the right end
        self.supply.setVisible(supply > 0)
        self.supply.setToolTip(fill(translate("gardens", "Garden tiles left to draw: %1"), supply))
        self.empty_hand.setVisible(not hand_shown)
        self.empty_hand.setText(translate("gardens", "The tiles in hand stay hidden until their owner's turn."))
        self.empty_hand.setPos(self.layout.hand.left() + 22, self.layout.hand.top() + TITLE_HEIGHT + 50)
        room = self.layout.hand_room(len(view.get("hand", [])) if hand_shown else 0)
        self.how_to.setVisible(hand_shown and room.width() > 120)
        self.how_to.setTextWidth(room.width())
        self.how_to.setPos(room.topLeft())

    def show_notes(self, title: str, lines: Sequence[str]) -> None:
        """The notes panel's title and its lines (the last scoring, step by step); lines that do
        not fit give way to a last line pointing at the log."""
        self.notes.set_text(title)
        room = self.layout.notes.height() - TITLE_HEIGHT - 12
        shown = list(lines)
        self.note_text.setPlainText("\n".join(shown))
        while shown and self.note_text.document().size().height() > room:
            shown.pop()
            self.note_text.setPlainText("\n".join([*shown, translate("gardens", "… the log tells the rest.")]))
