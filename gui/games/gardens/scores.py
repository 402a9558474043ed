"""The scores dock of a Gardens game: each player's colours, points (per colour with two colours
each) and tiles in hand, then how far the garden is."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QTableWidgetItem

from gui.dialogs.common import colour_swatch, fill_player_row
from gui.games.gardens.texts import colour_name, colours_words
from gui.games.players_scores import PlayersScores
from gui.games.tilecity.texts import fill


class GardensScores(PlayersScores):
    """The players at a glance, and the buildings still to finish."""

    def update_from(self, view: dict, names: list[str], colours: list[QColor]) -> None:
        """Fill the table and the line under it from a player view."""
        owned = view.get("colours", [])
        per_colour = view.get("colour_scores", {})
        columns = [self.tr("Colours"), self.tr("Tiles in hand"), self.tr("Score")]
        self.players.setColumnCount(len(columns))
        self.players.setRowCount(len(names))
        self.players.setHorizontalHeaderLabels(columns)
        for seat, name in enumerate(names):
            self.players.setVerticalHeaderItem(seat, QTableWidgetItem(colour_swatch(colours[seat]), name))
            mine = owned[seat] if seat < len(owned) else []
            score = str(view.get("scores", [0] * len(names))[seat])
            # With two colours each, each colour's points stand beside it; the score is their sum.
            colours_text = (", ".join(fill(self.tr("%1 %2"), colour_name(s), per_colour.get(s, 0)) for s in mine)
                            if len(mine) > 1 else colours_words(mine))
            texts = [colours_text, str(view.get("hand_sizes", [0] * len(names))[seat]), score]
            fill_player_row(self.players, seat, texts, view.get("current") == seat and not view.get("over"))
        buildings = view.get("buildings", [])
        finished = sum(1 for b in buildings if b.get("finished"))
        self.summary.setText(fill(self.tr("Buildings finished: %1 of %2 · garden tiles laid: %3 of 36 · left to draw: %4"),
                                 finished, len(buildings), len(view.get("gardens", [])), view.get("supply", 0)))
