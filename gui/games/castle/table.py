"""The Castle table: the player view drawn as a scene, and gestures turned into engine actions.

Gestures and their click paths:

- choosing: click a card of the hand, or drag it onto the place of the chosen cards;
- Trader: click a lit cart, or drag the helper of the own panel onto it; taking a trader
  helper back (the Village Tavern's unpaid tax) is a click on the own lit cart;
- Bricklayer, Stonemason, Workers: click a lit building site (several payments: a choice of
  them in words); click a lit helper space, or drag the own helper onto it;
- every other decision (the defense tower, buying, forging silver, the innkeeper, the Stone
  Worker's pieces, selling, the winter cards, the Castle Maiden, the palace) is a chip of the
  floating choice; ending a card is the bar's button.

What is lit and offered comes from the engine's legal actions; the table decides nothing itself.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF

from engine.castle.actions import Choose, Done
from engine.core import Action, Event, Refusal
from gui.games.base import BarAction, GameTable
from gui.games.castle.board import CastleBoard
from gui.games.castle.choices import Situation, place_choice
from gui.games.castle.hand import CardStrip
from gui.games.castle.items import CHOICE_LOOK, BuildingPiece, CastleCard, HelperPiece
from gui.games.castle.layout import TableLayout
from gui.games.castle.panels import HELPER_INDEX, PlayerPanels, icon_rect
from gui.games.castle.texts import refusal_text, status_text
from gui.games.castle.words import action_words, name, pieces_words
from gui.games.tilecity.texts import fill
from gui.i18n import translate
from gui.scene.animator import Animator
from gui.scene.chips import ChipTableScene
from gui.scene.choice_popup import ChoicePopup
from gui.scene.items import PieceItem
from gui.session import GameSession

# Which gestures on the board play which kinds of action, by the slot's kind.
_SLOT_KINDS = {"cart": ("trade", "recall"), "space": ("helper",), "site": ("erect",)}


class CastleTable(GameTable):
    """Draws a Castle game for one viewer and turns their gestures into engine actions."""

    smallest_capital = 13.0

    def __init__(self, session: GameSession, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(session, animator, parent)
        state = session.state
        self.layout = TableLayout(state.num_players, state.count.cards_per_round, state.season == "winter")
        self.scene = ChipTableScene(self, self.layout.table)
        data = state.data
        fees = {sp.id: sp.fee for sp in data.spaces}
        yields = {c.id: c.yield_ for c in data.carts}
        self.board = CastleBoard(self.scene, self.layout.board, state.season, fees, yields)
        self.panels = PlayerPanels(self.scene, self.layout)
        self.strip = CardStrip(self.scene, self.layout, self.status.emit)
        self.situation = Situation()
        self.popup = ChoicePopup(self.scene, CHOICE_LOOK, lambda key: None, lambda c, s: place_choice(self.layout, s),
                                 self.chip_hovered)
        self.helper: HelperPiece | None = None
        self.view: dict = {}
        self._targets: dict[Hashable, list[Action]] = {}
        self._dragged: PieceItem | None = None

    # ----- syncing with the engine ----------------------------------------------------------------

    def sync(self, animate: bool = False) -> None:
        """Redraw from the viewer's view."""
        self.view = self.session.state.player_view(self.viewer)
        names = self.player_names()
        self.board.sync(self.view, names, self.player_colour)
        self.panels.sync(self.view, names, self.player_colour)
        moves = self.strip.sync(self.view, names, self.viewer, self.player_colour)
        self._sync_helper(moves)
        self._refresh_interaction()
        self.settle(moves, animate)

    def _sync_helper(self, moves: list) -> None:
        """The viewer's helper in the supply, a piece to drag while a Trader or a builder places one."""
        if self.viewer is None or not self.view["seats"][self.viewer]["helpers"]:
            if self.helper is not None:
                self.scene.removeItem(self.helper)
                self.helper = None
            return
        if self.helper is None:
            self.helper = HelperPiece(QSizeF(46, 46), self.player_colour(self.viewer))
            self.helper.setToolTip(translate("castle", "A helper of your supply: drag it onto a lit cart or helper space"))
            self.scene.addItem(self.helper)
        box = icon_rect(self.layout.player_panel(self.viewer), HELPER_INDEX)
        moves.append((self.helper, box.topLeft()))

    def private_cards_shown(self) -> dict[int, list[str]]:
        """The viewer's cards drawn face up (the hand and the face-down choice), by seat."""
        cards = [card for card, item in self.strip.cards.items() if self._drawn(item) and item.face_up]
        return {self.viewer: cards} if cards and self.viewer is not None else {}

    # ----- what the viewer may do ------------------------------------------------------------------

    def _refresh_interaction(self) -> None:
        state = self.session.state
        mine = self.my_turn()
        self._targets = {}
        if mine and state.phase == "resolve":
            for kind, groups in _SLOT_KINDS.items():
                for group in groups:
                    for action in state.legal_actions(group):
                        if action.kind not in groups:
                            continue  # the innkeeper, a helper group's action without a place: a chip
                        self._targets.setdefault((kind, self._slot_of(action)), []).append(action)
        self.board.light(set(self._targets))
        choosing = mine and state.phase == "select"
        for card, item in self.strip.cards.items():
            in_hand = card in self.strip.hand_cards()
            item.set_flags(clickable=choosing and in_hand, draggable=choosing and in_hand)
        for tile, piece in self.board.tiles.items():
            erectable = ("site", tile) in self._targets
            piece.set_flags(draggable=erectable, clickable=erectable)
        if self.helper is not None:
            usable = any(a.kind in ("trade", "helper") and not getattr(a, "source", None) for acts in self._targets.values() for a in acts)
            self.helper.set_flags(draggable=usable, clickable=usable)
        self.popup.show(self.situation.choice(state, self.view, self.player_names(), mine))
        self.selection_changed.emit()

    @staticmethod
    def _slot_of(action: Action) -> str:
        return getattr(action, "building", None) or action.at

    def legal_targets(self) -> list[Hashable]:
        """The lit places of the board (for tests and the click path)."""
        return list(self._targets)

    # ----- gestures ------------------------------------------------------------------------------------------

    def piece_clicked(self, item: PieceItem) -> None:
        """A card of the hand: choose it; the own helper: say where it may go."""
        if isinstance(item, CastleCard):
            self._apply(Choose(card=str(item.key)))
        elif isinstance(item, BuildingPiece):
            self.slot_clicked(("site", str(item.key)))
        elif isinstance(item, HelperPiece):
            self.status.emit(translate("castle", "Drag the helper onto a lit place, or click the lit place."))

    def piece_double_clicked(self, item: PieceItem) -> None:
        """A double-click is a click."""
        self.piece_clicked(item)

    def drag_started(self, item: PieceItem) -> None:
        """A card or the helper was lifted: light where it may go."""
        self._dragged = item
        if isinstance(item, CastleCard):
            self.status.emit(translate("castle", "Drop the card on the place of the chosen cards to choose it."))
        elif isinstance(item, BuildingPiece):
            self.status.emit(translate("castle", "Drop the building on your panel to erect it."))

    def drag_targets(self) -> Mapping[Hashable, QRectF]:
        """The places the dragged piece may go, in scene units."""
        if isinstance(self._dragged, CastleCard):
            return {("chosen",): self.layout.chosen}
        if isinstance(self._dragged, BuildingPiece):
            return {("erect",): self.layout.player_panel(self.shown_seat())}
        if isinstance(self._dragged, HelperPiece):
            return {key: self.board.place_of(key) for key, acts in self._targets.items()
                    if key[0] in ("cart", "space") and any(not getattr(a, "source", None) and a.kind != "recall" for a in acts)}
        return {}

    def drag_over(self, item: PieceItem, key: Hashable | None) -> None:
        """Light the place under the piece more strongly."""
        if isinstance(item, HelperPiece):
            self.board.light(set(self._targets), strong=key)

    def drag_ended(self, item: PieceItem, key: Hashable | None, origin: QPointF) -> None:
        """Play the drop, or send the piece back and say why."""
        self._dragged = None
        if isinstance(item, CastleCard):
            if key == ("chosen",):
                self.play_drop(item, origin, Choose(card=str(item.key)))
            else:
                self.spring_back(item, origin, translate("castle", "Drop the card on the place of the chosen cards to choose it."))
            return
        if isinstance(item, BuildingPiece):
            # The tile goes back on its picture at once: erecting hides it, a payment choice keeps it.
            item.setPos(origin)
            if key == ("erect",):
                self.slot_clicked(("site", str(item.key)))
            else:
                self.status.emit(translate("castle", "Drop the building on your panel to erect it, or click it."))
            return
        actions = [a for a in self._targets.get(key, []) if not getattr(a, "source", None) and a.kind != "recall"]
        if not actions:
            self.spring_back(item, origin, translate("castle", "Drop the helper on a lit cart or helper space."))
            self.board.light(set(self._targets))
            return
        self.play_drop(item, origin, actions[0])

    def slot_clicked(self, key: Hashable) -> None:
        """A lit place of the board: its action, or a choice when it has several."""
        actions = self._targets.get(key, [])
        if len(actions) == 1:
            self._apply(actions[0])
        elif actions:
            title = (fill(translate("castle", "Pay for the %1:"), name(key[1])) if key[0] == "site" else fill(translate("castle", "%1: which helper?"), name(key[1])))
            self.situation.ask(title, actions)
            self._refresh_interaction()

    def chip_clicked(self, key: Hashable) -> None:
        """A chip of the floating choice."""
        if key == ("cancel",):
            self.situation.close()
            self._refresh_interaction()
            return
        if key[0] == "act" and key[1] < len(self.situation.actions):
            action = self.situation.actions[key[1]]
            self.situation.close()
            self._apply(action)

    def chip_hovered(self, key: Hashable, entered: bool) -> None:
        """Pointing at a chip previews what it would leave the player with."""
        if not entered or key[0] != "act" or key[1] >= len(self.situation.actions):
            return
        action = self.situation.actions[key[1]]
        trial = self.session.state.clone()
        seat = trial.current_player
        trial.apply(action)
        after = trial.player_view(seat)["seats"][seat]
        left = {r: n for r, n in after["resources"].items() if n}
        self.status.emit(fill(translate("castle", "%1: you would keep %2 and %3 talers, with %4 VP."), action_words(action, self.player_names()),
                              pieces_words(left), after["talers"], after["vp"]))

    def clear_selection(self) -> None:
        """Forget a pending choice."""
        self.situation.close()
        self._refresh_interaction()

    def _apply(self, action: Action | None) -> None:
        if action is None:
            return
        reason = self.session.apply(action)
        if reason is not None:
            self.status.emit(self.phrase(reason))
            self._refresh_interaction()

    # ----- the action bar, hints and the window's lines ------------------------------------------------------

    def bar_actions(self) -> list[BarAction]:
        """Ending the card under way."""
        return [BarAction("done", translate("castle", "Finish the card"), lambda: Done(), only_when_legal=True, shortcut="Ctrl+E")]

    def perform(self, action: Action | None) -> None:
        """Play an action chosen with the bar."""
        self._apply(action)

    def hint(self) -> str:
        """What the viewer can do now."""
        if not self.my_turn():
            return ""
        phase = self.view.get("phase")
        if phase == "select":
            return translate("castle", "Click a character card to lay it face down for this round, or drag it to the dashed places.")
        if self.situation.pending:
            return translate("castle", "Choose one of the offers, or Cancel.")
        kinds = {key[0] for key in self._targets}
        if "cart" in kinds:
            return translate("castle", "Click a lit cart, or drag your helper onto it.")
        if "site" in kinds and "space" in kinds:
            return translate("castle", "Click a lit building site to erect it, or a lit helper space to place a helper; Finish the card when done.")
        if "site" in kinds:
            return translate("castle", "Click a lit building site to erect it; Finish the card when done.")
        if "space" in kinds:
            return translate("castle", "Click a lit helper space, or drag your helper onto it; Finish the card when done.")
        if self.popup.choice is not None:
            return translate("castle", "Choose with the buttons on the board.")
        return translate("castle", "Finish the card with the button below.")

    def status_line(self, names: list[str]) -> str:
        """Whose turn it is and what they can do."""
        return status_text(self.view, names, self.my_turn())

    def suggestion_text(self, action: Action) -> str | None:
        """A suggested action in player words."""
        return action_words(action, self.player_names())

    def places_of_action(self, action: Action) -> list[QRectF]:
        """The card, cart, site or space an action uses."""
        if action.kind == "choose" and action.card in self.strip.cards:
            return [self.strip.cards[action.card].sceneBoundingRect()]
        for kind, groups in _SLOT_KINDS.items():
            if action.kind in groups:
                key = (kind, self._slot_of(action))
                if key in self.board.slots:
                    return [self.board.place_of(key)]
        return []

    def places_of_event(self, event: Event) -> list[QRectF]:
        """Where an event happened on the board."""
        data = event.data or {}
        key = {"erected": ("site", data.get("building")), "helper_placed": ("space", data.get("space")),
               "traded": ("cart", data.get("at")), "recalled": ("cart", data.get("at")),
               "distributed": ("cart", data.get("at"))}.get(event.kind)
        return [self.board.place_of(key)] if key in self.board.slots else []

    def refusal_text(self, refusal: Refusal) -> str | None:
        """An engine refusal in player words."""
        return refusal_text(refusal)
