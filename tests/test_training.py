"""Training runs: targets, the optimizers' steps, what can and cannot be learned."""

from __future__ import annotations

import math

import numpy as np
import pytest

from explorer.core.generate import random_session
from explorer.core.training.gradients import Objective, loss_and_gradients, parameters
from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.core.training.trainer import (DEFAULT_STEPS, TrainConfig, Trainer, TrainingError, starting_session, train,
                                    trained_ids)
from explorer.core.training.targets import (TargetError, check_objective, check_weight_target, keys_target,
                                            named_target)

PREVIOUS = [0, 0, 1, 2, 3, 4]  # query i → key i − 1, the first query → itself


def weights_of(session, head=0):
    return run(session).step("weights", head).array


# -- targets ---------------------------------------------------------------------

def test_named_targets():
    np.testing.assert_array_equal(named_target("previous", 3, 3), [[1, 0, 0], [1, 0, 0], [0, 1, 0]])
    np.testing.assert_array_equal(named_target("itself", 3, 3), np.eye(3))
    np.testing.assert_array_equal(named_target("first", 2, 3), [[1, 0, 0], [1, 0, 0]])
    # Cross mode, fewer keys than queries: a query whose key does not exist has no target.
    np.testing.assert_array_equal(named_target("itself", 3, 2), [[1, 0], [0, 1], [0, 0]])
    np.testing.assert_array_equal(keys_target([2, None], 3), [[0, 0, 1], [0, 0, 0]])
    with pytest.raises(TargetError, match="unknown target 'next'"):
        named_target("next", 2, 2)


@pytest.mark.parametrize("value,words", [
    (np.ones((2, 3)) / 3, "expected 2 × 2"),
    ([[1.0, 0.0], [float("nan"), 1.0]], "target[1][0]: not a finite number"),
    ([[1.5, -0.5], [0.0, 1.0]], "target[0][1]: a target weight cannot be negative"),
    ([[0.5, 0.4], [0.0, 1.0]], "target[0]: the row sums to 0.9"),
    ([[0.0, 0.0], [0.0, 0.0]], "every row is zero"),
    ([1.0, 0.0], "expected a matrix"),
    ([["a", 0.0], [0.0, 1.0]], "expected a matrix of numbers"),
])
def test_bad_weight_targets_are_refused_naming_the_cell(value, words):
    session = load_preset("01-thinking-machines")
    with pytest.raises(TargetError) as err:
        check_weight_target(value, session)
    assert words in str(err.value) and "\n" not in str(err.value)


def test_a_target_on_a_masked_key_is_refused_in_causal_mode():
    session = random_session(3, 2, 2, 2, mode="causal")
    with pytest.raises(TargetError, match=r"target\[0\]\[2\]: query 1 \('t0'\) cannot see key 3 \('t2'\): "
                                          r"it lies right of the query \(causal: j > i\)"):
        check_weight_target(keys_target([2, 0, 1], 3), session)
    check_weight_target(named_target("previous", 3, 3), session)  # previous never looks ahead


def test_rows_of_a_target_may_be_empty_and_sum_to_one_within_rounding():
    session = random_session(3, 2, 2, 2)
    t = check_weight_target([[0.1, 0.2, 0.7], [0, 0, 0], [1 / 3, 1 / 3, 1 / 3]], session)
    assert not t.flags.writeable


def test_objective_needs_a_target_and_an_existing_head():
    session = load_preset("04-two-heads")
    with pytest.raises(TargetError, match="give a target"):
        check_objective(Objective(), session)
    with pytest.raises(TargetError, match="head 3 does not exist"):
        check_objective(Objective(weights=np.eye(session.n), head=2), session)


# -- options ---------------------------------------------------------------------

