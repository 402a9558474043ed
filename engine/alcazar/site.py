"""What stands on the Alcazar board: columns of elements, buildings, bridges, flags and nobles.

An *element* is a building piece or a whole bridge (one element with three segments). Each
column is the list of element ids from level 1 upward, with ``EMPTY`` for a level left empty
under a bridge; a column's height is its length, because every new element goes on top.
Elements are never removed, so footprints only grow and buildings only merge: a building keeps
its uncapped value sum, footprint and elements, and a merge relabels the absorbed elements.

Nobles stand on column tops, at most one per column, stored per cell as ``seat * 2 + kind``
(kind 0 = grande, 1 = caballero). A noble keeps its cell when an element goes under it, which
is exactly "riding up".
"""

from __future__ import annotations

from engine.alcazar.geometry import Board

EMPTY = -1  # an empty level (under a bridge) in a column, or no noble on a cell
GRANDE, CABALLERO = 0, 1


class Site:
    """The board contents; every mutation keeps the derived maps consistent."""

    __slots__ = (
        "board", "cap", "cols", "el_bld", "el_bridge", "bridges", "spans", "bld_raw", "bld_cells",
        "bld_els", "castle_of", "bld_of_castle", "flag_at", "noble", "noble_cells", "next_bld", "pieces", "memo",
    )

    def __init__(self, board: Board, cap: int, seats: int) -> None:
        self.board = board
        self.cap = cap
        self.cols: list[list[int]] = [[] for _ in range(board.size)]
        self.el_bld: list[int] = []  # element -> building
        self.el_bridge: list[int] = []  # element -> bridge index, EMPTY for a piece
        self.bridges: list[tuple[int, int, int, int]] = []  # (end, middle, end, level), ends ascending
        self.spans: set[tuple[int, int, int]] = set()  # the cells of every bridge, for "bridge over a bridge"
        self.bld_raw: dict[int, int] = {}  # building -> sum of element values, uncapped
        self.bld_cells: dict[int, set[int]] = {}  # building -> footprint
        self.bld_els: dict[int, list[int]] = {}
        self.castle_of: dict[int, str] = {}  # building -> castle id, for castles only
        self.bld_of_castle: dict[str, int] = {}
        self.flag_at: dict[str, int] = {}  # castle id -> cell where its flag is shown
        self.noble: list[int] = [EMPTY] * board.size
        self.noble_cells: list[set[int]] = [set() for _ in range(seats)]
        self.next_bld = 0
        self.pieces = 0  # pieces on the board
        # Facts computed from the elements and castles alone (not the nobles), kept until the
        # next change to them: most turns (buys, noble steps) leave the buildings alone.
        self.memo: dict[str, object] = {}

    def copy(self) -> Site:
        """An independent copy (the board is shared, read-only)."""
        other = Site.__new__(Site)
        other.board = self.board
        other.cap = self.cap
        other.cols = [list(c) for c in self.cols]
        other.el_bld = list(self.el_bld)
        other.el_bridge = list(self.el_bridge)
        other.bridges = list(self.bridges)
        other.spans = set(self.spans)
        other.bld_raw = dict(self.bld_raw)
        other.bld_cells = {b: set(c) for b, c in self.bld_cells.items()}
        other.bld_els = {b: list(e) for b, e in self.bld_els.items()}
        other.castle_of = dict(self.castle_of)
        other.bld_of_castle = dict(self.bld_of_castle)
        other.flag_at = dict(self.flag_at)
        other.noble = list(self.noble)
        other.noble_cells = [set(s) for s in self.noble_cells]
        other.next_bld = self.next_bld
        other.pieces = self.pieces
        other.memo = {}  # memoised values may refer to this site
        return other

    # ----- queries ------------------------------------------------------------------------

    def height(self, cell: int) -> int:
        """The highest occupied level of ``cell`` (0 when empty)."""
        return len(self.cols[cell])

    def top_building(self, cell: int) -> int:
        """The building of the top element of a non-empty column (a noble there stands on it)."""
        return self.el_bld[self.cols[cell][-1]]

    def value(self, bld: int) -> int:
        """The building's value (KÉ): its elements' sum, capped."""
        raw = self.bld_raw[bld]
        return raw if raw < self.cap else self.cap

    def buildings_at(self, cell: int) -> set[int]:
        """The buildings with an element in ``cell``'s column."""
        return {self.el_bld[e] for e in self.cols[cell] if e != EMPTY}

    def buildings_next_to(self, cell: int) -> set[int]:
        """The buildings whose footprint has a cell adjacent to ``cell``."""
        found: set[int] = set()
        cols, el_bld = self.cols, self.el_bld
        for n in self.board.nbrs[cell]:
            for e in cols[n]:
                if e != EMPTY:
                    found.add(el_bld[e])
        return found

    def occupied_neighbour(self, cell: int) -> int | None:
        """A non-empty cell adjacent to ``cell``, or None."""
        cols = self.cols
        for n in self.board.nbrs[cell]:
            if cols[n]:
                return n
        return None

    def is_castle(self, bld: int) -> bool:
        """Whether the building has a flag."""
        return bld in self.castle_of

    def waiting_manors(self, promote_at: int) -> list[int]:
        """Manors worth enough to be castles (they wait for a free flag), in building order."""
        return [b for b, raw in self.bld_raw.items() if raw >= promote_at and b not in self.castle_of]

    def owner(self, cell: int) -> int:
        """The seat whose noble stands on ``cell``, or EMPTY."""
        code = self.noble[cell]
        return EMPTY if code == EMPTY else code >> 1

    # ----- changes ------------------------------------------------------------------------

    def new_building(self) -> int:
        """A new, empty building id."""
        bld = self.next_bld
        self.next_bld += 1
        self.bld_raw[bld] = 0
        self.bld_cells[bld] = set()
        self.bld_els[bld] = []
        return bld

    def add_piece(self, cell: int, bld: int, value: int) -> int:
        """Put a piece of ``bld`` on top of ``cell``; returns its element id."""
        self.memo = {}
        element = len(self.el_bld)
        self.el_bld.append(bld)
        self.el_bridge.append(EMPTY)
        self.cols[cell].append(element)
        self.bld_raw[bld] += value
        self.bld_cells[bld].add(cell)
        self.bld_els[bld].append(element)
        self.pieces += 1
        return element

    def add_bridge(self, cells: tuple[int, int, int], level: int, bld: int, value: int) -> int:
        """Put a bridge of ``bld`` at ``level`` over three cells (end, middle, end)."""
        self.memo = {}
        element = len(self.el_bld)
        self.el_bld.append(bld)
        self.el_bridge.append(len(self.bridges))
        a, m, b = cells
        if a > b:
            a, b = b, a
        self.bridges.append((a, m, b, level))
        self.spans.add((a, m, b))
        for cell in (a, m, b):
            column = self.cols[cell]
            column.extend([EMPTY] * (level - 1 - len(column)))
            column.append(element)
            self.bld_cells[bld].add(cell)
        self.bld_raw[bld] += value
        self.bld_els[bld].append(element)
        return element

    def absorb(self, survivor: int, other: int) -> None:
        """Merge building ``other`` into ``survivor`` (its castle name, if any, is dropped)."""
        self.memo = {}
        el_bld = self.el_bld
        for element in self.bld_els[other]:
            el_bld[element] = survivor
        self.bld_els[survivor].extend(self.bld_els.pop(other))
        self.bld_cells[survivor] |= self.bld_cells.pop(other)
        self.bld_raw[survivor] += self.bld_raw.pop(other)
        name = self.castle_of.pop(other, None)
        if name is not None:
            del self.bld_of_castle[name]
            self.flag_at.pop(name, None)

    def name_castle(self, bld: int, castle: str, flag_cell: int) -> None:
        """Give ``bld`` the flag and crest ``castle``."""
        self.memo = {}
        old = self.castle_of.get(bld)
        if old is not None:
            del self.bld_of_castle[old]
            self.flag_at.pop(old, None)
        self.castle_of[bld] = castle
        self.bld_of_castle[castle] = bld
        self.flag_at[castle] = flag_cell

    def put_noble(self, cell: int, seat: int, kind: int) -> None:
        """Stand a noble on ``cell``'s top."""
        self.noble[cell] = seat * 2 + kind
        self.noble_cells[seat].add(cell)

    def take_noble(self, cell: int) -> tuple[int, int]:
        """Remove the noble on ``cell``; returns (seat, kind)."""
        code = self.noble[cell]
        self.noble[cell] = EMPTY
        self.noble_cells[code >> 1].discard(cell)
        return code >> 1, code & 1
