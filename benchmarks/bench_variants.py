"""Today's variants against the plain pipeline, side by side in one run.

    python benchmarks/bench_variants.py [--n 2048] [--repeats 11] [--load N] [--cases 'alibi,window causal']

For each variant (and each combination a preset or a reference case uses) it
times ``explorer.core.attention.pipeline.run`` plus reading the weights and the output
(what a view needs; the lazy steps stay lazy, as in the app) on the variant's
session and on the *same* session without the variant: the same mode, heads,
X and weight matrices, so the ratio is what the variant itself costs. The two
are interleaved (the order alternates each repeat), each timed call follows
an untimed call of the same session (the steady state of repeated edits, as
bench_compute.py does), and the figures are medians. ``--load N`` runs N busy
processes on their own cores for the whole measurement (benchmarks/load.py).
BLAS runs on one thread, as the app runs it. Besides wall time it reports
process CPU time, which the other programs of a shared machine do not add to.

The version-4 pipeline computes a long causal head in blocks (only the rows' visible
blocks of S, the softmax and A·V) and the plain pipeline does not yet, so ×plain
also holds that saving; ×fwd compares the one forward run lean on both sessions
(the same blocks): what the variant itself adds.

Windows are n/8 keys; "padding" pads the last quarter of the keys (a batch
row's tail, as the Padding preset does); the combinations pad every fourth key
so that each query keeps some key inside its window.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from dataclasses import replace
from typing import Any, Callable

import numpy as np
from threadpoolctl import threadpool_limits

import checkout  # noqa: E402,F401 - benchmarks/checkout.py: the code measured (PYTHONPATH first)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from load import busy  # noqa: E402

from explorer.core.edits import regroup  # noqa: E402
from explorer.core.generate import random_session  # noqa: E402
from explorer.core.attention import forward  # noqa: E402
from explorer.core.attention.pipeline import run  # noqa: E402
from explorer.core.session import Session  # noqa: E402
from explorer.core.attention.variants import Positions  # noqa: E402
from explorer.core.attention.latent import Latent  # noqa: E402
from explorer.core.attention.recent_variants import QKNorm, RopeScaling  # noqa: E402

D = 64


def _padding(n: int) -> tuple[int, ...]:
    return tuple(range(n - n // 4, n))  # the last quarter of the keys, as a padded batch row has


def _scattered(n: int) -> tuple[int, ...]:
    return tuple(range(3, n, 4))  # every fourth key: with a window each query still sees some


#: name → (mode, heads, what the variant session adds to the plain one, the preset it stands for).
CASES: dict[str, tuple[str, int, Callable[[int], dict[str, Any]], str]] = {
    "sinusoidal": ("self", 1, lambda n: {"positions": Positions("sinusoidal")}, ""),
    "rope half": ("self", 1, lambda n: {"positions": Positions("rope", pairs="half")}, "RoPE"),
    "rope interleaved": ("self", 1, lambda n: {"positions": Positions("rope", pairs="interleaved")}, ""),
    "alibi": ("self", 1, lambda n: {"positions": Positions("alibi")}, ""),
    "alibi causal 4h": ("causal", 4, lambda n: {"positions": Positions("alibi")}, "ALiBi heads"),
    "window self": ("self", 1, lambda n: {"window": n // 8}, ""),
    "window causal": ("causal", 1, lambda n: {"window": n // 8}, "Sliding window"),
    "padding": ("self", 1, lambda n: {"padding": _padding(n)}, "Padding"),
    "gqa 4h/2g causal": ("causal", 4, lambda n: {"kv_groups": 2}, "GQA"),
    "mqa 4h/1g": ("self", 4, lambda n: {"kv_groups": 1}, ""),
    "rope causal": ("causal", 1, lambda n: {"positions": Positions("rope")}, ""),
    "rope il+window+pad": ("self", 1, lambda n: {"positions": Positions("rope", pairs="interleaved"),
                                                 "window": n // 8, "padding": _scattered(n)}, ""),
    "alibi+window+pad": ("self", 1, lambda n: {"positions": Positions("alibi"), "window": n // 8,
                                               "padding": _scattered(n)}, ""),
    # Version 4 (2025–26): each on its own, and the combination a Gemma/gpt-oss-like head has.
    "qk_norm head": ("causal", 1, lambda n: {"qk_norm": QKNorm("head")}, "Qwen3: QK-norm"),
    "qk_norm all 4h": ("causal", 4, lambda n: {"qk_norm": QKNorm("all")}, ""),
    "yarn": ("causal", 1, lambda n: {"positions": Positions("rope", scaling=RopeScaling("yarn", 4.0, n // 4))},
             "YaRN: 4× longer context"),
    "softcap": ("causal", 1, lambda n: {"softcap": 50.0}, "Gemma 2: soft-capped scores"),
    "sinks 4h": ("causal", 4, lambda n: {"sinks": np.zeros(4)}, "gpt-oss: a sink per head"),
    "topk": ("causal", 1, lambda n: {"topk": 64}, "Top-k sparse"),
    "differential": ("causal", 1, lambda n: {"differential": 0.8}, "Differential attention"),
    "linear": ("causal", 1, lambda n: {"kernel": "elu1"}, "Linear attention"),
    "latent 4h": ("causal", 4, lambda n: {"latent": _latent(4)}, "DeepSeek: latent attention"),
    "cap+sink+topk+qkn": ("causal", 1, lambda n: {"softcap": 50.0, "sinks": np.zeros(1), "topk": 64,
                                                  "qk_norm": QKNorm("head")}, ""),
}


def _latent(heads: int) -> Latent:
    """DeepSeek-V2's shape at d = 64: d_c = D/2 latent numbers, r = 16 rotated ones."""
    rng = np.random.default_rng(7)
    d_c, r = D // 2, 16
    return Latent(rng.normal(0, D ** -0.5, (D, d_c)), tuple(rng.normal(0, d_c ** -0.5, (d_c, D)) for _ in range(heads)),
                  tuple(rng.normal(0, d_c ** -0.5, (d_c, D)) for _ in range(heads)), rng.normal(0, D ** -0.5, (D, r)),
                  tuple(rng.normal(0, D ** -0.5, (D, r)) for _ in range(heads)))


