"""Granada's tiles: a coloured face in a terracotta frame, moats as water, the value on a white
azulejo plaque, a corner chip naming the other face; the start tile and the black marker."""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QRadialGradient

from gui.art.shapes import (
    DETAIL_PX,
    SMALL_PX,
    device_px,
    draw_text,
    eight_star,
    ellipse_path,
    intersected_path,
    lerp_by_px,
    make_pen,
    paint_bevel,
    poly_path,
    rect_path,
    simplified_path,
    square_in,
    stroke_to_path,
    subtracted_path,
    text_path,
    union,
    unit_to,
    united_path,
    with_alpha,
)
from gui.games.granada.art.palette import (
    COBALT,
    COBALT_DARK,
    GLAZE_WHITE,
    GRANADA_STYLES,
    KERB,
    KERB_DARK,
    MARKER_BLACK,
    MOAT_DEEP,
    MOAT_FOAM,
    MOAT_WATER,
    TERRACOTTA,
    TERRACOTTA_DARK,
    TERRACOTTA_LIGHT,
    canonical_type,
)
from gui.games.granada.art.symbols import granada_symbol_path

MOAT_N, MOAT_E, MOAT_S, MOAT_W = 1, 2, 4, 8  # the moat bits of a tile's sides, as walls in Alhambra
_SIDES = (MOAT_N, MOAT_E, MOAT_S, MOAT_W)


def _step(px: float) -> int:
    """Proportions go from chunky (icon size, 0) to slim (large, 8) in eighths: few memo keys."""
    return round(lerp_by_px(px, 0.0, 1.0) * 8)


def _frame(step: int) -> float:
    """Width of the terracotta frame, in tile units."""
    return 0.07 + 0.015 * step / 8.0


def _moat_depth(step: int) -> float:
    """Depth of a moat band from the tile edge, in tile units: wide enough to read as water."""
    return 0.17 - 0.035 * step / 8.0


# --- the face's ground ----------------------------------------------------------------------


@functools.cache
def _unit_frame_inlay(step: int) -> tuple[QPainterPath, QPainterPath]:
    """A border of small glazed lozenges along the middle of the frame (cobalt and white, alternating)."""
    f = _frame(step)
    blue = QPainterPath()
    white = QPainterPath()
    n = 9
    r = f * 0.32
    for k in range(n):
        t = (k + 0.5) / n
        for cx, cy in ((t, f / 2), (t, 1 - f / 2), (f / 2, t), (1 - f / 2, t)):
            if min(cx, cy, 1 - cx, 1 - cy) < f and (cx < f or cx > 1 - f) and (cy < f or cy > 1 - f):
                continue  # the corner squares get a rosette of their own
            (blue if k % 2 == 0 else white).addPath(poly_path((cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)))
    for cx, cy in ((f / 2, f / 2), (1 - f / 2, f / 2), (f / 2, 1 - f / 2), (1 - f / 2, 1 - f / 2)):
        blue.addPath(eight_star(cx, cy, f * 0.4))
    return blue, white


@functools.cache
def _unit_field_pattern() -> QPainterPath:
    """A diagonal trellis of thin lozenges: glazed texture on the face's field, unlike Alhambra's stars."""
    lines = QPainterPath()
    for k in range(-8, 9):
        o = k / 6.0
        lines.moveTo(o, 0.0)
        lines.lineTo(o + 1.0, 1.0)
        lines.moveTo(1.0 - o, 0.0)
        lines.lineTo(-o, 1.0)
    return lines


def _ground(painter: QPainter, rect: QRectF, px: float, step: int) -> tuple[QPainterPath, QRectF]:
    """Paints the terracotta tile and returns its outline and the inner field's rect."""
    s = min(rect.width(), rect.height())
    radius = s * 0.022  # square-cut ceramic, sharper than Alhambra's rounded tiles
    outline = QPainterPath()
    outline.addRoundedRect(rect, radius, radius)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, TERRACOTTA_LIGHT)
    grad.setColorAt(0.5, TERRACOTTA)
    grad.setColorAt(1.0, TERRACOTTA.darker(115))
    painter.fillPath(outline, QBrush(grad))
    f = _frame(step) * s
    field = rect.adjusted(f, f, -f, -f)
    if px >= DETAIL_PX:
        blue, white = _unit_frame_inlay(step)
        unit = unit_to(rect)
        painter.fillPath(unit.map(blue), with_alpha(COBALT, 0.85))
        painter.fillPath(unit.map(white), with_alpha(GLAZE_WHITE, 0.85))
    return outline, field


