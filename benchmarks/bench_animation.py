"""Animations: time per frame (painting the figure, encoding it) and bytes per second of video.

For 2 tokens (the two-word example), 12 and 512 tokens (a real MiniLM head, layer 3
head 2, of a real sentence), two animations are written at 1280 × 720:

* **sweep**: ``temperature=2:0.25`` over 2 s at 30 fps — every frame a new pipeline slide
  (the costliest case: nothing is held);
* **lecture** (up to 256 tokens, the deck's limit): each page held 1 s, cross-faded.

each as MP4 (H.264, 30 fps) and GIF (25 fps); quiet and then under one unpinned busy
process (a laptop with a browser open), side by side in one run. Printed: frames,
ms per frame made (the shots: computing each sweep value's trace and laying out its
figure; a training run's steps), painted (the figure into the frame) and encoded
(everything else: the encoder, the cross-fades, the GIF's palette, the read-back
check), and the file's bytes per second of video. Usage::

    python benchmarks/bench_animation.py [--sizes 2,12,512] [--model all-MiniLM-L6-v2]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import checkout  # noqa: F401 - the checkout on PYTHONPATH is the one measured
from load import busy


def sessions(model: str, sizes: list[int]):
    from explorer.core.io.presets import load_preset
    from explorer.core.models.installed import import_head
    from lines_window import sentence_of

    for n in sizes:
        if n == 2:
            yield "two-word example", load_preset()
        else:
            yield f"{model} L3 H2", import_head(model, sentence_of(model, n), 2, 1)


def measure(animation, fmt: str) -> dict:
    """Write ``animation`` as ``fmt``; the time spent painting frames is counted apart."""
    from explorer.export.animation import scenes
    from explorer.export.animation.write import write_animation

    painted = [0.0]
    original = scenes.Framer.pixels

    def timed(self, figure):
        start = time.perf_counter()
        try:
            return original(self, figure)
        finally:
            painted[0] += time.perf_counter() - start

    made = [0.0]
    make_shots = animation.make_shots

    def timed_shots():
        shots = make_shots()
        while True:
            start = time.perf_counter()
            try:
                shot = next(shots)
            except StopIteration:
                return
            finally:
                made[0] += time.perf_counter() - start
            yield shot

    scenes.Framer.pixels = timed
    try:
        with tempfile.TemporaryDirectory() as folder:
            start = time.perf_counter()
            written = write_animation(replace(animation, make_shots=timed_shots), Path(folder) / f"a.{fmt}", fmt)
            total = time.perf_counter() - start
    finally:
        scenes.Framer.pixels = original
    frames = written.frames
    return {"frames": frames, "make": made[0] * 1e3 / frames, "paint": painted[0] * 1e3 / frames,
            "encode": (total - painted[0] - made[0]) * 1e3 / frames, "rate": written.bytes / written.seconds}


def animations(session, fps: int):
    from explorer.core.attention.checked import run_checked
    from explorer.export.animation.lecture import lecture_animation
    from explorer.export.animation.sweep import sweep_animation
    from explorer.export.deck.page_types import MAX_DECK_TOKENS

    yield "sweep", sweep_animation(session, "temperature=2:0.25", fps=fps, seconds=2, hold=0.1)
    if session.n <= MAX_DECK_TOKENS:
        yield "lecture", lecture_animation(run_checked(session), fps=fps, hold=1, session=session)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="2,12,512")
    parser.add_argument("--model", default="all-MiniLM-L6-v2")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from explorer.core.threads import limit_blas_threads
    from explorer.export.render import ensure_gui

    limit_blas_threads()
    ensure_gui()
    print("Animations at 1280 × 720: ms per frame painted / encoded, kB per second of video "
          "(quiet | one unpinned busy process)")
    print(f"{'session':22} {'n':>4} {'what':8} {'fmt':4} {'frames':>6} {'make':>7} {'paint':>7} {'encode':>7} "
          f"{'kB/s':>8}   | {'make':>7} {'paint':>7} {'encode':>7}")
    for name, session in sessions(args.model, [int(s) for s in args.sizes.split(",")]):
        for fmt, fps in (("mp4", 30), ("gif", 25)):
            for what, animation in animations(session, fps):
                quiet = measure(animation, fmt)
                with busy(1, pinned=False):
                    loaded = measure(animation, fmt)
                print(f"{name:22} {session.n:4d} {what:8} {fmt:4} {quiet['frames']:6d} {quiet['make']:7.1f} "
                      f"{quiet['paint']:7.1f} {quiet['encode']:7.1f} {quiet['rate'] / 1e3:8.1f}   | "
                      f"{loaded['make']:7.1f} {loaded['paint']:7.1f} {loaded['encode']:7.1f}", flush=True)


if __name__ == "__main__":
    main()
