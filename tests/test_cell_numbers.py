"""Which cells print what, which are errors, and at what size (pure rules, no widgets)."""

from __future__ import annotations

import numpy as np

from explorer.app.cell_numbers import (
    MAX_SCALE,
    MIN_FRACTION,
    cell_font_size,
    cell_text,
    cell_texts,
    nonfinite_cells,
)
from explorer.app.labels import fit_scale, layout_rows


def test_nonfinite_cells_are_errors_but_the_masked_minus_infinity_is_not():
    values = np.array([[1.0, -np.inf], [np.nan, np.inf]])
    mask = np.array([[False, True], [False, False]])
    np.testing.assert_array_equal(nonfinite_cells(values, mask), [[False, False], [True, True]])
    np.testing.assert_array_equal(nonfinite_cells(values, None), [[False, True], [True, True]])
    assert cell_texts(values, mask, 2) == [["1.00", "−∞"], ["nan", "inf"]]
    assert cell_text(-np.inf, 3) == "−inf"


def test_cell_font_grows_with_the_cells_up_to_a_cap_and_never_below_the_legible_minimum():
    # "0.123" is 30 units wide and 12 tall at 10 pt; labels are 10 pt.
    small = cell_font_size(40, 24, 30, 12, 10, 10)
    big = cell_font_size(400, 300, 30, 12, 10, 10)
    assert small is not None and MIN_FRACTION * 10 <= small < big
    assert big == MAX_SCALE * 10
    assert cell_font_size(15, 24, 30, 12, 10, 10) is None  # would need under 6 pt: hidden


def test_labels_shrink_rather_than_stride_but_not_past_the_minimum():
    assert fit_scale(12, 20, 16) == 1.0
    assert fit_scale(12, 14, 16) == 14 / 16
    assert fit_scale(12, 4, 16) == 0.6
    assert fit_scale(200, 4, 16) == 1.0  # past 64 tokens: a stride, not a tiny font


def test_stride_note_is_only_the_stride():
    labels = tuple(f"t{i}" for i in range(40))
    axis = layout_rows(labels, cell=5, line=14, room=100, measure=lambda t: 7.0 * len(t))
    assert axis.stride_note == "every 3rd of 40 tokens labelled"
    whole = layout_rows(("a", "b"), cell=20, line=14, room=100, measure=lambda t: 7.0 * len(t))
    assert whole.stride_note == ""
