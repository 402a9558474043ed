"""The errors the engine raises; each carries a message a player or a file author can act on."""

from __future__ import annotations


class EngineError(Exception):
    """Base class of every error the engine raises on purpose."""


class Refusal(str):
    """Why an action is refused: the engine's own sentence (for logs, files and the command
    line), plus a stable ``code`` and the objects involved, so an interface can say it in the
    player's words and language. It is a ``str``, so every caller that shows text keeps working."""

    code: str
    subjects: dict[str, object]

    def __new__(cls, text: str, code: str, **subjects: object) -> Refusal:
        refusal = super().__new__(cls, text)
        refusal.code = code
        refusal.subjects = subjects
        return refusal

    def __reduce__(self):
        # Kept across processes (match workers): rebuilt with its code and subjects.
        return (_rebuild_refusal, (str(self), self.code, self.subjects))


def _rebuild_refusal(text: str, code: str, subjects: dict[str, object]) -> Refusal:
    return Refusal(text, code, **subjects)


class IllegalAction(EngineError):
    """An action the rules forbid in this state; the state is left unchanged."""

    def __init__(self, action: object, reason: str) -> None:
        super().__init__(f"illegal action '{action}': {reason}")
        self.action = action
        self.reason = reason


class ActionSyntaxError(IllegalAction):
    """Text that does not spell an action of the game."""


class RulesDataError(EngineError):
    """A rules_data file that is missing, unreadable or inconsistent."""

    def __init__(self, file: str, entry: str, problem: str) -> None:
        super().__init__(f"{file}: {entry}: {problem}")
        self.file = file
        self.entry = entry
        self.problem = problem


class PluginError(EngineError):
    """A game's plug-in that is broken: it cannot be imported, lacks a member, or its rules data
    do not load. Names the game and what is wrong, so the other games can go on without it."""

    def __init__(self, game: str, problem: str) -> None:
        super().__init__(f"game '{game}' cannot be loaded: {problem}")
        self.game = game
        self.problem = problem


class ParameterError(EngineError):
    """An unknown game, a bad parameter value or an impossible player count."""


class PositionError(EngineError):
    """A position file that does not describe a valid position."""


class RecordError(EngineError):
    """A saved game record that cannot be read or does not replay."""
