"""The main window's making: what every start and every test that opens a window pays.

    python benchmarks/bench_window.py [--windows 15] [--preset 01-thinking-machines]

Makes the window on a preset ``--windows`` times in one process (the first left out: imports and
Qt's first widgets), each shown and painted once, and prints the UI thread's CPU time for making it
and for its first show, median and quartiles (ms). CPU time, not wall time: on a shared machine it
moves far less. Run two checkouts side by side with PYTHONPATH (benchmarks/checkout.py).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

import checkout  # noqa: F401 - the checkout on PYTHONPATH first

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--windows", type=int, default=15)
    parser.add_argument("--preset", default="01-thinking-machines")
    args = parser.parse_args(argv)
    import numpy  # noqa: F401 - as the app's entry point: NumPy before PySide6
    from PySide6.QtWidgets import QApplication

    from explorer.core.io.presets import load_preset
    from explorer.core.threads import limit_blas_threads
    from explorer.ui.window.main_window import MainWindow, Unsaved

    app = QApplication.instance() or QApplication(sys.argv[:1])
    limit_blas_threads()
    session = load_preset(args.preset)
    made, shown = [], []
    for _ in range(args.windows + 1):
        start = time.thread_time()
        window = MainWindow(session)
        middle = time.thread_time()
        window.show()
        app.processEvents()
        made.append((middle - start) * 1e3)
        shown.append((time.thread_time() - middle) * 1e3)
        window.files.ask_unsaved = lambda: Unsaved.DISCARD
        window.close()
        window.deleteLater()
        app.processEvents()
    print(f"checkout {checkout.code()}")
    for name, times in (("make", made[1:]), ("first show", shown[1:])):
        q = statistics.quantiles(times, n=4)
        print(f"{name:<11} UI CPU ms: median {statistics.median(times):6.1f}  quartiles {q[0]:6.1f}–{q[2]:6.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
