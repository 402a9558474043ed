"""Painting functions for the Alhambra table: tiles, walls, money, card faces, slots and pictures.

Pure painting, no scene logic. Every function takes the rect to fill in the painter's current
units: the caller may have scaled the painter so that a tile is 1.0 x 1.0 logical units, or may
paint in pixels. So every length (pen widths, text heights, insets) is a fraction of the rect,
and the amount of detail is chosen from the rect's size in *device* pixels (see _device_px).

Text is drawn as glyph outlines (QPainterPath.addText at a 100 px reference font, then scaled
into its box): a QFont cannot be smaller than one unit, so pixel sizes would break in a painter
scaled to tile units, whereas an outline scales exactly and keeps numbers the same size on every
machine.

Symbols are built in a unit box (0..1, y down) and mapped onto the target square. Colour is never
the only cue: each building type and currency has its own silhouette.
"""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QIcon,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QTransform,
)

from gui.art.palette import (
    BUILDING_STYLES,
    CARD_BACK,
    CARD_BACK_DARK,
    CURRENCY_STYLES,
    GOLD,
    GOLD_DARK,
    HIGHLIGHT,
    MARBLE,
    PANEL_FILL,
    PARCHMENT,
    PARCHMENT_DARK,
    SANDSTONE,
    SANDSTONE_DARK,
    SANDSTONE_LIGHT,
    TABLE_BACKGROUND,
    WATER,
    WATER_DARK,
    BuildingStyle,
)
from gui.art.palette import player_colour as seat_colour

# Detail thresholds, in device pixels across the piece. Below _SMALL_PX a tile is an icon (24 px
# in a log line): bigger badge, fewer merlons, no joints. At _DETAIL_PX and above we add fine
# lines (brick joints, inlay frames, lions) that would only be noise when smaller.
_SMALL_PX = 40.0
_DETAIL_PX = 72.0

# Serif families with lining (same-height) digits, first found wins. Old-style figures (Georgia)
# are avoided: their 3/4/5/7/9 drop below the line and would not centre in a badge.
_FONT_FAMILIES = ["DejaVu Serif", "Noto Serif", "Liberation Serif", "Cambria", "Times New Roman", "serif"]
_REFERENCE_PX = 100  # text outlines are made at this size, then scaled into their box

_WALL_N, _WALL_E, _WALL_S, _WALL_W = 1, 2, 4, 8

# Geometry that needs boolean operations (symbols, walls, lions, text outlines) is built once in
# a unit box and memoised with functools.cache: a board repaints dozens of tiles per frame and
# those operations cost milliseconds. The memos hold pure geometry keyed by their arguments;
# callers only ever map them through a QTransform, which returns a new path, never mutate them.


# --- small geometry helpers (unit-box paths) -------------------------------------------------


def _rect_path(x: float, y: float, w: float, h: float) -> QPainterPath:
    path = QPainterPath()
    path.addRect(QRectF(x, y, w, h))
    return path


def _ellipse_path(cx: float, cy: float, rx: float, ry: float | None = None) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, rx if ry is None else ry)
    return path


def _poly_path(*points: tuple[float, float]) -> QPainterPath:
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


def _united(a: QPainterPath, b: QPainterPath) -> QPainterPath:
    return _boolean(a, b, "united")


def _subtracted(a: QPainterPath, b: QPainterPath) -> QPainterPath:
    return _boolean(a, b, "subtracted")


def _intersected(a: QPainterPath, b: QPainterPath) -> QPainterPath:
    return _boolean(a, b, "intersected")


def _simplified(path: QPainterPath) -> QPainterPath:
    up, down = _scales(path)
    return down.map(up.map(path).simplified())


def _union(*paths: QPainterPath) -> QPainterPath:
    """All ``paths`` merged into one outline, holes kept (so not one winding-fill simplify)."""
    merged = QPainterPath(paths[0])
    for path in paths[1:]:
        merged = _united(merged, path)
    return merged


def _horseshoe(cx: float, spring: float, r: float, bottom: float) -> QPainterPath:
    """A horseshoe-arch opening: the circle runs past its diameter, the jambs are narrower."""
    return _united(_ellipse_path(cx, spring, r), _rect_path(cx - 0.78 * r, spring, 1.56 * r, bottom - spring))


def _pointed(cx: float, spring: float, half_w: float, rise: float, bottom: float) -> QPainterPath:
    """A pointed (ogival) arch shape from ``bottom`` up to its apex ``rise`` above ``spring``."""
    path = QPainterPath()
    path.moveTo(cx - half_w, bottom)
    path.lineTo(cx - half_w, spring)
    path.cubicTo(cx - half_w, spring - rise * 0.6, cx - half_w * 0.4, spring - rise * 0.92, cx, spring - rise)
    path.cubicTo(cx + half_w * 0.4, spring - rise * 0.92, cx + half_w, spring - rise * 0.6, cx + half_w, spring)
    path.lineTo(cx + half_w, bottom)
    path.closeSubpath()
    return path


def _onion(cx: float, base: float, half_w: float, height: float) -> QPainterPath:
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


def _star_path(cx: float, cy: float, r_out: float, r_in: float, points: int, turn: float = -90.0) -> QPainterPath:
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(turn + i * 180.0 / points)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return _poly_path(*pts)


@functools.cache
def _unit_eight_star() -> QPainterPath:
    a = 0.5 / math.sqrt(2.0)
    square = _poly_path((0.5 - a, 0.5 - a), (0.5 + a, 0.5 - a), (0.5 + a, 0.5 + a), (0.5 - a, 0.5 + a))
    diamond = _poly_path((0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5))
    return _united(square, diamond)


def _eight_star(cx: float, cy: float, r: float) -> QPainterPath:
    """The eight-pointed star of two overlapping squares (a common zellige motif)."""
    return _unit_to(QRectF(cx - r, cy - r, 2 * r, 2 * r)).map(_unit_eight_star())


def _stroke_to_path(path: QPainterPath, width: float) -> QPainterPath:
    up, down = _scales(path)
    stroker = QPainterPathStroker()
    stroker.setWidth(width * up.m11())
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return down.map(stroker.createStroke(up.map(path)))


def _unit_to(box: QRectF) -> QTransform:
    """Maps the unit box (0..1, y down) onto ``box``."""
    return QTransform(box.width(), 0.0, 0.0, box.height(), box.x(), box.y())


def _square_in(rect: QRectF, fraction: float = 1.0, dx: float = 0.0, dy: float = 0.0) -> QRectF:
    """The centred square of side ``fraction`` x the rect's short side, shifted by (dx, dy) sides."""
    side = min(rect.width(), rect.height())
    s = side * fraction
    c = rect.center()
    return QRectF(c.x() - s / 2 + dx * side, c.y() - s / 2 + dy * side, s, s)


def _device_px(painter: QPainter, length: float) -> float:
    """How many device pixels ``length`` (in the painter's current units) covers."""
    t = painter.deviceTransform()
    scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))
    return length * (scale or 1.0)


def _alpha(colour: QColor, alpha: float) -> QColor:
    c = QColor(colour)
    c.setAlphaF(alpha)
    return c


def _pen(colour: QColor, width: float, cap=Qt.PenCapStyle.RoundCap, join=Qt.PenJoinStyle.RoundJoin) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(cap)
    pen.setJoinStyle(join)
    return pen


def _lerp_by_px(px: float, small: float, large: float, lo: float = 28.0, hi: float = 110.0) -> float:
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


@functools.lru_cache(maxsize=512)
def _unit_text(text: str) -> tuple[QPainterPath, float]:
    """Outline of ``text`` with digit height 1, centred on the origin; and its width in that unit."""
    font = _font()
    path = QPainterPath()
    path.addText(0.0, 0.0, font, text)
    reference = QPainterPath()
    reference.addText(0.0, 0.0, font, "0")  # digit height sets the scale, so "1" and "13" match
    ref = reference.boundingRect()
    bounds = path.boundingRect()
    if bounds.isEmpty() or ref.isEmpty():
        return QPainterPath(), 0.0
    t = QTransform()
    t.scale(1.0 / ref.height(), 1.0 / ref.height())
    t.translate(-bounds.center().x(), -ref.center().y())
    return t.map(path), bounds.width() / ref.height()


