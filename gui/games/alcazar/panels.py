"""The side panels of the Alcazar table: their backgrounds and titles, the players' lines (money,
cards, nobles at home, points) and the supply (pieces, bridges and free flags left).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from gui.art import palette
from gui.games.alcazar import art
from gui.games.alcazar.items import picture_look
from gui.games.alcazar.layout import TITLE_HEIGHT, TableLayout
from gui.games.alcazar.part import TablePart
from gui.games.alcazar.targets import HOME_AREA
from gui.i18n import translate
from gui.plain_text import plain_tooltip
from gui.scene.items import PanelItem, PictureItem, SlotItem
from gui.scene.layers import Layer
from gui.scene.units import TILE


class Panels(TablePart):
    """The panels' items, and the viewer's line as the place a noble is dropped to go home."""

    def __init__(self, scene: QGraphicsScene, geo: TableLayout, players: int, cities: dict[str, str]) -> None:
        self.geo = geo
        self.cities = cities
        fill = palette.TABLE_BACKGROUND.lighter(128)
        self.panels = {
            "players": PanelItem(geo.players_panel, fill),
            "market": PanelItem(geo.market, fill),
            "supply": PanelItem(geo.supply, fill),
            "hand": PanelItem(geo.hand, fill),
        }
        for panel in self.panels.values():
            scene.addItem(panel)
        self.panels["players"].set_text(self.tr("Players"))
        self.panels["market"].set_text(self.tr("Market"), self.tr("a card 5 reales · a tower card 10"))
        self.panels["supply"].set_text(self.tr("Supply"))
        # It follows the viewer's line (see sync).
        self.home = SlotItem(HOME_AREA, geo.player_row(0))
        self.home.highlight_fn = art.paint_highlight_frame
        scene.addItem(self.home)
        self.player_lines = [PictureItem(geo.player_row(seat), lambda p, r: None, Layer.SLOTS) for seat in range(players)]
        for line in self.player_lines:
            scene.addItem(line)
        supply_rect = geo.supply.adjusted(0.22 * TILE, TITLE_HEIGHT + 0.05 * TILE, -0.2 * TILE, -0.08 * TILE)
        self.supply_picture = PictureItem(supply_rect, lambda p, r: None, Layer.SLOTS)
        scene.addItem(self.supply_picture)

    def sync(self, view: dict, names: list[str], seat: int, shown: bool, colour: Callable[[int], QColor]) -> None:
        """Show every player's line and the supply; the hand panel is titled for ``seat``'s hand
        (``shown``: face up to its owner, else hidden)."""
        current = view["current_player"]
        for player, line in enumerate(self.player_lines):
            info = view["seats"][player]
            picture = art.PlayerLine(
                name=names[player],
                colour=colour(player),
                money=info["money"],
                cards=info["hand_count"],
                towers=info["towers"],
                grandes=info["supply"]["grande"],
                caballeros=info["supply"]["caballero"],
                score=view["scores"][player],
                score_text=translate("Panels", "%n pts", "", view["scores"][player]),
                active=current == player,
                out_text=self.tr("out") if info["eliminated"] else "",
            )
            line.set_paint(lambda p, r, pic=picture: art.paint_player_line(p, r, pic), picture_look(picture))
            line.setToolTip(plain_tooltip(
                self.tr("%1: %2 reales, %3 building cards, %4 tower cards; at home %5 grandes and %6 caballeros; %7 points")
                .replace("%1", names[player]).replace("%2", str(info["money"])).replace("%3", str(info["hand_count"]))
                .replace("%4", str(info["towers"])).replace("%5", str(info["supply"]["grande"]))
                .replace("%6", str(info["supply"]["caballero"])).replace("%7", str(view["scores"][player]))))
        supply = art.SupplyPicture(
            pieces=view["pieces_left"],
            bridges=view["bridges_left"],
            flags=tuple((c, self.cities.get(c, c)) for c in view["free_flags"]),
            pieces_text=translate("Panels", "%n pieces", "", view["pieces_left"]),
            bridges_text=translate("Panels", "%n bridges", "", view["bridges_left"]),
            flags_text=self.tr("Free flags:") if view["free_flags"] else self.tr("No free flag"),
        )
        # Not cached: a second row of free flags is drawn below the picture's rectangle, where a
        # cached picture would cut it off (and its numbers change on most turns anyway).
        self.supply_picture.set_paint(lambda p, r, s=supply: art.paint_supply(p, r, s))
        self.supply_picture.setToolTip(self.tr("The game ends after the turn in which the last piece or the last bridge is used."))
        if shown:
            self.panels["hand"].set_text(self.tr("Your hand"), names[seat])
        else:
            self.panels["hand"].set_text(self.tr("Hand of %1 (hidden)").replace("%1", names[seat]))
        self.home.set_rect(self.geo.player_row(seat))
