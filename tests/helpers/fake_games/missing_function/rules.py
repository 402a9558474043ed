"""Has the wrong function: the plug-in asks for ``load_game``."""


def load_rules():
    """Not the function the plug-in names."""
    raise AssertionError("never called")