def _text_path(text: str, box: QRectF) -> QPainterPath:
    """Outline of ``text`` centred in ``box``; capital/digit height fills the box height unless too wide."""
    path, width = _unit_text(text)
    if width <= 0.0:
        return QPainterPath()
    scale = min(box.height(), box.width() / width)
    t = QTransform()
    t.translate(box.center().x(), box.center().y())
    t.scale(scale, scale)
    return t.map(path)


def _draw_text(painter: QPainter, path: QPainterPath, fill: QColor, outline: QColor | None, width: float) -> None:
    """Fills a text outline, with a halo behind it so it reads on any ground."""
    if outline is not None and width > 0:
        painter.strokePath(path, _pen(outline, width))
    painter.fillPath(path, fill)


# --- symbols --------------------------------------------------------------------------------------


def _pavilion() -> QPainterPath:
    dome = QPainterPath()
    dome.moveTo(0.27, 0.43)
    dome.arcTo(QRectF(0.27, 0.19, 0.46, 0.48), 180.0, -180.0)
    dome.closeSubpath()
    body = _union(
        _rect_path(0.12, 0.83, 0.76, 0.07),  # plinth
        _rect_path(0.20, 0.54, 0.60, 0.30),  # open hall
        _rect_path(0.12, 0.48, 0.76, 0.065),  # wide eave
        _rect_path(0.25, 0.42, 0.50, 0.065),  # drum
        dome,
        _rect_path(0.49, 0.13, 0.02, 0.08),  # finial
        _ellipse_path(0.5, 0.14, 0.03),
    )
    return _subtracted(body, _horseshoe(0.5, 0.665, 0.12, 0.83))


def _seraglio() -> QPainterPath:
    body = _union(
        _rect_path(0.09, 0.82, 0.82, 0.07),
        _rect_path(0.27, 0.50, 0.46, 0.33),
        _rect_path(0.24, 0.465, 0.52, 0.05),
        _onion(0.5, 0.475, 0.185, 0.35),
        _rect_path(0.115, 0.42, 0.10, 0.41),  # minarets
        _rect_path(0.785, 0.42, 0.10, 0.41),
        _rect_path(0.10, 0.40, 0.13, 0.035),
        _rect_path(0.77, 0.40, 0.13, 0.035),
        _onion(0.165, 0.405, 0.062, 0.15),
        _onion(0.835, 0.405, 0.062, 0.15),
    )
    return _subtracted(body, _pointed(0.5, 0.67, 0.085, 0.085, 0.82))


def _arcades() -> QPainterPath:
    body = _union(
        _rect_path(0.05, 0.25, 0.90, 0.075),  # cornice
        _rect_path(0.08, 0.32, 0.84, 0.54),
        _rect_path(0.05, 0.855, 0.90, 0.065),  # plinth
    )
    for cx in (0.235, 0.5, 0.765):
        body = _subtracted(body, _horseshoe(cx, 0.545, 0.1, 0.855))
    return body


def _chambers() -> QPainterPath:
    outer = _pointed(0.5, 0.40, 0.255, 0.27, 0.84)
    inner = _pointed(0.5, 0.42, 0.185, 0.205, 0.80)
    bars = QPainterPath()
    bars.setFillRule(Qt.FillRule.WindingFill)
    half = 0.021  # half bar width: the lattice must survive as texture at icon sizes
    for k in range(-8, 9):
        o = k * 0.115
        bars.addPolygon(QPolygonF([QPointF(o - half, 0.0), QPointF(o + half, 0.0),
                                   QPointF(o + 1.0 + half, 1.0), QPointF(o + 1.0 - half, 1.0)]))
        bars.closeSubpath()
        bars.addPolygon(QPolygonF([QPointF(1.0 - o - half, 0.0), QPointF(1.0 - o + half, 0.0),
                                   QPointF(-o + half, 1.0), QPointF(-o - half, 1.0)]))
        bars.closeSubpath()
    lattice = _intersected(_simplified(bars), inner)
    return _union(_subtracted(outer, inner), lattice, _rect_path(0.17, 0.82, 0.66, 0.075))


def _cypress(cx: float, top: float, bottom: float, half_w: float) -> QPainterPath:
    h = bottom - top
    path = QPainterPath()
    path.moveTo(cx, top)
    path.cubicTo(cx + half_w * 0.8, top + h * 0.25, cx + half_w * 1.1, bottom - h * 0.3, cx, bottom)
    path.cubicTo(cx - half_w * 1.1, bottom - h * 0.3, cx - half_w * 0.8, top + h * 0.25, cx, top)
    path.closeSubpath()
    return path


def _garden() -> QPainterPath:
    basin = QPainterPath()
    basin.moveTo(0.29, 0.70)
    basin.lineTo(0.71, 0.70)
    basin.arcTo(QRectF(0.29, 0.62, 0.42, 0.18), 0.0, -180.0)
    basin.closeSubpath()
    bowl = QPainterPath()
    bowl.moveTo(0.38, 0.50)
    bowl.lineTo(0.62, 0.50)
    bowl.arcTo(QRectF(0.38, 0.455, 0.24, 0.09), 0.0, -180.0)
    bowl.closeSubpath()
    jet = QPainterPath()
    jet.moveTo(0.5, 0.25)
    jet.cubicTo(0.545, 0.34, 0.55, 0.45, 0.5, 0.48)
    jet.cubicTo(0.45, 0.45, 0.455, 0.34, 0.5, 0.25)
    spray = QPainterPath()
    spray.moveTo(0.5, 0.33)
    spray.quadTo(0.36, 0.33, 0.345, 0.47)
    spray.moveTo(0.5, 0.33)
    spray.quadTo(0.64, 0.33, 0.655, 0.47)
    return _union(
        _cypress(0.175, 0.13, 0.80, 0.105),
        _cypress(0.825, 0.13, 0.80, 0.105),
        _rect_path(0.165, 0.78, 0.02, 0.07),
        _rect_path(0.815, 0.78, 0.02, 0.07),
        basin,
        _rect_path(0.465, 0.52, 0.07, 0.19),
        bowl,
        jet,
        _stroke_to_path(spray, 0.028),
        _rect_path(0.05, 0.845, 0.90, 0.06),
    )


def _tower() -> QPainterPath:
    body = _union(
        _rect_path(0.27, 0.13, 0.105, 0.12),  # merlons
        _rect_path(0.4475, 0.13, 0.105, 0.12),
        _rect_path(0.625, 0.13, 0.105, 0.12),
        _rect_path(0.27, 0.24, 0.46, 0.10),  # parapet
        _poly_path((0.27, 0.335), (0.73, 0.335), (0.68, 0.385), (0.32, 0.385)),  # corbels
        _rect_path(0.32, 0.38, 0.36, 0.47),
        _rect_path(0.25, 0.84, 0.50, 0.065),
    )
    body = _subtracted(body, _horseshoe(0.5, 0.725, 0.075, 0.84))
    return _subtracted(body, _pointed(0.5, 0.53, 0.032, 0.05, 0.60))


_BUILDING_SYMBOLS = {
    "pavilion": _pavilion,
    "seraglio": _seraglio,
    "arcades": _arcades,
    "chambers": _chambers,
    "garden": _garden,
    "tower": _tower,
}


def _coin() -> QPainterPath:
    return _subtracted(_ellipse_path(0.5, 0.5, 0.42), _ellipse_path(0.5, 0.5, 0.17))


def _crescent() -> QPainterPath:
    return _subtracted(_ellipse_path(0.47, 0.53, 0.41), _ellipse_path(0.64, 0.40, 0.33))


def _diamond() -> QPainterPath:
    return _poly_path((0.5, 0.06), (0.86, 0.5), (0.5, 0.94), (0.14, 0.5))


