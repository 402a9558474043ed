"""The Gardens' painted art and board geometry: every painting function paints at icon, board and
large size; counts, rotations, sides and scorers change the picture; the octagons and diamonds
tile the board as the rules describe."""

import itertools
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPointF, QRectF

from gui.games.gardens import art
from gui.games.gardens.geometry import (
    BUILDING_ROWS,
    CORNERS,
    GARDEN_ROWS,
    NE,
    NW,
    SE,
    SW,
    BoardGeometry,
    diagonal_side,
    octagon_points,
)
from gui.games.gardens.picture import paint_gardens_picture
from tests.helpers.painting import blank, render

SIZES = (24, 72, 160)  # a tile in a log line, on the board, in the hand
CORNERS_SHOWN = ("purple", "green", "yellow", "orange")


def all_distinct(images) -> bool:
    """Whether no two images are equal (QImage is not hashable, so pairwise)."""
    return all(a != b for i, a in enumerate(images) for b in images[i + 1:])


@pytest.mark.parametrize("size", SIZES)
def test_garden_tiles_paint_every_count_and_turn(qapp, size):
    """Each count 1-6 paints its own picture, and turning the species round the tile changes it."""
    empty = blank(size, size)
    counts = [render(size, size, lambda p, r, n=n: art.paint_garden_tile(p, r, CORNERS_SHOWN, n)) for n in range(1, 7)]
    assert all(image != empty for image in counts)
    assert all_distinct(counts)
    turns = [render(size, size, lambda p, r, k=k: art.paint_garden_tile(p, r, CORNERS_SHOWN[k:] + CORNERS_SHOWN[:k], 3))
             for k in range(4)]
    assert all_distinct(turns)


def test_garden_tile_accepts_other_spellings_and_refuses_nonsense(qapp):
    """Tree names and one-letter codes name the same species; a wrong count or species is refused."""
    a = render(80, 80, lambda p, r: art.paint_garden_tile(p, r, ("lavender", "palm", "lemon", "orange"), 2))
    b = render(80, 80, lambda p, r: art.paint_garden_tile(p, r, ("P", "G", "Y", "O"), 2))
    assert a == b
    with pytest.raises(ValueError):
        render(80, 80, lambda p, r: art.paint_garden_tile(p, r, CORNERS_SHOWN, 7))
    with pytest.raises(KeyError):
        render(80, 80, lambda p, r: art.paint_garden_tile(p, r, ("purple", "green", "yellow", "blue"), 2))


@pytest.mark.parametrize("size", SIZES)
def test_trees_and_badges_differ_by_species(qapp, size):
    """The four trees and the four badges (and nobody's) are different pictures."""
    trees = [render(size, size, lambda p, r, s=s: art.paint_tree(p, r.center(), r.width(), s)) for s in art.SPECIES]
    assert blank(size, size) not in trees
    assert all_distinct(trees)
    badges = [render(size, size, lambda p, r, s=s: art.paint_species_badge(p, r, s)) for s in (*art.SPECIES, art.NOBODY)]
    assert all_distinct(badges)


@pytest.mark.parametrize("size", SIZES)
def test_buildings_paint_both_sides(qapp, size):
    """Every value paints a foundation and a finished side, all different; a scorer adds its badge."""
    foundations = [render(size, size, lambda p, r, v=v: art.paint_building(p, r, v)) for v in range(1, 6)]
    finished = [render(size, size, lambda p, r, v=v: art.paint_building(p, r, v, finished=True)) for v in range(1, 6)]
    assert all_distinct(foundations + finished)
    won = [render(size, size, lambda p, r, s=s: art.paint_building(p, r, 4, "chambers", True, s))
           for s in (None, *art.SPECIES, art.NOBODY)]
    assert all_distinct(won)
    with pytest.raises(ValueError):
        render(size, size, lambda p, r: art.paint_building(p, r, 6))


@pytest.mark.parametrize("size", SIZES)
def test_back_and_empty_space_paint(qapp, size):
    """The face-down tile and the empty space paint something, and not the same thing."""
    back = render(size, size, art.paint_tile_back)
    space = render(size, size, art.paint_empty_space)
    assert blank(size, size) not in (back, space)
    assert back != space


@pytest.mark.parametrize("pitch", (40, 90))
def test_board_and_picture_paint(qapp, pitch):
    """The board fills its rect; the start-page picture paints at its usual size."""
    geometry = BoardGeometry(pitch=pitch)
    rect = geometry.board_rect()
    image = render(int(rect.width()), int(rect.height()), lambda p, r: art.paint_board(p, geometry))
    assert image != blank(int(rect.width()), int(rect.height()))
    picture = render(256, 192, paint_gardens_picture)
    assert picture != blank(256, 192)


def test_icon_paths_are_not_empty(qapp):
    """The one-fill outlines of trees and buildings exist for every species and kind."""
    box = QRectF(0, 0, 10, 10)
    assert all(not art.tree_icon_path(s, box).isEmpty() for s in art.SPECIES)
    assert all(not art.building_silhouette(k, box).isEmpty() for k in art.KINDS)


# --- geometry -----------------------------------------------------------------------------------


def close(a: QPointF, b: QPointF) -> bool:
    return abs(a.x() - b.x()) < 1e-9 and abs(a.y() - b.y()) < 1e-9


