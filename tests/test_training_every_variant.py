"""Training differentiates the attention ``compute`` shows, with every variant.

The references here share no code with the gradient: the loss is read off
``pipeline.run``'s own trace (what ``attention-explorer compute`` prints) and
the gradient is checked against central finite differences of that loss.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explorer.cli import main
from explorer.core.training.explain import explain_gradient
from explorer.core.training.gradients import (Objective, loss_and_gradients, output_width, parameter_of, parameters,
                                     with_parameters)
from explorer.core.attention.masks import hidden_mask
from explorer.core.io.presets import list_presets, load_preset
from explorer.core.io.session_files import load, save
from explorer.core.training.trainer import TrainConfig, Trainer
from explorer.core.training.targets import TargetError, check_weight_target, keys_target, named_target_for
from explorer.core.attention.variants import Positions
from strategies_variants import variant_sessions
# The loss read off the pipeline's own trace (what `compute` prints): shares no code with the gradient.
from test_training_gradients import loss_from_trace as loss_from_compute


def gentle(session, factor=0.35):
    """The session with every number made smaller: softmax rows far from one-hot, where
    finite differences are accurate (the hypothesis sessions reach ±5)."""
    heads = tuple(replace(h, **{name: None if getattr(h, name) is None else getattr(h, name) * factor
                                for name in ("w_q", "w_k", "w_v", "b_q", "b_k", "b_v")}) for h in session.heads)
    # Grouped heads must keep sharing the same arrays.
    if session.kv_groups is not None:
        per = len(heads) // session.kv_groups
        heads = tuple(replace(h, w_k=heads[i // per * per].w_k, w_v=heads[i // per * per].w_v,
                              b_k=heads[i // per * per].b_k, b_v=heads[i // per * per].b_v)
                      for i, h in enumerate(heads))
    src = None if session.source_embeddings is None else session.source_embeddings * factor
    return replace(session, heads=heads, embeddings=session.embeddings * factor, source_embeddings=src,
                   w_o=None if session.w_o is None else session.w_o * factor)


def visible_target(session, rng, head):
    """Random target weights on the keys each query can see; the last query gets none."""
    hidden = hidden_mask(np, session)
    t = rng.random((session.n, session.m)) + 0.05
    if hidden is not None:
        t[hidden] = 0.0
    t /= t.sum(axis=1, keepdims=True)
    if session.n > 1:
        t[-1] = 0.0
    return Objective(weights=t, head=head, output=rng.standard_normal((session.n, output_width(session))))


def central_differences(session, objective, pid, scale, temperature, eps=1e-6):
    value = parameters(session)[pid]
    out = np.zeros_like(value)
    for idx in np.ndindex(value.shape):
        up, down = value.copy(), value.copy()
        up[idx] += eps
        down[idx] -= eps
        out[idx] = (loss_from_compute(with_parameters(session, {pid: up}), objective, scale, temperature)
                    - loss_from_compute(with_parameters(session, {pid: down}), objective, scale, temperature)) / (2 * eps)
    return out


# Up to 3 heads with positions: several heads (their concat, W_O, one ALiBi slope each) are
# drawn, and a fourth is only more of the same at ~1.5 times the cost (every cell's finite
# difference runs the pipeline twice). Grouped heads keep 4: the only count with two groups of two.
VARIANTS = [variant_sessions(max_n=5, max_heads=3, kind=kind) for kind in ("none", "sinusoidal", "rope", "alibi")] \
    + [variant_sessions(max_n=5, max_heads=4, grouped=True)]


@pytest.mark.parametrize("strategy", VARIANTS, ids=["plain", "sinusoidal", "rope", "alibi", "grouped"])
def test_loss_and_gradient_are_those_of_compute_for_every_variant(strategy):
    check_loss_and_gradient(strategy)


def check_loss_and_gradient(strategy):
    @settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(strategy, st.integers(0, 2**31 - 1), st.booleans(), st.sampled_from([1.0, 0.6]))
    def check(session, seed, scale, temperature):
        loss_and_gradient_agree(session, seed, scale, temperature)

    check()


def loss_and_gradient_agree(session, seed, scale, temperature):
    session = gentle(session)
    rng = np.random.default_rng(seed)
    head = int(rng.integers(len(session.heads)))
    objective = visible_target(session, rng, head)
    loss, grads = loss_and_gradients(session, objective, scale=scale, temperature=temperature)
    assert loss == pytest.approx(loss_from_compute(session, objective, scale, temperature), rel=1e-10, abs=1e-12)
    assert set(grads) == set(parameters(session))
    for pid in grads:
        numeric = central_differences(session, objective, pid, scale, temperature)
        scale_of = max(1.0, float(np.abs(numeric).max()))
        np.testing.assert_allclose(grads[pid], numeric, rtol=1e-6, atol=1e-6 * scale_of, err_msg=pid)


@pytest.mark.parametrize("strategy", VARIANTS, ids=["plain", "sinusoidal", "rope", "alibi", "grouped"])
def test_explain_of_every_gradient_cell_agrees(strategy):
    @settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(strategy, st.integers(0, 2**31 - 1))
    def check(session, seed):
        explain_agrees(session, seed)

    check()


def explain_agrees(session, seed):
    session = gentle(session)
    rng = np.random.default_rng(seed)
    objective = visible_target(session, rng, int(rng.integers(len(session.heads))))
    _, grads = loss_and_gradients(session, objective)
    for pid, grad in grads.items():
        for index in np.ndindex(grad.shape):
            explained = explain_gradient(session, objective, pid, *index)
            assert explained.value == pytest.approx(grad[index], rel=1e-12, abs=1e-15)
            assert explained.computed == pytest.approx(grad[index], rel=1e-9, abs=1e-12), (pid, index)


def weights_loss_defined(session) -> bool:
    """Whether a "previous" target has a finite weights loss: differential attention's A can
    be negative (refused), top-k drops keys the target may name (ln 0)."""
    return session.differential is None and session.topk is None


def objective_for(session, rng):
    """A "previous" weights target where that loss is defined, else an output target."""
    if weights_loss_defined(session):
        return Objective(weights=named_target_for("previous", session))
    return Objective(output=rng.standard_normal((session.n, output_width(session))))


#: The arrays of head h a plain step trains: a latent head's K and V come from W_UK, W_UV.
def plain_arrays(session):
    return ("w_q", "w_uk", "w_uv") if session.latent is not None else ("w_q", "w_k", "w_v")


@pytest.mark.parametrize("name", [p.name for p in list_presets()])
def test_every_preset_trains_and_each_printed_loss_is_that_of_compute(name):
    session = load_preset(name)
    objective = objective_for(session, np.random.default_rng(3))
    trainer = Trainer(session, objective, TrainConfig(steps=4, lr=0.2))
    sessions = [trainer.session()]
    for _ in range(4):
        trainer.step()
        sessions.append(trainer.session())
    for loss, weights in zip(trainer.losses, sessions):
        assert loss == pytest.approx(loss_from_compute(weights, objective), rel=1e-10, abs=1e-12)
    assert trainer.losses[-1] < trainer.losses[0]


@pytest.mark.parametrize("name", [p.name for p in list_presets()])
def test_one_plain_step_on_every_preset_is_a_step_along_the_finite_difference_gradient(name):
    session = load_preset(name)
    head = len(session.heads) - 1
    rng = np.random.default_rng(5)
    out = rng.standard_normal((session.n, output_width(session)))
    weights = named_target_for("previous", session) if weights_loss_defined(session) else None
    objective = Objective(weights=weights, head=head, output=out)
    lr = 0.05
    trainer = Trainer(session, objective, TrainConfig(steps=1, lr=lr, heads=(head,), train=plain_arrays(session)))
    trainer.step()
    after = parameters(trainer.session())
    for pid in trainer.ids:
        numeric = central_differences(session, objective, pid, True, 1.0)
        expected = parameters(session)[pid] - lr * numeric
        np.testing.assert_allclose(after[pid], expected, rtol=1e-6, atol=1e-9 * max(1.0, np.abs(numeric).max()),
                                   err_msg=pid)


def test_a_grouped_query_session_trains_its_shared_k_and_v_once_per_group():
    session = load_preset("08-gqa")
    assert session.kv_groups is not None and session.kv_groups < len(session.heads)
    out = np.random.default_rng(0).standard_normal((session.n, output_width(session)))
    objective = Objective(weights=named_target_for("previous", session), head=1, output=out)
    trainer = Trainer(session, objective, TrainConfig(steps=3, lr=0.05, train=("w_q", "w_k", "w_v"),
                                                       heads=(0, 1)))
    assert parameter_of(session, 1, "w_k") == "heads[0].w_k" and "heads[1].w_k" not in trainer.ids
    for _ in range(3):
        trainer.step()
    trained = trainer.session()  # validated: the heads of a group still share one K and V
    assert np.array_equal(trained.heads[0].w_k, trained.heads[1].w_k)
    assert not np.array_equal(trained.heads[0].w_k, session.heads[0].w_k)
    assert trainer.losses[-1] == pytest.approx(loss_from_compute(trained, objective), rel=1e-10)


def test_tying_a_shared_w_k_is_refused_with_one_line():
    session = load_preset("08-gqa")
    objective = Objective(weights=named_target_for("itself", session))
    with pytest.raises(TargetError, match=r"heads 1–2 share one W_K \(KV group 1\)"):
        Trainer(session, objective, TrainConfig(tie=True))


@pytest.mark.parametrize("name,keys,words", [
    ("07-sliding-window", {6: 1}, "query 7 ('a') cannot see key 2"),
    ("09-padding", {0: 6}, "cannot see key 7"),
    ("02-causal-decoder", {0: 3}, "right of the query"),
])
def test_a_target_on_a_key_the_query_cannot_see_is_refused_naming_both(name, keys, words):
    session = load_preset(name)
    chosen = [None] * session.n
    for i, j in keys.items():
        chosen[i] = j
    with pytest.raises(TargetError) as err:
        check_weight_target(keys_target(chosen, session.m), session)
    text = str(err.value)
    assert "\n" not in text and (words.split("(")[0] in text or words in text)
    reason = {"07-sliding-window": "outside the window of", "09-padding": "it is padding",
              "02-causal-decoder": "right of the query"}[name]
    assert reason in text


def test_named_targets_leave_out_the_keys_a_query_cannot_see():
    session = load_preset("09-padding")
    target = named_target_for("previous", session)
    hidden = hidden_mask(np, session)
    assert not (target * hidden).any()
    assert target.sum() == pytest.approx(session.n - sum(1 for i in range(session.n)
                                                         if hidden[i, max(i - 1, 0)]))


def test_rope_training_turns_the_gradient_back_through_the_rotation():
    base = gentle(load_preset("05-rope-same-words"), 1.0)
    for pairs in ("half", "interleaved"):
        session = replace(base, positions=Positions("rope", 100.0, pairs))
        rng = np.random.default_rng(1)
        objective = visible_target(session, rng, 0)
        _, grads = loss_and_gradients(session, objective)
        numeric = central_differences(session, objective, "heads[0].w_q", True, 1.0)
        np.testing.assert_allclose(grads["heads[0].w_q"], numeric, rtol=1e-6, atol=1e-8)


def cli(*args, cwd=None):
    """The command in a real process: its exit status and stderr as a shell sees them."""
    return subprocess.run([sys.executable, "-m", "explorer", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=120)


def cli_here(capsys, *args):
    """The command run in this process through ``main`` (what it prints and writes, without
    a Python start of ~1 s each); :func:`cli` keeps a real process for the exit status."""
    capsys.readouterr()
    try:
        code = main(list(args))
    except SystemExit as exit_info:  # argparse's own refusals
        code = exit_info.code
    out, err = capsys.readouterr()
    return subprocess.CompletedProcess(list(args), code, out, err)


def test_the_train_command_refuses_a_weights_target_top_k_or_the_differential_cannot_have(tmp_path, capsys):
    for name, words in (("14-top-k", "top-k drops"), ("15-differential", "differential")):
        start = tmp_path / f"{name}.json"
        save(load_preset(name), start)
        result = cli_here(capsys, "train", str(start), "--target", "previous", "-o", str(tmp_path / "o.json"))
        assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1, result.stderr
        assert words in result.stderr and not (tmp_path / "o.json").exists()


@pytest.mark.parametrize("name", [p.name for p in list_presets() if weights_loss_defined(p.load())])
def test_the_train_command_prints_the_loss_of_what_it_writes(tmp_path, capsys, name):
    start = tmp_path / "start.json"
    save(load_preset(name), start)
    out = tmp_path / "trained.json"
    result = cli_here(capsys, "train", str(start), "--target", "previous", "--steps", "5", "--lr", "0.1",
                      "-o", str(out))
    assert result.returncode == 0, result.stderr
    printed = [float(line.split("loss")[1]) for line in result.stdout.splitlines() if line.startswith("step")]
    assert len(printed) == 6
    trained = load(out)
    objective = Objective(weights=named_target_for("previous", trained))
    assert printed[-1] == pytest.approx(loss_from_compute(trained, objective), rel=1e-10)
    assert printed[0] == pytest.approx(loss_from_compute(load(start), objective), rel=1e-10)
    assert json.loads(out.read_text())["training"]["steps"] == 5


def test_the_train_command_refuses_a_target_file_on_a_hidden_key(tmp_path):
    start = tmp_path / "start.json"
    session = load_preset("02-causal-decoder")
    save(session, start)
    target = tmp_path / "t.json"
    target.write_text(json.dumps(keys_target([1] + [0] * (session.n - 1), session.m).tolist()))
    result = cli("train", str(start), "--target", str(target), "-o", str(tmp_path / "o.json"))
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1
    assert "query 1" in result.stderr and "key 2" in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "o.json").exists()


def test_a_library_failure_in_a_step_is_not_swallowed_by_the_stepping_loop():
    """run_steps keeps only a TrainingError's stop for itself: a library's panic
    reaches whoever runs it (the job runner says it in one line, test_training_run.py)."""
    from explorer.core.training.live_run import run_steps

    session = load_preset("01-thinking-machines")
    trainer = Trainer(session, Objective(weights=named_target_for("itself", session)), TrainConfig(steps=3))

    class Panic(BaseException):  # what a Rust library's panic looks like from Python
        pass

    def explode():
        raise Panic("boom")

    trainer.step = explode
    with pytest.raises(Panic, match="boom"):
        run_steps(trainer, 3)
    published = []
    with pytest.raises(Panic, match="boom"):  # the state reached before it is published first
        run_steps(trainer, 3, publish=published.append)
    assert [(p.step, p.stopped, p.error) for p in published] == [(0, True, "")]
