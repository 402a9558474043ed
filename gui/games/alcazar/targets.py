"""What a piece the viewer picks up may do: the engine's legal actions, keyed by where each goes.

A pick (a *source*) names what a gesture started from: ``("card", n)`` a building card in the
hand, ``("display", n)`` one in the market, ``("deck", "building" | "tower")``, ``("towers",)``
the tower cards, ``("noble", spot)`` an own noble on the board, ``("supply", kind)`` a noble
offered for placing, ``("bridge", head | None)`` and ``("takeback",)`` the hand panel's tools.
A target is a slot's key: ``("cell", spot)``, the hand, or the viewer's line (home). The engine
alone says what is legal; this module only sorts its answers by target. No Qt.
"""

from __future__ import annotations

from collections.abc import Hashable

from engine.alcazar.actions import BuyCard, DrawCard, TakeBack
from engine.core import Action
from gui.games.alcazar.model import BoardModel

HAND_AREA = ("hand",)  # the hand panel: a market card dropped there is bought
HOME_AREA = ("home",)  # the viewer's line in the players panel: a noble dropped there goes home
Source = tuple  # what a gesture started from: ("card", n), ("towers",), ("noble", spot), ...

Targets = dict[Hashable, list[Action]]


def targets_for(state, phase: str, source: Source) -> Targets:
    """The engine's legal actions of a picked piece, keyed by where it may go."""
    kind = source[0]
    out: Targets = {}
    if kind == "card":
        actions = [a for a in state.legal_actions("build") if a.card == source[1]]
        if actions:
            out[("cell", str(source[1]))] = actions
    elif kind == "towers":
        for action in state.legal_actions("tower"):
            out[("cell", action.at)] = [action]
    elif kind == "display":
        action = BuyCard(source[1])
        if state.is_legal(action):
            out[HAND_AREA] = [action]
    elif kind == "deck":
        action = DrawCard(source[1])
        if state.is_legal(action):
            out[HAND_AREA] = [action]
    elif kind == "noble":
        spot = source[1]
        if phase == "turn":
            action = TakeBack(spot)
            if state.is_legal(action):
                out[HOME_AREA] = [action]
        elif phase == "nobles":
            for action in state.legal_actions("move"):
                if action.at == spot:
                    out.setdefault(("cell", action.to), []).append(action)
            for action in state.legal_actions("swap"):
                if spot in action.at:
                    other = action.at[0] if action.at[1] == spot else action.at[1]
                    out.setdefault(("cell", other), []).append(action)
    elif kind == "supply":
        for action in state.legal_actions("place"):
            if action.noble == source[1]:
                out.setdefault(("cell", action.at), []).append(action)
    elif kind == "takeback":
        for action in state.legal_actions("takeback"):
            out[("cell", action.at)] = [action]
    elif kind == "bridge":
        head = source[1]
        for action in state.legal_actions("bridge"):
            a, b = action.ends
            if head is None:
                out.setdefault(("cell", a), []).append(action)
                out.setdefault(("cell", b), []).append(action)
            elif head in (a, b):
                out.setdefault(("cell", b if a == head else a), []).append(action)
        if head is not None:
            out[("cell", head)] = []  # the chosen head stays lit (click it again to let go)
    return out


def idle_targets(state, phase: str, choice: list[Action]) -> Targets:
    """What is lit with nothing picked: the spots of the noble step, the waiting manors, or the
    parcel of a pending choice of builds."""
    if phase == "nobles":
        return {("cell", a.at): [] for a in state.legal_actions("place")}
    if phase == "promote":
        return {("cell", a.at): [a] for a in state.legal_actions("promote")}
    if choice:
        cells = {}
        for action in choice:
            cells[("cell", str(action.card))] = []
        return cells
    return {}


def still_valid(picked: Source, view: dict, model: BoardModel, board, seat: int) -> Source | None:
    """The pick, while its piece is still there and the phase still allows it; else None."""
    kind = picked[0]
    if kind == "card" and picked[1] not in view["hand"]:
        return None
    if kind == "display" and picked[1] not in view["display"]:
        return None
    if kind == "towers" and not view["seats"][seat]["towers"]:
        return None
    if kind == "noble":
        column = model.columns[board.index[picked[1]]]
        if column.noble is None or column.noble.seat != seat:
            return None
    if kind in ("noble", "supply", "bridge") and view["phase"] not in ("turn", "main", "nobles"):
        return None
    return picked
