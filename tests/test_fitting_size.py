"""A heatmap's fitting size is measured again only when its shape, labels or font change."""

from __future__ import annotations

from PySide6.QtCore import QSize

from explorer.ui.heatmap.fitting_size import FittingSize
from explorer.ui.heatmap.heatmap import Heatmap


def test_measured_once_per_shape_labels_and_font(qtbot, monkeypatch):
    heatmap = Heatmap()
    qtbot.addWidget(heatmap)
    calls = []
    real = heatmap.fitting_size
    monkeypatch.setattr(heatmap, "fitting_size", lambda *a: (calls.append(a), real(*a))[1])
    sizes = FittingSize()
    small, large = QSize(340, 300), QSize(640, 600)
    rows = tuple(f"t{i}" for i in range(30))
    first = sizes.of(heatmap, (30, 30), (rows, rows), small, large)
    assert first == real(30, 30, small, large, (rows, rows))
    for _ in range(3):  # an edit: new numbers, the same frame
        assert sizes.of(heatmap, (30, 30), (tuple(rows), rows), small, large) == first
    assert len(calls) == 1
    longer = rows + ("a much longer token label",)
    sizes.of(heatmap, (31, 31), (longer, longer), small, large)
    assert len(calls) == 2
    font = heatmap.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    heatmap.setFont(font)  # zoom
    bigger = sizes.of(heatmap, (31, 31), (longer, longer), small, large)
    assert len(calls) == 3 and bigger == real(31, 31, small, large)
