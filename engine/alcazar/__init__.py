"""Alcazar (Wolfgang Kramer, 2009): 2-5 players build manors and castles on a 72-parcel board."""

from engine.alcazar.game import AlcazarGame, load_game
from engine.alcazar.state import AlcazarState

__all__ = ["AlcazarGame", "AlcazarState", "load_game"]
