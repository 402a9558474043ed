"""The games the app can show, each a thin adapter from player views to scene items.

Registration is a line here: game id -> module exposing ``UI`` (see gui.games.base.GameUi).
"""

from __future__ import annotations

import importlib

from gui.games.base import GameUi

GAME_UIS = {
    "alhambra": "gui.games.alhambra.ui",
    "alcazar": "gui.games.alcazar.ui",
}


def playable_games() -> list[str]:
    """Ids of the games that have a table in the app."""
    return list(GAME_UIS)


def load_ui(game_id: str) -> GameUi:
    """The user interface of ``game_id`` (KeyError if the app cannot show it)."""
    return importlib.import_module(GAME_UIS[game_id]).UI
