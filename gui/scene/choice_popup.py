"""A floating choice on a table: a question, pieces to pick up (each with its price) and chips.

The game says what the choice is (a :class:`Choice`: its question, the pieces offered, its chips
such as the options, Done or Cancel) and where it stands; the popup lays it out in the game's
look, and rebuilds it only when the choice changes, so a chip under the mouse stays hovered
across redraws. The offered pieces are the game's own, made by ``make_piece``: they are picked
up like any piece of the table (drag, or click and then a place) and draw their own price tag.
A click on a chip reaches the table's ``chip_clicked(key)`` through :class:`ChipTableScene`.

For example, a choice of two workers with their prices and a Done chip::

    popup = ChoicePopup(scene, look, make_piece=worker_item, place=lambda choice, size: QPointF(x, y),
                        on_hover=table.chip_hovered)
    popup.show(Choice("Place a worker", (ChoiceChip(("done",), "Done", quiet=True),), pieces=("farmer", "mason")))
    popup.offer("farmer", price=2, usable=True, selected=False)
    popup.offer("mason", price=5, usable=False, selected=False)  # greyed: the price says why
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from gui.scene.chips import CHIP_Z, ChipItem, ChipLook
from gui.scene.items import PieceItem
from gui.scene.units import TILE

POPUP_Z = CHIP_Z - 0.5  # the frame: above flags and lit places, under its own chips and pieces

# The layout, in scene units: the question on top, then the offered pieces, then a row of chips.
TITLE_ROW = 0.5 * TILE
TITLE_TEXT = 0.55 * TILE  # the question's text height, for measuring its width
PIECE_ROW = 1.45 * TILE  # room for a piece and its price tag
PIECE_BASE = 1.0 * TILE  # where a piece's feet stand, below the top of its row
PIECE_SLOT = 1.1 * TILE
CHIP_HEIGHT = 0.46 * TILE
CHIP_MIN_WIDTH = 1.0 * TILE
GAP = 0.1 * TILE  # between chips, and between pieces
MARGIN = 0.2 * TILE  # left, and right
BOTTOM = 0.25 * TILE
UNUSABLE_OPACITY = 0.45  # an offered piece that cannot be taken now stays in sight, greyed


class PricedPiece(Protocol):
    """A piece a choice offers: it shows its own price tag (so the tag is cached with its picture)."""

    def set_price(self, price: int | None) -> None:
        """Show (or hide) the price tag."""


@dataclass(frozen=True)
class ChoiceChip:
    """One chip of a choice: an option, or Done, Cancel (``quiet``: drawn quieter)."""

    key: Hashable
    text: str
    quiet: bool = False


@dataclass(frozen=True)
class Choice:
    """What a floating choice shows, and by which places of the table it stands."""

    title: str
    chips: tuple[ChoiceChip, ...]
    pieces: tuple[Hashable, ...] = ()  # the keys of the pieces offered, in their order
    near: tuple[Hashable, ...] = ()  # the places it stands by; when they change it moves


@dataclass(frozen=True)
class ChoiceLook:
    """How a game draws its choices: the frame with the question, and the chips."""

    frame: Callable[[QPainter, QRectF, str], None]  # (painter, rect, title)
    title_width: Callable[[str, float], float]  # (title, text height) -> width, in scene units
    chip: ChipLook


class ChoiceFrameItem(QGraphicsObject):
    """The background of a floating choice, with its question on top."""

    Type = QGraphicsItem.UserType + 7

    def __init__(self, rect: QRectF, title: str, paint_fn: Callable[[QPainter, QRectF, str], None],
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(rect)
        self.title = title
        self.paint_fn = paint_fn
        self.setZValue(POPUP_Z)
        # Not cached: its shadow falls outside its rectangle, where a cached picture would cut it off.

    def type(self) -> int:
        return self.Type

    def rect(self) -> QRectF:
        """The frame's area."""
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.paint_fn(painter, self._rect, self.title)


class ChoicePopup:
    """Shows one :class:`Choice` at a time on a scene (or none), in a game's look."""

    def __init__(self, scene: QGraphicsScene, look: ChoiceLook, make_piece: Callable[[Hashable], PieceItem],
                 place: Callable[[Choice, QSizeF], QPointF], on_hover: Callable[[Hashable, bool], None] | None = None) -> None:
        self.scene = scene
        self.look = look
        self.make_piece = make_piece  # the piece offered for a key, with its tooltip (a PricedPiece too)
        self.place = place  # where a choice of a size stands: its top-left, in scene units
        self.on_hover = on_hover  # a chip was entered (True) or left (False)
        self.choice: Choice | None = None
        self.items: list[QGraphicsItem] = []  # everything shown, frame first
        self.pieces: dict[Hashable, PieceItem] = {}  # the offered pieces by key
        self.chips: list[ChipItem] = []

    def show(self, choice: Choice | None) -> None:
        """Show ``choice`` (None: nothing); the same choice as shown is left as it stands."""
        if choice == self.choice:
            return
        self.choice = choice
        for item in self.items:
            self.scene.removeItem(item)
        self.items, self.pieces, self.chips = [], {}, []
        if choice is not None:
            self._build(choice)

    def offer(self, key: Hashable, price: int | None, usable: bool, selected: bool) -> None:
        """Show an offered piece's price, and whether it can be taken now (else greyed)."""
        piece = self.pieces[key]
        piece.set_price(price)
        piece.set_flags(draggable=usable, clickable=usable, selected=selected)
        piece.setOpacity(1.0 if usable else UNUSABLE_OPACITY)

    def _chip_widths(self, choice: Choice) -> list[float]:
        return [max(CHIP_MIN_WIDTH, self.look.chip.width(chip.text, CHIP_HEIGHT)) for chip in choice.chips]

    def size_of(self, choice: Choice) -> QSizeF:
        """The size ``choice`` takes, in scene units."""
        widths = self._chip_widths(choice)
        chips_w = sum(widths) + GAP * (len(widths) - 1)
        pieces_w = len(choice.pieces) * (PIECE_SLOT + GAP)
        title_w = self.look.title_width(choice.title, TITLE_TEXT)
        width = max(chips_w, pieces_w, title_w) + 2 * MARGIN
        height = TITLE_ROW + (PIECE_ROW if choice.pieces else 0.0) + CHIP_HEIGHT + BOTTOM
        return QSizeF(width, height)

    def _build(self, choice: Choice) -> None:
        size = self.size_of(choice)
        rect = QRectF(self.place(choice, size), size)
        self._add(ChoiceFrameItem(rect, choice.title, self.look.frame))
        x = rect.left() + MARGIN
        row_y = rect.top() + TITLE_ROW
        if choice.pieces:
            for key in choice.pieces:
                piece = self.make_piece(key)
                piece.setPos(QPointF(x + (PIECE_SLOT - piece.size.width()) / 2, row_y + PIECE_BASE - piece.size.height()))
                piece.setZValue(CHIP_Z)
                self._add(piece)
                self.pieces[key] = piece
                x += PIECE_SLOT + GAP
            row_y += PIECE_ROW
            x = rect.left() + MARGIN
        for chip, width in zip(choice.chips, self._chip_widths(choice), strict=True):
            item = ChipItem(chip.key, chip.text, QRectF(x, row_y, width, CHIP_HEIGHT), self.look.chip, self.on_hover, chip.quiet)
            self._add(item)
            self.chips.append(item)
            x += width + GAP

    def _add(self, item: QGraphicsItem) -> None:
        self.scene.addItem(item)
        self.items.append(item)
