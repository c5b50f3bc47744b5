"""Figures of long sequences are drawn at the output's resolution: blocks of
cells reduced as the screen reduces them, said in the caption, any n at any
scale."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from explorer.core.generate import random_session
from explorer.core.attention.pipeline import run
from explorer.export.files import build_figure, export
from explorer.export.options import FigureOptions
from explorer.export.reduced import MAX_GRID, MAX_PICTURE, figure_view, max_cells, reduced_note, reduction
from explorer.export.render import pixel_size


def test_reduction_cuts_each_axis_only_as_much_as_it_needs():
    assert max_cells(1) == MAX_GRID and max_cells(4) == MAX_PICTURE
    assert reduction((512, 512), max_cells(1)) == (1, 1)
    assert reduction((4096, 4096), max_cells(1)) == (3, 3)
    assert reduction((4096, 4096), max_cells(2)) == (2, 2)
    assert reduction((4096, 4096), max_cells(4)) == (2, 2)  # capped: MAX_PICTURE cells a side
    assert reduction((2048, 2048), max_cells(4)) == (1, 1)
    assert reduction((16384, 64), max_cells(1)) == (11, 1)
    assert "4096 \u00d7 4096 shown as 1366 \u00d7 1366" in reduced_note((4096, 4096), (1366, 1366), (3, 3), "max")
    assert "largest value of a block of 3 \u00d7 3" in reduced_note((4096, 4096), (1366, 1366), (3, 3), "max")


@pytest.fixture(scope="module")
def long_trace():
    return run(random_session(n=2000, d_model=8, d_k=8, d_v=8, mode="causal", seed=4), None, "float32")


def test_a_long_figure_shows_the_screens_reduction_of_its_blocks(qapp, long_trace):
    view = figure_view(long_trace, "heads[0].weights", scale=1)
    assert view.shape == (1000, 1000)  # 2000 > 1536 cells: blocks of 2 × 2
    weights = long_trace.get("heads[0].weights").array
    assert view.values[3, 1] == pytest.approx(float(weights[6:8, 2:4].max()))  # the largest weight of its block
    assert view.mask[0, 1] and not view.mask[1, 0]  # the causal mask, at the picture's blocks
    assert view.row_labels[:2] == (long_trace.get("heads[0].weights").row_labels[0],
                                   long_trace.get("heads[0].weights").row_labels[2])
    figure = build_figure(long_trace, "heads[0].weights", FigureOptions(scale=1, values=False))
    assert "2000 \u00d7 2000 shown as 1000 \u00d7 1000" in figure.meta
    assert figure.block.grid.width() == pytest.approx(MAX_GRID)
    # At 2× every cell has its own pixels: nothing is reduced, and the caption says nothing of it.
    figure2 = build_figure(long_trace, "heads[0].weights", FigureOptions(scale=2, values=False))
    assert figure2.view.shape == (2000, 2000) and "shown as" not in figure2.meta
    assert (figure2.width, figure2.height) == (figure.width, figure.height)  # one layout at every scale


@pytest.mark.parametrize("scale", [1, 2, 3, 4])
def test_a_long_sequence_exports_as_png_at_every_scale(tmp_path, qapp, long_trace, scale):
    options = FigureOptions(scale=scale)
    path = export(long_trace, "heads[0].weights", tmp_path / "w.png", options=options)
    image = QImage(str(path))
    figure = build_figure(long_trace, "heads[0].weights", options)
    assert (image.width(), image.height()) == pixel_size(figure, scale)
    assert image.width() < 8000


@pytest.mark.parametrize("fmt", ["svg", "pdf"])
def test_a_long_sequence_exports_as_vector_with_a_reduced_picture(tmp_path, qapp, long_trace, fmt):
    path = export(long_trace, "heads[0].weights", tmp_path / f"w.{fmt}")
    data = path.read_bytes()
    assert len(data) < 20_000_000
    if fmt == "svg":
        assert "shown as 1000" in data.decode("utf-8")
