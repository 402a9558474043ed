"""Rule scenarios of The Gardens of the Alhambra spec (/work/shared/rules/gardens.md, section 9),
the three cases of its override 3, and the phantom flag (``unownedSpecies: phantom``).

Positions use the format of docs/positions-gardens.md. Garden space ``(r, c)`` faces the
buildings ``(r, c)``, ``(r, c+1)``, ``(r+1, c+1)`` and ``(r+1, c)`` with its corners 0-3. Species:
P purple (seat 0), G green (seat 1), Y yellow (seat 2), O orange (seat 3).
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.ai import RandomBot
from engine.core import default_registry
from engine.core.rng import derive_seed
from tests.helpers.actions import first, illegal, kinds, legal

GARDENS = default_registry().get("gardens")
DATA = GARDENS.data
GEO = DATA.geometry
LETTER = {"P": "purple", "G": "green", "Y": "yellow", "O": "orange"}


# ----- building positions ---------------------------------------------------------------------


def layout(values: dict[tuple[int, int], int] | None = None) -> list[list[int]]:
    """The 49 shipped building values, with ``values`` at the given buildings (others moved away)."""
    pool = [k.value for k in DATA.kinds for _ in range(k.count)]
    fixed = values or {}
    cells = [(i, j) for i in range(7) for j in range(7)]
    grid = dict(zip(cells, pool))
    for cell, value in fixed.items():
        if grid[cell] == value:
            continue
        other = next(c for c in cells if c not in fixed and grid[c] == value)
        grid[cell], grid[other] = grid[other], grid[cell]
    return [[grid[(i, j)] for j in range(7)] for i in range(7)]


class Tiles:
    """Hands out unused tiles, turned so that a chosen species faces a chosen corner."""

    def __init__(self) -> None:
        self.used: set[str] = set()

    def take(self, trees: int) -> str:
        tile = next(t.id for t in DATA.tiles if t.trees == trees and t.id not in self.used)
        self.used.add(tile)
        return tile

    def facing(self, row: int, col: int, corner: int, species: str, trees: int) -> dict:
        """A garden entry at (row, col) whose quarter at ``corner`` shows ``trees`` of ``species``."""
        tile = self.take(trees)
        order = [DATA.species[s].id for s in DATA.tiles[DATA.tile_index[tile]].order]
        rotation = (corner - order.index(species)) % 4
        return {"row": row, "col": col, "tile": tile, "rotation": rotation}


def position(players: int = 4, params: dict | None = None, gardens=(), hand=None, buildings=None, **entries):
    """A state with these placed tiles; seat 0 to move, holding ``hand`` (if given)."""
    seats = [{} for _ in range(players)]
    if hand is not None:
        seats[0] = {"hand": list(hand)}
    pos = {"game": "gardens", "players": players, "params": params or {}, "gardens": list(gardens),
           "seats": seats, "buildings": buildings or layout(), "seed": 5}
    pos.update(entries)
    return GARDENS.state_from_position(pos)


def place_text(entry: dict) -> str:
    return f"place tile={entry['tile']} row={entry['row']} col={entry['col']} rotation={entry['rotation']}"


# Anchors: tiles linking a building's spaces on the outer ring to the inner block.
ANCHORS = {(0, 0): [(0, 1), (1, 1)], (0, 3): [(1, 2)], (3, 0): [(2, 1)], (6, 6): [(5, 4), (4, 4)]}


def complete(building: tuple[int, int], value: int, faces: str, players: int = 4, params: dict | None = None):
    """Complete ``building`` (of ``value``) with the facing quarters ``faces`` ("P2 G4 Y3 O5": one
    species and tree count per surrounding tile, in row-major order of the spaces; the last is
    the placement). Returns the building's 'scored' event and the state after it."""
    i, j = building
    bld = i * 7 + j
    tiles = Tiles()
    wanted = faces.split()
    around = GEO.surrounding[bld]
    assert len(wanted) == len(around), f"{building} has {len(around)} garden spaces"
    entries = []
    for (space, corner), face in zip(around, wanted):
        r, c = GEO.space_cell(space)
        entries.append(tiles.facing(r, c, corner, LETTER[face[0]], int(face[1:])))
    anchors = [{"row": r, "col": c, "tile": tiles.take(1), "rotation": 0} for r, c in ANCHORS.get(building, [])]
    last = entries.pop()
    state = position(players, params, anchors + entries, hand=[last["tile"]], buildings=layout({building: value}))
    events = legal(state, place_text(last))
    return first(events, "scored", row=i, col=j), state


