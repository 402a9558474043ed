"""The emblems on the character cards: what each character carries, drawn in the unit box.

- messenger: a post horn over a sealed scroll;
- trader: a balance, a taler on one pan and sand on the other;
- bricklayer: a trowel over a stack of bricks;
- stonemason: a hammer crossed with a chisel, over a hewn block;
- the workers: a basket with the pieces they bring, as the resource pieces themselves (WORKER_PIECES);
- master builder: a pair of dividers standing on a castle's plan.

Each emblem is painted into the centred square of its rect; lengths are fractions of that square.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QTransform

from gui.art.shapes import (
    device_px,
    draw_text,
    ellipse_path,
    lerp_by_px,
    make_pen,
    poly_path,
    rect_path,
    square_in,
    stroke_to_path,
    text_path,
    union,
    unit_to,
    with_alpha,
)
from gui.games.castle.art.palette import (
    FLAG,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    INK,
    IRON,
    PARCHMENT,
    PARCHMENT_DARK,
    RESOURCE_STYLES,
    TIMBER,
    TIMBER_LIGHT,
)
from gui.games.castle.art.resources import paint_resource, paint_taler

# The pieces each Worker card brings (rules_data/castle.yaml `pieces`); CHOICE stands for one
# piece of the owner's choice (the stone worker's `choice`, count 2).
CHOICE = "choice"
WORKER_PIECES: dict[str, tuple[str, ...]] = {
    "worker-wood": ("wood", "wood", "silver"),
    "worker-sand": ("sand", "sand", "clay"),
    "worker-stone": ("stone", CHOICE, CHOICE),
}
STEEL = QColor("#aeb8c2")
STEEL_DARK = QColor("#3d4650")
BRASS = QColor("#d9a63a")
BRASS_DARK = QColor("#6b4a0c")
PLAN = QColor("#dbe7ef")  # the master builder's plan: pale blue paper
PLAN_INK = QColor("#2f5f86")


def _line(x0: float, y0: float, x1: float, y1: float) -> QPainterPath:
    path = QPainterPath(QPointF(x0, y0))
    path.lineTo(x1, y1)
    return path


def _draw(painter: QPainter, unit: QTransform, path: QPainterPath, fill: QColor, outline: QColor, pen: float) -> None:
    painter.setPen(make_pen(outline, pen))
    painter.setBrush(fill)
    painter.drawPath(unit.map(path))


def _messenger(painter: QPainter, unit: QTransform, s: float, pen: float) -> None:
    scroll = union(rect_path(0.16, 0.50, 0.62, 0.32), ellipse_path(0.16, 0.66, 0.06, 0.16),
                   ellipse_path(0.78, 0.66, 0.06, 0.16))
    _draw(painter, unit, scroll, PARCHMENT, PARCHMENT_DARK, pen)
    lines = _line(0.28, 0.60, 0.64, 0.60)
    lines.addPath(_line(0.28, 0.68, 0.60, 0.68))
    lines.addPath(_line(0.28, 0.76, 0.50, 0.76))
    painter.strokePath(unit.map(lines), make_pen(with_alpha(PARCHMENT_DARK, 0.8), pen * 0.7))
    _draw(painter, unit, ellipse_path(0.68, 0.80, 0.075), FLAG, FLAG.darker(200), pen)
    # The post horn: a coiled tube, a mouthpiece on the left and the bell flaring to the right.
    coil = QPainterPath()
    coil.addEllipse(QPointF(0.46, 0.30), 0.16, 0.13)
    tube = stroke_to_path(coil, 0.05)
    bell = poly_path((0.58, 0.25), (0.88, 0.10), (0.92, 0.44), (0.60, 0.33))
    mouth = stroke_to_path(_line(0.30, 0.33, 0.14, 0.40), 0.04)
    _draw(painter, unit, union(tube, bell, mouth), BRASS, BRASS_DARK, pen)
    _draw(painter, unit, ellipse_path(0.90, 0.27, 0.035, 0.17), BRASS_DARK, BRASS_DARK, pen * 0.5)


def _trader(painter: QPainter, unit: QTransform, s: float, pen: float) -> None:
    frame = union(rect_path(0.475, 0.16, 0.05, 0.68), poly_path((0.30, 0.90), (0.70, 0.90), (0.60, 0.82), (0.40, 0.82)),
                  stroke_to_path(_line(0.12, 0.26, 0.88, 0.22), 0.04), ellipse_path(0.5, 0.16, 0.045))
    strings = QPainterPath()
    for x, top, pan in ((0.14, 0.26, 0.56), (0.86, 0.22, 0.50)):
        strings.addPath(_line(x, top, x - 0.1, pan))
        strings.addPath(_line(x, top, x + 0.1, pan))
    painter.strokePath(unit.map(strings), make_pen(BRASS_DARK, pen * 0.7))
    _draw(painter, unit, frame, BRASS, BRASS_DARK, pen)
    for x, y in ((0.14, 0.56), (0.86, 0.50)):
        pan = QPainterPath(QPointF(x - 0.13, y))
        pan.cubicTo(x - 0.1, y + 0.1, x + 0.1, y + 0.1, x + 0.13, y)
        pan.closeSubpath()
        _draw(painter, unit, pan, BRASS, BRASS_DARK, pen)
    paint_taler(painter, unit.mapRect(QRectF(0.05, 0.38, 0.18, 0.18)), 1)
    paint_resource(painter, unit.mapRect(QRectF(0.75, 0.30, 0.22, 0.22)), "sand")


def _bricklayer(painter: QPainter, unit: QTransform, s: float, pen: float) -> None:
    for x, y in ((0.50, 0.66), (0.70, 0.66), (0.60, 0.50)):
        paint_resource(painter, unit.mapRect(QRectF(x - 0.04, y - 0.04, 0.3, 0.3)), "clay")
    blade = poly_path((0.10, 0.78), (0.26, 0.42), (0.52, 0.40), (0.40, 0.58))
    shank = stroke_to_path(_line(0.46, 0.46, 0.58, 0.30), 0.035)
    handle = stroke_to_path(_line(0.58, 0.30, 0.80, 0.10), 0.085)
    _draw(painter, unit, union(blade, shank), STEEL, STEEL_DARK, pen)
    _draw(painter, unit, handle, TIMBER_LIGHT, TIMBER, pen)
    painter.strokePath(unit.map(_line(0.20, 0.66, 0.42, 0.44)), make_pen(with_alpha(QColor("#ffffff"), 0.7), pen * 0.8))


def _stonemason(painter: QPainter, unit: QTransform, s: float, pen: float) -> None:
    paint_resource(painter, unit.mapRect(QRectF(0.26, 0.48, 0.48, 0.48)), "stone")
    chisel = union(stroke_to_path(_line(0.80, 0.74, 0.40, 0.18), 0.07), poly_path((0.80, 0.74), (0.86, 0.84), (0.76, 0.78)))
    handle = stroke_to_path(_line(0.16, 0.80, 0.62, 0.24), 0.075)
    head = poly_path((0.48, 0.08), (0.78, 0.32), (0.70, 0.42), (0.40, 0.18))
    _draw(painter, unit, chisel, STEEL, STEEL_DARK, pen)
    _draw(painter, unit, rect_path(0.36, 0.12, 0.1, 0.1), STEEL_DARK, STEEL_DARK, pen * 0.5)
    _draw(painter, unit, handle, TIMBER_LIGHT, TIMBER, pen)
    _draw(painter, unit, head, IRON.lighter(150), IRON.darker(150), pen)


def _worker(painter: QPainter, unit: QTransform, s: float, pen: float, pieces: tuple[str, ...]) -> None:
    n = len(pieces)
    size = 0.4 if n <= 3 else 0.3
    # Heaped in the basket: the middle pieces sit higher, further back, so they are painted first.
    order = sorted(range(n), key=lambda k: -abs(k - (n - 1) / 2))[::-1]
    for k in order:
        x = 0.5 + (k - (n - 1) / 2) * 0.29 - size / 2
        y = 0.58 + 0.03 - size * 0.86 - (0.08 if abs(k - (n - 1) / 2) < 0.75 else 0.0)
        box = unit.mapRect(QRectF(x, y, size, size))
        if pieces[k] == CHOICE:
            _paint_choice(painter, box, pen)
        else:
            paint_resource(painter, box, pieces[k])
    basket = QPainterPath(QPointF(0.10, 0.58))
    basket.lineTo(0.90, 0.58)
    basket.cubicTo(0.88, 0.82, 0.76, 0.94, 0.5, 0.94)
    basket.cubicTo(0.24, 0.94, 0.12, 0.82, 0.10, 0.58)
    _draw(painter, unit, basket, QColor("#c8934e"), TIMBER, pen)
    weave = QPainterPath()
    for y in (0.67, 0.76, 0.85):
        weave.addPath(_line(0.14, y, 0.86, y))
    for k in range(7):
        x = 0.2 + k * 0.1
        weave.addPath(_line(x, 0.60, x + (0.5 - x) * 0.25, 0.92))
    painter.save()
    painter.setClipPath(unit.map(basket))
    painter.strokePath(unit.map(weave), make_pen(with_alpha(TIMBER, 0.6), pen * 0.6))
    painter.restore()
    _draw(painter, unit, stroke_to_path(_line(0.08, 0.58, 0.92, 0.58), 0.05), QColor("#a8743a"), TIMBER, pen * 0.8)


def _paint_choice(painter: QPainter, box: QRectF, pen: float) -> None:
    """A piece of the owner's choice: a dashed ring round a question mark, the choices' colours
    (sand, wood, clay) as three dots beneath it."""
    b = square_in(box, 0.86)
    dashed = make_pen(INK, pen * 0.8)
    dashed.setDashPattern([2.0, 1.5])
    painter.setPen(dashed)
    painter.setBrush(with_alpha(QColor("#ffffff"), 0.75))
    painter.drawRoundedRect(b, b.width() * 0.25, b.width() * 0.25)
    h = b.height() * 0.5
    draw_text(painter, text_path("?", QRectF(b.left(), b.top() + b.height() * 0.12, b.width(), h)), INK, None, 0.0)
    painter.setPen(make_pen(INK, pen * 0.4))
    for k, resource in enumerate(("sand", "wood", "clay")):
        painter.setBrush(RESOURCE_STYLES[resource].fill)
        painter.drawEllipse(QPointF(b.center().x() + (k - 1) * b.width() * 0.24, b.top() + b.height() * 0.8),
                            b.width() * 0.08, b.width() * 0.08)


def _master_builder(painter: QPainter, unit: QTransform, s: float, pen: float) -> None:
    sheet = poly_path((0.08, 0.46), (0.84, 0.40), (0.92, 0.88), (0.14, 0.92))
    _draw(painter, unit, sheet, PLAN, PLAN_INK, pen)
    plan = QPainterPath()
    plan.addRect(QRectF(0.26, 0.56, 0.42, 0.26))
    for x, y in ((0.26, 0.56), (0.68, 0.56), (0.26, 0.82), (0.68, 0.82)):
        plan.addEllipse(QPointF(x, y), 0.045, 0.045)
    plan.addPath(_line(0.47, 0.56, 0.47, 0.82))
    painter.strokePath(unit.map(plan), make_pen(PLAN_INK, pen * 0.8))
    legs = union(stroke_to_path(_line(0.5, 0.14, 0.30, 0.74), 0.05), stroke_to_path(_line(0.5, 0.14, 0.72, 0.70), 0.05))
    arc = QPainterPath(QPointF(0.36, 0.52))
    arc.quadTo(0.51, 0.60, 0.66, 0.50)
    _draw(painter, unit, union(legs, stroke_to_path(arc, 0.025)), STEEL, STEEL_DARK, pen)
    _draw(painter, unit, union(ellipse_path(0.5, 0.14, 0.06), rect_path(0.48, 0.02, 0.04, 0.07)), GOLD, GOLD_DARK, pen)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GOLD_LIGHT)
    painter.drawEllipse(unit.map(QPointF(0.5, 0.14)), s * 0.02, s * 0.02)


_EMBLEMS = {
    "messenger": _messenger, "trader": _trader, "bricklayer": _bricklayer, "stonemason": _stonemason,
    "master-builder": _master_builder,
}
CHARACTERS: tuple[str, ...] = ("messenger", "trader", "bricklayer", "stonemason", *WORKER_PIECES, "master-builder")
# Each card's place in the resolution order (rules_data/castle.yaml `order`), shown large on it.
ORDER: dict[str, int] = {
    "messenger": 1, "trader": 2, "bricklayer": 3, "stonemason": 4,
    "worker-wood": 5, "worker-sand": 5, "worker-stone": 5, "master-builder": 6,
}


def paint_character_emblem(painter: QPainter, rect: QRectF, card_id: str) -> None:
    """The emblem of character ``card_id`` in the centred square of ``rect``."""
    if card_id not in ORDER:
        raise KeyError(f"unknown character {card_id!r}; choose from {', '.join(CHARACTERS)}")
    box = square_in(rect)
    s = box.width()
    pen = s * lerp_by_px(device_px(painter, s), 0.04, 0.018, lo=24.0, hi=120.0)
    unit = unit_to(box)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if card_id in WORKER_PIECES:
        _worker(painter, unit, s, pen, WORKER_PIECES[card_id])
    else:
        _EMBLEMS[card_id](painter, unit, s, pen)
    painter.restore()
