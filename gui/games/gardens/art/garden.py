"""Garden tiles seen from above: four beds of trees around a fountain, a face-down tile, an empty space.

A tile is the octagon of gui.games.gardens.geometry inscribed in the rect it is painted in. Gravel
paths run from the fountain in its middle to the four garden sides, so the paths of neighbouring
tiles meet; between them lie the four beds, one per corner (NW, NE, SE, SW), each tinted with its
species' earth and edged, along the building-facing side, by a strip of its species' colour. The
trees stand upright whatever the tile's rotation, set out like the pips of a die, and the count is
written in the fountain as well, so it reads at a glance.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QRadialGradient,
    QTransform,
)

from gui.art.shapes import (
    device_px,
    draw_text,
    eight_star,
    ellipse_path,
    intersected_path,
    lerp_by_px,
    make_pen,
    poly_path,
    rect_path,
    subtracted_path,
    text_path,
    unit_to,
    with_alpha,
)
from gui.games.gardens.art.palette import (
    BACK,
    BACK_DARK,
    BACK_GOLD,
    BASIN,
    BASIN_DARK,
    EARTH,
    EARTH_DARK,
    EARTH_LIGHT,
    GRAVEL,
    GRAVEL_DARK,
    KERB,
    KERB_DARK,
    POOL,
    POOL_DEEP,
    POOL_INK,
    SPECIES_STYLES,
    canonical_species,
)
from gui.games.gardens.art.trees import paint_tree
from gui.games.gardens.geometry import CORNERS, CUT, NE, SE, SW, octagon_in

# Proportions of a tile, in tile widths.
KERB_WIDTH = 0.035  # the stone edge all round
PATH_WIDTH = 0.085  # the gravel paths from the fountain to the garden sides
FOUNTAIN = 0.13  # the fountain's outer radius
STRIP = 0.05  # the coloured strip along a bed's building-facing side

# Device pixels across a tile from which the paths show their pebbles.
TILE_DETAIL_PX = 90.0

_SQRT2 = math.sqrt(2.0)


def inset_octagon(rect: QRectF, inset: float, cut: float = CUT) -> QPainterPath:
    """The octagon in the square ``rect`` (corners cut by ``cut`` of its side) shrunk by ``inset``
    (in the rect's units) on every side, the diagonal ones included."""
    s = rect.width()
    # Moving a diagonal side in by ``inset`` moves its ends along the axes by inset * sqrt 2,
    # of which the shrunken square already accounts for ``inset``.
    cut_length = cut * s - inset * (2.0 - _SQRT2)
    inner = rect.adjusted(inset, inset, -inset, -inset)
    return octagon_in(inner, max(0.0, cut_length / inner.width()))


def _mirror(corner: int) -> QTransform:
    """Maps the NW quarter of the unit box onto ``corner``'s quarter (mirrored, not turned, so
    that what is drawn there stays upright)."""
    flip_x = corner in (NE, SE)
    flip_y = corner in (SE, SW)
    return QTransform(-1.0 if flip_x else 1.0, 0.0, 0.0, -1.0 if flip_y else 1.0,
                      1.0 if flip_x else 0.0, 1.0 if flip_y else 0.0)


@functools.cache
def _unit_beds(cut: float) -> tuple[tuple[QPainterPath, ...], tuple[QPainterPath, ...]]:
    """The four beds (NW, NE, SE, SW) and the coloured strip inside each along its diagonal side."""
    inner = inset_octagon(QRectF(0.0, 0.0, 1.0, 1.0), KERB_WIDTH, cut)
    half = 0.5 - PATH_WIDTH / 2
    bed = intersected_path(inner, rect_path(0.0, 0.0, half, half))
    bed = subtracted_path(bed, ellipse_path(0.5, 0.5, FOUNTAIN + PATH_WIDTH * 0.45))
    # The strip: the part of the bed within STRIP of the diagonal side (the line x + y = edge).
    edge = cut + KERB_WIDTH * _SQRT2  # the kerb's inner edge
    reach = edge + STRIP * _SQRT2
    strip = intersected_path(bed, poly_path((0.0, 0.0), (reach, 0.0), (0.0, reach)))
    beds = tuple(_mirror(k).map(bed) for k in CORNERS)
    strips = tuple(_mirror(k).map(strip) for k in CORNERS)
    return beds, strips


# Trees in the NW bed for each count, as (across, depth) in tile widths: "across" runs along the
# building-facing side, "depth" from the tile's corner toward its centre (the diagonal side is at
# depth CUT / sqrt 2 = 0.25, the fountain's rim at 0.58). Rows parallel to the side, like pips.
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.0, 0.40),),
    2: ((-0.12, 0.40), (0.12, 0.40)),
    3: ((-0.17, 0.39), (0.0, 0.39), (0.17, 0.39)),
    4: ((-0.1, 0.34), (0.1, 0.34), (-0.1, 0.49), (0.1, 0.49)),
    5: ((-0.17, 0.34), (0.0, 0.34), (0.17, 0.34), (-0.09, 0.49), (0.09, 0.49)),
    6: ((-0.16, 0.34), (0.0, 0.34), (0.16, 0.34), (-0.16, 0.49), (0.0, 0.49), (0.16, 0.49)),
}
# A tree's height, in tile widths, by the count: fewer trees stand larger.
_TREE_SIZE = {1: 0.27, 2: 0.23, 3: 0.2, 4: 0.18, 5: 0.165, 6: 0.155}


