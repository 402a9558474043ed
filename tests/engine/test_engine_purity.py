"""The engine never imports Qt: it must run (and be tested) where PySide6 is absent. And its
shared packages (engine/core, engine/ai) never import a game: games plug in."""

import ast
import re
from pathlib import Path

import pytest

from tests.helpers.cli import run_python

BLOCK_QT = """
import importlib.abc, sys

class BlockQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'PyQt5', 'PyQt6', 'shiboken6'):
            raise ImportError('Qt is blocked in engine tests: ' + name)
        return None

sys.meta_path.insert(0, BlockQt())
import pkgutil, importlib, engine
for module in pkgutil.walk_packages(engine.__path__, 'engine.'):
    if module.name != 'engine.__main__':
        importlib.import_module(module.name)
from engine.core import default_registry
registry = default_registry()
for game_id in registry.ids():
    game = registry.get(game_id)
    game.new_state(game.min_players, {}, 1)
print('ok')
"""


def test_engine_imports_with_qt_blocked():
    """Every engine module imports, and every game sets up (with its fewest players), with Qt
    imports made to fail."""
    assert run_python(BLOCK_QT).strip() == "ok"


# ----- the shared engine imports no game ------------------------------------------------------

ENGINE = Path(__file__).resolve().parents[2] / "engine"
SHARED = ("core", "ai")  # the engine packages every game shares; games come in through their plug-ins only
# A dotted module path, as in an import or a "module:function" reference in a string.
_MODULE_PATH = re.compile(r"engine(\.\w+)+(:\w+)?")


def _engine_names(tree: ast.AST) -> list[tuple[int, str]]:
    """Every engine module a source names: in imports, and in strings that spell a module path
    (``importlib.import_module("engine.alhambra")``, ``"engine.alhambra.game:load_game"``)."""
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append((node.lineno, node.module))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and _MODULE_PATH.fullmatch(node.value):
            names.append((node.lineno, node.value.partition(":")[0]))
    return [(line, name) for line, name in names if name == "engine" or name.startswith("engine.")]


@pytest.mark.parametrize("package", SHARED)
def test_shared_engine_packages_import_no_game(package):
    """engine/core and engine/ai reach a game only through its plug-in, never by name."""
    found = []
    for path in sorted((ENGINE / package).rglob("*.py")):
        for line, name in _engine_names(ast.parse(path.read_text(encoding="utf-8"))):
            if name != "engine" and name.split(".")[1] not in SHARED:
                found.append(f"{path.relative_to(ENGINE.parent)}:{line}: {name}")
    assert not found, "shared engine code names a game:\n" + "\n".join(found)


def test_the_bots_load_no_game_when_imported():
    """Importing every module of engine.ai and engine.core loads no game package."""
    script = (
        "import importlib, pkgutil, sys, engine.ai, engine.core\n"
        "for package in (engine.ai, engine.core):\n"
        "    for module in pkgutil.walk_packages(package.__path__, package.__name__ + '.'):\n"
        "        importlib.import_module(module.name)\n"
        "print(sorted({m.split('.')[1] for m in sys.modules if m.startswith('engine.')}))\n"
    )
    assert run_python(script).strip() == "['ai', 'core']"
