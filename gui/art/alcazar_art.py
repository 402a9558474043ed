"""Painting functions for the Alcazar table: landscape, parcels, stacked pieces, bridges, nobles,
flags, crests, cards and the little pictures of the side panels.

Pure painting, no scene logic. Every function paints into the rect it is given, in the painter's
current units, so every length is a fraction of that rect. The board is seen from the south at
a slant ("oblique" projection): a cell's ground is a square, and each level of a column raises
its top face by ``level_rise`` and shows a front (south) face of that height, so stacks read as
towers and their levels can be counted.

Text is drawn as glyph outlines (a 100 px reference font scaled into its box), so it keeps its
size in a painter scaled to any unit and never hits Qt's smallest font size.

Colour is never the only cue: the two nobles have different silhouettes, every castle's crest and
flag carry a heraldic pattern as well as a colour, and flags name their city.
"""

from __future__ import annotations

import functools
import itertools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
    QTransform,
)

from gui.art.palette import GOLD, GOLD_DARK, PARCHMENT, PARCHMENT_DARK, RECENT, TABLE_BACKGROUND, WATER, WATER_DARK

# --- materials ------------------------------------------------------------------------------------

MEADOW = QColor("#b7a862")
MEADOW_DARK = QColor("#8f8447")
OLIVE = QColor("#6f7a3a")
OLIVE_DARK = QColor("#404a1f")
CYPRESS = QColor("#34502f")
EARTH = QColor("#c79a63")
PLOT = QColor("#d9c08e")
PLOT_EDGE = QColor("#9c7648")
PATH_STONE = QColor("#cbb083")
INK = QColor("#4a3019")
STONE_TOP = QColor("#f9f0dc")
STONE_FRONT = QColor("#cf9d5f")
STONE_EDGE = QColor("#5e3f20")
TIMBER_TOP = QColor("#b98552")
TIMBER_FRONT = QColor("#8c5b2f")
TIMBER_EDGE = QColor("#4f3117")
TRACK_FILL = QColor("#f3e4c0")
TRACK_FIVE = QColor("#e8cc86")
FRAME = QColor("#5b3a20")
FRAME_LIGHT = QColor("#8a5d35")
BUILDING_BACK = QColor("#9c3d2a")
TOWER_BACK = QColor("#3e5a78")

_FONT_FAMILIES = ["DejaVu Serif", "Noto Serif", "Liberation Serif", "Cambria", "Times New Roman", "serif"]
_SANS_FAMILIES = ["DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial", "sans-serif"]
_REFERENCE_PX = 100


@dataclass(frozen=True)
class Heraldry:
    """A castle's arms: field colour, charge colour and the pattern that tells them apart."""

    field: QColor
    charge: QColor
    pattern: str  # pale, fess, bend, chevron, cross, saltire, quarterly, per_pale

    @property
    def accent(self) -> QColor:
        """The colour that marks the castle's pieces: its field, or its charge if the field is pale."""
        return self.charge if self.field.lightnessF() > 0.8 else self.field


# One per castle id of rules_data/alcazar.yaml; unknown ids fall back to a neutral pair. The
# colours that mark the castles' pieces (field, or charge on a pale field) are eight distinct hues.
HERALDRY = {
    "almeria": Heraldry(QColor("#2b62a8"), QColor("#f5f0e1"), "bend"),
    "cadiz": Heraldry(QColor("#b3261e"), QColor("#f2c94c"), "fess"),
    "cordoba": Heraldry(QColor("#2e7d32"), QColor("#f5f0e1"), "chevron"),
    "granada": Heraldry(QColor("#f2ede0"), QColor("#c2185b"), "cross"),  # pomegranate on silver
    "huelva": Heraldry(QColor("#e1a524"), QColor("#1f4f8f"), "pale"),
    "jaen": Heraldry(QColor("#6a3d8f"), QColor("#f2c94c"), "saltire"),
    "malaga": Heraldry(QColor("#00838f"), QColor("#f2ede0"), "quarterly"),
    "sevilla": Heraldry(QColor("#3a3a3a"), QColor("#f2c94c"), "per_pale"),
}
_NEUTRAL_ARMS = Heraldry(QColor("#777777"), QColor("#eeeeee"), "fess")


def heraldry(castle: str) -> Heraldry:
    """The arms of a castle id."""
    return HERALDRY.get(castle, _NEUTRAL_ARMS)


# --- helpers ---------------------------------------------------------------------------------------


def _alpha(colour: QColor, alpha: float) -> QColor:
    c = QColor(colour)
    c.setAlphaF(max(0.0, min(1.0, alpha)))
    return c


def _pen(colour: QColor, width: float, cap=Qt.PenCapStyle.RoundCap, join=Qt.PenJoinStyle.RoundJoin) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(cap)
    pen.setJoinStyle(join)
    return pen


def _poly(*points: tuple[float, float]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def _device_px(painter: QPainter, length: float) -> float:
    """How many device pixels ``length`` (in the painter's current units) covers."""
    t = painter.deviceTransform()
    scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))
    return length * (scale or 1.0)


@functools.lru_cache(maxsize=1024)
def _unit_text(text: str, bold: bool, sans: bool) -> tuple[QPainterPath, float]:
    """Outline of ``text`` with capital height 1, left edge at 0 and centred on y = 0; its width."""
    font = QFont()
    font.setFamilies(_SANS_FAMILIES if sans else _FONT_FAMILIES)
    font.setPixelSize(_REFERENCE_PX)
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.DemiBold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    path = QPainterPath()
    path.addText(0.0, 0.0, font, text)
    reference = QPainterPath()
    reference.addText(0.0, 0.0, font, "H")  # capital height sets the scale, so all labels match
    ref = reference.boundingRect()
    bounds = path.boundingRect()
    if bounds.isEmpty() or ref.isEmpty():
        return QPainterPath(), 0.0
    t = QTransform()
    t.scale(1.0 / ref.height(), 1.0 / ref.height())
    t.translate(-bounds.left(), -ref.center().y())
    return t.map(path), bounds.width() / ref.height()