def tree_positions(n: int, corner: int) -> list[QPointF]:
    """Where the ``n`` trees of the bed at ``corner`` stand, in the unit box (the centre of each tree)."""
    if n not in _PIPS:
        raise ValueError(f"a garden tile has 1 to 6 trees per species, not {n}")
    flip = _mirror(corner)
    points = []
    for across, depth in _PIPS[n]:
        x = (depth + across) / _SQRT2
        y = (depth - across) / _SQRT2
        p = flip.map(QPointF(x, y))
        points.append(QPointF(p.x(), p.y() - 0.02))  # a little up: the foot, not the middle, sits on the spot
    return points


def _paint_kerb(painter: QPainter, rect: QRectF, octagon: QPainterPath, fill: QColor) -> None:
    """The tile's body: its edge stone, lit from the top left."""
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, fill.lighter(125))
    grad.setColorAt(1.0, fill.darker(115))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(grad))
    painter.drawPath(octagon)


def _paint_outline(painter: QPainter, octagon: QPainterPath, dark: QColor, s: float, px: float) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(dark, s * lerp_by_px(px, 0.03, 0.012)))
    painter.drawPath(octagon)


def _paint_gravel(painter: QPainter, rect: QRectF, inner: QPainterPath, px: float) -> None:
    """The paths: gravel, raked, with a speckle of stones when large."""
    s = rect.width()
    painter.fillPath(inner, GRAVEL)
    if px < TILE_DETAIL_PX:
        return
    painter.save()
    painter.setClipPath(inner, Qt.ClipOperation.IntersectClip)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha(GRAVEL_DARK, 0.55))
    # A fixed scatter of pebbles (a small linear congruence, so the same tile looks the same).
    seed = 7
    for _ in range(70):
        seed = (seed * 1103 + 12345) % 65536
        x = (seed % 997) / 997.0
        seed = (seed * 1103 + 12345) % 65536
        y = (seed % 991) / 991.0
        painter.drawEllipse(QPointF(rect.left() + x * s, rect.top() + y * s), s * 0.005, s * 0.005)
    painter.restore()


def _paint_fountain(painter: QPainter, rect: QRectF, px: float) -> None:
    """The fountain in the tile's middle: an eight-pointed marble basin round a pool."""
    s = rect.width()
    c = rect.center()
    pen = s * lerp_by_px(px, 0.018, 0.008)
    star = eight_star(c.x(), c.y(), s * FOUNTAIN)
    painter.setPen(make_pen(BASIN_DARK, pen))
    painter.setBrush(BASIN)
    painter.drawPath(star)
    water_r = s * FOUNTAIN * 0.74
    grad = QRadialGradient(QPointF(c.x() - water_r * 0.3, c.y() - water_r * 0.3), water_r * 1.4)
    grad.setColorAt(0.0, POOL.lighter(140))
    grad.setColorAt(0.6, POOL)
    grad.setColorAt(1.0, POOL.darker(125))
    painter.setPen(make_pen(with_alpha(BASIN_DARK, 0.8), pen * 0.8))
    painter.setBrush(QBrush(grad))
    painter.drawEllipse(c, water_r, water_r)


def _paint_count(painter: QPainter, rect: QRectF, n: int, px: float) -> None:
    """The tree count written on the fountain's pool, over everything: it must always read. It is
    relatively larger on a small tile, where the trees themselves are harder to count."""
    s = rect.width()
    c = rect.center()
    h = s * lerp_by_px(px, 0.17, 0.13, lo=50.0, hi=140.0)
    digit = text_path(str(n), QRectF(c.x() - h, c.y() - h / 2, 2 * h, h))
    draw_text(painter, digit, POOL_INK, with_alpha(POOL_DEEP, 0.95), s * lerp_by_px(px, 0.045, 0.035, lo=50.0, hi=140.0))


def _paint_beds(painter: QPainter, rect: QRectF, corners: Sequence[str], px: float) -> None:
    beds, strips = _unit_beds(CUT)
    unit = unit_to(rect)
    s = rect.width()
    for bed, strip, species in zip(beds, strips, corners):
        style = SPECIES_STYLES[species]
        path = unit.map(bed)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.bed)
        painter.drawPath(path)
        painter.setBrush(style.fill)
        painter.drawPath(unit.map(strip))
        # A low box hedge round the bed, dark in the species' tone.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(make_pen(with_alpha(style.dark, 0.75), s * lerp_by_px(px, 0.016, 0.009)))
        painter.drawPath(path)


