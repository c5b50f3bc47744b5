"""A widget's jobs and work ahead on the window's runner end with the widget; a panel
the window's first paint does not show is made when first needed, or ahead.

The runner (:class:`explorer.app.jobs.JobRunner`) belongs to the document and
outlives the widgets that ask it for work. A job's callbacks and a piece of
work ahead call into the widget that asked: when that widget is deleted first
(a panel closed on its own, a test's panel beside a document that lives on),
its job is cancelled and its pieces withdrawn, so nothing calls into a deleted
widget. Inside a window the document, a child created first, is deleted before
the widgets: then the runner is gone already and there is nothing to end.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QObject

from explorer.app.jobs import JobRunner

T = TypeVar("T")


def cancel_with(owner: QObject, jobs: JobRunner, purpose: str) -> None:
    """Cancel ``purpose``'s job when ``owner`` is destroyed (its callbacks call into it)."""
    owner.destroyed.connect(lambda *_args: _end(jobs.cancel, purpose))


def work_ahead(owner: QObject, jobs: JobRunner, purpose: str, piece: Callable[[], bool]) -> None:
    """``jobs.when_idle(purpose, piece)``, withdrawn when ``owner`` is destroyed."""
    jobs.when_idle(purpose, piece)
    withdraw_with(owner, jobs, purpose)


def withdraw_with(owner: QObject, jobs: JobRunner, purpose: str) -> None:
    """Withdraw ``purpose``'s pieces (ahead or in view) when ``owner`` is destroyed (they call into it)."""
    owner.destroyed.connect(lambda *_args: _end(jobs.stop_idle, purpose))


def _end(end: Callable[[str], None], purpose: str) -> None:
    try:
        end(purpose)
    except RuntimeError:
        pass  # the runner was deleted first (its document, in a window): nothing is left to end


class MadeAhead(Generic[T]):
    """What ``make()`` returns, made the first time it is asked for, or else ahead once the
    window is left alone (``purpose``'s piece of work ahead, withdrawn with ``owner``): a
    panel behind another tab costs the start nothing, and its first raise what it did
    when it was made with the window."""

    def __init__(self, owner: QObject, jobs: JobRunner, purpose: str, make: Callable[[], T]) -> None:
        self._jobs = jobs
        self._purpose = purpose
        self._make = make
        self._made: T | None = None
        work_ahead(owner, jobs, purpose, self._ahead)

    @property
    def made(self) -> bool:
        """Whether it was made."""
        return self._made is not None

    def get(self) -> T:
        """It, made now if it was not yet."""
        if self._made is None:
            self._jobs.stop_idle(self._purpose)
            self._made = self._make()
        return self._made

    def _ahead(self) -> bool:
        self.get()
        return False  # nothing more to do ahead