def text_path(text: str, box: QRectF, align: str = "center", bold: bool = True, sans: bool = False) -> QPainterPath:
    """Outline of ``text`` fitted in ``box``: capital height = box height unless too wide."""
    path, width = _unit_text(text, bold, sans)
    if width <= 0.0:
        return QPainterPath()
    scale = min(box.height(), box.width() / width)
    used = width * scale
    if align == "left":
        x = box.left()
    elif align == "right":
        x = box.right() - used
    else:
        x = box.center().x() - used / 2
    t = QTransform()
    t.translate(x, box.center().y())
    t.scale(scale, scale)
    return t.map(path)


def draw_text(painter: QPainter, text: str, box: QRectF, colour: QColor, align: str = "center",
              halo: QColor | None = None, bold: bool = True, sans: bool = False) -> float:
    """Paint ``text`` in ``box``; returns the width used."""
    path = text_path(text, box, align, bold, sans)
    if halo is not None:
        painter.strokePath(path, _pen(halo, box.height() * 0.28))
    painter.fillPath(path, colour)
    return path.boundingRect().width()


# --- the board ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BoardPicture:
    """What the board art needs to know about the layout: grid size, parcel per cell (0 for
    landscape), and the path order of the parcels (consecutive numbers, closing if ``loop``)."""

    rows: int
    cols: int
    parcels: tuple[int, ...]
    loop: bool


def _cell(ground: QRectF, pic: BoardPicture, cell: int) -> QRectF:
    size = ground.width() / pic.cols
    r, c = divmod(cell, pic.cols)
    return QRectF(ground.left() + c * size, ground.top() + r * size, size, size)


def _stream_cells(pic: BoardPicture) -> list[int]:
    """The longest vertical run of landscape cells: the valley's water channel."""
    best: list[int] = []
    for c in range(pic.cols):
        run: list[int] = []
        for r in range(pic.rows + 1):
            cell = r * pic.cols + c
            if r < pic.rows and not pic.parcels[cell]:
                run.append(cell)
                continue
            if len(run) > len(best):
                best = run
            run = []
    return best if len(best) >= 3 else []


def paint_landscape(painter: QPainter, ground: QRectF, pic: BoardPicture) -> None:
    """The countryside around the parcels: meadow, olive groves, cypresses and a water channel."""
    size = ground.width() / pic.cols
    grad = QLinearGradient(ground.topLeft(), ground.bottomRight())
    grad.setColorAt(0.0, MEADOW.lighter(108))
    grad.setColorAt(1.0, MEADOW.darker(104))
    painter.fillRect(ground.adjusted(-size * 0.2, -size * 0.45, size * 0.2, size * 0.2), QBrush(grad))
    rng = random.Random(7)  # fixed: the same countryside every time
    # Grass strokes all over, faint, so the ground is not a flat fill.
    painter.setPen(_pen(_alpha(MEADOW_DARK, 0.35), size * 0.012))
    for _ in range(pic.rows * pic.cols * 3):
        x = ground.left() + rng.random() * ground.width()
        y = ground.top() + rng.random() * ground.height()
        painter.drawLine(QPointF(x, y), QPointF(x + size * 0.02, y - size * 0.05))
    stream = set(_stream_cells(pic))
    # Furrows of the fields in landscape cells (not the stream).
    for cell, parcel in enumerate(pic.parcels):
        if parcel or cell in stream:
            continue
        rect = _cell(ground, pic, cell)
        kind = (cell * 7 + 3) % 5
        if kind in (0, 1):
            painter.setPen(_pen(_alpha(EARTH, 0.35), size * 0.018))
            for k in range(4):
                y = rect.top() + size * (0.2 + k * 0.2)
                painter.drawLine(QPointF(rect.left() + size * 0.1, y), QPointF(rect.right() - size * 0.1, y))
    if stream:
        _paint_stream(painter, ground, pic, sorted(stream))
    for cell, parcel in enumerate(pic.parcels):
        if parcel or cell in stream:
            continue
        rect = _cell(ground, pic, cell)
        kind = (cell * 7 + 3) % 5
        if kind in (2, 3):
            for k in range(2):
                cx = rect.left() + size * (0.3 + 0.42 * k) + rng.uniform(-0.05, 0.05) * size
                cy = rect.top() + size * (0.4 + 0.25 * ((k + cell) % 2))
                _olive_tree(painter, QPointF(cx, cy), size * 0.16)
        elif kind == 4:
            _cypress(painter, QPointF(rect.center().x() + size * 0.18, rect.top() + size * 0.72), size * 0.5)
            _olive_tree(painter, QPointF(rect.left() + size * 0.32, rect.top() + size * 0.55), size * 0.13)


def _paint_stream(painter: QPainter, ground: QRectF, pic: BoardPicture, cells: list[int]) -> None:
    size = ground.width() / pic.cols
    top = _cell(ground, pic, cells[0])
    bottom = _cell(ground, pic, cells[-1])
    channel = QRectF(top.center().x() - size * 0.2, top.top() + size * 0.18, size * 0.4, bottom.bottom() - top.top() - size * 0.36)
    painter.setPen(_pen(QColor("#a88a5e"), size * 0.05))
    painter.setBrush(WATER)
    painter.drawRoundedRect(channel, size * 0.18, size * 0.18)
    # Ripples.
    painter.setPen(_pen(_alpha(QColor("#e6f4fa"), 0.7), size * 0.014))
    y = channel.top() + size * 0.25
    while y < channel.bottom() - size * 0.2:
        path = QPainterPath()
        x = channel.center().x()
        path.moveTo(x - size * 0.1, y)
        path.quadTo(x - size * 0.05, y - size * 0.04, x, y)
        path.quadTo(x + size * 0.05, y + size * 0.04, x + size * 0.1, y)
        painter.drawPath(path)
        y += size * 0.33
    # A pool with a fountain at each end, as in a Moorish garden channel.
    for rect in (top, bottom):
        c = QPointF(rect.center().x(), rect.center().y() + (-0.12 if rect is top else 0.12) * size)
        painter.setPen(_pen(QColor("#a88a5e"), size * 0.05))
        painter.setBrush(WATER.lighter(108))
        painter.drawEllipse(c, size * 0.3, size * 0.22)
        painter.setPen(_pen(WATER_DARK, size * 0.02))
        painter.setBrush(QColor("#e9e1cf"))
        painter.drawEllipse(c, size * 0.07, size * 0.05)


