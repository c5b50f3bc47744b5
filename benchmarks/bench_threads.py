"""BLAS threads: one against all cores, for the app's big and small products.

    python benchmarks/bench_threads.py [--sizes 2,64,512,2048,4096] [--load 1]

For each n (d_model = d_k = d_v = 64, one head, self-attention, the app's
automatic precision) it times ``explorer.core.attention.pipeline.run`` plus reading the
weights (what an edit costs before painting), once with OpenBLAS limited to
one thread and once with all of them, interleaved, medians. ``--load 1``
keeps one core busy with another process meanwhile (a laptop with a browser
open). The app limits BLAS to what this table says is better
(explorer/core/threads.py).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

import numpy as np  # noqa: F401 - loaded first: threadpoolctl limits only libraries already loaded
from threadpoolctl import threadpool_info, threadpool_limits

import checkout  # noqa: E402,F401 - benchmarks/checkout.py: the code measured (PYTHONPATH first)

from load import busy  # noqa: E402 - benchmarks/load.py, beside this script
from explorer.core.generate import random_session  # noqa: E402
from explorer.core.attention.pipeline import run  # noqa: E402

REPEATS = {2: 200, 64: 100, 512: 30, 1024: 15, 2048: 9, 4096: 5, 8192: 3}


def blas_threads() -> int:
    return max((i.get("num_threads") or 0 for i in threadpool_info() if i.get("user_api") == "blas"), default=0)


def one_run(session) -> float:
    start = time.perf_counter()
    trace = run(session, None, "auto")
    trace.get("heads[0].weights").array  # noqa: B018 - what a view reads
    return (time.perf_counter() - start) * 1000


def measure(n: int, all_threads: int) -> tuple[float, float]:
    session = random_session(n=n, d_model=64, d_k=64, d_v=64, seed=1)
    repeats = REPEATS.get(n, 3)
    ones, alls = [], []
    for _ in range(repeats):
        for threads, out in ((1, ones), (all_threads, alls)):
            with threadpool_limits(threads, user_api="blas"):
                one_run(session)  # untimed: the allocator's steady state for this setting
                out.append(one_run(session))
    return statistics.median(ones), statistics.median(alls)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="2,64,512,2048,4096")
    parser.add_argument("--load", type=int, default=0, help="busy background processes during the measurement")
    args = parser.parse_args()
    all_threads = blas_threads()
    print(f"Python {sys.version.split()[0]} · {os.cpu_count()} CPUs · BLAS threads 1 vs {all_threads} · "
          f"background load {args.load} process(es)\n")
    print(f"{'n':>6} {'1 thread ms':>12} {f'{all_threads} threads ms':>13} {'all/1':>7}")
    with busy(args.load):
        for n in (int(s) for s in args.sizes.split(",")):
            one, every = measure(n, all_threads)
            print(f"{n:>6} {one:>12.2f} {every:>13.2f} {every / one:>7.2f}", flush=True)


if __name__ == "__main__":
    main()
