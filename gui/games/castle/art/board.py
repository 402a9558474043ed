"""The castle board, summer or winter side: the castle seen from the south at a slant, inside its
curtain wall, with the road, the carts and the defense tower outside the west wall, the round
track along the top, and the barn's site and a pond outside the east wall.

Everything is laid out from gui.games.castle.board_geometry: the board is fitted in the rect it is
given, and every length below is in board units (1 = the board's height) until ``to_board``
scales it. The board prints a picture of every building under its site, as the printed board
does under its tiles; the table lays the tiles of the unbuilt ones on top.

In winter the ground is under snow, the roofs and the wall walk carry it, the trees are bare or
snow-laden firs, the pond is frozen, and the barn stands on its site outside the east wall.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath

from gui.art.shapes import device_px, make_pen, with_alpha
from gui.games.castle.art.board_parts import (
    paint_cart_spot,
    paint_cobbles,
    paint_helper_space,
    paint_plot,
    paint_pond,
    paint_round_space,
    paint_tree,
    paint_well,
)
from gui.games.castle.art.carts import paint_cart, paint_defense_tower
from gui.games.castle.art.palette import (
    COBBLE,
    FROZEN_GROUND,
    GRASS,
    GRASS_DARK,
    GRASS_LIGHT,
    PARCHMENT,
    PARCHMENT_DARK,
    ROAD,
    ROAD_DARK,
    SNOW,
    SNOW_DARK,
    SNOW_SHADE,
    WALL,
    WALL_DARK,
    WALL_LIGHT,
    WALL_SHADE,
    season_of,
)
from gui.games.castle.art.tiles import paint_building
from gui.games.castle.board_geometry import (
    LOCATION_SPACES,
    ROUNDS_MAX,
    WALL_THICKNESS,
    board_rect,
    building_site_rects,
    cart_helper_rects,
    cart_rects,
    defense_tower_rect,
    helper_space_rects,
    house_site_rects,
    round_track_rects,
    to_board,
    tower_site_rects,
    wall_rect,
)

DETAIL_PX = 420.0  # device pixels of board height from which the paving and the flowers show
TWO_AND_FOUR_ROUNDS = 12  # round spaces every player count uses; the rest are for three players
SITE_GROW = 1.3  # a building's picture is this many times its site's height (it rises above it)
SMALL_GROW = 1.25  # ... a tower's or a house's
FACE = 0.03  # how much of a wall's sunlit south face shows below its top, in board units
# The resource each cart hands out (the rider: silver).
CART_RESOURCE = {"sand": "sand", "wood": "wood", "clay": "clay", "stone": "stone", "rider": "silver"}
# Decoration, in board units: trees outside the walls (x, y of the foot, height, fir?), the
# courtyard's well and its tree, the pond.
_TREES = ((1.23, 0.16, 0.09, True), (1.35, 0.12, 0.08, False), (1.25, 0.77, 0.1, False), (1.35, 0.84, 0.09, True),
          (1.23, 0.96, 0.08, True), (1.34, 0.99, 0.1, False), (0.275, 0.30, 0.06, True), (0.26, 0.99, 0.07, False))
_WELL = (0.70, 0.80, 0.08, 0.08)
_COURT_TREE = (0.45, 0.865, 0.07)
_POND = (1.215, 0.46, 0.16, 0.14)
_BARN_TREES = ((1.24, 0.33, 0.08, False), (1.32, 0.38, 0.09, False), (1.28, 0.27, 0.07, True))


def _picture_rect(site: QRectF, grow: float) -> QRectF:
    """Where a building's picture is painted for ``site``: ``grow`` times as high, its ground
    line a little above the site's lower edge, so the building fills its site."""
    h = site.height() * grow
    return QRectF(site.center().x() - h / 2, site.bottom() - h * 0.92, h, h)


def paint_castle_board(painter: QPainter, rect: QRectF, season: str = "summer", fees: Mapping[str, int] | None = None,
                       yields: Mapping[str, int] | None = None) -> None:
    """The board's ``season`` side (summer or winter) fitted in ``rect``; helper spaces show their
    ``fees`` (by space id) and carts their ``yields`` (by cart id) where given."""
    look = season_of(season)
    winter = look.snow
    board = board_rect(rect)
    u = board.height()
    detail = device_px(painter, u) >= DETAIL_PX
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    frame = QPainterPath()
    frame.addRoundedRect(board, u * 0.02, u * 0.02)
    painter.setClipPath(frame, Qt.ClipOperation.IntersectClip)
    _paint_ground(painter, rect, board, winter, detail)
    _paint_road(painter, rect, winter)
    _paint_track(painter, rect)
    _paint_castle(painter, rect, winter, detail)
    _paint_sites(painter, rect, season, fees or {})
    _paint_outside(painter, rect, season, fees or {})
    for cart, box in cart_rects(rect).items():
        paint_cart(painter, box, CART_RESOURCE[cart], rider=cart == "rider", yield_count=(yields or {}).get(cart))
    for box in cart_helper_rects(rect).values():
        paint_cart_spot(painter, box, winter)
    paint_defense_tower(painter, defense_tower_rect(rect))
    painter.setClipping(False)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(QColor("#3b2a18"), u * 0.006))
    painter.drawPath(frame)
    painter.restore()


