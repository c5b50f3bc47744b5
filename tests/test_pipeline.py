"""The pipeline against an independent implementation, and its properties."""

from __future__ import annotations

import types

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.core.edits import resize, set_mode
from explorer.core.attention.pipeline import AUTO_FLOAT32_CELLS, resolve_dtype, run
from explorer.core.io.presets import list_presets, load_preset
from explorer.core.session import Head, Session
from naive import attention
from strategies import sessions


def close(actual, expected):
    np.testing.assert_allclose(actual, np.array(expected, dtype=float), rtol=1e-12, atol=1e-12)


@settings(max_examples=150, deadline=None)
@given(sessions())
def test_agrees_with_naive_loops(backend, session):
    trace = run(session, backend)
    heads, final = attention(session)
    for h, ref in enumerate(heads):
        for sid, expected in ref.items():
            close(trace.step(sid, h).array, expected)
        close(trace.step("weighted_values", h).array.sum(axis=1), ref["output"])
    close(trace.final.array, final)


@settings(max_examples=100, deadline=None)
@given(sessions())
def test_softmax_rows_sum_to_one_and_mask_is_exact(backend, session):
    trace = run(session, backend)
    for h in range(len(session.heads)):
        weights = trace.step("weights", h).array
        np.testing.assert_allclose(weights.sum(axis=1), 1.0, rtol=1e-12)
        assert (weights >= 0).all()
        if session.mode == "causal":
            upper = np.triu_indices(session.n, k=1)
            assert (weights[upper] == 0.0).all()  # exactly zero, not tiny
            assert np.isneginf(trace.step("masked", h).array[upper]).all()


@settings(max_examples=60, deadline=None)
@given(sessions(modes=("self",)), st.randoms(use_true_random=False))
def test_self_attention_is_permutation_equivariant(backend, session, rnd):
    order = list(range(session.n))
    rnd.shuffle(order)
    permuted = Session(mode="self", tokens=tuple(session.tokens[i] for i in order),
                       embeddings=session.embeddings[order], heads=session.heads, w_o=session.w_o)
    a, b = run(session, backend), run(permuted, backend)
    np.testing.assert_allclose(b.final.array, a.final.array[order], rtol=1e-10, atol=1e-12)
    np.testing.assert_allclose(b.step("weights").array, a.step("weights").array[np.ix_(order, order)],
                               rtol=1e-10, atol=1e-12)


@settings(max_examples=60, deadline=None)
@given(sessions(modes=("self", "cross")), st.floats(-50, 50))
def test_constant_shift_of_a_row_leaves_weights(backend, session, shift):
    from explorer.core.attention.pipeline import softmax_rows

    trace = run(session, backend)
    scaled = np.array(trace.step("scaled").array)
    shifted = scaled.copy()
    shifted[0] += shift
    xp = backend.xp
    np.testing.assert_allclose(backend.to_host(softmax_rows(xp, xp.asarray(shifted))),
                               trace.step("weights").array, rtol=1e-9, atol=1e-12)


def test_extreme_scores_stay_finite(backend):
    # Scores of ±1e4 after scaling: a naive exp() would overflow to inf.
    session = Session(mode="causal", tokens=("a", "b", "c"), embeddings=np.diag([100.0, -100.0, 100.0]),
                      heads=(Head(np.eye(3), np.diag([2.0, -2.0, 2.0]), np.eye(3)),))
    trace = run(session, backend)
    scaled = trace.step("scaled").array
    assert scaled.max() >= 1e4 and scaled.min() <= -1e4
    weights = trace.step("weights").array
    assert np.isfinite(weights).all() and trace.ok
    np.testing.assert_allclose(weights.sum(axis=1), 1.0)


def test_huge_inputs_that_fit_give_no_nan(backend):
    session = Session(mode="self", tokens=("a", "b"), embeddings=[[1e100, -1e100], [1e99, 3e99]],
                      heads=(Head(np.eye(2), np.eye(2), np.eye(2)),))
    trace = run(session, backend)
    assert trace.ok
    for step in trace.steps:
        assert np.isfinite(step.array).all(), step.key


def test_overflow_names_the_first_step_that_overflows(backend):
    # 1e200 × 1e200 leaves float64: the scores step overflows, not before.
    session = Session(mode="self", tokens=("a", "b"), embeddings=[[1e200, 0], [0, 1e200]],
                      heads=(Head(np.eye(2), np.eye(2), np.eye(2)),))
    trace = run(session, backend)
    assert not trace.ok
    assert trace.problems[0].step == "heads[0].scores"
    assert "overflow" in str(trace.problems[0])


def test_float32_overflows_where_float64_does_not(backend):
    session = Session(mode="self", tokens=("a",), embeddings=[[1e20]], heads=(Head([[1.0]], [[1.0]], [[1.0]]),))
    assert run(session, backend).ok
    trace32 = run(session, backend, "float32")
    assert trace32.dtype == np.float32 and trace32.step("q").array.dtype == np.float32
    assert trace32.problems[0].step == "heads[0].scores"


