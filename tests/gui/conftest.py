"""Fixtures shared by the app tests."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from tests.helpers.gui import open_main_window  # noqa: E402


@pytest.fixture
def window(qtbot, tmp_path):
    """The main window, shown and without animations; closed after the test."""
    win = open_main_window(qtbot, tmp_path)
    yield win
    win.close()
