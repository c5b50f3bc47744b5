"""explorer.show: the desktop window driven from Python, and read back after edits by hand.

``show`` refuses to run without Qt's event loop, so these tests call it from
inside the loop (a zero timer while qtbot waits), as a slot of a Qt program
would; the notebook test runs it after IPython's ``%gui qt``, and the script
example with ``block=True``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QTimer

import explorer
import explorer.api.window as api_window
from test_main_window import type_into

ROOT = Path(__file__).resolve().parents[1]


def in_loop(qtbot, call):
    """``call()`` run by Qt's event loop (a zero timer), its result or exception handed back."""
    box: dict = {}

    def run() -> None:
        try:
            box["value"] = call()
        except Exception as err:  # noqa: BLE001 - handed to the test, which re-raises it
            box["error"] = err

    QTimer.singleShot(0, run)
    qtbot.waitUntil(lambda: bool(box))
    if "error" in box:
        raise box["error"]
    return box["value"]


@pytest.fixture
def shown(qtbot):
    """A window opened by explorer.show on the reference example, closed at the test's end."""
    handle = in_loop(qtbot, lambda: explorer.show(explorer.preset()))
    qtbot.waitExposed(handle.window)
    yield handle
    if not handle.closed:
        handle.close()
        qtbot.waitUntil(lambda: handle.closed)


def test_show_needs_the_event_loop_and_names_the_fix():
    code = "import explorer; explorer.show(explorer.preset())"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 1
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith("explorer.api.qt_loop.NoEventLoop: no Qt event loop runs here")
    assert issubclass(explorer.NoEventLoop, RuntimeError)
    assert "%gui qt" in last and "block=True" in last


def test_a_session_past_the_memory_budget_is_refused_before_a_window(qtbot, monkeypatch):
    monkeypatch.setenv("ATTENTION_EXPLORER_MEMORY_LIMIT", "1K")
    with pytest.raises(explorer.SessionError, match="this session"):
        in_loop(qtbot, lambda: explorer.show(explorer.preset("two-heads")))
    assert api_window._OPEN is None


def test_show_set_and_read_back_edits_by_hand(qtbot, shown, tmp_path):
    window = shown.window
    assert window.isVisible() and window.document.session.equals(explorer.preset())
    assert shown.session.tokens == ("Thinking", "Machines")
    # A person types 5 into X's first cell: the handle reads it back, with the trace.
    type_into(qtbot, window.inputs.editors["embeddings"], 0, 1, "5")  # column 0 holds the tokens
    assert shown.session.embeddings[0, 0] == 5.0
    assert np.allclose(window.document.trace.step("weights").array, explorer.compute(shown.session).step("weights"))
    # Python replaces it: one undo step, which Edit → Undo takes back.
    two = explorer.preset("two-heads")
    shown.set(two)
    assert shown.session.equals(two) and len(window.document.session.heads) == 2
    assert window.document.undo_stack.undoText() == "Set from Python"
    window.undo_action.trigger()
    assert shown.session.embeddings[0, 0] == 5.0 and len(shown.session.heads) == 1
    with pytest.raises(explorer.ArgumentError, match="session: expected an explorer.Session"):
        shown.set("two-heads")


def test_export_from_the_window_is_what_it_shows(qtbot, shown, tmp_path):
    shown.set(explorer.preset("two-heads"))
    shown.window.view_state.update(head=1)
    shown.window.document.set_options(scale=False)  # What if…: no ÷ √d_k
    slide = shown.export(tmp_path / "slide.pdf", step="pipeline")
    assert slide.read_bytes().startswith(b"%PDF-")
    # The head on screen and What if…'s choice, as explorer.export writes them when told.
    shown.export(tmp_path / "window.csv")
    explorer.export(shown.session, tmp_path / "told.csv", head=2, scaling=False)
    explorer.export(shown.session, tmp_path / "default.csv", head=2)
    assert (tmp_path / "window.csv").read_text() == (tmp_path / "told.csv").read_text()
    assert (tmp_path / "window.csv").read_text() != (tmp_path / "default.csv").read_text()


def test_show_again_brings_the_open_window_to_the_new_session(qtbot, shown):
    causal = explorer.preset("causal-decoder")
    again = in_loop(qtbot, lambda: explorer.show(causal))
    assert again is shown and shown.session.equals(causal)
    assert shown.window.document.undo_stack.count() == 1


def test_close_keeps_the_last_session_and_lets_go_of_the_window(qtbot, shown):
    type_into(qtbot, shown.window.inputs.editors["embeddings"], 1, 3, "7")
    shown.close()  # an untitled session from Python: no question about saving
    qtbot.waitUntil(lambda: shown.closed)
    assert api_window._OPEN is None and shown.session.embeddings[1, 2] == 7.0
    with pytest.raises(RuntimeError, match="closed"):
        shown.window
    fresh = in_loop(qtbot, lambda: explorer.show(shown.session))
    assert fresh is not shown and fresh.session.embeddings[1, 2] == 7.0
    fresh.close()
    qtbot.waitUntil(lambda: fresh.closed)


HARNESS = """
import runpy, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from explorer.ui.window.main_window import MainWindow

app = QApplication([])

def person():
    # What a person does in the window the script opened: type 5 into X's first cell, close it.
    windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    if not windows:
        QTimer.singleShot(50, person)
        return
    editor = windows[0].inputs.editors["embeddings"]
    editor.model().setData(editor.model().index(0, 1), "5")  # column 0 holds the tokens
    windows[0].close()

QTimer.singleShot(0, person)
sys.argv = [%r, sys.argv[1]]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def test_the_script_example_blocks_until_the_window_closes(tmp_path):
    script = ROOT / "examples" / "script.py"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", HARNESS % str(script), str(tmp_path)], capture_output=True,
                            text=True, timeout=180, env=env)
    assert result.returncode == 0, result.stderr
    assert "after the window closed, X[1][1] = 5.0" in result.stdout
    assert (tmp_path / "weights.svg").read_text().count("<svg") == 1
