"""Generated sessions: random ones with the right statistics, patterned heads that do what they say."""

from __future__ import annotations

import math
import tracemalloc

import numpy as np
import pytest

from explorer.core.generate import (PATTERNS, frequencies, intended_keys, patterned_session, positional_code,
                                    random_session)
from explorer.core.attention.pipeline import run
from explorer.core.attention.stats import max_entropy, row_entropy


@pytest.mark.parametrize("mode", ["self", "causal", "cross"])
@pytest.mark.parametrize("fill", ["normal", "uniform", "integers"])
def test_random_session_shapes(mode, fill):
    m = 5 if mode == "cross" else None
    s = random_session(7, d_model=6, d_k=4, d_v=3, heads=2, mode=mode, seed=1, fill=fill, m=m, w_o=True)
    assert (s.n, s.m, s.d_model, s.d_k, s.d_v, len(s.heads)) == (7, m or 7, 6, 4, 3, 2)
    assert s.w_o.shape == (6, 6) and s.mode == mode
    assert s.tokens[0] == "t0" and (s.source_tokens[-1] == "s4" if mode == "cross" else s.source_tokens is None)
    if fill == "integers":
        values = np.concatenate([s.embeddings.ravel(), s.heads[0].w_q.ravel()])
        assert (values == np.round(values)).all() and np.abs(values).max() <= 2


def test_random_session_is_deterministic_given_the_seed():
    a, b, c = (random_session(9, 4, 3, 2, heads=2, mode="cross", seed=s) for s in (5, 5, 6))
    assert a.equals(b) and not a.equals(c)


@pytest.mark.parametrize("fill", ["normal", "uniform"])
def test_random_queries_and_keys_have_unit_variance(fill):
    # The textbook setting: q·k then has variance d_k and the scaled scores variance 1.
    s = random_session(4096, 64, 64, 64, seed=2, fill=fill)
    q = s.embeddings @ s.heads[0].w_q
    k = s.embeddings @ s.heads[0].w_k
    assert q.var() == pytest.approx(1.0, rel=0.1) and k.var() == pytest.approx(1.0, rel=0.1)


def test_random_session_refuses_nonsense():
    with pytest.raises(ValueError, match="mode"):
        random_session(4, mode="sideways")
    with pytest.raises(ValueError, match="fill"):
        random_session(4, fill="zeros")
    with pytest.raises(ValueError, match="cross"):
        random_session(4, m=3)
    with pytest.raises(ValueError):
        random_session(0)


def test_positional_code_is_the_sinusoidal_encoding():
    omegas = frequencies(4)
    assert omegas.tolist() == pytest.approx([1.0, 0.1, 0.01, 0.001])
    pe = positional_code(np.arange(3), omegas)
    assert pe.shape == (3, 8)
    assert pe[2, 0] == math.cos(2.0) and pe[2, 1] == math.sin(2.0) and pe[2, 3] == math.sin(0.2)


@pytest.mark.parametrize("mode", ["self", "causal", "cross"])
@pytest.mark.parametrize("n", [64, 513])
def test_pattern_heads_attend_where_intended(backend, mode, n):
    focus = 0.9
    s = patterned_session(n, PATTERNS, mode=mode, focus=focus, seed=3)
    trace = run(s, backend)
    rows = np.arange(n)
    for h, pattern in enumerate(PATTERNS):
        weights = trace.step("weights", h).array
        target = intended_keys(pattern, n)
        has = target >= 0
        if pattern == "uniform":
            np.testing.assert_allclose(row_entropy(weights), max_entropy(n, n, mode == "causal"), atol=1e-9)
            continue
        hits = weights.argmax(axis=1)[has] == target[has]
        assert hits.mean() >= 0.95, (pattern, hits.mean())
        if pattern == "local":
            near = np.abs(rows[:, None] - rows[None, :]) <= 3
            assert (weights * near).sum(axis=1).min() >= focus - 1e-9
            # Spread over the window, not one key (causal row 0 has only one key).
            assert weights[3:].max() < 0.5
        else:
            # Not only the argmax: each row gives its key at least `focus`.
            assert weights[rows[has], target[has]].min() >= focus - 1e-9, pattern


def test_previous_head_copies_the_previous_tokens_content():
    s = patterned_session(64, ("previous",), d_content=8, seed=4)
    out = run(s).step("output").array
    content = s.embeddings[:, -8:]
    nearest = np.linalg.norm(out[1:, None, :] - content[None, :, :], axis=2).argmin(axis=1)
    assert (nearest == np.arange(63)).mean() >= 0.95


def test_patterns_survive_float32():
    s = patterned_session(512, ("diagonal", "previous", "first"), seed=5)
    trace = run(s, dtype="float32")
    assert trace.ok
    for h, pattern in enumerate(("diagonal", "previous", "first")):
        target = intended_keys(pattern, 512)
        hits = trace.step("weights", h).array.argmax(axis=1)[1:] == target[1:]
        assert hits.all(), pattern


def test_patterned_session_is_deterministic_and_shaped():
    a = patterned_session(10, ("first", "uniform"), n_frequencies=4, d_content=3, seed=1)
    assert a.equals(patterned_session(10, ("first", "uniform"), n_frequencies=4, d_content=3, seed=1))
    assert not a.equals(patterned_session(10, ("first", "uniform"), n_frequencies=4, d_content=3, seed=2))
    assert (a.d_model, a.d_k, a.d_v, len(a.heads)) == (2 * 4 + 2 + 3, 2 * 4 + 1, 3, 2)


def test_patterned_session_refuses_nonsense():
    with pytest.raises(ValueError, match="pattern"):
        patterned_session(8, ("sideways",))
    with pytest.raises(ValueError, match="focus"):
        patterned_session(8, focus=1.0)


@pytest.mark.parametrize("make", [lambda n: random_session(n, seed=1),
                                  lambda n: patterned_session(n, PATTERNS, seed=1),
                                  lambda n: patterned_session(n, ("diagonal",), mode="cross", m=n // 2)])
def test_long_sessions_take_no_n_squared_memory(make):
    n = 4096
    tracemalloc.start()
    try:
        session = make(n)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert session.n == n
    # One n × n float64 matrix would be 128 MiB; generating stays linear in n.
    assert peak < n * n * 8 / 16, f"{peak / 2**20:.1f} MiB"
