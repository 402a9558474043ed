"""The side panels' pictures, the choice chips and prompts, the lit frames, the start-page picture."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QRadialGradient

from collections.abc import Sequence
from dataclasses import dataclass
from gui.art.palette import GOLD, GOLD_DARK, PARCHMENT, PARCHMENT_DARK, RECENT, TABLE_BACKGROUND, TABLE_INK, TABLE_SOFT_INK
from gui.art.shapes import make_pen, with_alpha
from gui.games.alcazar.art.board import BoardPicture, paint_landscape, paint_parcels
from gui.games.alcazar.art.cards import tower_shape
from gui.games.alcazar.art.columns import LevelLook, paint_column, top_face
from gui.games.alcazar.art.common import (
    INK,
    MEADOW,
    TIMBER_EDGE,
    TIMBER_FRONT,
    TIMBER_TOP,
    TOWER_BACK,
    draw_text,
    heraldry,
    text_path,
    unit_text,
)
from gui.games.alcazar.art.flags import flag_size, paint_crest, paint_flag
from gui.games.alcazar.art.nobles import noble_size, paint_noble


def paint_piece_icon(painter: QPainter, rect: QRectF) -> None:
    """A small stack of two building pieces (the general supply)."""
    side = min(rect.width(), rect.height())
    rise = side * 0.22
    ground = QRectF(rect.left(), rect.bottom() - side * 0.93, side * 0.8, side * 0.8).translated(0, 0)
    ground.translate(0, -side * 0.02 + 2 * rise - side * 0.3)
    paint_column(painter, ground, [LevelLook("piece"), LevelLook("piece")], rise, badge=False)


def paint_bridge_icon(painter: QPainter, rect: QRectF) -> None:
    """A small bridge (the bridges left in the supply)."""
    w, h = rect.width(), rect.height()
    deck = QRectF(rect.left(), rect.top() + h * 0.3, w, h * 0.28)
    painter.setPen(make_pen(TIMBER_EDGE, h * 0.05, join=Qt.PenJoinStyle.MiterJoin))
    painter.setBrush(TIMBER_TOP)
    painter.drawRect(deck)
    painter.setBrush(TIMBER_FRONT)
    path = QPainterPath()
    path.addRect(QRectF(rect.left(), deck.bottom(), w, h * 0.34))
    arch = QPainterPath()
    arch.addEllipse(QPointF(rect.center().x(), rect.bottom()), w * 0.32, h * 0.3)
    painter.drawPath(path.subtracted(arch))
    painter.setPen(make_pen(with_alpha(TIMBER_EDGE, 0.6), h * 0.03))
    for k in range(1, 6):
        x = rect.left() + w * k / 6
        painter.drawLine(QPointF(x, deck.top()), QPointF(x, deck.bottom()))


def paint_coin(painter: QPainter, rect: QRectF) -> None:
    """A gold coin (reales)."""
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    grad = QRadialGradient(QPointF(c.x() - r * 0.3, c.y() - r * 0.3), r * 1.4)
    grad.setColorAt(0.0, QColor("#fff0b0"))
    grad.setColorAt(1.0, GOLD)
    painter.setPen(make_pen(GOLD_DARK, r * 0.14))
    painter.setBrush(QBrush(grad))
    painter.drawEllipse(c, r * 0.92, r * 0.92)
    painter.setPen(make_pen(with_alpha(GOLD_DARK, 0.8), r * 0.1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(c, r * 0.6, r * 0.6)


def paint_card_icon(painter: QPainter, rect: QRectF, tower: bool = False) -> None:
    """A tiny card (cards held), parchment for building cards, slate for tower cards."""
    w, h = rect.width(), rect.height()
    card = QRectF(rect.center().x() - h * 0.34, rect.top(), h * 0.68, h)
    fill = TOWER_BACK if tower else PARCHMENT
    painter.setPen(make_pen(PARCHMENT_DARK, w * 0.06))
    painter.setBrush(fill)
    painter.drawRoundedRect(card, w * 0.1, w * 0.1)
    if tower:
        tower_shape(painter, card.adjusted(card.width() * 0.2, card.height() * 0.2, -card.width() * 0.2, -card.height() * 0.2),
                     GOLD, GOLD_DARK)


def chip_width(text: str, height: float) -> float:
    """The width a chip of ``height`` needs for ``text``."""
    _path, width = unit_text(text, True, True)
    return width * height * 0.4 + height * 0.75


def paint_chip(painter: QPainter, rect: QRectF, text: str, state: str = "normal") -> None:
    """A button on the table: ``normal``, ``hover``, ``selected`` or ``quiet`` (a cancel)."""
    h = rect.height()
    fill = {"hover": QColor("#fff3cf"), "selected": QColor("#ffe08a"), "quiet": QColor("#e9ddc4")}.get(state, PARCHMENT)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha(QColor("#120c05"), 0.35))
    painter.drawRoundedRect(rect.translated(h * 0.05, h * 0.08), h * 0.3, h * 0.3)
    edge = GOLD_DARK if state in ("hover", "selected") else PARCHMENT_DARK
    painter.setPen(make_pen(edge, h * (0.07 if state in ("hover", "selected") else 0.045)))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, h * 0.3, h * 0.3)
    draw_text(painter, text, rect.adjusted(h * 0.3, h * 0.3, -h * 0.3, -h * 0.3), INK, sans=True)


def paint_prompt(painter: QPainter, rect: QRectF, title: str) -> None:
    """The background of a floating choice on the board, with its question on top."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha(QColor("#120c05"), 0.4))
    r = min(rect.width(), rect.height()) * 0.08
    painter.drawRoundedRect(rect.translated(rect.height() * 0.03, rect.height() * 0.05), r, r)
    painter.setPen(make_pen(GOLD, rect.height() * 0.025))
    painter.setBrush(with_alpha(TABLE_BACKGROUND.darker(115), 0.95))
    painter.drawRoundedRect(rect, r, r)
    if title:
        line = min(rect.height() * 0.22, 24.0 if rect.height() > 60 else rect.height() * 0.22)
        draw_text(painter, title, QRectF(rect.left() + line * 0.6, rect.top() + line * 0.55, rect.width() - line * 1.2, line),
                  TABLE_INK, align="left", sans=True)


