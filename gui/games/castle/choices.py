"""The floating choices of the Castle table: the decision of the moment as chips in player words,
the legal actions only (the engine lists them), and a pending choice of payments or helper
sources for a place the viewer clicked."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QSizeF

from engine.core import Action
from gui.games.castle.layout import TableLayout
from gui.games.castle.words import action_words, name, payment_of, pieces_words
from gui.games.tilecity.texts import capital, fill
from gui.i18n import translate
from gui.scene.choice_popup import Choice, ChoiceChip

MAX_CHIPS = 12  # a choice with more options offers the first ones (palace conversions by points)
# The action groups offered as chips while a card resolves, besides the board's gestures; of the
# helper group only the innkeeper (the helper spaces are on the board).
_EXTRAS = ("tower", "buy", "convert", "helper")


def _points(action: Action) -> int:
    pay = action.payment()
    return pay[0] + 2 * pay[1] + 4 * pay[2] + 5 * pay[3]


class Situation:
    """The chips shown now: ``actions[i]`` is what the chip keyed ("act", i) plays."""

    def __init__(self) -> None:
        self.actions: list[Action] = []
        self.pending: list[Action] = []  # payments or sources of one clicked place
        self.pending_title = ""

    def ask(self, title: str, actions: Sequence[Action]) -> None:
        """Offer ``actions`` for one place (several payments, several helper sources)."""
        self.pending = list(actions)
        self.pending_title = title

    def close(self) -> None:
        """Forget the pending choice."""
        self.pending = []
        self.pending_title = ""

    def choice(self, state, view: dict, names: Sequence[str], mine: bool) -> Choice | None:
        """The choice to show (None: nothing to choose with chips)."""
        self.actions = []
        if not mine:
            self.close()
            return None
        if self.pending:
            self.actions = list(self.pending)
            chips = [ChoiceChip(("act", k), self._chip_text(a, names)) for k, a in enumerate(self.actions)]
            return Choice(self.pending_title, (*chips, ChoiceChip(("cancel",), translate("castle", "Cancel"), True)))
        phase = view["phase"]
        if phase in ("select", "over"):
            return None
        if phase == "resolve":
            actions = [a for group in _EXTRAS for a in state.legal_actions(group) if a.kind != "helper"]
            title = self._resolve_title(view)
        else:
            actions = list(state.legal_actions())
            title = self._phase_title(view)
        if phase == "palace":
            palace = sorted((a for a in actions if a.kind == "palace"), key=_points, reverse=True)
            actions = palace[:MAX_CHIPS - 1] + [a for a in actions if a.kind == "convert"][:1]
        if not actions:
            return None
        self.actions = actions[:MAX_CHIPS]
        chips = tuple(ChoiceChip(("act", k), self._chip_text(a, names)) for k, a in enumerate(self.actions))
        return Choice(title, chips)

    @staticmethod
    def _chip_text(action: Action, names: Sequence[str]) -> str:
        if action.kind == "erect":
            return pieces_words(payment_of(action))
        if action.kind == "tower":
            return capital(name(action.resource))  # the title says where from
        return action_words(action, names)

    @staticmethod
    def _resolve_title(view: dict) -> str:
        active = (view.get("resolution") or {}).get("active") or {}
        stage = active.get("stage")
        if stage == "tower":
            return translate("castle", "Bricklayer: take one resource from the defense tower")
        if stage == "buy":
            return translate("castle", "Stonemason: buy a piece from a Worker, or build")
        return fill(translate("castle", "%1: you may also"), name(active.get("card", "")))

    @staticmethod
    def _phase_title(view: dict) -> str:
        phase = view["phase"]
        winter = view.get("winter") or {}
        if phase == "maiden":
            return translate("castle", "The Castle Maiden")
        if phase == "winter":
            return fill(translate("castle", "The %1"), name(winter.get("current") or ""))
        if phase == "equip":
            return translate("castle", "The Stone Worker: choose two pieces")
        if phase == "sale":
            sale = (view.get("resolution") or {}).get("sale") or {}
            return fill(translate("castle", "Sell the last %1 of your %2?"), name(sale.get("piece", "")), name(sale.get("card", "")))
        if phase == "palace":
            return translate("castle", "Palace: turn pieces into points")
        return ""


def place_choice(layout: TableLayout, size: QSizeF) -> QPointF:
    """A choice stands at the foot of the board, above the cards."""
    board = layout.board
    x = min(board.center().x() - size.width() / 2, board.right() - 8 - size.width())
    y = board.bottom() - size.height() - 12
    return QPointF(max(board.left() + 8, x), y)
