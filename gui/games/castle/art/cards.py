"""The character cards and the winter cards, face up and face down.

A character card is framed in its owner's colour; on its parchment face stands its place in the
resolution order, large, in the top left corner, the character's emblem (gui.games.castle.art.
emblems) in the middle and, when the table gives one, its name on a ribbon at the foot. Face down
it shows the back of its owner's set: the castle emblem on a field of the owner's colour.

A winter card is framed in ice blue with a snowflake in its corner where a character card has its
number; its back is a snowflake on midnight blue.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath

from gui.art.shapes import (
    device_px,
    draw_text,
    ellipse_path,
    lerp_by_px,
    make_pen,
    poly_path,
    rect_path,
    subtracted_path,
    text_path,
    union,
    unit_to,
    with_alpha,
)
from gui.games.castle.art.emblems import ORDER, paint_character_emblem
from gui.games.castle.art.palette import (
    CARD_PAPER,
    CARD_PAPER_DARK,
    INK,
    PARCHMENT,
    SNOW,
    WINTER_CARD,
    WINTER_CARD_BACK,
    WINTER_CARD_BACK_DARK,
    WINTER_CARD_EDGE,
    ink_on,
    outline_of,
)
from gui.games.castle.art.winter import (
    WINTER_CARDS,
    paint_winter_emblem,
    snowflake_path,
)

SHADOW = QColor(15, 10, 5, 80)


def _card(painter: QPainter, rect: QRectF, fill: QColor, edge: QColor) -> QPainterPath:
    """The card's shadow and its rounded body in ``fill`` with an ``edge`` outline; its outline path."""
    w = min(rect.width(), rect.height() * 0.72)
    radius = w * 0.07
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    painter.fillPath(path.translated(w * 0.025, w * 0.035), SHADOW)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, QColor(fill).lighter(112))
    grad.setColorAt(1.0, QColor(fill).darker(112))
    painter.fillPath(path, QBrush(grad))
    painter.strokePath(path, make_pen(edge, w * 0.025))
    return path


def _face(painter: QPainter, rect: QRectF, paper: QColor, edge: QColor) -> QRectF:
    """The card's paper face inside its frame; returns the face's rect."""
    w = min(rect.width(), rect.height() * 0.72)
    inner = rect.adjusted(w * 0.075, w * 0.075, -w * 0.075, -w * 0.075)
    grad = QLinearGradient(inner.topLeft(), inner.bottomLeft())
    grad.setColorAt(0.0, paper.lighter(104))
    grad.setColorAt(1.0, paper.darker(106))
    painter.setPen(make_pen(edge, w * 0.015))
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(inner, w * 0.045, w * 0.045)
    return inner


def _ribbon(painter: QPainter, inner: QRectF, title: str, fill: QColor, edge: QColor, w: float) -> QRectF:
    """A ribbon across the foot of the face with ``title`` on it; returns the room left above."""
    h = inner.height() * 0.16
    band = QRectF(inner.left() - w * 0.03, inner.bottom() - h - inner.height() * 0.03, inner.width() + w * 0.06, h)
    notch = h * 0.3
    ribbon = poly_path((band.left(), band.top()), (band.right(), band.top()), (band.right() - notch, band.center().y()),
                       (band.right(), band.bottom()), (band.left(), band.bottom()), (band.left() + notch, band.center().y()))
    painter.setPen(make_pen(edge, w * 0.015))
    painter.setBrush(fill)
    painter.drawPath(ribbon)
    text_box = band.adjusted(notch * 1.4, h * 0.27, -notch * 1.4, -h * 0.27)
    draw_text(painter, text_path(title, text_box), ink_on(fill), None, 0.0)
    return QRectF(inner.left(), inner.top(), inner.width(), band.top() - inner.top())