def _olive_tree(painter: QPainter, base: QPointF, r: float) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_alpha(QColor("#3b3215"), 0.28))
    painter.drawEllipse(QPointF(base.x() + r * 0.35, base.y() + r * 0.55), r * 1.05, r * 0.55)
    painter.setBrush(QColor("#6b4a2a"))
    painter.drawRect(QRectF(base.x() - r * 0.1, base.y(), r * 0.2, r * 0.6))
    grad = QRadialGradient(QPointF(base.x() - r * 0.3, base.y() - r * 0.5), r * 1.4)
    grad.setColorAt(0.0, OLIVE.lighter(135))
    grad.setColorAt(1.0, OLIVE_DARK)
    painter.setBrush(QBrush(grad))
    painter.setPen(_pen(_alpha(OLIVE_DARK, 0.8), r * 0.08))
    path = QPainterPath()
    path.addEllipse(QPointF(base.x(), base.y() - r * 0.2), r, r * 0.8)
    path.addEllipse(QPointF(base.x() - r * 0.55, base.y() - r * 0.05), r * 0.55, r * 0.45)
    path.addEllipse(QPointF(base.x() + r * 0.55, base.y() - r * 0.1), r * 0.55, r * 0.45)
    painter.drawPath(path.simplified())


def _cypress(painter: QPainter, base: QPointF, height: float) -> None:
    w = height * 0.2
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_alpha(QColor("#3b3215"), 0.28))
    painter.drawEllipse(QPointF(base.x() + w * 0.8, base.y()), w * 1.1, w * 0.35)
    path = QPainterPath()
    path.moveTo(base.x(), base.y() - height)
    path.cubicTo(base.x() + w * 0.9, base.y() - height * 0.6, base.x() + w * 0.8, base.y() - height * 0.1, base.x(), base.y())
    path.cubicTo(base.x() - w * 0.8, base.y() - height * 0.1, base.x() - w * 0.9, base.y() - height * 0.6, base.x(), base.y() - height)
    grad = QLinearGradient(QPointF(base.x() - w, 0), QPointF(base.x() + w, 0))
    grad.setColorAt(0.0, CYPRESS.lighter(140))
    grad.setColorAt(1.0, CYPRESS.darker(130))
    painter.setBrush(QBrush(grad))
    painter.setPen(_pen(CYPRESS.darker(160), w * 0.1))
    painter.drawPath(path)


def paint_parcels(painter: QPainter, ground: QRectF, pic: BoardPicture) -> None:
    """The numbered parcels on a paved band that follows the path from 1 to the last number."""
    size = ground.width() / pic.cols
    cell_of = {p: i for i, p in enumerate(pic.parcels) if p}
    numbers = sorted(cell_of)
    # The band: a thick stroke through the centres of consecutive parcels shows the path and
    # where it turns; the closing step from the last number to 1 only if they touch.
    pairs = list(itertools.pairwise(numbers))
    if pic.loop and len(numbers) > 2:
        pairs.append((numbers[-1], numbers[0]))
    band = QPainterPath()
    for a, b in pairs:
        ra, rb = _cell(ground, pic, cell_of[a]), _cell(ground, pic, cell_of[b])
        if abs(ra.center().x() - rb.center().x()) + abs(ra.center().y() - rb.center().y()) > size * 1.01:
            continue  # not neighbours on this board: the path jumps
        band.moveTo(ra.center())
        band.lineTo(rb.center())
    painter.strokePath(band.translated(size * 0.03, size * 0.05), _pen(_alpha(QColor("#3b2a14"), 0.3), size * 0.98, Qt.PenCapStyle.SquareCap,
                                                                         Qt.PenJoinStyle.MiterJoin))
    painter.strokePath(band, _pen(PATH_STONE, size * 0.98, Qt.PenCapStyle.SquareCap, Qt.PenJoinStyle.MiterJoin))
    for number in numbers:
        rect = _cell(ground, pic, cell_of[number]).adjusted(size * 0.06, size * 0.06, -size * 0.06, -size * 0.06)
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0.0, PLOT.lighter(104))
        grad.setColorAt(1.0, PLOT.darker(104))
        painter.setPen(_pen(PLOT_EDGE, size * 0.025))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(rect, size * 0.06, size * 0.06)
        box = QRectF(rect.left(), rect.center().y() - size * 0.14, rect.width(), size * 0.28)
        draw_text(painter, str(number), box, _alpha(INK, 0.85))
    # Direction ticks: a small chevron on every fifth step, so the path's order reads at a glance.
    painter.setPen(_pen(_alpha(PLOT_EDGE, 0.9), size * 0.02))
    for a, b in pairs:
        if a % 5 != 0:
            continue
        ra, rb = _cell(ground, pic, cell_of[a]), _cell(ground, pic, cell_of[b])
        mid = (ra.center() + rb.center()) / 2
        dx, dy = rb.center().x() - ra.center().x(), rb.center().y() - ra.center().y()
        length = math.hypot(dx, dy)
        if length > size * 1.01 or length == 0:
            continue
        ux, uy = dx / length, dy / length
        tip = QPointF(mid.x() + ux * size * 0.04, mid.y() + uy * size * 0.04)
        for sign in (1, -1):
            tail = QPointF(mid.x() - ux * size * 0.04 + sign * uy * size * 0.05, mid.y() - uy * size * 0.04 - sign * ux * size * 0.05)
            painter.drawLine(tail, tip)


def paint_frame(painter: QPainter, outer: QRectF, inner: QRectF) -> None:
    """The wooden frame between the value track and the board."""
    path = QPainterPath()
    path.addRoundedRect(outer, outer.width() * 0.012, outer.width() * 0.012)
    hole = QPainterPath()
    hole.addRect(inner)
    grad = QLinearGradient(outer.topLeft(), outer.bottomRight())
    grad.setColorAt(0.0, FRAME_LIGHT)
    grad.setColorAt(1.0, FRAME)
    painter.fillPath(path.subtracted(hole), QBrush(grad))
    painter.setPen(_pen(FRAME.darker(140), inner.width() * 0.003))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(inner)


