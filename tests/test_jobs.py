"""The one job runner (explorer/app/jobs.py), with no widget: latest only per
purpose, stale results dropped, cancel, priorities, every exception a message,
progress latest only, and the UI thread's work ahead."""

from __future__ import annotations

import threading

import pytest

from explorer.app.jobs import INLINE_WORK, JobRunner, Priority, inline

WAIT = 30.0  # seconds a condition may take on a loaded machine before the test fails


class Panic(BaseException):
    """What pyo3 raises for a Rust panic: a BaseException, not an Exception."""


def _blocker():
    started, release = threading.Event(), threading.Event()

    def work(job):
        started.set()
        assert release.wait(WAIT)
        return "blocked"
    return work, started, release


def test_a_result_comes_back_on_the_runners_thread(runner, qtbot):
    got = []
    runner.submit("sum", lambda job: (sum(range(10)), threading.current_thread().name),
                  done=lambda r: got.append((r, threading.current_thread() is threading.main_thread())))
    qtbot.waitUntil(lambda: bool(got), timeout=int(WAIT * 1000))
    (total, worker_name), on_main = got[0]
    assert total == 45 and worker_name.startswith("attention-jobs-") and on_main


def test_latest_only_a_waiting_job_is_replaced_and_a_running_ones_result_is_stale(runner, qtbot):
    block, started, release = _blocker()
    ran, done = [], []
    first = runner.submit("view", block, done=done.append)
    assert started.wait(WAIT)
    runner.submit("view", lambda job: ran.append(2) or 2, done=done.append)
    third = runner.submit("view", lambda job: ran.append(3) or 3, done=done.append)
    assert first.cancelled and not runner.current(first) and runner.current(third)
    release.set()
    qtbot.waitUntil(lambda: bool(done), timeout=int(WAIT * 1000))
    assert runner.wait("view", WAIT)
    runner.finish()
    assert ran == [3]          # the second never started: the third replaced it while it waited
    assert done == [3]         # the first finished, but a newer edit made it stale: dropped


def test_one_job_of_a_purpose_at_a_time_and_purposes_side_by_side(runner, qtbot):
    block, started, release = _blocker()
    other = []
    runner.submit("a", block)
    assert started.wait(WAIT)
    runner.submit("b", lambda job: "b", done=other.append)  # another purpose does not wait for "a"
    qtbot.waitUntil(lambda: other == ["b"], timeout=int(WAIT * 1000))
    assert runner.busy("a") and not runner.busy("b")
    release.set()
    assert runner.wait(None, WAIT)


def test_cancel_stops_a_running_job_drops_its_result_and_says_so_once(runner, qtbot):
    started, stopped, done, cancelled = threading.Event(), threading.Event(), [], []

    def loop(job):
        started.set()
        while not job.cancelled:
            threading.Event().wait(0.001)
        stopped.set()
        return "finished anyway"

    job = runner.submit("model view", loop, done=done.append, cancelled=lambda: cancelled.append(1))
    assert started.wait(WAIT)
    runner.cancel("model view")
    assert job.cancelled and stopped.wait(WAIT)
    qtbot.waitUntil(lambda: bool(cancelled), timeout=int(WAIT * 1000))
    runner.finish()
    assert cancelled == [1] and done == []


def test_cancelling_a_waiting_job_means_it_never_runs(qtbot, qapp):
    runner = JobRunner(max_threads=1)
    try:
        block, started, release = _blocker()
        ran, cancelled = [], []
        runner.submit("first", block)
        assert started.wait(WAIT)
        runner.submit("second", lambda job: ran.append(1), cancelled=lambda: cancelled.append(1))
        runner.cancel("second")
        assert cancelled == [1]
        release.set()
        assert runner.wait(None, WAIT)
        runner.finish()
        assert ran == [] and not runner.busy()
    finally:
        runner.shutdown()


def test_a_job_that_checks_stops_at_the_check(runner, qtbot):
    _, started, release = _blocker()
    steps = []

    def steps_until_stale(job):
        for i in range(10_000):
            job.check()
            steps.append(i)
            if i == 3:
                started.set()
                assert release.wait(WAIT)
        return "all"

    runner.submit("train", steps_until_stale)
    assert started.wait(WAIT)
    runner.submit("train", lambda job: "newer")  # makes the first stale
    release.set()
    assert runner.wait("train", WAIT)
    assert steps == [0, 1, 2, 3]


