"""First paint of the Lines tab and the model view, and hover-to-focus, offscreen.

    python benchmarks/bench_lines.py [--tokens 512] [--model-tokens 12 128] [--repeats 5] [--real]

* **lines view, first paint**: a LinesCanvas (1200 × 900) gets a 512-token
  head (self-attention, weights from random scores), chooses its lines (the
  thinning), lays out and paints into its pixmap, as when the tab is first
  shown. Beside it, **bare QPainter**: the same chosen lines drawn one
  ``setPen`` + ``drawLine`` at a time, and **bare, every line**: all n × m
  lines so (what drawing without thinning costs).
* **hover → focus**: the canvas keeps one token's lines (``hover``) and
  repaints; p50 / p95 against one 60 Hz frame.
* **model view, first paint**: the dialog's canvas (1100 × 640) paints a
  MiniLM-shaped 6 × 12 grid and a SmolLM2-shaped 30 × 9 causal grid at 12 and
  128 tokens (the thumbnails made, coloured, masked and drawn), against a bare
  QPainter loop that colours and draws the same images.
* ``--real``: the installed models themselves, from Show to the painted grid
  (the forward pass through every layer on the worker thread included), the
  first time (SmolLM2's file opened and its blocks dequantized: nothing
  cached) and again (a second sentence, as a person types one).

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
import checkout  # noqa: E402,F401 - benchmarks/checkout.py: the code measured (PYTHONPATH first)

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
    from PySide6.QtWidgets import QApplication

    from explorer.app.jobs import JobRunner
    from explorer.app.lines import LinesData, build_lines
    from explorer.ui.lines.canvas import LinesCanvas

    rng = np.random.default_rng(0)
    w = softmax_rows(rng.normal(size=(n, n)) * 3).astype(np.float32)
    tokens = tuple(f"tok{i}" for i in range(n))
    data = LinesData(tokens, tokens, (w,), (0,))
    jobs = JobRunner()  # the window's runner: it paints the overview of many lines
    canvas = LinesCanvas(jobs)
    canvas.resize(1200, 900)

    def first_paint():
        canvas.set_data(data)  # chooses the lines, drops the painter and pixmap
        canvas.grab()  # lays out and paints, as the first show does
        # Many lines' overview is painted by a job (overview.paint_in_line): until it is on screen.
        while canvas.overview_pending:
            QApplication.processEvents()
            time.sleep(0.001)
        canvas.grab()

    lines = build_lines(data)
    first_paint()
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
    jobs.shutdown()


def bench_model_view(name: str, layers: int, heads: int, n: int, repeats: int, causal: bool) -> None:
    """First paint of a layers × heads grid at n tokens (synthetic weights), against a bare QPainter loop."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

    from explorer.core.models.model_view import ModelAttention
    from explorer.export.colormaps import lut
    from explorer.ui.model_view.canvas import FigureCanvas

    rng = np.random.default_rng(1)
    scores = rng.normal(size=(layers, heads, n, n)) * 3
    if causal:
        scores = np.where(np.tri(n, dtype=bool), scores, -np.inf)
    weights = softmax_rows(scores).astype(np.float32)
    attention = ModelAttention(name, "bert", "", "", tuple(f"t{i}" for i in range(n)), weights, causal)
    canvas = FigureCanvas()
    canvas.resize(1100, 640)

    def first_paint():
        canvas.show_attention(attention, "heads")
        canvas.grab()

    table = lut("viridis")
    cell = min(1000 / max(layers, heads), 560 / min(layers, heads)) - 6

    def bare():
        pix = QPixmap(1100, 640)
        pix.fill(QColor("white"))
        p = QPainter(pix)
        keep = []
        for layer in range(layers):
            for head in range(heads):
                rgb = np.ascontiguousarray(table[np.clip((weights[layer, head] * 255).astype(int), 0, 255)])
                keep.append(rgb)
                image = QImage(rgb.data, n, n, 3 * n, QImage.Format.Format_RGB888)
                row, col = (head, layer) if layers > heads else (layer, head)
                p.drawImage(QRectF(40 + col * (cell + 6), 40 + row * (cell + 6), cell, cell), image)
        p.end()

    ours = median_ms(first_paint, repeats)
    bare_ms = median_ms(bare, repeats)
    print(f"model view, {name}-shaped {layers} × {heads} heads, {n} tokens (synthetic weights):")
    print(f"  first paint        {ours:8.1f} ms   (target < 500 ms)")
    print(f"  bare QPainter      {bare_ms:8.1f} ms   {layers * heads} coloured images               "
          f"ratio ours/bare {ours / bare_ms:5.2f}")