def _paint_field(painter: QPainter, field: QRectF, fill: QColor, ink: QColor, px: float) -> None:
    """The glazed coloured field of a face, set into the frame with a dark joint."""
    s = field.width()
    grad = QLinearGradient(field.topLeft(), field.bottomRight())
    grad.setColorAt(0.0, fill.lighter(112))
    grad.setColorAt(0.6, fill)
    grad.setColorAt(1.0, fill.darker(110))
    painter.fillRect(field, QBrush(grad))
    if px >= SMALL_PX:
        painter.save()
        painter.setClipRect(field, Qt.ClipOperation.IntersectClip)
        painter.strokePath(unit_to(field).map(_unit_field_pattern()), make_pen(with_alpha(ink, 0.09), s * 0.008))
        painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(with_alpha(TERRACOTTA_DARK, 0.9), s * lerp_by_px(px, 0.03, 0.014),
                            Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.MiterJoin))
    painter.drawRect(field)


def _finish(painter: QPainter, rect: QRectF, outline: QPainterPath, px: float) -> None:
    """Bevel and edge over the whole tile: lit from the top-left, like Alhambra's pieces."""
    s = min(rect.width(), rect.height())
    radius = s * 0.022
    if px >= SMALL_PX:
        paint_bevel(painter, rect, radius, s * 0.012, s * 0.014, shade_alpha=60)
    edge = s * lerp_by_px(px, 0.04, 0.014)
    half = edge / 2
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(TERRACOTTA_DARK, edge))
    painter.drawRoundedRect(rect.adjusted(half, half, -half, -half), radius, radius)


# --- moats -------------------------------------------------------------------------------------


@functools.cache
def _unit_moats(moats: int, step: int) -> tuple[QPainterPath, QPainterPath, QPainterPath, QPainterPath]:
    """Water, its deep outer half, the stone kerb of the inner bank, and wave crests, in the unit box."""
    d = _moat_depth(step)
    water = QPainterPath()
    deep = QPainterPath()
    water.setFillRule(Qt.FillRule.WindingFill)
    deep.setFillRule(Qt.FillRule.WindingFill)
    for bit in _SIDES:
        if not moats & bit:
            continue
        for path, depth in ((water, d), (deep, d * 0.45)):
            if bit == MOAT_N:
                path.addRect(QRectF(0.0, 0.0, 1.0, depth))
            elif bit == MOAT_S:
                path.addRect(QRectF(0.0, 1.0 - depth, 1.0, depth))
            elif bit == MOAT_W:
                path.addRect(QRectF(0.0, 0.0, depth, 1.0))
            else:
                path.addRect(QRectF(1.0 - depth, 0.0, depth, 1.0))
    water = simplified_path(water)
    deep = simplified_path(deep)
    # The kerb is the water's inner bank: the water grown by the kerb width, minus the water,
    # kept inside the tile (so the bank never shows along the tile's own edge).
    k = 0.028 + 0.006 * (8 - step) / 8.0
    grown = united_path(water, stroke_to_path(water, 2 * k))
    kerb = intersected_path(subtracted_path(grown, water), rect_path(0.0, 0.0, 1.0, 1.0))
    waves = QPainterPath()
    amp = d * 0.12
    for bit in _SIDES:
        if not moats & bit:
            continue
        for row, depth in enumerate((d * 0.3, d * 0.68)):
            n = 5
            for i in range(n):
                # Short crest strokes, staggered between the two rows, read as ripples, not stripes.
                t0 = (i + 0.15 + 0.5 * row) / n
                t1 = t0 + 0.55 / n
                if t1 > 1.0:
                    continue
                tm = (t0 + t1) / 2
                pts = []
                for a, b in ((t0, 0.0), (tm, -amp), (t1, 0.0)):
                    if bit == MOAT_N:
                        pts.append((a, depth + b))
                    elif bit == MOAT_S:
                        pts.append((a, 1.0 - depth + b))
                    elif bit == MOAT_W:
                        pts.append((depth + b, a))
                    else:
                        pts.append((1.0 - depth + b, a))
                waves.moveTo(*pts[0])
                waves.quadTo(QPointF(*pts[1]), QPointF(*pts[2]))
    return water, deep, kerb, waves


