"""The Castle table's scene pieces: character cards, the helper a player drags, the glow of a lit
place, and the look of the table's chips and floating choices."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from gui.art import palette
from gui.games.castle import art
from gui.scene.chips import ChipLook
from gui.scene.choice_popup import ChoiceLook
from gui.scene.items import PieceItem

INK = QColor("#3a2a17")
PARCHMENT = QColor("#f4e8cc")
PARCHMENT_DARK = QColor("#b39a6c")
FRAME = QColor("#2c2014")


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


def chip_width(text: str, height: float) -> float:
    """The width a chip of ``height`` needs for ``text``."""
    return QFontMetricsF(_font(height * 0.48)).horizontalAdvance(text) + height * 0.9


def paint_chip(painter: QPainter, rect: QRectF, text: str, state: str = "normal") -> None:
    """A parchment button: ``normal``, ``hover``, ``selected`` or ``quiet`` (Cancel)."""
    h = rect.height()
    fill = {"hover": QColor("#fff3cf"), "selected": QColor("#ffe08a"), "quiet": QColor("#e2d5ba")}.get(state, PARCHMENT)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(18, 12, 5, 90))
    painter.drawRoundedRect(rect.translated(h * 0.05, h * 0.08), h * 0.3, h * 0.3)
    painter.setPen(QPen(palette.HIGHLIGHT.darker(150) if state in ("hover", "selected") else PARCHMENT_DARK, h * 0.06))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, h * 0.3, h * 0.3)
    painter.setFont(_font(h * 0.48))
    painter.setPen(INK)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_prompt(painter: QPainter, rect: QRectF, title: str) -> None:
    """The background of a floating choice, with its question on top."""
    r = 14.0
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(18, 12, 5, 100))
    painter.drawRoundedRect(rect.translated(4, 6), r, r)
    painter.setPen(QPen(palette.HIGHLIGHT.darker(120), 3.0))
    painter.setBrush(QColor(44, 32, 20, 242))
    painter.drawRoundedRect(rect, r, r)
    if title:
        painter.setFont(_font(24, bold=True))
        painter.setPen(palette.TABLE_INK)
        painter.drawText(rect.adjusted(16, 8, -16, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, title)


def title_width(title: str, height: float) -> float:
    """The width a choice's question needs."""
    return QFontMetricsF(_font(24, bold=True)).horizontalAdvance(title) + 12


CHIP_LOOK = ChipLook("castle chip", paint_chip, chip_width)
CHOICE_LOOK = ChoiceLook(paint_prompt, title_width, CHIP_LOOK)


def paint_glow(painter: QPainter, rect: QRectF, strong: bool) -> None:
    """A lit place: a gold ring, brighter under the mouse."""
    s = min(rect.width(), rect.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    colour = QColor(palette.HIGHLIGHT)
    colour.setAlphaF(0.45 if strong else 0.22)
    painter.setBrush(colour)
    painter.setPen(QPen(palette.HIGHLIGHT.lighter(120) if strong else palette.HIGHLIGHT, max(3.0, s * (0.12 if strong else 0.08))))
    painter.drawRoundedRect(rect, s * 0.18, s * 0.18)
    painter.restore()


class CastleCard(PieceItem):
    """A character card of a player's set: ``key`` is the card id; shown face up or as its back."""

    def __init__(self, card: str, size: QSizeF, colour: QColor, face_up: bool, title: str) -> None:
        super().__init__(card, size, self._paint_card)
        self.colour = QColor(colour)
        self.face_up = face_up
        self.title = title
        self.look = (card, self.colour.name(), face_up, size.width(), size.height())
        self.on_hover: Callable[[], None] | None = None  # pointing at the card says what it does
        self.setAcceptHoverEvents(True)

    def hoverEnterEvent(self, event) -> None:
        if self.on_hover is not None:
            self.on_hover()

    def _paint_card(self, painter: QPainter, rect: QRectF) -> None:
        art.paint_character_card(painter, rect, str(self.key), self.colour, self.face_up, self.title if self.face_up else None)


class HelperPiece(PieceItem):
    """The viewer's helper in the supply, picked up to go to a cart or a helper space."""

    def __init__(self, size: QSizeF, colour: QColor) -> None:
        super().__init__("helper", size, lambda p, r: art.paint_helper(p, r, self.colour))
        self.colour = QColor(colour)
        self.look = ("helper", self.colour.name(), size.width())


class BuildingPiece(PieceItem):
    """An unbuilt building tile on its picture of the board: ``key`` is the tile id. While it may
    be erected it is dragged to the player's panel (the tile leaves the board) or clicked."""

    def __init__(self, tile: str, size: QSizeF) -> None:
        super().__init__(tile, size, lambda p, r: None)
        self.face: tuple = ()

    def show_face(self, cost: int, vp: int, season: str) -> None:
        """Paint the tile with its cost and crown VP for ``season``."""
        face = (str(self.key), cost, vp, season)
        if face != self.face:
            self.face = face
            self.paint_fn = lambda p, r: art.paint_building_tile(p, r, face[0], face[1], face[2], face[3])
            self.look = ("tile", *face, self.size.width(), self.size.height())
            self.update()
