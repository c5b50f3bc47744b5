"""Edit-to-repaint latency and cold start, offscreen.

    python benchmarks/bench_ui.py [--sizes 2,64,512,2048,4096] [--edits 60] [--precision auto] [--view heatmap]
                                  [--load 1] [--blas-threads 1]

* **edit → repaint**: a cell of W_Q is set through the editor's model (what
  Enter does), the document recomputes, and Qt's event loop runs the paint
  pass that the change scheduled, as in the running app: the time ends when
  the heatmap and every other changed widget have painted the new numbers.
  With ``--view steps`` it ends when every card in view whose numbers changed
  has painted them (and that paint pass is over): waiting for one card's paint
  stopped early when the others were drawn on later turns.
  Sizes above the document's async threshold include the worker's run and
  the hand-over of its trace. p50 / p95 over many edits, and the ratio to
  one 60 Hz frame.
* **longest UI stall** while an edit at that size is in flight: a 5 ms
  QTimer ticks on the UI thread; the largest gap between ticks is the longest
  time the window could not react.
* **UI cpu ms**: the UI thread's own CPU time per edit (median): what the
  window spends, not what it waits for the worker or for a busy machine;
  it moves far less than wall times when other programs share the cores.
* **cold start**: a fresh process to its first painted main window, against
  a bare PySide6 + pyqtgraph window with one ImageItem, interleaved, medians.

BLAS threads are limited as the app limits them (explorer/core/threads.py:
one), after NumPy is loaded, and the header prints the count threadpoolctl
reports. ``--load 1`` keeps one core busy with another process during the
measurement (a laptop with a browser open); ``--blas-threads N`` measures
another setting side by side.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
import checkout  # noqa: E402 - benchmarks/checkout.py: the code measured (PYTHONPATH first)

import load  # noqa: E402 - benchmarks/load.py, beside this script
from load import busy  # noqa: E402

FRAME_MS = 1000 / 60

BARE_WINDOW = """
import time, sys
t0 = time.perf_counter()
import numpy as np
from PySide6.QtWidgets import QApplication, QMainWindow
import pyqtgraph as pg
app = QApplication([])
w = QMainWindow(); view = pg.GraphicsLayoutWidget(); p = view.addPlot()
img = pg.ImageItem(np.random.default_rng(0).random((2, 2)), axisOrder="row-major"); p.addItem(img)
w.setCentralWidget(view); w.resize(1280, 800); w.show(); app.processEvents(); w.repaint()
print(time.perf_counter() - t0)
"""

# NumPy before PySide6 in both, as the app's entry point imports them (explorer.cli imports
# explorer.core.backend): PySide6's import hook reads the source of every module imported
# after it, and the app's script paid that for NumPy's modules where the bare one did not.
APP_WINDOW = """
import time, sys
t0 = time.perf_counter()
from explorer.core.io.presets import load_preset
from PySide6.QtWidgets import QApplication
from explorer.ui.window.app import freeze_imported_objects
from explorer.ui.window.main_window import MainWindow
freeze_imported_objects()
app = QApplication([])
w = MainWindow(load_preset()); w.show(); app.processEvents(); w.repaint()
print(time.perf_counter() - t0)
"""


def cold_start(repeats: int) -> tuple[float, float]:
    # An installed app has its bytecode compiled by pip, as the libraries of the
    # bare window do: allow .pyc files and make them in an unmeasured first start.
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    bare, app = [], []
    for start in range(repeats + 1):  # interleaved, so both see the same machine load
        for code, out in ((BARE_WINDOW, bare), (APP_WINDOW, app)):
            result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                                    cwd=checkout.code())
            if start:
                out.append(float(result.stdout.strip().splitlines()[-1]))
    return statistics.median(bare), statistics.median(app)


class _PaintWatch:
    """Quits an event loop once the watched widget has painted, after the rest
    of that paint pass (a zero timer runs after the whole window's repaint)."""

    def __init__(self, widget):
        from PySide6.QtCore import QEvent, QObject, QTimer

        watch = self

        class Filter(QObject):
            def eventFilter(self, _obj, event):  # noqa: N802 - Qt's name
                if event.type() == QEvent.Type.Paint and watch.loop is not None:
                    loop, watch.loop = watch.loop, None
                    QTimer.singleShot(0, loop.quit)
                return False

        self.loop = None
        self._filter = Filter()
        widget.installEventFilter(self._filter)

    def wait(self, loop) -> None:
        self.loop = loop
        loop.exec()


class _CardsPainted:
    """Quits an event loop once every Step by step card in view whose numbers an edit
    changed has painted them, after the rest of that paint pass. The cards to wait
    for are decided at the first paint after the edit (the new frame is applied by
    then), against what each card in view showed before it (:meth:`arm`)."""

    def __init__(self, panel):
        from PySide6.QtCore import QEvent, QObject, QTimer

        watch = self
        self.panel, self.loop = panel, None
        self._before: dict = {}
        self._waiting: set | None = None
        self.check_s = 0.0  # time spent deciding which cards to wait for (taken off the figure)

        class Filter(QObject):
            def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
                if event.type() == QEvent.Type.Paint and watch.loop is not None:
                    watch._painted(obj)
                    if watch._waiting is not None and not watch._waiting:
                        loop, watch.loop = watch.loop, None
                        QTimer.singleShot(0, loop.quit)
                return False

        self._filter = Filter()

    def _shows(self, card):
        content = card.content
        if content is None:
            return None
        return content.display if content.display is not None else content.values

    def arm(self) -> None:
        """Before an edit: what each card shows, and a paint filter on every card's matrix
        (installed again, Qt keeps one: a card may have made its heatmap since)."""
        self._before = {key: self._shows(card) for key, card in self.panel.cards.items()}
        self._waiting, self.check_s = None, 0.0
        for card in self.panel.cards.values():
            for widget in (card.grid, card.heatmap.viewport() if card.heatmap is not None else None):
                if widget is not None:
                    widget.installEventFilter(self._filter)

    def _changed(self, key, card) -> bool:
        import numpy as np

        old, new = self._before.get(key), self._shows(card)
        if old is None or new is None or old is new:
            return old is not new
        try:
            return not np.array_equal(np.asarray(old), np.asarray(new))
        except Exception:  # noqa: BLE001 - numbers not readable here (deferred): count as changed
            return True

    def _matrix_in_view(self, card) -> bool:
        """Whether some of the card's numbers can be seen (a card whose title alone is in view paints no numbers)."""
        from PySide6.QtCore import QPoint, QRect

        if not self.panel.in_view.contains(card):
            return False
        matrix = card.heatmap if card.uses_heatmap else card.grid
        viewport = self.panel.scroll.viewport()
        return QRect(matrix.mapTo(viewport, QPoint(0, 0)), matrix.size()).intersects(viewport.rect())

    def _painted(self, widget) -> None:
        if self._waiting is None:
            started = time.perf_counter()
            panel = self.panel
            self._waiting = {key for key, card in panel.cards.items()
                             if self._matrix_in_view(card) and self._changed(key, card)}
            self.check_s += time.perf_counter() - started
        for key, card in self.panel.cards.items():
            if widget is card.grid or (card.heatmap is not None and widget is card.heatmap.viewport()):
                if not card.numbers_stale:
                    self._waiting.discard(key)

    def wait(self, loop) -> None:
        self.loop = loop
        loop.exec()


def edit_latency(n: int, edits: int, precision: str = "auto",
                 view: str = "heatmap") -> tuple[float, float, float, str, float]:
    """(p50 ms, p95 ms, longest stall ms, dtype, UI-thread CPU ms per edit (median)) for cell edits at sequence length n,
    at the app's default precision ("auto": float32 from 1024 tokens), with the
    Heatmap tab or the Step by step tab (every card) in view."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QPoint, QTimer
    from PySide6.QtWidgets import QApplication

    from explorer.core.edits import resize
    from explorer.core.io.presets import load_preset
    from explorer.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    session = load_preset()
    if n != session.n:
        session = resize(session, n=n, d_model=64, d_k=64, d_v=64, fill="random", seed=1)
    window = MainWindow(session, dtype=precision)
    window.files.ask_unsaved = lambda: None  # type: ignore[assignment]
    window.resize(1280, 800)
    window.show()
    if view == "steps":
        window.tabs.setCurrentIndex(1)
        window.pipeline.all_check.setChecked(True)  # every card, not a lecture's first step
    app.processEvents()
    window.document.wait_idle()
    app.processEvents()
    model = window.inputs.models["w_q"]
    if view == "steps":  # scrolled to the weights card (a heatmap at long sequences, numbers when small)
        panel = window.pipeline
        # A long sequence's cards wait for the pictures the worker makes when the tab is
        # raised, then are placed a turn later: the weights card did not exist yet at 4096.
        deadline = time.perf_counter() + 120
        while ("heads[0].weights" not in panel.cards or panel.placing) and time.perf_counter() < deadline:
            window.document.wait_idle(1.0)
            app.processEvents()
        card, body = panel.cards["heads[0].weights"], panel.scroll.widget()
        # Laid out first (the scrolled body grown to hold it): scrolling to a card not yet
        # placed scrolled nowhere, and every edit waited 5 s for a paint of a card out of view.
        for _ in range(200):
            app.processEvents()
            if card.mapTo(body, QPoint(0, card.height())).y() <= body.height():
                break
        panel.scroll.ensureWidgetVisible(card)  # Qt paints only what is scrolled into view
        app.processEvents()
        if not panel.in_view.contains(card):
            raise SystemExit("bench_ui: the weights card could not be scrolled into view")
        painted = _CardsPainted(panel)
    else:
        painted = _PaintWatch(window.view_panel.heatmap.viewport())
    clock = QElapsedTimer()
    ticks: list[int] = []
    ticker = QTimer()
    ticker.setInterval(5)
    ticker.timeout.connect(lambda: ticks.append(clock.elapsed()))
    times, cpu = [], []
    stall = 0.0
    for k in range(edits):
        clock.start()
        ticks.clear()
        ticker.start()
        if view == "steps":
            painted.arm()
        start, cpu_start = time.perf_counter(), time.thread_time()
        row = k % model.rowCount()
        value = round(0.1 * (k % 7) - 0.3, 2)
        if value == window.document.session.heads[0].w_q[row, 0]:
            value += 0.05  # an edit to the same number changes nothing and paints nothing
        model.setData(model.index(row, 0), str(value))
        if window.document.busy:
            # Wait in Qt's event loop (native code, GIL released) as the app
            # does, not in a Python spin that would starve the worker thread.
            loop = QEventLoop()
            window.document.busy_changed.connect(loop.quit)
            if window.document.busy:
                loop.exec()
            window.document.busy_changed.disconnect(loop.quit)
        # The new numbers are on screen once the event loop has run the paint
        # pass they scheduled (the heatmap's and every other changed widget's).
        loop = QEventLoop()
        QTimer.singleShot(5000, loop.quit)  # a lost paint shows as a 5 s outlier, not a hang
        painted.wait(loop)
        check = getattr(painted, "check_s", 0.0)  # the benchmark's own comparisons, not the app's time
        times.append((time.perf_counter() - start - check) * 1000)
        cpu.append((time.thread_time() - cpu_start - check) * 1000)
        ticker.stop()
        marks = [0, *ticks, clock.elapsed()]
        stall = max(stall, max(b - a for a, b in zip(marks, marks[1:])))
    dtype = window.document.trace.dtype.name
    window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()
    app.processEvents()
    times.sort()
    return (statistics.median(times), times[min(len(times) - 1, int(0.95 * len(times)))], stall, dtype,
            statistics.median(cpu))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="2,64,512,2048,4096")
    parser.add_argument("--edits", type=int, default=60, help="edits per size (fewer are made above n=1024)")
    parser.add_argument("--starts", type=int, default=5, help="cold starts of each window")
    parser.add_argument("--precision", choices=("auto", "float64", "float32"), default="auto",
                        help="the app's View → Precision (default auto: float32 from 1024 tokens)")
    parser.add_argument("--view", choices=("heatmap", "steps"), default="heatmap",
                        help="the tab in view: the heatmap, or the step-by-step cards (default heatmap)")
    load.add_options(parser)
    parser.add_argument("--blas-threads", type=int, default=None,
                        help="BLAS threads (default: what the app sets, explorer/core/threads.py)")
    parser.add_argument("--no-cold-start", action="store_true", help="skip the cold-start measurement")
    args = parser.parse_args()
    import explorer.ui.window.main_window  # noqa: F401 - everything the app imports (NumPy included), then ...
    from explorer.ui.window.app import prepare_process

    threads = prepare_process(args.blas_threads)  # as the app does at start
    loaded = load.apply_options(args)
    print(f"Python {sys.version.split()[0]} · {os.cpu_count()} CPUs · BLAS threads {threads} · offscreen · "
          f"{args.view} tab in view · {loaded}\n")
    print(f"{'n':>6} {'dtype':>8} {'p50 ms':>9} {'p95 ms':>9} {'p95/frame':>10} {'stall ms':>9} {'UI cpu ms':>10}")
    with busy(args.load, pinned=not args.unpinned):
        for n in (int(s) for s in args.sizes.split(",")):
            edits = args.edits if n <= 1024 else max(6, args.edits // 10)
            p50, p95, stall, dtype, cpu = edit_latency(n, edits, args.precision, args.view)
            print(f"{n:>6} {dtype:>8} {p50:>9.2f} {p95:>9.2f} {p95 / FRAME_MS:>10.2f} {stall:>9.1f} {cpu:>10.2f}",
                  flush=True)
    if args.no_cold_start:
        return
    bare, app = cold_start(args.starts)
    print(f"\ncold start to first painted window: app {app * 1000:.0f} ms, bare PySide6+pyqtgraph "
          f"{bare * 1000:.0f} ms, ratio {app / bare:.2f}")


if __name__ == "__main__":
    main()
