"""Launching: the desktop entry installer and the app's command line."""

from __future__ import annotations

import os
import subprocess
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from gui.app import parse_args  # noqa: E402
from gui.desktop_entry import install_desktop_entry  # noqa: E402


def test_install_desktop_entry_writes_entry_and_icon(tmp_path, monkeypatch):
    """The entry starts this Python with -m gui and names an icon that was installed."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    entry = install_desktop_entry(python="/opt/py/bin/python3")
    text = entry.read_text()
    assert entry == tmp_path / "applications" / "alcazaba.desktop"
    assert 'Exec="/opt/py/bin/python3" -m gui %f' in text and "Icon=alcazaba" in text
    assert "Type=Application" in text and "Categories=Game;BoardGame;" in text
    icon = tmp_path / "icons" / "hicolor" / "scalable" / "apps" / "alcazaba.svg"
    assert icon.read_text().lstrip().startswith("<")


def test_app_command_line(tmp_path):
    """Flags parse; a bad flag exits with code 2 and a usage message."""
    args = parse_args(["game.yaml"])
    assert args.file == "game.yaml" and not args.install_desktop_entry
    result = subprocess.run([sys.executable, "-m", "gui", "--colour"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "unrecognized arguments: --colour" in result.stderr