@pytest.mark.parametrize("raised, says", [
    (ValueError("the file is not a session"), "the file is not a session"),
    (Panic("called `Option::unwrap()` on a `None` value"), "Panic: called `Option::unwrap()` on a `None` value"),
    (RuntimeError("line one\nline two"), "RuntimeError: line one\\x0aline two"),
])
def test_every_exception_comes_back_as_one_line(runner, qtbot, raised, says):
    failed = []

    def work(job):
        raise raised

    runner.submit("read", work, failed=failed.append, done=lambda r: failed.append(("done", r)))
    qtbot.waitUntil(lambda: bool(failed), timeout=int(WAIT * 1000))
    assert failed == [says] and "\n" not in failed[0]


def test_without_a_failed_callback_the_runner_says_it(runner, qtbot):
    def work(job):
        raise Panic("boom")

    with qtbot.waitSignal(runner.failed, timeout=int(WAIT * 1000)) as signal:
        runner.submit("tokenize", work)
    assert signal.args == ["tokenize", "Panic: boom"]


def test_a_stop_in_a_job_is_no_message_and_the_runner_goes_on(runner, qtbot):
    failed, cancelled, later = [], [], []

    def work(job):
        raise KeyboardInterrupt

    runner.failed.connect(lambda *a: failed.append(a))
    runner.submit("x", work, failed=failed.append, cancelled=lambda: cancelled.append(1))
    qtbot.waitUntil(lambda: bool(cancelled), timeout=int(WAIT * 1000))
    runner.submit("x", lambda job: "next", done=later.append)
    qtbot.waitUntil(lambda: bool(later), timeout=int(WAIT * 1000))
    assert failed == [] and later == ["next"]


def test_a_failing_callback_is_a_message_not_a_crash(runner, qtbot):
    def done(result):
        raise ZeroDivisionError("in the view")

    with qtbot.waitSignal(runner.failed, timeout=int(WAIT * 1000)) as signal:
        runner.submit("paint", lambda job: 1, done=done)
    assert signal.args == ["paint", "ZeroDivisionError: in the view"]


def test_what_waits_starts_by_priority(qapp):
    runner = JobRunner(max_threads=1)
    try:
        block, started, release = _blocker()
        order = []
        runner.submit("busy", block, priority=Priority.WAITED)
        assert started.wait(WAIT)
        for purpose, priority in [("ahead", Priority.AHEAD), ("training", Priority.BACKGROUND),
                                  ("recompute", Priority.VISIBLE), ("file", Priority.WAITED)]:
            runner.submit(purpose, lambda job, p=purpose: order.append(p), priority=priority)
        release.set()
        assert runner.wait(None, WAIT)
        assert order == ["file", "recompute", "training", "ahead"]
    finally:
        runner.shutdown()


def test_work_ahead_waits_while_visible_work_runs(runner):
    block, started, release = _blocker()
    ahead = threading.Event()
    runner.submit("recompute", block, priority=Priority.VISIBLE)
    assert started.wait(WAIT)
    runner.submit("measure", lambda job: ahead.set(), priority=Priority.AHEAD)
    assert runner.busy("measure") and not ahead.is_set()  # threads are free, yet it waits
    release.set()
    assert ahead.wait(WAIT)


def test_progress_is_latest_only_and_in_order(runner, qtbot):
    seen, done = [], []

    def work(job):
        for i in range(1, 2001):
            job.report(i)
        return "end"

    runner.submit("train", work, progress=seen.append, done=done.append)
    assert runner.wait("train", WAIT)  # the UI thread took nothing meanwhile
    runner.finish()
    assert done == ["end"] and seen == [2000]


def test_finish_delivers_now(runner):
    got = []
    runner.submit("recompute", lambda job: 7, done=got.append)
    assert runner.finish("recompute", WAIT)
    assert got == [7]


def test_shutdown_drops_what_waits_and_what_comes_back(qapp):
    runner = JobRunner(max_threads=1)
    block, started, release = _blocker()
    got = []
    runner.submit("a", block, done=got.append)
    assert started.wait(WAIT)
    runner.submit("b", lambda job: got.append("ran"))
    runner.shutdown()
    release.set()
    runner.wait(None, WAIT)
    runner.finish()
    assert got == [] and runner.closed
    after = runner.submit("c", lambda job: got.append("after"))
    assert after.cancelled and got == []


