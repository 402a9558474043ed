"""The castle's buildings as pictures: one silhouette for each named building, the generic towers
and houses, and the market, forge and barn printed on the board.

Each building is a list of parts, built once in a unit box (y down) whose height is the picture's
and whose ground line is GROUND; x runs from 0 to 1 across the centred square, and the wide
buildings (palace, stable, large gate) reach a little past it, into the room a landscape tile
has. Every silhouette tells its building without colour:

- keep: a tall battlemented donjon with a flag and a lower forebuilding;
- tavern: a half-timbered house under a steep gable, its sign hanging from a bracket;
- small gate: one gate tower with an arch, in a short stretch of wall;
- large gate: a wide arch between two round towers with pointed roofs;
- stable: long and low under a thatched roof, three stall doors, a horseshoe;
- servants' house: tall and narrow, three floors of windows under a steep roof;
- palace: a wide front of arched windows with a domed central tower and two corner towers;
- tower: a round tower under a pointed roof; house: a small cottage with a chimney;
- market: stalls under striped awnings; forge: an open smithy with its fire and chimney;
- barn: a broad barn with braced double doors.

In winter, snow lies on everything that faces the sky: each roof and battlement gets a cap.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainterPath

from gui.art.shapes import (
    ellipse_path,
    poly_path,
    rect_path,
    subtracted_path,
    union,
)
from gui.games.castle.art.palette import (
    FIRE,
    FLAG,
    FLAG_DARK,
    GOLD,
    GOLD_DARK,
    IRON,
    OPENING,
    PLASTER,
    ROOF,
    ROOF_DARK,
    SLATE,
    SLATE_DARK,
    THATCH,
    TIMBER,
    TIMBER_LIGHT,
    WALL,
    WALL_DARK,
    WINDOW,
)

GROUND = 0.82  # the ground line in the unit box, as a fraction of the picture's height
SNOW_DEPTH = 0.045  # how deep the snow lies on a roof, in the unit box

# Part roles: (fill, outline, whether snow settles on its top). Painted in the order listed by
# each building, so a roof covers the top of its wall.
ROLES: dict[str, tuple[QColor, QColor, bool]] = {
    "stone": (WALL, WALL_DARK, True),
    "plaster": (PLASTER, TIMBER, False),
    "wood": (TIMBER_LIGHT, TIMBER, False),
    "barnwood": (QColor("#9c3f2a"), QColor("#3e160c"), False),
    "roof": (ROOF, ROOF_DARK, True),
    "slate": (SLATE, SLATE_DARK, True),
    "thatch": (THATCH, TIMBER, True),
    "gold": (GOLD, GOLD_DARK, False),
    "hole": (OPENING, OPENING, False),
    "window": (WINDOW, TIMBER, False),
    "flag": (FLAG, FLAG_DARK, False),
    "awning": (QColor("#c8412c"), QColor("#5a1a0e"), True),
    "awning2": (QColor("#2f7d6a"), QColor("#12392f"), True),
    "fire": (FIRE, QColor("#7a2e05"), False),
    "iron": (IRON, QColor("#111114"), False),
}
# Stroked detail: (role, colour, width in the unit box). Shown only when the picture is large.
LINE_STYLES: dict[str, tuple[QColor, float]] = {
    "beams": (TIMBER, 0.022),
    "joints": (QColor(95, 82, 61, 150), 0.008),
    "grid": (IRON, 0.014),
    "stripes": (QColor("#fbf4e4"), 0.03),
    "straw": (THATCH.darker(135), 0.012),
}

Parts = tuple[tuple[str, QPainterPath], ...]


# --- shapes -----------------------------------------------------------------------------------


def _wall(left: float, top: float, right: float, bottom: float = GROUND) -> QPainterPath:
    return rect_path(left, top, right - left, bottom - top)


def _merlons(left: float, right: float, top: float, height: float, count: int) -> QPainterPath:
    """``count`` merlons with gaps between, evenly across ``left``..``right``, standing on ``top``."""
    width = (right - left) / (2 * count - 1)
    return union(*(rect_path(left + 2 * k * width, top - height, width, height + 0.01) for k in range(count)))


def _arch(cx: float, top: float, half_w: float, bottom: float = GROUND) -> QPainterPath:
    """A round-headed opening from ``top`` (its crown) down to ``bottom``."""
    spring = top + half_w  # where the round head meets the jambs
    return union(ellipse_path(cx, spring, half_w), rect_path(cx - half_w, spring, 2 * half_w, bottom - spring))


def _gable(left: float, right: float, eave: float, ridge: float, overhang: float = 0.03) -> QPainterPath:
    return poly_path((left - overhang, eave), ((left + right) / 2, ridge), (right + overhang, eave))


def _cone(cx: float, base: float, half_w: float, tip: float) -> QPainterPath:
    return poly_path((cx - half_w, base), (cx, tip), (cx + half_w, base))


def _windows(xs: tuple[float, ...], ys: tuple[float, ...], w: float, h: float) -> QPainterPath:
    return union(*(_arch(x, y, w / 2, y + h) for x in xs for y in ys))


def _slits(xs: tuple[float, ...], y: float, h: float) -> QPainterPath:
    return union(*(rect_path(x - 0.012, y, 0.024, h) for x in xs))


def _pole_flag(x: float, foot: float, top: float, size: float) -> tuple[QPainterPath, QPainterPath]:
    pole = rect_path(x - 0.008, top, 0.016, foot - top)
    flag = poly_path((x + 0.008, top), (x + size * 1.5, top + size * 0.35), (x + 0.008, top + size * 0.7))
    return pole, flag


def _lines(*segments: tuple[float, float, float, float]) -> QPainterPath:
    path = QPainterPath()
    for x0, y0, x1, y1 in segments:
        path.moveTo(x0, y0)
        path.lineTo(x1, y1)
    return path


def _courses(left: float, right: float, top: float, bottom: float, step: float = 0.06) -> QPainterPath:
    """Horizontal mortar courses of a stone wall, with staggered vertical joints."""
    path = QPainterPath()
    y, row = top + step, 0
    while y < bottom - 0.005:
        path.moveTo(left, y)
        path.lineTo(right, y)
        x = left + (0.05 if row % 2 else 0.1)
        while x < right - 0.02:
            path.moveTo(x, y - step)
            path.lineTo(x, y)
            x += 0.1
        y += step
        row += 1
    return path


# --- the buildings ------------------------------------------------------------------------------


def _keep() -> Parts:
    body = union(_wall(0.28, 0.24, 0.68), _merlons(0.26, 0.70, 0.24, 0.07, 5))
    fore = union(_wall(0.68, 0.52, 0.90), _merlons(0.68, 0.90, 0.52, 0.05, 3))
    pole, flag = _pole_flag(0.48, 0.17, 0.01, 0.1)
    holes = union(_arch(0.77, 0.64, 0.045), _slits((0.39, 0.57), 0.34, 0.09), _slits((0.48,), 0.52, 0.09),
                  _arch(0.48, 0.70, 0.035))
    return (("stone", union(body, fore)), ("iron", pole), ("flag", flag), ("hole", holes),
            ("joints", _courses(0.28, 0.68, 0.24, GROUND)))


def _tavern() -> Parts:
    walls = _wall(0.16, 0.44, 0.80)
    roof = _gable(0.16, 0.80, 0.46, 0.12)
    chimney = rect_path(0.62, 0.16, 0.07, 0.16)
    bracket = rect_path(0.80, 0.46, 0.16, 0.02)
    sign = rect_path(0.84, 0.50, 0.13, 0.12)
    door = _arch(0.34, 0.62, 0.055)
    windows = union(rect_path(0.50, 0.64, 0.1, 0.08), rect_path(0.24, 0.49, 0.1, 0.07), rect_path(0.56, 0.49, 0.1, 0.07),
                    rect_path(0.445, 0.27, 0.07, 0.07))
    beams = _lines((0.16, 0.58, 0.80, 0.58), (0.16, 0.47, 0.80, 0.47), (0.42, 0.47, 0.42, GROUND), (0.70, 0.47, 0.70, 0.58),
                   (0.16, 0.58, 0.24, 0.47), (0.80, 0.58, 0.72, 0.47), (0.42, 0.58, 0.50, 0.47), (0.44, 0.58, 0.44, 0.47))
    mug = union(rect_path(0.875, 0.53, 0.05, 0.065), rect_path(0.925, 0.545, 0.015, 0.035))
    return (("stone", rect_path(0.60, 0.14, 0.11, 0.04)), ("roof", chimney), ("plaster", walls), ("beams", beams),
            ("roof", roof), ("window", windows), ("hole", door), ("iron", bracket), ("gold", sign), ("hole", mug))


def _small_gate() -> Parts:
    wall = union(_wall(0.06, 0.50, 0.94), _merlons(0.06, 0.30, 0.50, 0.05, 3), _merlons(0.70, 0.94, 0.50, 0.05, 3))
    tower = _wall(0.32, 0.28, 0.68)
    roof = poly_path((0.28, 0.30), (0.5, 0.06), (0.72, 0.30))
    arch = _arch(0.5, 0.52, 0.1)
    grid = _lines(*[(x, 0.55, x, GROUND) for x in (0.45, 0.5, 0.55)], (0.40, 0.64, 0.60, 0.64), (0.40, 0.73, 0.60, 0.73))
    return (("stone", union(wall, tower)), ("slate", roof), ("hole", arch), ("grid", grid),
            ("hole", _slits((0.5,), 0.36, 0.08)), ("joints", _courses(0.06, 0.94, 0.50, GROUND)))


def _large_gate() -> Parts:
    house = union(_wall(0.22, 0.34, 0.78), _merlons(0.22, 0.78, 0.34, 0.06, 5))
    towers = union(_wall(0.0, 0.24, 0.26), _wall(0.74, 0.24, 1.0))
    roofs = union(_cone(0.13, 0.26, 0.17, -0.04), _cone(0.87, 0.26, 0.17, -0.04))
    arch = _arch(0.5, 0.46, 0.15)
    grid = _lines(*[(x, 0.50, x, GROUND) for x in (0.41, 0.47, 0.53, 0.59)], (0.36, 0.60, 0.64, 0.60),
                  (0.36, 0.71, 0.64, 0.71))
    holes = union(_slits((0.13, 0.87), 0.36, 0.09), _slits((0.13, 0.87), 0.58, 0.09))
    return (("stone", house), ("stone", towers), ("slate", roofs), ("hole", arch), ("grid", grid), ("hole", holes),
            ("joints", _courses(0.22, 0.78, 0.34, 0.46)))


def _stable() -> Parts:
    body = _wall(-0.06, 0.50, 1.06)
    roof = poly_path((-0.12, 0.52), (0.06, 0.26), (0.94, 0.26), (1.12, 0.52))
    doors = union(*(_arch(x, 0.58, 0.085) for x in (0.14, 0.5, 0.86)))
    halves = union(*(rect_path(x - 0.085, 0.70, 0.17, GROUND - 0.70) for x in (0.14, 0.5, 0.86)))
    shoe = subtracted_path(ellipse_path(0.5, 0.42, 0.05, 0.055), union(ellipse_path(0.5, 0.43, 0.028, 0.035),
                                                                        rect_path(0.47, 0.44, 0.06, 0.05)))
    planks = _lines(*[(x, 0.52, x, GROUND) for x in (0.02, 0.26, 0.32, 0.38, 0.62, 0.68, 0.74, 0.98)])
    thatch = _lines(*[(0.08 + k * 0.1, 0.29, -0.02 + k * 0.12, 0.49) for k in range(9)], (-0.06, 0.40, 1.06, 0.40))
    return (("wood", body), ("beams", planks), ("thatch", roof), ("straw", thatch), ("hole", doors), ("wood", halves),
            ("gold", shoe))


def _servants_house() -> Parts:
    body = _wall(0.30, 0.30, 0.70)
    side = _wall(0.70, 0.56, 0.90)
    roof = _gable(0.30, 0.70, 0.32, 0.02, 0.04)
    side_roof = poly_path((0.68, 0.58), (0.68, 0.48), (0.94, 0.58))
    windows = _windows((0.40, 0.60), (0.36, 0.50), 0.07, 0.08)
    door = _arch(0.5, 0.64, 0.05)
    beams = _lines((0.30, 0.46, 0.70, 0.46), (0.30, 0.61, 0.70, 0.61))
    return (("plaster", union(body, side)), ("beams", beams), ("roof", roof), ("roof", side_roof), ("window", windows),
            ("window", rect_path(0.465, 0.14, 0.07, 0.08)), ("window", rect_path(0.76, 0.64, 0.07, 0.07)), ("hole", door))


def _palace() -> Parts:
    front = _wall(0.14, 0.40, 0.86)
    roof = poly_path((0.10, 0.42), (0.22, 0.28), (0.78, 0.28), (0.90, 0.42))
    towers = union(_wall(-0.06, 0.30, 0.16), _wall(0.84, 0.30, 1.06))
    caps = union(_cone(0.05, 0.32, 0.14, 0.06), _cone(0.95, 0.32, 0.14, 0.06))
    middle = _wall(0.40, 0.20, 0.60, 0.42)
    dome = union(ellipse_path(0.5, 0.21, 0.11, 0.09), _cone(0.5, 0.16, 0.025, 0.0))
    windows = union(_windows((0.24, 0.37, 0.63, 0.76), (0.48,), 0.07, 0.12), _windows((0.05, 0.95), (0.42, 0.60), 0.06, 0.1),
                    _windows((0.5,), (0.26,), 0.06, 0.08))
    door = _arch(0.5, 0.54, 0.08)
    pole, flag = _pole_flag(0.5, 0.02, -0.06, 0.06)
    return (("stone", towers), ("slate", caps), ("plaster", front), ("slate", roof), ("plaster", middle), ("gold", dome),
            ("gold", pole), ("flag", flag), ("window", windows), ("hole", door), ("gold", rect_path(0.14, 0.40, 0.72, 0.025)))


_TOWER_ROOFS = ("roof", "slate")


def _tower(variant: int) -> Parts:
    body = _wall(0.34, 0.30, 0.66)
    roof = _cone(0.5, 0.32, 0.21, 0.02)
    holes = union(_slits((0.44, 0.56), 0.40, 0.08), _arch(0.5, 0.64, 0.05))
    return (("stone", body), (_TOWER_ROOFS[variant % 2], roof), ("hole", holes), ("joints", _courses(0.34, 0.66, 0.30, GROUND)))


_HOUSE_ROOFS = ("roof", "thatch", "slate")


def _house(variant: int) -> Parts:
    body = _wall(0.22, 0.48, 0.78)
    roof = _gable(0.22, 0.78, 0.50, 0.20, 0.05)
    chimney = rect_path(0.62, 0.22, 0.07, 0.16)
    door = _arch(0.36, 0.60, 0.05)
    window = rect_path(0.54, 0.58, 0.12, 0.09)
    beams = _lines((0.22, 0.54, 0.78, 0.54), (0.48, 0.54, 0.48, GROUND))
    return (("roof", chimney), ("plaster", body), ("beams", beams), (_HOUSE_ROOFS[variant % 3], roof), ("hole", door),
            ("window", window))


def _market() -> Parts:
    counters = union(rect_path(0.04, 0.60, 0.40, 0.22), rect_path(0.56, 0.60, 0.40, 0.22))
    posts = union(*(rect_path(x, 0.36, 0.03, 0.26) for x in (0.06, 0.40, 0.58, 0.92)))
    awning_a = poly_path((0.0, 0.42), (0.08, 0.28), (0.40, 0.28), (0.48, 0.42))
    awning_b = poly_path((0.52, 0.42), (0.60, 0.28), (0.92, 0.28), (1.0, 0.42))
    stripes = _lines(*[(x, 0.29, x - 0.03, 0.41) for x in (0.16, 0.26, 0.36, 0.68, 0.78, 0.88)])
    goods = union(ellipse_path(0.14, 0.58, 0.05, 0.035), ellipse_path(0.26, 0.58, 0.05, 0.035),
                  rect_path(0.66, 0.52, 0.10, 0.08),
                  rect_path(0.79, 0.54, 0.09, 0.06))
    return (("wood", posts), ("awning", awning_a), ("awning2", awning_b), ("stripes", stripes), ("wood", counters),
            ("gold", goods), ("beams", _lines((0.04, 0.66, 0.44, 0.66), (0.56, 0.66, 0.96, 0.66))))


def _forge() -> Parts:
    body = _wall(0.10, 0.42, 0.80)
    roof = poly_path((0.04, 0.44), (0.16, 0.28), (0.74, 0.28), (0.86, 0.44))
    chimney = _wall(0.62, 0.10, 0.74, 0.34)
    mouth = _arch(0.36, 0.52, 0.14)
    flames = poly_path((0.28, 0.76), (0.33, 0.62), (0.37, 0.70), (0.41, 0.60), (0.45, 0.76))
    fire = union(ellipse_path(0.36, 0.76, 0.09, 0.05), flames)
    anvil = union(poly_path((0.70, 0.62), (0.96, 0.62), (0.92, 0.68), (0.74, 0.68)), rect_path(0.78, 0.68, 0.08, 0.08),
                  rect_path(0.74, 0.76, 0.16, 0.06))
    smoke = union(ellipse_path(0.70, 0.05, 0.05, 0.035), ellipse_path(0.77, 0.0, 0.04, 0.03))
    return (("stone", union(body, chimney)), ("roof", roof), ("hole", mouth), ("fire", fire), ("iron", anvil),
            ("plaster", smoke), ("joints", _courses(0.10, 0.80, 0.42, GROUND)))


def _barn() -> Parts:
    body = _wall(0.06, 0.44, 0.94)
    roof = poly_path((0.0, 0.46), (0.14, 0.26), (0.5, 0.10), (0.86, 0.26), (1.0, 0.46))
    doors = rect_path(0.32, 0.52, 0.36, GROUND - 0.52)
    brace = _lines((0.32, 0.52, 0.5, GROUND), (0.5, 0.52, 0.32, GROUND), (0.5, 0.52, 0.68, GROUND), (0.68, 0.52, 0.5, GROUND),
                   (0.5, 0.52, 0.5, GROUND))
    loft = _arch(0.5, 0.28, 0.06, 0.42)
    planks = _lines(*[(x, 0.46, x, GROUND) for x in (0.12, 0.18, 0.24, 0.76, 0.82, 0.88)])
    return (("barnwood", body), ("beams", planks), ("roof", roof), ("wood", doors), ("stripes", brace), ("hole", loft))


_NAMED = {
    "keep": _keep, "tavern": _tavern, "small-gate": _small_gate, "large-gate": _large_gate, "stable": _stable,
    "servants-house": _servants_house, "palace": _palace, "market": _market, "forge": _forge, "barn": _barn,
}
# The building ids the pictures know, besides the numbered towers and houses (tower-N, house-N).
BUILDINGS: tuple[str, ...] = tuple(_NAMED)


def kind_of(building: str) -> tuple[str, int]:
    """The picture ``building`` is drawn with and its variant: ("tower", 3) for "tower-3"."""
    if building in _NAMED:
        return building, 0
    kind, _, number = building.rpartition("-")
    if kind in ("tower", "house") and number.isdigit():
        return kind, int(number)
    raise KeyError(f"unknown building {building!r}; choose from {', '.join(BUILDINGS)}, tower-N or house-N")


@functools.cache
def building_parts(building: str) -> Parts:
    """The parts of ``building``'s picture in the unit box, in painting order: (role, path)."""
    kind, variant = kind_of(building)
    if kind == "tower":
        return _tower(variant)
    if kind == "house":
        return _house(variant)
    return _NAMED[kind]()


def snow_cap(path: QPainterPath) -> QPainterPath:
    """The snow lying on ``path``: the band along every edge that faces the sky."""
    return subtracted_path(path, path.translated(0.0, SNOW_DEPTH))


@functools.cache
def building_snow(building: str) -> tuple[QPainterPath | None, ...]:
    """The snow on each of ``building``'s parts (None where none settles), in the parts' order."""
    return tuple(snow_cap(path) if role in ROLES and ROLES[role][2] else None for role, path in building_parts(building))


@functools.cache
def building_outline(building: str) -> QPainterPath:
    """The whole silhouette of ``building`` in the unit box (filled parts only), for icons."""
    return union(*(path for role, path in building_parts(building) if role in ROLES))


def picture_box(rect: QRectF) -> QRectF:
    """The unit box of a building picture painted in ``rect``: as high as the rect, centred."""
    h = rect.height()
    return QRectF(rect.center().x() - h / 2, rect.top(), h, h)
