"""A worker thread's lower CPU priority (no Qt).

The job runner's threads (:mod:`explorer.app.jobs`) run below the thread that
started them, so that painting and input get the cores first.
"""

from __future__ import annotations

import os
import sys
import threading

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
