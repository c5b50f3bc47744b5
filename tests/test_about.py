"""explorer.ui.window.about: the About dialog names the versions a bug report needs."""

from __future__ import annotations

import numpy
import pyqtgraph
import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QApplication

import explorer
from explorer.core.backend import numpy_backend
from explorer.ui.window.about import AboutDialog, about_text, version_info


def test_versions_of_the_app_qt_numpy_pyqtgraph_and_the_backend():
    backend = numpy_backend("no CUDA device")
    text = about_text(backend)
    for version in (explorer.__version__, qVersion(), PySide6.__version__, numpy.__version__,
                    pyqtgraph.__version__):
        assert version in text
    assert backend.describe() in text and "no CUDA device" in text
    assert list(version_info(backend))[:2] == ["Attention Explorer", "Qt"]


def test_dialog_shows_the_versions_and_copies_them(qtbot):
    backend = numpy_backend("requested")
    dialog = AboutDialog(backend)
    qtbot.addWidget(dialog)
    shown = dialog.label.text()
    for version in (explorer.__version__, qVersion(), PySide6.__version__, numpy.__version__,
                    pyqtgraph.__version__, "NumPy on CPU", "requested"):
        assert version in shown
    dialog.copy_button.click()
    assert QApplication.clipboard().text() == dialog.text() == about_text(backend)


def test_without_a_backend_the_dialog_still_opens(qtbot):
    dialog = AboutDialog(None)
    qtbot.addWidget(dialog)
    assert "Backend: not chosen yet" in dialog.text()
