"""Building tiles and start tiles: ground, walls, cost badge, the fountain."""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QRadialGradient

from gui.art.palette import (
    GOLD,
    GOLD_DARK,
    MARBLE,
    PARCHMENT,
    PARCHMENT_DARK,
    SANDSTONE,
    SANDSTONE_DARK,
    SANDSTONE_LIGHT,
    WATER,
    WATER_DARK,
    BuildingStyle,
)
from gui.art.shapes import (
    DETAIL_PX,
    SMALL_PX,
    device_px,
    draw_text,
    eight_star,
    ellipse_path,
    lerp_by_px,
    make_pen,
    paint_bevel,
    simplified_path,
    square_in,
    star_path,
    text_path,
    unit_to,
    united_path,
    with_alpha,
)
from gui.games.tilecity.art.colours import BUILDING_STYLES
from gui.games.tilecity.art.symbols import building_symbol_path

WALL_N, WALL_E, WALL_S, WALL_W = 1, 2, 4, 8  # the wall bits of a tile's sides (as in the rules data)


@functools.cache
def _unit_star_lattice() -> QPainterPath:
    """A 4 x 4 lattice of eight-pointed stars centred on the thirds of the unit box (one fill)."""
    lattice = QPainterPath()
    lattice.setFillRule(Qt.FillRule.WindingFill)
    for i in range(4):
        for j in range(4):
            lattice.addPath(eight_star(i / 3.0, j / 3.0, 0.32 / 3.0))
    return lattice


def tile_ground(painter: QPainter, rect: QRectF, style: BuildingStyle, px: float) -> QPainterPath:
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
    if px >= SMALL_PX:
        # A faint inlaid lattice of eight-pointed stars: glazed-tile texture at board sizes.
        painter.save()
        painter.setClipPath(outline, Qt.ClipOperation.IntersectClip)
        painter.fillPath(unit_to(rect).map(_unit_star_lattice()), with_alpha(style.ink, 0.07))
        painter.restore()
    if px >= SMALL_PX:
        # Bevel: lit from the top-left, like the symbols' shadows.
        paint_bevel(painter, rect, radius, s * 0.028, s * 0.02)
    if px >= DETAIL_PX:
        inlay = rect.adjusted(s * 0.055, s * 0.055, -s * 0.055, -s * 0.055)
        painter.setPen(make_pen(with_alpha(style.ink, 0.28), s * 0.008))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inlay, radius * 0.6, radius * 0.6)
    edge = max(s * 0.016, 0.0)
    painter.setPen(make_pen(style.dark, edge))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    half = edge / 2
    painter.drawRoundedRect(rect.adjusted(half, half, -half, -half), radius, radius)
    return outline


def _wall_step(px: float) -> int:
    """Wall proportions go from chunky (icon size, 0) to slim (large, 8) in eighths: few memo keys."""
    return round(lerp_by_px(px, 0.0, 1.0) * 8)


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
    for bit in (WALL_N, WALL_E, WALL_S, WALL_W):
        if not walls & bit:
            continue
        if bit in (WALL_N, WALL_S):
            y_band = y0 if bit == WALL_N else y1 - band
            y_mer = y0 + band if bit == WALL_N else y1 - band - merlon_d
            path.addRect(QRectF(x0, y_band, rect.width(), band))
            for i in range(merlons):
                cx = x0 + (i + 0.5) * rect.width() / merlons
                path.addRect(QRectF(cx - merlon_w / 2, y_mer, merlon_w, merlon_d))
        else:
            x_band = x1 - band if bit == WALL_E else x0
            x_mer = x1 - band - merlon_d if bit == WALL_E else x0 + band
            path.addRect(QRectF(x_band, y0, band, rect.height()))
            for i in range(merlons):
                cy = y0 + (i + 0.5) * rect.height() / merlons
                path.addRect(QRectF(x_mer, cy - merlon_w / 2, merlon_d, merlon_w))
    return simplified_path(path)