def outcome(event) -> tuple:
    """(winner species, winner seat, species present, points) of a 'scored' event."""
    data = event.data
    return data["winner"], data["winner_player"], data["species_present"], data["points"]


# ----- 9.1 components and setup ----------------------------------------------------------------


def test_gs1_supply_after_setup():
    state = GARDENS.new_state(4, {}, 11)
    values = Counter(DATA.kinds[k].value for k in state.kind)
    assert values == {1: 10, 2: 10, 3: 10, 4: 10, 5: 9} and sum(v * n for v, n in values.items()) == 145
    tiles = DATA.tiles
    assert len(tiles) == 36
    assert Counter(t.trees for t in tiles) == {n: 6 for n in range(1, 7)}
    cyclic = Counter()
    for t in tiles:
        order = "".join(DATA.species[s].code for s in t.order)
        start = order.index("P")
        cyclic[(order[start:] + order[:start], t.trees)] += 1
    assert len(cyclic) == 36 and set(cyclic.values()) == {1}
    assert {o for o, _n in cyclic} == {"PGYO", "PGOY", "PYGO", "PYOG", "POGY", "POYG"}
    assert state.scores() == [0, 0, 0, 0]
    assert sorted(state.supply + [t for h in state.hands for t in h]) == list(range(36))


@pytest.mark.parametrize("hand, in_hand, supply", [(1, 1, 32), (3, 3, 24)])
def test_gs2_hands(hand, in_hand, supply):
    state = GARDENS.new_state(4, {"handSize": hand}, 3)
    assert [len(h) for h in state.hands] == [in_hand] * 4
    assert len(state.supply) == supply
    assert state.player_view(1)["hand_sizes"] == [in_hand] * 4


@pytest.mark.parametrize("players, each", [(4, 9), (3, 12), (2, 18)])
def test_gs3_placements_per_player(players, each):
    state = GARDENS.new_state(players, {}, 7)
    bots = [RandomBot(derive_seed(7, "bot", s)) for s in range(players)]
    placed = Counter()
    while not state.is_terminal:
        placed[state.current_player] += 1
        state.apply(bots[state.current_player].choose(state))
    assert placed == {seat: each for seat in range(players)}
    assert len(state.history) == 36


# ----- 9.2 placement legality ------------------------------------------------------------------


@pytest.mark.parametrize("row, col, ok", [(0, 0, False), (0, 3, False), (5, 2, False), (1, 1, True), (2, 3, True), (4, 4, True)])
def test_gp1_first_tile_in_the_inner_block(row, col, ok):
    state = position(hand=["pgyo-1"])
    text = f"place tile=pgyo-1 row={row} col={col} rotation=0"
    if ok:
        legal(state, text)
    else:
        assert illegal(state, text).code == "space.first_outside_inner"


def test_gp2_adjacency():
    start = [{"row": 2, "col": 2, "tile": "pgyo-6", "rotation": 0}]
    state = position(gardens=start, hand=["pgyo-1"])
    legal(state.clone(), "place tile=pgyo-1 row=2 col=3 rotation=0")
    assert illegal(state, "place tile=pgyo-1 row=3 col=3 rotation=0").code == "space.not_adjacent"
    assert illegal(state, "place tile=pgyo-1 row=0 col=2 rotation=0").code == "space.not_adjacent"
    legal(state, "place tile=pgyo-1 row=1 col=2 rotation=0")
    # The next player may now go to the edge next to it.
    seat = state.current_player
    tile = state.player_view(seat)["hand"][0]
    legal(state, f"place tile={tile} row=0 col=2 rotation=0")


def test_gp3_occupied_space():
    state = position(gardens=[{"row": 2, "col": 2, "tile": "pgyo-6", "rotation": 0}], hand=["pgyo-1"])
    assert illegal(state, "place tile=pgyo-1 row=2 col=2 rotation=0").code == "space.occupied"


