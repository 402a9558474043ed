"""Columns of building pieces and bridges, seen at a slant, and the ghost of a planned wing."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from collections.abc import Sequence
from dataclasses import dataclass
from gui.art.palette import GOLD
from gui.art.shapes import make_pen, with_alpha
from gui.games.alcazar.art.common import (
    INK,
    STONE_EDGE,
    STONE_FRONT,
    STONE_TOP,
    TIMBER_EDGE,
    TIMBER_FRONT,
    TIMBER_TOP,
    draw_text,
    poly,
)


@dataclass(frozen=True)
class LevelLook:
    """How one level of a column is drawn: ``piece``, ``bridge`` or ``gap``; for a bridge, whether
    it runs east-west, and which of its ends are on this cell (so rails and caps are drawn right)."""

    kind: str
    horizontal: bool = True
    cap_start: bool = False  # the bridge ends on this cell's west (horizontal) or north side
    cap_end: bool = False  # ... on the east or south side
    ghost: bool = False  # a preview of what a build would add


def block_rect(ground: QRectF, level: int, rise: float) -> QRectF:
    """The top face of a block standing at ``level`` (1 = on the ground) of a cell whose ground is ``ground``."""
    inset = ground.width() * 0.07
    return ground.adjusted(inset, inset, -inset, -inset).translated(0.0, -level * rise)


def top_face(ground: QRectF, height: int, rise: float) -> QRectF:
    """Where the top of a column of ``height`` levels is drawn (the ground for an empty cell)."""
    if height <= 0:
        return ground.adjusted(ground.width() * 0.07, ground.width() * 0.07, -ground.width() * 0.07, -ground.width() * 0.07)
    return block_rect(ground, height, rise)


def paint_column(painter: QPainter, ground: QRectF, levels: Sequence[LevelLook], rise: float,
                 parcel: int = 0, accent: QColor | None = None, badge: bool = True) -> None:
    """A column of pieces and bridge segments standing on ``ground`` (drawn bottom-up, so upper
    levels cover the ones below as seen from the south). ``accent`` rims the top face in a castle's
    colour; ``parcel`` is engraved on the top so built parcels keep their number; ``badge`` shows
    the height in a corner of the top."""
    size = ground.width()
    pieces = 0
    for look in levels:
        if look.kind != "piece":
            break
        pieces += 1
    if pieces:
        # The stack's shadow falls to the south-east, longer for taller stacks.
        base = block_rect(ground, 0, rise)
        reach = size * 0.06 + pieces * rise * 0.4
        shadow = QPainterPath()
        shadow.addPolygon(poly((base.right(), base.bottom() - pieces * rise), (base.right() + reach, base.bottom() - pieces * rise + reach * 0.5),
                                (base.right() + reach, base.bottom() + reach * 0.35), (base.left() + reach * 0.6, base.bottom() + reach * 0.35),
                                (base.left(), base.bottom())))
        painter.fillPath(shadow, with_alpha(QColor("#2d1f0e"), 0.17))
    top_level = 0
    for index, look in enumerate(levels, start=1):
        if look.kind == "gap":
            continue
        top_level = index
        painter.save()
        if look.ghost:
            painter.setOpacity(0.72)
        if look.kind == "bridge":
            _paint_bridge_level(painter, ground, index, rise, look)
        else:
            _paint_block(painter, ground, index, rise)
        painter.restore()
    if top_level == 0:
        return
    top = block_rect(ground, top_level, rise)
    ghost_top = levels[top_level - 1].ghost
    if accent is not None and not ghost_top and levels[top_level - 1].kind == "piece":
        painter.setPen(make_pen(accent, size * 0.045, join=Qt.PenJoinStyle.MiterJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = size * 0.035
        painter.drawRect(top.adjusted(inset, inset, -inset, -inset))
    if parcel:
        box = QRectF(top.left() + size * 0.07, top.top() + size * 0.07, size * 0.36, size * 0.15)
        draw_text(painter, str(parcel), box, with_alpha(INK, 0.72), align="left")
    if top_level >= 2 and badge:
        _level_badge(painter, top, top_level, size)
    if ghost_top:
        pen = make_pen(QColor("#c27c00"), size * 0.035)
        pen.setDashPattern([3.0, 2.0])
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(top)


def _level_badge(painter: QPainter, top: QRectF, level: int, size: float) -> None:
    """The column's height in a small shield at the top face's corner: a noble there scores it."""
    r = size * 0.115
    c = QPointF(top.right() - r * 1.05, top.bottom() - r * 1.05)
    painter.setPen(make_pen(STONE_EDGE, size * 0.018))
    painter.setBrush(QColor("#fff6df"))
    painter.drawEllipse(c, r, r)
    draw_text(painter, str(level), QRectF(c.x() - r, c.y() - r * 0.55, 2 * r, r * 1.1), INK)


def _paint_block(painter: QPainter, ground: QRectF, level: int, rise: float) -> None:
    """One building piece: its front face, then its top face with a bevel of light and shade."""
    size = ground.width()
    top = block_rect(ground, level, rise)
    front = QRectF(top.left(), top.bottom(), top.width(), rise)
    edge = make_pen(STONE_EDGE, size * 0.018, join=Qt.PenJoinStyle.MiterJoin)
    _shaded_rect(painter, front, front.bottomLeft(), STONE_FRONT, (104, 125), edge)
    if rise > size * 0.12:
        # An arrow slit in each level's face: a detail that says "castle" and helps count levels.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(STONE_EDGE, 0.7))
        slit_w, slit_h = size * 0.035, rise * 0.5
        painter.drawRoundedRect(QRectF(front.center().x() - slit_w / 2, front.center().y() - slit_h / 2, slit_w, slit_h),
                                slit_w * 0.4, slit_w * 0.4)
    _shaded_rect(painter, top, top.bottomRight(), STONE_TOP, (103, 110), edge)
    bevel = size * 0.035
    painter.setPen(make_pen(with_alpha(QColor("#ffffff"), 0.8), size * 0.012, Qt.PenCapStyle.FlatCap))
    painter.drawPolyline(poly((top.left() + bevel, top.bottom() - bevel), (top.left() + bevel, top.top() + bevel),
                               (top.right() - bevel, top.top() + bevel)))
    painter.setPen(make_pen(with_alpha(STONE_EDGE, 0.45), size * 0.012, Qt.PenCapStyle.FlatCap))
    painter.drawPolyline(poly((top.right() - bevel, top.top() + bevel), (top.right() - bevel, top.bottom() - bevel),
                               (top.left() + bevel, top.bottom() - bevel)))


def _shaded_rect(painter: QPainter, rect: QRectF, towards: QPointF, colour: QColor, shading: tuple[int, int],
                 edge: QPen) -> None:
    """``rect`` outlined with ``edge``, shaded from ``colour`` lighter at its top-left to darker at ``towards``;
    ``shading`` is the (lighter, darker) factors, in percent as QColor takes them."""
    grad = QLinearGradient(rect.topLeft(), towards)
    grad.setColorAt(0.0, colour.lighter(shading[0]))
    grad.setColorAt(1.0, colour.darker(shading[1]))
    painter.setPen(edge)
    painter.setBrush(QBrush(grad))
    painter.drawRect(rect)


def _paint_bridge_level(painter: QPainter, ground: QRectF, level: int, rise: float, look: LevelLook) -> None:
    """One segment of a bridge: a plank deck with rails along its long sides; the deck runs to the
    cell's edge where the bridge continues, so the three segments read as one span."""
    size = ground.width()
    inner = block_rect(ground, level, rise)
    full = ground.translated(0.0, -level * rise)
    if look.horizontal:
        left = inner.left() if look.cap_start else full.left()
        right = inner.right() if look.cap_end else full.right()
        deck = QRectF(left, inner.top() + size * 0.08, right - left, inner.height() - size * 0.16)
    else:
        top = inner.top() if look.cap_start else full.top()
        bottom = inner.bottom() if look.cap_end else full.bottom()
        deck = QRectF(inner.left() + size * 0.08, top, inner.width() - size * 0.16, bottom - top)
    front = QRectF(deck.left(), deck.bottom(), deck.width(), rise)
    show_front = look.horizontal or look.cap_end
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha(QColor("#2d1f0e"), 0.22))
    shadow = QRectF(deck.left() + size * 0.05, deck.bottom() + rise, deck.width(), size * 0.06)
    painter.drawRect(shadow)
    edge = make_pen(TIMBER_EDGE, size * 0.018, join=Qt.PenJoinStyle.MiterJoin)
    if show_front:
        painter.setPen(edge)
        painter.setBrush(TIMBER_FRONT)
        painter.drawRect(front)
        if look.horizontal and not (look.cap_start and look.cap_end):
            # The beam's underside hints at an arch where nothing holds the deck up.
            painter.setPen(make_pen(with_alpha(TIMBER_EDGE, 0.7), size * 0.014))
            painter.drawLine(QPointF(front.left(), front.center().y()), QPointF(front.right(), front.center().y()))
    _shaded_rect(painter, deck, deck.bottomRight(), TIMBER_TOP, (110, 108), edge)
    # Planks across the direction of travel.
    painter.setPen(make_pen(with_alpha(TIMBER_EDGE, 0.55), size * 0.01))
    step = size * 0.11
    if look.horizontal:
        x = deck.left() + step
        while x < deck.right() - step * 0.3:
            painter.drawLine(QPointF(x, deck.top()), QPointF(x, deck.bottom()))
            x += step
    else:
        y = deck.top() + step
        while y < deck.bottom() - step * 0.3:
            painter.drawLine(QPointF(deck.left(), y), QPointF(deck.right(), y))
            y += step
    # Rails along the two long sides.
    rail = make_pen(TIMBER_EDGE, size * 0.03, Qt.PenCapStyle.FlatCap)
    painter.setPen(rail)
    if look.horizontal:
        for y in (deck.top() + size * 0.02, deck.bottom() - size * 0.02):
            painter.drawLine(QPointF(deck.left(), y), QPointF(deck.right(), y))
    else:
        for x in (deck.left() + size * 0.02, deck.right() - size * 0.02):
            painter.drawLine(QPointF(x, deck.top()), QPointF(x, deck.bottom()))


def paint_ghost_ground(painter: QPainter, ground: QRectF) -> None:
    """A dashed outline on a parcel that a preview would build on (a castle wing)."""
    size = ground.width()
    pen = make_pen(GOLD, size * 0.03)
    pen.setDashPattern([3.0, 2.0])
    painter.setPen(pen)
    painter.setBrush(with_alpha(GOLD, 0.15))
    painter.drawRect(top_face(ground, 0, 0.0))
