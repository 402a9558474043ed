"""The pictures of the rules pages, drawn with the games' own art.

A rules page names a picture as ``<img src="picture:alhambra/walls"/>``: the game's UI plug-in
says where its pictures are (``help_pictures``, a mapping of names to :class:`HelpPicture`), and
the rules window asks :func:`help_picture` for each. The pictures hold no words: the caption under
each is part of the page, so it is in the page's language. This module also holds the few marks
the pictures share (a tick, a cross, an arrow)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen

from engine.core.errors import PluginError
from gui.art.palette import TABLE_BACKGROUND

SCHEME = "picture"
CELL = 96.0  # px: one tile of a city picture
GOOD = QColor("#3f9d4a")
BAD = QColor("#c2412d")
ARROW = QColor("#f3e8cf")


@dataclass(frozen=True)
class HelpPicture:
    """A picture of a rules page: its size in px and what draws it into a rect of that size."""

    width: int
    height: int
    paint: Callable[[QPainter, QRectF], None]


def mark(painter: QPainter, centre: QPointF, good: bool) -> None:
    """A round badge: a tick where a placement is allowed, a cross where it is not."""
    radius = CELL * 0.18
    painter.setPen(QPen(QColor("white"), radius * 0.18))
    painter.setBrush(GOOD if good else BAD)
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QPen(QColor("white"), radius * 0.26, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    r = radius * 0.48
    if good:
        path = QPainterPath(centre + QPointF(-r, 0.05 * r))
        path.lineTo(centre + QPointF(-0.25 * r, 0.7 * r))
        path.lineTo(centre + QPointF(r, -0.6 * r))
        painter.drawPath(path)
    else:
        painter.drawLine(centre + QPointF(-r, -r), centre + QPointF(r, r))
        painter.drawLine(centre + QPointF(-r, r), centre + QPointF(r, -r))


def arrow(painter: QPainter, start: QPointF, end: QPointF, colour: QColor = ARROW, bend: float = 0.0) -> None:
    """An arrow from ``start`` to ``end``, bowed upwards by ``bend`` px."""
    painter.setPen(QPen(colour, CELL * 0.05, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    middle = (start + end) / 2 + QPointF(0.0, -bend)
    path = QPainterPath(start)
    path.quadTo(middle, end)
    painter.drawPath(path)
    direction = end - middle
    length = max(1e-6, (direction.x() ** 2 + direction.y() ** 2) ** 0.5)
    unit = direction / length
    side = QPointF(-unit.y(), unit.x())
    head = CELL * 0.12
    painter.setBrush(colour)
    painter.drawPolygon([end, end - unit * head + side * head * 0.6, end - unit * head - side * head * 0.6])


def picture_names(game_id: str) -> dict[str, HelpPicture]:
    """The pictures of ``game_id``'s rules pages, by name (``walls``), from its UI plug-in."""
    from gui.games import ui_plugin  # the plug-ins import this module's marks

    plugin = ui_plugin(game_id)
    if plugin is None or not plugin.help_pictures:
        return {}
    return dict(plugin.load_help_pictures())


def help_picture(reference: str) -> QImage | None:
    """The picture ``<game>/<name>`` of a rules page, or None if there is no such picture."""
    game_id, _, name = reference.partition("/")
    try:
        picture = picture_names(game_id).get(name)
    except PluginError:
        return None
    if picture is None:
        return None
    image = QImage(picture.width, picture.height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(TABLE_BACKGROUND)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    picture.paint(painter, QRectF(0, 0, picture.width, picture.height))
    painter.end()
    return image
