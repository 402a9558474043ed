"""The noble step after a build, on the Alcazar table: the nobles offered for placing with their
prices, and the viewer's nobles on the board that may move, swap or go home.

Every kind of noble still at home is offered with its price; one the player cannot afford stays
in the choice, greyed, so that its price says why it cannot be placed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QColor

from engine.alcazar.components import AlcazarData
from gui.games.alcazar.items import NobleItem
from gui.games.alcazar.part import TablePart
from gui.games.alcazar.targets import Source, targets_for
from gui.games.alcazar.texts import noble_name
from gui.scene.choice_popup import Choice, ChoiceChip, ChoicePopup
from gui.scene.units import TILE

OFFERED_SIZE = 1.4 * TILE  # larger than on the board: these are what the player picks up now


class NobleStep(TablePart):
    """The noble step's choice and its offered nobles; the viewer's nobles on the board."""

    def __init__(self, data: AlcazarData, colour: Callable[[int], QColor]) -> None:
        self.data = data
        self.board = data.board
        self.colour = colour  # a seat's colour
        self._owner = 0  # the seat whose nobles the choice offers

    def choice(self, view: dict, seat: int, viewer: int | None) -> Choice:
        """The noble step's choice for ``seat``: the kinds at home while a noble may still be placed, and Done."""
        step = view["noble_step"] or {}
        home = view["seats"][seat]["supply"]
        kinds = [n.id for n in self.data.nobles if home[n.id] > 0] if step.get("places", 0) > 0 else []
        cells = [self.board.index[s] for s in step.get("spots", [])]
        title = self.tr("Place a noble") if kinds else self.tr("Move or swap a noble")
        self._owner = viewer if viewer is not None else 0
        return Choice(title, (ChoiceChip(("done",), self.tr("Done"), True),), tuple(kinds), tuple(cells))

    def piece(self, kind: str) -> NobleItem:
        """A noble of ``kind`` offered for placing (the choice's piece)."""
        item = NobleItem(("supply", kind), kind, self._owner, self.colour(self._owner), OFFERED_SIZE)
        item.setToolTip(self.tr("Drag the %1 onto a lit spot, or click it and then the spot").replace("%1", noble_name(kind)))
        return item

    def offer(self, popup: ChoicePopup, state, mine: bool, phase: str, picked: Source | None, money: int) -> None:
        """Show the offered nobles' prices, and let the viewer take those they may place now."""
        placeable = {a.noble for a in state.legal_actions("place")} if mine else set()
        for kind, item in popup.pieces.items():
            price = state.placement_cost(self.data.noble_by_id[kind]) if phase == "nobles" else None
            can = kind in placeable
            popup.offer(kind, price, can, picked == ("supply", kind))
            if not can and price is not None:
                item.setToolTip(self.tr("A %1 here costs %2 reales; you have %3.").replace("%1", noble_name(kind))
                                .replace("%2", str(price)).replace("%3", str(money)))

    def prices(self, state) -> dict[str, int]:
        """What each kind the viewer may place now costs."""
        kinds = {a.noble for a in state.legal_actions("place")}
        return {n.id: state.placement_cost(k) for k, n in enumerate(self.data.nobles) if n.id in kinds}

    def refresh(self, nobles: list[NobleItem], state, phase: str, viewer: int | None, mine: bool, picked: Source | None) -> None:
        """Let the viewer take their own nobles on the board that may go somewhere now."""
        for item in nobles:
            own = mine and item.seat == viewer
            can = own and targets_for(state, phase, ("noble", item.key[1])) != {}
            item.set_flags(draggable=can, clickable=can, selected=picked == ("noble", item.key[1]))
