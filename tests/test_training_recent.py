"""Training through version 4's variants: every gradient against finite differences.

Each case is a small version-4 session file (QK-norm per head and over all heads,
RoPE scaling, soft-cap, sinks, top-k, differential, linear and latent attention,
and combinations the session rules allow). Every entry of ∂L/∂θ, for every
parameter the session has, is checked against a five-point central difference
of ``LossFunction.value`` (float64), for an output target and a weights target
(differential attention refuses the weights target: its A can be negative).
The losses and gradients are also compared with PyTorch autograd's, recorded once
in tests/data/variants_v4_reference.json (by record_variants_v4_reference.py, an
implementation of the variants independent of the app's).
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import numpy as np
import pytest

from explorer.cli import main
from explorer.core.io.session_files import load, loads, save
from explorer.core.training.explain import explain_gradient
from explorer.core.training.gradients import (LossFunction, Objective, output_width, parameters, split_id,
                                              with_parameters)
from explorer.core.training.targets import TargetError, check_objective
from explorer.core.training.trainer import TrainConfig, Trainer, trained_ids

N, D_MODEL, D_K, D_V, HEADS = 5, 6, 4, 3, 2
YARN = {"kind": "rope", "theta": 100, "pairs": "half", "scaling": {"kind": "yarn", "factor": 4, "original_max": 3}}


def numbers(rng, *shape):
    return np.round(rng.uniform(-1.0, 1.0, shape), 3).tolist()


def session_file(seed, heads=HEADS, mode="causal", w_o=True, biases=True, latent=None, **extra):
    """A version-4 session file (as a dict) of small random numbers; ``latent``: d_c, and
    ``"rope"`` in ``extra`` for decoupled RoPE (its d_r)."""
    rng = np.random.default_rng(seed)
    data = {"format": "attention-explorer/session", "version": 4, "mode": mode,
            "tokens": [f"t{i + 1}" for i in range(N)], "embeddings": numbers(rng, N, D_MODEL)}
    if mode == "cross":
        data["source_tokens"] = [f"s{i + 1}" for i in range(N + 1)]
        data["source_embeddings"] = numbers(rng, N + 1, D_MODEL)
    d_r = extra.pop("d_r", None)
    data["heads"] = []
    for _ in range(heads):
        head = {"w_q": numbers(rng, D_MODEL, D_K)}
        if latent is None:
            head.update(w_k=numbers(rng, D_MODEL, D_K), w_v=numbers(rng, D_MODEL, D_V))
            if biases:
                head.update(b_q=numbers(rng, D_K), b_k=numbers(rng, D_K), b_v=numbers(rng, D_V))
        elif d_r:
            head["w_qr"] = numbers(rng, D_MODEL, d_r)
        data["heads"].append(head)
    if latent is not None:
        data["latent"] = {"w_dkv": numbers(rng, D_MODEL, latent),
                          "kv": [{"w_uk": numbers(rng, latent, D_K), "w_uv": numbers(rng, latent, D_V)}
                                 for _ in range(heads)]}
        if d_r:
            data["latent"]["rope"] = {"d_r": d_r, "w_kr": numbers(rng, D_MODEL, d_r)}
    if w_o:
        data["w_o"] = numbers(rng, heads * D_V, 4)
    data.update(copy.deepcopy(extra))
    return data


CASES = {
    "qk_norm head, gains given": dict(qk_norm={"scope": "head", "eps": 1e-6, "g_q": [1.2, -0.7, 0.9, 1.1],
                                               "g_k": [0.8, 1.3, -1.1, 0.6]}),
    "qk_norm all, yarn": dict(qk_norm={"scope": "all", "eps": 1e-3}, positions=YARN),
    "qk_norm all, grouped": dict(heads=4, qk_norm={"scope": "all", "eps": 1e-6}, kv_heads="grouped"),
    "rope linear": dict(positions={"kind": "rope", "theta": 50, "pairs": "interleaved",
                                   "scaling": {"kind": "linear", "factor": 2}}),
    "rope ntk": dict(positions={"kind": "rope", "theta": 50, "pairs": "half", "scaling": {"kind": "ntk", "factor": 3}}),
    "rope yarn": dict(positions=YARN),
    "softcap, alibi": dict(softcap=0.7, positions={"kind": "alibi"}),
    "sinks": dict(sinks=[0.5, -1.0]),
    "sinks, cross, sinusoidal": dict(mode="cross", sinks=[1.5, -0.3], softcap=2.0, positions={"kind": "sinusoidal"}),
    "topk": dict(topk=2, mode="self"),
    "differential, rope": dict(differential={"lambda": 0.8}, positions={"kind": "rope", "theta": 100,
                                                                        "pairs": "interleaved"}),
    "differential, qk_norm, softcap": dict(differential={"lambda": 0.3}, qk_norm={"scope": "head"}, softcap=1.5),
    "linear": dict(kernel="elu1", mode="self"),
    "linear, causal, yarn, qk_norm": dict(kernel="elu1", positions=YARN, qk_norm={"scope": "head"}),
    "latent": dict(latent=3, biases=False),
    "latent with rope": dict(latent=3, d_r=2, biases=False, positions=YARN),
    "latent, decoupled default rope, sinks, softcap": dict(latent=3, d_r=4, biases=False, sinks=[0.1, 0.4],
                                                           softcap=1.2),
    "causal + qk_norm head + yarn + softcap + sinks + topk": dict(qk_norm={"scope": "head", "eps": 1e-6},
                                                                positions=YARN, softcap=1.0, sinks=[0.3, -0.2],
                                                                topk=3),
}


def case_session(name):
    extra = dict(CASES[name])
    if extra.pop("kv_heads", None):
        data = session_file(7, **extra)
        rng = np.random.default_rng(8)
        for head in data["heads"]:
            for key in ("w_k", "w_v", "b_k", "b_v"):
                head.pop(key, None)
        data["kv_heads"] = [{"w_k": numbers(rng, D_MODEL, D_K), "w_v": numbers(rng, D_MODEL, D_V)}
                            for _ in range(2)]
        return loads(json.dumps(data))
    return loads(json.dumps(session_file(sum(map(ord, name)), **extra)))


def objectives(session, rng):
    """An output target, and (not for differential attention) a weights target for head 1
    on cells its A keeps (top-k's kept set, the visible keys), the last query without one."""
    out = [Objective(output=rng.standard_normal((session.n, output_width(session))))]
    if session.differential is None:
        a = LossFunction(session, Objective(output=out[0].output)).forward(parameters(session)).a[1]
        t = np.where(a > 0, rng.random(a.shape) + 0.05, 0.0)
        t /= t.sum(axis=1, keepdims=True)
        t[-1] = 0.0
        out.append(Objective(weights=t, head=1))
    return out


def finite_differences(fn, params, pid, h=1e-4):
    """The five-point central difference of L in every entry of ``pid`` (error O(h⁴))."""
    value = params[pid]
    out = np.zeros_like(value)
    for idx in np.ndindex(value.shape):
        def at(step):
            moved = value.copy()
            moved[idx] += step
            return fn.value({**params, pid: moved})
        out[idx] = (8 * (at(h) - at(-h)) - (at(2 * h) - at(-2 * h))) / (12 * h)
    return out


def assert_gradients_exact(session, objective):
    fn = LossFunction(session, objective)
    params = fn.device_parameters()
    loss, grads = fn.value_and_gradients(params)
    assert np.isfinite(loss) and set(grads) == set(params)
    scale = max(float(np.abs(g).max()) for g in grads.values())
    for pid in params:
        assert grads[pid].shape == params[pid].shape, pid
        fd = finite_differences(fn, params, pid)
        # Relative to the parameter's own largest entry; for one whose gradient is 0 in
        # theory (b_K: a softmax ignores a shift of its row) the differences' rounding
        # (~1e-12) is measured against 1e-4 of the largest gradient of any parameter.
        err = float(np.abs(fd - grads[pid]).max()) / max(float(np.abs(fd).max()), 1e-4 * scale)
        assert err <= 1e-6, f"{pid}: relative error {err:.2e}"


@pytest.mark.parametrize("name", list(CASES))
def test_every_gradient_matches_finite_differences(name):
    session = case_session(name)
    for objective in objectives(session, np.random.default_rng(3)):
        assert_gradients_exact(session, objective)


REFERENCE = json.loads((Path(__file__).parent / "data" / "variants_v4_reference.json").read_text())
#: The reference's gradient ids that are not ours (the file's keys: QK-norm's and the latent's own objects).
REFERENCE_IDS = {"qk_norm.g_q": "g_q", "qk_norm.g_k": "g_k", "latent.rope.w_kr": "w_kr", "latent.w_dkv": "w_dkv"}


def our_id(reference_id):
    """``"latent.kv[1].w_uk"`` → ``"heads[1].w_uk"``; ``"qk_norm.g_q"`` → ``"g_q"``; the rest as they are."""
    found = re.fullmatch(r"latent\.kv\[(\d+)\]\.(w_u[kv])", reference_id)
    return f"heads[{found[1]}].{found[2]}" if found else REFERENCE_IDS.get(reference_id, reference_id)


@pytest.mark.parametrize("case", REFERENCE["cases"], ids=[c["name"] for c in REFERENCE["cases"]])
def test_loss_and_gradients_equal_pytorch_autograd(case):
    session = loads(json.dumps(case["session"]))
    recorded = case["expected"]["loss"]
    kinds = ("output", "weights") if "grads_weights" in recorded else ("output",)
    for kind in kinds:
        objective = (Objective(output=np.array(recorded["z_star"])) if kind == "output" else
                     Objective(weights=np.array(recorded["target_weights"]), head=recorded["head"]))
        fn = LossFunction(session, check_objective(objective, session))
        params = fn.device_parameters()
        loss, grads = fn.value_and_gradients(params)
        assert loss == pytest.approx(recorded[f"loss_{kind}"], rel=1e-12, abs=0)
        expected = {our_id(pid): np.array(value) for pid, value in recorded[f"grads_{kind}"].items()}
        assert set(expected) == set(params), kind
        scale = max(float(np.abs(value).max()) for value in expected.values())
        for pid, value in expected.items():
            value = value.reshape(grads[pid].shape)
            # Relative to the parameter's largest entry; one that is 0 throughout (a head no
            # target reaches) against the largest gradient of any parameter.
            err = float(np.abs(grads[pid] - value).max()) / (float(np.abs(value).max()) or scale)
            assert err <= 1e-12, f"{kind}: {pid}: relative error {err:.2e}"
    if "grads_weights" not in recorded:  # differential attention: no weights loss to compare
        assert session.differential is not None


def test_both_targets_at_once_through_every_stage():
    session = case_session("causal + qk_norm head + yarn + softcap + sinks + topk")
    out, weights = objectives(session, np.random.default_rng(5))
    assert_gradients_exact(session, Objective(weights=weights.weights, head=1, output=out.output))


# -- the loss itself ------------------------------------------------------------------------


def test_the_weights_loss_reads_ln_a_with_the_sink_and_of_linear_attention():
    for name in ("sinks", "linear", "causal + qk_norm head + yarn + softcap + sinks + topk"):
        session = case_session(name)
        _, objective = objectives(session, np.random.default_rng(1))
        fn = LossFunction(session, objective)
        a = fn.forward(parameters(session)).a[1]
        t = objective.weights
        has = t > 0
        expected = -float((t[has] * np.log(a[has])).sum()) / int((t.sum(axis=1) > 0).sum())
        assert fn.value(parameters(session)) == pytest.approx(expected, rel=1e-12), name
        if session.sinks is not None:  # a row of A sums to 1 − the sink's share: ln A is not a plain log-softmax
            assert (a.sum(axis=1) < 1 - 1e-6).all()


def test_differential_attention_refuses_a_weights_target():
    session = case_session("differential, rope")
    with pytest.raises(TargetError, match="differential") as err:
        check_objective(Objective(weights=np.tril(np.ones((N, N))) / np.arange(1, N + 1)[:, None]), session)
    assert "\n" not in str(err.value)


# -- parameters by id -----------------------------------------------------------------------


def test_parameters_name_the_version_4_arrays():
    session = case_session("causal + qk_norm head + yarn + softcap + sinks + topk")
    params = parameters(session)
    assert list(params)[-3:] == ["sinks", "g_q", "g_k"]
    np.testing.assert_array_equal(params["g_q"], np.ones(D_K))  # the file gave none
    assert params["sinks"].shape == (HEADS,) and params["g_k"].ndim == 1
    latent = parameters(case_session("latent with rope"))
    assert list(latent) == ["heads[0].w_q", "heads[1].w_q", "w_o", "w_dkv", "w_kr", "heads[0].w_uk",
                            "heads[0].w_uv", "heads[0].w_qr", "heads[1].w_uk", "heads[1].w_uv", "heads[1].w_qr"]
    assert split_id("heads[1].w_qr") == (1, "w_qr") and split_id("g_k") == (None, "g_k")
    with pytest.raises(ValueError):
        split_id("heads[0].w_dkv")
    everything = case_session("qk_norm all, yarn")
    assert parameters(everything)["g_q"].shape == (HEADS * D_K,)


def test_with_parameters_replaces_every_kind_of_array():
    session = case_session("latent, decoupled default rope, sinks, softcap")
    rng = np.random.default_rng(0)
    new = {pid: rng.standard_normal(v.shape) for pid, v in parameters(session).items()}
    moved = with_parameters(session, new)
    for pid, value in parameters(moved).items():
        np.testing.assert_array_equal(value, new[pid])
    # A latent head's K map is made again from the new latent.
    np.testing.assert_allclose(moved.heads[1].w_k, new["w_dkv"] @ new["heads[1].w_uk"])


# -- training -------------------------------------------------------------------------------


def test_sinks_and_gains_train_anywhere_finite():
    session = case_session("causal + qk_norm head + yarn + softcap + sinks + topk")
    out, _ = objectives(session, np.random.default_rng(2))
    config = TrainConfig(train=("sinks", "g_q", "g_k", "w_q"), heads=(0, 1), lr=40.0, steps=6)
    trainer = Trainer(session, out, config)
    for _ in range(config.steps):
        trainer.step()
    trained = trainer.session()
    assert trainer.ids == ("sinks", "g_q", "g_k", "heads[0].w_q", "heads[1].w_q")
    assert not np.array_equal(trained.sinks, session.sinks)
    assert (trained.qk_norm.g_q < 0).any() or (trained.qk_norm.g_k < 0).any()  # allowed: still a valid session
    assert trainer.losses[-1] < trainer.losses[0]


def test_a_sink_of_minus_infinity_stays_there():
    session = case_session("sinks")
    session = with_parameters(session, {"sinks": np.array([-np.inf, 0.5])})
    out, _ = objectives(session, np.random.default_rng(2))
    trainer = Trainer(session, out, TrainConfig(train=("sinks",), optimizer="adam", lr=0.1, steps=3))
    for _ in range(3):
        trainer.step()
    sinks = trainer.session().sinks
    assert sinks[0] == -np.inf and np.isfinite(sinks[1]) and sinks[1] != 0.5


def test_latent_training_names_its_own_matrices():
    session = case_session("latent with rope")
    out, weights = objectives(session, np.random.default_rng(2))
    assert trained_ids(session, weights, TrainConfig()) == ("heads[1].w_q", "heads[1].w_uk")
    assert trained_ids(session, out, TrainConfig(train=("w_dkv", "w_kr", "w_qr"), heads=(0,))) == (
        "w_dkv", "w_kr", "heads[0].w_qr")
    with pytest.raises(TargetError, match="w_uk or w_dkv"):
        trained_ids(session, weights, TrainConfig(train=("w_k",)))
    with pytest.raises(TargetError, match="no W_K to tie"):
        Trainer(session, weights, TrainConfig(tie=True))
    with pytest.raises(TargetError, match="no sinks"):
        trained_ids(session, weights, TrainConfig(train=("sinks",)))
    result = Trainer(session, weights, TrainConfig(train=("w_q", "w_uk", "w_dkv", "w_kr", "w_qr"), lr=0.5))
    for _ in range(20):
        result.step()
    assert result.losses[-1] < result.losses[0]


def test_explain_refuses_what_it_does_not_walk_through():
    session = case_session("qk_norm head, gains given")
    out, _ = objectives(session, np.random.default_rng(2))
    with pytest.raises(ValueError, match="QK-norm"):
        explain_gradient(session, out, "heads[0].w_q", 0, 0)
    with pytest.raises(ValueError, match="step by step"):
        explain_gradient(session, out, "g_q", 0)
    # W_V's path (Z = A·V) is the same with every variant: explained, and equal to the gradient.
    explanation = explain_gradient(session, out, "heads[0].w_v", 1, 2)
    assert explanation.computed == pytest.approx(explanation.value, rel=1e-12)
    capped = case_session("sinks, cross, sinusoidal")
    explanation = explain_gradient(capped, objectives(capped, np.random.default_rng(2))[0], "heads[1].w_k", 2, 1)
    assert explanation.computed == pytest.approx(explanation.value, rel=1e-9)
    assert any(line.label == "soft-cap" for line in explanation.lines)


def test_the_train_command_trains_a_version_4_file(tmp_path, capsys):
    path, out = tmp_path / "v4.json", tmp_path / "trained.json"
    save(case_session("causal + qk_norm head + yarn + softcap + sinks + topk"), path)
    code = main(["train", str(path), "--target", "itself", "--train", "w_q,w_k,sinks,g_q", "--steps", "5",
                 "--lr", "0.5", "-o", str(out)])
    assert code == 0, capsys.readouterr().err
    trained = load(out)
    assert trained.softcap == 1.0 and trained.topk == 3
    assert not np.array_equal(trained.sinks, load(path).sinks)
    assert trained.extras["training"]["trained"] == ["heads[0].w_q", "heads[0].w_k", "sinks", "g_q"]
