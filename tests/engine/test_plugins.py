"""Game plug-ins: the shipped games are found by scanning ``engine``, lazily and in their order; a
broken plug-in is reported with the game's name and what is wrong, and the other games still load."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.ai.evaluation import heuristics_for
from engine.alcazar.evaluation import AlcazarHeuristics
from engine.alhambra.evaluation import AlhambraHeuristics
from engine.granada.evaluation import GranadaHeuristics
from engine.core import GamePlugin, GameRegistry, Heuristics, ParameterError, PluginError, default_registry
from tests.helpers.cli import run_cli, run_python

WITH_FAKES = ("engine", "tests.helpers.fake_games")
FAKE = "tests.helpers.fake_games"

# game -> what its problem must say (the missing member, module or datum)
BROKEN = {
    "missing_member": "missing 1 required positional argument: 'game'",
    "not_a_plugin": f"{FAKE}.not_a_plugin.GAME is a dict, not a GamePlugin",
    "missing_module": f"the module of its heuristics, {FAKE}.missing_module.evaluation, does not exist",
    "bad_data": "bad_data.yaml: players.max: must be a whole number",
    "missing_function": f"{FAKE}.missing_function.rules has no member 'load_game'",
}


def test_the_shipped_games_are_found_in_their_order():
    registry = default_registry()
    assert registry.ids() == ["alhambra", "granada", "alhambra_granada", "alcazar", "gardens", "castle"]
    assert registry.loadable() == ["alhambra", "granada", "alhambra_granada", "alcazar", "gardens", "castle"]
    assert registry.problems() == []


def test_listing_the_games_loads_no_rules():
    """Discovery imports each game's ``__init__`` only; the rules load when a game is asked for."""
    script = (
        "import sys\n"
        "from engine.core import default_registry\n"
        "registry = default_registry()\n"
        "assert registry.ids() == ['alhambra', 'granada', 'alhambra_granada', 'alcazar', 'gardens', 'castle']\n"
        "print(sorted(m for m in sys.modules if m.startswith(('engine.alhambra', 'engine.alcazar', 'engine.granada'))))\n"
        "registry.get('alcazar')\n"
        "print('engine.alhambra.state' in sys.modules, 'engine.alcazar.state' in sys.modules)\n"
    )
    listed, loaded = run_python(script).splitlines()
    assert listed == "['engine.alcazar', 'engine.alhambra', 'engine.alhambra_granada', 'engine.granada']"
    assert loaded == "False True"


def test_broken_plugins_are_reported_by_name_and_the_others_load():
    registry = GameRegistry.discover(WITH_FAKES)
    assert registry.loadable() == ["good", "alhambra", "granada", "alhambra_granada", "alcazar", "gardens", "castle"]  # "good" orders itself first
    problems = {problem.game: str(problem) for problem in registry.problems()}
    assert set(problems) == set(BROKEN)  # the library package is passed over silently
    for game, missing in BROKEN.items():
        assert problems[game].startswith(f"game '{game}' cannot be loaded: ")
        assert missing in problems[game]
    state = registry.get("alhambra").new_state(3, {}, 1)
    assert state.legal_actions()


@pytest.mark.parametrize("game", sorted(BROKEN))
def test_asking_for_a_broken_game_names_it_and_what_is_missing(game):
    registry = GameRegistry.discover(WITH_FAKES)
    with pytest.raises(PluginError) as caught:
        registry.get(game)
    assert caught.value.game == game and BROKEN[game] in str(caught.value)
    with pytest.raises(PluginError):
        registry.get(game)  # the failure is kept, not retried


def test_an_unknown_game_is_still_a_parameter_error_naming_the_known_ones():
    with pytest.raises(ParameterError, match=r"unknown game 'chess' \(known: alhambra, granada, alhambra_granada, alcazar, gardens, castle\)"):
        default_registry().get("chess")


def test_list_names_broken_games_on_stderr_and_lists_the_others(capsys, monkeypatch):
    monkeypatch.setattr("engine.cli.default_registry", lambda: GameRegistry.discover(WITH_FAKES))
    code, out, err = run_cli(capsys, "list")
    assert code == 1
    assert [line.split(":")[0] for line in out.splitlines() if not line.startswith(" ")] == ["good", "alhambra", "granada", "alhambra_granada", "alcazar", "gardens", "castle"]
    for game, missing in BROKEN.items():
        assert f"warning: game '{game}' cannot be loaded: " in err and missing in err


def test_the_bots_take_each_games_evaluation_from_its_plugin():
    registry = default_registry()
    assert isinstance(heuristics_for(registry.get("alhambra")), AlhambraHeuristics)
    assert isinstance(heuristics_for(registry.get("alcazar")), AlcazarHeuristics)
    assert isinstance(heuristics_for(registry.get("granada")), GranadaHeuristics)
    good = GameRegistry.discover(WITH_FAKES).get("good")
    assert type(heuristics_for(good)) is Heuristics  # not shipped: the generic heuristics


def test_a_plugin_without_evaluation_gives_the_generic_heuristics():
    plugin = GamePlugin(id="good", order=5, game=f"{FAKE}.good.rules:load_game")
    assert type(plugin.make_heuristics(plugin.load_game())) is Heuristics


@pytest.mark.parametrize("fields, problem", [
    ({"id": "Alhambra"}, "lower-case identifier"),
    ({"order": "first"}, "must be a whole number"),
    ({"game": "engine.alhambra.game.load_game"}, "'module:function' reference"),
    ({"heuristics": ""}, "'module:function' reference"),
])
def test_a_malformed_plugin_is_refused_when_declared(fields, problem):
    declared = {"id": "alhambra", "order": 10, "game": "engine.alhambra.game:load_game", **fields}
    with pytest.raises(ValueError, match=problem):
        GamePlugin(**declared)


def test_a_game_that_loads_under_another_id_is_refused():
    plugin = GamePlugin(id="alcazar", order=1, game=f"{FAKE}.good.rules:load_game")
    with pytest.raises(PluginError, match="returned the game 'good'"):
        plugin.load_game()


ROOT = Path(__file__).resolve().parents[2]
# The code every game shares: none of it may name a game, or a new game would have to edit it.
SHARED_CODE = ["engine/core", "engine/ai", "engine/cli.py", "gui/games/__init__.py", "gui/games/plugin.py",
               "gui/games/base.py", "gui/levels.py", "gui/i18n_names.py", "gui/dialogs", "gui/main_window.py",
               "gui/help.py", "gui/session.py", "gui/game_store.py", "gui/statistics.py"]


def test_shared_code_lists_no_game_ids():
    ids = default_registry().ids()
    quoted = re.compile("|".join(rf"[\"']{re.escape(game)}[\"']" for game in ids))
    found = []
    for entry in SHARED_CODE:
        path = ROOT / entry
        for source in sorted(path.rglob("*.py")) if path.is_dir() else [path]:
            for number, line in enumerate(source.read_text(encoding="utf-8").splitlines(), 1):
                if quoted.search(line):
                    found.append(f"{source.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not found, "shared code names a game:\n" + "\n".join(found)

