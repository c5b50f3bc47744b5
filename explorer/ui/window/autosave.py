"""Autosave of unsaved work, and recovery after a crash.

While the document has unsaved changes, :class:`Autosaver` writes the session
to ``<folder>/autosave-<pid>.json`` (plus ``autosave-<pid>.meta.json``: the
document's own path, the time, the process id) at most ``interval_ms`` after
a change, and deletes both when the document is saved or undone back to its
saved state, and on a normal close (:meth:`Autosaver.discard`). A file left
behind therefore means the app did not close normally; :func:`find_recovery`
finds it at the next start.

Each running instance has its own file (named by its pid), so two windows
never overwrite each other's autosave, and an autosave whose process is still
running (another open instance) is not offered for recovery.

Writes and removals are the window's job runner's "autosave" jobs
(:data:`Priority.BACKGROUND`): serializing a large session and fsync-ing it
must not stall the window. The runner runs one job of a purpose at a time, so
a removal submitted after a write always lands after it; a newer write or a
removal replaces a write still waiting (only the newest state matters), and a
write whose result a newer job made stale is not reported.
"""

from __future__ import annotations

import datetime as _dt
import json
import logging
import os
import sys
import time
from pathlib import Path
from typing import Any, Callable, NamedTuple

from PySide6.QtCore import QObject, QStandardPaths, QTimer, Signal

from explorer import __version__
from explorer.core.io.atomic import atomic_write_text, process_alive, remove_stale_temps
from explorer.core.session import Session, SessionError
from explorer.core.wording import translate
from explorer.core.io.session_files import load, save
from explorer.app.document import Document
from explorer.app.jobs import Priority

log = logging.getLogger(__name__)

METADATA_FORMAT = "attention-explorer/autosave"
#: A change reaches the disk at most this long after it is made.
DEFAULT_INTERVAL_MS = 2000
#: The job runner's purpose for autosave's writes and removals.
PURPOSE = "autosave"
#: How long closing the window (or a recovery) waits for a write: one slower than
#: this is a disk that hangs, and the window must not hang with it.
WAIT_S = 30.0
_PREFIX = "autosave-"
_META_SUFFIX = ".meta.json"


