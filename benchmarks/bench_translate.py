"""What speaking a language costs an edit: the texts an edit looks up, asked of Qt's QTranslator each time
and from the language's remembered answers (as the app does), interleaved.

    python benchmarks/bench_translate.py [--language de] [--repeats 9]

An edit of the 12-long-word example with the Heatmap or the Step by step tab raised looks up about 150
texts (titles, captions, cards). This records the (context, text) pairs one edit asks for, then times
answering them both ways and prints the medians per edit and per lookup.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
import checkout  # noqa: E402,F401 - benchmarks/checkout.py: the code measured (PYTHONPATH first)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "docs"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--language", default="de")
    parser.add_argument("--repeats", type=int, default=9)
    args = parser.parse_args(argv)
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication

    from explorer.app.language import catalogue, use_language
    from explorer.core import wording
    from explorer.core.edits import randomize
    from explorer.ui.window.main_window import MainWindow
    from make_screenshots import long_session, settle

    app = QApplication.instance() or QApplication(sys.argv[:1])
    use_language(args.language)
    asked: list[tuple[str, str]] = []
    remembered = wording._lookup

    def recording(context: str, text: str) -> str | None:
        asked.append((context, text))
        return remembered(context, text)

    print(f"language {args.language}, 12 long words, 1280 × 720")
    for tab, name in ((0, "Heatmap"), (1, "Step by step")):
        window = MainWindow(long_session(12))
        window.resize(1280, 720)
        window.show()
        window.tabs.setCurrentIndex(tab)
        settle(app, window)
        asked.clear()
        wording.use_lookup(recording)
        window.document.apply(randomize(window.document.session, seed=1), "Randomize")
        settle(app, window)
        wording.use_lookup(remembered)
        qt = QTranslator()
        qt.load(str(catalogue(args.language)))
        times = {"Qt each time": [], "remembered": []}
        for _ in range(args.repeats):
            for how, ask in (("Qt each time", lambda c, t: qt.translate(c, t) or None), ("remembered", remembered)):
                start = time.perf_counter()
                for context, text in asked:
                    ask(context, text)
                times[how].append(time.perf_counter() - start)
        print(f"  {name}: {len(asked)} lookups an edit")
        for how, spent in times.items():
            median = statistics.median(spent)
            print(f"    {how:13} {median * 1e3:6.3f} ms an edit  {median / max(len(asked), 1) * 1e6:5.2f} µs a lookup")
        window.document.mark_saved(None)
        window.close()
        window.deleteLater()
        app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
