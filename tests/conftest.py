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

from explorer.core.backend import Backend, numpy_backend, select_backend  # noqa: E402


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
def window(qtbot):
    """The main window on the reference example, shown offscreen."""
    from explorer.core.presets import load_preset
    from explorer.ui.main_window import MainWindow, Unsaved

    win = MainWindow(load_preset("01-thinking-machines"))
    # Closing at teardown must not wait on a modal "unsaved changes" question.
    win.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win
