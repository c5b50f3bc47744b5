"""The one job runner: every computation the window does off its own thread.

A recompute, the Lines view and its overview, the Model view, the Export
preview and writes, file reads, model imports, text measurement, autosave and
training runs all come here, each under a *purpose* ("recompute", "lines",
"autosave" ...). One policy holds for all of them:

- **Latest only, per purpose.** A job of a purpose that has not started is
  replaced by a newer one of the same purpose; one job of a purpose runs at a
  time. A newer submission makes the running job's result stale.
- **Generation-tagged.** Each submission gets the purpose's next generation;
  a result is delivered (on the UI thread) only while it is still the
  purpose's newest, so no view ever shows an older edit's numbers.
- **Cancellable.** :meth:`JobRunner.cancel` drops what waits, tells the running
  job (:attr:`Job.cancelled`, :meth:`Job.check`) and drops its result.
- **Priorities.** What a person waits for and what is on screen start first;
  work ahead (:data:`Priority.AHEAD`) starts only while nothing a person waits
  for or sees waits or runs (background work such as a training run does not
  count). So on the UI thread, a turn of the event loop at a time:
  :meth:`JobRunner.in_view`'s pieces (what is on screen) run on the next
  turns, :meth:`JobRunner.when_idle`'s (work ahead) after them, once the
  person paused (every edit puts them off) and no such job runs.
- **Nothing spins forever.** Whatever a job raises, a library's
  ``BaseException`` (a tokenizers panic) included, comes back as one line
  (:attr:`JobRunner.failed` when the submitter gave no ``failed``). A
  KeyboardInterrupt or SystemExit in a job is no message: the job ends as
  cancelled (``cancelled`` is called) and the runner goes on.

The runner is QtCore only (a QObject whose queued signal brings results back to
the thread it lives on); its worker threads are daemons at the window's CPU
priority (a lower one starved the recompute on a busy machine:
:mod:`explorer.core.thread_priority`), and quitting never waits for work
nobody will see.
"""

from __future__ import annotations

import functools
import itertools
import math
import threading
import time
import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal

from explorer.app.jobs.collector import collect_on_ui_thread_only
from explorer.app.jobs.pool import IDLE_THREAD_S, Job, Priority, message_of, _Pool
from explorer.core.failures import STOPS


class _Relay(QObject):
    """One per process, owned by the application and never deleted before it:
    worker threads emit its signal, and an object a thread emits on must not be
    destroyed meanwhile on the UI thread (a runner's own relay could be, and
    that crashed). The key says which runner's outbox to empty."""

    wake = Signal(int)


_RELAY: _Relay | None = None
_RUNNERS: dict[int, weakref.ref] = {}
_KEYS = itertools.count(1)
#: What closed runners' threads let go of, dropped on the UI thread (the relay's key 0).
_GRAVEYARD: list = []
_GRAVE_LOCK = threading.Lock()


def _relay() -> _Relay:
    global _RELAY
    if _RELAY is None:
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("the job runner needs a QCoreApplication")
        _RELAY = _Relay(app)
        _RELAY.wake.connect(_dispatch, Qt.ConnectionType.QueuedConnection)
        collect_on_ui_thread_only(app)  # before the first worker thread: see .collector
    return _RELAY


def _dispatch(key: int) -> None:
    if key == 0:
        with _GRAVE_LOCK:
            dropped = _GRAVEYARD[:]
            _GRAVEYARD.clear()
        del dropped  # here, on the UI thread
        return
    ref = _RUNNERS.get(key)
    runner = ref() if ref is not None else None
    if runner is not None:
        runner._drain()


def _forget(key: int, pool: _Pool, *_destroyed: object) -> None:
    _RUNNERS.pop(key, None)
    pool.close()


def _disposer(relay: _Relay) -> Callable[[list], None]:
    def dispose(box: list) -> None:
        with _GRAVE_LOCK:
            _GRAVEYARD.extend(box)
            box.clear()  # the worker thread holds none of it now
        try:
            relay.wake.emit(0)
        except RuntimeError:
            pass  # the application is closing
    return dispose


