"""Engine states built from position dicts (docs/positions.md)."""

from __future__ import annotations


def alhambra_state(game, players: int, **entries):
    """An Alhambra state of ``game`` from a position dict: empty seats, a full display and a known deck top unless given."""
    pos = {
        "game": "alhambra",
        "players": players,
        "seats": [{} for _ in range(players)],
        "display": ["b1", "g1", "o1", "y1"],
        "deck": ["b7", "g7", "o7", "y7"],
    }
    pos.update(entries)
    return game.state_from_position(pos)
