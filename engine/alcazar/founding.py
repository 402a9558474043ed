"""Founding castles and manors: the plain adjacency rule and the spacing counted along the board.

Spacing (spec override 4): walk only between orthogonally adjacent *parcels*; an empty parcel
on the way costs 1 and an occupied one 0. The separation between a new building and an existing
one is the cheapest walk's cost (the empty parcels strictly between). Buildings no walk joins
are far enough apart.

Rather than search from every candidate founding, one 0-1 breadth-first search per position
and building kind starts from all buildings of that kind at once and records, for each parcel
near them, the cheapest cost of reaching it *including the parcel itself* (a ``SeparationMap``).
A new building on cells X is then separated from that kind by the least recorded cost among
the parcels next to X. The search stops at the largest cost that can matter, so it only
explores the neighbourhood of the existing buildings.
"""

from __future__ import annotations

from collections import deque

from engine.alcazar.components import AlcazarData
from engine.alcazar.site import Site
from engine.core.errors import Refusal

# What the enumerations get instead of a reason: they only ask whether there is one, and
# building each sentence would cost the bot searches a fifth of their speed.
REFUSED = Refusal("refused", "refused")

# parcel -> (cost of the cheapest walk from a building of one kind, counting the parcel itself
# if it is empty; that building)
SeparationMap = dict[int, tuple[int, int]]


def adjacency_problem(site: Site, cells: tuple[int, ...], what: str, why: bool = True) -> str | None:
    """Why a new building on ``cells`` would touch an existing one (spec 2.7), or None."""
    board = site.board
    for cell in cells:
        near = site.occupied_neighbour(cell)
        if near is not None:
            if not why:
                return REFUSED
            return Refusal(
                f"parcel {board.parcel[cell]} is next to a building (at {board.label[near]}); "
                f"a new {what} needs an empty parcel between",
                "found.adjacent", parcel=board.parcel[cell], near=board.label[near], kind=what,
            )
    return None


def separation_limit(data: AlcazarData, existing: str) -> int:
    """The largest walk cost that can break a spacing requirement towards ``existing`` buildings."""
    return max(data.spacing[new][existing] for new in data.spacing) - 1


def separation_map(site: Site, existing: str, limit: int) -> SeparationMap:
    """Cheapest walk costs (up to ``limit``) from every castle (``existing='castle'``) or every
    manor to the parcels around them."""
    castle_of, board, cols = site.castle_of, site.board, site.cols
    found: SeparationMap = {}
    queue: deque[int] = deque()
    for bld, cells in site.bld_cells.items():
        if (bld in castle_of) != (existing == "castle"):
            continue
        for cell in cells:
            if board.parcel[cell] and cell not in found:
                found[cell] = (0, bld)
                queue.append(cell)
    while queue:
        cell = queue.popleft()
        cost, bld = found[cell]
        for n in board.parcel_nbrs[cell]:
            step = 0 if cols[n] else 1
            new = cost + step
            if new > limit:
                continue
            old = found.get(n)
            if old is None or new < old[0]:
                found[n] = (new, bld)
                if step:
                    queue.append(n)
                else:
                    queue.appendleft(n)
    return found


class SeparationMaps:
    """The separation map of each existing building kind, computed when first needed."""

    def __init__(self, site: Site, data: AlcazarData) -> None:
        self.site = site
        self.data = data
        self.maps: dict[str, SeparationMap] = {}

    def __getitem__(self, existing: str) -> SeparationMap:
        found = self.maps.get(existing)
        if found is None:
            limit = separation_limit(self.data, existing)
            found = self.maps[existing] = separation_map(self.site, existing, limit)
        return found


def spacing_problem(site: Site, data: AlcazarData, cells: tuple[int, ...], kind: str, maps: SeparationMaps,
                    why: bool = True) -> str | None:
    """Why a new ``kind`` building on ``cells`` is too close to an existing one, or None.

    Only requirements above 1 need the maps: the adjacency rule, checked first, already gives
    every building a separation of at least 1.
    """
    board = site.board
    for existing, required in data.spacing[kind].items():
        if required <= 1:
            continue
        found = maps[existing]
        best = None
        for cell in cells:
            for n in board.parcel_nbrs[cell]:
                entry = found.get(n)
                if entry is not None and entry[0] < required and (best is None or entry[0] < best[0]):
                    best = (entry[0], entry[1], cell)
        if best is not None:
            if not why:
                return REFUSED
            return _too_close(site, data, board.parcel[best[2]], best[1], best[0], required, kind)
    return None


def _too_close(site: Site, data: AlcazarData, parcel: int, bld: int, d: int, required: int, kind: str) -> Refusal:
    castle = site.castle_of.get(bld)
    manor = None
    if castle is not None:
        target = f"castle {data.city(castle)}"
    else:
        manor = site.board.label[min(site.bld_cells[bld])]
        target = f"the manor at {manor}"
    unit = "parcel" if d == 1 else "parcels"
    return Refusal(f"parcel {parcel} is {d} {unit} from {target}; a new {kind} needs {required}", "found.too_close",
                   parcel=parcel, kind=kind, distance=d, required=required, castle=castle, manor=manor)

