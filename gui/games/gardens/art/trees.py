"""The four trees of the Gardens, always standing upright, and the round species badge.

Each species has its own silhouette, so it reads in grey and at a glance:

- lavender (purple): a low silver-green bush with a fan of upright purple flower spikes;
- palm (green): a slender trunk under a star of drooping fronds;
- lemon (yellow): a tall teardrop crown, pointed at the top, hung with oval lemons;
- orange (orange): a round, lobed crown on a short trunk, hung with round oranges.

The parts are built once in the unit box (0..1, y down, the tree's foot at the bottom) and mapped
onto the square a tree is painted in. Fruit, leaf veins and trunk rings are added only when the
tree is large enough on the device for them to read as detail rather than noise.
"""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QRadialGradient, QTransform

from gui.art.shapes import (
    device_px,
    ellipse_path,
    lerp_by_px,
    make_pen,
    poly_path,
    union,
    unit_to,
    with_alpha,
)
from gui.games.gardens.art.palette import (
    NOBODY,
    NOBODY_STYLE,
    SAGE,
    SAGE_DARK,
    SHADOW,
    SPECIES_STYLES,
    TRUNK,
    TRUNK_DARK,
    SpeciesStyle,
    canonical_species,
)

# Device pixels across a tree above which fruit, veins and trunk rings are drawn.
TREE_DETAIL_PX = 22.0


def _lens(cx: float, cy: float, rx: float, ry: float, angle: float = 0.0) -> QPainterPath:
    """A leaf or lemon: pointed at both ends along x, ``angle`` degrees turned about its centre."""
    path = QPainterPath()
    path.moveTo(-rx, 0.0)
    path.cubicTo(-rx * 0.45, -ry * 1.35, rx * 0.45, -ry * 1.35, rx, 0.0)
    path.cubicTo(rx * 0.45, ry * 1.35, -rx * 0.45, ry * 1.35, -rx, 0.0)
    path.closeSubpath()
    t = QTransform()
    t.translate(cx, cy)
    t.rotate(angle)
    return t.map(path)


def _trunk(top: float, half_top: float, half_foot: float, lean: float = 0.0) -> QPainterPath:
    """A trunk from the foot (y = 0.94) up to ``top``, tapering, its top shifted ``lean`` sideways."""
    foot = 0.94
    path = QPainterPath()
    path.moveTo(0.5 - half_foot, foot)
    path.cubicTo(0.5 - half_foot, foot - 0.2, 0.5 + lean - half_top, top + 0.15, 0.5 + lean - half_top, top)
    path.lineTo(0.5 + lean + half_top, top)
    path.cubicTo(0.5 + lean + half_top, top + 0.15, 0.5 + half_foot, foot - 0.2, 0.5 + half_foot, foot)
    path.closeSubpath()
    return path


# --- lavender ------------------------------------------------------------------------------------

_SPIKES = 7  # flower spikes in a lavender bush, fanned over 100 degrees


@functools.cache
def _lavender() -> tuple[QPainterPath, tuple[QPainterPath, ...], QPainterPath, QPainterPath]:
    """Bush, flower spikes (outer ones first), their stems, and the whorls across the spikes (detail)."""
    bush = QPainterPath()
    bush.moveTo(0.20, 0.93)
    bush.cubicTo(0.18, 0.80, 0.34, 0.74, 0.5, 0.74)
    bush.cubicTo(0.66, 0.74, 0.82, 0.80, 0.80, 0.93)
    bush.closeSubpath()
    spikes = []
    stems = QPainterPath()
    whorls = QPainterPath()
    for k in range(_SPIKES):
        f = k / (_SPIKES - 1) - 0.5  # -0.5 .. 0.5 across the fan
        angle = f * 100.0
        length = 0.36 - 0.10 * abs(f)  # the middle spikes stand tallest
        stem_len = 0.15 - 0.06 * abs(f)
        base = QPointF(0.5 + f * 0.36, 0.80)
        a = math.radians(angle)
        ux, uy = math.sin(a), -math.cos(a)  # up the spike
        mid = QPointF(base.x() + ux * (stem_len + length / 2), base.y() + uy * (stem_len + length / 2))
        stems.moveTo(base)
        stems.lineTo(base.x() + ux * stem_len, base.y() + uy * stem_len)
        spikes.append((abs(f), _lens(mid.x(), mid.y(), length / 2, 0.052, angle - 90.0)))
        for w in (-0.22, 0.0, 0.22):  # whorls of florets across the spike
            cx, cy = mid.x() + ux * w * length, mid.y() + uy * w * length
            px, py = -uy * 0.04, ux * 0.04
            whorls.moveTo(cx - px, cy - py)
            whorls.lineTo(cx + px, cy + py)
    # Painted from the outside in, so the tall middle spikes stand in front.
    ordered = tuple(path for _f, path in sorted(spikes, key=lambda fp: -fp[0]))
    return bush, ordered, stems, whorls


