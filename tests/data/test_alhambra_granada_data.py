"""Alhambra + Granada rules data: the shipped file holds only the combined game's own numbers
(the components come from alhambra.yaml and granada.yaml), and broken copies fail with the
file, entry and problem."""

from __future__ import annotations

from engine.alhambra_granada.components import load_alhambra_granada_data
from engine.core.data import rules_data_dir
from tests.helpers.rules_files import (
    DELETE,
    assert_broken_copy_fails,
    assert_unreadable_and_non_yaml_fail,
    broken_cases,
    set_entry,
)  # fmt: skip

SHIPPED = rules_data_dir() / "alhambra_granada.yaml"


def test_shipped_data_composes_both_games():
    """3-6 players; card A in pile 3 at setup, B into pile 2 at the first exhaustion; the moat
    requirement; walls and moats 1 point per segment, the wall-and-moat chain 2; one deck by
    default (override 4); both tile sets, 108 money cards per deck, Alhambra's start tile; the
    parameters the spec keeps (no Vizier's Favour modules, no two-player options)."""
    data = load_alhambra_granada_data()
    assert (data.min_players, data.max_players) == (3, 6)
    assert data.setup_piles == {"A": 3} and data.later_piles == {"B": 2}
    assert data.market_needs_moat
    assert data.segment_points == {"wall": 1, "moat": 1, "border": 2}
    assert len(data.alhambra.tiles) == 54 and len(data.granada.tiles) == 54
    assert len(data.money_rules(1).cards(data.money_rules(1).copies)) == 108
    assert len(data.money_rules(2).cards(data.money_rules(2).copies)) == 216
    assert data.start_tile == data.alhambra.start_tile == "fountain"
    assert len(data.walls) == 54 + 108 + 1 and len(data.costs) == 54 + 108
    params = {p.key: p for p in data.parameters}
    assert params["moneyDecks"].default == 1 and (params["moneyDecks"].minimum, params["moneyDecks"].maximum) == (1, 2)
    assert params["moatRequirement"].default == "setupOnly"
    assert not {"vizier", "bureauDeChange", "bonusCards", "workersHuts", "twoPlayerMoneyCopies", "neutralCanWin"} & set(params)
    assert "RECONSTRUCTION" in SHIPPED.read_text(encoding="utf-8")


BROKEN = [
    ("players", set_entry(["players", "min"], 1), "players.min", "must be at least 2"),
    ("unknown card", set_entry(["setup", "scoring_card_piles"], {"A": 3, "C": 2}), "setup.scoring_card_piles.C",
     "'C' is not a scoring card"),
    ("pile", set_entry(["setup", "first_reshuffle_piles", "B"], 6), "setup.first_reshuffle_piles.B", "at most 5"),
    ("card twice", set_entry(["setup", "first_reshuffle_piles"], {"A": 2, "B": 2}), "setup.first_reshuffle_piles",
     "A already goes into the deck at setup"),
    ("card nowhere", set_entry(["setup", "first_reshuffle_piles"], {}), "setup", "every scoring card needs a pile"),
    ("A aside", set_entry(["setup"], {"scoring_card_piles": {"B": 4}, "first_reshuffle_piles": {"A": 2},
                                       "granada_market_needs_moat": True}),
     "setup.scoring_card_piles", "the card of round 1 goes into the deck at setup"),
    ("moat flag", set_entry(["setup", "granada_market_needs_moat"], "yes"), "setup.granada_market_needs_moat",
     "must be true or false"),
    ("one majority", set_entry(["scoring", "majorities"], ["alhambra"]), "scoring.majorities", "both games' majorities"),
    ("segment points", set_entry(["scoring", "points_per_segment", "border"], -2), "scoring.points_per_segment.border",
     "must be at least 0"),
    ("missing points", set_entry(["scoring", "points_per_segment", "moat"], DELETE), "scoring.points_per_segment",
     "missing required entry 'moat'"),
    ("money decks", set_entry(["parameters", 0, "default"], 3), "parameters[0].default", "between 1 and 2"),
    ("missing parameter", lambda d: d["parameters"].pop(2), "parameters", "'moatRequirement' must be declared"),
    ("no currency order", lambda d: d["parameters"].pop(8), "parameters", "marketCurrencyOrder must be declared"),
]


@broken_cases(BROKEN)
def test_broken_file_names_file_entry_and_problem(tmp_path, edit, entry, problem):
    """Each broken copy of the data fails with a RulesDataError naming where and what."""
    assert_broken_copy_fails(load_alhambra_granada_data, SHIPPED, tmp_path, edit, entry, problem)


def test_unreadable_and_non_yaml_files(tmp_path):
    assert_unreadable_and_non_yaml_fail(load_alhambra_granada_data, tmp_path / "alhambra_granada.yaml")
