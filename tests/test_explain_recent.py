"""The inspector explains every number of the version-4 variants' steps: each explanation
arrives at the trace's own number, counts from 1 in its text, and names existing cells as
its sources (explorer.core.attention.explain_recent)."""

from __future__ import annotations

import itertools
import json
import math
import os
import subprocess
from pathlib import Path

import numpy as np
import pytest

from explorer.core.attention.explain import explain
from explorer.core.attention.explain_formats import latex
from explorer.core.attention.explain_text import sub
from explorer.core.attention.pipeline import run
from explorer.core.io.session_files import loads, save
from test_cli_compute import cli
from test_explain_latex_ascii import check_latex

N, D, DK, DV, H = 5, 6, 4, 3, 2
ROPE_HALF = {"kind": "rope", "theta": 10000, "pairs": "half"}
YARN = {"kind": "yarn", "factor": 4, "original_max": 64}


def _session(extra: dict, seed: int = 0, mode: str = "causal", d_k: int = DK, latent_rope: bool | None = None,
             same_rows: bool = False):
    """A version-4 session: random two-decimal matrices, ``extra`` at the top level; with
    ``latent_rope`` set, a latent session (with decoupled RoPE when True)."""
    rng = np.random.default_rng(seed)

    def m(r: int, c: int) -> list:
        return np.round(rng.uniform(-1, 1, (r, c)), 2).tolist()

    x = m(N, D)
    if same_rows:  # tokens 1 and 2 alike: equal scores, the tie top-k breaks by key index
        x[1] = list(x[0])
    data = {"format": "attention-explorer/session", "version": 4, "mode": mode, "tokens": list("abcde"),
            "embeddings": x, "heads": [{"w_q": m(D, d_k), "w_k": m(D, d_k), "w_v": m(D, DV)} for _ in range(H)]}
    if latent_rope is not None:
        data["heads"] = [{"w_q": m(D, d_k), **({"w_qr": m(D, 2)} if latent_rope else {})} for _ in range(H)]
        data["latent"] = {"w_dkv": m(D, 3), "kv": [{"w_uk": m(3, d_k), "w_uv": m(3, DV)} for _ in range(H)]}
        if latent_rope:
            data["latent"]["rope"] = {"d_r": 2, "w_kr": m(D, 2)}
    data.update(extra)
    return loads(json.dumps(data))


CASES = {
    "softcap, alibi, causal": lambda: _session({"softcap": 1.5, "positions": {"kind": "alibi"}}),
    "qk-norm per head, rope interleaved": lambda: _session(
        {"qk_norm": {"scope": "head", "eps": 1e-6, "g_q": [1.5, 0.5, 2.0, 1.0], "g_k": [0.8, 1.2, 1.0, 0.7]},
         "positions": {"kind": "rope", "theta": 10000, "pairs": "interleaved"}}, seed=1),
    "qk-norm over all heads, yarn rope, self": lambda: _session(
        {"qk_norm": {"scope": "all", "g_q": [1.1, 0.9, 1.3, 0.7, 1.0, 1.2, 0.6, 1.4]},
         "positions": {**ROPE_HALF, "scaling": {"kind": "yarn", "factor": 4, "original_max": 8}}},
        seed=2, mode="self"),
    "sinks, causal, window": lambda: _session({"sinks": [0.5, 2.5], "window": 3}, seed=3),
    "top-k 2, self, a tie": lambda: _session({"topk": 2}, seed=4, mode="self", same_rows=True),
    "top-k 3, causal, softcap": lambda: _session({"topk": 3, "softcap": 2.0}, seed=5),
    "differential, causal, rope": lambda: _session(
        {"differential": {"lambda": 0.8}, "positions": {"kind": "rope", "theta": 100, "pairs": "interleaved"}},
        seed=6),
    "differential, alibi, softcap, self, padding": lambda: _session(
        {"differential": {"lambda": 0.5}, "positions": {"kind": "alibi"}, "softcap": 1.0, "padding": [4]},
        seed=7, mode="self"),
    "linear, causal": lambda: _session({"kernel": "elu1"}, seed=8),
    "linear, self, rope": lambda: _session({"kernel": "elu1", "positions": ROPE_HALF}, seed=9, mode="self"),
    "latent, causal": lambda: _session({}, seed=10, latent_rope=False),
    "latent, decoupled rope, causal": lambda: _session({}, seed=11, latent_rope=True),
    "latent, decoupled rope, scaled positions, sinks": lambda: _session(
        {"positions": {**ROPE_HALF, "scaling": {"kind": "linear", "factor": 2}}, "sinks": [0.0, 1.0]},
        seed=12, latent_rope=True, mode="self"),
    "latent, sinusoidal": lambda: _session({"positions": {"kind": "sinusoidal"}}, seed=13, latent_rope=False),
    "yarn rope, causal, d_k 8": lambda: _session({"positions": {**ROPE_HALF, "scaling": YARN}}, seed=14, d_k=8),
    "ntk rope, self": lambda: _session(
        {"positions": {**ROPE_HALF, "scaling": {"kind": "ntk", "factor": 8}}}, seed=15, mode="self"),
}
#: The steps each case must have (the forward's stages that make it a test of that variant).
MUST_HAVE = {
    "softcap, alibi, causal": {"biased", "softcapped", "masked"},
    "qk-norm per head, rope interleaved": {"q_norm", "k_norm", "q_rot"},
    "qk-norm over all heads, yarn rope, self": {"q_norm", "k_rot"},
    "sinks, causal, window": {"sink_share", "masked"},
    "top-k 2, self, a tie": {"masked"},
    "top-k 3, causal, softcap": {"softcapped", "masked"},
    "differential, causal, rope": {"scores_2", "weights_1", "weights_2", "q_rot"},
    "differential, alibi, softcap, self, padding": {"scores_2", "biased", "softcapped", "masked", "weights_2"},
    "linear, causal": {"phi_q", "kernel_scores"},
    "linear, self, rope": {"phi_k", "q_rot"},
    "latent, causal": {"latent"},
    "latent, decoupled rope, causal": {"latent", "q_rot", "k_rot"},
    "latent, decoupled rope, scaled positions, sinks": {"q_rot", "sink_share"},
    "latent, sinusoidal": {"latent", "x_pe"},
    "yarn rope, causal, d_k 8": {"q_rot", "k_rot"},
    "ntk rope, self": {"q_rot"},
}
#: Titles that count positions, not rows: PE(p, i) is the formula's 0-based p.
NO_INDEX_IN_TITLE = ("pe", "pe_src", "visibility", "kv_groups")


