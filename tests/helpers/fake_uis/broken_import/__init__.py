"""An interface package that fails to import."""

from gui.games.no_such_module import UI_PLUGIN  # noqa: F401
