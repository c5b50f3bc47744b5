"""Every token labelled, numbers that fit, fonts and colours that follow the widget, errors shown as errors."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QRectF
from PySide6.QtGui import QColor, QFont, QPalette

from explorer.app.labels import ELLIPSIS
from explorer.ui.heatmap.heatmap import Heatmap

WORDS = ("The", "internationalization", "of", "attention", "is", "hard", "to", "teach", "well", "in", "one",
         "lecture")


def shown(qtbot, size: tuple[int, int], values: np.ndarray, rows, cols=None, **kwargs) -> Heatmap:
    heatmap = Heatmap()
    qtbot.addWidget(heatmap)
    heatmap.resize(*size)
    heatmap.show()
    qtbot.waitExposed(heatmap)
    heatmap.set_matrix(values, tuple(rows), tuple(cols or rows), **kwargs)
    return heatmap


def weights(n: int, seed: int = 0) -> np.ndarray:
    values = np.random.default_rng(seed).random((n, n))
    return values / values.sum(axis=1, keepdims=True)


def assert_every_label(heatmap: Heatmap, labels: tuple[str, ...]) -> None:
    for side in ("left", "top"):
        texts = heatmap.label_texts(side)
        assert len(texts) == len(labels)  # none dropped
        for text, full in zip(texts, labels):
            assert text == full or (text.endswith(ELLIPSIS) and full.startswith(text[:-1]))
        axis = heatmap.left_axis if side == "left" else heatmap.top_axis
        room = QRectF(0, 0, axis.size().width(), axis.size().height())
        # The axis reserved the room: nothing cut off (a line's box is a little taller than its ink).
        for _index, rect in axis.label_rects():
            assert room.contains(rect.adjusted(1, 0.5, -1, -0.5)), (side, rect, room)


@pytest.mark.parametrize("n", [2, 6, 12, 16])
@pytest.mark.parametrize("size", [(320, 260), (600, 500), (1100, 800)])
def test_every_token_is_labelled_at_every_size(qtbot, n, size):
    labels = (WORDS * 2)[:n]
    heatmap = shown(qtbot, size, weights(n), labels, probability=True)
    assert_every_label(heatmap, labels)
    assert heatmap.label_note() == ""


def test_long_labels_turn_upright_then_shorten_with_the_whole_word_in_the_tooltip(qtbot):
    labels = WORDS[:6]
    heatmap = shown(qtbot, (320, 260), weights(6), labels, probability=True)
    assert heatmap.top_axis.labels.rotated
    cut = [i for i, t in enumerate(heatmap.label_texts("left")) if t != labels[i]]
    assert cut == [1]  # "internationalization" only
    for axis in (heatmap.left_axis, heatmap.top_axis):
        _index, rect = axis.label_rects()[1]
        scene = axis.mapToScene(rect.center())
        assert heatmap.tooltip_at(scene) == "internationalization"
    heatmap._hover(heatmap.left_axis.mapToScene(heatmap.left_axis.label_rects()[1][1].center()))
    assert heatmap.toolTip() == "internationalization"


def test_wide_widget_keeps_long_words_whole(qtbot):
    heatmap = shown(qtbot, (1400, 900), weights(6), WORDS[:6], probability=True)
    assert heatmap.label_texts("left") == WORDS[:6] == heatmap.label_texts("top")


def test_past_64_tokens_a_stride_that_the_axis_title_states(qtbot):
    labels = tuple(f"tok{i}" for i in range(200))
    heatmap = shown(qtbot, (900, 800), weights(200), labels, probability=True)
    assert heatmap.label_note() == "every 4th of 200 tokens labelled"
    assert "every 4th of 200 tokens labelled" in heatmap.top_axis.labelText
    assert heatmap.label_texts("top") == labels[::4]


@pytest.mark.parametrize("n", [2, 4, 6, 8, 12])
@pytest.mark.parametrize("size", [(320, 260), (500, 400), (900, 700), (1600, 1000)])
def test_numbers_never_smaller_than_60_percent_of_the_labels(qtbot, n, size):
    heatmap = shown(qtbot, size, weights(n), WORDS[:n], probability=True)
    points = heatmap.number_point_size()
    if points is not None:
        assert points >= 0.6 * heatmap.font().pointSizeF()
        assert len(heatmap.texts_visible()) == n * n


def test_numbers_hide_when_they_cannot_fit_and_return_when_the_widget_grows(qtbot):
    heatmap = shown(qtbot, (320, 260), weights(12), WORDS, probability=True)
    assert heatmap.texts_visible() == [] and heatmap.number_point_size() is None
    heatmap.resize(1600, 1100)
    qtbot.waitUntil(lambda: heatmap.number_point_size() is not None)
    assert len(heatmap.texts_visible()) == 144


def test_a_two_by_two_matrix_gets_big_numbers(qtbot):
    heatmap = shown(qtbot, (900, 700), np.array([[0.7, 0.3], [0.2, 0.8]]), ("I", "am"), probability=True)
    assert heatmap.number_point_size() >= 1.5 * heatmap.font().pointSizeF()


def test_zoom_font_change_relays_out_labels_and_numbers(qtbot):
    heatmap = shown(qtbot, (900, 700), weights(4), WORDS[:4], probability=True)
    width, numbers = heatmap.left_axis.minimumWidth(), heatmap.number_point_size()
    font = QFont(heatmap.font())
    font.setPointSizeF(font.pointSizeF() * 1.6)
    heatmap.setFont(font)  # what zoom does through the main window's font (a FontChange event)
    assert heatmap.left_axis.font.pointSizeF() == pytest.approx(font.pointSizeF())
    assert heatmap.left_axis.minimumWidth() > width
    assert heatmap.number_point_size() > numbers
    assert f"{font.pointSizeF():.1f}pt" in heatmap.left_axis.labelStyle.get("font-size", "")
    assert_every_label(heatmap, WORDS[:4])


def test_palette_change_recolours_labels_and_titles(qtbot):
    heatmap = shown(qtbot, (600, 500), weights(3), WORDS[:3], probability=True)
    palette = QPalette(heatmap.palette())
    palette.setColor(QPalette.ColorRole.WindowText, QColor(250, 240, 10))
    with qtbot.waitSignal(heatmap.scene().changed, timeout=30_000):
        heatmap.setPalette(palette)  # a theme switch (a PaletteChange event)
    assert heatmap.left_axis.textPen().color() == QColor(250, 240, 10)
    assert heatmap.top_axis.labelStyle["color"] == QColor(250, 240, 10).name()


def test_nonfinite_cells_are_drawn_and_counted_as_errors(qtbot):
    values = np.array([[0.5, np.nan, 0.1], [np.inf, 0.2, 0.3], [0.1, 0.2, -np.inf]])
    mask = np.array([[False, False, False], [False, False, False], [False, False, True]])
    heatmap = shown(qtbot, (700, 600), values, ("a", "b", "c"), mask=mask)
    assert heatmap.nonfinite_count == 2  # the masked −∞ is the mask, not an error
    assert heatmap.error_item.isVisible()
    assert sorted(heatmap.texts_visible()) == sorted(["0.500", "nan", "0.100", "inf", "0.200", "0.300", "0.100",
                                                      "0.200", "−∞"])
    assert "not a finite number" in heatmap.describe_cell(0, 1)
    heatmap.set_matrix(np.full((3, 3), 0.5), ("a", "b", "c"), ("a", "b", "c"))
    assert heatmap.nonfinite_count == 0 and not heatmap.error_item.isVisible()


def test_font_change_event_is_the_trigger(qtbot):
    # The relayout happens on QEvent.FontChange itself (not only through setFont's path).
    heatmap = shown(qtbot, (600, 500), weights(3), WORDS[:3], probability=True)
    heatmap._label_key = None
    heatmap.left_axis.labels = heatmap.left_axis.labels.__class__((), (), False, 1, 0.0)
    heatmap.changeEvent(QEvent(QEvent.Type.FontChange))
    assert heatmap.label_texts("left") == WORDS[:3]


def test_the_heatmap_tab_says_when_results_are_not_finite(qtbot, window):
    with qtbot.waitSignal(window.document.changed):
        window.document.edit(lambda s: s.with_cells("embeddings", 0, 0, np.array([[1e200]])), "huge")
    panel = window.view_panel
    window.view_state.set_step("scores")
    panel.refresh()
    assert panel.heatmap.nonfinite_count > 0
    assert panel.error_note.isVisible() and "not a finite number" in panel.error_note.text()
    window.undo_action.trigger()
    assert panel.heatmap.nonfinite_count == 0 and not panel.error_note.isVisible()


def test_a_stride_note_on_a_dimensions_axis_counts_dimensions(qtbot):
    import numpy as np

    from explorer.ui.heatmap.heatmap import Heatmap

    heatmap = Heatmap()
    qtbot.addWidget(heatmap)
    heatmap.resize(400, 300)
    heatmap.show()
    cols = tuple(f"x{j + 1}" for j in range(300))
    heatmap.set_matrix(np.zeros((4, 300)), ("a", "b", "c", "d"), cols, axis_names=("tokens", "dimensions"))
    qtbot.waitUntil(lambda: bool(heatmap.top_axis.labels.stride_note))
    assert "of 300 dimensions labelled" in heatmap.top_axis.labels.stride_note


def test_new_numbers_repaint_the_matrix_but_not_the_unchanged_labels(qtbot, monkeypatch):
    """The token labels are drawn from Qt's item cache while only the numbers change
    (an edit); new labels, a theme's pen or a new size draw them again."""
    from PySide6.QtCore import QEvent, QObject

    from explorer.ui.heatmap.token_axis import TokenAxis

    painted: list[str] = []
    real = TokenAxis.paint
    monkeypatch.setattr(TokenAxis, "paint", lambda self, *a: (painted.append(self.orientation), real(self, *a)))
    heatmap = Heatmap()
    qtbot.addWidget(heatmap)
    heatmap.resize(600, 500)
    heatmap.show()
    rows = ("The", "cat", "sat", "down")
    values = np.random.default_rng(0).random((4, 4))
    heatmap.set_matrix(values, rows, rows)
    qtbot.waitUntil(lambda: {"left", "top"} <= set(painted))
    class Paints(QObject):
        count = 0

        def eventFilter(self, _obj, event):  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    paints = Paints()
    heatmap.viewport().installEventFilter(paints)
    painted.clear()
    heatmap.set_matrix(values * 0.5, rows, rows)
    qtbot.waitUntil(lambda: paints.count > 0)  # the new numbers are on screen ...
    assert painted == []  # ... and the same labels came from the cache
    heatmap.set_matrix(values, ("A", "dog", "ran", "off"), rows)
    qtbot.waitUntil(lambda: "left" in painted)
    painted.clear()
    heatmap.left_axis.setTextPen("#ff0000")
    qtbot.waitUntil(lambda: "left" in painted)
    painted.clear()
    heatmap.resize(500, 420)
    qtbot.waitUntil(lambda: {"left", "top"} <= set(painted))


