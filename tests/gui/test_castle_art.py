"""A Castle for All Seasons' painted art and board geometry: every id of rules_data/castle.yaml has
its picture and paints at icon, board and large size; sides, seasons and counts change the
picture; the board's rects lie on the board and never overlap."""

import itertools
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
import yaml
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from gui.art.palette import player_colour
from gui.games.castle import art
from gui.games.castle import board_geometry as geometry
from gui.games.castle.art.board import CART_RESOURCE
from gui.games.castle.picture import paint_castle_picture
from tests.helpers.painting import blank, render

DATA = yaml.safe_load((Path(__file__).resolve().parents[2] / "rules_data" / "castle.yaml").read_text(encoding="utf-8"))
RESOURCES = [r["id"] for r in DATA["resources"]]
CHARACTERS = [c["id"] for c in DATA["characters"]]
TILES = {t["id"]: t for t in DATA["tiles"]}
LOCATIONS = {loc["id"]: [s["id"] for s in loc["spaces"]] for loc in DATA["locations"]}
CARTS = {c["id"]: c for c in DATA["carts"]["locations"]}
WINTER_CARDS = [c["id"] for c in DATA["winter"]["cards"]]
SEASONS = DATA["parameters"][0]["choices"]
FEES = {space["id"]: space["fee"] for loc in DATA["locations"] for space in loc["spaces"]}
YIELDS = {cart: c["yield"] for cart, c in CARTS.items()}

SIZES = (16, 40, 120)  # an icon in a log line, a piece on the board, a piece in a panel
RED, BLUE = player_colour("red"), player_colour("blue")


def refuses(paint, error) -> None:
    """``paint(painter, rect)`` raises ``error``; the painter is ended all the same, so the image
    is never destroyed while being painted."""
    image = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        with pytest.raises(error):
            paint(painter, QRectF(0, 0, 40, 40))
    finally:
        painter.end()


def all_distinct(images) -> bool:
    """Whether no two images are equal (QImage is not hashable, so pairwise)."""
    return all(a != b for i, a in enumerate(images) for b in images[i + 1:])


@pytest.mark.parametrize("size", SIZES)
def test_every_resource_paints_its_own_piece(qapp, size):
    """Each resource of the rules data paints, alone and with a count, and no two look alike."""
    pieces = [render(size, size, lambda p, r, res=res: art.paint_resource(p, r, res)) for res in RESOURCES]
    assert blank(size, size) not in pieces
    assert all_distinct(pieces)
    counted = [render(size, size, lambda p, r, n=n: art.paint_resource_count(p, r, "clay", n)) for n in (0, 1, 12)]
    assert all_distinct(counted)
    refuses(lambda p, r: art.paint_resource(p, r, "gold"), KeyError)


def test_resource_shapes_differ_without_colour(qapp):
    """Filled in one colour, the five outlines still differ: the pieces are told apart in grey."""
    silhouettes = [render(24, 24, lambda p, r, res=res: p.fillPath(art.resource_path(res, r), QColor("#000000")))
                   for res in RESOURCES]
    assert blank(24, 24) not in silhouettes
    assert all_distinct(silhouettes)


@pytest.mark.parametrize("size", SIZES)
def test_talers_helpers_and_markers_paint(qapp, size):
    """Coins of every value differ; a helper and an innkeeper differ, and so do two colours."""
    coins = [render(size, size, lambda p, r, v=v: art.paint_taler(p, r, v)) for v in (1, 3, 5, 12)]
    assert blank(size, size) not in coins
    assert all_distinct(coins)
    figures = [render(size, size, lambda p, r, f=f, c=c: f(p, r, c))
               for f, c in itertools.product((art.paint_helper, art.paint_innkeeper), (RED, BLUE))]
    assert all_distinct(figures)
    others = [render(size, size, f) for f in (art.paint_castle_maiden, art.paint_first_player_marker, art.paint_defense_tower)]
    assert blank(size, size) not in others
    assert all_distinct(others)


@pytest.mark.parametrize("width", (45, 115))
def test_every_character_card_paints_both_sides(qapp, width):
    """Each character of the rules data has a card of its own face up, in each colour, with or
    without a title; face down every card of a set shows the same back."""
    height = round(width * 1.4)
    faces = [render(width, height, lambda p, r, c=c: art.paint_character_card(p, r, c, RED)) for c in CHARACTERS]
    assert blank(width, height) not in faces
    assert all_distinct(faces)
    titled = render(width, height, lambda p, r: art.paint_character_card(p, r, "trader", RED, title="Trader"))
    blue = render(width, height, lambda p, r: art.paint_character_card(p, r, "trader", BLUE))
    backs = [render(width, height, lambda p, r, c=c: art.paint_character_card(p, r, c, RED, face_up=False)) for c in CHARACTERS]
    assert titled != faces[1] and blue != faces[1] and backs[0] not in faces
    assert all(back == backs[0] for back in backs)
    refuses(lambda p, r: art.paint_character_card(p, r, "jester", RED), KeyError)


