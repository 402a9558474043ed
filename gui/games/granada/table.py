"""The Granada table: the family's table and gestures (``gui/games/tilecity``) with Granada's
double-sided tiles, the black marker, Juan, and the choice of a bought tile's face.

A tile bought this turn may be turned over before it is placed: a right-click, or the F key
(while dragging it too), shows its other face and lights the places that face may go. Building
or giving to Juan the other face costs the flip fee, paid when the tile is dropped (the fee and
the cards that pay it are said before); the reserve takes either face for free. The engine
decides every question of legality: the places of a turned tile are those of a copy of the
position in which the fee was paid.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QObject, QRectF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from engine.core import Action
from engine.core.errors import Refusal
from engine.granada.actions import FlipTile, GiveToJuan
from engine.tilecity.actions import PlaceTile, ReserveTile
from engine.tilecity.money import card_value
from gui.art import palette
from gui.games.granada import texts
from gui.games.granada.art import paint_black_marker
from gui.games.granada.looks import GranadaLooks
from gui.games.tilecity import layout, pointing
from gui.games.tilecity.layout import TILE
from gui.games.tilecity.markers import MarkerItem
from gui.games.tilecity.pieces import NEUTRAL_AREA, RESERVE_AREA
from gui.games.tilecity.play import TileCityPlay
from gui.games.tilecity.table import LABEL_PX
from gui.plain_text import plain_tooltip
from gui.scene.animator import Animator
from gui.scene.items import PieceItem, TileItem, add_text_item
from gui.session import GameSession


class GranadaTable(TileCityPlay):
    """Draws a Granada game for one viewer and turns their gestures into engine actions."""

    neutral_key = "juan"

    def __init__(self, session: GameSession, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(session, animator, parent)
        self.looks = GranadaLooks(session.state.data, self.player_colour)
        self.turned: set[str] = set()  # tiles to place the viewer shows on their other face
        self.marker = MarkerItem(QRectF())
        self.scene.addItem(self.marker)
        self.fee_notes: dict[str, QGraphicsSimpleTextItem] = {}  # under each turned tile: what its face costs

    # ----- words -----------------------------------------------------------------------------

    def city_title(self, seat: int) -> str:
        """"Your city" or "Ana's city"."""
        return texts.city_title(seat, self.viewer, self.player_names())

    def city_words(self, seat: int) -> str:
        """"your city" or "Ana's city"."""
        return texts.city_words(seat, self.viewer, self.player_names())

    def neutral_name(self) -> str:
        """The neutral player of Granada."""
        return self.tr("Juan")

    def visit_tip(self, name: str) -> str:
        """The tooltip of another player's panel."""
        return self.tr("Click to see %1's city large").replace("%1", name)

    def back_tip(self) -> str:
        """The tooltip of the large city while another player's is shown."""
        return self.tr("Click to see your own city again")

    def piece_words(self, tile: str) -> str:
        """A face in the player's words (``Arena 10``)."""
        return texts.face_name(tile)

    def refusal_text(self, refusal: Refusal) -> str | None:
        """A Granada refusal in the player's words, from the viewer's side."""
        return texts.refusal_text(refusal, self.viewer, self.player_names())

    def status_line(self, names: list[str]) -> str:
        """Whose turn it is and what they can do."""
        return texts.status_text(self.view, names, self.my_turn())

    # ----- pieces --------------------------------------------------------------------------------

    def make_tile_item(self, key: str) -> TileItem:
        """A face of a Granada tile, or a start tile."""
        return self.looks.make(key)

    def tile_type(self, tile: str) -> str:
        """The building type of a face."""
        return self.session.state.data.face_type[tile]

    edge_key = "longest_moats"
    majority_by_value = True

    def scored_type(self, tile: str) -> str | None:
        """The type a face counts for (a start tile: none)."""
        return self.session.state.data.face_type.get(tile)

    def tile_value(self, tile: str) -> int:
        """A face's value, which breaks ties of majorities."""
        return self.session.state.data.face_value[tile]

    def edge_label(self) -> str:
        """The scores' row of the longest outer moat."""
        return self.tr("Longest moat")

    def sync(self, animate: bool = False) -> None:
        """Redraw, then show the black marker and the tiles the viewer turned over."""
        super().sync(animate)
        self.turned &= set(self.view["pending"]) if self.my_turn() else set()
        for tile, item in self.tiles.items():
            if item.look != self._shown(tile):
                self.looks.show_turned(item, tile in self.turned)
        self._sync_marker()
        self._sync_fee_notes()

    def _sync_fee_notes(self) -> None:
        """Under a tile to place shown turned over: the fee its face costs (or that the reserve is
        free, when the fee cannot be paid), so the price is read before the drop."""
        for tile in [t for t in self.fee_notes if t not in self.turned]:
            self.scene.removeItem(self.fee_notes.pop(tile))
        for tile in self.turned:
            item = self.tiles.get(tile)
            if item is None:
                continue
            note = self.fee_notes.get(tile)
            if note is None:
                note = add_text_item(self.scene, LABEL_PX, palette.TABLE_INK)
                self.fee_notes[tile] = note
            pay = self.fee_payment(tile)
            note.setText(self.tr("Fee: %1").replace("%1", texts.money_text(list(pay))) if pay else self.tr("Reserve only"))
            box = item.mapRectToScene(item.rect())
            note.setPos(box.center().x() - note.boundingRect().width() / 2, box.bottom() + 0.06 * TILE)

    def _shown(self, tile: str) -> str:
        """The face a tile item shows now."""
        return self.session.state.data.faces.other[tile] if tile in self.turned else tile

    def _sync_marker(self) -> None:
        """The black marker on the market's title line, with what it means."""
        marker = self.view["marker"]
        size = 0.34 * TILE
        self.marker.set_rect(QRectF(layout.MARKET.right() - size - 0.12 * TILE, layout.MARKET.top() + 0.04 * TILE, size, size))
        self.panels["market"].title_room = layout.MARKET.width() - size - 0.3 * TILE  # the marker stands at the end of the line
        self.marker.show_look("marker", paint_black_marker)
        odd = marker == "ODD"
        self.panels["market"].set_text(self.tr("Building market"),
                                       self.tr("refills show odd values") if odd else self.tr("refills show even values"))
        tip = (self.tr("The black marker is on odd: a tile laid into the market shows its odd-valued face.") if odd else
               self.tr("The black marker is on even: a tile laid into the market shows its even-valued face."))
        self.marker.setToolTip(plain_tooltip(tip))

    # ----- turning a bought tile over ---------------------------------------------------------------

    def can_turn(self, tile: str) -> bool:
        """Whether the viewer may show ``tile`` on its other face now: a tile bought this turn, not
        yet flipped, in the turn's placement (a tile awarded at the end keeps its face)."""
        view = self.view
        return (self.my_turn() and view["phase"] == "placement" and tile in view["pending"]
                and tile not in view["flipped"] and not self.is_visiting())

    def turn_over(self, tile: str) -> None:
        """Show ``tile`` on its other face (or back), say what that costs, light its places."""
        if not self.can_turn(tile):
            return
        self.turned ^= {tile}
        item = self.tiles.get(tile)
        if item is not None:
            self.looks.show_turned(item, tile in self.turned)
        self._sync_fee_notes()
        self.status.emit(self.turn_hint(tile))
        self.refresh_interaction()

    def piece_turned(self, item: PieceItem | None, dragging: bool, step: int = 1) -> None:
        """A right-click or F: turn a bought tile over (the one under the mouse, dragged or under
        the keyboard's ring; else the picked one, or the only one to place)."""
        tile = item.key if isinstance(item, TileItem) else None
        if tile is None:
            pending = [t for t in self.view.get("pending", []) if self.can_turn(t)]
            tile = self.picked_tile if self.picked_tile in pending else (pending[0] if len(pending) == 1 else None)
        if tile is None:
            return
        self.turn_over(tile)
        if dragging:
            self._show_targets(self.targets_for(tile))

    def fee_payment(self, tile: str) -> tuple[str, ...] | None:
        """The cards that would pay the flip fee for ``tile``: the picked hand cards if they are a
        legal payment, else the cheapest (least value over the fee, then fewest cards); None if the
        viewer cannot pay."""
        options = [a.pay for a in self.session.state.legal_actions("flip") if a.tile == tile] if self.my_turn() else []
        if not options:
            return None
        picked = tuple(sorted(self.picked_cards()))
        if picked in options:
            return picked
        return min(options, key=lambda pay: (sum(card_value(c) for c in pay), len(pay), pay))

    def turn_hint(self, tile: str) -> str:
        """What the turned tile would cost and where it may go."""
        other = self.session.state.data.faces.other[tile]
        if tile not in self.turned:
            return self.tr("%1 shows its bought face again: building it costs nothing.").replace("%1", texts.face_name(tile))
        pay = self.fee_payment(tile)
        if pay is None:
            return (self.tr("Turned over: %1. You cannot pay the flip fee (%2); your reserve takes it free.")
                    .replace("%1", texts.face_name(other)).replace("%2", texts.flip_fee_text(self.view["params"])))
        return (self.tr("Turned over: %1. Building it costs the flip fee: %2. Your reserve takes it free.")
                .replace("%1", texts.face_name(other)).replace("%2", texts.money_text(list(pay))))

    # ----- targets and drops of a turned tile -------------------------------------------------------

    def targets_for(self, tile: str) -> dict[Hashable, QRectF]:
        """Legal places of ``tile``; of its other face when the viewer turned it over."""
        if tile not in self.turned:
            return super().targets_for(tile)
        state = self.session.state
        if not self.my_turn() or self.frame is None:
            return {}
        other = state.data.faces.other[tile]
        targets: dict[Hashable, QRectF] = {}
        if state.is_legal(ReserveTile(other)):
            targets[RESERVE_AREA] = self.slots[RESERVE_AREA].rect()
        pay = self.fee_payment(tile)
        if pay is None:
            return targets
        paid = state.clone()  # the position after the fee: where the other face may go
        paid.apply(FlipTile(tile, pay))
        for action in paid.legal_actions("place"):
            if action.tile == other:
                targets[("cell", action.at)] = self.frame.cell_rect(action.at)
        if NEUTRAL_AREA in self.slots and paid.is_legal(GiveToJuan(other)):
            targets[NEUTRAL_AREA] = self.slots[NEUTRAL_AREA].rect()
        return targets

    def actions_for_drop(self, tile: str, key: Hashable) -> list[Action]:
        """A turned tile: pay the fee, then build or give the other face (the reserve is free)."""
        if tile not in self.turned:
            return super().actions_for_drop(tile, key)
        other = self.session.state.data.faces.other[tile]
        if key == RESERVE_AREA:
            return [ReserveTile(other)]
        pay = self.fee_payment(tile) or ()
        if isinstance(key, tuple) and key[0] == "cell":
            return [FlipTile(tile, pay), PlaceTile(other, key[1])]
        if key == NEUTRAL_AREA:
            return [FlipTile(tile, pay), GiveToJuan(other)]
        return []

    def drag_hint(self, tile: str) -> str:
        """What the viewer may do with the piece they took up (and how to turn a bought tile)."""
        if tile in self.turned:
            return self.turn_hint(tile)
        hint = super().drag_hint(tile)
        if self.can_turn(tile):
            hint += " " + self.tr("Right-click or press F to see its other face.")
        return hint

    # ----- pointing at Granada's own moves ----------------------------------------------------------

    def extra_places(self, action: Action) -> list[QRectF | None]:
        """A flip: the tile and the cards that pay its fee."""
        if isinstance(action, FlipTile):
            return [pointing.tile_rect(self, action.tile),
                    *pointing.card_rects(self, "hand", self.view.get("hand", []), action.pay)]
        return []

    def extra_suggestion(self, action: Action) -> str | None:
        """A flip, in the imperative."""
        if isinstance(action, FlipTile):
            other = self.session.state.data.faces.other[action.tile]
            return (self.tr("Turn the %1 over to %2, paying %3.").replace("%1", texts.face_name(action.tile))
                    .replace("%2", texts.face_name(other)).replace("%3", texts.money_text(list(action.pay))))
        return None

    def extra_reason(self, action: Action) -> str | None:
        """What a flip buys: the other face's type and value."""
        if isinstance(action, FlipTile):
            return self.tr("Its other face is worth more to you than the fee.")
        return None

    def edge_grows_text(self, before: int, after: int) -> str:
        """The longest moat grows."""
        return self.tr("Your longest moat grows from %1 to %2.").replace("%1", str(before)).replace("%2", str(after))

    def hint(self) -> str:
        """What the viewer can do with what they picked."""
        if not self.my_turn():
            return ""
        phase = self.view["phase"]
        if phase == "placement":
            juan = any(self.neutral_takes(t) for t in self.view["pending"])
            if juan:
                text = self.tr("Drag each tile onto a lit cell, your reserve or Juan. Right-click a tile (or press F) "
                               "to see its other face: building that face costs the flip fee.")
            else:
                text = self.tr("Drag each tile onto a lit cell or your reserve. Right-click a tile (or press F) "
                               "to see its other face: building that face costs the flip fee.")
            return text
        if phase == "distribution":
            return self.tr("Drag the tile awarded to you onto a lit cell or your reserve: it keeps the face it showed.")
        if self.picked_market is not None:
            return self.tr("Choose the cards to pay with, then Buy. Exact payment gives another action.")
        if self.picked_display:
            return self.tr("One card of any value, or several worth 5 at most.")
        return self.tr("Click money in the display to take it, or a market building to buy it. Drag tiles to build.")
