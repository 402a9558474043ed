"""One declaration of the seat colours: the dialog's swatches are the colours of the pieces."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QColor  # noqa: E402

from gui.art import palette  # noqa: E402
from gui.dialogs.setup_model import PLAYER_COLOUR_HEX, PLAYER_COLOURS  # noqa: E402


def test_the_swatch_of_each_colour_is_the_colour_of_its_pieces():
    assert [name for name, _colour in palette.PLAYER_COLOURS] == list(PLAYER_COLOURS)
    for name in PLAYER_COLOURS:
        assert palette.player_colour(name) == QColor(PLAYER_COLOUR_HEX[name])
