"""Module 4, the worker's huts (vizier.md section 4): six colour stacks with the top hut face up,
the ``hut`` turn action (at most three huts per player, ever) and the huts' scoring bonus.

A hut is a tile for every placement and wall rule (its walls are in ``data.walls``) but not a
building: it adds, for the type of its colour, one per neighbouring building tile of that type
across a side open on both tiles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.alhambra.actions import TakeHut
from engine.alhambra.city import NEIGHBOURS, City
from engine.core.errors import Refusal
from engine.core.events import Event

if TYPE_CHECKING:
    from engine.alhambra.components import AlhambraData
    from engine.alhambra.state import AlhambraState


def set_up_stacks(state: AlhambraState) -> None:
    """Shuffle each colour's huts into its own stack (the last hut is the face-up top)."""
    for type_id, huts in state.data.modules.huts_by_type.items():
        stack = list(huts)
        state.rng.shuffle(stack)
        state.hut_stacks[type_id] = stack


def owned(state: AlhambraState, seat: int) -> int:
    """Huts ``seat`` has taken: in its Alhambra, its reserve and, on its turn, still to place."""
    colour = state.data.hut_colour
    count = sum(1 for t in state.cities[seat].cells.values() if t in colour)
    count += sum(1 for t in state.reserves[seat] if t in colour)
    if seat == state.player and state.phase in ("actions", "placement"):
        count += sum(1 for t in state.pending if t in colour)
    return count


def can_take(state: AlhambraState) -> bool:
    """Whether the active player may take a hut now (phase 1 is checked by the caller)."""
    return (
        not state.end_flag
        and any(state.hut_stacks.values())
        and owned(state, state.player) < state.data.modules.hut_limit
    )


def take_actions(state: AlhambraState) -> list[TakeHut]:
    """One action per colour whose stack still shows a hut."""
    return [TakeHut(t) for t, stack in state.hut_stacks.items() if stack]


def take_problem(state: AlhambraState, action: TakeHut) -> str | None:
    """Why the active player cannot take a hut of ``action.type`` now, or None."""
    if not state.huts_on:
        return Refusal("the worker's huts module is not in play", "huts.off")
    if state.phase == "vizier":
        return Refusal("a worker's hut is taken only as a turn action; a vizier can never take one", "huts.vizier")
    problem = state._phase_problem("actions")
    if problem:
        return problem
    if action.type not in state.hut_stacks:
        return Refusal(
            f"'{action.type}' is not a hut colour (one of {', '.join(state.hut_stacks)})",
            "huts.no_colour", colour=action.type, colours=tuple(state.hut_stacks),
        )
    if state.end_flag:
        return Refusal("the game is ending: no more huts may be taken", "huts.ending")
    if not state.hut_stacks[action.type]:
        return Refusal(f"the {action.type} huts are all taken", "huts.empty", colour=action.type)
    limit = state.data.modules.hut_limit
    if owned(state, state.player) >= limit:
        return Refusal(
            f"you already have {limit} worker's huts, the most a player may use", "huts.limit", limit=limit, seat=state.player
        )
    return None


def take(state: AlhambraState, action: TakeHut, events: list[Event]) -> None:
    """Take the face-up hut; the next one of the stack turns face up; phase 1 ends."""
    stack = state.hut_stacks[action.type]
    hut = stack.pop()
    state.pending.append(hut)
    top = stack[-1] if stack else None
    data = {"hut": hut, "type": action.type, "next": top, "left": len(stack)}
    # Turning up the next hut shows what was hidden in the stack.
    events.append(Event("hut_taken", state.player, data, reveals=top is not None))
    state._action_done(events, may_continue=False)


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
