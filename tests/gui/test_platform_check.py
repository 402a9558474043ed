"""The start-up check that names the missing libraries of Qt's xcb window system."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

import gui.app  # noqa: E402
from gui import platform_check  # noqa: E402
from gui.platform_check import message, missing_libraries_message, uses_xcb  # noqa: E402

X11 = {"DISPLAY": ":0"}
PLUGIN = Path("/qt/plugins/platforms/libqxcb.so")


UNUSED = object()  # a stub that fails the test when called


def check(environ=X11, platform="linux", plugin=PLUGIN, ldd=(), probe=(), has_apt=True, dlopened=()):
    """missing_libraries_message with the plugin lookup, ldd, the loader probes and apt stubbed."""
    def no_call(*_):
        raise AssertionError("the check should have stopped earlier")

    return missing_libraries_message(
        environ, platform,
        plugin_finder=lambda _env: plugin,
        ldd=no_call if ldd is UNUSED else lambda _p: None if ldd is None else list(ldd),
        probe=no_call if probe is UNUSED else lambda: list(probe),
        has_apt=lambda: has_apt,
        dlopened=no_call if probe is UNUSED else lambda: list(dlopened),
    )


@pytest.mark.parametrize(("environ", "platform", "expected"), [
    ({"DISPLAY": ":0"}, "linux", True),
    ({}, "linux", False),
    ({"DISPLAY": ":0"}, "darwin", False),
    ({"DISPLAY": ":0"}, "win32", False),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "XCB:nograb"}, "linux", True),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "minimal;xcb"}, "linux", False),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland;xcb"}, "linux", True),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland"}, "linux", False),
    ({"DISPLAY": ":0", "XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"DISPLAY": ":0", "XDG_SESSION_TYPE": "wayland"}, "linux", True),
    ({"DISPLAY": ":0", "XDG_SESSION_TYPE": "x11", "WAYLAND_DISPLAY": "wayland-0"}, "linux", True),
])
def test_uses_xcb_follows_qts_choice(environ, platform, expected):
    """Only an X11 display that Qt would reach through its xcb plugin is checked."""
    assert uses_xcb(environ, platform) is expected


def test_missing_libraries_name_the_packages():
    """Every missing soname becomes its Debian package, once, in one line."""
    line = check(ldd=["libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1",
                      "libxkbcommon-x11.so.0", "libxcb-util.so.1"])
    assert line == ("alcazaba: the Qt window system needs libraries that are missing: install them with: "
                    "sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0 libxcb-util1")
    assert "\n" not in line


def test_nothing_missing_means_no_message():
    """With every library there, the app starts as usual."""
    assert check(ldd=[]) is None
    assert check(ldd=None, probe=[]) is None


def test_libraries_qt_opens_itself_are_named_too():
    """libxcb-cursor is opened by the plugin at run time, so ldd never lists it: it is probed
    and named with what ldd found (the case of a fresh Debian machine)."""
    line = check(ldd=["libxcb-icccm.so.4", "libxcb-keysyms.so.1"], dlopened=["libxcb-cursor.so.0"])
    assert line.endswith("sudo apt install libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0")
    assert check(ldd=[], dlopened=["libxcb-cursor.so.0"]).endswith("sudo apt install libxcb-cursor0")


def test_without_ldd_the_loader_is_probed():
    """When ldd is unusable, trying to load the known sonames finds what is missing."""
    assert check(ldd=None, probe=["libxcb-cursor.so.0"]).endswith("sudo apt install libxcb-cursor0")


@pytest.mark.parametrize("environ", [
    {"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"},
    {"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "wayland-0"},
    {},
])
def test_other_platforms_skip_the_check(environ):
    """Offscreen, Wayland or no display: nothing is looked up at all."""
    assert check(environ, ldd=UNUSED, probe=UNUSED) is None


def test_off_linux_the_check_is_skipped():
    """Windows and macOS have no xcb plugin."""
    assert check(platform="darwin", ldd=UNUSED, probe=UNUSED) is None


def test_plugin_not_found_lets_qt_speak():
    """Without a plugin to inspect there is nothing to say."""
    assert check(plugin=None, ldd=UNUSED, probe=UNUSED) is None


def test_unknown_sonames_and_no_apt():
    """A soname with no known package is still named; without apt only sonames are named."""
    assert check(ldd=["libxcb-cursor.so.0", "libfoo.so.2"]).endswith(
        "sudo apt install libxcb-cursor0 (and whatever provides libfoo.so.2)")
    assert message(["libxcb-cursor.so.0"], has_apt=False) == (
        "alcazaba: the Qt window system needs libraries that are missing: libxcb-cursor.so.0 "
        "(install the packages that provide them)")


def test_ldd_output_is_parsed(monkeypatch):
    """The "not found" lines of ldd, each soname once; a failing ldd gives None."""
    output = (
        "\tlinux-vdso.so.1 (0x00007ffd)\n"
        "\tlibQt6XcbQpa.so.6 => /qt/lib/libQt6XcbQpa.so.6 (0x00007f01)\n"
        "\tlibxcb-cursor.so.0 => not found\n"
        "\tlibxcb-icccm.so.4 => not found\n"
        "\tlibxcb-cursor.so.0 => not found\n"
        "\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f02)\n"
    )
    monkeypatch.setattr(platform_check.shutil, "which", lambda name: "/usr/bin/ldd")
    monkeypatch.setattr(platform_check.subprocess, "run",
                        lambda cmd, **kw: subprocess.CompletedProcess(cmd, 0, output, ""))
    assert platform_check.ldd_missing(PLUGIN) == ["libxcb-cursor.so.0", "libxcb-icccm.so.4"]
    monkeypatch.setattr(platform_check.subprocess, "run",
                        lambda cmd, **kw: subprocess.CompletedProcess(cmd, 1, "", "not a dynamic executable"))
    assert platform_check.ldd_missing(PLUGIN) is None
    monkeypatch.setattr(platform_check.shutil, "which", lambda name: None)
    assert platform_check.ldd_missing(PLUGIN) is None


def test_probe_reports_what_does_not_load(monkeypatch):
    """A soname the loader refuses is missing; one it loads is not."""
    def fake_cdll(name):
        if name == "libxcb-cursor.so.0":
            raise OSError(f"{name}: cannot open shared object file")

    monkeypatch.setattr(platform_check.ctypes, "CDLL", fake_cdll)
    assert platform_check.probe_missing(("libxcb.so.1", "libxcb-cursor.so.0")) == ["libxcb-cursor.so.0"]


def test_plugin_found_through_the_plugin_path(tmp_path):
    """QT_QPA_PLATFORM_PLUGIN_PATH is looked at first, as Qt does."""
    (tmp_path / "libqxcb.so").write_bytes(b"")
    assert platform_check.find_plugin({"QT_QPA_PLATFORM_PLUGIN_PATH": str(tmp_path)}) == tmp_path / "libqxcb.so"


def test_main_prints_the_line_and_exits_before_qt(monkeypatch, capsys):
    """main() reports on stderr and returns 1 without creating the QApplication."""
    class NoApplication:
        @staticmethod
        def instance():
            return None

        def __init__(self, *_):
            raise AssertionError("the QApplication must not be created")

    monkeypatch.setattr(gui.app, "QApplication", NoApplication)
    monkeypatch.setattr(gui.app, "missing_libraries_message", lambda: "alcazaba: the Qt window system needs ...")
    assert gui.app.main([]) == 1
    assert capsys.readouterr().err == "alcazaba: the Qt window system needs ...\n"