def paint_character_card(painter: QPainter, rect: QRectF, card_id: str, colour: QColor, face_up: bool = True,
                         title: str | None = None) -> None:
    """Character ``card_id`` of the set in ``colour`` (the owner's) in ``rect`` (portrait): its
    order number, its emblem and ``title`` if given; face down, the set's back."""
    if card_id not in ORDER:
        raise KeyError(f"unknown character {card_id!r}; choose from {', '.join(ORDER)}")
    colour = QColor(colour)
    edge = outline_of(colour)
    w = min(rect.width(), rect.height() * 0.72)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _card(painter, rect, colour, edge)
    if not face_up:
        _paint_set_back(painter, rect, colour, edge, w)
        painter.restore()
        return
    inner = _face(painter, rect, CARD_PAPER, edge)
    room = _ribbon(painter, inner, title, colour, edge, w) if title else inner
    # The emblem: as large as the room under the number allows, a little below centre.
    side = min(room.width() * 0.9, room.height() * 0.7)
    emblem = QRectF(room.center().x() - side / 2, room.bottom() - side - room.height() * 0.04, side, side)
    paint_character_emblem(painter, emblem, card_id)
    # The order number: large, on a disc of the owner's colour in the top left corner.
    r = w * lerp_by_px(device_px(painter, w), 0.25, 0.19, lo=40.0, hi=110.0)  # larger on a small card
    c = QPointF(inner.left() + r * 0.95, inner.top() + r * 0.95)
    painter.setPen(make_pen(edge, w * 0.02))
    painter.setBrush(colour)
    painter.drawEllipse(c, r, r)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(with_alpha(QColor("#ffffff"), 0.8), w * 0.015))
    painter.drawEllipse(c, r * 0.82, r * 0.82)
    h = r * 1.1
    digit = text_path(str(ORDER[card_id]), QRectF(c.x() - r, c.y() - h / 2, 2 * r, h))
    ink = ink_on(colour)
    draw_text(painter, digit, ink, edge if ink != INK else None, w * 0.025)
    painter.restore()


@functools.cache
def _castle_emblem() -> QPainterPath:
    """A castle front in the unit box: three towers with merlons, a gate in the middle."""
    def merlons(left: float, right: float, top: float, count: int) -> QPainterPath:
        width = (right - left) / (2 * count - 1)
        return union(*(rect_path(left + 2 * k * width, top - 0.07, width, 0.08) for k in range(count)))

    body = union(rect_path(0.14, 0.50, 0.72, 0.38), merlons(0.14, 0.86, 0.50, 7))
    towers = union(rect_path(0.08, 0.30, 0.2, 0.58), merlons(0.08, 0.28, 0.30, 3), rect_path(0.72, 0.30, 0.2, 0.58),
                   merlons(0.72, 0.92, 0.30, 3), rect_path(0.38, 0.18, 0.24, 0.7), merlons(0.38, 0.62, 0.18, 3))
    gate = union(ellipse_path(0.5, 0.68, 0.08), rect_path(0.42, 0.68, 0.16, 0.2))
    windows = union(rect_path(0.165, 0.42, 0.025, 0.09), rect_path(0.805, 0.42, 0.025, 0.09),
                    rect_path(0.4875, 0.30, 0.025, 0.1))
    return subtracted_path(union(body, towers), union(gate, windows))


def _paint_set_back(painter: QPainter, rect: QRectF, colour: QColor, edge: QColor, w: float) -> None:
    """The back of a player's set: a diapered field of their colour, the castle on a pale shield."""
    inner = rect.adjusted(w * 0.075, w * 0.075, -w * 0.075, -w * 0.075)
    field = QPainterPath()
    field.addRoundedRect(inner, w * 0.045, w * 0.045)
    painter.fillPath(field, QColor(colour).darker(135))
    if device_px(painter, w) >= 40.0:
        lattice = QPainterPath()
        step = w * 0.16
        span = inner.width() + inner.height()
        k = -span
        while k < span:
            lattice.moveTo(inner.left() + k, inner.top())
            lattice.lineTo(inner.left() + k + inner.height(), inner.bottom())
            lattice.moveTo(inner.left() + k + inner.height(), inner.top())
            lattice.lineTo(inner.left() + k, inner.bottom())
            k += step
        painter.save()
        painter.setClipPath(field, Qt.ClipOperation.IntersectClip)
        painter.strokePath(lattice, make_pen(with_alpha(QColor(colour).lighter(140), 0.35), w * 0.012))
        painter.restore()
    painter.strokePath(field, make_pen(with_alpha(QColor("#ffffff"), 0.6), w * 0.015))
    c = inner.center()
    r = w * 0.34
    shield = QPainterPath(QPointF(c.x() - r, c.y() - r * 0.9))
    shield.lineTo(c.x() + r, c.y() - r * 0.9)
    shield.lineTo(c.x() + r, c.y() + r * 0.1)
    shield.quadTo(c.x() + r, c.y() + r * 0.9, c.x(), c.y() + r * 1.2)
    shield.quadTo(c.x() - r, c.y() + r * 0.9, c.x() - r, c.y() + r * 0.1)
    shield.closeSubpath()
    painter.setPen(make_pen(edge, w * 0.025))
    painter.setBrush(PARCHMENT)
    painter.drawPath(shield)
    box = QRectF(c.x() - r * 0.75, c.y() - r * 0.8, r * 1.5, r * 1.5)
    painter.setPen(make_pen(edge, w * 0.015))
    painter.setBrush(colour)
    painter.drawPath(unit_to(box).map(_castle_emblem()))