def _close(e) -> bool:
    if math.isinf(e.value) or math.isinf(e.computed):
        return e.computed == e.value
    return abs(e.computed - e.value) <= 1e-12 * max(1.0, abs(e.value))


def _shape_of(ref: str, trace, session) -> tuple[int, ...]:
    return trace.get(ref).shape if ref in trace else np.asarray(session.matrix(ref)).shape


def _check(e, step, index, trace, session) -> None:
    where = (step.key, index)
    assert _close(e), (where, e.value, e.computed, e.text())
    if step.head is not None:  # heads counted from 1
        assert f"head {step.head + 1}" in e.title, where
    if step.id not in NO_INDEX_IN_TITLE:  # rows and columns counted from 1
        shown = index[:1] if step.id == "sink_share" else index[:2]
        assert sub("", *shown) in e.title, (where, e.title)
    for cell in e.sources:
        shape = _shape_of(cell.ref, trace, session)  # KeyError: a source that does not exist
        assert 0 <= cell.row < shape[0] and 0 <= cell.col < shape[1], (where, cell, shape)
    check_latex(latex(e))


@pytest.mark.parametrize("name", list(CASES))
def test_every_cell_of_every_step_is_explained_and_arrives_at_the_traces_number(name):
    session = CASES[name]()
    trace = run(session)
    ids = {s.id for s in trace.steps}
    assert MUST_HAVE[name] <= ids, ids
    heads = (0, 1) if name == "softcap, alibi, causal" else (0,)
    count = 0
    for step in trace.steps:
        if step.head is not None and step.head not in heads:
            continue
        for index in itertools.product(*(range(size) for size in step.shape)):
            _check(explain(trace, session, step.key, index), step, index, trace, session)
            count += 1
    assert count > 100


@pytest.mark.parametrize("name", ["differential, causal, rope", "latent, decoupled rope, causal",
                                  "sinks, causal, window"])
@pytest.mark.parametrize("what_if", [{"scale": False}, {"temperature": 2.0}])
def test_the_what_ifs_divisor_is_explained(name, what_if):
    session = CASES[name]()
    trace = run(session, **what_if)
    for step in trace.head_steps(0):
        for index in itertools.product(*(range(size) for size in step.shape[:2])):
            index = index + (0,) * (len(step.shape) - 2)
            _check(explain(trace, session, step.key, index), step, index, trace, session)
    scaled = explain(trace, session, "heads[0].scaled", (2, 1)).lines[0].formula
    assert ("(scaling off)" in scaled) if "scale" in what_if else "·T)" in scaled


def line(e, label: str):
    return next(x for x in e.lines if x.label == label)


