"""The heatmap at long sequences: a reduced picture, exact values underneath."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF

from explorer.core.edits import resize, set_mode
from explorer.ui.heatmap.heatmap import Heatmap


def test_large_matrix_shows_a_reduced_picture_with_exact_tooltips(qtbot):
    heatmap = Heatmap()
    qtbot.addWidget(heatmap)
    heatmap.resize(600, 500)
    heatmap.show()
    n = 3000
    values = np.random.default_rng(0).random((n, n))
    display = values.reshape(1000, 3, 1000, 3).max(axis=(1, 3))
    mask = np.triu(np.ones(display.shape, dtype=bool), k=1)
    labels = tuple(f"t{i}" for i in range(n))
    heatmap.set_matrix(values, labels, labels, probability=True, display=display, mask=mask)
    assert heatmap.image.image.shape == (1000, 1000)  # the picture is reduced ...
    assert heatmap.values is values  # ... the values are not copied
    view = heatmap.plot.getViewBox()
    assert heatmap.cell_at(view.mapViewToScene(QPointF(2500.5, 2999.5))) == (2999, 2500)
    assert heatmap.describe_cell(2999, 2500) == f"t2999 → t2500: {float(values[2999, 2500])!r}"
    assert heatmap.describe_cell(10, 2000).endswith("masked (this key is hidden from this query)")
    assert heatmap.texts_visible() == []  # no numbers printed in 9 million cells


def test_window_shows_long_causal_sequence_reduced(qtbot, window):
    session = resize(set_mode(window.document.session, "causal"), n=1500, fill="random", seed=2)
    window.document.apply(session, "long")  # in line or in the worker, by its size
    qtbot.waitUntil(lambda: not window.document.busy, timeout=30_000)
    heatmap = window.view_panel.heatmap
    assert heatmap.values.shape == (1500, 1500)
    assert max(heatmap.image.image.shape) <= 1024
    assert heatmap.mask_item.isVisible()
    exact = window.document.trace.step("weights").array
    assert heatmap.describe_cell(700, 3) == f"{session.tokens[700]} → {session.tokens[3]}: {float(exact[700, 3])!r}"


def test_cell_values_have_fixed_decimals_for_slides(window):
    from explorer.ui.heatmap.heatmap import cell_text

    assert [cell_text(v, 3) for v in (0.76, 0.09, 1.0, 0.0)] == ["0.760", "0.090", "1.000", "0.000"]
    assert cell_text(12345.6, 3) == "12345.6" and cell_text(0.00001, 3) == "0.000"  # the figures' rule
    assert cell_text(-1.1e-16, 3) == "0.000" and cell_text(float("inf"), 3) == "inf"
    assert sorted(window.view_panel.heatmap.texts_visible()) == ["0.090", "0.240", "0.760", "0.910"]


def test_first_frame_has_room_for_the_longest_row_label(qtbot):
    # pyqtgraph widens an axis only after a paint; a screenshot of the first
    # frame used to drop "student" beside "I", "am", "a".
    from PySide6.QtGui import QFontMetricsF

    heatmap = Heatmap()
    qtbot.addWidget(heatmap)
    heatmap.set_matrix(np.full((4, 3), 0.25), ("I", "am", "a", "student"), ("Je", "suis", "étudiant"),
                       probability=True)
    axis = heatmap.left_axis
    needed = QFontMetricsF(axis.font).horizontalAdvance("student")
    assert heatmap.label_texts("left") == ("I", "am", "a", "student")
    assert axis.minimumWidth() >= needed + 10  # fixed before any paint


def test_same_labels_keep_the_axes_and_new_labels_replace_them(qtbot, monkeypatch):
    # New labels lay out and redraw both axes: an edit that changes only the numbers must not.
    heatmap = Heatmap()
    qtbot.addWidget(heatmap)
    heatmap.resize(500, 400)
    heatmap.show()
    rows, cols = ("I", "am"), ("Je", "suis")
    heatmap.set_matrix(np.full((2, 2), 0.5), rows, cols, probability=True)
    calls = []
    left = heatmap.left_axis
    original = left.set_labels
    monkeypatch.setattr(left, "set_labels", lambda *a: (calls.append(a[0]), original(*a)))
    heatmap.set_matrix(np.array([[0.9, 0.1], [0.3, 0.7]]), rows, cols, probability=True)
    assert calls == [] and sorted(heatmap.texts_visible()) == ["0.100", "0.300", "0.700", "0.900"]
    heatmap.set_matrix(np.array([[0.9, 0.1], [0.3, 0.7]]), ("You", "are"), cols, probability=True)
    assert calls[-1].texts == ("You", "are")


def test_a_float32_matrix_is_shown_without_a_float64_copy(qtbot):
    # Long sequences compute in float32 ("automatic" precision): converting the
    # full matrix for the heatmap cost a 128 MB copy on the UI thread per edit.
    heatmap = Heatmap()
    qtbot.addWidget(heatmap)
    values = np.random.default_rng(1).random((2048, 2048), dtype=np.float32)
    display = values.reshape(512, 4, 512, 4).max(axis=(1, 3))
    labels = tuple(f"t{i}" for i in range(2048))
    heatmap.set_matrix(values, labels, labels, probability=True, display=display)
    assert heatmap.values is values
    assert heatmap.describe_cell(7, 2000) == f"t7 → t2000: {float(values[7, 2000])!r}"
