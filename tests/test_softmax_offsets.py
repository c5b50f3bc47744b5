"""The softmax's offsets: views of one value per diagonal, the visibility mask built
from them, the where= path against the −∞ path, and weights too small to be normal
numbers flushed to 0. References are plain NumPy loops written here."""

from __future__ import annotations

import itertools
import json
import math
import types
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from explorer.core.backend import Backend
from explorer.core.attention.diagonals import diagonal_view, offsets
from explorer.core.attention.masks import hidden_mask
from explorer.core.attention.pipeline import run
from explorer.core.attention.variant_steps import softmax_offsets
from explorer.core.session import Head, Session
from explorer.core.io.session_files import session_from_dict
from explorer.core.attention.softmax import flush_below, softmax_rows
from explorer.core.attention.variants import Positions

CASES = json.loads((Path(__file__).parent / "data" / "variants_reference.json").read_text())["cases"]


class _OtherModule(types.ModuleType):
    """NumPy posing as another array module (as CuPy would be): the softmax takes its −∞ path."""

    def __init__(self) -> None:
        super().__init__("other_device")

    def __getattr__(self, name: str):
        return getattr(np, name)

    def asnumpy(self, array):
        return np.array(array)


def session(n: int, mode: str = "self", seed: int = 0, **variants) -> Session:
    rng = np.random.default_rng(seed)
    heads = [Head(*(rng.standard_normal((4, 4)) for _ in range(3))) for _ in range(2)]
    return Session(tokens=[f"t{i}" for i in range(n)], embeddings=rng.standard_normal((n, 4)) * 2, heads=heads,
                   mode=mode, **variants)


def hidden_by_loop(s: Session) -> np.ndarray:
    out = np.zeros((s.n, s.m), dtype=bool)
    for i, j in itertools.product(range(s.n), range(s.m)):
        out[i, j] = ((s.mode == "causal" and j > i)
                     or (s.window is not None and ((i - j >= s.window) if s.mode == "causal"
                                                   else abs(i - j) >= s.window))
                     or j in s.padding)
    return out


@pytest.mark.parametrize("n,m", [(1, 1), (1, 5), (5, 1), (4, 7), (7, 4), (6, 6)])
def test_a_diagonal_view_is_the_matrix_of_its_diagonals(n, m):
    values = np.arange(n + m - 1, dtype=np.float64) * 1.5 - 3
    view = diagonal_view(np, values, n, m)
    expected = np.array([[values[j - i + n - 1] for j in range(m)] for i in range(n)])
    assert view.shape == (n, m) and np.array_equal(view, expected)
    assert np.array_equal(offsets(n, m)[[j - i + n - 1 for i in range(n) for j in range(m)]],
                          [j - i for i in range(n) for j in range(m)])
    with pytest.raises(ValueError):
        view[0, 0] = 1.0  # read-only: one write would land on a whole diagonal
    with pytest.raises(ValueError, match="one per diagonal"):
        diagonal_view(np, values[:-1], n, m)


@pytest.mark.parametrize("mode,window,padding", [("causal", None, ()), ("causal", 3, ()), ("self", 2, ()),
                                                 ("self", None, (0, 4)), ("causal", 2, (1,)), ("self", 1, ())])
def test_the_mask_from_diagonals_and_columns_is_the_rule_cell_by_cell(mode, window, padding):
    s = session(7, mode, window=window, padding=padding)
    expected = hidden_by_loop(s)
    assert np.array_equal(hidden_mask(np, s), expected)
    rows, cols = np.array([0, 3, 6]), np.array([1, 2, 5, 6])
    assert np.array_equal(hidden_mask(np, s, rows=rows), expected[rows])
    assert np.array_equal(hidden_mask(np, s, cols=cols), expected[:, cols])
    assert np.array_equal(hidden_mask(np, s, rows=rows, cols=cols), expected[np.ix_(rows, cols)])


def softmax_by_loop(scores: np.ndarray, divisor: float, bias: np.ndarray, hidden: np.ndarray) -> np.ndarray:
    """Each row on its own, in float64: exp over the visible keys, divided by their sum."""
    out = np.zeros(scores.shape)
    for i in range(scores.shape[0]):
        logits = [(float(scores[i, j]) + float(bias[i, j])) / divisor for j in range(scores.shape[1])]
        top = max(v for v, h in zip(logits, hidden[i]) if not h)
        exps = [0.0 if h else math.exp(v - top) for v, h in zip(logits, hidden[i])]
        total = math.fsum(exps)
        out[i] = [x / total for x in exps]
    return out


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("variants", [dict(mode="causal"), dict(mode="self", window=2),
                                      dict(mode="causal", window=3, padding=(1,)),
                                      dict(mode="causal", positions=Positions("alibi", slopes=(0.5, -0.25))),
                                      dict(mode="self", positions=Positions("alibi"), window=3, padding=(0, 5)),
                                      dict(mode="self", padding=(2, 3))])
def test_both_paths_of_the_softmax_agree_with_a_loop_and_with_each_other(dtype, variants):
    s = session(9, **variants)
    dt = np.dtype(dtype)
    scores = np.random.default_rng(3).standard_normal((9, 9)).astype(dt) * 4
    hidden = hidden_by_loop(s)
    for h, divisor in ((0, 2.0), (1, 1.0)):
        slope = 0.0
        if s.positions is not None:
            slope = s.positions.slopes[h] if s.positions.slopes else 2.0 ** (-8.0 * (h + 1) / 2)
        bias = np.array([[-slope * divisor * abs(i - j) for j in range(9)] for i in range(9)])
        expected = softmax_by_loop(scores, divisor, bias, hidden)
        offsets_ = softmax_offsets(np, s, h, divisor, dt)
        where_path = softmax_rows(np, scores, divisor, offsets=offsets_, spread=1.0)
        minus_inf = softmax_rows(_OtherModule(), scores, divisor, offsets=softmax_offsets(np, s, h, divisor, dt),
                                 spread=1.0)
        np.testing.assert_array_equal(where_path, minus_inf)
        assert where_path.dtype == dt and (where_path[hidden] == 0).all()
        np.testing.assert_allclose(where_path, expected, rtol=1e-12 if dtype == "float64" else 2e-6, atol=1e-300)


