"""Positions of A Castle for All Seasons: write a state as a position mapping, and build one
from a position (docs/positions-castle.md). The reader is in ``position_reader``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.castle.phases import DISTRIBUTION, NOBODY
from engine.castle.view import amounts, items, winter_table

if TYPE_CHECKING:
    from engine.castle.game import CastleGame
    from engine.castle.state import CastleState


def state_to_position(state: CastleState) -> dict[str, Any]:
    """The position of ``state``, every entry written (the winter pile top first)."""
    data = state.data
    cards = [c.id for c in data.characters]
    tiles = [t.id for t in data.tiles]
    locations = [loc.id for loc in data.locations]
    position: dict[str, Any] = {
        "game": state.game.id,
        "players": state.num_players,
        "params": {p.key: p.to_plain(state.params[p.key]) for p in state.game.parameters},
        "seed": state.seed,
        "round": state.round,
        "first_player": state.first,
        "phase": state.phase,
        "last_round": state.last_round,
        "turn": list(state.turn),
        "bank": state.bank,
        "track": state.track,
        "forge": state.forge,
        "stock": amounts(state, state.stock),
        "tower": amounts(state, state.tower),
        "removed": items(state, state.removed),
        "carts": {c.id: {"seat": state.cart_owner[k], "round": state.cart_round[k]}
                  for k, c in enumerate(data.carts) if state.cart_owner[k] != NOBODY},
        "buildings": {tiles[k]: {"seat": owner, "round": state.built_round[k]}
                      for k, owner in enumerate(state.built_by) if owner != NOBODY},
        "spaces": {sp.id: state.space_owner[k] for k, sp in enumerate(data.spaces) if state.space_owner[k] != NOBODY},
        "seats": [{
            "talers": state.talers[s],
            "resources": items(state, state.res[s]),
            "helpers": state.helpers[s],
            "vp": state.vp[s],
            "hand": [cards[c] for c in state.hand[s]],
            "chosen": [cards[c] for c in state.chosen[s]],
            "play_area": [cards[c] for c in state.played[s]],
            "lost": [cards[c] for c in state.lost[s]],
            "revealed": [cards[c] for c in state.revealed[s]],
            "built": [tiles[t] for t in state.built_now[s]],
            "placed": [locations[loc] for loc in state.placed_now[s]],
            "helpers_placed": state.helpers_now[s],
        } for s in range(state.num_players)],
        "worker_cards": [{"seat": s, "card": cards[c], "pieces": items(state, p)} for (s, c), p in sorted(state.on_card.items())],
        "queue": [["distribution", None] if c == DISTRIBUTION else [cards[c], s] for c, s in state.queue],
        "equip": [[s, cards[c]] for s, c in state.equip_queue],
    }
    if state.active is not None:
        card, seat = state.active
        position["active"] = {
            "card": cards[card], "seat": seat, "stage": state.stage, "builds": state.builds, "unpaid": state.unpaid,
            "bought": [[s, cards[c]] for s, c in state.bought], "refused": [[s, cards[c]] for s, c in state.refused],
        }
    if state.sale is not None:
        owner, card, piece = state.sale
        position["sale"] = {"owner": owner, "card": cards[card], "piece": data.resources[piece].id}
    if state.season == "winter":
        position["winter"] = _winter_entry(state)
    if state.breakdown or state.final_step:
        position["final"] = {"step": state.final_step, "breakdown": [dict(row) for row in state.breakdown]}
    return position


def _winter_entry(state: CastleState) -> dict[str, Any]:
    # The pile in draw order (a position keeps what is hidden), then what the view shows too.
    ids = [c.id for c in state.data.winter.cards]
    return {"pile": [ids[c] for c in reversed(state.pile)], **winter_table(state)}


def state_from_position(game: CastleGame, position: Mapping[str, Any]) -> CastleState:
    """The state a position describes; PositionError naming the entry if it is not valid."""
    from engine.castle.position_reader import CastleReader

    return CastleReader(game, position).read()
