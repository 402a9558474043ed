"""A readable text picture of a position, for the command line and test failures."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.castle.phases import DISTRIBUTION, NOBODY, OVER
from engine.castle.works import open_location

if TYPE_CHECKING:
    from engine.castle.state import CastleState

LAP = 90  # the VP track's spaces: a score past 90 goes round again (spec 1.5)


def describe_state(state: CastleState) -> str:
    """The whole state (face-down cards included): round and phase, supplies, carts, castle, seats."""
    data = state.data
    last = " (the last: the castle is complete)" if state.last_round else ""
    lines = [f"A Castle for All Seasons ({state.season}), {state.num_players} players, round {state.round} of {state.count.rounds}{last}"]
    lines.append(_status(state))
    lines.append(f"Bank {state.bank}, round track {state.track}, forge {state.forge} silver")
    lines.append(f"Stock {_pieces(state, state.stock)}; defense tower {_pieces(state, state.tower)}")
    carts = []
    for k, cart in enumerate(data.carts):
        owner = state.cart_owner[k]
        carts.append(f"{cart.id} {'-' if owner == NOBODY else _p(owner) + f'@{state.cart_round[k]}'}")
    lines.append("Carts: " + ", ".join(carts))
    lines.append("")
    lines.extend(castle_picture(state))
    lines.append("")
    ids = [c.id for c in data.characters]
    for seat in range(state.num_players):
        vp = state.vp[seat]
        lap = f" (lap {vp // LAP + 1}, space {vp % LAP})" if vp >= LAP else ""
        lines.append(f"{_p(seat)}{' *' if seat == state.first else ''}: {vp} VP{lap}, {state.talers[seat]} talers, "
                     f"{_pieces(state, state.res[seat])}, {state.helpers[seat]} helpers in supply")
        lines.append(f"    hand {' '.join(ids[c] for c in state.hand[seat]) or '-'}; face down "
                     f"{' '.join(ids[c] for c in state.chosen[seat]) or '-'}; play area "
                     f"{' '.join(ids[c] for c in state.played[seat]) or '-'}"
                     + (f"; lost {' '.join(ids[c] for c in state.lost[seat])}" if state.lost[seat] else ""))
    if state.queue:
        queue = ["distribution" if c == DISTRIBUTION else f"{ids[c]}({_p(s)})" for c, s in state.queue]
        lines.append("Still to resolve: " + " ".join(queue))
    if state.on_card:
        lines.append("On Worker cards: " + "; ".join(f"{_p(s)} {ids[c]} {_pieces(state, p)}" for (s, c), p in sorted(state.on_card.items())))
    if state.season == "winter":
        lines.append(_winter(state))
    return "\n".join(lines)


def _status(state: CastleState) -> str:
    ids = [c.id for c in state.data.characters]
    if state.phase == OVER:
        return f"Game over. Winners: {', '.join(_p(s) for s in state.winners())}"
    seat = state.current_player
    if state.active is not None:
        card, owner = state.active
        doing = f"resolving {_p(owner)}'s {ids[card]} ({state.stage})"
        if state.sale is not None:
            doing += f", {_p(state.sale[0])} asked to sell its last {state.data.resources[state.sale[2]].id}"
        return f"Phase {state.phase}: {doing}; to act: {_p(seat)}"
    return f"Phase {state.phase}; to act: {_p(seat)}"


def castle_picture(state: CastleState) -> list[str]:
    """One line per castle location (its tile's state and its spaces), then the other tiles."""
    data = state.data
    lines = []
    for k, location in enumerate(data.locations):
        if location.card is not None and not open_location(state, k):
            continue
        spaces = " ".join(f"[{data.spaces[s].id} {data.spaces[s].fee}:"
                          f"{'.' if state.space_owner[s] == NOBODY else _p(state.space_owner[s])}]" for s in location.spaces)
        if location.tile is None:
            head = f"{location.id} (built)"
        else:
            face = state.face(location.tile)
            by = state.built_by[location.tile]
            head = f"{location.id} {face.cost}/{face.vp} " + ("unbuilt" if by == NOBODY else f"by {_p(by)}")
        lines.append(f"{head:28} {spaces if open_location(state, k) else ''}".rstrip())
    others = []
    for t, tile in enumerate(data.tiles):
        if tile.kind != "named":
            face = state.face(t)
            by = state.built_by[t]
            others.append(f"{tile.id} {face.cost}/{face.vp}{'' if by == NOBODY else ' ' + _p(by)}")
    lines.append("Towers and houses: " + ", ".join(others))
    return lines


def _winter(state: CastleState) -> str:
    ids = [c.id for c in state.data.winter.cards]
    parts = [f"Winter: {len(state.pile)} cards face down", f"in play {' '.join(ids[c] for c in state.in_play) or '-'}"]
    if state.winter_in_play("village_tavern"):
        parts.append(f"innkeeper {'-' if state.innkeeper == NOBODY else _p(state.innkeeper)}, {state.pool} talers on the tavern")
    if state.maiden != "absent":
        suitors = " ".join(_p(s) for s in range(state.num_players) if state.suitors[s])
        parts.append(f"Castle Maiden {state.maiden} (suitors {suitors}, items {sum(state.maiden_items)})")
    return "; ".join(parts)


def _pieces(state: CastleState, counts: list[int]) -> str:
    return " ".join(f"{r.id} {n}" for r, n in zip(state.data.resources, counts) if n) or "no pieces"


def _p(seat: int) -> str:
    return f"P{seat + 1}"