def test_busy_changed_follows_the_jobs(runner, qtbot):
    states = []
    runner.busy_changed.connect(states.append)
    with qtbot.waitSignal(runner.busy_changed, check_params_cb=lambda busy: not busy, timeout=int(WAIT * 1000)):
        runner.submit("x", lambda job: 1)
    assert states == [True, False]


def test_pieces_ahead_run_on_the_ui_thread_in_turns_and_wait_for_visible_work(runner, qtbot):
    runner.IDLE_MS = 20
    runner.PAUSE_MS = 1
    calls = []

    def piece(name, count):
        left = [count]

        def run():
            calls.append((name, threading.current_thread() is threading.main_thread()))
            left[0] -= 1
            return left[0] > 0
        return run

    block, started, release = _blocker()
    runner.submit("recompute", block)
    assert started.wait(WAIT)
    runner.when_idle("cards", piece("cards", 3))
    runner.when_idle("table", piece("table", 1))
    runner._run_piece()  # what the idle timer does when it fires: nothing may run meanwhile
    assert calls == [] and runner.waiting_idle("cards") and runner.waiting_idle("table")
    release.set()
    qtbot.waitUntil(lambda: len(calls) == 4, timeout=int(WAIT * 1000))
    assert [c[0] for c in calls] == ["cards", "table", "cards", "cards"] and all(c[1] for c in calls)
    assert not runner.waiting_idle("cards") and not runner.waiting_idle("table")


def test_a_failing_piece_is_a_message_and_the_others_go_on(runner, qtbot):
    runner.IDLE_MS = 10
    done = []

    def bad():
        raise Panic("in a piece")

    runner.when_idle("bad", bad)
    runner.when_idle("good", lambda: done.append(1) or False)
    with qtbot.waitSignal(runner.failed, timeout=int(WAIT * 1000)) as signal:
        pass
    qtbot.waitUntil(lambda: bool(done), timeout=int(WAIT * 1000))
    assert signal.args == ["bad", "Panic: in a piece"]


def test_pieces_in_view_run_on_the_next_turns_before_pieces_ahead(runner, qtbot):
    runner.IDLE_MS = 0  # the pieces ahead could run at once too: those in view still go first
    calls = []

    def piece(name, count):
        left = [count]

        def run():
            calls.append((name, threading.current_thread() is threading.main_thread()))
            left[0] -= 1
            return left[0] > 0
        return run

    runner.when_idle("ahead", piece("ahead", 1))
    runner.in_view("cards", piece("cards", 2))
    runner.in_view("place", piece("place", 1))
    assert calls == []  # not in the call: on the next turns
    qtbot.waitUntil(lambda: len(calls) == 4, timeout=int(WAIT * 1000))
    assert [c[0] for c in calls] == ["cards", "place", "cards", "ahead"] and all(c[1] for c in calls)
    assert not any(runner.waiting_idle(p) for p in ("cards", "place", "ahead"))


def test_pieces_in_view_wait_for_no_pause_and_no_job(runner, qtbot):
    runner.IDLE_MS = 60_000  # a person who never pauses
    block, started, release = _blocker()
    runner.submit("recompute", block)  # a job the window waits for, running
    assert started.wait(WAIT)
    ahead, seen = [], []
    runner.when_idle("ahead", lambda: ahead.append(1) or False)
    runner.in_view("cards", lambda: seen.append(1) or False)
    runner.postpone()  # an edit
    qtbot.waitUntil(lambda: seen == [1], timeout=int(WAIT * 1000))
    assert ahead == [] and runner.waiting_idle("ahead") and not runner.waiting_idle("cards")
    release.set()


def test_pieces_in_view_are_latest_only_per_purpose_and_withdrawn_on_stop(runner, qtbot):
    calls = []
    runner.in_view("cards", lambda: calls.append("older") or False)
    runner.in_view("cards", lambda: calls.append("newer") or False)
    runner.in_view("place", lambda: calls.append("place") or False)
    runner.stop_idle("place")
    assert runner.waiting_idle("cards") and not runner.waiting_idle("place")
    runner.in_view("last", lambda: calls.append("last") or False)  # runs after "cards": then all is done
    qtbot.waitUntil(lambda: "last" in calls, timeout=int(WAIT * 1000))
    assert calls == ["newer", "last"]
    runner.shutdown()
    runner.in_view("closed", lambda: calls.append("closed") or False)
    assert not runner.waiting_idle("closed")


