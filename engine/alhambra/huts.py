"""Module 4, the worker's huts (vizier.md section 4): six colour stacks with the top hut face up,
the ``hut`` turn action (at most three huts per player, ever) and the huts' scoring bonus.

A hut is a tile for every placement and wall rule (its walls are in ``data.walls``) but not a
building: it adds, for the type of its colour, one per neighbouring building tile of that type
across a side open on both tiles.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.alhambra.actions import TakeHut
from engine.alhambra.modules_data import ModulesData
from engine.core.action import Action
from engine.core.errors import Refusal
from engine.core.events import Event
from engine.core.untrusted import brief
from engine.tilecity.hooks import Module
from engine.tilecity.positions import TileCityReader
from engine.tilecity.sides import NEIGHBOURS
from engine.tilecity.turn import ACTIONS, PLACEMENT, TileCityState

if TYPE_CHECKING:
    from engine.alhambra.city import City
    from engine.alhambra.components import AlhambraData


class WorkersHuts(Module):
    """The hut stacks (building type -> its huts, the face-up top last)."""

    __slots__ = ("stacks", "limit", "colour")
    key = "workersHuts"
    title = "the worker's huts"
    off_code = "huts.off"
    kinds = ("hut",)
    top_entries = ("hut_stacks",)

    def __init__(self, rules: ModulesData, colour: Mapping[str, str]) -> None:
        self.stacks: dict[str, list[str]] = {}
        self.limit = rules.hut_limit
        self.colour = colour  # hut -> the building type of its colour (rules data)

    def copy(self) -> WorkersHuts:
        other = WorkersHuts.__new__(WorkersHuts)
        other.stacks = {t: list(stack) for t, stack in self.stacks.items()}
        other.limit = self.limit
        other.colour = self.colour
        return other

    def set_up(self, state: TileCityState) -> None:
        """Shuffle each colour's huts into its own stack (the last hut is the face-up top)."""
        for type_id, huts in state.data.modules.huts_by_type.items():
            stack = list(huts)
            state.rng.shuffle(stack)
            self.stacks[type_id] = stack

    def owned(self, state: TileCityState, seat: int) -> int:
        """Huts ``seat`` has taken: in its Alhambra, its reserve and, on its turn, still to place."""
        colour = self.colour
        count = sum(1 for t in state.cities[seat].cells.values() if t in colour)
        count += sum(1 for t in state.reserves[seat] if t in colour)
        if seat == state.player and state.phase in (ACTIONS, PLACEMENT):
            count += sum(1 for t in state.pending if t in colour)
        return count

    # ----- hooks: decisions and effects ---------------------------------------------------------

    def turn_groups(self, state: TileCityState, groups: list[str]) -> None:
        if not state.end_flag and any(self.stacks.values()) and self.owned(state, state.player) < self.limit:
            groups.append("hut")

    def actions(self, state: TileCityState, group: str) -> list[Action]:
        """One action per colour whose stack still shows a hut."""
        return [TakeHut(t) for t, stack in self.stacks.items() if stack]

    def problem(self, state: TileCityState, action: TakeHut) -> str | None:
        if state.phase == "vizier":
            return Refusal("a worker's hut is taken only as a turn action; a vizier can never take one", "huts.vizier")
        problem = state.phase_problem(ACTIONS)
        if problem:
            return problem
        if action.type not in self.stacks:
            return Refusal(
                f"'{action.type}' is not a hut colour (one of {', '.join(self.stacks)})",
                "huts.no_colour", colour=action.type, colours=tuple(self.stacks),
            )  # fmt: skip
        if state.end_flag:
            return Refusal("the game is ending: no more huts may be taken", "huts.ending")
        if not self.stacks[action.type]:
            return Refusal(f"the {action.type} huts are all taken", "huts.empty", colour=action.type)
        if self.owned(state, state.player) >= self.limit:
            return Refusal(
                f"you already have {self.limit} worker's huts, the most a player may use",
                "huts.limit", limit=self.limit, seat=state.player,
            )  # fmt: skip
        return None

    def apply(self, state: TileCityState, action: TakeHut, events: list[Event]) -> None:
        """Take the face-up hut; the next one of the stack turns face up; phase 1 ends."""
        stack = self.stacks[action.type]
        hut = stack.pop()
        state.hold(hut)
        top = stack[-1] if stack else None
        data = {"hut": hut, "type": action.type, "next": top, "left": len(stack)}
        # Turning up the next hut shows what was hidden in the stack.
        events.append(Event("hut_taken", state.player, data, reveals=top is not None))
        state.action_done(events, may_continue=False)

    def counts(self, state: TileCityState, seat: int) -> dict[str, int]:
        return bonus(state.cities[seat], state.data)

    # ----- hooks: views and positions -----------------------------------------------------------

    def snapshot(self) -> tuple:
        return tuple((t, tuple(stack)) for t, stack in self.stacks.items())

    def view(self, state: TileCityState, seat: int, view: dict[str, Any]) -> None:
        view["hut_stacks"] = {t: {"top": s[-1] if s else None, "count": len(s)} for t, s in self.stacks.items()}
        view["huts_owned"] = [self.owned(state, s) for s in range(state.num_players)]

    def write_position(self, state: TileCityState, position: dict[str, Any]) -> None:
        position["hut_stacks"] = {t: stack[::-1] for t, stack in self.stacks.items()}

    def read_position(self, reader: TileCityReader, state: TileCityState) -> None:
        """The six stacks (top first in the file); unlisted huts go below, shuffled."""
        given = reader.pos.get("hut_stacks") or {}
        if not isinstance(given, Mapping):
            raise reader.fail("hut_stacks", "must map building types to lists of huts, top first")
        by_type = state.data.modules.huts_by_type
        for type_id in given:
            if type_id not in by_type:
                raise reader.fail("hut_stacks", f"{brief(type_id)} is not a hut colour (one of {', '.join(by_type)})")
        for type_id, all_huts in by_type.items():
            where = f"hut_stacks.{type_id}"
            listed = given.get(type_id) or []
            if not isinstance(listed, list):
                raise reader.fail(where, "must be a list of huts, top first")
            for hut in listed:
                if not isinstance(hut, str) or self.colour.get(hut) != type_id:
                    raise reader.fail(where, f"{brief(hut)} is not a {type_id} hut")
                reader.piece_seen(where, hut, "hut")
            rest = [h for h in all_huts if not reader.tiles_seen[h]]
            state.rng.shuffle(rest)
            for hut in rest:
                reader.tiles_seen[hut] += 1
            self.stacks[type_id] = (list(listed) + rest)[::-1]

    def check_position(self, reader: TileCityReader, state: TileCityState) -> None:
        for seat in range(state.num_players):
            if self.owned(state, seat) > self.limit:
                raise reader.fail(f"seats[{seat}]", f"has taken more than {self.limit} worker's huts")

    @classmethod
    def redeal(cls, data, view, rng: random.Random, seats, extras, seen_tiles) -> None:
        # Only each stack's top is visible: its hidden part is every hut of that colour seen nowhere.
        stacks = {}
        for type_id, all_huts in data.modules.huts_by_type.items():
            top = view["hut_stacks"][type_id]["top"]
            hidden = [h for h in all_huts if h not in seen_tiles and h != top]
            rng.shuffle(hidden)
            stacks[type_id] = ([top] if top else []) + hidden
        extras["hut_stacks"] = stacks


def bonus(city: City, data: AlhambraData) -> dict[str, int]:
    """The huts' adjacency bonus per building type in ``city``: for every hut, the building tiles
    of its colour next to it across a side with no wall on either tile (no cap, H-4)."""
    colour, type_of, walls = data.hut_colour, data.type_of, data.walls
    cells = city.cells
    out: dict[str, int] = {}
    for (x, y), hut in cells.items():
        kind = colour.get(hut)
        if kind is None:
            continue
        mask = walls[hut]
        for side, dx, dy, opposite in NEIGHBOURS:
            other = cells.get((x + dx, y + dy))
            if other is not None and type_of.get(other) == kind and not mask & side and not walls[other] & opposite:
                out[kind] = out.get(kind, 0) + 1
    return out