def test_default_matrices_and_heads():
    session = load_preset("04-two-heads")
    weights_only = Objective(weights=named_target("itself", session.n, session.m), head=1)
    assert trained_ids(session, weights_only, TrainConfig()) == ("heads[1].w_q", "heads[1].w_k")
    out = Objective(output=np.zeros((session.n, session.w_o.shape[1])))
    assert trained_ids(session, out, TrainConfig()) == (
        "heads[0].w_q", "heads[1].w_q", "heads[0].w_k", "heads[1].w_k", "heads[0].w_v", "heads[1].w_v")
    with pytest.raises(TargetError, match="no b_q"):
        trained_ids(session, weights_only, TrainConfig(train=("b_q",)))
    with pytest.raises(TargetError, match="no W_O"):
        trained_ids(load_preset(), Objective(weights=np.eye(2)), TrainConfig(train=("w_o",)))


@pytest.mark.parametrize("config,words", [
    (TrainConfig(lr=0.0), "learning rate"), (TrainConfig(lr=float("inf")), "learning rate"),
    (TrainConfig(steps=-1), "steps"), (TrainConfig(optimizer="rmsprop"), "unknown optimizer"),
    (TrainConfig(seed=1, zeros=True), "not both"), (TrainConfig(train=("w_x",)), "unknown matrix 'w_x'"),
])
def test_bad_options_are_refused(config, words):
    with pytest.raises(TargetError, match=words):
        Trainer(load_preset(), Objective(weights=np.eye(2)), config)


def test_seeded_start_is_reproducible_and_touches_only_trained_matrices():
    session = load_preset("04-two-heads")
    objective = Objective(weights=named_target("first", session.n, session.m))
    a = starting_session(session, objective, TrainConfig(seed=5))
    b = starting_session(session, objective, TrainConfig(seed=5))
    assert a.equals(b) and not a.equals(session)
    assert not np.array_equal(a.heads[0].w_q, session.heads[0].w_q)
    for untouched in ("w_v",):
        assert a.heads[0].__getattribute__(untouched) is session.heads[0].__getattribute__(untouched)
    assert a.heads[1] is session.heads[1] and a.w_o is session.w_o


# -- optimizers --------------------------------------------------------------------

def test_an_sgd_step_is_exactly_w_minus_lr_times_the_gradient():
    session = random_session(5, 4, 3, 2, heads=2, mode="causal", seed=3, w_o=True)
    objective = Objective(weights=named_target("previous", 5, 5), head=1,
                          output=np.random.default_rng(0).standard_normal((5, session.w_o.shape[1])))
    config = TrainConfig(train=("w_q", "w_k", "w_v", "w_o"), heads=(0, 1), lr=0.37, steps=1)
    _, grads = loss_and_gradients(session, objective)
    result = train(session, objective, config)
    before, after = parameters(session), parameters(result.session)
    assert len(result.trained) == 7
    for pid in result.trained:
        np.testing.assert_array_equal(after[pid], before[pid] - 0.37 * grads[pid])


def test_loss_falls_monotonically_for_a_small_learning_rate():
    session = load_preset("01-thinking-machines")
    for objective in (Objective(weights=named_target("previous", 2, 2)),
                      Objective(output=np.array([[1.0, -1.0, 0.5], [0.0, 2.0, -0.5]]))):
        result = train(session, objective, TrainConfig(lr=0.01, steps=200))
        steps = np.diff(result.losses)
        assert (steps < 0).all(), steps.max()
        assert result.losses[-1] < 0.9 * result.losses[0]


def test_adam_also_learns_and_reports_every_step():
    session = random_session(4, 4, 2, 2, seed=2)
    seen = []
    result = train(session, Objective(weights=named_target("first", 4, 4)),
                   TrainConfig(optimizer="adam", lr=0.05, steps=150, seed=0), on_step=lambda k, loss: seen.append(k))
    assert seen == list(range(1, 151)) and result.steps == 150
    assert (weights_of(result.session)[:, 0] > 0.9).all()


def test_stop_keeps_what_was_reached():
    session = random_session(4, 4, 2, 2, seed=2)
    result = train(session, Objective(weights=named_target("first", 4, 4)), TrainConfig(steps=50),
                   on_step=lambda k, loss: k < 7)
    assert result.stopped and result.steps == 7 and len(result.losses) == 8
    assert result.losses[-1] == pytest.approx(loss_and_gradients(result.session, Objective(
        weights=named_target("first", 4, 4)))[0], rel=1e-12)


