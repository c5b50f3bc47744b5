"""The whole ``export`` command at n = 4096 against the two-word example.

    python benchmarks/bench_export.py [--n 4096] [--repeats 3]

Each run is a fresh ``attention-explorer export --dtype auto`` process (read
the file, compute, draw, write): its wall time and peak resident memory
(``wait4``'s ``ru_maxrss``), medians of interleaved repeats, for PNG at every
scale, SVG and PDF of the attention weights; ratios against the same export
of the two-word reference example, side by side in one run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
import checkout  # noqa: E402 - benchmarks/checkout.py: the code measured (PYTHONPATH first)

CODE = checkout.code()

OUTPUTS = [("png", 1), ("png", 2), ("png", 3), ("png", 4), ("svg", None), ("pdf", None)]


def one(session: Path, out: Path, scale: int | None) -> tuple[float, float]:
    """(seconds, peak MiB) of one export process."""
    cmd = [sys.executable, "-m", "explorer", "export", str(session), "-o", str(out), "--step", "weights",
           "--dtype", "auto"] + (["--scale", str(scale)] if scale else [])
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": CODE,
           "ATTENTION_EXPLORER_BACKEND": "numpy"}
    start = time.perf_counter()
    process = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _pid, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    if status != 0:
        raise SystemExit(f"export failed ({status}): {process.stderr.read().decode()[-500:]}")
    return seconds, usage.ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--n", type=int, default=4096)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--outputs", default="png1,png2,png3,png4,svg,pdf", help="which outputs, e.g. png4,svg")
    args = parser.parse_args()
    wanted = args.outputs.split(",")
    from explorer.core.generate import random_session
    from explorer.core.io.presets import load_preset
    from explorer.core.io.session_files import save

    folder = Path(tempfile.mkdtemp())
    small, long = folder / "two.json", folder / f"n{args.n}.json"
    save(load_preset(), small)
    save(random_session(n=args.n, d_model=64, d_k=64, d_v=64, seed=1), long)
    print(f"Python {sys.version.split()[0]} · {os.cpu_count()} CPUs · whole `export --dtype auto` processes, "
          f"medians of {args.repeats}\n")
    print(f"{'output':<8} {'2 words s':>10} {f'n={args.n} s':>10} {'×time':>6} {'2 words MiB':>12} "
          f"{f'n={args.n} MiB':>12} {'+MiB':>6}")
    for fmt, scale in (o for o in OUTPUTS if f"{o[0]}{o[1] or ''}" in wanted):
        runs = {small: [], long: []}
        for _ in range(args.repeats):
            for session in (small, long):
                runs[session].append(one(session, folder / f"out.{fmt}", scale))
        (ts, ms), (tl, ml) = ((statistics.median(r[0] for r in runs[s]), statistics.median(r[1] for r in runs[s]))
                              for s in (small, long))
        name = f"{fmt} {scale}×" if scale else fmt
        print(f"{name:<8} {ts:>10.2f} {tl:>10.2f} {tl / ts:>6.2f} {ms:>12.0f} {ml:>12.0f} {ml - ms:>6.0f}", flush=True)


if __name__ == "__main__":
    main()