def test_the_divisor_is_named_as_the_variant_makes_it():
    diff = CASES["differential, causal, rope"]()
    e = explain(run(diff), diff, "heads[0].scaled", (3, 1))
    assert "/ √(d_k/2) = " in e.lines[0].formula and " / √2 = " in e.lines[0].formula
    lat = CASES["latent, decoupled rope, causal"]()
    e = explain(run(lat), lat, "heads[0].scaled", (3, 1))
    assert "/ √(d_k + r) = " in e.lines[0].formula and " / √6 = " in e.lines[0].formula
    cap = CASES["softcap, alibi, causal"]()
    e = explain(run(cap), cap, "heads[1].biased", (3, 1))
    assert "/ √d_k = " in e.lines[0].formula and "m_2" in e.lines[1].formula


def test_softcap_shows_c_tanh_and_why():
    session = CASES["softcap, alibi, causal"]()
    trace = run(session)
    e = explain(trace, session, "heads[0].softcapped", (4, 1))
    before = trace.step("biased", 0).array[4, 1]
    assert e.title.startswith("Soft-capped score s_cap_52 (") and e.sources[0].ref == "heads[0].biased"
    assert line(e, "cap").terms[0] == before and line(e, "cap").value == pytest.approx(1.5 * math.tanh(before / 1.5))
    assert "keeps logits from running away" in line(e, "why").formula
    w = explain(trace, session, "heads[0].weights", (4, 1))
    assert "s_cap_52" in line(w, "logit").formula and w.sources[-1].ref == "heads[0].masked"


def test_the_sink_is_in_the_denominator_and_takes_the_rest():
    session = CASES["sinks, causal, window"]()  # sinks 0.5 and 2.5: head 2's is the row's largest logit
    trace = run(session)
    for i in range(N):
        e = explain(trace, session, "heads[1].weights", (i, 0))
        peak = line(e, "row max").value
        assert peak == max(trace.step("masked", 1).array[i].max(), 2.5) == 2.5  # the max counts the sink
        assert line(e, "sink term").value == pytest.approx(math.exp(2.5 - peak), rel=1e-15)
        assert ("sinks", 0, 1) in e.sources
        share = explain(trace, session, "heads[1].sink_share", (i, 0))
        weights = [explain(trace, session, "heads[1].weights", (i, j)).computed for j in range(N)]
        assert math.fsum(weights) + share.computed == pytest.approx(1.0, abs=1e-15)
        assert share.title.startswith(f"Sink share p_sink_{i + 1} (")


def test_top_k_ranks_the_row_and_breaks_a_tie_by_the_lower_key():
    session = CASES["top-k 2, self, a tie"]()  # tokens 1 and 2 alike: their keys score the same
    trace = run(session)
    scaled = trace.step("scaled", 0).array
    masked = trace.step("masked", 0).array
    ties = 0
    for i in range(N):
        for j in range(N):
            e = explain(trace, session, "heads[0].masked", (i, j))
            topk = line(e, "top-k")
            assert ("kept" in topk.formula) == math.isfinite(masked[i, j])
            if scaled[i, 0] == scaled[i, 1]:
                ties += 1
                assert "the lower key comes first" in topk.formula
        assert np.isfinite(masked[i]).sum() == 2
    assert ties == N * N  # every row ties keys 1 and 2


def test_differential_weights_are_a_difference_of_the_two_maps():
    session = CASES["differential, causal, rope"]()  # λ = 0.8
    trace = run(session)
    e = explain(trace, session, "heads[0].weights", (3, 2))
    a1, a2 = trace.step("weights_1", 0).array[3, 2], trace.step("weights_2", 0).array[3, 2]
    assert line(e, "difference").terms == (a1, 0.8, a2)
    assert [c.ref for c in e.sources] == ["heads[0].weights_1", "heads[0].weights_2"]
    s2 = explain(trace, session, "heads[0].scores_2", (3, 2))
    assert {c.col for c in s2.sources} == {2, 3} and s2.sources[0].ref == "heads[0].q_rot"
    s1 = explain(trace, session, "heads[0].scores", (3, 2))
    assert {c.col for c in s1.sources} == {0, 1}
    rot = explain(trace, session, "heads[0].q_rot", (3, 3))
    assert "half 2" in line(rot, "half").formula and {c.col for c in rot.sources} == {2, 3}


def test_linear_attention_divides_the_kernel_row_by_its_sum():
    session = CASES["linear, causal"]()
    trace = run(session)
    hidden = explain(trace, session, "heads[0].kernel_scores", (1, 3))
    assert hidden.computed == 0 and hidden.sources == () and "hidden" in hidden.lines[0].formula
    e = explain(trace, session, "heads[0].weights", (3, 1))
    row = trace.step("kernel_scores", 0).array[3]
    assert line(e, "row sum").value == pytest.approx(row.sum(), rel=1e-15)
    assert "no softmax" in line(e, "why").formula
    phi = explain(trace, session, "heads[0].phi_q", (2, 0))
    x = trace.step("q", 0).array[2, 0]
    assert phi.computed == pytest.approx(x + 1 if x > 0 else math.exp(x), rel=1e-15)


