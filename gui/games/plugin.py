"""The plug-in contract of a game's user interface.

A game plugs into the app with a subpackage of ``gui.games`` whose ``__init__`` defines
``UI_PLUGIN``, a :class:`GameUiPlugin`: the engine game it shows, its title, the texts of its
parameters, what was measured of the computer levels in it, and where its
:class:`~gui.games.base.GameUi` is. The app finds these objects by scanning ``gui.games``
(:func:`gui.games.shipped_uis`), so importing a game's ``__init__`` must stay cheap: the user
interface itself is a ``"module:attribute"`` reference, imported when first shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.core.errors import PluginError
from engine.core.plugin import resolve

if TYPE_CHECKING:
    from gui.games.base import GameUi

UI_PLUGIN_ATTRIBUTE = "UI_PLUGIN"


@dataclass(frozen=True)
class Measurement:
    """Won ``wins`` of ``games`` games of ``players`` seats, the others all played by ``opponent``."""

    wins: int
    games: int
    opponent: str  # a level id, or "random"
    players: int = 2


@dataclass(frozen=True)
class GameUiPlugin:
    """One game's entry in the app: the texts the app shows of it, and its user interface."""

    game_id: str  # the engine plug-in's id
    # The title, as English source text in the "names" translation context: write it as
    # QT_TRANSLATE_NOOP("names", ...) so that lupdate finds it.
    title: str
    ui: str  # "module:attribute" of the GameUi
    # Level id -> what was measured of that level in this game, best-known result first (the
    # first is shown under a computer seat, all of them in its tooltip). Levels never measured
    # here are described by what they do, never by numbers from another game.
    measurements: Mapping[str, tuple[Measurement, ...]] = field(default_factory=dict)
    # rules_data's label and help keys of the game's parameters (``param.wallMetric``,
    # ``param.wallMetric.help``) -> English source text in the "params" context.
    parameter_texts: Mapping[str, str] = field(default_factory=dict)
    # (parameter key, value) -> English source text of a choice, in the "params" context.
    choice_texts: Mapping[tuple[str, str], str] = field(default_factory=dict)
    # "module:attribute" of the pictures of the game's rules pages: a mapping of picture names
    # to gui.help_pictures.HelpPicture ("" for none). Imported when a rules page is shown.
    help_pictures: str = ""

    def load_help_pictures(self) -> Mapping:
        """The pictures of the game's rules pages by name; PluginError if they cannot be loaded."""
        pictures = resolve(self.game_id, self.help_pictures)
        if not isinstance(pictures, Mapping):
            raise PluginError(self.game_id, f"{self.help_pictures} is not a mapping of pictures")
        return pictures

    def load_ui(self) -> GameUi:
        """The game's user interface; PluginError naming the game if it cannot be loaded."""
        ui = resolve(self.game_id, self.ui)
        if getattr(ui, "game_id", None) != self.game_id:
            raise PluginError(self.game_id, f"{self.ui} is not the user interface of '{self.game_id}'")
        return ui
