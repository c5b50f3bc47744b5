"""What an edit changed in a step card (explorer.app.card_diff), without Qt."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from explorer.app.card_diff import COMPARE_CELLS, same_frame, same_numbers
from explorer.app.cards import CardContent, DeferredValues


def content(values, **kw) -> CardContent:
    rows, cols = values.shape
    return CardContent("heads[0].k", "K", "K = X·W_K", f"{rows} × {cols}", values,
                       tuple(f"t{i}" for i in range(rows)), tuple(f"k{j}" for j in range(cols)), **kw)


def test_equal_numbers_in_a_new_array_are_the_same_picture():
    a = np.arange(12.0).reshape(3, 4)
    assert same_numbers(content(a), content(a.copy()))
    b = a.copy()
    b[2, 3] = -1.0
    assert same_frame(content(a), content(b)) and not same_numbers(content(a), content(b))


def test_a_new_title_shape_or_label_is_a_new_frame():
    a = np.zeros((3, 4))
    card = content(a)
    assert not same_frame(None, card)
    assert not same_frame(card, replace(card, title="Q"))
    assert not same_frame(card, content(np.zeros((4, 3))))
    assert not same_frame(card, replace(card, row_labels=("x", "y", "z")))
    assert not same_numbers(card, replace(card, title="Q"))


def test_masks_and_pictures_count_and_errors_are_always_redrawn():
    a = np.array([[1.0, -np.inf], [np.inf, 0.0]])
    mask = np.array([[False, True], [False, False]])
    assert same_numbers(content(a, mask=mask), content(a.copy(), mask=mask.copy()))
    assert not same_numbers(content(a, mask=mask), content(a.copy(), mask=~mask))
    assert not same_numbers(content(a), content(a.astype(np.float32)))
    picture = np.ones((1, 2))
    assert not same_numbers(content(a, display=picture), content(a, display=picture * 2))
    nan = np.array([[np.nan, 1.0]])
    assert not same_numbers(content(nan), content(nan.copy()))  # never wrongly kept


def test_large_or_lazy_values_are_compared_by_identity_only():
    side = int(np.sqrt(COMPARE_CELLS)) + 1
    big = np.zeros((side, side))
    assert same_numbers(content(big), content(big))
    assert not same_numbers(content(big), content(big.copy()))
    source = object()
    lazy = DeferredValues((3, 4), lambda: np.zeros((3, 4)), source=source)
    again = DeferredValues((3, 4), lambda: np.zeros((3, 4)), source=source)
    other = DeferredValues((3, 4), lambda: np.zeros((3, 4)), source=object())
    assert same_numbers(content(lazy), content(again))
    assert not same_numbers(content(lazy), content(other))
