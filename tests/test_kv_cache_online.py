"""The KV cache's one decode step equals a full recompute; the online softmax
over key tiles equals softmax(S′)·V; RoPE and grouped-query properties."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explorer.core.attention.kv_cache import append_token, cache_of, decode_cost, decode_step
from explorer.core.attention.online_softmax import online_attention
from explorer.core.attention.pipeline import run
from explorer.core.attention.positions import rope_rotate
from explorer.core.session import Head, Session, SessionError
from explorer.core.io.session_files import dumps, loads
from explorer.core.attention.variants import Positions
from strategies_variants import rule_sessions, variant_sessions

SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(variant_sessions(modes=("causal",)), st.data())
def test_one_decode_step_equals_a_full_recompute(session, data):
    row = np.array(data.draw(st.lists(st.floats(-3, 3), min_size=session.d_model, max_size=session.d_model)))
    step = decode_step(session, "next", row)
    full = run(step.session)
    n = session.n
    for h, got in enumerate(step.heads):
        assert got.reused == n
        np.testing.assert_allclose(got.q, full.step("q", h).array[n], rtol=0, atol=1e-12)
        np.testing.assert_allclose(got.k, full.step("k", h).array[n], rtol=0, atol=1e-12)
        np.testing.assert_allclose(got.v, full.step("v", h).array[n], rtol=0, atol=1e-12)
        np.testing.assert_allclose(got.scores, full.step("scores", h).array[n], rtol=1e-12, atol=1e-11)
        np.testing.assert_allclose(got.weights, full.step("weights", h).array[n], rtol=0, atol=1e-12)
        np.testing.assert_allclose(got.output, full.step("output", h).array[n], rtol=1e-12, atol=1e-11)
    np.testing.assert_allclose(step.output, full.final.array[n], rtol=1e-12, atol=1e-10)
    # The cache is what the prefill computed: the keys (rotated under RoPE) of the first n tokens.
    prefill = run(session)
    rotated = "heads[0].k_rot" in prefill
    np.testing.assert_allclose(cache_of(session)[0][0], prefill.step("k_rot" if rotated else "k", 0).array,
                               rtol=0, atol=1e-12)


def test_decode_cost_is_n_squared_against_n():
    rng = np.random.default_rng(0)
    d = 8
    session = Session(mode="causal", tokens=[f"t{i}" for i in range(100)], embeddings=rng.standard_normal((100, d)),
                      heads=[Head(*(rng.standard_normal((d, d)) for _ in range(3))) for _ in range(2)])
    cost = decode_cost(session)
    assert cost.prefill_score_cells == 2 * 100 * 100 and cost.decode_score_cells == 2 * 101
    assert cost.reused_rows == 200 and cost.cache_numbers == 2 * 101 * 16
    assert cost.prefill_multiply_adds > 50 * cost.decode_multiply_adds
    assert "one decode step" in cost.text() and "\n" not in cost.text()


def test_decoding_needs_causal_mode_and_a_row_of_d_model_finite_numbers():
    session = loads(dumps(_plain("self")))
    with pytest.raises(SessionError, match="^mode: decoding a next token needs causal mode"):
        append_token(session, "x", np.zeros(session.d_model))
    causal = _plain("causal")
    with pytest.raises(SessionError, match="needs 3 numbers"):
        append_token(causal, "x", np.zeros(2))
    with pytest.raises(SessionError, match="not finite"):
        append_token(causal, "x", np.array([0.0, math.inf, 0.0]))


def _plain(mode: str) -> Session:
    rng = np.random.default_rng(3)
    return Session(mode=mode, tokens=["a", "b", "c"], embeddings=rng.standard_normal((3, 3)),
                   heads=[Head(*(rng.standard_normal((3, 2)) for _ in range(3)))])


@SETTINGS
@given(variant_sessions(), st.integers(1, 9), st.data())
def test_the_online_softmax_equals_the_pipeline(session, block, data):
    trace = run(session, dtype="float64")
    h = data.draw(st.integers(0, len(session.heads) - 1))
    walk = online_attention(trace, h, block)
    expected = trace.step("output", h).array
    np.testing.assert_allclose(walk.output, expected, rtol=1e-12, atol=1e-12)
    assert len(walk.tiles) == math.ceil(session.m / block)
    assert walk.largest_cells == session.n * min(block, session.m) <= walk.full_cells
    # The running max never falls and the last tile's ℓ is the softmax's row sum.
    for before, after in zip(walk.tiles, walk.tiles[1:]):
        assert (after.m >= before.m).all()
    weights = trace.step("weights", h).array
    np.testing.assert_allclose((walk.tiles[-1].acc / walk.tiles[-1].l[:, None]), weights @ trace.step("v", h).array,
                               rtol=1e-12, atol=1e-12)


def test_online_softmax_refuses_a_bad_tile_size():
    trace = run(_plain("causal"))
    for bad in (0, -1, 1.5, True):
        with pytest.raises(SessionError, match="^block: the tile size"):
            online_attention(trace, 0, bad)


# -- properties of RoPE and grouped-query heads ----------------------------------------------------
@settings(max_examples=80, deadline=None)
@given(st.integers(1, 12), st.sampled_from([2, 4, 6, 8]), st.sampled_from(["half", "interleaved"]),
       st.floats(1.5, 1e5), st.integers(0, 2**31))
def test_rope_keeps_every_rows_norm(n, d_k, pairs, theta, seed):
    x = np.random.default_rng(seed).standard_normal((n, d_k))
    rotated = rope_rotate(np, x, theta, pairs, np.float64)
    np.testing.assert_allclose(np.linalg.norm(rotated, axis=1), np.linalg.norm(x, axis=1), rtol=1e-13)


@pytest.mark.parametrize("pairs", ["half", "interleaved"])
def test_under_rope_equal_rows_score_by_distance_only(pairs):
    # Every token has the same embedding, so every q row and every k row are equal
    # before rotation: the scores then depend on i − j alone (a Toeplitz matrix).
    rng = np.random.default_rng(7)
    n, d = 9, 6
    x = np.tile(rng.standard_normal(d), (n, 1))
    session = Session(mode="self", tokens=[f"w{i}" for i in range(n)], embeddings=x,
                      heads=[Head(*(rng.standard_normal((d, 4)) for _ in range(3)))], positions=Positions("rope", 10.0, pairs))
    s = run(session).step("scores", 0).array
    for offset in range(-n + 1, n):
        diagonal = np.diagonal(s, offset)
        np.testing.assert_allclose(diagonal, diagonal[0], rtol=1e-12, atol=1e-12)
    assert np.ptp(np.diagonal(s, 1)) < 1e-12 and abs(s[0, 1] - s[0, 3]) > 1e-3  # distance matters
    plain = run(Session(mode="self", tokens=session.tokens, embeddings=x, heads=session.heads)).step("scores", 0).array
    assert np.ptp(plain) < 1e-12  # without positions every score is the same


@SETTINGS
@given(variant_sessions())
def test_g_equal_to_h_is_ordinary_multi_head(session):
    from dataclasses import replace

    heads = len(session.heads)
    grouped = replace(session, kv_groups=heads)
    plain = replace(session, kv_groups=None)
    a, b = run(grouped), run(plain)
    np.testing.assert_array_equal(a.final.array, b.final.array)
    assert loads(dumps(grouped)).equals(grouped) and "kv_heads" in dumps(grouped) and "kv_heads" not in dumps(plain)


# -- the mask's picture ------------------------------------------------------------------------------
@SETTINGS  # the rule's sessions: a picture of the mask reads no weight (test_visibility_rule.py)
@given(rule_sessions(modes=("self", "causal", "cross"), max_n=9), st.integers(1, 9), st.integers(1, 9))
def test_the_mask_picture_marks_blocks_whose_every_cell_is_hidden(session, rows, cols):
    from explorer.core.attention.masks import hidden_mask, hidden_picture

    full = hidden_mask(np, session)
    full = np.zeros((session.n, session.m), dtype=bool) if full is None else full
    np.testing.assert_array_equal(hidden_picture(session, (session.n, session.m)), full)
    kr, kc = -(-session.n // min(rows, session.n)), -(-session.m // min(cols, session.m))
    shape = (-(-session.n // kr), -(-session.m // kc))
    picture = hidden_picture(session, shape)
    for r in range(shape[0]):
        for c in range(shape[1]):
            assert picture[r, c] == full[r * kr:(r + 1) * kr, c * kc:(c + 1) * kc].all()
