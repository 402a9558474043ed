"""Granada rules data: the shipped file is complete and marked a reconstruction, and broken
copies fail with the file, entry and problem (granada.md 1.4's validity rules)."""

from __future__ import annotations

from collections import Counter

from engine.core.data import rules_data_dir
from engine.granada.components import load_granada_data

from tests.helpers.rules_files import (
    DELETE, assert_broken_copy_fails, assert_unreadable_and_non_yaml_fail, broken_cases, set_entry,
)  # fmt: skip

SHIPPED = rules_data_dir() / "granada.yaml"


def test_shipped_granada_data_is_complete():
    """54 double-sided tiles, 108 faces: every type 2..13 once; even fronts, backs worth one
    more of another type; moat shapes as Alhambra's walls (10/16/20/8, 80 sides); the tiles
    of the spec's worked examples; 108 money cards; the scoring tables of 5.1 and 9.2."""
    data = load_granada_data()
    assert data.manifest == "reconstruction"
    assert "RECONSTRUCTION" in SHIPPED.read_text(encoding="utf-8")
    assert len(data.tiles) == 54 and len(data.face_type) == 108
    for tile in data.tiles.values():
        front, back = data.face_value[tile.front], data.face_value[tile.back]
        assert front % 2 == 0 and back == front + 1
        assert data.face_type[tile.front] != data.face_type[tile.back]
    per_type = Counter(data.face_type.values())
    assert set(per_type.values()) == {12} and len(per_type) == 9
    moats = Counter(bin(t.moats).count("1") for t in data.tiles.values())
    assert moats == {0: 10, 1: 16, 2: 20, 3: 8}
    for front, back in (("arena-10", "hospital-11"), ("library-6", "residential-7"), ("market-8", "park-9"), ("school-8", "bath-9")):
        assert data.faces.other[front] == back
    assert len(data.money.cards(data.money_copies)) == 108
    assert data.scoring["standard"] == {1: (1,), 2: (2, 1), 3: (3, 2, 1)}
    assert data.scoring["simple"] == {1: (3,), 2: (10, 3), 3: (18, 10, 3)}
    assert (data.flip_fee, data.marker_at_setup) == (3, "ODD")
    assert {p.key for p in data.parameters} >= {"flipFee", "scoring", "moatMetric", "twoPlayerMoneyCopies",
                                                 "startPlayerFinalTiebreak", "endTrigger", "neutralCanWin"}


BROKEN = [
    ("moat side", set_entry(["tiles", 3, "moats"], ["N", "up"]), "tiles[3].moats[1]", "'up' is not one of N, E, S, W"),
    ("four moats", set_entry(["tiles", 3, "moats"], ["N", "E", "S", "W"]), "tiles[3].moats", "at most three"),
    ("odd front", set_entry(["tiles", 0, "front"], ["arena", 3]), "tiles[0].front", "must be even"),
    ("back value", set_entry(["tiles", 0, "back"], ["library", 5]), "tiles[0].back", "front's plus one (3)"),
    ("same type", set_entry(["tiles", 0, "back"], ["arena", 3]), "tiles[0].back", "another building type"),
    ("face twice", set_entry(["tiles", 1, "back"], ["library", 3]), "tiles[1].back", "library 3 is already a face"),
    ("unknown type", set_entry(["tiles", 0, "front"], ["palace", 2]), "tiles[0].front[0]", "'palace' is not one of"),
    ("duplicate tile", set_entry(["tiles", 1, "id"], "g02-arena"), "tiles[1].id", "duplicate id 'g02-arena'"),
    ("53 tiles", lambda d: d["tiles"].pop(), "tiles", "exactly 54 tiles, not 53"),
    ("missing tiles", set_entry(["tiles"], DELETE), "(top level)", "missing required entry 'tiles'"),
    ("simple round", set_entry(["scoring", "simple", "3"], DELETE), "scoring.simple", "no points for round(s) 3"),
    ("marker", set_entry(["black_marker", "at_setup"], "GREY"), "black_marker.at_setup", "'GREY' is not one of"),
    ("fee", set_entry(["flip_fee", "at_least"], "three"), "flip_fee.at_least", "must be a whole number"),
    ("param default", set_entry(["parameters", 1, "default"], "free"), "parameters[1].default", "must be one of"),
    ("manifest", set_entry(["tile_manifest"], "guess"), "tile_manifest", "'guess' is not one of"),
    ("players", set_entry(["players", "max"], 9), "players.max", "must be at most 6"),
]


@broken_cases(BROKEN)
def test_broken_file_names_file_entry_and_problem(tmp_path, edit, entry, problem):
    """Each broken copy of the data fails with a RulesDataError naming where and what."""
    assert_broken_copy_fails(load_granada_data, SHIPPED, tmp_path, edit, entry, problem)


def test_unreadable_and_non_yaml_files(tmp_path):
    assert_unreadable_and_non_yaml_fail(load_granada_data, tmp_path / "granada.yaml")
