"""A worker thread's CPU priority relative to the window's (no Qt).

The job runner's threads (:mod:`explorer.app.jobs`) used to run 10 below the
thread that started them, so that painting and input would get the cores
first. Measured on a 2-core machine with other programs busy and free to move
between the cores (as on a laptop), that starved the recompute: at 4096
tokens an edit took 0.13–2.3 s (p50 up to 1.7 s with two busy programs),
against 0.12–0.42 s at the window's own priority, whose UI stalls were no
longer (benchmarks/README.md, "The worker's priority"). The window's thread
sleeps between events and the scheduler favours a thread that wakes, so it
keeps its turns without a lower worker. So the increment is 0; the mechanism
stays for a person who wants it (``JobRunner(niceness=…)``).
"""

from __future__ import annotations

import os
import sys
import threading

#: How much lower than its parent the worker runs (niceness added, capped at 19): none.
NICENESS_INCREMENT = 0
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
