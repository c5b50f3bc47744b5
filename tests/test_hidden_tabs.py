"""A tab behind another is not redrawn at each edit; it shows the latest state when raised."""

from __future__ import annotations

import numpy as np


def test_the_heatmap_tab_waits_behind_the_step_by_step_tab(qtbot, window, monkeypatch):
    heatmap = window.view_panel.heatmap
    drawn = []
    real = heatmap.set_matrix
    monkeypatch.setattr(heatmap, "set_matrix", lambda *a, **k: (drawn.append(1), real(*a, **k)))
    window.tabs.setCurrentIndex(1)  # Step by step
    qtbot.waitUntil(lambda: not window.view_panel.isVisible())
    document = window.document
    for value in (0.25, -0.5):
        document.apply(document.session.with_cells("heads[0].w_q", 0, 0, np.array([[value]])), "edit")
    assert drawn == []  # nobody could see it
    window.tabs.setCurrentIndex(0)
    qtbot.waitUntil(lambda: drawn == [1])  # drawn once, when raised, with the latest trace
    np.testing.assert_allclose(heatmap.values, document.snapshot.trace.get("heads[0].weights").array)