def paint_track_space(painter: QPainter, rect: QRectF, number: int) -> None:
    """One space of the 1-50 value track: parchment, every fifth gilded, the number in a corner
    so crests standing on the space leave it readable."""
    s = min(rect.width(), rect.height())
    fill = TRACK_FIVE if number % 5 == 0 else TRACK_FILL
    inset = s * 0.04
    box = rect.adjusted(inset, inset, -inset, -inset)
    painter.setPen(_pen(PARCHMENT_DARK, s * 0.03))
    painter.setBrush(fill)
    painter.drawRoundedRect(box, s * 0.08, s * 0.08)
    h = s * (0.24 if number % 5 else 0.27)
    draw_text(painter, str(number), QRectF(box.left() + s * 0.07, box.top() + s * 0.07, box.width() * 0.6, h),
              INK, align="left")


# --- columns: pieces and bridges ------------------------------------------------------------------------


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
        shadow.addPolygon(_poly((base.right(), base.bottom() - pieces * rise), (base.right() + reach, base.bottom() - pieces * rise + reach * 0.5),
                                (base.right() + reach, base.bottom() + reach * 0.35), (base.left() + reach * 0.6, base.bottom() + reach * 0.35),
                                (base.left(), base.bottom())))
        painter.fillPath(shadow, _alpha(QColor("#2d1f0e"), 0.17))
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
        painter.setPen(_pen(accent, size * 0.045, join=Qt.PenJoinStyle.MiterJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = size * 0.035
        painter.drawRect(top.adjusted(inset, inset, -inset, -inset))
    if parcel:
        box = QRectF(top.left() + size * 0.07, top.top() + size * 0.07, size * 0.36, size * 0.15)
        draw_text(painter, str(parcel), box, _alpha(INK, 0.72), align="left")
    if top_level >= 2 and badge:
        _level_badge(painter, top, top_level, size)
    if ghost_top:
        pen = _pen(QColor("#c27c00"), size * 0.035)
        pen.setDashPattern([3.0, 2.0])
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(top)


def _level_badge(painter: QPainter, top: QRectF, level: int, size: float) -> None:
    """The column's height in a small shield at the top face's corner: a noble there scores it."""
    r = size * 0.115
    c = QPointF(top.right() - r * 1.05, top.bottom() - r * 1.05)
    painter.setPen(_pen(STONE_EDGE, size * 0.018))
    painter.setBrush(QColor("#fff6df"))
    painter.drawEllipse(c, r, r)
    draw_text(painter, str(level), QRectF(c.x() - r, c.y() - r * 0.55, 2 * r, r * 1.1), INK)


def _paint_block(painter: QPainter, ground: QRectF, level: int, rise: float) -> None:
    """One building piece: its front face, then its top face with a bevel of light and shade."""
    size = ground.width()
    top = block_rect(ground, level, rise)
    front = QRectF(top.left(), top.bottom(), top.width(), rise)
    edge = _pen(STONE_EDGE, size * 0.018, join=Qt.PenJoinStyle.MiterJoin)
    grad = QLinearGradient(front.topLeft(), front.bottomLeft())
    grad.setColorAt(0.0, STONE_FRONT.lighter(104))
    grad.setColorAt(1.0, STONE_FRONT.darker(125))
    painter.setPen(edge)
    painter.setBrush(QBrush(grad))
    painter.drawRect(front)
    if rise > size * 0.12:
        # An arrow slit in each level's face: a detail that says "castle" and helps count levels.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_alpha(STONE_EDGE, 0.7))
        slit_w, slit_h = size * 0.035, rise * 0.5
        painter.drawRoundedRect(QRectF(front.center().x() - slit_w / 2, front.center().y() - slit_h / 2, slit_w, slit_h),
                                slit_w * 0.4, slit_w * 0.4)
    tgrad = QLinearGradient(top.topLeft(), top.bottomRight())
    tgrad.setColorAt(0.0, STONE_TOP.lighter(103))
    tgrad.setColorAt(1.0, STONE_TOP.darker(110))
    painter.setPen(edge)
    painter.setBrush(QBrush(tgrad))
    painter.drawRect(top)
    bevel = size * 0.035
    painter.setPen(_pen(_alpha(QColor("#ffffff"), 0.8), size * 0.012, Qt.PenCapStyle.FlatCap))
    painter.drawPolyline(_poly((top.left() + bevel, top.bottom() - bevel), (top.left() + bevel, top.top() + bevel),
                               (top.right() - bevel, top.top() + bevel)))
    painter.setPen(_pen(_alpha(STONE_EDGE, 0.45), size * 0.012, Qt.PenCapStyle.FlatCap))
    painter.drawPolyline(_poly((top.right() - bevel, top.top() + bevel), (top.right() - bevel, top.bottom() - bevel),
                               (top.left() + bevel, top.bottom() - bevel)))


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
    painter.setBrush(_alpha(QColor("#2d1f0e"), 0.22))
    shadow = QRectF(deck.left() + size * 0.05, deck.bottom() + rise, deck.width(), size * 0.06)
    painter.drawRect(shadow)
    edge = _pen(TIMBER_EDGE, size * 0.018, join=Qt.PenJoinStyle.MiterJoin)
    if show_front:
        painter.setPen(edge)
        painter.setBrush(TIMBER_FRONT)
        painter.drawRect(front)
        if look.horizontal and not (look.cap_start and look.cap_end):
            # The beam's underside hints at an arch where nothing holds the deck up.
            painter.setPen(_pen(_alpha(TIMBER_EDGE, 0.7), size * 0.014))
            painter.drawLine(QPointF(front.left(), front.center().y()), QPointF(front.right(), front.center().y()))
    grad = QLinearGradient(deck.topLeft(), deck.bottomRight())
    grad.setColorAt(0.0, TIMBER_TOP.lighter(110))
    grad.setColorAt(1.0, TIMBER_TOP.darker(108))
    painter.setPen(edge)
    painter.setBrush(QBrush(grad))
    painter.drawRect(deck)
    # Planks across the direction of travel.
    painter.setPen(_pen(_alpha(TIMBER_EDGE, 0.55), size * 0.01))
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
    rail = _pen(TIMBER_EDGE, size * 0.03, Qt.PenCapStyle.FlatCap)
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
    pen = _pen(GOLD, size * 0.03)
    pen.setDashPattern([3.0, 2.0])
    painter.setPen(pen)
    painter.setBrush(_alpha(GOLD, 0.15))
    painter.drawRect(top_face(ground, 0, 0.0))


# --- nobles ----------------------------------------------------------------------------------------------


def noble_size(kind: str) -> tuple[float, float]:
    """Width and height of a noble figure, in cell widths: the grande is the taller."""
    return (0.40, 0.70) if kind == "grande" else (0.40, 0.50)


@functools.cache
def _unit_noble(kind: str) -> tuple[QPainterPath, QPainterPath]:
    """(body, trim) of a noble in a unit box (0..1, feet at y = 1). The grande is a tall robed
    figure with a three-pointed crown; the caballero a short figure in a wide-brimmed hat."""
    body = QPainterPath()
    trim = QPainterPath()
    if kind == "grande":
        body.moveTo(0.12, 0.97)
        body.cubicTo(0.14, 0.70, 0.26, 0.50, 0.34, 0.42)
        body.lineTo(0.66, 0.42)
        body.cubicTo(0.74, 0.50, 0.86, 0.70, 0.88, 0.97)
        body.closeSubpath()
        body.addEllipse(QPointF(0.5, 0.31), 0.14, 0.13)
        crown = QPainterPath()
        crown.addPolygon(_poly((0.34, 0.20), (0.34, 0.05), (0.42, 0.13), (0.5, 0.0), (0.58, 0.13), (0.66, 0.05), (0.66, 0.20)))
        crown.closeSubpath()
        body = body.united(crown)
        trim.addPolygon(_poly((0.34, 0.20), (0.34, 0.05), (0.42, 0.13), (0.5, 0.0), (0.58, 0.13), (0.66, 0.05), (0.66, 0.20)))
        trim.closeSubpath()
        sash = QPainterPath()
        sash.addPolygon(_poly((0.36, 0.45), (0.44, 0.45), (0.72, 0.95), (0.62, 0.95)))
        sash.closeSubpath()
        trim.addPath(sash)
    else:
        body.moveTo(0.16, 0.97)
        body.cubicTo(0.17, 0.78, 0.26, 0.62, 0.34, 0.56)
        body.lineTo(0.66, 0.56)
        body.cubicTo(0.74, 0.62, 0.83, 0.78, 0.84, 0.97)
        body.closeSubpath()
        body.addEllipse(QPointF(0.5, 0.44), 0.15, 0.14)
        hat = QPainterPath()
        hat.addEllipse(QPointF(0.5, 0.30), 0.46, 0.09)
        hat.addRoundedRect(QRectF(0.34, 0.08, 0.32, 0.22), 0.08, 0.08)
        body = body.united(hat.simplified())
        trim.addRect(QRectF(0.34, 0.24, 0.32, 0.05))
        belt = QPainterPath()
        belt.addRect(QRectF(0.25, 0.78, 0.5, 0.05))
        trim.addPath(belt)
    return body.simplified(), trim


def paint_noble(painter: QPainter, rect: QRectF, kind: str, colour: QColor, shadow: bool = True) -> None:
    """A grande or caballero in a player's colour, feet at the bottom centre of ``rect``."""
    body, trim = _unit_noble(kind)
    t = QTransform(rect.width(), 0.0, 0.0, rect.height(), rect.left(), rect.top())
    w = rect.width()
    if shadow:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_alpha(QColor("#20160a"), 0.35))
        painter.drawEllipse(QPointF(rect.center().x() + w * 0.12, rect.bottom() - w * 0.02), w * 0.42, w * 0.12)
    path = t.map(body)
    grad = QLinearGradient(rect.topLeft(), rect.topRight())
    grad.setColorAt(0.0, colour.lighter(135))
    grad.setColorAt(0.55, colour)
    grad.setColorAt(1.0, colour.darker(135))
    dark = colour.darker(260) if colour.lightnessF() > 0.35 else QColor("#111111")
    painter.setPen(_pen(dark, w * 0.06))
    painter.setBrush(QBrush(grad))
    painter.drawPath(path)
    trim_colour = GOLD if kind == "grande" else _alpha(dark, 0.8)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.fillPath(t.map(trim), trim_colour)


# --- flags and crests ---------------------------------------------------------------------------------------


def _pattern_path(pattern: str, box: QRectF) -> QPainterPath:
    """The charge of a heraldic pattern in ``box`` (to be clipped to the shield or flag)."""
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    path = QPainterPath()
    if pattern == "pale":
        path.addRect(QRectF(x + w * 0.36, y, w * 0.28, h))
    elif pattern == "fess":
        path.addRect(QRectF(x, y + h * 0.36, w, h * 0.28))
    elif pattern == "bend":
        path.addPolygon(_poly((x, y + h * 0.1), (x + w * 0.2, y), (x + w, y + h * 0.9), (x + w * 0.8, y + h), (x, y + h * 0.1)))
    elif pattern == "chevron":
        path.addPolygon(_poly((x, y + h * 0.75), (x + w * 0.5, y + h * 0.25), (x + w, y + h * 0.75), (x + w, y + h),
                              (x + w * 0.5, y + h * 0.5), (x, y + h)))
    elif pattern == "cross":
        path.addRect(QRectF(x + w * 0.38, y, w * 0.24, h))
        path.addRect(QRectF(x, y + h * 0.36, w, h * 0.24))
    elif pattern == "saltire":
        path.addPolygon(_poly((x, y), (x + w * 0.16, y), (x + w, y + h * 0.86), (x + w, y + h), (x + w * 0.84, y + h), (x, y + h * 0.14)))
        path.addPolygon(_poly((x + w, y), (x + w, y + h * 0.14), (x + w * 0.16, y + h), (x, y + h), (x, y + h * 0.86), (x + w * 0.84, y)))
    elif pattern == "quarterly":
        path.addRect(QRectF(x, y, w / 2, h / 2))
        path.addRect(QRectF(x + w / 2, y + h / 2, w / 2, h / 2))
    elif pattern == "per_pale":
        path.addRect(QRectF(x + w / 2, y, w / 2, h))
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def _shield(box: QRectF) -> QPainterPath:
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    path = QPainterPath()
    path.moveTo(x, y)
    path.lineTo(x + w, y)
    path.lineTo(x + w, y + h * 0.5)
    path.cubicTo(x + w, y + h * 0.8, x + w * 0.7, y + h * 0.92, x + w * 0.5, y + h)
    path.cubicTo(x + w * 0.3, y + h * 0.92, x, y + h * 0.8, x, y + h * 0.5)
    path.closeSubpath()
    return path


def paint_crest(painter: QPainter, rect: QRectF, castle: str) -> None:
    """A castle's crest: a shield with its arms and a gold rim (the marker on the value track)."""
    arms = heraldry(castle)
    w = rect.width()
    shield = _shield(rect)
    painter.fillPath(shield.translated(w * 0.06, w * 0.08), _alpha(QColor("#1a1208"), 0.35))
    painter.fillPath(shield, arms.field)
    painter.save()
    painter.setClipPath(shield, Qt.ClipOperation.IntersectClip)
    painter.fillPath(_pattern_path(arms.pattern, rect), arms.charge)
    painter.restore()
    painter.strokePath(shield, _pen(GOLD_DARK, w * 0.09))
    painter.strokePath(shield, _pen(GOLD, w * 0.04))


def flag_size() -> tuple[float, float]:
    """Width and height of a flag with its name ribbon, in cell widths."""
    return 0.96, 0.88


def paint_flag(painter: QPainter, rect: QRectF, castle: str, city: str) -> None:
    """A castle's flag: a pole from the bottom-left of ``rect``, a swallow-tailed banner in the
    castle's arms, and a ribbon naming the city."""
    arms = heraldry(castle)
    w, h = rect.width(), rect.height()
    pole_x = rect.left() + w * 0.1
    painter.setPen(_pen(QColor("#3a2814"), w * 0.035))
    painter.drawLine(QPointF(pole_x, rect.bottom()), QPointF(pole_x, rect.top() + h * 0.02))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GOLD)
    painter.drawEllipse(QPointF(pole_x, rect.top() + h * 0.02), w * 0.03, w * 0.03)
    banner = QRectF(pole_x, rect.top() + h * 0.06, w * 0.5, h * 0.3)
    cloth = QPainterPath()
    cloth.moveTo(banner.topLeft())
    cloth.cubicTo(banner.left() + banner.width() * 0.4, banner.top() - h * 0.04, banner.left() + banner.width() * 0.7,
                  banner.top() + h * 0.04, banner.right(), banner.top())
    cloth.lineTo(banner.right() - banner.width() * 0.22, banner.center().y())
    cloth.lineTo(banner.right(), banner.bottom())
    cloth.cubicTo(banner.left() + banner.width() * 0.7, banner.bottom() + h * 0.04, banner.left() + banner.width() * 0.4,
                  banner.bottom() - h * 0.04, banner.left(), banner.bottom())
    cloth.closeSubpath()
    painter.fillPath(cloth.translated(w * 0.02, h * 0.03), _alpha(QColor("#1a1208"), 0.3))
    painter.fillPath(cloth, arms.field)
    painter.save()
    painter.setClipPath(cloth, Qt.ClipOperation.IntersectClip)
    painter.fillPath(_pattern_path(arms.pattern, banner), arms.charge)
    painter.restore()
    painter.strokePath(cloth, _pen(arms.field.darker(200), w * 0.02))
    # The name ribbon, hanging from the pole below the banner.
    ribbon = QRectF(rect.left(), rect.top() + h * 0.44, w, h * 0.3)
    painter.setPen(_pen(PARCHMENT_DARK, w * 0.02))
    painter.setBrush(QColor("#fbf2dc"))
    painter.drawRoundedRect(ribbon, h * 0.06, h * 0.06)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(arms.field)
    painter.drawRect(QRectF(ribbon.left(), ribbon.top(), w * 0.05, ribbon.height()))
    draw_text(painter, city, ribbon.adjusted(w * 0.09, h * 0.075, -w * 0.05, -h * 0.075), INK, sans=True)