def _paint_lavender(painter: QPainter, unit: QTransform, style: SpeciesStyle, pen: float, detail: bool) -> None:
    bush, spikes, stems, whorls = _lavender()
    painter.strokePath(unit.map(stems), make_pen(SAGE_DARK, pen * 1.3))
    painter.setPen(make_pen(SAGE_DARK, pen))
    painter.setBrush(SAGE)
    painter.drawPath(unit.map(bush))
    painter.setPen(make_pen(style.dark, pen))
    painter.setBrush(style.fill)
    for spike in spikes:
        painter.drawPath(unit.map(spike))
    if detail:
        painter.strokePath(unit.map(whorls), make_pen(with_alpha(style.dark, 0.55), pen * 0.7))


# --- palm ----------------------------------------------------------------------------------------

# The fronds: (angle in degrees from the x axis, y up being negative; length in tree units).
_FRONDS = ((-8.0, 0.40), (-48.0, 0.36), (-90.0, 0.30), (-132.0, 0.36), (-172.0, 0.40), (24.0, 0.32), (156.0, 0.32))
_CROWN = QPointF(0.52, 0.34)  # where the fronds spring from


def _frond(angle: float, length: float) -> tuple[QPainterPath, QPainterPath]:
    """A frond springing from the crown, its tip drooping toward the ground, and its midrib."""
    droop = 1.0 if math.cos(math.radians(angle)) >= 0 else -1.0  # tips hang down on either side
    leaf = QPainterPath()
    leaf.moveTo(0.0, 0.0)
    leaf.cubicTo(length * 0.3, -0.24 * length * droop, length * 0.8, -0.24 * length * droop, length, 0.12 * length * droop)
    leaf.cubicTo(length * 0.7, 0.12 * length * droop, length * 0.3, 0.16 * length * droop, 0.0, 0.0)
    leaf.closeSubpath()
    rib = QPainterPath()
    rib.moveTo(0.0, 0.0)
    rib.cubicTo(length * 0.35, -0.03 * length * droop, length * 0.75, -0.04 * length * droop, length * 0.97, 0.1 * length * droop)
    t = QTransform()
    t.translate(_CROWN.x(), _CROWN.y())
    t.rotate(angle)
    return t.map(leaf), t.map(rib)


@functools.cache
def _palm() -> tuple[QPainterPath, tuple[QPainterPath, ...], QPainterPath, QPainterPath]:
    """Trunk, fronds (the drooping lower ones first), midribs and the trunk's rings (detail)."""
    trunk = _trunk(_CROWN.y() + 0.02, 0.036, 0.062, lean=0.02)
    leaves = []
    ribs = QPainterPath()
    for angle, length in _FRONDS:
        leaf, rib = _frond(angle, length)
        leaves.append(leaf)
        ribs.addPath(rib)
    rings = QPainterPath()
    for k in range(5):
        y = 0.48 + k * 0.09
        lean = 0.02 * (0.94 - y) / 0.58
        half = 0.03 + 0.025 * (y - 0.36) / 0.58
        rings.moveTo(0.5 + lean - half, y - 0.01)
        rings.quadTo(0.5 + lean, y + 0.015, 0.5 + lean + half, y - 0.01)
    # Each frond keeps its own outline, so they read as separate leaves; the lower ones lie behind.
    leaves.sort(key=lambda leaf: -leaf.boundingRect().bottom())
    return trunk, tuple(leaves), ribs, rings


def _paint_palm(painter: QPainter, unit: QTransform, style: SpeciesStyle, pen: float, detail: bool) -> None:
    trunk, leaves, ribs, rings = _palm()
    painter.setPen(make_pen(TRUNK_DARK, pen))
    painter.setBrush(TRUNK)
    painter.drawPath(unit.map(trunk))
    if detail:
        painter.strokePath(unit.map(rings), make_pen(with_alpha(TRUNK_DARK, 0.6), pen * 0.7))
    painter.setPen(make_pen(style.dark, pen))
    painter.setBrush(style.fill)
    for leaf in leaves:
        painter.drawPath(unit.map(leaf))
    if detail:
        painter.strokePath(unit.map(ribs), make_pen(with_alpha(style.light, 0.8), pen * 0.8))
        painter.setPen(make_pen(TRUNK_DARK, pen * 0.6))
        painter.setBrush(QColor("#6b4a22"))  # two coconuts under the crown
        for dx in (-0.035, 0.04):
            painter.drawPath(unit.map(ellipse_path(_CROWN.x() + dx, _CROWN.y() + 0.045, 0.032)))