def _star() -> QPainterPath:
    return _eight_star(0.5, 0.5, 0.45)


_CURRENCY_SYMBOLS = {"BLUE": _coin, "GREEN": _crescent, "ORANGE": _diamond, "YELLOW": _star}


@functools.cache
def _unit_building(type_id: str) -> QPainterPath:
    try:
        make = _BUILDING_SYMBOLS[type_id]
    except KeyError:
        raise KeyError(f"unknown building type {type_id!r}") from None
    return make()


@functools.cache
def _unit_currency(currency_id: str) -> QPainterPath:
    try:
        make = _CURRENCY_SYMBOLS[currency_id]
    except KeyError:
        raise KeyError(f"unknown currency {currency_id!r}") from None
    return make()


def building_symbol_path(type_id: str, rect: QRectF) -> QPainterPath:
    """The silhouette of building type ``type_id``, fitted to the centred square of ``rect``."""
    return _unit_to(_square_in(rect)).map(_unit_building(type_id))


def currency_symbol_path(currency_id: str, rect: QRectF) -> QPainterPath:
    """The symbol of ``currency_id`` (coin, crescent, diamond, star), fitted to ``rect``'s centred square."""
    return _unit_to(_square_in(rect)).map(_unit_currency(currency_id))


# --- tiles --------------------------------------------------------------------------------------


@functools.cache
def _unit_star_lattice() -> QPainterPath:
    """A 4 x 4 lattice of eight-pointed stars centred on the thirds of the unit box (one fill)."""
    lattice = QPainterPath()
    lattice.setFillRule(Qt.FillRule.WindingFill)
    for i in range(4):
        for j in range(4):
            lattice.addPath(_eight_star(i / 3.0, j / 3.0, 0.32 / 3.0))
    return lattice


def _tile_ground(painter: QPainter, rect: QRectF, style: BuildingStyle, px: float) -> QPainterPath:
    """Paints the glazed ground of a tile and returns its outline (rounded so tiles read as tiles)."""
    s = min(rect.width(), rect.height())
    radius = s * 0.045
    outline = QPainterPath()
    outline.addRoundedRect(rect, radius, radius)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, style.fill.lighter(118))
    grad.setColorAt(0.55, style.fill)
    grad.setColorAt(1.0, style.fill.darker(112))
    painter.fillPath(outline, QBrush(grad))
    if px >= _SMALL_PX:
        # A faint inlaid lattice of eight-pointed stars: glazed-tile texture at board sizes.
        painter.save()
        painter.setClipPath(outline, Qt.ClipOperation.IntersectClip)
        painter.fillPath(_unit_to(rect).map(_unit_star_lattice()), _alpha(style.ink, 0.07))
        painter.restore()
    if px >= _SMALL_PX:
        # Bevel: lit from the top-left, like the symbols' shadows.
        b = s * 0.028
        lit = QPainterPath()
        lit.moveTo(rect.left() + b, rect.bottom() - radius)
        lit.lineTo(rect.left() + b, rect.top() + b)
        lit.lineTo(rect.right() - radius, rect.top() + b)
        shade = QPainterPath()
        shade.moveTo(rect.right() - b, rect.top() + radius)
        shade.lineTo(rect.right() - b, rect.bottom() - b)
        shade.lineTo(rect.left() + radius, rect.bottom() - b)
        painter.strokePath(lit, _pen(QColor(255, 255, 255, 70), s * 0.02))
        painter.strokePath(shade, _pen(QColor(0, 0, 0, 55), s * 0.02))
    if px >= _DETAIL_PX:
        inlay = rect.adjusted(s * 0.055, s * 0.055, -s * 0.055, -s * 0.055)
        painter.setPen(_pen(_alpha(style.ink, 0.28), s * 0.008))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inlay, radius * 0.6, radius * 0.6)
    edge = max(s * 0.016, 0.0)
    painter.setPen(_pen(style.dark, edge))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    half = edge / 2
    painter.drawRoundedRect(rect.adjusted(half, half, -half, -half), radius, radius)
    return outline


def _wall_step(px: float) -> int:
    """Wall proportions go from chunky (icon size, 0) to slim (large, 8) in eighths: few memo keys."""
    return round(_lerp_by_px(px, 0.0, 1.0) * 8)


def _wall_band(step: int) -> float:
    """Depth of the wall band in tile units, merlons excluded."""
    return 0.12 + (0.095 - 0.12) * step / 8.0


@functools.cache
def _unit_walls(walls: int, step: int, merlons: int) -> QPainterPath:
    """The sandstone bands, with merlons facing inward, for the wall bits, in the unit box."""
    band = _wall_band(step)
    merlon_d = 0.06 + (0.05 - 0.06) * step / 8.0
    merlon_w = 1.0 / merlons * 0.52  # merlons a little wider than the crenels between them
    rect = QRectF(0.0, 0.0, 1.0, 1.0)
    x0, y0, x1, y1 = rect.left(), rect.top(), rect.right(), rect.bottom()
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for bit in (_WALL_N, _WALL_E, _WALL_S, _WALL_W):
        if not walls & bit:
            continue
        if bit in (_WALL_N, _WALL_S):
            y_band = y0 if bit == _WALL_N else y1 - band
            y_mer = y0 + band if bit == _WALL_N else y1 - band - merlon_d
            path.addRect(QRectF(x0, y_band, rect.width(), band))
            for i in range(merlons):
                cx = x0 + (i + 0.5) * rect.width() / merlons
                path.addRect(QRectF(cx - merlon_w / 2, y_mer, merlon_w, merlon_d))
        else:
            x_band = x1 - band if bit == _WALL_E else x0
            x_mer = x1 - band - merlon_d if bit == _WALL_E else x0 + band
            path.addRect(QRectF(x_band, y0, band, rect.height()))
            for i in range(merlons):
                cy = y0 + (i + 0.5) * rect.height() / merlons
                path.addRect(QRectF(x_mer, cy - merlon_w / 2, merlon_d, merlon_w))
    return _simplified(path)


@functools.cache
def _unit_joints(walls: int, step: int) -> QPainterPath:
    """Coursed ashlar on the wall bands: one bed joint along each band, staggered head joints."""
    joints = QPainterPath()
    half = _wall_band(step) / 2
    courses = 8
    for bit in (_WALL_N, _WALL_E, _WALL_S, _WALL_W):
        if not walls & bit:
            continue
        for row, depth in enumerate((0.0, half)):
            for k in range(courses + 1):
                t = (k + (0.5 if row else 0.0)) / courses
                if bit in (_WALL_N, _WALL_S):
                    y = depth if bit == _WALL_N else 1.0 - depth - half
                    joints.moveTo(t, y)
                    joints.lineTo(t, y + half)
                else:
                    x = 1.0 - depth - half if bit == _WALL_E else depth
                    joints.moveTo(x, t)
                    joints.lineTo(x + half, t)
        if bit == _WALL_N:
            joints.moveTo(0.0, half)
            joints.lineTo(1.0, half)
        elif bit == _WALL_S:
            joints.moveTo(0.0, 1.0 - half)
            joints.lineTo(1.0, 1.0 - half)
        elif bit == _WALL_W:
            joints.moveTo(half, 0.0)
            joints.lineTo(half, 1.0)
        else:
            joints.moveTo(1.0 - half, 0.0)
            joints.lineTo(1.0 - half, 1.0)
    return joints