def test_cards_follow_the_rules_data():
    """The order numbers and the Workers' baskets are those of the rules data."""
    for card in DATA["characters"]:
        assert art.ORDER[card["id"]] == card["order"]
        if card["role"] == "worker":
            shown = art.WORKER_PIECES[card["id"]]
            expected = [res for res, n in card["pieces"].items() for _ in range(n)]
            expected += ["choice"] * card.get("choice", {}).get("count", 0)
            assert sorted(shown) == sorted(expected)
    assert set(art.ORDER) == set(CHARACTERS)


@pytest.mark.parametrize("width", (45, 100))
def test_every_winter_card_paints_both_sides(qapp, width):
    """Each winter card has its own face; the backs are all alike."""
    height = round(width * 1.4)
    faces = [render(width, height, lambda p, r, c=c: art.paint_winter_card(p, r, c)) for c in WINTER_CARDS]
    assert blank(width, height) not in faces
    assert all_distinct(faces)
    backs = [render(width, height, lambda p, r, c=c: art.paint_winter_card(p, r, c, face_up=False)) for c in WINTER_CARDS]
    assert all(back == backs[0] for back in backs) and backs[0] not in faces
    refuses(lambda p, r: art.paint_winter_card(p, r, "heatwave"), KeyError)


@pytest.mark.parametrize("size", (24, 90))
def test_every_building_tile_paints_in_every_season(qapp, size):
    """Every tile of the rules data paints both faces; the seasons, the values and being built
    change the picture; the named buildings all look different."""
    width = round(size * 1.36)
    named = []
    for tile_id, tile in TILES.items():
        faces = [render(width, size, lambda p, r, t=tile_id, f=tile[s], s=s:
                        art.paint_building_tile(p, r, t, f["cost"], f["vp"], s)) for s in SEASONS]
        assert blank(width, size) not in faces
        assert all_distinct(faces)
        if tile["kind"] == "named":
            named.append(faces[0])
    assert len(named) == 7 and all_distinct(named)
    keep = TILES["keep"]["summer"]
    base = render(width, size, lambda p, r: art.paint_building_tile(p, r, "keep", keep["cost"], keep["vp"]))
    built = render(width, size, lambda p, r: art.paint_building_tile(p, r, "keep", keep["cost"], keep["vp"], built=True))
    other = render(width, size, lambda p, r: art.paint_building_tile(p, r, "keep", keep["cost"] + 2, keep["vp"]))
    assert all_distinct([base, built, other])
    refuses(lambda p, r: art.paint_building_tile(p, r, "moat", 2, 2), KeyError)
    refuses(lambda p, r: art.paint_building_tile(p, r, "keep", 2, 2, "spring"), KeyError)


@pytest.mark.parametrize("size", (40, 120))
def test_every_cart_and_the_rider_paint(qapp, size):
    """Each cart of the rules data paints with its resource; the rider is its own picture."""
    width = round(size * 1.7)
    carts = [render(width, size, lambda p, r, c=c: art.paint_cart(p, r, c["resource"], rider=c.get("rider", False),
                                                                    yield_count=c["yield"])) for c in CARTS.values()]
    assert blank(width, size) not in carts
    assert all_distinct(carts)


def test_the_board_and_the_picture_paint(qapp):
    """Both sides of the board paint, with and without fees, and differ; so does the picture."""
    sides = [render(700, 500, lambda p, r, s=s: art.paint_castle_board(p, r, s, FEES, YIELDS)) for s in SEASONS]
    bare = render(700, 500, lambda p, r: art.paint_castle_board(p, r, "summer"))
    assert blank(700, 500) not in sides
    assert all_distinct([*sides, bare])
    small = render(280, 200, lambda p, r: art.paint_castle_board(p, r, "winter", FEES, YIELDS))
    assert small != blank(280, 200)
    for width, height in ((256, 192), (512, 384)):
        assert render(width, height, paint_castle_picture) != blank(width, height)


