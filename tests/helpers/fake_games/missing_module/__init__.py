"""A game whose plug-in names an evaluation module that does not exist."""

from engine.core.plugin import GamePlugin

GAME = GamePlugin(
    id="missing_module",
    order=93,
    game="tests.helpers.fake_games.good.rules:load_game",
    heuristics="tests.helpers.fake_games.missing_module.evaluation:make_heuristics",
)
