"""Granada's painted art: every type and moat set paints at icon, board and large size; faces,
moats and values change the picture; a Granada tile never looks like an Alhambra tile."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from gui.art import palette
from gui.games.tilecity.art import colours
from tests.helpers.painting import blank, render
from gui.games.granada import art
from gui.games.tilecity import art as alhambra_art

SIZES = (24, 64, 160)  # a tile in a log line, on a board, enlarged




def all_distinct(images: list[QImage]) -> bool:
    """Whether no two images are equal (QImage is not hashable, so pairwise)."""
    return all(a != b for i, a in enumerate(images) for b in images[i + 1:])


@pytest.mark.parametrize("size", SIZES)
def test_every_type_and_moat_set_paints(qapp, size):
    """All nine types with each of the 16 moat masks paint something, with and without the reverse chip."""
    empty = blank(size, size)
    for type_id in art.TYPE_IDS:
        for moats in range(16):
            image = render(size, size, lambda p, r, t=type_id, m=moats: art.paint_granada_tile(p, r, t, 7, m))
            assert image != empty, (type_id, moats)
        chip = render(size, size, lambda p, r, t=type_id: art.paint_granada_tile(p, r, t, 12, 3, other_face=("park", 13)))
        assert chip != render(size, size, lambda p, r, t=type_id: art.paint_granada_tile(p, r, t, 12, 3))


@pytest.mark.parametrize("size", SIZES)
def test_moats_show_on_every_side(qapp, size):
    """Each moat set gives its own picture: the water is drawn on the sides asked for."""
    images = [render(size, size, lambda p, r, m=moats: art.paint_granada_tile(p, r, "market", 8, m))
              for moats in range(16)]
    assert all_distinct(images)


@pytest.mark.parametrize("size", SIZES)
def test_faces_of_different_types_differ(qapp, size):
    """The nine types at the same value and moats are nine different pictures, and values differ too."""
    faces = [render(size, size, lambda p, r, t=t: art.paint_granada_tile(p, r, t, 6, 1)) for t in art.TYPE_IDS]
    assert all_distinct(faces)
    values = [render(size, size, lambda p, r, v=v: art.paint_granada_tile(p, r, "school", v, 1)) for v in range(2, 14)]
    assert all_distinct(values)


@pytest.mark.parametrize("size", SIZES)
def test_granada_tile_differs_from_alhambra(qapp, size):
    """A Granada tile and an Alhambra tile of the same cost and sides are different pictures,
    and not merely a few pixels apart: most of the tile differs."""
    for granada_type, alhambra_type in zip(art.TYPE_IDS, colours.BUILDING_STYLES):
        g = render(size, size, lambda p, r, t=granada_type: art.paint_granada_tile(p, r, t, 9, 1 | 8))
        a = render(size, size, lambda p, r, t=alhambra_type: alhambra_art.paint_tile(p, r, t, 9, 1 | 8))
        assert g != a
        differing = sum(g.pixel(x, y) != a.pixel(x, y) for x in range(size) for y in range(size))
        assert differing > 0.5 * size * size, (granada_type, alhambra_type, differing)


@pytest.mark.parametrize("size", SIZES)
def test_turned_away_tile_hides_the_face(qapp, size):
    """face_up=False shows neither type nor value: two different faces look the same, the moats still show."""
    a = render(size, size, lambda p, r: art.paint_granada_tile(p, r, "arena", 2, 3, face_up=False))
    b = render(size, size, lambda p, r: art.paint_granada_tile(p, r, "park", 13, 3, face_up=False))
    c = render(size, size, lambda p, r: art.paint_granada_tile(p, r, "park", 13, 12, face_up=False))
    assert a == b and b != c
    assert a != render(size, size, lambda p, r: art.paint_granada_tile(p, r, "arena", 2, 3))


@pytest.mark.parametrize("size", SIZES)
def test_start_tile_and_marker(qapp, size):
    """The start tile paints in each seat colour, each different; the black marker paints."""
    images = [render(size, size, lambda p, r, c=colour: art.paint_granada_start_tile(p, r, c))
              for _, colour in palette.PLAYER_COLOURS]
    assert all(image != blank(size, size) for image in images)
    assert all_distinct(images)
    assert render(size, size, art.paint_black_marker) != blank(size, size)


def test_scaled_painter(qapp):
    """Painted through a painter scaled to 1.0 tile units, as the board scene does, the tile matches pixels."""
    def scaled(p, r):
        p.scale(r.width(), r.height())
        art.paint_granada_tile(p, QRectF(0, 0, 1, 1), "library", 11, 6, other_face=("hostel", 10))

    direct = render(96, 96, lambda p, r: art.paint_granada_tile(p, r, "library", 11, 6, other_face=("hostel", 10)))
    via_units = render(96, 96, scaled)
    def far(a: int, b: int) -> bool:  # antialiased edges may differ a little; shapes may not
        return max(abs(((a >> k) & 255) - ((b >> k) & 255)) for k in (0, 8, 16)) > 48

    differing = sum(far(direct.pixel(x, y), via_units.pixel(x, y)) for x in range(96) for y in range(96))
    assert differing < 0.02 * 96 * 96


def test_type_ids_and_icons(qapp):
    """Upper-case and reconstruction spellings are accepted, unknown types refused; icons are not empty."""
    assert art.canonical_type("BATH") == art.canonical_type("bath_house") == "bath"
    assert art.canonical_type("residential_area") == "residential"
    with pytest.raises(KeyError, match="unknown Granada building type"):
        art.paint_granada_tile(QPainter(), QRectF(0, 0, 10, 10), "pavilion", 2, 0)
    for type_id in art.TYPE_IDS:
        assert not art.granada_building_icon(type_id, 16).pixmap(16, 16).isNull()


def test_every_tile_of_the_data_paints(qapp):
    """Every type of rules_data/granada.yaml has a style, and both faces of each of its tiles paint."""
    import pathlib

    yaml = pytest.importorskip("yaml")
    path = pathlib.Path(__file__).resolve().parents[2] / "rules_data" / "granada.yaml"
    if not path.exists():
        pytest.skip("rules_data/granada.yaml not written yet")
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert {entry["id"] for entry in data["building_types"]} == set(art.TYPE_IDS)
    bits = {"N": art.MOAT_N, "E": art.MOAT_E, "S": art.MOAT_S, "W": art.MOAT_W}
    empty = blank(40, 40)
    for tile in data["tiles"]:
        moats = sum(bits[side] for side in tile.get("moats", []))
        for face, other in ((tile["front"], tile["back"]), (tile["back"], tile["front"])):
            image = render(40, 40, lambda p, r, f=face, o=other, m=moats: art.paint_granada_tile(
                p, r, f[0], f[1], m, other_face=tuple(o)))
            assert image != empty, tile["id"]
