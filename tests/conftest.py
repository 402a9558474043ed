"""Set-up for every test: ``tests.helpers`` is importable and its asserts are rewritten like a test's."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

# pytest's default (prepend) import mode puts the repository root on sys.path for this file, as
# tests/ is a package; saying it here keeps ``import tests.helpers`` working under
# --import-mode=importlib too. (tests/ itself must not be on sys.path: its engine/ and gui/
# folders would shadow the real packages.)
REPO_ROOT = str(Path(__file__).resolve().parent.parent)
if REPO_ROOT not in sys.path:
    sys.path.insert(0, REPO_ROOT)

pytest.register_assert_rewrite("tests.helpers")