@pytest.mark.parametrize("rotation, facing", [
    (0, {(2, 2): "purple", (2, 3): "green", (3, 3): "yellow", (3, 2): "orange"}),
    (1, {(2, 2): "orange", (2, 3): "purple", (3, 3): "green", (3, 2): "yellow"}),
    (2, {(2, 2): "yellow", (2, 3): "orange", (3, 3): "purple", (3, 2): "green"}),
    (3, {(2, 2): "green", (2, 3): "yellow", (3, 3): "orange", (3, 2): "purple"}),
])
def test_gp4_orientation(rotation, facing):
    state = position(hand=["pgyo-2"])
    assert sum(1 for a in state.legal_actions() if (a.row, a.col) == (2, 2)) == 4
    legal(state, f"place tile=pgyo-2 row=2 col=2 rotation={rotation}")
    for (i, j), species in facing.items():
        counts = state.facing_counts(i * 7 + j)
        assert counts[DATA.species_index[species]] == 2 and sum(counts) == 2


# ----- 9.3 completion ---------------------------------------------------------------------------


def scored_cells(events) -> list[tuple[int, int]]:
    return [(e.data["row"], e.data["col"]) for e in events if e.kind == "scored"]


def test_gc1_corner():
    gardens = [{"row": 1, "col": 1, "tile": "pgyo-1", "rotation": 0}, {"row": 1, "col": 0, "tile": "pgyo-2", "rotation": 0}]
    state = position(gardens=gardens, hand=["pgyo-3"])
    events = legal(state, "place tile=pgyo-3 row=0 col=0 rotation=0")
    assert scored_cells(events) == [(0, 0), (1, 0)]
    view = state.player_view(0)["buildings"]
    assert view[0]["finished"] and view[7]["finished"]
    assert not view[1]["finished"] and not view[8]["finished"]


def test_gc2_edge():
    state = position(gardens=[{"row": 1, "col": 2, "tile": "pgyo-1", "rotation": 0}], hand=["pgyo-3"])
    events = legal(state, "place tile=pgyo-3 row=0 col=2 rotation=0")
    assert (0, 3) not in scored_cells(events) and not state.finished(3)
    state = position(gardens=[{"row": 1, "col": 2, "tile": "pgyo-1", "rotation": 0},
                              {"row": 0, "col": 2, "tile": "pgyo-2", "rotation": 0}], hand=["pgyo-3"])
    events = legal(state, "place tile=pgyo-3 row=0 col=3 rotation=0")
    assert (0, 3) in scored_cells(events) and state.finished(3)


def test_gc3_interior():
    spaces = [(2, 2), (2, 3), (3, 2), (3, 3)]
    tiles = Tiles()
    entries = [{"row": r, "col": c, "tile": tiles.take(2), "rotation": 0} for r, c in spaces]
    for count in range(1, 4):
        state = position(gardens=entries[:count])
        assert not state.finished(3 * 7 + 3)
    state = position(gardens=entries[:3], hand=[entries[3]["tile"]])
    events = legal(state, place_text(entries[3]))
    assert (3, 3) in scored_cells(events) and state.finished(24)


def test_gc4_four_at_once():
    spaces = [(1, 1), (1, 2), (1, 3), (2, 1), (2, 3), (3, 1), (3, 2), (3, 3)]
    tiles = Tiles()
    entries = [{"row": r, "col": c, "tile": tiles.take(1 + k % 6), "rotation": 0} for k, (r, c) in enumerate(spaces)]
    last = tiles.take(4)
    state = position(gardens=entries, hand=[last])
    events = legal(state, f"place tile={last} row=2 col=2 rotation=0")
    assert scored_cells(events) == [(2, 2), (2, 3), (3, 2), (3, 3)]  # row-major (spec G6)
    assert kinds(events) == ["placed", "scored", "scored", "scored", "scored", "drew"]


def test_gc5_every_building_scored_once():
    state = GARDENS.new_state(3, {}, 21)
    bots = [RandomBot(s) for s in range(3)]
    scored = Counter()
    while not state.is_terminal:
        for event in state.apply(bots[state.current_player].choose(state)):
            if event.kind == "scored":
                scored[(event.data["row"], event.data["col"])] += 1
    assert len(scored) == 49 and set(scored.values()) == {1}
    assert all(b["finished"] for b in state.player_view(None)["buildings"])
    assert sum(b["points"] for b in state.player_view(None)["buildings"]) == sum(state.scores())


# ----- 9.4 majority, tie cascade and points ------------------------------------------------------

