"""The emblems of the six winter cards, and the snowflake that marks everything of winter.

- village tavern: a tavern sign with a foaming mug, hanging from a bracket under snow;
- barn: the barn under snow;
- castle maiden: the lady herself;
- plague: a rat;
- crack in the wall: a stone wall split by a crack, one block falling out;
- snowdrift: drifts burying a cart wheel, a snowflake over them.

Each emblem is painted into the centred square of its rect, lengths in fractions of that square.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QTransform

from gui.art.shapes import (
    device_px,
    ellipse_path,
    intersected_path,
    lerp_by_px,
    make_pen,
    rect_path,
    square_in,
    stroke_to_path,
    union,
    unit_to,
    with_alpha,
)
from gui.games.castle.art.figures import paint_castle_maiden
from gui.games.castle.art.palette import (
    GOLD,
    GOLD_DARK,
    ICE_DARK,
    IRON,
    OPENING,
    SNOW,
    SNOW_DARK,
    SNOW_SHADE,
    TIMBER,
    TIMBER_LIGHT,
    WALL,
    WALL_DARK,
)
from gui.games.castle.art.resources import paint_resource
from gui.games.castle.art.tiles import paint_building

WINTER_CARDS: tuple[str, ...] = ("village-tavern", "barn", "castle-maiden", "plague", "crack-in-the-wall", "snowdrift")
RAT = QColor("#77706a")
RAT_DARK = QColor("#2c2824")


def snowflake_path(centre: QPointF, radius: float) -> QPainterPath:
    """A six-armed snowflake's strokes (to be stroked, not filled), each arm with two twigs."""
    path = QPainterPath()
    for k in range(6):
        a = math.radians(90 + k * 60)
        dx, dy = math.cos(a), -math.sin(a)
        path.moveTo(centre)
        path.lineTo(centre.x() + dx * radius, centre.y() + dy * radius)
        for t, twig in ((0.55, 0.32), (0.8, 0.2)):
            base = QPointF(centre.x() + dx * radius * t, centre.y() + dy * radius * t)
            for side in (-1, 1):
                b = a + side * math.radians(45)
                path.moveTo(base)
                path.lineTo(base.x() + math.cos(b) * radius * twig, base.y() - math.sin(b) * radius * twig)
    return path


def _line(x0: float, y0: float, x1: float, y1: float) -> QPainterPath:
    path = QPainterPath(QPointF(x0, y0))
    path.lineTo(x1, y1)
    return path


def _draw(painter: QPainter, unit: QTransform, path: QPainterPath, fill: QColor, outline: QColor, pen: float) -> None:
    painter.setPen(make_pen(outline, pen))
    painter.setBrush(fill)
    painter.drawPath(unit.map(path))


def _village_tavern(painter: QPainter, unit: QTransform, s: float, pen: float) -> None:
    _draw(painter, unit, rect_path(0.10, 0.10, 0.08, 0.82), TIMBER_LIGHT, TIMBER, pen)
    _draw(painter, unit, union(rect_path(0.10, 0.14, 0.74, 0.05), stroke_to_path(_line(0.16, 0.40, 0.40, 0.17), 0.035)),
          IRON, IRON.darker(150), pen * 0.6)
    chains = union(_line(0.40, 0.19, 0.40, 0.30), _line(0.76, 0.19, 0.76, 0.30))
    painter.strokePath(unit.map(chains), make_pen(IRON, pen))
    board = QPainterPath()
    board.addRoundedRect(QRectF(0.28, 0.30, 0.60, 0.48), 0.06, 0.06)
    _draw(painter, unit, board, GOLD, GOLD_DARK, pen)
    mug = union(rect_path(0.44, 0.44, 0.22, 0.28), stroke_to_path(_ear(), 0.04))
    _draw(painter, unit, mug, TIMBER_LIGHT, TIMBER, pen)
    foam = union(ellipse_path(0.48, 0.43, 0.06, 0.05), ellipse_path(0.57, 0.41, 0.06, 0.06),
                 ellipse_path(0.64, 0.44, 0.05, 0.045))
    _draw(painter, unit, foam, SNOW, SNOW_DARK, pen * 0.7)
    snow = union(ellipse_path(0.46, 0.14, 0.38, 0.04), ellipse_path(0.58, 0.30, 0.3, 0.03))
    _draw(painter, unit, snow, SNOW, SNOW_DARK, pen * 0.6)


def _ear() -> QPainterPath:
    path = QPainterPath(QPointF(0.66, 0.50))
    path.cubicTo(0.76, 0.50, 0.76, 0.64, 0.66, 0.64)
    return path


def _barn(painter: QPainter, unit: QTransform, s: float, pen: float) -> None:
    paint_building(painter, unit.mapRect(QRectF(0.0, 0.04, 1.0, 0.96)), "barn", "winter", backdrop=False)


def _castle_maiden(painter: QPainter, unit: QTransform, s: float, pen: float) -> None:
    paint_castle_maiden(painter, unit.mapRect(QRectF(0.04, 0.02, 0.92, 0.92)))


