"""A player's city in the combined game: one grid of Alhambra tiles (walls) and Granada tiles
(moats) under the family's ``WALLS_AND_MOATS`` rule (granada.md 10.4, C-L1 to C-L5), and the
check of a whole city read from a position."""

from __future__ import annotations

from collections.abc import Mapping

from engine.core.action import format_cell
from engine.tilecity import WALLS_AND_MOATS, Grid
from engine.tilecity.graphs import in_one_piece
from engine.tilecity.positions import enclosed_cell
from engine.tilecity.sides import NEIGHBOURS, SECOND_KIND

ALHAMBRA, GRANADA = 0, 1  # the kinds of tile, as the grid numbers them


class MixedCity(Grid):
    """The tiles of one city, both kinds, with the Alhambra start tile at (0, 0); the first
    Granada tile built becomes the Granada start."""

    __slots__ = ()

    def __init__(self, codes: Mapping[str, int], start_tile: str) -> None:
        super().__init__(WALLS_AND_MOATS, codes, start_tile)

    def kind_of(self, tile: str) -> int:
        """ALHAMBRA or GRANADA."""
        return self.codes[tile] >> 4 & 1

    def tiles_of(self, kind: int) -> list[str]:
        """The building tiles of ``kind`` in the city (start tile excluded)."""
        codes = self.codes
        return [t for t in self.tiles() if codes[t] >> 4 & 1 == kind]


def mixed_city_problem(city: MixedCity) -> str | None:
    """Why a city breaks C-L3 (sides), C-L4 (the two walks), C-6 (one piece) or C-L5 (holes),
    read from its cells alone, or None."""
    cells, codes, rule = city.cells, city.codes, city.rule
    for (x, y), tile in sorted(cells.items()):
        for side, dx, dy, _opposite in NEIGHBOURS:
            other = cells.get((x + dx, y + dy))
            if other is not None and not rule.sides_match(codes[tile], side, codes[other]):
                kinds = "a wall lies along a moat" if (codes[tile] ^ codes[other]) & SECOND_KIND else "sides match"
                return f"{tile} at {format_cell((x, y))} meets {other} where not {kinds}"
    for kind, start in ((ALHAMBRA, "the start tile"), (GRANADA, "the Granada start")):
        if not city.reaches_all(kind):
            return f"some tiles cannot be reached from {start} by their own walk"
    if not in_one_piece(cells):
        return "the city is not in one piece"
    hole = enclosed_cell(cells)
    return None if hole is None else f"the empty cell {format_cell(hole)} is enclosed"
