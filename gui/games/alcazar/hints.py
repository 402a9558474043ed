"""What the Alcazar table tells the viewer about gestures: what they can do now, where a piece
they lifted may go, and why a drop away from every lit place did nothing (in the engine's words
where it has some, phrased from the viewer's side).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF

from engine.alcazar.actions import BuyCard, DrawCard, Extend, FoundManor, TakeBack, Tower
from engine.alcazar.components import AlcazarData
from engine.core import Action, Refusal
from gui.games.alcazar.layout import TableLayout
from gui.games.alcazar.model import BoardModel
from gui.games.alcazar.part import TablePart
from gui.games.alcazar.targets import Source
from gui.games.alcazar.texts import castle_name, noble_name, refusal_text, spot_name


class Hints(TablePart):
    """The table's lines for the status bar about picks, drags and drops."""

    def __init__(self, geo: TableLayout, data: AlcazarData, cities: dict[str, str], phrase: Callable[[str], str]) -> None:
        self.geo = geo
        self.board = data.board
        self.cities = cities
        self.phrase = phrase  # an engine refusal in the viewer's words

    def hint(self, phase: str, picked: Source | None, builds: list[Action]) -> str:
        """What the viewer, whose turn it is, can do with what they picked (``builds``: a pending choice)."""
        if builds:
            return self.tr("Point at a choice to see it on the board; click it to build.")
        if picked:
            kind = picked[0]
            if kind in ("display", "deck"):
                return self.tr("Press Buy card, or drag the card into your hand.")
            if kind == "noble" and phase == "turn":
                return self.tr("Press Take back noble to take it home and be paid its building's value (twice for a grande).")
            if kind == "bridge":
                return self.tr("Click two lit heads: the bridge joins them over the square between.")
            return self.tr("Click a lit place.")
        if phase == "nobles":
            return self.tr("Drag a noble from the choice onto a lit spot; or drag one of yours on this building to move or swap it.")
        if phase in ("keep", "promote"):
            return self.tr("Choose on the board.")
        return self.tr("Drag a card onto its parcel to build; buy from the market; drag your noble home to take it back.")

    def drag_hint(self, source: Source | None, phase: str) -> str:
        """Where a lifted piece may go."""
        if source is None:
            return ""
        kind = source[0]
        if kind == "card":
            return self.tr("Drop card %1 on its parcel, lit on the board.").replace("%1", str(source[1]))
        if kind == "towers":
            return self.tr("Drop the tower card on a lit column: under your own noble, or to prepare a bridge.")
        if kind in ("display", "deck"):
            return self.tr("Drop the card into your hand to buy it.")
        if kind == "noble" and phase == "turn":
            return self.tr("Drop your noble on your line in the players panel to take it back.")
        if kind == "noble":
            return self.tr("Drop your noble on a lit spot to move it, or on your other noble to swap them.")
        if kind == "supply":
            return self.tr("Drop the %1 on a lit spot.").replace("%1", noble_name(source[1]))
        return ""

    def tool_hint(self, tool: str) -> str:
        """What to click after picking a tool of the hand panel (``bridge`` or ``takeback``)."""
        if tool == "bridge":
            return self.tr("Click the first head of the bridge: one carrying your noble, or its partner.")
        return self.tr("Click one of your lit nobles: it goes home and the bank pays its building's value (twice for a grande).")

    def click_hint(self, source: Source, phase: str) -> str:
        """What to click after picking a piece: the drag hint, said for clicks."""
        return self.drag_hint(source, phase).replace(self.tr("Drop"), self.tr("Click"))

    def refusal(self, state, phase: str, model: BoardModel, source: Source | None, rect: QRectF) -> str:
        """Why a piece dropped with its bounds at ``rect`` did nothing (an empty ``rect``: why nothing is lit)."""
        if source is None:
            return ""
        if source[0] == "card":
            number = source[1]
            cell = self.geo.cell_at(rect.center())
            if cell is not None and self.board.parcel[cell] not in (0, number):
                return self.tr("Card %1 builds only on parcel %1.").replace("%1", str(number))
            # Ask the engine about the build this parcel calls for (an extension where something
            # stands on or next to it, else a founding), so its reason names the rule that forbids it.
            cell = self.board.cell_of[number]
            touched = any(model.columns[c].height for c in (cell, *self.board.nbrs[cell]))
            reason = state.illegal_reason(Extend(number) if touched else FoundManor(number))
            return self.phrase(reason) if reason else self.tr("Drop card %1 on parcel %1.").replace("%1", str(number))
        if source[0] == "towers":
            cell = self.geo.cell_at(rect.center())
            if cell is not None:
                reason = state.illegal_reason(Tower(self.board.label[cell]))
                return self.phrase(reason) if reason else ""
            return self.tr("Drop the tower card on a lit column.")
        if source[0] in ("display", "deck"):
            action = BuyCard(source[1]) if source[0] == "display" else DrawCard(source[1])
            reason = state.illegal_reason(action)
            return self.phrase(reason) if reason else self.tr("Drop the card into your hand to buy it.")
        if source[0] == "noble" and phase == "turn":
            reason = state.illegal_reason(TakeBack(source[1]))
            return self.phrase(reason) if reason else self.tr("Drop your noble on your line in the players panel to take it back.")
        return self.tr("That is not a place for it.")

    def refusal_text(self, refusal: Refusal, viewer: int | None, names: list[str]) -> str | None:
        """An engine refusal in player words, from the side of ``viewer``."""

        def noble_of(seat: int, kind: str) -> str:
            if seat == viewer:
                return self.tr("your %1").replace("%1", noble_name(kind))
            # Player names are plain text: put in as they are, never read as markup.
            return self.tr("%1's %2").replace("%2", noble_name(kind)).replace("%1", names[seat] if seat < len(names) else "")

        return refusal_text(refusal, lambda label: spot_name(label, self.board), noble_of, lambda castle: castle_name(castle, self.cities))
