"""The Alhambra table: the family's table and gestures (``gui/games/tilecity``) with Alhambra's
pieces and words, and the Vizier's Favour modules' gestures (huts, the vizier, bonus cards).

The table renders only ``state.player_view(viewer)``; every question of legality (where a
tile may go, whether a payment is enough) is asked of the engine through the session.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtWidgets import QMessageBox

from engine.alhambra.actions import (
    BuyTile,
    DeclineVizier,
    Reactivate,
    RevealBonus,
    TakeHut,
    VizierBuy,
)
from engine.core import Action
from engine.core.errors import Refusal
from gui.games.alhambra.looks import AlhambraLooks
from gui.games.alhambra.texts import city_title, city_words, refusal_text, status_text
from gui.games.base import BarAction
from gui.games.tilecity import pointing
from gui.games.tilecity.play import TileCityPlay
from gui.i18n_names import building_name
from gui.scene.animator import Animator
from gui.scene.items import TileItem
from gui.session import GameSession


class AlhambraTable(TileCityPlay):
    """Draws an Alhambra game for one viewer and turns their gestures into engine actions."""

    buying_phases = ("actions", "vizier")  # a vizier buys from the market out of turn
    placing_phases = ("placement", "distribution", "vizier_placement")

    def __init__(self, session: GameSession, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(session, animator, parent)
        self.looks = AlhambraLooks(session.state.data, self.player_colour)

    def city_title(self, seat: int) -> str:
        """"Your Alhambra" or "Ana's Alhambra"."""
        return city_title(seat, self.viewer, self.player_names())

    def city_words(self, seat: int) -> str:
        """"your Alhambra" or "Ana's Alhambra"."""
        return city_words(seat, self.viewer, self.player_names())

    def neutral_name(self) -> str:
        """The neutral player of Alhambra."""
        return self.tr("Dirk")

    def visit_tip(self, name: str) -> str:
        """The tooltip of another player's panel."""
        return self.tr("Click to see %1's Alhambra large").replace("%1", name)

    def back_tip(self) -> str:
        """The tooltip of the large city while another player's is shown."""
        return self.tr("Click to see your own Alhambra again")

    def make_tile_item(self, key: str) -> TileItem:
        """An Alhambra piece: building tile, worker's hut or fountain."""
        return self.looks.make(key)

    def tile_type(self, tile: str) -> str:
        """The building type of an Alhambra tile."""
        return self.session.state.data.tiles[tile].type

    def scored_type(self, tile: str) -> str | None:
        """The type an Alhambra piece counts for (a fountain: none)."""
        return self.session.state.data.type_of.get(tile)

    def edge_label(self) -> str:
        """The scores' row of the longest outer wall."""
        return self.tr("Longest wall")

    def has_huts(self) -> bool:
        """Whether the worker's huts module is on."""
        return self.session.state.huts_on

    @property
    def hut_counts(self) -> dict:
        """The count badges of the worker's hut stacks, by colour."""
        return self.supply.hut_counts

    def where(self, tile: str) -> str:
        """Where a piece lies; "stack" for the top of a worker's hut stack."""
        if any(stack["top"] == tile for stack in self.view.get("hut_stacks", {}).values()):
            return "stack"
        return super().where(tile)

    # ----- the modules' gestures -------------------------------------------------------------------------

    def stack_clicked(self, tile: str) -> None:
        """Take the worker's hut on top of a stack (after asking: it ends the turn's actions)."""
        colour = self.session.state.data.hut_colour[tile]
        if self._confirm_hut(colour):
            self._apply_click(TakeHut(colour))

    def _confirm_hut(self, colour: str) -> bool:
        """Ask the person before taking a hut, since that ends their actions for this turn."""
        if not self.my_turn() or TakeHut(colour) not in self.session.state.legal_actions("hut"):
            return True  # the engine refuses it and says why; nothing to confirm
        views = self.scene.views()
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Take a worker's hut"),
                          self.tr("Take the %1 worker's hut? Taking a hut ends your actions this turn; "
                                  "you place the hut next.").replace("%1", building_name(colour)),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, views[0] if views else None)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        return box.exec() == QMessageBox.StandardButton.Yes

    def buy_group(self) -> str:
        """A vizier buys in the vizier window, everyone else in their actions."""
        return "vizier" if self.view["phase"] == "vizier" else "buy"

    def buy_action(self) -> Action | None:
        """Buy the picked market tile with the picked cards (with the vizier in its window)."""
        if self.view["phase"] == "vizier" and self.picked_market is not None and self.picked_pay:
            return VizierBuy(self.picked_market + 1, self.picked_cards())
        return super().buy_action()

    # ----- the action bar ------------------------------------------------------------------------------------

    def bar_actions(self) -> list[BarAction]:
        """The family's buttons and the modules' (each only when legal)."""
        return [
            # First, far from Buy: turning the vizier up spends the turn's action, a costly slip.
            BarAction("reactivate", self.tr("Turn vizier up"), Reactivate, only_when_legal=True),
            *super().bar_actions(),
            BarAction("decline", self.tr("Let the vizier rest"), DeclineVizier, only_when_legal=True),
            BarAction("reveal", self.tr("Reveal bonus card"), self._reveal_action, only_when_legal=True),
        ]

    def _reveal_action(self) -> Action | None:
        """Reveal the viewer's first bonus card whose building stands in their Alhambra."""
        reveals = [a for a in self.session.state.legal_actions("reveal")] if self.my_turn() else []
        return reveals[0] if reveals else None

    def hint(self) -> str:
        """What the viewer can do with what they picked."""
        if not self.my_turn():
            return ""
        if self.view["phase"] in self.placing_phases:
            # Dirk is named only when he can take a tile: two players, tiles bought this turn.
            if any(self.neutral_takes(t) for t in self.view["pending"]):
                return self.tr("Drag each tile onto a lit cell, your reserve or Dirk, or click it and then click where it goes.")
            return self.tr("Drag each tile onto a lit cell or your reserve, or click it and then click where it goes.")
        if self.view["phase"] == "vizier":
            return self.tr("Your vizier may buy a building now at its exact price: click it, then Buy. Or let the vizier rest.")
        if self.picked_market is not None:
            return self.tr("Choose the cards to pay with, then Buy. Exact payment gives another action.")
        if self.picked_display:
            return self.tr("One card of any value, or several worth 5 at most.")
        return self.tr("Click money in the display to take it, or a market building to buy it. Drag tiles to build.")

    # ----- pointing at the modules' moves ------------------------------------------------------------

    def extra_places(self, action: Action) -> list[QRectF | None]:
        """A vizier's purchase (the tile and the cards), a bonus card to reveal."""
        if isinstance(action, VizierBuy):
            return pointing.places_of_action(self, BuyTile(action.slot, action.pay))
        if isinstance(action, RevealBonus):
            return [pointing.piece_rect(self.cards.get(("bonus", action.card)))]
        return []

    def extra_suggestion(self, action: Action) -> str | None:
        """A vizier's purchase, in the imperative."""
        if isinstance(action, VizierBuy):
            return pointing.suggestion_text(self, BuyTile(action.slot, action.pay))
        return None

    def payment_changers(self):
        """The money changers of the Bureau de change, when it is on."""
        state = self.session.state
        return state.data.modules.changers if state.params.get("bureauDeChange") else None

    def edge_grows_text(self, before: int, after: int) -> str:
        """The longest wall grows."""
        return self.tr("Your longest wall grows from %1 to %2.").replace("%1", str(before)).replace("%2", str(after))

    def refusal_text(self, refusal: Refusal) -> str | None:
        """An Alhambra refusal in the player's words, from the viewer's side."""
        return refusal_text(refusal, self.viewer, self.player_names(), self.session.state.data.hut_colour)

    def status_line(self, names: list[str]) -> str:
        """Whose turn it is and what they can do."""
        return status_text(self.view, names, self.my_turn())
