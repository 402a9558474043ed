"""A Castle for All Seasons rules data: the shipped file is complete and marks what is
reconstructed, broken copies fail with the file, entry and problem, and other numbers (winter
faces, yields) play without code changes."""

from __future__ import annotations

from engine.ai import RandomBot
from engine.castle.components import load_castle_data
from engine.castle.game import load_game
from engine.core.data import rules_data_dir
from tests.helpers.rules_files import (
    DELETE,
    assert_broken_copy_fails,
    assert_unreadable_and_non_yaml_fail,
    broken_cases,
    edited_copy,
    set_entry,
)

SHIPPED = rules_data_dir() / "castle.yaml"


def test_shipped_castle_data_is_complete():
    """Spec 1: 83 pieces, 105 talers, 8 cards a set, 23 tiles (7 named, 9 towers, 7 houses), 16
    summer helper spaces plus the barn's 3, four carts and the rider."""
    data = load_castle_data()
    assert (data.min_players, data.max_players, data.coins) == (2, 4, 105)
    assert [(r.id, r.pieces, r.points) for r in data.resources] == [
        ("sand", 20, 1), ("wood", 18, 2), ("clay", 15, 4), ("stone", 15, 5), ("silver", 15, 0)]
    assert [(c.id, c.role, c.order) for c in data.characters] == [
        ("messenger", "messenger", 1), ("trader", "trader", 2), ("bricklayer", "bricklayer", 3), ("stonemason", "stonemason", 4),
        ("worker-wood", "worker", 5), ("worker-sand", "worker", 5), ("worker-stone", "worker", 5),
        ("master-builder", "master_builder", 6)]
    assert [c.pieces for c in data.characters if c.role == "worker"] == [(0, 2, 0, 0, 1), (2, 0, 1, 0, 0), (0, 0, 0, 1, 0)]
    assert data.characters[6].choice_count == 2 and data.characters[6].choice_from == (0, 1, 2)
    kinds = [t.kind for t in data.tiles]
    assert (len(data.tiles), kinds.count("named"), kinds.count("tower"), kinds.count("house")) == (23, 7, 9, 7)
    named = {t.id: (t.summer.cost, t.summer.vp) for t in data.tiles if t.kind == "named"}
    assert named == {"keep": (24, 14), "tavern": (22, 12), "small-gate": (12, 6), "large-gate": (18, 10), "stable": (18, 14),
                     "servants-house": (18, 14), "palace": (30, 18)}
    assert all(t.summer.cost % 2 == 0 and t.summer.vp % 2 == 0 for t in data.tiles)
    castle = [s for s in data.spaces if data.locations[s.location].in_castle]
    assert len(castle) == 16 and len(data.spaces) == 19
    fees = {s.id: s.fee for s in data.spaces}
    assert (fees["keep"], fees["tavern-12"], fees["small-gate"], fees["large-gate"], fees["palace-2"], fees["forge-6"]) == (14, 12, 5, 10, 17, 6)
    assert [(c.id, c.yield_) for c in data.carts] == [("sand", 4), ("wood", 3), ("clay", 2), ("stone", 2), ("rider", 2)]
    assert {n: (c.helpers, c.cards_per_round, c.rounds) for n, c in data.counts.items()} == {2: (7, 2, 12), 3: (6, 1, 15), 4: (6, 1, 12)}
    assert data.start_tower == (1, 1, 1, 1, 1) and data.start_resources == (1, 1, 0, 0, 0) and data.start_talers == 3
    winter = data.winter
    assert [c.id for c in winter.cards] == ["village-tavern", "barn", "castle-maiden", "plague", "crack-in-the-wall", "snowdrift"]
    assert winter.marked == {12: (2, 4, 6, 7, 9, 11), 15: (5, 7, 9, 10, 12, 14)}
    assert (winter.innkeeper_fee, winter.trader_tax, winter.crack_max, winter.crack_vp, winter.snowdrift_talers, winter.maiden_vp) == (3, 1, 3, 3, 3, 8)


