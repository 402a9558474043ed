"""How Granada's pieces look on the table: each face of a double-sided tile (its reverse named
in a corner chip and in the tooltip), and each seat's start tile."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSizeF
from PySide6.QtGui import QColor

from gui.games.granada.art import paint_granada_start_tile, paint_granada_tile
from gui.games.tilecity.layout import TILE
from gui.games.tilecity.pieces import start_seat
from gui.i18n import translate
from gui.i18n_names import tile_name
from gui.scene.items import TileItem


class GranadaLooks:
    """Paints Granada's faces; a tile bought this turn may be shown turned over, as a preview."""

    def __init__(self, data, colour_of: Callable[[int], QColor]) -> None:
        self.data = data  # the rules data (faces, values, moats), read only
        self.colour_of = colour_of  # a seat's colour, for its start tile

    def make(self, key: str) -> TileItem:
        """A new item showing ``key`` (a face id, or a start tile's key)."""
        size = QSizeF(TILE, TILE)
        seat = start_seat(key)
        if seat is not None:
            colour = self.colour_of(seat)
            item = TileItem(key, size, lambda p, r, c=colour: paint_granada_start_tile(p, r, c))
            item.setToolTip(tile_name(self.data.start_tile))
            return item
        item = TileItem(key, size, self.painter(key))
        item.setToolTip(self.tooltip(key))
        return item

    def painter(self, face: str):
        """The paint function of a face, its reverse shown in the corner chip."""
        data = self.data
        other = data.faces.other[face]
        return lambda p, r: paint_granada_tile(p, r, data.face_type[face], data.face_value[face], data.walls[face],
                                               other_face=(data.face_type[other], data.face_value[other]))

    def show_turned(self, item: TileItem, turned: bool) -> None:
        """Show the tile ``item`` on its reverse (``turned``) or on the face it is (a preview only)."""
        face = self.data.faces.other[item.key] if turned else item.key
        item.paint_fn = self.painter(face)
        item.look = face  # the picture cache is keyed by what the item shows
        item.setToolTip(self.tooltip(face))
        item.update()

    def tooltip(self, face: str) -> str:
        """A face in words: name and value, its moats, and the other side."""
        data = self.data
        moats = data.walls[face]
        sides = [name for bit, name in ((1, translate("GranadaTable", "north")), (2, translate("GranadaTable", "east")), (4, translate("GranadaTable", "south")), (8, translate("GranadaTable", "west")))
                 if moats & bit]
        return (translate("GranadaTable", "%1; moats: %2. Other side: %3")
                .replace("%1", tile_name(face))
                .replace("%2", ", ".join(sides) if sides else translate("GranadaTable", "none"))
                .replace("%3", tile_name(data.faces.other[face])))
