"""What a head's dash costs the Lines view: all heads painted dashed (as the app draws them) and solid.

    python benchmarks/bench_lines_dashes.py [--repeats 7]

With all heads drawn, each head has its own dash as well as its colour
(:func:`explorer.app.lines.head_dash`). Qt strokes a dashed line as its
dashes, so it could cost more than a solid one; this paints the Lines figure
(560 × 520, antialiased, as the tab's canvas) of 4 heads × 12 tokens, 12 × 64
and 12 × 128 (weights from random scores, sharp enough that most lines are
seen), dashed and solid, interleaved, and prints the medians.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
import checkout  # noqa: E402,F401 - benchmarks/checkout.py: the code measured (PYTHONPATH first)

import numpy as np  # noqa: E402

CASES = ((4, 12, 1.0), (12, 64, 3.0), (12, 128, 3.0))  # heads, tokens, spread of the random scores


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args(argv)
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    import explorer.export.lines_figure as figure_module
    from explorer.app.lines import LinesData

    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 - painting needs one
    rng = np.random.default_rng(0)
    dashed = figure_module.head_dash

    def data(heads: int, n: int, spread: float) -> LinesData:
        weights = []
        for _ in range(heads):
            s = rng.normal(size=(n, n)) * spread
            e = np.exp(s - s.max(axis=1, keepdims=True))
            weights.append(e / e.sum(axis=1, keepdims=True))
        tokens = tuple(f"token{i}" for i in range(n))
        return LinesData(tokens, tokens, tuple(weights), tuple(range(heads)))

    def paint(lines: LinesData) -> tuple[float, int]:
        fig = figure_module.LinesFigure(lines, width=560, height=520)
        image = QImage(560, 520, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        started = time.perf_counter()
        fig.paint(p)
        elapsed = time.perf_counter() - started
        p.end()
        return elapsed, len(fig.painter.lines)

    print(f"{'heads':>5}{'tokens':>8}{'lines':>8}{'dashed ms':>11}{'solid ms':>10}{'ratio':>7}")
    for heads, n, spread in CASES:
        lines = data(heads, n, spread)
        times: dict[str, list[float]] = {"dashed": [], "solid": []}
        count = 0
        for r in range(args.repeats):
            for name in (("dashed", "solid") if r % 2 == 0 else ("solid", "dashed")):
                figure_module.head_dash = dashed if name == "dashed" else (lambda _head: None)
                elapsed, count = paint(lines)
                times[name].append(elapsed)
        figure_module.head_dash = dashed
        d, s = (statistics.median(times[k]) * 1e3 for k in ("dashed", "solid"))
        print(f"{heads:>5}{n:>8}{count:>8}{d:>11.1f}{s:>10.1f}{d / s:>7.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
