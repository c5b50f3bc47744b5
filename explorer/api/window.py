"""``explorer.show``: the desktop window on a session, driven live from a notebook or a script.

The window is the app's own :class:`~explorer.ui.window.main_window.MainWindow`;
every change from Python goes through its document (``document.apply``: one undo
step in the window), and :attr:`Window.session` reads the document, so edits made
by hand come back. Qt's event loop must run for the window to answer: in IPython
or Jupyter ``%gui qt`` runs it inside the kernel; a script passes ``block=True``,
which runs it until the window closes. Without either, :func:`show` refuses with
one line naming the fix. One window at a time: showing again brings it to the new
session. A module-level reference keeps it (and the QApplication) alive while it
is open: a window Python collected would vanish from the screen.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from explorer.api.compute import check_session_argument
from explorer.api.figures import figure_application
from explorer.api.qt_loop import NoEventLoop, loop_running, run_until_destroyed
from explorer.core.session import Session
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from explorer.ui.window.main_window import MainWindow

#: The window :func:`show` opened and that is still open (None: none).
_OPEN: Window | None = None
#: What a change from Python is called in the window's Edit → Undo (translated where it is pushed).
SET_TEXT = QT_TRANSLATE_NOOP("Window", "Set from Python")


class Window:
    """A handle on the window :func:`show` opened. Reading it never blocks; every change
    is one undo step in the window; after the window closes it still answers
    :attr:`session` with what the window last showed."""

    def __init__(self, window: MainWindow):
        self._window: MainWindow | None = window
        self._last: Session = window.document.session
        # The person's edits by hand too: every change of the document's session lands here.
        window.document.session_changed.connect(self._follow)
        window.destroyed.connect(self._gone)

    def _follow(self) -> None:
        if self._window is not None:
            self._last = self._window.document.session

    def _gone(self, *_args: Any) -> None:
        global _OPEN
        self._window = None
        if _OPEN is self:
            _OPEN = None

    @property
    def window(self) -> MainWindow:
        """The Qt main window itself (its document, editors and tabs), while it is open."""
        if self._window is None:
            raise RuntimeError(translate("Window", "the window is closed: explorer.show(w.session) opens a new one"))
        return self._window

    @property
    def closed(self) -> bool:
        return self._window is None

    @property
    def session(self) -> Session:
        """The session the window shows now, with the person's edits by hand (after it
        closed: the last one it showed)."""
        return self._last

    def set(self, session: Session) -> None:
        """Show ``session`` instead: one undo step in the window (Edit → Undo brings back what it
        showed). Raises ArgumentError for what is not a Session and BudgetError (a SessionError)
        for one too large for the memory budget, and nothing changes."""
        check_session_argument(session)
        self.window.document.apply(session, translate("Window", SET_TEXT))
        self._last = self.window.document.session

    def export(self, path: str | Path, step: str = "weights", head: int | None = None, **options: Any) -> Path:
        """Write ``step`` of the session the window shows, as ``explorer.export`` does; ``head``
        (from 1) defaults to the head on screen, and What if…'s scaling and temperature are the
        window's (the figure's title says them). Returns the path written."""
        from explorer.export.session_export import export_session

        if self._window is not None:
            document = self._window.document
            options.setdefault("scaling", document.scale)
            options.setdefault("temperature", document.temperature)
            if head is None and step != "lines":
                head = self._window.view_state.head + 1
        return export_session(self.session, path, step, head, **options)

    def close(self) -> None:
        """Close the window (it does not ask to save an untitled session: :attr:`session` keeps it)."""
        if self._window is not None:
            self._window.close()

    def __repr__(self) -> str:
        s = self._last
        state = "closed" if self.closed else "open"
        return f"<explorer.Window {state}: {s.mode}, n={s.n}, {len(s.heads)} head(s)>"


def _open_window(session: Session) -> MainWindow:
    from PySide6.QtCore import QEvent, QObject, Qt

    from explorer.core.backend import select_backend
    from explorer.ui.window.app import application
    from explorer.ui.window.main_window import MainWindow

    _app, settings = application()
    window = MainWindow(session, backend=select_backend(None), settings=settings)
    # Closed, it is deleted (and the handle let go of), not kept hidden for a show that never comes.
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    class _NoQuestionForUntitled(QObject):
        """A session from Python is not a file: closing does not ask to save it, since
        Window.session keeps it. A file opened in the window asks as the app does."""

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Close and window.document.path is None:
                window.document.undo_stack.setClean()
            return False

    window._api_close_filter = _NoQuestionForUntitled(window)  # type: ignore[attr-defined] - owned by the window
    window.installEventFilter(window._api_close_filter)  # type: ignore[attr-defined]
    return window


def show(session: Session | None = None, *, block: bool = False) -> Window:
    """Open the desktop window on ``session`` (default: the reference text's example), or
    bring the open one to it (one undo step there), and return a :class:`Window` at once.

    Needs Qt's event loop: in IPython or Jupyter run ``%gui qt`` first; in a script pass
    ``block=True``, which returns when the window is closed (the handle then holds the
    last session). Raises NoEventLoop (a RuntimeError) naming that fix when neither holds,
    RuntimeError when there is no display to open a window on, and BudgetError (a
    SessionError) for a session too large for the memory budget.
    """
    global _OPEN
    if session is not None:
        check_session_argument(session)
        from explorer.core.io.budget import check_session

        # BudgetError before a window computes it
        check_session(session, "auto", what=translate("Window", "this session"))
    if not block and not loop_running():
        raise NoEventLoop(translate("Window", "no Qt event loop runs here, so the window could not answer: in "
                                              "IPython or Jupyter run %gui qt first; in a script call "
                                              "explorer.show(session, block=True)"))
    from explorer.ui.window.display_check import display_problem

    problem = display_problem()
    if problem:
        raise RuntimeError(problem)
    figure_application()  # the QApplication, made and held there (a collected one takes its windows along)
    if _OPEN is not None and not _OPEN.closed:
        handle = _OPEN
        if session is not None:
            handle.set(session)
    else:
        from explorer.core.io.presets import load_preset

        handle = _OPEN = Window(_open_window(session if session is not None else load_preset()))
    window = handle.window
    window.show()
    # Asked for: a window opened from a notebook comes up behind it otherwise.
    window.raise_()
    window.activateWindow()
    if block:
        run_until_destroyed(window)
    return handle


__all__ = ["NoEventLoop", "Window", "show"]