# --- cards ------------------------------------------------------------------------------------------------------


def _card_frame(painter: QPainter, rect: QRectF, fill: QColor, edge: QColor) -> QPainterPath:
    r = min(rect.width(), rect.height()) * 0.08
    path = QPainterPath()
    path.addRoundedRect(rect, r, r)
    painter.fillPath(path.translated(rect.width() * 0.03, rect.width() * 0.04), _alpha(QColor("#120c05"), 0.35))
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0.0, fill.lighter(106))
    grad.setColorAt(1.0, fill.darker(106))
    painter.fillPath(path, QBrush(grad))
    painter.strokePath(path, _pen(edge, rect.width() * 0.03))
    return path


def paint_building_card(painter: QPainter, rect: QRectF, number: int, pic: BoardPicture | None = None) -> None:
    """A building card: its parcel number large, and a little map of the board with the parcel
    marked, so the parcel is found quickly."""
    w, h = rect.width(), rect.height()
    _card_frame(painter, rect, PARCHMENT, PARCHMENT_DARK)
    painter.setPen(_pen(_alpha(GOLD_DARK, 0.7), w * 0.015))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    painter.drawRoundedRect(inner, w * 0.05, w * 0.05)
    draw_text(painter, str(number), QRectF(inner.left(), inner.top() + h * 0.07, inner.width(), h * 0.26), INK)
    if pic is None:
        return
    side = min(inner.width() * 0.86, inner.bottom() - (inner.top() + h * 0.42))
    cell = side / max(pic.cols, pic.rows)
    left = inner.center().x() - cell * pic.cols / 2
    top = inner.bottom() - h * 0.04 - cell * pic.rows
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(MEADOW.lighter(112))
    painter.drawRect(QRectF(left, top, cell * pic.cols, cell * pic.rows))
    mark = None
    for index, parcel in enumerate(pic.parcels):
        if not parcel:
            continue
        r, c = divmod(index, pic.cols)
        box = QRectF(left + c * cell, top + r * cell, cell, cell)
        if parcel == number:
            mark = box
        painter.fillRect(box.adjusted(cell * 0.06, cell * 0.06, -cell * 0.06, -cell * 0.06), PLOT_EDGE.lighter(105))
    if mark is not None:
        painter.setPen(_pen(QColor("#fff4dc"), cell * 0.5))
        painter.setBrush(QColor("#b3261e"))
        painter.drawEllipse(mark.center(), cell * 1.05, cell * 1.05)


