"""Masked cells look the same on screen and in every figure: grey, hatched, "masked"."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF

from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.export.files import build_figure
from explorer.export.options import FigureOptions
from explorer.export.render import render_image
from explorer.export.theme import LIGHT, rgb
from explorer.export.view import matrix_view
from explorer.ui.heatmap.heatmap import Heatmap


@pytest.fixture
def causal(qapp):
    return run(load_preset("02-causal-decoder"))


def _near(a, b, tol=12) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b))


def _screen(qtbot, causal) -> Heatmap:
    view = matrix_view(causal, "heads[0].weights")
    heatmap = Heatmap()
    qtbot.addWidget(heatmap)
    heatmap.resize(520, 480)
    heatmap.show()
    qtbot.waitExposed(heatmap)
    heatmap.set_matrix(view.values, view.row_labels, view.col_labels, probability=True, mask=view.mask)
    qtbot.waitUntil(lambda: bool(heatmap.texts_visible()))
    return heatmap


def test_a_figure_prints_what_the_screen_prints(qtbot, causal):
    heatmap = _screen(qtbot, causal)
    figure = build_figure(causal, "heads[0].weights", FigureOptions(decimals=heatmap.decimals))
    printed = [t for row in figure.block.value_texts for t in row]
    assert printed == heatmap.texts_visible()
    # A masked weight says "masked", never "0.000" (a weight the softmax could have given).
    assert figure.block.value_texts[0][3] == "masked" and "0.000" not in printed
    masked_scores = build_figure(causal, "heads[0].masked")
    assert masked_scores.block.value_texts[0][3] == "\u2212\u221e"


def test_screen_cells_are_the_figures_grey_and_hatching(qtbot, causal):
    heatmap = _screen(qtbot, causal)
    mask = matrix_view(causal, "heads[0].weights").mask
    assert sorted(heatmap.cells.masked_cells()) == sorted(map(tuple, np.argwhere(mask).tolist()))
    image = heatmap.grab().toImage()
    box = heatmap.plot.getViewBox()
    ratio = image.devicePixelRatio()

    def colours(i: int, j: int) -> set[tuple[int, int, int]]:
        # Along the cell's upper band (clear of its text), across its width.
        found = set()
        for t in np.linspace(0.1, 0.9, 40):
            scene = box.mapViewToScene(QPointF(j + t, i + 0.15))
            point = heatmap.mapFromScene(scene)
            c = image.pixelColor(int(point.x() * ratio), int(point.y() * ratio))
            found.add((c.red(), c.green(), c.blue()))
        return found

    masked = colours(0, 3)
    assert any(_near(c, rgb(LIGHT.mask_fill)) for c in masked)
    assert any(_near(c, rgb(LIGHT.mask_hatch), 30) for c in masked)  # hatched, as in the figure
    kept = colours(0, 0)  # an unmasked cell has no hatching
    assert not any(_near(c, rgb(LIGHT.mask_hatch), 30) for c in kept)


def test_figure_cells_are_the_same_grey_and_hatching(causal):
    figure = build_figure(causal, "heads[0].weights", FigureOptions(values=False))
    image = render_image(figure, 1)
    rect = figure.cell_rect(0, 3)
    found = set()
    for x in np.linspace(rect.left() + 2, rect.right() - 2, 40):
        c = image.pixelColor(int(x), int(rect.center().y()))
        found.add((c.red(), c.green(), c.blue()))
    assert any(_near(c, rgb(LIGHT.mask_fill)) for c in found)
    assert any(_near(c, rgb(LIGHT.mask_hatch), 30) for c in found)


def test_step_cards_print_and_paint_masked_cells_the_same_way(qtbot):
    from explorer.app.document import Document
    from explorer.ui.steps.steps_tab import PipelinePanel
    from explorer.app.view_state import ViewState

    document = Document(load_preset("02-causal-decoder"))
    panel = PipelinePanel(document, ViewState(document))
    qtbot.addWidget(panel)
    panel.resize(1400, 900)
    panel.show()
    qtbot.waitExposed(panel)
    grid = panel.cards["heads[0].weights"].grid
    qtbot.waitUntil(lambda: grid.text_at(0, 3) == "masked")  # a masked weight is not "0"
    assert panel.cards["heads[0].masked"].grid.text_at(0, 3) == "\u2212\u221e"
    image = grid.grab().toImage()
    rect = grid.cell_rect(0, 3)
    ratio = image.devicePixelRatio()
    found = set()
    for x in np.linspace(rect.left() + 1, rect.right() - 1, 40):
        c = image.pixelColor(int(x * ratio), int((rect.top() + 2) * ratio))
        found.add((c.red(), c.green(), c.blue()))
    assert any(_near(c, rgb(LIGHT.mask_fill)) for c in found)
    assert any(_near(c, rgb(LIGHT.mask_hatch), 30) for c in found)