def default_folder() -> Path:
    """``<platform app data>/autosave``, e.g. ``~/.local/share/Attention Explorer/Attention Explorer/autosave``
    on Linux (the organization and application names must be set first). Not created here."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "autosave"


def _metadata_path(session_path: Path) -> Path:
    return session_path.with_name(session_path.name[: -len(".json")] + _META_SUFFIX)


# -- writing -------------------------------------------------------------------------------------
class Autosaver(QObject):
    """Keeps an autosave of ``document`` in ``folder`` while it has unsaved changes.

    ``folder`` defaults to :func:`default_folder` and is created on the first
    write. Writes run in ``document.jobs``; signals arrive on the GUI thread
    once the disk has been updated.
    """

    #: An autosave was written; the argument is the session file's path.
    saved = Signal(str)
    #: The autosave files were deleted (the document is clean again, or discard()).
    removed = Signal()
    #: A write failed (disk full, folder not writable); the argument is one line saying why.
    failed = Signal(str)

    def __init__(self, document: Document, folder: str | os.PathLike[str] | None = None,
                 interval_ms: int = DEFAULT_INTERVAL_MS, parent: QObject | None = None):
        super().__init__(parent if parent is not None else document)
        self._document = document
        self._jobs = document.jobs
        self.folder = Path(folder) if folder is not None else default_folder()
        self.path = self.folder / f"{_PREFIX}{os.getpid()}.json"
        self.metadata_path = _metadata_path(self.path)
        self._on_disk = False  # a write was queued since the last removal

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.save_now)
        document.session_changed.connect(self._document_changed)
        document.file_state_changed.connect(self._document_changed)

    @property
    def pending(self) -> bool:
        """True while a change waits for the timer."""
        return self._timer.isActive()

    def _document_changed(self) -> None:
        if self._document.modified:
            # Started once, not restarted by every change: a burst of edits
            # (dragging a value) must not postpone the save indefinitely.
            if not self._timer.isActive():
                self._timer.start()
        else:
            self._timer.stop()
            if self._on_disk:
                self._on_disk = False
                files = self._files()
                self._submit(lambda: _remove(files))

    def save_now(self) -> None:
        """Write the autosave now (if the document has unsaved changes), without waiting for the timer."""
        self._timer.stop()
        if self._document.modified:
            self._on_disk = True
            self._submit(self._write_job())

    def save_now_and_wait(self) -> bool:
        """Write the autosave now and wait until it is on disk (or failed, or
        :data:`WAIT_S` passed).

        True when the document's unsaved work is in this instance's autosave
        (or it has none); False after a failure, which is also reported by
        :attr:`failed`. Used right after a recovery, so the recovered work is
        on disk under this process before the crashed process's copy goes."""
        self._timer.stop()
        if not self._document.modified:
            return True
        self._on_disk = True
        heard: list[str] = []
        self._submit(self._write_job(), heard.append)
        if not self._jobs.finish(PURPOSE, WAIT_S):  # delivers what came back, here and now
            self._report("failed", translate("Autosave", "cannot autosave to {folder}: the write did not end in "
                                                         "{seconds:g} s").format(folder=self.folder, seconds=WAIT_S))
            return False
        return heard == ["saved"]

    def discard(self) -> None:
        """Delete the autosave now, after the write in progress (waiting at most
        :data:`WAIT_S`): call it when the window closes normally (after the user
        chose to save or not), or when the document is replaced by a recovered one."""
        self._timer.stop()
        self._on_disk = False
        files = self._files()
        if self._jobs.closed:  # the window's work has stopped: no write runs any more
            self._report(*_outcome(files.folder, lambda: _remove(files)))
            return
        self._submit(lambda: _remove(files))  # replaces a waiting write, lands after a running one
        if not self._jobs.finish(PURPOSE, WAIT_S):
            log.warning("autosave: a write to %s did not end in %g s; its files may stay", self.folder, WAIT_S)

    # -- in the job runner ----------------------------------------------------------------
    def _files(self) -> _Files:
        return _Files(self.folder, self.path, self.metadata_path)

    def _write_job(self) -> Callable[[], tuple[str, str]]:
        # What to write is taken now, on the window's thread: the document goes on changing meanwhile.
        session, original, files = self._document.session, self._document.path, self._files()
        return lambda: _write(files, session, original)

    def _submit(self, action: Callable[[], tuple[str, str]], heard: Callable[[str], None] | None = None) -> None:
        """Run ``action`` as the newest "autosave" job; ``heard(kind)`` too when it reports."""
        folder = self.folder

        def report(kind: str, detail: str) -> None:
            if heard is not None:
                heard(kind)
            self._report(kind, detail)

        # Anything else it raises (a BaseException) comes back as the runner's one line.
        self._jobs.submit(PURPOSE, lambda job: _outcome(folder, action), priority=Priority.BACKGROUND,
                          done=lambda result: report(*result),
                          failed=lambda message: report("failed", translate(
                              "Autosave", "cannot autosave to {folder}: {reason}").format(folder=folder,
                                                                                          reason=message)))

    # -- back on the GUI thread ---------------------------------------------------------------
    def _report(self, kind: str, detail: str) -> None:
        if kind == "saved":
            self.saved.emit(detail)
        elif kind == "removed":
            self.removed.emit()
        else:
            log.warning("%s", detail)
            self.failed.emit(detail)


class _Files(NamedTuple):
    """Where one instance's autosave lives."""

    folder: Path
    path: Path
    metadata_path: Path


def _outcome(folder: Path, action: Callable[[], tuple[str, str]]) -> tuple[str, str]:
    """``action()``'s (kind, detail), or ("failed", one line) for what the disk refused."""
    try:
        return action()
    except Exception as err:  # noqa: BLE001 - the disk's refusals, said the way they always were
        return "failed", translate("Autosave", "cannot autosave to {folder}: {reason}").format(folder=folder,
                                                                                               reason=_reason(err))


def _write(files: _Files, session: Session, original: Path | None) -> tuple[str, str]:
    files.folder.mkdir(parents=True, exist_ok=True)
    now = time.time()
    metadata = {
        "format": METADATA_FORMAT,
        "version": 1,
        "pid": os.getpid(),
        "boot_id": _boot_id(),
        "time": _dt.datetime.fromtimestamp(now, _dt.timezone.utc).isoformat(timespec="seconds"),
        "unix_time": now,
        "path": str(original) if original is not None else None,
        "session_file": files.path.name,
        "app_version": __version__,
    }
    # Metadata first: a session file never exists without the metadata that says whose it is.
    atomic_write_text(files.metadata_path, json.dumps(metadata, indent=2) + "\n")
    save(session, files.path)
    return "saved", str(files.path)


def _remove(files: _Files) -> tuple[str, str]:
    files.path.unlink(missing_ok=True)
    files.metadata_path.unlink(missing_ok=True)
    return "removed", ""


# -- recovering ----------------------------------------------------------------------------------
class Recovery(NamedTuple):
    """An autosave left by a process that is gone. Unpacks as ``session, metadata``.

    ``metadata`` holds ``path`` (the file the session came from, or None for
    an unsaved document), ``time`` (ISO 8601, UTC), ``unix_time``, ``pid``, and
    ``autosave_path`` (the session file found)."""

    session: Session
    metadata: dict[str, Any]

    def discard(self) -> None:
        """Delete this autosave (after it was recovered into a new document, or refused)."""
        session_file = Path(self.metadata["autosave_path"])
        session_file.unlink(missing_ok=True)
        _metadata_path(session_file).unlink(missing_ok=True)