def test_a_purpose_moved_from_ahead_to_in_view_runs_once_and_at_once(runner, qtbot):
    runner.IDLE_MS = 60_000
    calls = []
    runner.when_idle("cards", lambda: calls.append("ahead") or False)
    runner.in_view("cards", lambda: calls.append("in view") or False)  # needed now: replaces the piece ahead
    qtbot.waitUntil(lambda: bool(calls), timeout=int(WAIT * 1000))
    assert calls == ["in view"] and not runner.waiting_idle("cards")


def test_a_piece_that_asks_again_while_it_runs_keeps_the_newer_ask(runner, qtbot):
    calls = []

    def first():
        calls.append("first")
        runner.in_view("cards", lambda: calls.append("again") or False)  # more came into view meanwhile
        return False

    runner.in_view("cards", first)
    qtbot.waitUntil(lambda: calls == ["first", "again"], timeout=int(WAIT * 1000))
    assert not runner.waiting_idle("cards")


def test_one_size_policy():
    assert inline(INLINE_WORK) and not inline(INLINE_WORK + 1)


def test_a_long_background_run_does_not_hold_work_ahead_back(runner, qtbot):
    block, started, release = _blocker()
    runner.submit("training", block, priority=Priority.BACKGROUND)
    assert started.wait(WAIT)
    ahead, pieces = threading.Event(), []
    runner.IDLE_MS = 10
    runner.submit("measure", lambda job: ahead.set(), priority=Priority.AHEAD)
    runner.when_idle("cards", lambda: pieces.append(1) or False)
    assert ahead.wait(WAIT)  # while the training run goes on
    qtbot.waitUntil(lambda: pieces == [1], timeout=int(WAIT * 1000))
    assert runner.busy("training")
    release.set()


def test_a_runner_qt_deleted_with_its_window_takes_no_more_results(qapp, qtbot):
    from PySide6.QtCore import QObject

    owner = QObject()
    runner = JobRunner(owner)
    block, started, release = _blocker()
    got = []
    runner.submit("recompute", block, done=got.append)
    assert started.wait(WAIT)
    with qtbot.waitSignal(owner.destroyed, timeout=int(WAIT * 1000)):
        owner.deleteLater()  # the window closed: Qt deletes the document and its runner
    assert runner.closed  # deleted by Qt: closed, so what the job hands back is dropped
    release.set()
    assert runner.wait(None, WAIT)
    qapp.processEvents()  # a wake queued before, if any, finds no runner
    assert got == []


def test_the_window_says_what_a_job_without_its_own_failure_raised(qtbot, window):
    def work(job):
        raise Panic("in a library")

    with qtbot.waitSignal(window.document.jobs.failed, timeout=int(WAIT * 1000)):
        window.document.jobs.submit("measure labels", work)
    assert window.statusBar().currentMessage() == "Measure labels failed: Panic: in a library"


def test_a_job_ended_but_not_delivered_still_counts_as_busy(runner):
    # A quick job can end before submit() returns: the window must still see it busy
    # until its outcome is delivered (busy_changed went True→False, never stuck).
    got = []
    runner.submit("quick", lambda job: 3, done=got.append)
    assert runner.wait("quick", WAIT)  # the thread's work is over …
    assert runner.busy("quick") and got == []  # … the outcome is not delivered yet
    runner.finish("quick")
    assert got == [3] and not runner.busy()


def test_a_jobs_closure_is_let_go_of_on_the_ui_thread_even_after_shutdown(qapp, qtbot):
    # A job's closure holds the widget that asked; dropped last on a worker thread, a
    # Python-owned QObject was deleted there and the process crashed later.
    import gc

    from PySide6.QtCore import QObject

    freed_on = []

    class Owner(QObject):
        def __del__(self):
            freed_on.append(threading.current_thread() is threading.main_thread())

    runner = JobRunner()
    block, started, release = _blocker()
    owner = Owner()
    runner.submit("paint", lambda job, o=owner: block(job), done=lambda r, o=owner: None)
    assert started.wait(WAIT)
    del owner
    runner.shutdown()  # closed: the outcome is dropped, not delivered
    release.set()
    assert runner.wait(None, WAIT)
    qtbot.waitUntil(lambda: bool(freed_on) or gc.collect() < 0)
    assert freed_on == [True]
