"""The Gardens table: the player view drawn as a scene, and gestures turned into engine actions.

Gestures and their click paths:

- a garden tile of the hand: drag it onto a lit garden space, or click it and then a lit space;
- turning it: the mouse wheel while dragging, R (Shift+R the other way), F or a right-click on
  it, or the round-arrow buttons under it; the tile keeps the turn it was given;
- while a tile hangs over a space (or a lit space is pointed at with a tile picked), the tile is
  shown in place and each building it would finish says who would score how much, as the
  engine computes it on a copy of the game.

The lit spaces are the engine's legal actions of the tile; the table decides nothing itself.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping

from PySide6.QtCore import QObject, QPointF, QRectF

from engine.core import Action, Event, Refusal
from engine.gardens.actions import Place
from gui.games.base import BarAction, GameTable
from gui.games.gardens import art
from gui.games.gardens.board import GardenBoard, SpaceKey, space_key
from gui.games.gardens.geometry import BoardGeometry
from gui.games.gardens.items import GardenTileItem, PreviewItem
from gui.games.gardens.layout import HAND_TILE, TableLayout
from gui.games.gardens.notes import scoring_notes
from gui.games.gardens.panels import SidePanels
from gui.games.gardens.texts import (
    building_title,
    building_words,
    refusal_text,
    scorer_words,
    status_text,
    trees_name,
)
from gui.games.gardens.turn_chip import ANTICLOCKWISE, CLOCKWISE, TURN_CHIP
from gui.games.tilecity.texts import capital, fill
from gui.scene.animator import Animator
from gui.scene.chips import ChipItem, ChipTableScene
from gui.scene.items import PieceItem
from gui.session import GameSession

PITCH = 118.0  # scene units between the centres of neighbouring garden spaces
DROP_INSET = 0.2  # of a space's width, on each side: the part of a space a drop must overlap


class GardensScene(ChipTableScene):
    """The Gardens' scene: the wheel turns a dragged garden tile."""

    wheel_turns_dragged = True