# id: (building, value, faces in the building's space order, winner, points); 4 players.
MAJORITY = {
    "GM-1 orange +12": ((3, 3), 3, "G4 P2 Y3 O5", "orange", 12),
    "GM-2 purple +4": ((3, 3), 2, "O5 P1 P2 P3", "purple", 4),
    "GM-3 tie for first, green +16": ((3, 3), 4, "P5 O5 G4 Y2", "green", 16),
    "GM-4 three tied, yellow +3 with no tree": ((3, 3), 1, "P4 G4 O1 O3", "yellow", 3),
    "GM-5 all four equal": ((3, 3), 5, "P3 G3 Y3 O3", None, 0),
    "GM-6 3-3": ((3, 3), 2, "G5 O5 P3 Y3", None, 0),
    "GM-7 0-0": ((3, 3), 2, "G2 G3 O1 O4", None, 0),
    "GM-8 orange +12": ((3, 3), 3, "P1 G2 Y3 O6", "orange", 12),
    "GM-9 green +9 through the cascade": ((3, 3), 3, "P4 O4 G1 G1", "green", 9),
    "GM-10 6/4/4/4 purple": ((3, 3), 1, "P6 G4 Y4 O4", "purple", 4),
    "GM-10 4/4/4/1 orange": ((3, 3), 1, "P4 G4 Y4 O1", "orange", 4),
    "GM-10 5/5/2/2 nobody": ((3, 3), 1, "P5 G5 Y2 O2", None, 0),
    "GM-10 5/5/3/2 yellow": ((3, 3), 1, "P5 G5 Y3 O2", "yellow", 4),
    "GM-11 the winner's species need not be present": ((3, 3), 2, "P4 G4 O2 O2", "yellow", 6),
    "GM-12 corner, yellow +5": ((0, 0), 5, "Y6", "yellow", 5),
}


@pytest.mark.parametrize("case", list(MAJORITY))
def test_majority_cascade_and_points(case):
    building, value, faces, winner, points = MAJORITY[case]
    event, state = complete(building, value, faces)
    data = event.data
    assert (data["winner"], data["points"], data["value"]) == (winner, points, value)
    seat = None if winner is None else ["purple", "green", "yellow", "orange"].index(winner)
    assert data["winner_player"] == seat
    present = {s for s, n in data["counts"].items() if n}
    assert data["species_present"] == len(present)
    cell = state.player_view(0)["buildings"][building[0] * 7 + building[1]]
    assert cell["finished"] and cell["scored_by"] == winner and cell["points"] == points
    if winner is not None:
        assert state.colour_scores()[winner] >= points


def test_gm1_event_spells_the_cascade():
    event, _state = complete((3, 3), 4, "P5 O5 G4 Y2")
    assert event.data["counts"] == {"purple": 5, "green": 4, "yellow": 2, "orange": 5}
    assert event.data["steps"] == [{"count": 5, "colours": ["purple", "orange"]}, {"count": 4, "colours": ["green"]}]
    assert event.data["owned"] == ["purple", "green", "yellow", "orange"]
    assert event.data["building"] == "chambers"
    event, _state = complete((3, 3), 2, "G5 O5 P3 Y3")
    assert event.data["steps"] == [{"count": 5, "colours": ["green", "orange"]}, {"count": 3, "colours": ["purple", "yellow"]}]
    assert event.data["winner"] is None and event.data["winner_player"] is None


def test_gm5_a_building_nobody_scores_is_still_finished():
    event, state = complete((3, 3), 5, "P3 G3 Y3 O3")
    assert event.data["points"] == 0 and state.finished(24)
    assert state.player_view(0)["buildings"][24]["scored_by"] is None


def test_gm13_edge_and_corner_multipliers():
    """Over whole games an edge building has at most 2 species present, a corner one at most 1."""
    for seed in range(4):
        state = GARDENS.new_state(4, {}, seed)
        bot = RandomBot(seed)
        while not state.is_terminal:
            for event in state.apply(bot.choose(state)):
                if event.kind != "scored":
                    continue
                row, col = event.data["row"], event.data["col"]
                edges = (row in (0, 6)) + (col in (0, 6))
                most = {0: 4, 1: 2, 2: 1}[edges]
                assert event.data["species_present"] <= most
                assert event.data["points"] <= most * event.data["value"]


# ----- 9.5 fewer players, override 3 and the phantom flag -------------------------------------

PHANTOM = {"unownedSpecies": "phantom"}

