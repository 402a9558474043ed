"""A game whose rules data are broken."""

from engine.core.plugin import GamePlugin

GAME = GamePlugin(id="bad_data", order=91, game="tests.helpers.fake_games.bad_data.rules:load_game")
