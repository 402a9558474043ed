"""The Vizier's Favour (vizier.md): Alhambra's four optional modules, in the spec's order, which
is the order their hooks run. Each is switched on by its bool parameter."""

from __future__ import annotations

from engine.alhambra.bonus import BonusCards
from engine.alhambra.changers import MoneyChangers
from engine.alhambra.components import AlhambraData
from engine.alhambra.huts import WorkersHuts
from engine.alhambra.vizier import VizierFavour
from engine.tilecity.hooks import Module

MODULES: tuple[type[Module], ...] = (VizierFavour, MoneyChangers, BonusCards, WorkersHuts)


def modules_in_play(data: AlhambraData, params: dict, num_players: int) -> tuple[Module, ...]:
    """A fresh object of each module switched on by ``params``, in order."""
    rules = data.modules
    made: list[Module] = []
    if params["vizier"]:
        made.append(VizierFavour(num_players))
    if params["bureauDeChange"]:
        made.append(MoneyChangers(rules))
    if params["bonusCards"]:
        made.append(BonusCards(rules, data.type_of, num_players))
    if params["workersHuts"]:
        made.append(WorkersHuts(rules, data.hut_colour))
    return tuple(made)
