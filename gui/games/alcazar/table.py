"""The Alcazar table: the player view drawn as a scene, and gestures turned into engine actions.

The table renders only ``state.player_view(viewer)``. Every question of legality (where a card
may go, which heads a bridge may join, what a noble may do) is a question to the engine: the
targets lit on a drag are the engine's legal actions of that piece, and a preview of a build is
the engine's own result of the action, played on a copy of the state.

Gestures and their click paths:

- a building card: drag it onto its parcel, or click it and then the lit parcel; a parcel that
  allows several builds (a castle with a choice of wings, or a manor) opens a choice whose
  buttons preview the build on the board;
- a tower card: drag (or click, then click) onto a lit column;
- a bridge: the "Build a bridge" button, then click two lit heads;
- buying: drag a display card or a deck into the hand, double-click it, or click it and Buy;
- the free take-back: drag an own noble onto your line in the players panel, or click it and
  Take back;
- the noble step: drag a noble from the choice onto a lit spot (or click, then click), drag an
  own noble of the building onto a lit spot (move) or onto another own noble (swap), or Done.

The table is the one object the main window talks to. It keeps what the viewer picked and turns
gestures into actions; the parts it owns do the rest: the
board (board_view), the cards and the hand panel's chips (hand), the side panels (panels), the
previews (previews), the noble step (nobles), the floating choices (choices, shown in the shared
choice popup), the words about gestures (hints) and the action bar (bar). Where a picked piece
may go is in targets.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping

from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from engine.alcazar.actions import BuyCard, Done, DrawCard, FoundCastle, Keep, Promote, TakeBack
from engine.core import Action, Refusal
from gui.games.alcazar import art
from gui.games.alcazar import pointing
from gui.games.alcazar.bar import ActionBar
from gui.games.alcazar.board_view import BoardView
from gui.games.alcazar.choices import Choices
from gui.games.alcazar.hand import Hand
from gui.games.alcazar.hints import Hints
from gui.games.alcazar.items import ColumnItem, NobleItem
from gui.games.alcazar.layout import TableLayout
from gui.games.alcazar.model import BoardModel, read_board
from gui.games.alcazar.nobles import NobleStep
from gui.games.alcazar.panels import Panels
from gui.games.alcazar.previews import Previews
from gui.games.alcazar.targets import HAND_AREA, HOME_AREA, Source, Targets, idle_targets, still_valid, targets_for
from gui.games.alcazar.texts import city_names, status_text
from gui.games.base import BarAction, GameTable
from gui.scene.animator import Animator
from gui.scene.chips import ChipItem, ChipTableScene
from gui.scene.items import CardItem, PanelItem, PieceItem, SlotItem
from gui.session import GameSession


class AlcazarTable(GameTable):
    """Draws an Alcazar game for one viewer and turns their gestures into engine actions."""

    smallest_capital = 17.0  # the players' lines and the supply's labels

    def __init__(self, session: GameSession, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(session, animator, parent)
        self.data = session.game.data
        board = self.data.board
        self.board = board
        self.geo = TableLayout(board.rows, board.cols, len(session.players), self.data.cap)
        self.picture = art.BoardPicture(board.rows, board.cols, board.parcel, board.wings_wrap)
        self.cities = city_names(self.data.castles)
        self.view: dict = {}
        self.model: BoardModel | None = None
        self.scene = ChipTableScene(self, self.geo.table)
        self.board_view = BoardView(self.scene, self.geo, self.data, self.picture, self.cities, self.player_colour, self.cell_hovered)
        self.side_panels = Panels(self.scene, self.geo, len(session.players), self.cities)
        self.hand = Hand(self.scene, self.geo, self.data, self.picture)
        self.previews = Previews(session, self.data, self.board_view)
        self.noble_step = NobleStep(self.data, self.player_colour)
        self.choices = Choices(self.scene, self.geo, self.cities, self.board_view, self.hand, self.previews,
                               self.noble_step, self.chip_hovered)
        self.hints = Hints(self.geo, self.data, self.cities, self.phrase)
        self.bar = ActionBar(lambda: self.picked, self._phase)
        # Every place a piece may be dropped on: the cells, the hand (to buy), the viewer's line (home).
        self.slots: dict[Hashable, SlotItem] = {**self.board_view.slots, HAND_AREA: self.hand.slot, HOME_AREA: self.side_panels.home}
        # The parts' items that stay for the whole game, by key (their dicts change in place).
        self.columns: dict[int, ColumnItem] = self.board_view.columns
        self.cards: dict[Hashable, CardItem] = self.hand.cards
        self.tools: dict[Hashable, ChipItem] = self.hand.tools
        self.panels: dict[str, PanelItem] = self.side_panels.panels
        self.picked: Source | None = None  # what the viewer has picked for the click path
        self._targets: Targets = {}
        self._target_rects: dict[Hashable, QRectF] = {}

    # ----- items of the parts that are replaced as the game goes on -----------------------------------

    @property
    def nobles(self) -> list[NobleItem]:
        """The nobles standing on the board."""
        return self.board_view.nobles

    @property
    def popup(self) -> list[QGraphicsItem]:
        """The floating choice's items (frame, offered nobles, chips)."""
        return self.choices.popup.items

    @property
    def offered(self) -> dict[str, NobleItem]:
        """The nobles offered for placing in the noble step, by kind."""
        return self.choices.popup.pieces

    @property
    def choice(self) -> list[Action]:
        """The builds a pending choice offers (empty: no choice pending)."""
        return self.choices.builds

    @property
    def choice_card(self) -> int | None:
        """The card whose builds the pending choice offers."""
        return self.choices.card

    # ----- syncing with the engine ------------------------------------------------------------------

    def sync(self, animate: bool = False) -> None:
        """Redraw from the viewer's view; cards and nobles that moved glide to their new places."""
        state = self.session.state
        seat = self.shown_seat()
        self.view = state.player_view(seat)
        self.model = read_board(self.view, self.data)
        if self.choice and not self.my_turn():
            self.choices.close()
        if self.choice_card is not None and self.choice_card not in self.view["hand"]:
            self.choices.close()
        self.picked = self._still_valid(self.picked)
        self.previews.forget()
        moves: list[tuple[PieceItem, QPointF]] = []
        names = self.player_names()
        changed = self.board_view.sync(self.model, self.view["keep"], names, moves)
        # With no viewer (a computer's turn at a shared screen) no hand is shown face up.
        self.hand.sync(self.view, seat, self.viewer is not None, moves)
        self.side_panels.sync(self.view, names, seat, self.viewer is not None, self.player_colour)
        self._refresh_interaction()
        self.settle(moves, animate, appeared=changed)

    def _still_valid(self, picked: Source | None) -> Source | None:
        """Keep a pick only while its piece is still there."""
        if picked is None or not self.my_turn():
            return None
        return still_valid(picked, self.view, self.model, self.board, self.shown_seat())

    def private_cards_shown(self) -> dict[int, list[int]]:
        """The building cards of a hand drawn face up, by their owner's seat."""
        seat, hand = self.hand.shown
        cards = [card for card in hand if self._drawn(self.cards.get(("card", card)))]
        return {seat: cards} if cards else {}

    # ----- what the viewer may do now ----------------------------------------------------------------

    def _phase(self) -> str:
        return self.view.get("phase", "")

    def _refresh_interaction(self) -> None:
        mine = self.my_turn()
        phase = self._phase()
        state = self.session.state
        groups = set(state.legal_groups()) if mine else set()
        self.hand.refresh(state, self.view["hand"], mine, phase, groups, self.picked, self.choice_card)
        self.noble_step.refresh(self.nobles, state, phase, self.viewer, mine, self.picked)
        self.choices.sync(state, self.view, self.model, self.shown_seat(), self.viewer, mine, self.picked)
        self._show_targets(self._targets_for(self.picked) if self.picked else self._idle_targets())
        self.selection_changed.emit()

    def _idle_targets(self) -> Targets:
        """What is lit with nothing picked: the spots of the noble step, or the waiting manors."""
        if not self.my_turn():
            return {}
        return idle_targets(self.session.state, self._phase(), self.choice)

    def _targets_for(self, source: Source | None) -> Targets:
        """The engine's legal actions of a picked piece, keyed by where it may go."""
        if source is None or not self.my_turn():
            return {}
        return targets_for(self.session.state, self._phase(), source)

    def _show_targets(self, targets: Targets, strong: Hashable | None = None) -> None:
        self._targets = targets
        self._target_rects = {key: self.slots[key].rect() for key in targets if key in self.slots}
        picked_head = ("cell", self.picked[1]) if self.picked and self.picked[0] == "bridge" and self.picked[1] else None
        for key, slot in self.slots.items():
            level = 0
            if key in targets:
                level = 2 if key in (strong, picked_head) else 1
            slot.set_highlight(level)

    def legal_targets(self, source: Source) -> list[Hashable]:
        """The keys of the places a piece may go now (for tests and the click path)."""
        return list(self._targets_for(source))

    def _source_of(self, item: PieceItem) -> Source | None:
        if isinstance(item, NobleItem):
            return ("noble", item.key[1]) if item.key[0] == "board" else ("supply", item.key[1])
        return self.hand.source_of(item.key, self.view.get("hand", []))

    def preview(self, action: Action | None) -> None:
        """Show on the board what ``action`` would build, as the engine computes it on a copy."""
        text = self.previews.show(action, self.model, self.shown_seat())
        if text is not None:
            self.status.emit(text)

    # ----- drag gestures ----------------------------------------------------------------------------------

    def drag_started(self, item: PieceItem) -> None:
        """A piece was picked up: light every place the engine allows it to go."""
        source = self._source_of(item)
        self.choices.close()
        self.picked = None
        self._show_targets(self._targets_for(source))
        self.status.emit(self.hints.drag_hint(source, self._phase()))

    def drag_targets(self) -> Mapping[Hashable, QRectF]:
        """The lit drop targets, in scene units."""
        return self._target_rects

    def drag_over(self, item: PieceItem, key: Hashable | None) -> None:
        """Mark the target under the piece and preview what dropping there would do."""
        self._show_targets(self._targets, strong=key)
        actions = self._targets.get(key, []) if key is not None else []
        # Outline every parcel a castle founded here could cover.
        self.board_view.show_wings({self.board.cell_of[w] for a in actions if isinstance(a, FoundCastle) for w in a.wings})
        if len(actions) == 1 and not isinstance(actions[0], (BuyCard, DrawCard, TakeBack)):
            self.preview(actions[0])
        else:
            self.preview(None)
            if len(actions) > 1:
                self.status.emit(self.tr("Drop to found a castle here (then choose its wings) or a manor."))
            elif actions:
                self.status.emit(self.previews.words(actions[0], self.model))

    def drag_ended(self, item: PieceItem, key: Hashable | None, origin: QPointF) -> None:
        """Play the drop on ``key``, or offer a choice of builds; an illegal one springs back and says why."""
        source = self._source_of(item)
        self.board_view.show_wings(set())
        self.preview(None)
        actions = self._targets.get(key, []) if key is not None else []
        self._show_targets({})
        if not actions:
            self.spring_back(item, origin, self.hints.refusal(self.session.state, self._phase(), self.model, source,
                                                               item.sceneBoundingRect()))
            self._refresh_interaction()
            return
        if len(actions) > 1:
            self._open_choice(actions, item, origin)
            return
        if not self.play_drop(item, origin, actions[0]):
            self._refresh_interaction()

    # ----- click gestures -----------------------------------------------------------------------------------

    def piece_clicked(self, item: PieceItem) -> None:
        """Pick a piece for the click path, or use a piece that is itself a lit target."""
        source = self._source_of(item)
        if isinstance(item, NobleItem) and item.key[0] == "board" and ("cell", item.key[1]) in self._targets and self.picked:
            self.slot_clicked(("cell", item.key[1]))
            return
        if source is None:
            return
        self.choices.close()
        self.picked = None if self.picked == source else source
        if self.picked is not None:
            if self._targets_for(source):
                self.status.emit(self.hints.click_hint(source, self._phase()))
            else:
                # Nothing is lit: say why in the engine's words rather than leave the player guessing.
                self.status.emit(self.hints.refusal(self.session.state, self._phase(), self.model, source, QRectF()))
        self._refresh_interaction()

    def piece_double_clicked(self, item: PieceItem) -> None:
        """Double-click a display card or a deck to buy it."""
        source = self._source_of(item)
        if source is not None and source[0] in ("display", "deck") and self.my_turn():
            self.picked = None
            self._apply(BuyCard(source[1]) if source[0] == "display" else DrawCard(source[1]))

    def slot_clicked(self, key: Hashable) -> None:
        """A lit target was clicked: play what the picked piece does there."""
        actions = self._targets.get(key)
        if self.picked and self.picked[0] == "bridge" and key[0] == "cell":
            head = self.picked[1]
            if head == key[1]:
                self.picked = ("bridge", None)
            elif head is None:
                self.picked = ("bridge", key[1])
                self.status.emit(self.tr("Now click the other head of the bridge."))
            elif actions:
                self._apply(actions[0])
                return
            self._refresh_interaction()
            return
        if not actions:
            return
        if len(actions) > 1:
            self._open_choice(actions, None, None)
            return
        self._apply(actions[0])

    def chip_clicked(self, key: Hashable) -> None:
        """A chip on the table was clicked."""
        kind = key[0]
        if kind == "choose" and self.choices.build(key[1]) is not None:
            action = self.choices.build(key[1])
            self.choices.close()
            self._apply(action)
        elif kind == "cancel":
            self.clear_selection()
        elif kind == "done":
            self._apply(Done())
        elif kind in ("bridge", "takeback"):
            # A tool of the hand panel: picked (and then what to click is lit), or let go.
            self.choices.close()
            tool = ("bridge", None) if kind == "bridge" else ("takeback",)
            self.picked = None if (self.picked and self.picked[0] == kind) else tool
            if self.picked:
                self.status.emit(self.hints.tool_hint(kind))
            self._refresh_interaction()
        elif kind == "draw":
            self._apply(DrawCard(key[1]))
        elif kind == "keep":
            self._apply(Keep(key[1]))
        elif kind == "promote":
            self._apply(Promote(key[1]))

    def cell_hovered(self, key: Hashable, entered: bool) -> None:
        """With a piece picked, pointing at a lit cell previews what clicking it would do."""
        actions = self._targets.get(key, []) if entered and self.picked else []
        if len(actions) == 1:
            action = actions[0]
            if isinstance(action, (TakeBack, BuyCard, DrawCard)):
                self.status.emit(self.previews.words(action, self.model))
            else:
                self.preview(action)
        elif self.previews.showing is not None and not self.choice:
            self.preview(None)

    def chip_hovered(self, key: Hashable, entered: bool) -> None:
        """Preview the build a choice's chip stands for."""
        build = self.choices.build(key[1]) if entered and key[0] == "choose" else None
        if build is not None:
            self.preview(build)
        elif not entered:
            self.preview(None)

    def clear_selection(self) -> None:
        """Forget every pick and close a pending choice."""
        self.picked = None
        self.choices.close()
        self.preview(None)
        self._refresh_interaction()

    def _apply(self, action: Action | None) -> None:
        if action is None:
            return
        self.picked = None
        self.choices.close()
        self.preview(None)
        reason = self.session.apply(action)
        if reason is not None:
            self.status.emit(reason)
            self._refresh_interaction()

    def _open_choice(self, actions: list[Action], item: PieceItem | None, origin: QPointF | None) -> None:
        """Several builds are possible here: offer them as chips that preview on hover."""
        self.choices.open(actions)
        self.picked = None
        if item is not None and origin is not None:
            # Back at once, not animated: the scene takes no clicks while pieces move, and the
            # player's next click is on the choice.
            item.setPos(origin)
        self.status.emit(self.tr("Choose how to build: point at a choice to see it on the board."))
        self._refresh_interaction()

    # ----- the action bar, and the window's lines ---------------------------------------------------------

    def bar_actions(self) -> list[BarAction]:
        """Buy, Take back, and (when legal) Done and Pass."""
        return self.bar.actions()

    def perform(self, action: Action | None) -> None:
        """Play an action chosen with the action bar."""
        self._apply(action)

    def hint(self) -> str:
        """What the viewer can do now, with what they picked."""
        if not self.my_turn():
            return ""
        return self.hints.hint(self._phase(), self.picked, self.choice)

    def status_line(self, names: list[str]) -> str:
        """Whose turn it is and what they can do."""
        prices = None
        if self._phase() == "nobles" and self.my_turn():
            prices = self.noble_step.prices(self.session.state)
        return status_text(self.view, names, self.my_turn(), prices)

    def places_of_action(self, action: Action) -> list[QRectF]:
        """The card and spots a move would use."""
        return pointing.places_of_action(self.board_view, self.hand, action)

    def places_of_event(self, event) -> list[QRectF]:
        """The spots an event names."""
        return pointing.places_of_event(self.board_view, event)

    def refusal_text(self, refusal: Refusal) -> str | None:
        """An engine refusal in player words, from the viewer's side."""
        return self.hints.refusal_text(refusal, self.viewer, self.player_names())