def find_recoveries(folder: str | os.PathLike[str] | None = None) -> list[Recovery]:
    """Every autosave in ``folder`` (default :func:`default_folder`) that can be
    recovered, newest first. Skipped, with a log message: unreadable or invalid
    files, and autosaves of processes still running other than this one."""
    folder = Path(folder) if folder is not None else default_folder()
    try:
        candidates = sorted(p for p in folder.glob(f"{_PREFIX}*.json") if not p.name.endswith(_META_SUFFIX))
    except OSError:
        return []
    found = [r for r in (_read(p) for p in candidates) if r is not None]
    return sorted(found, key=lambda r: r.metadata["unix_time"], reverse=True)


def find_recovery(folder: str | os.PathLike[str] | None = None) -> Recovery | None:
    """The newest recoverable autosave in ``folder`` (see :func:`find_recoveries`), or None."""
    found = find_recoveries(folder)
    return found[0] if found else None


def remove_orphans(folder: str | os.PathLike[str] | None = None) -> list[Path]:
    """Delete, in ``folder`` (default :func:`default_folder`), what crashed
    instances left that holds no work: metadata files whose session file is
    gone and whose process is dead, and our stale temporary files. Call at
    start; best effort (returns what was removed, never raises)."""
    folder = Path(folder) if folder is not None else default_folder()
    removed = remove_stale_temps(folder)
    try:
        metas = list(folder.glob(f"{_PREFIX}*{_META_SUFFIX}"))
    except OSError:
        return removed
    for meta in metas:
        session_file = meta.with_name(meta.name[: -len(_META_SUFFIX)] + ".json")
        pid_text = meta.name[len(_PREFIX): -len(_META_SUFFIX)]
        if session_file.exists() or not pid_text.isdigit() or not pid_text.isascii():
            continue
        pid = int(pid_text)
        if pid == os.getpid() or _still_running(pid, _meta_boot_id(meta)):
            continue
        try:
            meta.unlink()
            removed.append(meta)
        except OSError:
            continue
    return removed


def _meta_boot_id(meta: Path) -> object:
    try:
        data = json.loads(meta.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data.get("boot_id") if isinstance(data, dict) else None


def _read(session_file: Path) -> Recovery | None:
    meta_file = _metadata_path(session_file)
    try:
        metadata = json.loads(meta_file.read_text(encoding="utf-8"))
        if not isinstance(metadata, dict) or metadata.get("format") != METADATA_FORMAT:
            raise ValueError("not autosave metadata")
        pid = metadata["pid"]
        if isinstance(pid, bool) or not isinstance(pid, int):
            raise ValueError("no process id")
        if not isinstance(metadata.get("unix_time"), (int, float)):
            metadata["unix_time"] = session_file.stat().st_mtime
    except (OSError, ValueError, KeyError) as err:
        log.warning("ignoring autosave %s: unreadable metadata (%s)", session_file, _reason(err))
        return None
    if pid != os.getpid() and _still_running(pid, metadata.get("boot_id")):
        log.info("ignoring autosave %s: process %d is still running", session_file, pid)
        return None
    try:
        session = load(session_file)
    except SessionError as err:
        log.warning("ignoring autosave %s: %s", session_file, err)
        return None
    metadata["autosave_path"] = str(session_file)
    return Recovery(session, metadata)


def _reason(err: BaseException) -> str:
    if isinstance(err, OSError) and err.strerror:
        return err.strerror
    return str(err) or type(err).__name__


# -- is that process still there? ------------------------------------------------------------------
def _boot_id() -> str | None:
    """This boot's id (Linux): a pid from an earlier boot is dead whatever runs under it now."""
    try:
        return Path("/proc/sys/kernel/random/boot_id").read_text().strip() or None
    except OSError:
        return None


def _still_running(pid: int, boot_id: object) -> bool:
    if isinstance(boot_id, str) and boot_id != _boot_id():
        return False
    if sys.platform == "win32":
        return _windows_running(pid)
    return process_alive(pid)


def _windows_running(pid: int) -> bool:
    # os.kill(pid, 0) would terminate the process on Windows; ask the kernel instead.
    import ctypes

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return False
    try:
        code = ctypes.c_ulong()
        return bool(kernel32.GetExitCodeProcess(handle, ctypes.byref(code))) and code.value == 259  # STILL_ACTIVE
    finally:
        kernel32.CloseHandle(handle)
