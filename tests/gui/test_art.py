"""The painted Alhambra art: every piece paints something, at icon and at board size, in pixels
and in a painter scaled to tile units; symbols tell currencies and buildings apart without colour."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF, QSize, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter, QTransform  # noqa: E402

from engine.alhambra.components import load_alhambra_data  # noqa: E402
from gui.art import palette  # noqa: E402
from gui.games.tilecity import art
from gui.games.tilecity.art import colours
from tests.helpers.painting import blank, render  # noqa: E402

SIZES = (24, 160)  # a tile in a log line, a tile on a large board




def assert_painted(image: QImage) -> None:
    assert image != blank(image.width(), image.height()), "nothing was painted"


def all_distinct(images: list[QImage]) -> bool:
    """Whether no two images are equal (QImage is not hashable, so pairwise)."""
    return all(a != b for i, a in enumerate(images) for b in images[i + 1:])


@pytest.fixture(scope="module")
def data():
    return load_alhambra_data()


@pytest.mark.parametrize("size", SIZES)
def test_every_tile_paints(qapp, data, size):
    """All 54 building tiles paint, with their walls, at icon and board size."""
    for tile in data.tiles.values():
        assert_painted(render(size, size, lambda p, r, t=tile: art.paint_tile(p, r, t.type, t.cost, t.walls)))


@pytest.mark.parametrize("size", SIZES)
def test_walls_and_price_show(qapp, size):
    """A wall on any side, and a different price, change the picture."""
    plain = render(size, size, lambda p, r: art.paint_tile(p, r, "garden", 8, 0))
    walled = [render(size, size, lambda p, r, w=walls: art.paint_tile(p, r, "garden", 8, w))
              for walls in (1, 2, 4, 8, 15)]
    assert all_distinct([plain, *walled])
    assert render(size, size, lambda p, r: art.paint_tile(p, r, "garden", 9, 0)) != plain


@pytest.mark.parametrize("size", SIZES)
def test_start_tile_in_every_seat_colour(qapp, size):
    """The start tile paints in each of the six seat colours, each looking different."""
    images = [render(size, size, lambda p, r, c=colour: art.paint_start_tile(p, r, c))
              for _, colour in palette.PLAYER_COLOURS]
    for image in images:
        assert_painted(image)
    assert len(images) == 6 and all_distinct(images)


@pytest.mark.parametrize("size", SIZES)
def test_every_money_card_paints(qapp, data, size):
    """Every currency and value paints as a portrait card."""
    w, h = size, size * 3 // 2
    for currency in data.currencies:
        for value in data.money_values:
            assert_painted(render(w, h, lambda p, r, c=currency.id, v=value: art.paint_money_card(p, r, c, v)))


@pytest.mark.parametrize("size", SIZES)
def test_two_currencies_look_different(qapp, size):
    """Same value, different currency: different card."""
    w, h = size, size * 3 // 2
    images = {currency: render(w, h, lambda p, r, c=currency: art.paint_money_card(p, r, c, 5))
              for currency in colours.CURRENCY_STYLES}
    assert all_distinct(list(images.values()))


def silhouette(path_fn, key: str) -> QImage:
    """The symbol filled in black on white: shape only, no colour."""
    def paint(painter, rect):
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillPath(path_fn(key, rect.adjusted(4, 4, -4, -4)), Qt.GlobalColor.black)
    image = QImage(64, 64, QImage.Format.Format_Grayscale8)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    paint(painter, QRectF(0, 0, 64, 64))
    painter.end()
    return image


def test_symbols_differ_without_colour(qapp):
    """Colour is never the only cue: currencies, and building types, have distinct silhouettes."""
    currencies = [silhouette(art.currency_symbol_path, c) for c in colours.CURRENCY_STYLES]
    buildings = [silhouette(art.building_symbol_path, t) for t in colours.BUILDING_STYLES]
    white = QImage(64, 64, QImage.Format.Format_Grayscale8)
    white.fill(Qt.GlobalColor.white)
    for image in currencies + buildings:
        assert image != white
    assert len(currencies) == 4 and all_distinct(currencies)
    assert len(buildings) == 6 and all_distinct(buildings)


@pytest.mark.parametrize("size", SIZES)
def test_cards_slots_highlights_and_pictures_paint(qapp, size):
    """Card back, scoring cards, empty slots, highlights and start-page pictures all paint."""
    w, h = size, size * 3 // 2
    assert_painted(render(w, h, art.paint_card_back))
    assert render(w, h, lambda p, r: art.paint_scoring_card(p, r, "A")) != render(
        w, h, lambda p, r: art.paint_scoring_card(p, r, "B"))
    assert_painted(render(w, h, lambda p, r: art.paint_scoring_card(p, r, "A")))
    assert_painted(render(size, size, lambda p, r: art.paint_empty_slot(p, r)))
    assert_painted(render(size, size, lambda p, r: art.paint_empty_slot(p, r, "3")))
    market = [render(size, size, lambda p, r, c=c: art.paint_empty_slot(p, r, "Dirham", c))
              for c in colours.CURRENCY_STYLES]
    assert all_distinct(market)
    normal = render(size, size, lambda p, r: art.paint_highlight(p, r))
    strong = render(size, size, lambda p, r: art.paint_highlight(p, r, strong=True))
    assert_painted(normal)
    assert normal != strong
    for game_id in ("alhambra", "no-such-game"):
        assert_painted(render(size * 2, size * 5 // 4, lambda p, r, g=game_id: art.paint_game_picture(p, r, g)))


def test_scaled_painter_matches_pixels(qapp):
    """A tile painted in a 1.0 x 1.0 rect under a scaled painter looks like one painted in pixels."""
    size = 96
    direct = render(size, size, lambda p, r: art.paint_tile(p, r, "seraglio", 7, 5))

    def in_tile_units(painter, rect):
        painter.scale(size, size)
        art.paint_tile(painter, QRectF(0, 0, 1, 1), "seraglio", 7, 5)

    scaled = render(size, size, in_tile_units)
    assert_painted(scaled)
    total = 0
    for y in range(0, size, 2):
        for x in range(0, size, 2):
            a, b = QColor(direct.pixel(x, y)), QColor(scaled.pixel(x, y))
            total += abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())
    assert total / ((size // 2) ** 2 * 3) < 4.0  # mean difference per channel, out of 255


def test_painting_is_deterministic_and_restores_the_painter(qapp):
    """Same input, same pixels; and the painter comes back as it was lent."""
    first = render(80, 80, lambda p, r: art.paint_start_tile(p, r, palette.player_colour("green")))
    assert first == render(80, 80, lambda p, r: art.paint_start_tile(p, r, palette.player_colour("green")))

    image = QImage(80, 120, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.translate(3, 4)
    before = (painter.transform(), painter.pen().color().name(), painter.brush().style(), painter.hasClipping(),
              painter.compositionMode(), painter.testRenderHint(QPainter.RenderHint.Antialiasing))
    rect = QRectF(0, 0, 60, 90)
    art.paint_tile(painter, QRectF(0, 0, 60, 60), "tower", 9, 15)
    art.paint_start_tile(painter, QRectF(0, 0, 60, 60), QColor("red"))
    art.paint_money_card(painter, rect, "ORANGE", 4)
    art.paint_card_back(painter, rect)
    art.paint_scoring_card(painter, rect, "B")
    art.paint_empty_slot(painter, rect, "x", "BLUE")
    art.paint_highlight(painter, rect, strong=True)
    art.paint_game_picture(painter, rect, "alhambra")
    after = (painter.transform(), painter.pen().color().name(), painter.brush().style(), painter.hasClipping(),
             painter.compositionMode(), painter.testRenderHint(QPainter.RenderHint.Antialiasing))
    painter.end()
    assert after == before
    assert before[0] == QTransform.fromTranslate(3, 4)


def test_icons_are_hidpi(qapp):
    """Building and currency icons give a 2x pixmap for crisp HiDPI."""
    for type_id in colours.BUILDING_STYLES:
        icon = art.building_icon(type_id, 16)
        assert not icon.isNull()
        pixmap = icon.pixmap(QSize(16, 16), 2.0)
        assert pixmap.width() == 32 and pixmap.devicePixelRatio() == 2.0
    for currency in colours.CURRENCY_STYLES:
        assert not art.currency_icon(currency, 24).isNull()


def test_palette_tables(qapp, data):
    """Styles exist for every building type and currency of the data; six distinct seat colours."""
    assert set(colours.BUILDING_STYLES) == {t.id for t in data.building_types}
    assert set(colours.CURRENCY_STYLES) == {c.id for c in data.currencies}
    names = [name for name, _ in palette.PLAYER_COLOURS]
    assert len(names) == 6 and len({c.name() for _, c in palette.PLAYER_COLOURS}) == 6
    assert palette.player_colour("blue") == dict(palette.PLAYER_COLOURS)["blue"]
    with pytest.raises(KeyError):
        palette.player_colour("mauve")
    with pytest.raises(KeyError):
        art.building_symbol_path("stable", QRectF(0, 0, 1, 1))