@pytest.mark.parametrize("preset", [p.name for p in list_presets()])
def test_float32_is_close_to_float64(backend, preset):
    session = load_preset(preset)
    a, b = run(session, backend), run(session, backend, "float32")
    assert b.final.array.dtype == np.float32
    np.testing.assert_allclose(b.final.array, a.final.array, rtol=1e-5, atol=1e-6)


def test_steps_say_what_they_read_and_their_shape(backend):
    trace = run(load_preset("04-two-heads"), backend)
    keys = [s.key for s in trace.steps]
    assert keys[-2:] == ["concat", "projected"]
    for step in trace.steps:
        assert step.formula and step.title
        for read in step.reads:  # every input is an earlier step or a session matrix
            assert read in keys[: keys.index(step.key)] or read in set(load_preset("04-two-heads").matrix_ids())
        assert step.array.shape == step.shape
    assert trace.step("concat").shape == (4, 4)
    assert trace.step("weights", 1).reads == ("heads[1].scaled",)


def test_cross_attention_takes_keys_from_the_source(backend):
    session = load_preset("03-cross-attention")
    trace = run(session, backend)
    assert trace.step("weights").shape == (session.n, session.m) == (4, 3)
    assert trace.step("k").row_labels == session.source_tokens
    assert trace.step("q").row_labels == session.tokens
    np.testing.assert_allclose(trace.step("k").array, session.source_embeddings @ session.heads[0].w_k)


def test_scaling_off_and_temperature(backend):
    session = load_preset("01-thinking-machines")
    plain = run(session, backend, scale=False)
    np.testing.assert_array_equal(plain.step("scaled").array, plain.step("scores").array)
    hot = run(session, backend, temperature=2.0)
    np.testing.assert_allclose(hot.step("scaled").array, plain.step("scores").array / (np.sqrt(3) * 2))
    with pytest.raises(ValueError):
        run(session, backend, temperature=0)


def test_arrays_are_read_only(backend):
    trace = run(load_preset("01-thinking-machines"), backend)
    with pytest.raises(ValueError):
        trace.step("weights").array[0, 0] = 1.0


def test_weighted_values_row_is_computed_alone(backend):
    trace = run(load_preset("03-cross-attention"), backend)
    step = trace.step("weighted_values")
    row = step.row(2)
    assert step.is_lazy  # asking for one query's row did not build the n × m × d_v array
    weights, v = trace.step("weights").array, trace.step("v").array
    np.testing.assert_allclose(row, weights[2][:, None] * v, rtol=1e-15)
    np.testing.assert_allclose(step.array[2], row, rtol=1e-15)


def test_a_score_overflowing_to_minus_infinity_is_reported(backend):
    # −∞ scores get weight 0, so the output stays finite: the check must read the scores.
    session = Session(mode="self", tokens=("a", "b"), embeddings=[[1e20], [1.0]],
                      heads=(Head([[1.0]], [[-1.0]], [[1.0]]),))
    trace = run(session, backend, "float32")
    assert np.isfinite(trace.step("output").array).all()
    assert trace.problems and trace.problems[0].step == "heads[0].scores"


@settings(max_examples=100, deadline=None)
@given(sessions(biases=True))
def test_biases_agree_with_naive_loops(backend, session):
    trace = run(session, backend)
    heads, final = attention(session)
    for h, ref in enumerate(heads):
        for sid in ("q", "k", "v", "scores", "weights", "output"):
            close(trace.step(sid, h).array, ref[sid])
    close(trace.final.array, final)


def test_formula_names_a_bias_only_when_present():
    x = np.eye(2)
    plain = Session("self", ("a", "b"), x, (Head(x, x, x),))
    biased = Session("self", ("a", "b"), x, (Head(x, x, x, b_q=np.array([1.0, 2.0])),))
    assert "b_Q" not in run(plain).step("q").formula
    assert run(biased).step("q").formula.endswith("+ b_Q")
    assert "b_K" not in run(biased).step("k").formula
    np.testing.assert_array_equal(run(biased).step("q").array, [[2.0, 2.0], [1.0, 3.0]])


def test_preview_keeps_a_previous_token_diagonal_visible(backend):
    from explorer.core.generate import patterned_session

    session = patterned_session(2050, ("previous",))
    weights = run(session, backend).step("weights")
    small = weights.preview(256)
    assert small.shape == (228, 228)  # blocks of 9 (2050 / 256, rounded up): 2050 / 9, rounded up
    # Striding would miss j = i - 1 entirely; block maxima keep the bright band.
    assert small.max() > 0.8 and np.all(np.diag(small)[1:-1] > 0.5)
    np.testing.assert_allclose(small[0, 0], weights.array[:9, :9].max())
    assert weights.preview(4096) is weights.array  # small enough: as it is
    means = weights.preview(256, "mean")
    np.testing.assert_allclose(means[-1, -1], weights.array[9 * 227:, 9 * 227:].mean())