def _paint_walls(painter: QPainter, rect: QRectF, walls: int, px: float, clip: QPainterPath) -> None:
    if not walls & 15:
        return
    s = min(rect.width(), rect.height())
    step = _wall_step(px)
    unit = _unit_to(rect)
    path = unit.map(_unit_walls(walls & 15, step, 4 if px < _SMALL_PX else 5))
    painter.save()
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    # Cast shadow down-right onto the ground: light comes from the top-left, as on the symbols.
    painter.fillPath(path.translated(s * 0.014, s * 0.02), QColor(0, 0, 0, 80))
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, SANDSTONE_LIGHT)
    grad.setColorAt(1.0, SANDSTONE)
    painter.fillPath(path, QBrush(grad))
    if px >= _DETAIL_PX:
        painter.save()
        painter.setClipPath(path, Qt.ClipOperation.IntersectClip)
        painter.strokePath(unit.map(_unit_joints(walls & 15, step)),
                           _pen(_alpha(SANDSTONE_DARK, 0.45), s * 0.006, Qt.PenCapStyle.FlatCap))
        painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(SANDSTONE_DARK, s * _lerp_by_px(px, 0.03, 0.013), Qt.PenCapStyle.FlatCap,
                        Qt.PenJoinStyle.MiterJoin))
    painter.drawPath(path)
    painter.restore()


def _paint_cost_badge(painter: QPainter, rect: QRectF, cost: int, px: float) -> None:
    """A parchment disc in the top-left corner with the price; bigger, relatively, when small."""
    s = min(rect.width(), rect.height())
    r = s * _lerp_by_px(px, 0.24, 0.145)
    inset = s * _lerp_by_px(px, 0.0, 0.035)
    centre = QPointF(rect.left() + inset + r, rect.top() + inset + r)
    disc = QPainterPath()
    disc.addEllipse(centre, r, r)
    painter.fillPath(disc.translated(s * 0.01, s * 0.014), QColor(0, 0, 0, 70))
    grad = QRadialGradient(centre - QPointF(r * 0.35, r * 0.35), r * 1.4)
    grad.setColorAt(0.0, QColor("#fffaf0"))
    grad.setColorAt(1.0, PARCHMENT.darker(106))
    painter.fillPath(disc, QBrush(grad))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(PARCHMENT_DARK, r * 0.14))
    painter.drawEllipse(centre, r * 0.93, r * 0.93)
    if px >= _DETAIL_PX:
        painter.setPen(_pen(GOLD, r * 0.05))
        painter.drawEllipse(centre, r * 0.76, r * 0.76)
    # Two digits must clear the ring: narrower box, and a little shorter so they keep their shape.
    two = len(str(cost)) > 1
    box_w = r * (1.32 if two else 1.1)
    box_h = r * (0.96 if two else 1.1)
    box = QRectF(centre.x() - box_w / 2, centre.y() - box_h / 2, box_w, box_h)
    _draw_text(painter, _text_path(str(cost), box), PARCHMENT_DARK, None, 0.0)


def paint_tile(painter: QPainter, rect: QRectF, type_id: str, cost: int, walls: int) -> None:
    """A building tile: coloured ground, the type's symbol, its walls (N=1 E=2 S=4 W=8) and price."""
    style = BUILDING_STYLES[type_id]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = min(rect.width(), rect.height())
    px = _device_px(painter, s)
    outline = _tile_ground(painter, rect, style, px)
    # Symbol a little right of and below centre, clear of the price badge in the top-left corner.
    shift = _lerp_by_px(px, 0.04, 0.03)
    symbol = building_symbol_path(type_id, _square_in(rect, _lerp_by_px(px, 0.70, 0.66), shift, shift))
    painter.fillPath(symbol.translated(s * 0.012, s * 0.016), _alpha(style.dark, 0.55))
    if px >= _SMALL_PX:
        # Lit from above like glazed relief: the ink darkens a touch toward the foot.
        bounds = symbol.boundingRect()
        glaze = QLinearGradient(bounds.topLeft(), bounds.bottomLeft())
        glaze.setColorAt(0.0, style.ink.lighter(104))
        glaze.setColorAt(1.0, style.ink.darker(112))
        painter.fillPath(symbol, QBrush(glaze))
    else:
        painter.fillPath(symbol, style.ink)
    if px >= _DETAIL_PX:
        painter.strokePath(symbol, _pen(_alpha(style.dark, 0.5), s * 0.005))
    _paint_walls(painter, rect, walls, px, outline)
    _paint_cost_badge(painter, rect, cost, px)
    painter.restore()


def _lion(centre: QPointF, r: float, angle: float, detail: bool) -> tuple[QPainterPath, QPainterPath]:
    """A lion seen from above, facing outward along ``angle`` (degrees): mane and face paths."""
    mane = _star_path(centre.x(), centre.y(), r, r * 0.8, 9, angle)
    mane = _united(mane, _ellipse_path(centre.x(), centre.y(), r * 0.86))
    d = QPointF(math.cos(math.radians(angle)), math.sin(math.radians(angle)))
    face_c = centre + d * (r * 0.28)
    face = _ellipse_path(face_c.x(), face_c.y(), r * 0.52)
    if detail:
        muzzle = face_c + d * (r * 0.36)
        face = _united(face, _ellipse_path(muzzle.x(), muzzle.y(), r * 0.3))
    return mane, face


# Start-tile proportions by detail tier (0 icon, 1 normal, 2 detailed), in tile units:
# (seat ring width, channel width, basin rim radius).
_START_TIERS = ((0.11, 0.13, 0.28), (0.08, 0.09, 0.27), (0.075, 0.085, 0.26))


@functools.cache
def _unit_start(tier: int) -> tuple[QPainterPath, QPainterPath, QPainterPath, QPainterPath]:
    """Channels, basin rim, lion manes and lion faces of the start tile, in the unit box."""
    ring, ch, rim_r = _START_TIERS[tier]
    channels = QPainterPath()
    channels.setFillRule(Qt.FillRule.WindingFill)
    channels.addRect(QRectF(0.5 - ch / 2, ring, ch, 1.0 - 2 * ring))
    channels.addRect(QRectF(ring, 0.5 - ch / 2, 1.0 - 2 * ring, ch))
    channels = _simplified(channels)
    rim = _united(_star_path(0.5, 0.5, rim_r, rim_r * 0.93, 12), _ellipse_path(0.5, 0.5, rim_r * 0.93))
    manes = QPainterPath()
    faces = QPainterPath()
    manes.setFillRule(Qt.FillRule.WindingFill)
    faces.setFillRule(Qt.FillRule.WindingFill)
    if tier > 0:
        # Lions ring the bowl (twelve in the real court; eight read better at this size).
        for i in range(8):
            angle = i * 45.0 + 22.5
            a = math.radians(angle)
            pos = QPointF(0.5 + math.cos(a) * rim_r * 0.5, 0.5 + math.sin(a) * rim_r * 0.5)
            mane, face = _lion(pos, rim_r * 0.2, angle, tier == 2)
            manes.addPath(mane)
            faces.addPath(face)
    return channels, rim, manes, faces


