"""The scores dock of a Castle game: each player's victory points, talers, helpers and cards at a
glance, and how far the round and the castle are."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QTableWidgetItem

from gui.dialogs.common import colour_swatch, fill_player_row
from gui.games.players_scores import PlayersScores
from gui.games.tilecity.texts import fill


class CastleScores(PlayersScores):
    """The players at a glance, and the castle's progress."""

    def update_from(self, view: dict, names: list[str], colours: list[QColor]) -> None:
        """Fill the table and the line under it from a player view."""
        columns = [self.tr("VP"), self.tr("Talers"), self.tr("Helpers"), self.tr("Cards in hand")]
        self.players.setColumnCount(len(columns))
        self.players.setRowCount(len(names))
        self.players.setHorizontalHeaderLabels(columns)
        for seat, name in enumerate(names):
            info = view["seats"][seat]
            self.players.setVerticalHeaderItem(seat, QTableWidgetItem(colour_swatch(colours[seat]), name))
            texts = [str(info["vp"]), str(info["talers"]), str(info["helpers"]), str(len(info["hand"]) - info["chosen"])]
            fill_player_row(self.players, seat, texts, view.get("current") == seat and not view.get("over"))
        built = sum(1 for b in view["buildings"].values() if b["built_by"] is not None)
        self.summary.setText(fill(self.tr("Round %1 of %2 · buildings erected: %3 of %4 · silver in the forge: %5"),
                                 view["round"], view["rounds"], built, len(view["buildings"]), view["forge"]))
