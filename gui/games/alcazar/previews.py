"""What a move would do, shown before it is played: its new levels as ghosts on the board, and a
line of words (what it builds, whom it pushes off, the income).

The preview is the engine's own result of the action, played on a copy of the state: the table
never works out by itself what a build would look like.
"""

from __future__ import annotations

from engine.alcazar.actions import (
    Bridge,
    BuyCard,
    DrawCard,
    Extend,
    FoundCastle,
    FoundManor,
    MoveNoble,
    PlaceNoble,
    SwapNobles,
    TakeBack,
    Tower,
)
from engine.alcazar.components import AlcazarData
from engine.core import Action, Event
from gui.games.alcazar.board_view import BoardView
from gui.games.alcazar.model import BoardModel, read_board
from gui.games.alcazar.part import TablePart
from gui.games.alcazar.texts import noble_name, spot_name
from gui.i18n import translate
from gui.session import GameSession


class Previews(TablePart):
    """Previews one action at a time on the board view, and says moves in words."""

    def __init__(self, session: GameSession, data: AlcazarData, board_view: BoardView) -> None:
        self.session = session
        self.data = data
        self.board = data.board
        self.board_view = board_view
        self.showing: Action | None = None

    def show(self, action: Action | None, model: BoardModel, seat: int) -> str | None:
        """Show on the board what ``action`` would build (None: the board as ``model`` has it);
        returns the preview in words when one is shown."""
        if action == self.showing:
            return None
        self.showing = action
        if action is None:
            self.board_view.show(model)
            return None
        state = self.session.state.clone()
        try:
            events = state.apply(action)
        except Exception:  # noqa: BLE001 - a preview must never break the table; the drop will say why
            return None
        self.board_view.show_preview(model, read_board(state.player_view(seat), self.data))
        return self._text(action, events, model)

    def forget(self) -> None:
        """The board was redrawn as it stands: no preview is shown any more."""
        self.showing = None

    def _text(self, action: Action, events: list[Event], model: BoardModel) -> str:
        income = next((e.data["amount"] for e in events if e.kind == "income"), None)
        parts = []
        if isinstance(action, FoundCastle):
            parts.append(self.tr("Found a castle on %1 with %2 and %3").replace("%1", str(action.card))
                         .replace("%2", str(action.wings[0])).replace("%3", str(action.wings[1])))
        elif isinstance(action, FoundManor):
            parts.append(self.tr("Found a manor on %1").replace("%1", str(action.card)))
        elif isinstance(action, Extend):
            column = model.columns[self.board.cell_of[action.card]]
            if column.height:
                parts.append(self.tr("Build up on %1 to level %2").replace("%1", str(action.card)).replace("%2", str(column.height + 1)))
            else:
                parts.append(self.tr("Extend onto %1").replace("%1", str(action.card)))
        elif isinstance(action, Bridge):
            parts.append(self.tr("Bridge from %1 to %2 (15 reales)").replace("%1", self._spot(action.ends[0])).replace("%2", self._spot(action.ends[1])))
        else:
            parts.append(self.words(action, model))
        names = [p.name for p in self.session.players]
        for event in events:
            if event.kind == "noble_displaced":
                parts.append(self.tr("pushes off %1's %2 (they get %3 reales)").replace("%1", names[event.player])
                             .replace("%2", noble_name(event.data["noble"])).replace("%3", str(event.data["paid"])))
            elif event.kind == "buildings_merged":
                parts.append(self.tr("joins buildings"))
        if income is not None:
            parts.append(translate("Previews", "income %n reales", "", income))
        return " · ".join(parts)

    def words(self, action: Action, model: BoardModel) -> str:
        """A move in a few words, with what it costs or pays ("Place a grande on 12 for 4 reales")."""
        state = self.session.state
        if isinstance(action, PlaceNoble):
            cost = state.placement_cost(self.data.noble_by_id[action.noble])
            return self.tr("Place a %1 on %2 for %3 reales").replace("%1", noble_name(action.noble)).replace("%2", self._spot(action.at)).replace("%3", str(cost))
        if isinstance(action, MoveNoble):
            return self.tr("Move your noble from %1 to %2 (free)").replace("%1", self._spot(action.at)).replace("%2", self._spot(action.to))
        if isinstance(action, SwapNobles):
            return self.tr("Swap your nobles on %1 and %2 (free)").replace("%1", self._spot(action.at[0])).replace("%2", self._spot(action.at[1]))
        if isinstance(action, TakeBack):
            paid = state.compensation(self.board.index[action.at])
            return self.tr("Take back your noble from %1 and receive %2 reales").replace("%1", self._spot(action.at)).replace("%2", str(paid))
        if isinstance(action, Tower):
            column = model.columns[self.board.index[action.at]]
            return self.tr("Tower card on %1: a piece on level %2").replace("%1", self._spot(action.at)).replace("%2", str(column.height + 1))
        if isinstance(action, BuyCard):
            return self.tr("Buy card %1 for 5 reales").replace("%1", str(action.card))
        if isinstance(action, DrawCard):
            return self.tr("Buy a tower card for 10 reales") if action.deck == "tower" else self.tr("Buy the top building card for 5 reales")
        return action.to_text()

    def _spot(self, label: str) -> str:
        return spot_name(label, self.board)
