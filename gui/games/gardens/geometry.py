"""Where the Gardens board's spaces lie: octagonal garden spaces and diamond building spaces.

The board is the truncated-square tiling of gardens.md section 2: garden space O(r, c) is an
octagon whose four orthogonal sides touch the neighbouring octagons and whose four diagonal sides
face the buildings at its corners, B(r, c) (NW), B(r, c+1) (NE), B(r+1, c+1) (SE) and
B(r+1, c) (SW). A building is the square gap left between four octagons, so it shows as a diamond
(a square turned 45 degrees) centred on a grid point.

Every length is a multiple of ``pitch``, the distance between the centres of neighbouring
octagons (so an octagon's bounding square is one pitch wide). Each octagon is cut at its corners
by ``cut`` x pitch along both axes. A regular octagon would cut 1 / (2 + sqrt 2) = 0.293; we cut
deeper, CUT = 0.36, so the building-facing sides are longer than the garden sides (0.51 against
0.28 pitch) and a building diamond is 0.72 pitch corner to corner: at a 60 px pitch the upright
square inside the diamond is 22 px, room for a value numeral 13 px high.

Scene coordinates: the board rect's top-left corner is (0, 0), x to the right, y down. Building
B(i, j) centres on (m + j * pitch, m + i * pitch), m being the margin; garden space O(r, c)
centres half a pitch right of and below B(r, c).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF

GARDEN_ROWS = 6  # garden spaces per row and column; buildings are one more (7 x 7)
BUILDING_ROWS = GARDEN_ROWS + 1

# A garden space's corners, numbered as gardens.md 2.2: each faces one building.
NW, NE, SE, SW = 0, 1, 2, 3
CORNERS = (NW, NE, SE, SW)
CORNER_NAMES = ("NW", "NE", "SE", "SW")
# The (row, column) step from O(r, c) to the building each corner faces: B(r + di, c + dj).
CORNER_BUILDING_STEP = ((0, 0), (0, 1), (1, 1), (1, 0))
# The unit direction from an octagon's centre toward each corner (x right, y down).
CORNER_DIRECTIONS = ((-1, -1), (1, -1), (1, 1), (-1, 1))

CUT = 0.36  # corner cut of an octagon, in pitches (see the module docstring for why this deep)
MARGIN = 0.84  # board edge to the outermost octagon sides, in pitches: the edge buildings' outer
# halves (CUT), a strip of lawn, then the hedge, the water channel and the wall of the frame


def octagon_points(rect: QRectF, cut: float = CUT) -> list[QPointF]:
    """The eight corners of the octagon in ``rect``, clockwise from the top side's left end.

    ``cut`` is a fraction of the rect's width (x) and height (y)."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    cx, cy = w * cut, h * cut
    return [
        QPointF(x + cx, y), QPointF(x + w - cx, y),  # north side (a garden side)
        QPointF(x + w, y + cy), QPointF(x + w, y + h - cy),  # east side
        QPointF(x + w - cx, y + h), QPointF(x + cx, y + h),  # south side
        QPointF(x, y + h - cy), QPointF(x, y + cy),  # west side
    ]


def octagon_in(rect: QRectF, cut: float = CUT) -> QPainterPath:
    """The octagon inscribed in ``rect`` with corners cut by ``cut`` of its size."""
    path = QPainterPath()
    path.addPolygon(QPolygonF(octagon_points(rect, cut)))
    path.closeSubpath()
    return path


def diagonal_side(rect: QRectF, corner: int, cut: float = CUT) -> QLineF:
    """The diagonal (building-facing) side of the octagon in ``rect`` at ``corner`` (NW..SW)."""
    p = octagon_points(rect, cut)
    # The octagon's points are clockwise from the north side, so the diagonal sides join
    # points 7-0 (NW), 1-2 (NE), 3-4 (SE) and 5-6 (SW).
    a, b = ((7, 0), (1, 2), (3, 4), (5, 6))[corner]
    return QLineF(p[a], p[b])


def corner_point(rect: QRectF, corner: int, cut: float = CUT) -> QPointF:
    """The middle of the octagon's diagonal side at ``corner``: where it faces its building."""
    return diagonal_side(rect, corner, cut).center()


def quarter_in(rect: QRectF, corner: int, cut: float = CUT) -> QPainterPath:
    """The quarter of the octagon in ``rect`` that faces ``corner``: the octagon cut by the
    vertical and horizontal lines through its centre, so it holds the whole diagonal side."""
    p = octagon_points(rect, cut)
    c = rect.center()
    top, bottom = QPointF(c.x(), rect.top()), QPointF(c.x(), rect.bottom())
    left, right = QPointF(rect.left(), c.y()), QPointF(rect.right(), c.y())
    points = (
        (left, p[7], p[0], top),
        (top, p[1], p[2], right),
        (right, p[3], p[4], bottom),
        (bottom, p[5], p[6], left),
    )[corner]
    path = QPainterPath()
    path.addPolygon(QPolygonF([c, *points]))
    path.closeSubpath()
    return path


def diamond_in(rect: QRectF) -> QPainterPath:
    """The diamond whose corners are the middles of ``rect``'s sides."""
    c = rect.center()
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(c.x(), rect.top()), QPointF(rect.right(), c.y()),
                               QPointF(c.x(), rect.bottom()), QPointF(rect.left(), c.y())]))
    path.closeSubpath()
    return path


