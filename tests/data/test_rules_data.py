"""Rules data: the shipped files load, and broken files fail with the file, entry and problem."""

from __future__ import annotations

import pytest

from engine.alhambra.components import load_alhambra_data
from engine.core import RulesDataError
from engine.core.data import rules_data_dir

from tests.helpers.rules_files import (
    DELETE, assert_broken_copy_fails, assert_unreadable_and_non_yaml_fail, broken_cases, set_entry,
)  # fmt: skip

SHIPPED = rules_data_dir() / "alhambra.yaml"


def test_shipped_alhambra_data_is_complete():
    """54 tiles of 6 types (7/7/9/9/11/11), 10 without walls, 80 wall sides, 4 currencies."""
    data = load_alhambra_data()
    assert len(data.tiles) == 54
    per_type = {b.id: sum(1 for t in data.tiles.values() if t.type == b.id) for b in data.building_types}
    assert per_type == {"pavilion": 7, "seraglio": 7, "arcades": 9, "chambers": 9, "garden": 11, "tower": 11}
    assert sum(1 for t in data.tiles.values() if t.walls == 0) == 10
    assert sum(bin(t.walls).count("1") for t in data.tiles.values()) == 80
    assert len(data.money_cards(data.money_copies)) == 108
    assert data.tiles["arcades-8b"].walls == 2  # east, as three of four sources have it


BROKEN = [
    ("wall side", set_entry(["tiles", 3, "walls"], ["N", "up"]), "tiles[3].walls[1]", "'up' is not one of N, E, S, W"),
    ("unknown type", set_entry(["tiles", 0, "type"], "palace"), "tiles[0].type", "'palace' is not one of"),
    ("cost text", set_entry(["tiles", 5, "cost"], "cheap"), "tiles[5].cost", "must be a whole number"),
    ("duplicate tile", set_entry(["tiles", 1, "id"], "pavilion-2"), "tiles[1].id", "duplicate id 'pavilion-2'"),
    ("missing tiles", set_entry(["tiles"], DELETE), "(top level)", "missing required entry 'tiles'"),
    ("count mismatch", set_entry(["building_types", 0, "count"], 8), "building_types[0].count", "says 8 tiles of type pavilion"),
    ("scoring type", set_entry(["scoring", "2", "moat"], [1]), "scoring.2.moat", "'moat' is not a building type"),
    ("scoring round", set_entry(["scoring", "3"], DELETE), "scoring", "no table for round(s) 3"),
    ("pile", set_entry(["setup", "scoring_card_piles", "B"], 9), "setup.scoring_card_piles.B", "must be at most 5"),
    ("param type", set_entry(["parameters", 0, "type"], "colour"), "parameters[0].type", "'colour' is not one of"),
    ("param default", set_entry(["parameters", 0, "default"], "longest"), "parameters[0].default", "must be one of"),
    ("currency code", set_entry(["currencies", 1, "code"], "b"), "currencies[1].code", "used by no other currency"),
    ("players", set_entry(["players", "max"], 9), "players.max", "must be at most 6"),
]


@broken_cases(BROKEN)
def test_broken_file_names_file_entry_and_problem(tmp_path, edit, entry, problem):
    """Each broken copy of the data fails with a RulesDataError naming where and what."""
    assert_broken_copy_fails(load_alhambra_data, SHIPPED, tmp_path, edit, entry, problem)


def test_unreadable_and_non_yaml_files(tmp_path):
    """A missing file and a file that is not YAML are reported, not raised from deep inside."""
    bad = tmp_path / "alhambra.yaml"
    assert_unreadable_and_non_yaml_fail(load_alhambra_data, bad)
    bad.write_text("- just\n- a list\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match="must be a mapping"):
        load_alhambra_data(bad)
