"""The app runs BLAS on one thread (explorer/core/threads.py)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from threadpoolctl import threadpool_info, threadpool_limits

from explorer.core.threads import APP_BLAS_THREADS, blas_threads, limit_blas_threads


def _counts() -> list[int]:
    return [i["num_threads"] for i in threadpool_info() if i.get("user_api") == "blas"]


def test_limit_blas_threads_limits_the_loaded_blas_and_says_so():
    before = _counts()
    assert before, "NumPy's BLAS should be visible to threadpoolctl"
    try:
        threadpool_limits(2, user_api="blas")  # as if the machine had more cores
        assert limit_blas_threads() == APP_BLAS_THREADS == 1
        assert _counts() == [1] * len(before)
        assert blas_threads() == 1
        # And the products still compute (one thread, same numbers).
        a = np.arange(64.0).reshape(8, 8)
        assert np.allclose(a @ np.eye(8), a)
    finally:
        threadpool_limits(max(before), user_api="blas")


def test_the_limit_holds_in_a_fresh_process_where_numpy_was_not_loaded_yet():
    # threadpoolctl limits only libraries already loaded: the function loads
    # NumPy itself first, so a call at the very start of the app still works.
    import os
    import subprocess
    import sys

    code = ("import sys; from explorer.core.threads import limit_blas_threads; "
            "assert 'numpy' not in sys.modules; print(limit_blas_threads())")
    env = {**os.environ, "OPENBLAS_NUM_THREADS": "", "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert out.stdout.strip() == "1"