@dataclass(frozen=True)
class BoardGeometry:
    """The board laid out in scene units: ``pitch`` between octagon centres; ``cut`` and
    ``margin`` are fractions of the pitch."""

    pitch: float = 1.0
    cut: float = CUT
    margin: float = MARGIN

    # --- the whole board ----------------------------------------------------------------------

    @property
    def origin(self) -> QPointF:
        """The centre of building B(0, 0), in scene units."""
        m = self.margin * self.pitch
        return QPointF(m, m)

    def board_rect(self) -> QRectF:
        """The whole board, frame included, with its top-left corner at (0, 0)."""
        side = (GARDEN_ROWS + 2 * self.margin) * self.pitch
        return QRectF(0.0, 0.0, side, side)

    def gardens_rect(self) -> QRectF:
        """The square the 36 octagons fill, side to side."""
        o = self.origin
        side = GARDEN_ROWS * self.pitch
        return QRectF(o.x(), o.y(), side, side)

    def spaces_rect(self) -> QRectF:
        """The square every space lies in: the octagons and the outer halves of the edge buildings."""
        d = self.cut * self.pitch
        return self.gardens_rect().adjusted(-d, -d, d, d)

    # --- garden spaces --------------------------------------------------------------------------

    def garden_centre(self, r: int, c: int) -> QPointF:
        """The centre of garden space O(r, c)."""
        o = self.origin
        return QPointF(o.x() + (c + 0.5) * self.pitch, o.y() + (r + 0.5) * self.pitch)

    def garden_rect(self, r: int, c: int) -> QRectF:
        """The square (one pitch wide) that garden space O(r, c)'s octagon is inscribed in."""
        centre = self.garden_centre(r, c)
        half = self.pitch / 2
        return QRectF(centre.x() - half, centre.y() - half, self.pitch, self.pitch)

    def garden_path(self, r: int, c: int) -> QPainterPath:
        """The octagon of garden space O(r, c): its shape for hit-testing and highlights."""
        return octagon_in(self.garden_rect(r, c), self.cut)

    def corner_points(self, r: int, c: int) -> tuple[QPointF, QPointF, QPointF, QPointF]:
        """The middles of O(r, c)'s diagonal sides at NW, NE, SE, SW: where it meets its buildings."""
        rect = self.garden_rect(r, c)
        return tuple(corner_point(rect, k, self.cut) for k in CORNERS)  # type: ignore[return-value]

    def quarter_path(self, r: int, c: int, corner: int) -> QPainterPath:
        """The quarter of O(r, c) facing ``corner`` (NW, NE, SE or SW), to light up which building
        that quarter's trees face."""
        return quarter_in(self.garden_rect(r, c), corner, self.cut)

    def facing_building(self, r: int, c: int, corner: int) -> tuple[int, int]:
        """The building (i, j) that O(r, c)'s ``corner`` faces."""
        di, dj = CORNER_BUILDING_STEP[corner]
        return r + di, c + dj

    def gardens_around(self, i: int, j: int) -> list[tuple[int, int, int]]:
        """The garden spaces (r, c, corner) that touch building B(i, j), with the corner facing it."""
        found = []
        for corner, (di, dj) in enumerate(CORNER_BUILDING_STEP):
            r, c = i - di, j - dj
            if 0 <= r < GARDEN_ROWS and 0 <= c < GARDEN_ROWS:
                found.append((r, c, corner))
        return found

    # --- building spaces ------------------------------------------------------------------------

    def building_centre(self, i: int, j: int) -> QPointF:
        """The centre of building space B(i, j): the grid point between four octagons."""
        o = self.origin
        return QPointF(o.x() + j * self.pitch, o.y() + i * self.pitch)

    def building_rect(self, i: int, j: int) -> QRectF:
        """The upright square B(i, j)'s diamond is inscribed in (2 x cut pitches wide)."""
        centre = self.building_centre(i, j)
        half = self.cut * self.pitch
        return QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)

    def building_path(self, i: int, j: int) -> QPainterPath:
        """The diamond of building space B(i, j), touching its octagons' diagonal sides."""
        return diamond_in(self.building_rect(i, j))

    # --- hit-testing ------------------------------------------------------------------------------

    def garden_at(self, point: QPointF) -> tuple[int, int] | None:
        """The garden space (r, c) whose octagon holds ``point``, or None."""
        o = self.origin
        c = math.floor((point.x() - o.x()) / self.pitch)
        r = math.floor((point.y() - o.y()) / self.pitch)
        if 0 <= r < GARDEN_ROWS and 0 <= c < GARDEN_ROWS and self.garden_path(r, c).contains(point):
            return r, c
        return None

    def building_at(self, point: QPointF) -> tuple[int, int] | None:
        """The building space (i, j) whose diamond holds ``point``, or None."""
        o = self.origin
        j = round((point.x() - o.x()) / self.pitch)
        i = round((point.y() - o.y()) / self.pitch)
        if 0 <= i < BUILDING_ROWS and 0 <= j < BUILDING_ROWS and self.building_path(i, j).contains(point):
            return i, j
        return None
