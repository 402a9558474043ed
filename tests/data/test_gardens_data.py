"""The Gardens of the Alhambra rules data: the shipped file is complete and says where its data
come from, broken copies fail with the file, entry and problem, and a smaller board plays."""

from __future__ import annotations

import pytest

from engine.ai import RandomBot
from engine.core import ParameterError
from engine.core.data import rules_data_dir
from engine.gardens.components import load_gardens_data
from engine.gardens.game import load_game
from tests.helpers.rules_files import (
    DELETE,
    assert_broken_copy_fails,
    assert_unreadable_and_non_yaml_fail,
    broken_cases,
    edited_copy,
    set_entry,
)

SHIPPED = rules_data_dir() / "gardens.yaml"


def test_shipped_gardens_data_is_complete():
    """Spec 1.1 and 1.2: 49 buildings, 36 garden tiles, four species; the 7 x 7 board."""
    data = load_gardens_data()
    assert (data.min_players, data.max_players) == (2, 4)
    assert [(k.id, k.value, k.count) for k in data.kinds] == [
        ("pavilion", 1, 10), ("seraglio", 2, 10), ("arcades", 3, 10), ("chambers", 4, 10), ("tower", 5, 9),
    ]
    assert [(s.id, s.code, s.trees_key) for s in data.species] == [
        ("purple", "P", "tree.lavender"), ("green", "G", "tree.palm"), ("yellow", "Y", "tree.lemon"), ("orange", "O", "tree.orange"),
    ]
    assert [data.species[s].id for s in data.seat_species] == ["purple", "green", "yellow", "orange"]
    assert len(data.tiles) == 36
    for tile in data.tiles:
        letters = "".join(data.species[s].code for s in tile.order).lower()
        assert tile.id == f"{letters}-{tile.trees}"
    assert sum(t.trees for t in data.tiles) * 4 == 504
    geo = data.geometry
    assert (geo.building_rows, geo.building_cols, geo.garden_rows, geo.garden_cols) == (7, 7, 6, 6)
    assert sum(geo.inner) == 16 and not geo.inner[0] and geo.inner[7]
    assert sorted(len(s) for s in geo.surrounding) == [1] * 4 + [2] * 20 + [4] * 25
    assert geo.facing[0] == (0, 1, 8, 7)  # O(0,0): NW B(0,0), NE B(0,1), SE B(1,1), SW B(1,0)
    assert [p.id for p in data.pairings] == ["purple+yellow/green+orange", "purple+green/yellow+orange", "purple+orange/green+yellow"]


def test_outside_sources_are_marked():
    """Override 1: the board and the species' colours come from outside the rulebook, as does the
    tile set (spec 1.2); the file says so in comments and in fields."""
    data = load_gardens_data()
    assert data.sources == {"species": "outside", "board": "outside", "garden_tiles": "outside", "pairings": "recommendation"}
    text = SHIPPED.read_text(encoding="utf-8")
    assert "override 1" in text and "EXT-1" in text


def test_parameters_are_declared_with_their_texts():
    params = {p.key: p for p in load_gardens_data().parameters}
    assert list(params) == ["handSize", "twoColours", "colourPairing", "unownedSpecies"]
    assert (params["handSize"].default, params["twoColours"].default) == (1, False)
    assert params["colourPairing"].default == "purple+yellow/green+orange"
    assert params["unownedSpecies"].choices == ("ignored", "phantom") and params["unownedSpecies"].default == "ignored"
    assert all(p.label_key == f"param.{p.key}" and p.help_key == f"param.{p.key}.help" for p in params.values())


def _tile(index: int, field: str, value):
    return set_entry(["garden_tiles", "tiles", index, field], value)


