"""The document: the session being edited, its undo stack, and the published snapshot.

Every change goes through :meth:`Document.apply` (or :meth:`Document.edit`),
which records one undo command. The edited session is :attr:`Document.session`
at once (the editors show what was typed); the views draw only from
:attr:`Document.snapshot`, which :attr:`Document.changed` hands them: a
session together with the trace computed from it. While a long sequence
recomputes in the worker the views keep the last snapshot (and the window
shows a busy indicator), so no view ever explains a trace with another
edit's numbers.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from explorer.core.allocator import release_free_pages
from explorer.core.backend import Backend, numpy_backend
from explorer.core.io.budget import budget_key, check_session
from explorer.core.session import Session, SessionError
from explorer.core.wording import translate
from explorer.app.jobs import Job, JobRunner, Priority, inline
from explorer.app.snapshot import (ComputeOptions, Picture, Snapshot, Wants, complete_snapshot, make_snapshot,
                                     missing, pictures_missing, stats_on_demand)

__all__ = ["Document", "MergeId", "NotSettled", "Picture", "Refused", "Rule"]

#: A rule every edit must pass: ``rule(before, after)`` gives one line saying why the
#: change is refused (an exercise's locked cell), or None to let it through.
Rule = Callable[[Session, Session], "str | None"]


class MergeId:
    """Undo merge ids: consecutive edits with one of these fold into one undo step."""

    TOKEN_LABEL = 1
    #: The Train panel's steps of one run (merge key: the run's number).
    TRAINING = 2
    #: The frames of one Show solution animation (merge key: the animation's number).
    SOLUTION = 3


class Refused(SessionError):
    """An edit a rule of the document refused (:meth:`Document.add_rule`); nothing changed.
    ``str(err)`` is the rule's one line."""

    def __init__(self, message: str):
        super().__init__("", message)


class NotSettled(RuntimeError):
    """The edited session has no trace: its recompute failed (the message says why)."""


def _sizes(session: Session) -> tuple:
    # What the memory estimate depends on, the variants included (a window or ALiBi costs memory too).
    return budget_key(session)


class _SessionCommand(QUndoCommand):
    """Swap between two whole sessions. Sessions are immutable and share the
    arrays an edit did not touch, so keeping both costs only the changed matrix."""

    def __init__(self, document: Document, before: Session, after: Session, text: str, merge_id: int = -1,
                 merge_key: object = None):
        super().__init__(text)
        self._document = document
        self._before = before
        self._after = after
        self._merge_id = merge_id
        self._merge_key = merge_key

    def id(self) -> int:  # noqa: A003 - Qt's name
        return self._merge_id

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        # Consecutive edits of one kind and place (typing one token's label)
        # fold into one step; Qt calls this only for equal non-negative ids.
        if other.id() != self._merge_id or self._merge_id < 0 or other._merge_key != self._merge_key:  # type: ignore[attr-defined]
            return False
        self._after = other._after  # type: ignore[attr-defined]
        return True

    def redo(self) -> None:
        self._document._set(self._after)

    def undo(self) -> None:
        self._document._set(self._before)


