"""The silhouettes of Granada's nine building types, built in the unit box (0..1, y down).

Each is a single fill, recognisable at icon size and unlike every Alhambra silhouette (no
onion domes, cypresses or crenellated towers here): an amphitheatre, a star-lit hammam dome, an
open book, a bed, a cross in a ring, a market stall, a round tree, a scholar's cap and a row of
houses.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath, QTransform

from gui.art.shapes import eight_star, ellipse_path, pointed_arch, poly_path, rect_path, simplified_path, stroke_to_path, subtracted_path, union
from gui.art.silhouettes import Silhouettes
from gui.games.granada.art.palette import canonical_type


def _arena() -> QPainterPath:
    """An amphitheatre seen from outside: an oval drum, two storeys of arches, a flag."""
    drum = QPainterPath()
    drum.moveTo(0.08, 0.40)
    drum.cubicTo(0.20, 0.26, 0.80, 0.26, 0.92, 0.40)
    drum.lineTo(0.92, 0.84)
    drum.lineTo(0.08, 0.84)
    drum.closeSubpath()
    body = union(drum, rect_path(0.04, 0.82, 0.92, 0.07), rect_path(0.495, 0.12, 0.025, 0.2),
                 poly_path((0.52, 0.12), (0.66, 0.165), (0.52, 0.21)))
    holes = QPainterPath()
    for i in range(5):  # upper storey: five small arches
        cx = 0.18 + i * 0.16
        holes.addPath(pointed_arch(cx, 0.47, 0.045, 0.05, 0.55))
    for i in range(4):  # ground storey: four wide arches
        cx = 0.23 + i * 0.18
        holes.addPath(pointed_arch(cx, 0.68, 0.06, 0.06, 0.82))
    return subtracted_path(body, simplified_path(holes))


def _bath() -> QPainterPath:
    """A hammam: a low dome pierced by star skylights, on a base, over three ripples of water."""
    dome = QPainterPath()
    dome.moveTo(0.14, 0.58)
    dome.arcTo(QRectF(0.14, 0.20, 0.72, 0.76), 180.0, -180.0)
    dome.closeSubpath()
    body = union(dome, rect_path(0.10, 0.56, 0.80, 0.07), rect_path(0.47, 0.14, 0.06, 0.08),
                 ellipse_path(0.5, 0.14, 0.04))
    for cx, cy, r in ((0.5, 0.37, 0.065), (0.33, 0.46, 0.05), (0.67, 0.46, 0.05)):
        body = subtracted_path(body, eight_star(cx, cy, r))
    ripples = QPainterPath()
    for row, y in enumerate((0.71, 0.80, 0.89)):
        x0 = 0.12 + 0.04 * row
        x1 = 0.88 - 0.04 * row
        n = 4
        ripples.moveTo(x0, y)
        step = (x1 - x0) / n
        for k in range(n):
            xa = x0 + k * step
            ripples.cubicTo(xa + step * 0.3, y - 0.045, xa + step * 0.7, y + 0.045, xa + step, y)
    return union(body, stroke_to_path(ripples, 0.045))


def _library() -> QPainterPath:
    """An open book seen from the front, lines of writing on its pages, on a small lectern."""
    left = QPainterPath()
    left.moveTo(0.5, 0.36)
    left.cubicTo(0.38, 0.27, 0.20, 0.25, 0.06, 0.29)
    left.lineTo(0.06, 0.76)
    left.cubicTo(0.20, 0.72, 0.38, 0.74, 0.5, 0.83)
    left.closeSubpath()
    right = QTransform(-1.0, 0.0, 0.0, 1.0, 1.0, 0.0).map(left)  # mirrored about x = 0.5
    book = union(left, right)
    lines = QPainterPath()
    for k in range(4):
        y = 0.40 + k * 0.09
        lines.moveTo(0.14, y - 0.03)
        lines.cubicTo(0.24, y - 0.05, 0.36, y - 0.04, 0.42, y)
        lines.moveTo(0.86, y - 0.03)
        lines.cubicTo(0.76, y - 0.05, 0.64, y - 0.04, 0.58, y)
    book = subtracted_path(book, stroke_to_path(lines, 0.03))
    book = subtracted_path(book, rect_path(0.49, 0.36, 0.02, 0.47))  # the gutter
    stand = poly_path((0.44, 0.82), (0.56, 0.82), (0.60, 0.92), (0.40, 0.92))
    return union(book, stand)


def _hostel() -> QPainterPath:
    """A bed for the night: headboard with an arch, pillow, blanket, legs; a crescent moon above."""
    head = union(rect_path(0.08, 0.42, 0.10, 0.48), ellipse_path(0.13, 0.42, 0.05))
    foot = union(rect_path(0.82, 0.56, 0.10, 0.34), ellipse_path(0.87, 0.56, 0.05))
    frame = rect_path(0.08, 0.70, 0.84, 0.09)
    pillow = QPainterPath()
    pillow.addRoundedRect(QRectF(0.20, 0.53, 0.20, 0.12), 0.05, 0.05)
    blanket = QPainterPath()
    blanket.moveTo(0.43, 0.70)
    blanket.lineTo(0.43, 0.58)
    blanket.cubicTo(0.55, 0.53, 0.72, 0.54, 0.82, 0.58)
    blanket.lineTo(0.82, 0.70)
    blanket.closeSubpath()
    moon = subtracted_path(ellipse_path(0.60, 0.27, 0.14), ellipse_path(0.67, 0.22, 0.12))
    bed = union(head, foot, frame, pillow, blanket, moon)
    return subtracted_path(bed, pointed_arch(0.13, 0.52, 0.025, 0.03, 0.64))


def _hospital() -> QPainterPath:
    """A broad cross inside a ring: care for the sick, as on any pharmacy sign."""
    ring = subtracted_path(ellipse_path(0.5, 0.5, 0.42), ellipse_path(0.5, 0.5, 0.34))
    arm = 0.105
    cross = union(rect_path(0.5 - arm, 0.22, 2 * arm, 0.56), rect_path(0.22, 0.5 - arm, 0.56, 2 * arm))
    return union(ring, cross)


def _market() -> QPainterPath:
    """A market stall: scalloped awning, two poles, a counter piled with round fruit."""
    awning = QPainterPath()
    awning.moveTo(0.10, 0.34)
    awning.lineTo(0.22, 0.14)
    awning.lineTo(0.78, 0.14)
    awning.lineTo(0.90, 0.34)
    awning.closeSubpath()
    scallops = QPainterPath()
    for k in range(5):
        cx = 0.18 + k * 0.16
        scallops.addPath(ellipse_path(cx, 0.34, 0.08, 0.065))
    awning = union(awning, scallops)
    awning = subtracted_path(awning, rect_path(0.0, 0.405, 1.0, 0.2))
    stripes = QPainterPath()
    for k in range(2):
        x = 0.42 + k * 0.16
        stripes.addPath(poly_path((x - 0.02, 0.19), (x + 0.02, 0.19), (x + 0.035, 0.34), (x - 0.035, 0.34)))
    awning = subtracted_path(awning, stripes)
    poles = union(rect_path(0.14, 0.36, 0.05, 0.52), rect_path(0.81, 0.36, 0.05, 0.52))
    counter = rect_path(0.10, 0.68, 0.80, 0.09)
    fruit = union(*(ellipse_path(0.30 + k * 0.13, 0.62, 0.06) for k in range(4)),
                  ellipse_path(0.365, 0.53, 0.055), ellipse_path(0.495, 0.53, 0.055), ellipse_path(0.625, 0.53, 0.055))
    return union(awning, poles, counter, fruit, rect_path(0.06, 0.86, 0.88, 0.05))


def _park() -> QPainterPath:
    """A broad round-crowned tree over a lawn, a bench beside it."""
    crown = union(ellipse_path(0.5, 0.32, 0.20), ellipse_path(0.32, 0.44, 0.16), ellipse_path(0.68, 0.44, 0.16),
                  ellipse_path(0.5, 0.50, 0.16))
    trunk = poly_path((0.46, 0.55), (0.54, 0.55), (0.56, 0.85), (0.44, 0.85))
    lawn = QPainterPath()
    lawn.moveTo(0.05, 0.90)
    lawn.cubicTo(0.25, 0.80, 0.75, 0.80, 0.95, 0.90)
    lawn.closeSubpath()
    bench = union(rect_path(0.70, 0.72, 0.22, 0.035), rect_path(0.72, 0.72, 0.025, 0.12),
                  rect_path(0.875, 0.72, 0.025, 0.12), rect_path(0.70, 0.66, 0.22, 0.03))
    return union(crown, trunk, lawn, rect_path(0.05, 0.885, 0.90, 0.04), bench)


def _school() -> QPainterPath:
    """A scholar's cap: square board seen at an angle, crown beneath, tassel hanging, a scroll."""
    board = poly_path((0.5, 0.16), (0.94, 0.34), (0.5, 0.52), (0.06, 0.34))
    crown = QPainterPath()
    crown.moveTo(0.24, 0.42)
    crown.lineTo(0.24, 0.62)
    crown.cubicTo(0.36, 0.72, 0.64, 0.72, 0.76, 0.62)
    crown.lineTo(0.76, 0.42)
    crown.closeSubpath()
    cord = QPainterPath()
    cord.moveTo(0.5, 0.34)
    cord.lineTo(0.84, 0.44)
    cord.lineTo(0.84, 0.62)
    tassel = poly_path((0.84, 0.60), (0.89, 0.74), (0.79, 0.74))
    cap = union(board, crown, stroke_to_path(cord, 0.03), tassel, ellipse_path(0.5, 0.34, 0.03))
    cap = subtracted_path(cap, stroke_to_path(_line(0.24, 0.43, 0.5, 0.53, 0.76, 0.43), 0.035))
    scroll = QPainterPath()
    scroll.addRoundedRect(QRectF(0.16, 0.78, 0.68, 0.10), 0.05, 0.05)
    scroll = subtracted_path(scroll, rect_path(0.30, 0.825, 0.40, 0.012))
    return union(cap, scroll)


