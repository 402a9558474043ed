"""Edge rules: how the sides of neighbouring tiles must meet, what stops a walk, and which sides
make up the scored runs (the longest wall, the longest moat).

A rule sees tiles only as tile codes (``sides`` module): the feature mask, plus the second-kind
bit in the combined game. Three rules ship:

- ``WALLS``: Alhambra (alhambra.md section 5): walls face walls, open sides face open sides, a
  walk never crosses a wall; the outer walls score.
- ``MOATS``: Granada (granada.md section 6): the same with moats.
- ``WALLS_AND_MOATS``: Alhambra + Granada in one city (granada.md section 10.4): Alhambra tiles
  (kind 0) carry walls, Granada tiles (kind 1) moats. Tiles of one kind meet like in their own
  game; an Alhambra and a Granada tile meet only where a wall lies along a moat (C-L3). Each
  kind walks on its own tiles from its own start (C-L4); the Granada start is the first Granada
  tile built, and needs no walk to it.

Placement is decided from the tile code and the low bits of a cell's neighbourhood code
("slot"), through a table per tile code built once from ``sides_match``.
"""

from __future__ import annotations

from engine.core.action import Cell, format_cell
from engine.core.errors import Refusal
from engine.tilecity.sides import FEATURE_MASK, OPPOSITE, SECOND_KIND, SIDE_NAMES, SIDES


class EdgeRule:
    """The base of the edge rules: one or two kinds of tiles, each with one feature that blocks
    its walk; a subclass says how two facing sides match and which sides are outer."""

    name = ""
    kinds = 1
    features: tuple[str, ...] = ()  # the runs that can be measured, e.g. ("wall",)
    slot_mask = 0xFF  # the bits of a neighbourhood code that placement depends on
    start_names = ("the start tile",)  # per kind, as the refusals name it

    def __init__(self) -> None:
        # Per tile code and "its kind has a start tile": the fit of every slot, built on demand.
        self._fits: dict[int, bytes] = {}
        self._matches: dict[int, bytes] = {}

    def __reduce__(self) -> str:
        # The shipped rules are module constants: a pickled city refers to them by name.
        return self.name

    # ----- the rule proper ----------------------------------------------------------------

    def sides_match(self, code: int, side: int, other: int) -> bool:
        """Whether a tile of ``code`` may show its ``side`` to a neighbour of code ``other``
        (which shows the opposite side)."""
        raise NotImplementedError

    def outer_sides(self, feature: str, code: int, near: int) -> int:
        """The sides of a tile of ``code`` with neighbourhood code ``near`` that belong to the
        runs of ``feature`` (for the longest wall: its walls that face an empty cell)."""
        raise NotImplementedError

    @staticmethod
    def blocks(code: int) -> int:
        """The sides a walk may not cross out of a tile of ``code``: its feature. A walk also
        never steps onto a tile of the other kind."""
        return code & FEATURE_MASK

    # ----- tables ---------------------------------------------------------------------------

    def fits_row(self, code: int, started: bool) -> bytes:
        """For every slot (neighbourhood code & ``slot_mask``) of an empty cell touching the
        city: 1 if a tile of ``code`` may go there as far as its sides go, i.e. its sides match
        every neighbour and, if its kind has a start tile (``started``), a walk can enter it."""
        index = code << 1 | started
        row = self._fits.get(index)
        if row is None:
            row = self._fits[index] = self._row(code, walk=started)
        return row

    def match_row(self, code: int) -> bytes:
        """Like ``fits_row`` with matching sides only: the test of a swap between tiles of one
        kind, which leaves every walk as it was."""
        row = self._matches.get(code)
        if row is None:
            row = self._matches[code] = self._row(code, walk=False)
        return row

    def _row(self, code: int, walk: bool) -> bytes:
        row = bytearray(self.slot_mask + 1)
        for slot in self._slots():
            row[slot] = self.fits(code, slot, walk)
        return bytes(row)

    def _slots(self) -> list[int]:
        """Every slot an empty cell can show: per side nothing, or a neighbour of some kind
        with or without its feature towards the cell."""
        looks = [(0, 0, 0)] + [(1, f, k) for k in range(self.kinds) for f in (0, 1)]
        slots = [0]
        for side in SIDES:
            slots = [s | (side if o else 0) | (side << 4 if f else 0) | (side << 8 if k else 0)
                     for s in slots for o, f, k in looks]
        return slots

    def fits(self, code: int, slot: int, walk: bool) -> bool:
        """The rule for one slot, side by side (the tables cache it)."""
        entered = not walk
        for side in SIDES:
            if not slot & side:
                continue
            other = (SECOND_KIND if slot & side << 8 else 0) | (OPPOSITE[side] if slot & side << 4 else 0)
            if not self.sides_match(code, side, other):
                return False
            same_kind = not (code ^ other) & SECOND_KIND
            if same_kind and not self.blocks(code) & side and not self.blocks(other) & OPPOSITE[side]:
                entered = True
        return entered  # with ``walk`` only a side neighbour can let a walk in

    # ----- words ----------------------------------------------------------------------------

    def noun(self, code: int) -> str:
        """What the feature of a tile of ``code`` is called."""
        raise NotImplementedError

    def _show(self, code: int, side: int) -> str:
        return f"a {self.noun(code)}" if code & side else "an open side"

    def mismatch(self, tile: str, code: int, side: int, neighbour: str, other: int, cell: Cell, seat: int | None) -> Refusal:
        """Why ``tile`` may not show its ``side`` to ``neighbour`` (rule L3)."""
        noun = self.noun(code)
        return Refusal(
            f"{tile} would show {self._show(code, side)} on its {SIDE_NAMES[side]} side against "
            f"{self._show(other, OPPOSITE[side])} of {neighbour}; {self._must_meet(code, other)}",
            self._meet_code(code, other, swap=False), **{"tile": tile, "cell": cell, "seat": seat, "side": SIDE_NAMES[side],
                                                             noun: bool(code & side), "neighbour": neighbour},
        )

    def swap_mismatch(self, tile: str, incoming: str, code: int, side: int, other: int, cell: Cell, seat: int | None) -> Refusal:
        """Why ``incoming`` may not take the place of ``tile``: its ``side`` does not meet the
        neighbour there (of code ``other``)."""
        noun = self.noun(code)
        return Refusal(
            f"{incoming} would show {self._show(code, side)} on its {SIDE_NAMES[side]} side where "
            f"{tile} fits its neighbour; {self._must_meet(code, other)}",
            self._meet_code(code, other, swap=True), **{"tile": tile, "incoming": incoming, "cell": cell, "seat": seat,
                                                             "side": SIDE_NAMES[side], noun: bool(code & side)},
        )

    def _must_meet(self, code: int, other: int) -> str:
        noun = self.noun(code)
        return f"{noun}s must meet {noun}s"

    def _meet_code(self, code: int, other: int, swap: bool) -> str:
        noun = self.noun(code)
        return f"city.swap_{noun}s" if swap else f"city.{noun}s_meet"

    def through(self, tile: str, code: int, cell: Cell, seat: int | None) -> Refusal:
        """Why ``tile`` may not go to ``cell``: no walk could reach it (rule L4)."""
        noun = self.noun(code)
        return Refusal(f"{tile} at {format_cell(cell)} could only be reached through a {noun}", f"city.through_{noun}",
                       tile=tile, cell=cell, seat=seat)