def paint_tower_card(painter: QPainter, rect: QRectF, count: int = 1) -> None:
    """A tower card: a slate-blue tower on parchment and the levels it may build (2-5); with
    several held, a count in the corner."""
    w, h = rect.width(), rect.height()
    if count > 1:
        # The cards below peek out, so a pile reads as a pile.
        for k in range(min(count, 3) - 1, 0, -1):
            _card_frame(painter, rect.translated(w * 0.05 * k, -w * 0.05 * k), PARCHMENT.darker(104), PARCHMENT_DARK)
    _card_frame(painter, rect, PARCHMENT, PARCHMENT_DARK)
    inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    painter.setPen(_pen(_alpha(TOWER_BACK, 0.7), w * 0.015))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, w * 0.05, w * 0.05)
    _tower_shape(painter, QRectF(inner.left() + inner.width() * 0.22, inner.top() + h * 0.1, inner.width() * 0.56, h * 0.56),
                 TOWER_BACK, TOWER_BACK.darker(160))
    draw_text(painter, "2–5", QRectF(inner.left(), inner.bottom() - h * 0.2, inner.width(), h * 0.13), TOWER_BACK.darker(130))
    if count > 1:
        c = QPointF(rect.right() - w * 0.12, rect.top() + w * 0.12)
        painter.setPen(_pen(QColor("#fff6df"), w * 0.03))
        painter.setBrush(QColor("#b3261e"))
        painter.drawEllipse(c, w * 0.17, w * 0.17)
        draw_text(painter, f"{count}", QRectF(c.x() - w * 0.12, c.y() - w * 0.08, w * 0.24, w * 0.16), QColor("#fff6df"))


