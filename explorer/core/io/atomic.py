"""Atomic file writes: a temporary file in the same folder, then a rename.

A crash, a full disk or a kill during the write leaves the previous file
intact and no half-written file behind. Saving onto a symbolic link replaces
the link's target (the link stays a link). Only a regular file or a new path
is ever replaced: a device (``/dev/null``), a FIFO, a socket or a folder at the
target, or at the end of its links, is refused with :class:`NotRegularFile`
before anything is written (a rename would swap the node for a plain file,
and as root that would replace the system's real device). A temporary file left by a killed
process (``.NAME.PID-XXXXXXXX.tmp``) is removed at the next save into the same
folder, once its process is gone.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Callable

from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: Our temporary names: ".<target name>.<pid>-<8 random chars>.tmp" (mkstemp's
#: alphabet). Older versions wrote ".<target name>.<8 random chars>.tmp".
_TEMP = re.compile(r"^\..+\.(?:(?P<pid>\d+)-)?[a-z0-9_]{8}\.tmp$")
#: A temporary file with no pid (an older version's), or whose pid may have
#: been reused since, counts as stale once it is this old.
STALE_AFTER_S = 15 * 60


def resolve_target(path: str | Path) -> Path:
    """The file a write to ``path`` must replace: ``path`` itself, or for a
    symbolic link (a chain of them) the file it finally points at, so that
    the rename replaces the target and leaves the link in place."""
    path = Path(path)
    if path.is_symlink():
        return Path(os.path.realpath(path))
    return path


class NotRegularFile(OSError):
    """The target exists and is not a regular file (device, FIFO, socket,
    folder): a save refuses it rather than replace it. ``strerror`` is the
    one-line reason, e.g. "is a FIFO, not a regular file"."""


def _kind(mode: int) -> str | None:
    """What a non-regular file is, in words; None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    # The names are compared (check_target): marked here, translated where shown.
    for test, name in ((stat.S_ISDIR, QT_TRANSLATE_NOOP("Atomic", "a folder")),
                       (stat.S_ISFIFO, QT_TRANSLATE_NOOP("Atomic", "a FIFO")),
                       (stat.S_ISSOCK, QT_TRANSLATE_NOOP("Atomic", "a socket")),
                       (stat.S_ISCHR, QT_TRANSLATE_NOOP("Atomic", "a character device")),
                       (stat.S_ISBLK, QT_TRANSLATE_NOOP("Atomic", "a block device"))):
        if test(mode):
            return name
    return "not a regular file"


def check_target(path: str | Path) -> Path:
    """The path a write to ``path`` replaces (see :func:`resolve_target`),
    after checking it is a regular file or does not exist yet. Raises
    :class:`NotRegularFile` otherwise. Writers call it (through
    :func:`atomic_write`) before any expensive work, so a refusal is quick."""
    target = resolve_target(path)
    try:
        # The link chain is already resolved; lstat so that a dangling chain
        # (a new file) is a new path, not an error.
        mode = os.lstat(target).st_mode
    except FileNotFoundError:
        return target
    except OSError:
        return target  # unreadable folder and the like: the write itself says why
    kind = _kind(mode)
    if kind is not None:
        reason = translate("Atomic", "is {kind}, not a regular file; nothing was written").format(
            kind=translate("Atomic", kind)) if kind != "not a regular file" \
            else translate("Atomic", "is not a regular file; nothing was written")
        raise NotRegularFile(errno.EISDIR if kind == "a folder" else errno.EINVAL, reason, str(path))
    return target


def atomic_write(path: str | Path, write: Callable[[Path], None]) -> None:
    """Call ``write(tmp_path)`` for a temporary file beside ``path``, then
    rename it over ``path``. On any failure the temporary file is removed and
    the exception propagates (``OSError`` for an unwritable folder or a full
    disk); the file at ``path`` is then the one that was there before."""
    given = path
    path = check_target(path)
    folder = path.parent if str(path.parent) else Path(".")
    remove_stale_temps(folder)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}-", suffix=".tmp", dir=folder)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        # mkstemp makes the file private (0600); give it the mode a plain
        # open() would have, or the mode of the file it replaces.
        os.chmod(tmp, _target_mode(path))
        write(tmp)
        with open(tmp, "rb+") as handle:
            os.fsync(handle.fileno())
        # Again just before the rename: a FIFO made while we wrote is kept too.
        check_target(given)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_folder(folder)


def _fsync_folder(folder: Path) -> None:
    # The rename is durable only once the folder's entry is on disk too; not
    # every platform can open a folder (Windows), which is no failure of the save.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _target_mode(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def remove_stale_temps(folder: str | Path, now: float | None = None) -> list[Path]:
    """Delete our temporary files in ``folder`` that no save is still writing:
    those of a process that is gone, and any older than :data:`STALE_AFTER_S`.
    Files of this process and of running processes are kept (a save may be
    in progress). Best effort: returns what was removed, never raises."""
    now = time.time() if now is None else now
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        found = _TEMP.match(entry.name)
        if not found:
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not entry.is_file(follow_symlinks=False):
                continue
            if hasattr(os, "getuid") and info.st_uid != os.getuid():
                continue  # never another user's file
            pid = found.group("pid")
            old = now - info.st_mtime > STALE_AFTER_S
            if pid is not None and int(pid) != os.getpid() and not process_alive(int(pid)):
                stale = True
            else:
                stale = old and (pid is None or int(pid) != os.getpid())
            if stale:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except (OSError, ValueError):
            continue
    return removed


def process_alive(pid: int) -> bool:
    """Whether process ``pid`` exists (a zombie counts as gone)."""
    if pid <= 0:
        return False
    if os.name == "nt":
        return True  # os.kill(pid, 0) would terminate it; rely on the age rule there
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return True
    return state not in ("Z", "X")


def atomic_write_bytes(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically; the temporary file is checked to
    hold every byte before it replaces the old file."""

    def write(tmp: Path) -> None:
        tmp.write_bytes(data)
        if tmp.stat().st_size != len(data):
            raise OSError(translate("Atomic", "only {written} of {size} bytes reached the disk").format(
                written=tmp.stat().st_size, size=len(data)))

    atomic_write(path, write)


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write ``text`` as UTF-8. A lone surrogate (text that cannot be UTF-8)
    is a ValueError saying so, raised before anything is written."""
    atomic_write_bytes(path, text.encode("utf-8"))
