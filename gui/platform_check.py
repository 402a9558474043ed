"""Before the QApplication exists: name the missing libraries of Qt's X11 (xcb) window system."""

from __future__ import annotations

import ctypes
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

PLUGIN = "libqxcb.so"

# Debian/Ubuntu packages of the libraries the xcb plugin and libQt6XcbQpa link against (and
# their own dependencies), so that a missing soname can be turned into an apt command.
PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb.so.1": "libxcb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libXau.so.6": "libxau6",
    "libXdmcp.so.6": "libxdmcp6",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libOpenGL.so.0": "libopengl0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
}

# Without ldd, these are probed one by one: what Qt 6's xcb plugin links against beyond what
# QtGui (already loaded by then) needs.
PROBED = (
    "libxcb.so.1", "libX11.so.6", "libX11-xcb.so.1", "libxkbcommon.so.0", "libxkbcommon-x11.so.0",
    "libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-image.so.0",
    "libxcb-util.so.1", "libxcb-randr.so.0", "libxcb-render-util.so.0", "libxcb-render.so.0",
    "libxcb-shape.so.0", "libxcb-shm.so.0", "libxcb-sync.so.1", "libxcb-xfixes.so.0",
    "libxcb-xkb.so.1",
)

# Libraries the plugin opens itself at run time (Qt 6.5 and later dlopen libxcb-cursor and abort
# without it), so ldd never lists them: they are always probed.
DLOPENED = ("libxcb-cursor.so.0",)

NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found\s*$", re.MULTILINE)


def uses_xcb(environ: Mapping[str, str] = os.environ, platform: str = sys.platform) -> bool:
    """Whether Qt would pick its xcb platform plugin for a window in this environment."""
    if not platform.startswith("linux") or not environ.get("DISPLAY"):
        return False
    # Qt's own choice: QT_QPA_PLATFORM wins; otherwise a Wayland session tries wayland, then xcb.
    requested = environ.get("QT_QPA_PLATFORM", "")
    if requested:
        candidates = requested.split(";")
    elif environ.get("XDG_SESSION_TYPE") == "wayland":
        candidates = ["wayland", "xcb"]
    else:
        candidates = ["xcb"]
    for candidate in candidates:
        name = candidate.split(":", 1)[0].strip().lower()
        if name == "xcb":
            return True
        # Wayland only fails over to the next candidate when there is no compositor to talk to.
        if name.startswith("wayland") and not environ.get("WAYLAND_DISPLAY"):
            continue
        return False
    return False


def find_plugin(environ: Mapping[str, str] = os.environ) -> Path | None:
    """The xcb platform plugin Qt would load, or None when it cannot be found."""
    folders = [Path(p) for p in environ.get("QT_QPA_PLATFORM_PLUGIN_PATH", "").split(os.pathsep) if p]
    try:
        from PySide6.QtCore import QLibraryInfo  # QtCore needs no window system
    except ImportError:
        return None
    folders.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms")
    for folder in folders:
        if (folder / PLUGIN).is_file():
            return folder / PLUGIN
    return None


def ldd_missing(library: Path) -> list[str] | None:
    """The sonames ldd reports as not found for the library (and its dependencies); None without a usable ldd."""
    ldd = shutil.which("ldd")
    if ldd is None:
        return None
    try:
        result = subprocess.run([ldd, str(library)], capture_output=True, text=True, timeout=5)
    except (OSError, subprocess.SubprocessError):
        return None
    if result.returncode != 0:
        return None
    return list(dict.fromkeys(NOT_FOUND.findall(result.stdout)))


def probe_missing(sonames: tuple[str, ...] = PROBED) -> list[str]:
    """The sonames the dynamic loader cannot load."""
    missing = []
    for soname in sonames:
        try:
            ctypes.CDLL(soname)
        except OSError:
            missing.append(soname)
    return missing


def message(missing: list[str], has_apt: bool) -> str:
    """One line naming what to install: apt packages when known, else the sonames."""
    known = list(dict.fromkeys(PACKAGES[s] for s in missing if s in PACKAGES))
    unknown = [s for s in missing if s not in PACKAGES]
    head = "alcazaba: the Qt window system needs libraries that are missing"
    if not has_apt or not known:
        return f"{head}: {' '.join(missing)} (install the packages that provide them)"
    line = f"{head}: install them with: sudo apt install {' '.join(known)}"
    if unknown:
        line += f" (and whatever provides {' '.join(unknown)})"
    return line


def missing_libraries_message(
    environ: Mapping[str, str] = os.environ,
    platform: str = sys.platform,
    plugin_finder: Callable[[Mapping[str, str]], Path | None] = find_plugin,
    ldd: Callable[[Path], list[str] | None] = ldd_missing,
    probe: Callable[[], list[str]] = probe_missing,
    has_apt: Callable[[], bool] = lambda: shutil.which("apt") is not None or shutil.which("apt-get") is not None,
    dlopened: Callable[[], list[str]] = lambda: probe_missing(DLOPENED),
) -> str | None:
    """The line to print when Qt's xcb plugin would fail to load for want of libraries, else None."""
    if not uses_xcb(environ, platform):
        return None
    plugin = plugin_finder(environ)
    if plugin is None:
        return None  # an unusual Qt install: let Qt report the problem itself
    missing = ldd(plugin)
    if missing is None:
        missing = probe()
    missing = list(dict.fromkeys([*missing, *dlopened()]))
    if not missing:
        return None
    return message(missing, has_apt())
