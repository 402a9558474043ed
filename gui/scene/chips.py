"""Buttons on a table (chips): a choice's options, Done, Cancel, a tool such as "Build a bridge".

A chip is drawn by its game's look (so each game keeps its own buttons) and acts like a push
button: a press on it acts when released over it. Hovering it tells its owner, which may preview
what the chip stands for. The scene takes chips' presses through :class:`ChipTableScene`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneHoverEvent, QStyleOptionGraphicsItem, QWidget

from gui.scene.layers import Layer
from gui.scene.picture_cache import paint_cached
from gui.scene.table_scene import TableGestures, TableScene

# Chips stand above the flags and the lit places (MARKERS plus less than one), and above the
# frame of a floating choice (a half step lower), but below pieces on the move.
CHIP_Z = float(Layer.MARKERS) + 1.5


@dataclass(frozen=True)
class ChipLook:
    """How a game draws its chips: ``paint(painter, rect, text, state)`` and the width a text needs."""

    name: str  # names the pictures in the shared picture cache
    paint: Callable[[QPainter, QRectF, str, str], None]
    width: Callable[[str, float], float]  # (text, chip height) -> width, in scene units


class ChipItem(QGraphicsObject):
    """A button on the table; ``key`` says what it stands for. Hovering it calls ``on_hover``;
    a click reaches the table's ``chip_clicked`` through the scene."""

    Type = QGraphicsItem.UserType + 6

    def __init__(self, key: Hashable, text: str, rect: QRectF, look: ChipLook,
                 on_hover: Callable[[Hashable, bool], None] | None = None, quiet: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.text = text
        self._rect = QRectF(rect)
        self.look = look
        self.on_hover = on_hover
        self.quiet = quiet  # a secondary button (Cancel, Done): drawn quieter
        self.hovered = False
        self.selected = False
        self.setZValue(CHIP_Z)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def type(self) -> int:
        return self.Type

    def rect(self) -> QRectF:
        """The chip's area."""
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        h = self._rect.height()
        return self._rect.adjusted(-h * 0.1, -h * 0.1, h * 0.15, h * 0.2)

    def set_selected(self, selected: bool) -> None:
        """Show the chip as the current choice."""
        if selected != self.selected:
            self.selected = selected
            self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()
        if self.on_hover is not None:
            self.on_hover(self.key, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()
        if self.on_hover is not None:
            self.on_hover(self.key, False)

    def state(self) -> str:
        """How the chip is drawn: ``selected``, ``hover``, ``quiet`` or ``normal``."""
        return "selected" if self.selected else "hover" if self.hovered else "quiet" if self.quiet else "normal"

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # A chip is repainted on every hover and under every passing piece; its text is costly.
        look = (self.look.name, self.text, self._rect.width(), self._rect.height(), self.state())
        paint_cached(painter, self.boundingRect(), look, self._paint_picture)

    def _paint_picture(self, painter: QPainter) -> None:
        self.look.paint(painter, self._rect, self.text, self.state())


class ChipGestures(TableGestures, Protocol):
    """A table with chips: besides the gestures on pieces and slots, a chip was clicked."""

    def chip_clicked(self, key: Hashable) -> None:
        """The chip standing for ``key`` was clicked."""


class ChipTableScene(TableScene):
    """A table scene whose chips take presses too."""

    table: ChipGestures

    def is_usable(self, item: QGraphicsItem) -> bool:
        """A chip, or what any table can use (an active piece, a lit slot)."""
        return isinstance(item, ChipItem) or super().is_usable(item)

    def button_released(self, item: QGraphicsItem, point: QPointF) -> None:
        """A chip acts when released over itself, as a push button does."""
        if isinstance(item, ChipItem) and item.rect().contains(item.mapFromScene(point)):
            self.table.chip_clicked(item.key)
