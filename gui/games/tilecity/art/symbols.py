"""The silhouettes of the building types and the currencies, so colour is never the only cue."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPolygonF

from gui.art.shapes import (
    eight_star,
    ellipse_path,
    horseshoe_arch,
    intersected_path,
    onion_dome,
    pointed_arch,
    poly_path,
    rect_path,
    simplified_path,
    stroke_to_path,
    subtracted_path,
    union,
)
from gui.art.silhouettes import Silhouettes


def _pavilion() -> QPainterPath:
    dome = QPainterPath()
    dome.moveTo(0.27, 0.43)
    dome.arcTo(QRectF(0.27, 0.19, 0.46, 0.48), 180.0, -180.0)
    dome.closeSubpath()
    body = union(
        rect_path(0.12, 0.83, 0.76, 0.07),  # plinth
        rect_path(0.20, 0.54, 0.60, 0.30),  # open hall
        rect_path(0.12, 0.48, 0.76, 0.065),  # wide eave
        rect_path(0.25, 0.42, 0.50, 0.065),  # drum
        dome,
        rect_path(0.49, 0.13, 0.02, 0.08),  # finial
        ellipse_path(0.5, 0.14, 0.03),
    )
    return subtracted_path(body, horseshoe_arch(0.5, 0.665, 0.12, 0.83))


def _seraglio() -> QPainterPath:
    body = union(
        rect_path(0.09, 0.82, 0.82, 0.07),
        rect_path(0.27, 0.50, 0.46, 0.33),
        rect_path(0.24, 0.465, 0.52, 0.05),
        onion_dome(0.5, 0.475, 0.185, 0.35),
        rect_path(0.115, 0.42, 0.10, 0.41),  # minarets
        rect_path(0.785, 0.42, 0.10, 0.41),
        rect_path(0.10, 0.40, 0.13, 0.035),
        rect_path(0.77, 0.40, 0.13, 0.035),
        onion_dome(0.165, 0.405, 0.062, 0.15),
        onion_dome(0.835, 0.405, 0.062, 0.15),
    )
    return subtracted_path(body, pointed_arch(0.5, 0.67, 0.085, 0.085, 0.82))


def _arcades() -> QPainterPath:
    body = union(
        rect_path(0.05, 0.25, 0.90, 0.075),  # cornice
        rect_path(0.08, 0.32, 0.84, 0.54),
        rect_path(0.05, 0.855, 0.90, 0.065),  # plinth
    )
    for cx in (0.235, 0.5, 0.765):
        body = subtracted_path(body, horseshoe_arch(cx, 0.545, 0.1, 0.855))
    return body


def _chambers() -> QPainterPath:
    outer = pointed_arch(0.5, 0.40, 0.255, 0.27, 0.84)
    inner = pointed_arch(0.5, 0.42, 0.185, 0.205, 0.80)
    bars = QPainterPath()
    bars.setFillRule(Qt.FillRule.WindingFill)
    half = 0.021  # half bar width: the lattice must survive as texture at icon sizes
    for k in range(-8, 9):
        o = k * 0.115
        bars.addPolygon(QPolygonF([QPointF(o - half, 0.0), QPointF(o + half, 0.0),
                                   QPointF(o + 1.0 + half, 1.0), QPointF(o + 1.0 - half, 1.0)]))
        bars.closeSubpath()
        bars.addPolygon(QPolygonF([QPointF(1.0 - o - half, 0.0), QPointF(1.0 - o + half, 0.0),
                                   QPointF(-o + half, 1.0), QPointF(-o - half, 1.0)]))
        bars.closeSubpath()
    lattice = intersected_path(simplified_path(bars), inner)
    return union(subtracted_path(outer, inner), lattice, rect_path(0.17, 0.82, 0.66, 0.075))


def _cypress(cx: float, top: float, bottom: float, half_w: float) -> QPainterPath:
    h = bottom - top
    path = QPainterPath()
    path.moveTo(cx, top)
    path.cubicTo(cx + half_w * 0.8, top + h * 0.25, cx + half_w * 1.1, bottom - h * 0.3, cx, bottom)
    path.cubicTo(cx - half_w * 1.1, bottom - h * 0.3, cx - half_w * 0.8, top + h * 0.25, cx, top)
    path.closeSubpath()
    return path


def _garden() -> QPainterPath:
    basin = QPainterPath()
    basin.moveTo(0.29, 0.70)
    basin.lineTo(0.71, 0.70)
    basin.arcTo(QRectF(0.29, 0.62, 0.42, 0.18), 0.0, -180.0)
    basin.closeSubpath()
    bowl = QPainterPath()
    bowl.moveTo(0.38, 0.50)
    bowl.lineTo(0.62, 0.50)
    bowl.arcTo(QRectF(0.38, 0.455, 0.24, 0.09), 0.0, -180.0)
    bowl.closeSubpath()
    jet = QPainterPath()
    jet.moveTo(0.5, 0.25)
    jet.cubicTo(0.545, 0.34, 0.55, 0.45, 0.5, 0.48)
    jet.cubicTo(0.45, 0.45, 0.455, 0.34, 0.5, 0.25)
    spray = QPainterPath()
    spray.moveTo(0.5, 0.33)
    spray.quadTo(0.36, 0.33, 0.345, 0.47)
    spray.moveTo(0.5, 0.33)
    spray.quadTo(0.64, 0.33, 0.655, 0.47)
    return union(
        _cypress(0.175, 0.13, 0.80, 0.105),
        _cypress(0.825, 0.13, 0.80, 0.105),
        rect_path(0.165, 0.78, 0.02, 0.07),
        rect_path(0.815, 0.78, 0.02, 0.07),
        basin,
        rect_path(0.465, 0.52, 0.07, 0.19),
        bowl,
        jet,
        stroke_to_path(spray, 0.028),
        rect_path(0.05, 0.845, 0.90, 0.06),
    )


def _tower() -> QPainterPath:
    body = union(
        rect_path(0.27, 0.13, 0.105, 0.12),  # merlons
        rect_path(0.4475, 0.13, 0.105, 0.12),
        rect_path(0.625, 0.13, 0.105, 0.12),
        rect_path(0.27, 0.24, 0.46, 0.10),  # parapet
        poly_path((0.27, 0.335), (0.73, 0.335), (0.68, 0.385), (0.32, 0.385)),  # corbels
        rect_path(0.32, 0.38, 0.36, 0.47),
        rect_path(0.25, 0.84, 0.50, 0.065),
    )
    body = subtracted_path(body, horseshoe_arch(0.5, 0.725, 0.075, 0.84))
    return subtracted_path(body, pointed_arch(0.5, 0.53, 0.032, 0.05, 0.60))


_BUILDING_SYMBOLS = Silhouettes("building type", {
    "pavilion": _pavilion,
    "seraglio": _seraglio,
    "arcades": _arcades,
    "chambers": _chambers,
    "garden": _garden,
    "tower": _tower,
})


def _coin() -> QPainterPath:
    return subtracted_path(ellipse_path(0.5, 0.5, 0.42), ellipse_path(0.5, 0.5, 0.17))


def _crescent() -> QPainterPath:
    return subtracted_path(ellipse_path(0.47, 0.53, 0.41), ellipse_path(0.64, 0.40, 0.33))


def _diamond() -> QPainterPath:
    return poly_path((0.5, 0.06), (0.86, 0.5), (0.5, 0.94), (0.14, 0.5))


def _star() -> QPainterPath:
    return eight_star(0.5, 0.5, 0.45)


_CURRENCY_SYMBOLS = Silhouettes("currency", {"BLUE": _coin, "GREEN": _crescent, "ORANGE": _diamond, "YELLOW": _star})


def building_symbol_path(type_id: str, rect: QRectF) -> QPainterPath:
    """The silhouette of building type ``type_id``, fitted to the centred square of ``rect``."""
    return _BUILDING_SYMBOLS.path(type_id, rect)


def currency_symbol_path(currency_id: str, rect: QRectF) -> QPainterPath:
    """The symbol of ``currency_id`` (coin, crescent, diamond, star), fitted to ``rect``'s centred square."""
    return _CURRENCY_SYMBOLS.path(currency_id, rect)
