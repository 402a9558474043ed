"""A player's city: tiles on a square grid with the placement rules of the Alhambra family,
their sides judged by an edge rule (``edges``).

Every change updates the neighbourhood codes of the 8 cells around it (``sides`` gives the bit
layout), so the facts placement and removal depend on are always at hand:

- an empty cell with side bits set touches the city; whether a tile fits there is one look-up
  in the rule's table for the tile code, and whether building there could enclose empty space
  is one look-up in ``RING_RUNS`` (a flood fill only when the ring cannot tell);
- a tile with all four side bits set would leave a hole if taken out;
- the walk links of a tile are its side bits without its own feature, within its kind.

Lists derived from the codes (slots, legal cells per tile code, removable cells, swap slots,
run lengths) live in ``_cache``, which every change replaces by a fresh dict. A copy shares the
dicts of its original until either of them changes (copy on write), since bots copy cities far
more often than they change them.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from engine.core.action import Cell
from engine.core.errors import Refusal
from engine.tilecity import checks, graphs
from engine.tilecity.edges import EdgeRule
from engine.tilecity.runs import longest_run
from engine.tilecity.sides import (
    DX,
    HALF,
    NEIGHBOURHOOD,
    OCCUPIED,
    RING_RUNS,
    SECOND_KIND,
    SIDES,
    SPREADS,
    START_CELL,
    cell_of,
    key_of,
)

# Corner points of each side of the cell with key k, as key offsets: N, E, S, W.
_CORNERS = {1: (1, DX + 1), 2: (DX, DX + 1), 4: (0, DX), 8: (0, 1)}


class Grid:
    """The tiles of one city (start tile included) under an edge rule, with cached legality."""

    __slots__ = ("rule", "codes", "start_tile", "cells", "where", "_near", "_starts", "_cache", "_owned")

    def __init__(self, rule: EdgeRule, codes: Mapping[str, int], start_tile: str) -> None:
        self.rule = rule
        self.codes = codes  # tile id -> tile code, shared read-only with the rules data
        self.start_tile = start_tile
        self.cells: dict[Cell, str] = {}  # read-only outside the grid
        self.where: dict[str, Cell] = {}
        self._near: dict[int, int] = {}  # cell key -> neighbourhood code (sides module)
        self._starts: tuple[int | None, ...] = (None,) * rule.kinds  # per kind, its start's key
        self._cache: dict = {}
        self._owned = True  # False while the dicts are shared with a copy
        self.put(START_CELL, start_tile)

    def copy(self) -> Grid:
        """An independent copy; both share their dicts until one of them changes."""
        other = object.__new__(type(self))
        other.rule = self.rule
        other.codes = self.codes
        other.start_tile = self.start_tile
        other.cells = self.cells
        other.where = self.where
        other._near = self._near
        other._starts = self._starts
        other._cache = self._cache
        other._owned = self._owned = False
        return other

    def _own(self) -> None:
        self.cells = dict(self.cells)
        self.where = dict(self.where)
        self._near = dict(self._near)
        self._owned = True

    def __len__(self) -> int:
        return len(self.cells)

    def __contains__(self, tile: str) -> bool:
        return tile in self.where

    def tiles(self) -> Iterator[str]:
        """The building tiles (start tile excluded)."""
        return (t for t in self.cells.values() if t != self.start_tile)

    def is_start(self, cell: Cell) -> bool:
        """Whether ``cell`` holds a start tile (of either kind): it never moves."""
        return key_of(cell) in self._starts

    # ----- changes ------------------------------------------------------------------------

    def put(self, cell: Cell, tile: str) -> None:
        """Put ``tile`` at ``cell`` (no legality check: the caller checked it). The first tile of
        a kind without a start becomes its start."""
        if not self._owned:
            self._own()
        key = (cell[0] << 32) + cell[1]
        near = self._near
        before = near.get(key, 0)
        if before >= OCCUPIED:
            self.replace(self.cells[cell], tile)
            return
        code = self.codes[tile]
        self.cells[cell] = tile
        self.where[tile] = cell
        near[key] = before | OCCUPIED | code << 16
        for step, bits in SPREADS[code]:
            other = key + step
            near[other] = near.get(other, 0) | bits
        if self._starts[code >> 4 & 1] is None:
            self._set_start(code, key)
        self._cache = {}

    def take(self, tile: str) -> Cell:
        """Remove ``tile`` and return the cell it occupied."""
        if not self._owned:
            self._own()
        cell = self.where.pop(tile)
        del self.cells[cell]
        key = (cell[0] << 32) + cell[1]
        near = self._near
        code = near[key] >> 16 & 31
        rest = near[key] & NEIGHBOURHOOD
        if rest:
            near[key] = rest
        else:
            del near[key]
        for step, bits in SPREADS[code]:
            other = key + step
            value = near[other] & ~bits
            if value:
                near[other] = value
            else:
                del near[other]
        if key == self._starts[code >> 4 & 1]:
            self._set_start(code, None)
        self._cache = {}
        return cell

    def replace(self, old: str, new: str) -> Cell:
        """Put ``new`` exactly where ``old`` was; return that cell."""
        if not self._owned:
            self._own()
        cell = self.where.pop(old)
        self.cells[cell] = new
        self.where[new] = cell
        key = (cell[0] << 32) + cell[1]
        near = self._near
        was, code = near[key] >> 16 & 31, self.codes[new]
        removable = self._cache.get("removable")
        if was != code:
            if (was ^ code) & (SECOND_KIND | near[key] & 15):
                removable = None  # the walks changed
            near[key] = near[key] & NEIGHBOURHOOD | OCCUPIED | code << 16
            for (step, gone), (_step, bits) in zip(SPREADS[was], SPREADS[code], strict=True):
                other = key + step
                near[other] = near[other] & ~gone | bits
            if (was ^ code) & SECOND_KIND:
                if key == self._starts[was >> 4 & 1]:
                    self._set_start(was, None)
                if self._starts[code >> 4 & 1] is None:
                    self._set_start(code, key)
        # The same features towards every neighbour leave the walks and the holes as they were.
        self._cache = {} if removable is None else {"removable": removable}
        return cell

    def _set_start(self, code: int, key: int | None) -> None:
        starts = list(self._starts)
        starts[code >> 4 & 1] = key
        self._starts = tuple(starts)

    def start_cell(self, kind: int) -> Cell | None:
        """The cell of the start tile of ``kind`` (0 or 1), or None while that kind has none."""
        key = self._starts[kind]
        return None if key is None else cell_of(key)

    def mark_start(self, tile: str) -> None:
        """Make ``tile`` (in the city) the start of its kind: a position names the Granada start
        of the combined game, since the order the tiles came in is not kept."""
        code = self.codes[tile]
        self._set_start(code, key_of(self.where[tile]))
        self._cache = {}

    # ----- placement ------------------------------------------------------------------------

    def slots(self) -> list[tuple[Cell, int]]:
        """Every empty cell next to the city that may take some tile without enclosing empty
        space, in (x, y) order, with its slot (neighbourhood code & the rule's slot mask).
        The list is shared: do not change it."""
        slots = self._cache.get("slots")
        if slots is None:
            near = self._near
            mask = self.rule.slot_mask
            keys = [k for k, c in near.items() if c & 15 and c < OCCUPIED]
            keys.sort()
            slots = []
            for key in keys:
                code = near[key]
                x = (key + HALF) >> 32
                cell = (x, key - (x << 32))
                if RING_RUNS[code & 15 | code >> 8 & 0xF0] > 1 and self._cuts_off(cell):
                    continue
                slots.append((cell, code & mask))
            self._cache["slots"] = slots
        return slots

    def _row(self, code: int) -> bytes:
        return self.rule.fits_row(code, self._starts[code >> 4 & 1] is not None)

    def legal_cells(self, tile: str) -> list[Cell]:
        """The cells where ``tile`` may be placed now, in (x, y) order (a shared list)."""
        code = self.codes[tile]
        cells = self._cache.get(code)
        if cells is None:
            row = self._row(code)
            cells = self._cache[code] = [cell for cell, slot in self.slots() if row[slot]]
        return cells

    def can_place_somewhere(self, tile: str) -> bool:
        """Whether ``tile`` has at least one legal cell."""
        return bool(self.legal_cells(tile))

    def placement_problem(self, tile: str, cell: Cell, seat: int | None = None) -> Refusal | None:
        """Why ``tile`` may not go to ``cell`` (rules L1-L5), or None if it may; ``seat`` owns the city."""
        code = self.codes[tile]
        near = self._near.get((cell[0] << 32) + cell[1], 0)
        fits = near & 15 and near < OCCUPIED and self._row(code)[near & self.rule.slot_mask]
        if fits and (RING_RUNS[near & 15 | near >> 8 & 0xF0] <= 1 or not self._cuts_off(cell)):
            return None
        return checks.placement_refusal(self.cells, self.codes, self.rule, self._starts, tile, cell, seat)

    def _cuts_off(self, cell: Cell) -> bool:
        return graphs.cuts_off(self.cells, cell)

    # ----- removal and swap --------------------------------------------------------------

    def removable_cells(self) -> list[Cell]:
        """Cells whose tile may be taken out (redesign b): not a start tile, not leaving a hole
        where it stood, and leaving every other tile reachable (a shared list)."""
        cells = self._cache.get("removable")
        if cells is None:
            cut = self._cut_keys()
            starts = self._starts
            keys = [k for k, c in self._near.items() if c >= OCCUPIED and c & 15 != 15 and k not in cut and k not in starts]
            keys.sort()
            cells = self._cache["removable"] = [cell_of(k) for k in keys]
        return cells

    def has_removable(self) -> bool:
        """Whether some tile may be taken out; a quick answer when a leaf of the walk graph (one
        walk link, not boxed in, and with one kind or one neighbour) shows it."""
        cache = self._cache
        known = cache.get("any_removable")
        if known is None:
            known = False
            if "removable" not in cache:
                starts, single = self._starts, self.rule.kinds == 1
                for key, code in self._near.items():
                    if code >= OCCUPIED and code & 15 != 15 and key not in starts:
                        links = graphs.walk_links(code)
                        if links and not links & links - 1 and (single or links == code & 15):
                            known = True
                            break
            known = cache["any_removable"] = known or bool(self.removable_cells())
        return known

    def removal_problem(self, tile: str, seat: int | None = None) -> Refusal | None:
        """Why ``tile`` may not be taken out of the city, or None if it may; ``seat`` owns the city."""
        cell = self.where.get(tile)
        if cell is None:
            return checks.not_built(tile, seat)
        if cell in self.removable_cells():
            return None
        return checks.removal_refusal(self.cells, self.codes, self.rule, self._starts, cell, seat)

    def _cut_keys(self) -> set[int]:
        """The tiles whose removal would cut others off: articulation points of each kind's walk
        graph from its start and, with two kinds, of the whole city's adjacency."""
        near = self._near
        cut = set()
        for start in self._starts:
            if start is not None:
                cut |= graphs.articulation_points(near, start, walk=True)
        if self.rule.kinds > 1 and self._starts[1] is not None:
            # With one kind built, its walk keeps every tile reachable, hence in one piece.
            cut |= graphs.articulation_points(near, self._starts[0], walk=False)
        return cut

    def reaches_all(self, kind: int, without: Cell | None = None) -> bool:
        """Whether every tile of ``kind`` (but ``without``) can be walked to from its start,
        read from the cells alone (rule L4)."""
        return checks.reaches_all(self.cells, self.codes, self._starts, kind, without)

    def all_reachable(self, without: Cell | None = None) -> bool:
        """Whether every tile (but ``without``) can be walked to from its kind's start, and,
        with two kinds, the city stays in one piece."""
        if not all(self.reaches_all(kind, without) for kind in range(self.rule.kinds)):
            return False
        return self.rule.kinds == 1 or graphs.in_one_piece(self.cells, without)

    def swap_slots(self) -> list[tuple[str, int]]:
        """For every movable city tile, in (x, y) order: (tile, the slot of its cell)."""
        swaps = self._cache.get("swaps")
        if swaps is None:
            near, cells, starts, mask = self._near, self.cells, self._starts, self.rule.slot_mask
            keys = [k for k, c in near.items() if c >= OCCUPIED and k not in starts]
            keys.sort()
            swaps = self._cache["swaps"] = [(cells[(x := (k + HALF) >> 32, k - (x << 32))], near[k] & mask) for k in keys]
        return swaps

    def swap_pairs(self, reserve: Iterable[str]) -> list[tuple[str, str]]:
        """Every legal swap (city tile, reserve tile), city tiles in (x, y) order, then reserve
        tiles in the given order."""
        codes, match_row = self.codes, self.rule.match_row
        # Reserve tiles of one code fit alike: each code is tested once per city tile.
        by_code: dict[int, list[str]] = {}
        for r in reserve:
            by_code.setdefault(codes[r], []).append(r)
        rows = [(code, match_row(code)) for code in by_code]
        pairs = []
        for tile, slot in self.swap_slots():
            kind = codes[tile] & SECOND_KIND
            fitting_codes: set[int] = set()
            fitting_tiles: set[str] = set()
            for code, row in rows:
                if row[slot]:
                    if code & SECOND_KIND == kind:
                        fitting_codes.add(code)
                    else:  # between kinds the walks change too: the full check, per tile
                        fitting_tiles.update(r for r in by_code[code] if self.swap_problem(tile, r) is None)
            if fitting_codes or fitting_tiles:
                pairs.extend((tile, r) for r in reserve if codes[r] in fitting_codes or r in fitting_tiles)
        return pairs

    def swap_problem(self, tile: str, incoming: str, seat: int | None = None) -> Refusal | None:
        """Why reserve tile ``incoming`` may not replace city tile ``tile`` (redesign c).

        Between tiles of one kind the incoming tile must show the same features as the old one
        towards every neighbour, so the walks and the empty space stay exactly as they were and
        matching sides is the whole test; between kinds the walks are checked too.
        """
        cell = self.where.get(tile)
        if cell is None:
            return checks.not_built(tile, seat)
        return checks.swap_refusal(self.cells, self.codes, self.rule, self._starts, tile, cell, incoming, seat)

    # ----- runs -----------------------------------------------------------------------------

    def outer_segments(self, feature: str) -> list[tuple[Cell, Cell]]:
        """The sides that make up the runs of ``feature``, as pairs of corner points."""
        return [(cell_of(a), cell_of(b)) for a, b in self._segment_keys(feature)]

    def _segment_keys(self, feature: str) -> list[tuple[int, int]]:
        outer = self.rule.outer_sides
        segments = []
        for key, code in self._near.items():
            if code >= OCCUPIED:
                sides = outer(feature, code >> 16 & 31, code)
                for side in SIDES:
                    if sides & side:
                        a, b = _CORNERS[side]
                        segments.append((key + a, key + b))
        return segments

    def longest(self, feature: str, simple_path: bool = False) -> int:
        """Segments in the longest continuous run of ``feature`` (e.g. the longest outer wall)."""
        index = (feature, simple_path)
        length = self._cache.get(index)
        if length is None:
            length = self._cache[index] = longest_run(self._segment_keys(feature), simple_path)
        return length

    # ----- readings from the cells alone (for checks, refusals and tests) ----------------

    def recount_cell(self, cell: Cell) -> int:
        """The neighbourhood code of ``cell`` computed from the cells, not from the caches."""
        return checks.recount_cell(self.cells, self.codes, cell)

    def recount(self) -> dict[int, int]:
        """Every neighbourhood code from the cells: what the incremental codes must equal."""
        near: dict[int, int] = {}
        for x, y in self.cells:
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    cell = (x + dx, y + dy)
                    near[key_of(cell)] = self.recount_cell(cell)
        return {k: c for k, c in near.items() if c}

    def neighbourhood_codes(self) -> dict[int, int]:
        """A copy of the incremental neighbourhood codes, by cell key."""
        return dict(self._near)
