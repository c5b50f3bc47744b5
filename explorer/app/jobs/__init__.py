"""The one job runner: every computation the window does off its own thread
(:mod:`.runner` says what it promises, :mod:`.pool` runs the threads).

:class:`JobRunner` is a QObject and is imported when first asked for, so the
policy (:func:`inline`, :class:`Priority`) stays importable where Qt is not.
"""

from explorer.app.jobs.pool import INLINE_WORK, Job, JobCancelled, Priority, inline

__all__ = ["INLINE_WORK", "Job", "JobCancelled", "JobRunner", "Priority", "inline"]


def __getattr__(name: str):
    if name == "JobRunner":
        from explorer.app.jobs.runner import JobRunner

        return JobRunner
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
