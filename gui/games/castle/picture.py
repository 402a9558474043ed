"""A Castle for All Seasons' start-page picture: a corner of the castle seen from the road, a
cart of stone and the helpers before the wall, the left half in summer and the right in winter.

The scene is painted twice, once per season, each clipped to its side of a slanting seam, so the
same castle turns from green to snow across the picture. Lengths are fractions of the picture's
width (x) and height (y); pieces keep their own proportions inside the boxes they are given.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath

from gui.art.palette import player_colour
from gui.art.shapes import begin_rounded_picture, make_pen, poly_path, with_alpha
from gui.games.castle.art import (
    paint_building,
    paint_cart,
    paint_helper,
    paint_innkeeper,
    snowflake_path,
)
from gui.games.castle.art.board_parts import paint_tree
from gui.games.castle.art.palette import (
    GRASS_DARK,
    ROAD,
    ROAD_DARK,
    SNOW,
    SNOW_DARK,
    SNOW_SHADE,
    WALL_DARK,
    WALL_LIGHT,
    WALL_SHADE,
    season_of,
)

SEAM = (0.58, 0.42)  # where the seam between summer and winter crosses the top and the bottom
WALL_TOP = 0.44  # the curtain wall's top and foot, as fractions of the picture's height
WALL_FOOT = 0.68
# Buildings behind the wall: (id, left, top, size), in fractions of the picture (size of height).
_BEHIND = (("keep", 0.30, 0.06, 0.5), ("tavern", 0.56, 0.14, 0.42), ("servants-house", 0.80, 0.10, 0.42))
# Helpers before the wall: (colour, x, y of the box's top, size in heights, innkeeper?).
_HELPERS = (("red", 0.30, 0.66, 0.2, False), ("blue", 0.40, 0.70, 0.2, False), ("yellow", 0.83, 0.70, 0.2, True))


def _paint_scene(painter: QPainter, rect: QRectF, season: str) -> None:
    w, h = rect.width(), rect.height()
    look = season_of(season)
    winter = look.snow

    def box(x: float, y: float, bw: float, bh: float) -> QRectF:
        return QRectF(rect.left() + x * w, rect.top() + y * h, bw * w, bh * h)

    def at(x: float, y: float) -> QPointF:
        return QPointF(rect.left() + x * w, rect.top() + y * h)

    sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    sky.setColorAt(0.0, look.sky.darker(108))
    sky.setColorAt(0.6, look.sky_low)
    painter.fillRect(rect, QBrush(sky))
    if not winter:
        # Fair-weather clouds over the summer half.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(QColor("#ffffff"), 0.85))
        for cx, cy, r in ((0.12, 0.1, 0.05), (0.17, 0.08, 0.065), (0.23, 0.11, 0.045), (0.42, 0.05, 0.04), (0.47, 0.04, 0.05)):
            painter.drawEllipse(at(cx, cy), r * w, r * w * 0.7)
    hills = QPainterPath(at(0.0, 0.5))
    hills.cubicTo(at(0.2, 0.36), at(0.45, 0.44), at(0.6, 0.38))
    hills.cubicTo(at(0.75, 0.32), at(0.9, 0.4), at(1.0, 0.36))
    hills.lineTo(at(1.0, 1.0))
    hills.lineTo(at(0.0, 1.0))
    painter.fillPath(hills, SNOW_SHADE if winter else GRASS_DARK.lighter(125))
    for building, x, y, size in _BEHIND:
        side = size * h
        paint_building(painter, QRectF(rect.left() + x * w, rect.top() + y * h, side, side), building, season, backdrop=False)
    # The curtain wall, face on: its sunlit face, courses of stone, merlons along the top.
    face = box(0.0, WALL_TOP, 1.0, WALL_FOOT - WALL_TOP)
    grad = QLinearGradient(face.topLeft(), face.bottomLeft())
    grad.setColorAt(0.0, WALL_LIGHT)
    grad.setColorAt(1.0, WALL_SHADE)
    painter.fillRect(face, QBrush(grad))
    joints = QPainterPath()
    rows = 5
    for k in range(rows):
        y = face.top() + face.height() * (k + 1) / rows
        joints.moveTo(face.left(), y)
        joints.lineTo(face.right(), y)
        x = face.left() + (w * 0.03 if k % 2 else 0.0)
        while x < face.right():
            joints.moveTo(x, y - face.height() / rows)
            joints.lineTo(x, y)
            x += w * 0.06
    painter.strokePath(joints, make_pen(with_alpha(WALL_DARK, 0.35), h * 0.004))
    merlon_w = w * 0.04
    painter.setPen(make_pen(WALL_DARK, h * 0.006))
    for k in range(int(1.0 / 0.08) + 1):
        m = QRectF(rect.left() + k * w * 0.08, face.top() - h * 0.05, merlon_w, h * 0.055)
        painter.setBrush(WALL_LIGHT)
        painter.drawRect(m)
        if winter:
            painter.setBrush(SNOW)
            cap = m.adjusted(-merlon_w * 0.05, -h * 0.012, merlon_w * 0.05, -m.height() * 0.6)
            painter.drawRoundedRect(cap, h * 0.01, h * 0.01)
    if winter:
        painter.setPen(make_pen(SNOW_DARK, h * 0.004))
        painter.setBrush(SNOW)
        painter.drawRect(box(0.0, WALL_TOP - 0.004, 1.0, 0.012))
    painter.setPen(make_pen(WALL_DARK, h * 0.006))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawLine(face.bottomLeft(), face.bottomRight())
    # The corner tower at the left, standing forward of the wall.
    paint_building(painter, box(-0.1, 0.02, 0.5, 0.72), "tower-2", season, backdrop=False)
    # The ground before the wall and the road to the gate.
    ground = box(0.0, WALL_FOOT, 1.0, 1.0 - WALL_FOOT)
    painter.fillRect(ground, look.ground)
    road = poly_path((rect.left() + 0.3 * w, rect.bottom()), (rect.left() + 0.52 * w, face.bottom()),
                     (rect.left() + 0.72 * w, face.bottom()), (rect.right(), rect.top() + 0.9 * h),
                     (rect.right(), rect.bottom()))
    painter.setPen(make_pen(SNOW_DARK if winter else ROAD_DARK, h * 0.006))
    painter.setBrush(SNOW_SHADE if winter else ROAD)
    painter.drawPath(road)
    paint_tree(painter, at(0.08, 0.98), h * 0.34, winter, fir=winter)
    paint_tree(painter, at(0.96, 0.78), h * 0.24, winter, fir=True)
    paint_cart(painter, box(0.5, 0.66, 0.36, 0.3), "stone")
    for colour, x, y, size, innkeeper in _HELPERS:
        side = size * h
        figure = QRectF(rect.left() + x * w, rect.top() + y * h, side, side)
        (paint_innkeeper if innkeeper else paint_helper)(painter, figure, player_colour(colour))
    if winter:
        for k in range(16):
            c = at(0.45 + (k * 0.337) % 0.55, 0.04 + (k * 0.529) % 0.5)
            painter.strokePath(snowflake_path(c, h * 0.014), make_pen(with_alpha(SNOW, 0.85), h * 0.004))


def paint_castle_picture(painter: QPainter, rect: QRectF) -> None:
    """The picture in ``rect``, rounded at the corners."""
    begin_rounded_picture(painter, rect)
    w, h = rect.width(), rect.height()
    top = QPointF(rect.left() + SEAM[0] * w, rect.top())
    bottom = QPointF(rect.left() + SEAM[1] * w, rect.bottom())
    for season, corners in (("summer", (rect.topLeft(), top, bottom, rect.bottomLeft())),
                            ("winter", (top, rect.topRight(), rect.bottomRight(), bottom))):
        half = QPainterPath(corners[0])
        for corner in corners[1:]:
            half.lineTo(corner)
        half.closeSubpath()
        painter.save()
        painter.setClipPath(half, Qt.ClipOperation.IntersectClip)
        _paint_scene(painter, rect, season)
        painter.restore()
    # The seam itself: a pale line, as if the picture were folded there.
    painter.setPen(make_pen(with_alpha(QColor("#ffffff"), 0.55), h * 0.006))
    painter.drawLine(top, bottom)
    painter.restore()