def test_a_learning_rate_that_diverges_stops_with_a_message_and_keeps_finite_weights():
    session = random_session(4, 4, 2, 2, seed=2)
    trainer = Trainer(session, Objective(weights=named_target("previous", 4, 4)), TrainConfig(lr=1e200))
    with pytest.raises(TrainingError, match="step 1: .*smaller learning rate"):
        trainer.step()
    assert trainer.step_count == 0 and trainer.session().equals(trainer.start)


# -- what can be learned -------------------------------------------------------------

@pytest.mark.parametrize("mode", ["self", "causal"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_previous_token_is_learned_from_a_random_start_within_the_default_steps(mode, seed):
    session = random_session(6, d_model=8, d_k=4, d_v=4, mode=mode, seed=seed)
    before = weights_of(session)[np.arange(6), PREVIOUS]
    result = train(session, Objective(weights=named_target("previous", 6, 6)), TrainConfig(seed=10 + seed))
    assert result.steps == DEFAULT_STEPS
    after = weights_of(result.session)[np.arange(6), PREVIOUS]
    assert before[1:].max() < 0.9 and after.min() >= 0.9, after


def test_tied_weights_keep_the_scores_symmetric_and_cannot_learn_a_target_that_always_looks_away():
    """With W_K = W_Q, S = Q·Qᵀ is symmetric, and for the query with the longest q,
    S_ii = |q_i|² ≥ q_i·q_j = S_ij: it weighs itself at least as much as any key.
    So "previous token" wrapping around (the first query → the last key), where no
    query should look at itself, is never learned tied, and always untied."""
    cyclic = keys_target([5, 0, 1, 2, 3, 4], 6)
    for seed in range(3):
        session = random_session(6, d_model=8, d_k=4, d_v=4, seed=seed)
        free = train(session, Objective(weights=cyclic), TrainConfig(seed=seed))
        assert weights_of(free.session)[np.arange(6), [5, 0, 1, 2, 3, 4]].min() >= 0.9
        trainer = Trainer(session, Objective(weights=cyclic), TrainConfig(seed=seed, tie=True))
        for _ in range(DEFAULT_STEPS):
            trainer.step()
            if trainer.step_count % 50 == 0:
                tied = trainer.session()
                assert tied.heads[0].w_k is tied.heads[0].w_q or np.array_equal(tied.heads[0].w_k, tied.heads[0].w_q)
                scores = run(tied).step("scores").array
                np.testing.assert_allclose(scores, scores.T, rtol=1e-13, atol=1e-13)
        a = weights_of(trainer.session())
        reached = a[np.arange(6), [5, 0, 1, 2, 3, 4]]
        assert reached.min() <= 0.5
        longest = int(np.argmax(np.linalg.norm(run(trainer.session()).step("q").array, axis=1)))
        assert a[longest, longest] >= a[longest].max() - 1e-12


def test_a_tied_w_k_follows_w_q_even_when_only_w_q_is_named():
    session = random_session(4, 3, 2, 2, seed=0)
    result = train(session, Objective(weights=named_target("first", 4, 4)),
                   TrainConfig(train=("w_q",), tie=True, steps=5))
    assert not np.array_equal(result.session.heads[0].w_q, session.heads[0].w_q)
    np.testing.assert_array_equal(result.session.heads[0].w_k, result.session.heads[0].w_q)


def test_starting_from_zeros_gives_a_uniform_softmax_that_never_moves():
    session = random_session(6, d_model=8, d_k=4, d_v=4, seed=0)
    result = train(session, Objective(weights=named_target("previous", 6, 6)), TrainConfig(zeros=True))
    np.testing.assert_array_equal(weights_of(result.session), np.full((6, 6), 1 / 6))
    assert result.losses[0] == pytest.approx(math.log(6), rel=1e-14)
    assert max(result.losses) - min(result.losses) == 0.0
    assert all(not g.any() for g in result.gradients.values())