def paint_moats(painter: QPainter, rect: QRectF, moats: int, px: float, clip: QPainterPath) -> None:
    """Water along the sides in ``moats`` (N=1 E=2 S=4 W=8), banked with stone on the inside."""
    if not moats & 15:
        return
    s = min(rect.width(), rect.height())
    step = _step(px)
    unit = unit_to(rect)
    water_u, deep_u, kerb_u, waves_u = _unit_moats(moats & 15, step)
    water = unit.map(water_u)
    painter.save()
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    painter.fillPath(water, MOAT_WATER)
    # Deeper toward the tile's edge: two facing moats of neighbours make one channel, deep in its middle.
    painter.fillPath(unit.map(deep_u), with_alpha(MOAT_DEEP, 0.45))
    if px >= SMALL_PX:
        painter.save()
        painter.setClipPath(water, Qt.ClipOperation.IntersectClip)
        painter.strokePath(unit.map(waves_u), make_pen(with_alpha(MOAT_FOAM, 0.85), s * lerp_by_px(px, 0.022, 0.012)))
        painter.restore()
    kerb = unit.map(kerb_u)
    # The bank casts a little shadow onto the water below it (light from the top-left).
    painter.save()
    painter.setClipPath(water, Qt.ClipOperation.IntersectClip)
    painter.fillPath(kerb.translated(s * 0.008, s * 0.012), QColor(0, 0, 0, 70))
    painter.restore()
    painter.fillPath(kerb, KERB)
    painter.strokePath(kerb, make_pen(KERB_DARK, s * lerp_by_px(px, 0.014, 0.006), join=Qt.PenJoinStyle.MiterJoin))
    painter.restore()


# --- value plaque and the other face's chip ------------------------------------------------------


@functools.cache
def _unit_octagon() -> QPainterPath:
    pts = []
    for k in range(8):
        a = math.radians(22.5 + 45.0 * k)
        pts.append((0.5 + 0.5 * math.cos(a), 0.5 + 0.5 * math.sin(a)))
    return poly_path(*pts)


def _paint_value_plaque(painter: QPainter, rect: QRectF, value: int, px: float) -> None:
    """A white octagonal azulejo plaque in the top-right corner with the value in cobalt."""
    s = min(rect.width(), rect.height())
    r = s * lerp_by_px(px, 0.25, 0.165)
    inset = s * lerp_by_px(px, 0.0, 0.03)
    centre = QPointF(rect.right() - inset - r, rect.top() + inset + r)
    box = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
    octagon = unit_to(box).map(_unit_octagon())
    painter.fillPath(octagon.translated(s * 0.01, s * 0.014), QColor(0, 0, 0, 80))
    grad = QRadialGradient(centre - QPointF(r * 0.35, r * 0.35), r * 1.5)
    grad.setColorAt(0.0, QColor("#ffffff"))
    grad.setColorAt(1.0, GLAZE_WHITE.darker(104))
    painter.fillPath(octagon, QBrush(grad))
    painter.strokePath(octagon, make_pen(COBALT, r * lerp_by_px(px, 0.16, 0.12), join=Qt.PenJoinStyle.MiterJoin))
    if px >= DETAIL_PX:
        inner = unit_to(box.adjusted(r * 0.22, r * 0.22, -r * 0.22, -r * 0.22)).map(_unit_octagon())
        painter.strokePath(inner, make_pen(with_alpha(COBALT, 0.45), r * 0.04))
    two = value >= 10
    box_w = r * (1.42 if two else 1.1)
    box_h = r * (0.98 if two else 1.12)
    text_box = QRectF(centre.x() - box_w / 2, centre.y() - box_h / 2, box_w, box_h)
    draw_text(painter, text_path(str(value), text_box), COBALT_DARK, None, 0.0)


