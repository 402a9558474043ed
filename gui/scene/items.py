"""Thin scene items: each carries an engine id and paints itself through an art function.

Items hold no rules. A game adapter creates them from a player view, moves them when the view
changes and asks the engine what a gesture on them means.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.art import palette
from gui.scene.layers import Layer
from gui.scene.picture_cache import paint_cached

PaintFn = Callable[[QPainter, QRectF], None]


def add_text_item(scene: QGraphicsScene, pixels: int, colour: QColor, bold: bool = False) -> QGraphicsSimpleTextItem:
    """A plain text label on the markers' layer, added to ``scene`` (its text set by the caller)."""
    item = QGraphicsSimpleTextItem()
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    item.setFont(font)
    item.setBrush(colour)
    item.setZValue(Layer.MARKERS)
    scene.addItem(item)
    return item


class PieceItem(QGraphicsObject):
    """A movable piece (tile, card) painted by ``paint_fn``; its position is its top-left."""

    Type = QGraphicsItem.UserType + 1

    def __init__(self, key: Hashable, size: QSizeF, paint_fn: PaintFn, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.size = size
        self.paint_fn = paint_fn
        self.selected = False  # chosen by the player for the next action (cards to pay, ...)
        self.target = False  # a legal drop target (a city tile that can be swapped)
        self.draggable = False
        self.clickable = False
        self.recent = False  # moved by another player since this player last acted
        # What the picture shows, for tables that reuse items across redraws; pieces with the
        # same look share cached pictures (see picture_cache). None: painted every time.
        self.look: Hashable = None
        self.setZValue(Layer.PIECES)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def type(self) -> int:
        return self.Type

    def rect(self) -> QRectF:
        """The piece's area in its own coordinates."""
        return QRectF(0, 0, self.size.width(), self.size.height())

    def boundingRect(self) -> QRectF:
        margin = self.size.width() * 0.08  # room for the selection frame
        return self.rect().adjusted(-margin, -margin, margin, margin)

    def set_flags(self, *, selected: bool | None = None, target: bool | None = None,
                  draggable: bool | None = None, clickable: bool | None = None) -> None:
        """Change interaction state and repaint if it changed."""
        before = (self.selected, self.target, self.draggable, self.clickable)
        if selected is not None:
            self.selected = selected
        if target is not None:
            self.target = target
        if draggable is not None:
            self.draggable = draggable
        if clickable is not None:
            self.clickable = clickable
        if (self.selected, self.target, self.draggable, self.clickable) != before:
            self.setCursor(Qt.CursorShape.OpenHandCursor if self.draggable else
                           Qt.CursorShape.PointingHandCursor if self.clickable else Qt.CursorShape.ArrowCursor)
            self.update()

    def set_recent(self, recent: bool) -> None:
        """Mark (or unmark) the piece as just moved by someone else."""
        if recent != self.recent:
            self.recent = recent
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.look is None:
            self._paint_picture(painter)
            return
        look = (type(self).__name__, self.look, self.selected, self.target, self.recent)
        paint_cached(painter, self.boundingRect(), look, self._paint_picture)

    def _paint_picture(self, painter: QPainter) -> None:
        rect = self.rect()
        if self.selected:
            # Selected pieces lift a little so the choice reads at a glance.
            rect = rect.translated(0, -self.size.height() * 0.06)
        self.paint_fn(painter, rect)
        if self.selected or self.target:
            painter.save()
            colour = palette.SELECTION if self.selected else palette.HIGHLIGHT
            pen = QPen(colour, max(2.0, self.size.width() * 0.05))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), self.size.width() * 0.08, self.size.width() * 0.08)
            painter.restore()
        elif self.recent:
            # What another player just did: a dashed ring, quieter than a selection or a target.
            painter.save()
            pen = QPen(palette.RECENT, max(1.5, self.size.width() * 0.04), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), self.size.width() * 0.08, self.size.width() * 0.08)
            painter.restore()


class TileItem(PieceItem):
    """A building tile (or start tile); ``key`` is the tile id."""

    Type = QGraphicsItem.UserType + 2


class CardItem(PieceItem):
    """A money card; ``key`` is (place, index) since equal cards are interchangeable."""

    Type = QGraphicsItem.UserType + 3