def paint_recent_ring(painter: QPainter, rect: QRectF) -> None:
    """A pale dashed ring around what another player just built, quieter than a lit target."""
    s = min(rect.width(), rect.height())
    width = max(1.5, s * 0.05)
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(with_alpha(QColor("#2a1a08"), 0.6), width * 1.8))
    painter.drawRect(rect.adjusted(-width, -width, width, width))
    pen = make_pen(RECENT, width)
    pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.drawRect(rect.adjusted(-width, -width, width, width))
    painter.restore()


def paint_highlight_frame(painter: QPainter, rect: QRectF, strong: bool = False, colour: QColor | None = None) -> None:
    """A lit frame around a legal target (a top face, a parcel, a panel), stronger under the
    cursor. Amber with a dark rim, so it reads on white stone, sand and the dark table alike."""
    s = min(rect.width(), rect.height())
    glow = colour or QColor("#ffb21e")
    width = min(s * 0.075, 9.0) if s > 60 else s * 0.075
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha(glow, 0.42 if strong else 0.2))
    painter.drawRect(rect)
    inset = width / 2
    frame = rect.adjusted(inset, inset, -inset, -inset)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(with_alpha(QColor("#3d2200"), 0.85), width * 1.6, join=Qt.PenJoinStyle.MiterJoin))
    painter.drawRect(frame)
    painter.setPen(make_pen(glow, width, join=Qt.PenJoinStyle.MiterJoin))
    painter.drawRect(frame)
    if strong:
        painter.setPen(make_pen(QColor(255, 255, 255, 235), width * 0.4, join=Qt.PenJoinStyle.MiterJoin))
        painter.drawRect(frame.adjusted(width, width, -width, -width))


# --- the start-page picture --------------------------------------------------------------------------------------


