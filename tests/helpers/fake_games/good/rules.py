"""The good fake game: Alcazar with the shipped rules data, under the id ``good``."""

from engine.alcazar.components import load_alcazar_data
from engine.alcazar.game import AlcazarGame


class GoodGame(AlcazarGame):
    """Alcazar by another id."""

    id = "good"


def load_game() -> GoodGame:
    """The game with the shipped Alcazar data."""
    return GoodGame(load_alcazar_data())