def _paint_other_face(painter: QPainter, rect: QRectF, type_id: str, value: int | None, px: float) -> None:
    """The reverse, named in the top-left corner: a chip of its colour with its symbol, and its value."""
    style = GRANADA_STYLES[canonical_type(type_id)]
    s = min(rect.width(), rect.height())
    small = px < SMALL_PX
    h = s * (0.22 if small else lerp_by_px(px, 0.24, 0.2))
    inset = s * (0.03 if small else lerp_by_px(px, 0.055, 0.05))
    chip = QRectF(rect.left() + inset, rect.top() + inset, h, h)
    radius = h * 0.18
    tag = None
    if value is not None and not small:
        # The value on a small white tab tucked under the chip's right side.
        th = h * 0.72
        tw = th * (1.35 if value >= 10 else 1.0) + h * 0.25
        tag = QRectF(chip.right() - h * 0.25, chip.center().y() - th / 2, tw, th)
        painter.fillRect(tag.translated(s * 0.006, s * 0.009), QColor(0, 0, 0, 60))
        painter.setPen(make_pen(style.dark, h * 0.07, join=Qt.PenJoinStyle.MiterJoin))
        painter.setBrush(GLAZE_WHITE)
        painter.drawRoundedRect(tag, th * 0.2, th * 0.2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(chip.translated(s * 0.006, s * 0.009), radius, radius)
    painter.setPen(make_pen(style.dark, h * (0.12 if small else 0.08)))
    painter.setBrush(style.fill)
    painter.drawRoundedRect(chip, radius, radius)
    if not small:
        painter.fillPath(granada_symbol_path(type_id, chip.adjusted(h * 0.1, h * 0.1, -h * 0.1, -h * 0.1)), style.ink)
    if tag is not None:
        text_box = QRectF(chip.right() + h * 0.06, tag.top() + tag.height() * 0.2, tag.right() - chip.right() - h * 0.14,
                          tag.height() * 0.6)
        draw_text(painter, text_path(str(value), text_box), COBALT_DARK, None, 0.0)


# --- the faces ------------------------------------------------------------------------------------


def _paint_hidden_field(painter: QPainter, field: QRectF, px: float) -> None:
    """A face turned away: plain terracotta with one glazed star, no type and no value."""
    s = field.width()
    painter.fillRect(field, TERRACOTTA.darker(108))
    star = eight_star(field.center().x(), field.center().y(), s * 0.3)
    painter.fillPath(star, with_alpha(COBALT, 0.8))
    if px >= SMALL_PX:
        painter.fillPath(eight_star(field.center().x(), field.center().y(), s * 0.15), with_alpha(GLAZE_WHITE, 0.85))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(TERRACOTTA_DARK, s * lerp_by_px(px, 0.03, 0.014), Qt.PenCapStyle.FlatCap,
                            Qt.PenJoinStyle.MiterJoin))
    painter.drawRect(field)


def paint_granada_tile(painter: QPainter, rect: QRectF, type_id: str, value: int, moats: int,
                       face_up: bool = True, other_face: tuple[str, int] | str | None = None) -> None:
    """A Granada building tile showing the face (``type_id``, ``value``), moats (N=1 E=2 S=4 W=8) as water.

    ``other_face`` names the reverse, ``(type_id, value)`` or just a type id, shown as a chip in the
    top-left corner (its colour only at icon size). With ``face_up`` false the tile is drawn turned
    away (a tile in the bag, say): material and moats only, neither type nor value.
    """
    style = GRANADA_STYLES[canonical_type(type_id)]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = min(rect.width(), rect.height())
    px = device_px(painter, s)
    step = _step(px)
    outline, field = _ground(painter, rect, px, step)
    if not face_up:
        _paint_hidden_field(painter, field, px)
        paint_moats(painter, rect, moats, px, outline)
        _finish(painter, rect, outline, px)
        painter.restore()
        return
    _paint_field(painter, field, style.fill, style.ink, px)
    # The symbol sits low and a little left, clear of the plaque (top right) and the chip (top left).
    # Sized to stay clear of moats on all sides: a moat may cover the symbol's foot, never its body.
    frac = lerp_by_px(px, 0.60, 0.58)
    symbol = granada_symbol_path(type_id, square_in(rect, frac, lerp_by_px(px, -0.04, -0.02),
                                                    lerp_by_px(px, 0.05, 0.075)))
    painter.fillPath(symbol.translated(s * 0.01, s * 0.014), with_alpha(style.dark, 0.5))
    painter.fillPath(symbol, style.ink)
    if px >= DETAIL_PX:
        painter.strokePath(symbol, make_pen(with_alpha(style.dark, 0.45), s * 0.005))
    paint_moats(painter, rect, moats, px, outline)
    _finish(painter, rect, outline, px)
    if other_face is not None:
        if isinstance(other_face, str):
            _paint_other_face(painter, rect, other_face, None, px)
        else:
            _paint_other_face(painter, rect, other_face[0], other_face[1], px)
    _paint_value_plaque(painter, rect, value, px)
    painter.restore()