def paint_start_tile(painter: QPainter, rect: QRectF, player_colour: QColor) -> None:
    """The Court of the Lions start tile: fountain, water channels, ringed in the seat colour."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = min(rect.width(), rect.height())
    px = _device_px(painter, s)
    tier = 0 if px < _SMALL_PX else (1 if px < _DETAIL_PX else 2)
    ring, _, rim_frac = _START_TIERS[tier]
    unit = _unit_to(rect)
    c = rect.center()
    radius = s * 0.045
    outline = QPainterPath()
    outline.addRoundedRect(rect, radius, radius)
    grad = QRadialGradient(c, s * 0.75)
    grad.setColorAt(0.0, MARBLE.lighter(104))
    grad.setColorAt(1.0, MARBLE.darker(110))
    painter.fillPath(outline, QBrush(grad))
    if tier > 0:
        # Paving: a diagonal grid of marble slabs.
        painter.save()
        painter.setClipPath(outline, Qt.ClipOperation.IntersectClip)
        painter.setPen(_pen(_alpha(SANDSTONE_DARK, 0.16), s * 0.006))
        for k in range(-6, 7):
            o = k * s / 6.0
            painter.drawLine(QPointF(rect.left() + o, rect.top()), QPointF(rect.left() + o + s, rect.bottom()))
            painter.drawLine(QPointF(rect.right() - o, rect.top()), QPointF(rect.right() - o - s, rect.bottom()))
        painter.restore()
    channels_u, rim_u, manes_u, faces_u = _unit_start(tier)
    # Four channels run from the fountain to the four sides, as in the Court of the Lions.
    channels = unit.map(channels_u)
    painter.fillPath(channels, WATER)
    painter.strokePath(channels, _pen(SANDSTONE_DARK, s * 0.012, join=Qt.PenJoinStyle.MiterJoin))
    # The basin: a twelve-sided stone rim, water, lions, and the raised bowl in the middle.
    rim_r = s * rim_frac
    rim = unit.map(rim_u)
    painter.fillPath(rim.translated(s * 0.01, s * 0.015), QColor(0, 0, 0, 60))
    painter.fillPath(rim, SANDSTONE_LIGHT)
    painter.strokePath(rim, _pen(SANDSTONE_DARK, s * 0.012))
    water = QRadialGradient(c, rim_r * 0.8)
    water.setColorAt(0.0, WATER.lighter(125))
    water.setColorAt(1.0, WATER_DARK)
    painter.setPen(_pen(SANDSTONE_DARK, s * 0.008))
    painter.setBrush(QBrush(water))
    painter.drawEllipse(c, rim_r * 0.76, rim_r * 0.76)
    if tier > 0:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(_alpha(QColor("#ffffff"), 0.35), s * 0.007))
        painter.drawEllipse(c, rim_r * 0.5, rim_r * 0.5)
        manes = unit.map(manes_u)
        painter.fillPath(manes, QColor("#c98f2e"))
        painter.strokePath(manes, _pen(GOLD_DARK, s * 0.004))
        painter.fillPath(unit.map(faces_u), QColor("#ecc46a"))
    bowl = rim_r * (0.36 if tier == 0 else 0.3)
    painter.setPen(_pen(SANDSTONE_DARK, s * 0.008))
    painter.setBrush(SANDSTONE_LIGHT)
    painter.drawEllipse(c, bowl, bowl)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(WATER.lighter(130))
    painter.drawEllipse(c, bowl * 0.55, bowl * 0.55)
    # The seat ring: a band of the player's colour framed by dark and light lines. Two rounded
    # rects in one odd-even path make the band without a boolean operation.
    inner = rect.adjusted(ring * s, ring * s, -ring * s, -ring * s)
    band = QPainterPath()
    band.addRoundedRect(rect, radius, radius)
    band.addRoundedRect(inner, radius * 0.5, radius * 0.5)
    painter.fillPath(band, player_colour)
    if tier > 0:
        shade = QLinearGradient(rect.topLeft(), rect.bottomRight())
        shade.setColorAt(0.0, QColor(255, 255, 255, 70))
        shade.setColorAt(1.0, QColor(0, 0, 0, 50))
        painter.fillPath(band, QBrush(shade))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(player_colour.darker(170), s * 0.016))
    half = s * 0.008
    painter.drawRoundedRect(rect.adjusted(half, half, -half, -half), radius, radius)
    painter.setPen(_pen(QColor(255, 255, 255, 150), s * 0.008))
    painter.drawRoundedRect(inner, radius * 0.5, radius * 0.5)
    painter.restore()


# --- cards -------------------------------------------------------------------------------------


def _card_outline(rect: QRectF) -> tuple[QPainterPath, float]:
    radius = min(rect.width(), rect.height()) * 0.09
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path, radius


def _card_edge(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    w = rect.width()
    half = w * 0.012
    radius = min(rect.width(), rect.height()) * 0.09
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(colour, w * 0.024))
    painter.drawRoundedRect(rect.adjusted(half, half, -half, -half), radius, radius)


def paint_money_card(painter: QPainter, rect: QRectF, currency_id: str, value: int) -> None:
    """A money card: currency colour and symbol, the value large in a medallion and small in corners."""
    style = CURRENCY_STYLES[currency_id]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = rect.width(), rect.height()
    px = _device_px(painter, w)
    outline, radius = _card_outline(rect)
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0.0, style.fill.lighter(115))
    grad.setColorAt(1.0, style.fill.darker(108))
    painter.fillPath(outline, QBrush(grad))
    if px >= _SMALL_PX:
        # Watermark of the currency's own symbol, so the pattern alone names the currency.
        painter.save()
        painter.setClipPath(outline, Qt.ClipOperation.IntersectClip)
        tint = _alpha(style.ink, 0.10)
        step = w / 3.0
        for j in range(int(h / step) + 2):
            for i in range(4):
                x = rect.left() + (i + (0.5 if j % 2 else 0.0)) * step
                y = rect.top() + j * step
                box = QRectF(x - step * 0.22, y - step * 0.22, step * 0.44, step * 0.44)
                painter.fillPath(currency_symbol_path(currency_id, box), tint)
        painter.restore()
    if px >= _SMALL_PX:
        frame = rect.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(_alpha(style.ink, 0.55), w * 0.014))
        painter.drawRoundedRect(frame, radius * 0.6, radius * 0.6)
    # Medallion: parchment oval with the value in the currency's dark colour.
    small = px < _SMALL_PX
    med_c = QPointF(rect.center().x(), rect.top() + h * (0.40 if small else 0.42))
    med_rx = w * (0.42 if small else 0.33)
    med_ry = min(h * 0.3, med_rx * 1.12)
    med = _ellipse_path(med_c.x(), med_c.y(), med_rx, med_ry)
    painter.fillPath(med.translated(w * 0.012, w * 0.018), _alpha(style.dark, 0.45))
    mgrad = QRadialGradient(med_c - QPointF(med_rx * 0.3, med_ry * 0.35), med_rx * 1.5)
    mgrad.setColorAt(0.0, QColor("#fffbf1"))
    mgrad.setColorAt(1.0, PARCHMENT.darker(104))
    painter.fillPath(med, QBrush(mgrad))
    painter.strokePath(med, _pen(style.dark, w * 0.03))
    if not small:
        inner_ring = _ellipse_path(med_c.x(), med_c.y(), med_rx * 0.86, med_ry * 0.86)
        painter.strokePath(inner_ring, _pen(_alpha(style.fill, 0.8), w * 0.012))
    text_h = med_ry * (1.05 if small else 0.95)
    box = QRectF(med_c.x() - med_rx * 0.8, med_c.y() - text_h / 2, med_rx * 1.6, text_h)
    _draw_text(painter, _text_path(str(value), box), style.dark, None, 0.0)
    # The currency symbol under the medallion: the non-colour cue, kept large.
    sym_size = w * (0.34 if small else 0.30)
    sym_c = QPointF(rect.center().x(), rect.top() + h * (0.84 if small else 0.815))
    sym_box = QRectF(sym_c.x() - sym_size / 2, sym_c.y() - sym_size / 2, sym_size, sym_size)
    symbol = currency_symbol_path(currency_id, sym_box)
    painter.fillPath(symbol.translated(w * 0.01, w * 0.014), _alpha(style.dark, 0.5))
    painter.fillPath(symbol, style.ink)
    if not small:
        painter.strokePath(symbol, _pen(_alpha(style.dark, 0.6), w * 0.008))
        # Corner indices, the lower one turned round as on playing cards.
        for turn in (0.0, 180.0):
            painter.save()
            painter.translate(rect.center())
            painter.rotate(turn)
            painter.translate(-rect.center())
            idx = QRectF(rect.left() + w * 0.095, rect.top() + w * 0.10, w * 0.16, w * 0.15)
            _draw_text(painter, _text_path(str(value), idx), style.ink, _halo(style.ink, style), w * 0.035)
            sb = QRectF(idx.center().x() - w * 0.055, idx.bottom() + w * 0.04, w * 0.11, w * 0.11)
            painter.fillPath(currency_symbol_path(currency_id, sb), style.ink)
            painter.restore()
    _card_edge(painter, rect, style.dark)
    painter.restore()


def _halo(ink: QColor, style) -> QColor:
    """A halo that contrasts with ``ink``: the dark colour behind light ink, a pale tint behind dark ink."""
    if ink.lightnessF() > 0.5:
        return _alpha(style.dark, 0.8)
    return _alpha(style.fill.lighter(135), 0.9)


@functools.cache
def _unit_arch_emblem() -> QPainterPath:
    gate = _union(
        _rect_path(0.14, 0.30, 0.72, 0.62),
        _rect_path(0.14, 0.16, 0.14, 0.16),
        _rect_path(0.43, 0.16, 0.14, 0.16),
        _rect_path(0.72, 0.16, 0.14, 0.16),
    )
    return _subtracted(gate, _horseshoe(0.5, 0.58, 0.2, 0.92))


def _arch_emblem(box: QRectF) -> QPainterPath:
    """A horseshoe arch within a crenellated gate: the Alcazaba mark used on backs and pictures."""
    return _unit_to(_square_in(box)).map(_unit_arch_emblem())


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """The back of a money card: burgundy with a gold star lattice and the arch emblem."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = rect.width(), rect.height()
    px = _device_px(painter, w)
    outline, radius = _card_outline(rect)
    grad = QRadialGradient(rect.center(), max(w, h) * 0.7)
    grad.setColorAt(0.0, CARD_BACK.lighter(120))
    grad.setColorAt(1.0, CARD_BACK.darker(115))
    painter.fillPath(outline, QBrush(grad))
    frame = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    if px >= _SMALL_PX:
        painter.save()
        frame_path = QPainterPath()
        frame_path.addRoundedRect(frame, radius * 0.5, radius * 0.5)
        painter.setClipPath(frame_path, Qt.ClipOperation.IntersectClip)
        step = w / 3.2
        painter.setPen(_pen(_alpha(GOLD, 0.55), w * 0.008))
        painter.setBrush(_alpha(GOLD, 0.16))
        cols = int(w / step) + 2
        rows = int(h / step) + 2
        for j in range(rows):
            for i in range(cols):
                x = rect.left() + i * step + (step / 2 if j % 2 else 0.0)
                y = rect.top() + j * step * 0.5 + w * 0.02
                painter.drawPath(_eight_star(x, y, step * 0.3))
        painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(GOLD, w * 0.022))
    painter.drawRoundedRect(frame, radius * 0.5, radius * 0.5)
    c = rect.center()
    med_r = w * 0.27
    painter.setPen(_pen(GOLD_DARK, w * 0.02))
    painter.setBrush(CARD_BACK_DARK)
    painter.drawEllipse(c, med_r, med_r)
    emblem = _arch_emblem(QRectF(c.x() - med_r * 0.7, c.y() - med_r * 0.72, med_r * 1.4, med_r * 1.4))
    painter.fillPath(emblem, GOLD)
    _card_edge(painter, rect, CARD_BACK_DARK)
    painter.restore()