@functools.cache
def _unit_joints(walls: int, step: int) -> QPainterPath:
    """Coursed ashlar on the wall bands: one bed joint along each band, staggered head joints."""
    joints = QPainterPath()
    half = _wall_band(step) / 2
    courses = 8
    for bit in (WALL_N, WALL_E, WALL_S, WALL_W):
        if not walls & bit:
            continue
        for row, depth in enumerate((0.0, half)):
            for k in range(courses + 1):
                t = (k + (0.5 if row else 0.0)) / courses
                if bit in (WALL_N, WALL_S):
                    y = depth if bit == WALL_N else 1.0 - depth - half
                    joints.moveTo(t, y)
                    joints.lineTo(t, y + half)
                else:
                    x = 1.0 - depth - half if bit == WALL_E else depth
                    joints.moveTo(x, t)
                    joints.lineTo(x + half, t)
        if bit == WALL_N:
            joints.moveTo(0.0, half)
            joints.lineTo(1.0, half)
        elif bit == WALL_S:
            joints.moveTo(0.0, 1.0 - half)
            joints.lineTo(1.0, 1.0 - half)
        elif bit == WALL_W:
            joints.moveTo(half, 0.0)
            joints.lineTo(half, 1.0)
        else:
            joints.moveTo(1.0 - half, 0.0)
            joints.lineTo(1.0 - half, 1.0)
    return joints


def paint_walls(painter: QPainter, rect: QRectF, walls: int, px: float, clip: QPainterPath) -> None:
    if not walls & 15:
        return
    s = min(rect.width(), rect.height())
    step = _wall_step(px)
    unit = unit_to(rect)
    path = unit.map(_unit_walls(walls & 15, step, 4 if px < SMALL_PX else 5))
    painter.save()
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    # Cast shadow down-right onto the ground: light comes from the top-left, as on the symbols.
    painter.fillPath(path.translated(s * 0.014, s * 0.02), QColor(0, 0, 0, 80))
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, SANDSTONE_LIGHT)
    grad.setColorAt(1.0, SANDSTONE)
    painter.fillPath(path, QBrush(grad))
    if px >= DETAIL_PX:
        painter.save()
        painter.setClipPath(path, Qt.ClipOperation.IntersectClip)
        painter.strokePath(unit.map(_unit_joints(walls & 15, step)),
                           make_pen(with_alpha(SANDSTONE_DARK, 0.45), s * 0.006, Qt.PenCapStyle.FlatCap))
        painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(SANDSTONE_DARK, s * lerp_by_px(px, 0.03, 0.013), Qt.PenCapStyle.FlatCap,
                        Qt.PenJoinStyle.MiterJoin))
    painter.drawPath(path)
    painter.restore()


def _paint_cost_badge(painter: QPainter, rect: QRectF, cost: int, px: float) -> None:
    """A parchment disc in the top-left corner with the price; bigger, relatively, when small."""
    s = min(rect.width(), rect.height())
    r = s * lerp_by_px(px, 0.24, 0.145)
    inset = s * lerp_by_px(px, 0.0, 0.035)
    centre = QPointF(rect.left() + inset + r, rect.top() + inset + r)
    disc = QPainterPath()
    disc.addEllipse(centre, r, r)
    painter.fillPath(disc.translated(s * 0.01, s * 0.014), QColor(0, 0, 0, 70))
    grad = QRadialGradient(centre - QPointF(r * 0.35, r * 0.35), r * 1.4)
    grad.setColorAt(0.0, QColor("#fffaf0"))
    grad.setColorAt(1.0, PARCHMENT.darker(106))
    painter.fillPath(disc, QBrush(grad))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(PARCHMENT_DARK, r * 0.14))
    painter.drawEllipse(centre, r * 0.93, r * 0.93)
    if px >= DETAIL_PX:
        painter.setPen(make_pen(GOLD, r * 0.05))
        painter.drawEllipse(centre, r * 0.76, r * 0.76)
    # Two digits must clear the ring: narrower box, and a little shorter so they keep their shape.
    two = len(str(cost)) > 1
    box_w = r * (1.32 if two else 1.1)
    box_h = r * (0.96 if two else 1.1)
    box = QRectF(centre.x() - box_w / 2, centre.y() - box_h / 2, box_w, box_h)
    draw_text(painter, text_path(str(cost), box), PARCHMENT_DARK, None, 0.0)


def paint_tile(painter: QPainter, rect: QRectF, type_id: str, cost: int, walls: int) -> None:
    """A building tile: coloured ground, the type's symbol, its walls (N=1 E=2 S=4 W=8) and price."""
    style = BUILDING_STYLES[type_id]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = min(rect.width(), rect.height())
    px = device_px(painter, s)
    outline = tile_ground(painter, rect, style, px)
    # Symbol a little right of and below centre, clear of the price badge in the top-left corner.
    shift = lerp_by_px(px, 0.04, 0.03)
    symbol = building_symbol_path(type_id, square_in(rect, lerp_by_px(px, 0.70, 0.66), shift, shift))
    painter.fillPath(symbol.translated(s * 0.012, s * 0.016), with_alpha(style.dark, 0.55))
    if px >= SMALL_PX:
        # Lit from above like glazed relief: the ink darkens a touch toward the foot.
        bounds = symbol.boundingRect()
        glaze = QLinearGradient(bounds.topLeft(), bounds.bottomLeft())
        glaze.setColorAt(0.0, style.ink.lighter(104))
        glaze.setColorAt(1.0, style.ink.darker(112))
        painter.fillPath(symbol, QBrush(glaze))
    else:
        painter.fillPath(symbol, style.ink)
    if px >= DETAIL_PX:
        painter.strokePath(symbol, make_pen(with_alpha(style.dark, 0.5), s * 0.005))
    paint_walls(painter, rect, walls, px, outline)
    _paint_cost_badge(painter, rect, cost, px)
    painter.restore()