def _begin_octagon(painter: QPainter, rect: QRectF) -> tuple[QRectF, float, float, QPainterPath]:
    """Start painting an octagonal piece in the square centred in ``rect``: saves the painter (the
    caller restores it) and gives the square, its side, that side in device pixels and the octagon."""
    s = min(rect.width(), rect.height())
    rect = QRectF(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s)
    px = device_px(painter, s)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    return rect, s, px, octagon_in(rect)


def paint_garden_tile(painter: QPainter, rect: QRectF, corners: Sequence[str], n: int) -> None:
    """A garden tile in ``rect`` (a square): ``corners`` are the species at NW, NE, SE, SW as it
    lies, ``n`` (1..6) the trees in each bed."""
    if len(corners) != 4:
        raise ValueError(f"a garden tile has four corners, not {len(corners)}")
    if n not in _PIPS:
        raise ValueError(f"a garden tile has 1 to 6 trees per species, not {n}")
    species = [canonical_species(name) for name in corners]
    rect, s, px, octagon = _begin_octagon(painter, rect)
    _paint_kerb(painter, rect, octagon, KERB)
    inner = inset_octagon(rect, s * KERB_WIDTH)
    _paint_gravel(painter, rect, inner, px)
    _paint_beds(painter, rect, species, px)
    _paint_fountain(painter, rect, px)
    unit = unit_to(rect)
    size = s * _TREE_SIZE[n]
    trees = [(unit.map(p), name) for corner, name in zip(CORNERS, species) for p in tree_positions(n, corner)]
    for centre, name in sorted(trees, key=lambda t: (t[0].y(), t[0].x())):  # back to front
        paint_tree(painter, centre, size, name)
    _paint_count(painter, rect, n, px)
    _paint_outline(painter, octagon, KERB_DARK, s, px)
    painter.restore()


# --- the back and the empty space ------------------------------------------------------------


def paint_tile_back(painter: QPainter, rect: QRectF) -> None:
    """A face-down garden tile: a plain myrtle-green octagon with a gold eight-pointed star."""
    rect, s, px, octagon = _begin_octagon(painter, rect)
    c = rect.center()
    _paint_kerb(painter, rect, octagon, KERB)
    inner = inset_octagon(rect, s * KERB_WIDTH)
    grad = QRadialGradient(QPointF(c.x() - s * 0.15, c.y() - s * 0.18), s * 0.8)
    grad.setColorAt(0.0, BACK.lighter(130))
    grad.setColorAt(1.0, BACK_DARK)
    painter.fillPath(inner, QBrush(grad))
    if px >= 40.0:  # a fine gold line inside the edge, lost below a thumbnail's size
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(make_pen(with_alpha(BACK_GOLD, 0.7), s * 0.012))
        painter.drawPath(inset_octagon(rect, s * 0.1))
    # A zellige rosette: a gold eight-pointed star, a green one inside it, a gold boss.
    painter.setPen(make_pen(with_alpha(BACK_DARK, 0.9), s * lerp_by_px(px, 0.025, 0.012)))
    painter.setBrush(BACK_GOLD)
    painter.drawPath(eight_star(c.x(), c.y(), s * 0.24))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BACK)
    painter.drawPath(eight_star(c.x(), c.y(), s * 0.15))
    painter.setBrush(BACK_GOLD)
    painter.drawEllipse(c, s * 0.045, s * 0.045)
    _paint_outline(painter, octagon, KERB_DARK, s, px)
    painter.restore()


def paint_empty_space(painter: QPainter, rect: QRectF) -> None:
    """An empty garden space: raked earth in the octagon, ready for a tile."""
    rect, s, px, octagon = _begin_octagon(painter, rect)
    c = rect.center()
    grad = QRadialGradient(QPointF(c.x() + s * 0.12, c.y() + s * 0.12), s * 0.75)
    grad.setColorAt(0.0, EARTH.lighter(106))
    grad.setColorAt(1.0, EARTH.darker(108))
    painter.fillPath(octagon, QBrush(grad))
    # Raked in rings that follow the octagon: the rake goes round, as in a cloister garden.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    rings = 4 if px >= 60.0 else 2
    for k in range(1, rings + 1):
        d = s * 0.4 * k / (rings + 1)
        painter.setPen(make_pen(with_alpha(EARTH_LIGHT, 0.6), s * 0.014))
        painter.drawPath(inset_octagon(rect, d))
    painter.setPen(make_pen(with_alpha(EARTH_DARK, 0.9), s * lerp_by_px(px, 0.03, 0.014)))
    painter.drawPath(octagon)
    painter.restore()