class FeatureRule(EdgeRule):
    """One kind of tile with one feature (walls or moats): a feature faces a feature, an open
    side an open side; the feature sides facing an empty cell are outer."""

    def __init__(self, name: str, feature: str) -> None:
        super().__init__()
        self.name = name
        self.feature = feature
        self.features = (feature,)

    def sides_match(self, code: int, side: int, other: int) -> bool:
        return bool(code & side) == bool(other & OPPOSITE[side])

    def outer_sides(self, feature: str, code: int, near: int) -> int:
        if feature != self.feature:
            raise ValueError(f"the {self.name} rule knows no {feature} runs")
        return code & ~near & FEATURE_MASK

    def noun(self, code: int) -> str:
        return self.feature


class CombinedRule(EdgeRule):
    """Alhambra tiles with walls (kind 0) and Granada tiles with moats (kind 1) in one city.

    Outer, for the scorings of granada.md section 10.7: a wall facing an empty cell or a Granada
    tile; a moat facing an empty cell or an Alhambra tile; a "border" side is an Alhambra tile's
    side along a Granada tile (the wall-and-moat bonus, counted once, from the Alhambra side).
    """

    name = "WALLS_AND_MOATS"
    kinds = 2
    features = ("wall", "moat", "border")
    slot_mask = 0xFFF
    start_names = ("the start tile", "the Granada start")

    def sides_match(self, code: int, side: int, other: int) -> bool:
        if (code ^ other) & SECOND_KIND:
            return bool(code & side) and bool(other & OPPOSITE[side])
        return bool(code & side) == bool(other & OPPOSITE[side])

    def outer_sides(self, feature: str, code: int, near: int) -> int:
        occupied = near & 15
        granada = near >> 8 & 15  # sides with a Granada neighbour
        second = code & SECOND_KIND
        if feature == "wall":
            return 0 if second else code & ~(occupied & ~granada) & FEATURE_MASK
        if feature == "moat":
            return code & ~(occupied & granada) & FEATURE_MASK if second else 0
        if feature == "border":
            return 0 if second else occupied & granada
        raise ValueError(f"the {self.name} rule knows no {feature} runs")

    def noun(self, code: int) -> str:
        return "moat" if code & SECOND_KIND else "wall"

    def _must_meet(self, code: int, other: int) -> str:
        if (code ^ other) & SECOND_KIND:
            return "an Alhambra tile and a Granada tile meet only where a wall lies along a moat"
        return super()._must_meet(code, other)

    def _meet_code(self, code: int, other: int, swap: bool) -> str:
        if (code ^ other) & SECOND_KIND:
            return "city.swap_wall_along_moat" if swap else "city.wall_along_moat"
        return super()._meet_code(code, other, swap)

    @staticmethod
    def code(mask: int, granada: bool) -> int:
        """The tile code of a tile with feature ``mask``: walls of an Alhambra tile, or moats of
        a Granada tile."""
        return mask | (SECOND_KIND if granada else 0)


WALLS = FeatureRule("WALLS", "wall")
MOATS = FeatureRule("MOATS", "moat")
WALLS_AND_MOATS = CombinedRule()
