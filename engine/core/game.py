"""The engine contract: ``Game`` (a definition) and ``State`` (a position).

Every game subclasses both. ``State.apply`` is a template method: it asks the game's one
legality oracle (``_illegal_reason``, which must agree with ``_legal_actions``), raises
``IllegalAction`` with the reason if the action is not allowed, and only then lets the game's
``_apply`` change anything. Nothing outside the engine decides what is legal.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any

from engine.core.action import Action, ActionSet
from engine.core.errors import IllegalAction, ParameterError, Refusal
from engine.core.events import Event
from engine.core.params import Parameter, resolve_parameters


class Game(ABC):
    """A game definition: id, player range, declared parameters, actions, loaded rules data."""

    id: str = ""
    title_key: str = ""
    min_players: int = 2
    max_players: int = 2

    def __init__(self, parameters: tuple[Parameter, ...], actions: ActionSet) -> None:
        self.parameters = parameters
        self.actions = actions

    def resolve_params(self, players: int, params: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Validated parameter values (defaults filled in) for a game of ``players`` seats."""
        if isinstance(players, bool) or not isinstance(players, int):
            raise ParameterError(f"the number of players must be a whole number, not {players!r}")
        if not self.min_players <= players <= self.max_players:
            raise ParameterError(
                f"{self.id} is played by {self.min_players} to {self.max_players} players, not {players}"
            )
        values = resolve_parameters(self.parameters, params)
        self._check_params(players, values)
        return values

    def _check_params(self, players: int, values: dict[str, Any]) -> None:
        """Checks that involve several parameters or the player count; raise ParameterError."""

    def new_state(self, players: int, params: Mapping[str, Any] | None = None, seed: int = 0) -> State:
        """The position after setup, dealt from ``seed``."""
        values = self.resolve_params(players, params)
        return self._new_state(players, values, seed)

    @abstractmethod
    def _new_state(self, players: int, params: dict[str, Any], seed: int) -> State:
        """Set up a game with validated parameters."""

    def parse_action(self, text: str) -> Action:
        """The action spelled by ``text`` (raises ActionSyntaxError)."""
        return self.actions.parse(text)

    @abstractmethod
    def state_from_position(self, position: Mapping[str, Any]) -> State:
        """Build a state from a position mapping (docs/positions.md); raise PositionError."""


class State(ABC):
    """A position of a game, with the moves that lead on from it."""

    # A state is mutable and compared by value, so it must not be hashed.
    __hash__ = None  # type: ignore[assignment]
    # The actions of the last legal list given out for this position (cleared by every action;
    # a clone is the same position, so it keeps them). Not part of the position.
    _offered: tuple[Action, ...] = ()

    def __init__(self, game: Game, num_players: int, params: dict[str, Any], seed: int) -> None:
        self.game = game
        self.num_players = num_players
        self.params = params
        self.seed = seed
        self.history: list[Action] = []
        # Number of leading history actions that may not be undone: everything up to and
        # including the last action whose events revealed hidden information.
        self.undo_floor = 0

    # ----- the template -----------------------------------------------------------------

    def apply(self, action: Action | str) -> list[Event]:
        """Play ``action`` (or its text form) and return what happened.

        Raises IllegalAction with a readable reason, and then the state is exactly as before.
        """
        if isinstance(action, str):
            action = self.game.parse_action(action)
        # An action object taken from the legal list of this very position is legal: only
        # others are put to the oracle. Identity, not equality: the list holds its actions
        # alive, so no other object can share an id with one of them.
        if id(action) not in map(id, self._offered):
            reason = self.illegal_reason(action)
            if reason is not None:
                raise IllegalAction(action, reason)
        self._offered = ()
        events = self._apply(action)
        self.history.append(action)
        if any(event.reveals for event in events):
            self.undo_floor = len(self.history)
        return events

    def illegal_reason(self, action: Action) -> str | None:
        """Why ``action`` is illegal here, or None if it is legal."""
        if self.is_terminal:
            return Refusal("the game is over", "game.over")
        if self.game.actions.by_kind.get(action.kind) is not type(action):
            return Refusal(f"'{action.kind}' is not an action of {self.game.id}", "game.foreign_action", kind=action.kind)
        return self._illegal_reason(action)

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` may be played now."""
        return self.illegal_reason(action) is None

    def legal_actions(self, group: str | None = None) -> list[Action]:
        """Every legal action, or those of one decision group; empty only when terminal."""
        if self.is_terminal:
            return []
        actions = self._legal_actions(group)
        self._offered = tuple(actions)  # a copy: the caller may change its list
        return actions

    def legal_groups(self) -> list[str]:
        """The decision groups that have at least one legal action, in a stable order."""
        if self.is_terminal:
            return []
        return list(self._legal_groups())

    def _legal_groups(self) -> list[str]:
        groups: dict[str, None] = {}
        for action in self._legal_actions(None):
            groups[action.group_name()] = None
        return list(groups)

    def _illegal_reason(self, action: Action) -> str | None:
        """The legality oracle; by default membership in the legal list."""
        if action in self._legal_actions(action.group_name()):
            return None
        return "it is not one of the legal actions now"

    # ----- what each game supplies ------------------------------------------------------

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat to decide now, or None when the game is over."""

    @property
    @abstractmethod
    def is_terminal(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def _legal_actions(self, group: str | None) -> list[Action]:
        """Every legal action (of ``group`` if given); only called before the end."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Carry out a legal action."""

    @abstractmethod
    def scores(self) -> list[int]:
        """Each seat's score so far."""

    @abstractmethod
    def winners(self) -> list[int]:
        """The seats that share the victory (empty before the end or if nobody wins)."""

    @abstractmethod
    def clone(self) -> State:
        """An independent copy, equal to this state."""

    @abstractmethod
    def player_view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see, as plain data: no other hand, no deck order, no bag order."""

    @abstractmethod
    def determinize(self, seat: int, rng: random.Random) -> State:
        """A state consistent with ``player_view(seat)`` with every hidden thing re-dealt from
        ``rng``. It depends only on that view and ``rng``, so a bot deciding from it cannot cheat."""

    @abstractmethod
    def snapshot(self) -> Any:
        """A comparable value holding everything that defines this position (RNG included)."""

    @abstractmethod
    def to_position(self) -> dict[str, Any]:
        """This state in the position format (docs/positions.md), exactly rebuildable."""

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return type(self) is type(other) and self.snapshot() == other.snapshot()
