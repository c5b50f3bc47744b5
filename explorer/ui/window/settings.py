"""What the app remembers between runs, as a typed wrapper over QSettings.

Every read is forgiving: a value that is missing, of the wrong type or out of
range (a hand-edited or older settings file) gives the default, never an
exception, because a bad preference must not stop the app from starting.
Every write is checked: a wrong value from our own code is a bug, so it raises.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QByteArray, QLockFile, QSettings

from explorer.core.numbers import DEFAULT_DECIMALS  # View → Decimals' one default
from explorer.app.language import LANGUAGES, SYSTEM
from explorer.app.snapshot import PRECISIONS
from explorer.app.screen_fit import MAX_ZOOM, MIN_ZOOM, clamp_zoom
from explorer.app.view import MAX_DECIMALS, MIN_DECIMALS
from explorer.core.wording import translate

ORGANIZATION = "Attention Explorer"
APPLICATION = "Attention Explorer"
THEMES = ("system", "light", "dark", "high-contrast")
MAX_RECENT = 10
#: How long a change to the recent files waits for another instance's change.
RECENT_LOCK_WAIT_MS = 5_000
DEFAULT_THEME = "system"
DEFAULT_COLORMAP = "viridis"
DEFAULT_PRECISION = "auto"

_RECENT = "files/recent"
_LAST_FOLDER = "files/last_folder"
_THEME = "appearance/theme"
_LANGUAGE = "appearance/language"
#: View → Language: the system's locale, or one of the languages the app speaks.
LANGUAGE_CHOICES = (SYSTEM, *LANGUAGES)
_COLORMAP = "appearance/colormap"
_PRECISION = "compute/precision"
_GEOMETRY = "window/geometry"
_STATE = "window/state"
_ZOOM = "appearance/zoom"
_HINT_DISMISSED = "help/first_run_hint_dismissed"
_DECIMALS = "format/decimals"
_TABLE = "appearance/heatmap_table"
_NEGATIVES = "appearance/mark_negatives"
_EXERCISES = "exercises/progress"
#: How far a person got with an exercise of the course: never opened and changed, changed, solved.
PROGRESS = ("new", "attempted", "solved")


def _key(path: str | os.PathLike[str]) -> Path:
    # One spelling per file, so "a.json", "./a.json" and a symlink dedupe.
    return Path(path).expanduser().resolve()


def guard_settings_file() -> str | None:
    """Keep every QSettings of this process off a settings file that is not a
    regular file: Qt reads a FIFO there forever (the app hung at start) and
    replaces a device node with a plain file (as root, a link to /dev/null
    would replace the real device). Preferences then live in a private
    temporary folder for this run. Returns the one-line reason, or None when
    the file is fine. Call once, after the application's names are set."""
    from PySide6.QtCore import QStandardPaths

    from explorer.core.io.atomic import NotRegularFile, check_target

    if sys.platform.startswith(("win", "darwin")):
        return None  # the registry / a plist: not a path Qt opens as a plain file here
    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    path = Path(config) / ORGANIZATION / f"{APPLICATION}.conf"
    try:
        check_target(path)
    except NotRegularFile as err:
        folder = tempfile.mkdtemp(prefix="attention-explorer-settings-")
        for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
            QSettings.setPath(fmt, QSettings.Scope.UserScope, folder)
        return translate("Settings", "the settings file {path} {reason}: preferences are not kept this run").format(
            path=path, reason=err.strerror)
    return None