def test_the_pipeline_on_another_array_module_gives_the_same_numbers():
    # CuPy's path (no where=): every reference session, every step, bit for bit.
    other = Backend("cupy", _OtherModule(), "another array module", "test")
    for case in CASES:
        s = session_from_dict(case["session"])
        for dtype in ("float64", "float32"):
            on_numpy, elsewhere = run(s, dtype=dtype), run(s, other, dtype=dtype)
            for step in on_numpy.steps:
                if step.id != "weighted_values":
                    np.testing.assert_array_equal(step.array, elsewhere.step(step.id, step.head).array,
                                                  err_msg=f"{case['name']} {dtype} {step.key}")


def test_a_score_overflowing_next_to_a_hidden_key_leaves_its_weight_zero():
    s = session(4, "causal", positions=Positions("alibi"))
    scores = np.ones((4, 4))
    scores[0, 3] = np.inf  # hidden (j > i): +∞ − ∞ would be NaN
    for xp in (np, _OtherModule()):
        with np.errstate(invalid="ignore"):
            weights = softmax_rows(xp, scores, 2.0, offsets=softmax_offsets(np, s, 0, 2.0, np.dtype(np.float64)),
                                   spread=1.0)
        assert weights[0, 3] == 0.0 and weights[0, 0] == 1.0 and np.isfinite(weights).all()


def test_weights_below_the_smallest_normal_number_are_flushed_to_zero():
    # A steep ALiBi head at 300 tokens: −m·|i − j| reaches −299, far below float32's exp range.
    n = 300
    s = replace(session(n, "causal", seed=4), positions=Positions("alibi", slopes=(1.0, 0.001)))
    trace = run(s, dtype="float32")
    tiny = np.finfo(np.float32).tiny
    hidden = hidden_by_loop(s)
    for h in (0, 1):
        weights = trace.step("weights", h).array
        assert not ((weights > 0) & (weights < tiny)).any()  # no subnormal number left
        assert (weights[hidden] == 0).all()
        np.testing.assert_allclose(weights.sum(axis=1), 1.0, rtol=1e-6)
        # The same softmax without the bound (nothing flushed): every weight of at least
        # n · tiny is the same number, and what became 0 was below it.
        scores = trace.step("scores", h).array
        unflushed = softmax_rows(np, scores, trace.divisor, offsets=softmax_offsets(np, s, h, trace.divisor,
                                                                                    np.dtype(np.float32)))
        large = unflushed >= n * tiny
        np.testing.assert_array_equal(weights[large], unflushed[large])
        assert (unflushed[weights == 0] < n * tiny).all()
        if h == 0:
            assert ((weights == 0) & (unflushed > 0)).any()  # the steep head did have such weights
    # Against the softmax in float64 of the same float32 scores.
    scores = trace.step("scores", 0).array.astype(np.float64)
    logits = scores - 1.0 * trace.divisor * np.abs(np.subtract.outer(np.arange(n), np.arange(n)))
    logits[hidden] = -np.inf
    e = np.exp((logits - logits.max(axis=1, keepdims=True)) / trace.divisor)
    exact = e / e.sum(axis=1, keepdims=True)
    normal = exact >= n * tiny
    np.testing.assert_allclose(trace.step("weights", 0).array[normal], exact[normal], rtol=1e-5)
    assert flush_below(np.float32, n) == pytest.approx(math.log(tiny * n))


def test_without_a_spread_nothing_is_flushed():
    # Other callers (the KV cache, the statistics) pass no bound: their numbers stay as they were.
    x = np.array([[0.0, -120.0, -95.0]], dtype=np.float32)
    kept = softmax_rows(np, x)
    assert 0 < kept[0, 2] < np.finfo(np.float32).tiny  # a subnormal weight, computed as before
    flushed = softmax_rows(np, x, spread=200.0)
    assert flushed[0, 2] == 0.0 and flushed[0, 0] == kept[0, 0]


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_a_narrow_window_is_read_through_where_and_agrees_with_a_loop(dtype):
    # 40 tokens, causal window of 3: under a tenth of the cells visible, so both dtypes skip the rest.
    s = session(40, "causal", window=3, positions=Positions("alibi", slopes=(0.3, 2.0)), padding=(5,))
    dt = np.dtype(dtype)
    scores = np.random.default_rng(5).standard_normal((40, 40)).astype(dt) * 3
    for h in (0, 1):
        offsets_ = softmax_offsets(np, s, h, 1.5, dt)
        assert offsets_.visible(np, dt) is not None and offsets_.visible(_OtherModule(), dt) is None
        weights = softmax_rows(np, scores, 1.5, offsets=offsets_, spread=1.0)
        bias = -s.positions.slopes[h] * 1.5 * np.abs(np.subtract.outer(np.arange(40), np.arange(40)))
        np.testing.assert_allclose(weights, softmax_by_loop(scores, 1.5, bias, hidden_by_loop(s)),
                                   rtol=1e-12 if dtype == "float64" else 2e-6, atol=1e-300)
        np.testing.assert_array_equal(weights, softmax_rows(_OtherModule(), scores, 1.5, offsets=offsets_,
                                                            spread=1.0))
