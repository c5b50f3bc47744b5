"""The longest UI stall while a person does something slow to a long sequence.

    python benchmarks/bench_stalls.py [--sizes 4096] [--load 1] [--blas-threads 1] [--actions open,edit]

At each n (d = 64, the app's automatic precision, offscreen 1280 × 800 window)
a 5 ms QTimer ticks on the UI thread while, in turn:

* **read the file**: the n-token session file is read and parsed on a
  background thread as Open does it, nothing else (the UI thread only waits);
* **open the file**: the window (on the default example) opens an n-token
  session file: read off the UI thread, the trace computed in the worker,
  until the new heatmap is on screen (the total is the time to first paint);
* **raise What-if**: the What-if dock's tab is raised (its row statistics are
  made for the trace on screen);
* **edit, What-if in view**: one cell of W_Q is set and the new trace lands;
* **drag T, 10 steps**: the temperature slider moves ten tenths, one every
  50 ms (as a hand drags), then the last value's trace lands;
* **open Export**: File → Export figure… opens on the attention weights;
* **Export control**: the dialog's theme changes and its preview is redrawn;
* **raise Step by step**: the Step by step tab is raised with every step shown
  (its cards' pictures made for the trace on screen);
* **edit, Step by step**: one cell of W_Q is set with the cards in view;
* **raise Lines** and **edit, Lines in view**: the same for the Lines tab.

Each figure is the largest gap between ticks, in ms, from the action until the
workers are idle (the recompute, the Lines tab's choosing and painting of its
lines) and the event loop has settled: the longest time the window could not
react. The total time is wall clock to the same point. Memory
(Linux): the process's resident set after the action and its peak during it
(VmRSS and VmHWM of /proc/self/status, the peak reset before each action),
in MiB beyond the window on the default example just before the file was
opened, and as a multiple of one n × n matrix of the trace's dtype.
``--actions`` measures some of them (open, whatif, edit, drag, export,
control, steps, lines; the file is always opened first).
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# This checkout, after the trees PYTHONPATH names: side_by_side.sh measures another version
# with these scripts (inserted first, this checkout's code was measured as both versions).
sys.path.insert(1 + len([p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]),
                os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir))

from load import busy  # noqa: E402 - benchmarks/load.py, beside this script


class Stalls:
    """A 5 ms ticker on the UI thread; :meth:`measure` runs an action and returns (stall ms, total ms)."""

    def __init__(self, app, window):
        from PySide6.QtCore import QElapsedTimer, QTimer

        self.app, self.window = app, window
        self.clock = QElapsedTimer()
        self.ticks: list[int] = []
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(lambda: self.ticks.append(self.clock.elapsed()))

    def idle(self) -> bool:
        """Nothing computing for the window: the job runner idle (the code before it:
        its recompute, lines, overview and Export preview workers idle)."""
        document, window = self.window.document, self.window
        if hasattr(document, "jobs"):
            return not document.busy and not document.jobs.busy()
        from explorer.ui.export.export_dialog import ExportDialog

        lines = window.lines
        previews = [d._previews for d in window.findChildren(ExportDialog) if d.isVisible()]
        return (not document.busy and document._worker.idle and not lines.canvas.overview_pending
                and (lines._worker is None or lines._worker.idle)
                and all(p._worker.idle for p in previews))

    def settle(self, quiet_ms: int = 150) -> None:
        """Run the event loop until the document is idle and nothing happened for a while."""
        from PySide6.QtCore import QEventLoop, QTimer

        deadline = time.perf_counter() + 60
        while time.perf_counter() < deadline:
            loop = QEventLoop()
            QTimer.singleShot(quiet_ms, loop.quit)
            loop.exec()
            if self.idle():
                loop = QEventLoop()
                QTimer.singleShot(quiet_ms, loop.quit)
                loop.exec()
                if self.idle():
                    return

    def measure(self, action) -> tuple[float, float, int, int]:
        """(longest stall ms, total ms, resident bytes after, peak resident bytes during)."""
        self.settle()
        reset_peak()
        self.ticks.clear()
        self.clock.start()
        self.timer.start()
        start = time.perf_counter()
        action()
        self.settle()
        total = (time.perf_counter() - start) * 1000 - 300  # less the two quiet waits
        self.timer.stop()
        marks = [0, *self.ticks, self.clock.elapsed() - 300]
        return (max(b - a for a, b in zip(marks, marks[1:])), total, *memory())


def memory() -> tuple[int, int]:
    """(resident bytes now, peak resident bytes) of this process; (0, 0) where /proc is missing."""
    found = {}
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith(("VmRSS:", "VmHWM:")):
                    key, value = line.split(":")
                    found[key] = int(value.split()[0]) * 1024
    except OSError:
        return 0, 0
    return found.get("VmRSS", 0), found.get("VmHWM", 0)


def reset_peak() -> None:
    """Reset VmHWM to the current resident size (Linux 4.0+: ``5`` into clear_refs)."""
    try:
        with open("/proc/self/clear_refs", "w") as refs:
            refs.write("5")
    except OSError:
        pass


def pump(ms: int) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


ACTIONS = ("open", "whatif", "edit", "drag", "export", "control", "steps", "lines")


def run_at(n: int, actions: tuple[str, ...] = ACTIONS) -> tuple[list[tuple], int, int]:
    """The rows (action, stall ms, total ms, resident bytes, peak bytes), the resident bytes
    before the file was opened, and the bytes of one n × n matrix of the trace's dtype."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    import tempfile
    from pathlib import Path

    from explorer.core.generate import random_session
    from explorer.core.io.presets import load_preset
    from explorer.core.io.session_files import save
    from explorer.ui.window.file_actions import read_session
    from explorer.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    folder = tempfile.mkdtemp()
    path = Path(folder) / f"n{n}.json"
    save(random_session(n=n, d_model=64, d_k=64, d_v=64, seed=1), path)
    window = MainWindow(load_preset(), dtype="auto")
    window.files.ask_unsaved = lambda: None  # type: ignore[assignment]
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    stalls = Stalls(app, window)
    # Reading alone first (the file parsed on a background thread, as Open does), then the whole open.
    # (the code before the job runner read a file with no runner to hand it to)
    jobs = {"jobs": window.document.jobs} if hasattr(window.document, "jobs") else {}
    out = [("read the file", *stalls.measure(lambda: read_session(window, path, **jobs)))]
    stalls.settle()
    baseline = memory()[0]
    out.append(("open the file", *stalls.measure(lambda: window.files.open_path(path, ask=False))))
    matrix = n * n * window.document.trace.dtype.itemsize
    assert window.document.snapshot.session.n == n, window.document.failure
    if "whatif" in actions:
        out.append(("raise What-if", *stalls.measure(window.whatif_dock.raise_)))
    model = window.inputs.models["w_q"]
    if "edit" in actions:
        out.append(("edit, What-if in view", *stalls.measure(lambda: model.setData(model.index(0, 0), "0.37"))))
    slider = window.whatif.temperature_slider

    def drag() -> None:
        slider.setSliderDown(True)
        for _ in range(10):
            slider.setValue(slider.value() + 1)
            pump(50)
        slider.setSliderDown(False)

    if "drag" in actions:
        out.append(("drag T, 10 steps", *stalls.measure(drag)))
    holder: dict = {}

    def open_export() -> None:
        from explorer.ui.export.export_dialog import ExportDialog

        dialog = ExportDialog(window.document, window, "heads[0].weights")
        dialog.show()
        holder["dialog"] = dialog

    if "export" in actions or "control" in actions:
        out.append(("open Export", *stalls.measure(open_export)))
        dialog = holder["dialog"]
        if "control" in actions:
            out.append(("Export control",
                        *stalls.measure(lambda: dialog.theme.setCurrentIndex(1 - dialog.theme.currentIndex()))))
        dialog.close()
        holder.clear()  # as the app's local does: the closed dialog's figures are let go
    if "steps" in actions:
        def raise_steps() -> None:
            window.pipeline.all_check.setChecked(True)  # every card, not a lecture's first step
            window.tabs.setCurrentIndex(1)

        out.append(("raise Step by step", *stalls.measure(raise_steps)))
        out.append(("edit, Step by step", *stalls.measure(lambda: model.setData(model.index(1, 0), "0.21"))))
        window.tabs.setCurrentIndex(0)
    if "lines" in actions:
        out.append(("raise Lines", *stalls.measure(lambda: window.tabs.setCurrentIndex(2))))
        out.append(("edit, Lines in view", *stalls.measure(lambda: model.setData(model.index(2, 0), "0.23"))))
        window.tabs.setCurrentIndex(0)
    window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()
    # The app has one window a process: its widgets are never deleted while another
    # window works. Here the next size's window paid for it (a 177–530 ms "stall"
    # reading a 16k file after a 4096-token window with its tabs built).
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app.processEvents()
    gc.collect()
    path.unlink()
    return out, baseline, matrix


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="4096")
    parser.add_argument("--load", type=int, default=0, help="busy background processes during the measurement")
    parser.add_argument("--blas-threads", type=int, default=None)
    parser.add_argument("--actions", default=",".join(ACTIONS), help="which actions to measure (default: all)")
    args = parser.parse_args()
    import explorer.ui.window.main_window  # noqa: F401 - what the app imports, NumPy included
    from explorer.ui.window.app import prepare_process

    threads = prepare_process(args.blas_threads)  # as the app does at start
    print(f"Python {sys.version.split()[0]} · {os.cpu_count()} CPUs · BLAS threads {threads} · offscreen · "
          f"background load {args.load}\n")
    print(f"{'n':>6}  {'action':<24} {'stall ms':>9} {'total ms':>9} {'RSS +MiB (n×n)':>16} {'peak +MiB (n×n)':>16}")
    mib = 1024 * 1024
    with busy(args.load):
        for n in (int(s) for s in args.sizes.split(",")):
            rows, baseline, matrix = run_at(n, tuple(args.actions.split(",")))
            for name, stall, total, rss, peak in rows:
                after, top = (rss - baseline) / mib, (peak - baseline) / mib
                print(f"{n:>6}  {name:<24} {stall:>9.0f} {total:>9.0f} {after:>8.0f} ({after * mib / matrix:>4.1f}) "
                      f"{top:>8.0f} ({top * mib / matrix:>4.1f})", flush=True)


if __name__ == "__main__":
    main()
