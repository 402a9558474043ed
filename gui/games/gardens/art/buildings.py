"""Building tiles: the diamond between four garden spaces, on its foundation side or finished.

The foundation side is a sandstone footing with the builder's plan chalked on it: the value in
large figures and, above them, as many studs as the value. The finished side shows the building
against the sky, one silhouette per kind, each with the value told by a count of its most
telling feature:

- pavilion (1): an open kiosk under one onion dome;
- seraglio (2): a palace front under two domes, with a latticed balcony;
- arcades (3): a colonnade of three pointed arches under a tiled roof;
- chambers (4): a house of four arched windows under a hipped roof;
- tower (5): a tall red tower crowned with five merlons.

A scored building carries the badge of the species that won it at its foot (grey if nobody did).
The silhouettes are built in the unit box (0..1, y down) of the square the diamond is inscribed
in, and stay inside the diamond.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath

from gui.art.shapes import (
    device_px,
    draw_text,
    ellipse_path,
    lerp_by_px,
    make_pen,
    onion_dome,
    pointed_arch,
    poly_path,
    rect_path,
    subtracted_path,
    text_path,
    union,
    unit_to,
    with_alpha,
)
from gui.games.gardens.art.palette import (
    DOME,
    FOUNDATION,
    FOUNDATION_DARK,
    GOLD,
    GOLD_DARK,
    LAWN,
    LAWN_DARK,
    NOBODY,
    PLAN_INK,
    ROOF,
    SKY,
    SKY_LOW,
    STUCCO,
    STUCCO_DARK,
    VALUE_INK,
    WALL,
    WALL_DARK,
    canonical_species,
)
from gui.games.gardens.art.trees import paint_species_badge
from gui.games.gardens.geometry import diamond_in

# The building kinds by value (gardens.md 1.1).
KINDS: tuple[str, ...] = ("pavilion", "seraglio", "arcades", "chambers", "tower")
KIND_OF_VALUE = {value: kind for value, kind in enumerate(KINDS, start=1)}

GROUND = 0.72  # where a finished building stands, in the unit box of its square
BUILDING_DETAIL_PX = 48.0  # device pixels across the square from which joints and lattices show
OPENING = QColor("#4b3522")  # the shade inside doors, windows and arches


def _house(left: float, top: float, right: float) -> QPainterPath:
    """A wall from ``top`` down to the ground between ``left`` and ``right``."""
    return rect_path(left, top, right - left, GROUND - top)


def _pavilion() -> dict[str, QPainterPath]:
    walls = union(rect_path(0.30, 0.685, 0.40, 0.035), _house(0.34, 0.47, 0.66), rect_path(0.31, 0.44, 0.38, 0.035))
    hole = pointed_arch(0.5, 0.565, 0.09, 0.065, 0.685)
    dome = union(onion_dome(0.5, 0.445, 0.13, 0.24), ellipse_path(0.5, 0.195, 0.018))
    return {"wall": subtracted_path(walls, hole), "hole": hole, "dome": dome}


def _seraglio() -> dict[str, QPainterPath]:
    walls = union(_house(0.25, 0.44, 0.75), rect_path(0.23, 0.415, 0.54, 0.035))
    domes = union(onion_dome(0.36, 0.42, 0.085, 0.17), onion_dome(0.64, 0.42, 0.085, 0.17),
                  ellipse_path(0.36, 0.25, 0.013), ellipse_path(0.64, 0.25, 0.013))
    holes = union(pointed_arch(0.33, 0.52, 0.035, 0.035, 0.60), pointed_arch(0.67, 0.52, 0.035, 0.035, 0.60),
                  pointed_arch(0.5, 0.64, 0.045, 0.04, GROUND))
    balcony = rect_path(0.43, 0.47, 0.14, 0.11)
    lattice = QPainterPath()
    for k in range(1, 4):
        lattice.moveTo(0.43 + k * 0.035, 0.47)
        lattice.lineTo(0.43 + k * 0.035, 0.58)
    lattice.moveTo(0.43, 0.525)
    lattice.lineTo(0.57, 0.525)
    return {"wall": walls, "dome": domes, "hole": holes, "wood": balcony, "lattice": lattice}


def _arcades() -> dict[str, QPainterPath]:
    body = _house(0.24, 0.45, 0.76)
    holes = union(*(pointed_arch(x, 0.56, 0.062, 0.07, GROUND) for x in (0.33, 0.5, 0.67)))
    roof = poly_path((0.22, 0.455), (0.78, 0.455), (0.73, 0.39), (0.27, 0.39))
    return {"wall": subtracted_path(body, holes), "hole": holes, "roof": roof}


def _chambers() -> dict[str, QPainterPath]:
    body = _house(0.28, 0.36, 0.72)
    roof = poly_path((0.245, 0.37), (0.755, 0.37), (0.63, 0.235), (0.37, 0.235))
    holes = union(*(pointed_arch(x, y, 0.04, 0.04, y + 0.065) for x in (0.395, 0.605) for y in (0.45, 0.585)))
    return {"wall": body, "roof": roof, "hole": holes}


_MERLONS = 5  # the tower's battlements, one for each point of its value


def _tower() -> dict[str, QPainterPath]:
    left, right = 0.385, 0.615
    body = rect_path(left, 0.175, right - left, GROUND - 0.175)
    width = (right - left) / (2 * _MERLONS - 1)  # merlons and gaps of equal width
    merlons = union(*(rect_path(left + 2 * k * width, 0.125, width, 0.055) for k in range(_MERLONS)))
    trims = union(rect_path(left - 0.012, 0.175, right - left + 0.024, 0.025), rect_path(left - 0.012, 0.68, right - left + 0.024, 0.04))
    holes = union(pointed_arch(0.465, 0.29, 0.028, 0.03, 0.37), pointed_arch(0.535, 0.29, 0.028, 0.03, 0.37),
                  pointed_arch(0.5, 0.50, 0.03, 0.03, 0.58))
    return {"red": union(body, merlons), "wall": trims, "hole": holes}


_MAKERS = {"pavilion": _pavilion, "seraglio": _seraglio, "arcades": _arcades, "chambers": _chambers, "tower": _tower}
# Painting order and colours (fill, outline) of the parts of a building.
_ROLES = (
    ("red", WALL, WALL_DARK),
    ("wall", STUCCO, STUCCO_DARK),
    ("roof", ROOF, WALL_DARK),
    ("dome", DOME, QColor("#1d4742")),
    ("hole", OPENING, STUCCO_DARK),
    ("wood", QColor("#9a6a3a"), QColor("#4a2f14")),
)


@functools.cache
def _unit_building(kind: str) -> dict[str, QPainterPath]:
    try:
        return _MAKERS[kind]()
    except KeyError:
        raise KeyError(f"unknown building kind {kind!r}; choose from {', '.join(KINDS)}") from None


def building_silhouette(kind: str, rect: QRectF) -> QPainterPath:
    """The outline of a finished ``kind`` fitted to ``rect``'s unit box: one fill for icons."""
    parts = _unit_building(kind)
    return unit_to(rect).map(union(*(parts[role] for role, _f, _o in _ROLES if role in parts)))