def test_spaces_and_track_paint(qapp):
    """A helper space shows its fee; a three-player round space differs from an ordinary one."""
    fees = [render(40, 40, lambda p, r, f=f: art.paint_helper_space(p, r, f)) for f in (None, 6, 14)]
    assert all_distinct(fees)
    assert render(40, 40, lambda p, r: art.paint_round_space(p, r, 13)) != render(
        40, 40, lambda p, r: art.paint_round_space(p, r, 13, three_players=True))


# --- geometry -------------------------------------------------------------------------------------


def board_rects(rect: QRectF) -> dict[str, QRectF]:
    """Every rect the geometry gives for the board in ``rect``, by a name saying what it is."""
    rects = {}
    for kind, found in (("site", geometry.building_site_rects(rect)), ("space", geometry.helper_space_rects(rect)),
                        ("tile", geometry.tower_site_rects(rect)), ("tile", geometry.house_site_rects(rect)),
                        ("cart", geometry.cart_rects(rect)), ("trader", geometry.cart_helper_rects(rect))):
        rects.update({f"{kind}:{key}": box for key, box in found.items()})
    rects["defense tower"] = geometry.defense_tower_rect(rect)
    rects.update({f"round:{k}": box for k, box in enumerate(geometry.round_track_rects(rect, geometry.ROUNDS_MAX), 1)})
    return rects


def test_the_geometry_knows_every_id_of_the_rules_data():
    """A site for every location, a space for every space, a site for every tower and house tile,
    a place for every cart; the named buildings' sites are their locations'."""
    rect = QRectF(0, 0, 1400, 1000)
    assert set(geometry.building_site_rects(rect)) == set(LOCATIONS)
    assert set(geometry.helper_space_rects(rect)) == set(FEES)
    assert geometry.LOCATION_SPACES == {loc: tuple(ids) for loc, ids in LOCATIONS.items()}
    towers = {t for t, tile in TILES.items() if tile["kind"] == "tower"}
    houses = {t for t, tile in TILES.items() if tile["kind"] == "house"}
    assert set(geometry.tower_site_rects(rect)) == towers
    assert set(geometry.house_site_rects(rect)) == houses
    named = {t for t, tile in TILES.items() if tile["kind"] == "named"}
    assert named <= set(geometry.building_site_rects(rect))
    assert set(geometry.cart_rects(rect)) == set(CARTS) == set(geometry.cart_helper_rects(rect))
    assert CART_RESOURCE == {cart: c["resource"] for cart, c in CARTS.items()}
    for count in DATA["player_counts"]:
        assert len(geometry.round_track_rects(rect, count["rounds"])) == count["rounds"]
    with pytest.raises(ValueError):
        geometry.round_track_rects(rect, geometry.ROUNDS_MAX + 1)


@pytest.mark.parametrize("rect", (QRectF(0, 0, 900, 650), QRectF(10, 20, 600, 900), QRectF(-50, 0, 2000, 700)))
def test_board_rects_lie_on_the_board_and_never_overlap(rect):
    """Whatever the rect's shape, the board keeps its aspect, holds every rect, and no two overlap."""
    board = geometry.board_rect(rect)
    assert rect.contains(board)
    assert abs(board.width() / board.height() - geometry.ASPECT) < 1e-9
    rects = board_rects(rect)
    for name, box in rects.items():
        assert board.contains(box), name
        assert box.width() > 0 and box.height() > 0, name
    for (a, box_a), (b, box_b) in itertools.combinations(rects.items(), 2):
        assert not box_a.intersects(box_b), (a, b)


def test_helper_spaces_are_round_and_beside_their_site():
    """Spaces are squares (the circle inscribed) in a row just off their building's site."""
    rect = QRectF(0, 0, 1400, 1000)
    sites = geometry.building_site_rects(rect)
    spaces = geometry.helper_space_rects(rect)
    for location, ids in geometry.LOCATION_SPACES.items():
        site = sites[location]
        for space in ids:
            box = spaces[space]
            assert abs(box.width() - box.height()) < 1e-9
            assert site.left() <= box.center().x() <= site.right()
            assert min(abs(box.top() - site.bottom()), abs(box.bottom() - site.top())) < site.height() * 0.2


def test_colours_and_seasons():
    """Each resource has its own colour; unknown seasons and resources are refused by name."""
    assert len({art.resource_style(res).fill.name() for res in RESOURCES}) == len(RESOURCES)
    assert set(art.SEASONS) == set(SEASONS)
    refuses(lambda p, r: art.paint_castle_board(p, r, "autumn"), KeyError)
    assert isinstance(art.resource_style("sand").fill, QColor)
