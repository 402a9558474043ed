"""Positions of The Gardens of the Alhambra: build a state from a position mapping and write one back.

The format is documented in docs/positions-gardens.md. Whatever follows from the board is not
written: which buildings are completed, who scored them and for how much (a completed building
is scored from the tiles facing it, which never move). The scores may be given, for a position
copied from a game at the table; by default they are those of the completed buildings.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.core.position import PositionReader
from engine.core.untrusted import brief, brief_key
from engine.gardens.actions import ROTATIONS
from engine.gardens.scoring import NOBODY, score_building
from engine.gardens.turn import EMPTY

if TYPE_CHECKING:
    from engine.gardens.game import GardensGame
    from engine.gardens.state import GardensState

TOP_KEYS = {"game", "players", "params", "seed", "turn_player", "buildings", "gardens", "seats", "supply", "colour_scores"}
GARDEN_KEYS = ("row", "col", "tile", "rotation")
SEAT_KEYS = {"hand"}


# ----- writing -------------------------------------------------------------------------------


def state_to_position(state: GardensState) -> dict[str, Any]:
    """The position of ``state``, every tile listed (the supply top first)."""
    data, geo = state.data, state.geo
    tiles = data.tiles
    values = [data.kinds[k].value for k in state.kind]
    gardens = []
    for space, tile in enumerate(state.tile_at):
        if tile != EMPTY:
            row, col = geo.space_cell(space)
            gardens.append({"row": row, "col": col, "tile": tiles[tile].id, "rotation": state.rot_at[space]})
    return {
        "game": state.game.id,
        "players": state.num_players,
        "params": {p.key: p.to_plain(state.params[p.key]) for p in state.game.parameters},
        "seed": state.seed,
        "turn_player": state.player,
        "buildings": [values[r * geo.building_cols:(r + 1) * geo.building_cols] for r in range(geo.building_rows)],
        "gardens": gardens,
        "seats": [{"hand": [tiles[t].id for t in hand]} for hand in state.hands],
        "supply": [tiles[t].id for t in reversed(state.supply)],
        "colour_scores": state.colour_scores(),
    }


# ----- reading -------------------------------------------------------------------------------


def state_from_position(game: GardensGame, position: Mapping[str, Any]) -> GardensState:
    """The state a position describes; PositionError naming the entry if it is not valid."""
    return GardensReader(game, position).read()


class GardensReader(PositionReader):
    """Reads a Gardens position entry by entry."""

    def build(self, validate: bool) -> GardensState:
        players, params, seed = self.read_header(TOP_KEYS)
        state = self.game.blank_state(players, params, seed)
        self.used: dict[int, str] = {}  # tile -> the entry that lists it
        self.read_buildings(state)
        self.read_gardens(state)
        self.read_tiles(state)
        self.read_turn(state)
        self.read_scores(state)
        return state

    def read_buildings(self, state: GardensState) -> None:
        """Building values row by row, the shipped counts of each kind; dealt from the seed if absent."""
        data, geo = state.data, state.geo
        rows = self.pos.get("buildings")
        if rows is None:
            kinds = data.building_pool()
            state.rng.shuffle(kinds)
            state.kind = kinds
            return
        shape = f"must list {geo.building_rows} rows of {geo.building_cols} building values"
        if not isinstance(rows, list) or len(rows) != geo.building_rows:
            raise self.fail("buildings", shape)
        kinds = []
        for r, row in enumerate(rows):
            if not isinstance(row, list) or len(row) != geo.building_cols:
                raise self.fail(f"buildings[{r}]", shape)
            for c, value in enumerate(row):
                where = f"buildings[{r}][{c}]"
                kind = data.kind_of_value.get(self.check_type(where, value, int))
                if kind is None:
                    known = ", ".join(str(k.value) for k in data.kinds)
                    raise self.fail(where, f"{brief(value)} is not a building value ({known})")
                kinds.append(kind)
        counts = Counter(kinds)
        for index, kind in enumerate(data.kinds):
            if counts[index] != kind.count:
                raise self.fail("buildings", f"has {counts[index]} buildings of value {kind.value}; the game has {kind.count}")
        state.kind = kinds

    def tile(self, where: str, value: Any, used: dict[int, str]) -> int:
        """A garden tile id, not used elsewhere in the position."""
        index = self.game.data.tile_index.get(value) if isinstance(value, str) else None
        if index is None:
            raise self.fail(where, f"{brief(value)} is not a garden tile")
        if index in used:
            raise self.fail(where, f"tile {value} is already in {used[index]}")
        used[index] = where
        return index

    def read_gardens(self, state: GardensState) -> None:
        """The placed garden tiles; they must form one group that includes an inner space,
        as only such a group can be laid by the rules (spec 2.6, 2.7)."""
        geo = state.geo
        entries = self.get("gardens", list, [])
        for index, entry in enumerate(entries):
            where = f"gardens[{index}]"
            if not isinstance(entry, Mapping):
                raise self.fail(where, "must be a mapping {row, col, tile, rotation}")
            unknown = sorted(brief_key(k) for k in entry if k not in GARDEN_KEYS)
            missing = [k for k in GARDEN_KEYS if k not in entry]
            if unknown or missing:
                wrong = f"unknown {', '.join(unknown)}" if unknown else f"missing {', '.join(missing)}"
                raise self.fail(where, f"must have exactly the entries row, col, tile, rotation ({wrong})")
            row = self.whole(f"{where}.row", entry["row"], 0, geo.garden_rows - 1)
            col = self.whole(f"{where}.col", entry["col"], 0, geo.garden_cols - 1)
            tile = self.tile(f"{where}.tile", entry["tile"], self.used)
            rotation = self.check_type(f"{where}.rotation", entry["rotation"], int)
            if not 0 <= rotation < ROTATIONS:
                raise self.fail(f"{where}.rotation", f"must be 0, 1, 2 or 3 (quarter turns), not {brief(rotation)}")
            space = geo.space(row, col)
            if state.tile_at[space] != EMPTY:
                raise self.fail(where, f"the garden space at row {row}, column {col} is listed twice")
            state.lay(space, tile, rotation)
        placed = [s for s, t in enumerate(state.tile_at) if t != EMPTY]
        if placed:
            self.check_group(state, placed)
            tile_at = state.tile_at
            state.open = [
                tile_at[s] == EMPTY and any(tile_at[n] != EMPTY for n in geo.neighbours[s]) for s in range(geo.spaces)
            ]
        for bld in range(geo.buildings):
            if state.missing[bld] == 0:
                kind = state.data.kinds[state.kind[bld]]
                result = score_building(tuple(state.facing_counts(bld)), kind.value, state.own)
                if result.seat != NOBODY:
                    state.scored_by[bld] = result.winner
                    state.points[bld] = result.points
                    state.colour_points[result.winner] += result.points

    def check_group(self, state: GardensState, placed: list[int]) -> None:
        """The placed tiles share sides in one group, and one of them is on the inner block."""
        geo = state.geo
        if not any(geo.inner[s] for s in placed):
            raise self.fail("gardens", "no tile is on an inner garden space, where the first tile of the game goes")
        seen = {placed[0]}
        stack = [placed[0]]
        while stack:
            for near in geo.neighbours[stack.pop()]:
                if state.tile_at[near] != EMPTY and near not in seen:
                    seen.add(near)
                    stack.append(near)
        if len(seen) != len(placed):
            row, col = geo.space_cell(min(set(placed) - seen))
            raise self.fail(
                "gardens", f"the tile at row {row}, column {col} is cut off: every tile shares a side with the group laid before it"
            )

    def read_tiles(self, state: GardensState) -> None:
        """Hands and the supply; tiles listed nowhere are shuffled under the listed supply, and a
        seat without a ``hand`` entry is dealt one from the top."""
        data = state.data
        size = state.params["handSize"]
        seats = self.pos.get("seats")
        if seats is None:
            seats = [{} for _ in range(state.num_players)]
        if not isinstance(seats, list) or len(seats) != state.num_players:
            raise self.fail("seats", f"must list exactly {state.num_players} seats")
        hands: list[list[int] | None] = []
        for index, seat in enumerate(seats):
            where = f"seats[{index}]"
            if not isinstance(seat, Mapping):
                raise self.fail(where, "must be a mapping")
            unknown = sorted(brief_key(k) for k in seat if k not in SEAT_KEYS)
            if unknown:
                raise self.fail(where, f"unknown entries {', '.join(unknown)}")
            if "hand" not in seat:
                hands.append(None)
                continue
            listed = self.check_type(f"{where}.hand", seat["hand"], list)
            if len(listed) > size:
                raise self.fail(f"{where}.hand", f"holds {len(listed)} tiles; a hand holds at most {size}")
            hands.append([self.tile(f"{where}.hand", t, self.used) for t in listed])
        supply = [self.tile("supply", t, self.used) for t in self.get("supply", list, [])]
        unlisted = [t for t in range(len(data.tiles)) if t not in self.used]
        state.rng.shuffle(unlisted)
        supply += unlisted  # top first
        for index, hand in enumerate(hands):
            if hand is None:
                hand = [supply.pop(0) for _ in range(min(size, len(supply)))]
            state.hands[index] = sorted(hand)
        state.supply = supply[::-1]
        if state.supply:
            for index, hand in enumerate(state.hands):
                if len(hand) != size:
                    raise self.fail(
                        f"seats[{index}].hand",
                        f"holds {len(hand)} tiles while the supply has {len(state.supply)}: "
                        f"a hand is refilled to {size} after every placement while tiles remain",
                    )

    def read_turn(self, state: GardensState) -> None:
        """Whose turn it is: a seat that holds a tile, unless the game is over."""
        seat = self.whole("turn_player", self.pos.get("turn_player", 0), 0, state.num_players - 1)
        if not state.is_terminal and not state.hands[seat]:
            raise self.fail("turn_player", f"seat {seat} holds no tile, and a player with an empty hand is skipped")
        state.player = seat

    def read_scores(self, state: GardensState) -> None:
        """Points per owned species; by default those of the completed buildings."""
        given = self.get("colour_scores", dict, None)
        if given is None:
            return
        ids = {s.id: k for k, s in enumerate(state.data.species)}
        owned = {state.data.species[s].id for s in state.own.owned}
        for key, points in given.items():
            if key not in owned:
                raise self.fail(f"colour_scores.{brief_key(key)}", f"is not a species a player owns ({', '.join(sorted(owned))})")
            state.colour_points[ids[key]] = self.whole(f"colour_scores.{key}", points)