def same_segment(a: tuple[QPointF, QPointF], b: tuple[QPointF, QPointF]) -> bool:
    return (close(a[0], b[0]) and close(a[1], b[1])) or (close(a[0], b[1]) and close(a[1], b[0]))


GEOMETRY = BoardGeometry(pitch=70.0)


def test_orthogonal_neighbours_share_a_side():
    """O(r, c) and O(r, c+1) share their east/west side; O(r, c) and O(r+1, c) their south/north side."""
    g = GEOMETRY
    for r, c in itertools.product(range(GARDEN_ROWS), repeat=2):
        p = octagon_points(g.garden_rect(r, c), g.cut)
        if c + 1 < GARDEN_ROWS:
            q = octagon_points(g.garden_rect(r, c + 1), g.cut)
            assert same_segment((p[2], p[3]), (q[6], q[7]))
        if r + 1 < GARDEN_ROWS:
            q = octagon_points(g.garden_rect(r + 1, c), g.cut)
            assert same_segment((p[4], p[5]), (q[0], q[1]))


def test_building_diamond_touches_the_diagonal_sides_facing_it():
    """Each side of B(i, j)'s diamond is the diagonal side of the octagon at that side (if any),
    namely the one whose corner faces B(i, j)."""
    g = GEOMETRY
    for i, j in itertools.product(range(BUILDING_ROWS), repeat=2):
        diamond = g.building_path(i, j).toFillPolygon()
        edges = [(diamond[k], diamond[k + 1]) for k in range(4)]
        around = g.gardens_around(i, j)
        assert len(around) == (1 if i in (0, 6) and j in (0, 6) else 2 if i in (0, 6) or j in (0, 6) else 4)
        for r, c, corner in around:
            assert g.facing_building(r, c, corner) == (i, j)
            side = diagonal_side(g.garden_rect(r, c), corner, g.cut)
            assert any(same_segment((side.p1(), side.p2()), edge) for edge in edges), (i, j, r, c, corner)


def test_corners_face_the_rules_buildings():
    """Corner NW of O(r, c) faces B(r, c), NE B(r, c+1), SE B(r+1, c+1), SW B(r+1, c), and its
    corner point lies on the side of that building's diamond."""
    g = GEOMETRY
    expected = {NW: (2, 3), NE: (2, 4), SE: (3, 4), SW: (3, 3)}
    for corner in CORNERS:
        assert g.facing_building(2, 3, corner) == expected[corner]
        point = g.corner_points(2, 3)[corner]
        centre = g.building_centre(*expected[corner])
        # On the diamond's edge: |dx| + |dy| equals the half-diagonal.
        assert abs(abs(point.x() - centre.x()) + abs(point.y() - centre.y()) - g.cut * g.pitch) < 1e-9


def test_quarters_split_the_octagon():
    """The four quarters of an octagon cover it, each holding its own corner point and no other."""
    g = GEOMETRY
    octagon = g.garden_path(1, 4)
    quarters = [g.quarter_path(1, 4, k) for k in CORNERS]
    area = sum(abs(polygon_area(q.toFillPolygon())) for q in quarters)
    assert abs(area - abs(polygon_area(octagon.toFillPolygon()))) < 1e-6
    centre = g.garden_centre(1, 4)
    for k, point in enumerate(g.corner_points(1, 4)):
        inside = QPointF(point.x() + (centre.x() - point.x()) * 0.1, point.y() + (centre.y() - point.y()) * 0.1)
        assert [q.contains(inside) for q in quarters] == [m == k for m in CORNERS]


def polygon_area(polygon) -> float:
    points = [polygon[k] for k in range(polygon.count())]
    return 0.5 * sum(a.x() * b.y() - b.x() * a.y() for a, b in zip(points, points[1:] + points[:1]))


def test_the_board_rect_holds_everything_and_hit_testing_finds_spaces():
    """Every space lies inside the board with room for the frame; a point finds its space."""
    g = GEOMETRY
    board = g.board_rect()
    assert board.topLeft() == QPointF(0, 0)
    inner = board.adjusted(g.pitch * 0.3, g.pitch * 0.3, -g.pitch * 0.3, -g.pitch * 0.3)
    for r, c in itertools.product(range(GARDEN_ROWS), repeat=2):
        assert inner.contains(g.garden_path(r, c).boundingRect())
        assert g.garden_at(g.garden_centre(r, c)) == (r, c)
    for i, j in itertools.product(range(BUILDING_ROWS), repeat=2):
        assert inner.contains(g.building_path(i, j).boundingRect())
        assert g.building_at(g.building_centre(i, j)) == (i, j)
        assert g.garden_at(g.building_centre(i, j)) is None
    assert inner.contains(g.spaces_rect())
    # Just inside an octagon's SE side is the octagon; just beyond it, the building.
    point = g.corner_points(0, 0)[SE]
    assert g.garden_at(point - QPointF(1, 1)) == (0, 0)
    assert g.building_at(point + QPointF(1, 1)) == (1, 1)
    assert g.garden_at(QPointF(1, 1)) is None and g.building_at(QPointF(1, 1)) is None


def test_species_colours():
    """Each species has its own colour, whatever its spelling; nobody is grey."""
    colours = [art.species_colour(s).name() for s in (*art.SPECIES, art.NOBODY)]
    assert len(set(colours)) == 5
    assert art.species_colour("palm") == art.species_colour("green")