def _plague(painter: QPainter, unit: QTransform, s: float, pen: float) -> None:
    tail = QPainterPath(QPointF(0.24, 0.66))
    tail.cubicTo(0.02, 0.70, 0.04, 0.90, 0.30, 0.88)
    tail.lineTo(0.62, 0.86)
    painter.strokePath(unit.map(tail), make_pen(RAT_DARK, s * 0.045))
    painter.strokePath(unit.map(tail), make_pen(QColor("#c99a8a"), s * 0.022))
    body = QPainterPath(QPointF(0.22, 0.70))
    body.cubicTo(0.20, 0.44, 0.50, 0.36, 0.66, 0.46)
    body.cubicTo(0.74, 0.48, 0.84, 0.54, 0.94, 0.62)
    body.cubicTo(0.86, 0.68, 0.78, 0.72, 0.64, 0.76)
    body.cubicTo(0.50, 0.80, 0.30, 0.80, 0.22, 0.70)
    legs = union(stroke_to_path(_line(0.36, 0.74, 0.32, 0.84), 0.04), stroke_to_path(_line(0.60, 0.74, 0.66, 0.84), 0.04))
    _draw(painter, unit, union(body, legs), RAT, RAT_DARK, pen)
    _draw(painter, unit, ellipse_path(0.66, 0.44, 0.06, 0.07), QColor("#c99a8a"), RAT_DARK, pen)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(RAT_DARK)
    painter.drawEllipse(unit.map(QPointF(0.80, 0.55)), s * 0.022, s * 0.022)
    painter.drawEllipse(unit.map(QPointF(0.94, 0.62)), s * 0.02, s * 0.02)
    whiskers = union(_line(0.90, 0.62, 0.98, 0.56), _line(0.90, 0.63, 0.99, 0.66))
    painter.strokePath(unit.map(whiskers), make_pen(RAT_DARK, pen * 0.5))


def _crack(painter: QPainter, unit: QTransform, s: float, pen: float) -> None:
    wall = rect_path(0.06, 0.14, 0.88, 0.66)
    _draw(painter, unit, wall, WALL, WALL_DARK, pen)
    joints = QPainterPath()
    for row in range(4):
        y = 0.14 + row * 0.165
        joints.addPath(_line(0.06, y, 0.94, y))
        for k in range(5):
            x = 0.06 + (k + (0.5 if row % 2 else 0.0)) * 0.2
            if 0.06 < x < 0.94:
                joints.addPath(_line(x, y, x, y + 0.165))
    painter.strokePath(unit.map(joints), make_pen(WALL_DARK, pen * 0.6))
    hole = rect_path(0.56, 0.47, 0.2, 0.165)
    _draw(painter, unit, hole, OPENING, OPENING, pen * 0.5)
    crack = QPainterPath(QPointF(0.38, 0.14))
    for x, y in ((0.44, 0.26), (0.36, 0.36), (0.48, 0.46), (0.56, 0.50)):
        crack.lineTo(x, y)
    crack.moveTo(0.56, 0.64)
    for x, y in ((0.46, 0.70), (0.52, 0.80)):
        crack.lineTo(x, y)
    painter.strokePath(unit.map(crack), make_pen(OPENING, s * 0.035))
    # The block that fell out, tumbling down to the right.
    painter.save()
    centre = unit.map(QPointF(0.80, 0.84))
    painter.translate(centre)
    painter.rotate(18)
    paint_resource(painter, QRectF(-s * 0.13, -s * 0.13, s * 0.26, s * 0.26), "stone")
    painter.restore()
    _draw(painter, unit, ellipse_path(0.5, 0.14, 0.46, 0.035), SNOW, SNOW_DARK, pen * 0.6)


def _snowdrift(painter: QPainter, unit: QTransform, s: float, pen: float) -> None:
    painter.strokePath(unit.map(snowflake_path(QPointF(0.5, 0.26), 0.2)), make_pen(ICE_DARK, s * 0.035))
    wheel = QPainterPath()
    wheel.addEllipse(QPointF(0.32, 0.70), 0.16, 0.16)
    painter.strokePath(unit.map(wheel), make_pen(TIMBER, s * 0.04))
    spokes = QPainterPath()
    for k in range(4):
        a = math.radians(k * 45)
        dx, dy = math.cos(a) * 0.15, math.sin(a) * 0.15
        spokes.addPath(_line(0.32 - dx, 0.70 - dy, 0.32 + dx, 0.70 + dy))
    painter.strokePath(unit.map(spokes), make_pen(TIMBER_LIGHT, s * 0.02))
    drifts = union(ellipse_path(0.24, 0.92, 0.3, 0.16), ellipse_path(0.64, 0.86, 0.34, 0.2),
                   ellipse_path(0.94, 0.92, 0.2, 0.12))
    drifts = intersected_path(drifts, rect_path(0.0, 0.0, 1.0, 0.97))
    painter.save()
    painter.setPen(make_pen(SNOW_DARK, pen))
    painter.setBrush(SNOW)
    painter.drawPath(unit.map(drifts))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha(SNOW_SHADE, 0.8))
    painter.drawPath(unit.map(ellipse_path(0.70, 0.92, 0.22, 0.05)))
    painter.restore()


_EMBLEMS = {
    "village-tavern": _village_tavern, "barn": _barn, "castle-maiden": _castle_maiden, "plague": _plague,
    "crack-in-the-wall": _crack, "snowdrift": _snowdrift,
}


def paint_winter_emblem(painter: QPainter, rect: QRectF, card_id: str) -> None:
    """The emblem of winter card ``card_id`` in the centred square of ``rect``."""
    try:
        emblem = _EMBLEMS[card_id]
    except KeyError:
        raise KeyError(f"unknown winter card {card_id!r}; choose from {', '.join(WINTER_CARDS)}") from None
    box = square_in(rect)
    s = box.width()
    pen = s * lerp_by_px(device_px(painter, s), 0.04, 0.018, lo=24.0, hi=120.0)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    emblem(painter, unit_to(box), s, pen)
    painter.restore()

