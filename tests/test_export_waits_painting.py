"""An export or a copy asked for while a long sequence recomputes waits for it
with the window painting (not frozen on the UI thread), and Cancel exports nothing."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton

import explorer.app.document as document_module
from explorer.app.jobs import pool as job_policy
from explorer.core.edits import randomize, resize
from explorer.core.io.presets import load_preset
from explorer.app.document import Document
from explorer.ui.export.export_dialog import ExportDialog

pytestmark = pytest.mark.usefixtures("private_settings")  # the dialog remembers its choices


@pytest.fixture
def held_recompute(monkeypatch, qapp):
    """A document whose recomputes run in the worker and wait for ``release``."""
    monkeypatch.setattr(job_policy, "INLINE_WORK", 0)  # everything counts as large
    release = threading.Event()
    real = document_module.make_snapshot

    def held(*args, **kwargs):
        assert release.wait(30), "the test never released the recompute"
        return real(*args, **kwargs)

    document = Document(resize(load_preset(), n=8, d_model=4, fill="random", seed=1))
    document.wait_idle()
    QApplication.processEvents()
    monkeypatch.setattr(document_module, "make_snapshot", held)
    yield document, release
    release.set()
    document.close()


def _ticking(parent) -> list[int]:
    ticks: list[int] = []
    timer = QTimer(parent, interval=5)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    return ticks


def _dialog_during_a_recompute(qtbot, document, path, seed: int) -> ExportDialog:
    """The Export dialog on the weights, set to write ``path``, while an edit recomputes."""
    dialog = ExportDialog(document, None, step_key="heads[0].weights")
    qtbot.addWidget(dialog)
    dialog.show()
    document.apply(randomize(document.session, seed), "Randomize")
    assert document.busy
    dialog.set_choice(fmt="csv", path=path)
    return dialog


def test_an_export_during_a_recompute_waits_with_the_window_painting(qtbot, held_recompute, tmp_path):
    document, release = held_recompute
    path = tmp_path / "weights.csv"
    dialog = _dialog_during_a_recompute(qtbot, document, path, seed=7)
    edited = document.session
    ticks = _ticking(dialog)
    QTimer.singleShot(400, release.set)  # the recompute ends while export_now waits for it
    with qtbot.waitSignal(dialog.accepted, timeout=30_000):
        assert dialog.export_now()
    assert len(ticks) >= 20  # the event loop ran while it waited (a frozen wait ticks once)
    assert path.exists() and document.snapshot.session is edited  # the edited state, not the one before


def test_cancel_while_waiting_exports_nothing(qtbot, held_recompute, tmp_path):
    document, release = held_recompute
    path = tmp_path / "weights.csv"
    dialog = _dialog_during_a_recompute(qtbot, document, path, seed=8)

    def cancel_the_wait() -> None:
        waits = [w for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog) and w.isVisible()]
        assert waits, "no progress dialog while waiting"
        cancel = [b for b in waits[0].findChildren(QPushButton) if b.text() == "Cancel"]
        cancel[0].click()  # what the person does

    QTimer.singleShot(800, cancel_the_wait)  # the progress dialog shows after 0.3 s
    assert dialog.export_now() is False
    assert dialog.status.text() == "Cancelled: nothing was written." and not path.exists()
    assert dialog.isVisible() and document.busy  # the recompute goes on
    release.set()
    qtbot.waitUntil(lambda: not document.busy, timeout=30_000)
