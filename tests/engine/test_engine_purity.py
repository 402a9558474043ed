"""The engine never imports Qt: it must run (and be tested) where PySide6 is absent."""

import subprocess
import sys

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
    registry.get(game_id).new_state(2, {}, 1)
print('ok')
"""


def test_engine_imports_with_qt_blocked():
    """Every engine module imports, and every game sets up, with Qt imports made to fail."""
    result = subprocess.run([sys.executable, "-c", BLOCK_QT], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