def paint_scoring_card(painter: QPainter, rect: QRectF, label: str) -> None:
    """A scoring card face: parchment, a gold star medallion with ``label`` ("A"/"B"), the six building symbols."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = rect.width(), rect.height()
    px = _device_px(painter, w)
    outline, radius = _card_outline(rect)
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0.0, PARCHMENT)
    grad.setColorAt(1.0, PARCHMENT.darker(110))
    painter.fillPath(outline, QBrush(grad))
    frame = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
    if px >= _SMALL_PX:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(GOLD_DARK, w * 0.018))
        painter.drawRoundedRect(frame, radius * 0.5, radius * 0.5)
    small = px < _SMALL_PX
    c = QPointF(rect.center().x(), rect.top() + h * (0.5 if small else 0.34))
    r = w * (0.42 if small else 0.3)
    star = _star_path(c.x(), c.y(), r, r * 0.86, 16)
    painter.fillPath(star.translated(w * 0.012, w * 0.018), QColor(0, 0, 0, 60))
    painter.fillPath(star, GOLD)
    painter.strokePath(star, _pen(GOLD_DARK, w * 0.015))
    painter.setPen(_pen(GOLD_DARK, w * 0.012))
    painter.setBrush(CARD_BACK)
    painter.drawEllipse(c, r * 0.76, r * 0.76)
    box = QRectF(c.x() - r * 0.6, c.y() - r * 0.48, r * 1.2, r * 0.96)
    _draw_text(painter, _text_path(label, box), PARCHMENT, None, 0.0)
    if not small:
        # The six building symbols: this card scores them all.
        top = c.y() + r * 1.12
        cell = min(frame.width() * 0.86 / 3.0, (frame.bottom() - w * 0.04 - top) / 2.0)
        for k, type_id in enumerate(BUILDING_STYLES):
            style = BUILDING_STYLES[type_id]
            col, row = k % 3, k // 3
            x = rect.center().x() + (col - 1.5) * cell + cell * 0.08
            y = top + row * cell + cell * 0.08
            tile = QRectF(x, y, cell * 0.84, cell * 0.84)
            painter.setPen(_pen(style.dark, w * 0.008))
            painter.setBrush(style.fill)
            painter.drawRoundedRect(tile, cell * 0.08, cell * 0.08)
            pad = cell * 0.1
            painter.fillPath(building_symbol_path(type_id, tile.adjusted(pad, pad, -pad, -pad)), style.ink)
    _card_edge(painter, rect, PARCHMENT_DARK)
    painter.restore()


# --- slots and highlights -------------------------------------------------------------------------


def paint_empty_slot(painter: QPainter, rect: QRectF, label: str = "", currency_id: str | None = None) -> None:
    """An empty market space or display slot: dashed outline; with a currency, its colour and symbol faintly."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = min(rect.width(), rect.height())
    px = _device_px(painter, s)
    radius = s * 0.07
    inset = s * 0.03
    box = rect.adjusted(inset, inset, -inset, -inset)
    if currency_id is not None:
        style = CURRENCY_STYLES[currency_id]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_alpha(style.fill, 0.28))
        painter.drawRoundedRect(box, radius, radius)
        sym_frac = 0.5 if label else 0.6
        sym_box = _square_in(box, sym_frac, 0.0, -0.08 if label else 0.0)
        painter.fillPath(currency_symbol_path(currency_id, sym_box), _alpha(style.fill.lighter(135), 0.75))
        line = _alpha(style.fill.lighter(150), 0.9)
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_alpha(PANEL_FILL, 0.08))
        painter.drawRoundedRect(box, radius, radius)
        line = _alpha(PANEL_FILL, 0.6)
    pen = _pen(line, s * _lerp_by_px(px, 0.05, 0.02), Qt.PenCapStyle.FlatCap)
    pen.setDashPattern([3.0, 2.0])  # in pen widths, so the dashes scale with the slot
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(box, radius, radius)
    if label:
        halo = _alpha(TABLE_BACKGROUND, 0.6)
        if currency_id is None:
            text_box = QRectF(box.center().x() - box.width() * 0.4, box.center().y() - s * 0.11,
                              box.width() * 0.8, s * 0.22)
            _draw_text(painter, _text_path(label, text_box), _alpha(PANEL_FILL, 0.85), halo, s * 0.02)
        else:
            # Caption "(symbol) name" along the bottom: it stays visible when a tile lies on the
            # space, so the currency is named by shape and word as well as by colour.
            style = CURRENCY_STYLES[currency_id]
            cap_h = s * 0.15
            sym = cap_h * 1.2
            gap = cap_h * 0.35
            cy = box.bottom() - s * 0.17
            avail = box.width() * 0.86 - sym - gap
            text = _text_path(label, QRectF(0.0, cy - cap_h / 2, avail, cap_h))
            text_w = text.boundingRect().width()
            left = box.center().x() - (sym + gap + text_w) / 2
            sym_path = currency_symbol_path(currency_id, QRectF(left, cy - sym / 2, sym, sym))
            painter.strokePath(sym_path, _pen(halo, s * 0.02))
            painter.fillPath(sym_path, style.fill.lighter(150))
            text.translate(left + sym + gap - text.boundingRect().left(), 0.0)
            _draw_text(painter, text, _alpha(PANEL_FILL, 0.9), halo, s * 0.02)
    painter.restore()