def test_reconstructed_data_is_marked():
    """reconstructions.md section 3 and override 5: towers and houses, two fee sets, the winter
    rounds and every winter face are marked as reconstructed, in fields and comments."""
    data = load_castle_data()
    assert all(t.winter.status == "reconstructed" for t in data.tiles)
    assert all(t.summer.status == "reconstructed" for t in data.tiles if t.kind != "named")
    assert {s.id for s in data.spaces if s.status == "reconstructed"} == {"servants-1", "servants-2", "servants-3", "market-1", "market-2"}
    assert data.winter.rounds_status == "reconstructed"
    text = SHIPPED.read_text(encoding="utf-8")
    assert "NOT the publisher's data" in text and "override 5" in text and "reconstructions.md" in text


def test_parameters_are_declared_with_their_texts():
    params = {p.key: p for p in load_castle_data().parameters}
    assert list(params) == ["season", "startPlayer", "stonemasonPurchase", "innkeeperRequiresBuild", "innkeeperCountsTowardCap",
                            "maidenFinalDeposit"]
    assert [params[k].default for k in params] == ["summer", "random", "oneTotal", True, True, False]
    assert params["stonemasonPurchase"].choices == ("oneTotal", "onePerWorkerCard")
    assert all(p.label_key == f"param.{p.key}" and p.help_key == f"param.{p.key}.help" for p in params.values())


def _tile(index, *path_and_value):
    *path, value = path_and_value
    return set_entry(["tiles", index, *path], value)


BROKEN = [
    ("players", set_entry(["players", "max"], 7), "players.max", "must be at most 6"),
    ("resource order", set_entry(["resources", 0, "id"], "gravel"), "resources", "must list sand, wood, clay, stone"),
    ("silver points", set_entry(["resources", 4, "points"], 3), "resources[4].points", "worth 0 construction points"),
    ("resource count", set_entry(["resources", 4], DELETE), "resources", "exactly 5 items"),
    ("player count", set_entry(["player_counts", 1], DELETE), "player_counts", "no entry for 3 players"),
    ("player count twice", set_entry(["player_counts", 1, "players"], 2), "player_counts[1].players", "listed twice"),
    ("start resource", set_entry(["start", "resources", "gold"], 1), "start.resources.gold", "'gold' is not a resource"),
    ("rules", set_entry(["rules", "payment_types"], 5), "rules.payment_types", "must be at most 4"),
    ("role", set_entry(["characters", 0, "role"], "jester"), "characters[0].role", "'jester' is not one of"),
    ("role twice", set_entry(["characters", 7, "role"], "messenger"), "characters", "exactly one card of role messenger"),
    ("pieces on messenger", set_entry(["characters", 0, "pieces"], {"sand": 1}), "characters[0]", "only a worker is equipped"),
    ("card order", set_entry(["characters", 1, "order"], 9), "characters", "resolution order"),
    ("worker choice", set_entry(["characters", 6, "choice", "from"], ["silver"]), "characters[6].choice.from[0]", "is not one of"),
    ("cart resource", set_entry(["carts", "locations", 1, "resource"], "sand"), "carts.locations[1].resource", "another cart hands out sand"),
    ("cart yield", set_entry(["carts", "locations", 2, "yield"], 0), "carts.locations[2].yield", "must be at least 1"),
    ("rider", set_entry(["carts", "locations", 4, "rider"], False), "carts.locations", "must be the rider"),
    ("cart status", set_entry(["carts", "status"], "guess"), "carts.status", "is not one of rulebook, sourced, reconstructed"),
    ("tile kind", _tile(8, "kind", "castle"), "tiles[8].kind", "'castle' is not one of"),
    ("tile duplicate", _tile(9, "id", "tower-1"), "tiles[9].id", "duplicate id 'tower-1'"),
    ("winter face", _tile(3, "winter", DELETE), "tiles[3]", "missing required entry 'winter'"),
    ("face status", _tile(3, "winter", "status", DELETE), "tiles[3].winter", "missing required entry 'status'"),
    ("face cost", _tile(5, "summer", "cost", 0), "tiles[5].summer.cost", "must be at least 1"),
    ("location tile", set_entry(["locations", 0, "tile"], "tower-1"), "locations[0].tile", "'tower-1' is not one of"),
    ("location twice", set_entry(["locations", 1, "tile"], "keep"), "locations[1].tile", "opens another location already"),
    ("tile without location", set_entry(["locations", 2], DELETE), "locations", "the named tile small-gate opens no location"),
    ("space twice", set_entry(["locations", 1, "spaces", 1, "id"], "tavern-12"), "locations[1].spaces[1].id", "duplicate space id"),
    ("space count", set_entry(["locations", 0, "spaces", 0, "score", "count"], "dragons"), "locations[0].spaces[0].score.count", "is not one of"),
    ("market rates", set_entry(["locations", 6, "spaces", 0, "score", "rates"], [2]), "locations[6].spaces[0].score.rates", "exactly 2 items"),
    ("barn card", set_entry(["locations", 9, "card"], "plague"), "locations[9].card", "'plague' is not one of barn"),
    ("barn rule", set_entry(["locations", 8, "spaces", 0, "score"], {"rule": "barn", "table": [1, 2]}), "locations[8].spaces[0].score",
     "only a location opened by the barn card"),
    ("palace after forge", lambda data: data["locations"].insert(9, data["locations"].pop(7)), "locations", "the palace scores before the forge"),
    ("winter effect", set_entry(["winter", "cards", 3, "effect"], "barn"), "winter.cards[3].effect", "another card has the effect barn"),
    ("winter kind", set_entry(["winter", "cards", 0, "kind"], "immediate"), "winter.cards[0].kind", "is persistent"),
    ("winter rounds", set_entry(["winter", "rounds", "by_length", 1], DELETE), "winter.rounds.by_length", "a game of 15 rounds"),
    ("winter marks", set_entry(["winter", "rounds", "by_length", 0, "marked"], [4, 2]), "winter.rounds.by_length[0].marked", "ascending"),
    ("param missing", set_entry(["parameters", 5], DELETE), "parameters", "maidenFinalDeposit must be declared"),
    ("param choices", set_entry(["parameters", 2, "choices"], ["oneTotal", "two"]), "parameters", "stonemasonPurchase must offer exactly"),
]


