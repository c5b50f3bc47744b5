"""The wheel scrolls the page; Ctrl+wheel zooms a heatmap, bounded, with a way back."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QScrollArea, QVBoxLayout, QWidget

from explorer.ui.heatmap.heatmap import Heatmap
from explorer.ui.heatmap.zoom import MIN_CELLS


def _wheel(widget, notches: int, ctrl: bool = False) -> None:
    centre = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0), QPoint(0, 120 * notches),
                        Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.ControlModifier if ctrl else Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget.viewport(), event)


@pytest.fixture
def page(qtbot):
    """A scrolling page of three heatmaps of 8 × 8 weights, as the Step by step tab is."""
    area = QScrollArea()
    inner = QWidget()
    column = QVBoxLayout(inner)
    maps = []
    words = tuple(f"word{i}" for i in range(8))
    rng = np.random.default_rng(1)
    for _ in range(3):
        heatmap = Heatmap()
        heatmap.setFixedSize(420, 360)
        weights = rng.random((8, 8))
        heatmap.set_matrix(weights / weights.sum(1, keepdims=True), words, words, probability=True)
        column.addWidget(heatmap)
        maps.append(heatmap)
    area.setWidget(inner)
    area.resize(480, 500)
    qtbot.addWidget(area)
    area.show()
    qtbot.waitExposed(area)
    return area, maps


def _ranges(heatmap):
    return [tuple(round(v, 6) for v in r) for r in heatmap.plot.getViewBox().viewRange()]


def test_the_plain_wheel_scrolls_the_page_and_leaves_the_heatmap_alone(page):
    area, maps = page
    before = _ranges(maps[0])
    assert area.verticalScrollBar().value() == 0
    _wheel(maps[0], -2)  # two notches down, over the first heatmap
    assert area.verticalScrollBar().value() > 0
    assert _ranges(maps[0]) == before and not maps[0].zoomed
    assert not maps[0].reset_zoom_button.isVisible()


def test_ctrl_wheel_zooms_in_never_past_min_cells_and_never_out_past_the_whole(page, qtbot):
    _area, maps = page
    heatmap = maps[0]
    _wheel(heatmap, 1, ctrl=True)
    (x0, x1), (y0, y1) = heatmap.plot.getViewBox().viewRange()
    assert heatmap.zoomed and x1 - x0 < 8 and 0 <= x0 and x1 <= 8
    qtbot.waitUntil(heatmap.reset_zoom_button.isVisible)
    for _ in range(30):
        _wheel(heatmap, 1, ctrl=True)
    (x0, x1), (y0, y1) = heatmap.plot.getViewBox().viewRange()
    assert x1 - x0 == pytest.approx(MIN_CELLS) and y1 - y0 == pytest.approx(MIN_CELLS)
    for _ in range(30):
        _wheel(heatmap, -1, ctrl=True)
    assert _ranges(heatmap) == [(0, 8), (0, 8)] and not heatmap.zoomed  # never smaller than the whole


def test_the_button_double_click_and_escape_bring_the_whole_matrix_back(page, qtbot):
    _area, maps = page
    heatmap = maps[1]
    for back in ("button", "double-click", "escape"):
        heatmap.zoom_by(0.5)
        assert heatmap.zoomed
        if back == "button":
            qtbot.waitUntil(heatmap.reset_zoom_button.isVisible)
            qtbot.mouseClick(heatmap.reset_zoom_button, Qt.MouseButton.LeftButton)
        elif back == "double-click":
            qtbot.mouseDClick(heatmap.viewport(), Qt.MouseButton.LeftButton, pos=heatmap.viewport().rect().center())
        else:
            heatmap.setFocus()
            qtbot.keyClick(heatmap, Qt.Key.Key_Escape)
        assert not heatmap.zoomed, back
        assert not heatmap.reset_zoom_button.isVisible()


def test_a_recompute_keeps_the_zoom_and_a_new_shape_shows_the_whole(page):
    _area, maps = page
    heatmap = maps[2]
    heatmap.zoom_by(0.5)
    zoomed = _ranges(heatmap)
    words = tuple(f"word{i}" for i in range(8))
    heatmap.set_matrix(np.full((8, 8), 1 / 8), words, words, probability=True)  # an edit: same shape
    assert _ranges(heatmap) == zoomed
    twelve = tuple(f"token{i}" for i in range(12))
    heatmap.set_matrix(np.full((12, 12), 1 / 12), twelve, twelve, probability=True)
    assert _ranges(heatmap) == [(0, 12), (0, 12)] and not heatmap.zoomed


def test_the_wheel_over_the_loss_curve_scrolls_the_train_panel(qtbot, window):
    window.resize(1280, 720)
    window.tools.show_train()
    plot = window.tools.train.loss_plot
    qtbot.waitUntil(plot.isVisible)
    area = window.tools.train_dock.widget()
    bar = area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)  # the panel is taller than its dock at 720 px
    before = [tuple(r) for r in plot.getViewBox().viewRange()]
    bar.setValue(0)
    _wheel(plot, -2)
    assert bar.value() > 0 and [tuple(r) for r in plot.getViewBox().viewRange()] == before
