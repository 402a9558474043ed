"""The tile-city table reads at a glance: the hand grouped by currency in at most two rows,
the neutral player's tiles side by side, side cities big enough, any city enlarged on a click."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402

from gui.dialogs.setup_model import GameSetup, SeatSetup  # noqa: E402
from gui.games.tilecity import layout  # noqa: E402
from gui.games.tilecity.layout import TILE  # noqa: E402
from gui.games.tilecity.neutral import neutral_positions  # noqa: E402
from tests.helpers.gui import click_scene  # noqa: E402

AREA = QRectF(0, 0, 4.7 * TILE, 2.2 * TILE)


@pytest.mark.parametrize("groups", [[1], [3, 2], [5, 5, 5, 5], [8, 1, 1, 10], [2, 9, 4, 5], [20]])
def test_a_hand_of_up_to_twenty_cards_stays_in_two_rows_with_currencies_apart(groups):
    positions = layout.hand_positions(groups, AREA)
    assert len(positions) == sum(groups)
    rows = sorted({round(p.y(), 3) for p in positions})
    assert len(rows) <= 2
    card = layout.HAND_CARD
    for p in positions:
        assert AREA.left() - 1e-6 <= p.x() and p.x() + card.width() <= AREA.right() + 1e-6
    # Within a row, cards advance left to right; where the currency changes there is a wider gap.
    start = 0
    for size in groups:
        group = positions[start:start + size]
        assert all(b.x() > a.x() for a, b in zip(group, group[1:]) if a.y() == b.y())
        start += size
    # The value in a card's corner stays visible: no card covers more than 80 % of the one before.
    for a, b in zip(positions, positions[1:]):
        if a.y() == b.y():
            assert b.x() - a.x() >= 0.2 * card.width()


def test_the_neutral_players_tiles_lie_side_by_side():
    tiles = [f"{t}-{n}" for t in ("pavilion", "tower", "garden") for n in range(4)] + ["tower-9"]
    area = QRectF(0, 0, 5.0 * TILE, 3.0 * TILE)
    placed = neutral_positions(tiles, lambda t: t.split("-")[0], ["pavilion", "seraglio", "tower", "garden"], area)
    assert set(placed) == set(tiles)
    rects = [QRectF(pos.x(), pos.y(), scale * TILE, scale * TILE) for pos, scale, _order in placed.values()]
    assert all(area.contains(r) for r in rects)
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])


@pytest.fixture
def four_players(window, qtbot):
    seats = [SeatSetup("Ana", "red", "human")] + [SeatSetup(n, c, "computer", "random") for n, c in
                                                  (("Bea", "blue"), ("Cid", "green"), ("Dora", "yellow"))]
    window.resize(1600, 1000)
    window.start_game(GameSetup("alhambra", seats, {}), seed=5)
    session = window.session
    for _ in range(14):  # a few rounds, so the cities have grown
        qtbot.waitUntil(session.waiting_for_human, timeout=20_000)
        legal = session.state.legal_actions()
        session.apply(next((a for a in legal if type(a).__name__ == "PlaceTile"), legal[0]))
    qtbot.waitUntil(session.waiting_for_human, timeout=20_000)
    for dialog in list(window.open_dialogs):  # a scoring panel may have come up meanwhile
        dialog.close()
    return window


def test_other_cities_are_readable_and_named_in_full(four_players):
    window = four_players
    table = window.table
    scale = window.view.transform().m11()
    for seat, frame in table.side_cities.items():
        assert frame.scale * TILE * scale >= 40  # pixels per tile on screen
        panel = table.panels[seat]
        assert panel.title_width() <= panel.title_room + 1e-6
        title, subtitle, _width = panel._title_lines()
        assert title == panel.title and subtitle == panel.subtitle  # nothing cut off


def test_a_click_on_a_panel_shows_that_city_large_and_escape_brings_yours_back(four_players):
    window = four_players
    table = window.table
    seat = 2
    click_scene(window, table.panels[seat].rect().center())
    assert table.big_seat == seat and table.is_visiting()
    assert table.panels["city"].title.startswith("Cid")
    assert 0 in table.panels  # your own city is now in the side column
    assert not any(item.draggable for item in table.tiles.values())  # nothing to build in someone else's city
    window.cancel_gesture()  # what Escape at the table does
    assert table.big_seat == 0 and not table.is_visiting()
    assert table.panels["city"].title == "Your Alhambra"
