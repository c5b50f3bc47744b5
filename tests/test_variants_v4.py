"""The 2025–26 variants (session version 4): what each one must be, whatever its numbers.

Exact values against PyTorch are tests/test_variants_v4_reference.py; here the
properties that tie each variant to the mechanism without it, the file's rules
(written only when used, refused naming the field) and the pipeline's steps.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace

import numpy as np
import pytest

from explorer.core.attention import forward
from explorer.core.attention.cache_cost import cache_rows, layout_of
from explorer.core.attention.latent import Latent
from explorer.core.attention.pipeline import run
from explorer.core.attention.recent_variants import QKNorm, RopeScaling
from explorer.core.attention.variants import Positions
from explorer.core.io.session_files import dumps, loads, session_to_dict
from explorer.core.session import SessionError

N, D, DK, DV, H = 6, 6, 4, 3, 2
TOKENS = ["the", "model", "reads", "every", "word", "twice"]


def matrix(rng, rows, cols, scale=1.0):
    return np.round(rng.uniform(-1, 1, (rows, cols)) * scale, 2).tolist()


def base(mode="causal", seed=0, scale=1.0, **extra):
    rng = np.random.default_rng(seed)
    data = {"format": "attention-explorer/session", "version": 4, "mode": mode, "tokens": TOKENS,
            "embeddings": matrix(rng, N, D),
            "heads": [{"w_q": matrix(rng, D, DK, scale), "w_k": matrix(rng, D, DK, scale),
                       "w_v": matrix(rng, D, DV)} for _ in range(H)]}
    data.update(extra)
    return loads(json.dumps(data))


def weights(session, head=0):
    return np.asarray(run(session).get(f"heads[{head}].weights").array)


def output(session):
    trace = run(session)
    return np.asarray(trace.get("concat").array)


# -- properties ---------------------------------------------------------------------------------

@pytest.mark.parametrize("cap", [0.5, 1.5, 4.0])
def test_softcap_is_monotonic_and_bounded_by_c(cap):
    session = base(scale=3.0, softcap=cap)
    trace = run(session)
    scaled = np.asarray(trace.get("heads[0].scaled").array)
    capped = np.asarray(trace.get("heads[0].softcapped").array)
    assert np.all(np.abs(capped) <= cap)  # tanh rounds to exactly ±1 far out
    order = np.argsort(scaled, axis=None)
    assert np.all(np.diff(capped.reshape(-1)[order]) >= 0)  # the same order as the scores


def test_a_sink_of_minus_infinity_is_no_sink():
    plain = base()
    sunk = replace(plain, sinks=np.array([-np.inf, -np.inf]))
    np.testing.assert_allclose(weights(sunk), weights(plain), rtol=0, atol=1e-15)
    share = run(sunk).get("heads[0].sink_share").array
    assert np.all(np.asarray(share) == 0)


def test_a_sink_takes_a_share_and_rows_sum_to_the_rest():
    session = base(sinks=[1.0, -2.0])
    trace = run(session)
    for h in range(H):
        a = np.asarray(trace.get(f"heads[{h}].weights").array)
        share = np.asarray(trace.get(f"heads[{h}].sink_share").array)[:, 0]
        np.testing.assert_allclose(a.sum(axis=1) + share, 1.0, rtol=0, atol=1e-14)
        assert np.all(share > 0)


@pytest.mark.parametrize("mode", ["self", "causal"])
def test_top_k_with_k_at_least_n_is_no_top_k(mode):
    plain = base(mode)
    np.testing.assert_array_equal(weights(replace(plain, topk=N)), weights(plain))
    np.testing.assert_array_equal(weights(replace(plain, topk=N + 3)), weights(plain))


def test_top_k_keeps_k_keys_and_the_lower_index_among_equal_scores():
    plain = base("self")
    a = weights(replace(plain, topk=2))
    assert np.all((a > 0).sum(axis=1) == 2)
    # Every query's keys equal: ties everywhere, so the first two keys win.
    tied = replace(plain, embeddings=np.ones((N, D)))
    kept = weights(replace(tied, topk=2)) > 0
    assert np.all(kept[:, :2]) and not np.any(kept[:, 2:])


def test_differential_with_lambda_0_is_ordinary_attention_on_the_first_halves():
    diff = base("causal", differential={"lambda": 0.0})
    halves = replace(diff, differential=None,
                     heads=tuple(replace(h, w_q=h.w_q[:, :DK // 2], w_k=h.w_k[:, :DK // 2]) for h in diff.heads))
    np.testing.assert_allclose(weights(diff), weights(halves), rtol=0, atol=1e-15)
    np.testing.assert_allclose(output(diff), output(halves), rtol=0, atol=1e-14)


def test_differential_with_rope_on_each_half_agrees_in_float32_and_float64():
    session = base("causal", differential={"lambda": 0.5}, positions={"kind": "rope", "pairs": "half"})
    a64 = np.asarray(run(session, dtype="float64").get("heads[0].weights").array)
    a32 = np.asarray(run(session, dtype="float32").get("heads[0].weights").array)
    np.testing.assert_allclose(a32, a64, rtol=0, atol=1e-5)


def test_differential_weights_are_a1_minus_lambda_a2():
    trace = run(base("self", differential={"lambda": 0.8}))
    a1, a2, a = (np.asarray(trace.get(f"heads[0].{s}").array) for s in ("weights_1", "weights_2", "weights"))
    np.testing.assert_allclose(a, a1 - 0.8 * a2, rtol=0, atol=1e-15)
    np.testing.assert_allclose(a.sum(axis=1), 1 - 0.8, rtol=0, atol=1e-14)


def latent_session(rope=True, mode="causal", seed=1):
    rng = np.random.default_rng(seed)
    heads = [{"w_q": matrix(rng, D, DK)} | ({"w_qr": matrix(rng, D, 2)} if rope else {}) for _ in range(H)]
    latent = {"w_dkv": matrix(rng, D, 3), "kv": [{"w_uk": matrix(rng, 3, DK), "w_uv": matrix(rng, 3, DV)}
                                                for _ in range(H)]}
    if rope:
        latent["rope"] = {"d_r": 2, "w_kr": matrix(rng, D, 2)}
    return base(mode, heads=heads, latent=latent)


@pytest.mark.parametrize("rope", [False, True])
def test_latent_absorbed_form_equals_the_expanded_form(rope):
    session = latent_session(rope)
    trace = run(session)
    c = np.asarray(trace.get("latent").array)
    x = np.asarray(session.embeddings)
    for h in range(H):
        q = x @ session.heads[h].w_q
        absorbed = (q @ session.latent.w_uk[h].T) @ c.T  # (q·W_UKᵀ)·cᵀ: keys never made
        expanded = q @ np.asarray(trace.get(f"heads[{h}].k").array).T
        np.testing.assert_allclose(absorbed, expanded, rtol=1e-13, atol=1e-13)
        np.testing.assert_allclose(trace.get(f"heads[{h}].absorbed").array, expanded, rtol=1e-13, atol=1e-13)
        scores = np.asarray(trace.get(f"heads[{h}].scores").array)
        if not rope:
            np.testing.assert_allclose(scores, absorbed, rtol=1e-13, atol=1e-13)
    assert layout_of(session) == "MLA"


@pytest.mark.parametrize("mode", ["causal", "self"])
def test_linear_attention_recurrent_form_equals_the_weights_form(mode):
    session = base(mode, kernel="elu1")
    trace = run(session)
    phi_q, phi_k = (np.asarray(trace.get(f"heads[0].{s}").array) for s in ("phi_q", "phi_k"))
    v = np.asarray(trace.get("heads[0].v").array)
    z = np.asarray(trace.get("heads[0].output").array)
    if mode == "causal":
        state, norm = np.zeros((DK, DV)), np.zeros(DK)
        for i in range(N):  # S_i = S_{i−1} + φ(k_i)ᵀv_i, z_i = z_{i−1} + φ(k_i): d_k·d_v + d_k numbers
            state += np.outer(phi_k[i], v[i])
            norm += phi_k[i]
            np.testing.assert_allclose(phi_q[i] @ state / (phi_q[i] @ norm), z[i], rtol=1e-13, atol=1e-14)
        np.testing.assert_allclose(trace.get("heads[0].recurrent").array, z, rtol=1e-13, atol=1e-14)
    else:
        np.testing.assert_allclose((phi_q @ (phi_k.T @ v)) / (phi_q @ phi_k.sum(axis=0))[:, None], z,
                                   rtol=1e-13, atol=1e-14)
    assert np.all(np.asarray(trace.get("heads[0].weights").array) >= 0)


@pytest.mark.parametrize("pairs", ["half", "interleaved"])
def test_yarn_with_factor_1_is_plain_rope(pairs):
    plain = base("causal", positions={"kind": "rope", "theta": 100, "pairs": pairs})
    yarn = replace(plain, positions=replace(plain.positions, scaling=RopeScaling("yarn", 1.0, 4)))
    np.testing.assert_array_equal(weights(yarn), weights(plain))
    for kind in ("linear", "ntk"):
        same = replace(plain, positions=replace(plain.positions, scaling=RopeScaling(kind, 1.0)))
        np.testing.assert_allclose(weights(same), weights(plain), rtol=0, atol=1e-15)


def test_qk_norm_bounds_the_scores():
    session = base("self", scale=50.0, qk_norm={"scope": "head", "eps": 1e-6})
    trace = run(session)
    for s in ("q_norm", "k_norm"):
        rows = np.asarray(trace.get(f"heads[0].{s}").array)
        np.testing.assert_allclose(np.sqrt((rows ** 2).mean(axis=1)), 1.0, rtol=1e-6)
    # |q·k| ≤ ‖q‖·‖k‖ = d_k when both have unit root mean square, whatever the weights' size.
    assert np.all(np.abs(np.asarray(trace.get("heads[0].scores").array)) <= DK + 1e-9)


def test_qk_norm_over_all_heads_normalises_their_concatenation():
    trace = run(base("self", qk_norm={"scope": "all", "eps": 1e-6}))
    both = np.concatenate([np.asarray(trace.get(f"heads[{h}].q_norm").array) for h in range(H)], axis=1)
    np.testing.assert_allclose(np.sqrt((both ** 2).mean(axis=1)), 1.0, rtol=1e-5)  # eps = 1e-6 inside the root


# -- the file -----------------------------------------------------------------------------------

def test_a_session_without_version_4_variants_stays_its_old_version():
    plain = base()
    assert session_to_dict(plain)["version"] == 1
    roped = replace(plain, positions=Positions("rope"))
    assert session_to_dict(roped)["version"] == 3
    assert session_to_dict(replace(roped, positions=Positions("rope", scaling=RopeScaling("linear", 2.0))))["version"] == 4


@pytest.mark.parametrize("session", [
    lambda: base(softcap=2.5, sinks=[0.5, -1.0], topk=3, qk_norm={"scope": "head", "eps": 1e-5,
                                                                  "g_q": [1, 2, 3, 4]},
                 positions={"kind": "rope", "theta": 500, "pairs": "half",
                            "scaling": {"kind": "yarn", "factor": 4, "original_max": 8, "beta_fast": 32,
                                        "beta_slow": 1}}),
    lambda: base(differential={"lambda": 0.5}),
    lambda: base("self", kernel="elu1", window=3),
    lambda: latent_session(True),
    lambda: latent_session(False),
], ids=["combined", "differential", "linear", "latent-rope", "latent"])
def test_every_variant_round_trips_through_the_file(session):
    s = session()
    again = loads(dumps(s))
    assert again.equals(s) and session_to_dict(again) == session_to_dict(s)
    assert session_to_dict(s)["version"] == 4


@pytest.mark.parametrize("extra,field", [
    ({"softcap": 0}, "softcap"), ({"topk": 1.5}, "topk"), ({"sinks": [1, 2, 3]}, "sinks"),
    ({"kernel": "relu"}, "kernel"), ({"differential": {"lambda": None}}, "lambda"),
    ({"differential": {"lam": 1}}, "differential"), ({"qk_norm": {"scope": "rows"}}, "scope"),
    ({"qk_norm": {"eps": -1}}, "eps"), ({"qk_norm": {"g_k": [1]}}, "g_k"),
    ({"positions": {"kind": "rope", "scaling": {"kind": "dynamic", "factor": 2}}}, "scaling"),
    ({"positions": {"kind": "rope", "scaling": {"kind": "linear", "factor": 0}}}, "factor"),
    ({"positions": {"kind": "rope", "scaling": {"kind": "yarn", "factor": 2}}}, "original_max"),
    ({"positions": {"kind": "alibi", "scaling": {"kind": "linear", "factor": 2}}}, "positions"),
    ({"kernel": "elu1", "softcap": 1}, "kernel"), ({"kernel": "elu1", "topk": 2}, "kernel"),
    ({"kernel": "elu1", "positions": {"kind": "alibi"}}, "kernel"),
    ({"differential": {"lambda": 1}, "sinks": [0, 0]}, "differential"),
    ({"differential": {"lambda": 1}, "topk": 2}, "differential"),
])
def test_a_bad_value_is_refused_naming_its_field(extra, field):
    with pytest.raises(SessionError) as info:
        base(**extra)
    assert info.value.field.split(".")[0] == field, str(info.value)
    assert "\n" not in str(info.value)


def test_a_version_3_file_cannot_hold_version_4_keys():
    with pytest.raises(SessionError, match="needs version 4"):
        base(version=3, softcap=2.0)


def test_latent_cannot_take_kv_heads_qk_norm_or_cross_mode():
    s = latent_session()
    with pytest.raises(SessionError, match="latent cannot be combined with qk_norm"):
        replace(s, qk_norm=QKNorm())
    rng = np.random.default_rng(0)
    with pytest.raises(SessionError, match="needs self or causal"):
        base("cross", source_tokens=["a", "b"], source_embeddings=matrix(rng, 2, D), topk=1)


def test_a_latent_head_s_keys_are_not_edited_directly():
    s = latent_session()
    assert "heads[0].w_k" not in list(s.matrix_ids()) and "heads[0].w_uk" in list(s.matrix_ids())
    with pytest.raises(SessionError, match="W_DKV"):
        s.with_cells("heads[0].w_k", 0, 0, np.array([[1.0]]))
    edited = s.with_cells("w_dkv", 0, 0, np.array([[5.0]]))
    np.testing.assert_allclose(edited.heads[0].w_k, edited.latent.w_dkv @ edited.latent.w_uk[0])


def test_sinks_and_gains_are_edited_like_any_matrix():
    s = base(sinks=[0.0, 0.0], qk_norm={"scope": "head"})
    edited = s.with_cells("sinks", 0, 1, np.array([[3.0]])).with_cells("g_q", 0, 2, np.array([[2.0]]))
    assert edited.sinks.tolist() == [0.0, 3.0] and edited.qk_norm.g_q.tolist() == [1, 1, 2, 1]


def test_compute_refuses_a_bad_file_with_exit_2_and_one_line(tmp_path):
    data = session_to_dict(base())
    data["version"], data["softcap"], data["kernel"] = 4, 2.0, "elu1"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    done = subprocess.run([sys.executable, "-m", "explorer", "compute", str(path)], capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "kernel" in done.stderr and "softcap" in done.stderr


# -- the steps ----------------------------------------------------------------------------------

@pytest.mark.parametrize("make,steps", [
    (lambda: base(softcap=1.0, positions={"kind": "alibi"}), ["scaled", "bias", "biased", "softcapped", "masked"]),
    (lambda: base(sinks=[0.0, 1.0]), ["sink_share"]),
    (lambda: base("self", topk=2), ["masked"]),
    (lambda: base(differential={"lambda": 0.5}), ["scores_2", "weights_1", "weights_2"]),
    (lambda: base(kernel="elu1"), ["phi_q", "phi_k", "kernel_scores"]),
    (lambda: base(qk_norm={"scope": "head"}), ["q_norm", "k_norm"]),
    (lambda: latent_session(True), ["q_rot", "k_rot"]),
], ids=["softcap", "sinks", "topk", "differential", "linear", "qk_norm", "latent"])
def test_each_variant_has_its_steps_and_every_step_is_made(make, steps):
    session = make()
    trace = run(session)
    for sid in steps:
        assert f"heads[0].{sid}" in trace and f"heads[1].{sid}" in trace
    for step in trace.steps:
        assert np.asarray(step.array).shape == step.shape
    assert "cache" in trace
    z = np.stack([np.asarray(p.z) for p in forward.heads_pass(forward.inputs(session, np))])
    # Training's forward keeps its logits; the pipeline's caps a causal head's visible blocks by
    # exp (not tanh): the same numbers to the last digits.
    np.testing.assert_allclose(z[0], trace.get("heads[0].output").array, rtol=1e-13, atol=1e-15)


def test_the_cache_card_counts_each_layout():
    s = latent_session(True)
    rows = {r.name.split(" ")[0]: r for r in cache_rows(s, "float32")}
    assert rows["MHA"].per_token == H * (DK + DV) and rows["MQA"].per_token == DK + DV
    assert rows["MLA"].per_token == 3 + 2 and rows["MLA"].bytes_per_token == 20 and rows["MLA"].this
    assert rows["MLA"].tokens_per_gib == 2 ** 30 / 20
    assert rows["linear"].per_token == 0 and rows["linear"].fixed_bytes == 4 * H * (DK * DV + DK)
    card = run(s, dtype="float32").get("cache")
    assert card.row_labels[3].startswith("◀ MLA") and float(card.array[3, 0]) == 20.0


# -- from Python ----------------------------------------------------------------------------------

def test_vary_sets_and_removes_variants_through_the_file_s_rules():
    import explorer

    s = explorer.preset("two-heads")
    v = explorer.vary(s, softcap=2.0, sinks=np.zeros(len(s.heads)), topk=2,
                      positions={"kind": "rope", "scaling": {"kind": "yarn", "factor": 4, "original_max": 4}})
    assert v.softcap == 2.0 and v.topk == 2 and v.positions.scaling.kind == "yarn"
    assert {"softcapped", "sink_share"} <= set(explorer.compute(v).steps())
    assert explorer.vary(v, softcap=None).softcap is None
    with pytest.raises(explorer.ArgumentError, match="^kernel: kernel cannot be combined with softcap"):
        explorer.vary(s, kernel="elu1", softcap=1.0)
    with pytest.raises(explorer.ArgumentError, match="^softcaps: not a variant"):
        explorer.vary(s, softcaps=1.0)


def test_vary_makes_a_latent_session_from_arrays():
    import explorer

    s = explorer.preset("two-heads")
    rng = np.random.default_rng(0)
    heads, d = len(s.heads), s.d_model
    latent = {"w_dkv": rng.normal(size=(d, 2)), "rope": {"d_r": 2, "w_kr": rng.normal(size=(d, 2))},
              "kv": [{"w_uk": rng.normal(size=(2, s.d_k)), "w_uv": rng.normal(size=(2, s.d_v))} for _ in range(heads)]}
    v = explorer.vary(s, latent=latent, heads_w_qr=[rng.normal(size=(d, 2)) for _ in range(heads)])
    assert v.latent.d_c == 2 and v.latent.d_r == 2
    np.testing.assert_allclose(v.heads[1].w_k, v.latent.w_dkv @ v.latent.w_uk[1])
    assert "absorbed" in explorer.compute(v).steps()


def test_the_step_cards_show_a_variant_s_own_inputs_and_the_cache():
    from explorer.app.cards import build_cards

    trace = run(latent_session(True))
    keys = [c.key for c in build_cards(trace, 1, 0)]
    assert keys[:8] == ["embeddings", "heads[1].w_q", "heads[1].w_qr", "w_dkv", "w_kr", "heads[1].w_uk",
                        "heads[1].w_uv", "latent"]
    assert "heads[1].w_k" not in keys and keys[-1] == "cache" and "heads[1].absorbed" in keys
    sunk = run(base(sinks=[0.0, 1.0], qk_norm={"scope": "head"}))
    keys = [c.key for c in build_cards(sunk, 0, 0)]
    assert {"g_q", "g_k", "sinks", "heads[0].q_norm", "heads[0].sink_share"} <= set(keys)


@pytest.mark.parametrize("sizes", [{"heads": 3}, {"heads": 1}, {"d_k": 6}, {"d_model": 8}, {"d_v": 4}, {"n": 9}])
def test_resizing_keeps_the_variants_arrays_fitted(sizes):
    from explorer.core.edits import resize

    for s in (base(sinks=[0.5, -1.0], qk_norm={"scope": "all", "g_q": list(range(1, 9))}), latent_session(True)):
        r = resize(s, fill="random", seed=2, **sizes)
        heads = len(r.heads)
        if r.sinks is not None:
            assert r.sinks.shape == (heads,) and r.sinks[0] == 0.5
            g = r.qk_norm.g_q
            assert g.shape == (heads * r.d_k,) and g[0] == 1.0 and g[1] == 2.0
            assert np.all(g[min(heads, H) * r.d_k:] == 1.0)  # a new head's gains start at 1
        else:
            lat = r.latent
            assert lat.w_dkv.shape == (r.d_model, 3) and len(lat.w_uk) == heads
            assert lat.w_uk[0].shape == (3, r.d_k) and lat.w_uv[0].shape == (3, r.d_v)
            np.testing.assert_allclose(r.heads[0].w_k, lat.w_dkv @ lat.w_uk[0])
        run(r)


@pytest.mark.parametrize("make,extra", [
    (lambda: base(sinks=[0.5, -1.0]), {"sink_share"}),
    (lambda: base(kernel="elu1"), {"phi_q", "phi_k", "kernel_scores"}),
    (lambda: base(differential={"lambda": 0.5}), {"scores_2", "weights_1", "weights_2"}),
    (lambda: base(qk_norm={"scope": "head"}, softcap=2.0), {"q_norm", "k_norm", "softcapped"}),
    (lambda: latent_session(True), {"q_rot", "k_rot"}),
], ids=["sinks", "linear", "differential", "qk_norm+softcap", "latent"])
def test_compute_prints_each_variant_s_steps(make, extra, tmp_path):
    from explorer.core.io.session_files import save

    session = make()
    path = tmp_path / "s.json"
    save(session, path)
    done = subprocess.run([sys.executable, "-m", "explorer", "compute", str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    trace = run(session)
    for h, head in enumerate(result["heads"]):
        assert extra <= set(head) and {"q", "k", "v", "scores", "weights", "output"} <= set(head)
        np.testing.assert_array_equal(head["weights"], trace.get(f"heads[{h}].weights").array)
        if "sink_share" in extra:
            np.testing.assert_array_equal(head["sink_share"], np.asarray(trace.get(f"heads[{h}].sink_share").array)[:, 0])
    assert ("latent" in result) == (session.latent is not None)


def test_the_lines_view_says_negative_weights_have_no_line():
    from explorer.app.lines import build_lines, lines_data

    trace = run(base("self", differential={"lambda": 0.9}))
    a = np.asarray(trace.get("heads[0].weights").array)
    lines = build_lines(lines_data(trace, 0), least=(0.001,))
    assert lines.negative == int((a < 0).sum()) > 0
    assert f"{lines.negative:,} weights below 0" in lines.note
    assert lines.faint == int(((a >= 0) & (a < 0.001)).sum())
    plain = build_lines(lines_data(run(base("self")), 0), least=(0.001,))
    assert plain.negative == 0 and "below 0" not in plain.note


def test_the_heatmap_names_the_weights_as_the_variant_makes_them():
    from explorer.app.heatmap import choices

    for session, name in ((base(), "softmax(S′)"), (base(kernel="elu1"), "P / ΣP"),
                          (base(differential={"lambda": 0.5}), "A₁ − λ·A₂"), (base(softcap=2.0), "softmax(S̃)"),
                          (base(positions={"kind": "alibi"}), "softmax(S″)")):
        assert dict(choices(run(session)))["weights"] == "Attention weights  " + name
