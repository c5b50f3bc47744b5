"""A training run in the job runner, with no widget: built and stepped in jobs, its
progress and its end delivered on the runner's thread, Stop keeping what it reached,
and a library's panic one line (nothing spins)."""

from __future__ import annotations

import threading

import numpy as np

from explorer.app.jobs import JobRunner
from explorer.app.training_run import PURPOSE, TrainingRun
from explorer.core.edits import resize
from explorer.core.io.presets import load_preset
from explorer.core.training.gradients import Objective
from explorer.core.training.targets import named_target
from explorer.core.training.trainer import TrainConfig, Trainer, train

WAIT_MS = 60_000


class Panic(BaseException):
    """What pyo3 raises for a Rust panic: a BaseException, not an Exception."""


def six_tokens():
    return resize(load_preset("01-thinking-machines"), n=6, d_model=4, d_k=4, d_v=4, fill="random", seed=3)


def make_run(runner, steps=40, seed=1):
    session = six_tokens()
    objective = Objective(weights=named_target("previous", 6, 6))
    config = TrainConfig(steps=steps, seed=seed)
    return TrainingRun(runner, session, objective, config), (session, objective, config)


class Heard:
    """What a run's callbacks brought, and on which thread."""

    def __init__(self):
        self.progress, self.ended, self.threads = [], [], set()

    def on_progress(self, progress):
        self.threads.add(threading.current_thread() is threading.main_thread())
        self.progress.append(progress)

    def on_ended(self, progress, failure):
        self.threads.add(threading.current_thread() is threading.main_thread())
        self.ended.append((progress, failure))


def test_a_run_is_built_and_stepped_in_jobs_and_ends_with_what_the_plain_loop_reaches(runner, qtbot):
    run, (session, objective, config) = make_run(runner)
    heard = Heard()
    run.take(40, heard.on_progress, heard.on_ended)
    assert run.running and runner.busy(PURPOSE)
    qtbot.waitUntil(lambda: bool(heard.ended), timeout=WAIT_MS)
    (final, failure), = heard.ended
    expected = train(session, objective, config)
    assert failure == "" and final.stopped and final.step == 40 and not run.running and run.latest is final
    np.testing.assert_allclose(final.losses, expected.losses, rtol=1e-12)
    np.testing.assert_allclose(final.session.heads[0].w_q, expected.session.heads[0].w_q, rtol=1e-12)
    assert heard.progress[0].step == 0 and heard.progress[0].session.equals(expected.start)  # the start, first
    assert heard.threads == {True}  # everything arrived on the runner's (the window's) thread
    run.take(3, heard.on_progress, heard.on_ended)  # the same trainer goes on
    qtbot.waitUntil(lambda: len(heard.ended) == 2, timeout=WAIT_MS)
    assert heard.ended[1][0].step == 43


def test_stop_ends_the_job_and_brings_the_weights_reached(runner, qtbot):
    run, _ = make_run(runner, steps=10**6)
    heard = Heard()
    run.take(10**6, heard.on_progress, heard.on_ended)
    qtbot.waitUntil(lambda: run.step > 0, timeout=WAIT_MS)
    run.stop()
    qtbot.waitUntil(lambda: bool(heard.ended), timeout=WAIT_MS)
    (reached, failure), = heard.ended
    assert failure == "" and reached.stopped and 0 < reached.step < 10**6 and not run.running
    assert len(reached.losses) == reached.step + 1 and not runner.busy(PURPOSE)


def test_stop_before_the_job_started_ends_at_once_with_nothing_to_apply(qapp, qtbot):
    runner = JobRunner(max_threads=1)
    try:
        started, release = threading.Event(), threading.Event()

        def block(job):
            started.set()
            assert release.wait(60)

        runner.submit("other", block)
        assert started.wait(60)
        run, _ = make_run(runner)
        heard = Heard()
        run.take(40, heard.on_progress, heard.on_ended)
        run.stop()
        assert heard.ended == [(None, "")] and heard.progress == [] and not run.running
        release.set()
        assert runner.wait(None, 60)
    finally:
        runner.shutdown()


def test_a_panic_in_a_step_is_one_line_and_the_run_is_not_left_running(runner, qtbot, monkeypatch):
    def explode(trainer):
        raise Panic("boom\nsecond line")

    monkeypatch.setattr(Trainer, "step", explode)
    run, _ = make_run(runner)
    heard = Heard()
    run.take(40, heard.on_progress, heard.on_ended)
    qtbot.waitUntil(lambda: bool(heard.ended), timeout=WAIT_MS)
    assert heard.ended == [(None, "Panic: boom\\x0asecond line")] and not run.running
    assert run.latest is not None and run.latest.step == 0  # the start had arrived: "stopped at step 0"


def test_a_trainer_that_cannot_be_built_is_one_line_too(runner, qtbot):
    session = six_tokens()
    run = TrainingRun(runner, session, Objective(weights=named_target("previous", 6, 6)),
                      TrainConfig(train=("w_x",)))
    heard = Heard()
    run.take(1, heard.on_progress, heard.on_ended)
    qtbot.waitUntil(lambda: bool(heard.ended), timeout=WAIT_MS)
    (progress, failure), = heard.ended
    assert progress is None and failure.startswith("train: unknown matrix 'w_x'") and run.latest is None