class Document(QObject):
    """Holds the session; the only place that changes it, and the one that publishes snapshots."""

    #: A new snapshot (session and trace together) was published; it is the argument.
    changed = Signal(object)
    #: The edited session changed (edit, undo, redo, load): the editors follow at once.
    session_changed = Signal()
    #: Emitted when the file name or the saved/unsaved state changes.
    file_state_changed = Signal()
    #: True while a recompute runs off the UI thread, False when its snapshot lands (or fails).
    busy_changed = Signal(bool)
    #: A recompute failed (e.g. out of memory); the message is for the status bar.
    compute_failed = Signal(str)
    #: The published snapshot got what a view asked for after it was made (the
    #: row statistics of a panel raised later), same trace; it is the argument.
    completed = Signal(object)
    #: The job runner's purpose under which recomputes (and completions) run.
    RECOMPUTE = "recompute"

    def __init__(self, session: Session, backend: Backend | None = None, dtype: str = "auto",
                 parent: QObject | None = None, jobs: JobRunner | None = None):
        super().__init__(parent)
        #: The window's one job runner: the recompute runs on it, and every view's off-thread work too.
        self.jobs = jobs if jobs is not None else JobRunner(self)
        self.backend = backend or numpy_backend()
        self.options = ComputeOptions(dtype)
        # What the open views will draw, by view: made with each snapshot (in
        # the worker for long sequences). See want_pictures / want_stats.
        self._pictures: dict[str, tuple[Picture, ...]] = {}
        self._stats: set[str] = set()
        # The same wishes as one immutable value: the worker reads it when a job
        # starts and again when it ends (a panel raised meanwhile is served).
        self._wants = Wants()
        self.undo_stack = QUndoStack(self)
        # A bound method (not a lambda) so Qt disconnects it when the document dies.
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self.path: Path | None = None
        self._generation = 0
        #: The generation whose snapshot the worker is completing (see :attr:`completing`).
        self._completing: int | None = None
        self._busy = False
        #: Why the edited session has no snapshot (None when it has one).
        self.failure: str | None = None
        self._session = session
        self._rules: list[Rule] = []
        self._snapshot = make_snapshot(session, self.backend, self.options, 0, self._wants)

    # -- reading -------------------------------------------------------------
    @property
    def session(self) -> Session:
        """The session being edited (what new edits start from and what Save writes)."""
        return self._session

    @property
    def snapshot(self) -> Snapshot:
        """The last published state: what every view draws."""
        return self._snapshot

    @property
    def trace(self):  # -> Trace; the published snapshot's
        return self._snapshot.trace

    @property
    def dtype(self) -> str:
        return self.options.dtype

    @property
    def scale(self) -> bool:
        return self.options.scale

    @property
    def temperature(self) -> float:
        return self.options.temperature

    @property
    def busy(self) -> bool:
        """True while the published snapshot is older than the session (a recompute is running)."""
        return self._busy

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    # -- changing ------------------------------------------------------------
    def apply(self, after: Session, text: str, merge_id: int = -1, merge_key: object = None) -> None:
        """Make ``after`` the session as one undoable step named ``text``.

        A session whose trace would not fit the memory budget is refused
        (BudgetError, a SessionError) and nothing changes: every way to new
        sizes (a spin box, a paste, an import, a generator) meets this one check.
        So is one a rule refuses (:class:`Refused`, also a SessionError).
        """
        if after is self._session or after.equals(self._session):
            return
        for rule in self._rules:
            why = rule(self._session, after)
            if why is not None:
                raise Refused(why)
        if _sizes(after) != _sizes(self._session):
            check_session(after, self.options.dtype, what=translate("Document", "this change"))
        self.undo_stack.push(_SessionCommand(self, self._session, after, text, merge_id, merge_key))

    def add_rule(self, rule: Rule) -> None:
        """Ask ``rule`` before every :meth:`apply` (undo, redo and :meth:`reset` are not asked:
        they go back to, or replace, what was)."""
        self._rules.append(rule)

    def edit(self, change: Callable[[Session], Session], text: str) -> None:
        """Apply ``change(session)``; exceptions (SessionError) propagate and change nothing."""
        self.apply(change(self._session), text)

    def reset(self, session: Session, path: Path | None = None) -> None:
        """Replace the whole document (open a file, start a new one): the undo history starts again."""
        self.undo_stack.clear()
        self.path = path
        self._set(session)
        self.undo_stack.setClean()
        self.file_state_changed.emit()

    def untitle(self) -> None:
        """Forget the file name, so Save asks for one (a course's exercise opened in place of
        a file must not be saved over it)."""
        if self.path is not None:
            self.path = None
            self.file_state_changed.emit()

    def saved_session(self) -> Session | None:
        """The session as it was opened or last saved (the undo stack's clean state), or None
        when no undo step leads back to it any more."""
        stack, clean = self.undo_stack, self.undo_stack.cleanIndex()
        if clean < 0:
            return None
        if clean == stack.index():
            return self._session
        if clean == 0:
            return stack.command(0)._before  # type: ignore[union-attr]
        return stack.command(clean - 1)._after  # type: ignore[union-attr]

    def mark_saved(self, path: Path) -> None:
        self.path = path
        self.undo_stack.setClean()
        self.file_state_changed.emit()

    def set_options(self, *, scale: bool | None = None, temperature: float | None = None,
                    dtype: str | None = None) -> None:
        """View options of the computation (not part of the session, so not undoable).

        A precision in which the session would not fit is refused (BudgetError)."""
        o = self.options
        if dtype is not None and dtype != o.dtype:
            check_session(self._session, dtype, what=translate("Document", "this session in {precision}")
                          .format(precision=dtype))
        options = ComputeOptions(o.dtype if dtype is None else dtype, o.scale if scale is None else scale,
                                 o.temperature if temperature is None else float(temperature))
        if options != o:
            self.options = options
            self._set(self._session)

    def want_pictures(self, view: str, pictures: Iterable[Picture], *, complete: bool = False) -> None:
        """What ``view`` will draw from each snapshot: (step id, max side, how) for
        :meth:`Step.preview`, for every head. Replaces that view's earlier wish;
        an empty one (a hidden view) withdraws it. ``complete``: a long sequence's
        snapshot on screen that lacks them gets them from the worker
        (:attr:`completing` meanwhile, then :attr:`completed`), not from the UI thread."""
        self._pictures[view] = tuple(pictures)
        self._update_wants()
        if complete:
            self._complete()

    @property
    def completing(self) -> bool:
        """True while the worker makes what the views want for the snapshot on screen."""
        return self._completing == self._generation == self._snapshot.generation

    def want_stats(self, view: str, wanted: bool) -> None:
        """Whether ``view`` draws the row statistics (made with each snapshot while
        wanted). Wanted for a long sequence's snapshot that lacks them, they are
        made in the worker and :attr:`completed` hands the snapshot over."""
        (self._stats.add if wanted else self._stats.discard)(view)
        self._update_wants()
        if wanted:
            self._complete()

    def wants(self) -> Wants:
        return self._wants

    def _update_wants(self) -> None:
        self._wants = Wants.of((p for pictures in self._pictures.values() for p in pictures), bool(self._stats))

    def wanted_pictures(self) -> set[Picture]:
        return set(self.wants().pictures)

    def _on_clean_changed(self, _clean: bool) -> None:
        self.file_state_changed.emit()

    @staticmethod
    def work(session: Session) -> int:
        """Rough multiply-add count of one run (what decides in line or in the worker)."""
        heads = len(session.heads)
        return heads * (session.n * session.m * (session.d_k + session.d_v)
                        + (session.n + session.m) * session.d_model * (session.d_k + session.d_v))

    def _set(self, session: Session) -> None:
        self._session = session
        self._generation += 1
        generation = self._generation
        self.jobs.postpone()  # the person is at work: work ahead waits until they pause
        self.session_changed.emit()
        if inline(self.work(session)):
            try:
                snapshot = make_snapshot(session, self.backend, self.options, generation, self._wants)
            except (MemoryError, ValueError) as err:
                self._fail(str(err) or type(err).__name__)
                return
            self._publish(snapshot)
            return
        # Large: the runner computes the snapshot, tagged with this generation;
        # the views keep the last one (and the busy indicator) until it lands.
        backend, options = self.backend, self.options

        def recompute(job: Job) -> Snapshot:
            release_free_pages()  # the last trace's holes (explorer/core/allocator.py), before this one's peak
            # job.check: a newer edit, or the window closed: stop between the pieces of work.
            result = make_snapshot(session, backend, options, generation, self._wants, job.check)
            return complete_snapshot(result, self._wants, job.check)  # what a view asked for while it computed

        self._set_busy(True)
        self.jobs.submit(self.RECOMPUTE, recompute, priority=Priority.VISIBLE,
                         done=lambda snapshot: self._on_ready(generation, snapshot),
                         failed=lambda message: self._on_ready(generation, message))

    def _complete(self) -> None:
        """Make what the views now want and the published snapshot lacks, on the
        runner (a long sequence's row statistics: 0.1 s a head at 4096 tokens).
        Nothing while a recompute runs (its job serves the new wish when it
        ends) and nothing for a stale snapshot: a newer edit drops the job."""
        snapshot, wants, generation = self._snapshot, self._wants, self._generation
        if (self._busy or self.jobs.closed or snapshot.generation != generation or stats_on_demand(snapshot)
                or not (missing(snapshot, wants) or pictures_missing(snapshot, wants))):
            return
        if self._completing == generation:
            return  # one job at a time: when it lands, what is still missing is asked for again
        self._completing = generation
        self.jobs.submit(self.RECOMPUTE, lambda job: complete_snapshot(snapshot, self._wants, job.check),
                         priority=Priority.VISIBLE,
                         done=lambda completed: self._on_ready(generation, completed),
                         failed=lambda message: self._on_ready(generation, message))

    def _on_ready(self, generation: int, outcome: Snapshot | str) -> None:
        """On the UI thread: the runner's result for ``generation`` (a snapshot, or why it failed)."""
        if self._completing == generation:
            self._completing = None
        if generation != self._generation:
            return  # stale: an older edit's result is dropped, never shown
        if isinstance(outcome, str):
            if self._snapshot.generation == generation:  # a completion failed: the trace stays
                self.compute_failed.emit(outcome)
                return
            self._fail(outcome)
            return
        if outcome.trace is self._snapshot.trace:  # the same trace, completed
            self._snapshot = outcome
            self._complete()  # what was wished for while it ran (first: the views then wait for it)
            self.completed.emit(outcome)
            return
        self._publish(outcome)

    def _publish(self, snapshot: Snapshot) -> None:
        self._snapshot = snapshot
        self.failure = None
        self._set_busy(False)
        self.changed.emit(snapshot)

    def _fail(self, message: str) -> None:
        self.failure = message
        self._set_busy(False)
        self.compute_failed.emit(message)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    def settled(self) -> Snapshot:
        """The snapshot of the edited session itself, waiting for a running
        recompute if need be (exports and the clipboard write the current state,
        never a stale one). NotSettled when the last recompute failed."""
        if self._busy:
            self.jobs.finish(self.RECOMPUTE)
        if self._snapshot.session is not self._session:
            raise NotSettled(translate("Document", "the last change could not be computed ({why}); undo it or "
                                           "change the session, then try again")
                             .format(why=self.failure or translate("Document", "no result")))
        return self._snapshot

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Block until queued recomputes finished (their results arrive on the event loop); False on timeout."""
        return self.jobs.wait(self.RECOMPUTE, timeout)

    def close(self) -> None:
        """Stop the runner: running work is not waited for, waiting work is dropped."""
        self.jobs.shutdown()
