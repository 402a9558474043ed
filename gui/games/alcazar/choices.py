"""The floating choices of the Alcazar table, shown in the shared choice popup: how to build on a
parcel (a castle's wings, or a manor), which tied castle keeps its flag, which waiting manor
becomes a castle, the noble step, and the prompts of the bridge and take-back tools.

A choice stands by the cells it is about (below them, or above when there is no room), else
under the hand panel's chips.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtWidgets import QGraphicsScene

from engine.alcazar.actions import FoundCastle, FoundManor
from engine.core import Action
from gui.games.alcazar.board_view import BoardView
from gui.games.alcazar.hand import Hand
from gui.games.alcazar.items import CHOICE_LOOK
from gui.games.alcazar.layout import TableLayout
from gui.games.alcazar.model import BoardModel
from gui.games.alcazar.nobles import NobleStep
from gui.games.alcazar.part import TablePart
from gui.games.alcazar.previews import Previews
from gui.games.alcazar.targets import Source
from gui.scene.choice_popup import Choice, ChoiceChip, ChoicePopup
from gui.scene.units import TILE


class Choices(TablePart):
    """A pending choice of builds, and the popup showing the choice the situation needs (or none)."""

    def __init__(self, scene: QGraphicsScene, geo: TableLayout, cities: dict[str, str], board_view: BoardView,
                 hand: Hand, previews: Previews, noble_step: NobleStep, on_hover: Callable[[Hashable, bool], None]) -> None:
        self.geo = geo
        self.board = board_view.board
        self.cities = cities
        self.board_view = board_view
        self.hand = hand
        self.previews = previews
        self.noble_step = noble_step
        self.popup = ChoicePopup(scene, CHOICE_LOOK, noble_step.piece, self._place, on_hover)
        self.builds: list[Action] = []  # the builds a pending choice offers for one card's parcel
        self.card: int | None = None  # that card

    def open(self, builds: list[Action]) -> None:
        """Offer a choice of ``builds`` (a castle's wings, or a manor) for one card's parcel."""
        self.builds = list(builds)
        self.card = next((a.card for a in builds if hasattr(a, "card")), None)

    def close(self) -> None:
        """Forget the pending choice of builds."""
        self.builds = []
        self.card = None

    def build(self, index: int) -> Action | None:
        """The build the pending choice offers as its ``index``-th chip, if any."""
        return self.builds[index] if 0 <= index < len(self.builds) else None

    def sync(self, state, view: dict, model: BoardModel, seat: int, viewer: int | None, mine: bool, picked: Source | None) -> None:
        """Show the choice of the moment (none while the viewer is not to decide)."""
        phase = view.get("phase", "")
        self.popup.show(self._choice(state, view, model, seat, viewer, phase, picked) if mine else None)
        if self.popup.pieces:
            self.noble_step.offer(self.popup, state, mine, phase, picked, view["seats"][seat]["money"])

    def _choice(self, state, view: dict, model: BoardModel, seat: int, viewer: int | None, phase: str,
                picked: Source | None) -> Choice | None:
        cancel = ChoiceChip(("cancel",), self.tr("Cancel"), True)
        card = self.card
        if self.builds:
            chips = []
            for index, action in enumerate(self.builds):
                if isinstance(action, FoundCastle):
                    cells = sorted((action.card, *action.wings), key=lambda n: self.board.cell_of[n])
                    text = self.tr("Castle %1").replace("%1", "–".join(map(str, cells)))
                elif isinstance(action, FoundManor):
                    text = self.tr("Manor")
                else:
                    text = self.previews.words(action, model)
                chips.append(ChoiceChip(("choose", index), text))
            near = (self.board.cell_of[card],) if card is not None else ()
            return Choice(self.tr("Build on parcel %1:").replace("%1", str(card)), (*chips, cancel), near=near)
        if phase == "keep":
            chips = tuple(ChoiceChip(("keep", a.castle), self.cities.get(a.castle, a.castle)) for a in state.legal_actions("keep"))
            near = tuple(self.board.index[s] for s in (view["noble_step"] or {}).get("spots", []))
            return Choice(self.tr("Which castle keeps its flag?"), chips, near=near)
        if phase == "promote":
            promotions = state.legal_actions("promote")
            chips = tuple(ChoiceChip(("promote", a.at), self.tr("Manor on %1").replace("%1", a.at)) for a in promotions)
            near = tuple(self.board.index[a.at] for a in promotions)[:1]
            return Choice(self.tr("Which manor becomes a castle?"), chips, near=near)
        if phase == "nobles":
            return self.noble_step.choice(view, seat, viewer)
        if picked and picked[0] == "bridge":
            return Choice(self.tr("Build a bridge: click two lit heads"), (cancel,))
        if picked == ("takeback",):
            return Choice(self.tr("Take back: click one of your lit nobles"), (cancel,))
        return None

    def _place(self, choice: Choice, size: QSizeF) -> QPointF:
        """Where a choice of ``size`` stands: its top-left, in scene units."""
        width, height = size.width(), size.height()
        ground = self.geo.ground
        if choice.near:
            columns = [self.board_view.columns[c] for c in choice.near]
            left = min(c.ground.left() for c in columns)
            right = max(c.ground.right() for c in columns)
            bottom = max(c.ground.bottom() for c in columns)
            top = min(c.top_rect().top() for c in columns)
            x = (left + right) / 2 - width / 2
            y = bottom + 0.2 * TILE
            if y + height > ground.bottom() + 0.2 * TILE:
                y = top - 0.35 * TILE - height
        else:
            x, y = self.geo.hand.left() + 0.18 * TILE, self.hand.tools_bottom() + 0.15 * TILE
            ground = self.geo.hand
        x = max(ground.left() - 0.1 * TILE, min(x, ground.right() + 0.1 * TILE - width))
        return QPointF(x, y)