def paint_game_picture(painter: QPainter, rect: QRectF, colours: Sequence[QColor]) -> None:
    """A corner of the board: a castle with its flag, a bridge over the meadow, nobles."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    clip = QPainterPath()
    clip.addRoundedRect(rect, min(rect.width(), rect.height()) * 0.05, min(rect.width(), rect.height()) * 0.05)
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    cols, rows = 5, 3
    size = min(rect.width() / (cols + 0.3), rect.height() / (rows + 1.5))
    ground = QRectF(rect.center().x() - cols * size / 2, rect.bottom() - rows * size - size * 0.12, cols * size, rows * size)
    pic = BoardPicture(rows, cols, (1, 2, 3, 4, 5, 0, 0, 0, 0, 0, 10, 9, 8, 7, 6), False)
    painter.fillRect(rect, MEADOW)
    paint_landscape(painter, ground, pic)
    paint_parcels(painter, ground, pic)
    rise = size * 0.22
    piece, gap = LevelLook("piece"), LevelLook("gap")
    columns = {
        0: (piece,), 1: (piece, piece, piece), 2: (piece,),
        4: (piece, LevelLook("bridge", False, True, False)),
        9: (gap, LevelLook("bridge", False)),
        14: (piece, LevelLook("bridge", False, False, True)),
        12: (piece, piece),
    }

    def cell_rect(cell: int) -> QRectF:
        """The ground of a cell of the little board."""
        r, c = divmod(cell, cols)
        return QRectF(ground.left() + c * size, ground.top() + r * size, size, size)

    accent = heraldry("granada").accent
    for cell in sorted(columns):
        paint_column(painter, cell_rect(cell), columns[cell], rise, accent=accent if cell in (0, 1, 2) else None, badge=False)
    fw, fh = flag_size()
    top = top_face(cell_rect(1), 3, rise)
    paint_flag(painter, QRectF(top.left() + size * 0.02, top.top() + top.height() * 0.3 - fh * size, fw * size, fh * size),
               "granada", "Granada")
    for cell, kind, colour in ((1, "grande", colours[0]), (9, "caballero", colours[1 % len(colours)]),
                               (12, "caballero", colours[0])):
        face = top_face(cell_rect(cell), len(columns[cell]), rise)
        nw, nh = noble_size(kind)
        paint_noble(painter, QRectF(face.center().x() - nw * size / 2, face.center().y() + size * 0.2 - nh * size, nw * size, nh * size),
                    kind, colour)
    painter.restore()


# --- side panels ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PlayerLine:
    """What a player's line in the players panel shows (all of it public)."""

    name: str
    colour: QColor
    money: int
    cards: int
    towers: int
    grandes: int
    caballeros: int
    score: int
    score_text: str  # "12 pts", translated by the caller
    active: bool
    out_text: str = ""  # "out" once eliminated, translated by the caller