# --- lemon tree ----------------------------------------------------------------------------------

_LEMONS = ((0.37, 0.42, 25.0), (0.60, 0.29, -20.0), (0.64, 0.55, 15.0), (0.44, 0.65, -10.0))
# Leaves marked on the crown: (centre x, centre y, angle in degrees).
_LEMON_LEAVES = ((0.33, 0.56, -40.0), (0.70, 0.42, 40.0), (0.46, 0.20, -60.0), (0.57, 0.70, 30.0),
                 (0.30, 0.33, -30.0), (0.52, 0.45, 70.0), (0.56, 0.14, 50.0))


@functools.cache
def _lemon() -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """Trunk, the tall teardrop crown, and the crown's leaf marks (detail)."""
    trunk = _trunk(0.72, 0.035, 0.05)
    crown = QPainterPath()
    crown.moveTo(0.5, 0.04)
    crown.cubicTo(0.62, 0.14, 0.80, 0.30, 0.79, 0.51)
    crown.cubicTo(0.78, 0.70, 0.64, 0.80, 0.5, 0.80)
    crown.cubicTo(0.36, 0.80, 0.22, 0.70, 0.21, 0.51)
    crown.cubicTo(0.20, 0.30, 0.38, 0.14, 0.5, 0.04)
    crown.closeSubpath()
    leaves = QPainterPath()
    for cx, cy, a in _LEMON_LEAVES:
        leaves.addPath(_lens(cx, cy, 0.05, 0.022, a))
    return trunk, crown, leaves


def _paint_lemon(painter: QPainter, unit: QTransform, style: SpeciesStyle, pen: float, detail: bool) -> None:
    trunk, crown, leaves = _lemon()
    painter.setPen(make_pen(TRUNK_DARK, pen))
    painter.setBrush(TRUNK)
    painter.drawPath(unit.map(trunk))
    _paint_crown(painter, unit.map(crown), style, pen)
    if detail:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(style.dark, 0.35))
        painter.drawPath(unit.map(leaves))
        painter.setPen(make_pen(style.dark, pen * 0.7))
        painter.setBrush(QColor("#fff59a"))  # ripe lemons, paler and brighter than the crown
        for cx, cy, a in _LEMONS:
            painter.drawPath(unit.map(_lens(cx, cy, 0.07, 0.045, a)))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 200))
        for cx, cy, _a in _LEMONS:
            painter.drawPath(unit.map(ellipse_path(cx - 0.018, cy - 0.012, 0.016, 0.01)))


# --- orange tree ---------------------------------------------------------------------------------

_ORANGES = ((0.36, 0.38), (0.62, 0.30), (0.66, 0.54), (0.42, 0.60), (0.52, 0.44))
_LOBES = 9  # lobes round an orange tree's crown


@functools.cache
def _orange() -> tuple[QPainterPath, QPainterPath]:
    """Trunk and the round, lobed crown (drawn as one scalloped curve: cheap to fill)."""
    trunk = _trunk(0.74, 0.035, 0.05)
    crown = QPainterPath()
    radius, bulge = 0.31, 1.2  # the lobes' feet on the circle, and how far out they swell
    cx, cy = 0.5, 0.45
    step = 2 * math.pi / _LOBES
    for k in range(_LOBES):
        a = k * step - math.pi / 2
        if k == 0:
            crown.moveTo(cx + radius * math.cos(a), cy + radius * math.sin(a))
        b1, b2, a1 = a + step * 0.2, a + step * 0.8, a + step
        crown.cubicTo(cx + radius * bulge * math.cos(b1), cy + radius * bulge * math.sin(b1),
                      cx + radius * bulge * math.cos(b2), cy + radius * bulge * math.sin(b2),
                      cx + radius * math.cos(a1), cy + radius * math.sin(a1))
    crown.closeSubpath()
    return trunk, crown


