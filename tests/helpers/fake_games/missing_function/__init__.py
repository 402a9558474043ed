"""A game whose plug-in names a function its module lacks."""

from engine.core.plugin import GamePlugin

GAME = GamePlugin(id="missing_function", order=92, game="tests.helpers.fake_games.missing_function.rules:load_game")
