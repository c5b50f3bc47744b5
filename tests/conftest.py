"""Test set-up: Qt renders offscreen; the backend is NumPy unless asked otherwise."""

from __future__ import annotations

import os
import tempfile

# Must be set before Qt is imported anywhere: with no display Qt aborts.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep the tests' settings and autosaves away from the user's own, and start
# every run from empty ones (a setting left by an earlier run must not count).
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="ae-test-config-")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="ae-test-data-")

import pytest  # noqa: E402

from pytestqt.qtbot import QtBot  # noqa: E402

from explorer.core.backend import Backend, numpy_backend, select_backend  # noqa: E402
from explorer.core.threads import limit_blas_threads  # noqa: E402
from windows import open_window  # noqa: E402 - tests/windows.py, beside this file

# BLAS on one thread, as the app runs it (explorer/core/threads.py): the tests' products are the
# app's, and with one worker process a core, OpenBLAS's own pool in each made them fight over
# the cores (a SmolLM2 block 0.38 s instead of 0.03 s while another worker was busy).
limit_blas_threads()

#: How long a test waits for a condition or a signal before it fails. pytest-qt's 5 s
#: default is a wall-clock guess: with both cores held by other programs the Step by step
#: tab took longer to lay out a card (a test "failed" that only waited too little). A
#: condition that holds returns at once, so a longer limit costs nothing when all is well.
WAIT_MS = 30_000
_wait_until, _wait_signal = QtBot.waitUntil, QtBot.waitSignal


def _wait_until_patient(self, callback, *, timeout: int = WAIT_MS) -> None:
    return _wait_until(self, callback, timeout=timeout)


def _wait_signal_patient(self, signal, *, timeout: int = WAIT_MS, **kwargs):
    return _wait_signal(self, signal, timeout=timeout, **kwargs)


QtBot.waitUntil, QtBot.waitSignal = _wait_until_patient, _wait_signal_patient


def pytest_configure(config: pytest.Config) -> None:
    # A pytest-xdist worker has a thread of its own (execnet's, reading the next tests to run)
    # that allocates while a test runs on the main thread. Python's cycle collector runs in
    # whichever thread passes its thresholds: there it could free a QObject off the UI thread,
    # the crash explorer/app/jobs/collector.py is about. The first job runner installs the
    # UI-thread collector, with gc's own thresholds; until then nothing collects on its own.
    if os.environ.get("PYTEST_XDIST_WORKER"):
        import gc

        gc.disable()


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--backend", default=os.environ.get("ATTENTION_EXPLORER_TEST_BACKEND", "numpy"),
                     choices=("numpy", "cupy"), help="array backend the tests run the pipeline on")


@pytest.fixture(scope="session")
def backend(request: pytest.FixtureRequest) -> Backend:
    """The backend under test: NumPy by default, CuPy with --backend cupy."""
    if request.config.getoption("--backend") == "cupy":
        return select_backend("cupy")
    return numpy_backend()


@pytest.fixture
def private_settings(tmp_path_factory):
    """QSettings in a folder of the test's own: a dialog's remembered choices stay in it."""
    from PySide6.QtCore import QSettings

    folder = str(tmp_path_factory.mktemp("settings"))
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, folder)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)


@pytest.fixture
def window(qtbot):
    """The main window on the reference example, shown offscreen."""
    return open_window(qtbot)


@pytest.fixture
def runner(qapp):
    """A job runner of the test's own, shut down at its end."""
    from explorer.app.jobs import JobRunner

    r = JobRunner()
    yield r
    r.shutdown()


@pytest.fixture(autouse=True)
def no_modal_questions(monkeypatch):
    """A message box the test did not answer fails the test at once: offscreen
    nobody can click it, and a window closed with unsaved changes sat on its
    question until the run's time ran out (a test set the window's old
    ``ask_unsaved``, not the one its file actions ask)."""
    from PySide6.QtWidgets import QMessageBox

    def refuse(*args, **_kwargs):
        texts = [a for a in args if isinstance(a, str)]
        raise AssertionError(f"a modal message box was opened in a test: {texts[:2]}")

    for name in ("question", "warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, name, refuse)


@pytest.fixture(autouse=True)
def no_leaked_windows(request):
    """Fail a test that leaves a top-level widget alive (an undeleted dialog
    stays connected to its document and keeps working at every later edit).

    Autouse fixtures are set up first and torn down last: qtbot has closed and
    deleted the widgets it was given by the time this looks."""
    yield
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        return  # the test used no Qt at all
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app.processEvents()
    leaked = [w for w in QApplication.topLevelWidgets()
              if w.isVisible() or type(w).__module__.startswith("explorer.")]
    for widget in leaked:  # do not let one leak fail every later test
        widget.close()
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    if leaked:
        pytest.fail(f"{request.node.name} left top-level widgets alive: "
                    + ", ".join(sorted({type(w).__name__ for w in leaked})), pytrace=False)


@pytest.fixture(autouse=True)
def text_zoom_back_to_100():
    """A test that zooms a window leaves the next test at 100 %: the zoom that fonts sized
    relative to the text follow is one for the process (explorer.ui.window.fonts), and a
    panel made without a window (tests/test_pipeline_panel.py) inherited 150 % from
    tests/test_lines_labels.py when the two ran one after the other in one process."""
    yield
    import sys

    fonts = sys.modules.get("explorer.ui.window.fonts")
    if fonts is not None:
        fonts._zoom = 1.0


@pytest.fixture
def hold(monkeypatch):
    """``hold(module, name)``: ``module.name`` (a function) made to wait until the
    returned ``release`` event is set, recording the thread each call ran on."""
    import threading

    def holding(module, name: str):
        release, threads = threading.Event(), []
        real = getattr(module, name)

        def held(*args, **kwargs):
            threads.append(threading.current_thread().name)
            assert release.wait(30), f"the test never released {name}"
            return real(*args, **kwargs)

        monkeypatch.setattr(module, name, held)
        return release, threads

    return holding
