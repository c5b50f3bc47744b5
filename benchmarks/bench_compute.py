"""Compute speed and memory of the app's pipeline against the bare formula.

    python benchmarks/bench_compute.py [--backend numpy|cupy] [--threads N] [--sizes 8,64,...]

For each n (d_model = d_k = d_v = 64, one head, self-attention) and dtype
(float32, float64) it times, interleaved and side by side in one run:

* ``pipeline`` — ``explorer.core.attention.pipeline.run`` plus reading the weights and
  output arrays on the device (the steps a view needs; ``weighted_values``
  stays lazy, as in the app);
* ``in place`` — the anchor: the formula as a careful person writes it, Q
  scaled by 1/√d_k (n × d, not n × n), then one n × n array, Q·Kᵀ, turned
  into the weights in place (row max subtracted, exp, divided by the row
  sums), Z = A·V;
* ``bare`` — the formula written plainly, each step a new array:
  Q, K, V = X·W; A = softmax(Q·Kᵀ/√d_k); Z = A·V (five n × n temporaries);
* ``torch`` — ``torch.nn.functional.scaled_dot_product_attention`` on the same
  Q, K, V projections, when torch is importable (else the column says so).
  SDPA fuses the softmax into blocks and never holds the n × m weights;
* ``torch kept`` — the same formula in torch that keeps the weights, as the
  app must to show them: ``A = softmax(Q·Kᵀ/√d_k)``, ``A·V``.

Each figure is the median of several repeats, each timed right after an
untimed call of the same implementation (its steady state, as when a person
edits again and again); ratios are pipeline ÷ other.
Peak memory is measured in a separate, untimed run: with NumPy, the
tracemalloc peak (NumPy reports its buffers to tracemalloc); with CuPy, the
bytes the default memory pool holds after the run (an upper bound on the
peak). Both are also given as multiples of one n × n matrix of the dtype.
BLAS threads are limited with threadpoolctl (and torch's own thread count set
to match) so the figures are steady.
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import statistics
import sys
import time
import tracemalloc
from typing import Any, Callable

import numpy as np
from threadpoolctl import threadpool_info, threadpool_limits

import checkout  # noqa: E402,F401 - benchmarks/checkout.py: the code measured (PYTHONPATH first)

from explorer.core.backend import Backend, BackendError, numpy_backend, select_backend  # noqa: E402
from explorer.core.generate import random_session  # noqa: E402
from explorer.core.attention.pipeline import run  # noqa: E402

SIZES = (8, 64, 512, 2048, 4096)
D = 64
#: Repeats per size: many where a run takes microseconds, few where it takes a second.
REPEATS = {8: 300, 64: 200, 512: 40, 2048: 11, 4096: 7}


def cpu_name() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def blas_text() -> str:
    parts = [f"{i.get('internal_api')} {i.get('version')} ({i.get('num_threads')} threads)"
             for i in threadpool_info() if i.get("user_api") == "blas"]
    return ", ".join(parts) or "no BLAS found by threadpoolctl"


def try_torch() -> tuple[Any, str]:
    try:
        import torch  # noqa: PLC0415 - optional
    except ImportError:
        return None, "torch not installed: column skipped"
    except Exception as err:  # a broken install can raise anything
        return None, f"torch failed to import ({type(err).__name__}): column skipped"
    return torch, f"torch {torch.__version__}"


class Case:
    """The inputs for one (n, dtype) on one backend, and the three implementations."""

    def __init__(self, backend: Backend, n: int, dtype: str, torch: Any) -> None:
        self.backend, self.xp, self.dtype, self.torch = backend, backend.xp, dtype, torch
        self.session = random_session(n, D, D, D, heads=1, seed=n)
        head = self.session.heads[0]
        self.host = (self.session.embeddings, head.w_q, head.w_k, head.w_v)
        self.device = "cuda" if backend.name == "cupy" else "cpu"
        if torch is not None:
            # float64 host tensors (copies: the session's arrays are read-only);
            # each timed call casts and moves them, as bare() does with its arrays.
            self.host_t = tuple(torch.from_numpy(np.array(a)) for a in self.host)

    def sync(self) -> None:
        if self.backend.name == "cupy":
            self.xp.cuda.get_current_stream().synchronize()
        if self.torch is not None and self.device == "cuda":
            self.torch.cuda.synchronize()

    def pipeline(self) -> Any:
        trace = run(self.session, self.backend, self.dtype)
        # What a view reads; weighted_values stays lazy, as in the app.
        return trace.step("weights").device_array, trace.step("output").device_array

    def bare(self) -> Any:
        xp = self.xp
        x, wq, wk, wv = (xp.asarray(a, dtype=self.dtype) for a in self.host)
        q, k, v = x @ wq, x @ wk, x @ wv
        s = (q @ k.T) / math.sqrt(q.shape[1])
        e = xp.exp(s - s.max(axis=1, keepdims=True))
        a = e / e.sum(axis=1, keepdims=True)
        return a, a @ v

    def in_place(self) -> Any:
        """The formula as a careful person writes it: the scale applied to Q (n × d, not
        n × n), one n × n array that becomes the weights in place. The anchor."""
        xp = self.xp
        x, wq, wk, wv = (xp.asarray(a, dtype=self.dtype) for a in self.host)
        q, k, v = x @ wq, x @ wk, x @ wv
        q *= 1 / math.sqrt(q.shape[1])
        a = q @ k.T
        a -= a.max(axis=1, keepdims=True)
        xp.exp(a, out=a)
        a /= a.sum(axis=1, keepdims=True)
        return a, a @ v

    def sdpa(self) -> Any:
        torch = self.torch
        dt = getattr(torch, self.dtype)
        x, wq, wk, wv = (a.to(device=self.device, dtype=dt) for a in self.host_t)
        q, k, v = x @ wq, x @ wk, x @ wv
        return torch.nn.functional.scaled_dot_product_attention(q[None], k[None], v[None])

    def torch_kept(self) -> Any:
        torch = self.torch
        dt = getattr(torch, self.dtype)
        x, wq, wk, wv = (a.to(device=self.device, dtype=dt) for a in self.host_t)
        q, k, v = x @ wq, x @ wk, x @ wv
        a = torch.softmax((q @ k.T) / math.sqrt(q.shape[1]), dim=1)
        return a, a @ v


def timed(case: Case, fn: Callable[[], Any]) -> float:
    # One untimed call first: the allocator's state after *another*
    # implementation's run cost the next one up to 2× (the bare formula at
    # n = 4096 took 685 ms right after a pipeline run and 335 ms after itself).
    # Each figure is the steady state of repeated edits, as in the app.
    fn()
    case.sync()
    start = time.perf_counter()
    fn()
    case.sync()
    return time.perf_counter() - start


def peak_bytes(case: Case, fn: Callable[[], Any]) -> int:
    if case.backend.name == "cupy":
        pool = case.xp.get_default_memory_pool()
        pool.free_all_blocks()
        result = fn()
        case.sync()
        held = pool.total_bytes()
        del result
        pool.free_all_blocks()
        return int(held)
    tracemalloc.start()
    try:
        del_me = fn()  # once to let one-time allocations (caches, imports) happen
        del del_me
        tracemalloc.reset_peak()
        base, _ = tracemalloc.get_traced_memory()
        result = fn()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    del result
    return peak - base


def measure(case: Case, repeats: int) -> dict[str, float]:
    fns: dict[str, Callable[[], Any]] = {"pipeline": case.pipeline, "in_place": case.in_place, "bare": case.bare}
    if case.torch is not None:
        fns["torch"] = case.sdpa
        fns["torch_kept"] = case.torch_kept
    for fn in fns.values():  # warm-up: caches, BLAS threads, CUDA kernels
        fn()
    times: dict[str, list[float]] = {name: [] for name in fns}
    names = list(fns)
    for r in range(repeats):
        # Interleaved, and rotated so no implementation always runs first.
        for name in names[r % len(names):] + names[:r % len(names)]:
            times[name].append(timed(case, fns[name]))
    out = {name: statistics.median(ts) for name, ts in times.items()}
    out["pipeline_peak"] = peak_bytes(case, case.pipeline)
    out["bare_peak"] = peak_bytes(case, case.bare)
    out["in_place_peak"] = peak_bytes(case, case.in_place)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--backend", choices=("numpy", "cupy"), default="numpy")
    parser.add_argument("--threads", type=int, default=1, help="BLAS (and torch) threads (default 1: steady)")
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)), help="comma-separated n values")
    parser.add_argument("--repeats", type=float, default=1.0, help="scale the number of repeats")
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",") if s]

    if args.backend == "cupy":
        try:
            backend = select_backend("cupy")
        except BackendError as err:
            print(f"bench_compute: {err}", file=sys.stderr)
            return 2
    else:
        backend = numpy_backend()
    torch, torch_text = try_torch()
    if torch is not None:
        torch.set_num_threads(args.threads)
        if args.backend == "cupy" and not torch.cuda.is_available():
            torch, torch_text = None, "torch has no CUDA here: column skipped"

    started = time.perf_counter()
    with threadpool_limits(limits=args.threads):
        print(f"machine : {cpu_name()}, {os.cpu_count()} logical CPUs, {platform.system()} {platform.release()}")
        print(f"python  : {platform.python_version()}   numpy {np.__version__}   BLAS: {blas_text()}")
        print(f"backend : {backend.describe()}   {torch_text}")
        print(f"setup   : self-attention, one head, d_model = d_k = d_v = {D}; median of repeats, "
              f"interleaved; ratio = pipeline / other")
        memory = "CuPy pool bytes after a run" if backend.name == "cupy" else "tracemalloc peak"
        print(f"memory  : {memory}, MiB and (×) multiples of one n×n matrix\n")
        head = (f"{'dtype':<8}{'n':>6}{'reps':>6}{'pipeline ms':>13}{'in place ms':>13}{'×in place':>10}"
                f"{'bare ms':>10}{'×bare':>7}{'torch ms':>10}{'×torch':>8}{'kept ms':>9}{'×kept':>7}"
                f"{'pipe MiB (×n²)':>17}{'in place MiB':>17}")
        print(head)
        print("-" * len(head))
        for dtype in ("float32", "float64"):
            for n in sizes:
                reps = max(3, int(REPEATS.get(n, 5) * args.repeats))
                case = Case(backend, n, dtype, torch)
                m = measure(case, reps)
                nn = n * n * np.dtype(dtype).itemsize
                torch_ms = f"{m['torch'] * 1e3:10.3f}" if "torch" in m else f"{'—':>10}"
                torch_ratio = f"{m['pipeline'] / m['torch']:8.2f}" if "torch" in m else f"{'—':>8}"
                kept_ms = f"{m['torch_kept'] * 1e3:9.3f}" if "torch" in m else f"{'—':>9}"
                kept_ratio = f"{m['pipeline'] / m['torch_kept']:7.2f}" if "torch" in m else f"{'—':>7}"
                # Below a few hundred tokens fixed overheads dwarf n², so no multiple is shown.
                def mem(b: int) -> str:
                    return f"{b / 2**20:10.1f} " + (f"({b / nn:4.1f})" if n >= 256 else f"{'':6}")
                print(f"{dtype:<8}{n:>6}{reps:>6}{m['pipeline'] * 1e3:13.3f}{m['in_place'] * 1e3:13.3f}"
                      f"{m['pipeline'] / m['in_place']:10.2f}{m['bare'] * 1e3:10.3f}{m['pipeline'] / m['bare']:7.2f}"
                      f"{torch_ms}{torch_ratio}{kept_ms}{kept_ratio}"
                      f"{mem(m['pipeline_peak'])}{mem(m['in_place_peak'])}", flush=True)
        print(f"\nthreads : {args.threads} (threadpoolctl limit; now {blas_text()})")
    print(f"total   : {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
