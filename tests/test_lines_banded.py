"""Choosing the lines a band of rows at a time: the same lines as the whole-matrix rule, in bounded memory."""

from __future__ import annotations

import tracemalloc
from decimal import Decimal

import numpy as np
import pytest

from explorer.app import lines as lines_module
from explorer.app.lines import MIN_THRESHOLD, LinesData, build_lines, two_digit_steps


def reference(data: LinesData, max_lines: int) -> tuple[float, set[tuple[int, int, int]], int]:
    """(threshold, the (head, query, key) lines, total) by the rule, on whole matrices: every
    visible weight; past max_lines, the least two-digit number ≥ MIN_THRESHOLD with fewer
    than max_lines weights at or above it (its steps counted out in decimals)."""
    visible = []
    for h, w in enumerate(data.weights):
        ok = np.isfinite(w)
        if data.causal:
            ok &= np.tril(np.ones(w.shape, bool))
        visible.append((h, w, ok))
    total = sum(int(ok.sum()) for _h, _w, ok in visible)
    threshold = 0.0
    if total > max_lines:
        values = np.concatenate([w[ok] for _h, w, ok in visible])
        steps = [float(Decimal(c).scaleb(k)) for k in range(-3, 4) for c in range(10, 100)]  # 0.010 … 99e3
        threshold = next(t for t in steps if (values >= t).sum() < max_lines)
    kept = {(h, int(i), int(j)) for h, w, ok in visible for i, j in zip(*np.nonzero(ok & (w >= threshold)))}
    return threshold, kept, total


def softmax_rows(n: int, m: int, seed: int, spread: float = 3.0) -> np.ndarray:
    x = np.random.default_rng(seed).normal(size=(n, m)) * spread
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


CASES = {
    "softmax": lambda: (softmax_rows(700, 650, 1),),
    "peaked, causal": lambda: (softmax_rows(600, 600, 2, spread=6.0),),
    "two heads, float32": lambda: (softmax_rows(500, 300, 3).astype(np.float32),
                                   softmax_rows(500, 300, 4).astype(np.float32)),
    "not softmax (sigmoid-like)": lambda: (1 / (1 + np.exp(-np.random.default_rng(5).normal(size=(400, 400)))),),
    "nan cells": lambda: (np.where(np.random.default_rng(6).random((300, 300)) < 0.1, np.nan,
                                   softmax_rows(300, 300, 6)),),
}


@pytest.mark.parametrize("max_lines", [500, 20_000])
@pytest.mark.parametrize("counting", [False, True], ids=["candidates", "counting"])
@pytest.mark.parametrize("case", list(CASES))
def test_banded_lines_are_the_rule_on_whole_matrices(case, counting, max_lines, monkeypatch):
    if counting:  # the path for weights with too many candidates: a count per guess
        monkeypatch.setattr(lines_module, "MAX_CANDIDATES", 10)
    monkeypatch.setattr(lines_module, "BAND_ROWS", 64)  # many bands, a ragged last one
    weights = CASES[case]()
    n, m = weights[0].shape
    data = LinesData(tuple(map(str, range(n))), tuple(map(str, range(m))), weights, tuple(range(len(weights))),
                     causal="causal" in case)
    lines = build_lines(data, max_lines=max_lines)
    threshold, kept, total = reference(data, max_lines)
    assert lines.total == total
    assert lines.threshold == pytest.approx(threshold, rel=1e-12)
    assert set(zip(lines.head.tolist(), lines.query.tolist(), lines.key.tolist())) == kept
    assert len(lines) == len(kept) < max_lines or threshold == 0
    for h, q, k, w in zip(lines.head, lines.query, lines.key, lines.weight):
        assert w == weights[h][q, k]


def test_two_digit_steps_count_in_two_significant_digits():
    steps = two_digit_steps(0.01, 0.2)
    assert steps[:3] == [0.01, 0.011, 0.012] and steps[89:92] == [0.099, 0.1, 0.11]
    assert steps[-1] == 0.21 and steps[-2] == 0.2
    assert two_digit_steps(0.01, 0.0101) == [0.01, 0.011]


def test_choosing_the_lines_of_a_long_sequence_holds_a_band_not_the_matrix():
    # Before: a float32 copy of every visible weight, a partition of it and whole-matrix
    # masks: three n × n matrices at the peak of each edit with the Lines tab in view.
    n = 2048
    w = softmax_rows(n, n, 7).astype(np.float32)
    data = LinesData(tuple(map(str, range(n))), tuple(map(str, range(n))), (w,), (0,), causal=True)
    tracemalloc.start()
    lines = build_lines(data)
    _now, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert lines.threshold >= MIN_THRESHOLD and 0 < len(lines) < 20_000
    assert peak < 0.25 * w.nbytes, f"peak {peak / w.nbytes:.2f} n × n"
