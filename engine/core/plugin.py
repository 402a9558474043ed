"""The plug-in contract of a game, and how the engine finds the games it ships.

A game is a subpackage of ``engine`` whose ``__init__`` defines ``GAME``, a :class:`GamePlugin`.
Discovery imports only those ``__init__`` modules, so they must stay cheap: the plug-in names
the function that loads the rules, and the one that makes the bots' heuristics, as
``"module:function"`` references, imported on first use. Subpackages without ``GAME`` (parts
shared by several games) are libraries, not games.

A broken plug-in (its package does not import, ``GAME`` is not a plug-in, a module it names does
not exist) becomes a :class:`~engine.core.errors.PluginError` naming the game and what is wrong,
and the other games are found as usual.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import pkgutil
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.core.errors import EngineError, PluginError
from engine.core.game import Game
from engine.core.heuristics import Heuristics

PLUGIN_ATTRIBUTE = "GAME"
SHIPPED_PACKAGES = ("engine",)
# The engine's own packages are never games, and importing the bots only to learn that is slow.
_NOT_GAMES = frozenset({"engine.core", "engine.ai"})
_ID = re.compile(r"[a-z][a-z0-9_]*")
_REFERENCE = re.compile(r"[A-Za-z_][\w.]*:[A-Za-z_]\w*")
T = TypeVar("T")


@dataclass(frozen=True)
class GamePlugin:
    """One game's entry in Alcazaba: its id, its place in lists of games, and where its rules
    and its bots' evaluation are."""

    id: str  # the game id of records, the command line and rules_data, e.g. alhambra
    order: int  # games are listed by this number, then by id (gaps leave room for sister games)
    game: str  # "module:function", function() -> the Game with its rules data loaded
    heuristics: str | None = None  # "module:function", function(game, weights=None, margin_scale=None) -> Heuristics; None: the generic ones
    table: bool = True  # the app shows it; False while it is played on the command line and by bots only

    def __post_init__(self) -> None:
        if not isinstance(self.id, str) or not _ID.fullmatch(self.id):
            raise ValueError(f"a GamePlugin id is a lower-case identifier (a-z, 0-9, _), not {self.id!r}")
        if not isinstance(self.table, bool):
            raise ValueError(f"the GamePlugin table of '{self.id}' must be true or false, not {self.table!r}")
        if isinstance(self.order, bool) or not isinstance(self.order, int):
            raise ValueError(f"the GamePlugin order of '{self.id}' must be a whole number, not {self.order!r}")
        for member, reference in (("game", self.game), ("heuristics", self.heuristics)):
            if reference is None and member == "heuristics":
                continue
            if not isinstance(reference, str) or not _REFERENCE.fullmatch(reference):
                raise ValueError(f"the GamePlugin {member} of '{self.id}' must be a 'module:function' reference, not {reference!r}")

    @classmethod
    def shipped(cls, id: str, order: int, table: bool = True) -> GamePlugin:
        """The plug-in of a game laid out like the shipped ones: ``engine.<id>.game:load_game``
        loads its rules, ``engine.<id>.evaluation:make_heuristics`` makes its bots' heuristics."""
        return cls(id, order, f"engine.{id}.game:load_game", f"engine.{id}.evaluation:make_heuristics", table)

    def references(self) -> dict[str, str]:
        """The functions the plug-in names, by member: ``game`` and, if given, ``heuristics``."""
        named = {"game": self.game, "heuristics": self.heuristics}
        return {member: reference for member, reference in named.items() if reference is not None}

    def load_game(self) -> Game:
        """The game with its rules data loaded; PluginError if a member is missing, the rules data
        are bad, or the function returns something else than this game."""
        load = self._function(self.game)
        try:
            game = load()
        except Exception as exc:  # bad data or a bug: either way this game is out, the others stay
            raise PluginError(self.id, _describe(exc)) from exc
        if not isinstance(game, Game):
            raise PluginError(self.id, f"{self.game} returned a {type(game).__name__}, not a Game")
        if game.id != self.id:
            raise PluginError(self.id, f"{self.game} returned the game '{game.id}'")
        return game

    def make_heuristics(self, game: Game, **tuning: Any) -> Heuristics:
        """The bots' heuristics for ``game`` (the generic ones if the plug-in names none).
        ``tuning`` (``weights=``, ``margin_scale=``) replaces the fitted weights, for tuning runs."""
        if self.heuristics is None:
            return Heuristics()
        return self._function(self.heuristics)(game, **tuning)

    def _function(self, reference: str) -> Callable[..., Any]:
        function = resolve(self.id, reference)
        if not callable(function):
            raise PluginError(self.id, f"{reference} is not a function")
        return function