def paint_highlight(painter: QPainter, rect: QRectF, strong: bool = False) -> None:
    """The gold glow over a legal drop target, kept inside ``rect``; ``strong`` when under the cursor."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = min(rect.width(), rect.height())
    radius = s * 0.06
    if strong:
        # Screen, not source-over: translucent gold over the dark table turns olive; screening
        # only lightens, so the target reads as lit. (Raster engines; others draw a plain tint.)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_alpha(HIGHLIGHT, 0.32))
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Screen)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    # A soft inner glow: concentric strokes, widest and faintest first (QPainter has no blur).
    width = s * (0.13 if strong else 0.09)
    steps = 5
    for i in range(steps):
        w = width * (1.0 - i / steps)
        inset = w / 2
        painter.setPen(_pen(_alpha(HIGHLIGHT, (1.0 if strong else 0.75) * ((i + 1) / steps) ** 1.5), w))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
    if strong:
        painter.setPen(_pen(QColor(255, 255, 255, 220), s * 0.015))
        inset = s * 0.0075
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
    painter.restore()


# --- start-page pictures --------------------------------------------------------------------------


# A small walled city for the Alhambra picture: (column, row, type or None for the start tile,
# cost, walls). The outer edge is walled all round; the notch at the bottom right keeps it lively.
_PICTURE_CITY = (
    (0, 0, "tower", 9, _WALL_N | _WALL_W),
    (1, 0, "garden", 8, _WALL_N),
    (2, 0, "seraglio", 5, _WALL_N),
    (3, 0, "tower", 11, _WALL_N | _WALL_E),
    (0, 1, "pavilion", 4, _WALL_W),
    (1, 1, None, 0, 0),
    (2, 1, "arcades", 6, 0),
    (3, 1, "chambers", 7, _WALL_E | _WALL_S),
    (0, 2, "garden", 10, _WALL_S | _WALL_W),
    (1, 2, "arcades", 8, _WALL_S),
    (2, 2, "pavilion", 3, _WALL_S | _WALL_E),
)


def _paint_alhambra_picture(painter: QPainter, rect: QRectF) -> None:
    grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.75)
    grad.setColorAt(0.0, TABLE_BACKGROUND.lighter(150))
    grad.setColorAt(1.0, TABLE_BACKGROUND.darker(110))
    painter.fillRect(rect, QBrush(grad))
    cols, rows = 4, 3
    cell = min(rect.width() / (cols + 0.8), rect.height() / (rows + 0.8))
    gap = cell * 0.03
    x0 = rect.center().x() - cols * cell / 2
    y0 = rect.center().y() - rows * cell / 2
    shadow = QPainterPath()
    shadow.setFillRule(Qt.FillRule.WindingFill)
    for col, row, _, _, _ in _PICTURE_CITY:
        shadow.addRoundedRect(QRectF(x0 + col * cell, y0 + row * cell, cell, cell), cell * 0.05, cell * 0.05)
    painter.fillPath(shadow.translated(cell * 0.05, cell * 0.07), QColor(0, 0, 0, 90))
    for col, row, type_id, cost, walls in _PICTURE_CITY:
        tile = QRectF(x0 + col * cell + gap, y0 + row * cell + gap, cell - 2 * gap, cell - 2 * gap)
        if type_id is None:
            paint_start_tile(painter, tile, seat_colour("red"))
        else:
            paint_tile(painter, tile, type_id, cost, walls)


def _paint_castle_picture(painter: QPainter, rect: QRectF) -> None:
    w, h = rect.width(), rect.height()
    sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sky.setColorAt(0.0, QColor("#3b6e8f"))
    sky.setColorAt(0.55, QColor("#e9b77a"))
    sky.setColorAt(1.0, QColor("#f3d9a8"))
    painter.fillRect(rect, QBrush(sky))
    s = min(w, h)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 240, 200, 200))
    painter.drawEllipse(QPointF(rect.left() + w * 0.87, rect.top() + h * 0.2), s * 0.08, s * 0.08)
    hill = QPainterPath()
    hill.moveTo(rect.left(), rect.top() + h * 0.78)
    hill.cubicTo(rect.left() + w * 0.3, rect.top() + h * 0.62, rect.left() + w * 0.7, rect.top() + h * 0.64,
                 rect.right(), rect.top() + h * 0.74)
    hill.lineTo(rect.bottomRight())
    hill.lineTo(rect.bottomLeft())
    hill.closeSubpath()
    painter.fillPath(hill, QColor("#6b7f3e"))
    # The castle in a centred square standing on the hill.
    box = QRectF(rect.center().x() - s * 0.42, rect.top() + h * 0.72 - s * 0.62, s * 0.84, s * 0.62)
    path = _unit_to(box).map(_unit_castle())
    painter.fillPath(path.translated(s * 0.015, s * 0.01), QColor(0, 0, 0, 60))
    grad = QLinearGradient(box.topLeft(), box.topRight())
    grad.setColorAt(0.0, SANDSTONE_LIGHT)
    grad.setColorAt(1.0, SANDSTONE)
    painter.fillPath(path, QBrush(grad))
    painter.strokePath(path, _pen(SANDSTONE_DARK, s * 0.012, join=Qt.PenJoinStyle.MiterJoin))


@functools.cache
def _unit_castle() -> QPainterPath:
    """Keep, flank towers and curtain wall with merlons, a gate and windows, in the unit box."""
    parts = [
        _rect_path(0.0, 0.30, 0.22, 0.70), _rect_path(0.78, 0.30, 0.22, 0.70),  # flank towers
        _rect_path(0.34, 0.05, 0.32, 0.95),  # keep
        _rect_path(0.18, 0.52, 0.64, 0.48),  # curtain wall
    ]
    # (left, right, top) of each wall or tower that carries merlons.
    crowns = ((0.0, 0.22, 0.30), (0.78, 1.0, 0.30), (0.34, 0.66, 0.05), (0.22, 0.34, 0.52), (0.66, 0.78, 0.52))
    for x0, x1, top in crowns:
        n = 3 if x1 - x0 > 0.15 else 1
        width = (x1 - x0) / (2 * n - 1)
        for k in range(n):
            parts.append(_rect_path(x0 + 2 * k * width, top - 0.07, width, 0.07))
    openings = _union(_horseshoe(0.5, 0.74, 0.1, 1.0), _pointed(0.11, 0.5, 0.03, 0.05, 0.6),
                      _pointed(0.89, 0.5, 0.03, 0.05, 0.6), _pointed(0.5, 0.28, 0.035, 0.06, 0.4))
    return _subtracted(_union(*parts), openings)


def paint_game_picture(painter: QPainter, rect: QRectF, game_id: str) -> None:
    """A start-page picture: a little walled city for "alhambra", a generic castle for other ids."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    clip = QPainterPath()
    r = min(rect.width(), rect.height()) * 0.05
    clip.addRoundedRect(rect, r, r)
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    if game_id == "alhambra":
        _paint_alhambra_picture(painter, rect)
    else:
        _paint_castle_picture(painter, rect)
    painter.restore()


# --- icons ----------------------------------------------------------------------------------------


def _icon_pixmap(size: int) -> QPixmap:
    # Drawn at twice the logical size and tagged so, for crisp HiDPI; the painter then works in
    # logical pixels because QPainter honours the pixmap's device pixel ratio.
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


def building_icon(type_id: str, size: int) -> QIcon:
    """A small rounded tile of ``type_id`` (colour plus symbol) for logs and score tables."""
    style = BUILDING_STYLES[type_id]
    pixmap = _icon_pixmap(size)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    rect = QRectF(0.5, 0.5, size - 1.0, size - 1.0)
    painter.setPen(_pen(style.dark, max(1.0, size * 0.06)))
    painter.setBrush(style.fill)
    painter.drawRoundedRect(rect, size * 0.16, size * 0.16)
    painter.fillPath(building_symbol_path(type_id, _square_in(rect, 0.86)), style.ink)
    painter.end()
    return QIcon(pixmap)


