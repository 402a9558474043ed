"""The Gardens' start-page picture: the north-west corner of the garden, inside its red walls and
water channel, with a few garden tiles laid and buildings round them, some finished and won."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from gui.art.shapes import begin_rounded_picture
from gui.games.gardens.art import (
    paint_board,
    paint_building,
    paint_empty_space,
    paint_garden_tile,
)
from gui.games.gardens.geometry import BoardGeometry

# Garden spaces shown, as (row, column, species at NW, NE, SE, SW, trees) or None for an empty one.
_TILES = {
    (0, 0): (("yellow", "purple", "orange", "green"), 2),
    (0, 1): (("green", "orange", "purple", "yellow"), 3),
    (1, 0): (("orange", "green", "yellow", "purple"), 1),
    (1, 1): (("purple", "yellow", "green", "orange"), 4),
    (0, 2): (("orange", "yellow", "green", "purple"), 6),
    (1, 2): (("yellow", "green", "orange", "purple"), 5),
    (2, 0): None,
    (2, 1): None,
    (2, 2): None,
}
# Buildings: (row, column) -> (value, scorer if finished, else None).
_BUILDINGS = {
    (0, 0): (5, "yellow"), (0, 1): (2, "purple"), (0, 2): (4, "orange"), (0, 3): (3, None),
    (1, 0): (3, "orange"), (1, 1): (1, "none"), (1, 2): (4, "green"), (1, 3): (1, None),
    (2, 0): (2, None), (2, 1): (5, None), (2, 2): (3, None), (2, 3): (2, None),
    (3, 0): (4, None), (3, 1): (1, None), (3, 2): (5, None), (3, 3): (3, None),
}
_SHOWN = (2.75, 2.06)  # pitches of the board shown across and down, from its top-left corner


def paint_gardens_picture(painter: QPainter, rect: QRectF) -> None:
    """The picture in ``rect``, rounded at the corners."""
    begin_rounded_picture(painter, rect)
    pitch = min(rect.width() / _SHOWN[0], rect.height() / _SHOWN[1])
    geometry = BoardGeometry(pitch=pitch)
    # The board's corner at the picture's top left, nudged out a little so the corner tower is not
    # lost in the rounded corner's clip.
    painter.translate(rect.topLeft() + QPointF(-pitch * 0.04, -pitch * 0.04))
    paint_board(painter, geometry)
    for (r, c), tile in _TILES.items():
        box = geometry.garden_rect(r, c)
        if tile is None:
            paint_empty_space(painter, box)
        else:
            paint_garden_tile(painter, box, tile[0], tile[1])
    for (i, j), (value, scorer) in _BUILDINGS.items():
        paint_building(painter, geometry.building_rect(i, j), value, finished=scorer is not None, scorer=scorer)
    painter.restore()
