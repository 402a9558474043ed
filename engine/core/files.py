"""Safe file writing: atomic replacement of regular files only, with the user's umask.

``write_atomic`` writes ``.<name>.<12 hex digits>.tmp`` next to the target, fsyncs it, renames
it over the target and fsyncs the folder. A process killed in between leaves only such a
temporary file behind, never a half-written target; ``remove_stray_temporaries`` deletes the
ones older than a minute (younger ones may belong to a write still under way in another
process). ``check_writable_target`` tells before any work starts whether a write would fail.
"""

from __future__ import annotations

import os
import re
import secrets
import stat
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
# mkstemp-style names from earlier versions ([a-z0-9_]{8}) are matched too.
_TEMP_NAME = re.compile(r"^\..+\.[A-Za-z0-9_]{8,32}\.tmp$")
STRAY_AGE_SECONDS = 60.0


class UnsafeTargetError(OSError):
    """A file that cannot or must not be written: a symlink, a folder, a device, a missing or
    read-only folder. Its message is one line for the user."""


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` so that ``path`` holds either the old or the whole new content, never a
    half-written file; raise UnsafeTargetError for a target that is not a regular file."""
    target = Path(path)
    mode = _existing_mode(target)
    folder = target.parent
    tmp, fd = _create_temporary(target)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            if mode is not None:
                # Replacing a file keeps its permissions; a new one gets 0o666 less the umask,
                # which the kernel applied when the temporary file was created.
                os.chmod(tmp, mode)
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    _fsync_folder(folder)


def check_writable_target(path: str | os.PathLike[str], probe: bool = True) -> None:
    """Raise UnsafeTargetError (one-line message) unless ``write_atomic(path, ...)`` can succeed:
    the folder exists and takes new files (``probe``: tried with a temporary file, removed at
    once; False when that folder was just probed), and ``path`` is absent or a regular file."""
    target = Path(path)
    _existing_mode(target)
    if not probe:
        if not target.parent.is_dir():
            raise UnsafeTargetError(f"{target}: the folder {target.parent} does not exist")
        return
    tmp, fd = _create_temporary(target)
    os.close(fd)
    os.unlink(tmp)


def remove_stray_temporaries(folder: str | os.PathLike[str], older_than: float = STRAY_AGE_SECONDS) -> list[Path]:
    """Delete the temporary files an interrupted ``write_atomic`` left in ``folder`` (regular
    files named ``.<name>.<random>.tmp`` last modified more than ``older_than`` seconds ago);
    returns what was removed. Files that vanish or resist meanwhile are skipped."""
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not _TEMP_NAME.match(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < older_than:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def _existing_mode(target: Path) -> int | None:
    """The permission bits of ``target`` if it is a regular file, None if it does not exist."""
    try:
        info = os.lstat(target)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise UnsafeTargetError(f"{target}: cannot be written ({exc.strerror or exc})") from None
    if stat.S_ISLNK(info.st_mode):
        raise UnsafeTargetError(f"{target}: is a symbolic link; refusing to replace it")
    if stat.S_ISDIR(info.st_mode):
        raise UnsafeTargetError(f"{target}: is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise UnsafeTargetError(f"{target}: is not a regular file (a device or a pipe); refusing to replace it")
    return stat.S_IMODE(info.st_mode)


def _create_temporary(target: Path) -> tuple[str, int]:
    """A new empty temporary file next to ``target``, as (path, open descriptor)."""
    folder = target.parent
    if not folder.is_dir():
        problem = "does not exist" if not folder.exists() else "is not a folder"
        raise UnsafeTargetError(f"{target}: the folder {folder} {problem}")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    for _attempt in range(100):
        tmp = str(folder / f".{target.name}.{secrets.token_hex(6)}{TEMP_SUFFIX}")
        try:
            # 0o666: the umask decides the final permissions, as for any file the user creates.
            return tmp, os.open(tmp, flags, 0o666)
        except FileExistsError:
            continue
        except OSError as exc:
            raise UnsafeTargetError(f"{target}: cannot write in {folder} ({exc.strerror or exc})") from None
    raise UnsafeTargetError(f"{target}: cannot create a temporary file in {folder}")


def _fsync_folder(folder: Path) -> None:
    """Make the rename durable; not every system can open a folder (Windows cannot)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