# --- the start tile ---------------------------------------------------------------------------


@functools.cache
def _unit_alhambra(tier: int) -> tuple[QPainterPath, QPainterPath, QPainterPath, QPainterPath]:
    """Mountains, their snow, the hill and the red fortress on it, in the unit box of the view."""
    mountains = poly_path((0.0, 0.62), (0.0, 0.42), (0.16, 0.26), (0.30, 0.38), (0.46, 0.20), (0.62, 0.34),
                          (0.78, 0.22), (1.0, 0.40), (1.0, 0.62))
    snow = intersected_path(mountains, union(poly_path((0.16, 0.26), (0.23, 0.32), (0.09, 0.33)),
                                             poly_path((0.46, 0.20), (0.55, 0.28), (0.39, 0.27)),
                                             poly_path((0.78, 0.22), (0.88, 0.31), (0.70, 0.28))))
    hill = QPainterPath()
    hill.moveTo(0.0, 1.0)
    hill.lineTo(0.0, 0.74)
    hill.cubicTo(0.25, 0.64, 0.70, 0.62, 1.0, 0.70)
    hill.lineTo(1.0, 1.0)
    hill.closeSubpath()
    parts = [rect_path(0.08, 0.56, 0.84, 0.12)]  # the long curtain wall
    towers = ((0.10, 0.40, 0.12), (0.30, 0.49, 0.09), (0.50, 0.36, 0.16), (0.70, 0.47, 0.10), (0.84, 0.50, 0.08))
    for x, top, w in towers:  # the Torre de la Vela at the west end, the Comares tower in the middle
        parts.append(rect_path(x, top, w, 0.68 - top))
        if tier > 0:
            n = 3
            mw = w / (2 * n - 1)
            for i in range(n):
                parts.append(rect_path(x + 2 * i * mw, top - 0.035, mw, 0.04))
    fortress = union(*parts)
    if tier > 0:
        windows = QPainterPath()
        for x, top, w in towers:
            windows.addPath(rect_path(x + w * 0.4, top + 0.05, w * 0.2, 0.04))
        windows.addPath(rect_path(0.535, 0.46, 0.025, 0.05))
        windows.addPath(rect_path(0.585, 0.46, 0.025, 0.05))
        fortress = subtracted_path(fortress, windows)
    return mountains, snow, hill, fortress


