"""Game user-interface packages for the plug-in tests, each broken in one way.

``gui.games.discover_uis(("gui.games", "tests.helpers.fake_uis"))`` finds them beside the shipped ones.
"""
