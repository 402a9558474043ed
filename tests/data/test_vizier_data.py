"""Rules data of The Vizier's Favour modules (rules_data/vizier.yaml): the shipped file is
complete, and broken copies fail with the file, the entry and the problem."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.alhambra.components import load_alhambra_data
from engine.core import RulesDataError
from engine.core.data import rules_data_dir

from tests.helpers.rules_files import DELETE, assert_broken_copy_fails, broken_cases, edited_copy, set_entry

SHIPPED = rules_data_dir() / "vizier.yaml"
BASE = rules_data_dir() / "alhambra.yaml"
SIDES = {"N": 1, "E": 2, "S": 4, "W": 8}


def test_shipped_changers_are_the_six_currency_pairs():
    """6 changers, one per pair of the 4 currencies, coded x- plus the two letters; 2 each into piles 2-4."""
    modules = load_alhambra_data().modules
    assert sorted(modules.changers) == ["x-bg", "x-bo", "x-by", "x-go", "x-gy", "x-oy"]
    assert {frozenset(c.codes) for c in modules.changers.values()} == {
        frozenset(p) for p in ("bg", "bo", "by", "go", "gy", "oy")
    }
    assert modules.changer_piles == {2: 2, 3: 2, 4: 2}


def test_shipped_bonus_cards_show_the_ten_wall_free_tiles():
    """10 bonus cards, one per wall-free base tile; 3/3/2/2/1 cards each for 2-6 players."""
    data = load_alhambra_data()
    wall_free = sorted(t.id for t in data.tiles.values() if t.walls == 0)
    assert sorted(data.modules.bonus_cards.values()) == wall_free and len(wall_free) == 10
    assert all(card == f"bonus-{tile}" for card, tile in data.modules.bonus_cards.items())
    assert data.modules.bonus_dealt == {2: 3, 3: 3, 4: 2, 5: 2, 6: 1}


def test_shipped_huts_are_the_reconstructed_set():
    """24 huts 3/3/4/4/5/5, labelled RECONSTRUCTED; 12/8/4 with one/two/three walls, two-wall huts
    are corners, 10 walls on each side; walls in data.walls, colour in data.hut_colour, and no
    hut is a building type (not in type_of)."""
    data = load_alhambra_data()
    huts = data.modules.huts
    assert data.modules.huts_status == "RECONSTRUCTED" and "RECONSTRUCTED" in SHIPPED.read_text(encoding="utf-8")
    assert Counter(h.type for h in huts.values()) == {
        "pavilion": 3, "seraglio": 3, "arcades": 4, "chambers": 4, "garden": 5, "tower": 5,
    }  # fmt: skip
    walls = Counter(bin(h.walls).count("1") for h in huts.values())
    assert walls == {1: 12, 2: 8, 3: 4}
    assert all(h.walls not in (SIDES["N"] | SIDES["S"], SIDES["E"] | SIDES["W"]) for h in huts.values())
    assert {side: sum(1 for h in huts.values() if h.walls & bit) for side, bit in SIDES.items()} == dict.fromkeys(SIDES, 10)
    assert all(data.walls[h.id] == h.walls and data.hut_colour[h.id] == h.type for h in huts.values())
    assert not set(huts) & set(data.type_of) and data.colour_of("hut-garden-2") == "garden"
    assert data.modules.hut_limit == 3 and data.modules.vizier_tokens == 6


BROKEN = [
    ("tokens", set_entry(["vizier", "tokens"], 5), "vizier.tokens", "must be at least 6"),
    ("no vizier", set_entry(["vizier"], DELETE), "(top level)", "missing required entry 'vizier'"),
    ("changer currency", set_entry(["changers", "cards", 0, "currencies"], ["BLUE", "RED"]), "changers.cards[0].currencies[1]", "'RED' is not one of"),
    ("changer same", set_entry(["changers", "cards", 0, "currencies"], ["BLUE", "BLUE"]), "changers.cards[0].currencies", "two different currencies"),
    ("changer pair twice", set_entry(["changers", "cards", 1, "currencies"], ["GREEN", "BLUE"]), "changers.cards[1].currencies", "already pairs"),
    ("changer code", set_entry(["changers", "cards", 0, "id"], "x-gb"), "changers.cards[0].id", "'x-bg', not 'x-gb'"),
    ("changer duplicate", set_entry(["changers", "cards", 1, "id"], "x-bg"), "changers.cards[1].id", "duplicate id 'x-bg'"),
    ("pile number", set_entry(["changers", "piles"], {"2": 2, "3": 2, "7": 2}), "changers.piles.7", "not a deck pile"),
    ("pile total", set_entry(["changers", "piles"], {"2": 2, "3": 2}), "changers.piles", "take 4 changers, there are 6"),
    ("bonus tile walls", set_entry(["bonus_cards", "cards", 0, "tile"], "pavilion-7"), "bonus_cards.cards[0].tile", "has walls"),
    ("bonus tile unknown", set_entry(["bonus_cards", "cards", 0, "tile"], "palace-8"), "bonus_cards.cards[0].tile", "not a building tile"),
    ("bonus tile twice", set_entry(["bonus_cards", "cards", 1, "tile"], "pavilion-8"), "bonus_cards.cards[1].tile", "already shows pavilion-8"),
    ("deal missing", set_entry(["bonus_cards", "dealt_per_player", "6"], DELETE), "bonus_cards.dealt_per_player", "no entry for 6 players"),
    ("deal too many", set_entry(["bonus_cards", "dealt_per_player", "4"], 3), "bonus_cards.dealt_per_player.4", "more than the 10 bonus cards"),
    ("deal players", set_entry(["bonus_cards", "dealt_per_player", "7"], 1), "bonus_cards.dealt_per_player.7", "not a player count"),
    ("hut without wall", set_entry(["workers_huts", "huts", 3, "walls"], []), "workers_huts.huts[3].walls", "at least one wall"),
    ("hut side", set_entry(["workers_huts", "huts", 3, "walls"], ["N", "up"]), "workers_huts.huts[3].walls[1]", "'up' is not one of N, E, S, W"),
    ("hut side twice", set_entry(["workers_huts", "huts", 3, "walls"], ["N", "N"]), "workers_huts.huts[3].walls", "listed twice"),
    ("hut type", set_entry(["workers_huts", "huts", 0, "type"], "moat"), "workers_huts.huts[0].type", "'moat' is not one of"),
    ("hut tile id", set_entry(["workers_huts", "huts", 0, "id"], "garden-9"), "workers_huts.huts[0].id", "a building tile's id"),
    ("hut count", set_entry(["workers_huts", "per_type", "garden"], 6), "workers_huts.per_type.garden", "says 6 huts of type garden"),
    ("hut status", set_entry(["workers_huts", "status"], DELETE), "workers_huts", "missing required entry 'status'"),
    ("hut limit", set_entry(["workers_huts", "max_per_player"], 0), "workers_huts.max_per_player", "must be at least 1"),
]  # fmt: skip


@broken_cases(BROKEN)
def test_broken_vizier_file_names_file_entry_and_problem(tmp_path, edit, entry, problem):
    """Each broken copy of vizier.yaml fails with a RulesDataError naming where and what."""
    load = lambda path: load_alhambra_data(modules_path=path)  # noqa: E731
    assert_broken_copy_fails(load, SHIPPED, tmp_path, edit, entry, problem)


def test_module_switches_must_be_declared_in_alhambra_yaml(tmp_path):
    """alhambra.yaml must declare each module as a bool parameter."""

    def drop_vizier(data):
        data["parameters"] = [p for p in data["parameters"] if p["key"] != "vizier"]

    with pytest.raises(RulesDataError, match="module switch 'vizier' must be declared as a bool"):
        load_alhambra_data(edited_copy(BASE, tmp_path, drop_vizier))


def test_unreadable_vizier_file(tmp_path):
    """A missing or non-YAML vizier.yaml is reported with its name."""
    with pytest.raises(RulesDataError, match="vizier.yaml: .*cannot be read"):
        load_alhambra_data(modules_path=tmp_path / "vizier.yaml")
    bad = tmp_path / "vizier.yaml"
    bad.write_text("huts: [unclosed\n", encoding="utf-8")
    with pytest.raises(RulesDataError, match="not valid YAML"):
        load_alhambra_data(modules_path=bad)