def currency_icon(currency_id: str, size: int) -> QIcon:
    """The currency's symbol in its colour with a dark outline, for logs and score tables."""
    style = CURRENCY_STYLES[currency_id]
    pixmap = _icon_pixmap(size)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    pen_w = max(1.0, size * 0.07)
    rect = QRectF(pen_w, pen_w, size - 2 * pen_w, size - 2 * pen_w)
    path = currency_symbol_path(currency_id, rect)
    painter.fillPath(path, style.fill)
    painter.strokePath(path, _pen(style.dark, pen_w))
    painter.end()
    return QIcon(pixmap)


# --- the Vizier's Favour modules ------------------------------------------------------------------


def _hut_path(box: QRectF) -> QPainterPath:
    """A worker's hut: a low house with a pitched roof and a door, fitted to ``box``."""
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    body = _rect_path(x + w * 0.18, y + h * 0.46, w * 0.64, h * 0.42)
    roof = _poly_path((x + w * 0.08, y + h * 0.50), (x + w * 0.50, y + h * 0.12), (x + w * 0.92, y + h * 0.50))
    door = _rect_path(x + w * 0.43, y + h * 0.62, w * 0.14, h * 0.26)
    return _subtracted(_union(body, roof), door)


def paint_hut(painter: QPainter, rect: QRectF, type_id: str, walls: int) -> None:
    """A worker's hut tile: pale ground of its colour, a hut (not the building's symbol: a hut is
    not a building of its type), its walls, and no price."""
    style = BUILDING_STYLES[type_id]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = min(rect.width(), rect.height())
    px = _device_px(painter, s)
    fill = QColor.fromRgbF(*(a + (b - a) * 0.45 for a, b in zip(style.fill.getRgbF()[:3], PARCHMENT.getRgbF()[:3])))
    pale = BuildingStyle(fill=fill, dark=style.dark, ink=style.fill.darker(135))
    outline = _tile_ground(painter, rect, pale, px)
    hut = _hut_path(_square_in(rect, 0.62))
    painter.fillPath(hut.translated(s * 0.012, s * 0.016), _alpha(style.dark, 0.45))
    painter.fillPath(hut, pale.ink)
    if px >= _DETAIL_PX:
        painter.strokePath(hut, _pen(_alpha(style.dark, 0.6), s * 0.006))
    _paint_walls(painter, rect, walls, px, outline)
    painter.restore()


def paint_changer_card(painter: QPainter, rect: QRectF, currency_ids: tuple[str, str]) -> None:
    """A money changer: the card split between its two currencies, both symbols, an exchange arrow."""
    first, second = (CURRENCY_STYLES[c] for c in currency_ids)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = rect.width(), rect.height()
    outline, radius = _card_outline(rect)
    painter.save()
    painter.setClipPath(outline, Qt.ClipOperation.IntersectClip)
    painter.fillRect(rect, first.fill)
    painter.fillPath(_poly_path((rect.right(), rect.top()), (rect.right(), rect.bottom()), (rect.left(), rect.bottom())), second.fill)
    painter.restore()
    painter.strokePath(outline, _pen(_alpha(TABLE_BACKGROUND, 0.6), w * 0.02))
    size = w * 0.36
    top = QRectF(rect.left() + w * 0.12, rect.top() + h * 0.1, size, size)
    bottom = QRectF(rect.right() - w * 0.12 - size, rect.bottom() - h * 0.1 - size, size, size)
    painter.fillPath(currency_symbol_path(currency_ids[0], top), first.ink)
    painter.fillPath(currency_symbol_path(currency_ids[1], bottom), second.ink)
    # The exchange: two arrows crossing the split, in parchment so they read on both colours.
    pen = _pen(PARCHMENT, w * 0.05)
    painter.setPen(pen)
    c = rect.center()
    arm = w * 0.2
    painter.drawLine(QPointF(c.x() - arm, c.y() - arm * 0.35), QPointF(c.x() + arm, c.y() - arm * 0.35))
    painter.drawLine(QPointF(c.x() + arm, c.y() - arm * 0.35), QPointF(c.x() + arm * 0.6, c.y() - arm * 0.7))
    painter.drawLine(QPointF(c.x() + arm, c.y() + arm * 0.35), QPointF(c.x() - arm, c.y() + arm * 0.35))
    painter.drawLine(QPointF(c.x() - arm, c.y() + arm * 0.35), QPointF(c.x() - arm * 0.6, c.y() + arm * 0.7))
    painter.restore()


def paint_bonus_card(painter: QPainter, rect: QRectF, type_id: str, cost: int, revealed: bool = True) -> None:
    """A bonus card: parchment with the pictured wall-free tile and a "+1"; dimmed when hidden."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = rect.width(), rect.height()
    outline, _radius = _card_outline(rect)
    painter.fillPath(outline, PARCHMENT)
    painter.strokePath(outline, _pen(GOLD if revealed else _alpha(TABLE_BACKGROUND, 0.7), w * 0.04))
    tile = QRectF(rect.left() + w * 0.14, rect.top() + h * 0.1, w * 0.72, w * 0.72)
    paint_tile(painter, tile, type_id, cost, 0)
    badge = QRectF(rect.left() + w * 0.2, rect.bottom() - h * 0.3, w * 0.6, h * 0.22)
    _draw_text(painter, _text_path("+1", badge), BUILDING_STYLES[type_id].dark, None, 0.0)
    if not revealed:
        painter.fillPath(outline, _alpha(TABLE_BACKGROUND, 0.35))
    painter.restore()


@functools.cache
def _unit_vizier() -> QPainterPath:
    """A vizier's bust in the unit box: a tall turban with a finial, the head, robed shoulders."""
    turban = _onion(0.5, 0.42, 0.2, 0.34)
    head = _ellipse_path(0.5, 0.5, 0.13, 0.14)
    shoulders = QPainterPath()
    shoulders.moveTo(0.18, 0.92)
    shoulders.cubicTo(0.2, 0.7, 0.34, 0.64, 0.5, 0.64)
    shoulders.cubicTo(0.66, 0.64, 0.8, 0.7, 0.82, 0.92)
    shoulders.closeSubpath()
    return _union(turban, head, shoulders)


def paint_vizier_token(painter: QPainter, rect: QRectF, face_up: bool) -> None:
    """The vizier token: face up a gold disc with the vizier's bust; face down its plain back."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    box = _square_in(rect, 0.94)
    centre, r = box.center(), box.width() / 2
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawEllipse(centre + QPointF(r * 0.06, r * 0.09), r, r)
    grad = QRadialGradient(centre - QPointF(r * 0.35, r * 0.35), r * 1.5)
    if face_up:
        grad.setColorAt(0.0, GOLD.lighter(135))
        grad.setColorAt(1.0, GOLD_DARK)
    else:
        # The back is dull on purpose: a glance tells a resting vizier from a ready one.
        grad.setColorAt(0.0, QColor("#8c8478"))
        grad.setColorAt(1.0, QColor("#4e4941"))
    painter.setBrush(QBrush(grad))
    painter.setPen(_pen(GOLD_DARK.darker(150) if face_up else QColor("#2e2b26"), r * 0.1))
    painter.drawEllipse(centre, r * 0.95, r * 0.95)
    inner = _square_in(box, 0.78)
    if face_up:
        painter.fillPath(_unit_to(inner).map(_unit_vizier()), GOLD_DARK.darker(190))
    else:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(QColor("#bdb3a2"), r * 0.09))
        painter.drawPath(_eight_star(centre.x(), centre.y(), r * 0.5))
    painter.restore()


def paint_count_badge(painter: QPainter, rect: QRectF, count: int) -> None:
    """A dark pill with "×count", to sit on the corner of a stack."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    radius = rect.height() / 2
    painter.setPen(_pen(PARCHMENT, rect.height() * 0.08))
    painter.setBrush(QColor(40, 32, 24, 235))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    box = rect.adjusted(rect.width() * 0.12, rect.height() * 0.22, -rect.width() * 0.12, -rect.height() * 0.22)
    _draw_text(painter, _text_path(f"×{count}", box), QColor("#fbf3e2"), None, 0.0)
    painter.restore()
