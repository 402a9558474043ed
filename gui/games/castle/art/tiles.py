"""Building pictures and building tiles, in summer and in winter.

A building picture is the building against its sky and ground (gui.games.castle.art.buildings);
the board prints one under every building site and the tiles carry one each. A tile adds its two
numbers in its lower corners: the construction value on a dressed grey stone at the left, and the
crown victory points at the right, the figure set in a golden crown. The two badges differ in
shape, place and colour. Once built, a tile drops its construction value and wears a gold edge.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath

from gui.art.shapes import (
    device_px,
    draw_text,
    ellipse_path,
    lerp_by_px,
    make_pen,
    paint_bevel,
    poly_path,
    text_path,
    union,
    unit_to,
    with_alpha,
)
from gui.games.castle.art.buildings import (
    GROUND,
    LINE_STYLES,
    ROLES,
    building_parts,
    building_snow,
    kind_of,
    picture_box,
)
from gui.games.castle.art.palette import (
    COST,
    COST_DARK,
    CROWN,
    CROWN_DARK,
    GOLD,
    GOLD_DARK,
    INK,
    SNOW,
    SNOW_DARK,
    SNOW_SHADE,
    TIMBER,
    season_of,
)

BEAMS_PX = 36.0  # device pixels of picture height from which timbering, planks and grilles show
JOINTS_PX = 80.0  # ... and from which the mortar joints of the stone show
TILE_EDGE = QColor("#5a4026")  # the tile's cardboard edge
TILE_EDGE_WINTER = QColor("#3c5670")


def _paint_backdrop(painter: QPainter, rect: QRectF, season: str, px: float) -> None:
    """Sky down to the ground line, then the ground; in winter, falling snow."""
    look = season_of(season)
    ground = rect.top() + rect.height() * GROUND
    sky = QLinearGradient(rect.topLeft(), QPointF(rect.left(), ground))
    sky.setColorAt(0.0, look.sky)
    sky.setColorAt(1.0, look.sky_low)
    painter.fillRect(QRectF(rect.left(), rect.top(), rect.width(), ground - rect.top()), QBrush(sky))
    earth = QRectF(rect.left(), ground, rect.width(), rect.bottom() - ground)
    painter.fillRect(earth, look.ground)
    painter.fillRect(QRectF(earth.left(), earth.top(), earth.width(), rect.height() * 0.02), look.ground_dark)
    if look.snow and px >= BEAMS_PX:
        flakes = QPainterPath()
        h = rect.height()
        for k in range(14):
            # A fixed scatter, the same on every tile, kept in the sky above the roofs' reach.
            x = rect.left() + rect.width() * ((k * 0.381) % 1.0)
            y = rect.top() + h * (0.04 + ((k * 0.617) % 1.0) * 0.3)
            flakes.addEllipse(QPointF(x, y), h * 0.012, h * 0.012)
        painter.fillPath(flakes, with_alpha(SNOW, 0.9))


def paint_building(painter: QPainter, rect: QRectF, building: str, season: str = "summer", backdrop: bool = True) -> None:
    """The picture of ``building`` (a tile id, or market, forge, barn) in ``rect``, as high as the
    rect and centred; with its sky and ground if ``backdrop``, else standing on the ground below."""
    parts = building_parts(building)
    look = season_of(season)
    box = picture_box(rect)
    s = box.height()
    px = device_px(painter, s)
    unit = unit_to(box)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if backdrop:
        painter.save()
        painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
        _paint_backdrop(painter, rect, season, px)
        painter.restore()
    pen = s * lerp_by_px(px, 0.03, 0.011, lo=24.0, hi=140.0)
    for (role, path), snow in zip(parts, building_snow(building)):
        if role in LINE_STYLES:
            colour, width = LINE_STYLES[role]
            if px >= (JOINTS_PX if role == "joints" else BEAMS_PX):
                painter.strokePath(unit.map(path), make_pen(colour, max(width * s, pen * 0.5)))
            continue
        fill, outline, _snowy = ROLES[role]
        # Lit from the left: every part shades off toward the right.
        light = QLinearGradient(QPointF(box.left() + s * 0.2, 0.0), QPointF(box.right() - s * 0.1, 0.0))
        light.setColorAt(0.0, fill.lighter(112))
        light.setColorAt(1.0, fill.darker(112))
        painter.setPen(make_pen(outline, pen) if role != "hole" else Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(light))
        mapped = unit.map(path)
        painter.drawPath(mapped)
        if look.snow and snow is not None:
            painter.setPen(make_pen(SNOW_DARK, pen * 0.6))
            painter.setBrush(SNOW)
            painter.drawPath(unit.map(snow))
    if look.snow:
        # Drifts heaped against the foot of the building.
        drifts = union(*(ellipse_path(x, GROUND + 0.005, w, 0.028) for x, w in ((0.14, 0.13), (0.86, 0.14))))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SNOW_SHADE)
        painter.drawPath(unit.map(drifts).translated(0.0, s * 0.01))
        painter.setBrush(SNOW)
        painter.drawPath(unit.map(drifts))
    painter.restore()


# --- the badges -------------------------------------------------------------------------------------


def _crown(box: QRectF) -> QPainterPath:
    """A crown in ``box``: a band in the lower part, five points above it with a pearl on each
    outer and middle point."""
    shape = poly_path((0.04, 0.98), (0.96, 0.98), (0.98, 0.36), (0.80, 0.52), (0.70, 0.22), (0.58, 0.46), (0.5, 0.08),
                      (0.42, 0.46), (0.30, 0.22), (0.20, 0.52), (0.02, 0.36))
    pearls = union(ellipse_path(0.98, 0.32, 0.06), ellipse_path(0.02, 0.32, 0.06), ellipse_path(0.5, 0.06, 0.07),
                   ellipse_path(0.70, 0.19, 0.05), ellipse_path(0.30, 0.19, 0.05))
    return unit_to(box).map(union(shape, pearls))


def paint_vp_crown(painter: QPainter, rect: QRectF, vp: int) -> None:
    """Crown victory points: a gold crown filling ``rect`` with ``vp`` in its band."""
    h, w = rect.height(), rect.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    crown = _crown(rect)
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0.0, CROWN.lighter(125))
    grad.setColorAt(1.0, CROWN.darker(110))
    painter.setPen(make_pen(CROWN_DARK, h * 0.06))
    painter.setBrush(QBrush(grad))
    painter.drawPath(crown)
    digits = QRectF(rect.left() + w * 0.08, rect.top() + h * 0.48, w * 0.84, h * 0.42)
    draw_text(painter, text_path(str(vp), digits), INK, with_alpha(CROWN.lighter(140), 0.9), h * 0.08)
    painter.restore()


def paint_cost_stone(painter: QPainter, rect: QRectF, cost: int) -> None:
    """A construction value: ``cost`` cut into a dressed grey stone filling ``rect``."""
    h = rect.height()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    # A block with chamfered corners, seen square on: the cost reads as "this much stonework".
    c = h * 0.18
    stone = poly_path((rect.left() + c, rect.top()), (rect.right() - c, rect.top()), (rect.right(), rect.top() + c),
                      (rect.right(), rect.bottom() - c), (rect.right() - c, rect.bottom()), (rect.left() + c, rect.bottom()),
                      (rect.left(), rect.bottom() - c), (rect.left(), rect.top() + c))
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, COST.lighter(125))
    grad.setColorAt(1.0, COST.darker(110))
    painter.setPen(make_pen(COST_DARK, h * 0.06))
    painter.setBrush(QBrush(grad))
    painter.drawPath(stone)
    paint_bevel(painter, rect, c, h * 0.1, h * 0.05, 90, 60)
    digits = rect.adjusted(rect.width() * 0.1, h * 0.2, -rect.width() * 0.1, -h * 0.2)
    draw_text(painter, text_path(str(cost), digits), QColor("#ffffff"), COST_DARK, h * 0.09)
    painter.restore()


def paint_building_tile(painter: QPainter, rect: QRectF, tile_id: str, cost: int, vp: int,
                        season: str = "summer", built: bool = False) -> None:
    """A building tile in ``rect``: the picture of ``tile_id`` in ``season``, its construction
    value ``cost`` (left, on a stone) and crown VP ``vp`` (right, in a crown); once ``built`` the
    cost is gone and the edge is gold."""
    kind_of(tile_id)  # unknown ids and seasons fail here, before anything is painted
    look = season_of(season)
    w, h = rect.width(), rect.height()
    m = min(w, h)
    px = device_px(painter, m)
    radius = m * 0.08
    outer = QPainterPath()
    outer.addRoundedRect(rect, radius, radius)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.fillPath(outer.translated(m * 0.025, m * 0.035), QColor(20, 12, 4, 80))
    edge = GOLD if built else (TILE_EDGE_WINTER if look.snow else TILE_EDGE)
    painter.fillPath(outer, edge)
    inset = m * lerp_by_px(px, 0.05, 0.035)
    inner = rect.adjusted(inset, inset, -inset, -inset)
    clip = QPainterPath()
    clip.addRoundedRect(inner, radius * 0.7, radius * 0.7)
    painter.save()
    painter.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    picture = QRectF(inner.left(), inner.top() + inner.height() * 0.02, inner.width(), inner.height() * 1.02)
    paint_building(painter, picture, tile_id, season, backdrop=True)
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(GOLD_DARK if built else TIMBER.darker(150), m * 0.02))
    painter.drawPath(clip)
    # Badges: relatively larger on a small tile, so the figures stay legible.
    b = inner.height() * lerp_by_px(px, 0.42, 0.3, lo=40.0, hi=140.0)
    pad = inner.height() * 0.03
    if not built:
        paint_cost_stone(painter, QRectF(inner.left() + pad, inner.bottom() - pad - b * 0.82, b * 0.95, b * 0.82), cost)
    crown_w = b * 1.15
    paint_vp_crown(painter, QRectF(inner.right() - pad - crown_w, inner.bottom() - pad - b, crown_w, b), vp)
    painter.restore()