# --- the two sides ---------------------------------------------------------------------------------


def _paint_foundation(painter: QPainter, rect: QRectF, diamond: QPainterPath, value: int, px: float) -> None:
    s = rect.width()
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, FOUNDATION.lighter(112))
    grad.setColorAt(1.0, FOUNDATION.darker(112))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(grad))
    painter.drawPath(diamond)
    if px >= BUILDING_DETAIL_PX:
        # The plan: the building's footing chalked in a dashed line inside the stone.
        g = s * 0.13
        pen = make_pen(with_alpha(PLAN_INK, 0.7), s * 0.014, Qt.PenCapStyle.FlatCap)
        pen.setDashPattern([3.0, 2.0])
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(diamond_in(rect.adjusted(g, g, -g, -g)))
    # As many studs as the value, in a row above the figure: the value again, without reading.
    r = s * 0.034
    gap = s * 0.088
    y = rect.top() + s * 0.27
    painter.setPen(make_pen(GOLD_DARK, s * 0.012))
    painter.setBrush(GOLD)
    for k in range(value):
        x = rect.center().x() + (k - (value - 1) / 2) * gap
        painter.drawEllipse(QPointF(x, y), r, r)
    h = s * lerp_by_px(px, 0.36, 0.31, lo=40.0, hi=120.0)  # relatively larger when small
    digits = text_path(str(value), QRectF(rect.center().x() - h, rect.top() + s * 0.565 - h / 2, 2 * h, h))
    draw_text(painter, digits, VALUE_INK, with_alpha(FOUNDATION.lighter(125), 0.9), s * 0.05)