class SlotItem(QGraphicsObject):
    """A place a piece can go: a market space, a display slot, a city cell, the reserve.

    Shows a legal-target glow while a drag or selection offers it (``highlight`` 1), stronger
    under the cursor (2)."""

    Type = QGraphicsItem.UserType + 4

    def __init__(self, key: Hashable, rect: QRectF, paint_fn: PaintFn | None = None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self._rect = QRectF(rect)
        self.paint_fn = paint_fn
        self.highlight = 0
        self.highlight_fn: Callable[[QPainter, QRectF, bool], None] | None = None
        self.setZValue(Layer.SLOTS)
        self._cache_when_plain()

    def type(self) -> int:
        return self.Type

    def rect(self) -> QRectF:
        """The slot's area in its own coordinates."""
        return QRectF(self._rect)

    def set_rect(self, rect: QRectF) -> None:
        """Resize the slot."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def set_highlight(self, level: int) -> None:
        """0 none, 1 legal target, 2 legal target under the cursor."""
        if level != self.highlight:
            self.highlight = level
            self.setZValue(Layer.HIGHLIGHTS if level else Layer.SLOTS)
            self._cache_when_plain()
            self.update()

    def _cache_when_plain(self) -> None:
        # A slot's picture is repainted whenever a piece above it moves; a cached pixmap saves
        # that on every move. Not while lit: the strong glow blends (Screen) with what lies
        # under the slot, which a transparent cache pixmap does not hold.
        plain = self.paint_fn is not None and not self.highlight
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache if plain else QGraphicsItem.CacheMode.NoCache)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.paint_fn is not None:
            self.paint_fn(painter, self._rect)
        if self.highlight and self.highlight_fn is not None:
            self.highlight_fn(painter, self._rect, self.highlight == 2)


class PanelItem(QGraphicsObject):
    """A region's background with a title line (a player's area, the market, ...)."""

    Type = QGraphicsItem.UserType + 5

    def __init__(self, rect: QRectF, fill: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(rect)
        self.fill = QColor(fill)
        self.title = ""
        self.subtitle = ""
        self.accent: QColor | None = None  # a player's colour, as a band along the left edge
        self.active = False  # whose turn it is: a brighter frame
        self.title_room: float | None = None  # scene units the title line may use (None: the width)
        self.seat: int | None = None  # the player whose area it is, if any
        self.enlarge = False  # a click shows this player's area large
        self.setZValue(Layer.TABLE)
        # Panels lie under every piece: without a cache each move repaints the panels it crosses.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def type(self) -> int:
        return self.Type

    def rect(self) -> QRectF:
        """The panel's area."""
        return QRectF(self._rect)

    def set_text(self, title: str, subtitle: str = "") -> None:
        """Change the title line and the smaller text after it."""
        if (title, subtitle) != (self.title, self.subtitle):
            self.title, self.subtitle = title, subtitle
            self.update()

    def set_accent(self, accent: QColor | None) -> None:
        """Change the band of player colour along the left edge."""
        if accent != self.accent:
            self.accent = accent
            self.update()

    def set_active(self, active: bool) -> None:
        """Frame the panel as the one whose turn it is."""
        if active != self.active:
            self.active = active
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def _title_lines(self) -> tuple[str, str, float]:
        """The title and subtitle as drawn (shortened with "…" to fit the room), and their width."""
        room = self._rect.width() - 30 if self.title_room is None else self.title_room
        bold = QFont()
        bold.setPixelSize(24)
        bold.setBold(True)
        small = QFont()
        small.setPixelSize(20)
        title_metrics, small_metrics = QFontMetricsF(bold), QFontMetricsF(small)
        # The subtitle gives way first; a name keeps at least its first letters.
        title = title_metrics.elidedText(self.title, Qt.TextElideMode.ElideRight, max(room * 0.6, room - small_metrics.horizontalAdvance(self.subtitle) - 16))
        used = title_metrics.horizontalAdvance(title)
        subtitle = small_metrics.elidedText(self.subtitle, Qt.TextElideMode.ElideRight, max(0.0, room - used - 16)) if self.subtitle else ""
        if subtitle == "…":
            subtitle = ""
        width = used + (16 + small_metrics.horizontalAdvance(subtitle) if subtitle else 0.0)
        return title, subtitle, width

    def title_width(self) -> float:
        """How wide the title line is drawn, in scene units."""
        return self._title_lines()[2]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = 14.0
        frame = palette.HIGHLIGHT if self.active else self.fill.lighter(130)
        painter.setPen(QPen(frame, 5.0 if self.active else 2.0))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(self._rect, radius, radius)
        if self.accent is not None:
            band = QRectF(self._rect.left() + 4, self._rect.top() + 10, 9, self._rect.height() - 20)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.accent)
            painter.drawRoundedRect(band, 4, 4)
        if self.title:
            title, subtitle, _width = self._title_lines()
            font = QFont()
            font.setPixelSize(24)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(palette.TABLE_INK)
            text_rect = QRectF(self._rect.left() + 22, self._rect.top() + 6, self._rect.width() - 30, 32)
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
            if subtitle:
                used = QFontMetricsF(font).horizontalAdvance(title) + 16
                font.setBold(False)
                font.setPixelSize(20)
                painter.setFont(font)
                painter.setPen(palette.TABLE_SOFT_INK)
                painter.drawText(text_rect.adjusted(used, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, subtitle)
        painter.restore()


class PictureItem(QGraphicsObject):
    """A painted picture that shows information and takes no gestures (a player's line, the supply,
    a building on a board).

    ``look`` says what ``paint_fn`` shows: pictures with the same look and size share a cached
    picture (see picture_cache). None: painted every time."""

    Type = QGraphicsItem.UserType + 27

    def __init__(self, rect: QRectF, paint_fn: PaintFn, layer: Layer = Layer.SLOTS, look: Hashable = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(rect)
        self.paint_fn = paint_fn
        self.look = look
        self.setZValue(layer)

    def type(self) -> int:
        return self.Type

    def rect(self) -> QRectF:
        """The picture's area."""
        return QRectF(self._rect)

    def set_rect(self, rect: QRectF) -> None:
        """Move or resize the picture."""
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)

    def set_paint(self, paint_fn: PaintFn, look: Hashable = None) -> None:
        """Change what the picture shows (repaints only on a change, if ``look`` says what it is)."""
        self.paint_fn = paint_fn
        if look is None or look != self.look:
            self.look = look
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.look is None:
            self.paint_fn(painter, self._rect)
            return
        look = ("picture", self.look, self._rect.width(), self._rect.height())
        paint_cached(painter, self.boundingRect(), look, lambda p: self.paint_fn(p, self._rect))
