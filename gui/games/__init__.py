"""The games the app can show, each a thin adapter from player views to scene items.

A game plugs in with a subpackage here whose ``__init__`` defines ``UI_PLUGIN`` (see
:mod:`gui.games.plugin`); nothing in this package names a game. A broken plug-in is reported
with the game's name and what is wrong, and the other games are shown as usual.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core import GameRegistry, PluginError
from engine.core.plugin import find_declarations, missing_module
from gui.games.plugin import UI_PLUGIN_ATTRIBUTE, GameUiPlugin

if TYPE_CHECKING:
    from gui.games.base import GameUi

SHIPPED_PACKAGES = ("gui.games",)


@dataclass(frozen=True)
class UiDiscovery:
    """What a scan for game interfaces found: the plug-ins by game id, and the broken packages."""

    plugins: dict[str, GameUiPlugin]
    problems: tuple[PluginError, ...]


def discover_uis(packages: tuple[str, ...] = SHIPPED_PACKAGES) -> UiDiscovery:
    """The user-interface plug-ins among the subpackages of ``packages``, and the problems of
    the broken ones."""
    found, problems = find_declarations(packages, UI_PLUGIN_ATTRIBUTE, GameUiPlugin, key=lambda plugin: plugin.game_id)
    plugins = {}
    for plugin in found:
        missing = missing_module({"ui": plugin.ui})
        if missing:
            problems.append(PluginError(plugin.game_id, missing))
        else:
            plugins[plugin.game_id] = plugin
    return UiDiscovery(plugins, tuple(problems))


@functools.cache
def shipped_uis() -> UiDiscovery:
    """The user interfaces shipped with the app, scanned once per process."""
    return discover_uis()


def ui_plugin(game_id: str) -> GameUiPlugin | None:
    """The plug-in of the interface of ``game_id``, or None if the app has none."""
    return shipped_uis().plugins.get(game_id)


def playable_games() -> list[str]:
    """Ids of the games that have a table in the app (whether or not they load)."""
    return list(shipped_uis().plugins)


def load_ui(game_id: str) -> GameUi:
    """The user interface of ``game_id`` (KeyError if the app cannot show it, PluginError if
    its plug-in is broken)."""
    return shipped_uis().plugins[game_id].load_ui()


def available_games(registry: GameRegistry) -> tuple[list[str], list[PluginError]]:
    """The games the app can show now (their rules and their interface both load), in the
    registry's order, and what keeps the others out, each problem naming its game."""
    uis = shipped_uis()
    games, ui_problems = [], []
    for game_id in registry.loadable():
        plugin = uis.plugins.get(game_id)
        if plugin is None:
            continue  # a game for the command line and the bots only
        try:
            plugin.load_ui()
        except PluginError as exc:
            ui_problems.append(exc)
            continue
        games.append(game_id)
    problems = [*registry.problems(), *uis.problems, *ui_problems]
    for game_id in uis.plugins:
        if game_id not in registry.ids() and all(problem.game != game_id for problem in problems):
            problems.append(PluginError(game_id, "the app has a table for it, but the engine has no such game"))
    return games, problems
