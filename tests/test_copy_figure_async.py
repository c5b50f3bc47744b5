"""Edit → Copy Figure draws a long sequence's figure off the UI thread: the window keeps
answering, the status bar says what is happening, the image lands on the clipboard whole,
a failure is said in one line, and a second copy meanwhile is refused."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

import explorer.export.render as render_module
import explorer.ui.export.clipboard as clipboard_module
from explorer.core.generate import random_session
from explorer.export.files import build_figure
from explorer.export.options import FigureOptions
from explorer.export.render import pixel_size
from explorer.ui.export.purposes import COPY_FIGURE, draws_inline
from explorer.ui.window.main_window import MainWindow, Unsaved


@pytest.fixture
def long_window(qtbot):
    session = random_session(n=300, d_model=8, d_k=8, d_v=8, mode="causal", seed=5)
    assert not draws_inline(session)  # the Export dialog's rule
    win = MainWindow(session)
    win.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    QApplication.clipboard().clear()
    return win


def purposes(threads: list[str]) -> list[str]:
    """The runner's purposes the threads ran (a worker thread's name ends with its job's purpose)."""
    return [name.partition(": ")[2] for name in threads]


@pytest.fixture
def recorded_copy(hold):
    """The copier's drawing, held until ``release`` is set; records the thread it ran on."""
    return hold(clipboard_module, "figure_image")


def shown_figure(window):
    snapshot = window.document.settled()
    return build_figure(snapshot.trace, window.view_panel.current_step().key, FigureOptions(),
                        session=snapshot.session)


def test_a_long_figure_is_drawn_off_the_ui_thread_while_the_window_answers(qtbot, long_window, recorded_copy):
    window, (release, threads) = long_window, recorded_copy
    window.copy_figure_action.trigger()
    qtbot.waitUntil(lambda: purposes(threads) == [COPY_FIGURE])  # drawing, a job of the window's runner
    assert window.exports.figure_copier.busy
    assert window.statusBar().currentMessage() == "Drawing the figure for the clipboard\u2026"
    # The event loop runs while the figure is drawn: timers fire.
    ticks: list[int] = []
    timer = QTimer(window, interval=5)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=30_000)
    # A second copy meanwhile is refused, and says so; nothing is on the clipboard yet.
    window.copy_figure_action.trigger()
    assert "still being drawn" in window.statusBar().currentMessage()
    assert QApplication.clipboard().image().isNull()
    with qtbot.waitSignal(window.exports.figure_copier.finished, timeout=60_000) as blocker:
        release.set()
    timer.stop()
    assert purposes(threads) == [COPY_FIGURE]  # the refused copy drew nothing
    image, error, seconds = blocker.args
    assert error is None and seconds > 0 and not window.exports.figure_copier.busy
    pasted = QApplication.clipboard().image()
    assert (pasted.width(), pasted.height()) == (image.width(), image.height()) == pixel_size(shown_figure(window), 2)
    assert window.statusBar().currentMessage() == (f"Figure copied ({image.width()} \u00d7 {image.height()} "
                                                   "pixels): paste it into a slide")
    assert window.last_message is None  # no error was shown


class Panic(BaseException):
    """A library's panic (pyo3's PanicException): a BaseException, not an Exception."""


@pytest.mark.parametrize("breaks, said", [
    ("too large", "pixels; choose a smaller scale or SVG/PDF"),
    ("unexpected", "drawing the figure failed (RuntimeError: no fonts); nothing was copied"),
    ("panics", "drawing the figure failed (Panic: no glyphs\\x0aat all); nothing was copied"),
])
def test_a_failed_long_copy_is_said_in_one_line(qtbot, long_window, monkeypatch, breaks, said):
    window = long_window
    if breaks == "too large":
        monkeypatch.setattr(render_module, "MAX_PIXELS", 100)
    else:
        def fails(*_args, **_kwargs):
            assert purposes([threading.current_thread().name]) == [COPY_FIGURE]
            raise RuntimeError("no fonts") if breaks == "unexpected" else Panic("no glyphs\nat all")

        monkeypatch.setattr(clipboard_module, "figure_image", fails)
    with qtbot.waitSignal(window.exports.figure_copier.finished, timeout=60_000) as blocker:
        window.copy_figure_action.trigger()
    assert blocker.args[0] is None and said in blocker.args[1]
    message = window.last_message
    assert said in message and "\n" not in message and "Traceback" not in message
    assert window.statusBar().currentMessage() == ""  # "Drawing …" does not stay
    assert QApplication.clipboard().image().isNull() and not window.exports.figure_copier.busy
    # Nothing is stuck: the next copy is drawn (and fails the same way, said again).
    with qtbot.waitSignal(window.exports.figure_copier.finished, timeout=60_000):
        window.copy_figure_action.trigger()


def test_a_short_sequence_is_copied_at_once_on_the_ui_thread(qtbot, window, monkeypatch):
    threads = []
    real = clipboard_module.figure_image
    monkeypatch.setattr(clipboard_module, "figure_image",
                        lambda *a, **k: (threads.append(threading.current_thread().name), real(*a, **k))[1])
    QApplication.clipboard().clear()
    window.copy_figure_action.trigger()
    # Already there when the action returns: no thread, no waiting.
    assert threads == [threading.main_thread().name] and not window.exports.figure_copier.busy
    image = QApplication.clipboard().image()
    assert (image.width(), image.height()) == pixel_size(shown_figure(window), 2)
    assert window.statusBar().currentMessage().startswith("Figure copied (")


def drawing() -> bool:
    """Whether a worker thread is drawing a figure for Copy Figure (its name says its job's purpose)."""
    return any(t.name.endswith(": " + COPY_FIGURE) for t in threading.enumerate())


def test_a_window_deleted_while_its_figure_is_drawn_is_left_in_peace(qtbot, recorded_copy):
    release, threads = recorded_copy
    window = MainWindow(random_session(n=300, d_model=8, d_k=8, d_v=8, mode="causal", seed=6))
    window.files.ask_unsaved = lambda: Unsaved.DISCARD
    window.show()
    QApplication.clipboard().clear()
    window.copy_figure_action.trigger()
    qtbot.waitUntil(lambda: purposes(threads) == [COPY_FIGURE])
    jobs = window.document.jobs
    with qtbot.waitSignal(window.destroyed):
        window.close()  # the document shuts its runner down: what comes back is dropped
        window.deleteLater()
    assert drawing()  # still drawing on its thread
    release.set()
    assert jobs.wait(None, 60)  # the job has ended (and posted whatever it would) ...
    QApplication.processEvents()  # ... and what was posted is handled: nobody puts a stale image anywhere
    assert not drawing() and QApplication.clipboard().image().isNull()


def test_the_copied_figure_looks_as_the_view_does(qtbot, window):
    """Its colour map, decimals and numbers are the window's (as the lecture deck's are)."""
    from explorer.export.render import render_image

    window.view_state.set_colormap("cividis")
    window.view_state.set_decimals(1)
    QApplication.clipboard().clear()
    window.copy_figure_action.trigger()
    pasted = QApplication.clipboard().image().convertToFormat(QImage.Format.Format_RGB32)
    snapshot = window.document.settled()
    key = window.view_panel.current_step().key

    def drawn(options):
        figure = build_figure(snapshot.trace, key, options, session=snapshot.session)
        return render_image(figure, 2).convertToFormat(QImage.Format.Format_RGB32)

    assert window.exports.view_figure_options().colormap == "cividis"
    assert pasted == drawn(window.exports.view_figure_options())
    assert pasted != drawn(FigureOptions(theme=window.exports.view_figure_options().theme))  # the defaults differ