class Settings:
    """The user's preferences. ``Settings()`` is the real store (organization and
    application "Attention Explorer", the platform's native format); tests pass
    their own ``QSettings`` (e.g. an INI file under a temporary folder)."""

    def __init__(self, qsettings: QSettings | None = None, max_recent: int = MAX_RECENT):
        self.qsettings = qsettings if qsettings is not None else QSettings(ORGANIZATION, APPLICATION)
        #: How many recent files are kept (tests raise it to see every addition).
        self.max_recent = max_recent

    def sync(self) -> None:
        """Write pending changes to storage now (Qt also does it on exit and periodically)."""
        self.qsettings.sync()

    # -- recent files ----------------------------------------------------------
    def recent_files(self) -> list[Path]:
        """Up to ``MAX_RECENT`` files, most recent first, only those that still exist.

        Missing files are hidden, not forgotten from storage: a file on an
        unmounted drive comes back when the drive does."""
        out: list[Path] = []
        for path in self._stored_recent():
            if path.is_file() and path not in out:
                out.append(path)
        return out[:self.max_recent]

    def add_recent_file(self, path: str | os.PathLike[str]) -> None:
        """Put ``path`` first (moving it up if it is already listed), merged
        into the list as stored now (another instance may have changed it)."""
        new = _key(path)
        with self._recent_lock():
            kept = [p for p in self._stored_recent() if p != new and p.is_file()]
            self._store_recent([new, *kept][:self.max_recent])

    def remove_recent_file(self, path: str | os.PathLike[str]) -> None:
        gone = _key(path)
        with self._recent_lock():
            self._store_recent([p for p in self._stored_recent() if p != gone])

    def clear_recent_files(self) -> None:
        with self._recent_lock():
            self.qsettings.remove(_RECENT)
            self.qsettings.sync()

    @contextmanager
    def _recent_lock(self) -> Iterator[None]:
        # Read, merge and write the list as one step across processes: two
        # instances adding files at the same moment each read the list before
        # the other wrote, and the later write lost the other's files.
        # QSettings locks only its own write, not our read-modify-write.
        name = self.qsettings.fileName()
        lock = QLockFile(name + ".recent-lock") if name else None
        held = lock is not None and lock.tryLock(RECENT_LOCK_WAIT_MS)
        try:
            yield  # never locked out for good: past the wait the change goes ahead unmerged
        finally:
            if held:
                lock.unlock()

    def _stored_recent(self) -> list[Path]:
        # Another running instance may have written the list since this one
        # read it: QSettings caches, and sync() re-reads what changed on disk.
        # Every change re-reads first and writes at once, so two instances
        # merge their lists instead of the last writer's stale copy winning.
        self.qsettings.sync()
        # type=list: an INI file gives back a one-item list as a bare string.
        raw = self.qsettings.value(_RECENT, [], type=list)
        return [_key(p) for p in raw if isinstance(p, str) and p]

    def _store_recent(self, paths: list[Path]) -> None:
        self.qsettings.setValue(_RECENT, [str(p) for p in paths])
        self.qsettings.sync()

    # -- last folder -----------------------------------------------------------
    @property
    def last_folder(self) -> Path | None:
        """The folder of the last file opened or saved, if it still exists."""
        raw = self.qsettings.value(_LAST_FOLDER)
        if not isinstance(raw, str) or not raw:
            return None
        folder = Path(raw)
        return folder if folder.is_dir() else None

    @last_folder.setter
    def last_folder(self, folder: str | os.PathLike[str] | None) -> None:
        if folder is None:
            self.qsettings.remove(_LAST_FOLDER)
        else:
            self.qsettings.setValue(_LAST_FOLDER, str(_key(folder)))

    # -- appearance ------------------------------------------------------------
    @property
    def theme(self) -> str:
        """``"system"`` (follow the desktop), ``"light"``, ``"dark"`` or ``"high-contrast"``."""
        return self._choice(_THEME, THEMES, DEFAULT_THEME)

    @theme.setter
    def theme(self, name: str) -> None:
        self._set_choice(_THEME, "theme", THEMES, name)

    @property
    def language(self) -> str:
        """View → Language: ``"system"`` (the locale's, when the app speaks it) or a language code."""
        return self._choice(_LANGUAGE, LANGUAGE_CHOICES, SYSTEM)

    @language.setter
    def language(self, code: str) -> None:
        self._set_choice(_LANGUAGE, "language", LANGUAGE_CHOICES, code)

    @property
    def colormap(self) -> str:
        """Name of the heatmap colormap (the heatmap view falls back if it does not know it)."""
        raw = self.qsettings.value(_COLORMAP, DEFAULT_COLORMAP)
        return raw if isinstance(raw, str) and raw else DEFAULT_COLORMAP

    @colormap.setter
    def colormap(self, name: str) -> None:
        if not isinstance(name, str) or not name:
            raise ValueError("a colormap name is a non-empty string")
        self.qsettings.setValue(_COLORMAP, name)

    @property
    def zoom(self) -> float:
        """View → Zoom: the window's font size over the system's (1.0 = 100 %), within [0.8, 3.0]."""
        raw = self.qsettings.value(_ZOOM, 1.0)
        try:
            zoom = float(raw)
        except (TypeError, ValueError):
            return 1.0
        return clamp_zoom(zoom) if zoom == zoom else 1.0  # NaN is not a zoom

    @zoom.setter
    def zoom(self, value: float) -> None:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not MIN_ZOOM <= value <= MAX_ZOOM:
            raise ValueError(f"a zoom is a number from {MIN_ZOOM} to {MAX_ZOOM}, not {value!r}")
        self.qsettings.setValue(_ZOOM, float(value))

    @property
    def heatmap_table(self) -> bool:
        """View → Show as Table: whether the Heatmap tab shows its numbers as a table."""
        return self._flag(_TABLE)

    @heatmap_table.setter
    def heatmap_table(self, value: bool) -> None:
        self._set_flag(_TABLE, "heatmap_table", value)

    @property
    def mark_negatives(self) -> bool:
        """View → Mark Negative Cells: whether cells below 0 carry a notch (on screen and in figures)."""
        return self._flag(_NEGATIVES)

    @mark_negatives.setter
    def mark_negatives(self, value: bool) -> None:
        self._set_flag(_NEGATIVES, "mark_negatives", value)

    # -- help ------------------------------------------------------------------
    @property
    def hint_dismissed(self) -> bool:
        """Whether the first-run hint was dismissed (it is then never shown again)."""
        return self._flag(_HINT_DISMISSED)

    @hint_dismissed.setter
    def hint_dismissed(self, value: bool) -> None:
        self._set_flag(_HINT_DISMISSED, "hint_dismissed", value)

    # -- computation -----------------------------------------------------------
    @property
    def precision(self) -> str:
        """``"auto"`` (float32 from 1024 tokens), ``"float64"`` or ``"float32"``."""
        return self._choice(_PRECISION, PRECISIONS, DEFAULT_PRECISION)

    @precision.setter
    def precision(self, name: str) -> None:
        self._set_choice(_PRECISION, "precision", PRECISIONS, name)

    def _flag(self, key: str) -> bool:
        raw = self.qsettings.value(key, False)
        return raw is True or (isinstance(raw, str) and raw.lower() == "true")  # INI files: "true"/"false"

    def _set_flag(self, key: str, what: str, value: bool) -> None:
        if not isinstance(value, bool):
            raise ValueError(f"{what} is True or False")
        self.qsettings.setValue(key, value)

    def _choice(self, key: str, choices: tuple[str, ...], default: str) -> str:
        raw = self.qsettings.value(key, default)
        return raw if raw in choices else default

    def _set_choice(self, key: str, what: str, choices: tuple[str, ...], name: str) -> None:
        if name not in choices:
            raise ValueError(f"unknown {what} {name!r}; expected one of {', '.join(choices)}")
        self.qsettings.setValue(key, name)

    # -- window ----------------------------------------------------------------
    @property
    def window_geometry(self) -> bytes | None:
        """``QMainWindow.saveGeometry()`` from the last run, or None."""
        return self._bytes(_GEOMETRY)

    @window_geometry.setter
    def window_geometry(self, data: bytes | QByteArray) -> None:
        self.qsettings.setValue(_GEOMETRY, QByteArray(bytes(data)))

    @property
    def window_state(self) -> bytes | None:
        """``QMainWindow.saveState()`` (toolbars and docks) from the last run, or None."""
        return self._bytes(_STATE)

    @window_state.setter
    def window_state(self, data: bytes | QByteArray) -> None:
        self.qsettings.setValue(_STATE, QByteArray(bytes(data)))

    def _bytes(self, key: str) -> bytes | None:
        raw = self.qsettings.value(key)
        if isinstance(raw, QByteArray) and not raw.isEmpty():
            return bytes(raw.data())
        return None

    # -- number format ---------------------------------------------------------
    @property
    def decimals(self) -> int:
        """View → Decimals: places printed in cells, cards and figures, ``MIN_DECIMALS``..``MAX_DECIMALS``."""
        raw = self.qsettings.value(_DECIMALS, DEFAULT_DECIMALS)
        try:
            value = int(raw)  # an INI file hands back a string
        except (TypeError, ValueError):
            return DEFAULT_DECIMALS
        return value if MIN_DECIMALS <= value <= MAX_DECIMALS else DEFAULT_DECIMALS

    @decimals.setter
    def decimals(self, value: int) -> None:
        if isinstance(value, bool) or not isinstance(value, int) or not MIN_DECIMALS <= value <= MAX_DECIMALS:
            raise ValueError(f"decimals must be a whole number from {MIN_DECIMALS} to {MAX_DECIMALS}, got {value!r}")
        self.qsettings.setValue(_DECIMALS, value)

    # -- exercises -------------------------------------------------------------
    def exercise_progress(self, name: str) -> str:
        """``"new"``, ``"attempted"`` or ``"solved"``: how far the person got with the
        course's exercise ``name`` (its file's stem)."""
        raw = self.qsettings.value(f"{_EXERCISES}/{name}", "new")
        return raw if raw in PROGRESS else "new"

    def set_exercise_progress(self, name: str, state: str) -> None:
        """Remember ``state`` for exercise ``name``; ``"new"`` forgets it (Reset)."""
        if state not in PROGRESS or not isinstance(name, str) or not name or "/" in name:
            raise ValueError(f"an exercise's progress is one of {', '.join(PROGRESS)} for a file stem, "
                             f"not {state!r} for {name!r}")
        key = f"{_EXERCISES}/{name}"
        if state == "new":
            self.qsettings.remove(key)
        else:
            self.qsettings.setValue(key, state)
        self.qsettings.sync()  # a second window (or the next run) reads it at once