# id: (players, params, building, value, faces, winner, points)
FEWER = {
    "GF-1 3p orange ignored, purple +12": (3, {}, (3, 3), 4, "P3 G2 Y1 O6", "purple", 12),
    "GF-2 3p purple and green tie, yellow x2": (3, {}, (3, 3), 2, "P4 G4 O3 O5", "yellow", 4),
    "GF-3 3p all three tied": (3, {}, (3, 3), 3, "P2 G2 Y2 O6", None, 0),
    "GF-4 3p only orange present": (3, {}, (0, 0), 4, "O5", None, 0),
    "GF-5 2p purple and green tied": (2, {}, (3, 3), 2, "P2 G2 Y5 O1", None, 0),
    "GF-5 2p purple +2 with yellow and orange around": (2, {}, (3, 3), 2, "P3 Y4 O2 Y1", "purple", 2),
    "GF-6 2p edge with unowned species only": (2, {}, (0, 3), 3, "Y4 O2", None, 0),
    "override 3a: 3p, yellow +8 with no tree": (3, {}, (0, 3), 4, "P3 G3", "yellow", 8),
    "override 3a: the same tiles with 4p": (4, {}, (0, 3), 4, "P3 G3", None, 0),
    "override 3b: 3p, orange unowned, purple +4": (3, {}, (0, 3), 4, "P3 O5", "purple", 4),
    "override 3c: 2p corner, green +5": (2, {}, (0, 0), 5, "G1", "green", 5),
    # Phantoms: unowned species tie and knock out like colours; winning, they leave the building unscored.
    "phantom 3a: yellow and orange tie at 0": (3, PHANTOM, (0, 3), 4, "P3 G3", None, 0),
    "phantom 3b: orange wins, nobody scores": (3, PHANTOM, (0, 3), 4, "P3 O5", "orange", 0),
    "phantom 3c: green +5 still": (2, PHANTOM, (0, 0), 5, "G1", "green", 5),
    "phantom GF-1: orange wins, nobody scores": (3, PHANTOM, (3, 3), 4, "P3 G2 Y1 O6", "orange", 0),
    "phantom knocks out: purple 5 = orange 5, green +": (3, PHANTOM, (3, 3), 1, "P5 O5 G3 Y1", "green", 3),
    "phantom with 4p changes nothing": (4, PHANTOM, (3, 3), 4, "P5 O5 G4 Y2", "green", 16),
}


@pytest.mark.parametrize("case", list(FEWER))
def test_unowned_species(case):
    players, params, building, value, faces, winner, points = FEWER[case]
    event, state = complete(building, value, faces, players, params)
    data = event.data
    assert (data["winner"], data["points"]) == (winner, points)
    owned = ["purple", "green", "yellow", "orange"][:players]
    assert data["owned"] == owned
    assert data["contenders"] == (["purple", "green", "yellow", "orange"] if params else owned)
    # Unowned species never count as present, phantoms or not.
    assert data["species_present"] == sum(1 for s in owned if data["counts"][s])
    seat = owned.index(winner) if winner in owned else None
    assert data["winner_player"] == seat
    assert (seat is None) == (points == 0)
    scored_by = state.player_view(0)["buildings"][building[0] * 7 + building[1]]["scored_by"]
    assert scored_by == (winner if seat is not None else None)


def test_gf_multiplier_leaves_unowned_species_out():
    event, _state = complete((3, 3), 2, "P3 Y4 O2 Y1", players=2)
    assert event.data["species_present"] == 1  # only purple among the owned
    assert event.data["counts"]["yellow"] == 5


# ----- 9.6 variants ------------------------------------------------------------------------------

TWO = {"twoColours": True}


def test_gv1_two_colours_self_knock_out():
    event, state = complete((3, 3), 4, "P5 G3 Y5 O1", players=2, params=TWO)
    assert outcome(event) == ("green", 1, 4, 16)
    assert state.colour_scores()["green"] >= 16
    view = state.player_view(0)
    assert view["colours"] == [["purple", "yellow"], ["green", "orange"]]
    scores = state.colour_scores()
    assert state.scores() == [scores["purple"] + scores["yellow"], scores["green"] + scores["orange"]]


