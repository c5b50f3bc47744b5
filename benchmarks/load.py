"""A background busy process on some cores: a laptop with a browser open.

``--load N`` in the benchmarks starts N processes that spin in pure Python
(no BLAS, no allocation) for as long as the measurement runs, each pinned to
its own core where the platform allows; with ``--unpinned`` the scheduler
places them, as it places a browser's threads on a laptop (a pinned process
leaves the other core wholly to the app, which a busy laptop does not).
``--worker-niceness K`` runs the app's job threads at K above the window's
(default: the app's own, :data:`explorer.core.thread_priority.NICENESS_INCREMENT`),
to decide the worker's priority by measurement.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import subprocess
import sys
from typing import Iterator

SPIN = "import os, sys\n" \
       "cpu = int(sys.argv[1])\n" \
       "try:\n    cpu < 0 or os.sched_setaffinity(0, {cpu})\nexcept (AttributeError, OSError):\n    pass\n" \
       "x = 0\nwhile True:\n    x = (x + 1) % 1000003\n"


@contextlib.contextmanager
def busy(processes: int, pinned: bool = True) -> Iterator[None]:
    """Run ``processes`` busy loops (pinned to cores 0, 1, … unless ``pinned`` is False) while the block runs."""
    cpus = os.cpu_count() or 1
    started = [subprocess.Popen([sys.executable, "-c", SPIN, str(k % cpus if pinned else -1)])
               for k in range(processes)]
    try:
        yield
    finally:
        for process in started:
            process.kill()
            process.wait()


def add_options(parser: argparse.ArgumentParser) -> None:
    """--load N, --unpinned and --worker-niceness K."""
    parser.add_argument("--load", type=int, default=0,
                        help="busy background processes during the measurement (one core each, unless --unpinned)")
    parser.add_argument("--unpinned", action="store_true", help="let the scheduler place the busy processes")
    parser.add_argument("--worker-niceness", type=int, default=None,
                        help="the job threads' niceness above the window's (default: the app's)")


def apply_options(args: argparse.Namespace) -> str:
    """Set the worker's niceness as asked (before any job thread starts); the header's words for the load."""
    from explorer.core import thread_priority

    if args.worker_niceness is not None:
        thread_priority.lower_priority.__defaults__ = (args.worker_niceness,)
    niceness = thread_priority.lower_priority.__defaults__[0]
    where = "unpinned" if args.unpinned else "pinned"
    return f"background load {args.load} ({where}) · worker niceness +{niceness}"