def _waker(relay: _Relay, key: int) -> Callable[[], None]:
    def wake() -> None:
        try:
            relay.wake.emit(key)
        except RuntimeError:
            pass  # the application is closing: nobody waits
    return wake


class JobRunner(QObject):
    """Runs jobs on worker threads by purpose and priority; hands results back on its own thread."""

    #: (purpose, one-line message) for a failed job whose submitter gave no ``failed``.
    failed = Signal(str, str)
    #: Whether any job waits or runs (a busy indicator's cue).
    busy_changed = Signal(bool)

    #: At most this many worker threads; purposes beyond wait for one. Each purpose
    #: runs one job at a time, so this caps how many purposes compute at once.
    MAX_THREADS = 8
    #: An idle worker thread ends after this many seconds (a new one starts when needed).
    IDLE_THREAD_S = IDLE_THREAD_S
    #: :meth:`when_idle` pieces wait until the window was left alone this long ...
    IDLE_MS = 800
    #: ... and leave at least this long between two pieces (input and timers run between).
    PAUSE_MS = 10

    def __init__(self, parent: QObject | None = None, *, max_threads: int | None = None,
                 niceness: int | None = None):
        super().__init__(parent)
        # Worker threads post to the pool's outbox and nudge this thread through the relay.
        key = next(_KEYS)
        _RUNNERS[key] = weakref.ref(self, lambda _ref, key=key: _RUNNERS.pop(key, None))
        self._pool = _Pool(max_threads or self.MAX_THREADS, niceness, _waker(_relay(), key), _disposer(_relay()))
        # Qt may delete the runner (its window closed) while Python still holds it and a
        # wake is queued: from then on nothing is delivered to it and nothing runs.
        self.destroyed.connect(functools.partial(_forget, key, self._pool))
        self._was_busy = False
        # The UI thread's pieces, in view and ahead (see in_view, when_idle), on one timer.
        self._in_view: dict[str, Callable[[], bool]] = {}
        self._pieces: dict[str, Callable[[], bool]] = {}
        self._ahead_at = 0.0  # pieces ahead wait until then (perf_counter seconds)
        self._running: str | None = None  # the purpose whose piece runs now
        self._last_piece_ended = 0.0
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.timeout.connect(self._run_piece)

    # -- submitting ------------------------------------------------------------
    def submit(self, purpose: str, work: Callable[[Job], Any], *, priority: Priority = Priority.VISIBLE,
               done: Callable[[Any], None] | None = None, failed: Callable[[str], None] | None = None,
               progress: Callable[[Any], None] | None = None,
               cancelled: Callable[[], None] | None = None) -> Job:
        """Run ``work(job)`` off this thread as ``purpose``'s newest job.

        Then, on this (the runner's) thread, unless a newer job of the purpose came
        or it was cancelled: ``done(result)``, or ``failed(message)`` (one line) when
        it raised; ``progress(value)`` for what it reports meanwhile; ``cancelled()``
        when :meth:`cancel` or a stop ended it. Returns the job (its ``generation``
        tags it). After :meth:`shutdown` nothing runs.
        """
        pool = self._pool
        with pool.cond:
            generation = pool.generation[purpose] = pool.generation.get(purpose, 0) + 1
            job = Job(purpose, generation, Priority(priority), work, done, failed, progress, cancelled,
                      next(pool.order), _pool=pool)
            if pool.closed:
                job._cancel.set()
                return job
            replaced = pool.pending.pop(purpose, None)
            if replaced is not None:
                replaced._cancel.set()
            running = pool.running.get(purpose)
            if running is not None:
                running._cancel.set()  # stale now: it may stop early, its result is dropped
            pool.pending[purpose] = job
            pool.start_threads()
            pool.cond.notify_all()
        self._note_busy()
        self.postpone()
        return job

    def cancel(self, purpose: str) -> None:
        """Drop ``purpose``'s waiting job, tell its running one to stop, drop its result."""
        pool = self._pool
        with pool.cond:
            generation = pool.generation[purpose] = pool.generation.get(purpose, 0) + 1
            job = pool.pending.pop(purpose, None)
            running = pool.running.get(purpose)
            if running is not None:
                running._cancel.set()
                running._cancelled_at = generation  # its cancelled() comes when it ends
            pool.cond.notify_all()
        if job is not None:
            job._cancel.set()
            if job.cancelled_call is not None:
                job.cancelled_call()
        self._note_busy()

    def current(self, job: Job) -> bool:
        """Whether ``job`` is still its purpose's newest and not cancelled."""
        with self._pool.cond:
            return not job.cancelled and self._pool.generation.get(job.purpose) == job.generation

    # -- asking --------------------------------------------------------------------
    def busy(self, purpose: str | None = None, *, above: Priority | None = None) -> bool:
        """Whether a job of ``purpose`` (any, when None) waits, runs, or ended and its
        outcome is not delivered yet; ``above``: only jobs of a priority before that one count."""
        return any((purpose is None or j.purpose == purpose) and (above is None or j.priority < above)
                   for j in self._pool.jobs())

    def wait(self, purpose: str | None = None, timeout: float | None = None) -> bool:
        """Block until no job of ``purpose`` (any, when None) waits or runs; False
        when ``timeout`` ran out first. Results are not delivered (see :meth:`finish`)."""
        pool = self._pool

        def quiet() -> bool:
            return not any(purpose is None or p == purpose for p in itertools.chain(pool.pending, pool.running))

        with pool.cond:
            return pool.cond.wait_for(quiet, timeout)

    def finish(self, purpose: str | None = None, timeout: float | None = None) -> bool:
        """:meth:`wait`, then deliver what came back now, on this thread (which must be the runner's)."""
        ended = self.wait(purpose, timeout)
        self._drain()
        return ended

    def shutdown(self) -> None:
        """Drop every waiting job and tell the running ones to stop (not waited for)."""
        self._pool.close()
        self._pieces.clear()
        self._in_view.clear()
        self._idle.stop()

    @property
    def closed(self) -> bool:
        return self._pool.closed

    @property
    def threads(self) -> int:
        """How many worker threads there are now (they end after :data:`IDLE_THREAD_S` idle)."""
        with self._pool.cond:
            return self._pool.threads

    # -- the UI thread's pieces: what is on screen first, then work ahead --------------------
    def in_view(self, purpose: str, piece: Callable[[], bool]) -> None:
        """Call ``piece()`` on this thread on the next turn of the event loop, then on
        later turns while it returns True: work for what is on screen now (the step
        cards scrolled into view, new cards placed) cut into pieces, so that input and
        timers run between them. Unlike :meth:`when_idle` it waits for no pause of the
        person's and for no job, and these pieces go before any piece ahead. A newer
        piece of the same purpose replaces the older; :meth:`stop_idle` withdraws it."""
        if self.closed:
            return
        self._pieces.pop(purpose, None)
        self._in_view[purpose] = piece
        self._arm()

    def when_idle(self, purpose: str, piece: Callable[[], bool]) -> None:
        """Call ``piece()`` on this thread once the window was left alone
        :data:`IDLE_MS`, then on later turns while it returns True (the pieces of
        several purposes take turns). Put off by :meth:`postpone` (each edit) and
        while a job before :data:`Priority.BACKGROUND` waits or runs: the pieces are
        Python code that would wait for Python's lock behind that job at each of
        hundreds of Qt calls. A newer piece of the same purpose replaces the older."""
        if self.closed:
            return
        self._in_view.pop(purpose, None)
        if not self._pieces:
            self._wait_ahead()  # the first piece waits for a pause; later ones join its turns
        self._pieces[purpose] = piece
        self._arm()

    def stop_idle(self, purpose: str) -> None:
        """Withdraw ``purpose``'s piece, ahead or in view (what it would do was needed now, and done)."""
        self._pieces.pop(purpose, None)
        self._in_view.pop(purpose, None)
        if purpose == self._running:
            self._running = None  # (the piece running now is not to come again either)
        self._arm()

    def waiting_idle(self, purpose: str) -> bool:
        """Whether ``purpose`` has pieces still to come (ahead or in view)."""
        return purpose in self._pieces or purpose in self._in_view

    def postpone(self) -> None:
        """The person is at work: the pieces ahead wait until they pause again (those in view do not)."""
        if self._pieces:
            self._wait_ahead()
            self._arm()

    def _wait_ahead(self) -> None:
        self._ahead_at = time.perf_counter() + self.IDLE_MS / 1000

    def _arm(self) -> None:
        """Set the one timer for the next piece: the next turn for one in view, else when
        the pause (:data:`IDLE_MS`) and the gap after the last piece (:data:`PAUSE_MS`) allow."""
        if self._in_view:
            self._idle.start(0)  # a timer, not a queued call: waiting input and timers run first
        elif self._pieces:
            at = max(self._ahead_at, self._last_piece_ended + self.PAUSE_MS / 1000)
            self._idle.start(max(0, math.ceil((at - time.perf_counter()) * 1000)))
        else:
            self._idle.stop()

    def _run_piece(self) -> None:
        if self._in_view:
            self._run(self._in_view)
        elif self._pieces:
            if self.busy(above=Priority.BACKGROUND):
                self._wait_ahead()  # a thread works for the window: later
            elif time.perf_counter() >= max(self._ahead_at, self._last_piece_ended + self.PAUSE_MS / 1000):
                self._run(self._pieces)
            # (else the timer fired early, or a caller came before it: it is set again)
        self._arm()

    def _run(self, pieces: dict[str, Callable[[], bool]]) -> None:
        """Run the first of ``pieces`` once; while it has more to do it goes to the back (the purposes take turns)."""
        purpose, piece = next(iter(pieces.items()))
        del pieces[purpose]
        self._running = purpose
        try:
            more = bool(piece())
        except STOPS:
            raise
        except BaseException as err:  # noqa: BLE001 - one line, and the other pieces go on
            more = False
            self.failed.emit(purpose, message_of(err))
        finally:
            withdrawn, self._running = self._running is None, None
        self._last_piece_ended = time.perf_counter()
        # Not when it was withdrawn while it ran, nor replaced by a newer piece (which stays).
        if more and not withdrawn and purpose not in self._pieces and purpose not in self._in_view:
            pieces[purpose] = piece

    # -- results, on this thread -----------------------------------------------------------
    def _drain(self) -> None:
        pool = self._pool
        with pool.cond:
            outbox, pool.outbox = pool.outbox, []
            pool.wake_pending = False  # what comes after this wakes the UI thread again
        for job, kind, value in outbox:
            try:
                if job._cancelled_at is not None and kind != "progress":
                    # Cancelled by cancel() or a stop: heard once, and only while no newer
                    # job of its purpose came (whose progress it would otherwise hide).
                    with pool.cond:
                        newest = pool.generation.get(job.purpose) == job._cancelled_at
                    if newest and job.cancelled_call is not None:
                        job.cancelled_call()
                elif kind == "cancelled" or not self.current(job):
                    continue  # stale: a newer job of its purpose came, or it was cancelled
                elif kind == "progress":
                    if job.progress is not None:
                        job.progress(value)
                elif kind == "done":
                    if job.done is not None:
                        job.done(value)
                elif job.failed is not None:
                    job.failed(value)
                else:
                    self.failed.emit(job.purpose, value)
            except STOPS:
                raise
            except BaseException as err:  # noqa: BLE001 - a callback's failure is a message too
                self.failed.emit(job.purpose, message_of(err))
        self._note_busy()

    def _note_busy(self) -> None:
        busy = self.busy()
        if busy != self._was_busy:
            self._was_busy = busy
            self.busy_changed.emit(busy)
        if not busy and self._pieces and not self._idle.isActive():
            self._wait_ahead()
            self._arm()
