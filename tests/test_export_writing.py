"""The Export dialog writes a long sequence's file off the UI thread: the window
keeps answering, a busy bar shows, the file is complete when the dialog closes."""

from __future__ import annotations


import numpy as np
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage

import explorer.ui.export.export_dialog as dialog_module
from explorer.core.generate import random_session
from explorer.export.files import build_figure
from explorer.export.render import pixel_size
from explorer.app.document import Document
from explorer.ui.export.export_dialog import ExportDialog
from explorer.ui.export.purposes import COPY_IMAGE, WRITE, draws_inline


pytestmark = pytest.mark.usefixtures("private_settings")  # choices are remembered in QSettings


@pytest.fixture
def long_document(qapp):
    n = 600
    document = Document(random_session(n=n, d_model=8, d_k=8, d_v=8, mode="causal", seed=5), dtype="float32")
    assert not draws_inline(document.session)
    yield document
    document.close()


def purposes(threads: list[str]) -> list[str]:
    """The runner's purposes the threads ran (a worker thread's name ends with its job's purpose)."""
    return [name.partition(": ")[2] for name in threads]


@pytest.fixture
def held_export(hold):
    """The dialog's export, held until ``release`` is set; records the thread it ran on."""
    return hold(dialog_module, "export")


def test_a_long_png_is_written_off_the_ui_thread_while_the_window_answers(qtbot, long_document, tmp_path,
                                                                        held_export):
    release, threads = held_export
    dialog = ExportDialog(long_document, None, step_key="heads[0].weights")
    qtbot.addWidget(dialog)
    dialog.show()
    path = tmp_path / "weights.png"
    dialog.set_choice(fmt="png", path=path)
    dialog.scale.setValue(2)
    assert dialog.export_now()  # started: the file comes later
    assert dialog.writing and dialog.busy_bar.isVisible() and not dialog.export_button.isEnabled()
    assert "Writing weights.png" in dialog.status.text()
    # The event loop runs while the file is being made: timers fire, Esc does not close the dialog.
    ticks: list[int] = []
    timer = QTimer(dialog, interval=5)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=30_000)
    dialog.reject()
    assert dialog.isVisible() and dialog.result() == 0 and not path.exists()
    assert dialog.export_now() is False  # no second export meanwhile
    with qtbot.waitSignal(dialog.accepted, timeout=60_000):
        release.set()
    timer.stop()
    assert purposes(threads) == [WRITE]
    assert dialog.written == path and not dialog.writing and dialog.write_seconds > 0
    data = path.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and data.endswith(b"IEND\xaeB`\x82")  # complete
    image = QImage(str(path))
    figure = build_figure(long_document.trace, "heads[0].weights", dialog.options(), scale=2)
    assert (image.width(), image.height()) == pixel_size(figure, 2)


def test_a_failed_background_write_is_said_and_the_dialog_stays(qtbot, long_document, tmp_path):
    dialog = ExportDialog(long_document, None, step_key="heads[0].weights")
    qtbot.addWidget(dialog)
    target = tmp_path / "missing" / "weights.svg"
    dialog.set_choice(fmt="svg", path=target)
    assert dialog.export_now()
    qtbot.waitUntil(lambda: not dialog.writing, timeout=60_000)
    assert "does not exist" in dialog.status.text() and dialog.status.property("error") is True
    assert "\n" not in dialog.status.text() and "Traceback" not in dialog.status.text()
    assert dialog.result() == 0 and dialog.written is None
    assert dialog.export_button.isEnabled() and not dialog.busy_bar.isVisible()
    assert list(tmp_path.iterdir()) == []
    # A preview drawn off the UI thread that lands afterwards leaves the message
    # to be read; a new choice (the message no longer applies) clears it.
    with qtbot.waitSignal(dialog.preview_ready, timeout=60_000):
        dialog.refresh_preview()
    assert "does not exist" in dialog.status.text()
    dialog.set_choice(path=tmp_path / "weights.svg")
    assert dialog.status.text() == "" and dialog.status.property("error") is False


def test_a_long_matrix_is_written_whole_off_the_ui_thread(qtbot, long_document, tmp_path, held_export):
    release, threads = held_export
    release.set()
    dialog = ExportDialog(long_document, None, step_key="heads[0].weights")
    qtbot.addWidget(dialog)
    path = tmp_path / "weights.csv"
    dialog.set_choice(fmt="csv", path=path)
    with qtbot.waitSignal(dialog.accepted, timeout=60_000):
        assert dialog.export_now()
    assert purposes(threads) == [WRITE]
    rows = path.read_text().splitlines()
    assert len(rows) == 601 and len(rows[1].split(",")) == 601
    weights = long_document.trace.get("heads[0].weights").array
    assert np.isclose(float(rows[600].split(",")[600]), float(weights[599, 599]), rtol=1e-6)


def test_copy_image_of_a_long_sequence_is_drawn_off_the_ui_thread(qtbot, long_document, hold):
    import explorer.ui.export.clipboard as clipboard_module
    from PySide6.QtWidgets import QApplication

    release, threads = hold(clipboard_module, "figure_image")
    QApplication.clipboard().clear()
    dialog = ExportDialog(long_document, None, step_key="heads[0].weights")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.copy_image_button.click()
    assert dialog.writing and dialog.busy_bar.isVisible() and not dialog.buttons.isEnabled()
    assert "Drawing the figure" in dialog.status.text()
    dialog.reject()  # Esc meanwhile: the dialog stays until the copy is done
    assert dialog.isVisible()
    release.set()
    qtbot.waitUntil(lambda: not dialog.writing, timeout=60_000)
    assert purposes(threads) == [COPY_IMAGE]
    image = QApplication.clipboard().image()
    figure = build_figure(long_document.trace, "heads[0].weights", dialog.options())
    assert (image.width(), image.height()) == pixel_size(figure, dialog.options().scale)
    assert f"Copied a {image.width()} \u00d7 {image.height()} image" in dialog.status.text()
    assert dialog.buttons.isEnabled() and not dialog.busy_bar.isVisible()


def test_a_write_that_panics_is_said_in_one_line(qtbot, long_document, tmp_path, monkeypatch):
    class Panic(BaseException):
        """A library's panic: a BaseException, not an Exception."""

    def panics(*_args, **_kwargs):
        raise Panic("in the encoder\nsecond line")

    monkeypatch.setattr(dialog_module, "export", panics)
    dialog = ExportDialog(long_document, None, step_key="heads[0].weights")
    qtbot.addWidget(dialog)
    dialog.set_choice(fmt="png", path=tmp_path / "weights.png")
    assert dialog.export_now()
    qtbot.waitUntil(lambda: not dialog.writing, timeout=60_000)
    assert dialog.status.text() == "the export failed (Panic: in the encoder\\x0asecond line); nothing was written"
    assert dialog.status.property("error") is True and dialog.written is None and dialog.buttons.isEnabled()
