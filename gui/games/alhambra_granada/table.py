"""The combined game's table: Granada's table (the faces, turning a bought tile over, the black
marker) with both tile sets: a market of two tiles a space, laid side by side (the Alhambra tile
on the left), one city where walls meet water, the tile where Granada's part starts ringed, and
scores of both games' majorities and of the wall, the moat and the walls beside moats."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF

from engine.alhambra_granada.actions import BuyFromSpace
from engine.core import Action
from engine.core.errors import Refusal
from engine.tilecity.money import card_value
from gui.games.alhambra_granada import texts
from gui.games.alhambra_granada.looks import CombinedLooks, paint_granada_start_ring
from gui.games.granada.table import GranadaTable
from gui.games.tilecity import layout, pointing
from gui.games.tilecity.layout import TILE
from gui.games.tilecity.markers import MarkerItem
from gui.plain_text import plain_tooltip
from gui.scene.animator import Animator
from gui.scene.items import TileItem
from gui.session import GameSession


class AlhambraGranadaTable(GranadaTable):
    """Draws a game of Alhambra + Granada for one viewer and turns gestures into engine actions."""

    neutral_key = "neutral"  # the combined game has no neutral player: the view's key is None
    edge_key = "longest_walls"

    def __init__(self, session: GameSession, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(session, animator, parent)
        self.looks = CombinedLooks(session.state.data, self.player_colour)
        self.granada_start = MarkerItem(QRectF())
        self.scene.addItem(self.granada_start)

    # ----- words -----------------------------------------------------------------------------

    def city_title(self, seat: int) -> str:
        """"Your city" or "Ana's city"."""
        return texts.city_title(seat, self.viewer, self.player_names())

    def city_words(self, seat: int) -> str:
        """"your city" or "Ana's city"."""
        return texts.city_words(seat, self.viewer, self.player_names())

    def piece_words(self, tile: str) -> str:
        """A tile in the player's words (``Arena 10``, ``Chambers 6``)."""
        return texts.piece_name(tile)

    def refusal_text(self, refusal: Refusal) -> str | None:
        """A refusal of the combined game in the player's words, from the viewer's side."""
        return texts.refusal_text(refusal, self.viewer, self.player_names())

    def status_line(self, names: list[str]) -> str:
        """Whose turn it is and what they can do."""
        return texts.status_text(self.view, names, self.my_turn())

    def edge_label(self) -> str:
        """The scores' first run row."""
        return self.tr("Longest wall")

    def edge_rows(self) -> list[tuple[str, str]]:
        """The three runs the combined game scores."""
        return [(self.tr("Longest wall"), "longest_walls"), (self.tr("Longest moat"), "longest_moats"),
                (self.tr("Wall beside moat"), "longest_borders")]

    def edge_grows_text(self, before: int, after: int) -> str:
        """The longest wall grows."""
        return self.tr("Your longest wall grows from %1 to %2.").replace("%1", str(before)).replace("%2", str(after))

    # ----- pieces -----------------------------------------------------------------------------

    def is_granada(self, tile: str) -> bool:
        """Whether ``tile`` is a face of a Granada tile."""
        return tile in self.session.state.data.granada.face_type

    def tile_type(self, tile: str) -> str:
        """The building type of a tile of either game."""
        data = self.session.state.data
        return data.granada.face_type[tile] if self.is_granada(tile) else data.alhambra.tiles[tile].type

    def scored_type(self, tile: str) -> str | None:
        """The type a piece counts for (a fountain: none)."""
        data = self.session.state.data
        return data.granada.face_type.get(tile) or data.alhambra.type_of.get(tile)

    def tile_value(self, tile: str) -> int:
        """A Granada face's value (Alhambra's majorities ignore values)."""
        return self.session.state.data.granada.face_value.get(tile, 0)

    def building_types(self) -> list[str]:
        """Alhambra's six types, then Granada's nine."""
        data = self.session.state.data
        return [b.id for b in data.alhambra.building_types] + [b.id for b in data.granada.building_types]

    def ranks_by_value(self, btype: str) -> bool:
        """Granada's majorities are broken by value, Alhambra's are shared."""
        return btype in self.session.state.data.granada.face_type.values()

    def can_turn(self, tile: str) -> bool:
        """Only a Granada tile has another face."""
        return self.is_granada(tile) and super().can_turn(tile)

    def sync(self, animate: bool = False) -> None:
        """Redraw, then ring the tile where Granada's part of the large city starts."""
        super().sync(animate)
        self._sync_granada_start()
        rounds = ", ".join(map(str, self.view["rounds_scored"])) or self.tr("none yet")
        self.supply.label.setText(
            self.tr("Alhambra tiles in the bag: %1\nGranada tiles in the bag: %2\nCards in the deck: %3\nScorings held: %4")
            .replace("%1", str(self.view["bag_count"])).replace("%2", str(self.view["granada_bag_count"]))
            .replace("%3", str(self.view["deck_count"])).replace("%4", rounds))

    def _sync_granada_start(self) -> None:
        start = self.view["granada_starts"][self.big_seat]
        if start is None or self.frame is None:
            self.granada_start.hide()
            return
        cell = tuple(int(n) for n in str(start).split(","))
        self.granada_start.set_rect(self.frame.cell_rect(cell))
        self.granada_start.show_look("granada_start", paint_granada_start_ring)
        self.granada_start.setToolTip(plain_tooltip(self.tr(
            "Where Granada's part of this city starts: every Granada tile must be reachable from here without "
            "crossing a moat, as every Alhambra tile from the fountain without crossing a wall.")))
        self.granada_start.show()

    # ----- the market: two tiles a space -----------------------------------------------------------

    def market_tile_place(self, entry: int) -> tuple[QPointF, float]:
        """Space ``entry // 2``'s Alhambra tile on the left, its Granada tile on the right."""
        rect = layout.market_slot(entry // 2)
        size = (rect.width() - 0.12 * TILE) / 2
        left = rect.left() + 0.04 * TILE + (entry % 2) * (size + 0.04 * TILE)
        return QPointF(left, rect.top() + 0.3 * TILE), size

    def purchase(self, entry: int, pay: tuple[str, ...]) -> Action:
        """Buy the tile of one half of a space."""
        return BuyFromSpace(entry // 2 + 1, self.view["market"][entry], pay)

    def buys_entry(self, action: Action, entry: int) -> bool:
        """Whether a purchase buys the market's ``entry``-th tile."""
        return action.slot == entry // 2 + 1 and action.tile == self.view["market"][entry]

    def extra_places(self, action: Action) -> list[QRectF | None]:
        """A purchase: the tile and the cards; a flip as in Granada."""
        if isinstance(action, BuyFromSpace):
            return [pointing.tile_rect(self, action.tile),
                    *pointing.card_rects(self, "hand", self.view.get("hand", []), action.pay)]
        return super().extra_places(action)

    def extra_suggestion(self, action: Action) -> str | None:
        """A purchase, in the imperative."""
        if isinstance(action, BuyFromSpace):
            return (self.tr("Buy the %1, paying %2.").replace("%1", self.piece_words(action.tile))
                    .replace("%2", texts.money_text(list(action.pay))))
        return super().extra_suggestion(action)

    def extra_reason(self, action: Action) -> str | None:
        """An exact purchase gives another action."""
        if isinstance(action, BuyFromSpace):
            cost = self.session.state.data.costs[action.tile]
            paid = sum(card_value(c) for c in action.pay)
            if paid == cost:
                return self.tr("An exact payment: you may take another action.")
            return self.tr("You overpay by %1.").replace("%1", str(paid - cost))
        return super().extra_reason(action)

    def make_tile_item(self, key: str) -> TileItem:
        """A tile of either game, or a fountain."""
        return self.looks.make(key)
