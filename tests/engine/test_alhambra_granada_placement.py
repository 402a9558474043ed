"""The mixed city's placement agrees with a plain reading of granada.md 10.4 (C-L1 to C-L5),
written out here from the rules text, on random cities grown from the shipped tiles of both
games: for every empty cell near the city and one tile of every shape, legal in the engine
exactly when the plain reading allows it, and refused with a reason otherwise."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.alhambra_granada.city import MixedCity
from engine.core import default_registry

DATA = default_registry().get("alhambra_granada").data
N, E, S, W = 1, 2, 4, 8
STEP = {N: (0, 1), E: (1, 0), S: (0, -1), W: (-1, 0)}
OPPOSITE = {N: S, E: W, S: N, W: E}
WALLS = {t.id: t.walls for t in DATA.alhambra.tiles.values()} | {DATA.start_tile: 0}
MOATS = {face: DATA.granada.walls[face] for face in DATA.faces.tile_of}
# One piece of every shape: each wall mask of an Alhambra tile, each moat mask of a Granada face.
SHAPES = list({("A", m): t for t, m in sorted(WALLS.items()) if t != DATA.start_tile}.values())
SHAPES += list({("G", m): f for f, m in sorted(MOATS.items())}.values())


def is_granada(piece: str) -> bool:
    return piece in MOATS


def feature(piece: str, side: int) -> bool:
    """A wall (Alhambra piece) or a moat (Granada piece) on ``side``."""
    return bool((MOATS[piece] if is_granada(piece) else WALLS[piece]) & side)


def walks_reach_all(cells: dict, start, granada: bool) -> bool:
    """C-L4 for one kind: every tile of the kind reached from ``start`` through tiles of the kind,
    across sides without the kind's feature."""
    tiles = {c for c, p in cells.items() if is_granada(p) == granada}
    if not tiles:
        return True
    seen, stack = {start}, [start]
    while stack:
        x, y = stack.pop()
        for side, (dx, dy) in STEP.items():
            nxt = (x + dx, y + dy)
            if nxt in tiles and nxt not in seen and not feature(cells[(x, y)], side) and not feature(cells[nxt], OPPOSITE[side]):
                seen.add(nxt)
                stack.append(nxt)
    return seen == tiles


def encloses(cells: dict) -> bool:
    """C-L5: an empty cell with no way out of the union's bounding box."""
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    box = (min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1)
    outside, stack = {(box[0], box[2])}, [(box[0], box[2])]
    while stack:
        x, y = stack.pop()
        for dx, dy in STEP.values():
            nxt = (x + dx, y + dy)
            if box[0] <= nxt[0] <= box[1] and box[2] <= nxt[1] <= box[3] and nxt not in cells and nxt not in outside:
                outside.add(nxt)
                stack.append(nxt)
    return any((x, y) not in cells and (x, y) not in outside for x in range(box[0], box[1] + 1) for y in range(box[2], box[3] + 1))


def plain_legal(cells: dict, granada_start, piece: str, cell) -> bool:
    """C-L1 to C-L5 as 10.4 states them."""
    if cell in cells:  # C-L1
        return False
    neighbours = {side: cells.get((cell[0] + dx, cell[1] + dy)) for side, (dx, dy) in STEP.items()}
    if not any(neighbours.values()):  # C-L2
        return False
    for side, other in neighbours.items():  # C-L3
        if other is None:
            continue
        mine, theirs = feature(piece, side), feature(other, OPPOSITE[side])
        if is_granada(piece) == is_granada(other):
            if mine != theirs:
                return False
        elif not (mine and theirs):  # the Alhambra side has its wall and the Granada side its moat
            return False
    after = {**cells, cell: piece}
    if is_granada(piece) and granada_start is None:
        granada_start = cell  # the first Granada tile is the Granada start
    if not walks_reach_all(after, (0, 0), granada=False) or not walks_reach_all(after, granada_start, granada=True):
        return False  # C-L4
    return not encloses(after)  # C-L5


def grow(seed: int, size: int) -> MixedCity:
    """A city of up to ``size`` tiles, each a random piece put on a random legal cell."""
    rng = random.Random(seed)
    pieces = sorted(WALLS.keys() - {DATA.start_tile}) + sorted(MOATS)
    city = MixedCity(DATA.walls, DATA.start_tile)
    used: set[str] = set()
    for _ in range(size * 4):
        if len(city) > size:
            break
        piece = rng.choice(pieces)
        if piece in used or DATA.faces.other.get(piece) in used:
            continue
        cells = city.legal_cells(piece)
        if cells:
            city.put(rng.choice(cells), piece)
            used.add(piece)
    return city


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), size=st.integers(1, 24))
def test_placement_agrees_with_the_plain_rules(seed, size):
    city = grow(seed, size)
    cells = dict(city.cells)
    start = city.start_cell(1)
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    for x in range(min(xs) - 1, max(xs) + 2):
        for y in range(min(ys) - 1, max(ys) + 2):
            for piece in SHAPES:
                expected = plain_legal(cells, start, piece, (x, y))
                assert ((x, y) in city.legal_cells(piece)) == expected, (piece, (x, y), cells)
                assert (city.placement_problem(piece, (x, y)) is None) == expected, (piece, (x, y), cells)
