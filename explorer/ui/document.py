"""The document: the current session, its undo stack, and the current trace.

Every change goes through :meth:`Document.apply` (or :meth:`Document.edit`),
which records one undo command and emits :attr:`Document.changed` once. The
trace is recomputed once per change by the one pipeline, and views repaint
from :attr:`Document.trace`. Widgets never mutate each other.
"""

from __future__ import annotations

import os
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Callable, Iterable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from explorer.core.backend import Backend, numpy_backend
from explorer.core.pipeline import PRECISIONS, run
from explorer.core.session import Session
from explorer.core.trace import Trace, step_key

#: A picture a view draws: (step id, at most this many cells a side, "max" or "mean").
Picture = tuple[str, int, str]


#: Niceness of the recompute thread: when the cores are busy, the UI thread
#: (painting, input) gets them first and the worker takes what is left.
WORKER_NICENESS = 10


def _lower_thread_priority() -> None:
    """Lower the calling thread's CPU priority (Linux: niceness is per thread)."""
    if sys.platform.startswith("linux"):
        try:
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), WORKER_NICENESS)
        except OSError:
            pass  # not allowed here: the worker simply keeps the default priority


def _checked_precision(name: str) -> str:
    if name not in PRECISIONS:
        raise ValueError(f"precision must be one of {', '.join(PRECISIONS)}, not {name!r}")
    return name


class _SessionCommand(QUndoCommand):
    """Swap between two whole sessions. Sessions are immutable and share the
    arrays an edit did not touch, so keeping both costs only the changed matrix."""

    def __init__(self, document: Document, before: Session, after: Session, text: str, merge_id: int = -1):
        super().__init__(text)
        self._document = document
        self._before = before
        self._after = after
        self._merge_id = merge_id

    def id(self) -> int:  # noqa: A003 - Qt's name
        return self._merge_id

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        # Consecutive edits of one kind (e.g. typing a token label) fold into one step.
        if other.id() != self._merge_id or self._merge_id < 0:
            return False
        self._after = other._after  # type: ignore[attr-defined]
        return True

    def redo(self) -> None:
        self._document._set(self._after)

    def undo(self) -> None:
        self._document._set(self._before)


