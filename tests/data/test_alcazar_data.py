"""Alcazar rules data: the shipped file is complete, broken copies fail with the file, entry and
problem, and another board layout works without code changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.ai import RandomBot
from engine.alcazar.game import load_game
from engine.alcazar.components import load_alcazar_data
from engine.core import ParameterError
from engine.core.data import rules_data_dir

from tests.helpers.rules_files import (
    DELETE, assert_broken_copy_fails, assert_unreadable_and_non_yaml_fail, broken_cases, edited_copy, set_entry,
)  # fmt: skip

SHIPPED = rules_data_dir() / "alcazar.yaml"


def test_shipped_alcazar_data_is_complete():
    """Components and numbers of spec 1.2 and 1.3, and the snake board of override 1."""
    data = load_alcazar_data()
    assert (data.min_players, data.max_players) == (2, 5)
    assert (data.building_cards, data.tower_cards, data.pieces, data.bridges) == (72, 20, 84, 20)
    assert [(n.id, n.per_player, n.cost_factor, n.points_per_level) for n in data.nobles] == [
        ("grande", 2, 2, 2), ("caballero", 6, 1, 1),
    ]
    assert [c.city for c in data.castles] == ["Almería", "Cádiz", "Córdoba", "Granada", "Huelva", "Jaén", "Málaga", "Sevilla"]
    assert (data.start_money, data.hand_size, data.display_size) == (40, 10, 6)
    assert (data.building_card_price, data.tower_card_price, data.bridge_price) == (5, 10, 15)
    assert sum(value * count for value, count in data.money_notes.items()) == 3462
    assert (data.ground_value, data.upper_value, data.bridge_value_per_level, data.cap) == (1, 2, 3, 50)
    assert (data.tower_min_level, data.tower_max_level) == (2, 5)
    assert data.spacing == {"castle": {"castle": 3, "manor": 1}, "manor": {"castle": 1, "manor": 1}}
    assert [c.code for c in data.colours] == ["R", "B", "G", "Y", "W"]


def test_board_is_the_reconstructed_snake():
    """72 parcels on 11 x 11 cells; consecutive numbers touch (72 touches 1) and no other two
    parcels do; the rulebook's bridges 7-17 and 17-67 span non-parcel cells; 37-42 is a row."""
    board = load_alcazar_data().board
    assert board.status == "reconstruction"
    assert (board.rows, board.cols, len(board.cell_of)) == (11, 11, 72)
    cell = board.cell_of
    for n in range(1, 73):
        assert board.adjacent(cell[n], cell[n % 72 + 1]), n
    touching = {(a, b) for a in range(1, 73) for b in range(a + 1, 73) if board.adjacent(cell[a], cell[b])}
    assert touching == {(n, n + 1) for n in range(1, 72)} | {(1, 72)}
    for a, b in ((7, 17), (17, 67)):
        middle = board.straight_triple(cell[a], cell[b])
        assert middle is not None and not board.is_parcel(middle)
    assert {cell[n] // 11 for n in range(37, 43)} == {10}
    text = SHIPPED.read_text(encoding="utf-8")
    assert "RECONSTRUCTION" in text and "status: reconstruction" in text


def _row(index: int, row):
    return set_entry(["board", "rows", index], row)


BROKEN = [
    ("players", set_entry(["players", "max"], "five"), "players.max", "must be a whole number"),
    ("colour code", set_entry(["colours", 1, "code"], "R"), "colours[1].code", "used by no other colour"),
    ("colour id", set_entry(["colours", 2, "id"], "red"), "colours[2].id", "duplicate id 'red'"),
    ("too few colours", set_entry(["colours"], [{"id": "red", "code": "R", "name": "x", "colour": "#f00"}]), "colours", "5 players need 5 colours"),
    ("nobles order", set_entry(["nobles", 0, "id"], "knight"), "nobles", "must list grande, then caballero"),
    ("noble count", set_entry(["nobles", 1, "per_player"], -1), "nobles[1].per_player", "must be at least 0"),
    ("money note", set_entry(["money", "notes", "x"], 3), "money.notes.x", "is not a note value"),
    ("card count", set_entry(["cards", "building"], 71), "cards.building", "one building card per parcel: the board has 72"),
    ("price", set_entry(["prices", "bridge"], "fifteen"), "prices.bridge", "must be a whole number"),
    ("missing pieces", set_entry(["pieces"], DELETE), "(top level)", "missing required entry 'pieces'"),
    ("cap", set_entry(["values", "promote_at"], 60), "values.promote_at", "must be at most 50"),
    ("spacing kind", set_entry(["spacing", "castle", "tower"], 2), "spacing.castle", "unknown building kind(s) tower"),
    ("spacing missing", set_entry(["spacing", "manor"], DELETE), "spacing", "missing required entry 'manor'"),
    ("tower levels", set_entry(["tower_levels", "max"], 1), "tower_levels.max", "must be at least 2"),
    ("castle id", set_entry(["castles", 3, "id"], "Granada"), "castles[3].id", "must be small letters"),
    ("castle duplicate", set_entry(["castles", 4, "id"], "cadiz"), "castles[4].id", "duplicate id 'cadiz'"),
    ("board ragged", _row(2, [71, 70]), "board.rows[2]", "has 2 cells; the rows above have 11"),
    ("board duplicate", _row(1, [72, None, None, None, None, None, None, None, None, None, 11]), "board.rows[1][10]", "parcel 11 is already at row 0, column 10"),
    ("board cell", _row(1, [72, "x", None, None, None, None, None, None, None, None, 12]), "board.rows[1][1]", "must be a whole number"),
    ("board wrap", set_entry(["board", "wings_wrap"], "yes"), "board.wings_wrap", "must be true or false"),
    ("board status", set_entry(["board", "status"], None), "board.status", "must be non-empty text"),
    ("param", set_entry(["parameters", 0, "default"], "last"), "parameters[0].default", "must be one of random, first"),
    ("param missing", set_entry(["parameters"], []), "parameters", "startPlayer must be declared"),
]


@broken_cases(BROKEN)
def test_broken_file_names_file_entry_and_problem(tmp_path, edit, entry, problem):
    """Each broken copy of the data fails with a RulesDataError naming where and what."""
    assert_broken_copy_fails(load_alcazar_data, SHIPPED, tmp_path, edit, entry, problem)


def test_unreadable_and_non_yaml_files(tmp_path):
    """A missing file and a file that is not YAML are reported, not raised from deep inside."""
    assert_unreadable_and_non_yaml_fail(load_alcazar_data, tmp_path / "alcazar.yaml")


# A small snake: 30 parcels winding over 5 x 8 cells, open (no wrap), two arms a street apart.
SMALL_ROWS = [
    [1, 2, 3, 4, 5, 6, 7, 8],
    [None, None, None, None, None, None, None, 9],
    [17, 16, 15, 14, 13, 12, 11, 10],
    [18, None, None, None, None, None, None, None],
    [19, 20, 21, 22, 23, 24, 25, 26],
]


def _small_board(tmp_path: Path, rows=SMALL_ROWS) -> Path:
    def edit(data):
        data["board"]["rows"] = rows
        data["board"]["wings_wrap"] = False
        data["cards"]["building"] = sum(1 for row in rows for c in row if c is not None)

    return edited_copy(SHIPPED, tmp_path, edit)


def test_another_layout_plays_without_code_changes(tmp_path):
    """A different board file loads, sets up 2 players and plays random games to the end."""
    game = load_game(_small_board(tmp_path))
    assert len(game.data.board.cell_of) == 26
    assert game.data.board.wings[1] == ((2, 3),)  # no wrap: the path's first parcel has one choice
    assert game.data.board.wings[9] == ((7, 8), (8, 10), (10, 11))  # the path turns at 9
    for seed in range(3):
        state = game.new_state(2, {"startPlayer": "first"}, seed)
        bots = [RandomBot(seed * 2 + seat) for seat in range(2)]
        while not state.is_terminal:
            state.apply(bots[state.current_player].choose(state))
        assert state.winners()
    with pytest.raises(ParameterError, match="3 players need 36"):
        game.new_state(3, {}, 1)