def _line(*xy: float) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(xy[0], xy[1])
    for i in range(2, len(xy), 2):
        path.lineTo(xy[i], xy[i + 1])
    return path


def _house(x: float, w: float, base: float, wall_h: float, roof_h: float) -> QPainterPath:
    top = base - wall_h
    return union(rect_path(x, top, w, wall_h),
                 poly_path((x - 0.03, top + 0.005), (x + w / 2, top - roof_h), (x + w + 0.03, top + 0.005)))


def _residential() -> QPainterPath:
    """Three houses of a quarter, gables of different heights, windows and doors cut out."""
    houses = union(_house(0.07, 0.26, 0.86, 0.30, 0.16), _house(0.37, 0.28, 0.86, 0.44, 0.18),
                   _house(0.69, 0.24, 0.86, 0.24, 0.14), rect_path(0.04, 0.85, 0.92, 0.05))
    cuts = QPainterPath()
    cuts.addPath(pointed_arch(0.20, 0.74, 0.04, 0.04, 0.855))  # doors
    cuts.addPath(pointed_arch(0.51, 0.74, 0.045, 0.045, 0.855))
    cuts.addPath(pointed_arch(0.81, 0.76, 0.035, 0.035, 0.855))
    cuts.addPath(rect_path(0.17, 0.62, 0.06, 0.05))  # windows
    cuts.addPath(rect_path(0.43, 0.52, 0.06, 0.06))
    cuts.addPath(rect_path(0.53, 0.52, 0.06, 0.06))
    cuts.addPath(rect_path(0.48, 0.33, 0.06, 0.06))
    return subtracted_path(houses, simplified_path(cuts))


_SYMBOLS = Silhouettes("Granada building type", {
    "arena": _arena,
    "bath": _bath,
    "library": _library,
    "hostel": _hostel,
    "hospital": _hospital,
    "market": _market,
    "park": _park,
    "school": _school,
    "residential": _residential,
})


def granada_symbol_path(type_id: str, rect: QRectF) -> QPainterPath:
    """The silhouette of Granada building type ``type_id``, fitted to the centred square of ``rect``."""
    return _SYMBOLS.path(canonical_type(type_id), rect)

