"""The garden board on the table: its ground, the 49 buildings and the 36 garden spaces, drawn from
the player view; the garden tiles laid on it are the table's pieces."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from gui.games.gardens import art
from gui.games.gardens.geometry import BoardGeometry
from gui.games.gardens.items import SpaceSlot, corners_of
from gui.games.gardens.texts import building_title, counts_words, scorer_words
from gui.games.tilecity.texts import fill
from gui.i18n import translate
from gui.plain_text import plain_tooltip
from gui.scene.items import PictureItem
from gui.scene.layers import Layer

SpaceKey = tuple[str, int, int]  # ("space", row, column)
ROWS = 6  # garden spaces per side; buildings are one more


def space_key(row: int, col: int) -> SpaceKey:
    """The key of a garden space's slot."""
    return ("space", row, col)


def facing_counts(around: list[tuple[int, int, int]], gardens: Mapping[tuple[int, int], Mapping[str, Any]],
                  tiles: Mapping[str, Mapping[str, Any]]) -> tuple[dict[str, int], int, int]:
    """The trees facing a building so far (by species), with how many of the garden spaces
    ``around`` it (row, column, corner facing it) are laid and how many there are: what the board
    shows, for a tooltip (the engine scores it)."""
    counts: dict[str, int] = {}
    laid = 0
    for r, c, corner in around:
        placed = gardens.get((r, c))
        if placed is None:
            continue
        laid += 1
        tile = tiles[placed["tile"]]
        species = corners_of(tile["order"], placed["rotation"])[corner]
        counts[species] = counts.get(species, 0) + tile["n"]
    return counts, laid, len(around)


class GardenBoard:
    """The board's ground, buildings and spaces in ``scene``."""

    def __init__(self, scene: QGraphicsScene, geometry: BoardGeometry) -> None:
        self.geometry = geometry
        self.ground = PictureItem(geometry.board_rect(), lambda p, _r: art.paint_board(p, geometry), Layer.TABLE)
        self.ground.look = ("gardens-board", geometry.pitch)
        scene.addItem(self.ground)
        self.buildings: dict[tuple[int, int], PictureItem] = {}
        for row in range(ROWS + 1):
            for col in range(ROWS + 1):
                item = PictureItem(geometry.building_rect(row, col), lambda p, r: None, Layer.PIECES)
                scene.addItem(item)
                self.buildings[(row, col)] = item
        self._tips: dict[tuple[int, int], Hashable] = {}  # what each building's tooltip was written from
        self.slots: dict[SpaceKey, SpaceSlot] = {}
        for row in range(ROWS):
            for col in range(ROWS):
                rect = geometry.garden_rect(row, col)
                slot = SpaceSlot(space_key(row, col), rect, geometry.garden_path(row, col), art.paint_empty_space)
                scene.addItem(slot)
                self.slots[space_key(row, col)] = slot

    def space_rect(self, row: int, col: int) -> QRectF:
        """A garden space's square, in scene units (a tile laid there fills it)."""
        return self.geometry.garden_rect(row, col)

    def building_rect(self, row: int, col: int) -> QRectF:
        """A building's square, in scene units."""
        return self.geometry.building_rect(row, col)

    def building_centre(self, row: int, col: int) -> QPointF:
        """The centre of a building."""
        return self.geometry.building_rect(row, col).center()

    def sync(self, view: Mapping[str, Any], names: Sequence[str], player_words: Callable[[str], str]) -> None:
        """Show every building as the view has it (value or finished, and who scored it), with a
        tooltip saying how far its garden is."""
        gardens = {(g["row"], g["col"]): g for g in view.get("gardens", [])}
        tiles = view.get("tiles", {})
        colours = view.get("colours", [])
        for building in view.get("buildings", []):
            row, col = building["row"], building["col"]
            item = self.buildings[(row, col)]
            finished = bool(building.get("finished"))
            scorer = building.get("scored_by") if finished else None
            if finished and scorer is None:
                scorer = "none"
            value, kind = building["value"], building["kind"]
            item.set_paint(lambda p, r, v=value, k=kind, f=finished, s=scorer: art.paint_building(p, r, v, k, f, s),
                           (kind, value, finished, scorer))
            # A tooltip is written again only when the building or the gardens around it changed.
            around = tuple((g["tile"], g["rotation"]) if (g := gardens.get((r, c))) else None
                           for r, c, _corner in self.geometry.gardens_around(row, col))
            source = (finished, scorer, building.get("points"), around)
            if self._tips.get((row, col)) != source:
                self._tips[(row, col)] = source
                item.setToolTip(plain_tooltip(self._building_tip(building, gardens, tiles, colours, names)))
        for key, slot in self.slots.items():
            slot.setVisible((key[1], key[2]) not in gardens)

    def _building_tip(self, building: Mapping[str, Any], gardens: Mapping, tiles: Mapping,
                      colours: Sequence[Sequence[str]], names: Sequence[str]) -> str:
        title = building_title(building["kind"], building["value"])
        row, col = building["row"], building["col"]
        if building.get("finished"):
            scorer = building.get("scored_by")
            if scorer is None:
                return fill(translate("gardens", "%1 · finished: nobody scored"), title)
            return fill(translate("gardens", "%1 · finished: %2 scored %3"), title, scorer_words(scorer, colours, names),
                        building.get("points", 0))
        counts, laid, needed = facing_counts(self.geometry.gardens_around(row, col), gardens, tiles)
        owned = [s for seat_colours in colours for s in seat_colours]
        facing = counts_words(counts, owned) if counts else translate("gardens", "no trees yet")
        return fill(translate("gardens", "%1 · %2 of %3 garden spaces laid · facing it: %4"), title, laid, needed, facing)
