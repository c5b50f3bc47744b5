"""How many threads the app lets BLAS use: one.

OpenBLAS starts one thread per core and its thread count is one setting for
the whole process, so the worker's big products and the UI thread's small
ones share it. Measured side by side on the 2-core development machine
(benchmarks/bench_threads.py, README "Speed"): one thread is 5× faster for
an edit at n = 512 (the pool's hand-over costs more than the product) and,
with another program holding a core, 1.6–1.7× faster at n = 512 and 4096
(level at 2048); all cores win only on a quiet machine from n = 2048, by
6–18 %. The worker also runs at a
lower priority so that painting gets the cores first, which OpenBLAS's own
threads (started at normal priority) would undo. So the app runs BLAS on the
calling thread only.
"""

from __future__ import annotations

import sys

#: BLAS threads in the app (see the module's docstring for why one).
APP_BLAS_THREADS = 1


def limit_blas_threads(threads: int = APP_BLAS_THREADS) -> int | None:
    """Limit the BLAS libraries NumPy loaded to ``threads`` for the rest of the
    process; returns the BLAS thread count now in force (None: no BLAS found,
    or threadpoolctl missing, and nothing changed).

    NumPy is imported first on purpose: threadpoolctl limits only the
    libraries already loaded, so a limit set before NumPy loads OpenBLAS
    limits nothing."""
    import numpy  # noqa: F401 - loads OpenBLAS, so there is something to limit

    try:
        from threadpoolctl import threadpool_info, threadpool_limits
    except ImportError:  # an install without it: BLAS keeps its default
        return None
    threadpool_limits(threads, user_api="blas")
    counts = [i.get("num_threads") for i in threadpool_info() if i.get("user_api") == "blas"]
    return max(counts) if counts else None


def blas_threads() -> int | None:
    """The BLAS thread count in force now (None when unknown)."""
    if "numpy" not in sys.modules:
        return None
    try:
        from threadpoolctl import threadpool_info
    except ImportError:
        return None
    counts = [i.get("num_threads") for i in threadpool_info() if i.get("user_api") == "blas"]
    return max(counts) if counts else None