def paint_granada_start_tile(painter: QPainter, rect: QRectF, player_colour: QColor) -> None:
    """Granada's start tile: the red fortress of the Alhambra on its hill, framed in the seat colour. No moats."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = min(rect.width(), rect.height())
    px = device_px(painter, s)
    tier = 0 if px < SMALL_PX else (1 if px < DETAIL_PX else 2)
    radius = s * 0.022
    outline = QPainterPath()
    outline.addRoundedRect(rect, radius, radius)
    painter.fillPath(outline, player_colour)
    band = s * (0.11 if tier == 0 else 0.085)
    view = rect.adjusted(band, band, -band, -band)
    sky = QLinearGradient(view.topLeft(), view.bottomLeft())
    sky.setColorAt(0.0, QColor("#8cc6e8"))
    sky.setColorAt(0.6, QColor("#f4e3c0"))
    painter.fillRect(view, QBrush(sky))
    mountains, snow, hill, fortress = (unit_to(view).map(p) for p in _unit_alhambra(min(tier, 1)))
    painter.save()
    painter.setClipRect(view, Qt.ClipOperation.IntersectClip)
    painter.fillPath(mountains, QColor("#8e9db4"))
    painter.fillPath(snow, QColor("#f7fbff"))
    if tier == 2:
        painter.fillPath(ellipse_path(view.left() + view.width() * 0.2, view.top() + view.height() * 0.14,
                                      view.width() * 0.07), QColor("#fff1b8"))  # the sun over the Sierra
    painter.fillPath(fortress.translated(s * 0.008, s * 0.01), QColor(0, 0, 0, 60))
    fort = QLinearGradient(view.topLeft(), view.topRight())
    fort.setColorAt(0.0, QColor("#c8623f"))
    fort.setColorAt(1.0, QColor("#a2442a"))
    painter.fillPath(fortress, QBrush(fort))
    if tier > 0:
        painter.strokePath(fortress, make_pen(QColor("#5e2413"), s * 0.006))
    green = QLinearGradient(view.topLeft(), view.bottomLeft())
    green.setColorAt(0.6, QColor("#5f8f3e"))
    green.setColorAt(1.0, QColor("#2f5a26"))
    painter.fillPath(hill, QBrush(green))
    if tier == 2:
        # A few cypresses on the slope of the Sabika hill.
        for cx, base in ((0.18, 0.86), (0.26, 0.84), (0.74, 0.83), (0.83, 0.85)):
            x = view.left() + cx * view.width()
            y = view.top() + base * view.height()
            tree = ellipse_path(x, y - s * 0.05, s * 0.018, s * 0.055)
            painter.fillPath(tree, QColor("#1f3f1c"))
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(QColor(255, 255, 255, 170), s * lerp_by_px(px, 0.02, 0.01), Qt.PenCapStyle.FlatCap,
                            Qt.PenJoinStyle.MiterJoin))
    painter.drawRect(view)
    if tier > 0:
        shade = QLinearGradient(rect.topLeft(), rect.bottomRight())
        shade.setColorAt(0.0, QColor(255, 255, 255, 70))
        shade.setColorAt(1.0, QColor(0, 0, 0, 50))
        ring = QPainterPath()
        ring.addRoundedRect(rect, radius, radius)
        ring.addRect(view)
        painter.fillPath(ring, QBrush(shade))
    edge = s * lerp_by_px(px, 0.04, 0.016)
    half = edge / 2
    painter.setPen(make_pen(player_colour.darker(170), edge))
    painter.drawRoundedRect(rect.adjusted(half, half, -half, -half), radius, radius)
    painter.restore()


# --- the black marker ----------------------------------------------------------------------------


def paint_black_marker(painter: QPainter, rect: QRectF) -> None:
    """The market's black marker: a glossy black octagonal token with a raised star, in ``rect``'s square."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    box = square_in(rect, 0.92)
    s = box.width()
    px = device_px(painter, s)
    token = unit_to(box).map(_unit_octagon())
    painter.fillPath(token.translated(s * 0.03, s * 0.045), QColor(0, 0, 0, 90))
    c = box.center()
    grad = QRadialGradient(c - QPointF(s * 0.18, s * 0.2), s * 0.75)
    grad.setColorAt(0.0, QColor("#4a4a4a"))
    grad.setColorAt(0.55, MARKER_BLACK)
    grad.setColorAt(1.0, QColor("#000000"))
    painter.fillPath(token, QBrush(grad))
    painter.strokePath(token, make_pen(QColor("#8a8a8a"), s * lerp_by_px(px, 0.06, 0.025),
                                       join=Qt.PenJoinStyle.MiterJoin))
    if px >= SMALL_PX * 0.6:
        star = eight_star(c.x(), c.y(), s * 0.27)
        painter.fillPath(star.translated(-s * 0.012, -s * 0.012), QColor(255, 255, 255, 40))
        painter.fillPath(star, QColor("#262626"))
    if px >= SMALL_PX:
        # The soft glint of a lacquered surface, upper left.
        centre = c - QPointF(s * 0.2, s * 0.22)
        glint = QRadialGradient(centre, s * 0.2)
        glint.setColorAt(0.0, QColor(255, 255, 255, 120))
        glint.setColorAt(1.0, QColor(255, 255, 255, 0))
        painter.save()
        painter.setClipPath(token, Qt.ClipOperation.IntersectClip)
        painter.fillPath(ellipse_path(centre.x(), centre.y(), s * 0.2, s * 0.13), QBrush(glint))
        painter.restore()
    painter.restore()

