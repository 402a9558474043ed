"""The action bar under the Alcazar table: Buy card and Take back noble play what the viewer has
picked; Done and Pass are shown only while they are legal."""

from __future__ import annotations

from collections.abc import Callable

from engine.alcazar.actions import BuyCard, Done, DrawCard, Pass, TakeBack
from engine.core import Action
from gui.games.alcazar.part import TablePart
from gui.games.alcazar.targets import Source
from gui.games.base import BarAction


class ActionBar(TablePart):
    """The bar's buttons, each with the action it would play now."""

    def __init__(self, picked: Callable[[], Source | None], phase: Callable[[], str]) -> None:
        self.picked = picked  # what the viewer has picked, now
        self.phase = phase  # the phase of the viewer's view, now

    def actions(self) -> list[BarAction]:
        """Buy, Take back, and (when legal) Done and Pass."""
        return [
            BarAction("buy", self.tr("Buy card"), self.buy_action, shortcut="Ctrl+B"),
            BarAction("takeback", self.tr("Take back noble"), self.takeback_action),
            BarAction("done", self.tr("Done"), self.done_action, only_when_legal=True, shortcut="Ctrl+E"),
            BarAction("pass", self.tr("Pass"), self.pass_action, only_when_legal=True, shortcut="Ctrl+E"),
        ]

    def buy_action(self) -> Action | None:
        """Buy the picked display card or deck."""
        picked = self.picked()
        if picked and picked[0] == "display":
            return BuyCard(picked[1])
        if picked and picked[0] == "deck":
            return DrawCard(picked[1])
        return None

    def takeback_action(self) -> Action | None:
        """Take back the picked own noble."""
        picked = self.picked()
        if picked and picked[0] == "noble" and self.phase() == "turn":
            return TakeBack(picked[1])
        return None

    def done_action(self) -> Action:
        """End the noble step."""
        return Done()

    def pass_action(self) -> Action:
        """Pass: out of the game until the final scoring."""
        return Pass()