class GardensTable(GameTable):
    """Draws a Gardens game for one viewer and turns their gestures into engine actions."""

    smallest_capital = 13.0  # the notes' and players' small lines

    def __init__(self, session: GameSession, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(session, animator, parent)
        state = session.state
        self.geometry = BoardGeometry(PITCH)
        self.layout = TableLayout(self.geometry.board_rect(), len(session.players), int(state.params.get("handSize", 1)))
        self.scene = GardensScene(self, self.layout.table)
        self.board = GardenBoard(self.scene, self.geometry)
        self.side = SidePanels(self.scene, self.layout)
        self.preview_item = PreviewItem(art.paint_garden_tile)
        self.scene.addItem(self.preview_item)
        self.slots = self.board.slots
        for slot in self.slots.values():
            slot.on_hover = self.space_hovered
        self.view: dict = {}
        self.tiles: dict[str, GardenTileItem] = {}  # garden tiles on the table: laid ones and the shown hand
        self.rotations: dict[str, int] = {}  # the turn the viewer gave each tile of their hand
        self.chips: dict[Hashable, ChipItem] = {}
        self.picked: str | None = None  # the hand tile picked for the click path
        self._hand_shown: list[str] = []
        self._targets: dict[SpaceKey, Action] = {}
        self._target_rects: dict[Hashable, QRectF] = {}
        self._dragged: str | None = None
        self._over: SpaceKey | None = None

    # ----- syncing with the engine ----------------------------------------------------------------

    def sync(self, animate: bool = False) -> None:
        """Redraw from the viewer's view; tiles that moved glide to their places."""
        seat = self.shown_seat()
        self.view = self.session.state.player_view(seat)
        names = self.player_names()
        shown = self.view.get("hand", []) if self.viewer is not None else []
        self._hand_shown = list(shown)
        if self.picked not in shown or not self.my_turn():
            self.picked = None
        self.board.sync(self.view, names, lambda s: s)
        moves: list[tuple[PieceItem, QPointF]] = []
        appeared: list[PieceItem] = []
        self._sync_laid(moves, appeared)
        self._sync_hand(shown, moves)
        self._sync_chips(shown)
        self.side.sync(self.view, names, self.player_colour, bool(shown) or self.viewer is not None,
                       names[seat] if seat < len(names) else "")
        title, lines = scoring_notes(self.session, self.view, names)
        self.side.show_notes(title, lines)
        self.preview_item.hide_preview()
        self._refresh_interaction()
        self.settle(moves, animate, appeared=appeared)

    def _tile_item(self, tile: str) -> GardenTileItem:
        item = self.tiles.get(tile)
        if item is None:
            info = self.view["tiles"][tile]
            item = GardenTileItem(tile, HAND_TILE, info["n"], info["order"], art.paint_garden_tile)
            self.scene.addItem(item)
            self.tiles[tile] = item
        return item

    def _sync_laid(self, moves: list, appeared: list) -> None:
        laid = {g["tile"]: g for g in self.view.get("gardens", [])}
        hand = set(self._hand_shown)
        for tile in list(self.tiles):
            if tile not in laid and tile not in hand:
                self.scene.removeItem(self.tiles.pop(tile))
        for tile, garden in laid.items():
            new = tile not in self.tiles
            item = self._tile_item(tile)
            rect = self.board.space_rect(garden["row"], garden["col"])
            if new:
                # Laid by someone whose hand was hidden: it comes from their line on the side.
                placer = garden.get("player", self.view.get("current"))
                origin = self.layout.player_panel(placer if isinstance(placer, int) else 0).center()
                item.setPos(origin - QPointF(rect.width() / 2, rect.height() / 2))
                appeared.append(item)
            item.set_size(rect.width())
            item.set_rotation(garden["rotation"])
            item.set_flags(draggable=False, clickable=False, selected=False)
            moves.append((item, rect.topLeft()))

    def _sync_hand(self, shown: list[str], moves: list) -> None:
        mine = self.my_turn()
        for index, tile in enumerate(shown):
            item = self._tile_item(tile)
            item.set_size(HAND_TILE)
            item.set_rotation(self.rotations.get(tile, 0))
            item.set_flags(draggable=mine, clickable=mine, selected=tile == self.picked)
            moves.append((item, self.layout.hand_tile(index)))

    def _sync_chips(self, shown: list[str]) -> None:
        wanted: set[Hashable] = set()
        for index, tile in enumerate(shown):
            for rect, way in zip(self.layout.turn_chips(index), (ANTICLOCKWISE, CLOCKWISE)):
                key = ("turn", tile, way)
                wanted.add(key)
                chip = self.chips.get(key)
                if chip is None:
                    chip = ChipItem(key, way, rect, TURN_CHIP)
                    chip.setToolTip(self.tr("Turn the tile a quarter clockwise (R)") if way == CLOCKWISE
                                    else self.tr("Turn the tile a quarter anticlockwise (Shift+R)"))
                    self.scene.addItem(chip)
                    self.chips[key] = chip
                elif chip.rect() != rect:
                    self.scene.removeItem(chip)
                    self.chips.pop(key)
                    chip = ChipItem(key, way, rect, TURN_CHIP)
                    self.scene.addItem(chip)
                    self.chips[key] = chip
        for key in [k for k in self.chips if k not in wanted]:
            self.scene.removeItem(self.chips.pop(key))

    def private_cards_shown(self) -> dict[int, list[str]]:
        """The garden tiles of a hand drawn face up, by their owner's seat."""
        tiles = [tile for tile in self._hand_shown if self._drawn(self.tiles.get(tile))]
        return {self.shown_seat(): tiles} if tiles else {}

    # ----- what the viewer may do ------------------------------------------------------------------

    def _refresh_interaction(self) -> None:
        tile = self._dragged or self.picked
        self._show_targets(self._targets_for(tile))
        self.selection_changed.emit()

    def _targets_for(self, tile: str | None) -> dict[SpaceKey, Action]:
        """The engine's legal placements of ``tile`` as the viewer has turned it, by space."""
        if tile is None or not self.my_turn():
            return {}
        rotation = self.rotations.get(tile, 0)
        return {space_key(a.row, a.col): a for a in self.session.state.legal_actions("place")
                if a.tile == tile and a.rotation == rotation}

    def _show_targets(self, targets: dict[SpaceKey, Action], strong: Hashable | None = None) -> None:
        self._targets = targets
        # A drop counts on the middle of a space only, so a tile dropped on a closed space is never
        # taken by the open one whose corner it grazes.
        self._target_rects = {key: self._middle(self.slots[key].mapRectToScene(self.slots[key].rect())) for key in targets}
        for key, slot in self.slots.items():
            slot.set_highlight(0 if key not in targets else 2 if key == strong else 1)

    @staticmethod
    def _middle(rect: QRectF) -> QRectF:
        inset = rect.width() * DROP_INSET
        return rect.adjusted(inset, inset, -inset, -inset)

    def legal_targets(self, tile: str) -> list[SpaceKey]:
        """The spaces a hand tile may go to as it is turned now (for tests and the click path)."""
        return list(self._targets_for(tile))

    # ----- the preview -----------------------------------------------------------------------------------

    def _preview(self, key: SpaceKey | None) -> None:
        """Show the tile laid on space ``key`` and what it would finish, as the engine plays it on a copy."""
        action = self._targets.get(key) if key is not None else None
        tile = self._dragged or self.picked
        if action is None or tile is None:
            self.preview_item.hide_preview()
            return
        item = self.tiles[tile]
        rect = self.board.space_rect(action.row, action.col)
        trial = self.session.state.clone()
        events = trial.apply(action)
        bubbles = []
        words = []
        colours = self.view.get("colours", [])
        names = self.player_names()
        for event in events:
            if event.kind != "scored":
                continue
            data = event.data
            centre = self.board.building_centre(data["row"], data["col"])
            winner, seat = data.get("winner"), data.get("winner_player")
            if seat is None:
                bubbles.append((centre, self.tr("nobody"), None))
            else:
                bubbles.append((centre, f"{names[seat]} +{data.get('points', 0)}", art.species_colour(winner)))
            words.append(fill(self.tr("%1: %2"), capital(building_words(data.get("building", ""), data["value"], data["row"], data["col"])),
                              self.tr("nobody scores") if seat is None else
                              fill(self.tr("%1 scores %2"), scorer_words(winner, colours, names), data.get("points", 0))))
        corners = item.corners()
        self.preview_item.show_at((rect, corners, item.n), bubbles)
        facing = [fill(self.tr("%1 face the %2"), capital(trees_name(corners[corner])), self._building_name(r, c))
                  for corner in range(4) for r, c in [self.geometry.facing_building(action.row, action.col, corner)]]
        self.status.emit(" · ".join(words) if words else "; ".join(facing))

    def _building_name(self, row: int, col: int) -> str:
        building = next((b for b in self.view.get("buildings", []) if b["row"] == row and b["col"] == col), None)
        return building_title(building["kind"], building["value"]) if building else ""

    # ----- gestures ------------------------------------------------------------------------------------------

    def drag_started(self, item: PieceItem) -> None:
        """A hand tile was lifted: light the spaces the engine allows."""
        self._dragged = item.key if isinstance(item, GardenTileItem) else None
        self._over = None
        self._refresh_interaction()
        self.status.emit(self.tr("Drop the tile on a lit space; turn it with the mouse wheel or R while you hold it."))

    def drag_targets(self) -> Mapping[Hashable, QRectF]:
        """The lit spaces, in scene units."""
        return self._target_rects

    def drag_over(self, item: PieceItem, key: Hashable | None) -> None:
        """Light the space under the tile and preview laying it there."""
        self._over = key
        self._show_targets(self._targets, strong=key)
        self._preview(key)

    def drag_ended(self, item: PieceItem, key: Hashable | None, origin: QPointF) -> None:
        """Lay the tile on ``key``; anywhere else it springs back and the status line says why."""
        action = self._targets.get(key) if key is not None else None
        self._dragged = None
        self._over = None
        self.preview_item.hide_preview()
        if action is None:
            self.spring_back(item, origin, self._why_not_here(item))
            self._refresh_interaction()
            return
        self.picked = None
        if not self.play_drop(item, origin, action):
            self._refresh_interaction()

    def _why_not_here(self, item: PieceItem) -> str:
        """The engine's reason a drop outside the lit spaces was refused (the space under the tile)."""
        space = self.geometry.garden_at(item.sceneBoundingRect().center())
        if space is None:
            return self.tr("Drop the tile on one of the lit garden spaces.")
        action = Place(tile=str(item.key), row=space[0], col=space[1], rotation=self.rotations.get(str(item.key), 0))
        reason = self.session.state.illegal_reason(action)
        return self.phrase(reason) if reason else self.tr("Drop the tile on one of the lit garden spaces.")

    def piece_clicked(self, item: PieceItem) -> None:
        """Pick a hand tile for the click path (a second click lets it go)."""
        if not isinstance(item, GardenTileItem) or item.key not in self._hand_shown or not self.my_turn():
            return
        self.picked = None if self.picked == item.key else item.key
        for tile in self._hand_shown:
            self.tiles[tile].set_flags(selected=tile == self.picked)
        if self.picked:
            self.status.emit(self.tr("Click a lit space to lay the tile there; turn it first with the arrows or R."))
        self._refresh_interaction()

    def piece_double_clicked(self, item: PieceItem) -> None:
        """A double-click turns a hand tile a quarter clockwise."""
        self.piece_turned(item, False, 1)

    def piece_turned(self, item: PieceItem | None, dragging: bool, step: int = 1) -> None:
        """Turn a hand tile a quarter (the one under the mouse, dragged, picked, or the only one)."""
        tile = item.key if isinstance(item, GardenTileItem) and item.key in self._hand_shown else None
        if tile is None:
            tile = self.picked or (self._hand_shown[0] if len(self._hand_shown) == 1 else None)
        if tile is None or not self.my_turn():
            return
        self.rotations[tile] = (self.rotations.get(tile, 0) + step) % 4
        self.tiles[tile].set_rotation(self.rotations[tile])
        self._show_targets(self._targets_for(tile if (dragging or self.picked == tile) else self.picked),
                           strong=self._over)
        if dragging:
            self._preview(self._over)

    def slot_clicked(self, key: Hashable) -> None:
        """A lit space was clicked: lay the picked tile there."""
        action = self._targets.get(key)
        if action is not None:
            self._apply(action)

    def space_hovered(self, key: Hashable, entered: bool) -> None:
        """With a tile picked, pointing at a lit space previews laying it there."""
        if self._dragged is None:
            self._preview(key if entered and self.picked else None)

    def chip_clicked(self, key: Hashable) -> None:
        """A turn button under a hand tile."""
        if key[0] == "turn":
            self.piece_turned(self.tiles.get(key[1]), False, 1 if key[2] == CLOCKWISE else -1)

    def clear_selection(self) -> None:
        """Forget the picked tile."""
        self.picked = None
        for tile in self._hand_shown:
            if tile in self.tiles:
                self.tiles[tile].set_flags(selected=False)
        self.preview_item.hide_preview()
        self._refresh_interaction()

    def _apply(self, action: Action | None) -> None:
        if action is None:
            return
        self.picked = None
        self.preview_item.hide_preview()
        reason = self.session.apply(action)
        if reason is not None:
            self.status.emit(self.phrase(reason))
            self._refresh_interaction()

    # ----- the action bar, hints and the window's lines ------------------------------------------------------

    def bar_actions(self) -> list[BarAction]:
        """Every move is made on the table: the bar has no buttons of its own."""
        return []

    def perform(self, action: Action | None) -> None:
        """Play an action chosen outside the table (none in this game, kept for the window)."""
        self._apply(action)

    def hint(self) -> str:
        """What the viewer can do now."""
        if not self.my_turn():
            return ""
        if self.picked:
            return self.tr("Click a lit space to lay the picked tile, or turn it first.")
        return self.tr("Drag a garden tile onto a lit space, or click it and then a space.")

    def status_line(self, names: list[str]) -> str:
        """Whose turn it is and what they can do."""
        three = int(self.session.state.params.get("handSize", 1)) > 1
        return status_text(self.view, names, self.my_turn(), three)

    def show_hint(self, action: Action) -> None:
        """Turn the suggested tile as suggested, then point at it and its space."""
        tile = getattr(action, "tile", None)
        if tile in self.tiles and tile in self._hand_shown:
            self.rotations[tile] = action.rotation
            self.tiles[tile].set_rotation(action.rotation)
            self._refresh_interaction()
        super().show_hint(action)

    def suggestion_text(self, action: Action) -> str | None:
        """A suggested placement in player words."""
        tile = getattr(action, "tile", None)
        info = self.view.get("tiles", {}).get(tile)
        if info is None:
            return None
        return fill(self.tr("Lay your tile with %1 trees of each kind on the marked space, turned as it is shown now."),
                    info["n"])

    def places_of_action(self, action: Action) -> list[QRectF]:
        """The tile a placement takes and the space it fills."""
        places = []
        tile = getattr(action, "tile", None)
        if tile in self.tiles and self._drawn(self.tiles[tile]):
            places.append(self.tiles[tile].sceneBoundingRect())
        if hasattr(action, "row"):
            places.append(self.board.space_rect(action.row, action.col))
        return places

    def places_of_event(self, event: Event) -> list[QRectF]:
        """Where an event happened: the space of a laid tile, the building that was scored."""
        data = event.data
        if event.kind == "placed" and "row" in data:
            return [self.board.space_rect(data["row"], data["col"])]
        if event.kind == "scored" and "row" in data:
            return [self.board.building_rect(data["row"], data["col"])]
        return []

    def refusal_text(self, refusal: Refusal) -> str | None:
        """An engine refusal in player words."""
        return refusal_text(refusal)
