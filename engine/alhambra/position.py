"""Alhambra positions (docs/positions.md): the family's reader and writer
(``engine/tilecity/positions.py`` and ``view.py``) with Alhambra's pieces, Dirk and the four
modules, whose entries their module objects read and write.

The same reader also makes the re-dealt states of :meth:`AlhambraState.determinize` from a
player's view, so that a bot's picture of the game is made only of what its seat can see.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.alhambra.components import AlhambraData
from engine.alhambra.modules import MODULES
from engine.core.game import Game, State
from engine.core.untrusted import brief
from engine.tilecity.positions import TileCityReader
from engine.tilecity.positions import city_problem as city_problem  # a city's validity, for tests
from engine.tilecity.turn import DISTRIBUTION
from engine.tilecity.view import position_from_view

# The phases in which a recipient places a tile (written with the position's ``recipient``).
RECEIVING = (DISTRIBUTION, *(phase for module in MODULES for phase in module.placing_phases))


def state_from_position(game: Game, data: AlhambraData, position: Mapping[str, Any], validate: bool = True) -> State:
    """The state a position describes; PositionError naming the entry if it describes none."""
    return AlhambraReader(game, data, position).read(validate)


class AlhambraReader(TileCityReader):
    """The family's reader with Alhambra's state, Dirk, the modules and the worker's huts."""

    def game_modules(self) -> tuple[type, ...]:
        return MODULES

    def other_piece(self, where: str, piece: Any, allowed: bool) -> str:
        """A worker's hut, where the module is in play and huts may be."""
        if piece in self.data.hut_colour:
            if self.params["workersHuts"] and allowed:
                return self.piece_seen(where, piece, "hut")
            why = "the worker's huts module is not in play" if not self.params["workersHuts"] else "huts cannot be here"
            raise self.fail(where, f"{brief(piece)} is a worker's hut: {why}")
        raise self.fail(where, f"{brief(piece)} is not a building tile id")


def state_from_view(game: Game, data: AlhambraData, view: Mapping[str, Any], rng: random.Random) -> State:
    """A full state consistent with a player's view, everything hidden re-dealt from ``rng``:
    the other hands (beyond the money every player saw them receive) and the deck from the unseen
    money, the scoring cards within their public windows, the bag in a new order, the modules'
    hidden pieces, and a fresh RNG for future draws."""
    changers = data.modules.changers if view["params"]["bureauDeChange"] else None
    position = position_from_view(
        view, rng, data=data, money=data.money, tiles=data.tiles, changers=changers, modules=MODULES,
        neutral="dirk", receiving=RECEIVING,
    )  # fmt: skip
    return state_from_position(game, data, position, validate=False)
