"""A background busy process on some cores: a laptop with a browser open.

``--load N`` in the benchmarks starts N processes that spin in pure Python
(no BLAS, no allocation), each pinned to its own core where the platform
allows, for as long as the measurement runs.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from typing import Iterator

SPIN = "import os, sys\n" \
       "cpu = int(sys.argv[1])\n" \
       "try:\n    os.sched_setaffinity(0, {cpu})\nexcept (AttributeError, OSError):\n    pass\n" \
       "x = 0\nwhile True:\n    x = (x + 1) % 1000003\n"


@contextlib.contextmanager
def busy(processes: int) -> Iterator[None]:
    """Run ``processes`` busy loops (on cores 0, 1, …) while the block runs."""
    cpus = os.cpu_count() or 1
    started = [subprocess.Popen([sys.executable, "-c", SPIN, str(k % cpus)]) for k in range(processes)]
    try:
        yield
    finally:
        for process in started:
            process.kill()
            process.wait()
