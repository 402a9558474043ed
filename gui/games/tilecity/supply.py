"""The supply panel: what is left in the bag and the deck, and the worker's hut stacks."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene

from gui.art import palette
from gui.games.tilecity import art, layout
from gui.games.tilecity.layout import TILE
from gui.games.tilecity.markers import MarkerItem
from gui.games.tilecity.pieces import TilePieces, place
from gui.i18n import translate
from gui.i18n_names import building_name
from gui.scene.items import add_text_item


class SupplyArea:
    """The supply panel's counts and, with the worker's huts, the face-up top of each stack."""

    def __init__(self, scene: QGraphicsScene, pieces: TilePieces, huts_on: bool) -> None:
        self.scene = scene
        self.pieces = pieces
        self.hut_counts: dict[str, MarkerItem] = {}  # by hut colour, on its stack
        # A little smaller with the huts, whose stacks and counts share the panel.
        self.label = add_text_item(scene, 19 if huts_on else 22, palette.TABLE_INK)
        self.label.setPos(layout.SUPPLY.left() + 0.25 * TILE, layout.SUPPLY.top() + layout.TITLE_HEIGHT + 0.15 * TILE)

    def sync_label(self, view: dict, rounds: str) -> None:
        """The counts of the bag and the deck, and the scorings held."""
        text = translate("AlhambraTable", "Tiles in the bag: %1\nCards in the deck: %2\nScorings held: %3").replace(
            "%1", str(view["bag_count"])).replace("%2", str(view["deck_count"])).replace("%3", rounds)
        # Longer words in some languages: a line too long for the panel breaks after its colon,
        # and what is still too wide shrinks a little rather than run past the panel's edge.
        room = layout.SUPPLY.width() - 0.4 * TILE
        metrics = QFontMetricsF(self.label.font())
        lines = []
        for line in text.split("\n"):
            head, colon, tail = line.partition(": ")
            lines += [head + ":", "   " + tail] if colon and metrics.horizontalAdvance(line) > room else [line]
        self.label.setText("\n".join(lines))
        self.label.setScale(min(1.0, room / max(1.0, self.label.boundingRect().width())))

    def sync_huts(self, view: dict, moves: list, seen: set[str]) -> None:
        """The worker's huts: the face-up top of each colour's stack, with its count."""
        stacks = view.get("hut_stacks")
        if not stacks:
            return
        size = 0.42 * TILE
        for index, (colour, stack) in enumerate(stacks.items()):
            if stack["top"] is None:
                continue
            pos = QPointF(layout.SUPPLY.left() + 0.2 * TILE + index * (size + 0.05 * TILE), layout.SUPPLY.bottom() - size - 0.07 * TILE)
            item = self.pieces.get(stack["top"], seen)
            tip = translate("AlhambraTable", "Worker's hut (%1), %2 in this stack. Click to take it (up to three huts each).").replace(
                "%1", building_name(colour)).replace("%2", str(stack["count"]))
            item.setToolTip(tip)
            place(item, pos, size / TILE, moves)
            self._sync_count(colour, stack["count"], QRectF(pos, QSizeF(size, size)), tip)
        for colour in [c for c, s in stacks.items() if s["top"] is None and c in self.hut_counts]:
            self.scene.removeItem(self.hut_counts.pop(colour))

    def _sync_count(self, colour: str, count: int, stack: QRectF, tip: str) -> None:
        """The "×3" badge on the top edge of a hut stack, so its size reads at a glance."""
        badge = self.hut_counts.get(colour)
        if badge is None:
            badge = MarkerItem(QRectF())
            self.hut_counts[colour] = badge
            self.scene.addItem(badge)
        width, height = 0.4 * TILE, 0.25 * TILE
        # Over the stack's top edge, clear of the hut drawn in its middle.
        badge.set_rect(QRectF(stack.center().x() - width / 2, stack.top() - 0.6 * height, width, height))
        badge.show_look(count, lambda p, r, n=count: art.paint_count_badge(p, r, n))
        badge.setToolTip(tip)