class Document(QObject):
    """Holds the session; the only place that changes it."""

    #: Emitted once after every change (edit, undo, redo, load), after the trace is recomputed.
    changed = Signal()
    #: Emitted when the file name or the saved/unsaved state changes.
    file_state_changed = Signal()
    #: True while a recompute runs off the UI thread, False when its trace lands.
    busy_changed = Signal(bool)
    #: A recompute failed (e.g. out of memory); the message is for the status bar.
    compute_failed = Signal(str)
    # Internal: a worker's finished trace, delivered on the UI thread.
    _trace_ready = Signal(int, object)

    #: Sessions whose attention costs more multiply-adds than this are
    #: recomputed off the UI thread. 64 M is n = 512 at d = 64: about 5 ms on
    #: one core (benchmarks/bench_compute.py), well inside a frame, where a
    #: worker's hand-over cost more than the work (bench_ui.py: p50 34 ms).
    ASYNC_WORK = 64_000_000

    def __init__(self, session: Session, backend: Backend | None = None, dtype: str = "auto",
                 parent: QObject | None = None):
        super().__init__(parent)
        self.backend = backend or numpy_backend()
        self.dtype = _checked_precision(dtype)
        self.scale = True
        self.temperature = 1.0
        # Pictures (Step.preview) the views will draw, by view: the worker makes
        # them with the trace, so that showing a long sequence costs the UI
        # thread no n × m pass. See want_pictures.
        self._pictures: dict[str, tuple[Picture, ...]] = {}
        self.undo_stack = QUndoStack(self)
        # A bound method (not a lambda) so Qt disconnects it when the document dies.
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self.path: Path | None = None
        self._generation = 0
        self._busy = False
        self._executor: ThreadPoolExecutor | None = None
        self._trace_ready.connect(self._on_trace_ready)
        self._session = session
        self._trace = self._compute(session)

    # -- reading -------------------------------------------------------------
    @property
    def session(self) -> Session:
        return self._session

    @property
    def trace(self) -> Trace:
        return self._trace

    @property
    def busy(self) -> bool:
        """True while the shown trace is older than the session (a recompute is running)."""
        return self._busy

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    # -- changing ------------------------------------------------------------
    def apply(self, after: Session, text: str, merge_id: int = -1) -> None:
        """Make ``after`` the session as one undoable step named ``text``."""
        if after is self._session or after.equals(self._session):
            return
        self.undo_stack.push(_SessionCommand(self, self._session, after, text, merge_id))

    def edit(self, change: Callable[[Session], Session], text: str) -> None:
        """Apply ``change(session)``; exceptions (SessionError) propagate and change nothing."""
        self.apply(change(self._session), text)

    def reset(self, session: Session, path: Path | None = None) -> None:
        """Replace the whole document (open a file): the undo history starts again."""
        self.undo_stack.clear()
        self.path = path
        self._set(session)
        self.undo_stack.setClean()
        self.file_state_changed.emit()

    def mark_saved(self, path: Path) -> None:
        self.path = path
        self.undo_stack.setClean()
        self.file_state_changed.emit()

    def set_options(self, *, scale: bool | None = None, temperature: float | None = None,
                    dtype: str | None = None) -> None:
        """View options of the computation (not part of the session, so not undoable)."""
        if scale is not None:
            self.scale = scale
        if temperature is not None:
            self.temperature = temperature
        if dtype is not None:
            self.dtype = _checked_precision(dtype)
        self._set(self._session)

    def want_pictures(self, view: str, pictures: Iterable[Picture]) -> None:
        """What ``view`` will draw from each trace: (step id, max side, how) for
        :meth:`Step.preview`, for every head. Replaces that view's earlier wish;
        an empty one (a hidden view) withdraws it."""
        self._pictures[view] = tuple(pictures)

    def wanted_pictures(self) -> set[Picture]:
        return {picture for pictures in self._pictures.values() for picture in pictures}

    def _on_clean_changed(self, _clean: bool) -> None:
        self.file_state_changed.emit()

    def _compute(self, session: Session) -> Trace:
        return run(session, self.backend, self.dtype, scale=self.scale, temperature=self.temperature)

    @staticmethod
    def work(session: Session) -> int:
        """Rough multiply-add count of one run (what decides sync or async)."""
        heads = len(session.heads)
        return heads * (session.n * session.m * (session.d_k + session.d_v)
                        + (session.n + session.m) * session.d_model * (session.d_k + session.d_v))

    def _set(self, session: Session) -> None:
        self._session = session
        self._generation += 1
        if self.work(session) <= self.ASYNC_WORK:
            self._trace = self._compute(session)
            self._set_busy(False)
            self.changed.emit()
            return
        # Large: compute in a worker, tagged with this generation; the views
        # keep the previous trace (and a busy indicator) until it lands.
        generation = self._generation
        options = (self.dtype, self.scale, self.temperature, frozenset(self.wanted_pictures()))
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="attention-recompute",
                                                initializer=_lower_thread_priority)
        self._set_busy(True)
        self.changed.emit()
        self._executor.submit(self._compute_async, generation, session, options)

    def _compute_async(self, generation: int, session: Session,
                       options: tuple[str, bool, float, frozenset[Picture]]) -> None:
        if generation != self._generation:
            return  # a newer edit came in while this waited: skip the stale work
        dtype, scale, temperature, pictures = options
        try:
            trace = run(session, self.backend, dtype, scale=scale, temperature=temperature)
            # The views' pictures are reduced here, off the UI thread.
            for step_id, side, how in sorted(pictures):
                for head in range(trace.n_heads):
                    key = step_key(step_id, head)
                    if key in trace:
                        trace.get(key).preview(side, how)
        except Exception as err:  # noqa: BLE001 - delivered to the UI thread as a message
            trace = err
        self._trace_ready.emit(generation, trace)

    def _on_trace_ready(self, generation: int, trace: object) -> None:
        if generation != self._generation:
            return  # stale: an older edit's result is dropped, never shown
        if isinstance(trace, Exception):
            self.compute_failed.emit(str(trace))
            self._set_busy(False)
            return
        self._trace = trace  # type: ignore[assignment]
        self._set_busy(False)
        self.changed.emit()

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    def wait_idle(self) -> None:
        """Block until queued recomputes finished (for the command line and tests)."""
        if self._executor is not None:
            self._executor.submit(lambda: None).result()
