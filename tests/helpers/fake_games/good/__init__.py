"""A working game from outside ``engine``: Alcazar's rules under another id, listed first."""

from engine.core.plugin import GamePlugin

GAME = GamePlugin(id="good", order=5, game="tests.helpers.fake_games.good.rules:load_game")