@broken_cases(BROKEN)
def test_broken_file_names_file_entry_and_problem(tmp_path, edit, entry, problem):
    """Each broken copy of the data fails with a RulesDataError naming where and what."""
    assert_broken_copy_fails(load_castle_data, SHIPPED, tmp_path, edit, entry, problem)


def test_unreadable_and_non_yaml_files(tmp_path):
    assert_unreadable_and_non_yaml_fail(load_castle_data, tmp_path / "castle.yaml")


def test_winter_faces_are_read_and_never_replaced_by_summer_ones(tmp_path):
    """Override 5: a winter game takes the winter face's numbers, a summer game the summer ones."""

    def edit(data):
        for tile in data["tiles"]:
            tile["winter"]["cost"] += 2
            tile["winter"]["vp"] += 1

    game = load_game(edited_copy(SHIPPED, tmp_path, edit))
    summer = game.new_state(2, {"season": "summer"}, 1)
    winter = game.new_state(2, {"season": "winter"}, 1)
    assert summer.player_view(0)["buildings"]["keep"]["cost"] == 24 and winter.player_view(0)["buildings"]["keep"]["cost"] == 26
    assert winter.player_view(0)["buildings"]["keep"]["vp"] == 15


def test_other_numbers_play_without_code_changes(tmp_path):
    """Bigger yields, a dearer forge and four rounds: random games still end with the totals kept."""

    def edit(data):
        for cart in data["carts"]["locations"]:
            cart["yield"] = 5
        data["locations"][8]["spaces"][0]["fee"] = 3
        for count in data["player_counts"]:
            count["rounds"] = 4
        data["winter"]["rounds"]["by_length"] = [{"rounds": 4, "marked": [2, 3]}]

    game = load_game(edited_copy(SHIPPED, tmp_path, edit))
    for season in ("summer", "winter"):
        state = game.new_state(3, {"season": season}, 2)
        bot = RandomBot(4)
        while not state.is_terminal:
            state.apply(bot.choose(state))
        assert state.round <= 4 and sum(state.talers) + state.bank + state.pool + state.removed[-1] + state.maiden_items[-1] == 105
