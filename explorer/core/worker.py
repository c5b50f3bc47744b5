"""A background worker that runs only the latest job: one daemon thread, no Qt.

The document submits one recompute per edit. A job that has not started when
a newer one comes is dropped (an edit makes every earlier result stale), the
thread runs at a lower CPU priority than the one that made it (so painting
and input get the cores first), and :meth:`LatestWorker.shutdown` lets the
application quit without waiting for a computation nobody will see: the
thread is a daemon.
"""

from __future__ import annotations

import os
import sys
import threading
from typing import Callable

#: How much lower than its parent the worker runs (niceness added, capped at 19).
NICENESS_INCREMENT = 10
MAX_NICENESS = 19


def lower_priority(increment: int = NICENESS_INCREMENT) -> int | None:
    """Add ``increment`` to the calling thread's niceness (Linux: per thread),
    capped at 19; returns the new niceness, or None where it cannot be set.

    Added, not set: a person who started the app under ``nice -n 15`` must not
    get a worker raised back to 10."""
    if not sys.platform.startswith("linux"):
        return None
    tid = threading.get_native_id()
    try:
        current = os.getpriority(os.PRIO_PROCESS, tid)
        wanted = min(MAX_NICENESS, current + increment)
        os.setpriority(os.PRIO_PROCESS, tid, wanted)
        return wanted
    except OSError:
        return None  # not allowed here: the worker keeps its priority


class LatestWorker:
    """Runs submitted callables one at a time on a daemon thread; a pending
    (not yet started) job is replaced by a newer one."""

    def __init__(self, name: str = "attention-worker", increment: int = NICENESS_INCREMENT):
        self._name = name
        self._increment = increment
        self._lock = threading.Condition()
        self._pending: Callable[[], None] | None = None
        self._running = False
        self._closed = False
        self._thread: threading.Thread | None = None
        #: The worker thread's niceness once it started (None until then or where unknown).
        self.niceness: int | None = None

    def submit(self, job: Callable[[], None]) -> None:
        """Run ``job`` after the current one; replaces a job still waiting. Ignored after shutdown."""
        with self._lock:
            if self._closed:
                return
            self._pending = job
            if self._thread is None:
                self._thread = threading.Thread(target=self._loop, name=self._name, daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _loop(self) -> None:
        self.niceness = lower_priority(self._increment)
        while True:
            with self._lock:
                while self._pending is None and not self._closed:
                    self._lock.wait()
                if self._closed:
                    self._pending = None
                    self._lock.notify_all()
                    return
                job, self._pending = self._pending, None
                self._running = True
            try:
                job()
            finally:
                # Not kept while the thread waits: a job's closure holds what it worked
                # on (a completed snapshot's trace: n × n arrays nobody shows any more).
                job = None
                with self._lock:
                    self._running = False
                    self._lock.notify_all()

    @property
    def idle(self) -> bool:
        with self._lock:
            return self._pending is None and not self._running

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Block until no job is waiting or running; False if ``timeout`` ran out first."""
        with self._lock:
            return self._lock.wait_for(lambda: self._pending is None and not self._running, timeout)

    def shutdown(self) -> None:
        """Drop the waiting job and stop the thread after the running one (not waited for)."""
        with self._lock:
            self._closed = True
            self._pending = None
            self._lock.notify_all()

    @property
    def thread_ident(self) -> int | None:
        """The worker thread's ``threading.get_ident()`` (None before the first job)."""
        thread = self._thread
        return thread.ident if thread is not None else None

    @property
    def closed(self) -> bool:
        return self._closed
