"""Thousands of signals and repaints in one process (PySide6 6.12.0 on Python 3.11
dropped a reference to True per emit and aborted after a few hundred)."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QObject, Signal

from explorer.core.io.presets import load_preset
from explorer.app.document import Document
from explorer.ui.heatmap.heatmap import Heatmap


class Emitter(QObject):
    fired = Signal(bool)


def test_ten_thousand_emits_and_two_thousand_repaints(qtbot):
    emitter = Emitter()
    received = []
    emitter.fired.connect(received.append)
    for k in range(10_000):
        emitter.fired.emit(k % 2 == 0)
    assert len(received) == 10_000 and received[:2] == [True, False]

    heatmap = Heatmap()
    qtbot.addWidget(heatmap)
    heatmap.resize(400, 300)
    heatmap.show()
    document = Document(load_preset("01-thinking-machines"))
    rng = np.random.default_rng(0)
    for k in range(2_000):
        values = rng.random((2, 2))
        heatmap.set_matrix(values, ("a", "b"), ("c", "d"), probability=True)
        if k % 100 == 0:
            heatmap.repaint()
            document.set_options(temperature=1.0 + k / 1000)  # a recompute and a changed signal
    np.testing.assert_array_equal(heatmap.values, values)
    assert heatmap.grab().width() > 0