def test_latent_keys_come_from_c_and_only_the_decoupled_columns_turn():
    session = CASES["latent, decoupled rope, causal"]()
    trace = run(session)
    k = explain(trace, session, "heads[0].k", (2, 1))
    assert {c.ref for c in k.sources} == {"latent", "heads[0].w_uk"}
    c = explain(trace, session, "latent", (2, 1))
    assert {s.ref for s in c.sources} == {"embeddings", "w_dkv"} and "KV cache" in line(c, "why").formula
    copy = explain(trace, session, "heads[0].q_rot", (2, 1))
    assert copy.sources == (("heads[0].q", 2, 1),) and "not turned" in copy.lines[0].formula
    turned = explain(trace, session, "heads[1].k_rot", (2, 5))
    assert {s.ref for s in turned.sources} == {"embeddings", "w_kr"}
    assert "shared by every head" in turned.lines[0].formula
    q_part = explain(trace, session, "heads[1].q_rot", (2, 4))
    assert {s.ref for s in q_part.sources} == {"embeddings", "heads[1].w_qr"}


def test_qk_norm_shows_the_mean_square_the_root_and_the_gain():
    session = CASES["qk-norm over all heads, yarn rope, self"]()
    trace = run(session)
    e = explain(trace, session, "heads[1].q_norm", (2, 1))  # number 6 of the 8 numbers normed together
    rows = np.concatenate([trace.step("q", h).array[2] for h in range(H)])
    assert line(e, "mean square").value == pytest.approx(np.mean(rows ** 2), rel=1e-15)
    assert line(e, "gain").value == 1.2 and ("g_q", 0, 5) in e.sources
    assert {s.ref for s in e.sources} == {"heads[0].q", "heads[1].q", "g_q"}


def test_yarn_scales_the_frequency_and_cos_and_sin():
    session = CASES["yarn rope, causal, d_k 8"]()
    trace = run(session)
    e = explain(trace, session, "heads[0].q_rot", (4, 1))
    assert line(e, "factor").value == pytest.approx(0.1 * math.log(4) + 1, rel=1e-15)
    assert "YaRN blends" in line(e, "frequency").formula
    assert e.sources[0].ref == "heads[0].q"


@pytest.fixture
def softcap_file(tmp_path):
    session = CASES["softcap, alibi, causal"]()
    path = tmp_path / "v4.json"
    save(session, path)
    assert json.loads(path.read_text())["version"] == 4
    return session, str(path)


def _cli(*args: str):
    # This checkout's explorer, wherever the interpreter's own is installed from.
    return cli(*args, PYTHONPATH=str(Path(__file__).resolve().parents[1]) + os.pathsep + os.path.dirname(__file__))


@pytest.fixture
def in_process(capsys, monkeypatch):
    """The command through explorer.cli.main in this process (its status, what it printed): no
    Python start of ~1 s a call; the new step itself is still explained by a real process below."""
    from explorer.cli import main

    monkeypatch.setenv("ATTENTION_EXPLORER_BACKEND", "numpy")

    def command(*args: str) -> subprocess.CompletedProcess:
        capsys.readouterr()
        try:
            status = main(list(args))
        except SystemExit as exit_info:  # argparse: --help
            status = exit_info.code
        out = capsys.readouterr()
        return subprocess.CompletedProcess(["attention-explorer", *args], status, out.out, out.err)

    return command


def test_the_explain_command_explains_a_new_step(softcap_file, in_process):
    session, path = softcap_file
    assert in_process("explain", "--help").returncode == 0
    result = _cli("explain", path, "--step", "softcapped", "--row", "4", "--col", "2", "--head", "2")
    assert result.returncode == 0, result.stderr
    expected = explain(run(session), session, "heads[1].softcapped", (3, 1)).text()
    assert result.stdout == expected + "\n" and result.stdout.startswith("Soft-capped score s_cap_42 (d → b, head 2)")


@pytest.mark.parametrize("step", ["nope", "sink_share"])  # unknown, and a step this session does not have
def test_the_explain_command_refuses_a_missing_step_in_one_line(softcap_file, in_process, step):
    _, path = softcap_file
    result = in_process("explain", path, "--step", step, "--row", "1")
    assert result.returncode == 2 and result.stdout == ""
    assert f"argument --step: '{step}' is not a step of this session" in result.stderr
    assert result.stderr.count("\n") == 1