def bench_real(model: str, n: int) -> None:
    """The real model's forward pass (the worker's part) and the dialog's first paint, from Show to the
    painted grid: the first time (the file opened, nothing cached) and again (as a second sentence is)."""
    from PySide6.QtCore import QEventLoop, QTimer

    from explorer.core.models import installed as installed_models
    from explorer.ui.model_view.model_view import ModelViewDialog

    try:
        path = installed_models.resolve(model).path
    except ValueError as err:
        print(f"  ({err}: not timed)")
        return
    # A sentence of exactly n tokens in both tokenizers: BERT adds [CLS] and [SEP], the GGUF nothing.
    words = n - 2 if installed_models.resolve(model).kind == "bert" else n
    sentence = " ".join(["word"] * words) if n != 12 else "The quick brown fox jumps over the lazy dog near the river"
    from explorer.core.models.gguf_model import clear_cache
    from explorer.core.models.model_view import model_attention

    clear_cache()  # "first": the GGUF parsed again, no block dequantized yet
    forward = []
    for _ in range(2):
        t = time.perf_counter()
        model_attention(path, sentence)
        forward.append(time.perf_counter() - t)
    print(f"  {model}, {n} tokens: forward pass, every layer (this thread)  first {forward[0]:6.2f} s   "
          f"again {forward[1]:6.2f} s")
    clear_cache()
    from explorer.app.jobs import JobRunner

    dialog = ModelViewDialog(None, folder=path, jobs=JobRunner())  # as the window's runner runs it
    dialog.resize(1100, 720)
    dialog.show()
    times = []
    for _ in range(2):
        loop = QEventLoop()
        dialog.shown.connect(loop.quit)
        QTimer.singleShot(600000, loop.quit)
        dialog.sentence.setText(sentence)
        t = time.perf_counter()
        dialog.compute()
        loop.exec()
        dialog.canvas.grab()
        times.append(time.perf_counter() - t)
        dialog.shown.disconnect(loop.quit)
    a = dialog.attention
    shape = f"{a.layers} × {a.heads}, {len(a.tokens)} tokens" if a is not None else dialog.status.text()
    print(f"  {model} ({shape}): Show → painted grid (worker at lower priority)  first {times[0]:6.2f} s   "
          f"again {times[1]:6.2f} s")
    dialog.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tokens", type=int, default=512)
    parser.add_argument("--model-tokens", type=int, nargs="+", default=[12, 128])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--window", action="store_true",
                        help="the Lines tab in the window with real heads (MiniLM, SmolLM2): raise and edit")
    parser.add_argument("--window-sizes", default="16,64,128,256,512", help="tokens of the real heads (--window)")
    parser.add_argument("--edits", type=int, default=20, help="edits per head (--window)")
    parser.add_argument("--real", action="store_true",
                        help="also time the real models (MiniLM, SmolLM2) from Show to the painted grid")
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])  # noqa: F841 - widgets need it alive
    # Shared machines: the load says how much of the CPUs these numbers had.
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    if args.window:
        from lines_window import bench_window  # benchmarks/lines_window.py, beside this script

        bench_window(["all-MiniLM-L6-v2", "SmolLM2-135M-Instruct"],
                     [int(n) for n in args.window_sizes.split(",")], args.repeats, args.edits)
        return 0
    bench_lines(args.tokens, args.repeats)
    for n in args.model_tokens:
        bench_model_view("MiniLM", 6, 12, n, args.repeats, causal=False)
        bench_model_view("SmolLM2", 30, 9, n, args.repeats, causal=True)
    if args.real:
        print("real models, the forward pass on the worker thread included:")
        for n in args.model_tokens:
            for model in ("all-MiniLM-L6-v2", "SmolLM2-135M-Instruct"):
                bench_real(model, n)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