def _paint_orange(painter: QPainter, unit: QTransform, style: SpeciesStyle, pen: float, detail: bool) -> None:
    trunk, crown = _orange()
    painter.setPen(make_pen(TRUNK_DARK, pen))
    painter.setBrush(TRUNK)
    painter.drawPath(unit.map(trunk))
    _paint_crown(painter, unit.map(crown), style, pen)
    if detail:
        painter.setPen(make_pen(style.dark, pen * 0.7))
        painter.setBrush(QColor("#e0621c"))  # ripe fruit, a deeper orange than the crown
        for cx, cy in _ORANGES:
            painter.drawPath(unit.map(ellipse_path(cx, cy, 0.052)))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(style.light, 0.9))
        for cx, cy in _ORANGES:
            painter.drawPath(unit.map(ellipse_path(cx - 0.016, cy - 0.016, 0.015)))


def _paint_crown(painter: QPainter, crown: QPainterPath, style: SpeciesStyle, pen: float) -> None:
    """A crown lit from the top left: the species' fill, lighter toward the light."""
    box = crown.boundingRect()
    grad = QRadialGradient(QPointF(box.left() + box.width() * 0.38, box.top() + box.height() * 0.32), box.width() * 0.75)
    grad.setColorAt(0.0, style.fill.lighter(112))
    grad.setColorAt(1.0, style.fill.darker(112))
    painter.setPen(make_pen(style.dark, pen))
    painter.setBrush(grad)
    painter.drawPath(crown)


_PAINTERS = {"purple": _paint_lavender, "green": _paint_palm, "yellow": _paint_lemon, "orange": _paint_orange}


def paint_tree(painter: QPainter, centre: QPointF, size: float, species: str, shadow: bool = True) -> None:
    """The tree of ``species`` standing upright in the square of side ``size`` centred on ``centre``."""
    key = canonical_species(species)
    box = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    unit = unit_to(box)
    px = device_px(painter, size)
    # Outlines are thicker, relative to the tree, when it is small, so the silhouette holds.
    pen = size * lerp_by_px(px, 0.07, 0.035, lo=10.0, hi=60.0)
    painter.save()
    if shadow:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SHADOW)
        painter.drawPath(unit.map(ellipse_path(0.53, 0.93, 0.30, 0.065)))
    _PAINTERS[key](painter, unit, SPECIES_STYLES[key], pen, px >= TREE_DETAIL_PX)
    painter.restore()


# --- the badge -----------------------------------------------------------------------------------


def paint_species_badge(painter: QPainter, rect: QRectF, species: str) -> None:
    """A round badge of ``species`` (its tree on its colour) for player panels and score markers;
    ``"none"`` gives the grey badge of nobody."""
    side = min(rect.width(), rect.height())
    c = rect.center()
    r = side / 2
    px = device_px(painter, side)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if species == NOBODY:
        style = NOBODY_STYLE
    else:
        style = SPECIES_STYLES[canonical_species(species)]
    rim = r * lerp_by_px(px, 0.16, 0.11, lo=16.0, hi=64.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(style.dark)
    painter.drawEllipse(c, r, r)
    painter.setBrush(style.fill)
    painter.drawEllipse(c, r - rim * 0.35, r - rim * 0.35)
    inner = r - rim
    grad = QRadialGradient(QPointF(c.x() - inner * 0.3, c.y() - inner * 0.35), inner * 1.3)
    grad.setColorAt(0.0, QColor("#fffdf6"))
    grad.setColorAt(1.0, style.light)
    painter.setBrush(grad)
    painter.drawEllipse(c, inner, inner)
    if species == NOBODY:
        # Nobody: a bare plot, an empty ring with a stroke across it.
        painter.setPen(make_pen(style.dark, inner * 0.16))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, inner * 0.48, inner * 0.48)
        d = inner * 0.34
        painter.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d))
    else:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        paint_tree(painter, QPointF(c.x(), c.y() - inner * 0.04), inner * 1.62, species, shadow=px >= 28.0)
    painter.restore()


def tree_icon_path(species: str, rect: QRectF) -> QPainterPath:
    """The outline of ``species``' tree fitted into ``rect``: one fill for stamps and masks."""
    key = canonical_species(species)
    unit = unit_to(rect)
    if key == "purple":
        bush, spikes, _stems, _whorls = _lavender()
        return unit.map(union(bush, *spikes, poly_path((0.40, 0.80), (0.60, 0.80), (0.5, 0.55))))
    if key == "green":
        trunk, leaves, _ribs, _rings = _palm()
        return unit.map(union(trunk, *leaves))
    if key == "yellow":
        trunk, crown, _leaves = _lemon()
        return unit.map(union(trunk, crown))
    trunk, crown = _orange()
    return unit.map(union(trunk, crown))