@dataclass(frozen=True)
class Discovery:
    """What a scan for games found: the plug-ins in list order, and the packages that failed."""

    plugins: tuple[GamePlugin, ...]
    problems: tuple[PluginError, ...]


def discover(packages: Iterable[str] = SHIPPED_PACKAGES) -> Discovery:
    """The game plug-ins among the subpackages of ``packages``, in list order, and the problems
    of those that are broken (each naming the game, or its package if the id is unknown)."""
    found, problems = find_declarations(packages, PLUGIN_ATTRIBUTE, GamePlugin, key=lambda plugin: plugin.id)
    plugins = []
    for plugin in found:
        missing = missing_module(plugin.references())
        if missing:
            problems.append(PluginError(plugin.id, missing))
        else:
            plugins.append(plugin)
    return Discovery(tuple(sorted(plugins, key=lambda p: (p.order, p.id))), tuple(problems))


@functools.cache
def shipped_plugins() -> Discovery:
    """The plug-ins of the games shipped with Alcazaba, scanned once per process."""
    return discover()


def find_plugin(game_id: str) -> GamePlugin | None:
    """The shipped plug-in of ``game_id``, or None if no working one declares that id."""
    return next((plugin for plugin in shipped_plugins().plugins if plugin.id == game_id), None)


def find_declarations(packages: Iterable[str], attribute: str, kind: type[T], key: Callable[[T], str]) -> tuple[list[T], list[PluginError]]:
    """The ``attribute`` objects of ``kind`` that subpackages of ``packages`` declare in their
    ``__init__`` (one per ``key``), and the problems of the packages that are broken.

    Shared by the engine's games and the app's game interfaces. A subpackage without
    ``attribute`` is a library, not a plug-in."""
    declared: dict[str, tuple[str, T]] = {}
    problems: list[PluginError] = []
    for package_name in packages:
        package = importlib.import_module(package_name)
        for info in pkgutil.iter_modules(package.__path__, f"{package_name}."):
            name = info.name.rpartition(".")[2]
            if not info.ispkg or info.name in _NOT_GAMES or name.startswith("_"):
                continue
            try:
                module = importlib.import_module(info.name)
            except Exception as exc:  # whatever breaks one package must not hide the others
                problems.append(PluginError(name, f"importing {info.name} failed ({_describe(exc)})"))
                continue
            value = getattr(module, attribute, None)
            if value is None:
                continue
            if not isinstance(value, kind):
                problems.append(PluginError(name, f"{info.name}.{attribute} is a {type(value).__name__}, not a {kind.__name__}"))
                continue
            if key(value) in declared:
                first = declared[key(value)][0]
                problems.append(PluginError(key(value), f"both {first} and {info.name} declare it; {first} is kept"))
                continue
            declared[key(value)] = (info.name, value)
    return [value for _package, value in declared.values()], problems


def missing_module(references: dict[str, str]) -> str | None:
    """The first module of ``module:name`` references (by member) that does not exist, said as
    a problem, checked without importing the modules; None if every one exists."""
    for member, reference in references.items():
        module_name = reference.partition(":")[0]
        try:
            found = importlib.util.find_spec(module_name) is not None
        except Exception:  # a parent package that fails to import: the module cannot be reached
            found = False
        if not found:
            return f"the module of its {member}, {module_name}, does not exist"
    return None


def resolve(game_id: str, reference: str) -> Any:
    """The object a ``module:name`` reference names; PluginError naming what is missing."""
    module_name, _colon, name = reference.partition(":")
    try:
        module = importlib.import_module(module_name)
    except Exception as exc:  # named as this game's problem, so the other games stay usable
        raise PluginError(game_id, f"importing {module_name} failed ({_describe(exc)})") from exc
    if not hasattr(module, name):
        raise PluginError(game_id, f"{module_name} has no member '{name}'")
    return getattr(module, name)


def _describe(exc: BaseException) -> str:
    """An exception in one line: the engine's own message, else its type and message."""
    if isinstance(exc, EngineError):
        return str(exc)
    return f"{type(exc).__name__}: {exc}"