def test_auto_precision_is_float64_for_examples_and_float32_from_1024_tokens(backend):
    example = load_preset("01-thinking-machines")
    assert resolve_dtype("auto", example) == "float64"
    assert run(example, backend, "auto").dtype == np.float64
    below = resize(example, n=1023, fill="random", seed=1)
    at = resize(example, n=1024, fill="random", seed=1)
    assert below.n * below.m < AUTO_FLOAT32_CELLS <= at.n * at.m
    assert resolve_dtype("auto", below) == "float64" and resolve_dtype("auto", at) == "float32"
    assert run(at, backend, "auto").dtype == np.float32
    # Cells count over every head and over the source in cross-attention.
    assert resolve_dtype("auto", resize(example, n=512, heads=4, fill="random", seed=1)) == "float32"
    cross = set_mode(example, "cross")
    assert resolve_dtype("auto", resize(cross, n=256, m=AUTO_FLOAT32_CELLS // 256, fill="random", seed=1)) == "float32"
    assert resolve_dtype("auto", resize(cross, n=256, m=AUTO_FLOAT32_CELLS // 256 - 1, fill="random", seed=1)) \
        == "float64"
    # A chosen dtype is kept whatever the size; an unknown one is refused by name.
    assert resolve_dtype("float64", at) == "float64" and resolve_dtype("float32", example) == "float32"
    with pytest.raises(ValueError, match="float16"):
        run(example, backend, "float16")


class _CountingDevice(types.ModuleType):
    """NumPy posing as a GPU array module: it records what crosses to the host."""

    def __init__(self) -> None:
        super().__init__("counting_device")
        self.moved: list[tuple[int, ...]] = []

    def __getattr__(self, name: str):
        return getattr(np, name)

    def asnumpy(self, array):
        self.moved.append(tuple(array.shape))
        return np.array(array)


def test_a_device_step_is_reduced_on_the_device_and_only_the_picture_moves():
    from explorer.core.backend import Backend
    from explorer.core.generate import patterned_session

    device = _CountingDevice()
    session = set_mode(patterned_session(1030, ("previous",)), "causal")
    on_device = run(session, Backend("cupy", device, "fake GPU", "test")).step("weights")
    on_host = run(session).step("weights")
    picture = on_device.preview(256)
    assert device.moved == [picture.shape] == [(206, 206)]  # blocks of 5; not the 1030 × 1030 matrix
    np.testing.assert_array_equal(picture, on_host.preview(256))
    assert not picture.flags.writeable
    # Masked cells (−∞) count as absent: a block mean is over the cells that have a score.
    masked = run(session).step("masked")
    means = masked.preview(256, "mean")
    block = masked.array[:5, :5]
    np.testing.assert_allclose(means[0, 0], block[np.isfinite(block)].mean())
    assert means[0, -1] == 0.0  # wholly masked: nothing to average
    with pytest.raises(ValueError, match="median"):
        masked.preview(256, "median")


def test_a_tall_step_is_reduced_along_its_long_axis_only():
    # Q at 3000 tokens × 40 dimensions: square blocks merged the 40 columns into 3.
    from explorer.core.generate import random_session

    q = run(random_session(3000, 40, 40, 8, seed=2)).step("q")
    picture = q.preview(256, "mean")
    assert picture.shape == (250, 40)  # blocks of 12 rows × 1 column
    np.testing.assert_allclose(picture[3], q.array[36:48].mean(axis=0))


@pytest.mark.parametrize("rows,cols,side", [(7, 5, 2), (1030, 9, 256), (300, 301, 64), (513, 1025, 256)])
def test_pictures_agree_with_block_by_block_loops(rows, cols, side):
    from explorer.core.backend import numpy_backend
    from explorer.core.attention.trace import Step

    values = np.random.default_rng(rows).standard_normal((rows, cols))
    values[::7, ::5] = -np.inf  # masked cells count as absent
    step = Step("scores", 0, "t", "f", (), (), (), numpy_backend(), (rows, cols), _device=values)
    kr, kc = -(-rows // side), -(-cols // side)
    shape = (-(-rows // kr), -(-cols // kc))
    # The reference, block by block: each block's finite cells cut out once for both reductions.
    expected = {"max": np.zeros(shape), "mean": np.zeros(shape)}
    for bi in range(shape[0]):
        for bj in range(shape[1]):
            block = values[bi * kr:(bi + 1) * kr, bj * kc:(bj + 1) * kc]
            block = block[np.isfinite(block)]
            if block.size:
                expected["max"][bi, bj], expected["mean"][bi, bj] = block.max(), block.mean()
    for how in ("max", "mean"):
        picture = step.preview(side, how)
        assert picture.shape == shape
        # pytest.approx(rel=1e-12, abs=1e-12) for every block at once (a call per block took ~5 s at 513 × 1025).
        off = ~(np.abs(picture - expected[how]) <= np.maximum(1e-12 * np.abs(expected[how]), 1e-12))  # NaN is off
        assert not off.any(), (how, np.argwhere(off)[:5].tolist())