def _paint_ground(painter: QPainter, rect: QRectF, board: QRectF, winter: bool, detail: bool) -> None:
    """Meadow, or snow, with soft patches so the ground is not flat."""
    grad = QLinearGradient(board.topLeft(), board.bottomRight())
    grad.setColorAt(0.0, (SNOW if winter else GRASS_LIGHT))
    grad.setColorAt(1.0, (SNOW_SHADE if winter else GRASS))
    painter.fillRect(board, QBrush(grad))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(with_alpha(SNOW_SHADE if winter else GRASS_DARK, 0.35 if winter else 0.18))
    for x, y, w, h in ((0.02, 0.9, 0.3, 0.1), (1.2, 0.66, 0.2, 0.1), (0.9, 0.0, 0.3, 0.06), (1.18, 0.4, 0.2, 0.05)):
        painter.drawEllipse(to_board(rect, x, y, w, h))
    if detail and not winter:
        # Meadow flowers: a fixed scatter, white and yellow.
        for k in range(40):
            x = 1.19 + (k * 0.137) % 0.2
            y = 0.1 + (k * 0.291) % 0.9
            painter.setBrush(QColor("#fff8dc") if k % 2 else QColor("#f6d04d"))
            painter.drawEllipse(to_board(rect, x, y, 0.006, 0.006))


def _paint_road(painter: QPainter, rect: QRectF, winter: bool) -> None:
    """The road from the top of the hill down past the carts and along to the large gate."""
    board = board_rect(rect)
    u = board.height()

    def at(x: float, y: float) -> QPointF:
        return QPointF(board.left() + x * u, board.top() + y * u)

    road = QPainterPath(at(0.13, 0.2))
    road.lineTo(at(0.12, 0.86))
    road.quadTo(at(0.13, 0.985), at(0.3, 0.99))
    road.lineTo(at(0.56, 0.99))
    painter.strokePath(road, make_pen(SNOW_DARK if winter else ROAD_DARK, u * 0.16))
    painter.strokePath(road, make_pen(SNOW_SHADE if winter else ROAD, u * 0.145))
    ruts = make_pen(with_alpha(ROAD_DARK.darker(120) if winter else ROAD_DARK, 0.45), u * 0.006)
    painter.strokePath(road.translated(-u * 0.03, 0.0), ruts)
    painter.strokePath(road.translated(u * 0.03, 0.0), ruts)


def _paint_track(painter: QPainter, rect: QRectF) -> None:
    """The round track: a parchment ribbon along the top with fifteen numbered spaces."""
    spaces = round_track_rects(rect, ROUNDS_MAX)
    band = QRectF(spaces[0].topLeft(), spaces[-1].bottomRight())
    u = board_rect(rect).height()
    band.adjust(-u * 0.012, -u * 0.006, u * 0.012, u * 0.006)
    painter.setPen(make_pen(PARCHMENT_DARK, u * 0.004))
    painter.setBrush(PARCHMENT.darker(104))
    painter.drawRoundedRect(band, band.height() / 2, band.height() / 2)
    for number, box in enumerate(spaces, 1):
        paint_round_space(painter, box, number, three_players=number > TWO_AND_FOUR_ROUNDS)


def _paint_castle(painter: QPainter, rect: QRectF, winter: bool, detail: bool) -> None:
    """The courtyard and the curtain wall round it."""
    line = wall_rect(rect)
    u = board_rect(rect).height()
    t = WALL_THICKNESS * u
    outer = line.adjusted(-t / 2, -t / 2, t / 2, t / 2)
    inner = line.adjusted(t / 2, t / 2, -t / 2, -t / 2)
    painter.fillRect(inner, FROZEN_GROUND if winter else COBBLE)
    if detail:
        paint_cobbles(painter, inner, u * 0.03, winter)
    face = FACE * u
    # The sunlit south faces: of the south wall outside, of the north wall inside the courtyard.
    for box in (QRectF(outer.left(), outer.bottom(), outer.width(), face),
                QRectF(inner.left(), inner.top(), inner.width(), face)):
        painter.fillRect(box, WALL_SHADE)
        painter.fillRect(QRectF(box.left(), box.bottom() - face * 0.15, box.width(), face * 0.15), WALL_DARK)
    ring = QPainterPath()
    ring.addRect(outer)
    ring.addRect(inner)
    ring.setFillRule(Qt.FillRule.OddEvenFill)
    grad = QLinearGradient(outer.topLeft(), outer.bottomRight())
    grad.setColorAt(0.0, WALL_LIGHT)
    grad.setColorAt(1.0, WALL)
    painter.fillPath(ring, QBrush(grad))
    walk = line.adjusted(t * 0.1, t * 0.1, -t * 0.1, -t * 0.1)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(SNOW if winter else with_alpha(WALL_DARK, 0.35), t * (0.55 if winter else 0.08)))
    painter.drawRect(walk)
    _paint_merlons(painter, outer, t, winter)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(make_pen(WALL_DARK, t * 0.12))
    painter.drawRect(outer)
    painter.drawRect(inner)
    # The round footings of the wall towers, wider than the wall, so a tower reads as part of it.
    painter.setPen(make_pen(WALL_DARK, t * 0.1))
    painter.setBrush(SNOW if winter else WALL)
    for box in tower_site_rects(rect).values():
        c = box.center()
        painter.drawEllipse(QPointF(c.x(), c.y() + box.height() * 0.12), box.width() * 0.42, box.height() * 0.3)


