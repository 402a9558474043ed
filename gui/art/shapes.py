"""Painter helpers shared by the tables' art: unit-box paths, boolean operations, pens and text outlines."""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QTransform,
)

# Detail thresholds, in device pixels across the piece. Below SMALL_PX a tile is an icon (24 px
# in a log line): bigger badge, fewer merlons, no joints. At DETAIL_PX and above we add fine
# lines (brick joints, inlay frames, lions) that would only be noise when smaller.
SMALL_PX = 40.0
DETAIL_PX = 72.0

# Serif families with lining (same-height) digits, first found wins. Old-style figures (Georgia)
# are avoided: their 3/4/5/7/9 drop below the line and would not centre in a badge.
_FONT_FAMILIES = ["DejaVu Serif", "Noto Serif", "Liberation Serif", "Cambria", "Times New Roman", "serif"]
_REFERENCE_PX = 100  # text outlines are made at this size, then scaled into their box

# Geometry that needs boolean operations (symbols, walls, lions, text outlines) is built once in
# a unit box and memoised with functools.cache: a board repaints dozens of tiles per frame and
# those operations cost milliseconds. The memos hold pure geometry keyed by their arguments;
# callers only ever map them through a QTransform, which returns a new path, never mutate them.


# --- small geometry helpers (unit-box paths) -------------------------------------------------


def rect_path(x: float, y: float, w: float, h: float) -> QPainterPath:
    path = QPainterPath()
    path.addRect(QRectF(x, y, w, h))
    return path


def ellipse_path(cx: float, cy: float, rx: float, ry: float | None = None) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, rx if ry is None else ry)
    return path