BROKEN = [
    ("players", set_entry(["players", "max"], 5), "players.max", "must be at most 4"),
    ("species count", set_entry(["species", "kinds", 3], DELETE), "species.kinds", "exactly 4 items"),
    ("species id", set_entry(["species", "kinds", 1, "id"], "Green"), "species.kinds[1].id", "must be small letters"),
    ("species code", set_entry(["species", "kinds", 2, "code"], "P"), "species.kinds[2].code", "used by no other species"),
    ("species source", set_entry(["species", "source"], "guess"), "species.source", "is not one of rulebook, outside"),
    ("seats", set_entry(["seats"], ["purple", "purple", "green", "yellow"]), "seats", "a different species for each"),
    ("seat species", set_entry(["seats", 3], "blue"), "seats[3]", "'blue' is not one of"),
    ("building count", set_entry(["buildings", 4, "count"], 10), "buildings", "add up to 50; the board has 49"),
    ("building value", set_entry(["buildings", 1, "value"], 1), "buildings[1].value", "another kind is worth 1"),
    ("board corner", set_entry(["board", "corners", 2], [2, 1]), "board.corners[2]", "points off the building grid"),
    ("board corner twice", set_entry(["board", "corners", 3], [0, 0]), "board.corners[3]", "listed twice"),
    ("board block", set_entry(["board", "first_tile", "rows"], [1, 9]), "board.first_tile.rows[1]", "must be at most 5"),
    ("board source", set_entry(["board", "source"], DELETE), "board", "missing required entry 'source'"),
    ("tile order", _tile(5, "order", ["purple", "green", "green", "orange"]), "garden_tiles.tiles[5].order", "each of purple"),
    ("tile species", _tile(5, "order", ["purple", "green", "blue", "orange"]), "garden_tiles.tiles[5].order[2]", "'blue' is not one of"),
    ("tile trees", _tile(7, "trees", 0), "garden_tiles.tiles[7].trees", "must be at least 1"),
    ("tile id", _tile(8, "id", "pgyo 3"), "garden_tiles.tiles[8].id", "only letters, digits and '-'"),
    ("tile duplicate", _tile(9, "id", "pgyo-1"), "garden_tiles.tiles[9].id", "duplicate id 'pgyo-1'"),
    ("tile count", set_entry(["garden_tiles", "tiles", 35], DELETE), "garden_tiles.tiles", "lists 35 tiles; the board has 36"),
    ("pairing", set_entry(["pairings", "choices", 0, "pairs"], [["purple", "green"], ["purple", "orange"]]),
     "pairings.choices[0].pairs", "two pairs, each species once"),
    ("param pairing", set_entry(["parameters", 2, "choices"], ["a", "b"]), "parameters[2].default", "must be one of a, b"),
    ("param missing", set_entry(["parameters", 3], DELETE), "parameters", "unownedSpecies must be declared"),
    ("param hand", set_entry(["parameters", 0, "max"], 10), "parameters", "4 hands of 10 must fit in 36 tiles"),
    ("param type", set_entry(["parameters", 1], {"key": "twoColours", "type": "int", "default": 0, "min": 0, "max": 1}),
     "parameters", "twoColours must be declared as a parameter of type bool"),
]


@broken_cases(BROKEN)
def test_broken_file_names_file_entry_and_problem(tmp_path, edit, entry, problem):
    """Each broken copy of the data fails with a RulesDataError naming where and what."""
    assert_broken_copy_fails(load_gardens_data, SHIPPED, tmp_path, edit, entry, problem)


def test_unreadable_and_non_yaml_files(tmp_path):
    assert_unreadable_and_non_yaml_fail(load_gardens_data, tmp_path / "gardens.yaml")


def test_a_smaller_board_plays_without_code_changes(tmp_path):
    """A 4 x 4 building grid with 3 x 3 gardens, nine tiles and one inner space plays to the end."""

    def edit(data):
        data["board"]["buildings"] = {"rows": 4, "cols": 4}
        data["board"]["gardens"] = {"rows": 3, "cols": 3}
        data["board"]["first_tile"] = {"rows": [1, 1], "cols": [1, 1]}
        data["buildings"] = [{"id": "pavilion", "name": "building.pavilion", "value": 1, "count": 8},
                             {"id": "tower", "name": "building.tower", "value": 5, "count": 8}]
        data["garden_tiles"]["tiles"] = data["garden_tiles"]["tiles"][:9]
        data["parameters"][0]["max"] = 2

    game = load_game(edited_copy(SHIPPED, tmp_path, edit))
    state = game.new_state(2, {}, 3)
    assert [a.to_text() for a in state.legal_actions()][:1] == [f"place tile={game.data.tiles[state.hands[0][0]].id} row=1 col=1 rotation=0"]
    bot = RandomBot(1)
    while not state.is_terminal:
        state.apply(bot.choose(state))
    assert len(state.history) == 9 and all(state.finished(b) for b in range(16))
    with pytest.raises(ParameterError, match="twoColours is a two-player variant"):
        game.new_state(3, {"twoColours": True}, 1)