def paint_player_line(painter: QPainter, rect: QRectF, line: PlayerLine) -> None:
    """A player's colour and name, then money, cards, nobles at home and score, each with an icon."""
    h = rect.height()
    r = h * 0.14
    painter.setPen(make_pen(GOLD if line.active else with_alpha(PARCHMENT, 0.25), h * (0.05 if line.active else 0.02)))
    painter.setBrush(with_alpha(PARCHMENT, 0.14 if line.active else 0.06))
    painter.drawRoundedRect(rect, r, r)
    band = QRectF(rect.left() + h * 0.08, rect.top() + h * 0.12, h * 0.14, h * 0.76)
    painter.setPen(make_pen(line.colour.darker(200), h * 0.02))
    painter.setBrush(line.colour)
    painter.drawRoundedRect(band, h * 0.05, h * 0.05)
    light, dim = TABLE_INK, TABLE_SOFT_INK
    x = band.right() + h * 0.16
    name_box = QRectF(x, rect.top() + h * 0.12, rect.width() * 0.42, h * 0.27)
    draw_text(painter, line.name, name_box, light, align="left", sans=True)
    if line.out_text:
        used = text_path(line.name, name_box, "left", True, True).boundingRect().width()
        box = QRectF(x + used + h * 0.2, rect.top() + h * 0.1, h * 0.9, h * 0.3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#8a2b20"))
        painter.drawRoundedRect(box, h * 0.1, h * 0.1)
        draw_text(painter, line.out_text, box.adjusted(h * 0.1, h * 0.07, -h * 0.1, -h * 0.07), light, sans=True)
    draw_text(painter, line.score_text, QRectF(rect.right() - rect.width() * 0.3 - h * 0.15, rect.top() + h * 0.12,
                                               rect.width() * 0.3, h * 0.27), light, align="right", sans=True)
    # Second line: coin money, building cards, tower cards, grandes and caballeros at home.
    y = rect.top() + h * 0.5
    icon = h * 0.38
    text_h = h * 0.24

    def item(paint, value: str, width: float) -> None:
        """An icon and its number, then move right."""
        nonlocal x
        paint(QRectF(x, y, icon, icon))
        draw_text(painter, value, QRectF(x + icon + h * 0.06, y + (icon - text_h) / 2, width, text_h), dim, align="left", sans=True)
        x += icon + h * 0.06 + width + h * 0.12

    item(lambda b: paint_coin(painter, b), str(line.money), h * 0.55)
    item(lambda b: paint_card_icon(painter, b), str(line.cards), h * 0.3)
    item(lambda b: paint_card_icon(painter, b, tower=True), str(line.towers), h * 0.3)
    for kind, count in (("grande", line.grandes), ("caballero", line.caballeros)):
        nw, nh = noble_size(kind)
        scale = icon * 1.25 / 0.7  # both figures share the grande's scale, so their sizes differ
        box = QRectF(x, y + icon * 1.1 - nh * scale, nw * scale, nh * scale)
        paint_noble(painter, box, kind, line.colour, shadow=False)
        draw_text(painter, f"×{count}", QRectF(box.right() + h * 0.04, y + (icon - text_h) / 2, h * 0.4, text_h), dim,
                  align="left", sans=True)
        x = box.right() + h * 0.5


@dataclass(frozen=True)
class SupplyPicture:
    """The general supply: pieces and bridges left, and the free flags."""

    pieces: int
    bridges: int
    flags: tuple[tuple[str, str], ...]  # (castle id, city) of the free flags
    pieces_text: str
    bridges_text: str
    flags_text: str


def paint_supply(painter: QPainter, rect: QRectF, supply: SupplyPicture) -> None:
    """Pieces and bridges left (icon and number), then the free flags by name."""
    unit = rect.height()
    light, dim = TABLE_INK, TABLE_SOFT_INK
    icon = unit * 0.42
    x = rect.left()
    paint_piece_icon(painter, QRectF(x, rect.top(), icon, icon))
    draw_text(painter, supply.pieces_text, QRectF(x + icon * 1.15, rect.top() + icon * 0.3, rect.width() * 0.36, unit * 0.17),
              light, align="left", sans=True)
    x = rect.left() + rect.width() * 0.5
    paint_bridge_icon(painter, QRectF(x, rect.top() + icon * 0.2, icon * 1.4, icon * 0.7))
    draw_text(painter, supply.bridges_text, QRectF(x + icon * 1.6, rect.top() + icon * 0.3, rect.width() * 0.34, unit * 0.17),
              light, align="left", sans=True)
    # Up to two rows of flags (all eight free at the start) fit below the icons: 0.52 + 0.25 +
    # 0.22 of the height.
    y = rect.top() + unit * 0.52
    label_w = draw_text(painter, supply.flags_text, QRectF(rect.left(), y + unit * 0.05, rect.width() * 0.3, unit * 0.13),
                        dim, align="left", sans=True)
    x = rect.left() + label_w + unit * 0.15
    for castle, city in supply.flags:
        crest = QRectF(x, y, unit * 0.19, unit * 0.22)
        paint_crest(painter, crest, castle)
        w = draw_text(painter, city, QRectF(crest.right() + unit * 0.05, y + unit * 0.05, unit * 1.2, unit * 0.13),
                      light, align="left", sans=True)
        x = crest.right() + unit * 0.05 + w + unit * 0.16
        if x > rect.right() - unit * 0.6:
            x = rect.left() + label_w + unit * 0.15
            y += unit * 0.25
