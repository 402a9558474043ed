"""The Alcazar board as geometry: cells, parcels, neighbours, straight lines and castle wings.

Everything here depends on the layout only, so it is computed once when the rules data loads
and shared read-only by every state. Cells are numbered ``row * cols + col`` (row 0 on top); a
cell is either a parcel (numbered, building pieces may stand on its ground) or a non-parcel cell
(bridges may span it; pieces stand there only on top of a bridge segment).

A cell's *label* is how players name it: a parcel by its number (``"12"``), a non-parcel cell
by its row and column (``"r1c5"``). Actions and positions use labels.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Board:
    """A board layout with its precomputed neighbourhoods; cells are indexes ``row * cols + col``."""

    rows: int
    cols: int
    parcel: tuple[int, ...]  # per cell: parcel number, 0 for a non-parcel cell
    wings_wrap: bool
    status: str
    cell_of: dict[int, int] = field(init=False)  # parcel number -> cell
    label: tuple[str, ...] = field(init=False)
    index: dict[str, int] = field(init=False)  # label -> cell
    nbrs: tuple[tuple[int, ...], ...] = field(init=False)  # orthogonal neighbours
    parcel_nbrs: tuple[tuple[int, ...], ...] = field(init=False)  # neighbours that are parcels
    # Per cell: (middle, far end) of every straight triple that starts at the cell.
    lines: tuple[tuple[tuple[int, int], ...], ...] = field(init=False)
    # Parcel number -> the wing pairs (parcel numbers, ascending) a castle founded there may take.
    wings: dict[int, tuple[tuple[int, int], ...]] = field(init=False)

    def __post_init__(self) -> None:
        size = self.rows * self.cols
        put = object.__setattr__
        put(self, "cell_of", {p: i for i, p in enumerate(self.parcel) if p})
        labels = tuple(str(p) if p else f"r{i // self.cols}c{i % self.cols}" for i, p in enumerate(self.parcel))
        put(self, "label", labels)
        put(self, "index", {name: i for i, name in enumerate(labels)})
        nbrs = []
        lines = []
        for i in range(size):
            r, c = divmod(i, self.cols)
            around = []
            line = []
            for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
                if 0 <= r + dr < self.rows and 0 <= c + dc < self.cols:
                    around.append(i + dr * self.cols + dc)
                    if 0 <= r + 2 * dr < self.rows and 0 <= c + 2 * dc < self.cols:
                        line.append((i + dr * self.cols + dc, i + 2 * (dr * self.cols + dc)))
            nbrs.append(tuple(around))
            lines.append(tuple(line))
        put(self, "nbrs", tuple(nbrs))
        put(self, "parcel_nbrs", tuple(tuple(n for n in around if self.parcel[n]) for around in nbrs))
        put(self, "lines", tuple(lines))
        put(self, "wings", self._wing_options())

    @property
    def size(self) -> int:
        """The number of cells."""
        return self.rows * self.cols

    def is_parcel(self, cell: int) -> bool:
        """Whether ``cell`` is a numbered parcel."""
        return self.parcel[cell] != 0

    def adjacent(self, a: int, b: int) -> bool:
        """Whether two cells share a side."""
        return b in self.nbrs[a]

    def _wing_options(self) -> dict[int, tuple[tuple[int, int], ...]]:
        """For card n: wings {n-2, n-1}, {n-1, n+1}, {n+1, n+2} in number order (wrapping from
        the highest number to the lowest if the board says so), offered only when the three
        parcels form a chain of orthogonally adjacent cells (spec override 3)."""
        numbers = sorted(self.cell_of)
        count = len(numbers)
        options: dict[int, tuple[tuple[int, int], ...]] = {}
        for k, number in enumerate(numbers):

            def at(offset: int) -> int | None:
                j = k + offset
                if self.wings_wrap:
                    return numbers[j % count]
                return numbers[j] if 0 <= j < count else None

            found = []
            for chain in ((at(-2), at(-1), number), (at(-1), number, at(1)), (number, at(1), at(2))):
                if None in chain or len(set(chain)) != 3:
                    continue
                cells = [self.cell_of[p] for p in chain]  # type: ignore[index]
                if self.adjacent(cells[0], cells[1]) and self.adjacent(cells[1], cells[2]):
                    pair = tuple(sorted(p for p in chain if p != number))
                    if pair not in found:
                        found.append(pair)  # type: ignore[arg-type]
            options[number] = tuple(found)  # type: ignore[arg-type]
        return options

    def straight_triple(self, a: int, b: int) -> int | None:
        """The middle cell if ``a`` and ``b`` are the ends of a straight triple, else None."""
        for middle, far in self.lines[a]:
            if far == b:
                return middle
        return None