def poly_path(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


# Qt flattens curves for boolean operations, simplified() and stroking with a fixed tolerance in
# absolute units (about half a unit), so in a painter scaled to tile units, or in the 0..1 symbol
# box, a circle would come out as an octagon. These wrappers do the work at a large scale instead.
_BOOLEAN_SPAN = 4096.0


def _scales(*paths: QPainterPath) -> tuple[QTransform, QTransform]:
    span = 0.0
    for path in paths:
        r = path.boundingRect()
        span = max(span, r.width(), r.height())
    k = _BOOLEAN_SPAN / span if span > 0 else 1.0
    return QTransform.fromScale(k, k), QTransform.fromScale(1.0 / k, 1.0 / k)


def _boolean(a: QPainterPath, b: QPainterPath, op: str) -> QPainterPath:
    """``a.united/subtracted/intersected(b)`` computed at a scale where curves stay smooth."""
    up, down = _scales(a, b)
    return down.map(getattr(up.map(a), op)(up.map(b)))


def united_path(a: QPainterPath, b: QPainterPath) -> QPainterPath:
    return _boolean(a, b, "united")


def subtracted_path(a: QPainterPath, b: QPainterPath) -> QPainterPath:
    return _boolean(a, b, "subtracted")


def intersected_path(a: QPainterPath, b: QPainterPath) -> QPainterPath:
    return _boolean(a, b, "intersected")


def simplified_path(path: QPainterPath) -> QPainterPath:
    up, down = _scales(path)
    return down.map(up.map(path).simplified())


def union(*paths: QPainterPath) -> QPainterPath:
    """All ``paths`` merged into one outline, holes kept (so not one winding-fill simplify)."""
    merged = QPainterPath(paths[0])
    for path in paths[1:]:
        merged = united_path(merged, path)
    return merged


def horseshoe_arch(cx: float, spring: float, r: float, bottom: float) -> QPainterPath:
    """A horseshoe-arch opening: the circle runs past its diameter, the jambs are narrower."""
    return united_path(ellipse_path(cx, spring, r), rect_path(cx - 0.78 * r, spring, 1.56 * r, bottom - spring))


def pointed_arch(cx: float, spring: float, half_w: float, rise: float, bottom: float) -> QPainterPath:
    """A pointed (ogival) arch shape from ``bottom`` up to its apex ``rise`` above ``spring``."""
    path = QPainterPath()
    path.moveTo(cx - half_w, bottom)
    path.lineTo(cx - half_w, spring)
    path.cubicTo(cx - half_w, spring - rise * 0.6, cx - half_w * 0.4, spring - rise * 0.92, cx, spring - rise)
    path.cubicTo(cx + half_w * 0.4, spring - rise * 0.92, cx + half_w, spring - rise * 0.6, cx + half_w, spring)
    path.lineTo(cx + half_w, bottom)
    path.closeSubpath()
    return path


def onion_dome(cx: float, base: float, half_w: float, height: float) -> QPainterPath:
    """An onion dome standing on ``base``, widest a third of the way up, tapering to a point."""
    top = base - height
    path = QPainterPath()
    path.moveTo(cx - half_w * 0.72, base)
    path.cubicTo(cx - half_w * 1.3, base - height * 0.22, cx - half_w * 1.1, base - height * 0.62,
                 cx - half_w * 0.42, base - height * 0.74)
    path.cubicTo(cx - half_w * 0.12, base - height * 0.82, cx - half_w * 0.04, base - height * 0.9, cx, top)
    path.cubicTo(cx + half_w * 0.04, base - height * 0.9, cx + half_w * 0.12, base - height * 0.82,
                 cx + half_w * 0.42, base - height * 0.74)
    path.cubicTo(cx + half_w * 1.1, base - height * 0.62, cx + half_w * 1.3, base - height * 0.22,
                 cx + half_w * 0.72, base)
    path.closeSubpath()
    return path


def star_path(cx: float, cy: float, r_out: float, r_in: float, points: int, turn: float = -90.0) -> QPainterPath:
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(turn + i * 180.0 / points)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return poly_path(*pts)


@functools.cache
def _unit_eight_star() -> QPainterPath:
    a = 0.5 / math.sqrt(2.0)
    square = poly_path((0.5 - a, 0.5 - a), (0.5 + a, 0.5 - a), (0.5 + a, 0.5 + a), (0.5 - a, 0.5 + a))
    diamond = poly_path((0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5))
    return united_path(square, diamond)


def eight_star(cx: float, cy: float, r: float) -> QPainterPath:
    """The eight-pointed star of two overlapping squares (a common zellige motif)."""
    return unit_to(QRectF(cx - r, cy - r, 2 * r, 2 * r)).map(_unit_eight_star())


def stroke_to_path(path: QPainterPath, width: float) -> QPainterPath:
    up, down = _scales(path)
    stroker = QPainterPathStroker()
    stroker.setWidth(width * up.m11())
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return down.map(stroker.createStroke(up.map(path)))


def unit_to(box: QRectF) -> QTransform:
    """Maps the unit box (0..1, y down) onto ``box``."""
    return QTransform(box.width(), 0.0, 0.0, box.height(), box.x(), box.y())


def square_in(rect: QRectF, fraction: float = 1.0, dx: float = 0.0, dy: float = 0.0) -> QRectF:
    """The centred square of side ``fraction`` x the rect's short side, shifted by (dx, dy) sides."""
    side = min(rect.width(), rect.height())
    s = side * fraction
    c = rect.center()
    return QRectF(c.x() - s / 2 + dx * side, c.y() - s / 2 + dy * side, s, s)


def device_px(painter: QPainter, length: float) -> float:
    """How many device pixels ``length`` (in the painter's current units) covers."""
    t = painter.deviceTransform()
    scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))
    return length * (scale or 1.0)


def with_alpha(colour: QColor, alpha: float) -> QColor:
    """A copy of ``colour`` with opacity ``alpha`` (clamped to 0..1)."""
    c = QColor(colour)
    c.setAlphaF(max(0.0, min(1.0, alpha)))
    return c


def make_pen(colour: QColor, width: float, cap=Qt.PenCapStyle.RoundCap, join=Qt.PenJoinStyle.RoundJoin) -> QPen:
    """A pen of ``colour`` and ``width``, round-capped and round-joined unless told otherwise."""
    pen = QPen(colour, width)
    pen.setCapStyle(cap)
    pen.setJoinStyle(join)
    return pen


