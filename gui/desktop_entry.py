"""Installing a freedesktop menu entry and icon for the current user."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from engine.core.files import write_atomic

ICON = Path(__file__).resolve().parent.parent / "resources" / "icons" / "alcazaba.svg"


def data_home() -> Path:
    """$XDG_DATA_HOME, or ~/.local/share."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def install_desktop_entry(python: str = sys.executable) -> Path:
    """Write alcazaba.desktop and its icon under the user's data folder; return the entry's path.

    The entry starts the app with the Python that runs this function, so it works from a
    virtual environment as well."""
    home = data_home()
    icon_dir = home / "icons" / "hicolor" / "scalable" / "apps"
    icon_dir.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ICON, icon_dir / "alcazaba.svg")
    entry_dir = home / "applications"
    entry_dir.mkdir(parents=True, exist_ok=True)
    entry = entry_dir / "alcazaba.desktop"
    write_atomic(entry, "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Name=Alcazaba",
        "GenericName=Castle-building board games",
        "Comment=Play Alhambra and other castle-building board games with friends or the computer",
        f'Exec="{python}" -m gui %f',
        "Icon=alcazaba",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "MimeType=application/x-yaml;",
        "",
    ]))
    entry.chmod(0o755)
    return entry
