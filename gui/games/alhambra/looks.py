"""How Alhambra's tiles look on the table: building tiles, worker's huts and each seat's
Lion fountain, with a tooltip in words."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSizeF
from PySide6.QtGui import QColor

from gui.games.tilecity import art
from gui.games.tilecity.layout import TILE
from gui.games.tilecity.pieces import start_seat
from gui.i18n import translate
from gui.i18n_names import building_name, tile_name
from gui.scene.items import TileItem


class AlhambraLooks:
    """Makes the item of an Alhambra piece key (a tile id, a hut id, a start tile's key)."""

    def __init__(self, data, colour_of: Callable[[int], QColor]) -> None:
        self.data = data  # the rules data (tiles, hut colours), read only
        self.colour_of = colour_of  # a seat's colour, for its fountain

    def make(self, key: str) -> TileItem:
        """A new item showing ``key``."""
        data = self.data
        size = QSizeF(TILE, TILE)
        seat = start_seat(key)
        if seat is not None:
            colour = self.colour_of(seat)
            return TileItem(key, size, lambda p, r, c=colour: art.paint_start_tile(p, r, c))
        if key in data.hut_colour:
            colour, walls = data.hut_colour[key], data.walls[key]
            item = TileItem(key, size, lambda p, r, c=colour, w=walls: art.paint_hut(p, r, c, w))
            item.setToolTip(translate("AlhambraTable", "Worker's hut (%1): counts one more %1 for each open neighbour of that type")
                            .replace("%1", building_name(colour)))
            return item
        info = data.tiles[key]
        item = TileItem(key, size, lambda p, r, d=info: art.paint_tile(p, r, d.type, d.cost, d.walls))
        item.setToolTip(self.tooltip(key))
        return item

    def tooltip(self, tile: str) -> str:
        """A building tile in words: name, price and walls."""
        info = self.data.tiles[tile]
        sides = [name for bit, name in ((1, translate("AlhambraTable", "north")), (2, translate("AlhambraTable", "east")), (4, translate("AlhambraTable", "south")), (8, translate("AlhambraTable", "west")))
                 if info.walls & bit]
        walls = ", ".join(sides) if sides else translate("AlhambraTable", "none")
        return translate("AlhambraTable", "%1, price %2; walls: %3").replace("%1", tile_name(tile)).replace("%2", str(info.cost)).replace("%3", walls)