def lerp_by_px(px: float, small: float, large: float, lo: float = 28.0, hi: float = 110.0) -> float:
    """``small`` at or below ``lo`` device px, ``large`` at or above ``hi``, linear in between."""
    t = min(1.0, max(0.0, (px - lo) / (hi - lo)))
    return small + (large - small) * t


# --- text ---------------------------------------------------------------------------------------


def _font() -> QFont:
    font = QFont()
    font.setFamilies(_FONT_FAMILIES)
    font.setPixelSize(_REFERENCE_PX)
    font.setWeight(QFont.Weight.Bold)
    # Hinting snaps outlines to the 100 px grid, which is meaningless once they are scaled.
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def unit_outline(font: QFont, text: str, reference: str, left_aligned: bool) -> tuple[QPainterPath, float]:
    """Outline of ``text`` scaled so that ``reference`` is 1 high (every label made with the same
    reference matches), centred on y = 0 and on x = 0 (or starting there); and its width."""
    path = QPainterPath()
    path.addText(0.0, 0.0, font, text)
    ref_path = QPainterPath()
    ref_path.addText(0.0, 0.0, font, reference)
    ref = ref_path.boundingRect()
    bounds = path.boundingRect()
    if bounds.isEmpty() or ref.isEmpty():
        return QPainterPath(), 0.0
    t = QTransform()
    t.scale(1.0 / ref.height(), 1.0 / ref.height())
    t.translate(-(bounds.left() if left_aligned else bounds.center().x()), -ref.center().y())
    return t.map(path), bounds.width() / ref.height()


@functools.lru_cache(maxsize=512)
def _unit_text(text: str) -> tuple[QPainterPath, float]:
    """Outline of ``text`` with digit height 1, centred on the origin; and its width in that unit."""
    return unit_outline(_font(), text, "0", left_aligned=False)  # digits match: "1" and "13" alike


def text_path(text: str, box: QRectF) -> QPainterPath:
    """Outline of ``text`` centred in ``box``; capital/digit height fills the box height unless too wide."""
    path, width = _unit_text(text)
    if width <= 0.0:
        return QPainterPath()
    scale = min(box.height(), box.width() / width)
    t = QTransform()
    t.translate(box.center().x(), box.center().y())
    t.scale(scale, scale)
    return t.map(path)


def draw_text(painter: QPainter, path: QPainterPath, fill: QColor, outline: QColor | None, width: float) -> None:
    """Fills a text outline, with a halo behind it so it reads on any ground."""
    if outline is not None and width > 0:
        painter.strokePath(path, make_pen(outline, width))
    painter.fillPath(path, fill)


def paint_bevel(painter: QPainter, rect: QRectF, radius: float, inset: float, width: float,
                light_alpha: int = 70, shade_alpha: int = 55) -> None:
    """Light along the top and left edges, shade along the bottom and right: a piece lit from the
    top-left. ``inset`` and ``width`` are in the painter's units, like ``rect``."""
    lit = QPainterPath()
    lit.moveTo(rect.left() + inset, rect.bottom() - radius)
    lit.lineTo(rect.left() + inset, rect.top() + inset)
    lit.lineTo(rect.right() - radius, rect.top() + inset)
    shade = QPainterPath()
    shade.moveTo(rect.right() - inset, rect.top() + radius)
    shade.lineTo(rect.right() - inset, rect.bottom() - inset)
    shade.lineTo(rect.left() + radius, rect.bottom() - inset)
    painter.strokePath(lit, make_pen(QColor(255, 255, 255, light_alpha), width))
    painter.strokePath(shade, make_pen(QColor(0, 0, 0, shade_alpha), width))


def begin_rounded_picture(painter: QPainter, rect: QRectF) -> None:
    """Save the painter and clip it to ``rect`` with rounded corners, antialiased: how every
    start-page picture begins (the caller restores the painter when done)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    radius = min(rect.width(), rect.height()) * 0.05
    clip = QPainterPath()
    clip.addRoundedRect(rect, radius, radius)
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