def _paint_finished(painter: QPainter, rect: QRectF, diamond: QPainterPath, kind: str, px: float) -> None:
    s = rect.width()
    unit = unit_to(rect)
    painter.save()
    painter.setClipPath(diamond, Qt.ClipOperation.IntersectClip)
    sky = QLinearGradient(rect.topLeft(), QPointF(rect.left(), rect.top() + s * GROUND))
    sky.setColorAt(0.0, SKY)
    sky.setColorAt(1.0, SKY_LOW)
    painter.fillRect(rect, QBrush(sky))
    ground = QRectF(rect.left(), rect.top() + s * GROUND, s, s * (1 - GROUND))
    painter.fillRect(ground, LAWN)
    painter.fillRect(QRectF(ground.left(), ground.top(), s, s * 0.02), LAWN_DARK)
    parts = _unit_building(kind)
    pen = s * lerp_by_px(px, 0.022, 0.011)
    for role, fill, outline in _ROLES:
        if role not in parts:
            continue
        # Lit from the left: every part shades off toward the right.
        light = QLinearGradient(QPointF(rect.left() + s * 0.3, 0.0), QPointF(rect.left() + s * 0.75, 0.0))
        light.setColorAt(0.0, fill.lighter(110 if role != "dome" else 125))
        light.setColorAt(1.0, fill.darker(112))
        painter.setPen(make_pen(outline, pen))
        painter.setBrush(QBrush(light))
        painter.drawPath(unit.map(parts[role]))
    if px >= BUILDING_DETAIL_PX and "lattice" in parts:
        painter.strokePath(unit.map(parts["lattice"]), make_pen(QColor("#4a2f14"), pen * 0.8))
    painter.restore()


def paint_building(painter: QPainter, rect: QRectF, value: int, kind: str | None = None, finished: bool = False,
                   scorer: str | None = None) -> None:
    """A building tile: the diamond inscribed in ``rect`` (a square). The foundation side shows
    ``value`` (1..5); the finished side shows the ``kind`` (the kind of the value if None) and,
    if ``scorer`` is a species id or ``"none"``, the badge of who scored it."""
    if value not in KIND_OF_VALUE:
        raise ValueError(f"a building is worth 1 to 5, not {value}")
    kind = KIND_OF_VALUE[value] if kind is None else kind.strip().lower()
    s = min(rect.width(), rect.height())
    rect = QRectF(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s)
    px = device_px(painter, s)
    diamond = diamond_in(rect)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if finished:
        _paint_finished(painter, rect, diamond, kind, px)
    else:
        _paint_foundation(painter, rect, diamond, value, px)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(STUCCO_DARK if finished else FOUNDATION_DARK, s * lerp_by_px(px, 0.035, 0.018)))
    painter.drawPath(diamond)
    if finished and scorer is not None:
        if scorer != NOBODY:
            scorer = canonical_species(scorer)
        side = s * 0.34  # the badge hangs at the building's foot, inside the diamond's lower corner
        paint_species_badge(painter, QRectF(rect.center().x() - side / 2, rect.top() + s * 0.79 - side / 2, side, side), scorer)
    painter.restore()