def _paint_merlons(painter: QPainter, outer: QRectF, t: float, winter: bool) -> None:
    """Merlons along the wall's outer parapet, evenly spaced on every side: blocks longer along
    the wall than across it, so they read as battlements and not as windows."""
    along, across = t * 0.5, t * 0.34
    step = t * 0.95
    painter.setPen(make_pen(with_alpha(SNOW_DARK if winter else WALL_DARK, 0.7), t * 0.05))
    painter.setBrush(SNOW if winter else WALL_LIGHT.lighter(106))
    for a, b, horizontal in ((outer.topLeft(), outer.topRight(), True), (outer.bottomLeft(), outer.bottomRight(), True),
                             (outer.topLeft(), outer.bottomLeft(), False), (outer.topRight(), outer.bottomRight(), False)):
        length = (b.x() - a.x()) if horizontal else (b.y() - a.y())
        n = int(length / step)
        for k in range(n):
            d = (k + 0.5) * length / n
            if horizontal:
                inward = t * 0.06 if a.y() == outer.top() else -t * 0.06 - across
                box = QRectF(a.x() + d - along / 2, a.y() + inward, along, across)
            else:
                inward = t * 0.06 if a.x() == outer.left() else -t * 0.06 - across
                box = QRectF(a.x() + inward, a.y() + d - along / 2, across, along)
            painter.drawRect(box)


def _paint_sites(painter: QPainter, rect: QRectF, season: str, fees: Mapping[str, int]) -> None:
    """Every building inside the walls with its plot and its helper spaces; the towers on the
    wall, the gates in it, the houses in their lane; the well and a tree."""
    winter = season_of(season).snow
    sites = building_site_rects(rect)
    spaces = helper_space_rects(rect)
    paint_well(painter, to_board(rect, *_WELL), winter)
    x, y, size = _COURT_TREE
    paint_tree(painter, to_board(rect, x, y, 0, 0).topLeft(), board_rect(rect).height() * size, winter)
    for location, box in sites.items():
        if location == "barn":
            continue
        if location not in ("large-gate", "small-gate"):
            paint_plot(painter, box, winter)
        paint_building(painter, _picture_rect(box, SITE_GROW), location, season, backdrop=False)
    for box in house_site_rects(rect).values():
        paint_plot(painter, box, winter)
    for tile, box in {**house_site_rects(rect), **tower_site_rects(rect)}.items():
        paint_building(painter, _picture_rect(box, SMALL_GROW), tile, season, backdrop=False)
    for location, ids in LOCATION_SPACES.items():
        if location == "barn":
            continue
        for space in ids:
            paint_helper_space(painter, spaces[space], fees.get(space))


def _paint_outside(painter: QPainter, rect: QRectF, season: str, fees: Mapping[str, int]) -> None:
    """East of the walls: trees, the pond and, in winter, the barn with its helper spaces."""
    winter = season_of(season).snow
    u = board_rect(rect).height()
    paint_pond(painter, to_board(rect, *_POND), winter)
    for x, y, size, fir in _TREES:
        paint_tree(painter, to_board(rect, x, y, 0, 0).topLeft(), u * size, winter, fir)
    if not winter:
        # In summer the barn's site is part of the orchard.
        for x, y, size, fir in _BARN_TREES:
            paint_tree(painter, to_board(rect, x, y, 0, 0).topLeft(), u * size, winter, fir)
        return
    box = building_site_rects(rect)["barn"]
    paint_plot(painter, box, winter)
    paint_building(painter, _picture_rect(box, SITE_GROW), "barn", season, backdrop=False)
    spaces = helper_space_rects(rect)
    for space in LOCATION_SPACES["barn"]:
        paint_helper_space(painter, spaces[space], fees.get(space))
