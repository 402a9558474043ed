"""How the combined game's pieces look: Alhambra's tiles with their walls, Granada's faces with
their moats (so walls meet water where the two kinds touch), each seat's Lion fountain, and the
ring that marks the tile where Granada's part of a city starts."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from gui.art.shapes import make_pen
from gui.games.alhambra.looks import AlhambraLooks
from gui.games.granada.art import granada_building_icon
from gui.games.granada.looks import GranadaLooks
from gui.games.tilecity.art import building_icon
from gui.scene.items import TileItem

# Cobalt and white, the azulejo colours of Granada's value plaques: apart from the tiles'
# terracotta frames and from the table's glow (gold), selection (azure) and recent ring (pale).
GRANADA_START_RING = (QColor("#1d3f8f"), QColor("#ffffff"))


class CombinedLooks(GranadaLooks):
    """Paints a Granada face as Granada does, every other piece as Alhambra does."""

    def __init__(self, data, colour_of: Callable[[int], QColor]) -> None:
        super().__init__(data.granada, colour_of)
        self.alhambra = AlhambraLooks(data.alhambra, colour_of)

    def make(self, key: str) -> TileItem:
        """A new item showing ``key``: a Granada face, or an Alhambra piece (tile, fountain)."""
        if key in self.data.face_type:
            return super().make(key)
        return self.alhambra.make(key)


def combined_icon(type_id: str, size: int):
    """The icon of a building type of either game (their type ids never collide)."""
    try:
        return granada_building_icon(type_id, size)
    except KeyError:
        return building_icon(type_id, size)


def paint_granada_start_ring(painter: QPainter, rect: QRectF) -> None:
    """A cobalt ring lined in white around the tile where Granada's part of a city starts."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = min(rect.width(), rect.height())
    for (inset, width), colour in zip(((0.0, 0.07), (0.06, 0.025)), GRANADA_START_RING):
        path = QPainterPath()
        box = rect.adjusted(s * inset, s * inset, -s * inset, -s * inset)
        path.addRoundedRect(box, s * 0.06, s * 0.06)
        painter.strokePath(path, make_pen(colour, s * width, join=Qt.PenJoinStyle.RoundJoin))
    painter.restore()
