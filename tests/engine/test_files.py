"""Safe writes: atomic replacement of regular files only, the umask kept, stray temporaries
cleaned, and targets checked before work starts."""

from __future__ import annotations

import os
import stat
import sys
import time
from pathlib import Path

import pytest

from engine.core import files
from engine.core.files import UnsafeTargetError, check_writable_target, remove_stray_temporaries, write_atomic

IS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file types and modes")


def test_writes_new_file_and_replaces_old(tmp_path):
    """The target gets the whole text, and no temporary file stays behind."""
    target = tmp_path / "game.yaml"
    write_atomic(target, "one\n")
    write_atomic(target, "two\n")
    assert target.read_text() == "two\n"
    assert [p.name for p in tmp_path.iterdir()] == ["game.yaml"]


@posix_only
def test_refuses_to_replace_a_symlink(tmp_path):
    """A symlink is neither followed nor replaced."""
    real = tmp_path / "real.yaml"
    real.write_text("keep")
    link = tmp_path / "link.yaml"
    link.symlink_to(real)
    for call in (lambda: write_atomic(link, "new"), lambda: check_writable_target(link)):
        with pytest.raises(UnsafeTargetError, match="symbolic link"):
            call()
    assert link.is_symlink() and real.read_text() == "keep"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.yaml", "real.yaml"]


@posix_only
def test_refuses_a_fifo_and_a_device(tmp_path):
    """A pipe or a device (/dev/null) is not a file to replace."""
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    for target in (fifo, Path("/dev/null")):
        with pytest.raises(UnsafeTargetError, match="not a regular file"):
            write_atomic(target, "x")
        with pytest.raises(UnsafeTargetError, match="not a regular file"):
            check_writable_target(target)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert stat.S_ISCHR(os.lstat("/dev/null").st_mode)


def test_refuses_a_directory_and_a_missing_folder(tmp_path):
    """A folder as target, or a target in a folder that does not exist, fails with one line."""
    (tmp_path / "dir.yaml").mkdir()
    cases = [(tmp_path / "dir.yaml", "is a folder"), (tmp_path / "missing" / "g.yaml", "does not exist")]
    for target, message in cases:
        for call in (write_atomic, lambda p, _text=None: check_writable_target(p)):
            with pytest.raises(UnsafeTargetError, match=message) as info:
                call(target, "x")
            assert "\n" not in str(info.value)
    assert isinstance(UnsafeTargetError("x"), OSError)


@posix_only
@pytest.mark.skipif(IS_ROOT, reason="root writes into read-only folders")
def test_refuses_a_read_only_folder(tmp_path):
    """A folder without write permission is reported before any write."""
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(UnsafeTargetError, match="cannot write in"):
            check_writable_target(folder / "g.yaml")
        with pytest.raises(UnsafeTargetError, match="cannot write in"):
            write_atomic(folder / "g.yaml", "x")
    finally:
        folder.chmod(0o700)


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs /proc")
def test_refuses_a_folder_that_takes_no_files():
    """/proc takes no new files, even for root: the check fails cleanly and leaves nothing."""
    with pytest.raises(UnsafeTargetError, match="cannot write in /proc"):
        check_writable_target("/proc/alcazaba-check.yaml")


@posix_only
@pytest.mark.parametrize("umask", [0o022, 0o077, 0o002])
def test_new_file_mode_follows_the_umask(tmp_path, umask):
    """A new file gets 0o666 less the umask, not mkstemp's 0o600."""
    old = os.umask(umask)
    try:
        write_atomic(tmp_path / "g.yaml", "x")
        check_writable_target(tmp_path / "h.yaml")
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.stat(tmp_path / "g.yaml").st_mode) == 0o666 & ~umask
    assert not (tmp_path / "h.yaml").exists()


@posix_only
def test_replacing_keeps_the_existing_mode(tmp_path):
    """Replacing a file keeps the permissions the user gave it."""
    target = tmp_path / "g.yaml"
    target.write_text("old")
    target.chmod(0o640)
    write_atomic(target, "new")
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o640 and target.read_text() == "new"


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_a_crash_mid_write_leaves_the_old_file(tmp_path, monkeypatch, failing):
    """If the write dies before the rename (here: fsync or the rename itself fails), the old
    content stays whole and the temporary file is removed."""
    target = tmp_path / "g.yaml"
    target.write_text("old content")

    def crash(*_args):
        raise KeyboardInterrupt

    monkeypatch.setattr(files.os, failing, crash)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(target, "new content " * 1000)
    monkeypatch.undo()
    assert target.read_text() == "old content"
    assert [p.name for p in tmp_path.iterdir()] == ["g.yaml"]


def test_stray_temporaries_of_a_killed_write_are_removed(tmp_path):
    """A killed process leaves ``.<name>.<random>.tmp``: old ones are deleted, young ones (a
    write under way elsewhere) and every other file stay."""
    old = [tmp_path / ".g.yaml.0123456789ab.tmp", tmp_path / ".g.yaml.abc_12xy.tmp"]
    young = tmp_path / ".g.yaml.ba9876543210.tmp"
    others = [tmp_path / "g.yaml", tmp_path / "notes.tmp", tmp_path / ".hidden", tmp_path / ".g.yaml.x.tmp"]
    for path in old + [young] + others:
        path.write_text("x")
    past = time.time() - 3600
    for path in old + others:
        os.utime(path, (past, past))
    assert sorted(remove_stray_temporaries(tmp_path)) == sorted(old)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in [young] + others)
    assert remove_stray_temporaries(tmp_path, older_than=0) == [young]
    assert remove_stray_temporaries(tmp_path / "missing") == []


@posix_only
def test_stray_cleanup_leaves_symlinks_and_folders(tmp_path):
    """Only regular files are deleted, never what a matching symlink points to."""
    real = tmp_path / "real"
    real.write_text("keep")
    (tmp_path / ".g.yaml.0123456789ab.tmp").symlink_to(real)
    (tmp_path / ".h.yaml.0123456789ab.tmp").mkdir()
    assert remove_stray_temporaries(tmp_path, older_than=0) == []
    assert real.read_text() == "keep"


def test_the_temporary_name_matches_the_cleanup_pattern(tmp_path, monkeypatch):
    """What write_atomic creates is what remove_stray_temporaries looks for."""
    seen = []
    real_replace = os.replace

    def spy(src, dst):
        seen.append(Path(src).name)
        real_replace(src, dst)

    monkeypatch.setattr(files.os, "replace", spy)
    write_atomic(tmp_path / "g.yaml", "x")
    assert len(seen) == 1 and files._TEMP_NAME.match(seen[0]) and seen[0].startswith(".g.yaml.")
