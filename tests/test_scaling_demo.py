"""The numbers of the "why √d_k" chart, against computations written out here."""

from __future__ import annotations

import math

import numpy as np
import pytest

from explorer.core.attention.scaling_demo import (
    DIMENSIONS,
    MAX_SAMPLED_D_K,
    caption,
    histogram,
    sample_spread,
    scaling_demo,
    spread_line,
    takeaway,
)


def plain_std(values) -> float:
    values = [float(v) for v in values]
    mean = sum(values) / len(values)
    return math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))


def plain_softmax(scores, divisor=1.0) -> list[float]:
    top = max(scores)
    exps = [math.exp((s - top) / divisor) for s in scores]
    total = sum(exps)
    return [e / total for e in exps]


def plain_bits(weights) -> float:
    return -sum(a * math.log2(a) for a in weights if a > 0)


@pytest.fixture(scope="module")
def demo():
    return scaling_demo()


def test_the_spread_grows_like_root_dk_and_the_division_brings_it_to_one(demo):
    assert [s.d_k for s in demo.spreads] == list(DIMENSIONS)
    for spread in demo.spreads:
        # The sampling error of a standard deviation over 2000 samples is about 2 %.
        assert plain_std(spread.raw) == pytest.approx(spread.raw_std, rel=1e-9)
        assert spread.raw_std == pytest.approx(math.sqrt(spread.d_k), rel=0.08)
        assert plain_std(spread.scaled) == pytest.approx(spread.scaled_std, rel=1e-9)
        assert spread.scaled_std == pytest.approx(1.0, rel=0.08)
        assert np.allclose(spread.scaled * math.sqrt(spread.d_k), spread.raw)
    raw = [s.raw_std for s in demo.spreads]
    assert raw[-1] / raw[0] == pytest.approx(math.sqrt(512 / 4), rel=0.15)  # 11.3 times wider


def test_independent_vectors_spread_the_same_way():
    """Vectors drawn here, their dot products summed in a loop: the same law as the chart's."""
    rng = np.random.default_rng(2024)
    for d_k in (4, 64):
        scores = []
        for _ in range(1500):
            q, k = rng.standard_normal(d_k), rng.standard_normal(d_k)
            scores.append(sum(float(a) * float(b) for a, b in zip(q, k)))
        chart = sample_spread(d_k)
        assert plain_std(scores) == pytest.approx(chart.raw_std, rel=0.12)
        assert plain_std([s / math.sqrt(d_k) for s in scores]) == pytest.approx(chart.scaled_std, rel=0.12)


def test_the_softmax_rows_sum_to_one_and_saturate_undivided(demo):
    for spread in demo.spreads:
        row = [float(v) for v in spread.row]
        assert len(row) == demo.keys
        assert np.allclose(spread.weights_raw, plain_softmax(row), rtol=1e-12, atol=1e-15)
        assert np.allclose(spread.weights_scaled, plain_softmax(row, math.sqrt(spread.d_k)), rtol=1e-12, atol=1e-15)
        assert math.fsum(spread.weights_raw) == pytest.approx(1.0, abs=1e-12)
        assert math.fsum(spread.weights_scaled) == pytest.approx(1.0, abs=1e-12)
        assert spread.max_raw == max(spread.weights_raw) and spread.max_scaled == max(spread.weights_scaled)
        assert spread.entropy_raw == pytest.approx(plain_bits(spread.weights_raw), abs=1e-9)
        assert spread.entropy_scaled == pytest.approx(plain_bits(spread.weights_scaled), abs=1e-9)
        # The same keys in the same order: dividing never changes which key wins.
        assert np.argmax(spread.weights_raw) == np.argmax(spread.weights_scaled)
    top = demo.spread(512)
    assert top.max_raw > top.max_scaled and top.mean_max_raw > 0.9 > 0.5 > top.mean_max_scaled
    assert top.mean_entropy_raw < 0.5 < 2.0 < top.mean_entropy_scaled <= math.log2(demo.keys)
    # Divided, the rows look alike at every d_k; undivided they sharpen as d_k grows.
    assert [s.mean_max_raw for s in demo.spreads] == sorted(s.mean_max_raw for s in demo.spreads)
    assert max(s.mean_max_scaled for s in demo.spreads) - min(s.mean_max_scaled for s in demo.spreads) < 0.05


def test_the_session_dk_gets_a_marked_row_and_the_others_stay_the_same(demo):
    with_session = scaling_demo(3)
    assert [s.d_k for s in with_session.spreads] == [3, 4, 64, 512]
    assert [s.session for s in with_session.spreads] == [True, False, False, False]
    assert np.array_equal(with_session.spread(64).raw, demo.spread(64).raw)  # seeded by d_k alone
    again = scaling_demo(3)
    assert np.array_equal(again.spread(3).row, with_session.spread(3).row)
    inside = scaling_demo(64)
    assert [s.d_k for s in inside.spreads] == list(DIMENSIONS) and inside.spread(64).session
    past = scaling_demo(MAX_SAMPLED_D_K + 1)
    assert not past.session_shown and [s.d_k for s in past.spreads] == list(DIMENSIONS)
    assert f"d_k = {MAX_SAMPLED_D_K + 1} is past" in caption(past)
    # A new session d_k reuses the other rows as they are (only its own is sampled) and unmarks the old one.
    moved = scaling_demo(5, reuse=with_session)
    assert [s.d_k for s in moved.spreads] == [4, 5, 64, 512] and moved.spread(5).session
    assert moved.spread(512).raw is with_session.spread(512).raw
    assert np.array_equal(moved.spread(5).raw, sample_spread(5).raw)
    back = scaling_demo(4, reuse=moved)
    assert [s.session for s in back.spreads] == [True, False, False] and back.spread(4).raw is moved.spread(4).raw
    with pytest.raises(KeyError, match="no row for d_k = 7"):
        demo.spread(7)


def test_histograms_use_fixed_bins_around_the_expected_spread(demo):
    spread = demo.spread(64)
    edges, counts = histogram(spread.raw, 8.0)
    assert edges[0] == -32.0 and edges[-1] == 32.0 and len(counts) == len(edges) - 1
    inside = sum(1 for v in spread.raw if -32.0 <= v <= 32.0)
    assert counts.sum() == inside and inside >= len(spread.raw) - 5


def test_the_texts_say_which_vectors_and_what_follows(demo):
    text = caption(demo)
    assert "standard-normal components" in text and "2000 pairs" in text and "seed 13" in text
    assert "8 keys" in text and "entropy in bits" in text
    line = takeaway(demo)
    assert "d_k = 512" in line and f"{demo.spread(512).mean_max_raw:.2f}" in line and "one-hot" in line
    assert spread_line(demo).startswith("\u03c3 of q\u00b7k at d_k = 4, 64, 512:")
