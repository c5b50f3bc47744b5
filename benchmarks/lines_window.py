"""The Lines tab in the window with a real model's head: raise → lines on screen, edit → repainted.

Used by ``bench_lines.py --window``. A head of an installed model (MiniLM, SmolLM2)
is imported for a sentence of n tokens and opened in a MainWindow (1280 × 800,
offscreen), as File ▸ Import model head does; beside it the two-word example
(the default preset). Measured, each as the median (raise) or p50 / p95 (edit)
of repeats:

* **raise**: an edit is made on the Heatmap tab (the hidden Lines tab lets go of
  its lines), then the Lines tab is raised: until the canvas has painted the new
  overview of every line drawn;
* **edit**: a cell of W_Q is set through the editor's model (what Enter does):
  until the canvas has painted the new overview;
* **stall**: the longest gap of a 5 ms UI-thread timer during the edits.
"""

from __future__ import annotations

import statistics
import time

SENTENCE = ("The old lighthouse keeper watched the storm roll across the harbour while children ran home "
            "along the narrow streets and fishermen pulled their boats high onto the shingle before the "
            "first heavy rain arrived from the grey western sea and thunder echoed over distant hills")


def sentence_of(model: str, n: int) -> str:
    """A sentence the model reads as exactly ``n`` tokens (BERT adds [CLS] and [SEP])."""
    from explorer.core.models import installed

    found = installed.resolve(model)
    words = SENTENCE.split()
    if found.kind == "bert":
        from explorer.core.models.bert import encode

        count = lambda text: len(encode(found.path, text).tokens)  # noqa: E731
    else:
        from explorer.core.models.gguf_model import open_model
        from explorer.core.models.gguf_tokenizer import encode as gguf_encode

        gguf = open_model(found.path)
        count = lambda text: len(gguf_encode(gguf, text).tokens)  # noqa: E731

    def tokens(k: int) -> int:  # of the first k words (the sentence repeated); n + 1: over the limit
        try:
            return count(" ".join(words[i % len(words)] for i in range(k)))
        except ValueError:
            return n + 1

    lo, hi = 1, 2 * n  # the most words that make at most n tokens (a word is at least one token)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if tokens(mid) <= n else (lo, mid - 1)
    text = " ".join(words[i % len(words)] for i in range(lo))
    while count(text) < n:  # the next word was two tokens and one was left: pad with a short one
        text += " a"
    return text


class _CanvasPaints:
    """Quits an event loop once the canvas has painted an overview other than ``old``
    (a QPixmap cache key): checked right after each of its paints (an overview of few
    lines is made in the paint itself)."""

    def __init__(self, canvas):
        from PySide6.QtCore import QEvent, QObject, QTimer

        watch = self

        def check():
            base = canvas._base
            if watch.loop is not None and base is not None and base.cacheKey() != watch.old:
                loop, watch.loop = watch.loop, None
                loop.quit()

        class Filter(QObject):
            def eventFilter(self, _obj, event):  # noqa: N802 - Qt's name
                if event.type() == QEvent.Type.Paint and watch.loop is not None:
                    QTimer.singleShot(0, check)
                return False

        self.loop = None
        self.old = None
        self._filter = Filter()
        canvas.installEventFilter(self._filter)

    def wait(self, old) -> None:
        from PySide6.QtCore import QEventLoop, QTimer

        self.old, self.loop = old, QEventLoop()
        loop = self.loop
        QTimer.singleShot(30000, loop.quit)  # a lost paint shows as a 30 s outlier, not a hang
        loop.exec()


def measure(session, raises: int, edits: int) -> dict:
    """Raise and edit times of the Lines tab for ``session`` (ms), the lines drawn and their total."""
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from explorer.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(session)
    window.files.ask_unsaved = lambda: None  # type: ignore[assignment]
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    window.document.wait_idle()
    from explorer.app.jobs.collector import freeze_long_lived

    freeze_long_lived()  # as File ▸ Import model head does once the head is in
    canvas = window.lines.canvas
    paints = _CanvasPaints(canvas)
    model = window.inputs.models["w_q"]

    def edit(k: int) -> None:
        row = k % model.rowCount()
        value = round(float(window.document.session.heads[0].w_q[row, 0]) + (0.05 if k % 2 else -0.05), 4)
        model.setData(model.index(row, 0), str(value))

    window.tabs.setCurrentWidget(window.lines)
    paints.wait(None)
    raise_ms = []
    for k in range(raises):  # an edit made on the Heatmap tab, then the Lines tab raised
        old = canvas._base.cacheKey() if canvas._base is not None else None
        window.tabs.setCurrentWidget(window.view_panel)
        edit(k)
        window.document.wait_idle()
        app.processEvents()
        start = time.perf_counter()
        window.tabs.setCurrentWidget(window.lines)
        paints.wait(old)
        raise_ms.append((time.perf_counter() - start) * 1000)
    clock = QElapsedTimer()
    ticks: list[int] = []
    ticker = QTimer()
    ticker.setInterval(5)
    ticker.timeout.connect(lambda: ticks.append(clock.elapsed()))
    edit_ms, stall = [], 0.0
    for k in range(edits):
        old = canvas._base.cacheKey() if canvas._base is not None else None
        clock.start()
        ticks.clear()
        ticker.start()
        start = time.perf_counter()
        edit(k)
        paints.wait(old)
        edit_ms.append((time.perf_counter() - start) * 1000)
        ticker.stop()
        marks = [0, *ticks, clock.elapsed()]
        stall = max(stall, max(b - a for a, b in zip(marks, marks[1:])))
    lines = canvas.lines
    out = {"n": window.document.session.n, "raise": statistics.median(raise_ms),
           "edit p50": statistics.median(edit_ms),
           "edit p95": sorted(edit_ms)[min(len(edit_ms) - 1, int(0.95 * len(edit_ms)))],
           "stall": stall, "drawn": len(lines) if lines is not None else 0,
           "total": lines.total if lines is not None else 0}
    window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()
    app.processEvents()
    return out


def bench_window(models: list[str], sizes: list[int], raises: int, edits: int) -> None:
    """Print the table: the two-word example first, then each model's head at each size."""
    from explorer.core.io.presets import load_preset
    from explorer.core.models.installed import import_head

    rows = [("two-word example", measure(load_preset(), raises, edits))]
    for model in models:
        for n in sizes:
            try:
                session = import_head(model, sentence_of(model, n), 2, 1)
            except (ValueError, OSError) as err:
                print(f"  ({model}: {err}: not timed)")
                break
            rows.append((model, measure(session, raises, edits)))
    base = rows[0][1]["raise"]
    print("Lines tab in the window (1280 × 800), layer 3 head 2; raise: median, edit: p50 / p95 of the edits")
    print(f"{'head':24} {'n':>5} {'drawn':>7} {'of':>8} {'raise ms':>9} {'×2-word':>8} "
          f"{'edit p50':>9} {'edit p95':>9} {'stall ms':>9}")
    for name, r in rows:
        print(f"{name:24} {r['n']:5d} {r['drawn']:7,d} {r['total']:8,d} {r['raise']:9.1f} {r['raise'] / base:8.2f} "
              f"{r['edit p50']:9.1f} {r['edit p95']:9.1f} {r['stall']:9.1f}")