def _lion(centre: QPointF, r: float, angle: float, detail: bool) -> tuple[QPainterPath, QPainterPath]:
    """A lion seen from above, facing outward along ``angle`` (degrees): mane and face paths."""
    mane = star_path(centre.x(), centre.y(), r, r * 0.8, 9, angle)
    mane = united_path(mane, ellipse_path(centre.x(), centre.y(), r * 0.86))
    d = QPointF(math.cos(math.radians(angle)), math.sin(math.radians(angle)))
    face_c = centre + d * (r * 0.28)
    face = ellipse_path(face_c.x(), face_c.y(), r * 0.52)
    if detail:
        muzzle = face_c + d * (r * 0.36)
        face = united_path(face, ellipse_path(muzzle.x(), muzzle.y(), r * 0.3))
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
    channels = simplified_path(channels)
    rim = united_path(star_path(0.5, 0.5, rim_r, rim_r * 0.93, 12), ellipse_path(0.5, 0.5, rim_r * 0.93))
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
    px = device_px(painter, s)
    tier = 0 if px < SMALL_PX else (1 if px < DETAIL_PX else 2)
    ring, _, rim_frac = _START_TIERS[tier]
    unit = unit_to(rect)
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
        painter.setPen(make_pen(with_alpha(SANDSTONE_DARK, 0.16), s * 0.006))
        for k in range(-6, 7):
            o = k * s / 6.0
            painter.drawLine(QPointF(rect.left() + o, rect.top()), QPointF(rect.left() + o + s, rect.bottom()))
            painter.drawLine(QPointF(rect.right() - o, rect.top()), QPointF(rect.right() - o - s, rect.bottom()))
        painter.restore()
    channels_u, rim_u, manes_u, faces_u = _unit_start(tier)
    # Four channels run from the fountain to the four sides, as in the Court of the Lions.
    channels = unit.map(channels_u)
    painter.fillPath(channels, WATER)
    painter.strokePath(channels, make_pen(SANDSTONE_DARK, s * 0.012, join=Qt.PenJoinStyle.MiterJoin))
    # The basin: a twelve-sided stone rim, water, lions, and the raised bowl in the middle.
    rim_r = s * rim_frac
    rim = unit.map(rim_u)
    painter.fillPath(rim.translated(s * 0.01, s * 0.015), QColor(0, 0, 0, 60))
    painter.fillPath(rim, SANDSTONE_LIGHT)
    painter.strokePath(rim, make_pen(SANDSTONE_DARK, s * 0.012))
    water = QRadialGradient(c, rim_r * 0.8)
    water.setColorAt(0.0, WATER.lighter(125))
    water.setColorAt(1.0, WATER_DARK)
    painter.setPen(make_pen(SANDSTONE_DARK, s * 0.008))
    painter.setBrush(QBrush(water))
    painter.drawEllipse(c, rim_r * 0.76, rim_r * 0.76)
    if tier > 0:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(make_pen(with_alpha(QColor("#ffffff"), 0.35), s * 0.007))
        painter.drawEllipse(c, rim_r * 0.5, rim_r * 0.5)
        manes = unit.map(manes_u)
        painter.fillPath(manes, QColor("#c98f2e"))
        painter.strokePath(manes, make_pen(GOLD_DARK, s * 0.004))
        painter.fillPath(unit.map(faces_u), QColor("#ecc46a"))
    bowl = rim_r * (0.36 if tier == 0 else 0.3)
    painter.setPen(make_pen(SANDSTONE_DARK, s * 0.008))
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
    painter.setPen(make_pen(player_colour.darker(170), s * 0.016))
    half = s * 0.008
    painter.drawRoundedRect(rect.adjusted(half, half, -half, -half), radius, radius)
    painter.setPen(make_pen(QColor(255, 255, 255, 150), s * 0.008))
    painter.drawRoundedRect(inner, radius * 0.5, radius * 0.5)
    painter.restore()