@pytest.mark.parametrize("n", [200, 600])
def test_a_long_sequences_first_and_last_labels_are_whole(qtbot, n):
    # Centred on rows thinner than a line, "t0" was half cut at the top: the axis paints
    # half a line past its ends (into the empty corner), the labels where they were.
    labels = tuple(f"t{i}" for i in range(n))
    heatmap = shown(qtbot, (900, 800), weights(n), labels, probability=True)
    for axis in (heatmap.left_axis, heatmap.top_axis):
        painted = axis.boundingRect()
        rects = axis.label_rects()
        assert rects[0][0] == 0
        for _index, rect in (rects[0], rects[-1]):
            assert painted.contains(rect), (axis.orientation, rect, painted)


def test_the_first_labels_ink_shows_above_the_matrix(qtbot):
    from PySide6.QtCore import QPointF

    labels = tuple(f"t{i}" for i in range(600))
    heatmap = shown(qtbot, (900, 800), weights(600), labels, probability=True)
    axis = heatmap.left_axis
    _index, rect = axis.label_rects()[0]
    assert rect.top() < 0  # half of it above the axis
    image = heatmap.grab().toImage()
    ratio = image.devicePixelRatio()

    def pixel(point: QPointF):
        at = heatmap.mapFromScene(axis.mapToScene(point))
        return image.pixelColor(int(at.x() * ratio), int(at.y() * ratio))

    background = pixel(QPointF(1, rect.top() + 1))
    above = [pixel(QPointF(x, y)) for x in range(int(rect.left()), int(rect.right()))
             for y in (rect.top() + rect.height() * f for f in (0.3, 0.4))]
    assert any(p != background for p in above)  # drawn there, not cut at the axis' edge
