"""Start the Qt application and the main window."""

from __future__ import annotations

import gc
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from explorer import __version__
from explorer.core.backend import Backend
from explorer.core.wording import translate

if TYPE_CHECKING:  # imported when the app starts, after the process is prepared
    from PySide6.QtWidgets import QApplication

    from explorer.ui.window.main_window import MainWindow
    from explorer.ui.window.settings import Settings

DESKTOP_ID = "io.github.attention_explorer.AttentionExplorer"


def freeze_imported_objects() -> None:
    """Leave what the imports made (about 70 000 functions, classes and their
    dicts, all alive until exit) out of Python's cyclic garbage collector.

    A full collection scanned them all: about 40 ms on the UI thread, now and
    then, mid-edit (bench_ui.py saw 100+ ms stalls at 4096 tokens). Called
    before any session or window exists, so nothing that may later become
    garbage is frozen.
    """
    gc.freeze()


def prepare_process(blas_threads: int | None = None) -> int | None:
    """What the app does to its process before a window exists (the benchmarks do
    the same, so they measure what a person gets): BLAS limited, freed large arrays
    given back to the system, the imports' objects left out of the garbage collector.
    Returns the BLAS threads now in use (None: no BLAS found)."""
    from explorer.core.allocator import return_freed_memory
    from explorer.core.threads import APP_BLAS_THREADS, limit_blas_threads

    threads = limit_blas_threads(blas_threads or APP_BLAS_THREADS)  # after NumPy is imported: threads.py
    return_freed_memory()  # explorer/core/allocator.py
    freeze_imported_objects()
    return threads


def start_autosave(window: MainWindow, folder: Path | None = None) -> None:
    """Turn on autosave for ``window`` and offer to recover what
    a crashed instance left in ``folder`` (default: the app data folder).

    Recovery lasts: the recovered work is written to this instance's own
    autosave at once, and only then is the crashed instance's copy deleted,
    so a second crash before the next edit loses nothing; from then on it is
    kept until the user saves (or undoes back to the file). Refused work is
    deleted. Metadata that crashed instances left without a session file is
    cleaned up first.
    """
    from explorer.ui.window.autosave import find_recovery, remove_orphans

    remove_orphans(folder)
    window.enable_autosave(folder)
    recovery = find_recovery(folder)
    if recovery is None:
        return
    if not window.files.ask_recover(recovery.metadata):
        recovery.discard()
        return
    window.files.recover(recovery.session, recovery.metadata)
    # If our copy cannot be written (the folder became read-only), the crashed
    # instance's copy stays: it is offered again at the next start.
    if window.autosaver is not None and window.autosaver.save_now_and_wait():
        recovery.discard()


def application(theme: str | None = None, language: str | None = None) -> tuple[QApplication, Settings]:
    """The process's QApplication, named, with its icon, theme (``theme``, or the one
    remembered in View → Theme) and language (``language``, or View → Language's, first the system's),
    and the app's settings. The running one when there is
    one (a notebook's, made by ``%gui qt``), else a new one. The names decide where
    QSettings keeps the settings: a window opened from Python remembers what the app does."""
    from PySide6.QtWidgets import QApplication

    from explorer.ui.window.icons import app_icon
    from explorer.ui.window.settings import Settings, guard_settings_file
    from explorer.ui.window.theme import apply_theme

    app = QApplication.instance() or QApplication(sys.argv[:1])
    if not isinstance(app, QApplication):  # a QCoreApplication or QGuiApplication: it cannot show widgets
        raise RuntimeError(f"this process already runs a {type(app).__name__}, which cannot show windows; "
                           "start the window before anything makes one")
    app.setApplicationName("Attention Explorer")
    app.setOrganizationName("Attention Explorer")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(DESKTOP_ID)
    app.setWindowIcon(app_icon())
    problem = guard_settings_file()  # before any QSettings reads the file
    if problem:
        print(f"attention-explorer: {problem}", file=sys.stderr)
    settings = Settings()
    apply_theme(app, theme or settings.theme)
    from explorer.app.language import use_language

    try:  # installed into the application too: Qt's own buttons and dialogs speak it
        use_language(language or settings.language)
    except OSError as err:  # a broken install: the window still opens, in English
        print(f"attention-explorer: {err}", file=sys.stderr)
        use_language("en")
    return app, settings


def run_app(session_path: str | None = None, backend: Backend | None = None, dtype: str | None = None,
            screenshot: str | None = None, language: str | None = None) -> int:
    """Open the main window (on ``session_path`` or the default preset).

    ``dtype`` (a precision: ``auto``, ``float64``, ``float32``) overrides the
    one remembered from View → Precision for this run.

    With ``screenshot``, render the window to that PNG and exit instead of
    running the event loop. Returns the process exit status.
    """
    from explorer.core.io.presets import load_preset
    from explorer.core.session import SessionError
    from explorer.core.io.session_files import load
    from explorer.ui.window.main_window import MainWindow

    prepare_process()  # NumPy is imported by now
    # Screenshots are for documentation: the same light look every time.
    app, settings = application("light" if screenshot else None, language)

    session, path = load_preset(), None
    if session_path and screenshot:  # a screenshot is of the file: read it first, no event loop runs
        try:
            session, path = load(session_path), Path(session_path)
        except SessionError as err:
            print(f"attention-explorer: {session_path}: {err}", file=sys.stderr)
            return 2
    # The window first (on the short default example), then the file: it is
    # read off the UI thread with a progress dialog and Cancel, and its trace
    # computed in the worker, so a 16 384-token file shows a window at once.
    window = MainWindow(session, backend=backend, dtype=dtype, path=path,
                        settings=None if screenshot else settings)
    window.show()
    # Asked for: with no window manager (or a strict one) a new window is not given the
    # keyboard, and the first keystrokes and Ctrl+Z went nowhere until a click.
    window.raise_()
    window.activateWindow()
    if not screenshot:
        if session_path:
            app.processEvents()  # paint the window before the file is read
            window.files.open_path(Path(session_path), ask=False)
        # After the file: recovered work is applied on top of it, as an unsaved change.
        start_autosave(window)
    status = save_screenshot(window, screenshot) if screenshot else app.exec()
    # Delete the widgets while Qt is still whole: leaving them to interpreter
    # shutdown crashed now and then (pyqtgraph items outliving their scene).
    window.hide()
    window.deleteLater()
    app.sendPostedEvents(None, 0)
    app.processEvents()
    del window
    return status


def save_screenshot(window: Any, path: str) -> int:
    """Render ``window`` (a QWidget) to a PNG; returns an exit status."""
    from PySide6.QtWidgets import QApplication

    from explorer.core.io.atomic import atomic_write

    QApplication.processEvents()
    image = window.grab()

    def write(tmp: Path) -> None:
        if image.isNull() or not image.save(str(tmp), "PNG"):
            raise OSError(translate("App", "Qt could not write the PNG"))

    try:
        atomic_write(path, write)
    except OSError as err:
        print(translate("App", "attention-explorer: cannot write the screenshot to {path}: {reason}").format(
            path=path, reason=err.strerror or err), file=sys.stderr)
        return 2
    return 0
