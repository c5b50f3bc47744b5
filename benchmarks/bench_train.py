"""Speed of one training step against one plain pipeline run, side by side.

    python benchmarks/bench_train.py [--backend numpy|cupy] [--threads N] [--repeats R]

Rows:

* the two-word reference example (resources/presets/01-thinking-machines),
  target "previous", training W_Q and W_K: one ``Trainer.step`` (the update,
  then the loss and every gradient at the new weights) against one
  ``pipeline.run`` that reads the weights and output (what a repaint needs);
* the same with an output target (W_V too: the path back through A·V);
* n = 512, d_model = d_k = d_v = 64, one head, target "previous".

Each figure is the median of interleaved repeats; the ratio is step ÷ run.
The issue asks for a toy step well under a millisecond. BLAS threads are
pinned with threadpoolctl so the figures are steady.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from typing import Callable

import numpy as np
from threadpoolctl import threadpool_limits

import checkout  # noqa: E402,F401 - benchmarks/checkout.py: the code measured (PYTHONPATH first)

from explorer.core.backend import Backend, BackendError, select_backend  # noqa: E402
from explorer.core.generate import random_session  # noqa: E402
from explorer.core.training.gradients import Objective  # noqa: E402
from explorer.core.attention.pipeline import run  # noqa: E402
from explorer.core.io.presets import load_preset  # noqa: E402
from explorer.core.session import Session  # noqa: E402
from explorer.core.training.trainer import TrainConfig, Trainer  # noqa: E402
from explorer.core.training.targets import named_target  # noqa: E402


def median_seconds(fn: Callable[[], object], repeats: int, sync: Callable[[], None]) -> float:
    fn()  # warm: the steady state, as when a panel steps again and again
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        sync()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def bench(label: str, session: Session, objective: Objective, backend: Backend, repeats: int) -> None:
    # A tiny learning rate keeps thousands of steps far from any overflow.
    trainer = Trainer(session, objective, TrainConfig(lr=1e-6, steps=0), backend)
    sync = (lambda: backend.xp.cuda.Stream.null.synchronize()) if backend.name == "cupy" else (lambda: None)

    def pipeline() -> None:
        trace = run(session, backend)
        trace.step("weights").device_array
        trace.final.device_array

    step_times, run_times = [], []
    for _ in range(5):  # interleave so both see the same machine state
        step_times.append(median_seconds(trainer.step, max(1, repeats // 5), sync))
        run_times.append(median_seconds(pipeline, max(1, repeats // 5), sync))
    step_t, run_t = statistics.median(step_times), statistics.median(run_times)
    print(f"{label:<44} {step_t * 1e6:>11.1f} µs {run_t * 1e6:>11.1f} µs {step_t / run_t:>7.2f}×")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--backend", choices=("numpy", "cupy"), default="numpy")
    parser.add_argument("--threads", type=int, default=1, help="BLAS threads (default 1)")
    parser.add_argument("--repeats", type=int, default=500, help="repeats for the toy rows (n = 512: a tenth)")
    args = parser.parse_args(argv)
    try:
        backend = select_backend(args.backend)
    except BackendError as err:
        print(f"bench_train: {err}", file=sys.stderr)
        return 2
    print(f"backend: {backend.describe()}, BLAS threads: {args.threads}, float64")
    print(f"{'case':<44} {'train step':>14} {'pipeline run':>14} {'ratio':>8}")
    with threadpool_limits(args.threads):
        two = load_preset("01-thinking-machines")
        prev = named_target("previous", two.n, two.m)
        bench("two words, previous, W_Q W_K", two, Objective(weights=prev), backend, args.repeats)
        z_star = np.array([[1.0, -1.0, 0.5], [0.0, 2.0, -0.5]])
        bench("two words, previous + output, W_Q W_K W_V", two, Objective(weights=prev, output=z_star),
              backend, args.repeats)
        big = random_session(512, 64, 64, 64, seed=0)
        bench("n = 512, d = 64, previous, W_Q W_K", big, Objective(weights=named_target("previous", 512, 512)),
              backend, max(5, args.repeats // 10))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