@pytest.mark.parametrize("pairing, seat0", [
    ("purple+yellow/green+orange", ["purple", "yellow"]),
    ("purple+green/yellow+orange", ["purple", "green"]),
    ("purple+orange/green+yellow", ["purple", "orange"]),
])
def test_gv1_pairings_give_the_first_pair_to_the_start_player(pairing, seat0):
    state = GARDENS.new_state(2, {"twoColours": True, "colourPairing": pairing}, 1)
    assert state.player_view(1)["colours"][0] == seat0
    assert sorted(s for c in state.player_view(1)["colours"] for s in c) == sorted(LETTER.values())


def test_gv1_whole_game_totals_add_the_two_colours():
    state = GARDENS.new_state(2, TWO, 4)
    bot = RandomBot(4)
    while not state.is_terminal:
        state.apply(bot.choose(state))
    scores = state.colour_scores()
    assert set(scores) == set(LETTER.values())
    assert state.scores() == [scores["purple"] + scores["yellow"], scores["green"] + scores["orange"]]


def test_gv2_three_tile_hand():
    state = GARDENS.new_state(4, {"handSize": 3}, 9)
    bot = RandomBot(9)
    count = 0
    while not state.is_terminal:
        hand = state.hands[state.current_player]
        assert {a.tile for a in state.legal_actions()} == {DATA.tiles[t].id for t in hand}
        events = state.apply(bot.choose(state))
        count += 1
        assert ("drew" in kinds(events)) == (count <= 24)
        if count == 24:
            assert state.supply == [] and [len(h) for h in state.hands] == [3, 3, 3, 3]
    assert count == 36


def test_empty_hands_are_skipped():
    """With the supply empty, the turn passes over seats whose hands are empty."""
    tiles = Tiles()
    placed = [{"row": r, "col": c, "tile": tiles.take(1 + (r + c) % 6), "rotation": 0}
              for r in range(6) for c in range(6) if (r, c) not in ((5, 3), (5, 4), (5, 5))]
    rest = [t.id for t in DATA.tiles if t.id not in tiles.used]
    seats = [{"hand": [rest[0]]}, {"hand": []}, {"hand": rest[1:3]}]
    state = GARDENS.state_from_position({"game": "gardens", "players": 3, "params": {"handSize": 3}, "gardens": placed,
                                         "seats": seats, "buildings": layout()})
    assert state.current_player == 0
    legal(state, f"place tile={rest[0]} row=5 col=3 rotation=0")
    assert state.current_player == 2  # seat 1 holds nothing
    legal(state, f"place tile={rest[1]} row=5 col=4 rotation=0")
    assert state.current_player == 2  # seats 0 and 1 are empty now
    events = legal(state, f"place tile={rest[2]} row=5 col=5 rotation=0")
    assert state.is_terminal and kinds(events)[-1] == "game_over"


# ----- 9.7 end ------------------------------------------------------------------------------------


def last_move_position(colour_scores: dict[str, int] | None = None):
    """Three players, 35 tiles placed, seat 0 to place the last one at (5, 5)."""
    tiles = Tiles()
    placed = [{"row": r, "col": c, "tile": tiles.take(1 + (r * 6 + c) % 6), "rotation": (r + c) % 4}
              for r in range(6) for c in range(6) if (r, c) != (5, 5)]
    last = next(t.id for t in DATA.tiles if t.id not in tiles.used)
    pos = {"game": "gardens", "players": 3, "gardens": placed, "seats": [{"hand": [last]}, {"hand": []}, {"hand": []}],
           "buildings": layout()}
    if colour_scores:
        pos["colour_scores"] = colour_scores
    return GARDENS.state_from_position(pos), f"place tile={last} row=5 col=5 rotation=0"


def test_ge1_game_over_after_36_placements():
    state, text = last_move_position({"purple": 10, "green": 50, "yellow": 20})
    events = legal(state, text)
    assert state.is_terminal and state.current_player is None and state.legal_actions() == []
    over = first(events, "game_over")
    assert over.data["scores"] == state.scores() and over.data["winners"] == state.winners() == [1]
    assert state.player_view(0)["over"] and state.player_view(0)["current"] is None
    assert illegal(state, text).code == "game.over"


def test_ge1_equal_highest_scores_all_win():
    probe, text = last_move_position()
    gained = probe.clone()
    gained.apply(text)
    extra = [gained.colour_scores()[s] - probe.colour_scores()[s] for s in ("purple", "green", "yellow")]
    state, text = last_move_position({"purple": 40 - extra[0], "green": 40 - extra[1], "yellow": 10})
    legal(state, text)
    assert state.scores()[:2] == [40, 40] and state.winners() == [0, 1]
