"""A lecturer's hour on a 1280 × 720 projector, at 100 % and 150 % zoom: every panel shows whole.

From geometry, offscreen: the inputs panel's token column holds 20-character
tokens, X at d_model 8 needs no sideways scrolling (at 150 % the docks step aside
for it, and come back at 100 %), the heatmap at 12 tokens prints its numbers or
says why not, and nothing in the Train panel is clipped.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QStyle, QWidget

from explorer.app.cell_numbers import HIDDEN_NOTE, MIN_POINTS, fit_texts, hidden_note, legible_minimum
from explorer.app.screen_fit import VIEWS_SHARE, docks_width, inputs_pane_width, room_for
from explorer.core.edits import resize
from explorer.core.io.presets import load_preset
from explorer.ui.window.main_window import MainWindow, Unsaved

#: The lecture's long words (docs/make_screenshots.py's): "Internationalization" is 20 characters.
LONG_WORDS = ("Internationalization", "transformers", "understanding", "representations", "multiplication",
              "probabilities", "contextualized", "embeddings", "decomposition", "normalization",
              "interpretability", "visualization")
ZOOMS = pytest.mark.parametrize("zoom", [1.0, 1.5], ids=["100%", "150%"])


def long_words(d_model: int = 4):
    session = resize(load_preset("02-causal-decoder"), n=12, d_model=d_model, fill="random", seed=3)
    return dataclasses.replace(session, tokens=LONG_WORDS)


def projector(qtbot, zoom: float, d_model: int = 4) -> MainWindow:
    """The window at 1280 × 720 with the Inspector open (the default layout), at ``zoom``."""
    win = MainWindow(long_words(d_model))
    win.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.resize(1280, 720)
    win.presentation.set_zoom(zoom)
    qtbot.waitUntil(lambda: win.width() == 1280 and not win.document.busy)
    return win


def text_margin(widget: QWidget) -> int:
    """What an item view's delegate leaves each side of a cell's text (Qt: the focus frame's + 1)."""
    return widget.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1


# -- the rules, without Qt ----------------------------------------------------------------
def test_the_inputs_pane_takes_what_x_asks_but_leaves_the_views_their_share():
    assert inputs_pane_width(530, 940, 260) == 530  # 1280 px with the Inspector: X at d_model 8 whole
    assert inputs_pane_width(300, 940, 260) == 300  # a small X leaves the views more
    assert inputs_pane_width(200, 940, 260) == 260  # never under the pane's minimum
    assert inputs_pane_width(900, 940, 260) == 940 - round(VIEWS_SHARE * 940)
    assert inputs_pane_width(530, 940, 260, views_least=420) == 520  # the views' titles whole come first


def test_the_docks_narrow_or_step_aside_only_when_x_needs_their_room():
    assert room_for(530) == 884 and room_for(726, 393) == 1210  # the views keep 40 % (and their titles)
    assert docks_width(530, 1276, 336, 150) == 336  # 100 %, d_model 8: X fits beside the Inspector
    assert docks_width(628, 1276, 336, 198, 353) == 1276 - room_for(628, 353)  # 125 %: narrower is enough
    assert docks_width(726, 1276, 336, 222, 393) is None  # 150 %: only without the docks is X whole
    assert docks_width(922, 1276, 336, 294, 507) == 336  # 200 %: X scrolls either way; the docks stay


def test_numbers_are_never_smaller_than_the_legible_minimum_and_the_view_says_when_hidden():
    assert legible_minimum(9.0) == MIN_POINTS and legible_minimum(13.5) == pytest.approx(0.6 * 13.5)
    assert hidden_note(True, 144, False) == HIDDEN_NOTE and "View → Presentation" in HIDDEN_NOTE
    assert hidden_note(True, 144, True) == hidden_note(False, 144, False) == hidden_note(True, 0, False) == ""


def test_a_masked_word_too_wide_for_the_cells_gives_way_to_the_numbers():
    texts = [["0.700", "masked"], ["0.200", "0.800"]]
    widths = [[30.0, 50.0], [30.0, 30.0]]
    mask = np.array([[False, True], [False, False]])
    # Wide cells: every text, one size.
    shown, size = fit_texts(texts, widths, mask, 120, 60, 12, 9)
    assert shown == texts and size is not None
    # 40 px cells: "masked" would need under 7 pt; the numbers fit, the hatching says "masked".
    shown, size = fit_texts(texts, widths, mask, 40, 40, 12, 9)
    assert shown == [["0.700", ""], ["0.200", "0.800"]] and size >= MIN_POINTS
    assert fit_texts(texts, widths, None, 40, 40, 12, 9)[1] is None  # no mask: nothing to leave out


# -- the window at 1280 × 720 -------------------------------------------------------------
@ZOOMS
def test_the_token_column_holds_every_20_character_token(qtbot, zoom):
    win = projector(qtbot, zoom)
    editor = win.inputs.editors["embeddings"]
    metrics = editor.fontMetrics()
    assert editor.font().pointSizeF() == pytest.approx(win.presentation._base_points * zoom)
    room = editor.columnWidth(0) - 2 * text_margin(editor)
    assert all(metrics.horizontalAdvance(token) <= room for token in LONG_WORDS), (room, zoom)


@pytest.mark.parametrize("zoom, d_model", [(1.0, 8), (1.0, 4), (1.5, 4), (1.5, 8)],
                         ids=["100%-d8", "100%-d4", "150%-d4", "150%-d8"])
def test_x_needs_no_sideways_scrolling_with_the_inspector_open(qtbot, zoom, d_model):
    win = projector(qtbot, zoom)
    editor = win.inputs.editors["embeddings"]
    spin = win.inputs.spins["d_model"]
    spin.setValue(d_model)  # the Sizes box, as a person sets it
    qtbot.waitUntil(lambda: win.document.session.d_model == d_model)

    def whole() -> bool:
        columns = sum(editor.columnWidth(c) for c in range(editor.model().columnCount()))
        return columns <= editor.viewport().width() and not editor.horizontalScrollBar().isVisible()

    qtbot.waitUntil(whole)  # the splitter follows the panel's new size hint after the event at hand
    # Every number column shows its widest text whole.
    for c in range(1, d_model + 1):
        texts = [editor.model().index(r, c).data() for r in range(editor.model().rowCount())]
        assert max(editor.fontMetrics().horizontalAdvance(t) for t in texts) <= (
            editor.columnWidth(c) - 2 * text_margin(editor))
    # The window still fits 1280 px with the Inspector (at 150 % X at d_model 8 needs its room: it
    # steps aside), and the views keep their share and their titles.
    assert win.width() == 1280
    assert win.inspector_dock.isHidden() if (zoom, d_model) == (1.5, 8) else win.inspector_dock.isVisible()
    inputs, views = win.splitter.sizes()
    assert views >= VIEWS_SHARE * (inputs + views) - 1
    assert views >= win.splitter.widget(1).minimumSizeHint().width()
    assert win.inputs_area.horizontalScrollBar().maximum() == 0  # the panel itself does not scroll sideways


def test_the_docks_come_back_with_the_room_and_when_the_person_shows_them(qtbot):
    win = projector(qtbot, 1.5, d_model=8)
    qtbot.waitUntil(lambda: win.inspector_dock.isHidden() and win.whatif_dock.isHidden())
    win.presentation.set_zoom(1.0)  # room again: back as they were, the Inspector in front
    qtbot.waitUntil(lambda: win.inspector_dock.isVisible() and win.inspector_dock.width() == 330)
    assert not win.whatif_dock.isHidden()
    win.presentation.set_zoom(1.5)
    qtbot.waitUntil(win.inspector_dock.isHidden)
    win.inspector_dock.toggleViewAction().trigger()  # View → Inspector: the person's choice stands
    qtbot.waitUntil(win.inspector_dock.isVisible)
    win.presentation.set_zoom(1.25)
    win.presentation.set_zoom(1.5)
    win.inputs_width.fit()
    assert win.inspector_dock.isVisible() and win.inputs_width.docks.manual


def test_a_dragged_splitter_is_left_where_the_person_put_it(qtbot):
    win = projector(qtbot, 1.0)
    win.splitter.setSizes([300, 640])
    win.splitter.splitterMoved.emit(300, 1)  # what a drag of the handle says
    win.inputs.spins["d_model"].setValue(8)
    qtbot.waitUntil(lambda: win.document.session.d_model == 8)
    win.inputs_width.fit()
    assert win.splitter.sizes()[0] == 300


@ZOOMS
def test_the_heatmap_at_12_tokens_prints_numbers_or_says_why_not(qtbot, zoom):
    win = projector(qtbot, zoom)
    panel, heatmap = win.view_panel, win.view_panel.heatmap
    note = heatmap.numbers_note_label()
    qtbot.waitUntil(lambda: heatmap.values.shape == (12, 12))

    def prints_or_says() -> bool:
        if heatmap.number_point_size() is not None:
            return len(heatmap.texts_visible()) > 0 and note.isHidden()
        return note.isVisible() and note.text() == HIDDEN_NOTE

    qtbot.waitUntil(prints_or_says)
    if heatmap.number_point_size() is None:
        # Hidden: the note is one line, whole, and every cell's tooltip still has its value.
        qtbot.waitUntil(lambda: note.height() >= note.heightForWidth(note.width()))  # laid out, not cut
        if zoom == 1.0:  # one line where the default layout has room for it
            assert note.fontMetrics().horizontalAdvance(note.text()) <= note.width()
        rect = heatmap.plot.getViewBox().sceneBoundingRect()
        bottom_left = rect.bottomLeft() + (rect.topRight() - rect.bottomLeft()) * (0.5 / 12)  # not masked
        assert heatmap.tooltip_at(bottom_left) == heatmap.describe_cell(11, 0)
        assert repr(float(heatmap.values[11, 0])) in heatmap.tooltip_at(bottom_left)
    else:
        assert heatmap.number_point_size() >= legible_minimum(heatmap.font().pointSizeF()) - 1e-6
    # Presentation mode is where they show (the views alone, full screen).
    win.presentation.set_presenting(True)
    qtbot.waitUntil(lambda: heatmap.number_point_size() is not None)
    assert len(heatmap.texts_visible()) > 0 and note.isHidden()
    win.presentation.set_presenting(False)
    # Values in cells off: nothing is hidden, nothing to say.
    panel.values_check.setChecked(False)
    assert note.isHidden() and heatmap.texts_visible() == []


def visible_controls(root: QWidget) -> list[QWidget]:
    kinds = (QAbstractButton, QComboBox, QLabel, QWidget)
    return [w for w in root.findChildren(QWidget) if isinstance(w, kinds) and w.isVisibleTo(root)
            and w.parentWidget() is not None and type(w).__module__.startswith("PySide6")]


@ZOOMS
def test_every_train_panel_control_lies_whole_within_the_dock(qtbot, zoom):
    win = projector(qtbot, zoom)
    win.tools.show_train()
    panel, area = win.tools.train, win.tools.train_dock.widget()
    viewport = area.viewport()
    qtbot.waitUntil(lambda: area.isVisible() and 0 < panel.width() <= viewport.width())
    qtbot.waitUntil(lambda: not area.horizontalScrollBar().isVisible())
    for control in visible_controls(panel):
        where = QRect(control.mapTo(viewport, QPoint(0, 0)), control.size())
        name = f"{type(control).__name__} {getattr(control, 'text', lambda: '')()!r}"
        # Inside its parent, and across the dock's visible width (the panel scrolls up and down only).
        assert control.parentWidget().rect().contains(control.geometry()), name
        assert where.left() >= 0 and where.right() < viewport.width(), name
        if isinstance(control, QAbstractButton):  # a button's or a check box's text whole
            assert control.width() >= control.sizeHint().width(), name
        elif isinstance(control, QLabel) and control.text():
            if control.wordWrap():
                assert control.height() >= control.heightForWidth(control.width()), name
            else:
                assert control.width() >= control.sizeHint().width(), name


def test_step_by_step_fits_its_tab_after_the_window_is_resized_behind_another_tab(qtbot):
    # Resized while the Heatmap tab was raised, the Step by step cards were given "any width":
    # raised again, the 12 × 12 score grids of long words stayed grids, 1718 px in a 537 px tab.
    from explorer.ui.steps.step_card import StepCard

    win = projector(qtbot, 1.0)
    panel = win.pipeline

    def steps_fit() -> bool:
        shown = [c for c in panel.scroll.widget().findChildren(StepCard) if c.isVisible()]
        room = panel.scroll.viewport().width()
        return (bool(shown) and not panel.placing and not panel.scroll.horizontalScrollBar().isVisible()
                and all(c.width() <= room for c in shown))

    for size in ((1280, 720), (1920, 1080), (1280, 720)):
        win.tabs.setCurrentIndex(0)
        win.resize(*size)
        qtbot.waitUntil(lambda: win.width() == size[0])
        win.tabs.setCurrentIndex(1)
        qtbot.waitUntil(steps_fit)
        scores = panel.cards["heads[0].scores"]
        assert scores.uses_heatmap  # its grid of long words is wider than the tab at either size


def test_step_by_step_fits_its_tab_at_150_percent(qtbot):
    # At 150 % the 12 × 12 score heatmaps of long words were 497 px in a 404 px tab, and the
    # stage captions did not wrap: the page scrolled sideways. The cards narrow, labels give way.
    from explorer.ui.steps.step_card import StepCard

    win = projector(qtbot, 1.5)
    panel = win.pipeline
    win.tabs.setCurrentIndex(1)

    def steps_fit() -> bool:
        shown = [c for c in panel.scroll.widget().findChildren(StepCard) if c.isVisible()]
        room = panel.scroll.viewport().width()
        return (len(shown) > 8 and not panel.placing and not panel.scroll.horizontalScrollBar().isVisible()
                and all(c.width() <= room for c in shown))

    qtbot.waitUntil(steps_fit)
