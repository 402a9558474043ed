"""Game packages for the plug-in tests: one that works, a library, and others each broken in one way.

``GameRegistry.discover(("engine", "tests.helpers.fake_games"))`` finds them beside the shipped games.
"""
