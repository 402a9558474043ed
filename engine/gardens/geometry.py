"""The board's relations, derived from the geometry in the rules data: which buildings a garden
space faces, which spaces surround a building, which spaces share a side, and the inner block.

Spaces and buildings are numbered row-major: garden space ``(r, c)`` is ``r * garden_cols + c``,
building ``(i, j)`` is ``i * building_cols + j``.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Geometry:
    """The building grid, the garden grid between it and how the two touch."""

    building_rows: int
    building_cols: int
    garden_rows: int
    garden_cols: int
    corners: tuple[tuple[int, int], ...]  # corner k of a space faces the building at (r + dr, c + dc)
    first_rows: tuple[int, int]  # the inner block, inclusive: where the first tile may go
    first_cols: tuple[int, int]
    # Derived below; index = space number (or building number).
    facing: tuple[tuple[int, ...], ...] = field(init=False)  # space -> building at each corner
    surrounding: tuple[tuple[tuple[int, int], ...], ...] = field(init=False)  # building -> (space, corner)
    neighbours: tuple[tuple[int, ...], ...] = field(init=False)  # space -> spaces sharing a side
    inner: tuple[bool, ...] = field(init=False)

    def __post_init__(self) -> None:
        facing, neighbours, inner = [], [], []
        surrounding: list[list[tuple[int, int]]] = [[] for _ in range(self.buildings)]
        for space in range(self.spaces):
            r, c = divmod(space, self.garden_cols)
            blds = tuple((r + dr) * self.building_cols + (c + dc) for dr, dc in self.corners)
            facing.append(blds)
            for corner, bld in enumerate(blds):
                surrounding[bld].append((space, corner))
            near = [(r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)]
            neighbours.append(tuple(
                rr * self.garden_cols + cc for rr, cc in near if 0 <= rr < self.garden_rows and 0 <= cc < self.garden_cols
            ))
            inner.append(self.first_rows[0] <= r <= self.first_rows[1] and self.first_cols[0] <= c <= self.first_cols[1])
        object.__setattr__(self, "facing", tuple(facing))
        object.__setattr__(self, "surrounding", tuple(tuple(s) for s in surrounding))
        object.__setattr__(self, "neighbours", tuple(neighbours))
        object.__setattr__(self, "inner", tuple(inner))

    @property
    def spaces(self) -> int:
        """Number of garden spaces."""
        return self.garden_rows * self.garden_cols

    @property
    def buildings(self) -> int:
        """Number of building spaces."""
        return self.building_rows * self.building_cols

    def space(self, row: int, col: int) -> int | None:
        """The garden space at ``(row, col)``, or None off the board."""
        if 0 <= row < self.garden_rows and 0 <= col < self.garden_cols:
            return row * self.garden_cols + col
        return None

    def space_cell(self, space: int) -> tuple[int, int]:
        """``(row, col)`` of a garden space."""
        return divmod(space, self.garden_cols)

    def building_cell(self, bld: int) -> tuple[int, int]:
        """``(row, col)`` of a building space."""
        return divmod(bld, self.building_cols)

    def corner_of(self, quarter: int, rotation: int) -> int:
        """The corner a tile's ``quarter`` faces when laid with ``rotation`` (spec 2.5)."""
        return (quarter + rotation) % len(self.corners)

    def quarter_at(self, corner: int, rotation: int) -> int:
        """The quarter of a tile laid with ``rotation`` that faces ``corner``."""
        return (corner - rotation) % len(self.corners)