def paint_empty_card(painter: QPainter, rect: QRectF) -> None:
    """An empty place for a card: a dashed outline."""
    w = rect.width()
    pen = _pen(_alpha(PARCHMENT, 0.45), w * 0.03)
    pen.setDashPattern([3.0, 2.0])
    painter.setPen(pen)
    painter.setBrush(_alpha(PARCHMENT, 0.05))
    painter.drawRoundedRect(rect.adjusted(w * 0.02, w * 0.02, -w * 0.02, -w * 0.02), w * 0.08, w * 0.08)


def _tower_shape(painter: QPainter, box: QRectF, fill: QColor, edge: QColor) -> None:
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    path = QPainterPath()
    path.addRect(QRectF(x + w * 0.2, y + h * 0.2, w * 0.6, h * 0.8))
    for k in range(3):
        path.addRect(QRectF(x + w * (0.12 + k * 0.3), y + h * 0.06, w * 0.16, h * 0.16))
    path.addRect(QRectF(x + w * 0.1, y + h * 0.18, w * 0.8, h * 0.08))
    path = path.simplified()
    painter.setPen(_pen(edge, w * 0.05, join=Qt.PenJoinStyle.MiterJoin))
    painter.setBrush(fill)
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(edge)
    painter.drawRoundedRect(QRectF(x + w * 0.42, y + h * 0.72, w * 0.16, h * 0.28), w * 0.08, w * 0.08)
    painter.drawRect(QRectF(x + w * 0.46, y + h * 0.38, w * 0.08, h * 0.16))


def paint_card_back(painter: QPainter, rect: QRectF, deck: str, count: int | None = None) -> None:
    """The back of the building deck (terracotta, a castle) or the tower deck (slate, a tower),
    with the number of cards left."""
    w, h = rect.width(), rect.height()
    fill = BUILDING_BACK if deck == "building" else TOWER_BACK
    if count is not None and count > 1:
        for k in range(min(count, 4) - 1, 0, -1):
            _card_frame(painter, rect.translated(w * 0.035 * k, -w * 0.035 * k), fill.darker(115), fill.darker(180))
    if count == 0:
        pen = _pen(_alpha(PARCHMENT, 0.5), w * 0.03)
        pen.setDashPattern([3.0, 2.0])
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, w * 0.08, w * 0.08)
        return
    _card_frame(painter, rect, fill, fill.darker(180))
    inner = rect.adjusted(w * 0.08, w * 0.08, -w * 0.08, -w * 0.08)
    painter.setPen(_pen(GOLD, w * 0.02))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, w * 0.05, w * 0.05)
    emblem = QRectF(inner.left() + inner.width() * 0.2, inner.top() + h * 0.12, inner.width() * 0.6, h * 0.42)
    if deck == "building":
        _castle_shape(painter, emblem, GOLD, GOLD_DARK)
    else:
        _tower_shape(painter, emblem, GOLD, GOLD_DARK)
    if count is not None:
        draw_text(painter, str(count), QRectF(inner.left(), inner.bottom() - h * 0.26, inner.width(), h * 0.15), QColor("#fff6df"))


def _castle_shape(painter: QPainter, box: QRectF, fill: QColor, edge: QColor) -> None:
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    path = QPainterPath()
    path.addRect(QRectF(x, y + h * 0.35, w * 0.26, h * 0.65))
    path.addRect(QRectF(x + w * 0.74, y + h * 0.35, w * 0.26, h * 0.65))
    path.addRect(QRectF(x + w * 0.32, y + h * 0.1, w * 0.36, h * 0.9))
    path.addRect(QRectF(x + w * 0.2, y + h * 0.55, w * 0.6, h * 0.45))
    for left, right, top in ((0.0, 0.26, 0.35), (0.74, 1.0, 0.35), (0.32, 0.68, 0.1)):
        n = 3 if right - left > 0.3 else 2
        step = (right - left) / (2 * n - 1)
        for k in range(n):
            path.addRect(QRectF(x + w * (left + 2 * k * step), y + h * (top - 0.08), w * step, h * 0.08))
    path = path.simplified()
    painter.setPen(_pen(edge, w * 0.03, join=Qt.PenJoinStyle.MiterJoin))
    painter.setBrush(fill)
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(edge)
    painter.drawRoundedRect(QRectF(x + w * 0.42, y + h * 0.72, w * 0.16, h * 0.28), w * 0.08, w * 0.08)


