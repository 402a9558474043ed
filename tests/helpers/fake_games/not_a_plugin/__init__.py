"""A game that declares a plain dictionary instead of a plug-in."""

GAME = {"id": "not_a_plugin", "game": "tests.helpers.fake_games.good.rules:load_game"}
