"""The job runner's worker threads and the one policy they keep (no Qt).

See :mod:`explorer.app.jobs.runner` for what the runner promises; this module
holds the part that runs on the worker threads: which job starts next, and
what comes back (a result, one line of failure, a cancellation, progress).
It keeps no reference to the runner, a QObject: one dropped last by a worker
thread would be destroyed there.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

from explorer.core.failures import STOPS, one_line
from explorer.core.thread_priority import lower_priority

#: An idle worker thread ends after this many seconds (a new one starts when needed).
IDLE_THREAD_S = 30.0

#: The one size policy: work of at most this many multiply-adds runs in line on
#: the UI thread, larger work goes to the runner. 64 M is n = 512 at d = 64:
#: about 5 ms on one core (benchmarks/bench_compute.py), well inside a frame,
#: where handing it to a thread cost more than the work (bench_ui.py: p50 34 ms).
INLINE_WORK = 64_000_000


def inline(work: int) -> bool:
    """Whether work of ``work`` multiply-adds runs in line (see :data:`INLINE_WORK`)."""
    return work <= INLINE_WORK


class Priority(IntEnum):
    """Which job starts first when several wait (lower first)."""

    #: A person waits for it behind a progress dialog (a file read, a model import, a deck).
    WAITED = 0
    #: What is on screen (the recompute, the raised tab's pictures, the Export preview).
    VISIBLE = 1
    #: Long or periodic work nobody looks at meanwhile (a training run, autosave).
    BACKGROUND = 2
    #: Work ahead: started only while nothing a person waits for or sees waits or runs.
    AHEAD = 3


class JobCancelled(Exception):
    """Raised by :meth:`Job.check` in a job that was cancelled or made stale."""


def message_of(err: BaseException) -> str:
    """One line for ``err``: the app's own refusals (ValueError, MemoryError,
    OSError) as they say it, anything else (a library's panic) with its type."""
    if isinstance(err, (ValueError, MemoryError, OSError)) and str(err):
        return str(err).splitlines()[0]
    return one_line(err)


@dataclass(eq=False)
class Job:
    """One submission, as the job's own code sees it (its one argument)."""

    purpose: str
    generation: int
    priority: Priority
    work: Callable[[Job], Any] = field(repr=False)
    done: Callable[[Any], None] | None = field(default=None, repr=False)
    failed: Callable[[str], None] | None = field(default=None, repr=False)
    progress: Callable[[Any], None] | None = field(default=None, repr=False)
    cancelled_call: Callable[[], None] | None = field(default=None, repr=False)
    order: int = 0
    #: The purpose's generation when this job was cancelled by :meth:`~explorer.app.jobs.runner.JobRunner.cancel`
    #: or ended by a stop (None: not so); ``cancelled`` is called only while that is still the newest.
    _cancelled_at: int | None = field(default=None, repr=False)
    _cancel: threading.Event = field(default_factory=threading.Event, repr=False)
    _pool: _Pool | None = field(default=None, repr=False)

    @property
    def cancelled(self) -> bool:
        """True once the job was cancelled or a newer one of its purpose came (its result would be dropped)."""
        return self._cancel.is_set()

    def check(self) -> None:
        """Raise :class:`JobCancelled` when :attr:`cancelled` (a long loop's way to stop early)."""
        if self._cancel.is_set():
            raise JobCancelled(self.purpose)

    def report(self, value: Any) -> None:
        """Hand ``value`` to the submitter's ``progress`` on the runner's thread. Latest
        only: values reported faster than that thread takes them replace each other."""
        if self._pool is not None and self.progress is not None:
            self._pool.post(self, "progress", value)


class _Pool:
    """The worker threads and what they share; no Qt, and no reference to the
    runner (a runner dropped by a worker thread would be destroyed there)."""

    def __init__(self, max_threads: int, niceness: int | None, wake: Callable[[], None],
                 dispose: Callable[[list], None]):
        self.max_threads = max_threads
        self.niceness = niceness
        self.wake = wake
        #: Takes (and empties) a list of what a closed pool's thread let go of, for the UI thread to drop.
        self.dispose = dispose
        self.cond = threading.Condition()
        self.pending: dict[str, Job] = {}
        self.running: dict[str, Job] = {}
        self.generation: dict[str, int] = {}
        self.outbox: list[tuple[Job, str, Any]] = []
        #: A wake is on its way to the UI thread (cleared when it empties the outbox).
        self.wake_pending = False
        self.threads = 0
        self.free = 0
        self.closed = False
        self.order = itertools.count()

    def close(self) -> None:
        """Drop every waiting job and what came back, tell the running ones to stop."""
        with self.cond:
            self.closed = True
            for job in itertools.chain(self.pending.values(), self.running.values()):
                job._cancel.set()
            self.pending.clear()
            self.outbox.clear()
            self.cond.notify_all()

    def jobs(self) -> list[Job]:
        """What waits, runs, or ended with its outcome not yet delivered (the runner is busy with them)."""
        with self.cond:
            ended = [job for job, kind, _value in self.outbox if kind != "progress"]
            return [*self.pending.values(), *self.running.values(), *ended]

    def start_threads(self) -> None:
        """With the lock held: start a thread for each job that can start and finds none free."""
        startable = sum(1 for p in self.pending if p not in self.running)
        while self.free < startable and self.threads < self.max_threads:
            self.threads += 1
            self.free += 1
            threading.Thread(target=self.loop, name=f"attention-jobs-{self.threads}", daemon=True).start()

    def in_front(self) -> bool:
        """With the lock held: whether a job a person waits for or sees (before
        :data:`Priority.BACKGROUND`) waits or runs: then work ahead waits."""
        return any(j.priority < Priority.BACKGROUND for j in itertools.chain(self.pending.values(),
                                                                             self.running.values()))

    def next_job(self) -> Job | None:
        # With the lock held: the first job by priority, then order, whose purpose
        # is not running; work ahead only while nothing a person waits for or sees
        # waits or runs (a training run or autosave in the background does not hold it back).
        front = self.in_front()
        candidates = [j for p, j in self.pending.items()
                      if p not in self.running and not (j.priority == Priority.AHEAD and front)]
        if not candidates:
            return None
        job = min(candidates, key=lambda j: (j.priority, j.order))
        del self.pending[job.purpose]
        self.running[job.purpose] = job
        return job

    def loop(self) -> None:
        lower_priority() if self.niceness is None else lower_priority(self.niceness)
        while True:
            with self.cond:
                job = None
                while not self.closed:
                    job = self.next_job()
                    if job is not None:
                        break
                    if not self.cond.wait(IDLE_THREAD_S) and not self.pending:
                        break  # idle long enough: end (a new thread starts when needed)
                self.free -= 1
                if job is None:
                    self.threads -= 1
                    self.cond.notify_all()
                    return
            kind, value = self.run(job)
            with self.cond:
                # Its end and its outcome in one step: whoever sees it no longer running
                # (JobRunner.finish) finds the outcome waiting to be delivered.
                if self.running.get(job.purpose) is job:
                    del self.running[job.purpose]
                # The last reference to a job (its closure holds widgets, the view that asked)
                # must be dropped on the UI thread: a QObject freed on a worker thread crashed
                # later. Handed over and let go of here, under the lock the UI thread takes to
                # empty the outbox (or, for a closed pool, under the graveyard's).
                box = [(job, kind, value)]
                job = kind = value = None
                nudge = False
                if not self.closed:
                    self.outbox.extend(box)
                    box.clear()
                    nudge = self._nudge()
                else:
                    self.dispose(box)
                self.cond.notify_all()
            if nudge:
                self.wake()
            with self.cond:
                self.free += 1
                self.start_threads()
                self.cond.notify_all()

    def run(self, job: Job) -> tuple[str, Any]:
        """Run ``job`` here: (kind, value) of its outcome ("done", "failed", "cancelled")."""
        kind, value = "done", None
        thread = threading.current_thread()
        name, thread.name = thread.name, f"{thread.name}: {job.purpose}"  # what a profiler or a test sees
        try:
            job.check()
            value = job.work(job)
        except JobCancelled:
            kind = "cancelled"
        except STOPS:
            kind = "cancelled"  # a stop is no message: the job ends, the runner goes on
            with self.cond:
                if self.generation.get(job.purpose) == job.generation:
                    job._cancelled_at = job.generation
        except BaseException as err:  # noqa: BLE001 - a library's panic too: the caller always hears back
            kind, value = "failed", message_of(err)
        thread.name = name
        return kind, value

    def post(self, job: Job, kind: str, value: Any) -> None:
        with self.cond:
            if self.closed:
                return
            if kind == "progress":  # latest only: an undelivered progress of this job is replaced
                self.outbox = [e for e in self.outbox if not (e[0] is job and e[1] == "progress")]
            self.outbox.append((job, kind, value))
            nudge = self._nudge()
        if nudge:
            self.wake()

    def _nudge(self) -> bool:
        """With the lock held: whether the UI thread must be woken for the outbox (not when a
        wake is already on its way: it empties the whole outbox). Fewer signals emitted from
        worker threads: a training run reported 30 a second, each one a queued event."""
        if self.wake_pending:
            return False
        self.wake_pending = True
        return True


