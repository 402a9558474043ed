"""Alcazar's scene items: thin, each with a real ``type()``, painting through gui.games.alcazar.art.

Items hold no rules: the table gives them what to show (a column's levels, a noble's owner) and
asks the engine what a gesture on them means.

Pictures that many items show alike, or that are repainted often (nobles, cards, columns, flags,
crests, the side panels' pictures), are drawn through the shared picture cache
(gui.scene.picture_cache), keyed by a ``look`` that says what they show, so a zoom back to a size
already seen, or the end of a preview, is a blit. The board keeps only Qt's item cache: it is one
picture, larger than the shared cache takes at high zoom, and never changes during a game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Hashable

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.games.alcazar import art
from gui.i18n import translate
from gui.scene.chips import ChipLook
from gui.scene.choice_popup import ChoiceLook
from gui.scene.items import PaintFn, PieceItem, SlotItem
from gui.scene.layers import Layer
from gui.scene.picture_cache import paint_cached

# Alcazar's buttons on the table, and its floating choices (gui.scene.chips, gui.scene.choice_popup).
CHIP_LOOK = ChipLook("alcazar chip", art.paint_chip, art.chip_width)
CHOICE_LOOK = ChoiceLook(art.paint_prompt, art.chip_width, CHIP_LOOK)


def picture_look(picture: object) -> tuple:
    """The fields of a picture dataclass (a player's line, ...) as a look for the picture cache."""
    # Colours by name (with alpha): a QColor is not hashable, and its name pins down the colour.
    return (type(picture).__name__, *(
        value.name(QColor.NameFormat.HexArgb) if isinstance(value, QColor) else value
        for value in (getattr(picture, field.name) for field in dataclasses.fields(picture))))


def row_z(layer: Layer, row: int, offset: float = 0.0) -> float:
    """A z value inside ``layer`` that grows with the board row: rows nearer the viewer (further
    south) are drawn over the rows behind them, as the oblique view needs."""
    return float(layer) + (row * 2 + offset) * 0.04


class BoardItem(QGraphicsObject):
    """The painted board: landscape, parcels, frame and value track (static, cached)."""

    Type = QGraphicsItem.UserType + 21

    def __init__(self, rect: QRectF, paint_fn: PaintFn, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(rect)
        self.paint_fn = paint_fn
        self.setZValue(Layer.TABLE)
        # Painting the countryside costs tens of milliseconds; it never changes during a game.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def type(self) -> int:
        return self.Type

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.paint_fn(painter, self._rect)


class ColumnItem(QGraphicsObject):
    """What stands on one board cell: its pieces and bridge segments (``key`` is the cell's label).

    The item's rectangle is the cell's ground; the column rises above it in the oblique view."""

    Type = QGraphicsItem.UserType + 22

    def __init__(self, key: str, ground: QRectF, rise: float, parcel: int, row: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.ground = QRectF(ground)
        self.rise = rise
        self.parcel = parcel
        self.levels: tuple[art.LevelLook, ...] = ()
        self.accent: QColor | None = None
        self.wing_ghost = False  # an empty parcel a previewed castle would cover
        self.recent = False  # built on by another player since this player last acted
        self.setZValue(row_z(Layer.PIECES, row))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def type(self) -> int:
        return self.Type

    def set_levels(self, levels: tuple[art.LevelLook, ...], accent: QColor | None, wing_ghost: bool = False) -> None:
        """Change what the column shows (repaints only on a change)."""
        if (levels, accent, wing_ghost) == (self.levels, self.accent, self.wing_ghost):
            return
        grow = len(levels) != len(self.levels)
        if grow:
            self.prepareGeometryChange()
        self.levels, self.accent, self.wing_ghost = levels, accent, wing_ghost
        self.update()

    def set_recent(self, recent: bool) -> None:
        """Mark (or unmark) the column as just built on by someone else."""
        if recent != self.recent:
            self.recent = recent
            self.update()

    def height(self) -> int:
        """The column's height as shown (previews included)."""
        return len(self.levels)

    def top_rect(self) -> QRectF:
        """The top face as drawn (the parcel itself while empty)."""
        return art.top_face(self.ground, len(self.levels), self.rise)

    def boundingRect(self) -> QRectF:
        rise = max(1, len(self.levels)) * self.rise
        # Room for the shadow the stack casts to the south-east, and for the "just built" ring.
        ring = self.ground.width() * 0.12
        return self.ground.adjusted(-ring, -rise - ring, self.ground.width() * 0.1 + rise * 0.5, self.ground.width() * 0.1 + rise * 0.2)

    def shape(self) -> QPainterPath:
        # Only what is drawn catches the mouse, so an empty parcel lets clicks through to the
        # board below and a tooltip shows only over a building.
        path = QPainterPath()
        if self.levels:
            top = self.top_rect()
            path.addRect(QRectF(top.left(), top.top(), top.width(), self.ground.bottom() - top.top()))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.levels and not self.wing_ghost:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # No other column shares the picture (the parcel's number is on top), but a zoom or a
        # preview repaints every column it touches; from the cache, going back is a blit.
        look = ("alcazar column", tuple(dataclasses.astuple(level) for level in self.levels),
                None if self.accent is None else self.accent.name(QColor.NameFormat.HexArgb), self.wing_ghost,
                self.parcel, self.ground.width(), self.ground.height(), self.rise)
        paint_cached(painter, self.boundingRect(), look, self._paint_picture)
        if self.recent:
            # Drawn over the cached picture, in the same dashed ring as a piece just moved.
            art.paint_recent_ring(painter, self.top_rect())

    def _paint_picture(self, painter: QPainter) -> None:
        if self.wing_ghost and not self.levels:
            art.paint_ghost_ground(painter, self.ground)
        art.paint_column(painter, self.ground, self.levels, self.rise, self.parcel, self.accent)


class NobleItem(PieceItem):
    """A grande or caballero, on the board (``key`` = ("board", cell label)) or offered in a
    choice (``key`` = ("supply", kind)). Its rectangle's bottom centre is where its feet stand."""

    Type = QGraphicsItem.UserType + 23

    def __init__(self, key: Hashable, kind: str, seat: int, colour: QColor, cell_size: float, parent: QGraphicsItem | None = None) -> None:
        w, h = art.noble_size(kind)
        own = QColor(colour)  # a copy: the caller's colour may change later
        super().__init__(key, QSizeF(w * cell_size, h * cell_size), lambda p, r: art.paint_noble(p, r, kind, own), parent)
        self.kind = kind
        self.seat = seat
        self.price: int | None = None  # shown under a noble offered for placing
        self._colour = own.name(QColor.NameFormat.HexArgb)
        self._update_look()

    def set_price(self, price: int | None) -> None:
        """Show (or hide) the price tag of a noble offered for placing."""
        if price != self.price:
            self.prepareGeometryChange()
            self.price = price
            self._update_look()
            self.update()

    def _update_look(self) -> None:
        # All of a player's nobles of one kind and size look alike, so they share one picture.
        # The price tag is part of it: it widens the bounds the picture is drawn in.
        self.look = ("alcazar noble", self.kind, self._colour, self.size.width(), self.size.height(), self.price)

    def boundingRect(self) -> QRectF:
        rect = super().boundingRect()
        if self.price is not None:
            rect = rect.adjusted(-self.size.width() * 0.4, 0, self.size.width() * 0.4, self.size.width() * 0.75)
        return rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        super().paint(painter, option, widget)

    def _paint_picture(self, painter: QPainter) -> None:
        super()._paint_picture(painter)
        if self.price is not None:
            w = self.size.width()
            text = translate("NobleItem", "%n reales", "", self.price)
            tag_w = art.chip_width(text, w * 0.6)
            tag = QRectF(w / 2 - tag_w / 2, self.size.height() + w * 0.08, tag_w, w * 0.6)
            art.paint_chip(painter, tag, text, "quiet")


class _CastleMarkItem(QGraphicsObject):
    """A castle's mark of a fixed ``size`` (its flag or its crest), drawn through the picture cache;
    ``key`` is the castle id."""

    SHADOW_ROOM = 0.0  # scene units past the right and bottom edges, where the mark's shadow falls

    def __init__(self, key: str, size: QSizeF, layer: Layer, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.size = size
        self.setZValue(layer)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def type(self) -> int:
        return self.Type

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.size.width() + 4 + self.SHADOW_ROOM, self.size.height() + 4 + self.SHADOW_ROOM)

    def _look(self) -> tuple:
        """What the mark shows, as a key for the picture cache."""
        raise NotImplementedError

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        paint_cached(painter, self.boundingRect(), self._look(), self._paint_picture)

    def _paint_picture(self, painter: QPainter) -> None:
        raise NotImplementedError


class FlagItem(_CastleMarkItem):
    """A castle's flag with its city name, standing on one of the castle's columns."""

    Type = QGraphicsItem.UserType + 24
    SHADOW_ROOM = 4.0

    def __init__(self, key: str, city: str, size: QSizeF, parent: QGraphicsItem | None = None) -> None:
        # Above the pieces: a city's name must stay readable even behind a tall tower.
        super().__init__(key, size, Layer.MARKERS, parent)
        self.city = city

    def _look(self) -> tuple:
        """What the flag shows, as a key for the picture cache."""
        return ("alcazar flag", self.key, self.city, self.size.width(), self.size.height())

    def _paint_picture(self, painter: QPainter) -> None:
        art.paint_flag(painter, QRectF(0, 0, self.size.width(), self.size.height()), self.key, self.city)


class CrestItem(_CastleMarkItem):
    """A castle's crest on the value track; ``key`` is the castle id."""

    Type = QGraphicsItem.UserType + 25
    SHADOW_ROOM = 6.0

    def __init__(self, key: str, size: QSizeF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(key, size, Layer.PIECES, parent)

    def _look(self) -> tuple:
        """What the crest shows, as a key for the picture cache."""
        return ("alcazar crest", self.key, self.size.width(), self.size.height())

    def _paint_picture(self, painter: QPainter) -> None:
        art.paint_crest(painter, QRectF(0, 0, self.size.width(), self.size.height()), self.key)


class CellSlotItem(SlotItem):
    """A board cell as a target: its rectangle follows the column's top face, and its glow is
    drawn above the pieces (the shared slots glow below them, which would hide it here)."""

    Type = QGraphicsItem.UserType + 28

    def __init__(self, key: Hashable, rect: QRectF, row: int, on_hover: Callable[[Hashable, bool], None] | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(key, rect, None, parent)
        self.row = row
        self.on_hover = on_hover
        self.highlight_fn = art.paint_highlight_frame
        self.setZValue(Layer.SLOTS)
        self.setAcceptHoverEvents(on_hover is not None)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.highlight and self.on_hover is not None:
            self.on_hover(self.key, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.on_hover is not None:
            self.on_hover(self.key, False)

    def type(self) -> int:
        return self.Type

    def set_highlight(self, level: int) -> None:
        if level != self.highlight:
            self.highlight = level
            self.setZValue(row_z(Layer.MARKERS, self.row, -0.5) if level else Layer.SLOTS)
            self.update()
