"""A turn of The Gardens of the Alhambra: the legality oracle of the one action, and its effects
(place, complete and score buildings, draw, pass the turn on).

The oracle (``_illegal_reason``) and the legal list (``_legal_actions``) read the same facts:
the hand of the player to move and the spaces open now (``open``: the inner block before the
first tile, afterwards the empty spaces sharing a side with a tile).
"""

from __future__ import annotations

import bisect
from typing import TYPE_CHECKING

from engine.core.action import Action
from engine.core.errors import Refusal
from engine.core.events import Event
from engine.core.untrusted import brief
from engine.gardens.actions import ROTATIONS
from engine.gardens.scoring import NOBODY, score_building

if TYPE_CHECKING:
    from engine.gardens.state import GardensState

GROUPS = ["place"]
EMPTY = -1  # tile_at of a garden space without a tile


class Turn:
    """The rules half of GardensState (a mixin: it reads and changes the state's attributes)."""

    # ----- legality -------------------------------------------------------------------------

    def _legal_groups(self: GardensState) -> list[str]:
        return list(GROUPS)

    def open_spaces(self: GardensState) -> list[int]:
        """The garden spaces a tile may be placed on now, in row-major order."""
        return [space for space, ok in enumerate(self.open) if ok]

    def _legal_actions(self: GardensState, group: str | None) -> list[Action]:
        if group is not None and group not in GROUPS:
            return []
        table = self.game.places.table
        spaces = self.open_spaces()
        out: list[Action] = []
        for tile in self.hands[self.player]:
            by_space = table[tile]
            for space in spaces:
                out.extend(by_space[space])
        return out

    def _illegal_reason(self: GardensState, action: Action) -> str | None:
        data, geo = self.data, self.geo
        tile = data.tile_index.get(action.tile)
        if tile is None:
            return Refusal(f"there is no garden tile {brief(action.tile)}", "tile.unknown", tile=action.tile)
        rotation = action.rotation
        if not 0 <= rotation < ROTATIONS:
            return Refusal(
                f"a tile is laid in one of four quarter turns: rotation 0, 1, 2 or 3, not {rotation}",
                "rotation.invalid", rotation=rotation,
            )
        space = geo.space(action.row, action.col)
        if space is None:
            return Refusal(
                f"there is no garden space at row {action.row}, column {action.col} "
                f"(rows 0-{geo.garden_rows - 1}, columns 0-{geo.garden_cols - 1})",
                "space.off_board", row=action.row, col=action.col,
            )
        if tile not in self.hands[self.player]:
            return Refusal(f"you do not hold the garden tile {action.tile}", "tile.not_held", tile=action.tile)
        if self.tile_at[space] != EMPTY:
            return Refusal(
                f"the garden space at row {action.row}, column {action.col} already holds a tile",
                "space.occupied", row=action.row, col=action.col,
            )
        if not self.open[space]:
            if self.placed == 0:
                return Refusal(
                    "the first tile of the game goes on one of the inner garden spaces, not on the outer ring",
                    "space.first_outside_inner", row=action.row, col=action.col,
                )
            return Refusal(
                f"the garden space at row {action.row}, column {action.col} shares no side with a placed tile",
                "space.not_adjacent", row=action.row, col=action.col,
            )
        return None

    # ----- effects --------------------------------------------------------------------------

    def _apply(self: GardensState, action: Action) -> list[Event]:
        geo = self.geo
        seat = self.player
        tile = self.data.tile_index[action.tile]
        space = action.row * geo.garden_cols + action.col
        self.hands[seat].remove(tile)
        events = [Event("placed", seat, {"tile": action.tile, "row": action.row, "col": action.col, "rotation": action.rotation})]
        if self.placed == 0:
            # The inner block was open only for the first tile; from now on adjacency decides.
            self.open = [False] * geo.spaces
        completed = self.lay(space, tile, action.rotation)
        self.open[space] = False
        tile_at, open_ = self.tile_at, self.open
        for near in geo.neighbours[space]:
            if tile_at[near] == EMPTY:
                open_[near] = True
        for bld in sorted(completed):  # row-major order (spec G6)
            events.append(self._score(bld, seat))
        if self.supply:
            bisect.insort(self.hands[seat], self.supply.pop())
            # Which tile was drawn is the drawer's secret: the event says only that one was.
            events.append(Event("drew", seat, {"supply": len(self.supply)}, reveals=True))
        if self.placed == geo.spaces:
            events.append(Event("game_over", None, {
                "scores": self.scores(), "winners": self.winners(), "colour_scores": self.colour_scores(),
            }))
        else:
            self.player = self._next_player(seat)
        return events

    def _next_player(self: GardensState, seat: int) -> int:
        """The next seat clockwise that still holds a tile (spec 4: empty hands are skipped)."""
        n = self.num_players
        for step in range(1, n + 1):
            other = (seat + step) % n
            if self.hands[other]:
                return other
        return seat

    def lay(self: GardensState, space: int, tile: int, rotation: int) -> list[int]:
        """Put a tile on a space: the trees it turns to each building join that building's counts.
        Returns the buildings this completes (every space around them now holds a tile)."""
        self.tile_at[space] = tile
        self.rot_at[space] = rotation
        self.placed += 1
        facing = self.game.facing_species[tile][rotation]
        trees = self.game.trees[tile]
        width = len(self.data.species)
        counts, missing = self.counts, self.missing
        completed = []
        for corner, bld in enumerate(self.geo.facing[space]):
            counts[bld * width + facing[corner]] += trees
            missing[bld] -= 1
            if missing[bld] == 0:
                completed.append(bld)
        return completed

    def facing_counts(self: GardensState, bld: int) -> list[int]:
        """Trees facing a building, per species, from the tiles placed around it (spec 6.1)."""
        width = len(self.data.species)
        return self.counts[bld * width:(bld + 1) * width]

    def _score(self: GardensState, bld: int, placer: int) -> Event:
        """Score a building just completed, turn it to its finished side, and say how it went."""
        data = self.data
        kind = data.kinds[self.kind[bld]]
        result = score_building(tuple(self.facing_counts(bld)), kind.value, self.own)
        if result.seat != NOBODY:
            self.scored_by[bld] = result.winner
            self.points[bld] = result.points
            self.colour_points[result.winner] += result.points
        ids = [s.id for s in data.species]
        row, col = self.geo.building_cell(bld)
        return Event("scored", placer, {
            "row": row,
            "col": col,
            "building": kind.id,
            "value": kind.value,
            "counts": {ids[s]: n for s, n in enumerate(result.counts)},
            "owned": [ids[s] for s in self.own.owned],
            "contenders": [ids[s] for s in self.own.contenders],
            "steps": [{"count": count, "colours": [ids[s] for s in level]} for count, level in result.levels],
            "winner": ids[result.winner] if result.winner != NOBODY else None,
            "winner_player": result.seat if result.seat != NOBODY else None,
            "species_present": result.present,
            "points": result.points,
        })

    def colour_scores(self: GardensState) -> dict[str, int]:
        """Points scored so far by each owned species, by species id."""
        ids = [s.id for s in self.data.species]
        return {ids[s]: self.colour_points[s] for s in self.own.owned}