# --- side-panel pictures ---------------------------------------------------------------------------------------


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
    painter.setPen(_pen(TIMBER_EDGE, h * 0.05, join=Qt.PenJoinStyle.MiterJoin))
    painter.setBrush(TIMBER_TOP)
    painter.drawRect(deck)
    painter.setBrush(TIMBER_FRONT)
    path = QPainterPath()
    path.addRect(QRectF(rect.left(), deck.bottom(), w, h * 0.34))
    arch = QPainterPath()
    arch.addEllipse(QPointF(rect.center().x(), rect.bottom()), w * 0.32, h * 0.3)
    painter.drawPath(path.subtracted(arch))
    painter.setPen(_pen(_alpha(TIMBER_EDGE, 0.6), h * 0.03))
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
    painter.setPen(_pen(GOLD_DARK, r * 0.14))
    painter.setBrush(QBrush(grad))
    painter.drawEllipse(c, r * 0.92, r * 0.92)
    painter.setPen(_pen(_alpha(GOLD_DARK, 0.8), r * 0.1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(c, r * 0.6, r * 0.6)


def paint_card_icon(painter: QPainter, rect: QRectF, tower: bool = False) -> None:
    """A tiny card (cards held), parchment for building cards, slate for tower cards."""
    w, h = rect.width(), rect.height()
    card = QRectF(rect.center().x() - h * 0.34, rect.top(), h * 0.68, h)
    fill = TOWER_BACK if tower else PARCHMENT
    painter.setPen(_pen(PARCHMENT_DARK, w * 0.06))
    painter.setBrush(fill)
    painter.drawRoundedRect(card, w * 0.1, w * 0.1)
    if tower:
        _tower_shape(painter, card.adjusted(card.width() * 0.2, card.height() * 0.2, -card.width() * 0.2, -card.height() * 0.2),
                     GOLD, GOLD_DARK)


def chip_width(text: str, height: float) -> float:
    """The width a chip of ``height`` needs for ``text``."""
    _path, width = _unit_text(text, True, True)
    return width * height * 0.4 + height * 0.75


def paint_chip(painter: QPainter, rect: QRectF, text: str, state: str = "normal") -> None:
    """A button on the table: ``normal``, ``hover``, ``selected`` or ``quiet`` (a cancel)."""
    h = rect.height()
    fill = {"hover": QColor("#fff3cf"), "selected": QColor("#ffe08a"), "quiet": QColor("#e9ddc4")}.get(state, PARCHMENT)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_alpha(QColor("#120c05"), 0.35))
    painter.drawRoundedRect(rect.translated(h * 0.05, h * 0.08), h * 0.3, h * 0.3)
    edge = GOLD_DARK if state in ("hover", "selected") else PARCHMENT_DARK
    painter.setPen(_pen(edge, h * (0.07 if state in ("hover", "selected") else 0.045)))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, h * 0.3, h * 0.3)
    draw_text(painter, text, rect.adjusted(h * 0.3, h * 0.3, -h * 0.3, -h * 0.3), INK, sans=True)


def paint_prompt(painter: QPainter, rect: QRectF, title: str) -> None:
    """The background of a floating choice on the board, with its question on top."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_alpha(QColor("#120c05"), 0.4))
    r = min(rect.width(), rect.height()) * 0.08
    painter.drawRoundedRect(rect.translated(rect.height() * 0.03, rect.height() * 0.05), r, r)
    painter.setPen(_pen(GOLD, rect.height() * 0.025))
    painter.setBrush(_alpha(TABLE_BACKGROUND.darker(115), 0.95))
    painter.drawRoundedRect(rect, r, r)
    if title:
        line = min(rect.height() * 0.22, 24.0 if rect.height() > 60 else rect.height() * 0.22)
        draw_text(painter, title, QRectF(rect.left() + line * 0.6, rect.top() + line * 0.55, rect.width() - line * 1.2, line),
                  QColor("#fbf3e2"), align="left", sans=True)


def paint_recent_ring(painter: QPainter, rect: QRectF) -> None:
    """A pale dashed ring around what another player just built, quieter than a lit target."""
    s = min(rect.width(), rect.height())
    width = max(1.5, s * 0.05)
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(_alpha(QColor("#2a1a08"), 0.6), width * 1.8))
    painter.drawRect(rect.adjusted(-width, -width, width, width))
    pen = _pen(RECENT, width)
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
    painter.setBrush(_alpha(glow, 0.42 if strong else 0.2))
    painter.drawRect(rect)
    inset = width / 2
    frame = rect.adjusted(inset, inset, -inset, -inset)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(_alpha(QColor("#3d2200"), 0.85), width * 1.6, join=Qt.PenJoinStyle.MiterJoin))
    painter.drawRect(frame)
    painter.setPen(_pen(glow, width, join=Qt.PenJoinStyle.MiterJoin))
    painter.drawRect(frame)
    if strong:
        painter.setPen(_pen(QColor(255, 255, 255, 235), width * 0.4, join=Qt.PenJoinStyle.MiterJoin))
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
    painter.setPen(_pen(GOLD if line.active else _alpha(PARCHMENT, 0.25), h * (0.05 if line.active else 0.02)))
    painter.setBrush(_alpha(PARCHMENT, 0.14 if line.active else 0.06))
    painter.drawRoundedRect(rect, r, r)
    band = QRectF(rect.left() + h * 0.08, rect.top() + h * 0.12, h * 0.14, h * 0.76)
    painter.setPen(_pen(line.colour.darker(200), h * 0.02))
    painter.setBrush(line.colour)
    painter.drawRoundedRect(band, h * 0.05, h * 0.05)
    light = QColor("#fbf3e2")
    dim = QColor("#e4d6bb")
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
    light = QColor("#fbf3e2")
    dim = QColor("#e4d6bb")
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