def paint_winter_card(painter: QPainter, rect: QRectF, card_id: str, face_up: bool = True, title: str | None = None) -> None:
    """Winter card ``card_id`` in ``rect`` (portrait): a snowflake in the corner, the card's
    emblem and ``title`` if given; face down, the winter pile's back."""
    if card_id not in WINTER_CARDS:
        raise KeyError(f"unknown winter card {card_id!r}; choose from {', '.join(WINTER_CARDS)}")
    w = min(rect.width(), rect.height() * 0.72)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if not face_up:
        _card(painter, rect, WINTER_CARD_BACK, WINTER_CARD_BACK_DARK)
        inner = rect.adjusted(w * 0.075, w * 0.075, -w * 0.075, -w * 0.075)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(make_pen(with_alpha(SNOW, 0.6), w * 0.015))
        painter.drawRoundedRect(inner, w * 0.045, w * 0.045)
        c = inner.center()
        painter.strokePath(snowflake_path(c, w * 0.32), make_pen(SNOW, w * 0.045))
        for dx, dy in ((-0.28, -0.5), (0.3, -0.42), (-0.3, 0.5), (0.28, 0.46)):
            flake = snowflake_path(QPointF(c.x() + dx * w, c.y() + dy * w), w * 0.07)
            painter.strokePath(flake, make_pen(with_alpha(SNOW, 0.7), w * 0.015))
        painter.restore()
        return
    _card(painter, rect, WINTER_CARD_EDGE, WINTER_CARD_BACK_DARK)
    inner = _face(painter, rect, WINTER_CARD, WINTER_CARD_BACK_DARK)
    room = _ribbon(painter, inner, title, WINTER_CARD_EDGE, WINTER_CARD_BACK_DARK, w) if title else inner
    side = min(room.width() * 0.92, room.height() * 0.78)
    emblem = QRectF(room.center().x() - side / 2, room.bottom() - side - room.height() * 0.03, side, side)
    paint_winter_emblem(painter, emblem, card_id)
    r = w * 0.13
    c = QPointF(inner.left() + r * 1.1, inner.top() + r * 1.1)
    painter.setPen(make_pen(WINTER_CARD_BACK_DARK, w * 0.015))
    painter.setBrush(WINTER_CARD_EDGE)
    painter.drawEllipse(c, r, r)
    painter.strokePath(snowflake_path(c, r * 0.78), make_pen(SNOW, w * lerp_by_px(device_px(painter, w), 0.035, 0.02)))
    painter.restore()


def paint_card_outline(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """An empty card's place: a dashed rounded outline in ``colour`` (where a card will be laid)."""
    w = min(rect.width(), rect.height() * 0.72)
    pen = make_pen(colour, w * 0.025)
    pen.setDashPattern([3.0, 2.0])
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(pen)
    painter.setBrush(with_alpha(CARD_PAPER_DARK, 0.25))
    painter.drawRoundedRect(rect, w * 0.07, w * 0.07)
    painter.restore()