def sessions(name: str, n: int) -> tuple[Session, Session]:
    """(plain, variant): the same inputs, the variant's fields added."""
    mode, heads, extra, _ = CASES[name]
    plain = random_session(n, D, D, D, heads=heads, mode=mode, seed=n)
    fields = extra(n)
    if "kv_groups" in fields:
        # Grouped heads share their group's K and V: the plain session keeps them too,
        # so both compute the same numbers per group and differ only in the sharing.
        plain = replace(plain, heads=tuple(regroup(plain.heads, fields["kv_groups"])))
    return plain, replace(plain, **fields)


def pipeline(session: Session, dtype: str) -> Any:
    trace = run(session, dtype=dtype)
    return [s.device_array for s in trace.steps if s.id in ("weights", "output")]


def timed(fn: Callable[[], Any]) -> tuple[float, float]:
    """(wall, CPU) seconds of one call, after an untimed call of the same session:
    right after another session's run the allocator's state costs the next call."""
    fn()
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - wall, time.process_time() - cpu


def lean_forward(session: Session, dtype: str) -> Any:
    """The one forward as a long sequence's trace runs it (``lean``: the weights and the
    output only, causal rows in blocks), for a plain session as for a variant's."""
    return [one.z for one in forward.heads_pass(forward.inputs(session, np, dtype), lean=True)]


def measure(name: str, n: int, dtype: str, repeats: int) -> dict[str, float]:
    """Medians (ms) of the plain and the variant run, wall and CPU, and the median of
    each repeat's own ratio (the pair ran back to back, so it shared the machine's state);
    ``ratio_forward``: the same for the lean forward alone, plain and variant (what the
    variant itself costs where both compute in the same blocks)."""
    plain, variant = sessions(name, n)
    fns = {"plain": lambda: pipeline(plain, dtype), "variant": lambda: pipeline(variant, dtype),
           "plain_fwd": lambda: lean_forward(plain, dtype), "variant_fwd": lambda: lean_forward(variant, dtype)}
    for fn in fns.values():
        fn()
    times: dict[str, list[tuple[float, float]]] = {k: [] for k in fns}
    order = list(fns)
    for r in range(repeats):
        for k in (order if r % 2 == 0 else order[::-1]):
            times[k].append(timed(fns[k]))
    out = {}
    for clock, c in (("wall", 0), ("cpu", 1)):
        p = [t[c] for t in times["plain"]]
        v = [t[c] for t in times["variant"]]
        out[f"plain_{clock}"] = statistics.median(p) * 1e3
        out[f"variant_{clock}"] = statistics.median(v) * 1e3
        out[f"ratio_{clock}"] = statistics.median([b / a for a, b in zip(p, v)])
    out["ratio_forward"] = statistics.median([b[0] / a[0] for a, b in zip(times["plain_fwd"], times["variant_fwd"])])
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=2048)
    parser.add_argument("--repeats", type=int, default=11)
    parser.add_argument("--dtypes", default="float32,float64")
    parser.add_argument("--load", type=int, default=0, help="busy processes, each on its own core")
    parser.add_argument("--cases", default="", help="comma-separated case names (default: all)")
    args = parser.parse_args(argv)
    names = [c.strip() for c in args.cases.split(",") if c.strip()] or list(CASES)
    unknown = [c for c in names if c not in CASES]
    if unknown:
        parser.error(f"unknown case {unknown[0]!r}; choose from {', '.join(CASES)}")

    started = time.perf_counter()
    print(f"python {platform.python_version()}  numpy {np.__version__}  {os.cpu_count()} CPUs  "
          f"n = {args.n}, d = {D}, 1 BLAS thread, load {args.load}, {args.repeats} interleaved repeats")
    print("×plain = the median over repeats of variant / plain, each pair run back to back; "
          "cpu = process CPU time (what other programs' load does not add);\n×fwd = the same for the "
          "one forward alone run lean (both sessions' causal rows in the same blocks): the variant's own cost\n")
    head = (f"{'case':<20}{'mode':<8}{'heads':>6}{'dtype':>9}{'plain ms':>10}{'variant ms':>12}{'×plain':>8}"
            f"{'plain cpu':>11}{'variant cpu':>13}{'×cpu':>7}{'×fwd':>7}  preset")
    print(head)
    print("-" * len(head))
    worst = {"wall": 0.0, "cpu": 0.0}
    with threadpool_limits(limits=1, user_api="blas"), busy(args.load):
        for dtype in args.dtypes.split(","):
            for name in names:
                mode, heads, _, preset = CASES[name]
                m = measure(name, args.n, dtype, args.repeats)
                for clock in worst:
                    worst[clock] = max(worst[clock], m[f"ratio_{clock}"])
                print(f"{name:<20}{mode:<8}{heads:>6}{dtype:>9}{m['plain_wall']:10.1f}{m['variant_wall']:12.1f}"
                      f"{m['ratio_wall']:8.2f}{m['plain_cpu']:11.1f}{m['variant_cpu']:13.1f}{m['ratio_cpu']:7.2f}"
                      f"{m['ratio_forward']:7.2f}"
                      f"  {preset}", flush=True)
    print(f"\nlargest ×plain: {worst['wall']:.2f} (wall), {worst['cpu']:.2f} (CPU)")
    print(f"\ntotal {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
