"""The one action of The Gardens of the Alhambra and its text form.

``place tile=pgyo-3 row=2 col=3 rotation=1`` lays the garden tile ``pgyo-3`` from the hand on
the garden space in row 2, column 3 (counted from 0 at the top left), turned so that its
quarter m faces corner (m + 1) mod 4 of the space (spec 2.5).
"""

from __future__ import annotations

from engine.core.action import Action, ActionSet, action

ROTATIONS = 4


@action("place")
class Place(Action):
    """Lay a garden tile from the hand on an empty garden space with one of its four rotations."""

    tile: str
    row: int
    col: int
    rotation: int


GARDENS_ACTIONS = ActionSet([Place])


class PlaceTable:
    """Every possible placement, made once per game definition, so legal lists are built from
    shared objects instead of new ones (``table[tile][space]`` lists the four rotations)."""

    def __init__(self, tile_ids: tuple[str, ...], garden_rows: int, garden_cols: int) -> None:
        self.table: tuple[tuple[tuple[Place, ...], ...], ...] = tuple(
            tuple(
                tuple(Place(tile, space // garden_cols, space % garden_cols, k) for k in range(ROTATIONS))
                for space in range(garden_rows * garden_cols)
            )
            for tile in tile_ids
        )
