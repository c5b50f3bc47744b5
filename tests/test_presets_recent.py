"""The eight presets of the 2025–26 variants: listed, loadable, round-tripping, using the
variant each title names, with numbers that make its effect visible, and in File →
Open Example with titles that fit."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from explorer.core.attention import forward
from explorer.core.attention.cache_cost import cache_rows
from explorer.core.attention.score_logits import biased_scores
from explorer.core.attention.positions import rope_frequencies
from explorer.core.io.presets import list_presets, load_preset
from explorer.core.io.resources import resource
from explorer.core.io.session_files import dumps, loads

TITLES = {
    "10-gemma2-softcap": "Gemma 2: soft-capped scores",
    "11-qwen3-qk-norm": "Qwen3: QK-norm",
    "12-gpt-oss-sinks": "gpt-oss: a sink per head",
    "13-deepseek-latent": "DeepSeek: latent attention",
    "14-top-k": "Top-k sparse",
    "15-differential": "Differential attention",
    "16-linear-attention": "Linear attention: the RNN view",
    "17-yarn": "YaRN: 4× longer context",
}


def _heads(session):
    return forward.heads_pass(forward.inputs(session, np))


@pytest.mark.parametrize("name", TITLES)
def test_listed_loaded_and_round_tripped(name):
    listed = {p.name: p for p in list_presets()}
    assert listed[name].title == TITLES[name] and listed[name].notes
    session = load_preset(name)
    session.validate()
    assert 6 <= session.n <= 9 and all(t.isalpha() for t in session.tokens)  # a real sentence
    text = resource("presets", f"{name}.json").read_text(encoding="utf-8")
    assert dumps(session) == text  # written by this app's own writer
    assert loads(dumps(session)).equals(session)
    assert '"version": 4' in text


def test_gemma_scores_are_large_enough_for_the_cap_to_bend_them():
    session = load_preset("10-gemma2-softcap")
    head = _heads(session)[0]
    c = session.softcap
    pre_cap = biased_scores(np, session, 0, head.scores, forward.inputs(session, np).divisor, np.float64)
    seen = pre_cap[np.tril_indices(session.n)]  # causal: the visible scores
    assert np.abs(seen).max() > 3 * c
    assert np.abs(head.logits).max() < c
    plain = _heads(replace(session, softcap=None))[0]
    assert head.a.max(axis=1)[1:].mean() < plain.a.max(axis=1)[1:].mean() - 0.1  # the rows spread


def test_qwen3_qk_norm_keeps_the_long_embedding_from_taking_every_row():
    session = load_preset("11-qwen3-qk-norm")
    assert session.qk_norm.scope == "head" and session.qk_norm.g_q is not None
    loud = session.tokens.index("loud")
    with_norm = _heads(session)[0].a[:, loud]
    without = _heads(replace(session, qk_norm=None))[0].a[:, loud]
    assert without.max() > 0.9 and with_norm.max() < 0.5


def test_gpt_oss_has_two_heads_and_one_strong_sink():
    session = load_preset("12-gpt-oss-sinks")
    assert len(session.heads) == 2 and session.sinks.shape == (2,)
    strong, weak = _heads(session)
    assert strong.sink_share.mean() > 0.7 and weak.sink_share.mean() < 0.1
    assert np.allclose(strong.a.sum(axis=1) + strong.sink_share, 1)


def test_deepseek_latent_has_decoupled_rope_and_a_smaller_cache():
    session = load_preset("13-deepseek-latent")
    latent = session.latent
    assert latent.d_r == 2 and latent.w_qr is not None and len(latent.w_qr) == len(session.heads)
    own = next(r for r in cache_rows(session) if r.this)
    assert own.per_token == latent.d_c + latent.d_r == 4
    plain = next(r for r in cache_rows(replace(session, latent=None)) if r.this)
    assert plain.per_token == 8


def test_top_k_keeps_two_keys_a_row():
    session = load_preset("14-top-k")
    a = _heads(session)[0].a
    assert session.topk == 2 and ((a > 0).sum(axis=1) == 2).all() and np.allclose(a.sum(axis=1), 1)


def test_differential_attention_cancels_the_noise_around_the_fact():
    session = load_preset("15-differential")
    assert session.differential == 0.8 and session.d_k % 2 == 0
    head = _heads(session)[0]
    fact = session.tokens.index("fact")
    # The fact's share of each row (by size: a differential weight may dip below 0).
    alone = head.a_1[:, fact]  # A₁'s rows sum to 1
    after = np.abs(head.a[:, fact]) / np.abs(head.a).sum(axis=1)
    assert alone.max() < 0.55 and after.min() > 0.6 and (after > alone).all() and (after - alone).mean() > 0.3


def test_linear_attention_is_an_rnn_over_running_sums():
    session = load_preset("16-linear-attention")
    assert session.kernel == "elu1" and session.mode == "causal"
    head = _heads(session)[0]
    s, z = np.zeros((session.d_k, session.d_v)), np.zeros(session.d_k)
    for i in range(session.n):  # one word at a time, a state of fixed size
        s += np.outer(head.phi_k[i], head.v[i])
        z += head.phi_k[i]
        np.testing.assert_allclose(head.phi_q[i] @ s / (head.phi_q[i] @ z), head.z[i], rtol=1e-12)
    assert (head.a[np.tril_indices(session.n)] > 0).all()


def test_yarn_ramps_between_kept_and_interpolated_pairs():
    session = load_preset("17-yarn")
    pos = session.positions
    assert pos.kind == "rope" and pos.scaling.kind == "yarn" and pos.scaling.factor == 4
    assert pos.scaling.original_max < session.n
    ratio = rope_frequencies(session.d_k, pos.theta, pos.scaling) / rope_frequencies(session.d_k, pos.theta)
    assert ratio[0] == pytest.approx(1) and ratio[-1] == pytest.approx(1 / 4)
    assert all(1 / 4 < r < 1 for r in ratio[1:-1])  # the ramp bites: pairs between the two


def test_open_example_lists_them_and_their_titles_fit(window):
    menu = window.presets_menu
    menu.aboutToShow.emit()  # filled when first opened
    titles = [a.text() for a in menu.actions()]
    assert set(TITLES.values()) <= set(titles)
    metrics = menu.fontMetrics()
    widest = max(metrics.horizontalAdvance(t) for t in TITLES.values())
    assert widest <= max(metrics.horizontalAdvance(t) for t in titles if t not in TITLES.values())
    assert menu.sizeHint().width() < 640 and menu.sizeHint().height() < 720  # on a 1280 × 720 projector
