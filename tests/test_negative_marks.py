"""Not by colour alone: View → Mark Negative Cells puts a notch in the corner of every cell below 0, in the
heatmap and in exported figures (with a key under the figure), so the sign reads without the diverging map's
blue or the number; remembered, and the Export dialog follows the window's choice."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from windows import open_window

from explorer.core.attention.pipeline import run
from explorer.core.backend import numpy_backend
from explorer.core.io.presets import load_preset
from explorer.export.options import FigureOptions
from explorer.export.painting import NOTCH_FILL


def _dark(color) -> bool:
    return max(color.red(), color.green(), color.blue()) < 60


def _scores(preset: str = "02-causal-decoder"):
    return run(load_preset(preset), numpy_backend())


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_figure_notches_exactly_the_cells_below_0_and_keys_them(qapp, theme):
    from explorer.export.files import build_figure
    from explorer.export.render import render_image

    trace = _scores()
    values = np.asarray(trace.get("heads[0].scores").array)
    plain = build_figure(trace, "heads[0].scores", FigureOptions(theme=theme, values=False))
    marked = build_figure(trace, "heads[0].scores", FigureOptions(theme=theme, values=False, negatives=True))
    expected = (values < 0) & ~np.asarray(marked.view.mask)
    assert expected.any() and (~expected).any()
    assert np.array_equal(marked.block.negative_cells, expected)
    assert [kind for kind, _ in marked.legends][-1] == "negative" and marked.height > plain.height
    image, before = render_image(marked, scale=1), render_image(plain, scale=1)
    for (i, j), negative in np.ndenumerate(expected):
        rect = marked.cell_rect(i, j)
        corner = (rect.topLeft() + QPointF(2.5, 2.5)).toPoint()
        assert _dark(image.pixelColor(corner)) == bool(negative), (i, j)
        if negative:
            assert image.pixelColor(corner) != before.pixelColor(corner)
    assert NOTCH_FILL.alpha() > 200


def test_the_command_line_marks_negatives_when_asked(tmp_path, qapp):
    from PySide6.QtGui import QImage

    from explorer.export.session_export import export_session

    session = load_preset("02-causal-decoder")
    for marked in (False, True):
        export_session(session, tmp_path / f"{marked}.png", "scores", values=False, scale=1, negatives=marked)
    with_marks, without = QImage(str(tmp_path / "True.png")), QImage(str(tmp_path / "False.png"))
    assert with_marks.height() > without.height()  # the key under the matrix


def test_view_mark_negative_cells_notches_the_heatmap_and_is_remembered(qtbot, private_settings):
    from explorer.ui.window.main_window import MainWindow, Unsaved
    from explorer.ui.window.settings import Settings

    window = MainWindow(load_preset("02-causal-decoder"), settings=Settings())
    window.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.view_state.set_step("scores")
    heatmap = window.view_panel.heatmap
    qtbot.waitUntil(lambda: heatmap.cells.boundingRect().width() == 4)
    assert heatmap.cells.negative_cells() == []
    with qtbot.waitSignal(window.view_state.negatives_changed):
        window.view_choices.negatives_action.trigger()
    values = np.asarray(window.document.snapshot.trace.get("heads[0].scores").array)
    mask = heatmap._mask if heatmap._mask is not None else np.zeros(values.shape, bool)
    assert sorted(heatmap.cells.negative_cells()) == sorted(map(tuple, np.argwhere((values < 0) & ~mask).tolist()))
    assert Settings().mark_negatives
    picture = heatmap.viewport().grab().toImage()
    ratio = picture.devicePixelRatio()
    view_box = heatmap.plot.getViewBox()
    for i, j in heatmap.cells.negative_cells():
        corner = heatmap.mapFromScene(view_box.mapViewToScene(QPointF(j, i)) + QPointF(2.5, 2.5))
        assert _dark(picture.pixelColor(round(corner.x() * ratio), round(corner.y() * ratio))), (i, j)
    assert window.exports.view_figure_options().negatives  # copied figures and decks follow the window
    window.view_choices.negatives_action.trigger()
    qtbot.waitUntil(lambda: heatmap.cells.negative_cells() == [])
    assert not Settings().mark_negatives
